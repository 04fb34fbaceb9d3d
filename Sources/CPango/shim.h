// Pango, laid out and drawn through cairo: text measuring and drawing for CairoBackend.
#include <pango/pangocairo.h>
