/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading inputs (mapped files, stdin) and writing outputs atomically
 * (temporary file + rename; stdout buffered until commit).
 */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "core/internal.h"
#include <nvvmtools/io.h>

struct nvt_blob {
	const unsigned char *data;
	size_t size;
	char *name;
	enum { BLOB_BORROWED, BLOB_MALLOC, BLOB_MAPPED } storage;
};

NVT_API const char *nvt_input_kind_name(enum nvt_input_kind kind)
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

NVT_API enum nvt_input_kind nvt_input_kind_detect(const void *data, size_t size)
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

/* -EFBIG once more than `max` bytes arrive: a stream that does not end
 * stops there, having read max + 1 bytes into a buffer of at most
 * max + 2 (the buffer grows by doubling up to that bound, never past it,
 * so a 1 GiB limit is never a 2 GiB allocation). */
static int read_all_fd(int fd, struct nvt_strbuf *sb, unsigned long long max)
{
	size_t bound = max >= SIZE_MAX - 2 ? SIZE_MAX : (size_t)max + 2; /* max + 1 bytes, NUL */

	for (;;) {
		if (sb->len > max)
			return -EFBIG;
		if (sb->cap - sb->len < 2 || !sb->data) {
			size_t cap = sb->cap < 32768 ? 65536 : sb->cap * 2;
			if (cap > bound || cap < sb->cap)
				cap = bound;
			char *p = realloc(sb->data, cap);
			if (!p)
				return -ENOMEM;
			sb->data = p;
			sb->cap = cap;
		}
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
	return nvt_blob__read_opts(path, NULL, diags);
}

NVT_API struct nvt_blob *nvt_blob__read_opts(const char *path, const struct nvt_read_opts *opts,
					     struct nvt_diags *diags)
{
	unsigned long long max;
	bool stream_default, is_stdin = !path || !strcmp(path, "-");
	const char *name = is_stdin ? "<stdin>" : path;
	struct nvt_blob *b;
	struct stat st;
	int fd, err;

	if (!OPTS_VALID_DIAG(opts, nvt_read_opts, diags))
		return errno = EINVAL, NULL;
	max = OPTS_GET(opts, max_size, 0);
	stream_default = !max;
	if (!max)
		max = NVT_DEFAULT_MAX_INPUT_SIZE;
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
	/* Devices never end (/dev/zero, /dev/urandom) or are not inputs; a
	 * terminal (typing IR) and /dev/null (an empty input) are. */
	if ((S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) && !isatty(fd) &&
	    !(S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 3))) {
		err = ENODEV;
		nvt_error(diags, "input", NULL, name,
			  "cannot read '%s': it is a %s device, not a file or a stream", name,
			  S_ISCHR(st.st_mode) ? "character" : "block");
		goto fail_close;
	}
	if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > max) {
		err = EFBIG;
		nvt_report_hint(diags, NVT_ERROR, "input", NULL, name, "raise max_input_size in the options",
				"cannot read '%s': it is %llu bytes, more than the input size limit of %llu "
				"bytes", name, (unsigned long long)st.st_size, max);
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
		/* A stream's size is not known before it is read: under the
		 * default limits it may cost less memory than a file, which is
		 * refused from its size. A caller's own limit is both. */
		bool stream = !S_ISREG(st.st_mode) && stream_default;
		if (stream)
			max = NVT_DEFAULT_MAX_STREAM_SIZE;
		err = -read_all_fd(fd, &sb, max);
		if (err == EFBIG) {
			nvt_strbuf_free(&sb);
			if (stream)
				nvt_report_hint(diags, NVT_ERROR, "input", NULL, name,
						"raise max_input_size in the options",
						"cannot read '%s': more than the input size limit of %llu "
						"bytes for a stream (a pipe, FIFO or terminal; %llu for a "
						"file); stopped reading", name, max,
						NVT_DEFAULT_MAX_INPUT_SIZE);
			else
				nvt_report_hint(diags, NVT_ERROR, "input", NULL, name,
						"raise max_input_size in the options",
						"cannot read '%s': more than the input size limit of %llu "
						"bytes; stopped reading", name, max);
			goto fail_close;
		}
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
	return nvt_input_kind_detect(b->data, b->size);
}

/* ------------------------------------------------------------------------ */

/* Temporary files and staging directories alive now, for a signal handler
 * (nvt_output_remove_temporaries). Slots hold pointers to paths owned by
 * the output, published with a release store before the file exists and
 * cleared before the path is freed; the handler only loads them. A full
 * table only means a temporary is not removed on a signal. */
#define TMP_SLOTS 256
static _Atomic(const char *) tmp_files[TMP_SLOTS];
static _Atomic(const char *) tmp_dirs[TMP_SLOTS];

static int tmp_register(_Atomic(const char *) *slots, const char *path)
{
	for (int i = 0; i < TMP_SLOTS; i++) {
		const char *none = NULL;
		if (atomic_compare_exchange_strong(&slots[i], &none, path))
			return i;
	}
	return -1;
}

static void tmp_unregister(_Atomic(const char *) *slots, int slot)
{
	if (slot >= 0)
		atomic_store(&slots[slot], NULL);
}

/* Unlink every entry of a staging directory (flat: files only), then the
 * directory: raw getdents64, no allocation. */
static void remove_staging_dir(const char *dir)
{
	char buf[4096];
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		for (;;) {
			long n = syscall(SYS_getdents64, fd, buf, sizeof(buf));
			if (n <= 0)
				break;
			for (long off = 0; off < n;) {
				/* struct linux_dirent64: ino(8) off(8) reclen(2) type(1) name */
				unsigned short reclen;
				const char *name = buf + off + 19;
				memcpy(&reclen, buf + off + 16, sizeof(reclen));
				if (!(name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2]))))
					unlinkat(fd, name, 0);
				off += reclen;
			}
		}
		close(fd);
	}
	rmdir(dir);
}

int nvt_tmp_dir_register(const char *path) { return tmp_register(tmp_dirs, path); }
void nvt_tmp_dir_unregister(int slot) { tmp_unregister(tmp_dirs, slot); }

NVT_API void nvt_output_remove_temporaries(void)
{
	int saved = errno;

	for (int i = 0; i < TMP_SLOTS; i++) {
		const char *p = atomic_load(&tmp_files[i]);
		if (p)
			unlink(p);
	}
	for (int i = 0; i < TMP_SLOTS; i++) {
		const char *p = atomic_load(&tmp_dirs[i]);
		if (p)
			remove_staging_dir(p);
	}
	errno = saved;
}

/* ------------------------------------------------------------------------ */

struct nvt_output {
	char *path;     /* destination; NULL = stdout */
	bool special;   /* destination exists and is not a regular file
			 * (/dev/null, a FIFO, a terminal): written in place at
			 * commit, never replaced by a rename */
	char *tmp_path; /* temporary file beside it */
	int tmp_slot;   /* its entry in tmp_files, or -1 */
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

	if (!OPTS_VALID_DIAG(opts, nvt_output_opts, diags))
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
	o->tmp_slot = -1;
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
	/* Registered before it exists: a signal between mkostemp and the
	 * registration would leave it. */
	o->tmp_slot = tmp_register(tmp_files, o->tmp_path);
	o->fd = mkostemp(o->tmp_path, O_CLOEXEC);
	if (o->fd < 0) {
		int err = errno;
		nvt_error(diags, "output", NULL, path, "cannot create '%s': %s", path, strerror(err));
		tmp_unregister(tmp_files, o->tmp_slot);
		o->tmp_slot = -1;
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
	if (o->err)
		return o->err;
	if (!o->path || o->special)
		return o->err = nvt_strbuf_append(&o->buf, data, size);
	if ((o->err = nvt_write_full(o->fd, data, size)))
		nvt_error(o->diags, "output", NULL, o->path, "cannot write '%s': %s", o->path,
			  strerror(-o->err));
	return o->err;
}

NVT_API int nvt_output__commit(struct nvt_output *o)
{
	int err = o->err;

	if (err) {
		nvt_output__abort(o);
		return err;
	}
	if (!o->path || o->special) {
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
		if ((err = nvt_write_full(fd, o->buf.data, o->buf.len)))
			nvt_error(o->diags, "output", NULL, nvt_output__name(o), "cannot write '%s': %s",
				  nvt_output__name(o), strerror(-err));
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
	tmp_unregister(tmp_files, o->tmp_slot);
	o->tmp_slot = -1;
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
	tmp_unregister(tmp_files, o->tmp_slot);
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

/* ------------------------------------------------------------------------ */

struct nvt_outdir {
	char *dir;     /* destination */
	char *staging; /* DIR/.nvt-tmpXXXXXX */
	int staging_slot;
	bool created;  /* dir did not exist: removed again on failure */
	char **names;  /* files written into staging */
	size_t n, cap;
	const char *const *inputs;
	size_t n_inputs;
	mode_t mode;
	struct nvt_diags *diags;
	int err;
};

NVT_API struct nvt_outdir *nvt_outdir__open(const char *dir, const struct nvt_output_opts *opts,
					    struct nvt_diags *diags)
{
	struct nvt_outdir *od;
	struct stat st;
	int err;

	if (!OPTS_VALID_DIAG(opts, nvt_output_opts, diags))
		return errno = EINVAL, NULL;
	od = calloc(1, sizeof(*od));
	if (!od)
		return errno = ENOMEM, NULL;
	od->diags = diags;
	od->staging_slot = -1;
	od->inputs = OPTS_GET(opts, inputs, NULL);
	od->n_inputs = OPTS_GET(opts, n_inputs, 0);
	od->mode = OPTS_GET(opts, mode, 0);
	if (!od->mode) {
		mode_t um = umask(0);
		umask(um);
		od->mode = 0666 & ~um;
	}
	od->dir = nvt_strdup(dir);
	if (!od->dir)
		goto oom;
	if (stat(dir, &st) == 0) {
		if (!S_ISDIR(st.st_mode)) {
			nvt_error(diags, "output", NULL, dir, "output '%s' is not a directory", dir);
			err = ENOTDIR;
			goto fail;
		}
	} else if (mkdir(dir, 0777) == 0) {
		od->created = true;
	} else if (errno != EEXIST) {
		err = errno;
		nvt_error(diags, "output", NULL, dir, "cannot create output directory '%s': %s", dir,
			  strerror(err));
		goto fail;
	}
	od->staging = nvt_asprintf("%s/.nvt-tmpXXXXXX", dir);
	if (!od->staging)
		goto oom;
	od->staging_slot = tmp_register(tmp_dirs, od->staging);
	if (!mkdtemp(od->staging)) {
		err = errno;
		nvt_error(diags, "output", NULL, dir, "cannot write into '%s': %s", dir, strerror(err));
		tmp_unregister(tmp_dirs, od->staging_slot);
		od->staging_slot = -1;
		free(od->staging);
		od->staging = NULL;
		goto fail;
	}
	return od;
oom:
	err = ENOMEM;
fail:
	nvt_outdir__abort(od);
	return errno = err, NULL;
}

NVT_API int nvt_outdir__write(struct nvt_outdir *od, const char *name, const void *data, size_t size)
{
	char *path = NULL, *final = NULL;
	int fd = -1, err = 0;

	if (od->err)
		return od->err;
	if (!*name || strchr(name, '/'))
		return od->err = -EINVAL;
	if (nvt_grow(od->names, od->cap, od->n + 1))
		return od->err = -ENOMEM;
	path = nvt_asprintf("%s/%s", od->staging, name);
	final = nvt_asprintf("%s/%s", od->dir, name);
	if (!path || !final) {
		err = -ENOMEM;
		goto out;
	}
	for (size_t i = 0; od->inputs && i < od->n_inputs; i++) {
		struct stat st;
		bool exists = stat(final, &st) == 0;
		if (od->inputs[i] && strcmp(od->inputs[i], "-") &&
		    same_file(final, exists ? &st : NULL, od->inputs[i])) {
			nvt_error(od->diags, "output", NULL, final,
				  "output file '%s' is also an input: refusing to overwrite it", final);
			err = -EINVAL;
			goto out;
		}
	}
	/* Recorded before it exists, so that abort removes a half-written one. */
	od->names[od->n++] = nvt_strdup(name);
	if (!od->names[od->n - 1]) {
		od->n--;
		err = -ENOMEM;
		goto out;
	}
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, od->mode);
	if (fd < 0) {
		err = -errno;
		nvt_error(od->diags, "output", NULL, final, "cannot create '%s': %s", final, strerror(-err));
		goto out;
	}
	fchmod(fd, od->mode);
	if ((err = nvt_write_full(fd, data, size))) {
		nvt_error(od->diags, "output", NULL, final, "cannot write '%s': %s", final, strerror(-err));
		goto out;
	}
	if (close(fd) < 0) {
		fd = -1;
		err = -errno;
		nvt_error(od->diags, "output", NULL, final, "cannot write '%s': %s", final, strerror(-err));
		goto out;
	}
	fd = -1;
out:
	if (fd >= 0)
		close(fd);
	free(path);
	free(final);
	if (err)
		od->err = err;
	return err;
}

NVT_API int nvt_outdir__commit(struct nvt_outdir *od)
{
	int err = od->err;

	if (err) {
		nvt_outdir__abort(od);
		return err;
	}
	for (size_t i = 0; i < od->n; i++) {
		char *from = nvt_asprintf("%s/%s", od->staging, od->names[i]);
		char *to = nvt_asprintf("%s/%s", od->dir, od->names[i]);

		if (!from || !to) {
			err = err ? err : -ENOMEM;
		} else if (rename(from, to) < 0) {
			int e = errno;
			nvt_error(od->diags, "output", NULL, to, "cannot rename '%s' to '%s': %s", from, to,
				  strerror(e));
			err = err ? err : -e;
		}
		free(from);
		free(to);
	}
	/* Whatever is left (a failed rename) goes with the staging directory;
	 * on success the directory stays, even with no file in it. */
	if (!err)
		od->created = false;
	nvt_outdir__abort(od);
	return err;
}

NVT_API void nvt_outdir__abort(struct nvt_outdir *od)
{
	if (!od)
		return;
	if (od->staging) {
		for (size_t i = 0; i < od->n; i++) {
			char *p = nvt_asprintf("%s/%s", od->staging, od->names[i]);
			if (p)
				unlink(p);
			free(p);
		}
		/* Anything not recorded (out of memory) is removed too. */
		remove_staging_dir(od->staging);
		tmp_unregister(tmp_dirs, od->staging_slot);
	}
	/* A directory this run created goes when it would be left empty
	 * (rmdir fails on a non-empty one: nothing else is removed). */
	if (od->created)
		rmdir(od->dir);
	for (size_t i = 0; i < od->n; i++)
		free(od->names[i]);
	free(od->names);
	free(od->staging);
	free(od->dir);
	free(od);
}
