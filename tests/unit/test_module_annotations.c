/* SPDX-License-Identifier: Apache-2.0 */
/* !nvvm.annotations that LLVM 22's annotation upgrade crashes on are refused
 * by nvt_module__load with an annotations-shape error, in text, bitcode
 * (eager and lazy) and bitcode-wrapper form, in process and through an
 * isolated read (whose child reports the same error, where a crash would
 * only say "damaged": doc/robustness.md "Threats and defences"); every
 * shape the upgrade copes with still loads. Each case is written once as a
 * list of operands and rendered both as text and, through the C API (whose
 * writer does not run the upgrade), as bitcode. Without the check this
 * test dies of SIGSEGV. */
#include <errno.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <nvvmtools/module.h>
#include "core/internal.h" /* strbuf, nvt_asprintf, ARRAY_SIZE */
#include "llvm/llvm.h"   /* nvt_bitcode_may_name_annotations */
#include "test.h"

enum { A_END, A_FN, A_GV, A_STR, A_INT, A_I64, A_NULL, A_UNDEF, A_FLOAT, A_NODE_INT, A_NODE_STR };

struct aop {
	int kind;
	const char *s;
	long long v;
};

#define FN { A_FN, NULL, 0 }
#define GV { A_GV, NULL, 0 }
#define STR(x) { A_STR, x, 0 }
#define INT(x) { A_INT, NULL, x }
#define END { A_END, NULL, 0 }

struct acase {
	const char *what;
	struct aop ops[8];
	const char *sym;   /* the symbol named in the message */
	const char *msg;   /* the text after "for 'SYM': "; NULL: loads */
};

static const struct acase cases[] = {
	/* every shape the upgrade crashes on */
	{ "key without value", { FN, STR("kernel"), INT(1), STR("maxntidx"), END }, "k",
	  "key 'maxntidx' has no value" },
	{ "string value", { FN, STR("maxntidx"), STR("x"), END }, "k",
	  "value of 'maxntidx' is not an integer constant (it is a string)" },
	{ "kernel string", { FN, STR("kernel"), STR("x"), END }, "k",
	  "value of 'kernel' is not an integer constant (it is a string)" },
	{ "align string", { FN, STR("align"), STR("x"), END }, "k",
	  "value of 'align' is not an integer constant (it is a string)" },
	{ "cluster_dim string", { FN, STR("cluster_dim_x"), STR("x"), END }, "k",
	  "value of 'cluster_dim_x' is not an integer constant (it is a string)" },
	{ "reqntidz null", { FN, STR("reqntidz"), { A_NULL, NULL, 0 }, END }, "k",
	  "value of 'reqntidz' is not an integer constant (it is null)" },
	{ "minctasm undef", { FN, STR("minctasm"), { A_UNDEF, NULL, 0 }, END }, "k",
	  "value of 'minctasm' is not an integer constant (it is a constant of another kind)" },
	{ "maxnreg float", { FN, STR("maxnreg"), { A_FLOAT, NULL, 0 }, END }, "k",
	  "value of 'maxnreg' is not an integer constant (it is a constant of another kind)" },
	{ "maxclusterrank node", { FN, STR("maxclusterrank"), { A_NODE_INT, NULL, 1 }, END }, "k",
	  "value of 'maxclusterrank' is not an integer constant (it is a node)" },
	{ "grid_constant int", { FN, STR("grid_constant"), INT(1), END }, "k",
	  "'grid_constant' needs a node of parameter indices, not an integer constant" },
	{ "grid_constant node of strings", { FN, STR("grid_constant"), { A_NODE_STR, "x", 0 }, END }, "k",
	  "'grid_constant' needs a node of parameter indices: operand 0 of its node is a string" },
	{ "grid_constant huge index", { FN, STR("grid_constant"), { A_NODE_INT, NULL, 1000000 }, END }, "k",
	  "'grid_constant' parameter index 1000000 is out of range (at most 65536)" },
	{ "null key", { FN, { A_NULL, NULL, 0 }, INT(1), END }, "k",
	  "operand 1 is null where a key belongs" },
	{ "align huge index", { FN, STR("align"), { A_I64, NULL, 281470681743364LL }, END }, "k",
	  "value 281470681743364 of 'align' puts the alignment at attribute index 4294901760, "
	  "out of range (at most 65536)" },
	{ "maxntidx on a variable", { GV, STR("maxntidx"), INT(1), END }, "g",
	  "'maxntidx' applies to functions and 'g' is not one" },
	{ "kernel on a variable", { GV, STR("kernel"), INT(1), END }, "g",
	  "'kernel' applies to functions and 'g' is not one" },
	/* shapes the upgrade copes with: they load */
	{ "non-string key", { FN, INT(1), INT(1), END }, NULL, NULL },
	{ "global only", { FN, END }, NULL, NULL },
	{ "integer first", { INT(1), STR("kernel"), INT(1), END }, NULL, NULL },
	{ "string first", { STR("x"), STR("kernel"), INT(1), END }, NULL, NULL },
	{ "null first", { { A_NULL, NULL, 0 }, STR("kernel"), INT(1), END }, NULL, NULL },
	{ "null first, bad value", { { A_NULL, NULL, 0 }, STR("maxntidx"), STR("x"), END }, NULL, NULL },
	{ "kernel", { FN, STR("kernel"), INT(1), STR("maxntidx"), INT(128), END }, NULL, NULL },
	{ "grid_constant", { FN, STR("grid_constant"), { A_NODE_INT, NULL, 1 }, END }, NULL, NULL },
	{ "align", { FN, STR("align"), INT(65540), END }, NULL, NULL },
	{ "unknown key, string value", { FN, STR("texture"), STR("x"), END }, NULL, NULL },
	{ "unknown key, null value", { FN, STR("texture"), { A_NULL, NULL, 0 }, END }, NULL, NULL },
	{ "kernel,0 on a variable", { GV, STR("kernel"), INT(0), END }, NULL, NULL },
	{ "managed variable", { GV, STR("managed"), INT(1), END }, NULL, NULL },
};

static const struct acase *find_case(const char *what)
{
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
		if (!strcmp(cases[i].what, what))
			return &cases[i];
	abort();
}

/* ---- text ---- */

static void text_op(struct nvt_strbuf *sb, const struct aop *o)
{
	switch (o->kind) {
	case A_FN: nvt_strbuf_puts(sb, "ptr @k"); break;
	case A_GV: nvt_strbuf_puts(sb, "ptr @g"); break;
	case A_STR: nvt_strbuf_printf(sb, "!\"%s\"", o->s); break;
	case A_INT: nvt_strbuf_printf(sb, "i32 %lld", o->v); break;
	case A_I64: nvt_strbuf_printf(sb, "i64 %lld", o->v); break;
	case A_NULL: nvt_strbuf_puts(sb, "null"); break;
	case A_UNDEF: nvt_strbuf_puts(sb, "i32 undef"); break;
	case A_FLOAT: nvt_strbuf_puts(sb, "float 1.0"); break;
	case A_NODE_INT: nvt_strbuf_printf(sb, "!{i32 %lld}", o->v); break;
	case A_NODE_STR: nvt_strbuf_printf(sb, "!{!\"%s\"}", o->s); break;
	}
}

static char *text_module(const struct acase *c)
{
	struct nvt_strbuf sb = { 0 };

	nvt_strbuf_puts(&sb, "target triple = \"nvptx64-nvidia-cuda\"\n"
			     "@g = global i32 0\n"
			     "define void @k(ptr %p) {\n  ret void\n}\n"
			     "!nvvm.annotations = !{!0}\n"
			     "!0 = !{"); /* line 7 */
	for (int i = 0; c->ops[i].kind != A_END; i++) {
		if (i)
			nvt_strbuf_puts(&sb, ", ");
		text_op(&sb, &c->ops[i]);
	}
	nvt_strbuf_puts(&sb, "}\n");
	return nvt_strbuf_detach(&sb, NULL);
}

/* ---- bitcode, through the C API (which writes the node as it is) ---- */

static LLVMMetadataRef bc_op(LLVMContextRef ctx, LLVMValueRef k, LLVMValueRef g, const struct aop *o)
{
	LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
	LLVMMetadataRef one;

	switch (o->kind) {
	case A_FN: return LLVMValueAsMetadata(k);
	case A_GV: return LLVMValueAsMetadata(g);
	case A_STR: return LLVMMDStringInContext2(ctx, o->s, strlen(o->s));
	case A_INT: return LLVMValueAsMetadata(LLVMConstInt(i32, (unsigned long long)o->v, 1));
	case A_I64:
		return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), (unsigned long long)o->v, 1));
	case A_UNDEF: return LLVMValueAsMetadata(LLVMGetUndef(i32));
	case A_FLOAT: return LLVMValueAsMetadata(LLVMConstReal(LLVMFloatTypeInContext(ctx), 1.0));
	case A_NODE_INT:
		one = LLVMValueAsMetadata(LLVMConstInt(i32, (unsigned long long)o->v, 0));
		return LLVMMDNodeInContext2(ctx, &one, 1);
	case A_NODE_STR:
		one = LLVMMDStringInContext2(ctx, o->s, strlen(o->s));
		return LLVMMDNodeInContext2(ctx, &one, 1);
	default: return NULL;
	}
}

/* The case as a bitcode module with @k (a function) and @g (a variable). */
static void *bitcode_module(const struct acase *c, int nentries, size_t *size)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", ctx);
	LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
	LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr, 1, 0);
	LLVMValueRef k = LLVMAddFunction(m, "k", fty);
	LLVMValueRef g = LLVMAddGlobal(m, LLVMInt32TypeInContext(ctx), "g");
	LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
	LLVMMetadataRef ops[10];
	int n = 0;

	LLVMSetTarget(m, "nvptx64-nvidia-cuda");
	LLVMSetInitializer(g, LLVMConstInt(LLVMInt32TypeInContext(ctx), 0, 0));
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, k, "entry"));
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
	for (; c->ops[n].kind != A_END; n++)
		ops[n] = bc_op(ctx, k, g, &c->ops[n]);
	/* the case's node; with nentries 2 also a second node, the same
	 * operands plus one harmless pair (so the two are different nodes) */
	LLVMMetadataRef node = LLVMMDNodeInContext2(ctx, ops, (size_t)n);
	LLVMAddNamedMetadataOperand(m, "nvvm.annotations", LLVMMetadataAsValue(ctx, node));
	if (nentries > 1) {
		ops[n] = LLVMMDStringInContext2(ctx, "texture", 7);
		ops[n + 1] = LLVMMDStringInContext2(ctx, "v", 1);
		node = LLVMMDNodeInContext2(ctx, ops, (size_t)n + 2);
		LLVMAddNamedMetadataOperand(m, "nvvm.annotations", LLVMMetadataAsValue(ctx, node));
	}
	LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m);
	*size = LLVMGetBufferSize(mb);
	void *out = malloc(*size);
	memcpy(out, LLVMGetBufferStart(mb), *size);
	LLVMDisposeMemoryBuffer(mb);
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return out;
}

static void *wrap_bitcode(const void *bc, size_t size, size_t *wsize)
{
	unsigned char *w = calloc(1, 20 + size);
	unsigned hdr[5] = { 0x0B17C0DE, 0, 20, (unsigned)size, 0 };

	memcpy(w, hdr, sizeof(hdr));
	memcpy(w + 20, bc, size);
	*wsize = 20 + size;
	return w;
}

static struct test_diag_log log_;

enum load_mode { PLAIN, LAZY, ISOLATED, ISOLATED_LAZY };

/* Loads `data` as `file`; checks it loads (msg NULL) or fails with exactly
 * the expected annotations-shape error at `line` (0: none). ISOLATED reads
 * it in a child first, where bitcode is checked only when the name
 * "nvvm.annotations" is in its bytes (annotations.c): found at every bit
 * offset the cases put it at, the child reports the same error, and the
 * parent reads what the child read (text) or wrote (bitcode) unchecked.
 * ISOLATED_LAZY: the same, then the canonical bytes read lazily. */
static void expect(struct nvt_diags *d, const struct acase *c, const void *data, size_t size,
		   const char *file, unsigned line, const char *where, enum load_mode mode)
{
	struct nvt_blob *b = nvt_blob__from_memory(data, size, file, false);
	NVT_OPTS(nvt_module_opts, lz, .lazy = true);
	NVT_OPTS(nvt_module_opts, iso, .isolate = true);
	NVT_OPTS(nvt_module_opts, isolz, .isolate = true, .lazy = true);
	const struct nvt_module_opts *const opts[] = { NULL, &lz, &iso, &isolz };
	struct nvt_module *m;
	char want[512];

	log_.count = 0;
	errno = 0;
	m = nvt_module__load(b, opts[mode], d);
	if (c->msg) {
		char loc[64];
		if (line)
			snprintf(loc, sizeof(loc), "%s:%u", file, line);
		else
			snprintf(loc, sizeof(loc), "%s", file);
		snprintf(want, sizeof(want), "%s: error: !nvvm.annotations %s for '%s': %s [annotations-shape]",
			 loc, where, c->sym, c->msg);
		CHECK(m == NULL && errno == EINVAL);
		CHECK_INT(log_.count, 1);
		if (!test_log_has(&log_, want)) {
			fprintf(stderr, "case '%s' (%s): expected '%s', got '%s'\n", c->what, file, want,
				log_.count ? log_.text[0] : "(nothing)");
			CHECK(0);
		}
	} else {
		if (!m)
			fprintf(stderr, "case '%s' (%s) did not load: %s\n", c->what, file,
				log_.count ? log_.text[0] : "(no message)");
		CHECK(m != NULL);
		CHECK_INT(log_.count, 0);
	}
	nvt_module__free(m);
	nvt_blob__free(b);
}

int main(void)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &log_);
	struct nvt_diags *d = nvt_diags__new(&o);

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct acase *c = &cases[i];
		char *text = text_module(c);
		size_t bsize, wsize;
		void *bc = bitcode_module(c, 1, &bsize);
		void *w = wrap_bitcode(bc, bsize, &wsize);

		expect(d, c, text, strlen(text), "a.ll", 7, "entry !0", PLAIN);
		expect(d, c, text, strlen(text), "a.ll", 7, "entry !0", ISOLATED);
		expect(d, c, bc, bsize, "a.bc", 0, "operand 0", PLAIN);
		expect(d, c, bc, bsize, "a.bc", 0, "operand 0", LAZY);
		expect(d, c, bc, bsize, "a.bc", 0, "operand 0", ISOLATED);
		expect(d, c, bc, bsize, "a.bc", 0, "operand 0", ISOLATED_LAZY);
		expect(d, c, w, wsize, "a.wrap.bc", 0, "operand 0", PLAIN);
		expect(d, c, w, wsize, "a.wrap.bc", 0, "operand 0", ISOLATED);
		free(text);
		free(bc);
		free(w);
	}

	/* the child's search for the name, at each of the 8 bit offsets a
	 * bit stream can put it at (LSB first, as LLVM's writer fills bytes),
	 * and not when one bit of it differs */
	for (unsigned s = 0; s < 8; s++) {
		static const char nm[] = "nvvm.annotations";
		static const int flips[] = { -1, 0, 3, 7, 36, 73, 110, 121, 124, 127 };
		for (size_t f = 0; f < ARRAY_SIZE(flips); f++) {
			int flip = flips[f];
			unsigned char buf[64] = { 0xa5, 0x5a, 0x33 };
			size_t bit = 3 * 8 + s;
			for (size_t k = 0; k < 16; k++)
				for (unsigned j = 0; j < 8; j++, bit++) {
					unsigned v = ((unsigned char)nm[k] >> j) & 1;
					if ((int)(k * 8 + j) == flip)
						v ^= 1;
					buf[bit / 8] = (unsigned char)(buf[bit / 8] | (v << (bit % 8)));
				}
			struct nvt_blob *b = nvt_blob__from_memory(buf, sizeof(buf), "s.bc", false);
			bool want = flip < 0 ||
				    /* the first or last byte's bits outside the whole bytes */
				    (s && (flip < (int)(8 - s) || flip >= 16 * 8 - (int)s));
			if (nvt_bitcode_may_name_annotations(b) != want)
				fprintf(stderr, "shift %u flip %d: expected %d\n", s, flip, want);
			CHECK(nvt_bitcode_may_name_annotations(b) == want);
			nvt_blob__free(b);
		}
	}

	/* the upgrade still runs on what loads: kernel,1 became ptx_kernel */
	{
		size_t n;
		void *bc = bitcode_module(find_case("kernel"), 1, &n);
		struct nvt_blob *b = nvt_blob__from_memory(bc, n, "k.bc", false);
		struct nvt_module *m = nvt_module__load(b, NULL, d);
		CHECK(m != NULL);
		if (m)
			CHECK_INT(LLVMGetFunctionCallConv(LLVMGetNamedFunction(nvt_module__llvm_module(m), "k")),
				  71 /* PTX_Kernel */);
		nvt_module__free(m);
		nvt_blob__free(b);
		free(bc);
	}

	/* every bad entry is reported, each once; the duplicate reference to
	 * !0 is read once, as LLVM does; lines are the nodes' */
	{
		static const char many[] =
			"define void @k(ptr %p) {\n  ret void\n}\n"
			"@g = global i32 0\n"
			"!nvvm.annotations = !{!0, !1, !0}\n"
			"!nvvm.annotations = !{!2, !3}\n"
			"!0 = !{ptr @k, !\"maxntidx\", !\"x\"}\n"
			"!1 = distinct !{ptr @k, !\"kernel\", i32 1, ; a comment\n"
			"   !\"grid_constant\", !4}\n"
			"!2 = !{ptr @g, !\"managed\", i32 1}\n"
			"!3 = !{ptr @g, !\"align\"}\n"
			"!4 = !{i32 1, !\"two\"}\n";
		struct nvt_blob *b = nvt_blob__from_memory(many, sizeof(many) - 1, "many.ll", false);
		log_.count = 0;
		CHECK(nvt_module__load(b, NULL, d) == NULL);
		CHECK_INT(log_.count, 3);
		CHECK(test_log_has(&log_, "many.ll:7: error: !nvvm.annotations entry !0 for 'k': value of "
					  "'maxntidx' is not an integer constant (it is a string) [annotations-shape]"));
		CHECK(test_log_has(&log_, "many.ll:8: error: !nvvm.annotations entry !1 for 'k': 'grid_constant' "
					  "needs a node of parameter indices: operand 1 of its node is a string"));
		CHECK(test_log_has(&log_, "many.ll:11: error: !nvvm.annotations entry !3 for 'g': key 'align' "
					  "has no value"));
		nvt_blob__free(b);
	}

	/* bitcode: two entries, both bad, both reported */
	{
		size_t n;
		void *bc = bitcode_module(find_case("string value"), 2, &n);
		struct nvt_blob *b = nvt_blob__from_memory(bc, n, "two.bc", false);
		log_.count = 0;
		CHECK(nvt_module__load(b, NULL, d) == NULL);
		CHECK_INT(log_.count, 2);
		CHECK(test_log_has(&log_, "two.bc: error: !nvvm.annotations operand 0 for 'k'"));
		CHECK(test_log_has(&log_, "two.bc: error: !nvvm.annotations operand 1 for 'k'"));
		nvt_blob__free(b);
		free(bc);
	}

	/* text the scanner cannot decide alone: constant expressions are folded
	 * by LLVM (a same-type bitcast of @k is @k; ptrtoint of null is 0), so
	 * the text is parsed once more under another name and read exactly */
	{
		static const struct {
			const char *node;
			const char *msg; /* NULL: loads */
		} exact[] = {
			{ "!{ptr bitcast (ptr @k to ptr), !\"maxntidx\", !\"x\"}",
			  "ce.ll:5: error: !nvvm.annotations entry !0 for 'k': value of 'maxntidx' is not an integer constant" },
			{ "!{ptr getelementptr (i8, ptr @k, i64 0), !\"maxntidx\", !\"x\"}",
			  "entry !0 for 'k': value of 'maxntidx'" },
			{ "!{ptr @k, !\"maxntidx\", i32 ptrtoint (ptr @g to i32)}",
			  "entry !0 for 'k': value of 'maxntidx' is not an integer constant (it is a constant of another kind)" },
			{ "!{ptr @k, !\"maxntidx\", i32 ptrtoint (ptr null to i32)}", NULL },
			{ "!{ptr getelementptr (i8, ptr @g, i64 4), !\"maxntidx\", !\"x\"}", NULL },
			{ "!{ptr @k, !\"grid_constant\", !DIExpression()}", NULL },
			{ "!{ptr @k, !\"grid_constant\", !1}\n!1 = !DIFile(filename: \"a\", directory: \"b\")",
			  "'grid_constant' needs a node of parameter indices: operand 0 of its node is a string" },
			{ "!{ptr @\"k\", !\"maxntidx\", i32 1}", NULL },
			/* keys are compared unescaped: \6D is 'm' */
			{ "!{ptr @\"\\6B\", !\"\\6Daxntidx\", !\"x\"}",
			  "ce.ll:5: error: !nvvm.annotations entry !0 for 'k': value of 'maxntidx' is not an integer constant" },
			/* a comment the scanner does not read through: parsed exactly */
			{ "!{ptr @k, !\"maxntidx\", i32 1 ; one\n, !\"kernel\", !\"x\"}",
			  "entry !0 for 'k': value of 'kernel' is not an integer constant (it is a string)" },
			{ "!{ptr @k, !\"maxntidx\", i32 1 ; one\n, !\"kernel\", i32 1}", NULL },
		};
		for (size_t i = 0; i < ARRAY_SIZE(exact); i++) {
			char *text = nvt_asprintf("@g = global i32 0\n"
						  "define void @k(ptr %%p) {\n  ret void\n}\n"
						  "!0 = %s\n"
						  "!nvvm.annotations = !{!0}\n", exact[i].node);
			struct nvt_blob *b = nvt_blob__from_memory(text, strlen(text), "ce.ll", false);
			struct nvt_module *m;
			log_.count = 0;
			m = nvt_module__load(b, NULL, d);
			if (exact[i].msg) {
				CHECK(m == NULL);
				CHECK_INT(log_.count, 1);
				if (!test_log_has(&log_, exact[i].msg)) {
					fprintf(stderr, "exact case %zu: expected '%s', got '%s'\n", i, exact[i].msg,
						log_.count ? log_.text[0] : "(nothing)");
					CHECK(0);
				}
			} else {
				CHECK(m != NULL);
				CHECK_INT(log_.count, 0);
			}
			nvt_module__free(m);
			nvt_blob__free(b);
			free(text);
		}
	}

	/* an entry whose node is never defined is left to LLVM's own error */
	{
		static const char undef[] = "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!7}\n";
		struct nvt_blob *b = nvt_blob__from_memory(undef, sizeof(undef) - 1, "u.ll", false);
		log_.count = 0;
		CHECK(nvt_module__load(b, NULL, d) == NULL);
		CHECK(log_.count == 1 && test_log_has(&log_, "[ir-parse]"));
		nvt_blob__free(b);
	}

	/* a refused input leaves a shared context usable */
	{
		static const char good[] = "define void @k() {\n  ret void\n}\n";
		size_t n;
		void *bad = bitcode_module(find_case("key without value"), 1, &n);
		struct nvt_blob *gb = nvt_blob__from_memory(good, sizeof(good) - 1, "good.ll", false);
		struct nvt_blob *bb = nvt_blob__from_memory(bad, n, "bad.bc", false);
		struct nvt_module *m = nvt_module__load(gb, NULL, d);
		NVT_OPTS(nvt_module_opts, sh, .share_context_with = m);
		CHECK(m != NULL);
		NVT_OPTS(nvt_module_opts, shlazy, .share_context_with = m, .lazy = true);
		CHECK(nvt_module__load(bb, &sh, d) == NULL);
		/* a lazy load is checked on the module itself, in the shared context */
		CHECK(nvt_module__load(bb, &shlazy, d) == NULL && errno == EINVAL);
		struct nvt_module *m2 = nvt_module__load(gb, &sh, d);
		CHECK(m2 != NULL);
		nvt_module__free(m2);
		nvt_module__free(m);
		nvt_blob__free(gb);
		nvt_blob__free(bb);
		free(bad);
	}

	nvt_diags__free(d);
	return TEST_DONE();
}
