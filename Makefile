# chromatools — build, test, install.
#
#   make run      install the missing packages the build needs, build release, run the demonstration and the games in batch
#   make test     install the missing packages the build and the tests need, build and run the whole test suite
#   make test-long    the suite with its long sweeps too (CHROMATOOLS_LONG_TESTS=1): before a release
#   make docs         regenerate the lists the registries give (man pages, schema, completions) and build ChromaKit's documentation
#   make completions  regenerate the bash, zsh and fish completion scripts (with the other generated lists)
#   make snapshots    re-record the golden files of the snapshot tests, then check them
#   make bench        the benchmarks of bench/ (run.sh, png.sh, ghostdraw.sh) on the release build
#   make fuzz         build the libFuzzer targets of Fuzz/ and run each FUZZ_TIME seconds (default 60)
#
# PREFIX and DESTDIR work as usual for install/uninstall.

SHELL        := /bin/bash
PREFIX       ?= /usr/local
DESTDIR      ?=
BINDIR       := $(DESTDIR)$(PREFIX)/bin
MANDIR       := $(DESTDIR)$(PREFIX)/share/man
BASHCOMPDIR  := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR   := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHCOMPDIR  := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
SWIFT        ?= swift
TOOLS        := colorconv colormix gradient bullseye chroma-quiz ghostdraw
MANPAGES     := $(wildcard man/*.1 man/*.7)
# System packages (Debian names), by what needs them. The build: the headers
# of readline, zlib and SQLite (for CReadline, CZlib and CSQLite; the
# libraries, libreadline8, zlib1g and libsqlite3-0, come with them and are
# loaded when a prompt starts, a PNG is written, a game opens its score
# store), and jq, which `make run`'s demonstration pipes into.
BUILD_PACKAGES := libreadline-dev libsqlite3-dev zlib1g-dev jq
# The tests, on top of those: mandoc lints the pages and renders them for the
# snapshots through the col(1) of bsdextrautils, python3 with jsonschema checks
# output against schema/ (and the tests' helper scripts), zsh and fish run the
# completion scripts.
TEST_PACKAGES  := mandoc bsdextrautils python3 python3-jsonschema zsh fish
# The benchmarks, on top of the build's: bc for the arithmetic, python3 writes
# the inputs, GNU time the resident sizes, ImageMagick the PNG to compare
# with, valgrind counts the instructions of a start, gcc builds the C peer of
# the CIEDE2000 kernel (bench/deltae2000.c); NumPy and SciPy run the
# long search of bench/distinct-best.py (run by hand: minutes a case).
BENCH_PACKAGES := bc python3 time imagemagick valgrind gcc python3-numpy python3-scipy
# Release builds link the Swift runtime statically: `colorconv red` then starts
# in about a millisecond less (no dynamic relocation of libswiftCore).
RELEASE      := -c release --static-swift-stdlib
RELEASE_BIN   = $(shell $(SWIFT) build $(RELEASE) --show-bin-path)
DEBUG_BIN     = $(shell $(SWIFT) build --show-bin-path)
# The six tools are one executable, chromatools, that tells them apart by the
# name it is started by: each name is a link to it. $(call link_tools,FOLDER)
LINK_TOOLS    = for t in $(TOOLS); do ln -sfn chromatools "$(1)/$$t"; done

.PHONY: all deps deps-build deps-test deps-bench build debug run test test-long acceptance man docs docs-lists docs-api completions snapshots bench fuzz install uninstall clean

all: build

# $(call install_missing,FOR WHAT,PACKAGES): says which of PACKAGES are missing
# and what for, then installs them with apt-get: as root, or through sudo
# (which must not ask for a password when there is no terminal to ask on).
# Without apt-get it only says what to install.
define install_missing
@missing=""; for p in $(2); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if ! command -v apt-get >/dev/null; then echo "missing for $(1):$$missing (no apt-get here: install them yourself)"; exit 0; fi; \
	  sudo=""; if [ "$$(id -u)" != 0 ]; then \
	    command -v sudo >/dev/null || { echo "missing for $(1):$$missing (not root and no sudo: install them as root)"; exit 1; }; \
	    sudo=sudo; [ -t 0 ] || sudo="sudo -n"; \
	  fi; \
	  echo "installing for $(1):$$missing (apt-get)"; \
	  $$sudo apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

## deps: the missing packages of the build and of the tests (needs root or sudo).
deps: deps-test

deps-build:
	$(call install_missing,the build,$(BUILD_PACKAGES))

deps-test: deps-build
	$(call install_missing,the tests,$(TEST_PACKAGES))

deps-bench: deps-build
	$(call install_missing,the benchmarks,$(BENCH_PACKAGES))

## build: release build of every tool.
build: deps-build
	$(SWIFT) build $(RELEASE)
	@$(call LINK_TOOLS,$(RELEASE_BIN))

debug: deps-build
	$(SWIFT) build
	@$(call LINK_TOOLS,$(DEBUG_BIN))

## run: the demonstration pipeline (NDJSON, then swatches), then a seeded batch game of each game.
run: build
	@bin=$(RELEASE_BIN); \
	echo '$$ colorconv tomato "oklch(70% 0.1 200)" "#3a7bd5" --to oklch,hsl'; \
	$$bin/colorconv tomato "oklch(70% 0.1 200)" "#3a7bd5" --to oklch,hsl; \
	echo; echo '$$ printf "{\"id\":1,\"color\":\"gold\"}\n{\"id\":2,\"color\":\"rebeccapurple\"}\n" | colorconv --to lab'; \
	printf '{"id":1,"color":"gold"}\n{"id":2,"color":"rebeccapurple"}\n' | $$bin/colorconv --to lab; \
	echo; echo '$$ colorconv distance "#ff0000" "#fe0000" --method 2000'; \
	$$bin/colorconv distance "#ff0000" "#fe0000" --method 2000; \
	echo; echo '$$ colorconv name "#3a7bd5"'; \
	$$bin/colorconv name "#3a7bd5"; \
	echo; echo '$$ colorconv tomato gold "color(display-p3 0 1 0)" --format swatch --color always'; \
	$$bin/colorconv tomato gold "color(display-p3 0 1 0)" --format swatch --color always; \
	echo; echo '$$ colormix red 30% blue --in oklch'; \
	$$bin/colormix red 30% blue --in oklch; \
	echo; echo '$$ colorconv tomato gold | gradient --steps 7 --in oklch | colormix --with white --by 0.2 | colorconv --to hsl,cmyk'; \
	$$bin/colorconv tomato gold | $$bin/gradient --steps 7 --in oklch | $$bin/colormix --with white --by 0.2 | $$bin/colorconv --to hsl,cmyk; \
	echo; echo '$$ gradient "red, gold 30%, blue" --in oklch --format css'; \
	$$bin/gradient "red, gold 30%, blue" --in oklch --format css; \
	echo; echo '$$ gradient red gold blue --in oklch --format ansi'; \
	$$bin/gradient red gold blue --in oklch --format ansi; \
	echo; echo '$$ printf '"'"'{"action":"hit","value":%s}\n'"'"' 50 84 99.6 | bullseye --seed 7 --rounds 3 | jq -c ...   (with a scratch score file)'; \
	scratch=$$(mktemp -d); \
	printf '{"action":"hit","value":%s}\n' 50 84 99.6 | $$bin/bullseye --seed 7 --rounds 3 --db "$$scratch/scores.sqlite" \
	  | jq -c 'select(.event != "round") | {event, round, target, value, points, title, score}'; \
	echo; echo "\$$ printf '%s\n' '{\"action\":\"set\",\"color\":\"#3a7bd5\"}' '{\"action\":\"set\",\"channel\":\"r\",\"by\":120}' '{\"action\":\"check\"}' | chroma-quiz --seed 7 --rounds 1"; \
	printf '%s\n' '{"action":"set","color":"#3a7bd5"}' '{"action":"set","channel":"r","by":120}' '{"action":"check"}' \
	  | $$bin/chroma-quiz --seed 7 --rounds 1 --db "$$scratch/scores.sqlite"; \
	echo; echo "\$$ printf '%s\n' '{\"action\":\"set\",\"ratio\":0.2}' '{\"action\":\"check\"}' | colormix play --seed 7 --rounds 1"; \
	printf '%s\n' '{"action":"set","ratio":0.2}' '{"action":"check"}' \
	  | $$bin/colormix play --seed 7 --rounds 1 --db "$$scratch/scores.sqlite"; \
	echo; echo "\$$ printf '%s\n' '{\"action\":\"set\",\"which\":\"start\",\"color\":\"orchid\"}' '{\"action\":\"set\",\"which\":\"end\",\"color\":\"ivory\"}' '{\"action\":\"check\"}' | gradient play --seed 7 --rounds 1"; \
	printf '%s\n' '{"action":"set","which":"start","color":"orchid"}' '{"action":"set","which":"end","color":"ivory"}' '{"action":"check"}' \
	  | $$bin/gradient play --seed 7 --rounds 1 --db "$$scratch/scores.sqlite"; \
	echo; echo "\$$ printf '%s\n' 'rect 1,1 22,9' 'tool blue' 'line 4,5 19,5' 'wait 2' 'show' 'save sketch.ndjson' | ghostdraw repl --size 24x11 --clock manual"; \
	printf '%s\n' 'rect 1,1 22,9' 'tool blue' 'line 4,5 19,5' 'wait 2' 'show' "save $$scratch/sketch.ndjson" \
	  | $$bin/ghostdraw repl --size 24x11 --clock manual --color always; \
	echo; echo '$$ ghostdraw reveals sketch.ndjson; ghostdraw render sketch.ndjson'; \
	$$bin/ghostdraw reveals "$$scratch/sketch.ndjson"; \
	$$bin/ghostdraw render "$$scratch/sketch.ndjson"; \
	rm -rf "$$scratch"; \
	echo; echo "Play the games yourself on a terminal: bullseye, chroma-quiz, colormix play, gradient play, and ghostdraw to draw with the mouse (the runs above used a scratch folder)."

## test: the whole suite (unit, end-to-end, snapshots, pseudo-terminal), then the acceptance run.
## Warnings in the project's own code fail the build (Package.swift).
test: deps-test
	$(SWIFT) build --build-tests
	@$(call LINK_TOOLS,$(DEBUG_BIN))
	@# The tests' temporary files (pseudo-terminals, score stores, event logs) go to a folder of their
	@# own, removed afterwards whatever the result, so runs leave nothing behind in /tmp. It is open to
	@# everyone as /tmp is (mode 1777): some tests run a command as an unprivileged user.
	@tmp=$$(mktemp -d); chmod 1777 "$$tmp"; echo "$(SWIFT) test   (temporary files in $$tmp, removed afterwards)"; \
	TMPDIR=$$tmp $(SWIFT) test; status=$$?; rm -rf "$$tmp"; exit $$status
	bash acceptance/run.sh "$(DEBUG_BIN)"

## test-long: the suite with the sweeps too long for every run (10 million records for sort, thousands of
## random key streams at a prompt), which the tests run when CHROMATOOLS_LONG_TESTS=1.
test-long: deps-test
	$(SWIFT) build --build-tests
	@$(call LINK_TOOLS,$(DEBUG_BIN))
	@tmp=$$(mktemp -d); chmod 1777 "$$tmp"; \
	CHROMATOOLS_LONG_TESTS=1 TMPDIR=$$tmp $(SWIFT) test; status=$$?; rm -rf "$$tmp"; exit $$status

## acceptance: pipelines across every tool checked against schema/, each game to the end, a ghostdraw
## log rendered, the REPLs and the canvas through a pseudo-terminal (acceptance/run.sh).
acceptance: deps-test
	$(SWIFT) build
	@$(call LINK_TOOLS,$(DEBUG_BIN))
	bash acceptance/run.sh "$(DEBUG_BIN)"

## man: lint the man pages.
man:
	@for m in $(MANPAGES); do mandoc -Tlint -W warning $$m || exit 1; done; echo "man pages: lint clean"

## docs: the generated lists (docs-lists) and ChromaKit's DocC documentation (docs-api).
docs: docs-lists docs-api

## docs-lists: rewrite the lists that follow from the registries of spaces, ΔE and contrast methods: the
## generated regions of the man pages, the space and method members of schema/, the completion scripts
## (Tools/DocsGenerator; ARCHITECTURE.md, "Generated lists"). The suite fails when one is stale.
docs-lists: deps-build
	$(SWIFT) build --product chromatools
	$(SWIFT) build --product docs-generator
	$(DEBUG_BIN)/docs-generator --root . --tools $(DEBUG_BIN)

## docs-api: build ChromaKit's DocC documentation (the catalog Sources/ChromaKit/ChromaKit.docc and the doc comments)
## with swift-docc-plugin into $(DOCS_DIR), a static site: `python3 -m http.server -d $(DOCS_DIR)`, then open
## /documentation/chromakit. A broken symbol link fails the build.
DOCS_DIR     := .build/docs/ChromaKit.doccarchive
docs-api:
	@mkdir -p $(dir $(DOCS_DIR))
	$(SWIFT) package --allow-writing-to-directory $(dir $(DOCS_DIR)) generate-documentation --target ChromaKit \
	  --disable-indexing --warnings-as-errors --transform-for-static-hosting --output-path $(DOCS_DIR)

## completions: regenerate bash, zsh and fish completions from the argument parser (docs-lists writes them).
completions: docs-lists

## snapshots: re-record the golden files (that run fails on purpose), then check them.
snapshots: deps-test
	-CHROMATOOLS_RECORD_SNAPSHOTS=1 $(SWIFT) test --filter Snapshot
	$(SWIFT) test --filter Snapshot

## bench: colorconv throughput against jq, the start-up of `colorconv red` against a trivial static Swift binary,
## a 4K gradient PNG against ImageMagick, a big ghostdraw log against jq reading it.
bench: build deps-bench
	@bash bench/run.sh $(RELEASE_BIN)
	@bash bench/png.sh $(RELEASE_BIN)
	@bash bench/ghostdraw.sh $(RELEASE_BIN)

## fuzz: the libFuzzer targets of Fuzz/ (not part of test), each run FUZZ_TIME seconds on a copy of its seed corpus.
FUZZ_TIME ?= 60
fuzz:
	FUZZ_TIME=$(FUZZ_TIME) bash Fuzz/run.sh $(FUZZ_TARGETS)

install: build
	install -d $(BINDIR) $(MANDIR)/man1 $(MANDIR)/man7 $(BASHCOMPDIR) $(ZSHCOMPDIR) $(FISHCOMPDIR)
	install -s -m 755 $(RELEASE_BIN)/chromatools $(BINDIR)/chromatools
	@for t in $(TOOLS); do ln -sfn chromatools $(BINDIR)/$$t; done
	install -m 644 $(wildcard man/*.1) $(MANDIR)/man1/
	install -m 644 $(wildcard man/*.7) $(MANDIR)/man7/
	@for t in $(TOOLS); do \
	  install -m 644 completions/bash/$$t $(BASHCOMPDIR)/$$t; \
	  install -m 644 completions/zsh/_$$t $(ZSHCOMPDIR)/_$$t; \
	  install -m 644 completions/fish/$$t.fish $(FISHCOMPDIR)/$$t.fish; \
	done

uninstall:
	@for t in $(TOOLS); do \
	  rm -f $(BINDIR)/$$t $(MANDIR)/man1/$$t.1 $(BASHCOMPDIR)/$$t $(ZSHCOMPDIR)/_$$t $(FISHCOMPDIR)/$$t.fish; \
	done; rm -f $(BINDIR)/chromatools $(MANDIR)/man7/chromatools.7

clean:
	$(SWIFT) package clean
	rm -rf .build bench/data
