import Foundation

/// A linear pass over a document's bytes, before `XMLParser` reads them, that finds a start tag
/// with too many attributes. libxml2 (under Foundation's `XMLParser`) compares each attribute of
/// an element with every earlier one, so its cost grows with the square of the count (measured:
/// 10,000 attributes on one element 0.3 s, 40,000 1.4 s); an Interface Builder element has fewer
/// than 40.
enum XIBAttributeScan {
  /// Most attributes one element may have: 256.
  static let maximumAttributes = 256

  /// The name and 1-based line of the first start tag with more than `maximumAttributes`
  /// attributes (counted as `=` signs outside quoted values), or nil. Comments, CDATA sections,
  /// processing instructions, declarations and end tags are skipped.
  static func firstOverfullTag(in data: Data) -> (name: String, line: Int)? {
    data.withUnsafeBytes { raw -> (name: String, line: Int)? in
      let bytes = raw.bindMemory(to: UInt8.self)
      let n = bytes.count
      var i = 0
      var line = 1
      func skip(past terminator: [UInt8]) {
        while i < n {
          if bytes[i] == UInt8(ascii: "\n") { line += 1 }
          if bytes[i] == terminator[0], i + terminator.count <= n,
             terminator.indices.allSatisfy({ bytes[i + $0] == terminator[$0] }) {
            i += terminator.count
            return
          }
          i += 1
        }
      }
      func starts(_ text: String) -> Bool {
        let t = Array(text.utf8)
        return i + t.count <= n && t.indices.allSatisfy { bytes[i + $0] == t[$0] }
      }
      while i < n {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\n") { line += 1 }
        guard byte == UInt8(ascii: "<") else { i += 1; continue }
        if starts("<!--") { i += 4; skip(past: Array("-->".utf8)); continue }
        if starts("<![CDATA[") { i += 9; skip(past: Array("]]>".utf8)); continue }
        if starts("<?") { i += 2; skip(past: Array("?>".utf8)); continue }
        if starts("<!") || starts("</") { i += 2; skip(past: [UInt8(ascii: ">")]); continue }
        // A start tag: its name, then attributes up to '>' outside quotes.
        let tagLine = line
        i += 1
        let nameStart = i
        while i < n, !(bytes[i] == UInt8(ascii: ">") || bytes[i] == UInt8(ascii: "/") || bytes[i] <= 0x20) { i += 1 }
        let nameEnd = i
        var quote: UInt8? = nil
        var attributes = 0
        while i < n {
          let b = bytes[i]
          if b == UInt8(ascii: "\n") { line += 1 }
          if let q = quote {
            if b == q { quote = nil }
          } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            quote = b
          } else if b == UInt8(ascii: "=") {
            attributes += 1
            if attributes > maximumAttributes {
              let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
              return (name, tagLine)
            }
          } else if b == UInt8(ascii: ">") {
            i += 1
            break
          }
          i += 1
        }
      }
      return nil
    }
  }
}
