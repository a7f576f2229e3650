import CellRaster
import Foundation

/// NSS theme parsing: the bytes of a spec's `theme` file, read as `ThemeFile.load` does (UTF-8
/// text, else an error) and parsed by `NSSThemeParser.parse`. A thrown error is a correct answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNSS(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let text = String(data: Data(bytes: start, count: count), encoding: .utf8) else { return 0 }
  _ = try? NSSThemeParser.parse(text, file: "fuzz.nss")
  return 0
}
