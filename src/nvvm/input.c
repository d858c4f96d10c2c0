/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libnvvm-open: what happens to each module added with
 * nvvmAddModuleToProgram before the link: it is read (a module LLVM cannot
 * read is reported naming it), passes the NVVM IR version gate (or is
 * upgraded in the compatibility mode for the front ends written for
 * libNVVM 11 and 12), and for nvvmVerifyProgram it is verified on its own,
 * so that every problem the verifier finds names the module it is in.
 *
 * CUDA 13's libNVVM takes !nvvmir.version 2.0 only (2.1 and 3.0 are
 * refused as 1.6 is), and of a node with a debug pair, debug versions 3.0
 * to 3.2 only (2.0, 3.3, 4.0 are refused: measured); a module without the
 * node counts as 1.0 (spec 3.13). Anything else is refused before the
 * module is linked or verified, by verify and compile alike, with
 * NVVM_ERROR_IR_VERSION_MISMATCH and the line "IR version 1.6
 * incompatible with current version 2.0" (or "DBG version 4.0
 * incompatible with current version 3.2": the wording front ends match
 * on), then one naming the module. We answer the same by default.
 *
 * A module without a data layout is refused by both too (libNVVM's
 * verify: INVALID_IR, its compile: COMPILATION, "Data Layout string is
 * empty"): the compile says so here, the verify in the verifier's words.
 *
 * Those older front ends (Numba's and others' NVVM IR 1.x emitters) write
 * what LLVM 22 reads fine otherwise: typed-pointer text, the spec-1.5 data
 * layout (no i128 entry, so i128 would be 64-bit aligned, unlike the NVPTX
 * target), version 1.x. With NVVM_OPEN_LEGACY_IR=1 in the environment when
 * the program was created, a 1.x module (or one without a version) is
 * upgraded instead: its version becomes 2.0 (its debug version is kept)
 * and an i128:128:128 entry is added to a data layout that has none, the
 * one difference between the 1.5 and 2.0 layouts that changes code (a 2.0
 * module with the old layout gets the same entry). The
 * typed pointers need nothing (LLVM 22's reader converts them), nor do the
 * 1.5 intrinsic spellings (codegen translates them: nvt_verify__translate
 * _legacy).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>

#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>

#include "nvvm/nvvm_internal.h"
#include "llvm/llvm.h"
#include "verify/verify_api.h"

struct version {
	bool present;
	unsigned major, minor;
	bool dbg_present;          /* some node has the debug pair */
	unsigned dbg_major, dbg_minor; /* the first debug pair libNVVM refuses, else the highest */
};

/* The debug versions libNVVM 13 takes (nvvmIRVersion says 3.2). */
static bool debug_version_ok(unsigned major, unsigned minor)
{
	return major == 3 && minor <= 2;
}

/* A node's debug pair into v: one libNVVM refuses is kept (it decides). */
static void note_debug(struct version *v, unsigned a, unsigned b)
{
	if (v->dbg_present && !debug_version_ok(v->dbg_major, v->dbg_minor))
		return;
	if (!v->dbg_present || !debug_version_ok(a, b) || a > v->dbg_major ||
	    (a == v->dbg_major && b > v->dbg_minor)) {
		v->dbg_major = a;
		v->dbg_minor = b;
	}
	v->dbg_present = true;
}

/* What libNVVM 13 takes as is: 2.0, and a debug pair it knows. */
static bool version_current(struct version v)
{
	return v.major == 2 && v.minor == 0 &&
	       (!v.dbg_present || debug_version_ok(v.dbg_major, v.dbg_minor));
}

static struct version module_version(LLVMModuleRef m)
{
	struct version v = { 0 };
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(m, "nvvmir.version", &n);

	if (!ops)
		return v;
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef f[4] = { 0 };
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		if (k != 2 && k != 4)
			continue;
		LLVMGetMDNodeOperands(ops[i], f);
		if (!f[0] || !f[1] || !LLVMIsAConstantInt(f[0]) || !LLVMIsAConstantInt(f[1]))
			continue;
		unsigned a = (unsigned)LLVMConstIntGetZExtValue(f[0]);
		unsigned b = (unsigned)LLVMConstIntGetZExtValue(f[1]);
		if (k == 4 && f[2] && f[3] && LLVMIsAConstantInt(f[2]) && LLVMIsAConstantInt(f[3]))
			note_debug(&v, (unsigned)LLVMConstIntGetZExtValue(f[2]),
				   (unsigned)LLVMConstIntGetZExtValue(f[3]));
		/* Several nodes (a linked input): the highest counts. */
		if (!v.present || a > v.major || (a == v.major && b > v.minor)) {
			v.major = a;
			v.minor = b;
		}
		v.present = true;
	}
	free(ops);
	return v;
}

/* Version 2.0 in every node (or a new {2, 0} node); the debug pair stays. */
static void set_version_2(LLVMModuleRef m)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
	LLVMMetadataRef two = LLVMValueAsMetadata(LLVMConstInt(i32, 2, false));
	LLVMMetadataRef zero = LLVMValueAsMetadata(LLVMConstInt(i32, 0, false));
	unsigned n;
	LLVMValueRef *nodes = nvt_llvm_named_operands(m, "nvvmir.version", &n);

	if (!n) {
		LLVMMetadataRef ops[2] = { two, zero };
		LLVMAddNamedMetadataOperand(
			m, "nvvmir.version",
			LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, ops, 2)));
		return;
	}
	if (!nodes)
		return;
	for (unsigned i = 0; i < n; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(nodes[i]);
		if (k != 2 && k != 4)
			continue;
		LLVMReplaceMDNodeOperandWith(nodes[i], 0, two);
		LLVMReplaceMDNodeOperandWith(nodes[i], 1, zero);
	}
	free(nodes);
}

/* The spec-1.5 layouts (64- and 32-bit) spell out what LLVM assumes anyway,
 * but no i128: they become the 2.0 layouts (libdevice's plus i128), so that
 * upgraded modules link with new ones without a layout warning. Any other
 * layout without an i128 entry gets one appended. */
static void upgrade_datalayout(LLVMModuleRef m)
{
	static const char *const spec15[2][2] = {
		{ "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-"
		  "v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
		  "e-i64:64-i128:128-v16:16-v32:32-n16:32:64" },
		{ "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-"
		  "v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
		  "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64" },
	};
	const char *dl = LLVMGetDataLayoutStr(m);

	if (!dl || !*dl || strstr(dl, "-i128:"))
		return;
	for (size_t i = 0; i < ARRAY_SIZE(spec15); i++)
		if (!strcmp(dl, spec15[i][0])) {
			LLVMSetDataLayout(m, spec15[i][1]);
			return;
		}
	char *up = nvt_asprintf("%s-i128:128:128", dl);
	if (up)
		LLVMSetDataLayout(m, up);
	free(up);
}

static int mismatch(const struct nvvm_input *in, struct version v, struct nvt_strbuf *log)
{
	if (!in->size) {
		nvt_strbuf_printf(log, "IR version 1.0 incompatible with current version 2.0\n"
				  "%s: error: the module is empty (0 bytes)\n", in->name);
		return NVVM_ERROR_IR_VERSION_MISMATCH;
	}
	const char *sep = log->len && log->data[log->len - 1] != '\n' ? "\n" : "";
	if (v.major == 2 && v.minor == 0) {
		/* the version is right, the debug version is not */
		nvt_strbuf_printf(log, "%sDBG version %u.%u incompatible with current version 3.2\n"
				  "%s: error: incompatible IR detected: debug metadata version %u.%u "
				  "is not one this library reads (3.0 to 3.2)\n",
				  sep, v.dbg_major, v.dbg_minor, in->name, v.dbg_major, v.dbg_minor);
		return NVVM_ERROR_IR_VERSION_MISMATCH;
	}
	nvt_strbuf_printf(log, "%sIR version %u.%u incompatible with current version 2.0\n", sep,
			  v.major, v.minor);
	if (v.major == 1)
		nvt_strbuf_printf(log,
				  "%s: error: incompatible IR detected: NVVM IR %u.%u is what libNVVM "
				  "11/12 front ends write; set " NVVM_OPEN_LEGACY_ENV
				  "=1 to have libnvvm-open upgrade it\n",
				  in->name, v.major, v.minor);
	else
		nvt_strbuf_printf(log,
				  "%s: error: incompatible IR detected: NVVM IR %u.%u is not a version "
				  "this library knows\n",
				  in->name, v.major, v.minor);
	return NVVM_ERROR_IR_VERSION_MISMATCH;
}

/* ---- the version of LLVM text, from its lines ------------------------------
 * A compile of LLVM text needs only the module's !nvvmir.version here, and
 * the linker parses the text in full right after: parsing it here too was a
 * tenth of nvvmCompileProgram on a libcu++ module (tests/corpus/libcxx.cu as
 * text, 72 of 679 M instructions). So the version is read from the lines
 * that LLVM writes for it,
 *     !nvvmir.version = !{!A, ...}
 *     !A = [distinct ]!{i32 X, i32 Y[, i32 P, i32 Q]}
 * and only the answer "every node says 2.x" is taken from them; anything
 * else (no such line, another form, a node defined twice or not at all, a
 * version other than 2) is left to the full parse, which says what it says
 * today. A line counts only where LLVM's lexer starts a token there: not
 * inside a string (which may span lines), a ';' comment or a block
 * comment. */
struct text_scan {
	const char *p, *end;
};

static void scan_blanks(struct text_scan *t)
{
	while (t->p < t->end && (*t->p == ' ' || *t->p == '\t'))
		t->p++;
}

static bool scan_lit(struct text_scan *t, const char *lit)
{
	size_t n = strlen(lit);

	scan_blanks(t);
	if ((size_t)(t->end - t->p) < n || memcmp(t->p, lit, n))
		return false;
	t->p += n;
	return true;
}

static bool scan_num(struct text_scan *t, unsigned long *v)
{
	scan_blanks(t);
	if (t->p == t->end || *t->p < '0' || *t->p > '9')
		return false;
	*v = 0;
	while (t->p < t->end && *t->p >= '0' && *t->p <= '9') {
		if (*v > 100000000)
			return false;
		*v = *v * 10 + (unsigned long)(*t->p++ - '0');
	}
	return true;
}

/* Nothing but blanks, or a ';' comment, to the line's end. */
static bool scan_eol(struct text_scan *t)
{
	scan_blanks(t);
	return t->p == t->end || *t->p == '\n' || *t->p == ';' || *t->p == '\r';
}

#define TEXT_VERSION_NODES 8

/* The start of the line after the one at p, through strings and comments
 * (LLVM's: a string may span lines, ';' runs to the line's end, block
 * comments nest nothing); NULL when a string or block comment is not
 * closed, which the parser is to report. */
static const char *next_line(const char *p, const char *end)
{
	bool str = false, block = false;

	while (p < end) {
		char c = *p++;
		if (str) {
			str = c != '"';
		} else if (block) {
			if (c == '*' && p < end && *p == '/') {
				block = false;
				p++;
			}
		} else if (c == '"') {
			str = true;
		} else if (c == '/' && p < end && *p == '*') {
			block = true;
			p++;
		} else if (c == ';') {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			return nl ? nl + 1 : end;
		} else if (c == '\n') {
			return p;
		}
	}
	return str || block ? NULL : end;
}

static bool text_version(const char *text, size_t size, struct version *out)
{
	const char *end = text + size;
	unsigned long ids[TEXT_VERSION_NODES];
	struct version vs[TEXT_VERSION_NODES] = { 0 };
	unsigned defined[TEXT_VERSION_NODES] = { 0 };
	size_t nids = 0, named = 0;

	/* 1. the named line (LLVM writes it before the nodes, but any order
	 * parses) */
	for (const char *p = text; p && p < end; p = next_line(p, end)) {
		struct text_scan t = { p, end };
		unsigned long id;
		if (t.end - t.p <= 15 || memcmp(t.p, "!nvvmir.version", 15))
			continue;
		t.p += 15;
		if (named++ || !scan_lit(&t, "=") || !scan_lit(&t, "!{"))
			return false;
		do {
			if (!scan_lit(&t, "!") || t.p == t.end || *t.p < '0' || *t.p > '9' ||
			    !scan_num(&t, &id) || nids == TEXT_VERSION_NODES)
				return false;
			ids[nids++] = id;
		} while (scan_lit(&t, ","));
		if (!scan_lit(&t, "}") || !scan_eol(&t))
			return false;
	}
	if (named != 1)
		return false;
	/* 2. the nodes it lists, each defined once in the simple form */
	const char *p;
	for (p = text; p && p < end; p = next_line(p, end)) {
		struct text_scan t = { p + 1, end };
		unsigned long id, k[4];
		size_t j, nk = 0;
		if (*p != '!' || !scan_num(&t, &id) || (t.p < end && *t.p != ' ' && *t.p != '\t' && *t.p != '='))
			continue;
		for (j = 0; j < nids && ids[j] != id; j++)
			;
		if (j == nids)
			continue;
		if (!scan_lit(&t, "="))
			return false;
		scan_lit(&t, "distinct");
		if (!scan_lit(&t, "!{"))
			return false;
		do {
			if (nk == 4 || !scan_lit(&t, "i32") || !scan_num(&t, &k[nk]))
				return false;
			nk++;
		} while (scan_lit(&t, ","));
		if ((nk != 2 && nk != 4) || !scan_lit(&t, "}") || !scan_eol(&t))
			return false;
		defined[j]++;
		vs[j] = (struct version){ .present = true, .major = (unsigned)k[0], .minor = (unsigned)k[1] };
		if (nk == 4)
			note_debug(&vs[j], (unsigned)k[2], (unsigned)k[3]);
	}
	if (!p)
		return false;
	struct version v = { 0 };
	for (size_t j = 0; j < nids; j++) {
		if (defined[j] != 1)
			return false;
		struct version dbg = v;
		if (!v.present || vs[j].major > v.major || (vs[j].major == v.major && vs[j].minor > v.minor)) {
			v.present = true;
			v.major = vs[j].major;
			v.minor = vs[j].minor;
		}
		if (vs[j].dbg_present)
			note_debug(&dbg, vs[j].dbg_major, vs[j].dbg_minor);
		v.dbg_present = dbg.dbg_present;
		v.dbg_major = dbg.dbg_major;
		v.dbg_minor = dbg.dbg_minor;
	}
	*out = v;
	return v.present;
}

/* Whether LLVM text has a non-empty "target datalayout" line where a
 * token starts (the lines as text_version reads them). */
static bool text_has_datalayout(const char *text, size_t size)
{
	const char *end = text + size;

	for (const char *p = text; p && p < end; p = next_line(p, end)) {
		struct text_scan t = { p, end };
		if (scan_lit(&t, "target") && scan_lit(&t, "datalayout") && scan_lit(&t, "=") &&
		    scan_lit(&t, "\"") && t.p < t.end && *t.p != '"')
			return true;
	}
	return false;
}

int nvvm_prepare_input(const struct nvvm_input *in, bool legacy, const char *verify_arch,
		       struct nvt_diags *diags, struct nvt_strbuf *log, const void **data,
		       size_t *size, bool *owned)
{
	struct nvt_blob *blob = nvt_blob__from_memory(in->data, in->size, in->name, false);
	/* For a compile, bitcode is read lazily: the metadata is all the
	 * version gate needs; function bodies are left for the link. */
	NVT_OPTS(nvt_module_opts, mo, .lazy = !verify_arch);
	int rc = -1;

	*data = in->data;
	*size = in->size;
	*owned = false;
	if (!blob)
		return -1;
	/* A compile of LLVM text that says 2.x in the form LLVM writes: the
	 * linker's parse is the only one (text_version above). */
	struct version tv;
	if (!verify_arch && !legacy && nvt_blob__kind(blob) == NVT_INPUT_LLVM_TEXT &&
	    text_version(in->data, in->size, &tv) && version_current(tv) &&
	    text_has_datalayout(in->data, in->size)) {
		nvt_blob__free(blob);
		return NVVM_SUCCESS;
	}
	/* An empty module has no version node: 1.0, as libNVVM says. */
	if (!in->size && !legacy) {
		nvt_blob__free(blob);
		return mismatch(in, (struct version){ .major = 1 }, log);
	}
	struct nvt_module *mod = nvt_module__load(blob, &mo, diags);
	if (!mod)
		goto out;
	LLVMModuleRef m = nvt_module__llvm_module(mod);
	struct version v = module_version(m);
	if (!v.present)
		v.major = 1; /* spec 3.13: no node is 1.0 */
	rc = NVVM_SUCCESS;
	const char *dl = LLVMGetDataLayoutStr(m);
	bool old_layout = dl && *dl && !strstr(dl, "-i128:");
	if (version_current(v) && !(legacy && old_layout))
		goto verify;
	/* The upgrade takes 1.x and 2.0 (the debug version is kept) */
	if (!legacy || (v.major != 1 && !(v.major == 2 && v.minor == 0)) ||
	    (v.major == 2 && !version_current(v))) {
		rc = mismatch(in, v, log);
		goto out;
	}
	/* Upgrade: a full (non-lazy) read, so that the bitcode written
	 * back has every body. */
	nvt_module__free(mod);
	mo.lazy = false;
	mod = nvt_module__load(blob, &mo, diags);
	if (!mod) {
		rc = -1;
		goto out;
	}
	m = nvt_module__llvm_module(mod);
	if (v.major == 1)
		set_version_2(m);
	upgrade_datalayout(m);
	void *bc = NULL;
	size_t bcsize = 0;
	if (nvt_module__serialize(mod, false, &bc, &bcsize)) {
		rc = NVVM_ERROR_OUT_OF_MEMORY;
		goto out;
	}
	*data = bc;
	*size = bcsize;
	*owned = true;
verify:
	dl = LLVMGetDataLayoutStr(m); /* m may be the upgraded module */
	if (!verify_arch && (!dl || !*dl)) {
		/* libNVVM's compile refuses it ("Data Layout string is empty"),
		 * as its verify does: the verifier's words (rule data-layout). */
		nvt_error(diags, "data-layout", in->name, NULL,
			  "module has no data layout: a valid one is '%s'", NVT_DL_EXAMPLE_NVVM);
		rc = -1;
	} else if (verify_arch) {
		/* Strict: what libNVVM 13's verifier enforces (doc/verifier.md). */
		/* diagnostics name the module: the blob's name, in->name */
		NVT_OPTS(nvt_verify_opts, vo, .dialect = NVT_DIALECT_NVVM, .arch = verify_arch);
		int err = nvt_verify(mod, &vo, diags);
		if (err)
			rc = err == -ENOMEM ? NVVM_ERROR_OUT_OF_MEMORY : -1;
	}
out:
	nvt_module__free(mod);
	nvt_blob__free(blob);
	return rc;
}
