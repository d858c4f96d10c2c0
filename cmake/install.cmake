# Installation: `cmake --install BUILD [--prefix P]` (DESTDIR honoured) and
# `make install` put the tools, both shared libraries (with their SONAME
# links), the static archives, the public headers, a man page for every
# tool, pkg-config files and a CMake package (find_package(nvvmtools CONFIG))
# under the prefix. doc/install.md lists what goes where; tests/install/
# installs into a temporary prefix and builds consumers against it.
#
# Included from the top-level CMakeLists.txt after every target is defined.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# --- the version header: project(VERSION) is the one place it is written ---
configure_file(${CMAKE_SOURCE_DIR}/include/nvvmtools/version.h.in
               ${CMAKE_BINARY_DIR}/include/nvvmtools/version.h @ONLY)
foreach(t nvt-util nvt-core-obj nvt-llvm-obj nvvmtools-core nvvmtools
          nvvmtools-core-static nvvmtools-static)
  target_include_directories(${t} PUBLIC $<BUILD_INTERFACE:${CMAKE_BINARY_DIR}/include>)
endforeach()

# --- run paths: installed tools find the installed libraries (relative, so a
# prefix can be moved); LLVM's own directory (/usr/lib/llvm-22/lib, outside
# the loader's default path) stays through INSTALL_RPATH_USE_LINK_PATH ------
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(NVT_TOOL_RPATH "${CMAKE_INSTALL_LIBDIR}")
else()
  set(NVT_TOOL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")
endif()
set_target_properties(${NVT_BUILT_TOOLS} PROPERTIES
  INSTALL_RPATH "${NVT_TOOL_RPATH}" INSTALL_RPATH_USE_LINK_PATH TRUE)
set_target_properties(nvvmtools nvvmtools-core PROPERTIES
  INSTALL_RPATH "$ORIGIN" INSTALL_RPATH_USE_LINK_PATH TRUE)

# --- tools, libraries, headers -----------------------------------------------
install(TARGETS ${NVT_BUILT_TOOLS} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The CMake package exports the shared libraries as nvvmtools::nvvmtools and
# nvvmtools::core (the static archives are for pkg-config --static and plain
# -l: see doc/install.md).
set_target_properties(nvvmtools-core PROPERTIES EXPORT_NAME core)
set_target_properties(nvvmtools PROPERTIES EXPORT_NAME nvvmtools)
install(TARGETS nvvmtools-core nvvmtools EXPORT nvvmtoolsTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# The archives are built as lib*-static.a beside the shared libraries; they
# install under the names -lnvvmtools / -lnvvmtools-core find.
install(FILES $<TARGET_FILE:nvvmtools-core-static> DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RENAME libnvvmtools-core.a)
install(FILES $<TARGET_FILE:nvvmtools-static> DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RENAME libnvvmtools.a)

install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/nvvmtools
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.h")
install(FILES ${CMAKE_BINARY_DIR}/include/nvvmtools/version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nvvmtools)

# libnvvm-open: <libdir>/nvvm-open/libnvvm.so.4 (+ libnvvm.so), for
# LD_LIBRARY_PATH=<prefix>/lib/nvvm-open (doc/libnvvm-open.md). Only the
# system's libraries are needed beside it (and libLLVM with NVT_STATIC_LLVM off).
set_target_properties(nvvm-open PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
install(TARGETS nvvm-open LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/nvvm-open)

# --- CMake package -------------------------------------------------------------
set(NVT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/nvvmtools)
install(EXPORT nvvmtoolsTargets NAMESPACE nvvmtools:: FILE nvvmtoolsTargets.cmake
        DESTINATION ${NVT_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/nvvmtoolsConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/nvvmtoolsConfig.cmake INSTALL_DESTINATION ${NVT_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR)
# 0.x: a new minor version may break the API (and bumps nothing else).
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/nvvmtoolsConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/nvvmtoolsConfig.cmake
              ${CMAKE_BINARY_DIR}/cmake/nvvmtoolsConfigVersion.cmake
              ${CMAKE_SOURCE_DIR}/cmake/nvvmtoolsFatbin.cmake
        DESTINATION ${NVT_CMAKE_DIR})

# --- fatpack under the name fatbinary (doc/fatbinary-compat.md): a directory
# of its own, so that putting it first in a search path (nvcc.profile, a
# toolkit view for clang --cuda-path) replaces only fatbinary. The link is
# relative, so the prefix can be moved. ------------------------------------------
set(NVT_FATBINARY_DIR ${CMAKE_INSTALL_LIBEXECDIR}/nvvm-tools/fatbinary-compat/bin)
install(CODE "
  set(dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${NVT_FATBINARY_DIR}\")
  if(IS_ABSOLUTE \"${NVT_FATBINARY_DIR}\")
    set(dir \"\$ENV{DESTDIR}${NVT_FATBINARY_DIR}\")
  endif()
  set(fatpack \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/fatpack\")
  if(IS_ABSOLUTE \"${CMAKE_INSTALL_BINDIR}\")
    set(fatpack \"\$ENV{DESTDIR}${CMAKE_INSTALL_BINDIR}/fatpack\")
  endif()
  file(MAKE_DIRECTORY \"\${dir}\")
  file(RELATIVE_PATH rel \"\${dir}\" \"\${fatpack}\")
  message(STATUS \"Installing: \${dir}/fatbinary -> \${rel}\")
  file(CREATE_LINK \"\${rel}\" \"\${dir}/fatbinary\" SYMBOLIC)
")

# --- pkg-config ------------------------------------------------------------------
# Written at install time, so that the prefix is the one installed into
# (cmake --install --prefix P may differ from CMAKE_INSTALL_PREFIX).
get_filename_component(NVT_LLVM_LIBNAME ${LLVM_LIBRARY} NAME_WE)
string(REGEX REPLACE "^lib" "" NVT_LLVM_LIBNAME "${NVT_LLVM_LIBNAME}")
set(NVT_PC_PREFIX "%NVT_PREFIX%") # replaced at install time
foreach(d LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${d}}")
    set(NVT_PC_${d} "${CMAKE_INSTALL_${d}}")
  else()
    set(NVT_PC_${d} "\${prefix}/${CMAKE_INSTALL_${d}}")
  endif()
endforeach()
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(NVT_PC_DEST "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
else()
  set(NVT_PC_DEST "\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endif()
foreach(pc libnvvmtools libnvvmtools-core)
  configure_file(${CMAKE_SOURCE_DIR}/cmake/${pc}.pc.in ${CMAKE_BINARY_DIR}/pkgconfig/${pc}.pc.in @ONLY)
endforeach()
install(CODE "
  foreach(pc libnvvmtools libnvvmtools-core)
    file(READ \"${CMAKE_BINARY_DIR}/pkgconfig/\${pc}.pc.in\" text)
    string(REPLACE \"%NVT_PREFIX%\" \"\${CMAKE_INSTALL_PREFIX}\" text \"\${text}\")
    file(WRITE \"${CMAKE_BINARY_DIR}/pkgconfig/\${pc}.pc\" \"\${text}\")
  endforeach()
  file(INSTALL DESTINATION \"${NVT_PC_DEST}\" TYPE FILE FILES
       \"${CMAKE_BINARY_DIR}/pkgconfig/libnvvmtools.pc\" \"${CMAKE_BINARY_DIR}/pkgconfig/libnvvmtools-core.pc\")
")

# --- man pages: generated from each tool's --help, so they say what the tool
# does (scripts/gen-man.py) ----------------------------------------------------
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND AND NOT CMAKE_CROSSCOMPILING)
  set(NVT_MAN_PAGES)
  file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/man)
  foreach(t ${NVT_BUILT_TOOLS})
    set(page ${CMAKE_BINARY_DIR}/man/${t}.1)
    add_custom_command(OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
              ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/gen-man.py
              $<TARGET_FILE:${t}> ${PROJECT_VERSION} ${page}
      DEPENDS ${t} ${CMAKE_SOURCE_DIR}/scripts/gen-man.py
      COMMENT "Generating man page ${t}.1" VERBATIM)
    list(APPEND NVT_MAN_PAGES ${page})
  endforeach()
  add_custom_target(nvt-man ALL DEPENDS ${NVT_MAN_PAGES})
  install(FILES ${NVT_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "nvvm-tools: no python3 (or cross-compiling): man pages are not generated")
endif()

# --- documentation ---------------------------------------------------------------
file(GLOB NVT_DOCS ${CMAKE_SOURCE_DIR}/doc/*.md)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${NVT_DOCS} DESTINATION ${CMAKE_INSTALL_DOCDIR})
