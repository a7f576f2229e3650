internal import CCairo

/// glibc malloc settings for verify and record, applied once before rendering starts (through
/// `mallopt`, which only C can reach: hence this file lives with the C interop).
///
/// Every frame allocates and frees a few buffers of 1-10 MB (cairo surface, RGBA image, PNG
/// bytes). Under glibc's defaults such blocks are often served by fresh `mmap`s and returned by
/// `munmap`, so each frame paid page faults and kernel zeroing of every page, and the two worker
/// threads contended on the process's memory map lock (perf on the 3x scale corpus: 20% of
/// samples in the kernel, mostly page faults; two workers used only 1.1 cores). Keeping blocks up
/// to 32 MiB in the heap, and freed memory up to 64 MiB per arena, makes those buffers reused.
/// Peak memory stays bounded by these constants plus the working set, not by the corpus.
public enum MallocTuning {
  /// Largest block served from the heap instead of its own mmap: 32 MiB (glibc's maximum on
  /// 64-bit systems is 32 MiB, HEAP_MAX_SIZE / 2).
  static let mmapThreshold: Int32 = 32 << 20
  /// Free memory kept at the top of a heap before it is returned to the system: 64 MiB.
  static let trimThreshold: Int32 = 64 << 20

  /// Applies the settings (idempotent; a no-op where glibc is not the C library).
  public static func apply() {
    ccairo_malloc_tune(mmapThreshold, trimThreshold)
  }
}
