/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier's rule table and its reporting: every diagnostic goes
 * through vreport(), which applies the rule's dialects, names the function,
 * and locates the problem (source file:line from the debug location, or the
 * instruction itself quoted when the IR carries no debug location).
 *
 * The table is built from the NVT_VRULE entries of src/core/rules.def,
 * the one registry of every part's rules: doc/verifier.md documents each
 * entry and a unit test checks that the two agree.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "verify/vinternal.h"

#define L NVT_RULE_IN_LLVM
#define N NVT_RULE_IN_NVVM

static const struct nvt_verify_rule rules[R_COUNT] = {
#define NVT_RULE(id, name, part, sev, summary)
#define NVT_VRULE(id, name, part, sev, summary, layer, dialects, spec) \
	[R_##id] = { name, layer, dialects, spec, summary },
#include "core/rules.def"
#undef NVT_RULE
#undef NVT_VRULE
};

#undef L
#undef N

NVT_API size_t nvt_verify_rule_count(void)
{
	return R_COUNT;
}

NVT_API const struct nvt_verify_rule *nvt_verify_rule_at(size_t i)
{
	return i < R_COUNT ? &rules[i] : NULL;
}

NVT_API const struct nvt_verify_rule *nvt_verify_rule_find(const char *name)
{
	for (size_t i = 0; name && i < R_COUNT; i++)
		if (!strcmp(rules[i].name, name))
			return &rules[i];
	return NULL;
}

NVT_API int nvt_dialect_parse(const char *text, enum nvt_dialect *dialect)
{
	if (text && !strcmp(text, "llvm"))
		*dialect = NVT_DIALECT_LLVM;
	else if (text && !strcmp(text, "nvvm"))
		*dialect = NVT_DIALECT_NVVM;
	else
		return -EINVAL;
	return 0;
}

NVT_API const char *nvt_dialect_name(enum nvt_dialect dialect)
{
	return dialect == NVT_DIALECT_NVVM ? "nvvm" : "llvm";
}

bool vrule_on(const struct vctx *v, enum vrule rule)
{
	unsigned bit = v->dialect == NVT_DIALECT_NVVM ? NVT_RULE_IN_NVVM : NVT_RULE_IN_LLVM;

	return (rules[rule].dialects & bit) != 0;
}

bool vstop(const struct vctx *v)
{
	return nvt_diags__limit_reached(v->d);
}

bool varch_below(struct vctx *v, unsigned sm)
{
	bool below = v->arch && v->arch->sm < sm;

	if (below)
		v->in_gate = true;
	return below;
}

const char *vname(LLVMValueRef val, size_t *len)
{
	size_t n = 0;
	const char *s = LLVMGetValueName2(val, &n);

	if (len)
		*len = s ? n : 0;
	return s ? s : "";
}

const char *vas_name(unsigned as)
{
	switch (as) {
	case AS_GENERIC: return "generic";
	case AS_GLOBAL: return "global";
	case 2: return "reserved";
	case AS_SHARED: return "shared";
	case AS_CONST: return "constant";
	case AS_LOCAL: return "local";
	case AS_TMEM: return "tensor memory";
	case AS_SHARED_CLUSTER: return "shared::cluster";
	case AS_PARAM: return "param";
	default: return "unknown";
	}
}

LLVMValueRef vstrip_casts(LLVMValueRef val)
{
	for (int depth = 0; val && depth < 8; depth++) {
		if (LLVMIsAConstantExpr(val)) {
			LLVMOpcode op = LLVMGetConstOpcode(val);
			if (op == LLVMBitCast || op == LLVMAddrSpaceCast) {
				val = LLVMGetOperand(val, 0);
				continue;
			}
		}
		break;
	}
	return val;
}

bool vbad_type(LLVMTypeRef t, const char **what)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMFP128TypeKind: *what = "fp128"; return true;
	case LLVMX86_FP80TypeKind: *what = "x86_fp80"; return true;
	case LLVMPPC_FP128TypeKind: *what = "ppc_fp128"; return true;
	case LLVMX86_AMXTypeKind: *what = "x86_amx"; return true;
	case LLVMTokenTypeKind: *what = "token"; return true;
	/* LLVM 22 aborts on them in memory ("Scalarization of scalable
	 * vectors is not supported"); NVPTX has no target types of its own */
	case LLVMScalableVectorTypeKind: *what = "scalable vector"; return true;
	case LLVMTargetExtTypeKind: *what = "target extension"; return true;
	case LLVMVectorTypeKind:
	case LLVMArrayTypeKind:
		return vbad_type(LLVMGetElementType(t), what);
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n; i++)
			if (vbad_type(LLVMStructGetTypeAtIndex(t, i), what))
				return true;
		return false;
	}
	default:
		return false;
	}
}

/* The instruction as LLVM prints it, on one line, trimmed, and cut at a
 * length that keeps diagnostics readable. */
static char *instr_text(LLVMValueRef inst)
{
	char *s = LLVMPrintValueToString(inst);
	const char *p = s ? s : "";
	struct nvt_strbuf sb = { 0 };
	char *out;

	while (*p == ' ')
		p++;
	size_t n = strcspn(p, "\n");
	bool cut = n > 160;
	nvt_strbuf_append(&sb, p, cut ? 160 : n);
	if (cut)
		nvt_strbuf_puts(&sb, "...");
	if (s)
		LLVMDisposeMessage(s);
	out = nvt_strbuf_detach(&sb, NULL);
	return out;
}

void vreport(struct vctx *v, enum vrule rule, enum nvt_severity sev, LLVMValueRef fn,
	     LLVMValueRef inst, const char *entity, const char *fmt, ...)
{
	struct nvt_strbuf sb = { 0 };
	const char *file = v->file;
	char *srcfile = NULL, *itext = NULL, *fname = NULL;
	unsigned line = 0, col = 0;
	va_list ap;

	bool gate = v->in_gate;

	v->in_gate = false;
	if (!vrule_on(v, rule) || (v->arch_rules_only && !gate))
		return;
	if (fn) {
		size_t n;
		const char *s = vname(fn, &n);
		fname = nvt_strndup(s, n);
		nvt_strbuf_printf(&sb, "function '%s': ", fname ? fname : "");
	}
	va_start(ap, fmt);
	nvt_strbuf_vprintf(&sb, fmt, ap);
	va_end(ap);

	if (inst && LLVMIsAInstruction(inst)) {
		unsigned flen = 0, dlen = 0;
		const char *f = LLVMGetDebugLocFilename(inst, &flen);
		if (f && flen) {
			const char *dir = LLVMGetDebugLocDirectory(inst, &dlen);
			if (dir && dlen && f[0] != '/')
				srcfile = nvt_asprintf("%.*s/%.*s", (int)dlen, dir, (int)flen, f);
			else
				srcfile = nvt_strndup(f, flen);
			line = LLVMGetDebugLocLine(inst);
			col = LLVMGetDebugLocColumn(inst);
			file = srcfile;
		} else {
			itext = instr_text(inst);
			nvt_strbuf_printf(&sb, " (in '%s')", itext ? itext : "");
		}
	}
	nvt_diags__reportf(v->d, sev, rules[rule].name, file, line, col,
			   entity ? entity : fname, "%s", sb.data ? sb.data : "out of memory");
	/* Count what the caller asked for as an error even when -Werror or -w
	 * changed what was delivered: the return value follows the rules. */
	if (sev == NVT_ERROR)
		v->errors++;
	nvt_strbuf_free(&sb);
	free(srcfile);
	free(itext);
	free(fname);
}
