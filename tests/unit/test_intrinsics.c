/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The intrinsic requirement table (src/verify/intrinsics.{h,def}) and
 * nvt_verify_requirements (src/verify/requirements.c). Both are internal to the
 * library, so their sources are compiled into this test.
 */
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "../common/parse_ir.h"
#include "test.h"
#include "verify/intrinsics.c"
#include "verify/requirements.c"

static const struct nvt_arch *A(const char *n)
{
	const struct nvt_arch *a = nvt_arch_find(n);
	if (!a) {
		fprintf(stderr, "unknown arch %s\n", n);
		exit(1);
	}
	return a;
}

/* status of a non-overloaded intrinsic on an arch; *p = its PTX version */
static int st(const char *name, const char *arch, unsigned *p)
{
	unsigned dummy;
	return nvt_intrinsic__check(name, NULL, A(arch), true, p ? p : &dummy, NULL);
}

static void test_table_shape(void)
{
	size_t n = nvt_intrinsic__count();
	int bad = 0;

	CHECK(n > 100);
	for (size_t i = 0; i < n; i++) {
		const struct nvt_intrinsic_req *r = nvt_intrinsic__at(i);
		/* sorted (strcmp), rows of one name adjacent */
		if (i && strcmp(nvt_intrinsic__at(i - 1)->name, r->name) > 0)
			bad++, fprintf(stderr, "unsorted: %s\n", r->name);
		if (strncmp(r->name, "llvm.nvvm.", 10))
			bad++, fprintf(stderr, "bad name: %s\n", r->name);
		/* every ARCHS term names an arch of the table */
		if (strcmp(r->archs, "-")) {
			const char *p = r->archs;
			while (*p) {
				char t[32];
				size_t len = strcspn(p, ",");
				snprintf(t, sizeof(t), "%.*s", (int)len, p);
				if (len && t[len - 1] == '+')
					t[len - 1] = 0;
				if (!nvt_arch_find(t))
					bad++, fprintf(stderr, "%s: bad arch term %s\n", r->name, t);
				p += len + (p[len] == ',');
			}
			if (r->min_ptx < NVT_LLVM_MIN_PTX || r->min_ptx > NVT_LLVM_MAX_PTX)
				bad++, fprintf(stderr, "%s: min_ptx %u\n", r->name, r->min_ptx);
			if (r->max_ptx && r->max_ptx < r->min_ptx)
				bad++, fprintf(stderr, "%s: max < min\n", r->name);
		} else if (!(r->flags & (NVT_INTR_NO_CODEGEN | NVT_INTR_BAD_PTX))) {
			bad++, fprintf(stderr, "%s: no archs but no flag\n", r->name);
		}
	}
	CHECK_INT(bad, 0);
	CHECK(nvt_intrinsic__at(n) == NULL);
}

/* Every llvm.nvvm.* intrinsic LLVM 22 knows has a row (or a family row). */
static void test_coverage(void)
{
	static const char probe[] = "llvm.nvvm.read.ptx.sreg.tid.x";
	unsigned id = LLVMLookupIntrinsicID(probe, strlen(probe)), lo = id, hi = id, missing = 0;
	size_t len;

	CHECK(id != 0);
	while (lo > 1 && !strncmp(LLVMIntrinsicGetName(lo - 1, &len), "llvm.nvvm.", 10))
		lo--;
	while (!strncmp(LLVMIntrinsicGetName(hi + 1, &len), "llvm.nvvm.", 10))
		hi++;
	CHECK(hi - lo > 2000);
	for (unsigned i = lo; i <= hi; i++) {
		char name[256];
		const char *n = LLVMIntrinsicGetName(i, &len);
		snprintf(name, sizeof(name), "%.*s", (int)len, n);
		if (!strncmp(name, "llvm.nvvm.internal.", 19))
			continue; /* created by LLVM's own passes only */
		if (!nvt_intrinsic__lookup(name, NULL, NULL))
			missing++, fprintf(stderr, "no row: %s\n", name);
	}
	CHECK_INT(missing, 0);
}

static void test_gates(void)
{
	unsigned p = 0;

	/* always there: at the arch's own minimum */
	CHECK_INT(st("llvm.nvvm.read.ptx.sreg.tid.x", "sm_75", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 63);
	CHECK_INT(st("llvm.nvvm.read.ptx.sreg.tid.x", "sm_120a", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 87);
	/* wgmma: sm_90a only */
	CHECK_INT(st("llvm.nvvm.wgmma.fence.sync.aligned", "sm_90", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.wgmma.fence.sync.aligned", "sm_90a", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 80);
	CHECK_INT(st("llvm.nvvm.wgmma.fence.sync.aligned", "sm_100a", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	/* tcgen05: the sm_100a/f family, not sm_120a */
	CHECK_INT(st("llvm.nvvm.tcgen05.fence.before.thread.sync", "sm_100a", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 86);
	CHECK_INT(st("llvm.nvvm.tcgen05.fence.before.thread.sync", "sm_100", NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.tcgen05.fence.before.thread.sync", "sm_120a", NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	/* the PTX version LLVM's default would get wrong (cg.h / issue) */
	CHECK_INT(st("llvm.nvvm.elect.sync", "sm_90", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 80);
	CHECK_INT(st("llvm.nvvm.elect.sync", "sm_80", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	/* overloaded: mangled name first, then the base name */
	CHECK_INT(nvt_intrinsic__check("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3",
				       "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16", A("sm_75"), true,
				       &p, NULL),
		  NVT_INTRINSIC_OK);
	CHECK_INT(p, 65);
	/* a name under no row or family; (names under a family, like the 1.5
	 * spelling llvm.nvvm.shfl.sync.i32, match its pattern: the caller
	 * rules out names LLVM does not know with LLVMGetIntrinsicID first) */
	CHECK_INT(st("llvm.nvvm.made.up", "sm_80", NULL), NVT_INTRINSIC_UNKNOWN);
	/* a family pattern answers for its members */
	CHECK(nvt_intrinsic__find_exact("llvm.nvvm.wgmma.*") != NULL ||
	      nvt_intrinsic__find_exact("llvm.nvvm.wgmma.fence.sync.aligned") != NULL);
	CHECK(nvt_intrinsic__lookup(NULL, NULL, NULL) == NULL);
}

static void test_describe(void)
{
	char buf[512];
	int n = nvt_intrinsic__describe("llvm.nvvm.wgmma.fence.sync.aligned", NULL, buf, sizeof(buf));
	CHECK(n > 0);
	CHECK_STR(buf, "sm_90a with PTX ISA 8.0");
	nvt_intrinsic__describe("llvm.nvvm.elect.sync", NULL, buf, sizeof(buf));
	CHECK_STR(buf, "sm_90 or later with PTX ISA 8.0");
	nvt_intrinsic__describe("llvm.nvvm.bogus", NULL, buf, sizeof(buf));
	CHECK(strstr(buf, "does not know") != NULL);
	/* snprintf semantics: truncation, length of the whole text */
	n = nvt_intrinsic__describe("llvm.nvvm.elect.sync", NULL, buf, 4);
	CHECK_INT(n, (int)strlen("sm_90 or later with PTX ISA 8.0"));
	CHECK_STR(buf, "sm_");
}

/* --- nvt_verify_requirements ------------------------------------------------- */

static int req(const char *ir, const char *arch, bool debug, unsigned *ptx, struct test_diag_log *log)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = test_parse_ir(ctx, ir);

	if (!m)
		exit(1);
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = log);
	struct nvt_diags *d = nvt_diags__new(&o);
	int rc;

	memset(log, 0, sizeof(*log));
	*ptx = A(arch)->min_ptx;
	rc = nvt_verify_requirements(m, A(arch), debug, ptx, "t.ll", d);
	nvt_diags__free(d);
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return rc;
}

#define HEAD "target triple = \"nvptx64-nvidia-cuda\"\n"

static void test_requirements(void)
{
	struct test_diag_log log;
	unsigned p;
	static const char wgmma[] = HEAD
		"declare void @llvm.nvvm.wgmma.fence.sync.aligned()\n"
		"define ptx_kernel void @k() {\n  call void @llvm.nvvm.wgmma.fence.sync.aligned()\n"
		"  call void @llvm.nvvm.wgmma.fence.sync.aligned()\n  ret void\n}\n"
		"define void @f() {\n  call void @llvm.nvvm.wgmma.fence.sync.aligned()\n  ret void\n}\n";

	/* not on sm_90: one error per using function, naming what it needs */
	CHECK_INT(req(wgmma, "sm_90", false, &p, &log), -EINVAL);
	CHECK_INT(log.count, 2);
	CHECK(test_log_has(&log, "t.ll: error: intrinsic 'llvm.nvvm.wgmma.fence.sync.aligned' used in "
				 "function 'k' is not available on sm_90 (needs sm_90a with PTX ISA 8.0) "
				 "[intrinsic-arch]"));
	CHECK(test_log_has(&log, "function 'f'"));
	/* sm_90a: fine, and raises the version to 8.0 */
	CHECK_INT(req(wgmma, "sm_90a", false, &p, &log), 0);
	CHECK_INT(log.count, 0);
	CHECK_INT(p, 80);

	/* ldmatrix at sm_75 needs 6.5 (LLVM's default 6.3 aborts) */
	static const char ldm[] = HEAD
		"declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))\n"
		"define ptx_kernel void @k(ptr addrspace(3) %p) {\n"
		"  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)\n"
		"  ret void\n}\n";
	CHECK_INT(req(ldm, "sm_75", false, &p, &log), 0);
	CHECK_INT(p, 65);
	/* -g: labels inside .section need 7.0 */
	CHECK_INT(req(ldm, "sm_75", true, &p, &log), 0);
	CHECK_INT(p, 70);
	/* an unused declaration raises nothing */
	static const char unused[] = HEAD "declare void @llvm.nvvm.wgmma.fence.sync.aligned()\n"
		"define ptx_kernel void @k() {\n  ret void\n}\n";
	CHECK_INT(req(unused, "sm_75", false, &p, &log), 0);
	CHECK_INT(p, 63);

	/* unknown llvm.nvvm.* names (the 1.5 spec's spelling) */
	static const char unk[] = HEAD "declare i32 @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32)\n"
		"declare void @llvm.nvvm.made.up()\n"
		"define ptx_kernel void @k(i32 %x) {\n"
		"  %r = call i32 @llvm.nvvm.shfl.sync.i32(i32 -1, i32 %x, i32 0, i32 31)\n  ret void\n}\n";
	CHECK_INT(req(unk, "sm_80", false, &p, &log), -EINVAL);
	CHECK_INT(log.count, 2);
	CHECK(test_log_has(&log, "unsupported intrinsic 'llvm.nvvm.shfl.sync.i32' used in function 'k'"));
	CHECK(test_log_has(&log, "[intrinsic-unknown]"));
	CHECK(test_log_has(&log, "unsupported intrinsic 'llvm.nvvm.made.up' declared"));

	/* vote without .sync: only up to PTX 6.3 on sm_75; with an intrinsic
	 * that needs 6.5 next to it there is no version that works */
	static const char vote[] = HEAD "declare i1 @llvm.nvvm.vote.any(i1)\n"
		"declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))\n"
		"define ptx_kernel void @k(i1 %b, ptr addrspace(3) %p) {\n"
		"  %v = call i1 @llvm.nvvm.vote.any(i1 %b)\n"
		"  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)\n"
		"  ret void\n}\n";
	CHECK_INT(req(vote, "sm_75", false, &p, &log), -EINVAL);
	CHECK(test_log_has(&log, "intrinsic 'llvm.nvvm.vote.any' needs PTX ISA 6.3 or older, but "
				 "intrinsic 'llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3' needs PTX ISA "
				 "6.5 on sm_75 [intrinsic-ptx-range]"));
	/* and on sm_80 (whose lowest PTX is 7.0) it is simply not there */
	CHECK_INT(req(vote, "sm_80", false, &p, &log), -EINVAL);
	CHECK(test_log_has(&log, "'llvm.nvvm.vote.any' used in function 'k' is not available on sm_80"));

	/* LLVM 22 emits PTX ptxas rejects: an error before codegen */
	static const char lg2[] = HEAD "declare double @llvm.nvvm.lg2.approx.d(double)\n"
		"define ptx_kernel void @k(double %x) {\n"
		"  %r = call double @llvm.nvvm.lg2.approx.d(double %x)\n  ret void\n}\n";
	CHECK_INT(req(lg2, "sm_90", false, &p, &log), -EINVAL);
	CHECK(test_log_has(&log, "[intrinsic-no-codegen]"));
}

/* 32-bit pointers: TMA needs 64-bit ones */
static void test_ptr32(void)
{
	struct test_diag_log log;
	unsigned p;
	static const char tma[] = "target triple = \"nvptx-nvidia-cuda\"\n"
		"declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1)\n"
		"define ptx_kernel void @k(ptr %t, i32 %c) {\n"
		"  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %t, i32 %c, i64 0, i1 false)\n"
		"  ret void\n}\n";
	const struct nvt_intrinsic_req *r =
		nvt_intrinsic__lookup("llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d", NULL, NULL);
	CHECK(r != NULL);
	if (r && (r->flags & NVT_INTR_PTR64)) {
		CHECK_INT(req(tma, "sm_90", false, &p, &log), -EINVAL);
		CHECK(test_log_has(&log, "is not available with 32-bit pointers"));
	} else {
		fprintf(stderr, "note: TMA row has no PTR64 flag; 32-bit check not exercised\n");
	}
}

/* The families behind MLIR's nvgpu dialect (seeds/mlir-nvgpu-dialect.txt),
 * each gated on both sides. (nvgpu's mbarrier.try_wait has no LLVM 22
 * intrinsic: MLIR lowers it to inline PTX, see doc/intrinsics.md.) */
static void test_nvgpu_families(void)
{
	unsigned p;
	const struct nvt_arch *sm90 = A("sm_90");

	/* cp.async: sm_80 */
	CHECK_INT(st("llvm.nvvm.cp.async.cg.shared.global.16", "sm_80", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 70);
	CHECK_INT(st("llvm.nvvm.cp.async.cg.shared.global.16", "sm_75", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	/* ldmatrix: m8n8 from sm_75 (PTX 6.5); m16n16 only on the a/f variants of sm_100+ */
	CHECK_INT(nvt_intrinsic__check("llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3",
				       "llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8", A("sm_100a"), true,
				       &p, NULL),
		  NVT_INTRINSIC_OK);
	CHECK_INT(p, 86);
	CHECK_INT(nvt_intrinsic__check("llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3",
				       "llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8", A("sm_100"), true,
				       &p, NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	/* mbarrier: the basic forms from sm_80, the tx-count forms from sm_90 */
	CHECK_INT(st("llvm.nvvm.mbarrier.init", "sm_80", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.mbarrier.init", "sm_75", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.mbarrier.test.wait", "sm_80", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta", "sm_90", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 80);
	CHECK_INT(st("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta", "sm_80", NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	/* mma.sync shapes and element types per SM: bf16 m16n8k16 from sm_80,
	 * FP8 inputs from sm_89 (with FP16 accumulation: PTX 8.7, ptxas) */
	CHECK_INT(st("llvm.nvvm.mma.m16n8k16.row.col.bf16", "sm_80", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.mma.m16n8k16.row.col.bf16", "sm_75", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.mma.m16n8k16.row.col.f16.e4m3.e4m3.f16", "sm_89", &p), NVT_INTRINSIC_OK);
	CHECK_INT(p, 87);
	CHECK_INT(st("llvm.nvvm.mma.m16n8k16.row.col.f16.e4m3.e4m3.f16", "sm_86", NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	/* mma.sp: from sm_80; its FP8 k64 shape from sm_89 */
	CHECK_INT(st("llvm.nvvm.mma.sp.m16n8k32.row.col.f16.f16", "sm_80", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.mma.sp.m16n8k32.row.col.f16.f16", "sm_75", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e4m3.f32", "sm_89", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e4m3.f32", "sm_80", NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	/* TMA (cp.async.bulk.tensor): sm_90, PTX 8.0, 64-bit pointers */
	CHECK_INT(nvt_intrinsic__check("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", NULL, sm90, true, &p, NULL),
		  NVT_INTRINSIC_OK);
	CHECK_INT(p, 80);
	CHECK_INT(nvt_intrinsic__check("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", NULL, sm90, false, &p, NULL),
		  NVT_INTRINSIC_NOT_ON_ARCH);
	CHECK_INT(st("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", "sm_80", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	/* clusters: sm_90 */
	CHECK_INT(st("llvm.nvvm.barrier.cluster.arrive", "sm_90", &p), NVT_INTRINSIC_OK);
	CHECK_INT(st("llvm.nvvm.barrier.cluster.arrive", "sm_89", NULL), NVT_INTRINSIC_NOT_ON_ARCH);
	/* no try_wait intrinsic in LLVM 22 */
	CHECK(nvt_intrinsic__lookup("llvm.nvvm.mbarrier.try.wait", NULL, NULL) == NULL ||
	      st("llvm.nvvm.mbarrier.try.wait", "sm_90", NULL) != NVT_INTRINSIC_OK);
}

int main(void)
{
	test_table_shape();
	test_coverage();
	test_gates();
	test_describe();
	test_requirements();
	test_ptr32();
	test_nvgpu_families();
	return TEST_DONE();
}
