/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Cubin input (ptxas -g output) through libelf.
 *
 * ptxas keeps the DWARF it was given in .debug_info/.debug_abbrev/
 * .debug_loc and adds .debug_line/.debug_frame. Addresses of symbols are
 * left to the loader: .rela.debug_* hold, for each, the symbol and the
 * addend. We read them as the same symbolic references the PTX reader
 * produces, so the decoder, the dumper and the class checks work on both.
 * The state space of a symbol comes from the section that defines it
 * (.nv.global, .nv.constantN, .nv.shared.K, .nv.local, .text.K). ptxas
 * resolves local-depot and shared addresses itself (no relocation), so a
 * DW_OP_addr without a relocation is "memory of unknown space" here.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"

/* CUDA relocation types: R_CUDA_32 = 1, R_CUDA_64 = 2, R_CUDA_G32 = 3,
 * R_CUDA_G64 = 4 (elf.h of the CUDA toolkit); the others do not occur in
 * debug sections. */
static unsigned reloc_size(unsigned type)
{
	switch (type) {
	case 1: case 3:
		return 4;
	default:
		return 8;
	}
}

static unsigned section_class(const char *name)
{
	if (!name)
		return 0;
	if (!strncmp(name, ".nv.global", 10))
		return NVT_ADDR_GLOBAL;
	if (!strncmp(name, ".nv.constant", 12))
		return NVT_ADDR_CONST;
	if (!strncmp(name, ".nv.shared", 10))
		return NVT_ADDR_SHARED;
	if (!strncmp(name, ".nv.local", 9))
		return NVT_ADDR_LOCAL;
	if (!strncmp(name, ".text", 5))
		return NVT_ADDR_CODE;
	return 0;
}

static int cmp_ref(const void *a, const void *b)
{
	const struct dw_ref *x = a, *y = b;
	return x->off < y->off ? -1 : x->off > y->off;
}

static int read_elf(struct nvt_dwarf *dw, Elf *e, size_t file_size, const char *file,
		    struct nvt_diags *d)
{
	int bad = 0;

	size_t shstrndx, nsec;
	Elf_Scn *scn = NULL, *symscn = NULL;
	GElf_Shdr symsh = { 0 };

	if (elf_getshdrstrndx(e, &shstrndx) || elf_getshdrnum(e, &nsec)) {
		nvt_error(d, "elf", file, NULL, "cannot read the section headers: %s", elf_errmsg(-1));
		return -EINVAL;
	}
	{
		GElf_Ehdr eh;
		if (!gelf_getehdr(e, &eh)) {
			nvt_error(d, "elf", file, NULL, "cannot read the ELF header: %s", elf_errmsg(-1));
			return -EINVAL;
		}
		/* A file cut short loses its section header table first (it is
		 * at the end): libelf then shows no sections at all. */
		/* (libelf counts no sections when the table is cut: the
		 * header's own count decides) */
		unsigned long long shnum = eh.e_shnum ? eh.e_shnum : nsec;
		if (eh.e_shoff > file_size || shnum * eh.e_shentsize > file_size - eh.e_shoff) {
			nvt_error(d, "elf", file, NULL,
				  "the section header table (offset 0x%llx, %zu entries) extends past "
				  "the end of the file (0x%zx bytes): truncated or damaged ELF",
				  (unsigned long long)eh.e_shoff, (size_t)eh.e_shnum, file_size);
			return -EINVAL;
		}
		/* ptxas writes the program headers last: a cubin cut by a few
		 * bytes loses only them, and the driver would refuse it. */
		if (eh.e_phnum && (eh.e_phoff > file_size ||
				   (unsigned long long)eh.e_phnum * eh.e_phentsize >
					   file_size - eh.e_phoff)) {
			nvt_error(d, "elf", file, NULL,
				  "the program header table (offset 0x%llx, %u entries) extends past "
				  "the end of the file (0x%zx bytes): truncated or damaged ELF",
				  (unsigned long long)eh.e_phoff, (unsigned)eh.e_phnum, file_size);
			return -EINVAL;
		}
	}
	/* map ELF section index -> our section index (+1) */
	size_t *map = calloc(nsec ? nsec : 1, sizeof(*map));
	if (!map)
		return -ENOMEM;
	while ((scn = elf_nextscn(e, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh))
			continue;
		const char *name = elf_strptr(e, shstrndx, sh.sh_name);
		/* A section whose bytes lie past the end of the file: libelf
		 * returns no data for it, and reading on would call a damaged
		 * (truncated) cubin fine. */
		if (sh.sh_type != SHT_NOBITS && sh.sh_type != SHT_NULL &&
		    (sh.sh_offset > file_size || sh.sh_size > file_size - sh.sh_offset)) {
			nvt_error(d, "elf", file, name ? name : NULL,
				  "section %zu '%s' (offset 0x%llx, size 0x%llx) extends past the end "
				  "of the file (0x%zx bytes): truncated or damaged ELF",
				  elf_ndxscn(scn), name ? name : "?", (unsigned long long)sh.sh_offset,
				  (unsigned long long)sh.sh_size, file_size);
			bad++;
			continue;
		}
		if (sh.sh_type == SHT_SYMTAB) {
			symscn = scn;
			symsh = sh;
		}
		if (!name || strncmp(name, ".debug_", 7) || sh.sh_type == SHT_NOBITS)
			continue;
		Elf_Data *data = elf_getdata(scn, NULL);
		struct dw_section *s = nvt_push_slot(dw->secs.s, dw->secs.n, dw->secs.cap);
		if (!s) {
			free(map);
			return -ENOMEM;
		}
		memset(s, 0, sizeof(*s));
		s->name = nvt_strdup(name);
		if (!s->name || (data && data->d_size && nvt_dw_sec_put(s, data->d_buf, data->d_size))) {
			free(map);
			return -ENOMEM;
		}
		map[elf_ndxscn(scn)] = dw->secs.n;
	}
	if (bad) {
		free(map);
		return -EINVAL;
	}
	Elf_Data *symdata = symscn ? elf_getdata(symscn, NULL) : NULL;
	size_t nsyms = symdata && symsh.sh_entsize ? symdata->d_size / symsh.sh_entsize : 0;
	/* symbols and their classes */
	for (size_t i = 1; i < nsyms; i++) {
		GElf_Sym sym;
		if (!gelf_getsym(symdata, (int)i, &sym) || GELF_ST_TYPE(sym.st_info) == STT_SECTION)
			continue;
		const char *nm = elf_strptr(e, symsh.sh_link, sym.st_name);
		Elf_Scn *ds = sym.st_shndx && sym.st_shndx < nsec ? elf_getscn(e, sym.st_shndx) : NULL;
		GElf_Shdr dsh;
		const char *sn = ds && gelf_getshdr(ds, &dsh) ? elf_strptr(e, shstrndx, dsh.sh_name) : NULL;
		unsigned cls = section_class(sn);
		if (!nm || !*nm || !cls)
			continue;
		struct ptx_sym *ps = nvt_push_slot(dw->elfsyms, dw->nelfsyms, dw->capelfsyms);
		if (!ps) {
			free(map);
			return -ENOMEM;
		}
		memset(ps, 0, sizeof(*ps));
		ps->name = nvt_strdup(nm);
		ps->cls = cls;
		if (!ps->name) {
			free(map);
			return -ENOMEM;
		}
	}
	/* relocations of the debug sections */
	scn = NULL;
	while ((scn = elf_nextscn(e, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_RELA && sh.sh_type != SHT_REL))
			continue;
		if (sh.sh_info >= nsec || !map[sh.sh_info] || !symdata)
			continue;
		struct dw_section *s = &dw->secs.s[map[sh.sh_info] - 1];
		Elf_Data *rd = elf_getdata(scn, NULL);
		size_t n = rd && sh.sh_entsize ? rd->d_size / sh.sh_entsize : 0;
		for (size_t i = 0; i < n; i++) {
			GElf_Rela ra;
			GElf_Rel rl;
			GElf_Sym sym;
			uint64_t off, info;
			int64_t addend = 0;
			if (sh.sh_type == SHT_RELA) {
				if (!gelf_getrela(rd, (int)i, &ra))
					continue;
				off = ra.r_offset;
				info = ra.r_info;
				addend = ra.r_addend;
			} else {
				if (!gelf_getrel(rd, (int)i, &rl))
					continue;
				off = rl.r_offset;
				info = rl.r_info;
			}
			if (!gelf_getsym(symdata, (int)GELF_R_SYM(info), &sym))
				continue;
			const char *nm;
			if (GELF_ST_TYPE(sym.st_info) == STT_SECTION) {
				Elf_Scn *ts = elf_getscn(e, sym.st_shndx);
				GElf_Shdr tsh;
				nm = ts && gelf_getshdr(ts, &tsh) ? elf_strptr(e, shstrndx, tsh.sh_name) : NULL;
			} else {
				nm = elf_strptr(e, symsh.sh_link, sym.st_name);
			}
			unsigned size = reloc_size((unsigned)GELF_R_TYPE(info));
			if (!nm || off + size > s->len) {
				nvt_warn(d, "elf", file, s->name,
					 "relocation %zu of %s at offset 0x%llx is outside the section or names no symbol",
					 i, s->name, (unsigned long long)off);
				continue;
			}
			struct dw_ref r = { .off = (size_t)off, .size = size, .sym = (char *)nm,
					    .addend = addend };
			if (nvt_dw_sec_add_ref(s, &r)) {
				free(map);
				return -ENOMEM;
			}
		}
		/* every relocation may have been skipped: refs is NULL then, which
		 * qsort must not get even with a count of 0 */
		if (s->nrefs > 1)
			qsort(s->refs, s->nrefs, sizeof(*s->refs), cmp_ref);
	}
	free(map);
	return 0;
}

struct nvt_dwarf *nvt_dwarf__from_elf(const void *data, size_t size, const struct nvt_dwarf_opts *opts,
				      struct nvt_diags *diags)
{
	struct nvt_dwarf *dw;
	const char *file = OPTS_GET(opts, name, NULL) ? opts->name : "<elf>";
	char *copy = NULL;
	Elf *e = NULL;
	int err = -ENOMEM;

	if (!OPTS_VALID_DIAG(opts, nvt_dwarf_opts, diags))
		return errno = EINVAL, NULL;
	dw = calloc(1, sizeof(*dw));
	if (!dw || !(dw->file = nvt_strdup(file)))
		goto out;
	dw->from_elf = true;
	if (elf_version(EV_CURRENT) == EV_NONE) {
		nvt_error(diags, "elf", file, NULL, "libelf is out of date");
		err = -EINVAL;
		goto out;
	}
	copy = malloc(size ? size : 1);
	if (!copy)
		goto out;
	memcpy(copy, data, size);
	e = elf_memory(copy, size);
	if (!e || elf_kind(e) != ELF_K_ELF) {
		nvt_error(diags, "elf", file, NULL, "not an ELF file: %s", elf_errmsg(-1));
		err = -EINVAL;
		goto out;
	}
	err = read_elf(dw, e, size, file, diags);
	if (!err)
		err = nvt_dw_decode(dw, dw->file, diags);
out:
	if (e)
		elf_end(e);
	free(copy);
	if (err) {
		if (err == -ENOMEM)
			nvt_error(diags, "out-of-memory", file, NULL, "out of memory reading debug sections");
		nvt_dwarf__free(dw);
		errno = -err;
		return NULL;
	}
	return dw;
}
