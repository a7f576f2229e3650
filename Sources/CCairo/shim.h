// The one C header snapcheck imports: cairo, Pango (with its FreeType/fontconfig font map),
// fontconfig and libpng. Only Swift files under Sources/CellRaster/Cairo/ import this module.
// Macros that Swift cannot import are wrapped here as static inline `ccairo_*` functions.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>

/// g_object_unref for a Pango object handle (OpaquePointer in Swift).
static inline void ccairo_object_unref(void *object) { g_object_unref(object); }

/// PANGO_FC_FONT_MAP(map): view a Pango font map as a fontconfig font map.
static inline PangoFcFontMap *ccairo_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }

#endif
