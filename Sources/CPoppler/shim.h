#ifndef LISTPREVIEW_CPOPPLER_SHIM_H
#define LISTPREVIEW_CPOPPLER_SHIM_H

// poppler-glib and cairo, as ImageConversion's PDFImage.swift (the only Swift file importing them)
// uses them, and one adapter that needs a C callback.

#include <glib.h>
#include <cairo.h>
#include <poppler.h>

static void lp_poppler_drop_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void) domain; (void) level; (void) message; (void) data;
}

/// Drops poppler's own messages below critical (the domain "Poppler": a syntax error at every
/// damaged object of a PDF, each one a line on stderr under G_MESSAGES_DEBUG): a PDF that cannot
/// be drawn is reported once, by its caller, as an error or a note.
static inline void lp_poppler_quiet(void) {
    g_log_set_handler("Poppler", (GLogLevelFlags) (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG),
                      lp_poppler_drop_message, NULL);
}

#endif
