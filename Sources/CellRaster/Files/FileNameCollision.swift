import Foundation

/// When two names that become file or folder names (scenario names name golden folders, step
/// names golden files) would be one name in a checkout on macOS or Windows: their file systems
/// (APFS and HFS+ by default, NTFS) compare names case-insensitively, and APFS and HFS+ also
/// without regard to Unicode normalisation, so "Cafe" and "cafe", or "Café" written with U+00E9
/// and with "e" + U+0301, are one folder there while Linux keeps two.
///
/// Scenario and step names are ASCII today (`ScenarioSpec.isValidName`, `ScenarioStep`), so only
/// letter case can collide between them; the key folds normalisation too, so the rule holds for
/// any name.
public enum FileNameCollision {
  /// The key two names share exactly when they collide: the name in Unicode canonical
  /// composition (NFC), lowercased (Unicode full lowercase mapping), in NFC again.
  public static func key(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
  }

  /// How two colliding names differ, for messages: "differ only in letter case", "differ only
  /// in Unicode normalisation (NFC and NFD)", or "differ only in letter case and Unicode
  /// normalisation"; "are the same name" for the same bytes.
  public static func difference(_ a: String, _ b: String) -> String {
    // Byte comparisons: Swift's String == would already call canonically equivalent names equal.
    let equalUpToNormalisation = a.utf8.elementsEqual(b.utf8)
      || a.precomposedStringWithCanonicalMapping.utf8.elementsEqual(b.precomposedStringWithCanonicalMapping.utf8)
    let equalUpToCase = a.lowercased().utf8.elementsEqual(b.lowercased().utf8)
    switch (equalUpToNormalisation, equalUpToCase) {
    case (true, true): return "are the same name"
    case (true, false): return "differ only in Unicode normalisation (NFC and NFD)"
    case (false, true): return "differ only in letter case"
    case (false, false): return "differ only in letter case and Unicode normalisation"
    }
  }
}
