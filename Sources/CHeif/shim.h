#ifndef LISTPREVIEW_CHEIF_SHIM_H
#define LISTPREVIEW_CHEIF_SHIM_H

// libheif's C API, as ImageConversion's HEIFImage.swift (the only Swift file importing it) uses it.
// Debian 12's libheif1 decodes HEVC through libde265, linked into it; later libheif releases load
// it as a plugin (libheif-plugin-libde265), which heif_init registers.

#include <libheif/heif.h>

#endif
