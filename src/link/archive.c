/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ar archives of NVVM IR modules, read the way a static linker reads them.
 *
 * Format: "!<arch>\n", then members, each a 60-byte header (name[16],
 * date[12], uid[6], gid[6], mode[8], size[10], "`\n") followed by `size`
 * bytes padded to an even offset. Member names come in two dialects:
 *  - GNU (llvm-ar's default on Linux, GNU ar): "name/" for short names,
 *    "/N" for the name at offset N of the "//" long-name table (entries end
 *    with "/\n"), "/" and "/SYM64/" for symbol tables;
 *  - BSD (macOS, llvm-ar --format=bsd): "#1/N" with the N-byte name at the
 *    start of the member data, "__.SYMDEF*" for the symbol table.
 * Thin archives ("!<thin>\n") hold paths, not members, and are refused.
 *
 * The archive symbol tables are not used: llvm-ar writes one for bitcode
 * only when it knows the target, and a stale table would mislead. Instead
 * every IR member is loaded lazily (header and globals, no function body)
 * to learn which symbols it defines. A member is linked when it defines a
 * symbol that is still undefined; passes repeat over all archives until
 * one pulls nothing, so archives may refer to each other in any order.
 */
#include <stdio.h>
#include <stdlib.h>

#include "link/linker.h"

#define AR_MAGIC "!<arch>\n"
#define AR_THIN "!<thin>\n"
#define AR_HDR 60

void link_archive_free(struct link_archive *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->n_members; i++)
		link_input_free(a->members[i].in);
	free(a->members);
	nvt_blob__free(a->blob);
	free(a->name);
	free(a);
}

static unsigned long parse_dec(const char *p, size_t n, bool *ok)
{
	unsigned long v = 0;
	size_t i = 0;

	while (i < n && p[i] == ' ')
		i++;
	if (i == n || p[i] < '0' || p[i] > '9') {
		*ok = false;
		return 0;
	}
	for (; i < n && p[i] >= '0' && p[i] <= '9'; i++) {
		if (v > 0xffffffffffUL) {
			*ok = false;
			return 0;
		}
		v = v * 10 + (unsigned long)(p[i] - '0');
	}
	for (; i < n; i++)
		if (p[i] != ' ') {
			*ok = false;
			return 0;
		}
	return v;
}

static int add_member(struct nvt_linker *l, struct link_archive *a, const char *mname,
		      const unsigned char *data, size_t size)
{
	char *full = nvt_asprintf("%s(%s)", a->name, mname);
	enum nvt_input_kind kind = nvt_input_kind_detect(data, size);
	struct archive_member *v;
	struct link_input *in = NULL;
	int err = 0;

	if (!full)
		return -ENOMEM;
	if (nvt_grow(a->members, a->cap_members, a->n_members + 1)) {
		free(full);
		return -ENOMEM;
	}
	v = a->members;
	memset(&v[a->n_members], 0, sizeof(*v));
	if (kind != NVT_INPUT_BITCODE && kind != NVT_INPUT_BITCODE_WRAPPER &&
	    kind != NVT_INPUT_LLVM_TEXT) {
		nvt_warn(l->diags, "archive-member", full, NULL,
			 "archive member is %s, not NVVM IR: ignored", nvt_input_kind_name(kind));
		a->n_members++;
		free(full);
		return 0;
	}
	struct nvt_blob *b = nvt_blob__from_memory(data, size, full, false);
	if (b)
		in = link_input_new(full, b, 0);
	nvt_blob__free(b);
	free(full);
	if (!in)
		return -ENOMEM;
	in->is_member = true;
	if (a->whole) {
		/* --whole-archive: every member is an ordinary input, linked in
		 * the order it appears (the linker's input list owns it). */
		v[a->n_members++].pulled = true;
		err = link_add_input(l, in);
		if (err) {
			link_input_free(in);
			return err;
		}
		err = link_load_input(l, in);
		return err == -ENOMEM ? err : 0;
	}
	v[a->n_members++].in = in;
	in->load_lazy = true;
	err = link_load_input(l, in);
	return err == -ENOMEM ? err : 0;
}

/* The member walk, apart from the linker so that a fuzz target
 * (tests/fuzz/fuzz_archive.c) reaches every header check without LLVM. */
int link_archive_walk(const unsigned char *p, size_t size, const char *name,
		      struct nvt_diags *diags, link_ar_member_fn fn, void *ctx)
{
	size_t off = 8;
	const char *longnames = NULL;
	size_t longnames_size = 0;
	int err = 0;

	if (size >= 8 && !memcmp(p, AR_THIN, 8)) {
		nvt_error(diags, "archive", name, NULL,
			  "thin archives are not supported: they name files instead of holding them");
		return -EINVAL;
	}
	if (size < 8 || memcmp(p, AR_MAGIC, 8))
		return -EINVAL;
	while (off < size && !err) {
		const char *h = (const char *)p + off;
		bool ok = true;
		char mname[256];

		if (size - off < AR_HDR) {
			nvt_error(diags, "archive", name, NULL,
				  "truncated member header at offset %zu", off);
			return -EINVAL;
		}
		unsigned long msize = parse_dec(h + 48, 10, &ok);
		if (!ok || h[58] != '`' || h[59] != '\n') {
			nvt_error(diags, "archive", name, NULL,
				  "malformed member header at offset %zu", off);
			return -EINVAL;
		}
		if (msize > size - off - AR_HDR) {
			nvt_error(diags, "archive", name, NULL,
				  "member at offset %zu claims %lu bytes, past the end of the archive",
				  off, msize);
			return -EINVAL;
		}
		const unsigned char *data = p + off + AR_HDR;
		size_t dsize = msize;
		size_t next = off + AR_HDR + msize + (msize & 1);

		if (!memcmp(h, "/ ", 2) || !memcmp(h, "/SYM64/ ", 8) || !memcmp(h, "__.SYMDEF", 9)) {
			off = next; /* symbol tables: not used (see above) */
			continue;
		}
		if (!memcmp(h, "// ", 3)) {
			longnames = (const char *)data;
			longnames_size = dsize;
			off = next;
			continue;
		}
		if (h[0] == '/' && h[1] >= '0' && h[1] <= '9') {
			unsigned long lo = parse_dec(h + 1, 15, &ok);
			size_t e = lo;
			if (!ok || !longnames || lo >= longnames_size) {
				nvt_error(diags, "archive", name, NULL,
					  "member at offset %zu names entry %.15s of a missing or short "
					  "long-name table",
					  off, h + 1);
				return -EINVAL;
			}
			while (e < longnames_size && longnames[e] != '\n' && longnames[e] != '\0')
				e++;
			size_t n = e - lo;
			if (n && longnames[lo + n - 1] == '/')
				n--;
			snprintf(mname, sizeof(mname), "%.*s", (int)n, longnames + lo);
		} else if (!memcmp(h, "#1/", 3)) {
			unsigned long n = parse_dec(h + 3, 13, &ok);
			if (!ok || n > dsize) {
				nvt_error(diags, "archive", name, NULL,
					  "malformed BSD long name at offset %zu", off);
				return -EINVAL;
			}
			size_t k = strnlen((const char *)data, n);
			snprintf(mname, sizeof(mname), "%.*s", (int)k, (const char *)data);
			data += n;
			dsize -= n;
			if (!strncmp(mname, "__.SYMDEF", 9)) {
				off = next;
				continue;
			}
		} else {
			size_t n = 16;
			while (n && h[n - 1] == ' ')
				n--;
			if (n && h[n - 1] == '/')
				n--; /* GNU terminator */
			snprintf(mname, sizeof(mname), "%.*s", (int)n, h);
		}
		err = fn(ctx, mname, data, dsize);
		off = next;
	}
	return err;
}

static int walk_add_member(void *ctx, const char *mname, const unsigned char *data, size_t size)
{
	struct nvt_linker *l = ctx;
	return add_member(l, l->archives[l->n_archives - 1], mname, data, size);
}

int link_add_archive(struct nvt_linker *l, const char *name, const struct nvt_blob *blob,
		     unsigned flags)
{
	const unsigned char *p = nvt_blob__data(blob);
	size_t size = nvt_blob__size(blob);
	struct link_archive *a;

	if (size >= 8 && !memcmp(p, AR_THIN, 8))
		return link_archive_walk(p, size, name, l->diags, walk_add_member, l);
	if (size < 8 || memcmp(p, AR_MAGIC, 8))
		return -EINVAL;
	a = calloc(1, sizeof(*a));
	if (!a)
		return -ENOMEM;
	a->name = nvt_strdup(name);
	a->whole = flags & NVT_LINK_WHOLE_ARCHIVE;
	if (!a->name) {
		free(a);
		return -ENOMEM;
	}
	if (nvt_grow(l->archives, l->cap_archives, l->n_archives + 1)) {
		link_archive_free(a);
		return -ENOMEM;
	}
	l->archives[l->n_archives++] = a;
	return link_archive_walk(p, size, name, l->diags, walk_add_member, l);
}

int link_archives_pass(struct nvt_linker *l, const struct nvt_names *undef0)
{
	struct nvt_names undef = { 0 };
	int pulled = 0, err;

	for (size_t i = 0; i < undef0->n; i++)
		if ((err = names_add(&undef, undef0->v[i])) < 0)
			goto out;
	for (size_t ai = 0; ai < l->n_archives; ai++) {
		struct link_archive *a = l->archives[ai];
		if (a->whole)
			continue;
		for (size_t k = 0; k < a->n_members; k++) {
			struct archive_member *mb = &a->members[k];
			const char *why = NULL;
			if (mb->pulled || !mb->in || mb->in->state != INPUT_LOADED)
				continue;
			for (size_t d = 0; d < mb->in->defs.n && !why; d++)
				if (names_has(&undef, mb->in->defs.v[d]))
					why = mb->in->defs.v[d];
			if (!why)
				continue;
			mb->pulled = true;
			err = link_move_into_dest(l, mb->in);
			if (err == -ENOMEM)
				goto out;
			if (!err) {
				pulled++;
				l->stats.members_pulled++;
			}
			/* What is undefined now decides the next member. */
			names_free(&undef);
			if ((err = link_dest_undefined(l, &undef)) < 0)
				goto out;
		}
	}
	err = pulled;
out:
	names_free(&undef);
	return err;
}
