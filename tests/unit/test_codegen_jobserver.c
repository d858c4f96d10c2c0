/* SPDX-License-Identifier: Apache-2.0 */
/* The GNU make jobserver client and the thread runner (src/llvm/jobs.c,
 * compiled into this test: its functions are internal to the library). */
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "../../src/llvm/jobs.c"

static atomic_int running, peak, calls[32];

static void job(void *ctx, size_t i)
{
	int now = atomic_fetch_add(&running, 1) + 1;
	int p = atomic_load(&peak);

	while (now > p && !atomic_compare_exchange_weak(&peak, &p, now))
		;
	atomic_fetch_add(&calls[i], 1);
	usleep(20000);
	atomic_fetch_sub(&running, 1);
	(void)ctx;
}

static int count_tokens(int fd)
{
	unsigned char b[64];
	int fl = fcntl(fd, F_GETFL), n = 0;
	ssize_t r;

	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	while ((r = read(fd, b, sizeof(b))) > 0)
		n += (int)r;
	fcntl(fd, F_SETFL, fl);
	return n;
}

static void run_and_check(const char *flags, int holder_w, int holder_r, int tokens,
			  int expect_peak)
{
	for (int i = 0; i < 32; i++)
		atomic_store(&calls[i], 0);
	atomic_store(&peak, 0);
	for (int i = 0; i < tokens; i++)
		CHECK_INT(write(holder_w, "+", 1), 1);
	nvt_run_jobs(12, 8, flags, job, NULL);
	for (int i = 0; i < 12; i++)
		CHECK_INT(atomic_load(&calls[i]), 1);
	CHECK(atomic_load(&peak) <= expect_peak);
	CHECK(atomic_load(&peak) >= 2); /* tokens were used */
	CHECK_INT(count_tokens(holder_r), tokens); /* every token came back */
}

int main(void)
{
	char dir[] = "/tmp/nvt-js-XXXXXX", fifo[128], flags[256];
	struct nvt_jobserver *js;
	unsigned char t1, t2, t3;
	int fd, p[2];

	/* No jobserver, or one that cannot be used. */
	CHECK(nvt_jobserver_open(NULL) == NULL);
	CHECK(nvt_jobserver_open(" -j4") == NULL);
	CHECK(nvt_jobserver_open(" -j4 --jobserver-auth=97,98") == NULL);
	CHECK(nvt_jobserver_open(" -j4 --jobserver-auth=fifo:/nonexistent/fifo") == NULL);
	CHECK(nvt_jobserver_open(" -j4 --jobserver-auth=x,y") == NULL);

	/* fifo form (make 4.4). */
	CHECK(mkdtemp(dir) != NULL);
	snprintf(fifo, sizeof(fifo), "%s/fifo", dir);
	CHECK_INT(mkfifo(fifo, 0600), 0);
	fd = open(fifo, O_RDWR); /* the "make" side: keeps tokens alive */
	CHECK(fd >= 0);
	CHECK_INT(write(fd, "ab", 2), 2);
	snprintf(flags, sizeof(flags), " -j3 --jobserver-auth=fifo:%s", fifo);
	js = nvt_jobserver_open(flags);
	CHECK(js != NULL);
	if (js) {
		CHECK_INT(nvt_jobserver_acquire(js, 0, &t1), 1);
		CHECK_INT(nvt_jobserver_acquire(js, 0, &t2), 1);
		CHECK_INT(t1, 'a');
		CHECK_INT(t2, 'b');
		CHECK_INT(nvt_jobserver_acquire(js, 50, &t3), 0); /* none left: times out */
		nvt_jobserver_release(js, t1);
		nvt_jobserver_release(js, t2);
		nvt_jobserver_close(js);
	}
	CHECK_INT(count_tokens(fd), 2);
	/* 2 tokens + the implicit slot: at most 3 jobs at once. */
	run_and_check(flags, fd, fd, 2, 3);

	/* The last --jobserver-auth wins (make appends on recursion). */
	snprintf(flags, sizeof(flags), " -j3 --jobserver-auth=97,98 --jobserver-auth=fifo:%s", fifo);
	js = nvt_jobserver_open(flags);
	CHECK(js != NULL);
	nvt_jobserver_close(js);
	close(fd);
	unlink(fifo);
	rmdir(dir);

	/* Pipe form (make 4.3: --jobserver-auth=R,W, inherited descriptors). */
	CHECK_INT(pipe(p), 0);
	snprintf(flags, sizeof(flags), " -j2 --jobserver-auth=%d,%d", p[0], p[1]);
	run_and_check(flags, p[1], p[0], 1, 2);
	/* The older spelling. */
	snprintf(flags, sizeof(flags), " -j2 --jobserver-fds=%d,%d", p[0], p[1]);
	js = nvt_jobserver_open(flags);
	CHECK(js != NULL);
	nvt_jobserver_close(js);
	/* The write end given as read end is refused. */
	snprintf(flags, sizeof(flags), " --jobserver-auth=%d,%d", p[1], p[0]);
	CHECK(nvt_jobserver_open(flags) == NULL);
	close(p[0]);
	close(p[1]);

	/* No jobserver: -j bounds the threads; every index runs once. */
	for (int i = 0; i < 32; i++)
		atomic_store(&calls[i], 0);
	atomic_store(&peak, 0);
	nvt_run_jobs(10, 3, NULL, job, NULL);
	for (int i = 0; i < 10; i++)
		CHECK_INT(atomic_load(&calls[i]), 1);
	CHECK(atomic_load(&peak) <= 3);
	CHECK(atomic_load(&peak) >= 2);
	atomic_store(&peak, 0);
	nvt_run_jobs(5, 1, NULL, job, NULL);
	CHECK_INT(atomic_load(&peak), 1);
	nvt_run_jobs(0, 4, NULL, job, NULL); /* nothing to do is fine */
	CHECK(nvt_online_cpus() >= 1);
	return TEST_DONE();
}
