# libFuzzer builds (-DNVT_FUZZ=ON, `make fuzz`, doc/fuzzing.md): every object
# of ours gets libFuzzer's coverage instrumentation (fuzzer-no-link) and
# ASan+UBSan, so that the targets of tests/fuzz/ see coverage in the library
# code they call; only those targets link libFuzzer's runtime (and its
# main). libLLVM is a prebuilt shared library and stays uninstrumented.
option(NVT_FUZZ "Build the libFuzzer targets of tests/fuzz (clang only)" OFF)
if(NVT_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "NVT_FUZZ needs clang (-DCMAKE_C_COMPILER=clang-22), not ${CMAKE_C_COMPILER_ID}")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined -fno-sanitize-recover=all)
endif()
