# viewc — build, run the samples, test, benchmark, install.
#
#   make run      install what is missing, build (release), compile samples/ into out/ (and a handout of them all)
#   make test     the same set-up, then every test
#   make bench    time viewc against references measured in the same run
#   make fuzz     libFuzzer over the pipeline, the parser, Swift classes and attributed text (FUZZ_SECONDS=300 each)
#   make link-order  remake bench/startup.order (the release link's start-up order; needs valgrind)
#   make install  PREFIX=/usr/local DESTDIR=  (stripped binary, man page, bash/zsh/fish completions,
#                 the pandoc filter and the TextMate grammar in share/viewc, the manual in
#                 share/doc/viewc for `viewc lsp`'s hover;
#                 never runs apt-get: on a fresh machine run make build first, or make deps)

SHELL := /bin/bash
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIG ?= release
BIN := .build/$(CONFIG)/viewc

# Debian packages, each group installed by the targets that need it (`make run` and `make build`
# install only what building and running need):
# - BUILD_DEBS: cairo, pango, libjpeg and zlib to build against (cairo with the static libraries
#   of it and of what it needs, which viewc links in: Sources/CCairo/link-static.sh), and fonts
#   for text in every script (DejaVu Sans, the system font's stand-in; Nanum for Korean; Noto for
#   Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari and the other scripts DejaVu lacks, and
#   colour emoji), which the samples use, and the metric-compatible clones that stand in for the
#   fonts iOS ships (Liberation for Arial, Times New Roman and Courier New; URW's for Helvetica,
#   Times, Courier, Palatino, Symbol and Zapf Dingbats: Sources/ViewEval/Builtins/IOSFonts.swift).
# - TEST_DEBS: rsvg-convert, pdftoppm, xmllint and qpdf for the cross-renderer and validity
#   tests; chromium for the browser tests (inlined SVG, the preview page); ninja-build for the
#   depfile examples' tests; neovim, whose LSP client drives `viewc lsp` (NeovimClientTests), and
#   python3, which runs the TextMate grammar's test runner (Tests/LSPTests/grammar.py).
# - BENCH_DEBS: hyperfine, GNU time (peak memory) and graphviz (dot, the batch reference).
BUILD_DEBS := pkg-config libcairo2-dev libpixman-1-dev libfontconfig-dev libfreetype-dev libpng-dev libexpat1-dev libbrotli-dev \
        libpango1.0-dev libjpeg-dev zlib1g-dev \
        fonts-dejavu-core fonts-dejavu-extra fonts-nanum fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
        fonts-liberation2 fonts-urw-base35
TEST_DEBS := librsvg2-bin poppler-utils libxml2-utils qpdf chromium ninja-build pandoc hugo neovim python3
BENCH_DEBS := hyperfine time graphviz

SAMPLES := $(wildcard samples/*.view)
# The samples of one page; samples/handout.view is a document of several.
DRAWINGS := $(filter-out samples/handout.view,$(SAMPLES))

.PHONY: all deps test-deps bench-deps build run test fuzz bench link-order install clean

all: build

# Installs only what is missing (DEBS: the packages the target asks for; BUILD_DEBS by
# default), apt-get update first, as a fresh machine needs.
DEBS ?= $(BUILD_DEBS)
deps:
	@missing=""; for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq $$missing >/dev/null; \
	fi
test-deps:
	@$(MAKE) --no-print-directory deps DEBS="$(BUILD_DEBS) $(TEST_DEBS)"
bench-deps:
	@$(MAKE) --no-print-directory deps DEBS="$(BUILD_DEBS) $(BENCH_DEBS)"

# The Swift runtime and Foundation are linked statically: start-up drops from ~14 ms to ~9 ms,
# which is most of a small drawing's compile time in a build pipeline. The executable is not
# position-independent: the loader then has no 75,000 relative relocations to apply to it and
# no pages to copy for them (a quarter fewer page faults per run); the shared libraries keep
# their address randomisation. --no-export-dynamic: the executable's ~30,000 symbols are not put
# in its dynamic symbol table, which the loader would otherwise hash and search; no rpath to the
# toolchain (nothing is loaded from it); and the first use of a generic type's metadata calls its
# accessor instead of demangling a mangled name at run time (__swift_instantiateConcreteTypeFromMangledName),
# which start-up does for hundreds of types.
# The C++ library the Swift runtime and ICU need is linked statically too (libstdc++.a, found
# through a folder of its own that the linker searches before the compiler's, which also holds
# libstdc++.so): the loader then neither maps libstdc++.so nor binds its ~1,700 symbols, each
# looked up through every library loaded before it, which cost a 10-path compile 2 of its 10.7
# million instructions. Where the compiler has no libstdc++.a the folder stays empty and the
# shared library is linked as before.
# Every function and global is compiled into a section of its own, and gold lays them out in
# the order of bench/startup.order: what a small compile touches first, together (written by
# bench/link-order.py from traced runs; `make link-order` remakes it). Scattered over a 25 MB
# text and a 5 MB .bss, start-up's code and data cost a page fault, and 64 KB of resident
# pages, per scattered touch: a 10-path compile took 600 faults and 16.6 MB resident; in this
# order ~500 and 12.8 MB, and 0.8 ms less (~415 since Foundation proper left the binary and a
# plain compile evaluates in place: docs/internals.md §5, §6) (perf stat -e page-faults; /usr/bin/time %M;
# hyperfine). A stale list only costs some faults back (sections it names that are gone are
# ignored, new ones placed as without it).
# The unwinder (libgcc_eh) is linked in too, so libgcc_s is not loaded and searched either.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
LIBSTDCXX_A := $(shell $(CC) -print-file-name=libstdc++.a 2>/dev/null)
LINK_ORDER := $(CURDIR)/bench/startup.order
# Cairo and the libraries it needs (pixman, fontconfig, freetype, libpng, zlib, expat, brotli)
# are linked in from Debian's static libraries, in every build the Makefile makes (the tests'
# too): the loader then maps and binds only libc and libm, not 20 shared libraries, which cost
# a 10-path compile 1.6 million instructions and 130 page faults (3.9 -> 2.6 ms; C on the
# shared cairo: 2.9 ms). Security updates to these libraries reach viewc when it is built
# again, as for any statically linked program. Pango, loaded for text, binds to this cairo, fontconfig and freetype:
# Sources/CCairo/link-static.sh says how. Without the static libraries (or with a plain
# `swift build`) the shared ones are linked as before.
STATIC_CAIRO := $(CURDIR)/.build/static-cairo
# STATIC_LINK sets static_env (pkg-config's path, for swift's command alone: a `swift build`
# that does not also get static_flags must not see it) and static_flags.
# The executables the objects are linked into, removed (to be linked again) when they change.
STATIC_PRODUCTS := $(foreach c,debug release,$(addprefix $(CURDIR)/.build/$(c)/,viewc viewc-fuzz viewcPackageTests.xctest))
STATIC_LINK = bash Sources/CCairo/link-static.sh $(STATIC_CAIRO) $(STATIC_PRODUCTS) && static_env="" && static_flags="" && \
              if [ -f $(STATIC_CAIRO)/swift-flags ]; then static_env=PKG_CONFIG_PATH=$(STATIC_CAIRO)/pkgconfig; \
              static_flags=$$(cat $(STATIC_CAIRO)/swift-flags); fi
SWIFT_BUILD = mkdir -p $(STATIC_CXX_DIR) && \
              { [ ! -f "$(LIBSTDCXX_A)" ] || ln -sf "$(LIBSTDCXX_A)" $(STATIC_CXX_DIR)/libstdc++.a; } && \
              $(STATIC_LINK) && \
              env $$static_env $(SWIFT) build -c $(CONFIG) --static-swift-stdlib -Xlinker -no-pie $$static_flags \
              -Xlinker --no-export-dynamic --disable-local-rpath -Xswiftc -L$(STATIC_CXX_DIR) \
              -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
              -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xcc -fdata-sections \
              -Xswiftc -use-ld=gold $(if $(wildcard $(LINK_ORDER)),-Xlinker --section-ordering-file=$(LINK_ORDER)) \
              -Xswiftc -Xclang-linker -Xswiftc -static-libgcc $(if $(LINK_MAP),-Xlinker -Map=$(LINK_MAP) --product viewc)
build: deps
	$(SWIFT_BUILD)

run: build
	@mkdir -p out
	@set -e; for f in $(DRAWINGS); do \
	  n=$$(basename $$f .view); \
	  $(BIN) $$f -o out/$$n.svg -o out/$$n.pdf -o out/$$n.png -o out/$$n@2x.png; \
	  echo "out/$$n.{svg,pdf,png,@2x.png}"; \
	done
	@bash samples/variants.sh $(BIN) out
	@$(BIN) samples/handout.view -o out/handout.pdf -o out/handout-%d.svg -o out/handout-%d.png
	@echo "out/handout.pdf, out/handout-{1..4}.{svg,png}"
	@$(BIN) handout $(sort $(DRAWINGS)) -o out/samples-handout.pdf --per-page 4 --notes --title "viewc samples"
	@echo "out/samples-handout.pdf"

# The suite is XCTest, run by Tests/run-suite.sh: each test class in a process of its own, on
# every core (most tests run one single-threaded viewc at a time), and its closing line counts
# the tests passed and failed. Tests/Consumer, the package ViewcKitTests builds as a user's would
# (its own swift-syntax and compiler: five of the suite's minutes), is built beside the rest of
# the suite; ViewcKitTests runs last, and its own `swift build` finds the package built (or waits
# for it), and checks what it checked before.
# The suite's build has no debug information, which only a debugger reads: a module compiles in
# 6 % less CPU (ViewEval: 156 -> 146 s) and the executables link smaller. (The index store
# stays: on Linux XCTest finds the tests through it.)
test: test-deps
	$(STATIC_LINK) && env $$static_env $(SWIFT) build --build-tests --disable-swift-testing \
	  -debug-info-format none $$static_flags
	@cd Tests/Consumer && env PKG_CONFIG_PATH= VIEWC=$(CURDIR)/.build/debug/viewc \
	  $(SWIFT) build --disable-build-manifest-caching > $(CURDIR)/.build/consumer-build.log 2>&1 &
	@env FONTCONFIG_FILE=$(CURDIR)/Tests/Fonts/fonts.conf VIEWC_BIN=$(CURDIR)/.build/debug/viewc \
	  bash Tests/run-suite.sh $(CURDIR)/.build/debug/viewcPackageTests.xctest .build/test.log

# libFuzzer over the whole pipeline, the parser, Swift classes and attributed text, FUZZ_SECONDS each (default 300);
# findings go to .build/fuzz/findings (Tests/Fuzz/run.sh). `make fuzz FUZZ_SECONDS=15` is a quick
# check. Not part of make test: its sanitizer build compiles every module and swift-syntax a second
# time (4.5 of a first make test's 23 minutes), and the suite already replays the kept findings and
# runs a mutation fuzzer of its own (FuzzRegressionTests, PipelineFuzzTests).
fuzz: deps
	SWIFT=$(SWIFT) bash Tests/Fuzz/run.sh

bench: bench-deps build
	bash bench/run.sh $(BIN)

# Remakes bench/startup.order from traced runs of the release binary (valgrind's lackey, about
# 6 minutes): links it once more with a map of where each section went (viewc alone: every
# product linked would write the same map), traces it, and links it again in the new order. Run it when start-up code has changed much.
link-order: deps
	@command -v valgrind >/dev/null || { echo "link-order: valgrind is missing (apt-get install valgrind)"; exit 1; }
	rm -f $(BIN) && $(MAKE) --no-print-directory build LINK_MAP=$(CURDIR)/.build/viewc.map
	python3 bench/link-order.py $(BIN) .build/viewc.map $(LINK_ORDER)
	rm -f $(BIN) .build/viewc.map && $(MAKE) --no-print-directory build

# Not after deps: installing (often as root, often into a staging DESTDIR for a package) never
# runs apt-get. It builds what is not built yet; NO_BUILD=1 installs the $(BIN) there is (the
# tests stage the debug binary this way). The completion scripts come from the binary itself
# (swift-argument-parser writes them).
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
STRIP ?= strip
install:
	$(if $(NO_BUILD),@test -x $(BIN) || { echo "no $(BIN) to install"; exit 1; },$(SWIFT_BUILD))
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/viewc $(DESTDIR)$(PREFIX)/share/doc/viewc \
	  $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/viewc
	$(STRIP) $(DESTDIR)$(PREFIX)/bin/viewc
	install -m 644 man/viewc.1 $(DESTDIR)$(PREFIX)/share/man/man1/viewc.1
	install -m 644 share/viewc/viewc.lua $(DESTDIR)$(PREFIX)/share/viewc/viewc.lua
	install -m 644 share/viewc/view.tmLanguage.json $(DESTDIR)$(PREFIX)/share/viewc/view.tmLanguage.json
	install -d $(DESTDIR)$(PREFIX)/share/viewc/vscode
	install -m 644 share/viewc/vscode/package.json share/viewc/vscode/language-configuration.json share/viewc/view.tmLanguage.json \
	  $(DESTDIR)$(PREFIX)/share/viewc/vscode/
	install -m 644 docs/language.md $(DESTDIR)$(PREFIX)/share/doc/viewc/language.md
	if [ -f $(STATIC_CAIRO)/NOTICES ] && ! readelf -d $(BIN) | grep -q 'libcairo\.so'; then \
	  install -m 644 $(STATIC_CAIRO)/NOTICES $(DESTDIR)$(PREFIX)/share/doc/viewc/THIRD-PARTY-NOTICES; fi
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(BASHCOMPDIR)/viewc
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(ZSHCOMPDIR)/_viewc
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(FISHCOMPDIR)/viewc.fish
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/viewc $(DESTDIR)$(ZSHCOMPDIR)/_viewc $(DESTDIR)$(FISHCOMPDIR)/viewc.fish

clean:
	rm -rf .build out
