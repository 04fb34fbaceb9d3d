#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
