/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading untrusted IR in a child process first: nvt_module_probe and
 * nvt_module_probe_canonical (what the `isolate` option of modules, the
 * linker and the code generator asks for), and one reader for many inputs
 * (nvt_module_probe_canonical_in: the linker's).
 *
 * LLVM's bitcode reader trusts its input more than it should: damaged files
 * crash it (SIGSEGV in the metadata loader, the TBAA upgrade, the type
 * table...), make it report_fatal_error, ask for gigabytes or never finish.
 * The C API can catch none of that, and no pre-scan of ours can rule it
 * out. So a forked child does exactly what a load would do (our pre-scans,
 * a full parse that materializes every function body, LLVM's verifier)
 * under a memory and a CPU limit, and the parent judges how it went.
 *
 * Same bytes, same code is not enough for the parent: where damage makes
 * LLVM's reader use uninitialized or freed memory, the outcome depends on
 * the heap, and the parent can crash on bytes the child read fine. So the
 * child also writes the module it read and verified back to bitcode (into a
 * memfd the parent made), and the parent reads those bytes instead of the
 * input (nvt_module_probe_canonical): bitcode LLVM wrote itself, of a
 * module that passed its verifier. An input that fails the verifier is read
 * again as it is, for the caller to report why, and so is LLVM text.
 *
 * The protocol. The child talks on a descriptor of its own (a pipe; the
 * reader's socket, which carries the requests the other way) in frames: a
 * type byte, a 32-bit payload length in the host's order (both ends are
 * one program), then the payload, carried as it is: LLVM's fatal reason or
 * a diagnostic's message may hold any byte, newlines included. The parent
 * checks every length against FRAME_MAX and against what it received; a
 * frame it cannot parse ends the child and is reported as an internal
 * error. What the child prints (LLVM's own messages, a sanitizer's report)
 * goes to a second pipe, its stderr, and only tells the parent why a child
 * died: out of memory, a sanitizer, what LLVM's verifier found before a
 * fatal error.
 *
 * The deadline. The CPU limit ends a child that computes forever; one that
 * waits or is starved uses none. So the parent waits with poll() until a
 * wall-clock deadline (by default twice the CPU limit; both are options:
 * isolate_cpu_seconds, isolate_timeout_ms), then SIGKILLs the child and
 * reports that LLVM did not finish (bitcode-damaged).
 *
 * The library forks only when its caller asks (the `isolate` options; the
 * tools set them unless --no-isolate). The child never returns into the
 * caller's code: every way out of it is _exit or a signal, so no atexit
 * handler, stdio buffer or temporary-file table of the parent runs twice,
 * and no library call goes on as a process other than its caller's.
 */
#include <elf.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/ErrorHandling.h>

#include "llvm/jobs.h"
#include "llvm/llvm.h"

enum { CHILD_DONE = 0, CHILD_FATAL = 3 };

/* ---- the protocol --------------------------------------------------------- */

enum frame_type {
	FRAME_STAGE = 1, /* one byte, enum stage: what the child starts now */
	FRAME_DIAG,      /* a diagnostic of the child's load (child_diag) */
	FRAME_ERROR,     /* the load failed with an ordinary error: last word */
	FRAME_OK,        /* read and verified: last word */
	FRAME_CANONICAL, /* its bitcode is in the memfd */
	FRAME_FATAL,     /* LLVM's report_fatal_error: the reason */
	FRAME_TRACE,     /* a crash's stack, backtrace_symbols_fd's lines */
	FRAME_DONE,      /* the reader is through with this input */
};

enum stage { STAGE_READ, STAGE_VERIFY, STAGE_WRITE };

#define FRAME_HEADER 5              /* type, uint32_t length */
#define FRAME_MAX (4u << 20)        /* a longer frame is a broken protocol */
#define FIELD_MAX (256u << 10)      /* a diagnostic's field: cut there */
#define FIELD_NULL UINT32_MAX       /* a diagnostic's NULL field */
#define REASON_MAX (1u << 20)       /* LLVM's fatal reason: cut there */
#define ERR_KEPT (1u << 20)         /* the child's stderr the parent keeps */
#define DIAGS_KEPT (16u << 20)      /* its diagnostics the parent keeps */

/* ---- the child ------------------------------------------------------------ */

static int child_fd = -1;   /* its end of the frames' descriptor */
static int trace_fd = -1;   /* a memfd backtrace_symbols_fd writes into */
/* This process is an isolated reader (set in the child only): checks whose
 * purpose is to keep LLVM's reader from crashing may be cheaper here,
 * where a crash is caught and reported (nvt_isolated_child). */
static bool in_child;
static struct nvt_isolate_test_hooks test_hooks;

bool nvt_isolated_child(void)
{
	return in_child;
}

void nvt_isolate_set_test_hooks(const struct nvt_isolate_test_hooks *hooks)
{
	test_hooks = hooks ? *hooks : (struct nvt_isolate_test_hooks){ 0 };
}

/* Only write(2): frames are sent from the crash and fatal handlers too. */
static void child_frame_begin(enum frame_type type, size_t len)
{
	unsigned char head[FRAME_HEADER];
	uint32_t n = (uint32_t)len;

	head[0] = (unsigned char)type;
	memcpy(head + 1, &n, sizeof(n));
	nvt_write_full(child_fd, head, sizeof(head));
}

static void child_frame(enum frame_type type, const void *payload, size_t len)
{
	child_frame_begin(type, len);
	if (len)
		nvt_write_full(child_fd, payload, len);
}

static void child_stage(enum stage s)
{
	unsigned char b = (unsigned char)s;

	child_frame(FRAME_STAGE, &b, 1);
}

/* A crash in the child: its stack for the parent to say where (function
 * names come from dynamic symbols: libLLVM's; a static LLVM's frames come
 * unnamed and the parent names them, trace_with_names), then the same
 * signal with its default action, so that the parent sees which. The
 * lines go through the memfd to be framed with their length. */
static void child_crash(int sig)
{
	static char text[64 * 1024];
	void *frames[64];
	int n = backtrace(frames, 64);
	ssize_t len = 0;

	if (trace_fd >= 0) {
		backtrace_symbols_fd(frames, n, trace_fd);
		len = pread(trace_fd, text, sizeof(text), 0);
	}
	child_frame(FRAME_TRACE, text, len > 0 ? (size_t)len : 0);
	nvt_die_of_signal(sig);
}

/* What the child's load reports goes to the parent, a frame each: three
 * uint32_t (severity, line, column), then rule, file, entity, message and
 * hint, each a uint32_t length (FIELD_NULL: NULL) and its bytes. */
static void child_diag(const struct nvt_diag *dg, void *ctx)
{
	const char *f[5] = { dg->rule, dg->file, dg->entity, dg->message, dg->hint };
	uint32_t num[3] = { (uint32_t)dg->severity, dg->line, dg->column }, len[5];
	size_t total = sizeof(num);

	(void)ctx;
	for (int i = 0; i < 5; i++) {
		len[i] = f[i] ? (uint32_t)strnlen(f[i], FIELD_MAX) : FIELD_NULL;
		total += sizeof(len[i]) + (f[i] ? len[i] : 0);
	}
	child_frame_begin(FRAME_DIAG, total);
	nvt_write_full(child_fd, num, sizeof(num));
	for (int i = 0; i < 5; i++) {
		nvt_write_full(child_fd, &len[i], sizeof(len[i]));
		if (f[i])
			nvt_write_full(child_fd, f[i], len[i]);
	}
}

void nvt_isolated_child_fatal(const void *reason, size_t len)
{
	if (!in_child)
		return;
	child_frame(FRAME_FATAL, reason, len > REASON_MAX ? REASON_MAX : len);
	_exit(CHILD_FATAL);
}

static void child_fatal(const char *reason)
{
	if (!reason)
		reason = "(no reason)";
	nvt_isolated_child_fatal(reason, strlen(reason));
}

/* The bytes this process has mapped (its address space's size). */
static unsigned long long mapped_bytes(void)
{
	unsigned long long pages = 0;
	char buf[64] = { 0 };
	int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);

	if (fd >= 0) {
		if (read(fd, buf, sizeof(buf) - 1) > 0)
			pages = strtoull(buf, NULL, 10);
		close(fd);
	}
	return pages * (unsigned long long)sysconf(_SC_PAGESIZE);
}

/* The child's address-space limit: what it has mapped already (libLLVM, a
 * sanitizer's shadow) plus the budget, so that the budget means the same in
 * every build. */
static void child_limit_memory(unsigned long long budget)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_AS, &rl))
		return;
	unsigned long long want = mapped_bytes() + budget;
	if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
		want = rl.rlim_max;
	rl.rlim_cur = want;
	setrlimit(RLIMIT_AS, &rl);
}

/* The child's CPU limit: `seconds` more than it has used (a reader that
 * serves many inputs sets it again for each). */
static void child_limit_cpu(unsigned seconds)
{
	struct rusage ru;
	struct rlimit rl;

	if (getrusage(RUSAGE_SELF, &ru) || getrlimit(RLIMIT_CPU, &rl))
		return;
	rlim_t want = (rlim_t)ru.ru_utime.tv_sec + (rlim_t)ru.ru_stime.tv_sec + seconds + 1;
	if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
		want = rl.rlim_max;
	rl.rlim_cur = want;
	setrlimit(RLIMIT_CPU, &rl);
}

/* `fd`, moved above the standard streams when it is one of their numbers
 * (a caller that closed them gets new descriptors there, which the child's
 * dup2s onto them would replace). */
static int above_stdio(int fd)
{
	if (fd < 0 || fd > STDERR_FILENO)
		return fd;
	int moved = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
	close(fd);
	return moved;
}

/* Signals, LLVM's fatal handler and standard streams of a new child:
 * frames go to `fd`, what it prints to `err_fd`. */
static void child_setup(int fd, int err_fd)
{
	static char altstack[64 * 1024];
	static const int crash_sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGSYS, SIGTRAP };
	static const int default_sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXCPU };
	stack_t ss = { .ss_sp = altstack, .ss_size = sizeof(altstack) };
	struct sigaction sa;
	void *warm[1];
	int null_fd;

	in_child = true;
	child_fd = fd;
	trace_fd = above_stdio(memfd_create("nvt-crash-trace", MFD_CLOEXEC));
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
		if (null_fd > STDERR_FILENO)
			close(null_fd);
	}
	dup2(err_fd, STDERR_FILENO);
	if (err_fd > STDERR_FILENO)
		close(err_fd);
}

/* Read, verify and (canon_fd >= 0) write one input, saying how it went.
 * `dispose`: free what it made (a reader that serves more inputs); a child
 * that exits next leaves that to _exit. */
static void child_read(const struct nvt_blob *blob, int canon_fd, bool dispose)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = child_diag);
	struct nvt_diags *diags = nvt_diags__new(&dopts);

	if (test_hooks.child)
		test_hooks.child(nvt_blob__name(blob), child_fd);
	child_stage(STAGE_READ);
	NVT_OPTS(nvt_module_opts, o, .lazy = false);
	struct nvt_module *m = nvt_module__load(blob, &o, diags);
	if (!m) {
		child_frame(FRAME_ERROR, NULL, 0);
		if (dispose)
			nvt_diags__free(diags);
		return;
	}
	child_stage(STAGE_VERIFY);
	char *msg = NULL;
	bool broken = LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg);
	LLVMDisposeMessage(msg);
	/* A module LLVM's verifier rejects is the caller's to report: the
	 * child only proves that reading and verifying it does not crash, and
	 * writes no bitcode of it (the writer expects valid IR). */
	if (!broken && canon_fd >= 0) {
		child_stage(STAGE_WRITE);
		if (LLVMWriteBitcodeToFD(m->mod, canon_fd, 0, 0) == 0)
			child_frame(FRAME_CANONICAL, NULL, 0);
	}
	if (dispose) {
		nvt_module__free(m);
		nvt_diags__free(diags);
	}
	child_frame(FRAME_OK, NULL, 0);
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
		{ "BitcodeWriter", "its bitcode writer" },
		{ "WriteBitcode", "its bitcode writer" },
		/* outer frames: only when nothing inner was recognised */
		{ "LLVMParseIR", "its IR text parser" },
		{ "LLVMParseBitcode", "its bitcode reader" },
		{ "LLVMGetBitcodeModule", "its bitcode reader" },
		{ "LLVMVerifyModule", "its IR verifier" },
		{ "LLVMWriteBitcode", "its bitcode writer" },
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

/* The name of the function of ELF file `fd` that holds address `off` (a
 * file address, as backtrace_symbols' "+0x" offsets are), from its symbol
 * table: into name[cap], false when none (a stripped file has no table;
 * only ELF64 is read). Read by hand, every offset checked against the
 * file's size: the tools load no libelf for a crash report. */
static bool elf_function_at(int fd, unsigned long long off, char *name, size_t cap)
{
	struct stat st;
	const unsigned char *p;
	size_t size;
	bool found = false;

	if (fstat(fd, &st) || st.st_size < (off_t)sizeof(Elf64_Ehdr))
		return false;
	size = (size_t)st.st_size;
	p = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED)
		return false;
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)p;
	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh->e_shentsize != sizeof(Elf64_Shdr) || eh->e_shoff > size ||
	    eh->e_shnum > (size - eh->e_shoff) / sizeof(Elf64_Shdr))
		goto out;
	const Elf64_Shdr *sh = (const Elf64_Shdr *)(p + eh->e_shoff);
	for (unsigned i = 0; i < eh->e_shnum && !found; i++) {
		if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_entsize != sizeof(Elf64_Sym) ||
		    sh[i].sh_offset > size || sh[i].sh_size > size - sh[i].sh_offset ||
		    sh[i].sh_link >= eh->e_shnum)
			continue;
		const Elf64_Shdr *str = &sh[sh[i].sh_link];
		if (str->sh_offset > size || str->sh_size > size - str->sh_offset)
			continue;
		const Elf64_Sym *sym = (const Elf64_Sym *)(p + sh[i].sh_offset);
		const char *strs = (const char *)(p + str->sh_offset);
		size_t n = sh[i].sh_size / sizeof(Elf64_Sym);
		for (size_t k = 0; k < n; k++) {
			if (ELF64_ST_TYPE(sym[k].st_info) != STT_FUNC || off < sym[k].st_value ||
			    off - sym[k].st_value >= sym[k].st_size || sym[k].st_name >= str->sh_size)
				continue;
			size_t len = strnlen(strs + sym[k].st_name, str->sh_size - sym[k].st_name);
			snprintf(name, cap, "%.*s", (int)(len < cap ? len : cap - 1), strs + sym[k].st_name);
			found = true;
			break;
		}
	}
out:
	munmap((void *)p, size);
	return found;
}

/* The child's trace with names where backtrace_symbols had none. It names
 * a frame from dynamic symbols only, and an executable (or libnvvm-open)
 * linked with LLVM's static archives exports none of LLVM's, so those
 * frames read "PATH(+0xOFF)[ADDR]": each gets " NAME" from PATH's symbol
 * table. The main program's PATH is its argv[0], which may not name a file
 * from here: the parent is the same program (a fork), /proc/self/exe. A
 * stripped file keeps its frames unnamed, and crash_site its default.
 * Malloc'ed; NULL without memory. */
static char *trace_with_names(const char *trace)
{
	size_t cap = strlen(trace) + 1, len = 0;
	char *out = malloc(cap), path[512] = "", name[256];
	int fd = -1;
	unsigned lines = 0;

	if (!out)
		return NULL;
	for (const char *line = trace; *line && lines < 128; lines++) {
		const char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl + 1 - line) : strlen(line);
		const char *plus = memmem(line, n, "(+0x", 4);
		size_t extra = 0;
		char *end;

		name[0] = 0;
		if (plus && (size_t)(plus - line) < sizeof(path)) {
			unsigned long long off = strtoull(plus + 4, &end, 16);
			if (strncmp(path, line, (size_t)(plus - line)) || path[plus - line]) {
				memcpy(path, line, (size_t)(plus - line));
				path[plus - line] = 0;
				if (fd >= 0)
					close(fd);
				fd = strcmp(path, program_invocation_name) ? open(path, O_RDONLY | O_CLOEXEC) : -1;
				if (fd < 0)
					fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
			}
			if (*end == ')' && fd >= 0 && elf_function_at(fd, off, name, sizeof(name)))
				extra = strlen(name) + 1;
		}
		if (len + n + extra + 2 > cap) {
			char *bigger = realloc(out, cap = 2 * (len + n + extra + 2));
			if (!bigger) {
				free(out);
				out = NULL;
				break;
			}
			out = bigger;
		}
		size_t body = nl ? n - 1 : n;
		memcpy(out + len, line, body);
		len += body;
		if (extra) {
			out[len++] = ' ';
			memcpy(out + len, name, extra - 1);
			len += extra - 1;
		}
		out[len++] = '\n';
		line += n;
	}
	if (fd >= 0)
		close(fd);
	if (out)
		out[len] = 0;
	return out;
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

/* The bitcode the child wrote into `fd`, as a blob named `name`. */
static struct nvt_blob *canonical_blob(int fd, const char *name)
{
	struct stat st;
	struct nvt_blob *b;
	void *p;

	if (fstat(fd, &st) || st.st_size <= 0)
		return NULL;
	p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED)
		return NULL;
	b = nvt_blob__from_memory(p, (size_t)st.st_size, name, true);
	munmap(p, (size_t)st.st_size);
	return b;
}


/* Wait for child `pid`: its wait status, -1 where the host ignores
 * SIGCHLD (no status, only what the child said). */
static int reap(pid_t pid)
{
	int status;

	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			return -1;
	}
	return status;
}


/* Whether `blob` goes to a child at all (only what LLVM's readers would
 * see; the load reports the rest), and its limits there: the memory
 * budget, the CPU limit (by default a minute and a second per MiB: the
 * largest modules take a few) and the wall-clock deadline (by default
 * twice the CPU limit), each as the options ask. */
struct plan {
	unsigned long long budget;
	unsigned cpu_seconds;
	unsigned long long wall_ms;
};

static bool probe_plan(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
		       struct plan *plan)
{
	enum nvt_input_kind kind = nvt_blob__kind(blob);
	size_t size = nvt_blob__size(blob);

	if (kind != NVT_INPUT_BITCODE && kind != NVT_INPUT_BITCODE_WRAPPER &&
	    kind != NVT_INPUT_LLVM_TEXT)
		return false;
	plan->budget = probe_memory_budget(size, OPTS_GET(opts, isolate_max_memory, 0));
	plan->cpu_seconds = OPTS_GET(opts, isolate_cpu_seconds, 0);
	if (!plan->cpu_seconds)
		plan->cpu_seconds = 60 + (unsigned)(size >> 20);
	plan->wall_ms = OPTS_GET(opts, isolate_timeout_ms, 0);
	if (!plan->wall_ms)
		plan->wall_ms = 2000ULL * plan->cpu_seconds;
	return true;
}

/* A limit in milliseconds as the messages say it: "2 s", "0.25 s". */
static void format_seconds(char *buf, size_t cap, unsigned long long ms)
{
	if (ms % 1000 == 0)
		snprintf(buf, cap, "%llu s", ms / 1000);
	else if (ms % 100 == 0)
		snprintf(buf, cap, "%llu.%llu s", ms / 1000, ms % 1000 / 100);
	else if (ms % 10 == 0)
		snprintf(buf, cap, "%llu.%02llu s", ms / 1000, ms % 1000 / 10);
	else
		snprintf(buf, cap, "%llu.%03llu s", ms / 1000, ms % 1000);
}

/* A running child and the parent's ends of its descriptors. */
struct child {
	pid_t pid;  /* 0: none */
	int msg;    /* its frames (the reader's socket: requests go there) */
	int err;    /* its stderr */
	int pidfd;  /* readable once it ended; -1 without (an old kernel) */
};

static void set_nonblocking(int fd)
{
	int fl = fcntl(fd, F_GETFL);

	if (fl >= 0)
		fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

/* Fork a child that sets itself up (child_setup) and runs `run(arg)`,
 * which never returns: neither does the child. `sock`: its frames'
 * descriptor is a socket that carries requests too (the reader). */
static int child_start(struct child *c, bool sock, void (*run)(void *arg), void *arg)
{
	int msg[2], err[2], e;
	pid_t pid;

	*c = (struct child){ .pid = 0, .msg = -1, .err = -1, .pidfd = -1 };
	if (sock ? socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, msg) : pipe2(msg, O_CLOEXEC))
		return -errno;
	if (pipe2(err, O_CLOEXEC)) {
		e = -errno;
		goto close_msg;
	}
	for (int i = 0; i < 2; i++) {
		msg[i] = above_stdio(msg[i]);
		err[i] = above_stdio(err[i]);
	}
	if (msg[0] < 0 || msg[1] < 0 || err[0] < 0 || err[1] < 0) {
		e = -EMFILE;
		for (int i = 0; i < 2; i++)
			if (err[i] >= 0)
				close(err[i]);
		goto close_msg;
	}
	pid = fork();
	if (pid < 0) {
		e = -errno;
		close(err[0]);
		close(err[1]);
		goto close_msg;
	}
	if (pid == 0) {
		close(msg[0]);
		close(err[0]);
		child_setup(msg[1], err[1]);
		run(arg);
		_exit(CHILD_DONE); /* not reached */
	}
	close(msg[1]);
	close(err[1]);
	c->pid = pid;
	c->msg = msg[0];
	c->err = err[0];
	set_nonblocking(c->msg);
	set_nonblocking(c->err);
#ifdef SYS_pidfd_open
	c->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
#endif
	return 0;

close_msg:
	for (int i = 0; i < 2; i++)
		if (msg[i] >= 0)
			close(msg[i]);
	return e;
}

/* Close the parent's ends (a reader reads the end of its requests and
 * exits), SIGKILL the child first when `kill_it`, and wait for it: its
 * wait status, -1 where the host ignores SIGCHLD or none ran. */
static int child_end(struct child *c, bool kill_it)
{
	int status = -1;

	if (c->pid > 0 && kill_it)
		kill(c->pid, SIGKILL);
	if (c->msg >= 0)
		close(c->msg);
	if (c->err >= 0)
		close(c->err);
	if (c->pidfd >= 0)
		close(c->pidfd);
	if (c->pid > 0)
		status = reap(c->pid);
	*c = (struct child){ .pid = 0, .msg = -1, .err = -1, .pidfd = -1 };
	return status;
}

/* What a child said about one input. */
struct heard {
	enum stage stage;              /* the last it entered */
	bool ok, error, canonical, done, fatal;
	bool timed_out;                /* killed at the deadline */
	bool broken;                   /* killed: a frame that cannot be */
	bool nomem;                    /* killed: no memory to hear it */
	struct nvt_strbuf reason;      /* FRAME_FATAL's payload */
	struct nvt_strbuf trace;       /* FRAME_TRACE's payload */
	struct nvt_strbuf diags;       /* FRAME_DIAG payloads, each after its uint32_t length */
	struct nvt_strbuf err;         /* its stderr: the first ERR_KEPT bytes */
	struct nvt_strbuf in;          /* received, not yet a whole frame */
};

static void heard_free(struct heard *h)
{
	nvt_strbuf_free(&h->reason);
	nvt_strbuf_free(&h->trace);
	nvt_strbuf_free(&h->diags);
	nvt_strbuf_free(&h->err);
	nvt_strbuf_free(&h->in);
}

/* A FRAME_DIAG payload (child_diag), every length checked: its numbers
 * and fields (NULL where the child sent FIELD_NULL). */
struct diag_view {
	uint32_t num[3];
	const char *field[5];
	uint32_t len[5];
};

static bool diag_parse(const unsigned char *p, size_t len, struct diag_view *v)
{
	size_t off = sizeof(v->num);

	if (len < off)
		return false;
	memcpy(v->num, p, sizeof(v->num));
	for (int i = 0; i < 5; i++) {
		if (len - off < sizeof(uint32_t))
			return false;
		memcpy(&v->len[i], p + off, sizeof(uint32_t));
		off += sizeof(uint32_t);
		v->field[i] = NULL;
		if (v->len[i] == FIELD_NULL)
			continue;
		if (v->len[i] > len - off)
			return false;
		v->field[i] = (const char *)p + off;
		off += v->len[i];
	}
	return off == len && v->num[0] <= NVT_ERROR;
}

/* One whole frame into *h; false when it cannot be one of the child's. */
static bool take_frame(struct heard *h, unsigned type, const unsigned char *p, uint32_t len)
{
	struct diag_view v;

	if (h->done)
		return false; /* nothing comes after the reader's answer */
	switch (type) {
	case FRAME_STAGE:
		if (len != 1 || p[0] > STAGE_WRITE)
			return false;
		h->stage = (enum stage)p[0];
		return true;
	case FRAME_DIAG:
		if (!diag_parse(p, len, &v))
			return false;
		if (h->diags.len + len > DIAGS_KEPT)
			return true; /* (a module that says that much said enough) */
		if (nvt_strbuf_append(&h->diags, &len, sizeof(len)) ||
		    nvt_strbuf_append(&h->diags, p, len))
			h->nomem = true;
		return true;
	case FRAME_FATAL:
		h->fatal = true;
		h->reason.len = 0;
		if (nvt_strbuf_append(&h->reason, p, len))
			h->nomem = true;
		return true;
	case FRAME_TRACE:
		h->trace.len = 0;
		if (nvt_strbuf_append(&h->trace, p, len))
			h->nomem = true;
		return true;
	case FRAME_ERROR:
	case FRAME_OK:
	case FRAME_CANONICAL:
	case FRAME_DONE:
		if (len)
			return false;
		*(type == FRAME_ERROR ? &h->error : type == FRAME_OK ? &h->ok
			: type == FRAME_CANONICAL ? &h->canonical : &h->done) = true;
		return true;
	default:
		return false;
	}
}

/* The whole frames of h->in, taken out of it. */
static void take_frames(struct heard *h)
{
	size_t off = 0;

	while (!h->broken && !h->nomem && h->in.len - off >= FRAME_HEADER) {
		const unsigned char *p = (const unsigned char *)h->in.data + off;
		uint32_t len;

		memcpy(&len, p + 1, sizeof(len));
		if (len > FRAME_MAX) {
			h->broken = true;
			break;
		}
		if (h->in.len - off - FRAME_HEADER < len)
			break;
		if (!take_frame(h, p[0], p + FRAME_HEADER, len))
			h->broken = true;
		off += FRAME_HEADER + len;
	}
	memmove(h->in.data, h->in.data + off, h->in.len - off);
	h->in.len -= off;
}

/* What is there to read on the child's descriptor `fd` (frames, or its
 * stderr), without waiting; false at its end. */
static bool take(int fd, struct heard *h, bool frames)
{
	char buf[64 * 1024];

	for (;;) {
		ssize_t n = read(fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return errno == EAGAIN || errno == EWOULDBLOCK;
		if (n == 0)
			return false;
		if (frames) {
			if (nvt_strbuf_append(&h->in, buf, (size_t)n))
				h->nomem = true;
			else
				take_frames(h);
			if (h->broken || h->nomem)
				return true;
		} else if (h->err.len < ERR_KEPT) {
			size_t keep = (size_t)n < ERR_KEPT - h->err.len ? (size_t)n : ERR_KEPT - h->err.len;
			if (nvt_strbuf_append(&h->err, buf, keep))
				h->nomem = true;
		}
	}
}

static struct timespec deadline_in(unsigned long long ms)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	/* past any real deadline (a year), where time_t would overflow */
	if (ms > 365ULL * 24 * 3600 * 1000)
		ms = 365ULL * 24 * 3600 * 1000;
	t.tv_sec += (time_t)(ms / 1000);
	t.tv_nsec += (long)(ms % 1000) * 1000000L;
	if (t.tv_nsec >= 1000000000L) {
		t.tv_sec++;
		t.tv_nsec -= 1000000000L;
	}
	return t;
}

/* Milliseconds to `deadline`, 0 once it passed. */
static int ms_until(const struct timespec *deadline)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	long long ms = (long long)(deadline->tv_sec - now.tv_sec) * 1000 +
		       (deadline->tv_nsec - now.tv_nsec) / 1000000;
	if (ms <= 0)
		return 0;
	return ms > INT_MAX ? INT_MAX : (int)ms;
}

/* What child `c` says about one input, into *h: until it ends, or (with
 * `until_done`: the reader, which goes on) until its FRAME_DONE. A child
 * still at it at `deadline` is SIGKILLed (h->timed_out), and so is one
 * that breaks the protocol (h->broken) or that this process has no
 * memory to hear (h->nomem). Its stderr is read meanwhile, lest it block
 * on a full pipe, and to its end or what is there at its answer (written
 * before the answer, so there by then). The child's end is seen from its
 * pidfd, or else from the end of both descriptors. */
static void listen_to(struct child *c, struct heard *h, bool until_done,
		      const struct timespec *deadline)
{
	bool msg_open = true, err_open = true;

	while (!(until_done && h->done) && (msg_open || err_open)) {
		struct pollfd pf[3] = {
			{ .fd = msg_open ? c->msg : -1, .events = POLLIN },
			{ .fd = err_open ? c->err : -1, .events = POLLIN },
			{ .fd = c->pidfd, .events = POLLIN },
		};
		int ms = ms_until(deadline);
		if (!ms) {
			h->timed_out = true;
			break;
		}
		int n = poll(pf, 3, ms);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			h->nomem = true; /* ENOMEM: poll's only other error here */
			break;
		}
		if (pf[0].revents)
			msg_open = take(c->msg, h, true);
		if (pf[1].revents)
			err_open = take(c->err, h, false);
		if (h->broken || h->nomem)
			break;
		if (pf[2].revents) {
			/* it ended: what it wrote is in the pipes */
			if (msg_open)
				take(c->msg, h, true);
			if (err_open)
				take(c->err, h, false);
			return;
		}
	}
	if (h->timed_out || h->broken || h->nomem)
		kill(c->pid, SIGKILL);
	else if (until_done && h->done)
		take(c->err, h, false);
}

/* Report what the child's load reported, in its order. */
static void replay(const struct heard *h, struct nvt_diags *diags)
{
	const unsigned char *p = (const unsigned char *)h->diags.data;
	size_t off = 0;

	while (h->diags.len - off >= sizeof(uint32_t)) {
		struct diag_view v;
		uint32_t len;
		char *f[5] = { 0 };
		bool ok = true;

		memcpy(&len, p + off, sizeof(len));
		off += sizeof(len);
		if (!diag_parse(p + off, len, &v)) /* (checked as it came) */
			return;
		off += len;
		for (int i = 0; i < 5 && ok; i++)
			if (v.field[i] && !(f[i] = nvt_strndup(v.field[i], v.len[i])))
				ok = false;
		if (ok && f[3]) {
			struct nvt_diag dg = {
				.severity = (enum nvt_severity)v.num[0], .rule = f[0], .file = f[1],
				.line = v.num[1], .column = v.num[2], .entity = f[2], .message = f[3],
				.hint = f[4],
			};
			nvt_diags__report(diags, &dg);
		}
		for (int i = 0; i < 5; i++)
			free(f[i]);
	}
}

/* Where a child that stopped in `stage` without a trace was. */
static const char *stage_site(enum stage stage, bool text)
{
	return stage == STAGE_VERIFY  ? "its IR verifier"
	       : stage == STAGE_WRITE ? "its bitcode writer"
	       : text                 ? "its IR reader"
				      : "its bitcode reader";
}

/* LLVM's fatal reason as a message: whole, newlines and all (a NUL byte,
 * which a message cannot hold, as "\0"). */
static void report_fatal(const struct heard *h, const char *name, struct nvt_diags *diags)
{
	const char *err = h->err.data ? h->err.data : "";
	struct nvt_strbuf msg = { 0 };
	unsigned shown = 0;

	/* What LLVM printed first (the verifier's findings), one note a line */
	for (const char *p = err; *p && shown < 20;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		if (len && strncmp(p, "LLVM ERROR", 10)) {
			nvt_note(diags, "llvm", name, NULL, "%.*s", (int)(len > 300 ? 300 : len), p);
			shown++;
		}
		p = nl ? nl + 1 : p + len;
	}
	const char *r = h->reason.data ? h->reason.data : "";
	for (size_t i = 0, start = 0; i <= h->reason.len; i++) {
		if (i < h->reason.len && r[i])
			continue;
		if (nvt_strbuf_append(&msg, r + start, i - start) ||
		    (i < h->reason.len && nvt_strbuf_append(&msg, "\\0", 2)))
			break;
		start = i + 1;
	}
	nvt_error(diags, "llvm-fatal", name, NULL, "internal LLVM error: %s",
		  msg.data ? msg.data : "(no reason)");
	nvt_strbuf_free(&msg);
}

/* How the child's read of `blob` went, from what it said (*h) and its
 * wait status (-1: unknown): reports it as nvt_module_probe says, and
 * takes the canonical bitcode from canon_fd. */
static int conclude(const struct heard *h, int status, const struct nvt_blob *blob,
		    const struct plan *plan, int canon_fd, struct nvt_blob **canonical,
		    bool replay_diags, struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	bool text = nvt_blob__kind(blob) == NVT_INPUT_LLVM_TEXT;
	const char *what = text ? "this IR" : "this bitcode";
	const char *err = h->err.data ? h->err.data : "";
	const char *san_line = NULL;
	int ret = -EINVAL;

	/* A sanitizer's report of a signal (a build whose runtime kept SIGSEGV
	 * to itself) is a crash like any other: classified below. */
	bool san = sanitizer_report(err, &san_line) && !out_of_memory(san_line);
	if (san) {
		const char *nl = strchr(san_line, '\n');
		size_t len = nl ? (size_t)(nl - san_line) : strlen(san_line);
		static const char *const sigs[] = { "SEGV", "BUS", "FPE", "ILL", "stack-overflow" };
		for (size_t i = 0; i < ARRAY_SIZE(sigs); i++)
			if (memmem(san_line, len, sigs[i], strlen(sigs[i])))
				san = false;
	}
	if (h->nomem) {
		nvt_error(diags, "input", name, NULL,
			  "no memory for what the isolated reader of this input said");
		return -ENOMEM;
	} else if (san) {
		/* A bug in code that is instrumented (ours): say it loudly. */
		const char *nl = strchr(san_line, '\n');
		nvt_error(diags, "internal", name, NULL,
			  "the isolated reader of this input hit a sanitizer report: %.*s",
			  nl ? (int)(nl - san_line) : (int)strlen(san_line), san_line);
	} else if (h->broken) {
		nvt_error(diags, "internal", name, NULL,
			  "the isolated reader of this input sent a message that breaks its protocol");
	} else if (h->timed_out) {
		char within[48];
		format_seconds(within, sizeof(within), plan->wall_ms);
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "LLVM could not read %s (it did not finish within %s in %s); the file is "
			  "damaged or not LLVM 22-readable",
			  what, within, stage_site(h->stage, text));
	} else if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == CHILD_DONE &&
		   (h->ok || h->error)) {
		ret = h->ok ? 0 : 1;
	} else if (status == -1 && (h->ok || h->error)) {
		ret = h->ok ? 0 : 1;
	} else if (h->fatal) {
		/* LLVM's report_fatal_error (a "Broken module found" of its
		 * debug-info upgrade...): the message the tools' own handler
		 * gives, without ending the process. */
		report_fatal(h, name, diags);
	} else {
		const char *raw = h->trace.data;
		char *named = raw ? trace_with_names(raw) : NULL;
		const char *trace = named ? named : raw;
		char how[256];

		bool oom = out_of_memory(err) ||
			   (status != -1 && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
		struct rlimit rl;

		/* Under an address-space limit of the user's (ulimit -v) below
		 * what the child would have had, the failure is that limit's,
		 * not the file's. */
		bool user_limit = oom && !getrlimit(RLIMIT_AS, &rl) &&
				  rl.rlim_cur != RLIM_INFINITY &&
				  rl.rlim_cur < mapped_bytes() + plan->budget;
		if (oom)
			snprintf(how, sizeof(how),
				 "ran out of memory in %s: it asked for more than %llu MiB",
				 h->stage != STAGE_READ ? stage_site(h->stage, text)
							: crash_site(trace ? trace : "", text),
				 plan->budget >> 20);
		else if (status != -1 && WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)
			snprintf(how, sizeof(how), "took more than %u s of CPU time in %s",
				 plan->cpu_seconds, crash_site(trace ? trace : "", text));
		else if (status != -1 && WIFSIGNALED(status))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 signal_name(WTERMSIG(status)),
				 trace ? crash_site(trace, text) : stage_site(h->stage, text));
		else if (strstr(err, "AddressSanitizer: SEGV") ||
			 strstr(err, "AddressSanitizer: stack-overflow"))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 strstr(err, "stack-overflow") ? "a stack overflow" : "SIGSEGV",
				 crash_site(strstr(err, "AddressSanitizer"), text));
		else
			snprintf(how, sizeof(how), "its reader ended with status %d",
				 status == -1 ? -1 : WEXITSTATUS(status));
		free(named);
		if (user_limit)
			nvt_error(diags, "out-of-memory", name, NULL,
				  "out of memory: the process's address-space limit (ulimit -v) "
				  "is %llu MiB", (unsigned long long)rl.rlim_cur >> 20);
		else
			nvt_error(diags, "bitcode-damaged", name, NULL,
				  "LLVM could not read %s (%s); the file is damaged or not LLVM "
				  "22-readable", what, how);
	}
	if (ret == 0 && canonical && canon_fd >= 0 && h->canonical) {
		*canonical = canonical_blob(canon_fd, name);
		if (!*canonical)
			ret = -ENOMEM;
	}
	if (replay_diags && (ret == 1 || (ret == 0 && canonical && *canonical)))
		replay(h, diags);
	if (ret == -ENOMEM)
		nvt_error(diags, "input", name, NULL,
			  "no memory for the bitcode of this input written by its isolated reader");
	return ret;
}

/* ---- one child for one input ---------------------------------------------- */

struct one_read {
	const struct nvt_blob *blob;
	int canon_fd;
	const struct plan *plan;
};

static void one_run(void *arg)
{
	const struct one_read *r = arg;

	child_limit_memory(r->plan->budget);
	child_limit_cpu(r->plan->cpu_seconds);
	child_read(r->blob, r->canon_fd, false);
	_exit(CHILD_DONE);
}

/* The child, and what it says. `canonical` (may be NULL): where the
 * bitcode LLVM wrote of the module goes, when it read and verified it;
 * `replay`: report what its load reported, when that is the answer (an
 * ordinary error, or a canonical module: the caller then reads bytes that
 * would not say it again). Returns 0, 1 (an ordinary error) or a negative
 * errno after reporting. */
static int isolated_read(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
			 struct nvt_diags *diags, struct nvt_blob **canonical, bool replay_diags)
{
	const char *name = nvt_blob__name(blob);
	bool text = nvt_blob__kind(blob) == NVT_INPUT_LLVM_TEXT;
	struct plan plan;
	struct heard h = { 0 };
	struct child c;
	int status, err, canon_fd = -1, ret;

	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return -EINVAL;
	if (!probe_plan(blob, opts, &plan))
		return 0;

	/* Without a memfd (an old kernel, no file descriptor left) there is
	 * no canonical bitcode: the caller reads the input itself. Text IR
	 * gets none either: the text can say what bitcode cannot (an
	 * alignment of 2^32 does not survive LLVM 22's writer and reader),
	 * while bitcode went through that writer already, and the text
	 * parser is not the reader whose crashes depend on the heap. */
	if (canonical && !text)
		canon_fd = above_stdio(memfd_create("nvt-canonical-bitcode", MFD_CLOEXEC));
	struct one_read r = { .blob = blob, .canon_fd = canon_fd, .plan = &plan };
	err = child_start(&c, false, one_run, &r);
	if (err) {
		if (canon_fd >= 0)
			close(canon_fd);
		nvt_error(diags, "input", name, NULL,
			  "cannot start the isolated reader for this input: %s", strerror(-err));
		return err;
	}
	struct timespec deadline = deadline_in(plan.wall_ms);
	listen_to(&c, &h, false, &deadline);
	status = child_end(&c, false);
	ret = conclude(&h, status, blob, &plan, canon_fd, canonical, replay_diags, diags);
	if (canon_fd >= 0)
		close(canon_fd);
	heard_free(&h);
	return ret;
}

NVT_API int nvt_module_probe(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
			     struct nvt_diags *diags)
{
	return isolated_read(blob, opts, diags, NULL, false);
}

NVT_API int nvt_module_probe_canonical(const struct nvt_blob *blob,
				       const struct nvt_module_opts *opts,
				       struct nvt_diags *diags, struct nvt_blob **canonical)
{
	int ret;

	if (!canonical)
		return -EINVAL;
	*canonical = NULL;
	ret = isolated_read(blob, opts, diags, canonical, true);
	return ret == 1 ? -EINVAL : ret;
}

/* ---- one reader for many inputs (the linker) ---------------------------- */
/*
 * A child per input costs a fork and the page faults of a fresh process,
 * about 1 ms, which is more than the link of a small module costs (200
 * inputs: 250 ms, where llvm-link takes 21 ms and nvvm-link --no-isolate
 * 40). So a linker's inputs go to one child, the reader, which reads each
 * exactly as the child above does (child_read), answers FRAME_DONE and
 * waits for the next; the parent judges each answer as above (conclude),
 * with a deadline each. A crash, a fatal error, a limit or the deadline
 * ends the reader with that input's verdict, and the next input starts
 * another. The reader serves requests in order and sets its memory and
 * CPU limits again for each (what it has mapped or used, plus the input's
 * budget). A module it read after others met a heap those others left:
 * the parent reads its canonical bitcode, as it always does.
 */
struct nvt_isolate {
	struct child reader; /* pid 0 when none runs */
	int canon_fd;        /* the memfd it writes each canonical module into */
};

/* One request: the input's name and bytes follow. */
struct reader_request {
	uint64_t size, budget;
	uint32_t name_len, cpu_seconds, want_canonical;
};

/* All of `n` bytes from the reader's (blocking) end of its socket. */
static bool receive_full(int fd, void *buf, size_t n)
{
	char *p = buf;

	while (n) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

/* All of `n` bytes to the reader, by `deadline` (MSG_NOSIGNAL: a reader
 * that died is an answer, not a SIGPIPE). */
static bool send_full(int fd, const void *buf, size_t n, const struct timespec *deadline)
{
	const char *p = buf;

	while (n) {
		ssize_t r = send(fd, p, n, MSG_NOSIGNAL | MSG_DONTWAIT);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pf = { .fd = fd, .events = POLLOUT };
			int ms = ms_until(deadline);
			if (!ms || (poll(&pf, 1, ms) < 0 && errno != EINTR))
				return false;
			continue;
		}
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

static void reader_run(void *arg)
{
	int canon_fd = *(const int *)arg;

	for (;;) {
		struct reader_request rq;
		char *name;
		unsigned char *data;

		if (!receive_full(child_fd, &rq, sizeof(rq)))
			_exit(CHILD_DONE); /* the parent is done with us */
		name = malloc((size_t)rq.name_len + 1);
		data = malloc((size_t)rq.size + 1);
		if (!name || !data || !receive_full(child_fd, name, rq.name_len) ||
		    !receive_full(child_fd, data, (size_t)rq.size))
			child_fatal("the isolated reader could not receive its input");
		name[rq.name_len] = 0;
		data[rq.size] = 0; /* as a blob read from a file ends */
		struct nvt_blob *b = nvt_blob__from_memory(data, (size_t)rq.size, name, false);
		if (!b)
			child_fatal("out of memory");
		int cfd = rq.want_canonical ? canon_fd : -1;
		if (cfd >= 0 && (ftruncate(cfd, 0) || lseek(cfd, 0, SEEK_SET)))
			cfd = -1;
		child_limit_memory(rq.budget);
		child_limit_cpu(rq.cpu_seconds);
		child_read(b, cfd, true);
		nvt_blob__free(b);
		free(data);
		free(name);
		child_frame(FRAME_DONE, NULL, 0);
	}
}

struct nvt_isolate *nvt_isolate_new(void)
{
	struct nvt_isolate *iso = calloc(1, sizeof(*iso));

	if (!iso)
		return NULL;
	iso->reader = (struct child){ .pid = 0, .msg = -1, .err = -1, .pidfd = -1 };
	/* Without a memfd: no canonical bitcode, as for one child. */
	iso->canon_fd = above_stdio(memfd_create("nvt-canonical-bitcode", MFD_CLOEXEC));
	return iso;
}

void nvt_isolate_free(struct nvt_isolate *iso)
{
	if (!iso)
		return;
	/* between requests: it reads the end of them and exits */
	child_end(&iso->reader, false);
	if (iso->canon_fd >= 0)
		close(iso->canon_fd);
	free(iso);
}

int nvt_module_probe_canonical_in(struct nvt_isolate *iso, const struct nvt_blob *blob,
				  const struct nvt_module_opts *opts, struct nvt_diags *diags,
				  struct nvt_blob **canonical)
{
	const char *name = nvt_blob__name(blob);
	size_t size = nvt_blob__size(blob);
	struct plan plan;
	struct heard h = { 0 };
	int status = 0, err, ret;

	if (!iso)
		return nvt_module_probe_canonical(blob, opts, diags, canonical);
	if (!canonical)
		return -EINVAL;
	*canonical = NULL;
	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return -EINVAL;
	if (!probe_plan(blob, opts, &plan))
		return 0;
	/* Text gets no canonical bitcode, as from one child (isolated_read). */
	struct reader_request rq = {
		.size = size,
		.budget = plan.budget,
		.name_len = (uint32_t)strlen(name),
		.cpu_seconds = plan.cpu_seconds,
		.want_canonical = nvt_blob__kind(blob) != NVT_INPUT_LLVM_TEXT && iso->canon_fd >= 0,
	};
	struct timespec deadline = deadline_in(plan.wall_ms);
	/* A reader gone between requests (killed from outside) is started
	 * again, once. */
	for (int tries = 0;; tries++) {
		if (!iso->reader.pid &&
		    (err = child_start(&iso->reader, true, reader_run, &iso->canon_fd))) {
			nvt_error(diags, "input", name, NULL,
				  "cannot start the isolated reader for this input: %s", strerror(-err));
			return err;
		}
		int fd = iso->reader.msg;
		if (send_full(fd, &rq, sizeof(rq), &deadline) &&
		    send_full(fd, name, rq.name_len, &deadline) &&
		    send_full(fd, nvt_blob__data(blob), size, &deadline))
			break;
		child_end(&iso->reader, true);
		if (!ms_until(&deadline)) {
			/* the deadline counts the sending: the input was not
			 * read in time */
			h.timed_out = true;
			ret = conclude(&h, -1, blob, &plan, -1, canonical, true, diags);
			heard_free(&h);
			return ret == 1 ? -EINVAL : ret;
		}
		if (tries) {
			nvt_error(diags, "input", name, NULL,
				  "cannot send this input to its isolated reader");
			return -EIO;
		}
	}
	/* Its answer, up to its FRAME_DONE; a reader that gave none ended
	 * (or was killed), and its status says how. */
	listen_to(&iso->reader, &h, true, &deadline);
	if (!h.done || h.timed_out || h.broken || h.nomem)
		status = child_end(&iso->reader, true);
	ret = conclude(&h, status, blob, &plan, rq.want_canonical ? iso->canon_fd : -1,
		       canonical, true, diags);
	heard_free(&h);
	return ret == 1 ? -EINVAL : ret;
}
