/// "did you mean …?" for a name that is not among the allowed ones: the allowed name equal to it
/// but for letter case, else for a name of up to 3 characters the one allowed name it starts,
/// else the closest within 2 edits or a quarter of its length (`EditDistance`), else the one
/// allowed name it starts. Names longer than `maximumScalars` get no suggestion (the distance
/// costs their length times each candidate's, and no allowed name is that long).
public enum DidYouMean {
  /// The most Unicode scalars a name (and a candidate) may have to get a suggestion: 100. Scalars,
  /// not characters: one character can carry thousands of combining marks, and the edit distance
  /// of such names would stall a run.
  public static let maximumScalars = 100

  /// The suggested name, or nil.
  public static func suggestion(for name: String, among names: [String]) -> String? {
    guard !name.isEmpty, name.unicodeScalars.count <= maximumScalars else { return nil }
    let candidates = names.filter { $0.unicodeScalars.count <= maximumScalars }
    let folded = name.lowercased()
    let foldedCandidates = candidates.map { $0.lowercased() }
    if let index = foldedCandidates.firstIndex(of: folded) { return candidates[index] }
    // A short name suggests nothing by distance alone ('w' is one edit from 'x' and 'y'), but
    // may be the start of exactly one name ('w' for 'width').
    let prefixed = candidates.indices.filter { foldedCandidates[$0].hasPrefix(folded) }.map { candidates[$0] }
    if name.count <= 3 { return prefixed.count == 1 ? prefixed[0] : nil }
    return candidates.map { ($0, EditDistance.between($0, name)) }
      .filter { $0.1 <= max(2, name.count / 4) }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
      ?? (prefixed.count == 1 ? prefixed[0] : nil)
  }

  /// "did you mean X?; <noun>: a, b" when a name is close, else "<noun>: a, b".
  public static func hint(_ name: String, among names: [String], noun: String = "allowed") -> String {
    let list = "\(noun): \(names.joined(separator: ", "))"
    return suggestion(for: name, among: names).map { "did you mean \($0)?; " + list } ?? list
  }
}
