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
 * CPU limit, and tells the parent how it went through a pipe: what the load
 * reported (each diagnostic, replayed in the parent), and how it ended.
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
 * The child never returns into the caller's code: every way out is _exit
 * or a signal, so no atexit handler, stdio buffer or temporary-file table
 * of the parent runs twice.
 */
#include <elf.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/ErrorHandling.h>

#include "llvm/jobs.h"
#include "llvm/llvm.h"

/* Lines of the child's protocol start with this (never what LLVM prints). */
#define TAG "\n\001nvt-probe:"

enum { CHILD_DONE = 0, CHILD_FATAL = 3 };

static int child_fd = -1;
/* This process is an isolated reader (set in the child only): checks whose
 * purpose is to keep LLVM's reader from crashing may be cheaper here,
 * where a crash is caught and reported (nvt_isolated_child). */
static bool in_child;

bool nvt_isolated_child(void)
{
	return in_child;
}

static void child_put(const char *s)
{
	nvt_write_full(child_fd, s, strlen(s));
}

/* End this process by `sig` with its default action (what a waiting
 * parent or shell then sees), or as a shell would report it. */
_Noreturn static void die_of(int sig)
{
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* A crash in the child: its stack for the parent to say where (function
 * names come from dynamic symbols: libLLVM's; a static LLVM's frames come
 * unnamed and the parent names them, trace_with_names), then the same
 * signal with its default action, so that the parent sees which. */
static void child_crash(int sig)
{
	void *frames[64];
	int n = backtrace(frames, 64);

	child_put(TAG "trace\n");
	backtrace_symbols_fd(frames, n, child_fd);
	die_of(sig);
}

/* One field of a diagnostic record: bytes below 0x20 and '\\' as \\xHH, so
 * that a record is one line; NULL as a lone \x1e. */
static void child_put_field(const char *s)
{
	char buf[256];
	size_t n = 0;

	if (!s) {
		child_put("\x1e\x1f");
		return;
	}
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (n + 5 >= sizeof(buf)) {
			buf[n] = 0;
			child_put(buf);
			n = 0;
		}
		if (c < 0x20 || c == '\\')
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "\\x%02x", c);
		else
			buf[n++] = (char)c;
	}
	buf[n++] = '\x1f';
	buf[n] = 0;
	child_put(buf);
}

/* What the child's load reports goes to the parent, one record a line:
 * TAG "diag SEVERITY LINE COLUMN " rule, file, entity, message. */
static void child_diag(const struct nvt_diag *dg, void *ctx)
{
	char head[96];

	(void)ctx;
	snprintf(head, sizeof(head), TAG "diag %d %u %u ", (int)dg->severity, dg->line, dg->column);
	child_put(head);
	child_put_field(dg->rule);
	child_put_field(dg->file);
	child_put_field(dg->entity);
	child_put_field(dg->message);
	child_put("\n");
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

/* Signals, LLVM's fatal handler and standard streams of a new child. */
static void child_setup(int fd)
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
	dup2(fd, STDERR_FILENO);
}

/* Read, verify and (canon_fd >= 0) write one input, saying how it went.
 * `dispose`: free what it made (a reader that serves more inputs); a child
 * that exits next leaves that to _exit. */
static void child_read(const struct nvt_blob *blob, int canon_fd, bool dispose)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = child_diag);
	struct nvt_diags *diags = nvt_diags__new(&dopts);

	child_put(TAG "stage read\n");
	NVT_OPTS(nvt_module_opts, o, .lazy = false);
	struct nvt_module *m = nvt_module__load(blob, &o, diags);
	if (!m) {
		child_put(TAG "error\n");
		if (dispose)
			nvt_diags__free(diags);
		return;
	}
	child_put(TAG "stage verify\n");
	char *msg = NULL;
	bool broken = LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg);
	LLVMDisposeMessage(msg);
	/* A module LLVM's verifier rejects is the caller's to report: the
	 * child only proves that reading and verifying it does not crash, and
	 * writes no bitcode of it (the writer expects valid IR). */
	if (!broken && canon_fd >= 0) {
		child_put(TAG "stage write\n");
		if (LLVMWriteBitcodeToFD(m->mod, canon_fd, 0, 0) == 0)
			child_put(TAG "canonical\n");
	}
	if (dispose) {
		nvt_module__free(m);
		nvt_diags__free(diags);
	}
	child_put(TAG "ok\n");
}

static void child_run(const struct nvt_blob *blob, int fd, int canon_fd,
		      unsigned long long budget, unsigned cpu_seconds)
{
	child_setup(fd);
	child_limit_memory(budget);
	child_limit_cpu(cpu_seconds);
	child_read(blob, canon_fd, false);
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
	if (last && !strncmp(last, "verify", 6))
		return "verify";
	return last && !strncmp(last, "write", 5) ? "write" : "read";
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

/* One field of a record (child_put_field), unescaped into a new string;
 * *p moves past it. NULL field: *isnull. Returns NULL on ENOMEM or a cut
 * record. */
static char *replay_field(const char **p, const char *end, bool *isnull)
{
	const char *q = *p, *sep = memchr(q, '\x1f', (size_t)(end - q));
	struct nvt_strbuf sb = { 0 };

	*isnull = false;
	if (!sep)
		return NULL;
	*p = sep + 1;
	if (sep - q == 1 && *q == '\x1e') {
		*isnull = true;
		return NULL;
	}
	for (; q < sep; q++) {
		char c = *q;
		if (c == '\\' && sep - q >= 4 && q[1] == 'x') {
			char hex[3] = { q[2], q[3], 0 };
			c = (char)strtoul(hex, NULL, 16);
			q += 3;
		}
		if (nvt_strbuf_append(&sb, &c, 1))
			break;
	}
	if (nvt_strbuf_append(&sb, "", 1)) {
		free(sb.data);
		return NULL;
	}
	return sb.data;
}

/* Report what the child's load reported, in its order. */
static void replay(const char *out, struct nvt_diags *diags)
{
	const char *p = out;

	while ((p = strstr(p, TAG "diag "))) {
		const char *end;
		int sev;
		unsigned line, col;
		int used = 0;

		p += strlen(TAG "diag ");
		end = strchr(p, '\n');
		if (!end)
			return; /* cut at the 1 MiB the parent keeps */
		if (sscanf(p, "%d %u %u %n", &sev, &line, &col, &used) != 3 || !used) {
			p = end;
			continue;
		}
		const char *q = p + used;
		char *f[4] = { 0 };
		bool ok = true;
		for (int i = 0; i < 4 && ok; i++) {
			bool isnull;
			f[i] = replay_field(&q, end, &isnull);
			ok = f[i] || isnull;
		}
		if (ok && f[3]) {
			struct nvt_diag dg = {
				.severity = (enum nvt_severity)sev, .rule = f[0], .file = f[1],
				.line = line, .column = col, .entity = f[2], .message = f[3],
			};
			nvt_diags__report(diags, &dg);
		}
		for (int i = 0; i < 4; i++)
			free(f[i]);
		p = end;
	}
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

/* Whether `blob` goes to a child at all (only what LLVM's readers would
 * see; the load reports the rest), and its limits there: the memory
 * budget, and a minute of CPU and a second per MiB (the largest modules
 * take a few). */
static bool probe_plan(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
		       unsigned long long *budget, unsigned *cpu_seconds)
{
	enum nvt_input_kind kind = nvt_blob__kind(blob);
	size_t size = nvt_blob__size(blob);

	if (kind != NVT_INPUT_BITCODE && kind != NVT_INPUT_BITCODE_WRAPPER &&
	    kind != NVT_INPUT_LLVM_TEXT)
		return false;
	*budget = probe_memory_budget(size, OPTS_GET(opts, isolate_max_memory, 0));
	*cpu_seconds = 60 + (unsigned)(size >> 20);
	return true;
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

/* How the child's read of `blob` went, from what it said (`o`) and its
 * wait status (-1: unknown): reports it as isolated_read says, and takes
 * the canonical bitcode from canon_fd. */
static int conclude(const char *o, int status, const struct nvt_blob *blob,
		    unsigned long long budget, unsigned cpu_seconds, int canon_fd,
		    struct nvt_blob **canonical, bool replay_diags, struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	bool text = nvt_blob__kind(blob) == NVT_INPUT_LLVM_TEXT;
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
		const char *stage = last_stage(o);
		bool verify = !strcmp(stage, "verify");
		const char *raw = tagged(o, "trace");
		char *named = raw ? trace_with_names(raw) : NULL;
		const char *trace = named ? named : raw;
		char how[256];

		if (out_of_memory(o) || (status != -1 && WIFSIGNALED(status) &&
					 WTERMSIG(status) == SIGKILL))
			snprintf(how, sizeof(how),
				 "ran out of memory in %s: it asked for more than %llu MiB",
				 verify ? "its IR verifier"
					: !strcmp(stage, "write") ? "its bitcode writer"
								  : crash_site(trace ? trace : "", text),
				 budget >> 20);
		else if (status != -1 && WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)
			snprintf(how, sizeof(how), "took more than %u s of CPU time in %s",
				 cpu_seconds, crash_site(trace ? trace : "", text));
		else if (status != -1 && WIFSIGNALED(status))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 signal_name(WTERMSIG(status)),
				 trace ? crash_site(trace, text)
				 : verify ? "its IR verifier"
				 : !strcmp(stage, "write") ? "its bitcode writer"
				 : text ? "its IR reader" : "its bitcode reader");
		else if (strstr(o, "AddressSanitizer: SEGV") || strstr(o, "AddressSanitizer: stack-overflow"))
			snprintf(how, sizeof(how), "crashed with %s in %s",
				 strstr(o, "stack-overflow") ? "a stack overflow" : "SIGSEGV",
				 crash_site(strstr(o, "AddressSanitizer"), text));
		else
			snprintf(how, sizeof(how), "its reader ended with status %d",
				 status == -1 ? -1 : WEXITSTATUS(status));
		free(named);
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "LLVM could not read %s (%s); the file is damaged or not LLVM "
			  "22-readable", what, how);
	}
	if (ret == 0 && canonical && canon_fd >= 0 && tagged(o, "canonical")) {
		*canonical = canonical_blob(canon_fd, name);
		if (!*canonical)
			ret = -ENOMEM;
	}
	if (replay_diags && (ret == 1 || (ret == 0 && canonical && *canonical)))
		replay(o, diags);
	if (ret == -ENOMEM)
		nvt_error(diags, "input", name, NULL,
			  "no memory for the bitcode of this input written by its isolated reader");
	return ret;
}

/* What a child says through `fd`, into *out (its first MiB: a stack trace
 * is a few KiB): to the end, or up to `until` when not NULL (found across
 * reads by the last bytes of the one before, whatever was kept). Returns 1
 * when `until` came, 0 at the end, -ENOMEM. Read to the end before waiting
 * for a child: it blocks on a full pipe. */
static int hear(int fd, struct nvt_strbuf *out, const char *until)
{
	size_t ulen = until ? strlen(until) : 0, ncarry = 0;
	char buf[4096 + 64];

	for (;;) {
		ssize_t n = read(fd, buf + ncarry, 4096);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return 0;
		if (out->len < (1u << 20) && nvt_strbuf_append(out, buf + ncarry, (size_t)n))
			return -ENOMEM;
		if (!until)
			continue;
		size_t len = ncarry + (size_t)n;
		if (memmem(buf, len, until, ulen))
			return 1;
		ncarry = len < ulen - 1 ? len : ulen - 1;
		memmove(buf, buf + len - ncarry, ncarry);
	}
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
	unsigned long long budget;
	unsigned cpu_seconds;
	struct nvt_strbuf out = { 0 };
	int fds[2], status, err = 0, canon_fd = -1, ret;
	pid_t pid;

	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return -EINVAL;
	if (!probe_plan(blob, opts, &budget, &cpu_seconds))
		return 0;

	/* Without a memfd (an old kernel, no file descriptor left) there is
	 * no canonical bitcode: the caller reads the input itself. Text IR
	 * gets none either: the text can say what bitcode cannot (an
	 * alignment of 2^32 does not survive LLVM 22's writer and reader),
	 * while bitcode went through that writer already, and the text
	 * parser is not the reader whose crashes depend on the heap. */
	if (canonical && !text)
		canon_fd = memfd_create("nvt-canonical-bitcode", MFD_CLOEXEC);
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
		child_run(blob, fds[1], canon_fd, budget, cpu_seconds);
		_exit(CHILD_DONE); /* not reached */
	}
	close(fds[1]);
	err = hear(fds[0], &out, NULL);
	close(fds[0]);
	status = reap(pid);
	if (err) {
		free(out.data);
		if (canon_fd >= 0)
			close(canon_fd);
		return err;
	}
	ret = conclude(out.data ? out.data : "", status, blob, budget, cpu_seconds, canon_fd,
		       canonical, replay_diags, diags);
	if (canon_fd >= 0)
		close(canon_fd);
	free(out.data);
	return ret;

cannot:
	if (canon_fd >= 0)
		close(canon_fd);
	nvt_error(diags, "input", name, NULL,
		  "cannot start the isolated reader for this input: %s", strerror(-err));
	return err;
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
 * exactly as the child above does (child_read) and waits for the next; the
 * parent judges each answer as above (conclude). A crash, a fatal error or
 * a limit ends the reader with that input's verdict, and the next input
 * starts another. The reader serves requests in order and sets its memory
 * and CPU limits again for each (what it has mapped or used, plus the
 * input's budget). A module it read after others met a heap those others
 * left: the parent reads its canonical bitcode, as it always does.
 */
struct nvt_isolate {
	pid_t pid;    /* the reader; 0 when none runs */
	int sock;     /* the parent's end of its socket */
	int canon_fd; /* the memfd it writes each canonical module into */
};

/* One request: the input's name and bytes follow. */
struct reader_request {
	uint64_t size, budget;
	uint32_t name_len, cpu_seconds, want_canonical;
};

/* All of `n` bytes through the reader's socket: received, or sent (with
 * MSG_NOSIGNAL: a reader that died is an answer, not a SIGPIPE). */
static bool transfer_full(int fd, void *buf, size_t n, bool sending)
{
	char *p = buf;

	while (n) {
		ssize_t r = sending ? send(fd, p, n, MSG_NOSIGNAL) : read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

static void reader_run(int fd, int canon_fd)
{
	child_setup(fd);
	for (;;) {
		struct reader_request rq;
		char *name;
		unsigned char *data;

		if (!transfer_full(fd, &rq, sizeof(rq), false))
			_exit(CHILD_DONE); /* the parent is done with us */
		name = malloc((size_t)rq.name_len + 1);
		data = malloc((size_t)rq.size + 1);
		if (!name || !data || !transfer_full(fd, name, rq.name_len, false) ||
		    !transfer_full(fd, data, (size_t)rq.size, false))
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
		child_put(TAG "done\n");
	}
}

struct nvt_isolate *nvt_isolate_new(void)
{
	struct nvt_isolate *iso = calloc(1, sizeof(*iso));

	if (!iso)
		return NULL;
	iso->sock = -1;
	/* Without a memfd: no canonical bitcode, as for one child. */
	iso->canon_fd = memfd_create("nvt-canonical-bitcode", MFD_CLOEXEC);
	return iso;
}

/* Close the reader's socket (it exits on the end of its requests) and
 * wait for it; its wait status into *status (-1: unknown). */
static void reader_stop(struct nvt_isolate *iso, int *status)
{
	int st = -1;

	if (iso->sock >= 0)
		close(iso->sock);
	iso->sock = -1;
	if (iso->pid > 0)
		st = reap(iso->pid);
	iso->pid = 0;
	if (status)
		*status = st;
}

void nvt_isolate_free(struct nvt_isolate *iso)
{
	if (!iso)
		return;
	reader_stop(iso, NULL);
	if (iso->canon_fd >= 0)
		close(iso->canon_fd);
	free(iso);
}

static int reader_start(struct nvt_isolate *iso)
{
	int sv[2];
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
		return -errno;
	pid = fork();
	if (pid < 0) {
		int err = -errno;
		close(sv[0]);
		close(sv[1]);
		return err;
	}
	if (pid == 0) {
		close(sv[0]);
		reader_run(sv[1], iso->canon_fd);
		_exit(CHILD_DONE); /* not reached */
	}
	close(sv[1]);
	iso->sock = sv[0];
	iso->pid = pid;
	return 0;
}

int nvt_module_probe_canonical_in(struct nvt_isolate *iso, const struct nvt_blob *blob,
				  const struct nvt_module_opts *opts, struct nvt_diags *diags,
				  struct nvt_blob **canonical)
{
	static const char done[] = TAG "done\n";
	const char *name = nvt_blob__name(blob);
	size_t size = nvt_blob__size(blob);
	unsigned long long budget;
	unsigned cpu_seconds;
	struct nvt_strbuf out = { 0 };
	int status = 0, err, ret, finished;

	if (!iso)
		return nvt_module_probe_canonical(blob, opts, diags, canonical);
	if (!canonical)
		return -EINVAL;
	*canonical = NULL;
	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return -EINVAL;
	if (!probe_plan(blob, opts, &budget, &cpu_seconds))
		return 0;
	/* Text gets no canonical bitcode, as from one child (isolated_read). */
	struct reader_request rq = {
		.size = size,
		.budget = budget,
		.name_len = (uint32_t)strlen(name),
		.cpu_seconds = cpu_seconds,
		.want_canonical = nvt_blob__kind(blob) != NVT_INPUT_LLVM_TEXT && iso->canon_fd >= 0,
	};
	/* A reader gone between requests (killed from outside) is started
	 * again, once. */
	for (int tries = 0;; tries++) {
		if (!iso->pid && (err = reader_start(iso))) {
			nvt_error(diags, "input", name, NULL,
				  "cannot start the isolated reader for this input: %s", strerror(-err));
			return err;
		}
		if (transfer_full(iso->sock, &rq, sizeof(rq), true) &&
		    transfer_full(iso->sock, (void *)name, rq.name_len, true) &&
		    transfer_full(iso->sock, (void *)nvt_blob__data(blob), size, true))
			break;
		reader_stop(iso, NULL);
		if (tries) {
			nvt_error(diags, "input", name, NULL,
				  "cannot send this input to its isolated reader");
			return -EIO;
		}
	}
	/* Its answer, up to its "done" */
	finished = hear(iso->sock, &out, done);
	if (finished < 0) {
		free(out.data);
		reader_stop(iso, NULL);
		return -ENOMEM;
	}
	if (!finished)
		reader_stop(iso, &status);
	ret = conclude(out.data ? out.data : "", status, blob, rq.budget, rq.cpu_seconds,
		       rq.want_canonical ? iso->canon_fd : -1, canonical, true, diags);
	free(out.data);
	return ret == 1 ? -EINVAL : ret;
}

/* ---- handing over: the child reads and goes on (the tools) --------------- */
/*
 * The isolated read costs its input's parse twice, and the child's
 * verifier and bitcode write besides: 2.2 s of a 30 MB -g module's 11.5 s
 * in nvvm-llc, 2.8 s of 5.8 in nvvm-link (doc/benchmarks.md). A tool has
 * no use for its process after the read but to go on with it, so the read
 * can be handed over: the child reads the input in place, with the crash
 * handlers, limits and captured stderr of an isolated read, then tells the
 * parent, which from then on only waits and ends as the child ends (its
 * exit status, or its signal). The child gets its own handlers, limits and
 * stderr back and is the tool; what the read reported it reports itself,
 * and what LLVM printed meanwhile is dropped, as after an isolated read. A
 * child that dies in the read, or whose read fails, is judged exactly as
 * before (conclude), in the parent, which reports it and goes on as the
 * tool.
 *
 * Only a process that asked (nvt_isolate_handoff_enable: the tools), only
 * once (a second input of a link goes to the reader above), only while it
 * has one thread (a fork keeps the calling thread only). A library host
 * never gets this: its process would end with the child.
 */
static bool handoff_enabled, handoff_done, in_handoff;
static struct {
	int err_fd;                 /* the process's own stderr */
	struct sigaction sig[12];   /* handlers before the read */
	stack_t altstack;
	struct rlimit as, cpu;
} saved;
static const int handoff_sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGSYS,
				    SIGTRAP, SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXCPU };

NVT_API void nvt_isolate_handoff_enable(void)
{
	handoff_enabled = true;
}

static bool single_threaded(void)
{
	char buf[1024];
	ssize_t n;
	int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return false;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = 0;
	/* field 20, counted after the command name's closing parenthesis
	 * (the name may hold spaces and parentheses) */
	const char *p = strrchr(buf, ')');
	for (int field = 2; p && field < 20; field++)
		p = strchr(p + 1, ' ');
	return p && strtol(p + 1, NULL, 10) == 1;
}

/* What the child printed before the hand-over, without the protocol's
 * lines, to the process's stderr. */
static void pass_on(const char *o, size_t len)
{
	static const char tag[] = TAG;
	const char *p = o, *end = o + len;

	while (p < end) {
		const char *t = memmem(p, (size_t)(end - p), tag, sizeof(tag) - 1);
		const char *stop = t ? t : end;
		nvt_write_full(STDERR_FILENO, p, (size_t)(stop - p));
		if (!t)
			break;
		/* the tag's own newline ends a line the child left open */
		if (t > o && t[-1] != '\n')
			nvt_write_full(STDERR_FILENO, "\n", 1);
		const char *nl = memchr(t + sizeof(tag) - 1, '\n', (size_t)(end - t - (sizeof(tag) - 1)));
		p = nl ? nl + 1 : end;
	}
}

/* The parent after the hand-over: nothing of the caller's code runs here
 * again; it ends as the child does. */
_Noreturn static void mirror(pid_t pid)
{
	int status = reap(pid);

	if (status != -1 && WIFSIGNALED(status))
		die_of(WTERMSIG(status));
	_exit(status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

int nvt_isolate_handoff_begin(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
			      struct nvt_diags *diags)
{
	static const char over[] = TAG "handoff\n";
	unsigned long long budget;
	unsigned cpu_seconds;
	struct nvt_strbuf out = { 0 };
	int fds[2];
	pid_t pid, parent = getpid();

	if (!handoff_enabled || handoff_done || in_child ||
	    !OPTS_VALID_DIAG(opts, nvt_module_opts, diags) || OPTS_GET(opts, lazy, false))
		return 0;
	if (!probe_plan(blob, opts, &budget, &cpu_seconds) || !single_threaded())
		return 0;
	if (pipe2(fds, O_CLOEXEC))
		return 0;
	saved.err_fd = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
	if (saved.err_fd < 0) {
		close(fds[0]);
		close(fds[1]);
		return 0;
	}
	handoff_done = true;
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		close(saved.err_fd);
		return 0;
	}
	if (pid == 0) {
		close(fds[0]);
		/* The parent killed (SIGKILL by a build system) ends the tool
		 * as a SIGTERM would: its temporaries go. */
		prctl(PR_SET_PDEATHSIG, SIGTERM);
		if (getppid() != parent)
			_exit(1);
		for (size_t i = 0; i < ARRAY_SIZE(handoff_sigs); i++)
			sigaction(handoff_sigs[i], NULL, &saved.sig[i]);
		sigaltstack(NULL, &saved.altstack);
		getrlimit(RLIMIT_AS, &saved.as);
		getrlimit(RLIMIT_CPU, &saved.cpu);
		in_handoff = true;
		/* child_setup without the standard input and output: the tool
		 * may read a second input from one and write to the other */
		int keep_in = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
		int keep_out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
		child_setup(fds[1]);
		/* (a closed one stays closed: not /dev/null) */
		if (keep_in >= 0) {
			dup2(keep_in, STDIN_FILENO);
			close(keep_in);
		} else {
			close(STDIN_FILENO);
		}
		if (keep_out >= 0) {
			dup2(keep_out, STDOUT_FILENO);
			close(keep_out);
		} else {
			close(STDOUT_FILENO);
		}
		child_limit_memory(budget);
		child_limit_cpu(cpu_seconds);
		child_put(TAG "stage read\n");
		return 1;
	}
	close(fds[1]);
	close(saved.err_fd);
	/* Until the hand-over or the child's end (no memory: judged by what
	 * is there) */
	bool handed = hear(fds[0], &out, over) == 1;
	if (handed) {
		/* What the read reported, the child reports itself; the rest
		 * (LLVM's own prints) is dropped, as after an isolated read. */
		free(out.data);
		close(fds[0]);
		mirror(pid);
	}
	close(fds[0]);
	int status = reap(pid);
	const char *o = out.data ? out.data : "";
	const char *san = NULL;
	/* An end before the hand-over: the read's ordinary error (replayed
	 * here), crash, limit or fatal error, as the isolated read names
	 * them; any other end is the tool's own (it stopped without handing
	 * over) and is the parent's too. */
	if (status != -1 && WIFEXITED(status) && !tagged(o, "fatal ") && !tagged(o, "error") &&
	    !sanitizer_report(o, &san) && !out_of_memory(o)) {
		pass_on(o, out.len);
		free(out.data);
		_exit(WEXITSTATUS(status));
	}
	int ret = conclude(o, status, blob, budget, cpu_seconds, -1, NULL, true, diags);
	free(out.data);
	return ret < 0 ? ret : -EINVAL;
}

/* The read failed with an ordinary error: the child says what it
 * reported, as an isolated child does, and ends; the parent reports it and
 * goes on as the tool. What LLVM's reader leaves behind on such bytes (it
 * leaks metadata on some) ends with the child. */
_Noreturn void nvt_isolate_handoff_fail(const struct nvt_diag_log *log)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = child_diag);
	struct nvt_diags *d = nvt_diags__new(&dopts);

	if (d)
		nvt_diag_log__replay(log, d);
	child_put(TAG "error\n");
	_exit(CHILD_DONE);
}

void nvt_isolate_handoff_stage(const char *stage)
{
	if (!in_handoff)
		return;
	child_put(TAG "stage ");
	child_put(stage);
	child_put("\n");
}

void nvt_isolate_handoff_end(void)
{
	if (!in_handoff)
		return;
	/* The parent reads nothing after this: the pipe and the captured
	 * stderr go. */
	child_put(TAG "handoff\n");
	dup2(saved.err_fd, STDERR_FILENO);
	close(saved.err_fd);
	close(child_fd);
	child_fd = -1;
	setrlimit(RLIMIT_AS, &saved.as);
	setrlimit(RLIMIT_CPU, &saved.cpu);
	for (size_t i = 0; i < ARRAY_SIZE(handoff_sigs); i++)
		sigaction(handoff_sigs[i], &saved.sig[i], NULL);
	sigaltstack(&saved.altstack, NULL);
	LLVMResetFatalErrorHandler();
	nvt_llvm_reinstall_fatal_error_handler();
	in_handoff = false;
	in_child = false;
}
