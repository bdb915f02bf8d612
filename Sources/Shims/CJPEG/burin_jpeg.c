#include "burin_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

// Progressive JPEGs may hold any number of scans, each a pass over the whole image: a tiny hostile
// file could keep a worker busy for minutes. Real encoders write about a dozen.
#define BURIN_JPEG_MAX_SCANS 200

struct burin_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
};

static void burin_error_exit(j_common_ptr cinfo) {
    struct burin_error_manager *err = (struct burin_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->escape, 1);
}

// Level -1 is a warning (corrupt data, premature end of file): fatal here, so a damaged thumbnail
// shows its fallback rather than half an image in grey. Trace messages (level >= 0) are dropped
// instead of printed to stderr, which the terminal UI owns.
static void burin_emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level < 0) {
        burin_error_exit(cinfo);
    }
}

static void burin_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void burin_progress(j_common_ptr cinfo) {
    if (cinfo->is_decompressor) {
        j_decompress_ptr d = (j_decompress_ptr)cinfo;
        if (d->input_scan_number > BURIN_JPEG_MAX_SCANS) {
            struct burin_error_manager *err = (struct burin_error_manager *)cinfo->err;
            snprintf(err->message, BURIN_JPEG_MESSAGE_CAPACITY, "more than %d scans", BURIN_JPEG_MAX_SCANS);
            longjmp(err->escape, 1);
        }
    }
}

static void burin_install_errors(struct burin_error_manager *err, char *message) {
    jpeg_std_error(&err->base);
    err->base.error_exit = burin_error_exit;
    err->base.emit_message = burin_emit_message;
    err->base.output_message = burin_output_message;
    err->message = message;
    message[0] = '\0';
}

// Adobe CMYK JPEGs store inverted values; libjpeg-turbo cannot convert CMYK to RGB itself.
static void burin_cmyk_row_to_rgba(const unsigned char *cmyk, unsigned char *rgba, int width, int inverted) {
    for (int x = 0; x < width; x++) {
        int c = cmyk[x * 4], m = cmyk[x * 4 + 1], y = cmyk[x * 4 + 2], k = cmyk[x * 4 + 3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        rgba[x * 4] = (unsigned char)((c * k + 127) / 255);
        rgba[x * 4 + 1] = (unsigned char)((m * k + 127) / 255);
        rgba[x * 4 + 2] = (unsigned char)((y * k + 127) / 255);
        rgba[x * 4 + 3] = 255;
    }
}

struct burin_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    struct burin_error_manager err;
    struct jpeg_progress_mgr progress;
    int is_cmyk;
};

static void burin_decoder_release(burin_jpeg_decoder *decoder) {
    jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
}

int burin_jpeg_decoder_begin(const unsigned char *data, size_t size, int max_side, burin_jpeg_decoder **out,
                             int *width, int *height, char *message) {
    *out = NULL;
    *width = 0;
    *height = 0;
    message[0] = '\0';
    if (data == NULL || size == 0) {
        snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "empty data");
        return BURIN_JPEG_CORRUPT;
    }
    burin_jpeg_decoder *decoder = calloc(1, sizeof(burin_jpeg_decoder));
    if (decoder == NULL) {
        snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "out of memory");
        return BURIN_JPEG_NO_MEMORY;
    }
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    burin_install_errors(&decoder->err, message);
    cinfo->err = &decoder->err.base;
    if (setjmp(decoder->err.escape)) {
        burin_decoder_release(decoder);
        return BURIN_JPEG_CORRUPT;
    }
    jpeg_create_decompress(cinfo);
    decoder->progress.progress_monitor = burin_progress;
    cinfo->progress = &decoder->progress;
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);

    *width = (int)cinfo->image_width;
    *height = (int)cinfo->image_height;
    if (cinfo->image_width == 0 || cinfo->image_height == 0 ||
        cinfo->image_width > (JDIMENSION)max_side || cinfo->image_height > (JDIMENSION)max_side) {
        snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "image is %ux%u", cinfo->image_width, cinfo->image_height);
        burin_decoder_release(decoder);
        return BURIN_JPEG_TOO_LARGE;
    }

    decoder->is_cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
    cinfo->out_color_space = decoder->is_cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(cinfo);
    *width = (int)cinfo->output_width;
    *height = (int)cinfo->output_height;
    *out = decoder;
    return BURIN_JPEG_OK;
}

int burin_jpeg_decoder_finish(burin_jpeg_decoder *decoder, unsigned char *pixels, char *message) {
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    // Written after setjmp and read after longjmp: volatile keeps it out of a register.
    unsigned char *volatile cmyk_row = NULL;
    decoder->err.message = message;
    message[0] = '\0';
    if (setjmp(decoder->err.escape)) {
        free(cmyk_row);
        burin_decoder_release(decoder);
        return BURIN_JPEG_CORRUPT;
    }
    size_t stride = (size_t)cinfo->output_width * 4;
    if (decoder->is_cmyk) {
        cmyk_row = malloc(stride);
        if (cmyk_row == NULL) {
            snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "out of memory");
            burin_decoder_release(decoder);
            return BURIN_JPEG_NO_MEMORY;
        }
    }
    while (cinfo->output_scanline < cinfo->output_height) {
        unsigned char *row = pixels + stride * cinfo->output_scanline;
        JSAMPROW target = decoder->is_cmyk ? cmyk_row : row;
        if (jpeg_read_scanlines(cinfo, &target, 1) != 1) {
            snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "no scanline read");
            longjmp(decoder->err.escape, 1);
        }
        if (decoder->is_cmyk) {
            burin_cmyk_row_to_rgba(cmyk_row, row, (int)cinfo->output_width, cinfo->saw_Adobe_marker);
        }
    }
    jpeg_finish_decompress(cinfo);
    free(cmyk_row);
    burin_decoder_release(decoder);
    return BURIN_JPEG_OK;
}

void burin_jpeg_decoder_discard(burin_jpeg_decoder *decoder) {
    if (decoder != NULL) {
        burin_decoder_release(decoder);
    }
}

int burin_jpeg_encode(const unsigned char *rgba, int width, int height, int quality, int progressive,
                      unsigned char **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    if (rgba == NULL || width <= 0 || height <= 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) {
        snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "cannot encode a %dx%d image", width, height);
        return BURIN_JPEG_INVALID;
    }
    if (quality < 1 || quality > 100) {
        snprintf(message, BURIN_JPEG_MESSAGE_CAPACITY, "quality %d is outside 1...100", quality);
        return BURIN_JPEG_INVALID;
    }
    struct jpeg_compress_struct cinfo;
    struct burin_error_manager err;
    // jpeg_mem_dest writes these from inside libjpeg; volatile so the longjmp path sees the buffer.
    unsigned char *volatile buffer = NULL;
    unsigned long volatile buffer_size = 0;

    burin_install_errors(&err, message);
    cinfo.err = &err.base;
    if (setjmp(err.escape)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return BURIN_JPEG_CORRUPT;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, (unsigned long *)&buffer_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) {
        jpeg_simple_progression(&cinfo);
    }
    jpeg_start_compress(&cinfo, TRUE);
    size_t stride = (size_t)width * 4;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_size = buffer_size;
    return BURIN_JPEG_OK;
}

void burin_jpeg_free(void *buffer) {
    free(buffer);
}
