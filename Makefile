# The two commands of the README, plus a few more. Everything installs what
# it needs first (Debian 12, as root or with sudo), then configures and builds.
#   make demo    build and run the real pipeline on examples/
#   make test    build and run every test (ctest: unit + lit + oracles)
#   make test-asan   the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make test-tsan   the threaded tests (ctest -L tsan) under ThreadSanitizer
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
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all deps build test test-asan test-tsan demo bench bench-instr fuzz clean

all: build

deps:
	@./scripts/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

build: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

$(ASAN_BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DNVT_SANITIZE=ON $(CMAKE_FLAGS)

test-asan: deps $(ASAN_BUILD)/CMakeCache.txt
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure -j $(JOBS)

$(TSAN_BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVT_TSAN=ON $(CMAKE_FLAGS)

# The threaded tests (ctest label tsan) under ThreadSanitizer: any report fails.
test-tsan: deps $(TSAN_BUILD)/CMakeCache.txt
	cmake --build $(TSAN_BUILD) -j $(JOBS)
	cd $(TSAN_BUILD) && TSAN_OPTIONS=halt_on_error=1:exitcode=66:second_deadlock_stack=1 \
	  ctest --output-on-failure -j $(JOBS) -L tsan

.PHONY: abi-baseline
abi-baseline: build
	sh tests/abi/run.sh $(CURDIR) $(CURDIR)/$(BUILD) --update

.PHONY: install
install: build
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD) --prefix "$(PREFIX)"

demo: build
	./scripts/demo.sh $(BUILD)

bench: build
	./bench/run.sh $(BUILD)

bench-instr: build
	BENCH_KEEP=$(BUILD)/bench-keep ./bench/bench-set.sh $(BUILD) > $(BUILD)/bench-keep.txt
	./bench/bench-instr.sh $(BUILD) $(BUILD)/bench-keep

$(FUZZ_BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(FUZZ_BUILD) -DCMAKE_C_COMPILER=clang-22 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DNVT_FUZZ=ON $(CMAKE_FLAGS)

fuzz: deps $(FUZZ_BUILD)/CMakeCache.txt
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz-targets
	FUZZ_JOBS=$(FUZZ_JOBS) ./scripts/fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TSAN_BUILD) $(FUZZ_BUILD)
