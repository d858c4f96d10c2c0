# lit configuration shared by every suite under tests/lit/<tool>/.
import os
import shutil
import lit.formats

site = lit_config.params.get("site_config")
if site:
    lit_config.load_config(config, site)

config.name = "nvvm-tools"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test", ".ptx", ".c", ".s"]
config.excludes = ["Inputs", "inputs", "lit.cfg.py", "lit.local.cfg", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)

build = getattr(config, "nvt_build_dir", "")
src = getattr(config, "nvt_source_dir", os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
llvm_bin = getattr(config, "llvm_bin_dir", "/usr/lib/llvm-22/bin")
config.test_exec_root = os.path.join(build or "/tmp", "tests", "lit-out")

# Our tools first, then LLVM 22's (FileCheck, not, llvm-as, ...).
path = [build, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))]
config.environment["PATH"] = os.pathsep.join(p for p in path if p)
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Tests must never find a CUDA through the environment by accident.
for var in ("CUDA_HOME", "CUDA_PATH"):
    config.environment.pop(var, None)

config.substitutions.append(("%src", src))
config.substitutions.append(("%examples", os.path.join(src, "examples")))
config.substitutions.append(("%llvmbin", llvm_bin))
# libnvvm-open (tests/lit/libnvvm-open): the libNVVM-interface driver, run
# with our libnvvm.so.4, and the directory of that library.
nvvm_open_dir = os.path.join(build, "lib", "nvvm-open")
config.substitutions.append(("%nvvm_api", "env LD_LIBRARY_PATH=%s %s" % (
    nvvm_open_dir, os.path.join(build, "tests", "libnvvm", "nvvm-api"))))
config.substitutions.append(("%nvvm_open_dir", nvvm_open_dir))
config.substitutions.append(("%nvt_build", build))
config.substitutions.append(("%api", os.path.join(src, "tests", "libnvvm", "api")))

# The CUDA toolkit is an oracle: tests that need it say REQUIRES: ptxas (or
# libnvvm, nvjitlink, nvcc, fatbinary, nvlink) and lit reports them UNSUPPORTED
# with the reason below when it is absent.
def find_cuda():
    cands = [getattr(config, "cuda_path", ""), os.environ.get("CUDA_HOME", ""),
             os.environ.get("CUDA_PATH", ""), "/usr/local/cuda"]
    for c in cands:
        if c and os.path.isfile(os.path.join(c, "bin", "ptxas")):
            return c
    return None

cuda = find_cuda()
if cuda:
    config.substitutions.append(("%cuda", cuda))
    config.available_features.add("cuda")
    for tool in ("ptxas", "nvlink", "fatbinary", "nvcc"):
        exe = os.path.join(cuda, "bin", tool)
        if os.path.isfile(exe):
            config.available_features.add(tool)
            config.substitutions.append(("%" + tool, exe))
    for lib, feat in (("libnvvm.so", "libnvvm"), ("libnvJitLink.so", "nvjitlink")):
        for d in ("lib64", "lib", "nvvm/lib64"):
            if os.path.exists(os.path.join(cuda, d, lib)):
                config.available_features.add(feat)
                break
    if os.path.isfile(os.path.join(cuda, "nvvm", "libdevice", "libdevice.10.bc")):
        config.available_features.add("libdevice")
        config.substitutions.append(("%libdevice", os.path.join(cuda, "nvvm", "libdevice", "libdevice.10.bc")))
        # a libdevice release nvvm-link reads without the isolated child:
        # the digests of src/link/known_libdevice.def, the library's list
        import hashlib
        import re
        with open(os.path.join(src, "src", "link", "known_libdevice.def")) as f:
            known = re.findall(r'^KNOWN_LIBDEVICE\(\s*\d+\s*,\s*"([0-9a-f]{64})"', f.read(), re.M)
        with open(os.path.join(cuda, "nvvm", "libdevice", "libdevice.10.bc"), "rb") as f:
            if hashlib.sha256(f.read()).hexdigest() in known:
                config.available_features.add("libdevice-known")
else:
    lit_config.note("CUDA toolkit not found (CUDA_PATH, CUDA_HOME, /usr/local/cuda): "
                    "ptxas/nvJitLink/libNVVM oracle tests are UNSUPPORTED (skipped)")
if shutil.which("clang-22") or os.path.exists(os.path.join(llvm_bin, "clang")):
    config.available_features.add("clang")
    config.substitutions.append(("%clang", shutil.which("clang-22") or os.path.join(llvm_bin, "clang")))
# clang-22 with the CUDA toolkit's headers, the way a build compiles CUDA for
# us (--cuda-device-only, bitcode): %clang_cuda is the whole command but the
# arch, the optimization level and the files. clang 22 knows CUDA up to 12.9,
# hence the SDK version; cccl is the include nvcc adds (cooperative groups,
# CUB, Thrust, libcu++).
if "clang" in config.available_features and cuda and \
        os.path.isfile(os.path.join(cuda, "include", "cuda_runtime.h")):
    config.available_features.add("clang-cuda")
    # before %clang, which would otherwise match its first six letters
    config.substitutions.insert(0, ("%clang_cuda", " ".join([
        shutil.which("clang-22") or os.path.join(llvm_bin, "clang"),
        "-x cuda --cuda-device-only --cuda-path=" + cuda, "-nocudalib",
        "-Wno-unknown-cuda-version -Xclang -target-sdk-version=13.0",
        "-I" + os.path.join(cuda, "include", "cccl"), "-emit-llvm -c"])))
if shutil.which("strace"):
    config.available_features.add("strace")
# ASan+UBSan or TSan: either keeps its own signal handlers (no [llvm-crash]).
if any(getattr(config, v, "OFF") in ("ON", "1", "TRUE", "True") for v in ("nvt_sanitize", "nvt_tsan")):
    config.available_features.add("sanitize")
# The tools hold LLVM's static archives (CMake's NVT_STATIC_LLVM).
if getattr(config, "nvt_static_llvm", "OFF") in ("ON", "1", "TRUE", "True"):
    config.available_features.add("static-llvm")
