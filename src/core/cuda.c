/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The one CUDA toolkit search of the project (contract and order in
 * include/nvvmtools/cuda.h, rules in doc/cuda-toolkit.md). Every tool that
 * needs a part of the toolkit (fatpack's ptxas, nvvm-link's libdevice)
 * goes through it, so they all agree on which toolkit is meant and fail
 * the same way on an explicit path that is not one.
 *
 * Paths are never canonicalized: a toolkit view (a directory of links into
 * a toolkit) must stay the view, since its whole point is to choose parts.
 * stat() and access() follow the links to check that each file is there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/internal.h"
#include <nvvmtools/cuda.h>

struct nvt_cuda_toolkit {
	char *root;
	const char *origin;
	char *version;
	char *ptxas, *nvlink, *fatbinary, *libdevice, *libnvvm;
};

/* version.json is a few kilobytes; anything much larger is not one. */
#define VERSION_JSON_MAX (1u << 20)

NVT_API void nvt_cuda_toolkit__free(struct nvt_cuda_toolkit *tk)
{
	if (!tk)
		return;
	free(tk->root);
	free(tk->version);
	free(tk->ptxas);
	free(tk->nvlink);
	free(tk->fatbinary);
	free(tk->libdevice);
	free(tk->libnvvm);
	free(tk);
}

/* The accessors: a field of the toolkit, NULL for a NULL toolkit. */
#define TOOLKIT_GETTER(fn, field)                                                  \
	NVT_API const char *nvt_cuda_toolkit__##fn(const struct nvt_cuda_toolkit *tk) \
	{                                                                          \
		return tk ? tk->field : NULL;                                      \
	}

TOOLKIT_GETTER(root, root)
TOOLKIT_GETTER(origin, origin)
TOOLKIT_GETTER(version, version)
TOOLKIT_GETTER(ptxas_path, ptxas)
TOOLKIT_GETTER(nvlink_path, nvlink)
TOOLKIT_GETTER(fatbinary_path, fatbinary)
TOOLKIT_GETTER(libdevice_path, libdevice)
TOOLKIT_GETTER(libnvvm_path, libnvvm)

/* ---- version.json ------------------------------------------------------- */

/* A JSON reader just deep enough for version.json: objects, arrays,
 * strings, and scalars skipped as runs of other characters. It finds the
 * top-level "cuda" object's "version" string. */
struct json {
	const char *p, *end;
	int depth;
};

static void json_ws(struct json *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

/* A string at j->p: its raw contents (escapes left as they are) in
 * [*s, *s + *n). false when there is none or it is unterminated. */
static bool json_string(struct json *j, const char **s, size_t *n)
{
	json_ws(j);
	if (j->p >= j->end || *j->p != '"')
		return false;
	const char *b = ++j->p;
	while (j->p < j->end && *j->p != '"') {
		if (*j->p == '\\' && j->p + 1 < j->end)
			j->p++;
		j->p++;
	}
	if (j->p >= j->end)
		return false;
	*s = b;
	*n = (size_t)(j->p - b);
	j->p++;
	return true;
}

/* Skip one value; a string's contents go to *str (when not NULL). */
static bool json_value(struct json *j, const char **str, size_t *n)
{
	const char *s;
	size_t sn;

	json_ws(j);
	if (j->p >= j->end)
		return false;
	if (*j->p == '"') {
		if (!json_string(j, &s, &sn))
			return false;
		if (str) {
			*str = s;
			*n = sn;
		}
		return true;
	}
	if (*j->p == '{' || *j->p == '[') {
		char close = *j->p == '{' ? '}' : ']';
		bool obj = *j->p == '{';
		if (++j->depth > 64)
			return false;
		j->p++;
		json_ws(j);
		if (j->p < j->end && *j->p == close) {
			j->p++;
			j->depth--;
			return true;
		}
		for (;;) {
			if (obj) {
				if (!json_string(j, &s, &sn))
					return false;
				json_ws(j);
				if (j->p >= j->end || *j->p++ != ':')
					return false;
			}
			if (!json_value(j, NULL, NULL))
				return false;
			json_ws(j);
			if (j->p < j->end && *j->p == ',') {
				j->p++;
				continue;
			}
			if (j->p < j->end && *j->p == close) {
				j->p++;
				j->depth--;
				return true;
			}
			return false;
		}
	}
	/* number, true, false, null */
	const char *b = j->p;
	while (j->p < j->end && !strchr(" \t\r\n,]}", *j->p))
		j->p++;
	return j->p > b;
}

/* In the object at j->p, the value of `key`: a string into *s and *n, or the
 * position of an object (kind '{'). Returns 1 found, 0 absent, -1 bad. */
static int json_member(struct json *j, const char *key, char kind, const char **s, size_t *n)
{
	const char *k;
	size_t kn;

	json_ws(j);
	if (j->p >= j->end || *j->p != '{')
		return -1;
	j->p++;
	json_ws(j);
	if (j->p < j->end && *j->p == '}')
		return 0;
	for (;;) {
		if (!json_string(j, &k, &kn))
			return -1;
		json_ws(j);
		if (j->p >= j->end || *j->p++ != ':')
			return -1;
		json_ws(j);
		if (kn == strlen(key) && !memcmp(k, key, kn) && j->p < j->end && *j->p == kind) {
			if (kind == '{')
				return 1;
			return json_string(j, s, n) ? 1 : -1;
		}
		if (!json_value(j, NULL, NULL))
			return -1;
		json_ws(j);
		if (j->p < j->end && *j->p == ',') {
			j->p++;
			continue;
		}
		if (j->p < j->end && *j->p == '}')
			return 0;
		return -1;
	}
}

/* "13.0.48": digits in dot-separated groups, at most 4 groups. */
static bool version_ok(const char *s, size_t n)
{
	int groups = 1;
	bool digit = false;

	if (!n || n > 31)
		return false;
	for (size_t i = 0; i < n; i++) {
		if (s[i] >= '0' && s[i] <= '9') {
			digit = true;
		} else if (s[i] == '.' && digit && i + 1 < n) {
			digit = false;
			groups++;
		} else {
			return false;
		}
	}
	return digit && groups <= 4;
}

/* Read ROOT/version.json into tk->version. Absent: unknown, silently (not
 * every toolkit layout has one). Present but unreadable or without a "cuda"
 * version: unknown, with a warning naming the file. */
static int read_version(struct nvt_cuda_toolkit *tk, struct nvt_diags *diags)
{
	char *path = nvt_asprintf("%s/version.json", tk->root);
	const char *why = NULL;
	struct nvt_strbuf sb = { 0 };
	FILE *f;

	if (!path)
		return -ENOMEM;
	f = fopen(path, "rb");
	if (!f) {
		if (errno != ENOENT)
			nvt_warn(diags, "cuda-toolkit", path, NULL,
			 "cannot read '%s': %s; the CUDA version is unknown", path, strerror(errno));
		free(path);
		return 0;
	}
	for (;;) {
		if (nvt_strbuf_reserve(&sb, 4096)) {
			fclose(f);
			free(path);
			nvt_strbuf_free(&sb);
			return -ENOMEM;
		}
		size_t got = fread(sb.data + sb.len, 1, sb.cap - sb.len - 1, f);
		sb.len += got;
		if (!got || sb.len > VERSION_JSON_MAX)
			break;
	}
	if (ferror(f))
		why = "a read error";
	else if (sb.len > VERSION_JSON_MAX)
		why = "larger than 1 MiB";
	fclose(f);
	if (!why) {
		struct json j = { sb.data, sb.data + sb.len, 0 };
		const char *v = NULL;
		size_t n = 0;
		int r = json_member(&j, "cuda", '{', NULL, NULL);
		if (r == 1)
			r = json_member(&j, "version", '"', &v, &n);
		if (r < 0)
			why = "not the JSON expected";
		else if (r == 0)
			why = "no \"cuda\" entry with a \"version\"";
		else if (!version_ok(v, n))
			why = "a \"cuda\" version that is not N.N.N";
		else if (!(tk->version = nvt_strndup(v, n))) {
			free(path);
			nvt_strbuf_free(&sb);
			return -ENOMEM;
		}
	}
	if (why)
		nvt_warn(diags, "cuda-toolkit", path, NULL, "'%s' has %s; the CUDA version is unknown",
			    path, why);
	free(path);
	nvt_strbuf_free(&sb);
	return 0;
}

/* ---- the search ---------------------------------------------------------- */

/* ROOT/rel when it is a regular file (after links) we may read, or run
 * when `exec`; else NULL. *err is set on ENOMEM. */
static char *component(const char *root, const char *rel, bool exec, int *err)
{
	struct stat st;
	char *p = nvt_asprintf("%s/%s", root, rel);

	if (!p) {
		*err = -ENOMEM;
		return NULL;
	}
	if (!stat(p, &st) && S_ISREG(st.st_mode) && !access(p, exec ? X_OK : R_OK))
		return p;
	free(p);
	return NULL;
}

/* Look at one candidate. 1: a toolkit, in *out; 0: not one, *why says why
 * (static text, or strerror); negative errno: ENOMEM. */
static int probe(const char *given, const char *origin, struct nvt_cuda_toolkit **out,
		 const char **why, struct nvt_diags *diags)
{
	static const char *const libnvvm[] = { "nvvm/lib64/libnvvm.so", "lib64/libnvvm.so",
					       "lib/libnvvm.so" };
	struct nvt_cuda_toolkit *tk;
	struct stat st;
	size_t n = strlen(given);
	int err = 0;

	*out = NULL;
	while (n > 1 && given[n - 1] == '/')
		n--;
	tk = calloc(1, sizeof(*tk));
	if (!tk || !(tk->root = nvt_strndup(given, n))) {
		free(tk);
		return -ENOMEM;
	}
	tk->origin = origin;
	if (stat(tk->root, &st)) {
		*why = strerror(errno);
		nvt_cuda_toolkit__free(tk);
		return 0;
	}
	if (!S_ISDIR(st.st_mode)) {
		*why = "not a directory";
		nvt_cuda_toolkit__free(tk);
		return 0;
	}
	tk->ptxas = component(tk->root, "bin/ptxas", true, &err);
	tk->nvlink = component(tk->root, "bin/nvlink", true, &err);
	tk->fatbinary = component(tk->root, "bin/fatbinary", true, &err);
	tk->libdevice = component(tk->root, "nvvm/libdevice/libdevice.10.bc", false, &err);
	for (size_t i = 0; i < ARRAY_SIZE(libnvvm) && !tk->libnvvm && !err; i++)
		tk->libnvvm = component(tk->root, libnvvm[i], false, &err);
	char *vj = err ? NULL : nvt_asprintf("%s/version.json", tk->root);
	bool has_version_json = vj && !access(vj, F_OK);
	free(vj);
	if (!err && !vj)
		err = -ENOMEM;
	if (err) {
		nvt_cuda_toolkit__free(tk);
		return err;
	}
	if (!tk->ptxas && !tk->nvlink && !tk->fatbinary && !tk->libdevice && !tk->libnvvm &&
	    !has_version_json) {
		*why = "not a CUDA toolkit: it has none of version.json, bin/ptxas, bin/nvlink, "
		       "bin/fatbinary, nvvm/libdevice/libdevice.10.bc, libnvvm.so";
		nvt_cuda_toolkit__free(tk);
		return 0;
	}
	if ((err = read_version(tk, diags))) {
		nvt_cuda_toolkit__free(tk);
		return err;
	}
	*out = tk;
	return 1;
}

NVT_API int nvt_cuda_toolkit__find(const struct nvt_cuda_toolkit_opts *opts,
				   struct nvt_cuda_toolkit **out, struct nvt_diags *diags)
{
	const char *explicit_path = OPTS_GET(opts, cuda_path, NULL);
	const char *cands[3] = {
		OPTS_GET(opts, cuda_home, NULL),
		OPTS_GET(opts, cuda_path_env, NULL),
		OPTS_GET(opts, no_default, false) ? NULL : "/usr/local/cuda",
	};
	static const char *const origins[3] = { "$CUDA_HOME", "$CUDA_PATH", "default" };
	struct nvt_strbuf tried = { 0 };
	const char *why = NULL;
	int r;

	if (!out)
		return -EINVAL;
	*out = NULL;
	if (!OPTS_VALID_DIAG(opts, nvt_cuda_toolkit_opts, diags))
		return -EINVAL;
	/* An explicit path is not second-guessed: if it is wrong, the user
	 * wants to know, not to get some other toolkit. */
	if (explicit_path) {
		r = probe(explicit_path, "explicit", out, &why, diags);
		if (r == 0)
			nvt_error(diags, "cuda-toolkit", explicit_path, NULL, "CUDA toolkit '%s': %s",
				  explicit_path, why);
		return r == 1 ? 0 : r == 0 ? -ENOENT : r;
	}
	for (size_t i = 0; i < ARRAY_SIZE(cands); i++) {
		if (!cands[i] || !*cands[i])
			continue;
		r = probe(cands[i], origins[i], out, &why, diags);
		if (r == 1) {
			nvt_strbuf_free(&tried);
			return 0;
		}
		if (r < 0) {
			nvt_strbuf_free(&tried);
			return r;
		}
		if (nvt_strbuf_printf(&tried, "%s'%s' (%s: %s)", tried.len ? ", " : "", cands[i],
				      origins[i], why)) {
			nvt_strbuf_free(&tried);
			return -ENOMEM;
		}
	}
	nvt_error(diags, "cuda-toolkit", NULL, NULL, "no CUDA toolkit found; tried %s",
		  tried.data ? tried.data : "nothing (no candidate given and the default is off)");
	nvt_strbuf_free(&tried);
	return -ENOENT;
}
