/// Asset catalog colour sets as the XIB layout's `XIBNamedColorResolving` seam: a XIB's
/// `<color name="Brand"/>` draws the catalog's `Brand.colorset` (its any value in light, its dark
/// value, or any when it has none, in dark) instead of the light copy IB wrote in `<resources>`.
struct AssetCatalogColorResolver: XIBNamedColorResolving {
  let assets: AssetCatalogs

  func colorSet(named name: String) -> (any: Color, dark: Color?)? {
    assets.colorSets[name].map { ($0.any, $0.dark) }
  }
}

extension AssetCatalogs {
  /// The catalogs' colour sets as a named-colour resolver; nil when no catalog has a colour set.
  var namedColorResolver: (any XIBNamedColorResolving)? {
    colorSets.isEmpty ? nil : AssetCatalogColorResolver(assets: self)
  }
}
