/* SPDX-License-Identifier: Apache-2.0 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/io.h>

#include "support/internal.h"
#include "toolcommon.h"

const char tool_diag_help[] =
	"Diagnostics:\n"
	"  --diag-format=text|json  text: FILE:LINE:COL: error: MESSAGE [RULE] (default);\n"
	"                           json: one object per line on stderr\n"
	"  --max-errors=N           show at most N errors (0 = all; every error is still counted)\n"
	"  -Werror                  treat warnings as errors\n"
	"  -w                       suppress warnings\n"
	"Inputs:\n"
	"  --max-input-size=N[K|M|G]  refuse an input file or stream larger than N bytes\n"
	"                           (default 4G; devices such as /dev/zero are refused)\n"
	"  --no-isolate             nvvm-link, nvvm-opt, nvvm-llc: let LLVM read IR inputs in\n"
	"                           this process only (by default a child process reads each\n"
	"                           first, so that damaged bitcode which crashes LLVM becomes\n"
	"                           an error naming the file [bitcode-damaged])\n";

static void print_diag(const struct nvt_diag *d, void *ctx)
{
	struct tool *t = ctx;
	char small[512];
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

int tool_diag_flag(struct tool *t, const char *arg)
{
	if (!strncmp(arg, "--diag-format=", 14)) {
		if (!strcmp(arg + 14, "text"))
			t->format = NVT_DIAG_TEXT;
		else if (!strcmp(arg + 14, "json"))
			t->format = NVT_DIAG_JSON;
		else
			tool_usage_error(t, "unknown diagnostic format '%s' (expected text or json)", arg + 14);
		return 1;
	}
	if (!strncmp(arg, "--max-errors=", 13)) {
		long v = tool_parse_uint(arg + 13);
		if (v < 0)
			tool_usage_error(t, "--max-errors needs a number, got '%s'", arg + 13);
		t->max_errors = (unsigned)v;
		return 1;
	}
	if (!strncmp(arg, "--max-input-size=", 17)) {
		const char *v = arg + 17;
		char *end;
		unsigned long long n, mul = 1;

		errno = 0;
		n = (*v >= '0' && *v <= '9') ? strtoull(v, &end, 10) : 0;
		if (n && !errno) {
			if (*end == 'K' || *end == 'k')
				mul = 1ULL << 10, end++;
			else if (*end == 'M' || *end == 'm')
				mul = 1ULL << 20, end++;
			else if (*end == 'G' || *end == 'g')
				mul = 1ULL << 30, end++;
		}
		if (!n || errno || *end || n > ~0ULL / mul)
			tool_usage_error(t, "--max-input-size needs a positive size (N, NK, NM or NG), got '%s'", v);
		t->max_input_size = n * mul;
		return 1;
	}
	if (!strcmp(arg, "--no-isolate")) {
		t->no_isolate = true;
		return 1;
	}
	if (!strcmp(arg, "-Werror")) {
		t->werror = true;
		return 1;
	}
	if (!strcmp(arg, "-w")) {
		t->no_warnings = true;
		return 1;
	}
	return 0;
}

/* SIGINT, SIGTERM, SIGHUP during a write: the library's temporary files
 * and staging directories are removed (async-signal-safe: unlink/rmdir on
 * its fixed table), then the signal is raised again with its default
 * action, so that the caller sees the tool die of it. A signal that was
 * ignored when the tool started (nohup, a shell's background job) stays
 * ignored. */
static void on_fatal_signal(int sig)
{
	nvt_output_remove_temporaries();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void install_signal_cleanup(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };

	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		struct sigaction old, sa;

		if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
			continue;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_fatal_signal;
		sigemptyset(&sa.sa_mask);
		for (size_t k = 0; k < sizeof(sigs) / sizeof(sigs[0]); k++)
			sigaddset(&sa.sa_mask, sigs[k]);
		sa.sa_flags = SA_RESETHAND;
		sigaction(sigs[i], &sa, NULL);
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
}

void tool_exit(struct tool *t, int rc)
{
	tool_release(t);
	exit(rc);
}

void tool_usage_error(struct tool *t, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: error: ", t->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry '%s --help' for more information.\n", t->name);
	tool_exit(t, EXIT_USAGE);
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

void tool_print_llvm_version(const char *tool, const char *llvm_version)
{
	char buf[8];

	printf("%s (nvvm-tools) %s\n", tool, nvt_version());
	printf("LLVM %s\n", llvm_version);
	printf("reads NVVM IR 1.x and 2.x (debug metadata up to 3.x)\n");
	printf("highest PTX ISA: %s\n", nvt_ptx_version_format(NVT_LLVM_MAX_PTX, buf, sizeof(buf)));
}

int tool_math_flag(struct tool *t, const char *arg, int *which, bool *on)
{
	static const char *const names[4] = { "ftz", "prec-div", "prec-sqrt", "fma" };
	const char *a = arg;

	if (a[0] == '-' && a[1] == '-')
		a++;
	if (a[0] != '-')
		return 0;
	for (int k = 0; k < 4; k++) {
		size_t n = strlen(names[k]);
		if (strncmp(a + 1, names[k], n) || a[1 + n] != '=')
			continue;
		const char *v = a + 2 + n;
		if (strcmp(v, "0") && strcmp(v, "1"))
			tool_usage_error(t, "-%s needs 0 or 1, got '%s'", names[k], v);
		*which = k;
		*on = v[0] == '1';
		return 1;
	}
	return 0;
}

int tool_single_input(struct tool *t, const char *arg, bool *dashdash, const char **input)
{
	if (*dashdash || arg[0] != '-' || !strcmp(arg, "-")) {
		if (*input)
			tool_usage_error(t, "only one input is allowed ('%s' and '%s')", *input, arg);
		*input = arg;
		return 1;
	}
	if (!strcmp(arg, "--")) {
		*dashdash = true;
		return 1;
	}
	return 0;
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
