/* SPDX-License-Identifier: Apache-2.0 */
/* The isolated read handed over (nvt_isolate_handoff_enable, src/support/
 * llvm_isolate.c): the child that read the input is the process that goes
 * on, the parent ends as it ends (exit status, signal); a read that fails
 * is reported by the parent, which goes on; no hand-over without the
 * opt-in, for a lazy load, with a second thread, or twice.
 * Each case runs in a process of its own (the opt-in is for the process). */
#define NVT_EXPERIMENTAL
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nvvmtools/io.h>
#include <nvvmtools/module.h>

#include "llvm/llvm.h"
#include "test.h"

static const char ir[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k(ptr addrspace(1) %p) {\n"
	"  store i32 1, ptr addrspace(1) %p, align 4\n"
	"  ret void\n"
	"}\n";

static struct nvt_blob *blob;

static struct nvt_module *load(bool lazy)
{
	NVT_OPTS(nvt_module_opts, o, .isolate = true, .lazy = lazy);
	return nvt_module__load(blob, &o, NULL);
}

/* The read went on in a child: this process is not the one that loaded. */
static bool handed_over(pid_t before)
{
	return getpid() != before && getppid() == before;
}

/* Runs `fn` in a new process; its wait status. */
static int in_process(int (*fn)(void))
{
	fflush(NULL);
	pid_t pid = fork();
	int status = -1;

	if (pid == 0)
		_exit(fn());
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

/* Handed over: the module is read, the exit status is the parent's. */
static int exit_mirrored(void)
{
	pid_t me = getpid();

	nvt_isolate_handoff_enable();
	struct nvt_module *m = load(false);
	if (!m || !handed_over(me) || !nvt_module__llvm_module(m))
		return 1;
	nvt_module__free(m);
	return 42;
}

/* A signal that ends the child ends the parent the same way. */
static int signal_mirrored(void)
{
	pid_t me = getpid();

	nvt_isolate_handoff_enable();
	struct nvt_module *m = load(false);
	if (!m || !handed_over(me))
		return 1;
	signal(SIGUSR1, SIG_DFL);
	raise(SIGUSR1);
	return 2;
}

/* Not asked for: the classic isolated read, in this process. */
static int not_enabled(void)
{
	pid_t me = getpid();
	struct nvt_module *m = load(false);

	if (!m || getpid() != me)
		return 1;
	nvt_module__free(m);
	return 0;
}

static int gate[2];

static void *blocked(void *arg)
{
	char c;

	(void)arg;
	while (read(gate[0], &c, 1) < 0 && errno == EINTR)
		;
	return NULL;
}

/* A second thread: a fork would keep only this one. */
static int second_thread(void)
{
	pid_t me = getpid();
	pthread_t t;

	if (pipe(gate) || pthread_create(&t, NULL, blocked, NULL))
		return 3;
	nvt_isolate_handoff_enable();
	struct nvt_module *m = load(false);
	bool same = m && getpid() == me;
	if (write(gate[1], "x", 1) != 1)
		return 4;
	pthread_join(t, NULL);
	nvt_module__free(m);
	return same ? 0 : 1;
}

/* A lazy load reads bodies later, outside the read: none. The first full
 * load hands over; the next one is read by an isolated child again. */
static int lazy_then_once(void)
{
	pid_t me = getpid();

	nvt_isolate_handoff_enable();
	struct nvt_module *a = load(true);
	if (!a || getpid() != me)
		return 1;
	struct nvt_module *b = load(false);
	if (!b || !handed_over(me))
		return 2;
	pid_t child = getpid();
	struct nvt_module *c = load(false);
	if (!c || getpid() != child)
		return 3;
	nvt_module__free(c);
	nvt_module__free(b);
	nvt_module__free(a);
	return 7;
}

/* A read that fails with an ordinary error: the child ends, this process
 * reports what it said, once, and goes on (as after an isolated read). */
static int read_error(void)
{
	static const unsigned char bad[] = { 'B', 'C', 0xc0, 0xde, 0x35, 0x14, 0x00, 0x00,
					     0x05, 0x00, 0x00, 0x00, 0x62, 0x0c, 0x30, 0x24 };
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &log);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_blob *b = nvt_blob__from_memory(bad, sizeof(bad), "bad.bc", true);
	pid_t me = getpid();

	nvt_isolate_handoff_enable();
	NVT_OPTS(nvt_module_opts, o, .isolate = true);
	struct nvt_module *m = nvt_module__load(b, &o, d);
	if (m || getpid() != me)
		return 1;
	if (log.count != 1 || log.severity[0] != NVT_ERROR || !test_log_has(&log, "bad.bc: error:"))
		return 2;
	/* and the next load is not handed over: this process did it once */
	struct nvt_module *g = load(false);
	if (!g || getpid() != me)
		return 3;
	nvt_module__free(g);
	nvt_blob__free(b);
	nvt_diags__free(d);
	return 0;
}

int main(void)
{
	int st;

	blob = nvt_blob__from_memory(ir, sizeof(ir) - 1, "handoff.ll", true);
	CHECK(blob != NULL);

	st = in_process(exit_mirrored);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 42);
	st = in_process(signal_mirrored);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGUSR1);
	st = in_process(not_enabled);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	st = in_process(second_thread);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	st = in_process(lazy_then_once);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 7);
	st = in_process(read_error);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);

	nvt_blob__free(blob);
	return TEST_DONE();
}
