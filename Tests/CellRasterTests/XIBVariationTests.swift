import Testing
@testable import CellRaster

/// `<variation key>`: the size classes a key names, whether it applies, its specificity.
@Suite struct XIBVariationTests {
  @Test(arguments: [
    ("default", nil, nil), ("widthClass=regular", SizeClass.regular, nil), ("widthClass=compact", .compact, nil),
    ("heightClass=compact", nil, SizeClass.compact), ("heightClass=regular-widthClass=compact", .compact, .regular),
    ("widthClass=regular-heightClass=compact", .regular, .compact),
  ] as [(String, SizeClass?, SizeClass?)])
  func keys(_ key: String, _ width: SizeClass?, _ height: SizeClass?) {
    let variation = XIBVariation(key: key)
    #expect(variation.isUnderstood)
    #expect(variation.widthClass == width && variation.heightClass == height)
    #expect(variation.specificity == (width == nil ? 0 : 1) + (height == nil ? 0 : 1))
  }

  @Test(arguments: ["widthClass=any", "gamut=P3", "widthClass=regular-widthClass=compact", "", "widthClass"])
  func keysNotUnderstoodNeverApply(_ key: String) {
    let variation = XIBVariation(key: key)
    #expect(!variation.isUnderstood)
    #expect(!variation.applies(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    #expect(!variation.applies(horizontalSizeClass: .regular, verticalSizeClass: .regular))
  }

  /// A list cell's vertical size class is regular: `heightClass=compact` never applies to it.
  @Test func applies() {
    func applies(_ key: String, _ width: SizeClass) -> Bool {
      XIBVariation(key: key).applies(horizontalSizeClass: width, verticalSizeClass: .regular)
    }
    #expect(applies("default", .compact) && applies("default", .regular))
    #expect(applies("widthClass=regular", .regular) && !applies("widthClass=regular", .compact))
    #expect(applies("widthClass=compact", .compact) && !applies("widthClass=compact", .regular))
    #expect(!applies("heightClass=compact", .compact) && !applies("heightClass=compact", .regular))
    #expect(applies("heightClass=regular-widthClass=regular", .regular))
    #expect(!applies("heightClass=compact-widthClass=regular", .regular))
  }
}
