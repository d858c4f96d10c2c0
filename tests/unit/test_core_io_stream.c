/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The size limits of a stream (a pipe here): the default is
 * NVT_DEFAULT_MAX_STREAM_SIZE, lower than a file's; a caller's max_size is
 * the limit of both; reading stops one byte past the limit.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <nvvmtools/io.h>
#include "test.h"

/* A pipe fed by a child with `n` zero bytes (forever when n is 0), read
 * back through the path /proc/self/fd/N, as a FIFO would be; the child is
 * reaped by stream_end. */
struct stream {
	char path[64];
	int fd;
	pid_t pid;
};

static void stream_start(struct stream *s, unsigned long long n)
{
	static char zeros[1 << 16];
	int p[2];

	CHECK(pipe(p) == 0);
	s->pid = fork();
	CHECK(s->pid >= 0);
	if (s->pid == 0) {
		close(p[0]);
		signal(SIGPIPE, SIG_DFL);
		for (unsigned long long done = 0; !n || done < n;) {
			size_t k = sizeof(zeros);
			if (n && n - done < k)
				k = (size_t)(n - done);
			ssize_t w = write(p[1], zeros, k);
			if (w <= 0)
				_exit(0);
			done += (unsigned long long)w;
		}
		_exit(0);
	}
	close(p[1]);
	s->fd = p[0];
	snprintf(s->path, sizeof(s->path), "/proc/self/fd/%d", p[0]);
}

static void stream_end(struct stream *s)
{
	close(s->fd);
	waitpid(s->pid, NULL, 0);
}

static struct nvt_blob *read_stream(unsigned long long n, unsigned long long max,
				    struct test_diag_log *log)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = log);
	struct nvt_diags *d = nvt_diags__new(&o);
	NVT_OPTS(nvt_read_opts, ro, .max_size = max);
	struct stream s;
	struct nvt_blob *b;

	memset(log, 0, sizeof(*log));
	stream_start(&s, n);
	errno = 0;
	b = nvt_blob__read_opts(s.path, &ro, d);
	if (!b)
		CHECK_INT(errno, EFBIG);
	stream_end(&s);
	nvt_diags__free(d);
	return b;
}

int main(void)
{
	struct test_diag_log log;
	struct nvt_blob *b;
	char want[160];

	CHECK(NVT_DEFAULT_MAX_STREAM_SIZE < NVT_DEFAULT_MAX_INPUT_SIZE);

	/* A stream fed forever, default limits: refused once it passes
	 * the stream limit, which the message names with the file's. */
	b = read_stream(0, 0, &log);
	CHECK(b == NULL);
	snprintf(want, sizeof(want),
		 "more than the input size limit of %llu bytes for a stream (a pipe, FIFO or "
		 "terminal; %llu for a file); stopped reading [input]",
		 NVT_DEFAULT_MAX_STREAM_SIZE, NVT_DEFAULT_MAX_INPUT_SIZE);
	CHECK(test_log_has(&log, want));
	CHECK(test_log_has(&log, "cannot read '/proc/self/fd/"));

	/* Under the default: read whole. */
	b = read_stream(3u << 20, 0, &log);
	CHECK(b && nvt_blob__size(b) == 3u << 20 && log.count == 0);
	nvt_blob__free(b);

	/* A caller's limit is the stream's too, exactly: max bytes pass,
	 * max + 1 do not. */
	b = read_stream(1u << 20, 1u << 20, &log);
	CHECK(b && nvt_blob__size(b) == 1u << 20);
	nvt_blob__free(b);
	b = read_stream((1u << 20) + 1, 1u << 20, &log);
	CHECK(b == NULL);
	CHECK(test_log_has(&log, "more than the input size limit of 1048576 bytes; stopped reading"));
	/* A limit below the first buffer's size (the buffer is then the
	 * limit's): the same edge. */
	b = read_stream(10, 9, &log);
	CHECK(b == NULL);
	b = read_stream(9, 9, &log);
	CHECK(b && nvt_blob__size(b) == 9);
	nvt_blob__free(b);

	/* A file over the stream default is no stream: a sparse one of
	 * NVT_DEFAULT_MAX_STREAM_SIZE + 1 bytes is read (mapped). */
	{
		char dir[] = "/tmp/nvt-stream-XXXXXX", path[64];
		NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &log);
		struct nvt_diags *d = nvt_diags__new(&o);
		int fd;

		memset(&log, 0, sizeof(log));
		CHECK(mkdtemp(dir) != NULL);
		snprintf(path, sizeof(path), "%s/sparse", dir);
		fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		CHECK(fd >= 0 && ftruncate(fd, NVT_DEFAULT_MAX_STREAM_SIZE + 1) == 0);
		close(fd);
		b = nvt_blob__read_opts(path, NULL, d);
		CHECK(b && nvt_blob__size(b) == NVT_DEFAULT_MAX_STREAM_SIZE + 1);
		nvt_blob__free(b);
		unlink(path);
		rmdir(dir);
		nvt_diags__free(d);
	}
	return TEST_DONE();
}
