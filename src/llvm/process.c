/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the library keeps beyond its handles, in one place:
 *  - per thread, the name of the input LLVM works on (set with a context's
 *    file, inherited by the threads of nvt_run_jobs), which the handlers
 *    below name, since LLVM gives them no context;
 *  - per process, and only when a tool asks for it
 *    (nvt_llvm_install_fatal_error_handler), LLVM's fatal-error and
 *    bad-alloc handlers and the crash signal handlers.
 * The rest of the process-wide list is in include/nvvmtools/common.h.
 */
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/ErrorHandling.h>

/* nvt_llvm_install_fatal_error_handler is declared with the codegen API,
 * where the tools look for it (an experimental export). */
#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include "llvm/llvm.h"

/* --- the current file ------------------------------------------------------- */

/* A copy, so that it stays readable whatever is freed. The crash handler
 * reads it: the tools load the library at start (linked in, or as a
 * needed shared library), so a thread's copy exists from the thread's
 * start and reading it allocates nothing (a dlopen()ed library's could:
 * libnvvm-open installs no handler). */
static _Thread_local char current_file[NVT_CURRENT_FILE_MAX];

void nvt_llvm_set_current_file(const char *file)
{
	size_t n = file ? strlen(file) : 0;

	if (n >= sizeof(current_file))
		n = sizeof(current_file) - 1;
	memcpy(current_file, file ? file : "", n);
	current_file[n] = '\0';
}

const char *nvt_llvm_current_file(void)
{
	return current_file[0] ? current_file : NULL;
}

/* --- the tools' handlers ---------------------------------------------------- */

/* LLVM's fatal-error handler and a signal handler have no context
 * argument: what the tool said at install time lives here. Written once,
 * by the tool's main thread before it starts any other; read only by the
 * handlers. */
static struct {
	char tool[64];
	bool json;
	pid_t pid; /* the tool's process: a forked child has no temporaries of its own */
} handlers = { .tool = "nvvm-tools" };

/* One line of diagnostic, built without allocation or stdio (both handlers
 * use it; the crash handler must be async-signal-safe). Text that does not
 * fit is cut, keeping TAIL bytes for the line's end. */
#define LINE_MAX_BYTES 4096
#define LINE_TAIL 64
struct line {
	char buf[LINE_MAX_BYTES];
	size_t n, cap;
};

static void put(struct line *l, const char *s)
{
	size_t k = strlen(s);

	if (k > l->cap - l->n)
		k = l->cap - l->n;
	memcpy(l->buf + l->n, s, k);
	l->n += k;
}

/* s as the body of a JSON string: quotes and backslashes escaped, control
 * characters as \u00XX; an escape is never cut. */
static void put_json(struct line *l, const char *s)
{
	static const char hex[] = "0123456789abcdef";

	for (const unsigned char *p = (const unsigned char *)s; *p && l->n + 6 <= l->cap; p++) {
		if (*p == '"' || *p == '\\') {
			l->buf[l->n++] = '\\';
			l->buf[l->n++] = (char)*p;
		} else if (*p < 0x20) {
			memcpy(l->buf + l->n, "\\u00", 4);
			l->buf[l->n + 4] = hex[*p >> 4];
			l->buf[l->n + 5] = hex[*p & 15];
			l->n += 6;
		} else {
			l->buf[l->n++] = (char)*p;
		}
	}
}

/* One diagnostic for an end the C API cannot catch, in one write(2):
 * "FILE: error: MSG [RULE]" naming the input this thread's LLVM was
 * working on (the tool's name when none is known), or one JSON object.
 * The message is the concatenation of the non-NULL pieces. */
static void report_end(const char *rule, const char *const *msg, size_t pieces)
{
	const char *file = nvt_llvm_current_file();
	struct line l;

	l.n = 0;
	l.cap = sizeof(l.buf) - LINE_TAIL;
	if (handlers.json) {
		put(&l, "{\"severity\":\"error\",\"rule\":\"");
		put(&l, rule);
		put(&l, "\",\"file\":");
		if (file) {
			put(&l, "\"");
			put_json(&l, file);
			put(&l, "\"");
		} else {
			put(&l, "null");
		}
		put(&l, ",\"line\":0,\"column\":0,\"entity\":null,\"message\":\"");
		for (size_t i = 0; i < pieces; i++)
			if (msg[i])
				put_json(&l, msg[i]);
		l.cap = sizeof(l.buf);
		put(&l, "\"}\n");
	} else {
		put(&l, file ? file : handlers.tool);
		put(&l, ": error: ");
		for (size_t i = 0; i < pieces; i++)
			if (msg[i])
				put(&l, msg[i]);
		l.cap = sizeof(l.buf);
		put(&l, " [");
		put(&l, rule);
		put(&l, "]\n");
	}
	nvt_write_full(STDERR_FILENO, l.buf, l.n);
}

/* LLVM's report_fatal_error: not a signal, and LLVM expects no return. */
static void fatal_handler(const char *reason)
{
	const char *msg[] = { "internal LLVM error: ", reason ? reason : "(no reason)" };

	report_end("llvm-fatal", msg, 2);
	nvt_output_remove_temporaries();
	_exit(1);
}

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NVT_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define NVT_SANITIZED 1
#endif
#endif

#ifndef NVT_SANITIZED
/* LLVM's C API has no way to install its bad-alloc handler or its
 * operator-new handler, so these are LLVM 22's exported C++ functions by
 * their Itanium-mangled names (the project builds against LLVM 22 only;
 * libLLVMSupport.a and libLLVM-22.so both export them):
 *   void llvm::install_bad_alloc_error_handler(void (*)(void *, const char *, bool), void *);
 *   void llvm::install_out_of_memory_new_handler();
 * Not under ASan or TSan, whose allocators report a failed allocation
 * themselves. */
typedef void (*llvm_bad_alloc_handler)(void *data, const char *reason, bool gen_crash_diag);
void _ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_(llvm_bad_alloc_handler handler,
							   void *data);
void _ZN4llvm33install_out_of_memory_new_handlerEv(void);

/* LLVM's report_bad_alloc_error (its safe_malloc and friends), and, through
 * LLVM's new-handler, any operator new that fails on any thread: without
 * them a failed `new` throws std::bad_alloc through code built without
 * exceptions and the process aborts ("terminate called ..."). One line, no
 * allocation (there is no memory to allocate), and never a return. In an
 * isolated reader (a fork of the tool) the line goes to the parent, which
 * reports it, and the tool's temporaries are not the child's to remove. */
static void bad_alloc_handler(void *data, const char *reason, bool gen_crash_diag)
{
	const char *msg[] = { "out of memory while LLVM worked on this input (",
			      reason ? reason : "no reason", ")" };

	(void)data;
	(void)gen_crash_diag;
	report_end("out-of-memory", msg, 3);
	if (getpid() == handlers.pid)
		nvt_output_remove_temporaries();
	_exit(1);
}

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE };

/* SIGSEGV and friends inside LLVM (its bitcode reader on damaged input,
 * which no check of ours can rule out): the input named and temporaries
 * removed, then the signal again with its default action, so that the
 * exit status and any core dump are the crash's. Async-signal-safe: the
 * line is built on the stack and written with write(2). Not installed
 * under ASan or TSan, whose own handlers report such crashes. */
static void crash_handler(int sig)
{
	const char *name = sig == SIGSEGV ? "SIGSEGV" : sig == SIGBUS ? "SIGBUS"
			 : sig == SIGILL ? "SIGILL" : sig == SIGFPE ? "SIGFPE" : "a signal";
	const char *msg[] = { "crashed (", name,
			      ") while LLVM read or compiled this input: it is damaged or not "
			      "readable by LLVM 22" };

	report_end("llvm-crash", msg, 3);
	nvt_output_remove_temporaries();
	nvt_die_of_signal(sig);
}

static void install_crash_handlers(void)
{
	/* On an alternate stack: a crash from deep recursion has none left.
	 * The stack is the installing thread's (sigaltstack is per thread). */
	static char altstack[64 * 1024];
	stack_t ss = { .ss_sp = altstack, .ss_size = sizeof(altstack) };
	struct sigaction sa;

	sigaltstack(&ss, NULL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = crash_handler;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	for (size_t i = 0; i < ARRAY_SIZE(crash_signals); i++)
		sigaction(crash_signals[i], &sa, NULL);
}
#endif

NVT_API void nvt_llvm_install_fatal_error_handler(const char *tool, bool json)
{
	size_t n = strlen(tool ? tool : "nvvm-tools");

	if (n >= sizeof(handlers.tool))
		n = sizeof(handlers.tool) - 1;
	memcpy(handlers.tool, tool ? tool : "nvvm-tools", n);
	handlers.tool[n] = '\0';
	handlers.json = json;
	handlers.pid = getpid();
	LLVMInstallFatalErrorHandler(fatal_handler);
#ifndef NVT_SANITIZED
	_ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_(bad_alloc_handler, NULL);
	_ZN4llvm33install_out_of_memory_new_handlerEv();
	install_crash_handlers();
#endif
}
