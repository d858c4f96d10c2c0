/* SPDX-License-Identifier: Apache-2.0 */
/* The inline PTX lexer and instruction table (src/ptx/asm.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/arch.h>
#include "ptx/asm.h"
#include "test.h"

/* The statements of a string as "op|operands" lines ("!" before a
 * predicated op, "." ops are directives). */
struct collect {
	char buf[2048];
};

static int collect_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	struct collect *c = ctx;
	size_t n = strlen(c->buf);
	snprintf(c->buf + n, sizeof(c->buf) - n, "%s%.*s|%.*s\n", s->predicated ? "!" : "",
		 (int)s->op_len, s->op, (int)s->operands_len, s->operands);
	return 0;
}

static const char *lex(const char *text)
{
	static struct collect c;
	c.buf[0] = 0;
	CHECK(nvt_ptx_asm__statements(text, strlen(text), collect_stmt, &c) == 0);
	return c.buf;
}

static int stop_at_second(const struct nvt_ptx_stmt *s, void *ctx)
{
	(void)s;
	return ++*(int *)ctx == 2 ? 42 : 0;
}

static struct nvt_ptx_asm_need need(const char *text, const char *arch)
{
	struct nvt_ptx_asm_need n;
	nvt_ptx_asm__needs(text, strlen(text), nvt_arch_find(arch), &n);
	return n;
}

/* tests/unit/NAME under the source tree (NVT_SOURCE_DIR), or NULL. */
static FILE *open_tsv(const char *name)
{
	const char *src = getenv("NVT_SOURCE_DIR");
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/tests/unit/%s", src ? src : ".", name);
	f = fopen(path, "r");
	CHECK(f != NULL);
	if (!f)
		fprintf(stderr, "cannot read %s (NVT_SOURCE_DIR)\n", path);
	return f;
}

/* The table against ptxas on generated forms (scripts/ptx-forms.py, its
 * recorded answers in tests/unit/ptx-forms.tsv): where ptxas takes a form
 * at version V on an arch, the table must let the arch have it and ask for
 * V or less above the arch's own lowest version, never less than V; where
 * ptxas refuses the form at every version, the table must refuse the arch.
 * Every disagreement is printed. */
static void test_forms(void)
{
	char line[2048];
	const struct nvt_arch *archs[64];
	unsigned narchs = 0, forms = 0, answers = 0, bad = 0;
	FILE *f = open_tsv("ptx-forms.tsv");

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *form = line, *vers, *stmt, *nl, *save = NULL;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if ((nl = strchr(line, '\n')))
			*nl = 0;
		vers = strchr(form, '\t');
		CHECK(vers != NULL);
		if (!vers)
			continue;
		*vers++ = 0;
		if (!strcmp(form, "archs")) {
			for (char *t = strtok_r(vers, " ", &save); t && narchs < 64; t = strtok_r(NULL, " ", &save)) {
				archs[narchs] = nvt_arch_find(t);
				CHECK(archs[narchs] != NULL);
				if (!archs[narchs])
					fprintf(stderr, "ptx-forms.tsv: unknown arch %s\n", t);
				narchs++;
			}
			continue;
		}
		stmt = strchr(vers, '\t');
		CHECK(stmt != NULL && narchs > 0);
		if (!stmt || !narchs)
			continue;
		*stmt++ = 0;
		forms++;
		unsigned i = 0;
		for (char *ver = strtok_r(vers, " ", &save); ver; ver = strtok_r(NULL, " ", &save), i++) {
			const struct nvt_arch *a = i < narchs ? archs[i] : NULL;
			CHECK(a != NULL);
			if (!a)
				break;
			struct nvt_ptx_asm_need n;
			nvt_ptx_asm__needs(stmt, strlen(stmt), a, &n);
			answers++;
			if (!strcmp(ver, "-")) {
				if (!n.not_on_arch || n.unknown) {
					fprintf(stderr, "form %s on %s: ptxas refuses it, the table %s\n", form,
						a->name, n.unknown ? "does not know it" : "lets it through");
					bad++;
				}
				continue;
			}
			unsigned v = (unsigned)atoi(ver);
			unsigned floor = a->min_ptx > v ? a->min_ptx : v;
			unsigned chosen = a->min_ptx > n.min_ptx ? a->min_ptx : n.min_ptx;
			if (n.unknown || n.not_on_arch || chosen < v || chosen > floor) {
				fprintf(stderr, "form %s on %s: ptxas takes it from %u, the table %s %u\n", form,
					a->name, v,
					n.unknown ? "does not know it;" : n.not_on_arch ? "refuses the arch;" :
					"asks for", n.min_ptx);
				bad++;
			}
		}
		CHECK_INT(i, narchs);
	}
	fclose(f);
	CHECK(forms > 500);
	CHECK(answers > 11000);
	CHECK_INT(bad, 0);
}

int main(void)
{
	test_forms();
	const struct nvt_arch *sm75 = nvt_arch_find("sm_75"), *sm90 = nvt_arch_find("sm_90");
	struct nvt_ptx_asm_need n;
	unsigned v = 0;
	char buf[256];

	/* --- lexer --- */
	CHECK_STR(lex("bmsk.clamp.b32 $0, $1, $2;"), "bmsk.clamp.b32|$0, $1, $2\n");
	CHECK_STR(lex(""), "");
	CHECK_STR(lex("   // only a comment\n /* and another; */ "), "");
	/* a scope, directives, a guard, a vector operand, no ';' before '}' */
	CHECK_STR(lex("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, $1, 0;\n\t@!p mov.b64 {lo, hi}, $1;\n}"),
		  ".reg|.pred p\nsetp.ne.u32|p, $1, 0\n!mov.b64|{lo, hi}, $1\n");
	/* several statements on one line, labels (plain, templated, LLVM uid) */
	CHECK_STR(lex("L1: add.s32 $0, $0, 1; loop%=: @%p1 bra loop%=; $L${:uid}:exit;"),
		  "add.s32|$0, $0, 1\n!bra|loop%=\nexit|\n");
	/* '::' in modifiers is not a label; ';' in a comment is not an end */
	CHECK_STR(lex("mbarrier.try_wait.shared::cta.b64 P, [$1], $2; // 5a; x\n"),
		  "mbarrier.try_wait.shared::cta.b64|P, [$1], $2\n");
	CHECK_STR(lex("fence.proxy.alias; /* a ; b */ ret;"), "fence.proxy.alias|\nret|\n");
	/* a statement over lines; quotes; a missing final ';' */
	CHECK_STR(lex(".pragma \"nounroll;\";\nshfl.sync.up.b32\n  r0|p, $1,\n $2, $3, $5"),
		  ".pragma|\"nounroll;\"\nshfl.sync.up.b32|r0|p, $1,\n $2, $3, $5\n");
	/* ${0:...} references and nested scopes */
	CHECK_STR(lex("{{ mov.u32 ${0:r}, %laneid; }}"), "mov.u32|${0:r}, %laneid\n");
	/* unterminated comment and quote do not run past the end */
	CHECK_STR(lex("ret; /* unterminated"), "ret|\n");
	CHECK_STR(lex(".pragma \"open"), ".pragma|\"open\n");
	/* an opcode glued to its address (CUTLASS's tcgen05.st); modifiers
	 * after blanks joined to the opcode (flashinfer's "prmt .b32"), as
	 * ptxas reads both; a directive's words stay apart */
	CHECK_STR(lex("tcgen05.st.sync.aligned.16x64b.x1.b32[$0], {$1};"),
		  "tcgen05.st.sync.aligned.16x64b.x1.b32|[$0], {$1}\n");
	CHECK_STR(lex("{ .reg .b32 t; prmt .b32 t, $1, $2, $3; @p ld .global\n .v2 .u32 {$0, r1}, [$4]; }"),
		  ".reg|.b32 t\nprmt.b32|t, $1, $2, $3\n!ld.global.v2.u32|{$0, r1}, [$4]\n");
	{
		char long_op[600] = "add";
		for (int i = 0; i < 100; i++)
			strcat(long_op, " .s32");
		strcat(long_op, " $0, $1;");
		const char *got = lex(long_op);
		CHECK_INT((int)(strchr(got, '|') - got), NVT_PTX_OP_MAX);
		CHECK(strstr(got, "|$0, $1\n") != NULL);
	}
	{
		int count = 0;
		CHECK(nvt_ptx_asm__statements("a; b; c;", 8, stop_at_second, &count) == 42);
		CHECK_INT(count, 2);
		CHECK(nvt_ptx_asm__statements(NULL, 0, stop_at_second, &count) == 0);
	}

	/* --- table --- */
	CHECK(nvt_ptx_insn__count() > 200);
	for (size_t i = 0; i < nvt_ptx_insn__count(); i++) {
		const struct nvt_ptx_insn *r = nvt_ptx_insn__at(i);
		/* rows above what LLVM writes are forms no ptxas here knows:
		 * nothing to sample */
		CHECK(r->key && r->archs && r->min_ptx >= 10 &&
		      (r->min_ptx <= NVT_LLVM_MAX_PTX || (!r->sample && r->min_ptx < 100)));
	}
	CHECK(nvt_ptx_insn__at(nvt_ptx_insn__count()) == NULL);
	/* Each row's sample (what the probe assembles with ptxas) is read by
	 * the scanner as needing at least the row's version on every arch the
	 * row names, and exactly it on the first one (the probe's arch). */
	for (size_t i = 0; i < nvt_ptx_insn__count(); i++) {
		const struct nvt_ptx_insn *r = nvt_ptx_insn__at(i);
		bool first = true;
		if (!r->sample)
			continue;
		for (size_t j = 0; j < nvt_arch_count(); j++) {
			const struct nvt_arch *a = nvt_arch_at(j);
			if (!nvt_ptx_insn__arch_in(r->archs, a))
				continue;
			nvt_ptx_asm__needs(r->sample, strlen(r->sample), a, &n);
			if (n.unknown || n.not_on_arch || n.min_ptx < r->min_ptx ||
			    (first && n.min_ptx != r->min_ptx))
				fprintf(stderr, "row %s.%s on %s: sample needs %u (row %u)%s%s\n", r->key,
					r->mod ? r->mod : "", a->name, n.min_ptx, r->min_ptx,
					n.unknown ? " unknown" : "", n.not_on_arch ? " not on arch" : "");
			CHECK(!n.unknown && !n.not_on_arch && n.min_ptx >= r->min_ptx);
			CHECK(!first || n.min_ptx == r->min_ptx);
			first = false;
		}
	}
	CHECK(nvt_ptx_insn__check("bmsk.clamp.b32", 14, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 76);
	CHECK(nvt_ptx_insn__check("add.s32", 7, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 10);
	/* a modifier row: bf16 needs more than f32, bf16x2 is its own row */
	CHECK(nvt_ptx_insn__check("add.rn.bf16", 11, NULL, 0, sm90, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 78);
	CHECK(nvt_ptx_insn__check("fma.rn.bf16x2", 13, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_NOT_ON_ARCH);
	/* a longer key: cp.async.bulk needs sm_90, cp.async sm_80 */
	CHECK(nvt_ptx_insn__check("cp.async.ca.shared.global", 25, NULL, 0, nvt_arch_find("sm_80"), &v,
				  NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 70);
	{
		const struct nvt_ptx_insn *row = NULL;
		CHECK(nvt_ptx_insn__check("cp.async.bulk.commit_group", 26, NULL, 0, nvt_arch_find("sm_80"),
					  &v, &row) == NVT_PTX_INSN_NOT_ON_ARCH);
		CHECK(row && !strcmp(row->key, "cp.async.bulk"));
	}
	/* rows that read operands: the sink '_' (alone, in a vector, in a
	 * pair; not a name with '_' in it) and an immediate last operand */
	{
		const char *fp8 = "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32";
		const char *with[] = { "{f0, _, f1, _}, {r0}, {r1}, {f2}", "{_,f1}, {r0}, {r1}, {f2}",
				       "{f0,_}, {r0}, {r1}, {f2}" };
		const char *without[] = { "{f0, f_1, f1, _f}, {r0}, {r1}, {f2}", "{$0, %_x, $1, x_}, {r0}",
					  "{f0, f1}, {r0}, {r1}, {f2}" };
		for (size_t i = 0; i < sizeof(with) / sizeof(with[0]); i++) {
			CHECK(nvt_ptx_insn__check(fp8, strlen(fp8), with[i], strlen(with[i]), sm90, &v, NULL) ==
			      NVT_PTX_INSN_NOT_ON_ARCH);
			CHECK(nvt_ptx_insn__check(fp8, strlen(fp8), with[i], strlen(with[i]), nvt_arch_find("sm_89"),
						  &v, NULL) == NVT_PTX_INSN_OK);
		}
		for (size_t i = 0; i < sizeof(without) / sizeof(without[0]); i++)
			CHECK(nvt_ptx_insn__check(fp8, strlen(fp8), without[i], strlen(without[i]), sm90, &v,
						  NULL) == NVT_PTX_INSN_OK);
		CHECK(nvt_ptx_insn__check("mbarrier.arrive.shared.b64", 26, "_, [r1]", 7, nvt_arch_find("sm_80"), &v,
					  NULL) == NVT_PTX_INSN_OK);
		CHECK_INT(v, 71);
		CHECK(nvt_ptx_insn__check("mbarrier.arrive.shared.b64", 26, "rd0, [r1]", 9, nvt_arch_find("sm_80"),
					  &v, NULL) == NVT_PTX_INSN_OK);
		CHECK_INT(v, 70);
		const char *mma = "tcgen05.mma.cta_group::1.kind::f16";
		const char *imm[] = { "[r0], rd1, rd2, r3, p, 1", "[r0], rd1, rd2, r3, p, -1 ", "[r0], rd1, rd2, r3, p,0x2", "[r0], rd1, rd2, r3, p, 3U" };
		const char *reg[] = { "[r0], rd1, rd2, r3, p", "[r0], rd1, rd2, r3, p, $9", "[r0], rd1, rd2, r3, p, 1.0",
				      "[r0], rd1, rd2, r3, 1p" };
		const struct nvt_arch *thor = nvt_arch_find("sm_110a"), *b200 = nvt_arch_find("sm_100a");
		for (size_t i = 0; i < sizeof(imm) / sizeof(imm[0]); i++) {
			CHECK(nvt_ptx_insn__check(mma, strlen(mma), imm[i], strlen(imm[i]), thor, &v, NULL) ==
			      NVT_PTX_INSN_NOT_ON_ARCH);
			CHECK(nvt_ptx_insn__check(mma, strlen(mma), imm[i], strlen(imm[i]), b200, &v, NULL) ==
			      NVT_PTX_INSN_OK);
		}
		for (size_t i = 0; i < sizeof(reg) / sizeof(reg[0]); i++)
			CHECK(nvt_ptx_insn__check(mma, strlen(mma), reg[i], strlen(reg[i]), thor, &v, NULL) ==
			      NVT_PTX_INSN_OK);
	}
	/* a prefix of a known key is not that key ("bmskx" is not "bmsk") */
	CHECK(nvt_ptx_insn__check("bmskx.b32", 9, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_UNKNOWN);
	CHECK(nvt_ptx_insn__check("cp.foo", 6, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_UNKNOWN);
	/* arch-specific: wgmma on sm_90a only; per-arch versions for cvt e4m3x2 */
	CHECK(nvt_ptx_insn__check("wgmma.fence.sync.aligned", 24, NULL, 0, sm90, &v, NULL) ==
	      NVT_PTX_INSN_NOT_ON_ARCH);
	CHECK(nvt_ptx_insn__check("wgmma.fence.sync.aligned", 24, NULL, 0, nvt_arch_find("sm_90a"), &v,
				  NULL) == NVT_PTX_INSN_OK);
	CHECK(nvt_ptx_insn__check("cvt.rn.satfinite.e4m3x2.f32", 27, NULL, 0, nvt_arch_find("sm_89"), &v,
				  NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 81);
	CHECK(nvt_ptx_insn__check("cvt.rn.satfinite.e4m3x2.f32", 27, NULL, 0, sm90, &v, NULL) ==
	      NVT_PTX_INSN_OK);
	CHECK_INT(v, 78);
	/* special registers: suffix, index, unknown */
	CHECK(nvt_ptx_insn__check("%clusterid.x", 12, NULL, 0, sm90, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 78);
	CHECK(nvt_ptx_insn__check("%clusterid.x", 12, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_NOT_ON_ARCH);
	CHECK(nvt_ptx_insn__check("%envreg12", 9, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 21);
	CHECK(nvt_ptx_insn__check("%clock64", 8, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 20);
	CHECK(nvt_ptx_insn__check("%pm3_64", 7, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_OK);
	CHECK_INT(v, 40);
	CHECK(nvt_ptx_insn__check("%r1", 3, NULL, 0, sm75, &v, NULL) == NVT_PTX_INSN_UNKNOWN);
	CHECK(nvt_ptx_insn__arch_in("sm_80+", nvt_arch_find("sm_90a")));
	CHECK(!nvt_ptx_insn__arch_in("sm_90a", nvt_arch_find("sm_100a")));
	nvt_ptx_insn__describe_archs("sm_80+", buf, sizeof(buf));
	CHECK_STR(buf, "sm_80 or later");
	nvt_ptx_insn__describe_archs("sm_90a,sm_100a,sm_100f", buf, sizeof(buf));
	CHECK_STR(buf, "sm_90a, sm_100a or sm_100f");

	/* --- whole strings --- */
	n = need("{\n\t.reg .u32 r;\n\tbmsk.clamp.b32 r, $1, $2;\n\tmov.u32 $0, %laneid;\n}", "sm_75");
	CHECK_INT(n.min_ptx, 76);
	CHECK_STR(n.min_insn, "bmsk.clamp.b32");
	CHECK_INT(n.statements, 2);
	CHECK(!n.unknown && !n.not_on_arch);
	/* the special register sets it; "%0" and "%%" forms */
	n = need("mov.u32 %0, %%clusterid.x;", "sm_90");
	CHECK_INT(n.min_ptx, 78);
	CHECK_STR(n.min_insn, "%clusterid.x");
	n = need("mov.u32 %0, %%clusterid.x;", "sm_80");
	CHECK(n.not_on_arch);
	CHECK_STR(n.bad_insn, "%clusterid.x");
	CHECK_STR(n.bad_archs, "sm_90+");
	/* unknown opcode; a declared register is not unknown */
	n = need(".reg .b32 %myreg; frobnicate.b32 %myreg, 1; add.s32 $0, %myreg, 1;", "sm_75");
	CHECK(n.unknown);
	CHECK_STR(n.unknown_insn, "frobnicate.b32");
	CHECK_INT(n.min_ptx, 10);
	/* shfl/vote without .sync: gone on sm_70+ from PTX 6.4 */
	n = need("shfl.bfly.b32 $0, $1, 1, 31; shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "sm_75");
	CHECK_INT(n.max_ptx, 63);
	CHECK_STR(n.max_insn, "shfl.bfly.b32");
	CHECK_INT(n.min_ptx, 60);
	CHECK_INT(need("vote.ballot.b32 $0, p;", "sm_90").max_ptx, 63);
	CHECK_INT(need("vote.sync.ballot.b32 $0, p, -1;", "sm_90").max_ptx, 0);
	CHECK_INT(nvt_ptx_insn__max_ptx("shfl.down.b32", 13, nvt_arch_find("sm_60")), 0);
	/* a modifier row with a token that must be absent: tcgen05's block
	 * scale with the default vector size needs 8.8 and is on the family
	 * archs; with an explicit size it needs 8.6 on the arch-specific ones */
	n = need("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, [$4], [$5], p;", "sm_100a");
	CHECK(!n.unknown && !n.not_on_arch);
	CHECK_INT(n.min_ptx, 88);
	n = need("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], $1, $2, $3, [$4], [$5], p;", "sm_100a");
	CHECK(!n.unknown && !n.not_on_arch);
	CHECK_INT(n.min_ptx, 86);
	CHECK(need("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], $1, $2, $3, [$4], [$5], p;", "sm_100f").not_on_arch);
	CHECK(!need("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, [$4], [$5], p;", "sm_100f").not_on_arch);
	/* operand counts: min's three-input form (sm_100, 8.8) and
	 * mbarrier.arrive's count (sm_90), not its noComplete form's (sm_80);
	 * a vector, an address and "d|p" are one operand each */
	CHECK(need("min.f32 $0, $1, $2, $3;", "sm_90").not_on_arch);
	CHECK_INT(need("min.f32 $0, $1, $2, $3;", "sm_100").min_ptx, 88);
	CHECK(!need("min.f32 $0, $1, $2;", "sm_90").not_on_arch);
	CHECK(need("mbarrier.arrive.shared.b64 $0, [$1], $2;", "sm_80").not_on_arch);
	CHECK(!need("mbarrier.arrive.shared.b64 $0, [$1];", "sm_80").not_on_arch);
	CHECK(!need("mbarrier.arrive.noComplete.shared.b64 $0, [$1], $2;", "sm_80").not_on_arch);
	CHECK(!need("min.f32 {$0}, [$1, {$2, $3}], $4;", "sm_90").not_on_arch);
	CHECK(need("max.f32 a|b, $1, $2, c;", "sm_90").not_on_arch);
	n = need("", "sm_75");
	CHECK(!n.unknown && n.min_ptx == 0 && n.statements == 0);
	/* a long opcode is cut, not overflowed */
	{
		char big[512];
		memset(big, 'x', sizeof(big) - 2);
		big[sizeof(big) - 2] = ';';
		big[sizeof(big) - 1] = 0;
		n = need(big, "sm_75");
		CHECK(n.unknown && strlen(n.unknown_insn) == sizeof(n.unknown_insn) - 1);
	}
	return TEST_DONE();
}
