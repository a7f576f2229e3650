/// The seam through which an app's asset catalog colour sets replace the light copies IB writes
/// of named colours.
///
/// A XIB's `<color key="…" name="Brand"/>` refers to `<resources><namedColor name="Brand">`,
/// which holds only the colour IB last read from the app's asset catalog (its any-appearance
/// value). snapcheck parses that copy as a fixed colour (`DynamicColor`, same in light and
/// dark) and keeps its name (`DynamicColor.assetName`). At layout, `XIBCellLayout` asks its
/// resolver for a colour set of that name first: when one answers, the set's any value is used
/// in light and its dark value (or its any value when it has none) in dark; when none answers
/// (no resolver, or no catalog has the name), the `<resources>` copy is used unchanged.
///
/// Implemented by the asset catalog reader (`render --assets DIR`); tests use a fake.
public protocol XIBNamedColorResolving: Sendable {
  /// The colour set `name` (`<name>.colorset` in a catalog): its any-appearance value and its
  /// dark value, if the set has one; nil when no catalog has a colour set of that name.
  func colorSet(named name: String) -> (any: Color, dark: Color?)?
}

extension DynamicColor {
  /// This colour as `resolver` has it: a named colour's catalog colour set (its dark value, or
  /// its any value, in dark), else this colour unchanged.
  public func overridden(by resolver: (any XIBNamedColorResolving)?) -> DynamicColor {
    guard let resolver, let name = assetName, let set = resolver.colorSet(named: name) else { return self }
    return DynamicColor(light: set.any, dark: set.dark ?? set.any, assetName: name)
  }
}
