/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Shape checks on !nvvm.annotations, made before LLVM reads a module.
 *
 * The threat this file alone defends against: a malformed annotation that
 * LLVM's annotation upgrade (below) crashes on, aborts on, or silently
 * reads memory past (a function's key on a variable: under valgrind,
 * llvm-as-22 reads past the variable in AttributeList::hasFnAttr and exits
 * 0). The isolated read (isolate.c) defends against another threat,
 * damaged bitcode crashing or exhausting LLVM's reader, and does not
 * replace this check:
 *
 *  - it is off where LLVM reads in the caller's process: the library's
 *    loads by default, the tools' --no-isolate, libnvvm-open;
 *  - where it is on, its child runs this check on the input and reports
 *    what it finds, naming the entry, the symbol and the key; a crash there
 *    would only say that the file is damaged (bitcode-damaged), and a
 *    silent read past would not be caught at all: LLVM text is parsed again
 *    in the parent from the same bytes, where the outcome depends on the
 *    heap.
 *
 * What isolation does make redundant is running it twice: bytes a child
 * read, and the canonical bytes LLVM wrote of them there, are loaded
 * without it (nvt_module_load_prescanned), and in the child bitcode is
 * checked only where its bytes name "nvvm.annotations"
 * (nvt_bitcode_may_name_annotations). The table of threats, mechanisms
 * and the tests that hold them: doc/robustness.md "Threats and defences".
 *
 * LLVM 22 rewrites spec-form annotations into calling conventions and
 * attributes while it reads a module (llvm::UpgradeNVVMAnnotations: the text
 * parser runs it at the end of the module, the bitcode reader when the module
 * is materialized), and nothing in the C API turns that off. The rewrite
 * trusts the shape of every entry whose first operand is a global value, and
 * a malformed entry crashes the process. What it relies on, read in LLVM's
 * source and confirmed one by one with llvm-as-22 (see doc/diagnostics.md):
 *
 *  - entries whose operand 0 is not a global value (null, an integer, a
 *    string, a constant expression) are skipped: nothing below applies;
 *  - operands 1, 3, 5, ... are keys, each followed by its value: a last key
 *    with no value is read past the end of the node (crash);
 *  - every key is read as a string: a null key crashes. Other non-string keys
 *    (an integer, a node) are read as garbage that matches no known key; that
 *    was measured harmless and is left alone;
 *  - the values of kernel, align, maxclusterrank, cluster_max_blocks,
 *    minctasm, maxnreg, maxntid{x,y,z}, reqntid{x,y,z} and cluster_dim_{x,y,z}
 *    are read as integer constants (ConstantInt): null, a string, a node,
 *    undef, poison or a constant expression crash; a float or a pointer is
 *    read as garbage;
 *  - grid_constant's value is read as a node whose operands are integer
 *    constants (1-based parameter numbers);
 *  - all of those keys treat the global as a function, except kernel with
 *    value 0 and grid_constant with an empty node: on a variable or an alias
 *    they corrupt memory or crash;
 *  - align's value (index << 16 | alignment) and grid_constant's numbers
 *    become attribute positions, and LLVM allocates an attribute list as long
 *    as the position: positions past 65536 are refused here (2^32 aborts with
 *    "out of memory"; no function has that many parameters).
 *
 * Bitcode: a lazy load (LLVMGetBitcodeModuleInContext2) does not run the
 * rewrite, so a lazily loaded module is read through the C API: the module
 * itself when the caller loads lazily (nvt_annotations_check_module), a
 * throwaway copy in its own context before an eager load (0.8 ms for
 * libdevice, 3% of its eager load). Text: the parser always runs
 * the rewrite, so the text itself is scanned. Where the scanner cannot be
 * sure of something (a constant expression, a node it cannot find, a global
 * whose definition it cannot see), the text is parsed once more with the
 * named node renamed, which LLVM does not rewrite, and that module is read
 * through the C API like bitcode. Every check errs on the side of letting
 * LLVM read the input: an input this file cannot read is left to the real
 * reader, which reports its own error.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>

#include "llvm/llvm.h"

#define RULE "annotations-shape"
#define MD_NAME "nvvm.annotations"
#define MD_NAME_LEN 16
/* The largest attribute position accepted (parameter 65535; return 0). */
#define MAX_ATTR_INDEX 65536u
/* Metadata ids above this are not indexed by the scanner (left to LLVM). */
#define MAX_MD_ID (1u << 22)

enum op_kind {
	OP_UNKNOWN, /* the text scanner could not tell */
	OP_NULL,    /* a null operand */
	OP_STRING,  /* MDString */
	OP_INT,     /* ConstantInt */
	OP_CONST,   /* a constant that is neither a ConstantInt nor a global */
	OP_NODE,    /* an MDNode (tuple or specialized) */
	OP_GLOBAL,  /* a global value */
	OP_OTHER,   /* other metadata */
};

enum gv_kind { GV_UNKNOWN, GV_FUNCTION, GV_OTHER };

struct ann_val {
	enum op_kind kind;
	char *text;          /* OP_STRING: contents; OP_GLOBAL: symbol name */
	size_t len;
	uint64_t zext;       /* OP_INT: what LLVM's getZExtValue returns */
	bool nonzero;        /* OP_INT */
	enum gv_kind gv;     /* OP_GLOBAL */
	struct ann_val *sub; /* OP_NODE: its operands, when sub_known */
	unsigned nsub;
	bool sub_known;
};

struct ann_entry {
	char label[32];  /* "entry !12" (text) or "operand 3" (position in the named node) */
	unsigned line;   /* of the node's definition in text; 0 if unknown */
	struct ann_val *ops;
	unsigned n;
	bool known;      /* the scanner could read the node's operands */
};

struct ann_list {
	struct ann_entry *e;
	size_t n, cap;
};

static void val_free(struct ann_val *v)
{
	free(v->text);
	for (unsigned i = 0; i < v->nsub; i++)
		val_free(&v->sub[i]);
	free(v->sub);
}

static void list_free(struct ann_list *l)
{
	for (unsigned i = 0; i < l->n; i++) {
		for (unsigned j = 0; j < l->e[i].n; j++)
			val_free(&l->e[i].ops[j]);
		free(l->e[i].ops);
	}
	free(l->e);
	memset(l, 0, sizeof(*l));
}

static struct ann_entry *list_add(struct ann_list *l)
{
	if (nvt_grow(l->e, l->cap, l->n + 1))
		return NULL;
	memset(&l->e[l->n], 0, sizeof(l->e[0]));
	return &l->e[l->n++];
}

/* ---- the checks, shared by every input form ---- */

enum key_class { KEY_OTHER, KEY_INT, KEY_GRID };

static bool key_is(const struct ann_val *k, const char *s)
{
	size_t n = strlen(s);
	return k->len == n && !memcmp(k->text, s, n);
}

static bool key_xyz(const struct ann_val *k, const char *prefix)
{
	size_t n = strlen(prefix);
	return k->len == n + 1 && !memcmp(k->text, prefix, n) &&
	       (k->text[n] == 'x' || k->text[n] == 'y' || k->text[n] == 'z');
}

static enum key_class classify_key(const struct ann_val *k)
{
	static const char *const ints[] = { "kernel", "align", "maxclusterrank", "cluster_max_blocks",
					    "minctasm", "maxnreg" };
	for (size_t i = 0; i < ARRAY_SIZE(ints); i++)
		if (key_is(k, ints[i]))
			return KEY_INT;
	if (key_xyz(k, "maxntid") || key_xyz(k, "reqntid") || key_xyz(k, "cluster_dim_"))
		return KEY_INT;
	if (key_is(k, "grid_constant"))
		return KEY_GRID;
	return KEY_OTHER;
}

static const char *kind_name(enum op_kind k)
{
	switch (k) {
	case OP_NULL: return "null";
	case OP_STRING: return "a string";
	case OP_INT: return "an integer constant";
	case OP_CONST: return "a constant of another kind";
	case OP_NODE: return "a node";
	case OP_GLOBAL: return "a global";
	case OP_OTHER: return "metadata of another kind";
	default: return "unknown";
	}
}

/* Keys and values are printed as the user wrote them, minus bytes that
 * would garble a message. */
static void printable(const char *s, size_t n, char *out, size_t cap)
{
	size_t o = 0;

	for (size_t i = 0; i < n && o + 5 < cap; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7f && c != '\\') {
			out[o++] = (char)c;
		} else {
			o += (size_t)snprintf(out + o, cap - o, "\\%02X", c);
		}
	}
	out[o] = '\0';
}

struct checker {
	struct nvt_diags *diags;
	const char *file;
	bool report;   /* false: only find out whether the model is complete */
	bool unsure;   /* an OP_UNKNOWN or GV_UNKNOWN decided nothing */
	unsigned errors;
};

static void bad(struct checker *c, const struct ann_entry *e, const char *sym, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void bad(struct checker *c, const struct ann_entry *e, const char *sym, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	c->errors++;
	if (!c->report)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	nvt_diags__reportf(c->diags, NVT_ERROR, RULE, c->file, e->line, 0, sym,
			   "!nvvm.annotations %s for '%s': %s", e->label, sym, msg);
}

/* The attribute position LLVM computes must stay small (see the top). */
static bool attr_index_ok(uint32_t idx)
{
	return idx <= MAX_ATTR_INDEX || idx == UINT32_MAX;
}

static void check_entry(struct checker *c, const struct ann_entry *e)
{
	const struct ann_val *g, *fn_key = NULL;
	char sym[256], key[128];

	if (!e->known) {
		c->unsure = true;
		return;
	}
	if (e->n == 0)
		return;
	g = &e->ops[0];
	if (g->kind == OP_UNKNOWN) {
		c->unsure = true;
		return;
	}
	if (g->kind != OP_GLOBAL)
		return; /* the rewrite skips the entry */
	if (g->len)
		printable(g->text, g->len, sym, sizeof(sym));
	else
		snprintf(sym, sizeof(sym), "<unnamed>");

	for (unsigned j = 1; j < e->n; j += 2) {
		const struct ann_val *k = &e->ops[j], *v = j + 1 < e->n ? &e->ops[j + 1] : NULL;
		enum key_class kc;

		if (k->kind == OP_NULL) {
			bad(c, e, sym, "operand %u is null where a key belongs", j);
			continue;
		}
		if (k->kind == OP_STRING)
			printable(k->text, k->len, key, sizeof(key));
		if (!v) {
			if (k->kind == OP_STRING)
				bad(c, e, sym, "key '%s' has no value", key);
			else
				bad(c, e, sym, "operand %u, a key, has no value", j);
			continue;
		}
		if (k->kind == OP_UNKNOWN) {
			c->unsure = true; /* a string the scanner could not read? */
			continue;
		}
		if (k->kind != OP_STRING)
			continue; /* matches no known key */
		kc = classify_key(k);
		if (kc == KEY_INT) {
			if (v->kind == OP_UNKNOWN) {
				c->unsure = true;
			} else if (v->kind != OP_INT) {
				bad(c, e, sym, "value of '%s' is not an integer constant (it is %s)", key,
				    kind_name(v->kind));
			} else if (key_is(k, "align") && !attr_index_ok((uint32_t)(v->zext >> 16))) {
				bad(c, e, sym,
				    "value %llu of 'align' puts the alignment at attribute index %u, "
				    "out of range (at most %u)",
				    (unsigned long long)v->zext, (unsigned)(uint32_t)(v->zext >> 16),
				    MAX_ATTR_INDEX);
			}
			/* kernel,0 is dropped without looking at the global */
			if (!(key_is(k, "kernel") && v->kind == OP_INT && !v->nonzero) && !fn_key)
				fn_key = k;
		} else if (kc == KEY_GRID) {
			if (v->kind == OP_UNKNOWN || (v->kind == OP_NODE && !v->sub_known)) {
				c->unsure = true;
			} else if (v->kind != OP_NODE) {
				bad(c, e, sym, "'grid_constant' needs a node of parameter indices, not %s",
				    kind_name(v->kind));
			} else {
				bool said = false; /* one message for the node's first bad operand */
				for (unsigned i = 0; i < v->nsub; i++) {
					const struct ann_val *x = &v->sub[i];
					if (x->kind == OP_UNKNOWN) {
						c->unsure = true;
					} else if (x->kind != OP_INT) {
						if (said)
							continue;
						said = true;
						bad(c, e, sym,
						    "'grid_constant' needs a node of parameter indices: "
						    "operand %u of its node is %s", i, kind_name(x->kind));
					} else if (!attr_index_ok((uint32_t)(x->zext - 1) + 1u)) {
						bad(c, e, sym,
						    "'grid_constant' parameter index %llu is out of range "
						    "(at most %u)", (unsigned long long)x->zext, MAX_ATTR_INDEX);
					}
				}
				if (v->nsub && !fn_key)
					fn_key = k;
			}
		}
	}
	if (fn_key) {
		if (g->gv == GV_UNKNOWN)
			c->unsure = true;
		else if (g->gv == GV_OTHER) {
			printable(fn_key->text, fn_key->len, key, sizeof(key));
			bad(c, e, sym, "'%s' applies to functions and '%s' is not one", key, sym);
		}
	}
}

static unsigned check_list(struct checker *c, const struct ann_list *l)
{
	for (unsigned i = 0; i < l->n; i++)
		check_entry(c, &l->e[i]);
	return c->errors;
}

/* ---- reading a module through the C API (bitcode, and text parsed under
 * another name); the rewrite has not run on it ---- */

static void swallow_diag(LLVMDiagnosticInfoRef di, void *opaque)
{
	(void)di;
	(void)opaque;
}

static int val_from_llvm(LLVMValueRef v, struct ann_val *out, int depth)
{
	memset(out, 0, sizeof(*out));
	if (!v) {
		out->kind = OP_NULL;
	} else if (LLVMIsAMDString(v)) {
		unsigned len = 0;
		const char *s = LLVMGetMDString(v, &len);
		out->kind = OP_STRING;
		out->text = nvt_strndup(s ? s : "", s ? len : 0);
		out->len = len;
		if (!out->text)
			return -ENOMEM;
	} else if (LLVMIsAMDNode(v)) {
		out->kind = OP_NODE;
		if (depth > 0)
			return 0;
		unsigned n = LLVMGetMDNodeNumOperands(v);
		LLVMValueRef *ops = calloc(n ? n : 1, sizeof(*ops));
		out->sub = calloc(n ? n : 1, sizeof(*out->sub));
		if (!ops || !out->sub) {
			free(ops);
			return -ENOMEM;
		}
		LLVMGetMDNodeOperands(v, ops);
		out->sub_known = true;
		for (unsigned i = 0; i < n; i++) {
			out->nsub = i + 1;
			if (val_from_llvm(ops[i], &out->sub[i], depth + 1)) {
				free(ops);
				return -ENOMEM;
			}
		}
		free(ops);
	} else if (LLVMIsAGlobalValue(v)) {
		out->kind = OP_GLOBAL;
		out->gv = LLVMIsAFunction(v) ? GV_FUNCTION : GV_OTHER;
		out->text = nvt_llvm_value_name(v);
		if (!out->text)
			return -ENOMEM;
		out->len = strlen(out->text);
	} else if (LLVMIsAConstantInt(v)) {
		out->kind = OP_INT;
		out->zext = LLVMConstIntGetZExtValue(v);
		out->nonzero = !LLVMIsNull(v);
	} else if (LLVMIsAConstant(v)) {
		out->kind = OP_CONST;
	} else {
		out->kind = OP_OTHER;
	}
	return 0;
}

/* Pointers of the entries already read: the rewrite reads each node once. */
static bool seen_before(LLVMValueRef *nodes, unsigned i)
{
	for (unsigned j = 0; j < i; j++)
		if (nodes[j] == nodes[i])
			return true;
	return false;
}

/* Reads entries of named node `name` of m. labels/lines (may be NULL) name
 * each operand of the named node; otherwise entries are "#position". */
static int list_from_module(LLVMModuleRef m, const char *name, const unsigned *ids,
			    const unsigned *lines, unsigned nids, struct ann_list *l)
{
	unsigned n;
	LLVMValueRef *nodes = nvt_llvm_named_operands(m, name, &n);
	int err = 0;

	if (!nodes)
		return n ? -ENOMEM : 0;
	for (unsigned i = 0; i < n && !err; i++) {
		struct ann_entry *e;
		LLVMValueRef *ops;
		unsigned k;

		if (!nodes[i] || !LLVMIsAMDNode(nodes[i]) || (n <= 4096 && seen_before(nodes, i)))
			continue;
		e = list_add(l);
		if (!e) {
			err = -ENOMEM;
			break;
		}
		if (ids && nids == n) {
			snprintf(e->label, sizeof(e->label), "entry !%u", ids[i]);
			e->line = lines ? lines[i] : 0;
		} else {
			snprintf(e->label, sizeof(e->label), "operand %u", i);
		}
		k = LLVMGetMDNodeNumOperands(nodes[i]);
		ops = calloc(k ? k : 1, sizeof(*ops));
		e->ops = calloc(k ? k : 1, sizeof(*e->ops));
		if (!ops || !e->ops) {
			free(ops);
			err = -ENOMEM;
			break;
		}
		LLVMGetMDNodeOperands(nodes[i], ops);
		e->known = true;
		for (unsigned j = 0; j < k && !err; j++) {
			e->n = j + 1;
			err = val_from_llvm(ops[j], &e->ops[j], 0);
		}
		free(ops);
	}
	free(nodes);
	return err;
}

int nvt_annotations_check_module(LLVMModuleRef mod, const char *file, struct nvt_diags *diags)
{
	struct ann_list l = { 0 };
	struct checker c = { .diags = diags, .file = file, .report = true };
	int err = list_from_module(mod, MD_NAME, NULL, NULL, 0, &l);

	if (!err && check_list(&c, &l))
		err = -EINVAL;
	list_free(&l);
	return err;
}

/* Whether bitcode may hold the named metadata "nvvm.annotations": LLVM
 * writes a METADATA_NAME record's characters as an array of 8-bit fields
 * (its abbreviation, in every LLVM since 3.x), which sit in the bit stream
 * at any bit offset: at offset s within a byte, the name's bytes appear
 * shifted, each stream byte made of two of its characters. One search per
 * shift (0.1 ms on a 300 KB module). A writer that spelled the record out
 * unabbreviated (6-bit VBR fields) is not found: only the isolated child,
 * whose crashes are caught, takes the answer (check_bitcode). */
bool nvt_bitcode_may_name_annotations(const struct nvt_blob *blob)
{
	static const unsigned char nm[] = "nvvm.annotations";
	const size_t n = sizeof(nm) - 1;
	unsigned char pat[sizeof(nm)];

	for (unsigned s = 0; s < 8; s++) {
		size_t len;
		if (!s) {
			memcpy(pat, nm, n);
			len = n;
		} else {
			/* bytes 1..n-1 of the stream are whole: the high bits
			 * of one character, the low bits of the next */
			for (size_t k = 1; k < n; k++)
				pat[k - 1] = (unsigned char)((nm[k - 1] >> (8 - s)) | (nm[k] << s));
			len = n - 1;
		}
		if (memmem(nvt_blob__data(blob), nvt_blob__size(blob), pat, len))
			return true;
	}
	return false;
}

static int check_bitcode(const struct nvt_blob *blob, struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	LLVMContextRef ctx;
	LLVMMemoryBufferRef mb;
	LLVMModuleRef mod = NULL;
	int err;

	/* The check loads the module's metadata once more (a sixth of the
	 * isolated child's work on clang's output, which has no annotations).
	 * The child skips it where the name is nowhere in the bytes: only a
	 * writer that spells METADATA_NAME out unabbreviated (none known)
	 * gets past, and then LLVM's crash in the child is the report (a
	 * silent read past is not seen). Outside the child the check stays. */
	if (nvt_isolated_child() && !nvt_bitcode_may_name_annotations(blob))
		return 0;
	ctx = LLVMContextCreate();
	if (!ctx)
		return -ENOMEM;
	/* Errors of this load are the real load's to report. */
	LLVMContextSetDiagnosticHandler(ctx, swallow_diag, NULL);
	mb = LLVMCreateMemoryBufferWithMemoryRange(nvt_blob__data(blob), nvt_blob__size(blob), name, 0);
	if (LLVMGetBitcodeModuleInContext2(ctx, mb, &mod)) {
		LLVMDisposeMemoryBuffer(mb);
		LLVMContextDispose(ctx);
		return 0;
	}
	err = nvt_annotations_check_module(mod, name, diags);
	LLVMDisposeModule(mod); /* and mb with it */
	LLVMContextDispose(ctx);
	return err;
}

/* ---- scanning text ---- */

struct text {
	const char *buf, *end;
	struct md_def {
		size_t at;     /* 1 + offset just past "!id =", 0 if none */
		unsigned line; /* the line of that definition */
	} *md;              /* md[id] */
	size_t md_cap;
	unsigned *ids;      /* operands of !nvvm.annotations, in order */
	size_t nids, ids_cap;
	bool ids_ok;        /* every operand was a plain !N */
	size_t *md_name_at; /* offsets of "!nvvm.annotations" definitions */
	size_t nnames, names_cap;
};

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static bool is_space(char c) { return is_blank(c) || c == '\n'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_name_char(char c)
{
	return is_alpha(c) || is_digit(c) || c == '-' || c == '$' || c == '.' || c == '_';
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Skips white space and ';' comments (metadata may span lines). */
static const char *skip_ws(const char *p, const char *end)
{
	while (p < end) {
		if (is_space(*p)) {
			p++;
		} else if (*p == ';') {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			p = nl ? nl + 1 : end;
		} else {
			break;
		}
	}
	return p;
}

static bool starts(const char *p, const char *end, const char *word)
{
	size_t n = strlen(word);
	return (size_t)(end - p) >= n && !memcmp(p, word, n);
}

/* A keyword: `word` not followed by a name character. */
static bool keyword(const char *p, const char *end, const char *word)
{
	size_t n = strlen(word);
	return starts(p, end, word) && (p + n == end || !is_name_char(p[n]));
}

static unsigned md_line(const struct text *t, unsigned long id)
{
	return id < t->md_cap && t->md[id].at ? t->md[id].line : 0;
}

/* LLVM's string escapes: \\ and \XX (hex). */
static char *unescape(const char *s, size_t n, size_t *len)
{
	char *out = malloc(n + 1);
	size_t o = 0;

	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\\') {
			out[o++] = '\\';
			i++;
		} else if (s[i] == '\\' && i + 2 < n && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
			out[o++] = (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
			i += 2;
		} else {
			out[o++] = s[i];
		}
	}
	out[o] = '\0';
	*len = o;
	return out;
}

/* A global's name after '@': [-a-zA-Z$._0-9]+ or "quoted". Returns the end
 * of the name (NULL if none) and the unescaped name in *name. */
static const char *parse_global_name(const char *p, const char *end, char **name, size_t *len)
{
	const char *s = p;

	*name = NULL;
	if (p < end && *p == '"') {
		const char *q = memchr(p + 1, '"', (size_t)(end - p - 1));
		if (!q)
			return NULL;
		*name = unescape(p + 1, (size_t)(q - p - 1), len);
		return *name ? q + 1 : NULL;
	}
	while (p < end && is_name_char(*p))
		p++;
	if (p == s)
		return NULL;
	*name = nvt_strndup(s, (size_t)(p - s));
	*len = (size_t)(p - s);
	return *name ? p : NULL;
}

/* Skips a balanced group opened at *p; NULL if it never closes. */
static const char *skip_group(const char *p, const char *end)
{
	int depth = 0;

	for (; p < end; p++) {
		char c = *p;
		if (c == '"') {
			const char *q = memchr(p + 1, '"', (size_t)(end - p - 1));
			if (!q)
				return NULL;
			p = q;
		} else if (c == '(' || c == '[' || c == '{' || c == '<') {
			depth++;
		} else if (c == ')' || c == ']' || c == '}' || c == '>') {
			if (--depth == 0)
				return p + 1;
			if (depth < 0)
				return NULL;
		}
	}
	return NULL;
}

/* A type, in the forms LLVM 22 reads (typed pointers included: `void (ptr)*`
 * reads as ptr). Returns its end or NULL; *width is its bit width when it
 * is a plain integer type, 0 otherwise. */
static const char *parse_type(const char *p, const char *end, unsigned *width)
{
	static const char *const others[] = { "ptr", "void", "half", "bfloat", "float", "double",
					      "fp128", "x86_fp80", "ppc_fp128", "x86_amx", "label",
					      "metadata", "token" };
	bool plain_int = false;

	*width = 0;
	if (p < end && *p == 'i' && p + 1 < end && is_digit(p[1])) {
		unsigned long w = 0;
		p++;
		while (p < end && is_digit(*p) && w < (1ul << 24))
			w = w * 10 + (unsigned long)(*p++ - '0');
		if (p < end && is_name_char(*p))
			return NULL;
		*width = (unsigned)w;
		plain_int = true;
	} else if (p < end && (*p == '<' || *p == '[' || *p == '{')) {
		p = skip_group(p, end);
	} else if (p < end && *p == '%') {
		char *n;
		size_t len;
		p = parse_global_name(p + 1, end, &n, &len);
		free(n);
	} else if (keyword(p, end, "target") && p + 6 < end && p[6] == '(') {
		p = skip_group(p + 6, end);
	} else {
		size_t i;
		for (i = 0; i < ARRAY_SIZE(others); i++)
			if (keyword(p, end, others[i]))
				break;
		if (i == ARRAY_SIZE(others))
			return NULL;
		p += strlen(others[i]);
	}
	/* suffixes: addrspace(N), a parameter list, '*' */
	for (;;) {
		const char *q;
		if (!p)
			return NULL;
		q = skip_ws(p, end);
		if (keyword(q, end, "addrspace")) {
			q = skip_ws(q + 9, end);
			if (q >= end || *q != '(')
				return NULL;
			p = skip_group(q, end);
		} else if (q < end && *q == '(') {
			p = skip_group(q, end);
		} else if (q < end && *q == '*') {
			p = q + 1;
		} else {
			break;
		}
		plain_int = false;
	}
	if (!plain_int)
		*width = 0;
	return p;
}

/* An integer literal of a type `width` bits wide: decimal, true/false,
 * u0x/s0x hex. Sets what getZExtValue returns (the low 64 bits). */
static bool parse_int_literal(const char *p, const char *end, unsigned width, struct ann_val *v)
{
	uint64_t x = 0;
	bool neg = false, any = false, nonzero = false;

	if (keyword(p, end, "true") && p + 4 == end) {
		x = 1;
		nonzero = true;
	} else if (keyword(p, end, "false") && p + 5 == end) {
		x = 0;
	} else if (keyword(p, end, "zeroinitializer") && p + 15 == end) {
		x = 0;
	} else if ((starts(p, end, "u0x") || starts(p, end, "s0x")) && p + 3 < end) {
		for (p += 3; p < end; p++) {
			int h = hexval(*p);
			if (h < 0)
				return false;
			x = (x << 4) | (uint64_t)h;
			nonzero |= h != 0;
		}
	} else {
		if (p < end && *p == '-') {
			neg = true;
			p++;
		}
		for (; p < end; p++) {
			if (!is_digit(*p))
				return false;
			x = x * 10 + (uint64_t)(*p - '0');
			nonzero |= *p != '0';
			any = true;
		}
		if (!any)
			return false;
		if (neg)
			x = ~x + 1;
	}
	if (width && width < 64)
		x &= (UINT64_C(1) << width) - 1;
	v->kind = OP_INT;
	v->zext = x;
	v->nonzero = width && width <= 64 ? x != 0 : nonzero;
	return true;
}

struct slice {
	const char *s, *e;
};

/* Splits the operands of a tuple; p is just past its '{'. Returns the end
 * (past '}') or NULL. */
static const char *split_tuple(const char *p, const char *end, struct slice **out, unsigned *n)
{
	size_t cap = 0;
	int depth = 0;
	const char *start = p;

	*out = NULL;
	*n = 0;
	for (; p < end; p++) {
		char c = *p;
		bool last = false;
		if (c == '"') {
			const char *q = memchr(p + 1, '"', (size_t)(end - p - 1));
			if (!q)
				break;
			p = q;
			continue;
		}
		if (c == ';') {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			if (!nl)
				break;
			p = nl;
			continue;
		}
		if (c == '(' || c == '[' || c == '{' || c == '<') {
			depth++;
			continue;
		}
		if (c == ')' || c == ']' || c == '>' || (c == '}' && depth > 0)) {
			if (--depth < 0)
				break;
			continue;
		}
		if (c == '}')
			last = true;
		else if (c != ',' || depth)
			continue;
		{
			const char *s = skip_ws(start, p), *e = p;
			while (e > s && is_space(e[-1]))
				e--;
			if (!(last && *n == 0 && s == e)) { /* !{} has no operands */
				if (nvt_grow(*out, cap, (size_t)*n + 1))
					break;
				(*out)[(*n)++] = (struct slice){ s, e };
			}
		}
		if (last)
			return p + 1;
		start = p + 1;
	}
	free(*out);
	*out = NULL;
	*n = 0;
	return NULL;
}

static int val_from_text(const struct text *t, const char *s, const char *e, struct ann_val *v, int depth);

/* The operands of tuple body p (just past '{') into v->sub. */
static int node_from_text(const struct text *t, const char *p, struct ann_val *v, int depth)
{
	struct slice *sl;
	unsigned n;
	int err = 0;

	v->kind = OP_NODE;
	if (depth > 0)
		return 0;
	if (!split_tuple(p, t->end, &sl, &n))
		return 0; /* sub_known stays false */
	v->sub = calloc(n ? n : 1, sizeof(*v->sub));
	if (!v->sub) {
		free(sl);
		return -ENOMEM;
	}
	for (unsigned i = 0; i < n && !err; i++) {
		v->nsub = i + 1;
		err = val_from_text(t, sl[i].s, sl[i].e, &v->sub[i], depth + 1);
	}
	v->sub_known = true;
	free(sl);
	return err;
}

/* Where the definition of !id starts its value (past "distinct"), or NULL. */
static const char *md_def(const struct text *t, unsigned long id)
{
	const char *p;

	if (id >= t->md_cap || !t->md[id].at)
		return NULL;
	p = skip_ws(t->buf + t->md[id].at - 1, t->end);
	if (keyword(p, t->end, "distinct"))
		p = skip_ws(p + 8, t->end);
	return p;
}

static int val_from_text(const struct text *t, const char *s, const char *e, struct ann_val *v, int depth)
{
	memset(v, 0, sizeof(*v));
	v->kind = OP_UNKNOWN;
	if (s >= e)
		return 0;
	if (keyword(s, e, "null") && s + 4 == e) {
		v->kind = OP_NULL;
		return 0;
	}
	if (*s == '!') {
		if (s + 1 < e && s[1] == '"') {
			const char *q = memchr(s + 2, '"', (size_t)(e - s - 2));
			if (!q || q + 1 != e)
				return 0;
			v->text = unescape(s + 2, (size_t)(q - s - 2), &v->len);
			if (!v->text)
				return -ENOMEM;
			v->kind = OP_STRING;
			return 0;
		}
		if (s + 1 < e && s[1] == '{')
			return skip_group(s + 1, e) == e ? node_from_text(t, s + 2, v, depth) : 0;
		if (s + 1 < e && is_digit(s[1])) {
			unsigned long id = 0;
			const char *p = s + 1, *d;
			while (p < e && is_digit(*p) && id < MAX_MD_ID)
				id = id * 10 + (unsigned long)(*p++ - '0');
			if (p != e || !(d = md_def(t, id)))
				return 0; /* unknown */
			if (starts(d, t->end, "!{"))
				return node_from_text(t, d + 2, v, depth);
			if (d + 1 < t->end && d[0] == '!' && is_alpha(d[1]))
				v->kind = OP_NODE; /* a specialized node: operands not read */
			return 0;
		}
		if (s + 1 < e && is_alpha(s[1]))
			v->kind = OP_NODE; /* an inline specialized node (!DIExpression()) */
		return 0;
	}
	/* a typed value: TYPE VALUE */
	unsigned width;
	const char *p = parse_type(s, e, &width), *val;
	if (!p)
		return 0;
	val = skip_ws(p, e);
	if (val >= e)
		return 0;
	if (width) {
		if (!parse_int_literal(val, e, width, v)) {
			if ((keyword(val, e, "undef") && val + 5 == e) || (keyword(val, e, "poison") && val + 6 == e))
				v->kind = OP_CONST;
			/* else a constant expression: LLVM may fold it to an integer */
		}
		return 0;
	}
	if (*val == '@') {
		const char *q = parse_global_name(val + 1, e, &v->text, &v->len);
		if (q == e)
			v->kind = OP_GLOBAL; /* gv kind filled in later */
		else {
			free(v->text);
			v->text = NULL;
		}
		return q || !v->text ? 0 : -ENOMEM;
	}
	if ((keyword(val, e, "null") && val + 4 == e) || (keyword(val, e, "undef") && val + 5 == e) ||
	    (keyword(val, e, "poison") && val + 6 == e) || (keyword(val, e, "zeroinitializer") && val + 15 == e) ||
	    is_digit(*val) || *val == '-' || *val == '<' || *val == '[' || *val == '{')
		v->kind = OP_CONST; /* a literal of a non-integer type */
	/* else a constant expression: it may fold to a global */
	return 0;
}


/* Operands of one "!nvvm.annotations = !{...}" (p is past the name). */
static int scan_named(struct text *t, const char *p)
{
	p = skip_ws(p, t->end);
	if (p >= t->end || *p != '=')
		return 0;
	p = skip_ws(p + 1, t->end);
	if (!starts(p, t->end, "!{")) {
		t->ids_ok = false;
		return 0;
	}
	p = skip_ws(p + 2, t->end);
	if (p < t->end && *p == '}')
		return 0;
	for (;;) {
		unsigned long id = 0;
		const char *q = p + 1;
		if (p >= t->end || *p != '!' || q >= t->end || !is_digit(*q)) {
			t->ids_ok = false;
			return 0;
		}
		while (q < t->end && is_digit(*q) && id < MAX_MD_ID)
			id = id * 10 + (unsigned long)(*q++ - '0');
		if (nvt_grow(t->ids, t->ids_cap, t->nids + 1))
			return -ENOMEM;
		t->ids[t->nids++] = (unsigned)id;
		p = skip_ws(q, t->end);
		if (p < t->end && *p == ',') {
			p = skip_ws(p + 1, t->end);
			continue;
		}
		if (p >= t->end || *p != '}')
			t->ids_ok = false;
		return 0;
	}
}

/* One pass over the lines: metadata definitions and the named node. */
static int scan_lines(struct text *t)
{
	unsigned lineno = 0;

	for (const char *line = t->buf; line < t->end;) {
		const char *nl = memchr(line, '\n', (size_t)(t->end - line));
		const char *le = nl ? nl : t->end, *p = line;

		lineno++;
		while (p < le && is_blank(*p))
			p++;
		if (p + 1 < le && *p == '!' && is_digit(p[1])) {
			unsigned long id = 0;
			const char *q = p + 1;
			while (q < le && is_digit(*q) && id < MAX_MD_ID)
				id = id * 10 + (unsigned long)(*q++ - '0');
			q = skip_ws(q, le);
			if (id < MAX_MD_ID && q < le && *q == '=') {
				size_t old = t->md_cap;
				if (nvt_grow(t->md, t->md_cap, id + 1))
					return -ENOMEM;
				memset(t->md + old, 0, (t->md_cap - old) * sizeof(*t->md));
				t->md[id].at = (size_t)(q + 1 - t->buf) + 1;
				t->md[id].line = lineno;
			}
		} else if (starts(p, le, "!" MD_NAME) &&
			   (p + 1 + MD_NAME_LEN == le || !is_name_char(p[1 + MD_NAME_LEN]))) {
			if (nvt_grow(t->md_name_at, t->names_cap, t->nnames + 1))
				return -ENOMEM;
			t->md_name_at[t->nnames++] = (size_t)(p - t->buf);
			int err = scan_named(t, p + 1 + MD_NAME_LEN);
			if (err)
				return err;
		}
		line = nl ? nl + 1 : t->end;
	}
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether the globals named by entries are functions: `@name = ...` lines
 * are variables, aliases and ifuncs; `define`/`declare` lines functions. */
static int resolve_globals(const struct text *t, struct ann_list *l)
{
	char **names = NULL;
	enum gv_kind *kinds;
	size_t n = 0, cap = 0;

	for (unsigned i = 0; i < l->n; i++) {
		struct ann_entry *e = &l->e[i];
		if (e->known && e->n && e->ops[0].kind == OP_GLOBAL) {
			if (nvt_grow(names, cap, n + 1)) {
				free(names);
				return -ENOMEM;
			}
			names[n++] = e->ops[0].text;
		}
	}
	if (!n)
		return 0;
	qsort(names, n, sizeof(*names), cmp_str);
	kinds = calloc(n, sizeof(*kinds));
	if (!kinds) {
		free(names);
		return -ENOMEM;
	}
	for (const char *line = t->buf; line < t->end;) {
		const char *nl = memchr(line, '\n', (size_t)(t->end - line));
		const char *le = nl ? nl : t->end, *p = line, *at = NULL;
		enum gv_kind k = GV_UNKNOWN;

		while (p < le && is_blank(*p))
			p++;
		if (p < le && *p == '@') {
			at = p + 1;
			k = GV_OTHER;
		} else if (keyword(p, le, "define") || keyword(p, le, "declare")) {
			const char *q = memchr(p, '@', (size_t)(le - p));
			at = q ? q + 1 : NULL;
			k = GV_FUNCTION;
		}
		if (at) {
			char *name;
			size_t len;
			const char *q = parse_global_name(at, le, &name, &len);
			if (q && k == GV_OTHER) {
				q = skip_ws(q, le);
				if (q >= le || *q != '=')
					k = GV_UNKNOWN;
			}
			if (q && name && k != GV_UNKNOWN) {
				char **hit = bsearch(&name, names, n, sizeof(*names), cmp_str);
				if (hit) {
					/* several equal names sit together: mark them all */
					for (char **h = hit; h >= names && !strcmp(*h, name); h--)
						kinds[h - names] = k;
					for (char **h = hit + 1; h < names + n && !strcmp(*h, name); h++)
						kinds[h - names] = k;
				}
			}
			free(name);
		}
		line = nl ? nl + 1 : t->end;
	}
	for (unsigned i = 0; i < l->n; i++) {
		struct ann_entry *e = &l->e[i];
		if (e->known && e->n && e->ops[0].kind == OP_GLOBAL) {
			char **hit = bsearch(&e->ops[0].text, names, n, sizeof(*names), cmp_str);
			e->ops[0].gv = hit ? kinds[hit - names] : GV_UNKNOWN;
		}
	}
	free(kinds);
	free(names);
	return 0;
}

/* The scanner's model of every entry. */
static int list_from_text(struct text *t, struct ann_list *l)
{
	for (unsigned i = 0; i < t->nids; i++) {
		unsigned id = t->ids[i];
		struct ann_entry *e;
		const char *d;
		bool dup = false;

		for (unsigned j = 0; j < i && !dup && t->nids <= 4096; j++)
			dup = t->ids[j] == id;
		if (dup)
			continue;
		e = list_add(l);
		if (!e)
			return -ENOMEM;
		snprintf(e->label, sizeof(e->label), "entry !%u", id);
		d = md_def(t, id);
		if (!d)
			continue; /* not known: undefined here, LLVM says so */
		e->line = md_line(t, id);
		if (!starts(d, t->end, "!{")) {
			/* a specialized node: operand 0 is never a global */
			e->known = d + 1 < t->end && d[0] == '!' && is_alpha(d[1]);
			continue;
		}
		struct slice *sl;
		unsigned n;
		if (!split_tuple(d + 2, t->end, &sl, &n))
			continue;
		e->ops = calloc(n ? n : 1, sizeof(*e->ops));
		if (!e->ops) {
			free(sl);
			return -ENOMEM;
		}
		e->known = true;
		for (unsigned j = 0; j < n; j++) {
			int err;
			e->n = j + 1;
			err = val_from_text(t, sl[j].s, sl[j].e, &e->ops[j], 0);
			if (err) {
				free(sl);
				return err;
			}
		}
		free(sl);
	}
	return resolve_globals(t, l);
}

/* The exact path: parse the text with the named node renamed (LLVM rewrites
 * only "nvvm.annotations") in a throwaway context and read the module. */
static int check_text_with_llvm(struct text *t, const struct nvt_blob *blob, struct nvt_diags *diags)
{
	static const char alt[] = "_$.-0123456789";
	const char *name = nvt_blob__name(blob);
	size_t size = (size_t)(t->end - t->buf);
	char other[1 + MD_NAME_LEN + 1];
	char *copy;
	LLVMContextRef ctx;
	LLVMMemoryBufferRef mb;
	LLVMModuleRef mod = NULL;
	char *msg = NULL;
	struct ann_list l = { 0 };
	struct checker c = { .diags = diags, .file = name, .report = true };
	int err = 0;
	size_t i;

	/* a same-length name nothing in the text uses */
	memcpy(other, "!" MD_NAME, sizeof(other));
	for (i = 0; i < sizeof(alt) - 1; i++) {
		other[MD_NAME_LEN] = alt[i];
		if (!memmem(t->buf, size, other, MD_NAME_LEN + 1))
			break;
	}
	if (i == sizeof(alt) - 1)
		return 0;
	copy = malloc(size + 1);
	if (!copy)
		return -ENOMEM;
	memcpy(copy, t->buf, size);
	copy[size] = '\0';
	for (unsigned k = 0; k < t->nnames; k++)
		copy[t->md_name_at[k] + MD_NAME_LEN] = alt[i]; /* the final 's' */

	ctx = LLVMContextCreate();
	if (!ctx) {
		free(copy);
		return -ENOMEM;
	}
	LLVMContextSetDiagnosticHandler(ctx, swallow_diag, NULL);
	mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(copy, size, name);
	free(copy);
	if (LLVMParseIRInContext(ctx, mb, &mod, &msg)) { /* takes mb */
		LLVMDisposeMessage(msg);
		LLVMContextDispose(ctx);
		return 0; /* the real parse reports it */
	}
	LLVMDisposeMessage(msg);
	other[1 + MD_NAME_LEN] = '\0';
	other[MD_NAME_LEN] = alt[i];
	if (t->ids_ok) {
		unsigned *lines = calloc(t->nids ? t->nids : 1, sizeof(*lines));
		if (!lines) {
			err = -ENOMEM;
		} else {
			for (unsigned k = 0; k < t->nids; k++)
				lines[k] = md_line(t, t->ids[k]);
			err = list_from_module(mod, other + 1, t->ids, lines, t->nids, &l);
			free(lines);
		}
	} else {
		err = list_from_module(mod, other + 1, NULL, NULL, 0, &l);
	}
	if (!err && check_list(&c, &l))
		err = -EINVAL;
	list_free(&l);
	LLVMDisposeModule(mod);
	LLVMContextDispose(ctx);
	return err;
}

static int check_text(const struct nvt_blob *blob, struct nvt_diags *diags)
{
	struct text t = { .buf = nvt_blob__data(blob), .ids_ok = true };
	struct ann_list l = { 0 };
	struct checker dry = { .diags = diags, .file = nvt_blob__name(blob) };
	size_t size = nvt_blob__size(blob);
	int err;

	t.end = t.buf + size;
	/* most inputs: no annotations at all */
	if (!memmem(t.buf, size, "!" MD_NAME, MD_NAME_LEN + 1))
		return 0;
	err = scan_lines(&t);
	if (!err && t.nnames)
		err = list_from_text(&t, &l);
	if (!err && t.nnames) {
		/* first find out whether the scanner understood everything that matters */
		check_list(&dry, &l);
		if (dry.unsure) {
			err = check_text_with_llvm(&t, blob, diags);
		} else if (dry.errors) {
			struct checker c = { .diags = diags, .file = nvt_blob__name(blob), .report = true };
			check_list(&c, &l);
			err = -EINVAL;
		}
	}
	list_free(&l);
	free(t.md);
	free(t.ids);
	free(t.md_name_at);
	return err;
}

int nvt_annotations_check(const struct nvt_blob *blob, struct nvt_diags *diags)
{
	switch (nvt_blob__kind(blob)) {
	case NVT_INPUT_BITCODE:
	case NVT_INPUT_BITCODE_WRAPPER:
		return check_bitcode(blob, diags);
	case NVT_INPUT_LLVM_TEXT:
		return check_text(blob, diags);
	default:
		return 0;
	}
}
