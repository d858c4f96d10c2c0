# nvvmtools_add_fatbin(): CUDA device code through nvvm-tools, from CMake.
# Installed with the nvvmtools CMake package and included by
# find_package(nvvmtools CONFIG); doc/cmake.md is the manual.
#
#   nvvmtools_add_fatbin(<target>
#       SOURCES <.cu|.ll|.bc>...     CUDA sources, NVVM IR text or bitcode
#       ARCHS sm_80 sm_90...         a cubin for each, and PTX for each
#       [LIBDEVICE]                  link CUDA's libdevice (__nv_* math)
#       [RDC]                        relocatable device code (device link with nvcc -dlink)
#       [DEBUG]                      -O0 -g device code
#       [OPTIONS <flag>...]          extra clang flags for .cu files (-I, -D ...),
#                                    device and host side
#       [SYMBOL <name>]              also a global symbol over the fatbin bytes
#                                    (for cuModuleLoadData); default for
#                                    targets without .cu sources: <target>_fatbin
#       [CUDA_PATH <dir>])           default: NVVMTOOLS_CUDA_PATH
#
# <target> is an INTERFACE library: linking it adds the host objects (the
# .cu files' host side, which registers their kernels with the CUDA runtime,
# and the SYMBOL object) and the CUDA runtime. The fatbins are listed in the
# target's NVVMTOOLS_FATBINS property.
#
# Per unit (without RDC each .cu file is one, as nvcc compiles it; the .ll
# and .bc files together are one; with RDC everything is one unit):
#   clang-22 --cuda-device-only -emit-llvm      per .cu and arch -> .bc
#   nvvm-link [--libdevice], nvvm-opt -O3, nvvm-llc --arch=A   per arch -> PTX
#   fatpack create --cubins-for=ARCHS           (ptxas; --compile-only with RDC)
#   clang-22 --cuda-host-only -Xclang -fcuda-include-gpubinary -Xclang U.fatbin
# With RDC the first .cu file's object carries the fatbin, the others an
# empty relocatable one, and nvcc -dlink makes the device-link object.
include_guard(GLOBAL)

if(NOT DEFINED NVVMTOOLS_BIN_DIR)
  get_filename_component(NVVMTOOLS_BIN_DIR "${CMAKE_CURRENT_LIST_DIR}/../../../bin" ABSOLUTE)
endif()
find_program(NVVMTOOLS_CLANG NAMES clang-22 clang PATHS /usr/lib/llvm-22/bin
             DOC "clang 22, the CUDA front end of nvvmtools_add_fatbin()")
if(NOT DEFINED NVVMTOOLS_CUDA_PATH)
  set(_nvt_cuda "/usr/local/cuda")
  foreach(_v CUDA_PATH CUDA_HOME)
    if(DEFINED ENV{${_v}} AND EXISTS "$ENV{${_v}}/bin/ptxas")
      set(_nvt_cuda "$ENV{${_v}}")
      break()
    endif()
  endforeach()
  set(NVVMTOOLS_CUDA_PATH "${_nvt_cuda}" CACHE PATH "CUDA toolkit for nvvmtools_add_fatbin() (ptxas, headers, libdevice)")
endif()

function(nvvmtools_add_fatbin target)
  cmake_parse_arguments(PARSE_ARGV 1 A "LIBDEVICE;RDC;DEBUG" "SYMBOL;CUDA_PATH" "SOURCES;ARCHS;OPTIONS")
  if(A_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): unknown arguments: ${A_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT A_SOURCES)
    message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): SOURCES is empty")
  endif()
  if(NOT A_ARCHS)
    message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): ARCHS is empty (e.g. ARCHS sm_80 sm_90)")
  endif()
  # The archs nvvm-tools knows: the names of the arch table in
  # src/core/arch.c, in its order (tests/lit/tools/cmake-archs.test checks
  # that the two agree). An arch outside it would fail only at build time,
  # in nvvm-llc; here it fails at configure time.
  set(known_archs
      sm_20 sm_21 sm_30 sm_32 sm_35 sm_37 sm_50 sm_52 sm_53 sm_60 sm_61 sm_62 sm_70 sm_72 sm_75
      sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_90a sm_100 sm_100a sm_100f sm_101 sm_101a sm_101f
      sm_103 sm_103a sm_103f sm_110 sm_110a sm_110f sm_120 sm_120a sm_120f sm_121 sm_121a sm_121f)
  foreach(a IN LISTS A_ARCHS)
    if(NOT a MATCHES "^sm_[0-9]+[af]?$")
      message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): arch '${a}' is not sm_NN, sm_NNa or sm_NNf")
    endif()
    list(FIND known_archs "${a}" known)
    if(known EQUAL -1)
      list(JOIN known_archs " " known_list)
      message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): arch '${a}' is not one nvvm-tools knows "
                          "(known: ${known_list})")
    endif()
  endforeach()
  set(cuda "${A_CUDA_PATH}")
  if(NOT cuda)
    set(cuda "${NVVMTOOLS_CUDA_PATH}")
  endif()
  if(NOT EXISTS "${cuda}/bin/ptxas")
    message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): no ptxas in '${cuda}/bin' (set NVVMTOOLS_CUDA_PATH or CUDA_PATH)")
  endif()
  foreach(t nvvm-link nvvm-opt nvvm-llc fatpack)
    if(NOT EXISTS "${NVVMTOOLS_BIN_DIR}/${t}")
      message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): ${NVVMTOOLS_BIN_DIR}/${t} not found")
    endif()
  endforeach()
  set(bin "${NVVMTOOLS_BIN_DIR}")

  # sources by kind, absolute
  set(cu_srcs)
  set(ir_srcs)
  foreach(s IN LISTS A_SOURCES)
    get_filename_component(s "${s}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(s MATCHES "\\.cu$")
      list(APPEND cu_srcs "${s}")
    elseif(s MATCHES "\\.(ll|bc)$")
      list(APPEND ir_srcs "${s}")
    else()
      message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): '${s}' is not .cu, .ll or .bc")
    endif()
  endforeach()
  if(cu_srcs AND NOT NVVMTOOLS_CLANG)
    message(FATAL_ERROR "nvvmtools_add_fatbin(${target}): .cu sources need clang-22 (NVVMTOOLS_CLANG)")
  endif()

  set(dir "${CMAKE_CURRENT_BINARY_DIR}/${target}.nvvmtools")
  file(MAKE_DIRECTORY "${dir}")
  list(GET A_ARCHS 0 first_arch)
  list(JOIN A_ARCHS "," arch_list)
  # clang's flags for a CUDA compile whose device side our tools take over
  set(clang_common -x cuda --cuda-path=${cuda} -Wno-unknown-cuda-version
      -Xclang -target-sdk-version=13.0 -I${cuda}/include/cccl ${A_OPTIONS})
  if(A_RDC)
    list(APPEND clang_common -fgpu-rdc)
  endif()
  if(A_DEBUG)
    set(dev_opt -O0 -g)
    set(opt_level -O0)
    set(llc_flags -O0 -g)
    set(pack_flags -g)
  else()
    set(dev_opt -O3 -Xclang -disable-llvm-optzns)
    set(opt_level -O3)
    set(llc_flags)
    set(pack_flags)
  endif()
  set(link_flags)
  if(A_LIBDEVICE)
    set(link_flags --libdevice=${cuda}/nvvm/libdevice/libdevice.10.bc)
  endif()
  if(A_RDC)
    list(APPEND pack_flags --ptxas-options=--compile-only)
  endif()

  # device bitcode of every .cu file, for every arch (so that __CUDA_ARCH__
  # is each arch's, as nvcc and clang compile CUDA)
  foreach(a IN LISTS A_ARCHS)
    set(cu_bcs_${a})
  endforeach()
  foreach(s IN LISTS cu_srcs)
    get_filename_component(stem "${s}" NAME_WE)
    set(rdc_def)
    if(A_RDC)
      set(rdc_def -D__CUDACC_RDC__)
    endif()
    foreach(a IN LISTS A_ARCHS)
      set(bc "${dir}/${stem}.${a}.device.bc")
      add_custom_command(OUTPUT "${bc}"
        COMMAND ${NVVMTOOLS_CLANG} ${clang_common} --cuda-gpu-arch=${a} --cuda-device-only -nocudalib ${rdc_def}
                ${dev_opt} -emit-llvm -c "${s}" -o "${bc}" -MD -MF "${bc}.d"
        DEPENDS "${s}" DEPFILE "${bc}.d"
        COMMENT "nvvmtools: clang-22 device side of ${stem}.cu for ${a}" VERBATIM COMMAND_EXPAND_LISTS)
      list(APPEND cu_bcs_${a} "${bc}")
    endforeach()
  endforeach()

  # units: the bitcode of unit U for arch A is unit_U_A
  set(units)
  if(A_RDC)
    set(units all)
    foreach(a IN LISTS A_ARCHS)
      set(unit_all_${a} ${cu_bcs_${a}} ${ir_srcs})
    endforeach()
  else()
    set(i 0)
    foreach(s IN LISTS cu_srcs)
      list(APPEND units cu${i})
      foreach(a IN LISTS A_ARCHS)
        list(GET cu_bcs_${a} ${i} bc)
        set(unit_cu${i}_${a} ${bc})
      endforeach()
      math(EXPR i "${i} + 1")
    endforeach()
    if(ir_srcs)
      list(APPEND units ir)
      foreach(a IN LISTS A_ARCHS)
        set(unit_ir_${a} ${ir_srcs})
      endforeach()
    endif()
  endif()

  set(fatbins)
  foreach(u IN LISTS units)
    set(stem "${target}.${u}")
    set(ptxs)
    foreach(a IN LISTS A_ARCHS)
      set(ptx "${dir}/${stem}.${a}.ptx")
      add_custom_command(OUTPUT "${ptx}"
        COMMAND "${bin}/nvvm-link" ${unit_${u}_${a}} ${link_flags} -o "${dir}/${stem}.${a}.linked.bc"
        COMMAND "${bin}/nvvm-opt" ${opt_level} "${dir}/${stem}.${a}.linked.bc" -o "${dir}/${stem}.${a}.bc"
        COMMAND "${bin}/nvvm-llc" ${llc_flags} --arch=${a} "${dir}/${stem}.${a}.bc" -o "${ptx}"
        DEPENDS ${unit_${u}_${a}} "${bin}/nvvm-link" "${bin}/nvvm-opt" "${bin}/nvvm-llc"
        COMMENT "nvvmtools: nvvm-link, nvvm-opt, nvvm-llc ${stem} for ${a}" VERBATIM COMMAND_EXPAND_LISTS)
      list(APPEND ptxs "${ptx}")
    endforeach()
    set(fb "${dir}/${stem}.fatbin")
    add_custom_command(OUTPUT "${fb}"
      COMMAND "${bin}/fatpack" create -o "${fb}" ${ptxs} --cubins-for=${arch_list} --cuda-path=${cuda} ${pack_flags}
      DEPENDS ${ptxs} "${bin}/fatpack"
      COMMENT "nvvmtools: ptxas and fatpack create ${stem}.fatbin" VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND fatbins "${fb}")
  endforeach()

  # With RDC every .cu file but the first carries an empty relocatable
  # fatbin: clang writes no registration code without one, and nvcc -dlink
  # registers those files' kernels with the device-linked image.
  if(A_RDC AND cu_srcs)
    set(empty_ptxs)
    foreach(a IN LISTS A_ARCHS)
      list(APPEND empty_ptxs "${dir}/empty.${a}.ptx")
    endforeach()
    file(WRITE "${dir}/empty.ll" "target triple = \"nvptx64-nvidia-cuda\"\n")
    add_custom_command(OUTPUT "${dir}/empty.fatbin"
      COMMAND "${bin}/nvvm-llc" --arch=${arch_list} --stem=empty -o "${dir}" "${dir}/empty.ll"
      COMMAND "${bin}/fatpack" create -o "${dir}/empty.fatbin" ${empty_ptxs} --cubins-for=${arch_list}
              --cuda-path=${cuda} --ptxas-options=--compile-only
      DEPENDS "${bin}/nvvm-llc" "${bin}/fatpack"
      COMMENT "nvvmtools: empty relocatable fatbin" VERBATIM COMMAND_EXPAND_LISTS)
  endif()

  # host objects (the archs give __CUDA_ARCH_LIST__ as in a whole compile)
  set(host_archs)
  foreach(a IN LISTS A_ARCHS)
    list(APPEND host_archs --cuda-gpu-arch=${a})
  endforeach()
  set(objs)
  set(i 0)
  foreach(s IN LISTS cu_srcs)
    get_filename_component(stem "${s}" NAME_WE)
    if(A_RDC)
      if(i EQUAL 0)
        set(fb "${dir}/${target}.all.fatbin")
      else()
        set(fb "${dir}/empty.fatbin")
      endif()
    else()
      set(fb "${dir}/${target}.cu${i}.fatbin")
    endif()
    set(obj "${dir}/${stem}.host.o")
    add_custom_command(OUTPUT "${obj}"
      COMMAND ${NVVMTOOLS_CLANG} ${clang_common} ${host_archs} --cuda-host-only --no-offload-new-driver -O2 -fPIC
              -Xclang -fcuda-include-gpubinary -Xclang "${fb}" -c "${s}" -o "${obj}" -MD -MF "${obj}.d"
      DEPENDS "${s}" "${fb}" DEPFILE "${obj}.d"
      COMMENT "nvvmtools: clang-22 host side of ${stem}.cu" VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND objs "${obj}")
    math(EXPR i "${i} + 1")
  endforeach()

  set(symbol "${A_SYMBOL}")
  if(NOT symbol AND NOT cu_srcs)
    string(MAKE_C_IDENTIFIER "${target}_fatbin" symbol)
  endif()
  if(symbol)
    if(A_RDC)
      set(sym_fb "${dir}/${target}.all.fatbin")
    elseif(ir_srcs)
      set(sym_fb "${dir}/${target}.ir.fatbin")
    else()
      set(sym_fb "${dir}/${target}.cu0.fatbin")
    endif()
    add_custom_command(OUTPUT "${dir}/${symbol}.o"
      COMMAND "${bin}/fatpack" embed "${sym_fb}" -o "${dir}/${symbol}.o" --symbol=${symbol}
      DEPENDS "${sym_fb}" "${bin}/fatpack"
      COMMENT "nvvmtools: fatpack embed --symbol=${symbol}" VERBATIM)
    list(APPEND objs "${dir}/${symbol}.o")
  endif()

  set(libs)
  if(cu_srcs)
    set(libs "${cuda}/lib64/libcudart.so")
  endif()
  if(A_RDC AND cu_srcs)
    # the device link: nvlink through nvcc -dlink, over every host object
    set(gencode)
    foreach(a IN LISTS A_ARCHS)
      string(REGEX REPLACE "^sm_" "" n "${a}")
      list(APPEND gencode -gencode arch=compute_${n},code=sm_${n})
    endforeach()
    set(dlink "${dir}/${target}.dlink.o")
    add_custom_command(OUTPUT "${dlink}"
      COMMAND "${cuda}/bin/nvcc" -dlink ${gencode} ${objs} -lcudadevrt -o "${dlink}"
      DEPENDS ${objs}
      COMMENT "nvvmtools: nvcc -dlink ${target}" VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND objs "${dlink}")
    list(PREPEND libs "${cuda}/lib64/libcudadevrt.a")
  endif()

  add_custom_target(${target}_nvvmtools DEPENDS ${objs} ${fatbins})
  add_library(${target} INTERFACE)
  add_dependencies(${target} ${target}_nvvmtools)
  target_link_libraries(${target} INTERFACE ${objs} ${libs})
  if(cu_srcs)
    target_include_directories(${target} INTERFACE "${cuda}/include")
  endif()
  set_target_properties(${target} PROPERTIES NVVMTOOLS_FATBINS "${fatbins}")
endfunction()
