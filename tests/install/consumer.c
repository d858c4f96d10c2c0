/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A program built against an installed nvvm-tools (tests/install/run.sh
 * builds it twice: with pkg-config and with find_package(nvvmtools)). It
 * does what a JIT does, all in memory through the public API: link a
 * kernel with libdevice lazily, verify the result, compile it for two
 * archs and pack the PTX into a fatbin, then read the fatbin back.
 *
 *   consumer NAME [CUDA_PATH]     (CUDA_PATH "-": do not look for libdevice)
 *
 * Exit 0: everything ran; 1: a step failed; 77: libdevice was not found
 * (every other step still ran, on a kernel that needs no libdevice).
 */
#include <nvvmtools/codegen.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/fatbin.h>
#include <nvvmtools/link.h>
#include <nvvmtools/verify.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if NVT_VERSION_NUMBER < NVT_MAKE_VERSION(0, 1, 0)
#error "nvvm-tools 0.1.0 or later expected"
#endif

/* A kernel that calls two libdevice functions (and, through them, more). */
static const char kernel_libdevice[] =
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"declare float @__nv_sinf(float)\n"
	"declare double @__nv_pow(double, double)\n"
	"define void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {\n"
	"  %x = load float, ptr addrspace(1) %p\n"
	"  %s = call float @__nv_sinf(float %x)\n"
	"  store float %s, ptr addrspace(1) %p\n"
	"  %d = load double, ptr addrspace(1) %q\n"
	"  %e = call double @__nv_pow(double %d, double %d)\n"
	"  store double %e, ptr addrspace(1) %q\n"
	"  ret void\n"
	"}\n"
	"!nvvm.annotations = !{!0}\n"
	"!0 = !{ptr @k, !\"kernel\", i32 1}\n";

/* The same kernel shape without libdevice, for machines without CUDA. */
static const char kernel_plain[] =
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {\n"
	"  %x = load float, ptr addrspace(1) %p\n"
	"  %s = fmul float %x, %x\n"
	"  store float %s, ptr addrspace(1) %p\n"
	"  ret void\n"
	"}\n"
	"!nvvm.annotations = !{!0}\n"
	"!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static const char *prog = "consumer";

static void print_diag(const struct nvt_diag *d, void *ctx)
{
	char buf[1024];
	(void)ctx;
	nvt_diag__format(d, NVT_DIAG_TEXT, prog, buf, sizeof(buf));
	fprintf(stderr, "%s\n", buf);
}

static int fail(const char *step, int err)
{
	fprintf(stderr, "%s: FAIL: %s: %s\n", prog, step, nvt_strerror(err));
	return 1;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: consumer NAME [CUDA_PATH]\n");
		return 2;
	}
	prog = argv[1];
	const char *cuda_path = argc > 2 && argv[2][0] ? argv[2] : NULL;
	bool no_search = cuda_path && strcmp(cuda_path, "-") == 0;

	if (strcmp(nvt_version(), "0.0.0") == 0)
		return fail("nvt_version", -errno);
	printf("%s: nvvm-tools %s (headers %d.%d.%d), LLVM %s\n", prog, nvt_version(),
	       NVT_VERSION_MAJOR, NVT_VERSION_MINOR, NVT_VERSION_PATCH, nvt_llvm_version());

	NVT_OPTS(nvt_diags_opts, dopts, .callback = print_diag);
	struct nvt_diags *diags = nvt_diags__new(&dopts);
	if (!diags)
		return fail("nvt_diags__new", -errno);

	/* The CUDA toolkit, for libdevice: the library reads no environment;
	 * a program passes what it read itself. */
	struct nvt_cuda_toolkit *tk = NULL;
	if (!no_search) {
		NVT_OPTS(nvt_cuda_toolkit_opts, topts, .cuda_path = cuda_path,
			 .cuda_home = getenv("CUDA_HOME"), .cuda_path_env = getenv("CUDA_PATH"));
		/* its own diags: "no toolkit" is not a failure of this program */
		struct nvt_diags *tdiags = nvt_diags__new(&dopts);
		int terr = tdiags ? nvt_cuda_toolkit__find(&topts, &tk, tdiags) : -ENOMEM;
		nvt_diags__free(tdiags);
		if (terr && terr != -ENOENT)
			return fail("nvt_cuda_toolkit__find", terr);
	}
	bool have_libdevice = nvt_cuda_toolkit__libdevice_path(tk) != NULL;
	if (!have_libdevice)
		printf("%s: libdevice not found (toolkit %s): linking a kernel without it\n", prog,
		       tk ? nvt_cuda_toolkit__root(tk) : "none");
	else
		printf("%s: CUDA toolkit %s, version %s\n", prog, nvt_cuda_toolkit__root(tk),
		       nvt_cuda_toolkit__version(tk) ? nvt_cuda_toolkit__version(tk) : "unknown");
	int err;

	/* 1. link, libdevice lazily */
	const char *src = have_libdevice ? kernel_libdevice : kernel_plain;
	struct nvt_blob *blob = nvt_blob__from_memory(src, strlen(src), "kernel.ll", false);
	NVT_OPTS(nvt_linker_opts, kopts, .internalize = true, .module_name = "consumer");
	struct nvt_linker *l = nvt_linker__new(&kopts, diags);
	if (!blob || !l)
		return fail("nvt_linker__new", -errno);
	if ((err = nvt_linker__add_blob(l, blob, 0)))
		return fail("nvt_linker__add_blob", err);
	if (have_libdevice && (err = nvt_linker__add_libdevice(l, NULL, tk)))
		return fail("nvt_linker__add_libdevice", err);
	struct nvt_module *mod = nvt_linker__finalize(l);
	if (!mod)
		return fail("nvt_linker__finalize", -errno);
	NVT_OPTS(nvt_link_stats, st);
	if ((err = nvt_linker__stats(l, &st)))
		return fail("nvt_linker__stats", err);
	nvt_linker__free(l);
	nvt_blob__free(blob);
	if (have_libdevice && st.lazy_definitions < 2) {
		fprintf(stderr, "%s: FAIL: %u definitions linked from libdevice, expected >= 2\n", prog,
			st.lazy_definitions);
		return 1;
	}

	/* 2. verify */
	NVT_OPTS(nvt_verify_opts, vopts, .dialect = NVT_DIALECT_LLVM);
	if ((err = nvt_verify(mod, &vopts, diags)))
		return fail("nvt_verify", err);

	/* 3. compile for two archs */
	NVT_OPTS(nvt_codegen_opts, copts, .jobs = 1);
	struct nvt_codegen *cg = nvt_codegen__new(&copts, diags);
	if (!cg)
		return fail("nvt_codegen__new", -errno);
	if ((err = nvt_codegen__add_arch(cg, "sm_75")) || (err = nvt_codegen__add_arch(cg, "sm_90")))
		return fail("nvt_codegen__add_arch", err);
	if ((err = nvt_codegen__compile_module(cg, mod)))
		return fail("nvt_codegen__compile_module", err);
	if (nvt_codegen__arch_count(cg) != 2)
		return fail("nvt_codegen__arch_count", -errno);

	/* 4. pack a fatbin of both PTX texts */
	NVT_OPTS(nvt_fatbin_opts, fopts, .name = "consumer.fatbin");
	struct nvt_fatbin *fb = nvt_fatbin__new(&fopts, diags);
	if (!fb)
		return fail("nvt_fatbin__new", -errno);
	for (size_t i = 0; i < nvt_codegen__arch_count(cg); i++) {
		size_t len = 0;
		const char *ptx = nvt_codegen__ptx(cg, i, &len);
		const char *arch = nvt_codegen__arch_name(cg, i);
		char target[32];
		snprintf(target, sizeof(target), ".target %s", arch);
		if (!ptx || !strstr(ptx, target) || !strstr(ptx, ".entry k")) {
			fprintf(stderr, "%s: FAIL: the PTX for %s lacks '%s' or the kernel\n", prog, arch,
				target);
			return 1;
		}
		/* libdevice was linked: no call is left to an undefined __nv_ function */
		if (strstr(ptx, ".extern .func") && strstr(ptx, "__nv_")) {
			fprintf(stderr, "%s: FAIL: the PTX for %s calls libdevice externally\n", prog, arch);
			return 1;
		}
		printf("%s: %s: %zu bytes of PTX %u.%u\n", prog, arch, len,
		       nvt_codegen__ptx_version(cg, i) / 10, nvt_codegen__ptx_version(cg, i) % 10);
		if ((err = nvt_fatbin__add_ptx(fb, ptx, len, arch, NULL)))
			return fail("nvt_fatbin__add_ptx", err);
	}
	if ((err = nvt_fatbin__finalize(fb)))
		return fail("nvt_fatbin__finalize", err);
	size_t fsize = 0;
	const void *fdata = nvt_fatbin__data(fb, &fsize);
	if (!fdata)
		return fail("nvt_fatbin__data", -errno);

	/* 5. read it back (libnvvmtools-core) */
	NVT_OPTS(nvt_fatbin_reader_opts, ropts, .name = "consumer.fatbin");
	if ((err = nvt_fatbin_verify(fdata, fsize, &ropts, diags)) != 0)
		return fail("nvt_fatbin_verify", err);
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(fdata, fsize, &ropts, diags);
	if (!r || nvt_fatbin_reader__entry_count(r) != 2)
		return fail("nvt_fatbin_reader__open", -errno);
	printf("%s: fatbin of %zu bytes, %zu entries; libdevice definitions linked: %u\n", prog, fsize,
	       nvt_fatbin_reader__entry_count(r), st.lazy_definitions);
	nvt_fatbin_reader__free(r);
	nvt_fatbin__free(fb);
	nvt_codegen__free(cg);
	nvt_module__free(mod);
	if (nvt_diags__error_count(diags))
		return fail("diagnostics", -errno);
	nvt_diags__free(diags);
	nvt_cuda_toolkit__free(tk);

	if (!have_libdevice) {
		printf("%s: SKIPPED: the libdevice link (no CUDA toolkit with nvvm/libdevice)\n", prog);
		return 77;
	}
	printf("%s: ok\n", prog);
	return 0;
}
