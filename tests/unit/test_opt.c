/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt_opt_run(): nvvm-opt's sequence (translate the NVVM IR 1.5 spellings,
 * verify, optimize, verify again) as one library call: which steps run for
 * which options, what each failure stops, and the step times.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/opt.h>
#include <nvvmtools/verify.h>

#include "test.h"

#define HDR "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	    "target triple = \"nvptx64-nvidia-cuda\"\n"
#define VER "!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n"

/* A 1.5 spelling (vote.sync) the llvm dialect rejects untranslated. */
static const char legacy_ir[] =
	HDR "declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)\n"
	    "define i32 @f(i1 %p) {\n"
	    "  %v = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %p)\n"
	    "  %a = extractvalue {i32, i1} %v, 0\n"
	    "  %b = add i32 %a, 0\n"
	    "  ret i32 %b\n}\n" VER;

/* Invalid in both dialects: a global in the reserved address space 2. */
static const char invalid_ir[] = HDR "@g = addrspace(2) global i32 0\n" VER;

struct run {
	int rc;
	int errors;
	struct nvt_opt_times t;
	char *text; /* the module after the run, LLVM text */
};

static struct run opt_run(const char *ir, const struct nvt_opt_run_opts *base, enum nvt_dialect dialect)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_blob *b = nvt_blob__from_memory(ir, strlen(ir), "mem.ll", d);
	struct nvt_module *m = b ? nvt_module__load(b, NULL, d) : NULL;
	struct run r = { .rc = -999 };
	NVT_OPTS(nvt_verify_opts, vo, .dialect = dialect);
	NVT_OPTS(nvt_opt_opts, oo, .opt_level = NVT_OPT_O2);
	struct nvt_opt_run_opts ro = *base;

	CHECK(m != NULL);
	r.t.sz = sizeof(r.t);
	ro.opt = &oo;
	ro.verify = &vo;
	ro.times = &r.t;
	if (m) {
		r.rc = nvt_opt_run(m, &ro, d);
		size_t len;
		if (nvt_module__serialize(m, true, (void **)&r.text, &len))
			r.text = NULL;
	}
	r.errors = nvt_diags__error_count(d);
	nvt_module__free(m);
	nvt_blob__free(b);
	nvt_diags__free(d);
	return r;
}

int main(void)
{
	/* Everything: translated, verified, optimized (the add folds), verified. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro);
		struct run r = opt_run(legacy_ir, &ro, NVT_DIALECT_LLVM);
		CHECK_INT(r.rc, 0);
		CHECK_INT(r.errors, 0);
		CHECK(r.t.translate_ms >= 0 && r.t.verify_ms >= 0);
		CHECK(r.t.optimize_ms >= 0 && r.t.verify_after_ms >= 0);
		CHECK(r.text && strstr(r.text, "llvm.nvvm.vote.ballot.sync"));
		CHECK(r.text && !strstr(r.text, "add i32"));
		free(r.text);
	}
	/* --no-translate: the llvm dialect rejects the 1.5 spelling, nothing
	 * is optimized. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro, .no_translate = true);
		struct run r = opt_run(legacy_ir, &ro, NVT_DIALECT_LLVM);
		CHECK_INT(r.rc, -EINVAL);
		CHECK(r.errors > 0);
		CHECK(r.t.translate_ms < 0 && r.t.verify_ms >= 0 && r.t.optimize_ms < 0);
		CHECK(r.text && strstr(r.text, "add i32"));
		free(r.text);
	}
	/* Verifying only in the nvvm dialect keeps the 1.5 spelling: it is
	 * libNVVM's own. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro, .verify_only = true);
		struct run r = opt_run(legacy_ir, &ro, NVT_DIALECT_NVVM);
		CHECK_INT(r.rc, 0);
		CHECK(r.t.translate_ms < 0 && r.t.verify_ms >= 0);
		CHECK(r.t.optimize_ms < 0 && r.t.verify_after_ms < 0);
		CHECK(r.text && strstr(r.text, "@llvm.nvvm.vote.sync("));
		free(r.text);
	}
	/* Verifying only in the llvm dialect translates first. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro, .verify_only = true);
		struct run r = opt_run(legacy_ir, &ro, NVT_DIALECT_LLVM);
		CHECK_INT(r.rc, 0);
		CHECK(r.t.translate_ms >= 0 && r.t.optimize_ms < 0);
		CHECK(r.text && strstr(r.text, "llvm.nvvm.vote.ballot.sync") && strstr(r.text, "add i32"));
		free(r.text);
	}
	/* An invalid module stops before the optimizer; --no-verify lets it
	 * through to the optimizer (which still runs) and skips both checks. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro);
		struct run r = opt_run(invalid_ir, &ro, NVT_DIALECT_LLVM);
		CHECK_INT(r.rc, -EINVAL);
		CHECK(r.errors > 0);
		CHECK(r.t.verify_ms >= 0 && r.t.optimize_ms < 0 && r.t.verify_after_ms < 0);
		free(r.text);
		NVT_OPTS(nvt_opt_run_opts, ro2, .no_verify = true);
		r = opt_run(invalid_ir, &ro2, NVT_DIALECT_LLVM);
		CHECK(r.t.verify_ms < 0 && r.t.optimize_ms >= 0 && r.t.verify_after_ms < 0);
		free(r.text);
	}
	/* Options that exclude each other, and bad opts. */
	{
		NVT_OPTS(nvt_opt_run_opts, ro, .verify_only = true, .no_verify = true);
		struct run r = opt_run(legacy_ir, &ro, NVT_DIALECT_LLVM);
		CHECK_INT(r.rc, -EINVAL);
		free(r.text);
		CHECK_INT(nvt_opt_run(NULL, NULL, NULL), -EINVAL);
	}
	/* An older, shorter nvt_opt_times: nothing past its sz is written. */
	{
		struct {
			struct nvt_opt_times t;
			double guard;
		} old;
		memset(&old, 0x5a, sizeof(old));
		old.t.sz = offsetof(struct nvt_opt_times, optimize_ms);
		struct test_diag_log log = { 0 };
		NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
		struct nvt_diags *d = nvt_diags__new(&dopts);
		struct nvt_blob *b = nvt_blob__from_memory(legacy_ir, strlen(legacy_ir), "mem.ll", d);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		NVT_OPTS(nvt_opt_run_opts, ro, .times = &old.t);
		CHECK_INT(nvt_opt_run(m, &ro, d), 0);
		CHECK(old.t.translate_ms >= 0 && old.t.verify_ms >= 0);
		unsigned char after[sizeof(old) - offsetof(struct nvt_opt_times, optimize_ms)];
		memset(after, 0x5a, sizeof(after));
		CHECK(!memcmp((char *)&old + offsetof(struct nvt_opt_times, optimize_ms), after, sizeof(after)));
		nvt_module__free(m);
		nvt_blob__free(b);
		nvt_diags__free(d);
	}
	return TEST_DONE();
}
