/* SPDX-License-Identifier: Apache-2.0 */
/* The public codegen API (include/nvvmtools/codegen.h): in memory, several
 * archs, determinism across thread counts, option defaults and errors. */
#include <errno.h>

#include <llvm-c/Core.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>

#include "test.h"

static const char saxpy[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, float %c) {\n"
	"  %m = fmul float %a, %b\n"
	"  %s = fadd float %m, %c\n"
	"  %d = fdiv float %s, %b\n"
	"  store float %d, ptr addrspace(1) %p, align 4\n"
	"  ret void\n"
	"}\n";

/* NVVM IR 1.5 warp intrinsics: every arch translates them (a rewrite). */
static const char warp[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)\n"
	"define ptx_kernel void @w(ptr addrspace(1) %o, i32 %x) {\n"
	"  %r = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %x, i32 1, i32 31)\n"
	"  %v = extractvalue {i32, i1} %r, 0\n"
	"  store i32 %v, ptr addrspace(1) %o, align 4\n"
	"  ret void\n"
	"}\n";

static struct test_diag_log lg;

/* compile_module of `m` for `archs` on `jobs` threads. */
static struct nvt_codegen *compile_mod(struct nvt_module *m, const char *const *archs, unsigned jobs,
				       int *rc, struct nvt_diags *d)
{
	NVT_OPTS(nvt_codegen_opts, o, .jobs = jobs);
	struct nvt_codegen *cg = nvt_codegen__new(&o, d);

	CHECK(cg != NULL);
	for (; *archs; archs++)
		CHECK_INT(nvt_codegen__add_arch(cg, *archs), 0);
	*rc = nvt_codegen__compile_module(cg, m);
	return cg;
}

static bool same_ptx(const struct nvt_codegen *a, size_t i, const struct nvt_codegen *b, size_t k)
{
	size_t la = 0, lb = 0;
	const char *pa = nvt_codegen__ptx(a, i, &la), *pb = nvt_codegen__ptx(b, k, &lb);

	return pa && pb && la == lb && !memcmp(pa, pb, la);
}

static struct nvt_diags *new_diags(void)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &lg);
	memset(&lg, 0, sizeof(lg));
	return nvt_diags__new(&o);
}

/* Compile saxpy for `archs` with `opts`; returns the codegen handle. */
static struct nvt_codegen *compile(const struct nvt_codegen_opts *o, const char *const *archs,
				   int *rc, struct nvt_diags *d)
{
	struct nvt_codegen *cg = nvt_codegen__new(o, d);
	struct nvt_blob *b = nvt_blob__from_memory(saxpy, sizeof(saxpy) - 1, "saxpy.ll", false);

	CHECK(cg != NULL);
	for (; archs && *archs; archs++)
		CHECK_INT(nvt_codegen__add_arch(cg, *archs), 0);
	*rc = nvt_codegen__compile(cg, b);
	nvt_blob__free(b);
	return cg;
}

int main(void)
{
	static const char *const four[] = { "sm_75", "sm_80", "compute_90", "sm_100", NULL };
	struct nvt_diags *d = new_diags();
	struct nvt_codegen *cg, *cg1, *alone;
	const char *ptx;
	size_t len, len1;
	int rc;

	/* A zero-initialized (or NULL) options struct means the defaults:
	 * -O3, sm_75, fma on. */
	cg = compile(NULL, NULL, &rc, d);
	CHECK_INT(rc, 0);
	CHECK_INT(nvt_codegen__arch_count(cg), 1);
	CHECK_STR(nvt_codegen__arch_name(cg, 0), "sm_75");
	CHECK_INT(nvt_codegen__ptx_version(cg, 0), 63);
	ptx = nvt_codegen__ptx(cg, 0, &len);
	CHECK(ptx && len == strlen(ptx));
	CHECK(ptx && strstr(ptx, ".target sm_75"));
	CHECK(ptx && strstr(ptx, "fma.rn.f32"));
	CHECK(nvt_codegen__ptx(cg, 1, &len) == NULL);
	CHECK(nvt_codegen__arch_name(cg, 1) == NULL);
	nvt_codegen__free(cg);

	/* Four archs on 2 threads and on 1: identical bytes, and each the
	 * same as compiling that arch alone. */
	{
		NVT_OPTS(nvt_codegen_opts, o2, .jobs = 2);
		NVT_OPTS(nvt_codegen_opts, o1, .jobs = 1);
		cg = compile(&o2, four, &rc, d);
		CHECK_INT(rc, 0);
		cg1 = compile(&o1, four, &rc, d);
		CHECK_INT(rc, 0);
		CHECK_INT(nvt_codegen__arch_count(cg), 4);
		CHECK_STR(nvt_codegen__arch_name(cg, 2), "sm_90");
		CHECK_INT(nvt_codegen__ptx_version(cg, 2), 78);
		CHECK_INT(nvt_codegen__ptx_version(cg, 3), 86);
		for (size_t i = 0; i < 4; i++) {
			const char *a = nvt_codegen__ptx(cg, i, &len);
			const char *b = nvt_codegen__ptx(cg1, i, &len1);
			const char *one[] = { nvt_codegen__arch_name(cg, i), NULL };
			CHECK(a && b && len == len1 && !memcmp(a, b, len));
			alone = compile(&o1, one, &rc, d);
			b = nvt_codegen__ptx(alone, 0, &len1);
			CHECK(a && b && len == len1 && !memcmp(a, b, len));
			nvt_codegen__free(alone);
		}
		nvt_codegen__free(cg1);
		/* A second compile on the same handle replaces the results. */
		{
			struct nvt_blob *b = nvt_blob__from_memory(saxpy, sizeof(saxpy) - 1, "again.ll", false);
			CHECK_INT(nvt_codegen__compile(cg, b), 0);
			CHECK(nvt_codegen__ptx(cg, 3, &len) != NULL);
			nvt_blob__free(b);
		}
		nvt_codegen__free(cg);
	}

	/* compile_module: an already loaded module, left unchanged. */
	{
		struct nvt_blob *b = nvt_blob__from_memory(saxpy, sizeof(saxpy) - 1, "m.ll", false);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		void *before, *after;
		size_t nb, na;
		CHECK(m != NULL);
		nvt_module__serialize(m, true, &before, &nb);
		cg = nvt_codegen__new(NULL, d);
		nvt_codegen__add_arch(cg, "sm_90");
		CHECK_INT(nvt_codegen__compile_module(cg, m), 0);
		CHECK(nvt_codegen__ptx(cg, 0, &len) != NULL);
		nvt_module__serialize(m, true, &after, &na);
		CHECK(nb == na && !memcmp(before, after, nb));
		free(before);
		free(after);
		nvt_codegen__free(cg);
		nvt_module__free(m);
		nvt_blob__free(b);
	}

	/* compile_module takes the path of bytes (the module written to
	 * bitcode once, every arch a fresh parse of it): with a rewrite on
	 * every arch (the warp translation), three archs on 1 and 3 threads
	 * and each arch alone give the same PTX, the same as compiling the
	 * text the module came from; the caller's module is left as it was. */
	{
		static const char *const three[] = { "sm_90", "sm_75", "sm_80", NULL };
		struct nvt_blob *b = nvt_blob__from_memory(warp, sizeof(warp) - 1, "w.ll", false);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		struct nvt_codegen *c3, *fromtext;
		void *before, *after;
		size_t nb, na;
		CHECK(m != NULL);
		CHECK_INT(nvt_module__serialize(m, true, &before, &nb), 0);
		cg1 = compile_mod(m, three, 1, &rc, d);
		CHECK_INT(rc, 0);
		c3 = compile_mod(m, three, 3, &rc, d);
		CHECK_INT(rc, 0);
		fromtext = nvt_codegen__new(NULL, d);
		for (size_t i = 0; i < 3; i++)
			nvt_codegen__add_arch(fromtext, three[i]);
		CHECK_INT(nvt_codegen__compile(fromtext, b), 0);
		for (size_t i = 0; i < 3; i++) {
			const char *one[] = { three[i], NULL };
			CHECK(same_ptx(cg1, i, c3, i));
			CHECK(same_ptx(cg1, i, fromtext, i));
			ptx = nvt_codegen__ptx(cg1, i, &len);
			CHECK(ptx && strstr(ptx, "shfl.sync.down.b32"));
			alone = compile_mod(m, one, 1, &rc, d);
			CHECK_INT(rc, 0);
			CHECK(same_ptx(cg1, i, alone, 0));
			nvt_codegen__free(alone);
		}
		CHECK_INT(nvt_module__serialize(m, true, &after, &na), 0);
		CHECK(nb == na && !memcmp(before, after, nb));
		free(before);
		free(after);
		nvt_codegen__free(cg1);
		nvt_codegen__free(c3);
		nvt_codegen__free(fromtext);

		/* A module LLVM's verifier rejects (a block without terminator):
		 * reported in LLVM's words, no PTX, the module not touched. */
		LLVMValueRef f = LLVMGetNamedFunction(nvt_module__llvm_module(m), "w");
		LLVMValueRef ret = f ? LLVMGetLastInstruction(LLVMGetLastBasicBlock(f)) : NULL;
		CHECK(ret && LLVMIsAReturnInst(ret));
		if (ret) {
			static const char *const a90[] = { "sm_90", NULL };
			LLVMInstructionEraseFromParent(ret);
			CHECK_INT(nvt_module__serialize(m, true, &before, &nb), 0);
			cg = compile_mod(m, a90, 1, &rc, d);
			CHECK_INT(rc, -EINVAL);
			CHECK(nvt_codegen__ptx(cg, 0, &len) == NULL);
			CHECK(test_log_has(&lg, "[ir-verify]"));
			CHECK_INT(nvt_module__serialize(m, true, &after, &na), 0);
			CHECK(nb == na && !memcmp(before, after, nb));
			free(before);
			free(after);
			nvt_codegen__free(cg);

			/* The verifier option the driver sets: LLVM's verifier
			 * (rule llvm-ir) runs by default, and on a failure the
			 * other layers do not; with skip_llvm_verifier it does
			 * not run and the other layers do (the warp call, which
			 * the llvm dialect wants translated, is reported). */
			NVT_OPTS(nvt_verify_opts, full);
			NVT_OPTS(nvt_verify_opts, skip, .skip_llvm_verifier = true);
			nvt_diags__free(d);
			d = new_diags();
			CHECK_INT(nvt_verify(m, &full, d), -EINVAL);
			CHECK(test_log_has(&lg, "[llvm-ir]"));
			CHECK(!test_log_has(&lg, "[legacy-intrinsic]"));
			nvt_diags__free(d);
			d = new_diags();
			CHECK_INT(nvt_verify(m, &skip, d), -EINVAL);
			CHECK(!test_log_has(&lg, "[llvm-ir]"));
			CHECK(test_log_has(&lg, "[legacy-intrinsic]"));
		}
		nvt_module__free(m);
		nvt_blob__free(b);
	}

	/* `isolate`: the input is read in a child first, and what is
	 * compiled is LLVM's rewrite of what the child read. The PTX is the
	 * same bytes as an in-process read's, for bitcode and for LLVM text
	 * (which has no rewrite: the child only reads it); damaged bitcode
	 * is the same ordinary error, reported once, and no PTX. */
	{
		static const char *const two[] = { "sm_80", "sm_90", NULL };
		static const char junk[] = "BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c";
		NVT_OPTS(nvt_codegen_opts, plain, .jobs = 2);
		NVT_OPTS(nvt_codegen_opts, iso, .jobs = 2, .isolate = true);
		struct nvt_blob *t = nvt_blob__from_memory(saxpy, sizeof(saxpy) - 1, "saxpy.ll", false);
		struct nvt_module *m = nvt_module__load(t, NULL, d);
		void *bc = NULL;
		size_t nbc = 0;

		CHECK(m != NULL);
		CHECK_INT(nvt_module__serialize(m, false, &bc, &nbc), 0);
		struct nvt_blob *b = nvt_blob__from_memory(bc, nbc, "saxpy.bc", false);
		struct nvt_blob *inputs[] = { b, t };
		for (size_t k = 0; k < 2; k++) {
			struct nvt_codegen *a = nvt_codegen__new(&plain, d), *c = nvt_codegen__new(&iso, d);
			for (size_t i = 0; two[i]; i++) {
				CHECK_INT(nvt_codegen__add_arch(a, two[i]), 0);
				CHECK_INT(nvt_codegen__add_arch(c, two[i]), 0);
			}
			lg.count = 0;
			CHECK_INT(nvt_codegen__compile(a, inputs[k]), 0);
			CHECK_INT(nvt_codegen__compile(c, inputs[k]), 0);
			CHECK_INT(lg.count, 0);
			CHECK(same_ptx(a, 0, c, 0) && same_ptx(a, 1, c, 1));
			CHECK_STR(nvt_codegen__stem(c), "saxpy");
			nvt_codegen__free(a);
			nvt_codegen__free(c);
		}
		struct nvt_blob *j = nvt_blob__from_memory(junk, sizeof(junk) - 1, "junk.bc", false);
		cg = nvt_codegen__new(&iso, d);
		lg.count = 0;
		CHECK_INT(nvt_codegen__compile(cg, j), -EINVAL);
		CHECK(nvt_codegen__ptx(cg, 0, &len) == NULL);
		CHECK(test_log_has(&lg, "junk.bc: error:"));
		CHECK_INT(nvt_diags__error_count(d) > 0, 1);
		int once = lg.count;
		nvt_codegen__free(cg);
		cg = nvt_codegen__new(&plain, d);
		lg.count = 0;
		CHECK_INT(nvt_codegen__compile(cg, j), -EINVAL);
		CHECK_INT(lg.count, once); /* the same report, once, in either mode */
		nvt_codegen__free(cg);
		nvt_blob__free(j);
		nvt_blob__free(b);
		free(bc);
		nvt_module__free(m);
		nvt_blob__free(t);
	}

	/* Options reach the PTX. */
	{
		NVT_OPTS(nvt_codegen_opts, o, .ftz = NVT_FLAG_ON, .prec_div = NVT_FLAG_OFF,
			 .fma = NVT_FLAG_OFF, .ptx_version = 80);
		static const char *const a90[] = { "sm_90", NULL };
		cg = compile(&o, a90, &rc, d);
		CHECK_INT(rc, 0);
		ptx = nvt_codegen__ptx(cg, 0, &len);
		CHECK(ptx && strstr(ptx, ".version 8.0"));
		CHECK(ptx && strstr(ptx, "div.full.ftz.f32"));
		CHECK(ptx && strstr(ptx, "mul.rn.ftz.f32"));
		CHECK(ptx && !strstr(ptx, "fma.rn"));
		CHECK_INT(nvt_codegen__ptx_version(cg, 0), 80);
		nvt_codegen__free(cg);
	}

	/* Errors: no PTX at all, a diagnostic naming the reason. */
	{
		NVT_OPTS(nvt_codegen_opts, o, .ptx_version = 60);
		static const char *const a[] = { "sm_75", "sm_80", NULL };
		nvt_diags__free(d);
		d = new_diags();
		cg = compile(&o, a, &rc, d);
		CHECK_INT(rc, -EINVAL);
		CHECK(nvt_codegen__ptx(cg, 0, &len) == NULL); /* sm_75 failed too: 6.0 < 6.3 */
		CHECK(nvt_codegen__ptx(cg, 1, &len) == NULL);
		CHECK(test_log_has(&lg, "--ptx-version=6.0 is below PTX ISA 6.3, the lowest that accepts sm_75"));
		CHECK(test_log_has(&lg, "--ptx-version=6.0 is below PTX ISA 7.0, the lowest that accepts sm_80"));
		nvt_codegen__free(cg);
	}
	{
		NVT_OPTS(nvt_codegen_opts, o, .ptx_version = 70, .max_ptx_version = 78);
		static const char *const a[] = { "sm_75", "sm_80", "sm_90", NULL };
		nvt_diags__free(d);
		d = new_diags();
		cg = compile(&o, a, &rc, d);
		CHECK_INT(rc, -EINVAL); /* sm_90 needs 7.8 > 7.0 */
		CHECK(test_log_has(&lg, "--ptx-version=7.0 is below PTX ISA 7.8, the lowest that accepts sm_90"));
		CHECK(nvt_codegen__ptx(cg, 0, &len) == NULL); /* all or nothing */
		nvt_codegen__free(cg);
	}
	/* Unknown arch: error listing the known ones. */
	nvt_diags__free(d);
	d = new_diags();
	cg = nvt_codegen__new(NULL, d);
	CHECK_INT(nvt_codegen__add_arch(cg, "sm_99"), -EINVAL);
	CHECK(test_log_has(&lg, "unknown arch 'sm_99' (known: sm_20"));
	/* Duplicates collapse; a ptxas-less arch warns. */
	CHECK_INT(nvt_codegen__add_arch(cg, "sm_90"), 0);
	CHECK_INT(nvt_codegen__add_arch(cg, "compute_90"), 0);
	CHECK_INT(nvt_codegen__arch_count(cg), 1);
	CHECK_INT(nvt_codegen__add_arch(cg, "sm_70"), 0);
	CHECK(test_log_has(&lg, "warning: sm_70 is not supported by CUDA 13's ptxas"));
	nvt_codegen__free(cg);
	/* Invalid options are refused. */
	{
		NVT_OPTS(nvt_codegen_opts, o, .opt_level = (enum nvt_opt_level)9);
		errno = 0;
		CHECK(nvt_codegen__new(&o, d) == NULL);
		CHECK_INT(errno, EINVAL);
	}
	{
		NVT_OPTS(nvt_codegen_opts, o, .max_ptx_version = 20);
		CHECK(nvt_codegen__new(&o, d) == NULL);
	}
	{
		NVT_OPTS(nvt_codegen_opts, o, .atomics = (enum nvt_atomics)3);
		errno = 0;
		CHECK(nvt_codegen__new(&o, d) == NULL);
		CHECK_INT(errno, EINVAL);
		CHECK(test_log_has(&lg, "invalid atomics mapping 3"));
	}
	/* The atomics mapping (doc/abi.md): clang's atomicAdd is one relaxed
	 * atom by default and with NVT_ATOMICS_CUDA, the ABI's seq_cst
	 * mapping with NVT_ATOMICS_MEMORY_MODEL. */
	{
		static const char add[] =
			"target triple = \"nvptx64-nvidia-cuda\"\n"
			"define ptx_kernel void @h(ptr addrspace(1) %p, float %v) {\n"
			"  %r = atomicrmw fadd ptr addrspace(1) %p, float %v seq_cst, align 4\n"
			"  ret void\n"
			"}\n";
		static const enum nvt_atomics modes[] = { NVT_ATOMICS_AUTO, NVT_ATOMICS_CUDA,
							 NVT_ATOMICS_MEMORY_MODEL };
		for (size_t i = 0; i < 3; i++) {
			NVT_OPTS(nvt_codegen_opts, o, .atomics = modes[i]);
			struct nvt_codegen *ac = nvt_codegen__new(&o, d);
			struct nvt_blob *b = nvt_blob__from_memory(add, sizeof(add) - 1, "add.ll", false);

			CHECK(ac != NULL);
			CHECK_INT(nvt_codegen__add_arch(ac, "sm_90"), 0);
			CHECK_INT(nvt_codegen__compile(ac, b), 0);
			ptx = nvt_codegen__ptx(ac, 0, NULL);
			CHECK(ptx != NULL);
			if (ptx && modes[i] == NVT_ATOMICS_MEMORY_MODEL) {
				CHECK(strstr(ptx, "fence.sc.sys;") != NULL);
				CHECK(strstr(ptx, "atom.acquire.sys.global.add.f32") != NULL);
			} else if (ptx) {
				CHECK(strstr(ptx, "fence") == NULL);
				CHECK(strstr(ptx, "atom.global.add.f32") != NULL);
			}
			nvt_blob__free(b);
			nvt_codegen__free(ac);
		}
	}
	/* The output stem: the input's name; for stdin, the module's
	 * source_filename, else "stdin"; NULL before a compile. */
	{
		static const char named[] = "source_filename = \"/src/dir/kern.cu\"\n"
					    "target triple = \"nvptx64-nvidia-cuda\"\n"
					    "define ptx_kernel void @k() {\n  ret void\n}\n";
		static const char plain[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
					    "define ptx_kernel void @k() {\n  ret void\n}\n";
		const struct { const char *text, *name, *stem; } cases[] = {
			{ named, "<stdin>", "kern" },
			{ named, "dir/file.bc", "file" },
			{ plain, "<stdin>", "stdin" }, /* the text parser's own name */
			{ plain, "noext", "noext" },
		};
		cg = nvt_codegen__new(NULL, d);
		CHECK(nvt_codegen__stem(cg) == NULL);
		CHECK(nvt_codegen__stem(NULL) == NULL);
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			struct nvt_blob *b = nvt_blob__from_memory(cases[i].text, strlen(cases[i].text),
								   cases[i].name, false);
			CHECK_INT(nvt_codegen__compile(cg, b), 0);
			CHECK_STR(nvt_codegen__stem(cg), cases[i].stem);
			nvt_blob__free(b);
		}
		nvt_codegen__free(cg);
	}
	nvt_codegen__free(NULL);
	nvt_diags__free(d);
	return TEST_DONE();
}
