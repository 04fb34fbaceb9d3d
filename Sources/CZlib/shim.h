// zlib, for the PNG encoder (CairoBackend/PNGEncoder.swift).
#include <zlib.h>
