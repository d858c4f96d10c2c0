/* SPDX-License-Identifier: Apache-2.0 */
/* The LLVM module layer: loading every IR form, errors with locations,
 * lazy loading, serialization round trips. */
#include <errno.h>
#include <llvm-c/Core.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>
#include "test.h"

static const char ll[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k(ptr addrspace(1) %p) {\n"
	"  store i32 1, ptr addrspace(1) %p\n"
	"  ret void\n"
	"}\n"
	"define void @unused() {\n"
	"  ret void\n"
	"}\n";

int main(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&o);
	struct nvt_blob *b = nvt_blob__from_memory(ll, sizeof(ll) - 1, "k.ll", false);
	struct nvt_module *m = nvt_module__load(b, NULL, d);
	void *bc = NULL;
	size_t bc_size = 0;

	CHECK(m != NULL);
	CHECK_STR(nvt_module__name(m), "k.ll");
	CHECK(nvt_module__diags(m) == d);
	CHECK(LLVMGetNamedFunction(nvt_module__llvm_module(m), "k") != NULL);
	CHECK(nvt_module__llvm_context(m) != NULL);
	CHECK(nvt_module__serialize(m, false, &bc, &bc_size) == 0 && bc_size > 4);
	void *txt = NULL;
	size_t txt_size = 0;
	CHECK(nvt_module__serialize(m, true, &txt, &txt_size) == 0 && strstr(txt, "ptx_kernel"));
	free(txt);
	nvt_module__free(m);
	nvt_blob__free(b);

	/* bitcode, eagerly and lazily; a lazy module materializes nothing up front */
	b = nvt_blob__from_memory(bc, bc_size, "k.bc", false);
	CHECK_INT(nvt_blob__kind(b), NVT_INPUT_BITCODE);
	m = nvt_module__load(b, NULL, d);
	CHECK(m != NULL);
	nvt_module__free(m);
	NVT_OPTS(nvt_module_opts, lazy, .lazy = true);
	m = nvt_module__load(b, &lazy, d);
	CHECK(m != NULL);
	if (m) {
		LLVMValueRef f = LLVMGetNamedFunction(nvt_module__llvm_module(m), "unused");
		CHECK(f && LLVMCountBasicBlocks(f) == 0); /* not materialized */
		/* a second module in the same context */
		NVT_OPTS(nvt_module_opts, shared, .share_context_with = m);
		struct nvt_module *m2 = nvt_module__load(b, &shared, d);
		CHECK(m2 && nvt_module__llvm_context(m2) == nvt_module__llvm_context(m));
		nvt_module__free(m2);
	}
	nvt_module__free(m);

	/* bitcode wrapper: 20-byte header (magic, version, offset, size, cputype) */
	unsigned char *w = calloc(1, 20 + bc_size);
	unsigned hdr[5] = { 0x0B17C0DE, 0, 20, (unsigned)bc_size, 0 };
	memcpy(w, hdr, sizeof(hdr));
	memcpy(w + 20, bc, bc_size);
	struct nvt_blob *wb = nvt_blob__from_memory(w, 20 + bc_size, "k.wrap.bc", false);
	CHECK_INT(nvt_blob__kind(wb), NVT_INPUT_BITCODE_WRAPPER);
	m = nvt_module__load(wb, NULL, d);
	CHECK(m != NULL);
	nvt_module__free(m);
	nvt_blob__free(wb);
	free(w);
	nvt_blob__free(b);

	/* truncated bitcode: an error from LLVM's reader, routed to us */
	log.count = 0;
	b = nvt_blob__from_memory(bc, bc_size / 2, "cut.bc", false);
	errno = 0;
	CHECK(nvt_module__load(b, NULL, d) == NULL && errno == EINVAL);
	CHECK(log.count >= 1 && test_log_has(&log, "cut.bc: error: "));
	log.count = 0;
	CHECK(nvt_module__load(b, &lazy, d) == NULL);
	CHECK(log.count >= 1);
	nvt_blob__free(b);
	free(bc);

	/* text parse error: file:line:col lifted into the record */
	static const char bad[] = "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f() {\n  bogus\n}\n";
	log.count = 0;
	b = nvt_blob__from_memory(bad, sizeof(bad) - 1, "bad.ll", false);
	CHECK(nvt_module__load(b, NULL, d) == NULL);
	CHECK(test_log_has(&log, "bad.ll:3:3: error: "));
	CHECK(test_log_has(&log, "[ir-parse]"));
	nvt_blob__free(b);

	/* not IR at all */
	log.count = 0;
	static const unsigned char fat[] = { 0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0 };
	b = nvt_blob__from_memory(fat, sizeof(fat), "x.fatbin", false);
	CHECK(nvt_module__load(b, NULL, d) == NULL);
	CHECK(test_log_has(&log, "x.fatbin: error: input is fatbin, not NVVM IR"));
	nvt_blob__free(b);
	b = nvt_blob__from_memory("", 0, "e.ll", false);
	CHECK(nvt_module__load(b, NULL, d) == NULL);
	CHECK(test_log_has(&log, "input is empty"));
	nvt_blob__free(b);
	CHECK(nvt_module__load_file("/nonexistent.ll", NULL, d) == NULL);
	CHECK(test_log_has(&log, "cannot open '/nonexistent.ll'"));

	/* The isolated read (nvt_module_probe, opts.isolate): fine, an
	 * ordinary error (the load reports it), a crash of LLVM's reader in
	 * the child (reported, the caller lives on), a memory budget too
	 * small for any module. */
	{
		NVT_OPTS(nvt_module_opts, iso, .isolate = true);
		log.count = 0;
		b = nvt_blob__from_memory(ll, sizeof(ll) - 1, "k.ll", false);
		CHECK_INT(nvt_module_probe(b, NULL, d), 0);
		m = nvt_module__load(b, &iso, d);
		CHECK(m != NULL);
		nvt_module__free(m);
		CHECK_INT(log.count, 0);
		nvt_blob__free(b);

		static const char junk[] = "BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c";
		b = nvt_blob__from_memory(junk, sizeof(junk) - 1, "junk.bc", false);
		CHECK_INT(nvt_module_probe(b, NULL, d), 1);
		CHECK_INT(log.count, 0); /* the child's errors are the load's to report */
		CHECK(nvt_module__load(b, &iso, d) == NULL);
		/* cut bytes, said as such; not a crash of the reader */
		CHECK(log.count > 0 && test_log_has(&log, "junk.bc: error: truncated: ") &&
		      !test_log_has(&log, "LLVM could not read"));

		/* nvt_module_probe_canonical: the bitcode LLVM wrote of what
		 * the child read and verified, named as the input; what the
		 * child's read reported, replayed once and exactly as an
		 * in-process load says it; nothing for a module the verifier
		 * rejects (the caller reads the input itself). */
		static char sentinel;
		struct nvt_blob *canon = (struct nvt_blob *)&sentinel; /* must become NULL */
		log.count = 0;
		CHECK_INT(nvt_module_probe_canonical(b, NULL, d, &canon), -EINVAL);
		CHECK(canon == NULL);
		CHECK(log.count > 0);
		{
			static char child_said[512];
			int n = log.count;
			snprintf(child_said, sizeof(child_said), "%s", log.text[0]);
			log.count = 0;
			CHECK(nvt_module__load(b, NULL, d) == NULL);
			CHECK_INT(log.count, n);
			CHECK_STR(log.text[0], child_said);
		}
		CHECK_INT(nvt_module_probe_canonical(b, NULL, d, NULL), -EINVAL);
		nvt_blob__free(b);

		/* bitcode of `ll`, named with a directory */
		void *kbc = NULL;
		size_t kbc_len = 0;
		b = nvt_blob__from_memory(ll, sizeof(ll) - 1, "k.ll", false);
		m = nvt_module__load(b, NULL, d);
		CHECK(m && nvt_module__serialize(m, false, &kbc, &kbc_len) == 0);
		nvt_module__free(m);
		/* text IR gets no canonical bytes: it is read as text again */
		canon = (struct nvt_blob *)&sentinel;
		CHECK_INT(nvt_module_probe_canonical(b, NULL, d, &canon), 0);
		CHECK(canon == NULL);
		nvt_blob__free(b);
		b = nvt_blob__from_memory(kbc, kbc_len, "dir/k.bc", true);
		free(kbc);
		log.count = 0;
		CHECK_INT(nvt_module_probe_canonical(b, NULL, d, &canon), 0);
		CHECK(canon != NULL);
		if (canon) {
			CHECK_STR(nvt_blob__name(canon), "dir/k.bc");
			CHECK_INT(nvt_blob__kind(canon), NVT_INPUT_BITCODE);
			m = nvt_module__load(canon, NULL, d);
			CHECK(m != NULL);
			if (m) {
				size_t len = 0;
				/* the module's own name, no directory */
				CHECK_STR(LLVMGetModuleIdentifier(nvt_module__llvm_module(m), &len), "k.ll");
				CHECK(LLVMGetNamedFunction(nvt_module__llvm_module(m), "unused") != NULL);
			}
			nvt_module__free(m);
			nvt_blob__free(canon);
		}
		CHECK_INT(log.count, 0);

		/* An isolated load was verified by LLVM in the child, and
		 * nvt_verify does not run LLVM's verifier on it again; a caller
		 * who then changes it through the LLVM handle gets LLVM's
		 * verifier back: the block left without a terminator is
		 * reported (rule llvm-ir), not handed to rules that assume
		 * valid IR. */
		m = nvt_module__load(b, &iso, d);
		CHECK(m != NULL);
		if (m) {
			CHECK_INT(nvt_verify(m, NULL, d), 0);
			CHECK_INT(log.count, 0);
			LLVMValueRef f = LLVMGetNamedFunction(nvt_module__llvm_module(m), "unused");
			LLVMValueRef ret = f ? LLVMGetLastInstruction(LLVMGetLastBasicBlock(f)) : NULL;
			CHECK(ret && LLVMIsAReturnInst(ret));
			if (ret)
				LLVMInstructionEraseFromParent(ret);
			CHECK_INT(nvt_verify(m, NULL, d), -EINVAL);
			CHECK(test_log_has(&log, "[llvm-ir]"));
			CHECK(test_log_has(&log, "does not have terminator"));
			nvt_module__free(m);
		}
		log.count = 0;
		nvt_blob__free(b);

		static const char old_dbg[] =
			"target triple = \"nvptx64-nvidia-cuda\"\n"
			"define void @f() !dbg !4 {\n  ret void, !dbg !5\n}\n"
			"!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n"
			"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, "
			"emissionKind: FullDebug)\n"
			"!1 = !DIFile(filename: \"a.cu\", directory: \"/\")\n"
			"!3 = !{i32 2, !\"Debug Info Version\", i32 1}\n"
			"!4 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, unit: !0, "
			"spFlags: DISPFlagDefinition)\n"
			"!5 = !DILocation(line: 1, scope: !4)\n";
		b = nvt_blob__from_memory(old_dbg, sizeof(old_dbg) - 1, "old.ll", false);
		log.count = 0;
		m = nvt_module__load(b, NULL, d);
		CHECK(m != NULL);
		nvt_module__free(m);
		int in_process = log.count;
		CHECK(in_process >= 1 && test_log_has(&log, "old.ll: warning:"));
		log.count = 0;
		m = nvt_module__load(b, &iso, d); /* through the canonical bitcode */
		CHECK(m != NULL);
		nvt_module__free(m);
		CHECK_INT(log.count, in_process);
		CHECK(test_log_has(&log, "old.ll: warning:"));
		nvt_blob__free(b);

		static const char broken[] =
			"define void @f() {\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}\n";
		b = nvt_blob__from_memory(broken, sizeof(broken) - 1, "broken.ll", false);
		log.count = 0;
		canon = (struct nvt_blob *)&sentinel;
		CHECK_INT(nvt_module_probe_canonical(b, NULL, d, &canon), 0);
		CHECK(canon == NULL);
		CHECK_INT(log.count, 0);
		m = nvt_module__load(b, &iso, d); /* read as it is: the caller verifies */
		CHECK(m != NULL);
		nvt_module__free(m);
		nvt_blob__free(b);

		const char *src = getenv("NVT_SOURCE_DIR");
		char path[4096];
		snprintf(path, sizeof(path), "%s/tests/lit/support/Inputs/reader-crash-metadata.bc",
			 src ? src : "..");
		b = nvt_blob__read(path, d);
		CHECK(b != NULL);
		if (b) {
			log.count = 0;
			CHECK_INT(nvt_module_probe(b, NULL, d), -EINVAL);
			CHECK(test_log_has(&log, "error: LLVM could not read this bitcode (crashed "
						 "with SIGSEGV in its metadata reader)"));
			CHECK(test_log_has(&log, "[bitcode-damaged]"));
			log.count = 0;
			CHECK(nvt_module__load(b, &iso, d) == NULL);
			CHECK_INT(errno, EINVAL);
			CHECK(test_log_has(&log, "[bitcode-damaged]"));
			nvt_blob__free(b);
		}

		/* 20,000 functions: tens of MiB in LLVM, more than the heap the
		 * child starts with, over a 1 MiB budget */
		NVT_OPTS(nvt_module_opts, tiny, .isolate_max_memory = 1 << 20);
		size_t cap = 20000 * 64 + 64, len = 0;
		char *big = malloc(cap);
		CHECK(big != NULL);
		if (!big)
			return TEST_DONE();
		len += (size_t)snprintf(big, cap, "target triple = \"nvptx64-nvidia-cuda\"\n");
		for (int i = 0; i < 20000; i++)
			len += (size_t)snprintf(big + len, cap - len, "define i32 @f%d(i32 %%x) { ret i32 %%x }\n", i);
		b = nvt_blob__from_memory(big, len, "k.ll", true);
		free(big);
		log.count = 0;
		CHECK(nvt_module_probe(b, &tiny, d) < 0);
		CHECK(test_log_has(&log, "LLVM could not read this IR (ran out of memory"));
		nvt_blob__free(b);
	}

	CHECK_STR(nvt_llvm_version(), NVT_LLVM_VERSION);
	nvt_module__free(NULL);
	nvt_diags__free(d);
	return TEST_DONE();
}
