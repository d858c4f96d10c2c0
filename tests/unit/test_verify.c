/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier's public API: dialect names, the rule table (every rule is
 * documented in doc/verifier.md and has its lit test), nvt_verify() on
 * in-memory modules (return values, rule names, dialects, arch option,
 * options-struct checks) and nvt_translate_legacy().
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/opt.h>
#include <nvvmtools/verify.h>

#include "test.h"
#include "../common/slurp.h"

struct seen {
	char rules[16][64];
	int n;
	int errors;
};

static void collect(const struct nvt_diag *d, void *ctx)
{
	struct seen *s = ctx;
	if (d->severity == NVT_ERROR)
		s->errors++;
	if (s->n < 16 && d->rule)
		snprintf(s->rules[s->n++], 64, "%s", d->rule);
}

static bool saw(const struct seen *s, const char *rule)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->rules[i], rule))
			return true;
	return false;
}

#define HDR "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	    "target triple = \"nvptx64-nvidia-cuda\"\n"
#define VER "!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n"

static int run(const char *text, enum nvt_dialect dialect, const char *arch, struct seen *s)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = collect, .ctx = s);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_blob *b = nvt_blob__from_memory(text, strlen(text), "mem.ll", d);
	struct nvt_module *m = b ? nvt_module__load(b, NULL, d) : NULL;
	int rc = -1;

	memset(s, 0, sizeof(*s));
	if (m) {
		NVT_OPTS(nvt_verify_opts, vo, .dialect = dialect, .arch = arch);
		rc = nvt_verify(m, &vo, d);
	}
	nvt_module__free(m);
	nvt_blob__free(b);
	nvt_diags__free(d);
	return rc;
}

int main(void)
{
	enum nvt_dialect dl;
	struct seen s;
	const char *srcdir = getenv("NVT_SOURCE_DIR");

	/* Dialect names. */
	CHECK_INT(nvt_dialect_parse("nvvm", &dl), 0);
	CHECK_INT(dl, NVT_DIALECT_NVVM);
	CHECK_INT(nvt_dialect_parse("llvm", &dl), 0);
	CHECK_INT(dl, NVT_DIALECT_LLVM);
	CHECK_INT(nvt_dialect_parse("LLVM", &dl), -EINVAL);
	CHECK_STR(nvt_dialect_name(NVT_DIALECT_NVVM), "nvvm");

	/* The rule table: unique names, each documented and tested. */
	char *doc = NULL;
	char path[1024];
	if (srcdir) {
		snprintf(path, sizeof(path), "%s/doc/verifier.md", srcdir);
		doc = test_slurp(path, NULL);
		CHECK(doc != NULL);
	}
	CHECK(nvt_verify_rule_count() >= 50);
	for (size_t i = 0; i < nvt_verify_rule_count(); i++) {
		const struct nvt_verify_rule *r = nvt_verify_rule_at(i);
		CHECK(r && r->name && r->layer && r->spec && r->summary && r->dialects);
		CHECK(nvt_verify_rule_find(r->name) == r);
		/* the verifier's table is part of the one registry */
		const struct nvt_rule *g = nvt_rule_find(r->name);
		CHECK(g && !strcmp(g->part, "verify") && !strcmp(g->summary, r->summary));
		if (doc) {
			char needle[96];
			snprintf(needle, sizeof(needle), "| `%s` |", r->name);
			if (!strstr(doc, needle))
				printf("rule %s is not in doc/verifier.md\n", r->name);
			CHECK(strstr(doc, needle) != NULL);
			snprintf(path, sizeof(path), "%s/tests/lit/verify/%s.ll", srcdir, r->name);
			if (access(path, R_OK))
				printf("rule %s has no lit test %s\n", r->name, path);
			CHECK(access(path, R_OK) == 0);
		}
	}
	/* The differential test's list of disagreements is the doc's. */
	if (doc) {
		snprintf(path, sizeof(path), "%s/tests/libnvvm/disagreements.txt", srcdir);
		char *list = test_slurp(path, NULL), *save = NULL;
		CHECK(list != NULL);
		for (char *l = list ? strtok_r(list, "\n", &save) : NULL; l; l = strtok_r(NULL, "\n", &save)) {
			char key[300];
			snprintf(key, sizeof(key), "| `%.*s` |", (int)strcspn(l, " "), l);
			if (!strstr(doc, key))
				printf("disagreement %s is not in doc/verifier.md\n", key);
			CHECK(strstr(doc, key) != NULL);
		}
		free(list);
	}
	CHECK(nvt_verify_rule_at(nvt_verify_rule_count()) == NULL);
	CHECK(nvt_verify_rule_find("no-such-rule") == NULL);
	free(doc);

	/* A valid module, both dialects. */
	const char *ok = HDR "define ptx_kernel void @k(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n" VER;
	CHECK_INT(run(ok, NVT_DIALECT_LLVM, NULL, &s), 0);
	CHECK_INT(s.n, 0);
	CHECK_INT(run(ok, NVT_DIALECT_NVVM, "sm_90", &s), 0);

	/* Errors from several layers in one run. */
	const char *bad = HDR "@g = addrspace(5) global i32 0\n"
			      "define ptx_kernel i32 @k(ptr addrspace(3) %p) sspreq {\n"
			      "  %a = addrspacecast ptr addrspace(3) %p to ptr addrspace(1)\n"
			      "  fence seq_cst\n  ret i32 0\n}\n" VER;
	CHECK_INT(run(bad, NVT_DIALECT_LLVM, NULL, &s), -EINVAL);
	CHECK_INT(s.errors, 4);
	CHECK(saw(&s, "global-address-space") && saw(&s, "function-attribute") && saw(&s, "kernel-return") &&
	      saw(&s, "addrspacecast"));
	CHECK(!saw(&s, "fence")); /* llvm dialect: LLVM compiles fences */
	CHECK_INT(run(bad, NVT_DIALECT_NVVM, NULL, &s), -EINVAL);
	CHECK_INT(s.errors, 5);
	CHECK(saw(&s, "fence"));

	/* Arch gate: i128 cmpxchg needs sm_90; no arch, no gate. */
	const char *cx = HDR "define void @f(ptr %p) {\n  %c = cmpxchg ptr %p, i128 0, i128 1 seq_cst seq_cst\n"
			     "  ret void\n}\n" VER;
	CHECK_INT(run(cx, NVT_DIALECT_LLVM, "sm_80", &s), -EINVAL);
	CHECK(saw(&s, "cmpxchg"));
	CHECK_INT(run(cx, NVT_DIALECT_LLVM, "sm_90", &s), 0);
	CHECK_INT(run(cx, NVT_DIALECT_LLVM, NULL, &s), 0);
	/* An unknown arch is a usage problem, reported. */
	CHECK_INT(run(cx, NVT_DIALECT_LLVM, "sm_1", &s), -EINVAL);
	CHECK(saw(&s, "arch"));

	/* arch_rules_only: only the arch gates, for code generators. */
	{
		struct seen s2;
		NVT_OPTS(nvt_diags_opts, dopts, .callback = collect, .ctx = &s2);
		memset(&s2, 0, sizeof(s2));
		struct nvt_diags *d = nvt_diags__new(&dopts);
		struct nvt_blob *b = nvt_blob__from_memory(cx, strlen(cx), "cx.ll", d);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		NVT_OPTS(nvt_verify_opts, g80, .arch = "sm_80", .arch_rules_only = true);
		NVT_OPTS(nvt_verify_opts, g90, .arch = "sm_90", .arch_rules_only = true);
		CHECK_INT(nvt_verify(m, &g80, d), -EINVAL);
		CHECK(saw(&s2, "cmpxchg"));
		CHECK_INT(nvt_verify(m, &g90, d), 0);
		nvt_module__free(m);
		nvt_blob__free(b);
		memset(&s2, 0, sizeof(s2));
		b = nvt_blob__from_memory(bad, strlen(bad), "bad.ll", d);
		m = nvt_module__load(b, NULL, d);
		CHECK_INT(nvt_verify(m, &g80, d), 0); /* none of bad's errors is an arch gate */
		CHECK_INT(s2.n, 0);
		nvt_module__free(m);
		nvt_blob__free(b);
		nvt_diags__free(d);
	}

	/* Options-struct checks: a bigger struct with unknown non-zero bytes. */
	{
		NVT_OPTS(nvt_diags_opts, dopts, .callback = collect, .ctx = &s);
		struct nvt_diags *d = nvt_diags__new(&dopts);
		struct nvt_blob *b = nvt_blob__from_memory(ok, strlen(ok), "mem.ll", d);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		struct {
			struct nvt_verify_opts o;
			long extra;
		} big = { .o = { .sz = sizeof(big) }, .extra = 1 };
		CHECK(m != NULL);
		CHECK_INT(nvt_verify(m, &big.o, d), -EINVAL);
		CHECK_INT(nvt_verify(m, NULL, d), 0);
		CHECK_INT(nvt_verify(NULL, NULL, d), -EINVAL);

		/* The 1.5 warp intrinsics are translated, and then verify. */
		nvt_module__free(m);
		nvt_blob__free(b);
		const char *leg = HDR "declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)\n"
				      "declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)\n"
				      "define i32 @f(i32 %x, i1 %p) {\n"
				      "  %r = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 3, i32 %x, i32 1, i32 31)\n"
				      "  %v = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 0, i1 %p)\n"
				      "  %a = extractvalue {i32, i1} %r, 0\n"
				      "  ret i32 %a\n}\n" VER;
		b = nvt_blob__from_memory(leg, strlen(leg), "leg.ll", d);
		m = nvt_module__load(b, NULL, d);
		CHECK(m != NULL);
		unsigned count = 99;
		CHECK_INT(nvt_translate_legacy(m, &count, d), 0);
		CHECK_INT(count, 2);
		CHECK_INT(nvt_verify(m, NULL, d), 0);
		void *text;
		size_t len;
		CHECK_INT(nvt_module__serialize(m, true, &text, &len), 0);
		CHECK(strstr(text, "@llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %x, i32 1, i32 31)") != NULL);
		CHECK(strstr(text, "@llvm.nvvm.vote.all.sync(i32 -1, i1 %p)") != NULL);
		CHECK(strstr(text, "shfl.sync.i32(") == NULL);
		free(text);

		/* nvt_reflect without a module reflect call: nothing replaced. */
		unsigned n = 7;
		CHECK_INT(nvt_reflect(m, NULL, &n, d), 0);
		CHECK_INT(n, 0);
		nvt_module__free(m);
		nvt_blob__free(b);
		nvt_diags__free(d);
	}
	return TEST_DONE();
}
