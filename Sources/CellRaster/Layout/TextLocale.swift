import Foundation

/// The locale a scenario's text is set in: a well-formed BCP 47 language tag (RFC 5646 §2.1), e.g.
/// `en`, `ar`, `he`, `ja`, `ko`, `zh-Hans`, `zh-Hant`, `hi`, `th`, `pt-BR`. Default `en`.
///
/// It decides what the language changes on iOS and nothing else: which regional glyph shapes Han
/// characters get (`CJKRegion`: 直 and 骨 differ between Japanese and Simplified Chinese) and the
/// language Pango shapes with (OpenType `locl` features, e.g. Serbian Cyrillic or Noto CJK's
/// regional forms). It does not translate anything or change the layout direction (that is the
/// variant's `layoutDirection`).
public struct TextLocale: Hashable, Sendable, CustomStringConvertible {
  /// The tag as written in the spec (case kept; compared as written).
  public let identifier: String

  /// `en`, the default.
  public static let english = TextLocale(unchecked: "en")

  /// Longest tag accepted: 64 characters (BCP 47 sets no limit; real tags are under 20).
  public static let maximumLength = 64

  private init(unchecked identifier: String) { self.identifier = identifier }

  /// A locale for a well-formed BCP 47 tag, or nil: language (2–3 or 5–8 letters, or `x-…`
  /// private use alone), optional extended language subtags, script (4 letters), region (2
  /// letters or 3 digits), variants (5–8 letters/digits, or a digit and 3 letters/digits),
  /// extensions (a singleton then 2–8 letters/digits subtags) and private use (`x-` then 1–8).
  /// Subtags are separated by `-`; case is not significant; at most `maximumLength` characters.
  public init?(_ tag: String) {
    guard !tag.isEmpty, tag.count <= Self.maximumLength, Self.isWellFormed(tag) else { return nil }
    identifier = tag
  }

  public var description: String { identifier }

  /// Country codes and withdrawn codes written where a language belongs, with the language
  /// meant: `jp` is Japan, the language is `ja`.
  static let commonMistakes: [String: String] = [
    "jp": "ja", "cn": "zh-Hans", "tw": "zh-Hant", "hk": "zh-HK", "gr": "el", "cz": "cs", "dk": "da",
    "ua": "uk", "il": "he", "iw": "he", "in": "id", "ji": "yi", "vn": "vi", "kp": "ko", "us": "en",
    "gb": "en-GB", "br": "pt-BR", "at": "de-AT", "ch": "de-CH", "mx": "es-MX",
  ]

  /// A problem with the tag's primary language, or nil: a two-letter language that ISO 639-1
  /// does not have (`Locale.LanguageCode.isoLanguageCodes`), e.g. `jp`, which would silently get
  /// the default Han forms, names the language probably meant. Three-letter and longer languages
  /// are not checked. (`br` is Breton and `se` Northern Sami, both real languages: accepted.)
  public var unknownLanguageProblem: String? {
    let language = self.language
    guard language.count == 2, !Self.isoLanguages.contains(language) else { return nil }
    let meant = Self.commonMistakes[language].map { " (did you mean \($0)?)" } ?? ""
    return "'\(language)' is not an ISO 639 language code\(meant)"
  }

  /// The two-letter ISO 639-1 language codes Foundation knows.
  private static let isoLanguages: Set<String> = Set(
    Locale.LanguageCode.isoLanguageCodes.map(\.identifier).filter { $0.count == 2 })

  /// The primary language subtag, lowercased (`zh` for `zh-Hant-TW`).
  public var language: String { subtags.first ?? "" }

  /// The subtags, lowercased.
  var subtags: [String] { identifier.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init) }

  /// The script subtag (4 letters) lowercased, if the tag has one (`hant` for `zh-Hant-TW`).
  public var script: String? {
    subtags.dropFirst().prefix(while: { $0.count != 1 }).first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
  }

  /// The region subtag (2 letters or 3 digits) lowercased, if any (`tw` for `zh-Hant-TW`).
  public var region: String? {
    subtags.dropFirst().prefix(while: { $0.count != 1 }).first {
      ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
    }
  }

  /// Which regional forms of the shared CJK ideographs this locale uses: `ja` Japanese, `ko`
  /// Korean, `zh` with script Hant or region TW/MO traditional (Taiwan), region HK or language `yue`
  /// Hong Kong, any other `zh` simplified. Every other language gets simplified Chinese forms,
  /// as iOS does for Han text in an English UI (PingFang SC first in the system cascade list;
  /// UNVERIFIED, widely reported).
  public var cjkRegion: CJKRegion {
    switch language {
    case "ja": return .japanese
    case "ko": return .korean
    case "yue": return region == "cn" || script == "hans" ? .simplifiedChinese : .hongKong
    case "zh":
      if script == "hans" { return .simplifiedChinese }
      if region == "hk" { return .hongKong }
      if script == "hant" || region == "tw" || region == "mo" { return .traditionalChinese }
      return .simplifiedChinese
    default: return .simplifiedChinese
    }
  }

  private static func isWellFormed(_ tag: String) -> Bool {
    // ASCII before case folding: "\u{212A}a" (KELVIN SIGN) lowercases to "ka".
    guard tag.unicodeScalars.allSatisfy({ $0.isASCII }) else { return false }
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map { String($0).lowercased() }
    func alnum(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    func alpha(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && $0.isLetter } }
    func digits(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && $0.isNumber } }
    guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && alnum($0) }) else { return false }
    var index = 0
    if parts[0] == "x" { return parts.count > 1 }  // private use only
    guard alpha(parts[0]), (2...3).contains(parts[0].count) || (5...8).contains(parts[0].count) else { return false }
    index = 1
    if parts[0].count <= 3 {
      var extlangs = 0
      while index < parts.count, extlangs < 3, parts[index].count == 3, alpha(parts[index]) { index += 1; extlangs += 1 }
    }
    if index < parts.count, parts[index].count == 4, alpha(parts[index]) { index += 1 }
    if index < parts.count, (parts[index].count == 2 && alpha(parts[index])) || (parts[index].count == 3 && digits(parts[index])) {
      index += 1
    }
    while index < parts.count,
          (5...8).contains(parts[index].count) || (parts[index].count == 4 && parts[index].first!.isNumber) {
      index += 1
    }
    while index < parts.count, parts[index].count == 1, parts[index] != "x" {
      index += 1
      let start = index
      while index < parts.count, (2...8).contains(parts[index].count) { index += 1 }
      guard index > start else { return false }
    }
    if index < parts.count, parts[index] == "x" {
      return index + 1 < parts.count
    }
    return index == parts.count
  }
}

/// The regional glyph forms of the CJK ideographs, one per Noto Sans CJK family.
public enum CJKRegion: String, Sendable, CaseIterable {
  case japanese = "JP", korean = "KR", simplifiedChinese = "SC", traditionalChinese = "TC", hongKong = "HK"
}
