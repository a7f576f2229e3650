import Testing
@testable import A11yTree
@testable import CellRaster

/// The contrast audits' fix says which way to move the colour: the way that raises the contrast,
/// unless that way cannot reach the goal even at black or white and the other way can.
@Suite struct FindingWordsShadeTests {
  @Test func darkerForegroundIsDarkenedWhereBlackReachesTheGoal() {
    // Grey on white: black on white is 21:1.
    #expect(FindingWords.shade(Color(red: 150, green: 150, blue: 150), against: .white, goal: 4.5) == "darken")
    #expect(FindingWords.shade(Color(red: 200, green: 200, blue: 200), against: .black, goal: 4.5) == "lighten")
  }

  @Test func blackBorderOnADarkGreyIsLightened() {
    // The fresh-user trial's dark badge: a black border on #1C1C1E is 1.23:1 and black is as dark
    // as it gets; white on #1C1C1E is 17:1, so the fix is to lighten it.
    let background = Color(hex: "#1C1C1E")!
    #expect(WCAGContrast.ratio(.black, background) < 3)
    #expect(FindingWords.shade(.black, against: background, goal: 3) == "lighten")
    // Without a goal out of reach the old rule stands.
    #expect(FindingWords.shade(.black, against: .white, goal: 3) == "darken")
  }

  @Test func lighterForegroundOnAMidBackgroundIsDarkenedWhenWhiteCannotReach() {
    // On a light grey #BBBBBB white reaches only ~1.9:1, black ~11:1.
    let background = Color(red: 187, green: 187, blue: 187)
    #expect(FindingWords.shade(Color(red: 220, green: 220, blue: 220), against: background, goal: 4.5) == "darken")
  }
}
