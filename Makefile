# The two commands of the README, plus a few more. Only deps, demo and the
# test targets install packages (scripts/install-deps.sh: what is missing,
# Debian 12, as root or with sudo); every other target configures and builds
# with what is there.
#   make deps    install what the build and the tests need and is missing
#   make build   configure (build/) and build; `make` alone does the same
#   make demo    install, build and run the real pipeline on examples/
#   make test    install, build and run the quick tier (ctest -L quick: unit,
#                lit, the oracles, fixed samples of the corpus and the sweeps;
#                README "Two commands" says how long each tier takes)
#   make test-full   every test (ctest: the whole corpus and every sweep too)
#   make test-asan   the quick tier under AddressSanitizer + UndefinedBehaviorSanitizer
#   make test-tsan   the threaded tests (ctest -L tsan) under ThreadSanitizer
#   CTEST_ARGS="..." more ctest arguments for the test targets (-R, --stop-time ...)
#   make install [PREFIX=/usr/local] [DESTDIR=...]   tools, libraries, headers, man
#                pages, pkg-config and CMake files (doc/install.md)
#   make abi-baseline   regenerate tests/abi/*.abi from this build (only when the
#                ABI may change: doc/abi-policy.md)
#   make bench   measure against the anchors (llc-22, llvm-link-22, libNVVM, fatbinary)
#   make bench-instr   instructions of nvvm-opt and nvvm-llc against opt-22 and llc-22
#                on bench-set.sh's modules (valgrind; steady on a VM whose speed drifts)
#   make fuzz    build the libFuzzer targets (clang-22, build-fuzz/) and run each
#                for FUZZ_SECONDS (default 600) on FUZZ_JOBS cores (default 1):
#                eleven targets, about 110 minutes; doc/fuzzing.md. Not part of `make test`,
#                which replays every seed corpus instead.
BUILD ?= build
ASAN_BUILD ?= build-asan
TSAN_BUILD ?= build-tsan
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 1
FUZZ_TARGETS ?= fatbin fatbin_elf cubin archive ptx_asm ptx_lex ptx_dwarf dwarf ir_text compress options
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=
CTEST_ARGS ?=
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all deps build test test-full test-asan test-tsan demo bench bench-instr fuzz clean

all: build

deps:
	@./scripts/install-deps.sh

# The goals that install: deps runs before any configure they cause (an
# order-only prerequisite, so that it also holds under make -j).
NEED_DEPS := $(if $(filter deps demo test test-%,$(MAKECMDGOALS)),deps)

$(BUILD)/CMakeCache.txt: | $(NEED_DEPS)
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

build: $(BUILD)/CMakeCache.txt | $(NEED_DEPS)
	cmake --build $(BUILD) -j $(JOBS)

test: deps build
	cd $(BUILD) && ctest --output-on-failure --no-tests=error -j $(JOBS) -L quick $(CTEST_ARGS)

test-full: deps build
	cd $(BUILD) && ctest --output-on-failure --no-tests=error -j $(JOBS) $(CTEST_ARGS)

$(ASAN_BUILD)/CMakeCache.txt: | $(NEED_DEPS)
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DNVT_SANITIZE=ON $(CMAKE_FLAGS)

# The quick tier under ASan + UBSan: any report fails.
test-asan: deps $(ASAN_BUILD)/CMakeCache.txt
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure --no-tests=error -j $(JOBS) -L quick $(CTEST_ARGS)

$(TSAN_BUILD)/CMakeCache.txt: | $(NEED_DEPS)
	cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVT_TSAN=ON $(CMAKE_FLAGS)

# The threaded tests (ctest label tsan) under ThreadSanitizer: any report fails.
test-tsan: deps $(TSAN_BUILD)/CMakeCache.txt
	cmake --build $(TSAN_BUILD) -j $(JOBS)
	cd $(TSAN_BUILD) && TSAN_OPTIONS=$(if $(wildcard tests/tsan.supp),suppressions=$(CURDIR)/tests/tsan.supp:)halt_on_error=1:exitcode=66:second_deadlock_stack=1 \
	  ctest --output-on-failure --no-tests=error -j $(JOBS) -L tsan $(CTEST_ARGS)

.PHONY: abi-baseline
abi-baseline: build
	sh tests/abi/run.sh $(CURDIR) $(CURDIR)/$(BUILD) --update

.PHONY: install
install: build
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD) --prefix "$(PREFIX)"

demo: deps build
	./scripts/demo.sh $(BUILD)

bench: build
	./bench/run.sh $(BUILD)

bench-instr: build
	BENCH_KEEP=$(BUILD)/bench-keep ./bench/bench-set.sh $(BUILD) > $(BUILD)/bench-keep.txt
	./bench/bench-instr.sh $(BUILD) $(BUILD)/bench-keep

$(FUZZ_BUILD)/CMakeCache.txt:
	cmake -S . -B $(FUZZ_BUILD) -DCMAKE_C_COMPILER=clang-22 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DNVT_FUZZ=ON $(CMAKE_FLAGS)

fuzz: $(FUZZ_BUILD)/CMakeCache.txt
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz-targets
	FUZZ_JOBS=$(FUZZ_JOBS) ./scripts/fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TSAN_BUILD) $(FUZZ_BUILD)
