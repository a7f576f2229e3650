/// Reads numbers from XIB attributes with their documented ranges, so that a hostile value (NaN,
/// infinity, 1e300, an integer past `Int.max`) is an error naming the file, the element (with its
/// id) and the attribute before any layout arithmetic or integer conversion could trap on it.
enum XIBNumber {
  /// Lengths in points (frames, constants, insets, radii, widths): -100,000–100,000 pt; a XIB
  /// canvas is never that large.
  static let points: ClosedRange<Double> = -100_000...100_000
  /// Line heights (`minimumLineHeight`): 0–10,000 pt.
  static let lineHeights: ClosedRange<Double> = 0...10_000
  /// Row heights (`rowHeight` of a cell or table view): -1 (UITableView.automaticDimension)
  /// –10,000 pt (at 3x, 30,000 px: within cairo's 32,767 px side); 0 or less means none.
  static let rowHeights: ClosedRange<Double> = -1...10_000
  /// Image sizes in `<resources>` (`<image width height>`): 0–100,000 pt.
  static let imageSizes: ClosedRange<Double> = 0...100_000
  /// Constraint multipliers, a number or the value of a ratio `a:b`: -10,000–10,000.
  static let multipliers: ClosedRange<Double> = -10_000...10_000
  /// Line counts (`numberOfLines`): 0–10,000 (0 = no limit).
  static let lineCounts: ClosedRange<Int> = 0...10_000

  /// `text` as a number when it is written as Interface Builder writes numbers: decimal, with an
  /// optional sign, digits with an optional fraction and an optional exponent (`16`, `-0.5`,
  /// `.5`, `1e-05`); nil otherwise. Swift's `Double(_:)` also reads `0x10`, `0x1p4`, `inf`,
  /// `nan` and `infinity`, which no XIB holds, so every number a XIB gives goes through this.
  static func decimal<S: StringProtocol>(_ text: S) -> Double? {
    var hasDigit = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
      default: return nil
      }
    }
    return hasDigit ? Double(String(text)) : nil
  }

  /// `text` as a finite number within `range`.
  /// - Throws: `XIBError.invalidElement` naming `element` and `attribute`, the value (clipped by
  ///   `EchoedValue`) and the range, for text that is not a number, NaN, infinite or out of range.
  static func value(_ text: String, of element: XIBElement, _ attribute: String, in range: ClosedRange<Double>,
                    file: String) throws -> Double {
    guard let value = decimal(text), value.isFinite, range.contains(value) else {
      throw outOfRange(text, element, attribute, "a number in \(JSONCursor.format(range.lowerBound))–\(JSONCursor.format(range.upperBound))", file)
    }
    return value
  }

  /// `text` as a whole number within `range` (no sign-less overflow: `Int(text)` is nil past
  /// `Int.max`, and the range is checked before any narrower conversion).
  /// - Throws: `XIBError.invalidElement` as `value` does.
  static func wholeNumber(_ text: String, of element: XIBElement, _ attribute: String, in range: ClosedRange<Int>,
                          file: String) throws -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw outOfRange(text, element, attribute, "a whole number in \(range.lowerBound)–\(range.upperBound)", file)
    }
    return value
  }

  private static func outOfRange(_ text: String, _ element: XIBElement, _ attribute: String, _ expected: String,
                                 _ file: String) -> XIBError {
    .invalidElement(file: file, element: element.reference,
                    message: "\(attribute)='\(EchoedValue.clip(text))' is not \(expected)")
  }
}
