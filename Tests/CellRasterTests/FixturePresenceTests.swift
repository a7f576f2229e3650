import Testing

/// In CI the shared fixtures must be there: the tests that read them are skipped without them,
/// and a CI run that skipped them all would otherwise pass.
@Suite("Shared fixtures")
struct FixturePresenceTests {
  @Test("under CI=true the shared fixtures folder is present", .enabled(if: Fixtures.mustBePresent,
                                                                      "runs only under CI=true, where the shared fixtures must be present"))
  func presentInCI() {
    #expect(Fixtures.isPresent, """
      CI is set but \(Fixtures.root.path) is missing: the tests that read it would be skipped \
      (set SNAPCHECK_ALLOW_MISSING_FIXTURES=1 where a checkout has no fixtures on purpose)
      """)
  }
}
