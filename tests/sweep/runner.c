/* SPDX-License-Identifier: Apache-2.0 */
/* Forked compiles of intrinsic batches (see runner.h). */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/cg.h"
#include "runner.h"

static int child_errfd = 2;

static void fatal_handler(const char *reason)
{
	/* report_fatal_error: keep the reason for the parent, end the child. */
	if (reason) {
		ssize_t w = write(child_errfd, reason, strnlen(reason, 400));
		(void)w;
	}
	_exit(RUN_FATAL);
}

/* Our pipeline routes LLVM's context diagnostics into our diagnostics
 * (llvm/module.c); do the same here instead of LLVM's default,
 * which prints and exits: an LLVM error is a diagnostic, not an abort. */
static int llvm_errors;
static char llvm_first[300];

static void llvm_diag_handler(LLVMDiagnosticInfoRef di, void *ctx)
{
	(void)ctx;
	if (LLVMGetDiagInfoSeverity(di) == LLVMDSError) {
		if (!llvm_errors++) {
			char *msg = LLVMGetDiagInfoDescription(di);
			snprintf(llvm_first, sizeof(llvm_first), "%s", msg);
			LLVMDisposeMessage(msg);
		}
	}
}

struct diag_count {
	unsigned errors;
	char first[300];
};

static void count_diag(const struct nvt_diag *d, void *ctx)
{
	struct diag_count *c = ctx;
	if (d->severity == NVT_ERROR) {
		if (!c->errors)
			snprintf(c->first, sizeof(c->first), "%s", d->message);
		c->errors++;
	}
}

/* Runs in the child: build, verify, (check requirements,) compile. The
 * result line goes to `resfd`: "<ptx version> <our diagnostics>". */
static int child_main(const struct icase *cases, const int *idx, int n, struct run_opts *o,
		      int resfd)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMContextSetDiagnosticHandler(ctx, llvm_diag_handler, NULL);
	LLVMModuleRef m = LLVMModuleCreateWithNameInContext("sweep", ctx);
	const char *triple = o->ptr32 ? "nvptx-nvidia-cuda" : "nvptx64-nvidia-cuda";
	LLVMTargetRef target;
	char *err = NULL, features[32], res[64];
	unsigned ptx = o->ptx;

	LLVMSetTarget(m, triple);
	if (LLVMGetTargetFromTriple(triple, &target, &err))
		return RUN_OTHER;
	for (int i = 0; i < n; i++) {
		const char *why;
		if (cases_add_kernel(m, &cases[idx[i]], (unsigned)idx[i], &why)) {
			dprintf(2, "%s", why);
			return RUN_BUILD;
		}
	}
	if (LLVMVerifyModule(m, LLVMReturnStatusAction, &err)) {
		dprintf(2, "%.300s", err ? err : "verifier");
		return RUN_BUILD;
	}
	if (o->use_requirements) {
		struct diag_count dc = { 0 };
		NVT_OPTS(nvt_diags_opts, dopts, .callback = count_diag, .ctx = &dc);
		struct nvt_diags *d = nvt_diags__new(&dopts);
		unsigned minp = o->arch->min_ptx;
		nvt_verify_requirements(m, o->arch, false, &minp, "sweep.ll", d);
		nvt_diags__free(d);
		snprintf(res, sizeof(res), "%u %u\n", minp, dc.errors);
		if (write(resfd, res, strlen(res)) < 0)
			return RUN_OTHER;
		if (dc.errors) {
			dprintf(2, "%s", dc.first);
			return RUN_DIAG;
		}
		ptx = minp;
	}
	if (ptx < NVT_LLVM_MIN_PTX)
		ptx = NVT_LLVM_MIN_PTX;
	snprintf(features, sizeof(features), "+ptx%u", ptx);
	LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, o->arch->name, features,
							  LLVMCodeGenLevelDefault, LLVMRelocDefault,
							  LLVMCodeModelDefault);
	LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
	char *dl = LLVMCopyStringRepOfTargetData(td);
	LLVMSetDataLayout(m, dl);
	LLVMMemoryBufferRef buf;
	if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &err, &buf)) {
		dprintf(2, "%.300s", llvm_errors ? llvm_first : err ? err : "emit failed");
		return llvm_errors ? RUN_LLVMDIAG : RUN_FATAL;
	}
	if (llvm_errors) {
		dprintf(2, "%.300s", llvm_first);
		return RUN_LLVMDIAG;
	}
	if (o->ptx_path) {
		int fd = open(o->ptx_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd < 0)
			return RUN_OTHER;
		const char *p = LLVMGetBufferStart(buf);
		size_t len = LLVMGetBufferSize(buf);
		while (len) {
			ssize_t w = write(fd, p, len);
			if (w <= 0)
				return RUN_OTHER;
			p += w;
			len -= (size_t)w;
		}
		close(fd);
	}
	return RUN_OK;
}

enum run_status run_batch(const struct icase *cases, const int *idx, int n, struct run_opts *o)
{
	char errpath[] = "/tmp/nvt-sweep-err-XXXXXX", respath[] = "/tmp/nvt-sweep-res-XXXXXX";
	int errfd = mkstemp(errpath), resfd = mkstemp(respath), st;
	enum run_status rs;
	pid_t pid;

	o->reason[0] = 0;
	o->used_ptx = 0;
	o->diag_errors = 0;
	if (errfd < 0 || resfd < 0)
		return RUN_OTHER;
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid == 0) {
		dup2(errfd, 2);
		child_errfd = 2;
		LLVMInstallFatalErrorHandler(fatal_handler);
		_exit(child_main(cases, idx, n, o, resfd));
	}
	if (pid < 0 || waitpid(pid, &st, 0) < 0)
		rs = RUN_OTHER;
	else if (WIFSIGNALED(st))
		rs = RUN_CRASH;
	else
		rs = (enum run_status)WEXITSTATUS(st);
	if (rs == RUN_CRASH)
		snprintf(o->reason, sizeof(o->reason), "killed by signal %d", WTERMSIG(st));
	else {
		ssize_t r = pread(errfd, o->reason, sizeof(o->reason) - 1, 0);
		o->reason[r > 0 ? r : 0] = 0;
	}
	for (char *p = o->reason; *p; p++)
		if (*p == '\n' || *p == '\t')
			*p = ' ';
	if (o->use_requirements) {
		char res[64];
		ssize_t r = pread(resfd, res, sizeof(res) - 1, 0);
		unsigned p = 0, e = 0;
		res[r > 0 ? r : 0] = 0;
		if (sscanf(res, "%u %u", &p, &e) >= 1)
			o->used_ptx = p, o->diag_errors = e;
	}
	close(errfd);
	close(resfd);
	unlink(errpath);
	unlink(respath);
	return rs;
}

static void bisect(const struct icase *cases, const int *idx, int n, struct run_opts *o,
		   enum run_status *status, char (*reasons)[160], int base)
{
	enum run_status rs = run_batch(cases, idx, n, o);
	if (rs == RUN_OK || n == 1) {
		for (int i = 0; i < n; i++) {
			status[base + i] = rs;
			if (reasons)
				snprintf(reasons[base + i], 160, "%.150s", rs == RUN_OK ? "" : o->reason);
		}
		return;
	}
	bisect(cases, idx, n / 2, o, status, reasons, base);
	bisect(cases, idx + n / 2, n - n / 2, o, status, reasons, base + n / 2);
}

void run_bisect(const struct icase *cases, const int *idx, int n, struct run_opts *o, int chunk,
		enum run_status *status, char (*reasons)[160])
{
	for (int s = 0; s < n; s += chunk)
		bisect(cases, idx + s, n - s < chunk ? n - s : chunk, o, status, reasons, s);
}
