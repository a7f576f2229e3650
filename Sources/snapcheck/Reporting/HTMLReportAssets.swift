/// The HTML report's inline stylesheet and script (no external files, fonts or network).
enum HTMLReportAssets {
  /// The stylesheet: system fonts, light colours, status colours shared by badges and filters.
  static let css = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
    header{background:#fff;border-bottom:1px solid #d2d2d7;padding:12px 20px;position:sticky;top:0;z-index:2}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:17px;margin:0 0 4px}h3{font-size:14px;margin:8px 0 6px}
    .run,.spec{color:#6e6e73;margin:0 0 6px}.summary p{margin:2px 0}.count{margin-right:10px}
    .filters button{font:inherit;margin:6px 6px 0 0;padding:3px 10px;border:1px solid #b0b0b8;border-radius:12px;background:#fff;cursor:pointer}
    .filters button[aria-pressed=true]{background:#1d1d1f;color:#fff;border-color:#1d1d1f}
    #shown{color:#6e6e73;margin-left:6px}
    main{padding:12px 20px}
    .scenario{background:#fff;border:1px solid #d2d2d7;border-radius:8px;padding:12px 16px;margin:0 0 14px}
    .frame{border-top:1px solid #e5e5ea;padding:8px 0}
    .badge{display:inline-block;font-size:12px;font-weight:600;padding:1px 7px;border-radius:9px;color:#fff;background:#6e6e73}
    .badge.passed{background:#1e8e3e}.badge.failed{background:#c5221f}.badge.missing{background:#b06000}.badge.recorded{background:#1967d2}.badge.error{background:#7b1fa2}
    .count.failed b,.count.frames-failed b{color:#c5221f}.count.passed b{color:#1e8e3e}
    .accept code,.findings code{background:#f0f0f3;padding:1px 4px;border-radius:4px;user-select:all}
    .problems{margin:4px 0;padding-left:20px;color:#a50e0e}
    .incomplete{background:#fce8e6;color:#a50e0e;border:1px solid #c5221f;border-radius:6px;padding:6px 10px;font-weight:600}.finding.error .severity{color:#c5221f;font-weight:600}.finding.warning .severity{color:#b06000;font-weight:600}.finding.settled .severity{color:#6e6e73;font-weight:400}.settled-findings{margin:6px 0}.settled-findings summary{cursor:pointer;color:#6e6e73}
    .where{color:#6e6e73}.finding .detail{font-size:12px;color:#6e6e73}
    .expected{font-size:11px;border:1px solid #b0b0b8;border-radius:8px;padding:0 5px;color:#6e6e73}
    .figures{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#6e6e73}
    img{max-width:100%;height:auto;display:block;border:1px solid #e5e5ea;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .compare{margin:6px 0 10px}.stage{display:inline-grid;max-width:100%}
    .stage img{grid-area:1/1;align-self:start;justify-self:start}
    .controls{margin-top:4px}.controls input{vertical-align:middle;width:200px}.hint{color:#6e6e73;margin-left:8px;font-size:12px}
    .tree pre{font:12px/1.35 ui-monospace,monospace;white-space:pre-wrap;background:#fafafa;padding:6px;margin:4px 0}
    .tree-diff{border-collapse:collapse;font:12px/1.35 ui-monospace,monospace;width:100%;table-layout:fixed}
    .tree-diff th{text-align:left;font-weight:600;background:#f0f0f3;padding:2px 6px}
    .tree-diff td{padding:1px 6px;white-space:pre-wrap;word-break:break-all;vertical-align:top}
    .tree-diff col.n{width:3em}.tree-diff td.n{color:#8e8e93;text-align:right}
    .tree-diff tr.changed td.old,.tree-diff tr.removed td.old{background:#fde7e9}
    .tree-diff tr.changed td.new,.tree-diff tr.added td.new{background:#e6f4ea}
    .tree-diff del{background:#f7b7bf;color:inherit}.tree-diff ins{background:#a6dbb3;color:inherit}
    .artifacts{font-size:12px;color:#6e6e73}.links{font-size:12px}
    .orphans{background:#fff8e1;border:1px solid #f0d58c;border-radius:8px;padding:12px 16px}
    .overlay-stage{position:relative;max-width:100%;border:1px solid #e5e5ea;overflow:hidden}.overlay-stage img{width:100%;border:0}
    .box{position:absolute;display:none;box-sizing:border-box;min-width:4px;min-height:4px;outline:3px solid #d93025;background:rgba(217,48,37,.2);box-shadow:0 0 0 9999px rgba(0,0,0,.28);pointer-events:none}
    .box.on{display:block}.box.node{outline:2px dashed #fff;background:none;box-shadow:0 0 0 2px #d93025}
    .frame-findings{margin:6px 0;padding-left:20px}.frame-findings li[data-box]{cursor:pointer}
    .frame-findings li.active{background:#fde7e9;outline:1px solid #d93025}
    [hidden]{display:none!important}
    """

  /// The script: status filters (the one chosen is kept in the address as `#filter=<status>`,
  /// so `index.html#filter=failed` opens showing only failures), the slider / onion-skin
  /// compare, and the finding highlights: hovering or focusing a frame's finding shows its box
  /// on the overlay, clicking it (or Enter / Space) pins the box until clicked again. Plain
  /// ES5 with no dependencies; it only changes `hidden`, `aria-pressed`, classes, inline styles
  /// and the address's fragment.
  static let script = """
    (function () {
      var buttons = document.querySelectorAll('[data-filter]');
      var scenarios = document.querySelectorAll('.scenario');
      function frameShown(status, filter) {
        if (filter === 'all') return true;
        if (filter === 'failed') return status !== 'passed';
        return status === filter;
      }
      function apply(filter, remember) {
        var shown = 0;
        if (remember && window.history && history.replaceState) {
          try { history.replaceState(null, '', '#filter=' + filter); } catch (ignored) {}
        }
        for (var b = 0; b < buttons.length; b++) {
          buttons[b].setAttribute('aria-pressed', String(buttons[b].getAttribute('data-filter') === filter));
        }
        for (var s = 0; s < scenarios.length; s++) {
          var scenario = scenarios[s], any = false;
          var frames = scenario.querySelectorAll('.frame');
          for (var f = 0; f < frames.length; f++) {
            var show = frameShown(frames[f].getAttribute('data-status'), filter);
            frames[f].hidden = !show;
            if (show) any = true;
          }
          var status = scenario.getAttribute('data-status');
          var visible = filter === 'all' || (filter === 'passed' ? status === 'passed'
            : any || (filter === 'failed' ? status !== 'passed' : status === filter));
          scenario.hidden = !visible;
          if (visible) shown++;
        }
        document.getElementById('shown').textContent = 'showing ' + shown + ' of ' + scenarios.length + ' scenarios';
      }
      for (var i = 0; i < buttons.length; i++) {
        buttons[i].addEventListener('click', function (event) { apply(event.currentTarget.getAttribute('data-filter'), true); });
      }
      var compares = document.querySelectorAll('.compare');
      for (var c = 0; c < compares.length; c++) {
        (function (compare) {
          var top = compare.querySelector('img.top');
          var range = compare.querySelector('input[type=range]');
          var mode = compare.querySelector('select');
          var hint = compare.querySelector('.hint');
          function update() {
            var value = Number(range.value);
            if (mode.value === 'slider') {
              top.style.opacity = '1';
              top.style.clipPath = 'inset(0 ' + (100 - value) + '% 0 0)';
              hint.textContent = 'left: actual · right: reference';
            } else {
              top.style.clipPath = 'none';
              top.style.opacity = String(value / 100);
              hint.textContent = 'actual at ' + value + '% over reference';
            }
          }
          range.addEventListener('input', update);
          mode.addEventListener('change', update);
          update();
        })(compares[c]);
      }
      var items = document.querySelectorAll('.frame-findings li[data-box]');
      function refresh(frame, id) {
        var on = false, same = frame.querySelectorAll('.frame-findings li[data-box="' + id + '"]');
        for (var k = 0; k < same.length; k++) {
          var active = same[k].getAttribute('data-hover') === 'true' || same[k].getAttribute('data-pinned') === 'true';
          same[k].classList.toggle('active', active);
          if (active) on = true;
        }
        var boxes = frame.querySelectorAll('.box[data-box="' + id + '"]');
        for (var m = 0; m < boxes.length; m++) boxes[m].classList.toggle('on', on);
      }
      for (var n = 0; n < items.length; n++) {
        (function (item) {
          var frame = item.closest('.frame'), id = item.getAttribute('data-box');
          function hover(value) { item.setAttribute('data-hover', String(value)); refresh(frame, id); }
          function pin() {
            item.setAttribute('data-pinned', String(item.getAttribute('data-pinned') !== 'true'));
            refresh(frame, id);
          }
          item.addEventListener('mouseenter', function () { hover(true); });
          item.addEventListener('mouseleave', function () { hover(false); });
          item.addEventListener('focus', function () { hover(true); });
          item.addEventListener('blur', function () { hover(false); });
          item.addEventListener('click', pin);
          item.addEventListener('keydown', function (event) {
            if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); pin(); }
          });
        })(items[n]);
      }
      var chosen = /^#filter=([a-z-]+)$/.exec(location.hash);
      apply(chosen && document.querySelector('[data-filter="' + chosen[1] + '"]') ? chosen[1] : 'all', false);
    })();
    """
}
