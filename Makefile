# ListPreview: `make run` serves the demo, `make test` runs every test. Both install what is missing.
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
# e.g. make run FIXTURES=Examples/screens.json STATE_FILE=/tmp/listpreview-state.json
FIXTURES ?=
STATE_FILE ?=
# make install puts the program at $(DESTDIR)$(PREFIX)/bin/listpreview.
PREFIX ?= /usr/local
DESTDIR ?=
# Where the release program is built (make test builds it in .build/dist, beside the debug suites).
RELEASE_BUILD_DIR ?= .build

.PHONY: run test sanitize build install uninstall deb deb-deps deps test-deps bench bench-deps fuzz screenshot symbols clean

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

# The Swift runtime and FoundationEssentials are linked in statically: the server maps and touches
# less (about 14 MB resident idle instead of 18) and the binary runs without the toolchain.
# RELEASE_FLAGS: more flags for that build (`make test` leaves out debug information, which the
# package strips anyway).
build: deps
	$(SWIFT) build -c release --product listpreview --static-swift-stdlib --scratch-path $(RELEASE_BUILD_DIR) $(RELEASE_FLAGS)

# One self-contained file: the built-in files are compiled in, the Swift runtime linked statically;
# at run time it needs only Debian's libmicrohttpd (libmicrohttpd12).
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BUILD_DIR)/release/listpreview $(DESTDIR)$(PREFIX)/bin/listpreview

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/listpreview

deb-deps:
	@scripts/install-deps.sh deb

# listpreview_VERSION_ARCH.deb here, VERSION from `listpreview --version`: the release build in /usr/bin,
# the manual page and the bash, zsh and fish completions the program prints, Depends from dpkg-shlibdeps.
deb: build deb-deps
	scripts/build-deb.sh $(RELEASE_BUILD_DIR)/release/listpreview

run: build
	$(RELEASE_BUILD_DIR)/release/listpreview serve --host $(HOST) --port $(PORT) \
	  $(if $(FIXTURES),--fixtures $(FIXTURES)) $(if $(STATE_FILE),--state-file $(STATE_FILE))

# The test targets `make test` runs again under the thread sanitizer, each in a process of its own:
# the server, and the app behind it (the clients' threads and the server's in one sanitized process).
# Package.swift builds only these for that pass; `make sanitize` runs every suite.
TSAN_TESTS = HTTPServerTests|AppServerTests

# Builds and runs every suite, then installs the Debian package with apt-get, checks it and removes it
# again (even when a check fails): see scripts/run-tests.sh for the order and what overlaps.
test: deb-deps
	@scripts/install-deps.sh test-system
	TSAN_TESTS='$(TSAN_TESTS)' SWIFT='$(SWIFT)' scripts/run-tests.sh

# Every suite under the address sanitizer, then under the thread sanitizer.
sanitize: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

bench-deps:
	@scripts/install-deps.sh bench

# Throughput, latency and memory against nginx serving the same bytes, and large lists (prints a table).
bench: bench-deps build
	python3 scripts/bench.py

# libFuzzer (FUZZ_SECONDS each, default 60) over the request decoders and router, the access checks, the
# JSON parser, the fixtures decoder, asset catalogs' Contents.json and an app's strings files (.strings,
# .stringsdict, .xcstrings); FUZZ_TARGETS="StringsDecoding …" for some (scripts/fuzz.sh names them).
# `make test` builds every harness (Fuzz/*.swift) and runs it over its seeds (FuzzHarnessTests), so
# one that stops building fails CI; only the fuzzing itself is here.
FUZZ_TARGETS ?=
fuzz: deps
	scripts/fuzz.sh $(FUZZ_TARGETS)

# Regenerates the pictures in docs/ (shown in the README and the docs) from the running program.
screenshot: build test-deps
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/empty-state.png "/?motion=off&theme=light&lang=zh-Hans" 460,960
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/gallery.png "/gallery?screen=inbox&device=iphone-se&theme=light&motion=off" 1280,680 \
	  --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/text-sizes.png \
	  "/gallery?screen=settings&state=data&textSize=all&device=iphone-se&theme=light&motion=off" 1280,1020 --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/languages.png \
	  "/gallery?screen=trips&state=data&lang=all&device=iphone-se&theme=light&motion=off" 1280,680 \
	  --fixtures Examples/app/screens.json --strings Examples/app/Localizable.xcstrings
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/app-look.png \
	  "/gallery?screen=trips&state=empty&contrast=all&device=iphone-se&theme=light&motion=off" 1280,760 \
	  --fixtures Examples/app/screens.json --strings Examples/app/Localizable.xcstrings
	scripts/screenshot-review.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/review.png 1280,900
	scripts/screenshot-review-served.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/review-served.png 1440,900
	scripts/screenshot-site.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/site.png 1280,760
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/voiceover.png \
	  "/screens/inbox?state=empty&a11y=voiceover&device=iphone-se&theme=light&motion=off" 860,700 --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/frames.png \
	  "/gallery?screen=photos&state=data&orientation=all&theme=dark&motion=off" 1280,740 --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/designs.png \
	  "/gallery?screen=settings&state=data&os=all&device=iphone-17&theme=light&motion=off" 1280,1000 --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/scroll.png \
	  "/gallery?screen=inbox&state=data&scroll=all&device=iphone-17&theme=light&motion=off" 1280,760 --fixtures Examples/screens.json
	scripts/screenshot.sh $(RELEASE_BUILD_DIR)/release/listpreview docs/active-search.png \
	  "/screens/contacts?state=search&search=active&device=iphone-17&theme=dark&motion=off&embed=1" 402,874 --fixtures Examples/screens.json

symbols:
	python3 scripts/generate-symbols.py

clean:
	rm -rf .build listpreview_*.deb
