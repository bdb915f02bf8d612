#ifndef BURIN_CFREETYPE_SHIM_H
#define BURIN_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

/* FreeType's function-like macros do not import into Swift; these carry their values. */

/* FT_LOAD_TARGET_LIGHT: light auto-hinting, vertical only, keeps glyph shapes and advances close to the design. */
static const FT_Int32 burin_ft_load_target_light = FT_LOAD_TARGET_LIGHT;

/* FT_HAS_KERNING: the face has a 'kern' table FT_Get_Kerning can read. */
static inline int burin_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/* FT_IS_SCALABLE: an outline face; bitmap-only faces need FT_Select_Size instead of FT_Set_Pixel_Sizes. */
static inline int burin_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

#endif
