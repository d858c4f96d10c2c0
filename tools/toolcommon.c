/* SPDX-License-Identifier: Apache-2.0 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/io.h>

#include "core/internal.h"
#include "toolcommon.h"

/* The tool's command-line advice for a rule, in place of the library's
 * API advice; NULL when the tool has none for it. */
static const struct tool_hint common_hints[] = {
	{ "input", "raise max_input_size in the options", "raise the limit with --max-input-size=N[K|M|G]" },
	{ NULL },
};

static const char *find_hint(const struct tool_hint *h, const struct nvt_diag *d)
{
	for (; d->rule && h && h->rule; h++)
		if (!strcmp(h->rule, d->rule) && (!h->api || (d->hint && !strcmp(h->api, d->hint))))
			return h->hint;
	return NULL;
}

static const char *cli_hint(const struct tool *t, const struct nvt_diag *d)
{
	const char *h = find_hint(t->hints, d);

	return h ? h : find_hint(common_hints, d);
}

/* One field of a fingerprint: its bytes and a NUL, so that "ab","c" and
 * "a","bc" differ. */
static uint64_t field(uint64_t h, const char *s)
{
	s = s ? s : "";
	return nvt_fnv1a(h, s, strlen(s) + 1);
}

/* LLVM's own messages (rule "llvm": "loop not unrolled" and the like) come
 * once per copy of the code they are about, and LLVM's C API gives neither
 * the function nor, without -g, the place: a `#pragma unroll` loop with a
 * warp shuffle in a helper inlined into 536 kernels (ggml's flash-attention
 * instances) printed 536 equal lines. The tools print such a message once:
 * true when one equal in every field was printed before (and when out of
 * memory: it is printed). The library reports every record; the tools'
 * counts (-Werror's exit status) are the library's. */
static bool llvm_repeat(struct tool *t, const struct nvt_diag *d)
{
	uint64_t h = NVT_FNV1A_INIT;
	char num[48];

	if (!d->rule || strcmp(d->rule, "llvm"))
		return false;
	snprintf(num, sizeof(num), "%d:%u:%u", (int)d->severity, d->line, d->column);
	h = field(h, num);
	h = field(h, d->file);
	h = field(h, d->entity);
	h = field(h, d->message);
	h += !h;
	if (2 * (t->n_llvm_seen + 1) > t->cap_llvm_seen) {
		size_t cap = t->cap_llvm_seen ? 2 * t->cap_llvm_seen : 64;
		uint64_t *n = calloc(cap, sizeof(*n));
		if (!n)
			return false;
		for (size_t i = 0; i < t->cap_llvm_seen; i++) {
			if (!t->llvm_seen[i])
				continue;
			size_t k = t->llvm_seen[i] & (cap - 1);
			while (n[k])
				k = (k + 1) & (cap - 1);
			n[k] = t->llvm_seen[i];
		}
		free(t->llvm_seen);
		t->llvm_seen = n;
		t->cap_llvm_seen = cap;
	}
	size_t k = h & (t->cap_llvm_seen - 1);
	for (; t->llvm_seen[k]; k = (k + 1) & (t->cap_llvm_seen - 1))
		if (t->llvm_seen[k] == h)
			return true;
	t->llvm_seen[k] = h;
	t->n_llvm_seen++;
	return false;
}

static void print_diag(const struct nvt_diag *diag, void *ctx)
{
	struct tool *t = ctx;
	struct nvt_diag copy = *diag;
	const struct nvt_diag *d = &copy;
	char small[512];
	const char *hint = cli_hint(t, diag);

	if (llvm_repeat(t, diag))
		return;
	if (hint)
		copy.hint = hint;
	int n = nvt_diag__format(d, t->format, t->name, small, sizeof(small));

	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		fprintf(stderr, "%s\n", small);
		return;
	}
	char *big = malloc((size_t)n + 1);
	if (!big)
		return;
	nvt_diag__format(d, t->format, t->name, big, (size_t)n + 1);
	fprintf(stderr, "%s\n", big);
	free(big);
}

long tool_parse_uint(const char *s)
{
	char *end;
	long v;

	if (!s || !*s || *s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (*end || errno)
		return -1;
	return v;
}

unsigned tool_uint_arg(struct tool *t, const char *what, const char *unit, const char *v,
		       unsigned lo, unsigned hi)
{
	long n = tool_parse_uint(v);

	if (n < (long)lo || n > (long)hi)
		tool_usage_error(t, "%s needs a number %sfrom %u to %u, got '%s'", what,
				 unit ? unit : "", lo, hi, v);
	return (unsigned)n;
}

/* Signals that end a tool by their default action and can reach it from
 * outside (a terminal, a shell's trap, kill, timeout(1), a batch system's
 * warning, a CPU limit) or from a closed pipe: the library's temporary
 * files and staging directories are removed (async-signal-safe: unlink and
 * rmdir on its fixed table), then the signal is raised again with its
 * default action, so that the caller sees the tool die of it (128+N in a
 * shell, a core dump where its default makes one).
 * - SIGPIPE (stdout or stderr a pipe whose reader is gone, `| head -c1`)
 *   ends the tool quietly, as it ends cat or grep: the reader asked for no
 *   more, an error message would be noise.
 * - SIGXFSZ (a file-size limit, `ulimit -f`) is caught and does nothing:
 *   the write then fails with EFBIG and the tool reports it like any
 *   failed write ("FILE: error: cannot write 'FILE': File too large
 *   [output]"), removes its temporaries and exits 1. A caught signal,
 *   unlike an ignored one, is back at its default in a program the tool
 *   executes (ptxas).
 * - The crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE) belong to the LLVM
 *   tools' crash handler (nvt_llvm_install_fatal_error_handler), which
 *   removes the temporaries too; SIGABRT is an abort of ours or of a
 *   library's, handled here like the others.
 * A signal not at its default when the tool starts (ignored by nohup or a
 * shell's background job, or claimed by a sanitizer) is left as it is. A
 * forked child (the isolated reader) that gets one of these signals before
 * it resets them dies of it without touching its parent's temporaries,
 * which its copy of the table names too. */
static const int cleanup_signals[] = {
	SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
	SIGXCPU, SIGABRT, SIGIO, SIGPWR,
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
};
static pid_t cleanup_pid;

static void on_fatal_signal(int sig)
{
	if (getpid() == cleanup_pid)
		nvt_output_remove_temporaries();
	nvt_die_of_signal(sig);
}

/* SIGXFSZ: nothing; write(2) returns EFBIG to the writer. */
static void on_file_size_limit(int sig) { (void)sig; }

static bool at_default(int sig)
{
	struct sigaction old;

	return sigaction(sig, NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) &&
	       old.sa_handler == SIG_DFL;
}

static void install_signal_cleanup(void)
{
	struct sigaction sa;

	cleanup_pid = getpid();
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	/* No second handler (of another signal) interrupts the removal. */
	sigfillset(&sa.sa_mask);
	sa.sa_flags = SA_RESETHAND;
	for (size_t i = 0; i < ARRAY_SIZE(cleanup_signals); i++)
		if (at_default(cleanup_signals[i]))
			sigaction(cleanup_signals[i], &sa, NULL);
	/* Real-time signals end a process by default too (a supervisor's
	 * kill -RTMIN+N). */
	for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
		if (at_default(s))
			sigaction(s, &sa, NULL);
	if (at_default(SIGXFSZ)) {
		sa.sa_handler = on_file_size_limit;
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART;
		sigaction(SIGXFSZ, &sa, NULL);
	}
}

void tool_diags_init(struct tool *t)
{
	install_signal_cleanup();
	NVT_OPTS(nvt_diags_opts, o, .callback = print_diag, .ctx = t, .max_errors = t->max_errors,
		 .werror = t->werror, .no_warnings = t->no_warnings);

	t->diags = nvt_diags__new(&o);
	if (!t->diags) {
		fprintf(stderr, "%s: error: out of memory\n", t->name);
		tool_exit(t, EXIT_ERROR);
	}
}

void *tool_alloc(struct tool *t, size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p && nvt_grow(t->owned, t->cap_owned, t->n_owned + 1)) {
		free(p);
		p = NULL;
	}
	if (!p) {
		fprintf(stderr, "%s: error: out of memory\n", t->name);
		tool_exit(t, EXIT_ERROR);
	}
	t->owned[t->n_owned++] = p;
	return p;
}

char *tool_strdup(struct tool *t, const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = tool_alloc(t, n, 1);

	memcpy(p, s, n);
	return p;
}

void tool_release(struct tool *t)
{
	for (size_t i = 0; i < t->n_owned; i++)
		free(t->owned[i]);
	free(t->owned);
	t->owned = NULL;
	t->n_owned = t->cap_owned = 0;
	nvt_diags__free(t->diags);
	t->diags = NULL;
	free(t->llvm_seen);
	t->llvm_seen = NULL;
	t->n_llvm_seen = t->cap_llvm_seen = 0;
}

void tool_exit(struct tool *t, int rc)
{
	tool_release(t);
	exit(rc);
}

/* `advice`, when not NULL, is a hint of the caller's ("did you mean
 * 'sm_90'?"): a "hint:" line in text, the "hint" in JSON in place of the
 * pointer to --help. */
static void usage_error(struct tool *t, const char *advice, const char *msg) __attribute__((noreturn));
static void usage_error(struct tool *t, const char *advice, const char *msg)
{
	char hint[128];

	if (t->format == NVT_DIAG_JSON) {
		/* A driver that asked for JSON reads every error as JSON, its
		 * own mistakes on our command line included. */
		snprintf(hint, sizeof(hint), "try '%s --help' for more information", t->name);
		struct nvt_diag d = { .severity = NVT_ERROR, .rule = "usage", .message = msg,
				      .hint = advice ? advice : hint };
		char line[4608];
		if (nvt_diag__format(&d, NVT_DIAG_JSON, t->name, line, sizeof(line)) >= 0)
			fprintf(stderr, "%s\n", line);
	} else {
		fprintf(stderr, "%s: error: %s\n", t->name, msg);
		if (advice)
			fprintf(stderr, "%s: hint: %s\n", t->name, advice);
		fprintf(stderr, "Try '%s --help' for more information.\n", t->name);
	}
	tool_exit(t, EXIT_USAGE);
}

static _Noreturn void vusage_error(struct tool *t, const char *hint, const char *fmt, va_list ap)
{
	char msg[4096];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	usage_error(t, hint, msg);
}

void tool_usage_error(struct tool *t, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vusage_error(t, NULL, fmt, ap);
}

void tool_usage_error_hint(struct tool *t, const char *hint, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vusage_error(t, hint, fmt, ap);
}

void tool_error(struct tool *t, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	nvt_diags__vreportf(t->diags, NVT_ERROR, NULL, NULL, 0, 0, NULL, fmt, ap);
	va_end(ap);
}

int tool_finish(struct tool *t)
{
	int rc = nvt_diags__error_count(t->diags) ? EXIT_ERROR : 0;

	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "%s: error: cannot write to stdout: %s\n", t->name, strerror(errno));
		rc = EXIT_ERROR;
	}
	tool_release(t);
	return rc;
}

void tool_print_llvm_version(const char *tool, const char *llvm_version, const char *linkage)
{
	char buf[8];

	printf("%s (nvvm-tools) %s\n", tool, nvt_version());
	printf("LLVM %s (%s)\n", llvm_version, linkage);
	printf("reads NVVM IR 1.x and 2.x (debug metadata up to 3.x)\n");
	printf("highest PTX ISA: %s\n", nvt_ptx_version_format(NVT_LLVM_MAX_PTX, buf, sizeof(buf)));
}

struct nvt_cuda_toolkit *tool_cuda_toolkit(struct tool *t, const char *cuda_path)
{
	struct nvt_cuda_toolkit *tk = NULL;
	NVT_OPTS(nvt_cuda_toolkit_opts, o, .cuda_path = cuda_path, .cuda_home = getenv("CUDA_HOME"),
		 .cuda_path_env = getenv("CUDA_PATH"));
	int err = nvt_cuda_toolkit__find(&o, &tk, t->diags);

	if (err == -ENOENT && !cuda_path)
		nvt_diags__reportf(t->diags, NVT_NOTE, NULL, NULL, 0, 0, NULL,
				   "give --cuda-path=DIR or set CUDA_HOME to the CUDA toolkit");
	else if (err && err != -ENOENT)
		tool_error(t, "cannot look for the CUDA toolkit: %s", strerror(-err));
	return err ? NULL : tk;
}

const char *tool_tmp_dir(void)
{
	const char *d = getenv("TMPDIR");

	return d && *d ? d : NULL;
}

double tool_clock_ms(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
