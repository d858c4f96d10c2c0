/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Running independent jobs (one per arch, or one per part of a module) on
 * threads, the client side of GNU make's jobserver, and the log of what
 * jobs report (llvm/jobs.h).
 *
 * The jobserver: make hands every recursive job one implicit slot and keeps
 * the others as one-byte tokens in a pipe (make 4.3: --jobserver-auth=R,W,
 * file descriptors inherited) or a named fifo (make 4.4:
 * --jobserver-auth=fifo:PATH). A client takes a byte before running an
 * extra job and writes the same byte back when done; a client that forgets
 * starves the whole build, so every token is returned on every path.
 *
 * Reads must not block forever (the last job may end before make frees a
 * slot), and O_NONBLOCK must not be set on make's own file description
 * (shared with make and every sibling). So we open our own description of
 * the same pipe: the fifo's path, or /proc/self/fd/R for an inherited
 * pipe, with O_NONBLOCK, and wait for tokens with poll().
 *
 * make closes the jobserver descriptors for commands it does not consider
 * recursive (no `+` prefix, no $(MAKE)) while MAKEFLAGS still names them,
 * and the numbers may then be reused by something else: a descriptor that
 * is not an open pipe/fifo means "no jobserver", and we run with -j alone.
 */
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/internal.h"
#include "llvm/jobs.h"
#include "llvm/llvm.h" /* the current file (process.c) */

double nvt_thread_cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

unsigned nvt_online_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : (unsigned)n;
}

/* --- jobserver client ------------------------------------------------------ */

struct nvt_jobserver {
	int rfd;       /* our own O_NONBLOCK description of the read end */
	int wfd;       /* where tokens go back */
	bool close_wfd;
};

static bool is_pipe_fd(int fd, int want_access)
{
	struct stat st;
	int fl;

	if (fd < 0 || fstat(fd, &st) < 0 || !S_ISFIFO(st.st_mode))
		return false;
	fl = fcntl(fd, F_GETFL);
	if (fl < 0)
		return false;
	fl &= O_ACCMODE;
	return fl == O_RDWR || fl == want_access;
}

/* The value of the last --jobserver-auth= (or --jobserver-fds=) word. */
static char *jobserver_arg(const char *flags)
{
	const char *keys[] = { "--jobserver-auth=", "--jobserver-fds=" };
	const char *best = NULL;

	for (size_t k = 0; k < ARRAY_SIZE(keys); k++) {
		const char *p = flags;
		size_t kl = strlen(keys[k]);
		while ((p = strstr(p, keys[k]))) {
			if (p == flags || p[-1] == ' ')
				if (!best || p > best)
					best = p + kl;
			p += kl;
		}
	}
	if (!best)
		return NULL;
	return nvt_strndup(best, strcspn(best, " "));
}

struct nvt_jobserver *nvt_jobserver_open(const char *makeflags)
{
	struct nvt_jobserver *js;
	char *arg;
	int r = -1, w = -1;
	bool close_w = false;

	if (!makeflags || !(arg = jobserver_arg(makeflags)))
		return NULL;
	if (!strncmp(arg, "fifo:", 5)) {
		/* Open the read side first: opening a fifo for writing does
		 * not block once a reader exists. */
		r = open(arg + 5, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		if (r >= 0)
			w = open(arg + 5, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
		close_w = true;
		if (r < 0 || w < 0 || !is_pipe_fd(r, O_RDONLY)) {
			if (r >= 0)
				close(r);
			if (w >= 0)
				close(w);
			free(arg);
			return NULL;
		}
	} else {
		char *end, path[64];
		long rf = strtol(arg, &end, 10), wf;

		if (end == arg || *end != ',') {
			free(arg);
			return NULL;
		}
		wf = strtol(end + 1, &end, 10);
		if (*end || rf < 0 || wf < 0 || !is_pipe_fd((int)rf, O_RDONLY) ||
		    !is_pipe_fd((int)wf, O_WRONLY)) {
			free(arg);
			return NULL;
		}
		snprintf(path, sizeof(path), "/proc/self/fd/%ld", rf);
		r = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		if (r < 0) {
			free(arg);
			return NULL;
		}
		w = (int)wf;
	}
	free(arg);
	js = calloc(1, sizeof(*js));
	if (!js) {
		close(r);
		if (close_w)
			close(w);
		return NULL;
	}
	js->rfd = r;
	js->wfd = w;
	js->close_wfd = close_w;
	return js;
}

int nvt_jobserver_acquire(struct nvt_jobserver *js, int timeout_ms, unsigned char *token)
{
	for (;;) {
		struct pollfd p = { .fd = js->rfd, .events = POLLIN };
		ssize_t n = read(js->rfd, token, 1);

		if (n == 1)
			return 1;
		if (n < 0 && errno == EINTR)
			continue;
		if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK))
			return -1; /* no writer left, or broken: no more tokens */
		if (timeout_ms <= 0)
			return 0;
		int rc = poll(&p, 1, timeout_ms);
		if (rc < 0 && errno == EINTR)
			continue;
		if (rc <= 0)
			return 0;
		/* Readable: another client may still win the byte (EAGAIN
		 * above, then we wait again, once). */
		timeout_ms = 0;
		n = read(js->rfd, token, 1);
		if (n == 1)
			return 1;
		return n == 0 ? -1 : 0;
	}
}

void nvt_jobserver_release(struct nvt_jobserver *js, unsigned char token)
{
	for (int tries = 0; tries < 1000; tries++) {
		ssize_t n = write(js->wfd, &token, 1);
		if (n == 1)
			return;
		if (n < 0 && errno != EINTR && errno != EAGAIN)
			return;
		if (n < 0 && errno == EAGAIN)
			usleep(1000); /* a full pipe drains as make reads it */
	}
}

void nvt_jobserver_close(struct nvt_jobserver *js)
{
	if (!js)
		return;
	close(js->rfd);
	if (js->close_wfd)
		close(js->wfd);
	free(js);
}

/* --- diagnostics of jobs ------------------------------------------------------ */

struct nvt_diag_rec {
	enum nvt_severity severity;
	char *rule, *file, *entity, *message, *hint;
	unsigned line, column;
};

static char *dup_or_null(const char *s, bool *oom)
{
	char *r;

	if (!s)
		return NULL;
	r = nvt_strdup(s);
	if (!r)
		*oom = true;
	return r;
}

static void record(const struct nvt_diag *dg, void *ctx)
{
	struct nvt_diag_log *log = ctx;
	struct nvt_diag_rec *s = nvt_push_slot(log->v, log->n, log->cap);

	if (!s) {
		log->oom = true;
		return;
	}
	s->severity = dg->severity;
	s->line = dg->line;
	s->column = dg->column;
	s->rule = dup_or_null(dg->rule, &log->oom);
	s->file = dup_or_null(dg->file, &log->oom);
	s->entity = dup_or_null(dg->entity, &log->oom);
	s->message = dup_or_null(dg->message, &log->oom);
	s->hint = dup_or_null(dg->hint, &log->oom);
}

struct nvt_diags *nvt_diag_log__diags(struct nvt_diag_log *log)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = record, .ctx = log);

	return nvt_diags__new(&o);
}

void nvt_diag_log__replay(const struct nvt_diag_log *log, struct nvt_diags *d)
{
	for (size_t k = 0; k < log->n; k++) {
		const struct nvt_diag_rec *s = &log->v[k];
		struct nvt_diag dg = {
			.severity = s->severity, .rule = s->rule, .file = s->file,
			.line = s->line, .column = s->column, .entity = s->entity,
			.message = s->message, .hint = s->hint,
		};
		nvt_diags__report(d, &dg);
	}
}

void nvt_diag_log__clear(struct nvt_diag_log *log)
{
	for (size_t k = 0; k < log->n; k++) {
		free(log->v[k].rule);
		free(log->v[k].file);
		free(log->v[k].entity);
		free(log->v[k].message);
		free(log->v[k].hint);
	}
	free(log->v);
	*log = (struct nvt_diag_log){ 0 };
}

/* --- threads ---------------------------------------------------------------- */

struct pool {
	size_t n;
	atomic_size_t next;
	nvt_job_fn fn;
	void *ctx;
	struct nvt_jobserver *js;
	/* The caller's current file when the run began, for the workers: a
	 * copy, since a job on the calling thread may change the caller's. */
	char file[NVT_CURRENT_FILE_MAX];
};

struct worker {
	pthread_t tid;
	struct pool *pool;
	bool has_token;
	unsigned char token;
	bool started;
};

static void drain(struct pool *p)
{
	for (;;) {
		size_t i = atomic_fetch_add(&p->next, 1);
		if (i >= p->n)
			return;
		p->fn(p->ctx, i);
	}
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;

	nvt_llvm_set_current_file(w->pool->file);
	drain(w->pool);
	if (w->has_token)
		nvt_jobserver_release(w->pool->js, w->token);
	return NULL;
}

/* LLVM's code generator recurses deeply on big functions: give workers a
 * generous 16 MiB stack, whatever the process default is. */
static int spawn(struct worker *w)
{
	pthread_attr_t attr;
	int rc;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 16u << 20);
	rc = pthread_create(&w->tid, &attr, worker_main, w);
	pthread_attr_destroy(&attr);
	w->started = rc == 0;
	return rc;
}

void nvt_run_jobs(size_t n, unsigned jobs, const char *makeflags, nvt_job_fn fn, void *ctx)
{
	struct pool p = { .n = n, .fn = fn, .ctx = ctx };
	struct worker *ws;
	size_t want, nw = 0;
	const char *file = nvt_llvm_current_file();

	atomic_init(&p.next, 0);
	if (!n)
		return;
	if (file) /* shorter than NVT_CURRENT_FILE_MAX */
		memcpy(p.file, file, strlen(file) + 1);
	p.js = nvt_jobserver_open(makeflags);
	if (!jobs)
		jobs = p.js ? (unsigned)n : nvt_online_cpus();
	want = jobs < n ? jobs : n;
	if (want <= 1) {
		nvt_jobserver_close(p.js);
		drain(&p);
		return;
	}
	ws = calloc(want, sizeof(*ws));
	if (!ws) {
		nvt_jobserver_close(p.js);
		drain(&p);
		return;
	}
	if (!p.js) {
		/* want-1 threads plus this one. */
		for (size_t i = 1; i < want; i++) {
			ws[i].pool = &p;
			if (spawn(&ws[i]) != 0)
				break;
		}
		drain(&p);
	} else {
		/* Worker 0 runs on the implicit slot; this thread waits for
		 * tokens while work is left to hand out, starting one worker
		 * per token. */
		ws[0].pool = &p;
		nw = 1;
		if (spawn(&ws[0]) != 0) {
			nw = 0;
			drain(&p); /* no thread: the implicit slot is ours */
		}
		while (nw && nw < want && atomic_load(&p.next) < n) {
			unsigned char tok;
			int got = nvt_jobserver_acquire(p.js, 20, &tok);
			if (got < 0)
				break;
			if (!got)
				continue;
			if (atomic_load(&p.next) >= n) {
				nvt_jobserver_release(p.js, tok);
				break;
			}
			ws[nw].pool = &p;
			ws[nw].has_token = true;
			ws[nw].token = tok;
			if (spawn(&ws[nw]) != 0) {
				nvt_jobserver_release(p.js, tok);
				break;
			}
			nw++;
		}
	}
	for (size_t i = 0; i < want; i++)
		if (ws[i].started)
			pthread_join(ws[i].tid, NULL);
	nvt_jobserver_close(p.js);
	free(ws);
}
