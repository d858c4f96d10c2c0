/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt_verify_requirements (contract in verify/requirements.h): what a module needs from
 * the arch and the PTX ISA version, from the intrinsic table
 * (verify/intrinsics.h) and debug info.
 *
 * LLVM 22 ends the process ("Cannot select", fatal errors) when an
 * intrinsic is compiled for an arch or PTX version that lacks it, so every
 * llvm.nvvm.* intrinsic the module uses is checked here first:
 *   - LLVM does not know the name at all (LLVMGetIntrinsicID == 0): LLVM
 *     would emit it as a call to an external function named llvm.nvvm.*,
 *     which ptxas rejects: error "unsupported intrinsic" [intrinsic-unknown];
 *   - the arch (or 32-bit pointers) cannot have it: error naming what it
 *     needs [intrinsic-arch];
 *   - LLVM 22 cannot compile it anywhere: error [intrinsic-no-codegen];
 *   - otherwise it raises *min_ptx to what it needs.
 * Each (intrinsic, function) pair is reported once, at its first use.
 * Walking the uses of the declarations (not every instruction) keeps this
 * proportional to the number of intrinsic calls.
 *
 * Inline asm (and module-level asm) is PTX that LLVM copies into its output
 * unread, so the version chosen from the IR alone can be below what it
 * uses (libcu++ writes bmsk.clamp.b32, PTX ISA 7.6, in code built for
 * sm_75): each string is scanned with the PTX instruction table
 * (ptx/asm.h) and
 *   - an instruction the arch does not have: error [inline-asm-arch]
 *     (ptxas would reject it);
 *   - otherwise it raises *min_ptx; a note per function says which
 *     instruction needed more than the arch's minimum [inline-asm-ptx];
 *   - an opcode the table does not know: the newest version the limits
 *     allow is chosen (need->newest), with a note [inline-asm-unknown].
 *   - shfl/vote without .sync (gone on sm_70+ from PTX 6.4) cap the
 *     version like the intrinsics that are gone do; a conflict with what
 *     something else needs is an error [inline-asm-ptx-range].
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "verify/requirements.h"
#include "ptx/asm.h"
#include "verify/intrinsics.h"
#include "verify/vinternal.h"

/* Labels inside .section (full debug info) need PTX ISA 7.0. */
#define DEBUG_SECTIONS_PTX 70
/* .alias appeared in PTX ISA 6.3. */
#define ALIAS_PTX 63

static bool module_ptr64(LLVMModuleRef m)
{
	const char *triple = LLVMGetTarget(m);
	/* nvptx-* is 32-bit; nvptx64-* (and anything else, which the input
	 * checks reject on their own) 64-bit. */
	return !(triple && !strncmp(triple, "nvptx-", 6));
}

/* The function containing a use of a declaration, or NULL (a use in a
 * constant expression or metadata). */
static LLVMValueRef user_function(LLVMValueRef user, LLVMValueRef *inst)
{
	*inst = NULL;
	if (!user || !LLVMIsAInstruction(user))
		return NULL;
	*inst = user;
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(user);
	return bb ? LLVMGetBasicBlockParent(bb) : NULL;
}

struct seen {
	LLVMValueRef *fns;
	size_t n, cap;
};

static bool seen_add(struct seen *s, LLVMValueRef fn)
{
	for (size_t i = 0; i < s->n; i++)
		if (s->fns[i] == fn)
			return false;
	if (nvt_grow(s->fns, s->cap, s->n + 1))
		return false;
	s->fns[s->n++] = fn;
	return true;
}

/* An error at inst's source location. The message is formatted by the
 * diagnostics, never into a buffer of ours: a C++ kernel's name alone can
 * take a kilobyte. */
static void report_at(struct nvt_diags *d, const char *rule, const char *file, LLVMValueRef inst,
		      const char *entity, const char *fmt, ...) __attribute__((format(printf, 6, 7)));
static void report_at(struct nvt_diags *d, const char *rule, const char *file, LLVMValueRef inst,
		      const char *entity, const char *fmt, ...)
{
	unsigned line = 0, col = 0;
	va_list ap;

	if (inst) {
		line = LLVMGetDebugLocLine(inst);
		col = LLVMGetDebugLocColumn(inst);
	}
	va_start(ap, fmt);
	nvt_diags__vreportf(d, NVT_ERROR, rule, file, line, col, entity, fmt, ap);
	va_end(ap);
}

/* The "what needs it" strings (need_by, cap_what, nvt_cg_need's min_by...)
 * are fixed buffers that end up inside other messages: a function name is
 * cut to its first WHY_NAME bytes there, with "...", so that the quotes
 * around it stay closed. */
#define WHY_NAME 96

static const char *why_name(const char *s, size_t n, char buf[WHY_NAME + 4])
{
	if (n <= WHY_NAME + 3) {
		snprintf(buf, WHY_NAME + 4, "%.*s", (int)n, s);
		return buf;
	}
	snprintf(buf, WHY_NAME + 4, "%.*s...", WHY_NAME, s);
	return buf;
}

struct asm_scan {
	const struct nvt_arch *arch;
	const char *file;
	struct nvt_diags *d;
	unsigned base;     /* the version needed without inline asm */
	unsigned *need;    /* raised */
	char *need_by;     /* what raised it, 256 bytes */
	bool *need_set;
	unsigned *cap;     /* lowered: the newest version every construct allows */
	char **cap_by;     /* the entity that set it (allocated) */
	char *cap_what;    /* it in words, 288 bytes */
	struct nvt_cg_need *out;
	int errors;
};

/* The instructions a function's asm uses that the arch lacks, reported
 * once per function and instruction, not once per copy that unrolling made
 * (a wgmma loop on sm_90 gave 144 equal errors). Past ASM_REPORTED distinct
 * ones each is reported at every use. */
#define ASM_REPORTED 8

struct asm_reported {
	char insn[ASM_REPORTED][sizeof(((struct nvt_ptx_asm_need *)0)->bad_insn)];
	unsigned n;
};

static bool asm_reported_add(struct asm_reported *r, const char *insn)
{
	if (!r)
		return true;
	for (unsigned i = 0; i < r->n; i++)
		if (!strcmp(r->insn[i], insn))
			return false;
	if (r->n < ASM_REPORTED)
		snprintf(r->insn[r->n++], sizeof(r->insn[0]), "%s", insn);
	return true;
}

/* "in function 'NAME'" (the name cut by why_name) or "at module level". */
#define WHERE_SIZE (WHY_NAME + 32)

static void asm_where(const char *fname, char where[WHERE_SIZE])
{
	char nb[WHY_NAME + 4];

	if (fname)
		snprintf(where, WHERE_SIZE, "in function '%s'", why_name(fname, strlen(fname), nb));
	else
		snprintf(where, WHERE_SIZE, "at module level");
}

/* One asm string of function fname (NULL: module-level asm; `where` from
 * asm_where). Returns what it needs, for the caller's per-function note;
 * `known` (may be NULL): what the same string was found to need before,
 * reported again here unless `reported` (may be NULL) says it was in this
 * function. */
static void scan_asm(struct asm_scan *sc, const char *text, size_t len, const char *fname,
		     const char *where, LLVMValueRef inst, const struct nvt_ptx_asm_need *known,
		     struct asm_reported *reported, struct nvt_ptx_asm_need *n)
{
	char archs[192], wbuf[WHY_NAME + 4];

	if (known)
		*n = *known;
	else
		nvt_ptx_asm__needs(text, len, sc->arch, n);
	if (n->not_on_arch && asm_reported_add(reported, n->bad_insn)) {
		nvt_ptx_insn__describe_archs(n->bad_archs, archs, sizeof(archs));
		report_at(sc->d, "inline-asm-arch", sc->file, inst, fname ? fname : "asm",
			  "inline asm %s%s%s uses '%s', which is not available on %s (needs %s)",
			  fname ? "in function '" : "at module level", fname ? fname : "",
			  fname ? "'" : "", n->bad_insn, sc->arch->name, archs);
		sc->errors++;
	}
	if (n->min_ptx > *sc->need) {
		*sc->need = n->min_ptx;
		snprintf(sc->need_by, 256, "inline asm '%s' %s",
			 why_name(n->min_insn, strlen(n->min_insn), wbuf), where);
		*sc->need_set = true;
	}
	if (n->max_ptx && (!*sc->cap || n->max_ptx < *sc->cap)) {
		*sc->cap = n->max_ptx;
		free(*sc->cap_by);
		*sc->cap_by = nvt_strdup(fname ? fname : "asm");
		snprintf(sc->cap_what, 288, "inline asm '%s' %s",
			 why_name(n->max_insn, strlen(n->max_insn), wbuf), where);
	}
	if (n->unknown && !sc->out->newest) {
		sc->out->newest = true;
		snprintf(sc->out->newest_by, sizeof(sc->out->newest_by),
			 "inline asm '%s' %s (not in the PTX instruction table)",
			 why_name(n->unknown_insn, strlen(n->unknown_insn), wbuf), where);
	}
}

/* The notes on what inline asm needs, one per instruction and module: the
 * first function (or the module-level asm) whose asm needs it, and how many
 * more do. One note per function was a wall of equal lines on real code
 * (llm.c's attention_backward: 22 functions, one '%reserved_smem_offset_1';
 * the public-code sweep: 240 notes). */
struct asm_note {
	bool unknown;  /* inline-asm-unknown, else inline-asm-ptx */
	char insn[sizeof(((struct nvt_ptx_asm_need *)0)->min_insn)];
	unsigned ptx;  /* inline-asm-ptx: the version it needs */
	char *first;   /* the first function, NULL: module-level asm */
	unsigned more; /* other functions */
};

struct asm_notes {
	struct asm_note *v;
	size_t n, cap;
};

static void asm_note_add(struct asm_notes *an, bool unknown, const char *insn, unsigned ptx,
			 const char *fname)
{
	struct asm_note *x;

	for (size_t i = 0; i < an->n; i++)
		if (an->v[i].unknown == unknown && !strcmp(an->v[i].insn, insn)) {
			an->v[i].more++;
			return;
		}
	/* out of memory: the note is lost, nothing else */
	if (!(x = nvt_push_slot(an->v, an->n, an->cap)))
		return;
	*x = (struct asm_note){ .unknown = unknown, .ptx = ptx };
	snprintf(x->insn, sizeof(x->insn), "%s", insn);
	if (fname && !(x->first = nvt_strdup(fname)))
		an->n--;
}

/* What one function's asm (NULL: the module-level asm) raised. */
static void asm_note(struct asm_scan *sc, struct asm_notes *an, const char *fname,
		     const struct nvt_ptx_asm_need *best, const char *unknown)
{
	if (best->min_ptx > sc->base)
		asm_note_add(an, false, best->min_insn, best->min_ptx, fname);
	if (unknown)
		asm_note_add(an, true, unknown, 0, fname);
}

static void asm_notes_report(struct asm_scan *sc, struct asm_notes *an)
{
	for (size_t i = 0; i < an->n; i++) {
		const struct asm_note *x = &an->v[i];
		const char *f = x->first;
		char v[8], more[48] = "";

		if (x->more)
			snprintf(more, sizeof(more), " (and in %u other function%s)", x->more,
				 x->more == 1 ? "" : "s");
		if (!x->unknown)
			nvt_diags__reportf(sc->d, NVT_NOTE, "inline-asm-ptx", sc->file, 0, 0,
					   f ? f : "asm", "inline asm %s%s%s uses '%s'%s, which needs PTX ISA %s",
					   f ? "in function '" : "at module level", f ? f : "", f ? "'" : "",
					   x->insn, more, nvt_ptx_version_format(x->ptx, v, sizeof(v)));
		else
			nvt_diags__reportf(sc->d, NVT_NOTE, "inline-asm-unknown", sc->file, 0, 0,
					   f ? f : "asm", "inline asm %s%s%s uses '%s'%s, which is not in the PTX "
					   "instruction table: the newest PTX ISA version allowed is chosen",
					   f ? "in function '" : "at module level", f ? f : "", f ? "'" : "",
					   x->insn, more);
		free(x->first);
	}
	free(an->v);
	*an = (struct asm_notes){ 0 };
}

/* What the asm strings already scanned need, by their InlineAsm value
 * (LLVM makes one per string, constraints and type): CUB's 699 inline asm
 * calls are 12 strings. A fixed number, replaced in turn, so that a module
 * of many different strings costs no memory. */
#define ASM_MEMO 64

struct asm_memo {
	LLVMValueRef callee[ASM_MEMO];
	struct nvt_ptx_asm_need need[ASM_MEMO];
	unsigned next;
};

static const struct nvt_ptx_asm_need *asm_memo_find(const struct asm_memo *mm, LLVMValueRef callee)
{
	for (unsigned k = 0; k < ASM_MEMO && mm->callee[k]; k++)
		if (mm->callee[k] == callee)
			return &mm->need[k];
	return NULL;
}

/* Whether code generation drops the asm call: no side effects, touching no
 * memory (memory(none)) and its result unused, it is a dead node in the
 * selection DAG and never reaches the PTX. LLVM's optimizer keeps such a
 * call when it lacks willreturn, as clang writes CUDA's cooperative_groups
 * read of %reserved_smem_offset_1 (memory.h): counted, it raised 58 of
 * cuda-samples' sm_80 modules to PTX 7.6 and refused sm_75 for an
 * instruction the PTX never held. An asm with side effects, one that may
 * touch memory, a callbr or a used result is checked. */
static bool asm_dropped(LLVMValueRef call, LLVMValueRef asmv)
{
	LLVMAttributeRef a;

	if (LLVMGetInlineAsmHasSideEffects(asmv) || LLVMIsACallBrInst(call) || LLVMGetFirstUse(call))
		return false;
	a = LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex,
					 LLVMGetEnumAttributeKindForName("memory", 6));
	return a && LLVMGetEnumAttributeValue(a) == 0;
}

/* One constraint of an inline asm's constraint string ("=&r", "*m",
 * "~{memory}"): its code after the modifiers (len bytes), whether it is an
 * output, an indirect one, a clobber. */
struct vconstraint {
	const char *code;
	size_t len;
	bool output, indirect, clobber;
};

/* Reads the constraint at *pos of s (len bytes) and moves *pos past it;
 * false at the end. */
static bool vconstraint_next(const char *s, size_t len, size_t *pos, struct vconstraint *c)
{
	size_t i = *pos, j = i, k = i;

	if (i >= len)
		return false;
	while (j < len && s[j] != ',')
		j++;
	*c = (struct vconstraint){ .output = s[i] == '=' };
	while (k < j && strchr("=+&*%!^", s[k]))
		c->indirect |= s[k++] == '*';
	c->clobber = k < j && s[k] == '~';
	c->code = s + k;
	c->len = j - k;
	*pos = j + 1;
	return true;
}

/* The asm text with each placeholder of an immediate operand ("n" or "i"
 * constraint, a constant argument) written as its value: the table reads
 * some operands (ptx/asm.h: "#imm", tcgen05.mma's scale-input-d,
 * which CUTLASS passes as "n"(ScaleC)). NULL when the call has none: the
 * text is then read as it is. Operands count as the constraints do:
 * outputs, then inputs, clobbers not; an argument is taken by each input
 * and each indirect ("=*m") output. */
static char *asm_text_with_immediates(LLVMValueRef call, LLVMValueRef asmv, const char *text, size_t len,
				      size_t *out_len)
{
	enum { MAXOPS = 512 };
	long long value[MAXOPS];
	bool imm[MAXOPS] = { false }, any = false;
	size_t cl = 0;
	const char *cons = LLVMGetInlineAsmConstraintString(asmv, &cl);
	unsigned nargs = LLVMGetNumArgOperands(call), arg = 0, op = 0;

	struct vconstraint vc;
	for (size_t i = 0; cons && op < MAXOPS && vconstraint_next(cons, cl, &i, &vc); op++) {
		if (vc.clobber)
			break; /* clobbers come last */
		if (vc.output && !vc.indirect)
			continue;
		LLVMValueRef a = arg < nargs ? LLVMGetOperand(call, arg) : NULL;
		arg++;
		if (!vc.indirect && vc.len == 1 && (*vc.code == 'n' || *vc.code == 'i') && a && LLVMIsAConstantInt(a)) {
			imm[op] = any = true;
			value[op] = LLVMConstIntGetSExtValue(a);
		}
	}
	if (!any)
		return NULL;
	/* a value is at most 20 bytes where "$N" was at least 2 */
	char *out = malloc(len * 10 + 1);
	size_t n = 0;
	if (!out)
		return NULL;
	for (size_t i = 0; i < len;) {
		if (text[i] == '$' && i + 1 < len && text[i + 1] == '$') {
			out[n++] = text[i++];
			out[n++] = text[i++];
			continue;
		}
		size_t d = i + 1 + (i + 1 < len && text[i + 1] == '{');
		size_t e = d;
		unsigned long num = 0;
		while (text[i] == '$' && e < len && text[e] >= '0' && text[e] <= '9' && e - d < 4)
			num = num * 10 + (unsigned long)(text[e++] - '0');
		bool brace = d == i + 2;
		if (e > d && (!brace || (e < len && text[e] == '}')) && num < MAXOPS && imm[num]) {
			n += (size_t)sprintf(out + n, "%lld", value[num]);
			i = e + brace;
			continue;
		}
		out[n++] = text[i++];
	}
	*out_len = n;
	return out;
}

/* Every inline asm call and the module-level asm. */
static void scan_inline_asm(LLVMModuleRef m, struct asm_scan *sc)
{
	size_t len;
	const char *text = LLVMGetModuleInlineAsm(m, &len);
	struct asm_memo *mm = calloc(1, sizeof(*mm));
	struct asm_notes an = { 0 };

	if (text && len) {
		struct nvt_ptx_asm_need n;
		char where[WHERE_SIZE];
		asm_where(NULL, where);
		scan_asm(sc, text, len, NULL, where, NULL, NULL, NULL, &n);
		asm_note(sc, &an, NULL, &n, n.unknown ? n.unknown_insn : NULL);
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		struct nvt_ptx_asm_need best = { 0 };
		char unknown[sizeof(((struct nvt_ptx_asm_need *)0)->unknown_insn)] = "";
		char *fname = NULL, where[WHERE_SIZE];
		bool any = false;
		struct asm_reported reported = { 0 };

		if (LLVMIsDeclaration(f))
			continue;
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
		     bb = LLVMGetNextBasicBlock(bb)) {
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				LLVMValueRef callee;
				struct nvt_ptx_asm_need n;
				if (!LLVMIsACallInst(i) && !LLVMIsACallBrInst(i))
					continue;
				callee = LLVMGetCalledValue(i);
				if (!callee || !LLVMIsAInlineAsm(callee) || asm_dropped(i, callee))
					continue;
				if (!fname) {
					size_t nlen;
					const char *name = LLVMGetValueName2(f, &nlen);
					fname = nvt_strndup(name, nlen);
					asm_where(fname, where);
				}
				text = LLVMGetInlineAsmAsmString(callee, &len);
				size_t ilen = 0;
				char *itext = asm_text_with_immediates(i, callee, text, len, &ilen);
				/* the memo is by callee: not for a text made per call */
				const struct nvt_ptx_asm_need *known = mm && !itext ? asm_memo_find(mm, callee) : NULL;
				scan_asm(sc, itext ? itext : text, itext ? ilen : len, fname, where, i, known, &reported, &n);
				if (mm && !known && !itext) {
					mm->callee[mm->next] = callee;
					mm->need[mm->next] = n;
					mm->next = (mm->next + 1) % ASM_MEMO;
				}
				any = true;
				if (n.min_ptx > best.min_ptx) {
					best.min_ptx = n.min_ptx;
					memcpy(best.min_insn, n.min_insn, sizeof(best.min_insn));
				}
				if (n.unknown && !unknown[0])
					memcpy(unknown, n.unknown_insn, sizeof(unknown));
				free(itext);
			}
		}
		if (any)
			asm_note(sc, &an, fname, &best, unknown[0] ? unknown : NULL);
		free(fname);
	}
	free(mm);
	asm_notes_report(sc, &an);
}

/* --- constructs that need a newer PTX ISA than the arch's minimum ----------
 * Measured with ptxas 13.0:
 *  - kernel parameters over 4352 bytes: "uses too much parameter space
 *    (0x1101 bytes, 0x1100 max)" below PTX ISA 8.1, up to 32764 bytes from
 *    8.1 (the verifier refuses more, and more than 4352 before sm_70);
 *  - an addrspacecast from the param space (101) to generic, which LLVM
 *    writes as cvta.param without raising the version itself: "Feature
 *    'cvta/isspacep with .param state space' requires PTX ISA .version 7.7
 *    or later". (LLVM's own casts of byval kernel parameters are made only
 *    when the version already allows them.)
 *  - a 128-bit atomic (cmpxchg, atomicrmw, atomic load or store of i128,
 *    which the verifier allows from sm_90 on): LLVM 22 selects
 *    atom.{cas,exch}.b128 from PTX ISA 8.3 and fails below ("unsupported
 *    cmpxchg"), but ptxas takes them with the .sys scope (LLVM's default)
 *    only from 8.4: "Feature '.b128 with .sys' requires PTX ISA .version
 *    8.4 or later". sm_90's own minimum is 7.8.
 * Raises *need to what the first such construct needs, naming it in
 * need_by. */
#define CVTA_PARAM_PTX 77
#define ATOMIC_B128_PTX 84

/* An atomic instruction on an i128 value. */
static bool is_atomic_i128(LLVMValueRef in)
{
	LLVMTypeRef t;

	switch (LLVMGetInstructionOpcode(in)) {
	case LLVMAtomicCmpXchg:
		t = LLVMTypeOf(LLVMGetOperand(in, 2));
		break;
	case LLVMAtomicRMW:
		t = LLVMTypeOf(in);
		break;
	case LLVMLoad:
		if (LLVMGetOrdering(in) == LLVMAtomicOrderingNotAtomic)
			return false;
		t = LLVMTypeOf(in);
		break;
	case LLVMStore:
		if (LLVMGetOrdering(in) == LLVMAtomicOrderingNotAtomic)
			return false;
		t = LLVMTypeOf(LLVMGetOperand(in, 0));
		break;
	default:
		return false;
	}
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 128;
}

static void construct_requirements(LLVMModuleRef m, const struct nvt_arch *arch, unsigned *need,
				   char *need_by, size_t size, bool *set)
{
	bool cast_seen = *need >= CVTA_PARAM_PTX;
	/* below sm_90 the verifier refuses them; from ATOMIC_B128_PTX on they
	 * need nothing more */
	bool b128_seen = arch->sm < 90 || *need >= ATOMIC_B128_PTX;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t n;
		const char *name = LLVMGetValueName2(f, &n);
		char nb[WHY_NAME + 4];

		if (LLVMIsDeclaration(f))
			continue;
		if (*need < VKERNEL_PARAM_PTX && nvt_llvm_is_kernel(f) &&
		    vkernel_param_bytes(f) > VKERNEL_PARAM_SMALL) {
			*need = VKERNEL_PARAM_PTX;
			snprintf(need_by, size, "kernel '%s' (parameters over %u bytes)",
				 why_name(name, n, nb), VKERNEL_PARAM_SMALL);
			*set = true;
		}
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !(cast_seen && b128_seen);
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !(cast_seen && b128_seen);
			     in = LLVMGetNextInstruction(in)) {
				LLVMTypeRef st;
				if (!b128_seen && is_atomic_i128(in)) {
					b128_seen = true;
					if (*need < ATOMIC_B128_PTX) {
						*need = ATOMIC_B128_PTX;
						snprintf(need_by, size, "a 128-bit atomic in '%s' (atom .b128 .sys)",
							 why_name(name, n, nb));
						*set = true;
					}
					continue;
				}
				if (cast_seen || !LLVMIsAAddrSpaceCastInst(in))
					continue;
				st = LLVMTypeOf(LLVMGetOperand(in, 0));
				if (LLVMGetPointerAddressSpace(st) != AS_PARAM ||
				    LLVMGetPointerAddressSpace(LLVMTypeOf(in)) != AS_GENERIC)
					continue;
				cast_seen = true;
				if (*need < CVTA_PARAM_PTX) {
					*need = CVTA_PARAM_PTX;
					snprintf(need_by, size, "a param-to-generic addrspacecast in '%s' (cvta.param)",
						 why_name(name, n, nb));
					*set = true;
				}
			}
	}
}

int nvt_verify_requirements(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			unsigned *min_ptx, const char *file, struct nvt_diags *d)
{
	struct nvt_cg_need need = { .min_ptx = *min_ptx };
	int err = nvt_verify_requirements_ex(m, arch, debug, &need, file, d);

	*min_ptx = need.min_ptx;
	return err;
}

/* Target-independent intrinsics whose NVPTX lowering needs a newer PTX ISA
 * than some arch's minimum. LLVM 22 selects llvm.tanh (with afn) as
 * tanh.approx, which needs sm_75 and PTX ISA 7.0; at sm_75's own minimum
 * (6.3) instruction selection fails ("Cannot select ftanh"). libdevice's
 * __nv_fast_tanhf calls it when __CUDA_ARCH >= 730, so a module holding
 * all of libdevice hit it. Only used calls count (after __nvvm_reflect). */
static const struct {
	const char *prefix;
	unsigned sm, ptx;
	const char *what;
} generic_gates[] = {
	{ "llvm.tanh.", 75, 70, "tanh.approx" },
};

bool nvt_cg_gated_below_arch(LLVMModuleRef m, const struct nvt_arch *arch)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t nlen;
		const char *name = LLVMGetValueName2(f, &nlen);

		if (nlen < 5 || strncmp(name, "llvm.", 5) || !LLVMGetFirstUse(f))
			continue;
		for (size_t i = 0; i < sizeof(generic_gates) / sizeof(generic_gates[0]); i++)
			if (!strncmp(name, generic_gates[i].prefix, strlen(generic_gates[i].prefix)) &&
			    arch->sm < generic_gates[i].sm)
				return true;
	}
	return false;
}

/* Raises *need for the gates above. A call LLVM 22 cannot select at all
 * (below the gate's sm, or without afn) is an error naming the function,
 * instead of LLVM's "Cannot select". The branches __nvvm_reflect decided
 * were folded before (codegen.c, when nvt_cg_gated_below_arch), so the
 * calls left are live ones. Returns the number of errors. */
static int generic_intrinsic_needs(LLVMModuleRef m, const struct nvt_arch *arch, unsigned *need,
				   char *need_by, size_t by_size, bool *need_set, const char *file,
				   struct nvt_diags *d)
{
	int errors = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t nlen;
		const char *name = LLVMGetValueName2(f, &nlen);

		if (nlen < 5 || strncmp(name, "llvm.", 5) || !LLVMGetFirstUse(f))
			continue;
		for (size_t i = 0; i < sizeof(generic_gates) / sizeof(generic_gates[0]); i++) {
			size_t pl = strlen(generic_gates[i].prefix);
			struct seen seen = { 0 };
			bool used = false;

			if (nlen < pl || strncmp(name, generic_gates[i].prefix, pl))
				continue;
			for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
				LLVMValueRef inst, fn = user_function(LLVMGetUser(u), &inst);
				bool afn = inst && LLVMCanValueUseFastMathFlags(inst) &&
					   (LLVMGetFastMathFlags(inst) & LLVMFastMathApproxFunc);
				size_t fl;
				const char *fname;

				if (!fn)
					continue;
				used = true;
				if ((arch->sm >= generic_gates[i].sm && afn) || !seen_add(&seen, fn))
					continue;
				fname = LLVMGetValueName2(fn, &fl);
				if (!afn)
					report_at(d, "intrinsic-no-codegen", file, inst, fname,
						  "intrinsic '%.*s' used in function '%.*s' without the afn "
						  "flag cannot be compiled by LLVM 22 (it has only %s, with "
						  "afn, on sm_%u and later)", (int)nlen, name, (int)fl, fname,
						  generic_gates[i].what, generic_gates[i].sm);
				else
					report_at(d, "intrinsic-arch", file, inst, fname,
						  "intrinsic '%.*s' used in function '%.*s' is not available "
						  "on %s (needs sm_%u: %s)", (int)nlen, name, (int)fl, fname,
						  arch->name, generic_gates[i].sm, generic_gates[i].what);
				errors++;
			}
			free(seen.fns);
			if (used && arch->sm >= generic_gates[i].sm && *need < generic_gates[i].ptx) {
				*need = generic_gates[i].ptx;
				snprintf(need_by, by_size, "intrinsic '%.*s' (%s)", (int)nlen, name,
					 generic_gates[i].what);
				*need_set = true;
			}
		}
	}
	return errors;
}

int nvt_verify_requirements_ex(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			   struct nvt_cg_need *out, const char *file, struct nvt_diags *d)
{
	bool ptr64 = module_ptr64(m);
	unsigned need = out->min_ptx, cap = 0;
	int errors = 0;
	char need_by[256] = "the arch", cap_what[288] = "";
	char *cap_by = NULL; /* an entity: the whole name */
	bool need_set = false;
	char v1[8], v2[8];

	if (debug && need < DEBUG_SECTIONS_PTX) {
		need = DEBUG_SECTIONS_PTX;
		snprintf(need_by, sizeof(need_by), "full debug info (labels inside .section)");
		need_set = true;
	}
	/* NVPTX writes a global alias as .alias, which PTX ISA 6.3 introduced;
	 * below that LLVM ends the process with a fatal error. */
	LLVMValueRef alias = LLVMGetFirstGlobalAlias(m);
	if (alias && need < ALIAS_PTX) {
		size_t alen;
		const char *aname = LLVMGetValueName2(alias, &alen);
		need = ALIAS_PTX;
		snprintf(need_by, sizeof(need_by), "alias '%.*s' (.alias)", (int)alen, aname);
		need_set = true;
	}
	errors += generic_intrinsic_needs(m, arch, &need, need_by, sizeof(need_by), &need_set, file,
					  d);
	construct_requirements(m, arch, &need, need_by, sizeof(need_by), &need_set);
	{
		struct asm_scan sc = { arch, file, d, need, &need, need_by, &need_set,
				       &cap, &cap_by, cap_what, out, 0 };
		out->newest = false;
		out->newest_by[0] = '\0';
		scan_inline_asm(m, &sc);
		errors += sc.errors;
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t nlen;
		const char *name = LLVMGetValueName2(f, &nlen);
		unsigned id;
		const char *base = NULL;
		char basebuf[256], needs[1024];
		enum nvt_intrinsic_status st = NVT_INTRINSIC_OK;
		unsigned p = 0;
		struct seen seen = { 0 };

		if (nlen < 10 || strncmp(name, "llvm.nvvm.", 10))
			continue;
		id = LLVMGetIntrinsicID(f);
		if (id) {
			size_t blen;
			const char *b = LLVMIntrinsicGetName(id, &blen);
			snprintf(basebuf, sizeof(basebuf), "%.*s", (int)blen, b);
			base = basebuf;
			const struct nvt_intrinsic_req *row = NULL;
			st = nvt_intrinsic__check(name, base, arch, ptr64, &p, &row);
			if (st == NVT_INTRINSIC_OK) {
				if (!LLVMGetFirstUse(f))
					continue;
				if (p > need) {
					need = p;
					snprintf(need_by, sizeof(need_by), "intrinsic '%s'", name);
					need_set = true;
				}
				if (row && row->max_ptx && (!cap || row->max_ptx < cap)) {
					cap = row->max_ptx;
					free(cap_by);
					cap_by = nvt_strdup(name);
					snprintf(cap_what, sizeof(cap_what), "intrinsic '%s'", name);
				}
				continue;
			}
			if (st == NVT_INTRINSIC_UNKNOWN) {
				/* LLVM knows it and our table does not (a newer LLVM
				 * 22.x): let LLVM decide, but say the table is behind. */
				nvt_diags__reportf(d, NVT_WARNING, "intrinsic-table", file, 0, 0, name,
						   "intrinsic '%s' has no entry in the requirement table of "
						   "this build; its arch and PTX ISA needs are not checked",
						   name);
				continue;
			}
			nvt_intrinsic__describe(name, base, needs, sizeof(needs));
		}
		/* Report once per using function, at its first use. */
		bool any = false;
		for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef inst, fn = user_function(LLVMGetUser(u), &inst);
			char *fname;
			if (!fn || !seen_add(&seen, fn))
				continue;
			any = true;
			/* Two statements: the order arguments are evaluated in is
			 * unspecified, and nlen must be set before it is read. */
			const char *fn_name = LLVMGetValueName2(fn, &nlen);
			fname = nvt_strndup(fn_name, nlen);
			if (!id)
				report_at(d, "intrinsic-unknown", file, inst, fname,
					  "unsupported intrinsic '%s' used in function '%s': LLVM 22 does "
					  "not know it (it would be emitted as a call that ptxas rejects)",
					  name, fname);
			else if (st == NVT_INTRINSIC_NO_CODEGEN)
				report_at(d, "intrinsic-no-codegen", file, inst, fname,
					  "intrinsic '%s' used in function '%s' cannot be compiled by "
					  "LLVM 22 for any arch", name, fname);
			else if (!ptr64 && nvt_intrinsic__check(name, base, arch, true, NULL, NULL) ==
						   NVT_INTRINSIC_OK)
				report_at(d, "intrinsic-arch", file, inst, fname,
					  "intrinsic '%s' used in function '%s' is not available with "
					  "32-bit pointers (needs %s)", name, fname, needs);
			else
				report_at(d, "intrinsic-arch", file, inst, fname,
					  "intrinsic '%s' used in function '%s' is not available on %s "
					  "(needs %s)", name, fname, arch->name, needs);
			free(fname);
			errors++;
		}
		if (!id && !any) {
			/* Declared but unused: LLVM still emits a .extern .func
			 * with the dotted name, which ptxas rejects. */
			nvt_diags__reportf(d, NVT_ERROR, "intrinsic-unknown", file, 0, 0, name,
					   "unsupported intrinsic '%s' declared: LLVM 22 does not know it "
					   "(it would be emitted as an external function that ptxas "
					   "rejects)", name);
			errors++;
		}
		free(seen.fns);
	}
	if (cap && need > cap) {
		/* e.g. vote without .sync (gone from PTX 6.4 on sm_70+) next to
		 * an intrinsic that needs a newer PTX ISA version */
		nvt_diags__reportf(d, NVT_ERROR,
				   strncmp(cap_what, "inline asm", 10) ? "intrinsic-ptx-range"
								       : "inline-asm-ptx-range",
				   file, 0, 0, cap_by ? cap_by : "asm",
				   "%s needs PTX ISA %s or older, but %s needs PTX ISA %s "
				   "on %s", cap_what, nvt_ptx_version_format(cap, v1, sizeof(v1)), need_by,
				   nvt_ptx_version_format(need, v2, sizeof(v2)), arch->name);
		errors++;
	}
	out->min_ptx = need;
	out->max_ptx = cap;
	snprintf(out->min_by, sizeof(out->min_by), "%s", need_set ? need_by : "");
	if (cap)
		snprintf(out->max_by, sizeof(out->max_by), "%s", cap_what);
	else
		out->max_by[0] = '\0';
	free(cap_by);
	return errors ? -EINVAL : 0;
}
