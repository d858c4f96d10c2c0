/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Embedding a fatbin in a host ELF relocatable object, the way nvcc's
 * objects carry device code (doc/fatbin-format.md, "Host objects"):
 *
 *   [1] .nv_fatbin or __nv_relfatbin  PROGBITS A,  align 8: the container
 *   [2] .nvFatBinSegment              PROGBITS WA, align 8: the wrapper
 *       {u32 0x466243B1, u32 1, u64 &container, u64 0}
 *   [3] .rela.nvFatBinSegment         one 64-bit absolute relocation at
 *       offset 8 against the section symbol of [1]
 *   [4] __nv_module_id (rdc only)     PROGBITS A, align 16: the module id
 *       and NUL; nvlink names its link stubs after it
 *   then .note.GNU-stack (no executable stack), .symtab, .strtab, .shstrtab
 *
 * Symbols: the section symbol of [1]; global __fatbinwrap<module id> over
 * the wrapper (what __cudaRegisterFatBinary / __cudaRegisterLinkedBinary
 * callers reference); with `symbol`, a global object symbol over the
 * container bytes for cuModuleLoadData().
 *
 * The object is built with libelf in a memory file (memfd), so nothing
 * touches the disk and the caller writes it atomically. libelf lays the
 * file out itself; its layout only depends on the section sizes, so the
 * same fatbin gives the same bytes.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fatbin/fatbin_internal.h"

#ifndef EM_AARCH64
#define EM_AARCH64 183
#endif
#ifndef R_AARCH64_ABS64
#define R_AARCH64_ABS64 257
#endif

static bool valid_chars(const char *s)
{
	if (!s || !*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		      *s == '_' || *s == '$' || *s == '.'))
			return false;
	return true;
}

static bool valid_symbol(const char *s)
{
	return valid_chars(s) && !(*s >= '0' && *s <= '9');
}

struct strtab {
	struct nvt_strbuf sb;
};

static size_t strtab_add(struct strtab *t, const char *s)
{
	size_t off = t->sb.len;

	if (nvt_strbuf_append(&t->sb, s, strlen(s) + 1))
		return (size_t)-1;
	return off;
}

static Elf_Scn *new_section(Elf *e, size_t name, uint32_t type, uint64_t flags, uint64_t align,
			    const void *data, size_t size, uint64_t entsize)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d;
	GElf_Shdr sh;

	if (!scn)
		return NULL;
	d = elf_newdata(scn);
	if (!d)
		return NULL;
	d->d_buf = (void *)data;
	d->d_size = size;
	d->d_align = align;
	d->d_type = ELF_T_BYTE;
	d->d_version = EV_CURRENT;
	if (!gelf_getshdr(scn, &sh))
		return NULL;
	sh.sh_name = (GElf_Word)name;
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = align;
	sh.sh_entsize = entsize;
	if (!gelf_update_shdr(scn, &sh))
		return NULL;
	return scn;
}

static void put_sym(unsigned char *p, uint32_t name, unsigned char info, uint16_t shndx, uint64_t value,
		    uint64_t size)
{
	wr32(p, name);
	p[4] = info;
	p[5] = 0; /* STV_DEFAULT */
	wr16(p + 6, shndx);
	wr64(p + 8, value);
	wr64(p + 16, size);
}

NVT_API int nvt_fatbin_embed(const void *fatbin, size_t size, const struct nvt_fatbin_embed_opts *opts,
			      void **obj, size_t *obj_size, struct nvt_diags *diags)
{
	const char *host, *symbol, *mid;
	bool rdc;
	unsigned machine, rtype;
	char idbuf[32];
	struct strtab shstr = { 0 }, str = { 0 };
	unsigned char wrapper[24] = { 0 }, rela[24], syms[24 * 4];
	char *wrapname = NULL;
	Elf *e = NULL;
	int fd = -1, err = -EIO;

	*obj = NULL;
	*obj_size = 0;
	if (!OPTS_VALID_DIAG(opts, nvt_fatbin_embed_opts, diags))
		return -EINVAL;
	host = OPTS_GET(opts, host, NULL) ? opts->host : "x86_64";
	rdc = OPTS_GET(opts, rdc, false);
	symbol = OPTS_GET(opts, symbol, NULL);
	mid = OPTS_GET(opts, module_id, NULL);
	if (!strcmp(host, "x86_64") || !strcmp(host, "x86-64")) {
		machine = EM_X86_64;
		rtype = R_X86_64_64;
	} else if (!strcmp(host, "aarch64") || !strcmp(host, "arm64")) {
		machine = EM_AARCH64;
		rtype = R_AARCH64_ABS64;
	} else {
		nvt_error(diags, "fatbin-embed", NULL, NULL, "unknown host '%s' (expected x86_64 or aarch64)", host);
		return -EINVAL;
	}
	if (size < FB_CONTAINER_HDR || rd32(fatbin) != NVT_FATBIN_MAGIC) {
		nvt_error(diags, "fatbin-embed", OPTS_GET(opts, name, NULL), NULL,
			  "input is not a fatbin (no magic 0xBA55ED50)");
		return -EINVAL;
	}
	{
		/* The driver reads the containers' sizes: a fatbin whose
		 * framing is wrong (a header claiming 2^64 bytes) must not be
		 * wrapped into an object that links fine and fails at load. */
		NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = OPTS_GET(opts, name, NULL));
		struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(fatbin, size, &ro, diags);
		if (!r) {
			nvt_error(diags, "fatbin-embed", OPTS_GET(opts, name, NULL), NULL,
				  "not embedded: the fatbin's container or entry sizes do not fit "
				  "the %zu bytes of the input", size);
			return -EINVAL;
		}
		nvt_fatbin_reader__free(r);
	}
	if (symbol && !valid_symbol(symbol)) {
		nvt_error(diags, "fatbin-embed", NULL, NULL,
			  "invalid symbol name '%s' (letters, digits, '_', '$', '.'; not starting with a digit)",
			  symbol);
		return -EINVAL;
	}
	if (mid && !valid_chars(mid)) {
		nvt_error(diags, "fatbin-embed", NULL, NULL,
			  "invalid module id '%s' (letters, digits, '_', '$', '.')", mid);
		return -EINVAL;
	}
	if (!mid) {
		snprintf(idbuf, sizeof(idbuf), "_%016llx",
			 (unsigned long long)nvt_fnv1a(NVT_FNV1A_INIT, fatbin, size));
		mid = idbuf;
	}
	wrapname = nvt_asprintf("__fatbinwrap%s", mid);
	if (!wrapname)
		return -ENOMEM;

	if (elf_version(EV_CURRENT) == EV_NONE)
		goto libelf_fail;
	fd = memfd_create("nvt-embed", MFD_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		nvt_error(diags, "fatbin-embed", NULL, NULL, "cannot create a memory file: %s", strerror(errno));
		goto out;
	}
	e = elf_begin(fd, ELF_C_WRITE, NULL);
	if (!e || !gelf_newehdr(e, ELFCLASS64))
		goto libelf_fail;
	{
		GElf_Ehdr eh;
		if (!gelf_getehdr(e, &eh))
			goto libelf_fail;
		eh.e_ident[EI_DATA] = ELFDATA2LSB;
		eh.e_ident[EI_OSABI] = ELFOSABI_SYSV;
		eh.e_type = ET_REL;
		eh.e_machine = (GElf_Half)machine;
		eh.e_version = EV_CURRENT;
		if (!gelf_update_ehdr(e, &eh))
			goto libelf_fail;
	}
	strtab_add(&shstr, "");
	strtab_add(&str, "");
	const char *fbsec = rdc ? "__nv_relfatbin" : ".nv_fatbin";
	size_t n_fb = strtab_add(&shstr, fbsec);
	size_t n_seg = strtab_add(&shstr, ".nvFatBinSegment");
	size_t n_rela = strtab_add(&shstr, ".rela.nvFatBinSegment");
	size_t n_mid = strtab_add(&shstr, "__nv_module_id");
	size_t n_stack = strtab_add(&shstr, ".note.GNU-stack");
	size_t n_symtab = strtab_add(&shstr, ".symtab");
	size_t n_strtab = strtab_add(&shstr, ".strtab");
	size_t n_shstr = strtab_add(&shstr, ".shstrtab");
	size_t s_wrap = strtab_add(&str, wrapname);
	size_t s_sym = symbol ? strtab_add(&str, symbol) : 0;
	if (n_shstr == (size_t)-1 || s_wrap == (size_t)-1 || s_sym == (size_t)-1) {
		err = -ENOMEM;
		goto out;
	}

	/* Wrapper and its relocation (symbol 1: the fatbin section symbol). */
	wr32(wrapper, NVT_FATBIN_WRAPPER_MAGIC);
	wr32(wrapper + 4, 1);
	wr64(rela, 8);
	wr64(rela + 8, ((uint64_t)1 << 32) | rtype);
	wr64(rela + 16, 0);
	/* Symbols: null, section [1], then globals. */
	unsigned nsym = 0;
	memset(syms, 0, sizeof(syms));
	nsym++;
	put_sym(syms + 24 * nsym++, 0, GELF_ST_INFO(STB_LOCAL, STT_SECTION), 1, 0, 0);
	put_sym(syms + 24 * nsym++, (uint32_t)s_wrap, GELF_ST_INFO(STB_GLOBAL, STT_OBJECT), 2, 0, 24);
	if (symbol)
		put_sym(syms + 24 * nsym++, (uint32_t)s_sym, GELF_ST_INFO(STB_GLOBAL, STT_OBJECT), 1, 0, size);

	Elf_Scn *s1 = new_section(e, n_fb, SHT_PROGBITS, SHF_ALLOC, 8, fatbin, size, 0);
	Elf_Scn *s2 = new_section(e, n_seg, SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 8, wrapper, 24, 0);
	Elf_Scn *s3 = new_section(e, n_rela, SHT_RELA, SHF_INFO_LINK, 8, rela, 24, 24);
	Elf_Scn *s4 = rdc ? new_section(e, n_mid, SHT_PROGBITS, SHF_ALLOC, 16, mid, strlen(mid) + 1, 0)
			  : s3;
	Elf_Scn *s5 = new_section(e, n_stack, SHT_PROGBITS, 0, 1, "", 0, 0);
	Elf_Scn *s6 = new_section(e, n_symtab, SHT_SYMTAB, 0, 8, syms, 24 * nsym, 24);
	Elf_Scn *s7 = new_section(e, n_strtab, SHT_STRTAB, 0, 1, str.sb.data, str.sb.len, 0);
	Elf_Scn *s8 = new_section(e, n_shstr, SHT_STRTAB, 0, 1, shstr.sb.data, shstr.sb.len, 0);
	if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6 || !s7 || !s8)
		goto libelf_fail;
	{
		GElf_Shdr sh;
		GElf_Ehdr eh;
		gelf_getshdr(s3, &sh);
		sh.sh_link = (GElf_Word)elf_ndxscn(s6);
		sh.sh_info = (GElf_Word)elf_ndxscn(s2);
		gelf_update_shdr(s3, &sh);
		gelf_getshdr(s6, &sh);
		sh.sh_link = (GElf_Word)elf_ndxscn(s7);
		sh.sh_info = 2; /* first global */
		gelf_update_shdr(s6, &sh);
		gelf_getehdr(e, &eh);
		eh.e_shstrndx = (GElf_Half)elf_ndxscn(s8);
		gelf_update_ehdr(e, &eh);
	}
	/* The symbol table and relocations are built as bytes in ELF64 LE
	 * layout, which is the file layout on both hosts. */
	elf_getdata(s3, NULL)->d_type = ELF_T_BYTE;
	elf_getdata(s6, NULL)->d_type = ELF_T_BYTE;
	elf_getdata(s2, NULL)->d_type = ELF_T_BYTE;
	if (elf_update(e, ELF_C_WRITE) < 0)
		goto libelf_fail;
	elf_end(e);
	e = NULL;
	{
		struct stat st;
		if (fstat(fd, &st) < 0 || st.st_size <= 0)
			goto libelf_fail;
		unsigned char *buf = malloc((size_t)st.st_size);
		if (!buf) {
			err = -ENOMEM;
			goto out;
		}
		if (pread(fd, buf, (size_t)st.st_size, 0) != st.st_size) {
			free(buf);
			goto libelf_fail;
		}
		*obj = buf;
		*obj_size = (size_t)st.st_size;
	}
	err = 0;
	goto out;
libelf_fail:
	nvt_error(diags, "fatbin-embed", NULL, NULL, "libelf cannot write the object: %s", elf_errmsg(-1));
	err = -EIO;
out:
	if (e)
		elf_end(e);
	if (fd >= 0)
		close(fd);
	free(wrapname);
	nvt_strbuf_free(&shstr.sb);
	nvt_strbuf_free(&str.sb);
	return err;
}
