import CellRaster
import Foundation

/// Spec decoding: the bytes of a scenario spec, parsed and decoded as `ScenarioSpec.load` does
/// (`JSONValue.parse`, then `ScenarioSpec.decode`). The spec's file is in a folder that does not
/// exist, so relative image, XIB and theme paths are missing files (errors); images load as a
/// fixed 2x2 picture so the keys that use them are decoded. A thrown error is a correct answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let file = "/nonexistent-snapcheck-fuzz/spec.json"
  let image = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255))
  do {
    let value = try JSONValue.parse(Data(bytes: start, count: count), file: file)
    _ = try ScenarioSpec.decode(JSONCursor(value, file: file)) { _, _ in image }
  } catch {}
  return 0
}
