/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The CUDA toolkit search (src/core/cuda.c) on toolkits made here,
 * at test time, in a private temporary directory: a real directory, a view
 * of links into it, toolkits without or with a bad version.json, candidates
 * that are not toolkits, and explicit paths that do not exist. The real
 * /usr/local/cuda is never needed (no_default is set everywhere but in the
 * one check of the default's origin, which is skipped when it is absent).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nvvmtools/cuda.h>

#include "test.h"

static char top[] = "/tmp/nvt-test-cuda-XXXXXX";
static struct test_diag_log logbuf;
static struct nvt_diags *diags;

static char *path(const char *rel)
{
	static char buf[8][512];
	static int next;
	char *p = buf[next++ % 8];

	snprintf(p, 512, "%s/%s", top, rel);
	return p;
}

static void mkdirs(const char *rel)
{
	char p[512];

	snprintf(p, sizeof(p), "%s/%s", top, rel);
	for (char *s = p + strlen(top) + 1; *s; s++)
		if (*s == '/') {
			*s = 0;
			mkdir(p, 0755);
			*s = '/';
		}
	mkdir(p, 0755);
}

static void put(const char *rel, const char *text, mode_t mode)
{
	FILE *f = fopen(path(rel), "w");

	CHECK(f != NULL);
	if (!f)
		return;
	fputs(text, f);
	fclose(f);
	chmod(path(rel), mode);
}

static void link_to(const char *target_rel, const char *rel)
{
	CHECK_INT(symlink(target_rel[0] == '/' ? target_rel : path(target_rel), path(rel)), 0);
}

static void reset(void)
{
	memset(&logbuf, 0, sizeof(logbuf));
}

/* Find with an explicit path only. */
static int find_explicit(const char *root, struct nvt_cuda_toolkit **tk)
{
	NVT_OPTS(nvt_cuda_toolkit_opts, o, .cuda_path = root, .no_default = true);
	reset();
	return nvt_cuda_toolkit__find(&o, tk, diags);
}

static void build_real(void)
{
	mkdirs("real/bin");
	mkdirs("real/nvvm/libdevice");
	mkdirs("real/nvvm/lib64");
	put("real/bin/ptxas", "#!/bin/sh\nexit 0\n", 0755);
	put("real/bin/nvlink", "#!/bin/sh\nexit 0\n", 0755);
	put("real/bin/fatbinary", "#!/bin/sh\nexit 0\n", 0755);
	put("real/nvvm/libdevice/libdevice.10.bc", "BC", 0644);
	put("real/nvvm/lib64/libnvvm.so", "ELF", 0644);
	/* the shape of CUDA 13's file, with other entries around "cuda" and a
	 * nested "cuda" that is not the top-level one */
	put("real/version.json",
	    "{\n   \"nested\" : { \"cuda\" : { \"version\" : \"1.0\" } },\n   \"cuda\" : {\n      \"name\" : \"CUDA SDK\",\n      \"version\" : \"13.0.48\"\n   },\n"
	    "   \"cuda_cccl\" : {\n      \"name\" : \"CUDA C++ Core Compute Libraries \\\"CCCL\\\"\",\n"
	    "      \"version\" : \"13.0.50\"\n   },\n"
	    "   \"list\" : [1, 2.5, true, null, {\"a\": []}]\n}\n",
	    0644);
}

static void test_real(void)
{
	struct nvt_cuda_toolkit *tk = NULL;

	CHECK_INT(find_explicit(path("real///"), &tk), 0);
	CHECK_INT(logbuf.count, 0);
	CHECK_STR(nvt_cuda_toolkit__root(tk), path("real"));
	CHECK_STR(nvt_cuda_toolkit__origin(tk), "explicit");
	CHECK_STR(nvt_cuda_toolkit__version(tk), "13.0.48");
	CHECK_STR(nvt_cuda_toolkit__ptxas_path(tk), path("real/bin/ptxas"));
	CHECK_STR(nvt_cuda_toolkit__nvlink_path(tk), path("real/bin/nvlink"));
	CHECK_STR(nvt_cuda_toolkit__fatbinary_path(tk), path("real/bin/fatbinary"));
	CHECK_STR(nvt_cuda_toolkit__libdevice_path(tk), path("real/nvvm/libdevice/libdevice.10.bc"));
	CHECK_STR(nvt_cuda_toolkit__libnvvm_path(tk), path("real/nvvm/lib64/libnvvm.so"));
	nvt_cuda_toolkit__free(tk);
}

/* A view: links into the real toolkit, reported under the view. */
static void test_view(void)
{
	struct nvt_cuda_toolkit *tk = NULL;

	mkdirs("view/bin");
	link_to("real/bin/ptxas", "view/bin/ptxas");
	link_to("real/nvvm", "view/nvvm");
	link_to("real/version.json", "view/version.json");
	link_to("real/bin/nonexistent", "view/bin/nvlink"); /* dangling: absent */
	CHECK_INT(find_explicit(path("view"), &tk), 0);
	CHECK_INT(logbuf.count, 0);
	CHECK_STR(nvt_cuda_toolkit__root(tk), path("view"));
	CHECK_STR(nvt_cuda_toolkit__version(tk), "13.0.48");
	CHECK_STR(nvt_cuda_toolkit__ptxas_path(tk), path("view/bin/ptxas"));
	CHECK_STR(nvt_cuda_toolkit__libdevice_path(tk), path("view/nvvm/libdevice/libdevice.10.bc"));
	CHECK_STR(nvt_cuda_toolkit__libnvvm_path(tk), path("view/nvvm/lib64/libnvvm.so"));
	CHECK(nvt_cuda_toolkit__nvlink_path(tk) == NULL);
	CHECK(nvt_cuda_toolkit__fatbinary_path(tk) == NULL);
	nvt_cuda_toolkit__free(tk);

	/* the whole toolkit behind one link is a view too */
	link_to("real", "whole");
	CHECK_INT(find_explicit(path("whole"), &tk), 0);
	CHECK_STR(nvt_cuda_toolkit__ptxas_path(tk), path("whole/bin/ptxas"));
	nvt_cuda_toolkit__free(tk);
}

/* No version.json: unknown, silently; libNVVM in the wheel layout (lib/),
 * a ptxas that is not executable is absent. */
static void test_no_version(void)
{
	struct nvt_cuda_toolkit *tk = NULL;

	mkdirs("nover/bin");
	mkdirs("nover/lib");
	put("nover/bin/ptxas", "not executable", 0644);
	put("nover/lib/libnvvm.so", "ELF", 0644);
	CHECK_INT(find_explicit(path("nover"), &tk), 0);
	CHECK_INT(logbuf.count, 0);
	CHECK(nvt_cuda_toolkit__version(tk) == NULL);
	CHECK(nvt_cuda_toolkit__ptxas_path(tk) == NULL);
	CHECK_STR(nvt_cuda_toolkit__libnvvm_path(tk), path("nover/lib/libnvvm.so"));
	nvt_cuda_toolkit__free(tk);
}

/* A version.json that is there but says no version: found, version
 * unknown, one warning naming the file and why. */
static void test_bad_version(void)
{
	static const struct {
		const char *json, *why;
	} cases[] = {
		{ "not json at all", "not the JSON expected" },
		{ "{\"cuda\": {\"version\": \"13.0", "not the JSON expected" },
		{ "{\"cuda\": \"13.0.48\"}", "no \"cuda\" entry with a \"version\"" },
		{ "{\"nvcc\": {\"version\": \"13.0.48\"}}", "no \"cuda\" entry with a \"version\"" },
		{ "{\"cuda\": {\"name\": \"CUDA SDK\"}}", "no \"cuda\" entry with a \"version\"" },
		{ "{\"cuda\": {\"version\": \"thirteen\"}}", "a \"cuda\" version that is not N.N.N" },
		{ "{\"cuda\": {\"version\": \"13..0\"}}", "a \"cuda\" version that is not N.N.N" },
		{ "{\"cuda\": {\"version\": 13.0}}", "no \"cuda\" entry with a \"version\"" },
		{ "", "not the JSON expected" },
	};

	mkdirs("badver");
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct nvt_cuda_toolkit *tk = NULL;
		char want[256];
		put("badver/version.json", cases[i].json, 0644);
		CHECK_INT(find_explicit(path("badver"), &tk), 0);
		CHECK(tk && nvt_cuda_toolkit__version(tk) == NULL);
		snprintf(want, sizeof(want), "warning: '%s' has %s; the CUDA version is unknown",
			 path("badver/version.json"), cases[i].why);
		CHECK_INT(logbuf.count, 1);
		if (!test_log_has(&logbuf, want))
			fprintf(stderr, "case %zu: got '%s'\n", i, logbuf.text[0]);
		CHECK(test_log_has(&logbuf, want));
		nvt_cuda_toolkit__free(tk);
	}
	/* a version.json that is a directory cannot be read */
	unlink(path("badver/version.json"));
	mkdirs("badver/version.json");
	struct nvt_cuda_toolkit *tk = NULL;
	CHECK_INT(find_explicit(path("badver"), &tk), 0);
	CHECK(tk && nvt_cuda_toolkit__version(tk) == NULL);
	CHECK_INT(logbuf.count, 1);
	nvt_cuda_toolkit__free(tk);
}

/* An explicit path is not second-guessed: each way it can be wrong is an
 * error naming it, and nothing else is tried. */
static void test_explicit_errors(void)
{
	struct nvt_cuda_toolkit *tk = (struct nvt_cuda_toolkit *)1;
	char want[512];

	NVT_OPTS(nvt_cuda_toolkit_opts, o, .cuda_path = path("missing"), .cuda_home = path("real"));
	reset();
	CHECK_INT(nvt_cuda_toolkit__find(&o, &tk, diags), -ENOENT);
	CHECK(tk == NULL);
	CHECK_INT(logbuf.count, 1);
	snprintf(want, sizeof(want), "error: CUDA toolkit '%s': No such file or directory [cuda-toolkit]",
		 path("missing"));
	CHECK(test_log_has(&logbuf, want));

	mkdirs("empty");
	CHECK_INT(find_explicit(path("empty"), &tk), -ENOENT);
	snprintf(want, sizeof(want), "CUDA toolkit '%s': not a CUDA toolkit: it has none of version.json",
		 path("empty"));
	CHECK(test_log_has(&logbuf, want));

	put("afile", "x", 0644);
	CHECK_INT(find_explicit(path("afile"), &tk), -ENOENT);
	snprintf(want, sizeof(want), "CUDA toolkit '%s': not a directory", path("afile"));
	CHECK(test_log_has(&logbuf, want));
}

/* The environment's candidates in order; those that are not toolkits are
 * skipped and listed when none is one. */
static void test_order(void)
{
	struct nvt_cuda_toolkit *tk = NULL;
	char want[1024];

	NVT_OPTS(nvt_cuda_toolkit_opts, o, .cuda_home = path("missing"), .cuda_path_env = path("nover"),
		 .no_default = true);
	reset();
	CHECK_INT(nvt_cuda_toolkit__find(&o, &tk, diags), 0);
	CHECK_INT(logbuf.count, 0);
	CHECK_STR(nvt_cuda_toolkit__origin(tk), "$CUDA_PATH");
	CHECK_STR(nvt_cuda_toolkit__root(tk), path("nover"));
	nvt_cuda_toolkit__free(tk);

	/* the first toolkit wins even without ptxas: parts never come from two */
	NVT_OPTS(nvt_cuda_toolkit_opts, o2, .cuda_home = path("nover"), .cuda_path_env = path("real"),
		 .no_default = true);
	CHECK_INT(nvt_cuda_toolkit__find(&o2, &tk, diags), 0);
	CHECK_STR(nvt_cuda_toolkit__origin(tk), "$CUDA_HOME");
	CHECK(nvt_cuda_toolkit__ptxas_path(tk) == NULL);
	nvt_cuda_toolkit__free(tk);

	NVT_OPTS(nvt_cuda_toolkit_opts, o3, .cuda_home = path("missing"), .cuda_path_env = path("empty"),
		 .no_default = true);
	reset();
	CHECK_INT(nvt_cuda_toolkit__find(&o3, &tk, diags), -ENOENT);
	CHECK(tk == NULL);
	CHECK_INT(logbuf.count, 1);
	snprintf(want, sizeof(want),
		 "error: no CUDA toolkit found; tried '%s' ($CUDA_HOME: No such file or directory), "
		 "'%s' ($CUDA_PATH: not a CUDA toolkit: it has none of",
		 path("missing"), path("empty"));
	CHECK(test_log_has(&logbuf, want));

	NVT_OPTS(nvt_cuda_toolkit_opts, o4, .cuda_home = "", .no_default = true);
	reset();
	CHECK_INT(nvt_cuda_toolkit__find(&o4, &tk, diags), -ENOENT);
	CHECK(test_log_has(&logbuf, "no CUDA toolkit found; tried nothing (no candidate given and the "
				    "default is off)"));

	/* the default comes last, when the environment gives nothing */
	NVT_OPTS(nvt_cuda_toolkit_opts, o5);
	reset();
	struct stat st;
	if (stat("/usr/local/cuda", &st) == 0 && nvt_cuda_toolkit__find(&o5, &tk, diags) == 0) {
		CHECK_STR(nvt_cuda_toolkit__origin(tk), "default");
		CHECK_STR(nvt_cuda_toolkit__root(tk), "/usr/local/cuda");
		nvt_cuda_toolkit__free(tk);
	} else {
		printf("SKIP: /usr/local/cuda is not a CUDA toolkit here: default origin not checked\n");
	}
}

static void test_bad_args(void)
{
	struct nvt_cuda_toolkit *tk = NULL;
	struct {
		struct nvt_cuda_toolkit_opts o;
		char extra[8];
	} big = { .o = { .sz = sizeof(big) } };

	big.extra[3] = 1; /* a field this library does not know, set */
	CHECK_INT(nvt_cuda_toolkit__find(&big.o, &tk, diags), -EINVAL);
	CHECK_INT(nvt_cuda_toolkit__find(NULL, NULL, diags), -EINVAL);
	nvt_cuda_toolkit__free(NULL);
	CHECK(nvt_cuda_toolkit__root(NULL) == NULL);
	CHECK(nvt_cuda_toolkit__ptxas_path(NULL) == NULL);
}

int main(void)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &logbuf);
	diags = nvt_diags__new(&dopts);
	if (!mkdtemp(top)) {
		perror("mkdtemp");
		return 1;
	}
	build_real();
	test_real();
	test_view();
	test_no_version();
	test_bad_version();
	test_explicit_errors();
	test_order();
	test_bad_args();
	nvt_diags__free(diags);
	char cmd[600];
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", top);
	CHECK_INT(system(cmd), 0);
	return TEST_DONE();
}
