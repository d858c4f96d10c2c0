/* SPDX-License-Identifier: Apache-2.0 */
/* The isolated read (src/llvm/isolate.c) seen from its caller: the calling
 * process always goes on; a child that hangs is killed at the wall-clock
 * deadline and reported; LLVM's fatal reason and a diagnostic reach the
 * parent whole whatever bytes they hold (framed on their own descriptor,
 * not parsed out of the child's stderr); a frame that cannot be one ends
 * the child as a protocol error; the linker's reader does the same per
 * input and starts again after. The children misbehave through the test
 * hooks (nvt_isolate_set_test_hooks), by the input's name. */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Core.h>

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

/* LLVM's fatal reason the "fatal" inputs end with: newlines, the text of
 * a line-based protocol's tag, a NUL. */
static const char reason[] = "first line\nsecond line\n\n\001nvt-probe:ok\nLLVM ERROR: x\0after";
static const char reason_reported[] =
	"internal LLVM error: first line\nsecond line\n\n\001nvt-probe:ok\nLLVM ERROR: x\\0after";
/* A diagnostic's message the "diag" inputs send first. */
static const char odd_message[] = "one\ntwo \001nvt-probe:diag 2 0 0 \x1f\\x0a end";

/* The frame format (isolate.c): type byte, uint32_t length, payload. */
enum { FRAME_DIAG = 2 };

static void put_frame(int fd, unsigned type, const void *p, uint32_t len)
{
	unsigned char head[5] = { (unsigned char)type };

	memcpy(head + 1, &len, sizeof(len));
	if (write(fd, head, sizeof(head)) != (ssize_t)sizeof(head) ||
	    (len && write(fd, p, len) != (ssize_t)len))
		_exit(99);
}

static void put_u32(unsigned char **q, uint32_t v)
{
	memcpy(*q, &v, sizeof(v));
	*q += sizeof(v);
}

static void put_field(unsigned char **q, const char *s)
{
	put_u32(q, s ? (uint32_t)strlen(s) : UINT32_MAX);
	if (s) {
		memcpy(*q, s, strlen(s));
		*q += strlen(s);
	}
}

/* What each input's child does first, by its name. */
static void misbehave(const char *name, int fd)
{
	if (strstr(name, "hang")) {
		for (;;)
			pause();
	} else if (strstr(name, "spin")) {
		for (volatile unsigned long n = 0;; n++)
			;
	} else if (strstr(name, "llvmfatal")) {
		/* LLVM's own report_fatal_error, through its handler */
		LLVMContextRef c = LLVMContextCreate();
		LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", c);
		LLVMSetDataLayout(m, "this is no data layout");
	} else if (strstr(name, "fatal")) {
		/* What LLVM printed first goes to stderr: a note each line,
		 * whatever it looks like */
		fputs("the verifier said this\n\001nvt-probe:ok\n", stderr);
		nvt_isolated_child_fatal(reason, sizeof(reason) - 1);
	} else if (strstr(name, "crash")) {
		fputs("\001nvt-probe:ok\n", stderr); /* a tag, on stderr: nothing */
		raise(SIGSEGV);
	} else if (strstr(name, "badtype")) {
		put_frame(fd, 99, "x", 1);
	} else if (strstr(name, "huge")) {
		unsigned char head[5] = { FRAME_DIAG, 0xf0, 0xff, 0xff, 0xff };
		if (write(fd, head, sizeof(head)) != (ssize_t)sizeof(head))
			_exit(99);
		pause();
	} else if (strstr(name, "baddiag")) {
		put_frame(fd, FRAME_DIAG, "\1\0\0\0\0\0\0\0\0\0\0\0\7\0\0\0ab", 18);
	} else if (strstr(name, "cut")) {
		unsigned char head[8] = { FRAME_DIAG, 100, 0, 0, 0, 'a', 'b', 'c' };
		if (write(fd, head, sizeof(head)) != (ssize_t)sizeof(head))
			_exit(99);
		_exit(0);
	} else if (strstr(name, "diag")) {
		unsigned char buf[512], *q = buf;
		put_u32(&q, NVT_WARNING);
		put_u32(&q, 7);
		put_u32(&q, 3);
		put_field(&q, "test-rule");
		put_field(&q, name);
		put_field(&q, NULL);
		put_field(&q, odd_message);
		put_field(&q, NULL);
		put_frame(fd, FRAME_DIAG, buf, (uint32_t)(q - buf));
	}
}

/* Diagnostics as reported: rule and message, verbatim. */
struct seen {
	int n;
	char rule[16][64];
	char msg[16][512];
	int sev[16];
	unsigned line[16];
};

static void seen_cb(const struct nvt_diag *d, void *ctx)
{
	struct seen *s = ctx;

	if (s->n < 16) {
		snprintf(s->rule[s->n], sizeof(s->rule[0]), "%s", d->rule ? d->rule : "");
		snprintf(s->msg[s->n], sizeof(s->msg[0]), "%s", d->message ? d->message : "");
		s->sev[s->n] = d->severity;
		s->line[s->n] = d->line;
	}
	s->n++;
}

static struct nvt_diags *diags_for(struct seen *s)
{
	memset(s, 0, sizeof(*s));
	NVT_OPTS(nvt_diags_opts, o, .callback = seen_cb, .ctx = s);
	return nvt_diags__new(&o);
}

static unsigned char *bitcode;
static size_t bitcode_size;

/* `name` holding the text IR (.ll) or its bitcode (.bc) */
static struct nvt_blob *input(const char *name)
{
	bool bc = strstr(name, ".bc") != NULL;

	return nvt_blob__from_memory(bc ? (const void *)bitcode : ir, bc ? bitcode_size : strlen(ir),
				     name, true);
}

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* One child for one input (nvt_module_probe_canonical) with `opts`: its
 * return, the diagnostics in *s. */
static int probe_opts(const char *name, const struct nvt_module_opts *opts, struct seen *s)
{
	struct nvt_diags *d = diags_for(s);
	struct nvt_blob *b = input(name), *canon = NULL;
	int ret = nvt_module_probe_canonical(b, opts, d, &canon);

	nvt_blob__free(canon);
	nvt_blob__free(b);
	nvt_diags__free(d);
	return ret;
}

/* The tests' deadline: 2 s, not the default two minutes. */
static int probe(const char *name, struct seen *s)
{
	NVT_OPTS(nvt_module_opts, o, .isolate_timeout_ms = 2000);

	return probe_opts(name, &o, s);
}

static int probe_in(struct nvt_isolate *iso, const char *name, struct seen *s, bool *canonical)
{
	struct nvt_diags *d = diags_for(s);
	struct nvt_blob *b = input(name), *canon = NULL;
	NVT_OPTS(nvt_module_opts, o, .isolate_timeout_ms = 2000);
	int ret = nvt_module_probe_canonical_in(iso, b, &o, d, &canon);

	*canonical = canon != NULL;
	nvt_blob__free(canon);
	nvt_blob__free(b);
	nvt_diags__free(d);
	return ret;
}

static void test_goes_on(void)
{
	pid_t me = getpid();
	struct seen s;
	struct nvt_diags *d = diags_for(&s);
	struct nvt_blob *b = input("ok.ll");
	NVT_OPTS(nvt_module_opts, o, .isolate = true);
	struct nvt_module *m = nvt_module__load(b, &o, d);

	/* the load was isolated, and this process is the one that goes on */
	CHECK(m != NULL);
	CHECK_INT(getpid(), me);
	CHECK_INT(s.n, 0);
	CHECK_INT(probe("ok.bc", &s), 0);
	CHECK_INT(probe("ok.ll", &s), 0);
	CHECK_INT(getpid(), me);
	/* outside a child the child's fatal path does nothing */
	nvt_isolated_child_fatal("x", 1);
	CHECK(!nvt_isolated_child());
	CHECK_INT(getpid(), me);
	nvt_module__free(m);
	nvt_blob__free(b);
	nvt_diags__free(d);
}

static void test_deadline(void)
{
	struct seen s;
	double t0 = now_s();

	CHECK_INT(probe("hang.ll", &s), -EINVAL);
	CHECK(now_s() - t0 < 20);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "bitcode-damaged");
	CHECK_STR(s.msg[0], "LLVM could not read this IR (it did not finish within 2 s in its IR "
			    "reader); the file is damaged or not LLVM 22-readable");
	CHECK_INT(probe("hang.bc", &s), -EINVAL);
	CHECK_STR(s.msg[0], "LLVM could not read this bitcode (it did not finish within 2 s in its "
			    "bitcode reader); the file is damaged or not LLVM 22-readable");
}

/* The limits are options: a deadline under a second (said as such) ends a
 * child that waits, and a CPU limit of a second one that computes, long
 * before its deadline. */
static void test_limit_options(void)
{
	NVT_OPTS(nvt_module_opts, fast, .isolate_timeout_ms = 250);
	NVT_OPTS(nvt_module_opts, cpu, .isolate_cpu_seconds = 1, .isolate_timeout_ms = 60000);
	struct seen s;
	double t0 = now_s();

	CHECK_INT(probe_opts("hang.bc", &fast, &s), -EINVAL);
	CHECK(now_s() - t0 < 1.5);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "bitcode-damaged");
	CHECK_STR(s.msg[0], "LLVM could not read this bitcode (it did not finish within 0.25 s in "
			    "its bitcode reader); the file is damaged or not LLVM 22-readable");
	t0 = now_s();
	CHECK_INT(probe_opts("spin.ll", &cpu, &s), -EINVAL);
	CHECK(now_s() - t0 < 50);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "bitcode-damaged");
	CHECK_STR(s.msg[0], "LLVM could not read this IR (took more than 1 s of CPU time in its IR "
			    "reader); the file is damaged or not LLVM 22-readable");
	/* the linker's reader takes the same options, input by input */
	struct nvt_isolate *iso = nvt_isolate_new();
	struct nvt_diags *d = diags_for(&s);
	struct nvt_blob *b = input("hang.ll"), *canon = NULL;
	t0 = now_s();
	CHECK_INT(nvt_module_probe_canonical_in(iso, b, &fast, d, &canon), -EINVAL);
	CHECK(now_s() - t0 < 1.5);
	CHECK_STR(s.msg[0], "LLVM could not read this IR (it did not finish within 0.25 s in its "
			    "IR reader); the file is damaged or not LLVM 22-readable");
	nvt_blob__free(b);
	nvt_diags__free(d);
	nvt_isolate_free(iso);
}

static void test_fatal(void)
{
	struct seen s;

	CHECK_INT(probe("fatal.bc", &s), -EINVAL);
	CHECK_INT(s.n, 3);
	CHECK_STR(s.rule[0], "llvm");
	CHECK_STR(s.msg[0], "the verifier said this");
	CHECK_STR(s.msg[1], "\001nvt-probe:ok");
	CHECK_STR(s.rule[2], "llvm-fatal");
	CHECK_STR(s.msg[2], reason_reported);

	/* LLVM's report_fatal_error itself */
	CHECK_INT(probe("llvmfatal.ll", &s), -EINVAL);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "llvm-fatal");
	CHECK(!strncmp(s.msg[0], "internal LLVM error: ", 21) && strlen(s.msg[0]) > 21);
}

static void test_crash(void)
{
	struct seen s;

	/* a protocol's tag on its stderr says nothing: it crashed */
	CHECK_INT(probe("crash.ll", &s), -EINVAL);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "bitcode-damaged");
	CHECK_STR(s.msg[0], "LLVM could not read this IR (crashed with SIGSEGV in its IR reader); "
			    "the file is damaged or not LLVM 22-readable");
}

static void test_diag_verbatim(void)
{
	struct seen s;

	/* a canonical read replays what the child's load reported */
	CHECK_INT(probe("diag.bc", &s), 0);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.rule[0], "test-rule");
	CHECK_STR(s.msg[0], odd_message);
	CHECK_INT(s.sev[0], NVT_WARNING);
	CHECK_INT(s.line[0], 7);
}

static void test_protocol(void)
{
	static const char *const names[] = { "badtype.ll", "huge.ll", "baddiag.ll" };
	struct seen s;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		CHECK_INT(probe(names[i], &s), -EINVAL);
		CHECK_INT(s.n, 1);
		CHECK_STR(s.rule[0], "internal");
		CHECK_STR(s.msg[0], "the isolated reader of this input sent a message that breaks "
				    "its protocol");
	}
	/* a frame cut short by the child's end: no answer, its status */
	CHECK_INT(probe("cut.ll", &s), -EINVAL);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.msg[0], "LLVM could not read this IR (its reader ended with status 0); the "
			    "file is damaged or not LLVM 22-readable");
}

/* The linker's reader: each input's verdict as from its own child, and
 * the next input after a killed reader gets a new one. */
static void test_reader(void)
{
	struct nvt_isolate *iso = nvt_isolate_new();
	struct seen s;
	bool canon;

	CHECK(iso != NULL);
	CHECK_INT(probe_in(iso, "a.bc", &s, &canon), 0);
	CHECK(canon);
	CHECK_INT(probe_in(iso, "hang.bc", &s, &canon), -EINVAL);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.msg[0], "LLVM could not read this bitcode (it did not finish within 2 s in its "
			    "bitcode reader); the file is damaged or not LLVM 22-readable");
	CHECK_INT(probe_in(iso, "b.ll", &s, &canon), 0);
	CHECK(!canon); /* text: no canonical bitcode */
	CHECK_INT(probe_in(iso, "fatal.bc", &s, &canon), -EINVAL);
	CHECK_INT(s.n, 3);
	CHECK_STR(s.msg[2], reason_reported);
	CHECK_INT(probe_in(iso, "diag.bc", &s, &canon), 0);
	CHECK_INT(s.n, 1);
	CHECK_STR(s.msg[0], odd_message);
	CHECK_INT(probe_in(iso, "badtype.bc", &s, &canon), -EINVAL);
	CHECK_STR(s.rule[0], "internal");
	CHECK_INT(probe_in(iso, "c.bc", &s, &canon), 0);
	CHECK(canon);
	nvt_isolate_free(iso);
}

int main(void)
{
	struct nvt_isolate_test_hooks hooks = { .child = misbehave };
	NVT_OPTS(nvt_module_opts, o);
	struct nvt_blob *b = input("ok.ll");
	struct nvt_module *m = nvt_module__load(b, &o, NULL);
	void *data = NULL;

	if (!m || nvt_module__serialize(m, false, &data, &bitcode_size))
		return 1;
	bitcode = data;
	nvt_module__free(m);
	nvt_blob__free(b);

	nvt_isolate_set_test_hooks(&hooks);
	test_goes_on();
	test_deadline();
	test_limit_options();
	test_fatal();
	test_crash();
	test_diag_verbatim();
	test_protocol();
	test_reader();
	nvt_isolate_set_test_hooks(NULL);

	/* every child was waited for: none is left, running or a zombie */
	CHECK(waitpid(-1, NULL, WNOHANG) == -1 && errno == ECHILD);
	free(bitcode);
	return TEST_DONE();
}
