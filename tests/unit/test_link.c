/* SPDX-License-Identifier: Apache-2.0 */
/* The linker's public API (include/nvvmtools/link.h) used in memory:
 * blobs, lazy inputs, stats, libdevice discovery and its error, misuse. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include <nvvmtools/cuda.h>
#include <nvvmtools/link.h>

#include "test.h"

static const char user_ll[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k() {\n"
	"  %v = call i32 @used(i32 1)\n"
	"  ret void\n"
	"}\n"
	"declare i32 @used(i32)\n";

static const char lib_ll[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define i32 @used(i32 %x) {\n"
	"  %v = call i32 @helper(i32 %x)\n"
	"  ret i32 %v\n"
	"}\n"
	"define i32 @helper(i32 %x) {\n"
	"  ret i32 %x\n"
	"}\n"
	"define i32 @unused1(i32 %x) {\n"
	"  ret i32 %x\n"
	"}\n"
	"define i32 @unused2(i32 %x) {\n"
	"  ret i32 %x\n"
	"}\n";

static struct nvt_blob *blob(const char *text, const char *name)
{
	return nvt_blob__from_memory(text, strlen(text), name, false);
}

static void test_lazy_in_memory(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_linker *l = nvt_linker__new(NULL, d);
	struct nvt_blob *u = blob(user_ll, "user.ll"), *b = blob(lib_ll, "lib.ll");

	CHECK(l != NULL);
	CHECK_INT(nvt_linker__add_blob(l, u, 0), 0);
	CHECK_INT(nvt_linker__add_blob(l, b, NVT_LINK_LAZY), 0);
	/* the linker copied the bytes: the blobs may go now */
	nvt_blob__free(u);
	nvt_blob__free(b);
	struct nvt_module *m = nvt_linker__finalize(l);
	CHECK(m != NULL);
	NVT_OPTS(nvt_link_stats, st);
	CHECK_INT(nvt_linker__stats(l, &st), 0);
	CHECK_INT(st.modules_linked, 1);
	CHECK_INT(st.lazy_definitions, 2); /* used + helper, not unused1/unused2 */
	CHECK_INT(st.definitions, 3);
	if (m) {
		LLVMModuleRef mod = nvt_module__llvm_module(m);
		LLVMValueRef f = LLVMGetNamedFunction(mod, "used");
		CHECK(f && LLVMGetLinkage(f) == LLVMInternalLinkage);
		CHECK(LLVMGetNamedFunction(mod, "unused1") == NULL);
		/* named after the first input (no source_filename: its file
		 * name), not after a tool */
		CHECK_STR(nvt_module__name(m), "user.ll");
	}
	/* finalize once */
	CHECK(nvt_linker__finalize(l) == NULL);
	CHECK_INT(errno, EINVAL);
	/* the module outlives the linker */
	nvt_linker__free(l);
	if (m) {
		void *data = NULL;
		size_t size = 0;
		CHECK_INT(nvt_module__serialize(m, true, &data, &size), 0);
		CHECK(data && strstr(data, "define internal i32 @helper"));
		free(data);
	}
	nvt_module__free(m);
	CHECK_INT(log.count, 0);
	nvt_diags__free(d);
}

static void test_libdevice_not_found(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_linker *l = nvt_linker__new(NULL, d);
	char dir[] = "/tmp/nvt-test-link-XXXXXX";
	struct nvt_cuda_toolkit *tk = NULL;

	/* neither a path nor a toolkit */
	CHECK_INT(nvt_linker__add_libdevice(l, NULL, NULL), -EINVAL);
	CHECK_INT(log.count, 0);
	/* a toolkit (it has a version.json) without libdevice: the error names it */
	CHECK(mkdtemp(dir) != NULL);
	char vj[64];
	snprintf(vj, sizeof(vj), "%s/version.json", dir);
	FILE *f = fopen(vj, "w");
	CHECK(f != NULL);
	if (f) {
		fputs("{\"cuda\": {\"version\": \"13.0.48\"}}\n", f);
		fclose(f);
	}
	NVT_OPTS(nvt_cuda_toolkit_opts, to, .cuda_home = dir, .no_default = true);
	CHECK_INT(nvt_cuda_toolkit__find(&to, &tk, d), 0);
	CHECK_INT(nvt_linker__add_libdevice(l, NULL, tk), -ENOENT);
	CHECK_INT(log.count, 1);
	char want[256];
	snprintf(want, sizeof(want),
		 "error: libdevice not found: the CUDA toolkit '%s' ($CUDA_HOME) has no readable "
		 "nvvm/libdevice/libdevice.10.bc [libdevice-not-found]", dir);
	CHECK(test_log_has(&log, want));
	/* the library gives no command-line advice */
	CHECK(!test_log_has(&log, "--libdevice"));
	nvt_cuda_toolkit__free(tk);
	unlink(vj);
	rmdir(dir);
	nvt_linker__free(l);
	nvt_diags__free(d);
}

static void test_misuse(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&dopts);

	/* an options struct from a newer caller with unknown non-zero fields */
	struct {
		struct nvt_linker_opts o;
		long extra;
	} big = { .o = { .sz = sizeof(big) }, .extra = 1 };
	errno = 0;
	CHECK(nvt_linker__new(&big.o, d) == NULL);
	CHECK_INT(errno, EINVAL);

	NVT_OPTS(nvt_linker_opts, bad, .nvvmir_version = "2");
	CHECK(nvt_linker__new(&bad, d) == NULL);
	CHECK(test_log_has(&log, "invalid NVVM IR version '2'"));

	struct nvt_linker *l = nvt_linker__new(NULL, d);
	CHECK_INT(nvt_linker__add_blob(l, NULL, 0), -EINVAL);
	struct nvt_blob *u = blob(user_ll, "user.ll");
	CHECK_INT(nvt_linker__add_blob(l, u, 1u << 7), -EINVAL);
	/* nothing but lazy inputs */
	CHECK_INT(nvt_linker__add_blob(l, u, NVT_LINK_LAZY), 0);
	CHECK(nvt_linker__finalize(l) == NULL);
	CHECK(test_log_has(&log, "only lazy inputs"));
	CHECK_INT(nvt_linker__add_blob(l, u, 0), -EINVAL);
	CHECK(test_log_has(&log, "input added after the link was finalized"));
	nvt_blob__free(u);
	nvt_linker__free(l);
	nvt_linker__free(NULL);
	nvt_diags__free(d);
}

static void test_export_list(void)
{
	char path[] = "/tmp/nvt-test-link-XXXXXX";
	int fd = mkstemp(path);
	const char list[] = "# comment\n  keep_me \r\n\nalso\n";
	static const char two_ll[] =
		"target triple = \"nvptx64-nvidia-cuda\"\n"
		"define void @keep_me() {\n  ret void\n}\n"
		"define void @also() {\n  ret void\n}\n"
		"define void @gone() {\n  ret void\n}\n"
		"define ptx_kernel void @k() {\n  ret void\n}\n";
	NVT_OPTS(nvt_linker_opts, o, .internalize = true);
	struct nvt_diags *d = nvt_diags__new(NULL);
	struct nvt_linker *l = nvt_linker__new(&o, d);
	struct nvt_blob *b = blob(two_ll, "two.ll");

	CHECK(fd >= 0);
	CHECK(write(fd, list, sizeof(list) - 1) == (ssize_t)(sizeof(list) - 1));
	close(fd);
	CHECK_INT(nvt_linker__add_export_list(l, path), 0);
	CHECK_INT(nvt_linker__add_blob(l, b, 0), 0);
	struct nvt_module *m = nvt_linker__finalize(l);
	CHECK(m != NULL);
	if (m) {
		LLVMModuleRef mod = nvt_module__llvm_module(m);
		CHECK(LLVMGetNamedFunction(mod, "keep_me") != NULL);
		CHECK(LLVMGetNamedFunction(mod, "also") != NULL);
		CHECK(LLVMGetNamedFunction(mod, "gone") == NULL);
		CHECK(LLVMGetNamedFunction(mod, "k") != NULL);
	}
	NVT_OPTS(nvt_link_stats, st);
	nvt_linker__stats(l, &st);
	CHECK_INT(st.internalized, 1);
	CHECK_INT(st.removed, 1);
	nvt_module__free(m);
	nvt_linker__free(l);
	nvt_blob__free(b);
	nvt_diags__free(d);
	unlink(path);
}

int main(void)
{
	test_lazy_in_memory();
	test_libdevice_not_found();
	test_misuse();
	test_export_list();
	return TEST_DONE();
}
