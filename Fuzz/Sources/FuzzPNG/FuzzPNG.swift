import CellRaster

/// PNG decoding: the bytes of a golden or a spec image, decoded as `snapcheck diff`, verify and
/// spec loading do (`PNGDecoder.decode`, default pixel limit). A thrown `PNGError` is a correct
/// answer; a trap, an ASan report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  if let image = try? PNGDecoder.decode(bytes, source: "fuzz.png") {
    precondition(image.pixels.count == image.width * image.height * 4, "decoded pixel buffer has the wrong size")
  }
  return 0
}
