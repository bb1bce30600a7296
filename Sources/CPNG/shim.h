#ifndef SEGUE_CPNG_SHIM_H
#define SEGUE_CPNG_SHIM_H
/* libpng's classic write API behind one C function: libpng reports errors by calling an error
   function that must not return, and Swift cannot setjmp, so the jump back happens here and
   Swift only sees a return code and a message. */
#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>

/* Takes `count` encoded bytes; returns 0 when they could not be written (a full disk). */
typedef int (*segue_png_sink)(void *context, const unsigned char *bytes, size_t count);

struct segue_png_state {
  jmp_buf jump;
  segue_png_sink sink;
  void *context;
  char *message;
  size_t message_size;
};

static void segue_png_error(png_structp png, png_const_charp message) {
  struct segue_png_state *state = (struct segue_png_state *)png_get_error_ptr(png);
  if (state->message_size > 0) {
    strncpy(state->message, message, state->message_size - 1);
    state->message[state->message_size - 1] = 0;
  }
  longjmp(state->jump, 1);
}

/* Warnings (an over-long text keyword, say) are not failures; the encoder's input is ours. */
static void segue_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void segue_png_write_data(png_structp png, png_bytep bytes, size_t count) {
  struct segue_png_state *state = (struct segue_png_state *)png_get_io_ptr(png);
  if (!state->sink(state->context, bytes, count)) png_error(png, "write failed");
}

static void segue_png_flush(png_structp png) { (void)png; }

/* Encodes 8-bit straight RGBA rows (`stride` bytes apart) as a PNG, handing the bytes to
   `sink`. `opaque` writes RGB (the fourth byte of each pixel dropped), else RGBA. `filter` is
   a PNG_FILTER_* mask, `level` zlib's 0-9. `keys`/`texts` are `text_count` tEXt chunks,
   written before the pixels. Returns 0, or -1 with libpng's reason in `message`. */
static inline int segue_png_encode(
    const unsigned char *pixels, unsigned width, unsigned height, size_t stride, int opaque,
    int filter, int level, const char *const *keys, const char *const *texts, int text_count,
    segue_png_sink sink, void *context, char *message, size_t message_size) {
  struct segue_png_state state;
  state.sink = sink;
  state.context = context;
  state.message = message;
  state.message_size = message_size;
  png_structp png = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, &state, segue_png_error, segue_png_warning);
  if (!png) {
    if (message_size > 0) strncpy(message, "out of memory", message_size - 1);
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    if (message_size > 0) strncpy(message, "out of memory", message_size - 1);
    return -1;
  }
  if (setjmp(state.jump)) {
    png_destroy_write_struct(&png, &info);
    return -1;
  }
  png_set_write_fn(png, &state, segue_png_write_data, segue_png_flush);
  png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_set_compression_level(png, level);
  if (text_count > 0) {
    png_text chunks[16];
    int count = text_count < 16 ? text_count : 16;
    for (int i = 0; i < count; i++) {
      memset(&chunks[i], 0, sizeof chunks[i]);
      chunks[i].compression = PNG_TEXT_COMPRESSION_NONE;
      chunks[i].key = (png_charp)keys[i];
      chunks[i].text = (png_charp)texts[i];
      chunks[i].text_length = strlen(texts[i]);
    }
    png_set_text(png, info, chunks, count);
  }
  png_write_info(png, info);
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (unsigned row = 0; row < height; row++) {
    png_write_row(png, (png_const_bytep)(pixels + (size_t)row * stride));
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 0;
}
/* Reading a PNG held in memory, through libpng's simplified API (which jumps back by itself):
   `begin` reads the header (the size is then in `image`) and returns 1 when the pixels can be
   decoded as they are stored, 8-bit samples, into straight RGBA; 0 for a PNG of 16-bit
   samples, which the simplified API would take for linear light and re-encode (the caller
   decodes those another way), -1 for data that is no PNG. `finish` writes width × height × 4
   bytes to `out`; 0, or -1 with the reason in `image->message`. */
static inline int segue_png_decode_begin(png_image *image, const void *data, size_t size) {
  memset(image, 0, sizeof *image);
  image->version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(image, data, size)) return -1;
  if (image->format & PNG_FORMAT_FLAG_LINEAR) {
    png_image_free(image);
    return 0;
  }
  image->format = PNG_FORMAT_RGBA;
  return 1;
}

static inline int segue_png_decode_finish(png_image *image, unsigned char *out) {
  return png_image_finish_read(image, NULL, out, 0, NULL) ? 0 : -1;
}

#endif
