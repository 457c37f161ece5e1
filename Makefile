# ListPreview: `make run` serves the demo, `make test` runs every test. Both install what is missing.
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
# e.g. make run FIXTURES=Examples/screens.json STATE_FILE=/tmp/listpreview-state.json
FIXTURES ?=
STATE_FILE ?=

.PHONY: run test build deps test-deps bench bench-deps fuzz screenshot clean

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(SWIFT) build -c release --product listpreview

run: build
	.build/release/listpreview serve --host $(HOST) --port $(PORT) \
	  $(if $(FIXTURES),--fixtures $(FIXTURES)) $(if $(STATE_FILE),--state-file $(STATE_FILE))

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench-deps:
	@scripts/install-deps.sh bench

# Throughput, latency and memory against nginx serving the same bytes, and large lists (prints a table).
bench: bench-deps build
	python3 scripts/bench.py

# libFuzzer over the request decoders and router, and the JSON parser (FUZZ_SECONDS each, default 60).
fuzz: deps
	scripts/fuzz.sh

# Regenerates the README's pictures from the running program.
screenshot: build test-deps
	scripts/screenshot.sh .build/release/listpreview docs/empty-state.png "/?motion=off&theme=light" 460,960
	scripts/screenshot.sh .build/release/listpreview docs/gallery.png "/gallery?screen=inbox&device=iphone-se&theme=light&motion=off" 1280,560 \
	  --fixtures Examples/screens.json

clean:
	rm -rf .build
