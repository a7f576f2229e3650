// Jansson (Debian's libjansson-dev), the strict JSON parser under JSONValue.parse
// (Sources/CellRaster/Cairo/JanssonReader.swift). Kept apart from shim.h so the two headers
// change independently.
#ifndef SNAPCHECK_JANSSON_SHIM_H
#define SNAPCHECK_JANSSON_SHIM_H

#include <jansson.h>

// json_typeof is a macro, which Swift cannot call.
static inline json_type snapcheck_json_type(const json_t *json) { return json_typeof(json); }

#endif
