/* SPDX-License-Identifier: Apache-2.0 */
/* What the library keeps beyond its handles (src/llvm/process.c): the
 * current file is per thread (two threads loading two files each see their
 * own, and their diagnostics name their own), the threads of nvt_run_jobs
 * inherit the caller's, and the tools' crash handler names the crashing
 * thread's file and ends with the signal itself. Run under ThreadSanitizer
 * by `make test-tsan`. */
#define NVT_EXPERIMENTAL
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/module.h>
#include "llvm/jobs.h"
#include "llvm/llvm.h"
#include "test.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif

static const char good_ll[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k(ptr addrspace(1) %p) {\n"
	"  store i32 1, ptr addrspace(1) %p\n"
	"  ret void\n"
	"}\n";
/* LLVM's parser reports this one, named after the blob. */
static const char bad_ll[] = "define void @f() {\n  ret i32 %undefined\n}\n";

#define ROUNDS 25

struct loader {
	const char *name;  /* this thread's file */
	const char *other; /* the other thread's */
	pthread_barrier_t *start; /* both threads meet there each round */
	/* results, checked by the main thread */
	int loads, own_current, own_diags, foreign;
};

static void *loader_main(void *arg)
{
	struct loader *L = arg;
	struct test_diag_log *log = calloc(1, sizeof(*log));
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = log);
	struct nvt_diags *d = nvt_diags__new(&o);

	if (!log || !d) {
		fprintf(stderr, "out of memory\n");
		exit(1); /* the other thread would wait at the barrier */
	}
	pthread_barrier_wait(L->start);
	for (int r = 0; r < ROUNDS; r++) {
		struct nvt_blob *good = nvt_blob__from_memory(good_ll, sizeof(good_ll) - 1, L->name, false);
		struct nvt_blob *bad = nvt_blob__from_memory(bad_ll, sizeof(bad_ll) - 1, L->name, false);
		struct nvt_module *m = good ? nvt_module__load(good, NULL, d) : NULL;
		const char *cur;

		if (m)
			L->loads++;
		/* Both threads have loaded their file: each still sees its own
		 * (one name for the process would be the last one written). */
		pthread_barrier_wait(L->start);
		cur = nvt_llvm_current_file();
		if (cur && !strcmp(cur, L->name))
			L->own_current++;
		nvt_module__free(m);
		log->count = 0;
		if (bad && !nvt_module__load(bad, NULL, d) && log->count > 0) {
			if (test_log_has(log, L->name))
				L->own_diags++;
			if (test_log_has(log, L->other))
				L->foreign++;
		}
		cur = nvt_llvm_current_file();
		if (!cur || strcmp(cur, L->name))
			L->foreign++;
		nvt_blob__free(good);
		nvt_blob__free(bad);
	}
	nvt_diags__free(d);
	free(log);
	return NULL;
}

static void two_threads_two_files(void)
{
	pthread_barrier_t start;
	struct loader a = { .name = "thread-a.ll", .other = "thread-b.ll", .start = &start };
	struct loader b = { .name = "thread-b.ll", .other = "thread-a.ll", .start = &start };
	pthread_t ta, tb;

	pthread_barrier_init(&start, NULL, 2);
	CHECK(pthread_create(&ta, NULL, loader_main, &a) == 0);
	CHECK(pthread_create(&tb, NULL, loader_main, &b) == 0);
	pthread_join(ta, NULL);
	pthread_join(tb, NULL);
	pthread_barrier_destroy(&start);
	for (struct loader *L = &a; L; L = L == &a ? &b : NULL) {
		CHECK_INT(L->loads, ROUNDS);
		CHECK_INT(L->own_current, ROUNDS);
		CHECK_INT(L->own_diags, ROUNDS);
		CHECK_INT(L->foreign, 0);
	}
	/* Neither thread's name reached this one. */
	CHECK(nvt_llvm_current_file() == NULL);
}

/* --- set, clear, cut; the threads of nvt_run_jobs ---------------------------- */

#define JOBS 8
static char seen[JOBS][NVT_CURRENT_FILE_MAX];
static bool on_worker[JOBS];
static pthread_t caller;

static void record_job(void *ctx, size_t i)
{
	const char *cur = nvt_llvm_current_file();

	(void)ctx;
	snprintf(seen[i], sizeof(seen[i]), "%s", cur ? cur : "(none)");
	on_worker[i] = !pthread_equal(pthread_self(), caller);
	usleep(2000); /* long enough that every thread of the run gets a job */
}

static void set_clear_and_jobs(void)
{
	char long_name[NVT_CURRENT_FILE_MAX + 100];
	int workers = 0;

	nvt_llvm_set_current_file("a.ll");
	CHECK_STR(nvt_llvm_current_file(), "a.ll");
	nvt_llvm_set_current_file(NULL);
	CHECK(nvt_llvm_current_file() == NULL);
	nvt_llvm_set_current_file("");
	CHECK(nvt_llvm_current_file() == NULL);
	memset(long_name, 'x', sizeof(long_name) - 1);
	long_name[sizeof(long_name) - 1] = '\0';
	nvt_llvm_set_current_file(long_name);
	CHECK_INT(strlen(nvt_llvm_current_file()), NVT_CURRENT_FILE_MAX - 1);

	/* The threads of a run start with the caller's name (a crash in a
	 * part compiled on a worker names the input). */
	caller = pthread_self();
	nvt_llvm_set_current_file("caller.ll");
	nvt_run_jobs(JOBS, 4, NULL, record_job, NULL);
	for (int i = 0; i < JOBS; i++) {
		CHECK_STR(seen[i], "caller.ll");
		workers += on_worker[i];
	}
	CHECK(workers > 0); /* else the check above proved nothing */
	CHECK_STR(nvt_llvm_current_file(), "caller.ll");
	nvt_llvm_set_current_file(NULL);
}

/* --- the tools' crash handler ------------------------------------------------- */

#ifndef SANITIZED
static void *crash_thread(void *arg)
{
	(void)arg;
	nvt_llvm_set_current_file("worker.ll");
	raise(SIGSEGV); /* this thread's signal: its handler runs here */
	return NULL;
}

/* In a child: install the handlers as `tool` (json or not), name main.ll
 * on the main thread, then crash on a thread that names worker.ll (or on
 * the main thread when !on_thread). Returns what it wrote on stderr and
 * its wait status. */
static void crash_child(bool json, bool on_thread, char *out, size_t n, int *status)
{
	int fds[2];
	pid_t pid;
	size_t k = 0;
	ssize_t r;

	*status = -1;
	out[0] = '\0';
	if (pipe(fds))
		return;
	pid = fork();
	if (pid == 0) {
		pthread_t t;
		/* a core dump of this deliberate crash would only litter the build */
		struct rlimit none = { 0, 0 };

		setrlimit(RLIMIT_CORE, &none);
		dup2(fds[1], STDERR_FILENO);
		close(fds[0]);
		nvt_llvm_install_fatal_error_handler("test-tool", json);
		nvt_llvm_set_current_file("main.ll");
		if (on_thread) {
			if (pthread_create(&t, NULL, crash_thread, NULL) == 0)
				pthread_join(t, NULL);
		} else {
			nvt_llvm_set_current_file(NULL);
			raise(SIGSEGV);
		}
		_exit(3); /* not reached */
	}
	close(fds[1]);
	while (pid > 0 && k + 1 < n && (r = read(fds[0], out + k, n - 1 - k)) > 0)
		k += (size_t)r;
	out[k] = '\0';
	close(fds[0]);
	if (pid > 0)
		waitpid(pid, status, 0);
}

static void crash_handler_names_thread_and_reraises(void)
{
	char out[2048];
	int st;

	crash_child(false, true, out, sizeof(out), &st);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
	CHECK_STR(out, "worker.ll: error: crashed (SIGSEGV) while LLVM read or compiled this input: "
		       "it is damaged or not readable by LLVM 22 [llvm-crash]\n");

	/* No file on the crashing thread: the tool is named. */
	crash_child(false, false, out, sizeof(out), &st);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
	CHECK(!strncmp(out, "test-tool: error: crashed (SIGSEGV)", 35));

	crash_child(true, true, out, sizeof(out), &st);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
	CHECK_STR(out, "{\"severity\":\"error\",\"rule\":\"llvm-crash\",\"file\":\"worker.ll\",\"line\":0,"
		       "\"column\":0,\"entity\":null,\"message\":\"crashed (SIGSEGV) while LLVM read or "
		       "compiled this input: it is damaged or not readable by LLVM 22\"}\n");
	crash_child(true, false, out, sizeof(out), &st);
	CHECK(strstr(out, "\"file\":null,") != NULL);
}
#endif

int main(void)
{
#ifndef SANITIZED
	crash_handler_names_thread_and_reraises();
#endif
	CHECK(nvt_llvm_current_file() == NULL);
	two_threads_two_files();
	set_clear_and_jobs();
	return TEST_DONE();
}
