// Vector image readers for asset catalogs: poppler-glib (PDF pages drawn into a cairo context)
// and librsvg (SVG documents drawn into a cairo context). Only Swift files under
// Sources/CellRaster/Cairo/ use them (VectorImage.swift).
#ifndef CCAIRO_VECTOR_SHIM_H
#define CCAIRO_VECTOR_SHIM_H

#include <poppler.h>
#include <librsvg/rsvg.h>

#endif
