/* SPDX-License-Identifier: Apache-2.0 */
/* Loop-invariant values computed again in the loops that use them
 * (src/codegen/remat.c): the shape LICM leaves in CUB's histogram sweep,
 * and each condition under which nothing may move. */
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "codegen/cg.h"
#include "core/internal.h"
#include "../common/parse_ir.h"
#include "test.h"

/* Variants of one kernel: `n` pixels at tid*16 + k, whose `or` and `zext`
 * LICM put in the entry block; the loop compares each `or` with %n and
 * loads at each `zext`. */
enum {
	V_BASE_IN_LOOP = 1,  /* %b itself is used in the loop */
	V_ZEXT1_OUTSIDE = 2, /* %z1 is also used after the loop */
	V_ZEXT1_PHI = 4,     /* %z1 feeds a PHI in the loop */
	V_NO_OR_USE = 8,     /* the loop does not compare the `or`s */
};

static char *kernel(int n, int flags)
{
	struct nvt_strbuf sb = { 0 };

	nvt_strbuf_puts(&sb, "target triple = \"nvptx64-nvidia-cuda\"\n"
			     "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
			     "define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n, i32 %iters) {\n"
			     "entry:\n"
			     "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
			     "  %b = shl nuw nsw i32 %tid, 4\n");
	for (int k = 1; k <= n; k++)
		nvt_strbuf_printf(&sb,
				  "  %%o%d = or disjoint i32 %%b, %d\n"
				  "  %%z%d = zext nneg i32 %%o%d to i64\n",
				  k, k, k, k);
	nvt_strbuf_puts(&sb, "  br label %loop\n"
			     "loop:\n"
			     "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
			     "  %acc = phi float [ 0.0, %entry ], [ %a");
	nvt_strbuf_printf(&sb, "%d, %%loop ]\n", n);
	if (flags & V_ZEXT1_PHI)
		nvt_strbuf_puts(&sb, "  %zp = phi i64 [ %z1, %entry ], [ %z1, %loop ]\n");
	if (flags & V_BASE_IN_LOOP)
		nvt_strbuf_puts(&sb, "  %cb = icmp slt i32 %b, %n\n"
				     "  %a0 = select i1 %cb, float %acc, float 1.0\n");
	else
		nvt_strbuf_puts(&sb, "  %a0 = fadd float %acc, 1.0\n");
	for (int k = 1; k <= n; k++) {
		nvt_strbuf_printf(&sb,
				  "  %%g%d = getelementptr inbounds float, ptr addrspace(1) %%p, i64 %%z%d\n"
				  "  %%v%d = load float, ptr addrspace(1) %%g%d, align 4\n",
				  k, k, k, k);
		if (flags & V_NO_OR_USE)
			nvt_strbuf_printf(&sb, "  %%a%d = fadd float %%a%d, %%v%d\n", k, k - 1, k);
		else
			nvt_strbuf_printf(&sb,
					  "  %%c%d = icmp slt i32 %%o%d, %%n\n"
					  "  %%s%d = select i1 %%c%d, float %%v%d, float 0.0\n"
					  "  %%a%d = fadd float %%a%d, %%s%d\n",
					  k, k, k, k, k, k, k - 1, k);
	}
	nvt_strbuf_puts(&sb, "  %i.next = add i32 %i, 1\n"
			     "  %done = icmp eq i32 %i.next, %iters\n"
			     "  br i1 %done, label %exit, label %loop\n"
			     "exit:\n");
	nvt_strbuf_printf(&sb, "  store float %%a%d, ptr addrspace(1) %%p, align 4\n", n);
	if (flags & V_ZEXT1_OUTSIDE)
		nvt_strbuf_puts(&sb, "  %gx = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %z1\n"
				     "  store i32 0, ptr addrspace(1) %gx, align 4\n");
	if (flags & V_ZEXT1_PHI)
		nvt_strbuf_puts(&sb, "  %gp = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %zp\n"
				     "  store i32 0, ptr addrspace(1) %gp, align 4\n");
	nvt_strbuf_puts(&sb, "  ret void\n}\n");
	return nvt_strbuf_detach(&sb, NULL);
}

static LLVMBasicBlockRef block(LLVMModuleRef m, const char *name)
{
	LLVMValueRef f = LLVMGetNamedFunction(m, "k");

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
		if (!strcmp(LLVMGetBasicBlockName(b), name))
			return b;
	return NULL;
}

/* Instructions of `opcode` in block `name`. */
static int count(LLVMModuleRef m, const char *name, LLVMOpcode opcode)
{
	int c = 0;

	for (LLVMValueRef i = LLVMGetFirstInstruction(block(m, name)); i; i = LLVMGetNextInstruction(i))
		c += LLVMGetInstructionOpcode(i) == opcode;
	return c;
}

/* Is the instruction the value `%name` was (still) in block `bb`? */
static bool named_in(LLVMModuleRef m, const char *bb, const char *name)
{
	for (LLVMValueRef i = LLVMGetFirstInstruction(block(m, bb)); i; i = LLVMGetNextInstruction(i)) {
		size_t len;
		const char *s = LLVMGetValueName2(i, &len);

		if (len == strlen(name) && !memcmp(s, name, len))
			return true;
	}
	return false;
}

struct run {
	LLVMContextRef ctx;
	LLVMModuleRef m;
	int clones;
};

static struct run run(int n, int flags)
{
	struct run r = { .ctx = LLVMContextCreate() };
	char *ir = kernel(n, flags), *msg = NULL;

	r.m = test_parse_ir(r.ctx, ir);
	free(ir);
	CHECK(r.m != NULL);
	if (!r.m) {
		r.clones = -1;
		return r;
	}
	r.clones = nvt_cg_remat(r.m);
	CHECK(!LLVMVerifyModule(r.m, LLVMPrintMessageAction, &msg));
	LLVMDisposeMessage(msg);
	return r;
}

static void done(struct run *r)
{
	if (r->m)
		LLVMDisposeModule(r->m);
	LLVMContextDispose(r->ctx);
}

/* CUB's shape: every `or` and `zext` moves into the loop, %b stays. */
static void test_fan(void)
{
	struct run r = run(8, V_BASE_IN_LOOP);

	CHECK_INT(r.clones, 16);
	CHECK_INT(count(r.m, "entry", LLVMOr), 0);
	CHECK_INT(count(r.m, "entry", LLVMZExt), 0);
	CHECK_INT(count(r.m, "loop", LLVMOr), 8);
	CHECK_INT(count(r.m, "loop", LLVMZExt), 8);
	CHECK(named_in(r.m, "entry", "b")); /* its operand %tid is not used in the loop */
	done(&r);
}

/* A group smaller than MIN_GROUP stays as LICM left it: a few hoisted
 * values are ptxas' business (two such clones in a Marlin kernel moved
 * ptxas from 126 to 168 registers). */
static void test_small_group(void)
{
	struct run r = run(3, V_BASE_IN_LOOP);

	CHECK_INT(r.clones, 0);
	CHECK_INT(count(r.m, "entry", LLVMOr), 3);
	CHECK_INT(count(r.m, "loop", LLVMZExt), 0);
	done(&r);
}

/* Without %b used in the loop the `or`s would make it live there: the
 * zexts move (their `or`s are compared in the loop anyway), the `or`s
 * stay. */
static void test_operand_not_live(void)
{
	struct run r = run(8, 0);

	CHECK_INT(r.clones, 8);
	CHECK_INT(count(r.m, "entry", LLVMOr), 8);
	CHECK_INT(count(r.m, "loop", LLVMZExt), 8);
	CHECK_INT(count(r.m, "loop", LLVMOr), 0);
	done(&r);
}

/* A zext whose `or` is not used in the loop keeps both where they are. */
static void test_chain_not_live(void)
{
	struct run r = run(8, V_NO_OR_USE);

	CHECK_INT(r.clones, 0);
	CHECK_INT(count(r.m, "entry", LLVMZExt), 8);
	done(&r);
}

/* A value also used after the loop stays live across it: not cloned,
 * and neither is its `or` (still used in the entry block). */
static void test_used_outside(void)
{
	struct run r = run(8, V_BASE_IN_LOOP | V_ZEXT1_OUTSIDE);

	CHECK(named_in(r.m, "entry", "z1"));
	CHECK(named_in(r.m, "entry", "o1"));
	CHECK(!named_in(r.m, "entry", "z2"));
	CHECK(!named_in(r.m, "entry", "o2"));
	CHECK_INT(count(r.m, "loop", LLVMZExt), 7);
	CHECK_INT(r.clones, 14);
	done(&r);
}

/* A PHI's operand lives on the edge: the value it reads stays. */
static void test_phi_use(void)
{
	struct run r = run(8, V_BASE_IN_LOOP | V_ZEXT1_PHI);

	CHECK(named_in(r.m, "entry", "z1"));
	CHECK(!named_in(r.m, "entry", "z8"));
	CHECK_INT(count(r.m, "loop", LLVMZExt), 7);
	done(&r);
}

/* A function without loops, and one without a body: nothing to do. */
static void test_no_loop(void)
{
	static const char ir[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
				 "declare void @ext(i64)\n"
				 "define void @f(i32 %x, i1 %c) {\n"
				 "  %z = zext i32 %x to i64\n"
				 "  br i1 %c, label %a, label %b\n"
				 "a:\n  call void @ext(i64 %z)\n  ret void\n"
				 "b:\n  ret void\n}\n";
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = test_parse_ir(ctx, ir);

	CHECK(m != NULL);
	if (m) {
		CHECK_INT(nvt_cg_remat(m), 0);
		LLVMDisposeModule(m);
	}
	LLVMContextDispose(ctx);
}

/* The same module in two contexts gives the same text. */
static void test_deterministic(void)
{
	struct run a = run(12, V_BASE_IN_LOOP | V_ZEXT1_OUTSIDE), b = run(12, V_BASE_IN_LOOP | V_ZEXT1_OUTSIDE);
	char *ta = a.m ? LLVMPrintModuleToString(a.m) : NULL, *tb = b.m ? LLVMPrintModuleToString(b.m) : NULL;

	CHECK(ta && tb && !strcmp(ta, tb));
	CHECK(a.clones > 0 && a.clones == b.clones);
	LLVMDisposeMessage(ta);
	LLVMDisposeMessage(tb);
	done(&a);
	done(&b);
}


/* Random CFGs (irreducible parts, unreachable blocks, self loops, blocks
 * out of dominance order in the layout): candidates defined in the entry
 * block, used in random blocks. Whatever moves, LLVM's verifier must pass
 * (every clone dominates its uses, every use still has a definition). A
 * fixed seed: the same cases every run. */
static unsigned long rng = 12345;

static unsigned rnd(unsigned n)
{
	rng = rng * 6364136223846793005ul + 1442695040888963407ul;
	return (unsigned)(rng >> 33) % n;
}

static char *random_function(void)
{
	struct nvt_strbuf sb = { 0 };
	unsigned nb = 4 + rnd(28), nc = 8 + rnd(12);

	nvt_strbuf_puts(&sb, "target triple = \"nvptx64-nvidia-cuda\"\n"
			     "define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i1 %c) {\n"
			     "entry:\n  %b = add i32 %x, 7\n");
	for (unsigned k = 0; k < nc; k++)
		nvt_strbuf_printf(&sb, "  %%o%u = or i32 %%b, %u\n  %%z%u = zext i32 %%o%u to i64\n"
				       "  %%g%u = getelementptr i8, ptr addrspace(1) %%p, i64 %u\n",
				  k, k + 1, k, k, k, 16 * k);
	nvt_strbuf_printf(&sb, "  br label %%b%u\n", rnd(nb));
	for (unsigned i = 0; i < nb; i++) {
		unsigned uses = rnd(4);

		nvt_strbuf_printf(&sb, "b%u:\n", i);
		if (rnd(2))
			nvt_strbuf_printf(&sb, "  store i32 %%b, ptr addrspace(1) %%p, align 4\n");
		for (unsigned u = 0; u < uses; u++) {
			unsigned k = rnd(nc);

			switch (rnd(3)) {
			case 0:
				nvt_strbuf_printf(&sb, "  %%u%u.%u = getelementptr i8, ptr addrspace(1) %%p, i64 %%z%u\n"
						       "  store i8 0, ptr addrspace(1) %%u%u.%u, align 1\n",
						  i, u, k, i, u);
				break;
			case 1:
				nvt_strbuf_printf(&sb, "  store i32 %%o%u, ptr addrspace(1) %%g%u, align 4\n", k, k);
				break;
			default:
				nvt_strbuf_printf(&sb, "  store i64 %%z%u, ptr addrspace(1) %%g%u, align 8\n", k,
						  rnd(nc));
			}
		}
		switch (rnd(4)) {
		case 0:
			nvt_strbuf_puts(&sb, "  ret void\n");
			break;
		case 1:
			nvt_strbuf_printf(&sb, "  br label %%b%u\n", rnd(nb));
			break;
		default:
			nvt_strbuf_printf(&sb, "  br i1 %%c, label %%b%u, label %%b%u\n", rnd(nb), rnd(nb));
		}
	}
	nvt_strbuf_puts(&sb, "}\n");
	return nvt_strbuf_detach(&sb, NULL);
}

static void test_random_cfgs(void)
{
	int moved = 0, bad = 0;

	for (int t = 0; t < 300; t++) {
		LLVMContextRef ctx = LLVMContextCreate();
		char *ir = random_function(), *msg = NULL;
		LLVMModuleRef m = test_parse_ir(ctx, ir);
		int r;

		if (!m) {
			fprintf(stderr, "%s", ir);
			bad++;
			free(ir);
			LLVMContextDispose(ctx);
			continue;
		}
		r = nvt_cg_remat(m);
		if (r < 0 || LLVMVerifyModule(m, LLVMPrintMessageAction, &msg)) {
			fprintf(stderr, "random case %d broke:\n%s", t, ir);
			bad++;
		}
		LLVMDisposeMessage(msg);
		moved += r > 0 ? r : 0;
		free(ir);
		LLVMDisposeModule(m);
		LLVMContextDispose(ctx);
	}
	CHECK_INT(bad, 0);
	fprintf(stderr, "random CFGs: %d clones in 300 functions\n", moved);
	CHECK(moved > 100); /* the cases do exercise the moves */
}

int main(void)
{
	test_fan();
	test_small_group();
	test_operand_not_live();
	test_chain_not_live();
	test_used_outside();
	test_phi_use();
	test_no_loop();
	test_deterministic();
	test_random_cfgs();
	return TEST_DONE();
}
