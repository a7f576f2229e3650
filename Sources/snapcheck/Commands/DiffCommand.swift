import CellRaster
import Foundation

/// `snapcheck diff <a.png> <b.png>`: compares two PNG files with the image comparison engine and
/// prints `mismatched: N`, the ratio, the bounding box and the verdict.
/// `--side-by-side` writes the captioned composite (`SideBySidePainter`: "reference W×H px",
/// "difference W×H px", "actual W×H px" above the panels).
/// The diff image (the larger width × the larger height) and the composite are held to
/// `--max-pixels` (default 100,000,000): over it they are not written and a `... not made`
/// line says why. Exit 0 within the allowance, 1 over it, when the sizes differ or when an asked
/// for image was not made (over `--max-pixels`), 64 usage (also `--diff` and `--side-by-side`
/// naming one file), 65 bad PNG,
/// 66 missing file, 70 when the caption fonts (Inter) cannot be loaded, 74 unreadable/unwritable
/// file.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two PNG files pixel by pixel."
  static let usage = "diff <reference.png> <actual.png> [options]"
  static let discussion = """
    Strict by default: every RGBA value must be equal, alpha included. --threshold switches to
    pixelmatch v7.2.0's YIQ test (0-1; anti-aliasing excused unless --include-aa); --perceptual
    to CIEDE2000 (a pixel differs when its ΔE is over the value). --max-diff allows a number of
    mismatched pixels, with a unit: 120px or 0.5% (passes when mismatched <= allowance).
    Images of different sizes always fail. The diff image and the side-by-side composite are
    held to --max-pixels: over it they are not written, a "not made" line says why, and the
    exit is 1. --diff and --side-by-side must name different files. --side-by-side captions each panel with its name and
    size in pixels ("reference 1125×402 px"), and says so when the sizes differ.
    """
  static let options: [OptionSpec] = [
    .value("threshold", "pixelmatch YIQ threshold, 0-1 (pixelmatch default 0.1)"),
    .flag("include-aa", "count anti-aliased pixels too (with --threshold)"),
    .value("alpha-background", "checkerboard (default) or white, under transparency"),
    .value("perceptual", "largest CIEDE2000 ΔE counted as equal, e.g. 2.3"),
    .value("max-diff", "allowance: 120px or 0.5% (default 0px)"),
    .value("diff", "write the diff image to this PNG file"),
    .value("side-by-side", "write captioned reference | diff | actual to this PNG file"),
    .value("max-pixels", "largest image accepted, in pixels (default 100000000)"),
  ]

  /// The highest `--max-pixels` accepted: 500 megapixels (2 GB of RGBA per image, two images).
  static let maximumPixelLimit = 500_000_000

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    guard arguments.positionals.count == 2 else {
      throw UsageError("expected two PNG files, got \(arguments.positionals.count) argument(s)", command: name)
    }
    var options = try comparisonOptions(arguments)
    let maxPixels = try arguments.value("max-pixels").map { text -> Int in
      guard let value = Int(text), value > 0, value <= maximumPixelLimit else {
        throw UsageError("--max-pixels takes a whole number from 1 to \(maximumPixelLimit), got '\(text)'", command: name)
      }
      return value
    } ?? PNGDecoder.defaultMaxPixels
    let diffPath = arguments.value("diff"), sideBySidePath = arguments.value("side-by-side")
    for output in [diffPath, sideBySidePath].compactMap({ $0 }) {
      let target = resolved(output)
      for input in arguments.positionals where resolved(input) == target {
        throw UsageError("refusing to write '\(output)': it is an input image", command: name)
      }
    }
    if let diffPath, let sideBySidePath, resolved(diffPath) == resolved(sideBySidePath) {
      throw UsageError("--diff '\(diffPath)' and --side-by-side '\(sideBySidePath)' name the same file: one would overwrite the other",
                       command: name)
    }
    if diffPath == nil && sideBySidePath == nil { options.diffImage = nil }
    options.maxDiffImagePixels = maxPixels

    let (reference, actual) = try decodeConcurrently(arguments.positionals[0], arguments.positionals[1], maxPixels: maxPixels)
    let result = ImageComparison.compare(reference: reference, actual: actual, options: options)
    for line in result.reportLines { context.console.out(line) }
    var allMade = result.diffImageOverLimit == nil
    if let overLimit = result.diffImageOverLimit, sideBySidePath != nil {
      // The side-by-side composite holds the diff image, so it is not made either: said too.
      context.console.out("side-by-side: not made (\(overLimit))")
    }
    if let diff = result.diffImage {
      if let diffPath {
        try FileBytes.writeAtomically(try PNGEncoder.encode(diff, compression: .fast), to: diffPath)
      }
      if let sideBySidePath {
        do {
          let composite = try SideBySidePainter().encodePNG(reference: reference, diff: diff, actual: actual, maxPixels: maxPixels)
          try FileBytes.writeAtomically(composite, to: sideBySidePath)
        } catch let overLimit as ImageOverLimit {
          context.console.out("side-by-side: not made (\(overLimit))")
          allMade = false
        }
      }
    }
    return result.passed && allMade ? .success : .failure
  }

  /// Only the side-by-side composite draws (its captions are Pango text); decoding, comparing
  /// and the diff image need no rendering library, so a plain diff starts without them.
  static func needsRenderingLibraries(_ arguments: ParsedArguments) -> Bool {
    arguments.value("side-by-side") != nil
  }

  /// `path` made absolute, standardized and with its symlinks resolved, to tell two names of
  /// one file apart from two files.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The comparison options the flags ask for.
  /// - Throws: `UsageError` for out-of-range numbers, an unknown background, a bare allowance,
  ///   or flags that belong to a mode not chosen.
  static func comparisonOptions(_ arguments: ParsedArguments, base: ComparisonOptions = ComparisonOptions(),
                                command name: String = name) throws -> ComparisonOptions {
    var options = base
    let threshold = arguments.value("threshold"), perceptual = arguments.value("perceptual")
    if threshold != nil && perceptual != nil {
      throw UsageError("choose one of --threshold (pixelmatch) and --perceptual (CIEDE2000)", command: name)
    }
    if let threshold {
      guard let value = Double(threshold), value >= 0, value <= 1 else {
        throw UsageError("--threshold takes a number from 0 to 1, got '\(threshold)'", command: name)
      }
      options.mode = .pixelmatch
      options.threshold = value
    }
    if let perceptual {
      guard let value = Double(perceptual), value.isFinite, value >= 0 else {
        throw UsageError("--perceptual takes a ΔE of 0 or more, e.g. 2.3, got '\(perceptual)'", command: name)
      }
      options.mode = .perceptual
      options.deltaE = value
    }
    if arguments.has("include-aa") {
      guard options.mode == .pixelmatch else {
        throw UsageError("--include-aa needs --threshold (it is a pixelmatch option)", command: name)
      }
      options.includeAA = true
    }
    if let background = arguments.value("alpha-background") {
      guard let value = AlphaBackground(rawValue: background) else {
        throw UsageError("--alpha-background takes checkerboard or white, got '\(background)'", command: name)
      }
      guard options.mode != .strict else {
        throw UsageError("--alpha-background needs --threshold or --perceptual (strict mode compares raw RGBA)", command: name)
      }
      options.alphaBackground = value
    }
    if let allowance = arguments.value("max-diff") {
      do {
        options.allowance = try DiffAllowance.parse(allowance)
      } catch let error as DiffAllowance.ParseError {
        throw UsageError("--max-diff: \(error.description)", command: name)
      }
    }
    return options
  }

  /// Reads both files, then decodes them on two threads. Byte-identical files are decoded once
  /// (still validated), since decoding is nearly all of a diff's time (callgrind: libpng and
  /// zlib > 90% of instructions on a 3840x2160 pair). The first file's error wins when both fail.
  static func decodeConcurrently(_ first: String, _ second: String, maxPixels: Int) throws -> (RGBAImage, RGBAImage) {
    let files = Slots<[UInt8]>()
    let paths = [first, second]
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      files.set(index, Result { try FileBytes.read(paths[index]) })
    }
    let firstBytes = try files.get(0), secondBytes = try files.get(1)
    if firstBytes == secondBytes {
      let image = try PNGDecoder.decode(firstBytes, source: first, maxPixels: maxPixels)
      return (image, image)
    }
    let images = Slots<RGBAImage>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      images.set(index, Result { try PNGDecoder.decode(index == 0 ? firstBytes : secondBytes, source: paths[index], maxPixels: maxPixels) })
    }
    return (try images.get(0), try images.get(1))
  }
}

/// Two result slots, each written by exactly one worker thread before `concurrentPerform`
/// returns, and read only after it.
private final class Slots<Value>: @unchecked Sendable {
  private var results: [Result<Value, any Error>] = [.failure(CancellationError()), .failure(CancellationError())]
  private let lock = NSLock()

  func set(_ index: Int, _ result: Result<Value, any Error>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  func get(_ index: Int) throws -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try results[index].get()
  }
}
