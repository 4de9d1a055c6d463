# Endgames: set-up, build, test and benchmark from a fresh machine.
#
#   make play    install what is missing, then build and serve the app on http://127.0.0.1:8080
#   make test    native tests, a release build, then the browser tests against it at a sub-path
#   make dist    release build into dist/ (wasm-opt, post-build hook, relative URLs: host it at any path)
#   make bench   size, first paint, in-browser bot timing and native engine figures
#   make soak    100,000 random games, bot games and 100,000 fuzzed saves per game (long; not in make test)
#   make lint    cargo fmt --check and clippy (native and wasm), warnings as errors
#   make tools   only the installs (each one is skipped in a moment when already done)
#   make clean   remove build outputs (dist/, cargo's target/, test output)
#
# Every install step checks first and does nothing when the right version is there,
# so a second `make play` starts building within seconds.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT    := $(CURDIR)
TOOLS   := $(ROOT)/.tools
BROWSER := $(ROOT)/tests/browser
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin

# wasm-opt (npm binaryen) and cargo-installed tools come first, so trunk finds them
# on PATH and never downloads its own. scripts/split/ comes before them all: its
# wasm-bindgen stand-in splits the wasm per game, then runs the real one.
export PATH := $(ROOT)/scripts/split:$(TOOLS)/bin:$(TOOLS)/node_modules/.bin:$(CARGO_BIN):$(PATH)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
export DEBIAN_FRONTEND := noninteractive

# The CLI must match the wasm-bindgen crate in Cargo.lock exactly, so read it from there.
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/^version = "\(.*\)"$$/\1/p;q}' Cargo.lock)
TRUNK_VERSION    := ~0.21
TRUNK_MINOR      := 0.21
BINARYEN_VERSION := 132
TERSER_VERSION   := 5.51.2
WASM_SPLIT_VERSION := 0.2.4
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

PLAY_PORT ?= 8080

.PHONY: help tools tool-rust tool-wasm-target tool-trunk tool-wasm-bindgen tool-wasm-split tool-wasm-opt tool-terser \
        tool-node tool-node-deps tool-chromium play dist test test-native test-browser soak \
        tool-lint-components bench lint clean distclean

help:
	@sed -n '3,10p' Makefile | sed 's/^# \{0,1\}//'

# ---------------------------------------------------------------- tools

tools: tool-wasm-target tool-trunk tool-wasm-bindgen tool-wasm-split tool-wasm-opt tool-terser tool-node-deps tool-chromium

tool-rust:
	@command -v cargo >/dev/null && command -v rustup >/dev/null || { \
	  echo "make: Rust is missing: install rustup (https://rustup.rs), then run make again." >&2; exit 1; }

tool-wasm-target: tool-rust
	@if rustup target list --installed | grep -qx wasm32-unknown-unknown; then \
	  echo "ok   wasm32-unknown-unknown target"; \
	else \
	  echo "add  wasm32-unknown-unknown target"; rustup target add wasm32-unknown-unknown; \
	fi

tool-trunk: tool-rust
	@if trunk --version 2>/dev/null | grep -q '^trunk $(subst .,\.,$(TRUNK_MINOR))\.'; then \
	  echo "ok   $$(trunk --version)"; \
	else \
	  echo "get  trunk $(TRUNK_VERSION) (cargo install, several minutes)"; \
	  cargo install --locked trunk --version '$(TRUNK_VERSION)'; \
	fi

tool-wasm-bindgen: tool-rust
	@test -n "$(WASM_BINDGEN_VERSION)" || { echo "make: no wasm-bindgen in Cargo.lock" >&2; exit 1; }
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(WASM_BINDGEN_VERSION)" ]; then \
	  echo "ok   wasm-bindgen $(WASM_BINDGEN_VERSION) (matches Cargo.lock)"; \
	else \
	  echo "get  wasm-bindgen-cli $(WASM_BINDGEN_VERSION) to match Cargo.lock (about 2 min)"; \
	  cargo install --force wasm-bindgen-cli --version '=$(WASM_BINDGEN_VERSION)'; \
	fi

# The post-processor that splits the wasm into a main module and per-game chunks
# (scripts/split/wasm-bindgen). The binary has no --version, so cargo's own
# record of what it installed into .tools/ says whether it is there.
tool-wasm-split: tool-rust
	@if [ -x '$(TOOLS)/bin/wasm-split-cli' ] && grep -q '"wasm_split_cli_support $(WASM_SPLIT_VERSION) ' '$(TOOLS)/.crates2.json' 2>/dev/null; then \
	  echo "ok   wasm-split-cli (wasm_split_cli_support $(WASM_SPLIT_VERSION))"; \
	else \
	  echo "get  wasm_split_cli_support $(WASM_SPLIT_VERSION) into .tools/ (cargo install, about 2 min)"; \
	  cargo install --locked --root '$(TOOLS)' wasm_split_cli_support --version '=$(WASM_SPLIT_VERSION)' --features build-binary; \
	fi

tool-node:
	@command -v node >/dev/null && command -v npm >/dev/null || { \
	  echo "make: Node.js 20+ and npm are needed (https://nodejs.org)." >&2; exit 1; }
	@node -e 'process.exit(+process.versions.node.split(".")[0] >= 20 ? 0 : 1)' || { \
	  echo "make: Node.js 20+ is needed, found $$(node --version)." >&2; exit 1; }

# Debian's binaryen is too old for what rustc emits; npm's binaryen ships a working wasm-opt.
tool-wasm-opt: tool-node
	@if wasm-opt --version 2>/dev/null | grep -q 'version $(BINARYEN_VERSION)\b'; then \
	  echo "ok   $$(wasm-opt --version)"; \
	else \
	  echo "get  wasm-opt (npm binaryen@$(BINARYEN_VERSION)) into .tools/"; \
	  npm install --prefix '$(TOOLS)' --no-audit --no-fund --loglevel=error 'binaryen@$(BINARYEN_VERSION)'; \
	fi

# The release build's post_build hook (scripts/post-build.mjs) minifies the JS glue with it.
tool-terser: tool-node
	@if [ "$$(terser --version 2>/dev/null)" = "terser $(TERSER_VERSION)" ]; then \
	  echo "ok   terser $(TERSER_VERSION)"; \
	else \
	  echo "get  terser $(TERSER_VERSION) (npm) into .tools/"; \
	  npm install --prefix '$(TOOLS)' --no-audit --no-fund --loglevel=error 'terser@$(TERSER_VERSION)'; \
	fi

# playwright-core only: it drives the system Chromium and never downloads a browser.
tool-node-deps: tool-node $(BROWSER)/node_modules/.installed
	@echo "ok   playwright-core $$(node -p 'require("$(BROWSER)/node_modules/playwright-core/package.json").version') (tests/browser)"

$(BROWSER)/node_modules/.installed: $(BROWSER)/package.json $(BROWSER)/package-lock.json
	@echo "get  browser-test deps (npm ci in tests/browser)"
	@cd '$(BROWSER)' && npm ci --no-audit --no-fund --loglevel=error
	@touch '$@'

tool-chromium:
	@if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then \
	  echo "ok   $$(/usr/bin/chromium --version 2>/dev/null)"; \
	else \
	  echo "get  chromium + chromium-driver (apt)"; \
	  $(SUDO) apt-get update; \
	  $(SUDO) apt-get install -y chromium chromium-driver; \
	fi

# ---------------------------------------------------------------- build

# Release build with the tuned profile; wasm-opt's passes come from index.html's
# data-wasm-opt-params, then scripts/post-build.mjs (Trunk.toml [[hooks]]) reorders
# the wasm, minifies the JS glue, puts the stylesheets and the prerendered home
# (cargo run --bin home_html) into index.html, writes the offline worker sw.js and
# the .br/.gz copies; public_url "./" (Trunk.toml) keeps every URL relative.
dist: tool-wasm-target tool-trunk tool-wasm-bindgen tool-wasm-split tool-wasm-opt tool-terser
	trunk build --release --dist '$(ROOT)/dist'

# trunk serve needs an absolute base, and builds into its own folder so that a running
# `make play` never overwrites the relative-URL dist/ the tests and benchmarks use.
# ENDGAMES_OFFLINE=off: its worker unregisters itself, so a rebuild shows at once
# instead of behind the "new version" notice.
play: tools
	ENDGAMES_OFFLINE=off trunk serve --release --public-url / --address 127.0.0.1 --port $(PLAY_PORT) \
	  --dist '$(ROOT)/target/trunk-play'

# ---------------------------------------------------------------- test

test: tools
	$(MAKE) --no-print-directory test-native
	$(MAKE) --no-print-directory dist
	$(MAKE) --no-print-directory test-browser

test-native: tool-rust
	cargo test

# The soak (tests/soak.rs): every game's random games, all-bot games at each table
# size and fuzzed saves and records, on every core; prints soak_<game>_* and
# fuzz_<game>_* figures. SOAK_GAMES, SOAK_BOT_GAMES and SOAK_FUZZ_INPUTS shrink it:
# `SOAK_GAMES=200 SOAK_BOT_GAMES=2 make soak` takes a minute or two.
soak: tool-rust
	cargo test --test soak -- --ignored --nocapture --test-threads=1

# Serves dist/ from a sub-path with tests/browser/serve.mjs and drives Chromium.
test-browser: tool-node-deps tool-chromium
	node '$(BROWSER)/run.mjs' --dist '$(ROOT)/dist'

# ---------------------------------------------------------------- lint

# Style and lints, warnings as errors (.ci/run runs it with make test). Clippy
# runs for the native tests and the wasm app. A minimal rustup profile has no
# rustfmt or clippy, so they are added first when missing. The games' folders
# are declared by a macro (`for_each_game!` in src/games/mod.rs), which
# `cargo fmt` cannot see through, so rustfmt checks them from their mod.rs.
lint: tool-wasm-target tool-lint-components
	cargo fmt --check
	rustfmt --edition 2021 --check src/games/*/mod.rs
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --bin endgames -- -D warnings

tool-lint-components: tool-rust
	@for c in rustfmt clippy; do \
	  if rustup component list --installed | grep -q "^$$c"; then \
	    echo "ok   $$c component"; \
	  else \
	    echo "add  $$c component"; rustup component add $$c; \
	  fi; \
	done

# ---------------------------------------------------------------- bench

# Figures go to stdout, one per line as `name: value unit`; install and build
# messages and budget warnings go to stderr, so `make bench 2>/dev/null` is just figures.
# Sizes: the whole app (budget 600 KB gzip), then what each game adds (100 KB gzip
# each; one release build without each game, into target/size-<slug>/). The games
# come from the registry (src/games/mod.rs): scripts/games.mjs reads it, and
# `cargo bench --benches` runs each built game's bench (Cargo.toml [[bench]]), the bot
# ladder included: 500 seeded games a pair of levels (LADDER_GAMES), at most LADDER_SECS
# seconds a pair (3,600 by default: Hard pairs take the longest; a pair cut short says
# how many games it played). The whole run takes hours on two cores.
bench:
	@$(MAKE) --no-print-directory tools dist >&2
	@node '$(ROOT)/scripts/bench-size.mjs' '$(ROOT)/dist'
	@node '$(ROOT)/scripts/bench-size-games.mjs' '$(ROOT)/dist'
	@node '$(ROOT)/scripts/bench-fcp.mjs' '$(ROOT)/dist'
	@node '$(ROOT)/scripts/bench-first-visit.mjs' '$(ROOT)/dist'
	@node '$(ROOT)/scripts/bench-open-network.mjs' '$(ROOT)/dist'
	@node '$(ROOT)/scripts/bench-lighthouse.mjs' '$(ROOT)/dist'
	@trunk build --release --features bench-route --dist '$(ROOT)/target/bench-dist' >&2
	@node '$(ROOT)/scripts/bench-bot.mjs' '$(ROOT)/target/bench-dist'
	@cargo bench --quiet --benches

# ---------------------------------------------------------------- clean

clean:
	rm -rf '$(ROOT)/dist' '$(BROWSER)/out'
	cargo clean

# Also forget the installed project-local tools (.tools/, tests/browser/node_modules).
distclean: clean
	rm -rf '$(TOOLS)' '$(BROWSER)/node_modules'
