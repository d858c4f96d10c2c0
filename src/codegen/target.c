/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The NVPTX target: PTX ISA version choice, per-function target attributes
 * and emission of PTX text through the C API.
 *
 * Facts this rests on (LLVM 22.1.8):
 *  - left to its per-arch default, LLVM writes the lowest version the arch
 *    accepts and aborts with "Cannot select" on constructs that need more;
 *    a "+ptxNN" below the arch's minimum is an LLVM fatal error. So the
 *    version is always chosen here and validated before LLVM sees it;
 *  - clang writes "target-cpu" and "target-features" on every function;
 *    passes that read the per-function subtarget (the inliner's
 *    compatibility check) would see another target than the one compiled
 *    for, so they are replaced (measured on LLVM 22.1.8: NVPTX's
 *    instruction selection itself uses the target machine's subtarget);
 *  - LLVMTargetMachineEmitToMemoryBuffer sets the module's data layout to
 *    the target machine's before codegen.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "codegen/driver.h"

/* `llc -march=nvptx64 -mattr=help` of LLVM 22 lists exactly these. */
static const unsigned known_ptx[] = {
	32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78,
	80, 81, 82, 83, 84, 85, 86, 87, 88, 90,
};

bool nvt_ptx_version_known(unsigned v)
{
	for (size_t i = 0; i < ARRAY_SIZE(known_ptx); i++)
		if (known_ptx[i] == v)
			return true;
	return false;
}

static const char *fmt_ver(unsigned v, char *buf, size_t size)
{
	return nvt_ptx_version_format(v, buf, size);
}

int nvt_choose_ptx_version(const struct nvt_arch *arch, const struct nvt_ptx_need *need,
			   unsigned requested, unsigned max, unsigned *chosen, const char *file,
			   struct nvt_diags *d)
{
	char a[8], b[8], c[8];
	unsigned v = need->version;
	int err = 0;

	if (v < NVT_LLVM_MIN_PTX)
		v = NVT_LLVM_MIN_PTX;
	if (requested) {
		if (requested > NVT_LLVM_MAX_PTX) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is above PTX ISA %s, the newest LLVM %s can write",
				  fmt_ver(requested, a, 8), fmt_ver(NVT_LLVM_MAX_PTX, b, 8),
				  nvt_llvm_version());
			return -EINVAL;
		}
		if (!nvt_ptx_version_known(requested)) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is not a PTX ISA version LLVM %s knows",
				  fmt_ver(requested, a, 8), nvt_llvm_version());
			return -EINVAL;
		}
		if (requested < arch->min_ptx) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is below PTX ISA %s, the lowest that accepts %s",
				  fmt_ver(requested, a, 8), fmt_ver(arch->min_ptx, b, 8), arch->name);
			return -EINVAL;
		}
		if (requested < v) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is below PTX ISA %s, needed by %s",
				  fmt_ver(requested, a, 8), fmt_ver(v, b, 8), need->why);
			return -EINVAL;
		}
		if (max && requested > max) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is above --max-ptx-version=%s",
				  fmt_ver(requested, a, 8), fmt_ver(max, b, 8));
			return -EINVAL;
		}
		/* Some constructs are gone from later versions (vote without
		 * .sync after 6.3 on sm_70+): ptxas would reject the PTX. */
		if (need->cap && requested > need->cap) {
			nvt_error(d, "ptx-version", file, arch->name,
				  "--ptx-version=%s is above PTX ISA %s, the newest that %s allows on %s",
				  fmt_ver(requested, a, 8), fmt_ver(need->cap, b, 8), need->cap_why,
				  arch->name);
			return -EINVAL;
		}
		*chosen = requested;
		return 0;
	}
	/* An unknown inline asm instruction: nothing lower than the newest
	 * version the limits allow is known to be enough. */
	if (need->newest) {
		unsigned top = max && max < NVT_LLVM_MAX_PTX ? max : NVT_LLVM_MAX_PTX;
		if (need->cap && need->cap < top)
			top = need->cap;
		while (top > v && !nvt_ptx_version_known(top))
			top--;
		if (top > v)
			v = top;
	}
	/* Round up to a version LLVM has a feature for (the PTX ISA has no
	 * 7.9 or 8.9: the next one is what a construct needing more gets). */
	while (v <= NVT_LLVM_MAX_PTX && !nvt_ptx_version_known(v))
		v++;
	if (v > NVT_LLVM_MAX_PTX) {
		nvt_error(d, "ptx-version", file, arch->name,
			  "PTX ISA %s is needed by %s, above %s, the newest LLVM %s can write",
			  fmt_ver(need->version, a, 8), need->why, fmt_ver(NVT_LLVM_MAX_PTX, b, 8),
			  nvt_llvm_version());
		return -EINVAL;
	}
	if (max && v > max) {
		nvt_error(d, "ptx-version", file, arch->name,
			  "PTX ISA %s is needed by %s, above --max-ptx-version=%s", fmt_ver(v, a, 8),
			  need->why, fmt_ver(max, c, 8));
		err = -EINVAL;
	}
	*chosen = v;
	return err;
}

static void set_fn_string_attr(LLVMContextRef ctx, LLVMValueRef f, const char *key,
			       const char *val)
{
	unsigned kl = (unsigned)strlen(key);

	LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key, kl);
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
				LLVMCreateStringAttribute(ctx, key, kl, val, (unsigned)strlen(val)));
}

void nvt_set_target_attrs(LLVMModuleRef m, const char *arch, unsigned ptx)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	char feat[16];

	snprintf(feat, sizeof(feat), "+ptx%u", ptx);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || LLVMGetIntrinsicID(f))
			continue;
		set_fn_string_attr(ctx, f, "target-cpu", arch);
		set_fn_string_attr(ctx, f, "target-features", feat);
	}
}

/* PTX through LLVM's in-memory path: LLVM grows the text in a vector,
 * copies it into a MemoryBuffer, and we copy it once more (three copies of
 * a 286 MB PTX at the end of a -g compile of CUTLASS's sgemm). */
int nvt_emit_ptx_in_memory(LLVMTargetMachineRef tm, LLVMModuleRef m, char **ptx_out, size_t *len,
			   char **msg)
{
	LLVMMemoryBufferRef buf = NULL;
	size_t n;

	if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, msg, &buf))
		return -EINVAL;
	n = LLVMGetBufferSize(buf);
	*ptx_out = malloc(n + 1);
	if (!*ptx_out) {
		LLVMDisposeMemoryBuffer(buf);
		return -ENOMEM;
	}
	memcpy(*ptx_out, LLVMGetBufferStart(buf), n);
	(*ptx_out)[n] = '\0';
	*len = n;
	LLVMDisposeMemoryBuffer(buf);
	return 0;
}

/* A PTX this long came from a module big enough that handing freed memory
 * back is worth a walk of malloc's heap (a few ms). */
#define TRIM_AFTER_PTX (64u << 20)

void nvt_cg_trim_heap(size_t ptx_len)
{
#ifdef __GLIBC__
	if (ptx_len >= TRIM_AFTER_PTX)
		malloc_trim(0);
#else
	(void)ptx_len;
#endif
}

/* Bytes of the anonymous file read back per step, each step's range then
 * handed back to the kernel: the file and our copy overlap by this much. */
#define STREAM_STEP (8u << 20)

/* PTX streamed by LLVM's file path into an anonymous file (memfd), which
 * LLVM opens by its /proc name, then read back into our buffer a step at a
 * time, punching each step's range out of the file. One copy of the text
 * exists at a time, plus a step: on CUTLASS's sgemm at -O0 -g, nvvm-llc's
 * peak RSS went from 0.95 to 0.88 GB, and to 0.76 GB with malloc_trim
 * before the read-back and after the module (codegen.c; llc-22: 0.63 GB,
 * doc/benchmarks.md). Same bytes as the in-memory path
 * (tests/unit/test_codegen_emit.c). Returns 1 when this system offers no
 * memfd or no /proc, or the process has a file-size limit (the caller
 * falls back to the in-memory path). */
int nvt_emit_ptx_streamed(LLVMTargetMachineRef tm, LLVMModuleRef m, char **ptx_out, size_t *len,
			  char **msg)
{
	char path[64];
	struct rlimit fsize;
	struct stat st;
	char *out = NULL;
	int fd, probe, err = 0;

	/* A file-size limit holds for an anonymous file too: LLVM's stream
	 * would end in its fatal "IO failure" (or SIGXFSZ) where the PTX in
	 * memory is fine (tests/lit/outputs/outputs.test). */
	if (getrlimit(RLIMIT_FSIZE, &fsize) || fsize.rlim_cur != RLIM_INFINITY)
		return 1;
	fd = memfd_create("nvt-ptx", MFD_CLOEXEC);
	if (fd < 0)
		return 1;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	/* LLVM reports a file it cannot open as a codegen error; a system
	 * without /proc is found out here instead. */
	probe = open(path, O_WRONLY | O_CLOEXEC);
	if (probe < 0) {
		close(fd);
		return 1;
	}
	close(probe);
	if (LLVMTargetMachineEmitToFile(tm, m, path, LLVMAssemblyFile, msg)) {
		close(fd);
		return -EINVAL;
	}
	if (fstat(fd, &st) || st.st_size < 0) {
		err = -errno;
		goto out;
	}
	size_t n = (size_t)st.st_size;
	/* What LLVM's codegen freed (machine functions, DWARF state) is
	 * handed back before the text comes in beside the module. */
	nvt_cg_trim_heap(n);
	out = malloc(n + 1);
	if (!out) {
		err = -ENOMEM;
		goto out;
	}
	for (size_t off = 0; off < n;) {
		size_t want = n - off < STREAM_STEP ? n - off : STREAM_STEP;
		ssize_t got = pread(fd, out + off, want, (off_t)off);
		if (got <= 0) {
			err = got < 0 ? -errno : -EIO;
			goto out;
		}
		/* best effort: a kernel without hole punching on shmem keeps
		 * the file whole until the close below */
		(void)fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)off,
				(off_t)got);
		off += (size_t)got;
	}
	out[n] = '\0';
	*ptx_out = out;
	*len = n;
	out = NULL;
out:
	free(out);
	close(fd);
	return err;
}

int nvt_emit_ptx(LLVMModuleRef m, const char *arch, unsigned ptx, int level, char **ptx_out,
		 size_t *len, const char *file, struct nvt_diags *d)
{
	LLVMTargetMachineRef tm;
	char *msg = NULL, feat[16];
	int err;

	snprintf(feat, sizeof(feat), "+ptx%u", ptx);
	tm = nvt_llvm_target_machine(NVT_NVPTX_TRIPLE, arch, feat, level, file, d);
	if (!tm)
		return -EINVAL;
	/* The module's triple must match the target machine's (the input
	 * checks accepted any nvptx64-*-cuda spelling). */
	LLVMSetTarget(m, NVT_NVPTX_TRIPLE);
	err = nvt_emit_ptx_streamed(tm, m, ptx_out, len, &msg);
	if (err == 1)
		err = nvt_emit_ptx_in_memory(tm, m, ptx_out, len, &msg);
	if (err == -EINVAL)
		nvt_llvm_report_message(d, NVT_ERROR, "llvm-codegen", file, msg);
	else if (msg)
		LLVMDisposeMessage(msg);
	LLVMDisposeTargetMachine(tm);
	return err;
}
