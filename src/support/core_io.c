/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading inputs (mapped files, stdin) and writing outputs atomically
 * (temporary file + rename; stdout buffered until commit).
 */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/internal.h"
#include <nvvmtools/io.h>

struct nvt_blob {
	const unsigned char *data;
	size_t size;
	char *name;
	enum { BLOB_BORROWED, BLOB_MALLOC, BLOB_MAPPED } storage;
};

NVT_API const char *nvt_input_kind__name(enum nvt_input_kind kind)
{
	switch (kind) {
	case NVT_INPUT_BITCODE: return "bitcode";
	case NVT_INPUT_BITCODE_WRAPPER: return "bitcode wrapper";
	case NVT_INPUT_LLVM_TEXT: return "LLVM IR text";
	case NVT_INPUT_ARCHIVE: return "archive";
	case NVT_INPUT_ELF: return "ELF";
	case NVT_INPUT_FATBIN: return "fatbin";
	case NVT_INPUT_PTX: return "PTX";
	case NVT_INPUT_LTOIR: return "LTO-IR";
	case NVT_INPUT_EMPTY: return "empty file";
	case NVT_INPUT_UNKNOWN: break;
	}
	return "unknown";
}

static bool starts_with(const unsigned char *p, size_t n, const char *s)
{
	size_t l = strlen(s);

	return n >= l && !memcmp(p, s, l);
}

/* Text IR and PTX are told apart by their first significant token: LLVM
 * text starts with a comment (';'), a top-level keyword or an entity
 * (@, %, !, #, $); PTX with '//' comments and directives (.version). */
static enum nvt_input_kind detect_text(const unsigned char *p, size_t n)
{
	static const char *const ll_words[] = {
		"target ", "source_filename", "define ", "declare ", "attributes ", "module ",
		"!", "@", "%", "$", "#", "uselistorder", "type ",
	};
	size_t i = 0;

	for (size_t k = 0; k < n && k < 4096; k++)
		if (p[k] == 0 || (p[k] < 0x09) || (p[k] > 0x0d && p[k] < 0x20 && p[k] != 0x1b))
			return NVT_INPUT_UNKNOWN;
	while (i < n) {
		while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\n' || p[i] == '\r'))
			i++;
		if (i >= n)
			break;
		if (p[i] == ';') { /* LLVM comment */
			if (starts_with(p + i, n - i, "; ModuleID") || i + 1 >= n || p[i + 1] != ';')
				return NVT_INPUT_LLVM_TEXT;
			while (i < n && p[i] != '\n')
				i++;
			continue;
		}
		if (starts_with(p + i, n - i, "//")) { /* PTX comment */
			while (i < n && p[i] != '\n')
				i++;
			continue;
		}
		if (starts_with(p + i, n - i, "/*")) {
			const unsigned char *e = memmem(p + i + 2, n - i - 2, "*/", 2);
			if (!e)
				return NVT_INPUT_UNKNOWN;
			i = (size_t)(e - p) + 2;
			continue;
		}
		if (starts_with(p + i, n - i, ".version") || starts_with(p + i, n - i, ".target"))
			return NVT_INPUT_PTX;
		for (size_t w = 0; w < ARRAY_SIZE(ll_words); w++)
			if (starts_with(p + i, n - i, ll_words[w]))
				return NVT_INPUT_LLVM_TEXT;
		return NVT_INPUT_UNKNOWN;
	}
	return NVT_INPUT_UNKNOWN;
}

NVT_API enum nvt_input_kind nvt_input_kind__detect(const void *data, size_t size)
{
	const unsigned char *p = data;

	if (size == 0)
		return NVT_INPUT_EMPTY;
	if (size >= 4 && p[0] == 'B' && p[1] == 'C' && p[2] == 0xC0 && p[3] == 0xDE)
		return NVT_INPUT_BITCODE;
	if (size >= 4 && p[0] == 0xDE && p[1] == 0xC0 && p[2] == 0x17 && p[3] == 0x0B)
		return NVT_INPUT_BITCODE_WRAPPER;
	if (starts_with(p, size, "!<arch>\n") || starts_with(p, size, "!<thin>\n"))
		return NVT_INPUT_ARCHIVE;
	if (size >= 4 && p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F')
		return NVT_INPUT_ELF;
	if (size >= 4 && p[0] == 0x50 && p[1] == 0xed && p[2] == 0x55 && p[3] == 0xba)
		return NVT_INPUT_FATBIN;
	if (size >= 4 && p[0] == 0xed && p[1] == 0x43 && p[2] == 0x4e && p[3] == 0x7f)
		return NVT_INPUT_LTOIR;
	return detect_text(p, size);
}

static struct nvt_blob *blob_alloc(const char *name)
{
	struct nvt_blob *b = calloc(1, sizeof(*b));

	if (!b)
		return NULL;
	b->name = nvt_strdup(name ? name : "<memory>");
	if (!b->name) {
		free(b);
		return NULL;
	}
	return b;
}

static int read_all_fd(int fd, struct nvt_strbuf *sb)
{
	for (;;) {
		if (nvt_strbuf_reserve(sb, 65536))
			return -ENOMEM;
		ssize_t n = read(fd, sb->data + sb->len, sb->cap - sb->len - 1);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		if (n == 0)
			return 0;
		sb->len += (size_t)n;
	}
}

NVT_API struct nvt_blob *nvt_blob__read(const char *path, struct nvt_diags *diags)
{
	bool is_stdin = !path || !strcmp(path, "-");
	const char *name = is_stdin ? "<stdin>" : path;
	struct nvt_blob *b;
	struct stat st;
	int fd, err;

	b = blob_alloc(name);
	if (!b)
		return errno = ENOMEM, NULL;
	fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		err = errno;
		nvt_error(diags, "input", NULL, name, "cannot open '%s': %s", name, strerror(err));
		goto fail;
	}
	if (fstat(fd, &st) < 0) {
		err = errno;
		nvt_error(diags, "input", NULL, name, "cannot stat '%s': %s", name, strerror(err));
		goto fail_close;
	}
	if (S_ISDIR(st.st_mode)) {
		err = EISDIR;
		nvt_error(diags, "input", NULL, name, "cannot read '%s': is a directory", name);
		goto fail_close;
	}
	if (S_ISREG(st.st_mode) && st.st_size > 0) {
		void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (m != MAP_FAILED) {
			b->data = m;
			b->size = (size_t)st.st_size;
			b->storage = BLOB_MAPPED;
			if (!is_stdin)
				close(fd);
			return b;
		}
	}
	{
		struct nvt_strbuf sb = { 0 };
		err = -read_all_fd(fd, &sb);
		if (err) {
			nvt_strbuf_free(&sb);
			nvt_error(diags, "input", NULL, name, "cannot read '%s': %s", name, strerror(err));
			goto fail_close;
		}
		if (nvt_strbuf_reserve(&sb, 0)) {
			err = ENOMEM;
			goto fail_close;
		}
		b->size = sb.len;
		b->data = (unsigned char *)nvt_strbuf_detach(&sb, NULL);
		b->storage = BLOB_MALLOC;
	}
	if (!is_stdin)
		close(fd);
	return b;
fail_close:
	if (!is_stdin)
		close(fd);
fail:
	free(b->name);
	free(b);
	return errno = err, NULL;
}

NVT_API struct nvt_blob *nvt_blob__from_memory(const void *data, size_t size, const char *name,
					       bool copy)
{
	struct nvt_blob *b = blob_alloc(name);

	if (!b)
		return errno = ENOMEM, NULL;
	if (copy) {
		unsigned char *p = malloc(size + 1);
		if (!p) {
			nvt_blob__free(b);
			return errno = ENOMEM, NULL;
		}
		if (size)
			memcpy(p, data, size);
		p[size] = 0;
		b->data = p;
		b->storage = BLOB_MALLOC;
	} else {
		b->data = data;
		b->storage = BLOB_BORROWED;
	}
	b->size = size;
	return b;
}

NVT_API void nvt_blob__free(struct nvt_blob *b)
{
	if (!b)
		return;
	if (b->storage == BLOB_MAPPED)
		munmap((void *)b->data, b->size);
	else if (b->storage == BLOB_MALLOC)
		free((void *)b->data);
	free(b->name);
	free(b);
}

NVT_API const void *nvt_blob__data(const struct nvt_blob *b) { return b->data; }
NVT_API size_t nvt_blob__size(const struct nvt_blob *b) { return b->size; }
NVT_API const char *nvt_blob__name(const struct nvt_blob *b) { return b->name; }
NVT_API enum nvt_input_kind nvt_blob__kind(const struct nvt_blob *b)
{
	return nvt_input_kind__detect(b->data, b->size);
}

/* ------------------------------------------------------------------------ */

struct nvt_output {
	char *path;     /* destination; NULL = stdout */
	bool special;   /* destination exists and is not a regular file
			 * (/dev/null, a FIFO, a terminal): written in place at
			 * commit, never replaced by a rename */
	char *tmp_path; /* temporary file beside it */
	int fd;
	struct nvt_strbuf buf; /* stdout: everything, written at commit */
	struct nvt_diags *diags;
	int err;        /* first write error */
};

static bool same_file(const char *a, const struct stat *sa, const char *b)
{
	struct stat sb;

	if (!strcmp(a, b))
		return true;
	if (stat(b, &sb) < 0)
		return false;
	return sa && sa->st_dev == sb.st_dev && sa->st_ino == sb.st_ino;
}

NVT_API struct nvt_output *nvt_output__open(const char *path, const struct nvt_output_opts *opts,
					    struct nvt_diags *diags)
{
	bool to_stdout = !path || !strcmp(path, "-");
	struct nvt_output *o;
	struct stat st;
	bool exists = false;

	if (!OPTS_VALID(opts, nvt_output_opts))
		return errno = EINVAL, NULL;
	if (to_stdout && OPTS_GET(opts, binary, false) && !OPTS_GET(opts, force, false) &&
	    isatty(STDOUT_FILENO)) {
		nvt_error(diags, "output", NULL, "<stdout>",
			  "refusing to write binary output to a terminal (use -o FILE, or -f to force)");
		return errno = EINVAL, NULL;
	}
	if (!to_stdout) {
		exists = stat(path, &st) == 0;
		const char *const *in = OPTS_GET(opts, inputs, NULL);
		size_t n_in = OPTS_GET(opts, n_inputs, 0);
		for (size_t i = 0; in && i < n_in; i++) {
			if (in[i] && strcmp(in[i], "-") && same_file(path, exists ? &st : NULL, in[i])) {
				nvt_error(diags, "output", NULL, path,
					  "output file '%s' is also an input: refusing to overwrite it", path);
				return errno = EINVAL, NULL;
			}
		}
		if (exists && S_ISDIR(st.st_mode)) {
			nvt_error(diags, "output", NULL, path, "output '%s' is a directory", path);
			return errno = EINVAL, NULL;
		}
	}
	o = calloc(1, sizeof(*o));
	if (!o)
		return errno = ENOMEM, NULL;
	o->fd = -1;
	o->diags = diags;
	if (to_stdout)
		return o;
	o->path = nvt_strdup(path);
	if (!o->path) {
		nvt_output__abort(o);
		return errno = ENOMEM, NULL;
	}
	if (exists && !S_ISREG(st.st_mode)) {
		/* Renaming a temporary over /dev/null would replace the device
		 * with a file: buffer like stdout and write in place. */
		o->special = true;
		return o;
	}
	o->tmp_path = nvt_asprintf("%s.tmpXXXXXX", path);
	if (!o->path || !o->tmp_path) {
		nvt_output__abort(o);
		return errno = ENOMEM, NULL;
	}
	o->fd = mkostemp(o->tmp_path, O_CLOEXEC);
	if (o->fd < 0) {
		int err = errno;
		nvt_error(diags, "output", NULL, path, "cannot create '%s': %s", path, strerror(err));
		free(o->tmp_path);
		o->tmp_path = NULL;
		nvt_output__abort(o);
		return errno = err, NULL;
	}
	{
		unsigned mode = OPTS_GET(opts, mode, 0);
		if (!mode) {
			mode_t um = umask(0);
			umask(um);
			mode = 0666 & ~um;
		}
		fchmod(o->fd, mode);
	}
	return o;
}

NVT_API int nvt_output__write(struct nvt_output *o, const void *data, size_t size)
{
	const unsigned char *p = data;

	if (o->err)
		return o->err;
	if (!o->path || o->special)
		return o->err = nvt_strbuf_append(&o->buf, data, size);
	while (size) {
		ssize_t n = write(o->fd, p, size);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			o->err = -errno;
			nvt_error(o->diags, "output", NULL, o->path, "cannot write '%s': %s", o->path,
				  strerror(errno));
			return o->err;
		}
		p += n;
		size -= (size_t)n;
	}
	return 0;
}

NVT_API int nvt_output__commit(struct nvt_output *o)
{
	int err = o->err;

	if (err) {
		nvt_output__abort(o);
		return err;
	}
	if (!o->path || o->special) {
		const char *p = o->buf.data;
		size_t left = o->buf.len;
		int fd = STDOUT_FILENO;
		if (o->special) {
			fd = open(o->path, O_WRONLY | O_CLOEXEC);
			if (fd < 0) {
				err = -errno;
				nvt_error(o->diags, "output", NULL, o->path, "cannot open '%s': %s",
					  o->path, strerror(-err));
				nvt_output__abort(o);
				return err;
			}
		}
		while (left) {
			ssize_t n = write(fd, p, left);
			if (n < 0) {
				if (errno == EINTR)
					continue;
				err = -errno;
				nvt_error(o->diags, "output", NULL, nvt_output__name(o), "cannot write '%s': %s",
					  nvt_output__name(o), strerror(-err));
				break;
			}
			p += n;
			left -= (size_t)n;
		}
		if (fd != STDOUT_FILENO)
			close(fd);
		nvt_output__abort(o);
		return err;
	}
	if (close(o->fd) < 0) {
		err = -errno;
		o->fd = -1;
		nvt_error(o->diags, "output", NULL, o->path, "cannot write '%s': %s", o->path,
			  strerror(-err));
		nvt_output__abort(o);
		return err;
	}
	o->fd = -1;
	if (rename(o->tmp_path, o->path) < 0) {
		err = -errno;
		nvt_error(o->diags, "output", NULL, o->path, "cannot rename '%s' to '%s': %s",
			  o->tmp_path, o->path, strerror(-err));
		nvt_output__abort(o);
		return err;
	}
	free(o->tmp_path);
	o->tmp_path = NULL;
	nvt_output__abort(o);
	return 0;
}

NVT_API void nvt_output__abort(struct nvt_output *o)
{
	if (!o)
		return;
	if (o->fd >= 0)
		close(o->fd);
	if (o->tmp_path)
		unlink(o->tmp_path);
	free(o->tmp_path);
	free(o->path);
	nvt_strbuf_free(&o->buf);
	free(o);
}

NVT_API const char *nvt_output__name(const struct nvt_output *o)
{
	return o->path ? o->path : "<stdout>";
}

NVT_API int nvt_write_file(const char *path, const void *data, size_t size,
			   const struct nvt_output_opts *opts, struct nvt_diags *diags)
{
	struct nvt_output *o = nvt_output__open(path, opts, diags);
	int err;

	if (!o)
		return -errno;
	err = nvt_output__write(o, data, size);
	if (err) {
		nvt_output__abort(o);
		return err;
	}
	return nvt_output__commit(o);
}
