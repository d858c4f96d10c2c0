/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading untrusted IR in a child process first (nvt_module_probe, the
 * `isolate` option of modules and the linker).
 *
 * LLVM's bitcode reader trusts its input more than it should: damaged files
 * crash it (SIGSEGV in the metadata loader, the TBAA upgrade, the type
 * table...), make it report_fatal_error, or ask for gigabytes. The C API
 * can catch none of that, and no pre-scan of ours can rule it out. So the
 * child does exactly what a load would do (our pre-scans, a full parse that
 * materializes every function body, LLVM's verifier) under a memory and a
 * CPU limit, and tells the parent how it went through a pipe; the parent
 * loads the bytes itself only when the child came back. Same bytes, same
 * code: what read fine in the child reads fine in the parent.
 *
 * The child never returns into the caller's code: every way out is _exit
 * or a signal, so no atexit handler, stdio buffer or temporary-file table
 * of the parent runs twice.
 */
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/ErrorHandling.h>

#include "support/llvm.h"

/* Lines of the child's protocol start with this (never what LLVM prints). */
#define TAG "\n\001nvt-probe:"

enum { CHILD_DONE = 0, CHILD_FATAL = 3 };

static int child_fd = -1;

static void child_put(const char *s)
{
	nvt_write_full(child_fd, s, strlen(s));
}

/* A crash in the child: its stack (function names come from libLLVM's
 * dynamic symbols) for the parent to say where, then the same signal with
 * its default action, so that the parent sees which. */
static void child_crash(int sig)
{
	void *frames[64];
	int n = backtrace(frames, 64);

	child_put(TAG "trace\n");
	backtrace_symbols_fd(frames, n, child_fd);
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

static void child_fatal(const char *reason)
{
	child_put(TAG "fatal ");
	child_put(reason ? reason : "(no reason)");
	child_put("\n");
	_exit(CHILD_FATAL);
}

/* The child's address-space limit: what it has mapped already (libLLVM, a
 * sanitizer's shadow) plus the budget, so that the budget means the same in
 * every build. */
static void child_limit_memory(unsigned long long budget)
{
	unsigned long long pages = 0;
	char buf[64] = { 0 };
	int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
	struct rlimit rl;

	if (fd >= 0) {
		if (read(fd, buf, sizeof(buf) - 1) > 0)
			pages = strtoull(buf, NULL, 10);
		close(fd);
	}
	if (getrlimit(RLIMIT_AS, &rl))
		return;
	unsigned long long want = pages * (unsigned long long)sysconf(_SC_PAGESIZE) + budget;
	if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
		want = rl.rlim_max;
	rl.rlim_cur = want;
	setrlimit(RLIMIT_AS, &rl);
}

static void child_run(const struct nvt_blob *blob, int fd, unsigned long long budget,
		      unsigned cpu_seconds)
{
	static char altstack[64 * 1024];
	static const int crash_sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGSYS, SIGTRAP };
	static const int default_sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXCPU };
	stack_t ss = { .ss_sp = altstack, .ss_size = sizeof(altstack) };
	struct sigaction sa;
	struct rlimit cpu = { cpu_seconds, cpu_seconds + 5 };
	void *warm[1];
	int null_fd;

	child_fd = fd;
	/* The parent's handlers (a tool's crash reporter, its temporary-file
	 * cleanup) must not run here. */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < ARRAY_SIZE(default_sigs); i++)
		sigaction(default_sigs[i], &sa, NULL);
	/* backtrace() loads libgcc on its first call: not inside a handler. */
	backtrace(warm, 1);
	sigaltstack(&ss, NULL);
	sa.sa_handler = child_crash;
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	for (size_t i = 0; i < ARRAY_SIZE(crash_sigs); i++)
		sigaction(crash_sigs[i], &sa, NULL);
	LLVMResetFatalErrorHandler();
	LLVMInstallFatalErrorHandler(child_fatal);

	/* What LLVM prints (its "LLVM ERROR: out of memory" on a failed
	 * allocation, which bypasses the fatal handler) goes to the parent. */
	null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (null_fd >= 0) {
		dup2(null_fd, STDIN_FILENO);
		dup2(null_fd, STDOUT_FILENO);
	}
	dup2(fd, STDERR_FILENO);

	child_limit_memory(budget);
	setrlimit(RLIMIT_CPU, &cpu);

	child_put(TAG "stage read\n");
	NVT_OPTS(nvt_module_opts, o, .lazy = false);
	struct nvt_module *m = nvt_module__load(blob, &o, NULL);
	if (!m) {
		child_put(TAG "error\n");
		_exit(CHILD_DONE);
	}
	child_put(TAG "stage verify\n");
	char *msg = NULL;
	LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg);
	/* A module LLVM's verifier rejects is the caller's to report: the
	 * child only proves that reading and verifying it does not crash. */
	child_put(TAG "ok\n");
	_exit(CHILD_DONE);
}

/* ---- the parent --------------------------------------------------------- */

static const char *signal_name(int sig)
{
	switch (sig) {
	case SIGSEGV: return "SIGSEGV";
	case SIGBUS: return "SIGBUS";
	case SIGILL: return "SIGILL";
	case SIGFPE: return "SIGFPE";
	case SIGABRT: return "SIGABRT";
	case SIGSYS: return "SIGSYS";
	case SIGTRAP: return "SIGTRAP";
	case SIGKILL: return "SIGKILL";
	case SIGTERM: return "SIGTERM";
	case SIGINT: return "SIGINT";
	case SIGHUP: return "SIGHUP";
	case SIGXCPU: return "SIGXCPU";
	default: return "a signal";
	}
}

/* Which part of LLVM the innermost recognisable frame belongs to (the
 * trace lists the innermost frame first; names are mangled C++). */
static const char *crash_site(const char *trace, bool text)
{
	static const struct { const char *needle, *what; } sites[] = {
		{ "MetadataLoader", "its metadata reader" },
		{ "UpgradeTBAA", "its upgrade of old TBAA metadata" },
		{ "UpgradeDebugInfo", "its upgrade of old debug info" },
		{ "Upgrade", "its upgrade of old IR" },
		{ "parseFunctionBody", "its function-body reader" },
		{ "materialize", "its function-body reader" },
		{ "parseTypeTable", "its type-table reader" },
		{ "ValueList", "its value table" },
		{ "BitcodeReader", "its bitcode reader" },
		{ "getModuleImpl", "its bitcode reader" },
		{ "LLParser", "its IR text parser" },
		{ "Verifier", "its IR verifier" },
		/* outer frames: only when nothing inner was recognised */
		{ "LLVMParseIR", "its IR text parser" },
		{ "LLVMParseBitcode", "its bitcode reader" },
		{ "LLVMGetBitcodeModule", "its bitcode reader" },
		{ "LLVMVerifyModule", "its IR verifier" },
	};

	for (const char *line = trace; line && *line;) {
		const char *nl = strchr(line, '\n');
		size_t len = nl ? (size_t)(nl - line) : strlen(line);
		for (size_t i = 0; i < ARRAY_SIZE(sites); i++)
			if (memmem(line, len, sites[i].needle, strlen(sites[i].needle)))
				return sites[i].what;
		line = nl ? nl + 1 : NULL;
	}
	return text ? "its IR reader" : "its bitcode reader";
}

/* The value after TAG WORD, NULL when the child never said it. */
static const char *tagged(const char *out, const char *word)
{
	char key[64];
	const char *p;

	snprintf(key, sizeof(key), "%s%s", TAG, word);
	p = strstr(out, key);
	return p ? p + strlen(key) : NULL;
}

/* The last stage the child entered. */
static const char *last_stage(const char *out)
{
	const char *p = out, *last = NULL;

	while ((p = strstr(p, TAG "stage "))) {
		p += strlen(TAG "stage ");
		last = p;
	}
	return last && !strncmp(last, "verify", 6) ? "verify" : "read";
}

static bool sanitizer_report(const char *out, const char **line)
{
	static const char *const marks[] = { "ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
					     "runtime error:", "ERROR: UndefinedBehaviorSanitizer" };

	for (size_t i = 0; i < ARRAY_SIZE(marks); i++) {
		const char *p = strstr(out, marks[i]);
		if (p) {
			while (p > out && p[-1] != '\n')
				p--;
			*line = p;
			return true;
		}
	}
	return false;
}

static bool out_of_memory(const char *out)
{
	return strstr(out, "out of memory") || strstr(out, "std::bad_alloc") ||
	       strstr(out, "allocation-size-too-big") || strstr(out, "Failed to mmap") ||
	       strstr(out, "requested allocation size");
}

static unsigned long long probe_memory_budget(size_t input_size, unsigned long long asked)
{
	if (asked)
		return asked;
	/* LLVM holds a module in 20 to 40 times its bitcode size: 64 times
	 * over a base that libdevice at -O0 stays far below. */
	return (2ULL << 30) + 64ULL * (unsigned long long)input_size;
}

NVT_API int nvt_module_probe(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
			      struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	enum nvt_input_kind kind = nvt_blob__kind(blob);
	bool text = kind == NVT_INPUT_LLVM_TEXT;
	size_t size = nvt_blob__size(blob);
	unsigned long long budget;
	unsigned cpu_seconds;
	struct nvt_strbuf out = { 0 };
	int fds[2], status = 0, err = 0;
	pid_t pid;

	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return -EINVAL;
	/* Only what LLVM's readers would see; the load reports the rest. */
	if (kind != NVT_INPUT_BITCODE && kind != NVT_INPUT_BITCODE_WRAPPER && !text)
		return 0;
	budget = probe_memory_budget(size, OPTS_GET(opts, isolate_max_memory, 0));
	/* A minute, and a second per MiB: the largest modules take a few. */
	cpu_seconds = 60 + (unsigned)(size >> 20);

	if (pipe2(fds, O_CLOEXEC)) {
		err = -errno;
		goto cannot;
	}
	pid = fork();
	if (pid < 0) {
		err = -errno;
		close(fds[0]);
		close(fds[1]);
		goto cannot;
	}
	if (pid == 0) {
		close(fds[0]);
		child_run(blob, fds[1], budget, cpu_seconds);
		_exit(CHILD_DONE); /* not reached */
	}
	close(fds[1]);
	/* Read to the end before waiting: the child blocks on a full pipe.
	 * Keep the first MiB (a stack trace is a few KiB). */
	for (;;) {
		char buf[4096];
		ssize_t n = read(fds[0], buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		if (out.len < (1u << 20) && nvt_strbuf_append(&out, buf, (size_t)n)) {
			err = -ENOMEM;
			break;
		}
	}
	close(fds[0]);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno == EINTR)
			continue;
		/* SIGCHLD ignored by the host: no status, only what was said. */
		status = -1;
		break;
	}
	if (err) {
		free(out.data);
		return err;
	}
	const char *o = out.data ? out.data : "";
	const char *what = text ? "this IR" : "this bitcode";
	const char *san_line = NULL;
	int ret = -EINVAL;

	/* A sanitizer's report of a signal (a build whose runtime kept SIGSEGV
	 * to itself) is a crash like any other: classified below. */
	bool san = sanitizer_report(o, &san_line) && !out_of_memory(san_line);
	if (san) {
		const char *nl = strchr(san_line, '\n');
		size_t len = nl ? (size_t)(nl - san_line) : strlen(san_line);
		static const char *const sigs[] = { "SEGV", "BUS", "FPE", "ILL", "stack-overflow" };
		for (size_t i = 0; i < ARRAY_SIZE(sigs); i++)
			if (memmem(san_line, len, sigs[i], strlen(sigs[i])))
				san = false;
	}
	if (san) {
		/* A bug in code that is instrumented (ours): say it loudly. */
		const char *nl = strchr(san_line, '\n');
		nvt_error(diags, "internal", name, NULL,
			  "the isolated reader of this input hit a sanitizer report: %.*s",
			  nl ? (int)(nl - san_line) : (int)strlen(san_line), san_line);
	} else if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == CHILD_DONE &&
		   (tagged(o, "ok") || tagged(o, "error"))) {
		ret = tagged(o, "ok") ? 0 : 1;
	} else if (status == -1 && tagged(o, "ok")) {
		ret = 0;
	} else if (status == -1 && tagged(o, "error")) {
		ret = 1;
	} else if (tagged(o, "fatal ")) {
		/* LLVM's report_fatal_error (a "Broken module found" of its
		 * debug-info upgrade...): the message the tools' own handler
		 * gives, without ending the process, after what LLVM printed
		 * first (the verifier's findings), one note a line. */
		const char *r = tagged(o, "fatal ");
		unsigned shown = 0;
		for (const char *p = o; *p && p < r && shown < 20;) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			if (len && *p != '\001' && strncmp(p, "LLVM ERROR", 10)) {
				nvt_note(diags, "llvm", name, NULL, "%.*s", (int)(len > 300 ? 300 : len), p);
				shown++;
			}
			p = nl ? nl + 1 : p + len;
		}
		const char *nl = strchr(r, '\n');
		nvt_error(diags, "llvm-fatal", name, NULL, "internal LLVM error: %.*s",
			  nl ? (int)(nl - r) : (int)strlen(r), r);
	} else {
		bool verify = !strcmp(last_stage(o), "verify");
		const char *trace = tagged(o, "trace");
		char how[256];

		if (out_of_memory(o) || (status != -1 && WIFSIGNALED(status) &&
					 WTERMSIG(status) == SIGKILL))
			snprintf(how, sizeof(how),
				 "ran out of memory in %s: it asked for more than %llu MiB",
				 verify ? "its IR verifier" : crash_site(trace ? trace : "", text),
				 budget >> 20);
		else if (status != -1 && WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)
			snprintf(how, sizeof(how), "took more than %u s of CPU time in %s",
				 cpu_seconds, crash_site(trace ? trace : "", text));
		else if (status != -1 && WIFSIGNALED(status))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 signal_name(WTERMSIG(status)),
				 trace ? crash_site(trace, text)
				       : verify ? "its IR verifier" : text ? "its IR reader"
									: "its bitcode reader");
		else if (strstr(o, "AddressSanitizer: SEGV") || strstr(o, "AddressSanitizer: stack-overflow"))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 strstr(o, "stack-overflow") ? "a stack overflow" : "SIGSEGV",
				 crash_site(strstr(o, "AddressSanitizer"), text));
		else
			snprintf(how, sizeof(how), "its reader ended with status %d",
				 status == -1 ? -1 : WEXITSTATUS(status));
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "LLVM could not read %s (%s); the file is damaged or not LLVM "
			  "22-readable", what, how);
	}
	free(out.data);
	return ret;

cannot:
	nvt_error(diags, "input", name, NULL,
		  "cannot start the isolated reader for this input: %s", strerror(-err));
	return err;
}
