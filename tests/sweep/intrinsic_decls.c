/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt-intrinsic-decls: every target-independent intrinsic LLVM 22 knows,
 * as declarations, for tests/sweep/all_intrinsics.py. An overloaded one is
 * declared once per candidate type below (the first overloaded type;
 * intrinsics with more overloaded types get the candidate for all of
 * them, which LLVM's verifier then refuses where it does not fit).
 * Prints "NAME<TAB>DECLARATION" lines; `--max N` stops at the first
 * intrinsic after N were printed (the sweep's own failure-path test needs
 * only a few).
 *
 * LLVMGetIntrinsicDeclaration trusts its types: for a combination the
 * intrinsic cannot have it may crash, so each declaration is made in a
 * child process and only what a child printed before exiting is kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>

/* Other targets' intrinsics (the verifier refuses them by prefix), NVPTX's
 * own (the intrinsic sweep's), and those a module cannot call plainly. */
static const char *const skip[] = {
	"llvm.nvvm.", "llvm.x86.", "llvm.arm.", "llvm.aarch64.", "llvm.amdgcn.", "llvm.r600.",
	"llvm.ppc.", "llvm.mips.", "llvm.hexagon.", "llvm.riscv.", "llvm.wasm.", "llvm.s390.",
	"llvm.bpf.", "llvm.loongarch.", "llvm.spv.", "llvm.dx.", "llvm.xcore.", "llvm.ve.",
	"llvm.systemz.", "llvm.lanai.", "llvm.dbg.", "llvm.experimental.gc.",
	"llvm.experimental.patchpoint", "llvm.experimental.stackmap", "llvm.eh.", "llvm.seh.",
};

static int skipped(const char *name)
{
	for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
		if (!strncmp(name, skip[i], strlen(skip[i])))
			return 1;
	return 0;
}

/* The declaration of intrinsic `id` with `n` overload types, or NULL. */
static char *declare(LLVMContextRef c, unsigned id, LLVMTypeRef *tys, size_t n)
{
	int fds[2];
	pid_t pid;
	char buf[4096];
	size_t len = 0;
	ssize_t r;
	int st;

	if (pipe(fds))
		return NULL;
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return NULL;
	}
	if (!pid) {
		LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", c);
		char *s = LLVMPrintValueToString(LLVMGetIntrinsicDeclaration(m, id, tys, n));
		size_t sl = strlen(s);

		close(fds[0]);
		_exit(write(fds[1], s, sl) == (ssize_t)sl ? 0 : 1);
	}
	close(fds[1]);
	while (len < sizeof(buf) - 1 && (r = read(fds[0], buf + len, sizeof(buf) - 1 - len)) > 0)
		len += (size_t)r;
	close(fds[0]);
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) || !len)
		return NULL;
	buf[len] = '\0';
	/* one line: the attribute comment LLVM prints goes */
	char *d = strstr(buf, "declare ");
	if (!d)
		return NULL;
	for (char *q = d; *q; q++)
		if (*q == '\n')
			*q = '\0';
	return strdup(d);
}

/* Whether `id` names an intrinsic whose name LLVM looks up to `id`. */
static int valid_id(unsigned id)
{
	pid_t pid = fork();
	int st;

	if (pid < 0)
		return 0;
	if (!pid) {
		size_t len = 0;
		const char *nm = LLVMIntrinsicGetName(id, &len);
		_exit(nm && len && LLVMLookupIntrinsicID(nm, len) == id ? 0 : 1);
	}
	return waitpid(pid, &st, 0) == pid && WIFEXITED(st) && !WEXITSTATUS(st);
}

int main(int argc, char **argv)
{
	unsigned long max = argc == 3 && !strcmp(argv[1], "--max") ? strtoul(argv[2], NULL, 10) : 0;
	unsigned long printed = 0;
	LLVMContextRef c = LLVMContextCreate();
	LLVMTypeRef cand[] = {
		LLVMInt1TypeInContext(c), LLVMInt8TypeInContext(c), LLVMInt16TypeInContext(c),
		LLVMInt32TypeInContext(c), LLVMInt64TypeInContext(c), LLVMHalfTypeInContext(c),
		LLVMFloatTypeInContext(c), LLVMDoubleTypeInContext(c),
		LLVMVectorType(LLVMInt32TypeInContext(c), 4), LLVMVectorType(LLVMFloatTypeInContext(c), 4),
		LLVMPointerTypeInContext(c, 0), LLVMPointerTypeInContext(c, 1),
	};
	const size_t ncand = sizeof(cand) / sizeof(cand[0]);

	/* IDs are dense from 1, and the C API has no count (past the last,
	 * LLVMIntrinsicGetName reads out of its table): a binary search over
	 * children that look an ID up. */
	unsigned lo = 1, hi = 1u << 17;
	while (hi - lo > 1) {
		unsigned mid = lo + (hi - lo) / 2;
		if (valid_id(mid))
			lo = mid;
		else
			hi = mid;
	}
	unsigned last = lo;
	for (unsigned id = 1; id <= last; id++) {
		size_t len;
		const char *nm = LLVMIntrinsicGetName(id, &len);
		char name[256];

		snprintf(name, sizeof(name), "%.*s", (int)len, nm);
		if (skipped(name))
			continue;
		if (max && printed >= max)
			break;
		if (!LLVMIntrinsicIsOverloaded(id)) {
			char *d = declare(c, id, NULL, 0);
			if (d && ++printed)
				printf("%s\t%s\n", name, d);
			free(d);
			continue;
		}
		for (size_t k = 0; k < ncand; k++) {
			LLVMTypeRef one[1] = { cand[k] }, two[2] = { cand[k], cand[k] };
			char *d = declare(c, id, one, 1);
			if (!d)
				d = declare(c, id, two, 2);
			if (d && ++printed)
				printf("%s\t%s\n", name, d);
			free(d);
		}
	}
	LLVMContextDispose(c);
	return 0;
}
