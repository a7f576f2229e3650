/// The fonts after Inter, in the fixed order Pango tries them for a character Inter lacks, and
/// the files they are loaded from (by name: no directory scan, so nothing else on the machine can
/// join the set, and the same spec draws the same pixels on every machine with these packages).
///
/// Debian packages: `fonts-noto-core` (/usr/share/fonts/truetype/noto), `fonts-noto-cjk`
/// (/usr/share/fonts/opentype/noto) and `fonts-noto-color-emoji`; `scripts/bootstrap` installs
/// them. The scripts are those of the languages and keyboards iOS ships (Inter already covers
/// Latin including Vietnamese, Greek and Cyrillic). Each family has a Regular and a Bold file where
/// Noto ships both; fontconfig then picks the nearer weight (semibold 600 → Bold, medium 500 →
/// Regular) and never synthesises one (our configuration has no rules).
enum FallbackFonts {
  /// One fallback family and its files (absolute paths).
  struct Family: Equatable {
    /// The fontconfig family name, as written in the Pango family list.
    let name: String
    /// The files, Regular first.
    let files: [String]
  }

  static let notoDirectory = "/usr/share/fonts/truetype/noto"
  static let cjkDirectory = "/usr/share/fonts/opentype/noto"

  /// Families of `fonts-noto-core` with Regular and Bold files, in fallback order: right-to-left
  /// scripts, then the Indic scripts, South-East Asian, then the rest.
  static let scriptFamilies: [String] = [
    "Arabic", "Hebrew",
    "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
    "Thai", "Lao", "Khmer", "Myanmar",
    "Armenian", "Georgian", "Ethiopic", "Cherokee", "Canadian Aboriginal",
  ]

  /// The families before CJK: Noto Sans (Latin, Greek and Cyrillic characters Inter lacks) and
  /// the script families.
  static let beforeCJK: [Family] =
    [Family(name: "Noto Sans", files: ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"].map { notoDirectory + "/" + $0 })]
    + scriptFamilies.map { script in
      let stem = "NotoSans" + script.replacingOccurrences(of: " ", with: "")
      return Family(name: "Noto Sans " + script,
                    files: ["\(stem)-Regular.ttf", "\(stem)-Bold.ttf"].map { notoDirectory + "/" + $0 })
    }

  /// Noto Sans CJK: one pair of collections holds every regional family (JP, KR, SC, TC, HK); the
  /// locale picks which one is in the family list (`TextLocale.cjkRegion`).
  static let cjkFiles = ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"].map { cjkDirectory + "/" + $0 }

  /// The fontconfig family of the CJK collection for `region`, e.g. "Noto Sans CJK JP".
  static func cjkFamily(_ region: CJKRegion) -> String { "Noto Sans CJK " + region.rawValue }

  /// The families after CJK: colour emoji, then Noto Sans Symbols. Noto Sans Symbols2 is left
  /// out: Pango 1.50 takes it before Noto Color Emoji for the emoji it also has (👍, 👨‍👩‍👧‍👦),
  /// which then came out as black outlines.
  static let afterCJK: [Family] = [
    Family(name: "Noto Color Emoji", files: [notoDirectory + "/NotoColorEmoji.ttf"]),
    Family(name: "Noto Sans Symbols",
           files: ["NotoSansSymbols-Regular.ttf", "NotoSansSymbols-Bold.ttf"].map { notoDirectory + "/" + $0 }),
  ]

  /// fontconfig rules for the fallback configuration: Noto Color Emoji is a bitmap font (CBDT
  /// strikes of 109 px), which fontconfig only scales to the requested size with a rule; this is
  /// the scaling part of fontconfig's own conf.avail/10-scale-bitmap-fonts.conf (factor =
  /// requested pixel size / strike pixel size, applied as the font matrix).
  static let bitmapScalingRules = """
    <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>
    <name target="font">pixelsize</name></divide></edit></match>
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>
    <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
    <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
    </fontconfig>
    """

  /// Every fallback file, in load order.
  static var files: [String] { beforeCJK.flatMap(\.files) + cjkFiles + afterCJK.flatMap(\.files) }

  /// The Pango family list after the primary family for `region`: "Noto Sans, Noto Sans Arabic, …,
  /// Noto Sans CJK SC, Noto Color Emoji, Noto Sans Symbols".
  static func familyList(_ region: CJKRegion) -> [String] {
    beforeCJK.map(\.name) + [cjkFamily(region)] + afterCJK.map(\.name)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
