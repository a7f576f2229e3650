import Foundation

/// How many mismatched pixels an image comparison tolerates, with explicit units.
///
/// The rule is inclusive: a comparison passes when `mismatched <= allowance`. For a percentage,
/// that is `mismatched / totalPixels * 100 <= percent`, evaluated exactly in decimal (so 1% of
/// 10,000 pixels allows 100 and rejects 101). Images of different sizes fail whatever the
/// allowance. The default everywhere is `.pixels(0)`: every pixel must match.
public enum DiffAllowance: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// An absolute count of pixels, ≥ 0.
  case pixels(Int)
  /// A percentage (0–100, not a 0–1 ratio) of the compared image's pixels.
  case percent(Decimal)

  /// No mismatched pixel allowed.
  public static let none = DiffAllowance.pixels(0)

  /// A malformed allowance text; `description` says what is allowed.
  public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let text: String
    /// One line naming the text and the accepted forms.
    public var description: String {
      "invalid allowance '\(EchoedValue.clip(text))': expected a pixel count with 'px' (e.g. 120px) or a percentage with '%' (e.g. 0.5%, at most 100%)"
    }
  }

  /// Parses `"120px"` (a whole number of pixels) or `"0.5%"` (a decimal percentage, 0–100).
  /// Bare numbers such as `"120"` or `"0.5"` are rejected, because their unit would be a guess.
  /// - Throws: `DiffAllowance.ParseError` for anything else (negative, empty, other units, over 100%).
  public static func parse(_ text: String) throws -> DiffAllowance {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("px") {
      let digits = trimmed.dropLast(2)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits) else {
        throw ParseError(text: text)
      }
      return .pixels(count)
    }
    if trimmed.hasSuffix("%") {
      let number = trimmed.dropLast()
      let parts = number.split(separator: ".", omittingEmptySubsequences: false)
      guard !number.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            !(parts.first?.isEmpty ?? true), parts.count == 1 || !parts[1].isEmpty,
            let value = Decimal(string: String(number), locale: Locale(identifier: "en_US_POSIX")),
            value <= 100 else {
        throw ParseError(text: text)
      }
      return .percent(value)
    }
    throw ParseError(text: text)
  }

  /// True when `mismatched` pixels out of `totalPixels` are within the allowance (inclusive).
  public func allows(mismatched: Int, of totalPixels: Int) -> Bool {
    switch self {
    case .pixels(let count):
      return mismatched <= count
    case .percent(let percent):
      return Decimal(mismatched) * 100 <= percent * Decimal(totalPixels)
    }
  }

  /// `120px` or `0.5%`, the form `parse` reads.
  public var description: String {
    switch self {
    case .pixels(let count): return "\(count)px"
    case .percent(let percent): return "\(percent)%"
    }
  }
}
