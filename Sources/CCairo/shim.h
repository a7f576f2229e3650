// The one C header snapcheck imports: cairo, Pango (with its FreeType/fontconfig font map),
// fontconfig, libpng, libdeflate (whole-buffer DEFLATE and CRC-32 for the PNG encoder), ISA-L's
// igzip (the fast DEFLATE of failure artifacts) and xxHash
// (XXH3-128, for the golden fingerprint), zlib (a bounded pre-inflate before libpng decodes). Only Swift files under Sources/CellRaster/Cairo/ import this module.
// Macros that Swift cannot import are wrapped here as static inline `ccairo_*` functions.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
#include <isa-l/igzip_lib.h>
#include <xxhash.h>
#if defined(__x86_64__) || defined(__i386__)
#include <xxh_x86dispatch.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>
#endif
#include <stdint.h>

/// mallopt(M_MMAP_THRESHOLD / M_TRIM_THRESHOLD) where the C library is glibc; a no-op elsewhere.
static inline void ccairo_malloc_tune(int mmap_threshold, int trim_threshold) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, mmap_threshold);
  mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
  (void)mmap_threshold; (void)trim_threshold;
#endif
}

// Packing cairo's native-endian ARGB32 pixels (bytes B, G, R, A on little-endian machines) as
// PNG R, G, B samples, for opaque renderings (CairoCanvas.opaqueScanlines). perf on record of the
// 3x scale corpus: the scalar Swift loop ran at about 6 cycles a pixel and was 8% of samples; one
// SSSE3 byte shuffle packs four pixels.

/// Scalar packing of `width` pixels from `row` to `out` (3 bytes each); returns 1 when every alpha
/// is 255, else 0 (the packed bytes are then only meaningful for the opaque pixels).
static inline int ccairo_pack_rgb_scalar(const uint32_t *row, uint8_t *out, size_t width) {
  uint32_t alpha = 0xFF000000u;
  for (size_t x = 0; x < width; x++) {
    uint32_t p = row[x];
    alpha &= p;
    out[3 * x] = (uint8_t)(p >> 16);
    out[3 * x + 1] = (uint8_t)(p >> 8);
    out[3 * x + 2] = (uint8_t)p;
  }
  return alpha == 0xFF000000u;
}

#if defined(__x86_64__)
/// SSSE3 packing, 16 pixels (64 bytes in, 48 out) a round; the rest as ccairo_pack_rgb_scalar.
__attribute__((target("ssse3")))
static inline int ccairo_pack_rgb_ssse3(const uint32_t *row, uint8_t *out, size_t width) {
  const __m128i rgb = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi32(-1);
  size_t x = 0;
  for (; x + 16 <= width; x += 16) {
    __m128i p0 = _mm_loadu_si128((const __m128i *)(row + x));
    __m128i p1 = _mm_loadu_si128((const __m128i *)(row + x + 4));
    __m128i p2 = _mm_loadu_si128((const __m128i *)(row + x + 8));
    __m128i p3 = _mm_loadu_si128((const __m128i *)(row + x + 12));
    all = _mm_and_si128(all, _mm_and_si128(_mm_and_si128(p0, p1), _mm_and_si128(p2, p3)));
    __m128i s0 = _mm_shuffle_epi8(p0, rgb), s1 = _mm_shuffle_epi8(p1, rgb);
    __m128i s2 = _mm_shuffle_epi8(p2, rgb), s3 = _mm_shuffle_epi8(p3, rgb);
    uint8_t *o = out + 3 * x;
    _mm_storeu_si128((__m128i *)o, _mm_or_si128(s0, _mm_slli_si128(s1, 12)));
    _mm_storeu_si128((__m128i *)(o + 16), _mm_or_si128(_mm_srli_si128(s1, 4), _mm_slli_si128(s2, 8)));
    _mm_storeu_si128((__m128i *)(o + 32), _mm_or_si128(_mm_srli_si128(s2, 8), _mm_slli_si128(s3, 4)));
  }
  const __m128i alphaMask = _mm_set1_epi32((int)0xFF000000u);
  int opaque = _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(all, alphaMask), alphaMask)) == 0xFFFF;
  return ccairo_pack_rgb_scalar(row + x, out + 3 * x, width - x) && opaque;
}

#endif

/// 1 when `ccairo_pack_opaque_rgb` may take the SSSE3 path: an x86-64 CPU with SSSE3 (CPUID
/// leaf 1, ECX bit 9). Ask once and keep the answer.
static inline int ccairo_has_ssse3(void) {
#if defined(__x86_64__)
  unsigned a = 0, b = 0, c = 0, d = 0;
  return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
#else
  return 0;
#endif
}

/// Packs `width` ARGB32 pixels of `row` as R, G, B bytes at `out` (3 * width bytes), with SSSE3
/// when `ssse3` (from `ccairo_has_ssse3`). Returns 1 when every alpha is 255, else 0. Little-endian
/// layout only (the caller checks).
static inline int ccairo_pack_opaque_rgb(const uint32_t *row, uint8_t *out, size_t width, int ssse3) {
#if defined(__x86_64__)
  if (ssse3) return ccairo_pack_rgb_ssse3(row, out, width);
#else
  (void)ssse3;
#endif
  return ccairo_pack_rgb_scalar(row, out, width);
}

// XXH3-128 through libxxhash's runtime dispatch on x86 (AVX2 or AVX-512 when the CPU has them;
// Debian builds the plain entry points for baseline SSE2 only), the plain functions elsewhere.
// Every variant returns the same digest. perf on verify: the SSE2 loop ran at about 5 GB/s and was
// 8% of samples.
static inline XXH128_hash_t ccairo_xxh3_128_seeded(const void *input, size_t length, XXH64_hash_t seed) {
#if defined(__x86_64__) || defined(__i386__)
  return XXH3_128bits_withSeed_dispatch(input, length, seed);
#else
  return XXH3_128bits_withSeed(input, length, seed);
#endif
}

static inline XXH128_hash_t ccairo_xxh3_128(const void *input, size_t length) {
#if defined(__x86_64__) || defined(__i386__)
  return XXH3_128bits_dispatch(input, length);
#else
  return XXH3_128bits(input, length);
#endif
}

static inline XXH_errorcode ccairo_xxh3_128_update(XXH3_state_t *state, const void *input, size_t length) {
#if defined(__x86_64__) || defined(__i386__)
  return XXH3_128bits_update_dispatch(state, input, length);
#else
  return XXH3_128bits_update(state, input, length);
#endif
}

/// g_object_unref for a Pango object handle (OpaquePointer in Swift).
static inline void ccairo_object_unref(void *object) { g_object_unref(object); }

/// pango_find_base_dir (deprecated since Pango 1.44, still what PangoLayout's auto-dir mode calls
/// for each paragraph): the direction of the first strong character of `text` (`length` bytes, -1
/// for NUL-terminated), PANGO_DIRECTION_NEUTRAL when it has none. Wrapped so snapcheck decides a
/// paragraph's direction exactly as Pango lays it out.
static inline PangoDirection ccairo_find_base_dir(const char *text, int length) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return pango_find_base_dir(text, length);
#pragma GCC diagnostic pop
}

/// PANGO_FC_FONT_MAP(map): view a Pango font map as a fontconfig font map.
static inline PangoFcFontMap *ccairo_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }

// ---------------------------------------------------------------------------------------------
// PNG codec (libpng). libpng reports errors with longjmp, which Swift cannot catch, so every
// libpng call is made inside one of the `ccairo_png_*` functions below, each of which arms its own
// setjmp before its first libpng call. Error and warning texts are captured into buffers; nothing
// is printed. Callers own the state structs and must call the matching `*_end`/`*_free` function.
// ---------------------------------------------------------------------------------------------
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Decoding state: the input bytes (owned by the caller, alive until `ccairo_png_decoder_end`),
/// the libpng handles, the image size after `begin`, and the last error and first warning text.
typedef struct ccairo_png_decoder {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  uint32_t width;
  uint32_t height;
  int passes;
  char message[256];
  char warning[256];
} ccairo_png_decoder;

static inline void ccairo_png_decoder_error(png_structp png, png_const_charp text) {
  ccairo_png_decoder *d = (ccairo_png_decoder *)png_get_error_ptr(png);
  snprintf(d->message, sizeof d->message, "%s", text ? text : "unknown libpng error");
  png_longjmp(png, 1);
}

static inline void ccairo_png_decoder_warning(png_structp png, png_const_charp text) {
  ccairo_png_decoder *d = (ccairo_png_decoder *)png_get_error_ptr(png);
  if (d->warning[0] == 0) snprintf(d->warning, sizeof d->warning, "%s", text ? text : "");
}

static inline void ccairo_png_decoder_read(png_structp png, png_bytep out, size_t length) {
  ccairo_png_decoder *d = (ccairo_png_decoder *)png_get_io_ptr(png);
  if (length > d->size - d->offset) {
    d->offset = d->size;
    png_error(png, "unexpected end of file");
  }
  memcpy(out, d->data + d->offset, length);
  d->offset += length;
}

/// Status codes of the `ccairo_png_*` functions.
#define CCAIRO_PNG_OK 0
#define CCAIRO_PNG_ERROR 1
#define CCAIRO_PNG_TOO_LARGE 2

/// Largest ancillary chunk libpng may allocate (png_set_chunk_malloc_max), bytes: 8 MB (libpng's
/// documented default PNG_USER_CHUNK_MALLOC_MAX, which Debian's build does not apply) and never
/// more than the file's size, so a length field claiming 2 GiB is refused before any allocation.
#define CCAIRO_PNG_CHUNK_MALLOC_MAX ((size_t)8000000)

/// Inflated bytes accepted past what IHDR implies (rows with their filter bytes, all interlace
/// passes): 64 KiB.
#define CCAIRO_PNG_IDAT_SLACK ((uint64_t)64 << 10)

/// The bytes the IDAT stream of an image must inflate to: each row's filter byte and samples,
/// for the 7 Adam7 passes when interlaced. 0 for an unknown colour type or bit depth.
static inline uint64_t ccairo_png_raw_size(uint32_t width, uint32_t height, int depth, int color_type, int interlaced) {
  int channels = color_type == 0 ? 1 : color_type == 2 ? 3 : color_type == 3 ? 1 : color_type == 4 ? 2 : color_type == 6 ? 4 : 0;
  if (channels == 0 || (depth != 1 && depth != 2 && depth != 4 && depth != 8 && depth != 16)) return 0;
  uint64_t bits = (uint64_t)channels * (uint64_t)depth;
  if (!interlaced) return (uint64_t)height * (1 + ((uint64_t)width * bits + 7) / 8);
  static const int x0[7] = {0, 4, 0, 2, 0, 1, 0}, dx[7] = {8, 8, 4, 4, 2, 2, 1};
  static const int y0[7] = {0, 0, 4, 0, 2, 0, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
  uint64_t total = 0;
  for (int p = 0; p < 7; p++) {
    uint64_t w = width > (uint32_t)x0[p] ? (width - x0[p] + dx[p] - 1) / dx[p] : 0;
    uint64_t h = height > (uint32_t)y0[p] ? (height - y0[p] + dy[p] - 1) / dy[p] : 0;
    if (w > 0 && h > 0) total += h * (1 + (w * bits + 7) / 8);
  }
  return total;
}

/// DEFLATE's largest expansion: 1032 output bytes per input byte (a 258-byte match in 2 bits).
#define CCAIRO_DEFLATE_MAX_RATIO ((uint64_t)1032)

/// What `ccairo_png_idat_check` found.
#define CCAIRO_PNG_IDAT_FITS 0
#define CCAIRO_PNG_IDAT_SURPLUS 1
#define CCAIRO_PNG_IDAT_TOO_SHORT 2

/// Checks the IDAT chunks of the PNG `data` (whole file) against the size IHDR implies, before
/// libpng allocates the image: CCAIRO_PNG_IDAT_TOO_SHORT when they are too few bytes to inflate to
/// it even at DEFLATE's largest ratio (a 100-byte file claiming 10000 x 10000 would otherwise
/// allocate 400 MB); else inflates them into a small discarded buffer, counting the bytes, and
/// returns CCAIRO_PNG_IDAT_SURPLUS as soon as they exceed that size by CCAIRO_PNG_IDAT_SLACK:
/// libpng itself inflates surplus data to its end (a 500 KB file with 512 MiB of surplus took
/// 1.5 s). CCAIRO_PNG_IDAT_FITS otherwise, including for any file this walk does not understand
/// (libpng then reports its own error).
static inline int ccairo_png_idat_check(const unsigned char *data, size_t size) {
  if (size < 33) return 0;
  const unsigned char *h = data + 8;
  if (memcmp(h + 4, "IHDR", 4) != 0 || h[0] || h[1] || h[2] || h[3] != 13) return 0;
  uint32_t width = (uint32_t)h[8] << 24 | (uint32_t)h[9] << 16 | (uint32_t)h[10] << 8 | h[11];
  uint32_t height = (uint32_t)h[12] << 24 | (uint32_t)h[13] << 16 | (uint32_t)h[14] << 8 | h[15];
  uint64_t expected = ccairo_png_raw_size(width, height, h[16], h[17], h[20] == 1);
  if (expected == 0) return 0;
  uint64_t compressed = 0;
  for (size_t at = 8; at + 12 <= size;) {
    size_t length = (size_t)data[at] << 24 | (size_t)data[at + 1] << 16 | (size_t)data[at + 2] << 8 | data[at + 3];
    if (length > size - at - 12) break;
    if (memcmp(data + at + 4, "IDAT", 4) == 0) compressed += length;
    if (memcmp(data + at + 4, "IEND", 4) == 0) break;
    at += 12 + length;
  }
  // 2 bytes of zlib header and 4 of Adler-32 inflate to nothing; allow them anyway.
  if (expected > compressed * CCAIRO_DEFLATE_MAX_RATIO + CCAIRO_DEFLATE_MAX_RATIO) return CCAIRO_PNG_IDAT_TOO_SHORT;
  z_stream z;
  memset(&z, 0, sizeof z);
  if (inflateInit(&z) != Z_OK) return 0;
  unsigned char sink[32768];
  uint64_t produced = 0;
  int result = 0, ended = 0;
  size_t offset = 8;
  while (!ended && offset + 12 <= size) {
    size_t length = (size_t)data[offset] << 24 | (size_t)data[offset + 1] << 16 | (size_t)data[offset + 2] << 8 | data[offset + 3];
    if (length > size - offset - 12) break;
    if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
      z.next_in = (Bytef *)(data + offset + 8);
      z.avail_in = (uInt)length;
      while (z.avail_in > 0 && !ended) {
        z.next_out = sink;
        z.avail_out = sizeof sink;
        int r = inflate(&z, Z_NO_FLUSH);
        produced += sizeof sink - z.avail_out;
        if (produced > expected + CCAIRO_PNG_IDAT_SLACK) { result = CCAIRO_PNG_IDAT_SURPLUS; ended = 1; }
        else if (r == Z_STREAM_END || (r != Z_OK && r != Z_BUF_ERROR)) ended = 1;
        else if (r == Z_BUF_ERROR && z.avail_out != 0) break;  // needs the next chunk
      }
    } else if (memcmp(data + offset + 4, "IEND", 4) == 0) {
      break;
    }
    offset += 12 + length;
  }
  inflateEnd(&z);
  return result;
}

/// Reads the signature and every chunk up to the first IDAT, sets up the transformations to
/// straight 8-bit RGBA (palette and tRNS expanded, grey to RGB, 16-bit reduced by rounding as
/// png_set_scale_16 does, i.e. round(v / 257), as pixelmatch's decoder does; alpha 255 added; no gamma, sBIT or bKGD processing; Adam7 passes
/// handled by libpng) and fills `width`/`height`.
/// Returns CCAIRO_PNG_TOO_LARGE, before any pixel memory is allocated, when width * height
/// exceeds `max_pixels`; CCAIRO_PNG_ERROR with `message` set when the file is invalid, including
/// IDAT data too short for the image or inflating past it (`ccairo_png_idat_check`).
static inline int ccairo_png_decoder_begin(ccairo_png_decoder *d, const unsigned char *data, size_t size,
                                           uint64_t max_pixels) {
  d->data = data;
  d->size = size;
  d->offset = 0;
  d->message[0] = 0;
  d->warning[0] = 0;
  d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, d, ccairo_png_decoder_error, ccairo_png_decoder_warning);
  if (!d->png) { snprintf(d->message, sizeof d->message, "out of memory"); return CCAIRO_PNG_ERROR; }
  d->info = png_create_info_struct(d->png);
  if (!d->info) { snprintf(d->message, sizeof d->message, "out of memory"); return CCAIRO_PNG_ERROR; }
  if (setjmp(png_jmpbuf(d->png))) return CCAIRO_PNG_ERROR;
  png_set_read_fn(d->png, d, ccairo_png_decoder_read);
  // The caller's pixel limit replaces libpng's default per-side limit of 1,000,000.
  png_set_user_limits(d->png, 0x7fffffff, 0x7fffffff);
  png_set_chunk_malloc_max(d->png, size < CCAIRO_PNG_CHUNK_MALLOC_MAX ? size : CCAIRO_PNG_CHUNK_MALLOC_MAX);
  png_read_info(d->png, d->info);
  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0;
  png_get_IHDR(d->png, d->info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
  d->width = width;
  d->height = height;
  if ((uint64_t)width * (uint64_t)height > max_pixels) return CCAIRO_PNG_TOO_LARGE;
  int idat = ccairo_png_idat_check(data, size);
  if (idat == CCAIRO_PNG_IDAT_SURPLUS) {
    snprintf(d->message, sizeof d->message, "too much image data: the IDAT stream inflates to more than the %u x %u image IHDR describes",
             (unsigned)width, (unsigned)height);
    return CCAIRO_PNG_ERROR;
  }
  if (idat == CCAIRO_PNG_IDAT_TOO_SHORT) {
    snprintf(d->message, sizeof d->message, "not enough image data: the IDAT chunks are too short to inflate to the %u x %u image IHDR describes",
             (unsigned)width, (unsigned)height);
    return CCAIRO_PNG_ERROR;
  }
  int has_trns = png_get_valid(d->png, d->info, PNG_INFO_tRNS) != 0;
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(d->png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(d->png);
  if (has_trns) png_set_tRNS_to_alpha(d->png);
  if (bit_depth == 16) png_set_scale_16(d->png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(d->png);
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_filler(d->png, 0xff, PNG_FILLER_AFTER);
  d->passes = png_set_interlace_handling(d->png);
  png_read_update_info(d->png, d->info);
  if (png_get_rowbytes(d->png, d->info) != (size_t)width * 4) png_error(d->png, "unexpected row layout after RGBA8 transformations");
  return CCAIRO_PNG_OK;
}

/// Decodes every row (all interlace passes) into `out` (width * height * 4 bytes, no padding),
/// then reads the chunks after the image data up to IEND (verifying their CRCs).
/// Returns CCAIRO_PNG_OK, or CCAIRO_PNG_ERROR with `message` set.
static inline int ccairo_png_decoder_finish(ccairo_png_decoder *d, unsigned char *out) {
  if (setjmp(png_jmpbuf(d->png))) return CCAIRO_PNG_ERROR;
  size_t stride = (size_t)d->width * 4;
  for (int pass = 0; pass < d->passes; pass++) {
    for (uint32_t y = 0; y < d->height; y++) png_read_row(d->png, out + stride * y, NULL);
  }
  png_read_end(d->png, NULL);
  return CCAIRO_PNG_OK;
}

/// Frees the libpng handles of a decoder (safe after any outcome of begin/finish).
static inline void ccairo_png_decoder_end(ccairo_png_decoder *d) {
  if (d->png) png_destroy_read_struct(&d->png, d->info ? &d->info : NULL, NULL);
  d->png = NULL;
  d->info = NULL;
}

/// Encoding state: the growing output buffer (malloc'd; free with `ccairo_png_writer_free`) and
/// the error text.
typedef struct ccairo_png_writer {
  unsigned char *data;
  size_t size;
  size_t capacity;
  char message[256];
} ccairo_png_writer;

static inline void ccairo_png_writer_error(png_structp png, png_const_charp text) {
  ccairo_png_writer *w = (ccairo_png_writer *)png_get_error_ptr(png);
  snprintf(w->message, sizeof w->message, "%s", text ? text : "unknown libpng error");
  png_longjmp(png, 1);
}

static inline void ccairo_png_writer_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static inline void ccairo_png_writer_write(png_structp png, png_bytep bytes, size_t length) {
  ccairo_png_writer *w = (ccairo_png_writer *)png_get_io_ptr(png);
  if (length > w->capacity - w->size) {
    size_t capacity = w->capacity ? w->capacity : 4096;
    while (length > capacity - w->size) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(w->data, capacity);
    if (!grown) png_error(png, "out of memory");
    w->data = grown;
    w->capacity = capacity;
  }
  memcpy(w->data + w->size, bytes, length);
  w->size += length;
}

static inline void ccairo_png_writer_flush(png_structp png) { (void)png; }

/// Encodes straight RGBA8 pixels (`width * height * 4` bytes) as a non-interlaced 8-bit PNG with
/// only IHDR, IDAT and IEND chunks: colour type RGB (alpha dropped) when `opaque` is non-zero,
/// else RGBA. Output is deterministic for equal input and `compression_level` (zlib 0-9).
/// Returns 0, or 1 with `message` set.
static inline int ccairo_png_encode(ccairo_png_writer *w, const unsigned char *rgba, uint32_t width,
                                    uint32_t height, int opaque, int compression_level) {
  w->message[0] = 0;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, ccairo_png_writer_error, ccairo_png_writer_warning);
  if (!png) { snprintf(w->message, sizeof w->message, "out of memory"); return 1; }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    snprintf(w->message, sizeof w->message, "out of memory");
    return 1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return 1;
  }
  png_set_write_fn(png, w, ccairo_png_writer_write, ccairo_png_writer_flush);
  png_set_compression_level(png, compression_level);
  png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + stride * y);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  return 0;
}

/// Frees a writer's output buffer.
static inline void ccairo_png_writer_free(ccairo_png_writer *w) {
  free(w->data);
  w->data = NULL;
  w->size = 0;
  w->capacity = 0;
}

// ---------------------------------------------------------------------------------------------
// Fast zlib compression with ISA-L's igzip at level 1, for PNGs that are looked at once and
// thrown away (failure artifacts, diff images). Measured on 51 MB of filtered rows of 3x scale
// corpus goldens and side-by-side images (Benchmarks/README.md): libdeflate level 1 134 ms and
// 727,706 bytes, igzip level 1 13 ms and 965,877 bytes (10x faster, a third bigger).
// ---------------------------------------------------------------------------------------------

/// Compresses `size` bytes at `in` as one zlib stream (RFC 1950, igzip level 1) into `out`
/// (`capacity` bytes). Returns the bytes written, or 0 when `size` is over 4 GiB - 1, the level
/// buffer cannot be allocated, or the output does not fit (the caller then uses libdeflate).
/// igzip picks SSE/AVX2/AVX-512 code at run time, so bytes may differ between CPUs; the inflated
/// data never does.
static inline size_t ccairo_isal_zlib_compress(const unsigned char *in, size_t size, unsigned char *out,
                                               size_t capacity) {
  if (size > UINT32_MAX || capacity > UINT32_MAX) return 0;
  unsigned char *level_buf = malloc(ISAL_DEF_LVL1_DEFAULT);
  if (!level_buf) return 0;
  struct isal_zstream stream;
  isal_deflate_stateless_init(&stream);
  stream.next_in = (uint8_t *)in;
  stream.avail_in = (uint32_t)size;
  stream.next_out = out;
  stream.avail_out = (uint32_t)capacity;
  stream.gzip_flag = IGZIP_ZLIB;
  stream.level = 1;
  stream.level_buf = level_buf;
  stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
  stream.end_of_stream = 1;
  stream.flush = NO_FLUSH;
  int result = isal_deflate_stateless(&stream);
  free(level_buf);
  if (result != COMP_OK || stream.avail_in != 0) return 0;
  return stream.total_out;
}

/// One zlib stream (igzip level 1) compressed piece by piece, so that a PNG encoder never holds
/// all of an image's filtered rows (PNGStreamEncoder). Heap-allocated by `_begin` (the stream
/// state is about 150 KB, the level buffer about 1 MB); free it with `_end`.
typedef struct ccairo_isal_stream {
  struct isal_zstream stream;
  unsigned char *level_buf;
} ccairo_isal_stream;

/// A new stream, or NULL when memory cannot be allocated.
static inline ccairo_isal_stream *ccairo_isal_stream_begin(void) {
  ccairo_isal_stream *s = malloc(sizeof(ccairo_isal_stream));
  if (!s) return NULL;
  s->level_buf = malloc(ISAL_DEF_LVL1_DEFAULT);
  if (!s->level_buf) { free(s); return NULL; }
  isal_deflate_init(&s->stream);
  s->stream.gzip_flag = IGZIP_ZLIB;
  s->stream.level = 1;
  s->stream.level_buf = s->level_buf;
  s->stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
  s->stream.flush = NO_FLUSH;
  return s;
}

/// Compresses the input set by the previous call or `in` (`size` bytes, taken only when the last
/// input was used up) into `out` (`capacity` bytes); `last` marks the final piece. Returns the
/// bytes written to `out`, or -1 on an igzip error. Call again with `in` NULL while `*pending` is
/// 1: input is left, or (after the last piece) the stream has not ended yet.
static inline long ccairo_isal_stream_deflate(ccairo_isal_stream *s, const unsigned char *in, uint32_t size, int last,
                                              unsigned char *out, uint32_t capacity, int *pending) {
  if (in) {
    s->stream.next_in = (uint8_t *)in;
    s->stream.avail_in = size;
  }
  s->stream.end_of_stream = last ? 1 : 0;
  s->stream.next_out = out;
  s->stream.avail_out = capacity;
  if (isal_deflate(&s->stream) != COMP_OK) return -1;
  *pending = s->stream.avail_in > 0 || (last && s->stream.internal_state.state != ZSTATE_END);
  return (long)(capacity - s->stream.avail_out);
}

static inline void ccairo_isal_stream_end(ccairo_isal_stream *s) {
  if (!s) return;
  free(s->level_buf);
  free(s);
}

// ---------------------------------------------------------------------------------------------
// Fast PNG decoding for the common case (8-bit RGB or RGBA, not interlaced, no tRNS): the
// caller hands over the concatenated IDAT data; libdeflate inflates it in one call and the rows
// are unfiltered here (Debian's libpng has no SIMD unfiltering: callgrind showed it at 58% of a
// 3840x2160 diff). Any surprise returns CCAIRO_PNG_ERROR and the caller decodes with libpng,
// which then reports the precise error.
// ---------------------------------------------------------------------------------------------

static inline unsigned char ccairo_paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return (unsigned char)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

#if defined(__x86_64__)
/// The Paeth filter (type 4) reversed for one row of 3- or 4-byte pixels with SSE2 (part of every
/// x86-64 CPU), all channels of a pixel at once in 16-bit lanes and without branches: the scalar
/// loop branches per byte, which made it most of a 1125x300 diff of screenshots saved with
/// adaptive filters (perf: `ccairo_png_fast_decode` 36% of all samples, most rows Paeth).
/// Picks as PNG 1.2 section 9.4 says: a when pa <= pb and pa <= pc, else b when pb <= pc, else c,
/// with pa = |b - c|, pb = |a - c|, pc = |a + b - 2c|; a and c are 0 left of the first pixel.
static inline __attribute__((always_inline)) void ccairo_paeth_row_sse2_bpp(unsigned char *cur, const unsigned char *prev,
                                                                          size_t rowbytes, const int bpp) {
  const __m128i zero = _mm_setzero_si128();
  __m128i a = zero, c = zero;
  for (size_t i = 0; i + (size_t)bpp <= rowbytes; i += (size_t)bpp) {
    uint32_t above = 0, raw = 0;
    memcpy(&above, prev + i, (size_t)bpp);
    memcpy(&raw, cur + i, (size_t)bpp);
    __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)above), zero);
    __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
    __m128i pc = _mm_add_epi16(pa, pb);
    pa = _mm_max_epi16(pa, _mm_sub_epi16(zero, pa));
    pb = _mm_max_epi16(pb, _mm_sub_epi16(zero, pb));
    pc = _mm_max_epi16(pc, _mm_sub_epi16(zero, pc));
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    __m128i isB = _mm_cmpeq_epi16(smallest, pb), isA = _mm_cmpeq_epi16(smallest, pa);
    __m128i predictor = _mm_or_si128(_mm_and_si128(isB, b), _mm_andnot_si128(isB, c));
    predictor = _mm_or_si128(_mm_and_si128(isA, a), _mm_andnot_si128(isA, predictor));
    __m128i value = _mm_add_epi8(_mm_packus_epi16(predictor, predictor), _mm_cvtsi32_si128((int)raw));
    uint32_t out = (uint32_t)_mm_cvtsi128_si32(value);
    memcpy(cur + i, &out, (size_t)bpp);
    a = _mm_unpacklo_epi8(value, zero);
    c = b;
  }
}

/// Called with bpp 3 or 4 as a constant, so that the 3- and 4-byte copies above compile to moves
/// rather than calls to memcpy (a call per pixel cost more than the branches saved).
static inline void ccairo_paeth_row_sse2(unsigned char *cur, const unsigned char *prev, size_t rowbytes, int bpp) {
  if (bpp == 4) {
    ccairo_paeth_row_sse2_bpp(cur, prev, rowbytes, 4);
  } else {
    ccairo_paeth_row_sse2_bpp(cur, prev, rowbytes, 3);
  }
}
#endif

/// Reverses the PNG filters of `height` rows of `rowbytes` bytes (each preceded by its filter-type
/// byte) in place, `bpp` bytes per pixel. Returns 0, or 1 for a filter type above 4.
static inline int ccairo_png_unfilter(unsigned char *data, size_t rowbytes, uint32_t height, int bpp) {
  unsigned char *prev = NULL;
  for (uint32_t y = 0; y < height; y++) {
    unsigned char *row = data + (size_t)y * (rowbytes + 1);
    int type = row[0];
    unsigned char *cur = row + 1;
    switch (type) {
    case 0: break;
    case 1:
      for (size_t i = bpp; i < rowbytes; i++) cur[i] = (unsigned char)(cur[i] + cur[i - bpp]);
      break;
    case 2:
      if (prev) for (size_t i = 0; i < rowbytes; i++) cur[i] = (unsigned char)(cur[i] + prev[i]);
      break;
    case 3:
      if (prev) {
        for (int i = 0; i < bpp; i++) cur[i] = (unsigned char)(cur[i] + (prev[i] >> 1));
        for (size_t i = bpp; i < rowbytes; i++) cur[i] = (unsigned char)(cur[i] + ((cur[i - bpp] + prev[i]) >> 1));
      } else {
        for (size_t i = bpp; i < rowbytes; i++) cur[i] = (unsigned char)(cur[i] + (cur[i - bpp] >> 1));
      }
      break;
    case 4:
#if defined(__x86_64__)
      if (prev && (bpp == 3 || bpp == 4)) {
        ccairo_paeth_row_sse2(cur, prev, rowbytes, bpp);
        break;
      }
#endif
      if (prev) {
        for (int i = 0; i < bpp; i++) cur[i] = (unsigned char)(cur[i] + prev[i]);
        for (size_t i = bpp; i < rowbytes; i++)
          cur[i] = (unsigned char)(cur[i] + ccairo_paeth(cur[i - bpp], prev[i], prev[i - bpp]));
      } else {  // Paeth with no row above is Sub
        for (size_t i = bpp; i < rowbytes; i++) cur[i] = (unsigned char)(cur[i] + cur[i - bpp]);
      }
      break;
    default:
      return 1;
    }
    prev = cur;
  }
  return 0;
}

/// Inflates the zlib stream `zdata` (the concatenated IDAT data) of a non-interlaced 8-bit RGB
/// (`channels` 3) or RGBA (4) image into `scratch` (height * (1 + width * channels) bytes) and
/// unfilters it there: row y's samples then start at scratch + y * (1 + width * channels) + 1.
/// Returns CCAIRO_PNG_OK, or CCAIRO_PNG_ERROR when the stream is bad, has the wrong length or
/// trailing data, or a filter type is invalid (the caller then decodes with libpng).
static inline int ccairo_png_fast_unfiltered(const unsigned char *zdata, size_t zsize, uint32_t width, uint32_t height,
                                             int channels, unsigned char *scratch) {
  size_t rowbytes = (size_t)width * channels;
  size_t expected = (rowbytes + 1) * height;
  struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
  if (!d) return CCAIRO_PNG_ERROR;
  size_t in_used = 0, out_size = 0;
  enum libdeflate_result r = libdeflate_zlib_decompress_ex(d, zdata, zsize, scratch, expected, &in_used, &out_size);
  libdeflate_free_decompressor(d);
  if (r != LIBDEFLATE_SUCCESS || out_size != expected || in_used != zsize) return CCAIRO_PNG_ERROR;
  if (ccairo_png_unfilter(scratch, rowbytes, height, channels)) return CCAIRO_PNG_ERROR;
  return CCAIRO_PNG_OK;
}

/// `ccairo_png_fast_unfiltered`, then the rows written to `out` as straight RGBA8
/// (width * height * 4 bytes; RGB gets alpha 255). Returns as that function does.
static inline int ccairo_png_fast_decode(const unsigned char *zdata, size_t zsize, uint32_t width, uint32_t height,
                                         int channels, unsigned char *scratch, unsigned char *out) {
  size_t rowbytes = (size_t)width * channels;
  if (ccairo_png_fast_unfiltered(zdata, zsize, width, height, channels, scratch) != CCAIRO_PNG_OK) return CCAIRO_PNG_ERROR;
  for (uint32_t y = 0; y < height; y++) {
    const unsigned char *src = scratch + (size_t)y * (rowbytes + 1) + 1;
    unsigned char *dst = out + (size_t)y * width * 4;
    if (channels == 4) {
      memcpy(dst, src, rowbytes);
    } else {
      for (uint32_t x = 0; x < width; x++) {
        dst[4 * x] = src[3 * x];
        dst[4 * x + 1] = src[3 * x + 1];
        dst[4 * x + 2] = src[3 * x + 2];
        dst[4 * x + 3] = 255;
      }
    }
  }
  return CCAIRO_PNG_OK;
}

#endif
