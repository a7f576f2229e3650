/// A XIB's asset-catalog images, resolved for one variant: for every visible image view or
/// button that names an image (not an SF Symbol, not bound by the spec), the catalog image
/// UIKit would load (`AssetImageSet.rendition`), or a placeholder and an `xib.asset-missing`
/// warning naming the image and the catalogs searched.
struct XIBAssetImages {
  /// The image drawn and its point size (the intrinsic content size), by view id.
  var images: [String: (content: ImageContent, pointSize: Size?)] = [:]
  /// Views whose image no catalog has.
  var missing: [(view: XIBView, name: String)] = []

  /// Template images draw in the tint colour the view inherits (default systemBlue).
  /// - Parameter bound: view ids whose image the spec binds (`<outlet>.image` wins over the catalog).
  init(root: XIBView, document: XIBDocument, assets: AssetCatalogs, environment: RenderEnvironment, bound: Set<String>) {
    let isDark = environment.appearance == .dark
    func visit(_ view: XIBView, tint: Color) {
      let tint = view.tintColor?.resolved(for: environment.appearance) ?? tint
      if let name = view.imageName, !bound.contains(view.id), !XIBSymbolImageSize.isSystemImage(view, document: document), !view.isHidden,
         view.kind == .imageView || view.kind == .button {
        let mode = view.kind == .button ? ContentMode.scaleAspectFit : view.contentMode
        if let set = assets.imageSet(named: name),
           let rendition = set.rendition(idiom: environment.idiom, scale: environment.scale, isDark: isDark) {
          // A system button draws its image as a template unless the set says original
          // (UIButton.ButtonType.system); an image view only when the set says template.
          let isTemplate = set.isTemplate || (view.kind == .button && view.sizing.buttonType == "system" && !set.isOriginal)
          let source: ImageSource
          switch rendition.content {
          case .bitmap(let bitmap): source = .bitmap(bitmap, name: name)
          case .vector(let vector): source = .vector(vector)
          }
          let content = ImageContent(source: source, tint: isTemplate ? tint : nil, contentMode: mode,
                                     bitmapScale: Double(rendition.scale ?? 1))
          images[view.id] = (content, rendition.pointSize)
        } else {
          images[view.id] = (ImageContent(source: .placeholder(name: name), contentMode: .scaleToFill), nil)
          missing.append((view, name))
        }
      }
      for subview in view.subviews { visit(subview, tint: tint) }
    }
    visit(root, tint: XIBNodeBuilder.defaultTint.resolved(for: environment.appearance))
  }

  /// The warnings for `missing`: rule `xib.asset-missing`, naming the view, the image and the
  /// catalogs searched (or that none was given).
  func findings(document: XIBDocument, assets: AssetCatalogs, outletNames: [String: String]) -> [LayoutFinding] {
    missing.map { view, name in
      let why = assets.imageSet(named: name).map { set in
        set.unsupportedFiles.isEmpty ? "its image set has no image for this device"
          : "its image set has only files snapcheck cannot draw (\(EchoedValue.list(set.unsupportedFiles))); use PNG, PDF or SVG"
      } ?? assets.searchedDescription
      return LayoutFinding(
        rule: "xib.asset-missing", severity: .warning, nodeID: outletNames[view.id] ?? view.id,
        message: "\(document.file): \(view.reference): image '\(EchoedValue.clip(name))' not found: \(why); a placeholder is drawn "
          + "(name a catalog with \"assets\" or bind one with \"\(outletNames[view.id] ?? "<outlet>").image\")")
    }
  }
}

extension XIBDocument {
  /// The asset catalog image names the cell may use: the images its views name (in every size
  /// class), less SF Symbols (`catalog="system"`). Not the whole `<resources>` list, which in a
  /// storyboard names the images of every scene.
  public var assetImageNames: Set<String> {
    Set((sourceRoot.allViews + root.allViews).compactMap(\.imageName)).subtracting(symbolImageNames)
  }
}
