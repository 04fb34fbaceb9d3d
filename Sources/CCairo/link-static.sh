#!/usr/bin/env bash
# link-static.sh DIR: prepares DIR for linking cairo into viewc statically (the Makefile's
# builds; a plain `swift build` links the shared libraries as before).
#
# Why: a 10-path compile spent a third of its instructions and page faults in the dynamic
# loader, mapping and binding the 20 shared libraries libcairo.so.2 brings (pixman, fontconfig,
# freetype, libpng, zlib, expat, brotli, X11 and xcb, libbsd, …), most of which a drawing never
# calls. Linked in, only libc and libm are left to load, and what is not used is not there.
#
# DIR gets:
#   */*.o          the members of Debian's static libcairo (without its X11 and xcb surfaces),
#                  pixman, fontconfig, freetype, libpng, zlib, expat and brotli;
#   objects.ld     a linker script that names every one (objects, not archives: the static
#                  Swift runtime's --exclude-libs ALL would hide an archive's symbols);
#   exports.list   cairo's, fontconfig's and freetype's public functions, put in the executable's
#                  dynamic symbol table. Pango is loaded with dlopen for text, and brings
#                  libcairo.so.2, libfontconfig.so.1 and libfreetype.so.6 with it; with these
#                  exported, pangocairo, pangoft2 and harfbuzz bind to viewc's own cairo,
#                  fontconfig and freetype (the executable comes first in every lookup), so one
#                  copy of each holds the cairo_t, the font configuration and the FT_Faces
#                  they pass between them. The shared copies are loaded but never called.
#   libcairo.so, libz.so   empty linker scripts: `-lcairo` and `-lz` (from the module maps and
#                  pkg-config) then name nothing, and no libcairo.so.2 is needed at start-up;
#   pkgconfig/     cairo.pc and zlib.pc with the system's flags and DIR as the first library
#                  folder, so that the linker finds those scripts before the real libraries;
#   swift-flags    the flags for swift build: the objects and the export list.
#
# Where a static library is missing, DIR is removed and the build links the shared ones.
# Runs again only when a library is newer than DIR/objects.ld.
set -euo pipefail
out=$1
libdir=$(pkg-config --variable=libdir cairo)
libs="cairo pixman-1 fontconfig freetype png16 z expat brotlidec brotlicommon"

for l in $libs; do
    if [ ! -f "$libdir/lib$l.a" ]; then
        echo "link-static: no $libdir/lib$l.a; cairo is linked as a shared library" >&2
        rm -rf "$out"
        exit 0
    fi
done
if [ -f "$out/objects.ld" ]; then
    newer=""
    for l in $libs; do [ "$libdir/lib$l.a" -nt "$out/objects.ld" ] && newer=1; done
    [ -z "$newer" ] && [ "$0" -ot "$out/objects.ld" ] && exit 0
fi

tmp="$out.tmp"
rm -rf "$tmp"
mkdir -p "$tmp/pkgconfig"
for l in $libs; do
    mkdir "$tmp/$l"
    (cd "$tmp/$l" && ar x "$libdir/lib$l.a")
done
# The X11 and xcb surfaces: viewc draws on image, recording, SVG and PDF surfaces only.
rm -f "$tmp"/cairo/cairo-xlib*.o "$tmp"/cairo/cairo-xcb*.o

{
    echo "/* cairo and the libraries it needs, linked into viewc (Sources/CCairo/link-static.sh) */"
    echo "INPUT ("
    (cd "$tmp" && ls -1 */*.o) | sed "s|^|    $out/|"
    echo ")"
} > "$tmp/objects.ld"

{
    echo "/* the functions pango's libraries call (Sources/CCairo/link-static.sh) */"
    echo "{"
    for l in cairo fontconfig freetype; do
        readelf -sW "$tmp/$l"/*.o | awk '$5 == "GLOBAL" && $6 == "DEFAULT" && $7 != "UND" { print "    " $8 ";" }'
    done | sort -u
    echo "};"
} > "$tmp/exports.list"

for l in cairo z; do
    echo "/* lib$l is linked statically: see objects.ld */" > "$tmp/lib$l.so"
done
for pc in cairo zlib; do
    lib=$([ $pc = zlib ] && echo z || echo cairo)
    {
        echo "Name: $pc"
        echo "Description: $pc, linked statically into viewc (Sources/CCairo/link-static.sh)"
        echo "Version: $(pkg-config --modversion $pc)"
        echo "Libs: -L$out -l$lib"
        echo "Cflags: $(pkg-config --cflags $pc)"
    } > "$tmp/pkgconfig/$pc.pc"
done
echo "-Xlinker $out/objects.ld -Xlinker --dynamic-list=$out/exports.list" > "$tmp/swift-flags"

rm -rf "$out"
mv "$tmp" "$out"
