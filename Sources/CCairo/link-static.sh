#!/usr/bin/env bash
# link-static.sh DIR [PRODUCT…]: prepares DIR for linking cairo into viewc statically (the
# Makefile's builds; a plain `swift build` links the shared libraries as before). When DIR is
# made again (a library was updated, or this script), the PRODUCTs, the executables linked
# with it, are removed, so that swift build links them again: it does not see the objects the
# linker script names change.
#
# Why: a 10-path compile spent a third of its instructions and page faults in the dynamic
# loader, mapping and binding the 20 shared libraries libcairo.so.2 brings (pixman, fontconfig,
# freetype, libpng, zlib, expat, brotli, X11 and xcb, libbsd, …), most of which a drawing never
# calls. Linked in, only libc and libm are left to load, and what is not used is not there.
#
# DIR gets:
#   */*.o          the members of Debian's static libcairo (without its X11 and xcb surfaces),
#                  pixman, fontconfig, freetype, libpng, zlib, expat and brotli; and
#                  viewc/fixed-format.o, glibc's "%f" for cairo's SVG and PDF numbers without its
#                  arbitrary-precision arithmetic (fixed-format.c says why and how it stays
#                  exact): cairo-output-stream.o's snprintf calls are renamed to it (where that
#                  cannot be done, glibc's snprintf stays, with a line on standard error);
#   objects.ld     a linker script that names every one (objects, not archives: the static
#                  Swift runtime's --exclude-libs ALL would hide an archive's symbols);
#   exports.list   the symbols cairo, fontconfig and freetype give default visibility (their
#                  public functions, and two of fontconfig's tables), and fixed-format.c's (for
#                  its test, which finds it with dlsym), put in the executable's
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
#   swift-flags    the flags for swift build: the objects and the export list;
#   NOTICES        the copyright and licence terms of what is linked in, from the Debian
#                  packages' copyright files (`make install` puts it in share/doc/viewc).
#
# Where a static library is missing, DIR is removed and the build links the shared ones.
# Runs again only when a library, this script or fixed-format.c is newer than DIR/objects.ld.
# Two runs at once (make -j) take turns (flock).
#
# The libraries are then fixed in viewc at build time, as in any statically linked program:
# security updates to them (freetype and libpng read the fonts and images a drawing names)
# reach viewc when it is built again (`make build`, `make install`), which this script then
# notices.
set -euo pipefail
out=$1
shift
here=$(CDPATH='' cd -- "$(dirname "$0")" && pwd)
libs="cairo pixman-1 fontconfig freetype png16 z expat brotlidec brotlicommon"

fallback() {
    echo "link-static: $1; cairo is linked as a shared library" >&2
    rm -rf "$out"
    exit 0
}
libdir=$(pkg-config --variable=libdir cairo 2>/dev/null) || libdir=""
[ -n "$libdir" ] || fallback "pkg-config finds no cairo"
for l in $libs; do
    [ -f "$libdir/lib$l.a" ] || fallback "no $libdir/lib$l.a"
done

mkdir -p "$(dirname "$out")"
exec 9> "$out.lock"
flock 9
if [ -f "$out/objects.ld" ]; then
    newer=""
    for l in $libs; do [ "$libdir/lib$l.a" -nt "$out/objects.ld" ] && newer=1; done
    [ -z "$newer" ] && [ "$0" -ot "$out/objects.ld" ] && [ "$here/fixed-format.c" -ot "$out/objects.ld" ] && exit 0
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
# cairo's numbers through fixed-format.c. Where that cannot be done (no C compiler, no objcopy,
# an archive whose output stream object is named otherwise), cairo is linked in all the same
# and glibc's snprintf formats its numbers, as in the shared library.
mkdir "$tmp/viewc"
streams=("$tmp"/cairo/cairo-output-stream*.o)
cc=$(command -v clang || command -v cc || true)
if [ -f "${streams[0]}" ] && [ -n "$cc" ] \
   && "$cc" -O2 -fPIC -c -o "$tmp/viewc/fixed-format.o" "$here/fixed-format.c" \
   && objcopy --redefine-sym __snprintf_chk=viewc_cairo_snprintf_chk --redefine-sym snprintf=viewc_cairo_snprintf \
      --redefine-sym _cairo_get_locale_decimal_point=viewc_cairo_decimal_point "${streams[0]}"; then
    formatter=1
else
    echo "link-static: fixed-format.c is not linked in; glibc formats cairo's numbers" >&2
    rm -rf "$tmp/viewc"
    formatter=""
fi

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
    [ -z "$formatter" ] || echo "    viewc_format_fixed;"
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

{
    echo "viewc contains these libraries, linked in from Debian's static libraries. Their copyright"
    echo "and licence terms follow, as the Debian packages that hold them state them."
    for l in $libs; do
        package=$(dpkg-query -S "$libdir/lib$l.a" 2>/dev/null | cut -d: -f1) || package=""
        echo
        echo "==== lib$l.a${package:+ (Debian package $package)} ===="
        echo
        if [ -n "$package" ] && [ -f "/usr/share/doc/$package/copyright" ]; then
            cat "/usr/share/doc/$package/copyright"
        else
            echo "(no copyright file found for $libdir/lib$l.a; see its source package)"
        fi
    done
} > "$tmp/NOTICES"

rm -rf "$out"
mv "$tmp" "$out"
# What was linked with the objects before is linked again.
[ $# -eq 0 ] || rm -rf "$@"
