import Foundation
import CellRaster

/// The accessibility tree as JSON for tools: pretty-printed, keys sorted, slashes unescaped, so
/// the same tree always gives the same bytes. The shape follows AccessibilitySnapshotModel's names
/// (reference/accessibility.md §2.6):
///
/// ```json
/// {
///   "cellClass" : "FUIAttachmentsFormCell",
///   "hierarchy" : [
///     { "container" : { "frame" : [[0, 0], [375, 281]], "label" : "Attachments (2)",
///                       "nodeID" : "attachments", "type" : "semanticGroup" },
///       "children" : [
///         { "element" : { "customActions" : ["Add Photo"], "description" : "Add. Button.",
///                         "frame" : [[16, 44], [109, 109]], "label" : "Add",
///                         "nodeID" : "addButton", "traits" : ["button"] },
///           "traversalIndex" : 0 } ] } ],
///   "notifications" : [ { "element" : "photo2", "kind" : "layoutChanged" } ],
///   "focusedIndex" : 2,
///   "size" : [375, 281],
///   "variant" : "w375-3x-L-light-ltr"
/// }
/// ```
///
/// Frames are `[[x, y], [width, height]]` in points; an element's `accessibilityPath`, only when
/// set, is `"path": {"type": "polygon", "points": [[x, y], …]}` or `{"type": "roundedRect",
/// "frame": [[x, y], [w, h]], "cornerRadius": r}`; a container's own `customActions` appear only
/// when it has some (an element's `customActions` always, with its containers' after its own);
/// traits are name arrays (`[]` when none);
/// `traversalIndex` and `focusedIndex` are 0-based; nil strings and a nil `focusedIndex` are left
/// out.
public enum TreeJSONFormat {
  /// The JSON bytes of `tree`, ending with a newline.
  /// - Throws: `EncodingError` (not expected: all geometry is finite).
  public static func encode(_ tree: AccessibilityTree) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(tree)
    data.append(0x0A)
    return data
  }

  /// The JSON text of `tree` (UTF-8), ending with a newline.
  /// - Throws: `EncodingError` (not expected: all geometry is finite).
  public static func render(_ tree: AccessibilityTree) throws -> String {
    String(decoding: try encode(tree), as: UTF8.self)
  }

  /// Reads a tree written by ``encode(_:)``.
  /// - Throws: `JSONReadError` when `data` is not strict JSON (`JSONValue.read`: a key twice,
  ///   bad UTF-8, a syntax error); `DecodingError` naming the coding path for a wrong shape, an
  ///   unknown trait name or an unknown container type.
  public static func decode(_ data: Data) throws -> AccessibilityTree {
    _ = try JSONValue.read(Array(data))  // JSONDecoder would silently keep one of two equal keys
    return try JSONDecoder().decode(AccessibilityTree.self, from: data)
  }
}
