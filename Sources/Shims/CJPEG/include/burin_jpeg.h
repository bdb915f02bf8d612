#ifndef BURIN_JPEG_H
#define BURIN_JPEG_H

// A small wrapper over libjpeg for Burin.
//
// libjpeg reports a fatal error by calling the error manager's error_exit, whose default calls exit();
// the only way to return from it is longjmp, which Swift cannot do. These functions set that up
// inside C and hand back a status code and a message instead. Warnings (corrupt or truncated data,
// which libjpeg would otherwise paper over with grey) are treated as errors.

#include <stddef.h>

/// Status codes returned by the functions below.
enum {
    BURIN_JPEG_OK = 0,
    /// The data is not a JPEG, or is corrupt or truncated.
    BURIN_JPEG_CORRUPT = 1,
    /// A side is larger than the caller's limit (or zero); width and height are set.
    BURIN_JPEG_TOO_LARGE = 2,
    /// malloc failed.
    BURIN_JPEG_NO_MEMORY = 3,
    /// Bad arguments (empty image, quality out of range).
    BURIN_JPEG_INVALID = 4,
};

/// The capacity of the message buffers the functions fill (libjpeg's JMSG_LENGTH_MAX is 200).
#define BURIN_JPEG_MESSAGE_CAPACITY 200

/// A JPEG being decoded: its header read and decompression started, its pixels not yet decoded.
typedef struct burin_jpeg_decoder burin_jpeg_decoder;

/// Starts decoding `size` bytes of JPEG, which must stay where they are until the decoder ends, and
/// gives the size of its pixels. Refuses images with a side larger than `max_side` (`width` and
/// `height` are then set). On success `*decoder` must be ended by `burin_jpeg_decoder_finish` or
/// `burin_jpeg_decoder_discard`; on failure it is NULL and `message` (BURIN_JPEG_MESSAGE_CAPACITY
/// bytes) holds a NUL-terminated reason. Two steps, so that the caller provides the pixels' memory:
/// the pixels are decoded where they will be used, with no copy.
int burin_jpeg_decoder_begin(const unsigned char *data, size_t size, int max_side, burin_jpeg_decoder **decoder,
                             int *width, int *height, char *message);

/// Decodes the pixels into `pixels`, `width * height * 4` bytes: RGBA rows, alpha 255. Ends the
/// decoder, whatever the outcome; on failure `message` holds the reason.
int burin_jpeg_decoder_finish(burin_jpeg_decoder *decoder, unsigned char *pixels, char *message);

/// Ends a decoder without decoding its pixels.
void burin_jpeg_decoder_discard(burin_jpeg_decoder *decoder);

/// Encodes an RGBA buffer (rows of `width * 4` bytes; alpha ignored, JPEG has none) at `quality`
/// 1...100 into a malloc'd JPEG stream: baseline, or progressive (libjpeg's standard scan script,
/// with optimised Huffman tables) when `progressive` is non-zero. On success `*out` must be
/// released with `burin_jpeg_free`.
int burin_jpeg_encode(const unsigned char *rgba, int width, int height, int quality, int progressive,
                      unsigned char **out, size_t *out_size, char *message);

/// Releases a buffer returned by the functions above.
void burin_jpeg_free(void *buffer);

#endif
