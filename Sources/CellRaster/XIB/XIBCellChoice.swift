/// Finds the cell of a document to lay out (fiori-cells.md §7 "Document"):
/// - a storyboard's prototype cells, in any scene: each `<tableViewCell>` in a table view's
///   `<prototypes>` and each `<collectionViewCell>` in a collection view's `<cells>` (table and
///   collection views may sit in table/collection view controllers or anywhere in a view
///   tree, also inside another prototype cell). Static table cells (`<sections>`) have no reuse
///   identifier and are not candidates.
/// - a XIB's top-level `<tableViewCell>`s and `<collectionViewCell>`s under `<objects>`.
///
/// A cell is chosen by its `reuseIdentifier` attribute, the name UIKit dequeues it by; when
/// none matches, by its IB object id (for a cell without a reuse identifier, or two scenes that
/// use one name).
enum XIBCellChoice {
  /// One cell a document offers.
  struct Candidate {
    /// The `<tableViewCell>` or `<collectionViewCell>`.
    var element: XIBElement
    /// The `<tableView>` or `<collectionView>` of a prototype cell; nil for a XIB's top-level cell.
    var container: XIBElement?

    var reuseIdentifier: String? { element["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 } }

    /// For messages: the reuse identifier, or `id "…" (no reuse identifier)`, clipped and escaped
    /// (`EchoedValue.clip`; a reuse identifier is not an object id, so it is not refused).
    var label: String {
      reuseIdentifier.map { EchoedValue.clip($0) } ?? "id \"\(EchoedValue.clip(element["id"] ?? ""))\" (no reuse identifier)"
    }
  }

  /// Prototype cells anywhere under `element`, in document order.
  static func prototypeCells(in element: XIBElement) -> [Candidate] {
    var result: [Candidate] = []
    func walk(_ node: XIBElement) {
      for child in node.children {
        switch (node.name, child.name) {
        case ("tableView", "prototypes"):
          for cell in child.children where cell.name == "tableViewCell" { result.append(Candidate(element: cell, container: node)) }
        case ("collectionView", "cells"):
          for cell in child.children where cell.name == "collectionViewCell" { result.append(Candidate(element: cell, container: node)) }
        default:
          break
        }
        walk(child)
      }
    }
    walk(element)
    return result
  }

  /// A XIB's top-level cells, in document order.
  static func topLevelCells(in objects: XIBElement) -> [Candidate] {
    objects.children.filter { $0.name == "tableViewCell" || $0.name == "collectionViewCell" }.map { Candidate(element: $0) }
  }

  /// The candidate with reuse identifier (else object id) `identifier`; without one, the only
  /// prototype cell of a storyboard.
  /// - Throws: `XIBError.cellNotChosen` (several cells, no identifier),
  ///   `.unknownReuseIdentifier` (no match), `.ambiguousReuseIdentifier` (several cells share
  ///   the identifier), `.invalidElement` (a storyboard without prototype cells, or two cells
  ///   with the object id chosen by).
  static func choose(_ candidates: [Candidate], identifier: String?, file: String, kind: XIBDocumentKind,
                     scope: XIBElement) throws -> Candidate {
    let isStoryboard = kind == .storyboard
    if isStoryboard, candidates.isEmpty {
      throw XIBError.invalidElement(
        file: file, element: scope.reference,
        message: "no prototype cells (a <tableViewCell> in a table view's <prototypes> or a <collectionViewCell> in a collection view's <cells>)")
    }
    guard let identifier else {
      guard candidates.count == 1 else { throw XIBError.cellNotChosen(file: file, cells: candidates.map(\.label)) }
      return candidates[0]
    }
    let named = candidates.filter { $0.reuseIdentifier == identifier }
    if named.count == 1 { return named[0] }
    if named.count > 1 {
      throw XIBError.ambiguousReuseIdentifier(file: file, identifier: identifier, elements: named.map(\.element.reference),
                                              ids: named.map { $0.element["id"] ?? "" })
    }
    let byID = candidates.filter { $0.element["id"] == identifier }
    if byID.count > 1 {
      throw XIBError.invalidElement(file: file, element: byID[1].element.reference,
                                    message: "id '\(EchoedValue.clip(identifier))' is already used by \(byID[0].element.reference); an object id names one object")
    }
    if let only = byID.first { return only }
    throw XIBError.unknownReuseIdentifier(file: file, identifier: identifier, cells: candidates.map(\.label),
                                          isStoryboard: isStoryboard)
  }
}
