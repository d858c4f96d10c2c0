/* SPDX-License-Identifier: Apache-2.0 */
/* Building one minimal kernel per llvm.nvvm.* intrinsic (see cases.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"

/*
 * Overloaded intrinsics need concrete types, and the C API cannot tell how
 * many overload slots an intrinsic has (passing too few makes LLVM read past
 * the array). So the types come from this list, chosen from how CUDA code
 * uses each family; the first matching prefix wins. Extra instantiations of
 * one intrinsic are listed with '|' (e.g. fabs on f32, f64, f16 and bf16),
 * because their arch gates differ. A NULL type list means "no case", with
 * the reason in `why`.
 */
static const struct {
	const char *prefix;
	const char *types;
	const char *why;
} overloads[] = {
	{ "llvm.nvvm.atomic.add.gen.f.", "f32,p0|f64,p0", NULL },
	{ "llvm.nvvm.atomic.", "i32,p0|i64,p0", NULL },
	{ "llvm.nvvm.compiler.", "p0", NULL },
	{ "llvm.nvvm.ex2.approx", "f32|f16|v2f16|bf16|v2bf16", NULL },
	{ "llvm.nvvm.fabs", "f32|f64|f16|v2f16|bf16|v2bf16", NULL },
	{ "llvm.nvvm.flo.", "i32|i64", NULL },
	{ "llvm.nvvm.fshl.clamp", "i32", NULL },
	{ "llvm.nvvm.fshr.clamp", "i32", NULL },
	{ "llvm.nvvm.internal.", NULL,
	  "internal to LLVM's NVPTX passes (created by them, not by front ends)" },
	{ "llvm.nvvm.ldmatrix.", "p3", NULL },
	{ "llvm.nvvm.stmatrix.", "p3", NULL },
	{ "llvm.nvvm.ldu.global.f", "f32,p1|f64,p1", NULL },
	{ "llvm.nvvm.ldu.global.i", "i32,p1|i64,p1", NULL },
	{ "llvm.nvvm.ldu.global.p", "p0,p1", NULL },
	{ "llvm.nvvm.move.ptr", "p0,p0|p1,p1", NULL },
	{ "llvm.nvvm.prefetch.tensormap", "p0|p1|p4", NULL },
	{ "llvm.nvvm.tensormap.replace.", "p1|p3", NULL },
	{ "llvm.nvvm.texsurf.handle", "p1", NULL },
	{ "llvm.nvvm.wmma.", "p0|p1|p3", NULL },
};

static LLVMTypeRef parse_type(LLVMContextRef c, const char *t, size_t n)
{
#define IS(s) (n == strlen(s) && !memcmp(t, s, n))
	if (IS("f32")) return LLVMFloatTypeInContext(c);
	if (IS("f64")) return LLVMDoubleTypeInContext(c);
	if (IS("f16")) return LLVMHalfTypeInContext(c);
	if (IS("bf16")) return LLVMBFloatTypeInContext(c);
	if (IS("v2f16")) return LLVMVectorType(LLVMHalfTypeInContext(c), 2);
	if (IS("v2bf16")) return LLVMVectorType(LLVMBFloatTypeInContext(c), 2);
	if (IS("i16")) return LLVMInt16TypeInContext(c);
	if (IS("i32")) return LLVMInt32TypeInContext(c);
	if (IS("i64")) return LLVMInt64TypeInContext(c);
	if (n == 2 && t[0] == 'p' && t[1] >= '0' && t[1] <= '9')
		return LLVMPointerTypeInContext(c, (unsigned)(t[1] - '0'));
#undef IS
	return NULL;
}

static int parse_types(LLVMContextRef c, const char *spec, LLVMTypeRef *tys, int max)
{
	int n = 0;
	while (*spec && n < max) {
		size_t len = strcspn(spec, ",");
		if (!(tys[n++] = parse_type(c, spec, len)))
			return -1;
		spec += len;
		if (*spec == ',')
			spec++;
	}
	return n;
}

int cases_enumerate(struct icase **out)
{
	static const char probe[] = "llvm.nvvm.read.ptx.sreg.tid.x";
	unsigned id = LLVMLookupIntrinsicID(probe, strlen(probe)), lo = id, hi = id;
	size_t len, cap = 4096, n = 0;
	struct icase *v;
	LLVMContextRef ctx;
	LLVMModuleRef tmp;

	if (!id)
		return -1;
	/* IDs are sorted by name and target prefix: walk while the name stays
	 * llvm.nvvm.*; the neighbours are other targets' valid IDs, so this
	 * never calls LLVMIntrinsicGetName past the last ID. */
	while (lo > 1 && !strncmp(LLVMIntrinsicGetName(lo - 1, &len), "llvm.nvvm.", 10))
		lo--;
	while (!strncmp(LLVMIntrinsicGetName(hi + 1, &len), "llvm.nvvm.", 10))
		hi++;
	v = calloc(cap, sizeof(*v));
	ctx = LLVMContextCreate();
	tmp = LLVMModuleCreateWithNameInContext("names", ctx);
	for (id = lo; id <= hi; id++) {
		const char *name = LLVMIntrinsicGetName(id, &len);
		const char *types = "", *why = NULL;
		char buf[256];

		if (!LLVMIntrinsicIsOverloaded(id)) {
			types = "";
		} else {
			types = NULL;
			why = "overloaded intrinsic with no type choice in cases.c";
			for (size_t i = 0; i < sizeof(overloads) / sizeof(overloads[0]); i++)
				if (!strncmp(name, overloads[i].prefix, strlen(overloads[i].prefix))) {
					types = overloads[i].types;
					why = overloads[i].why;
					break;
				}
		}
		do {
			size_t tl = types ? strcspn(types, "|") : 0;
			struct icase *c;

			if (n + 1 >= cap) {
				cap *= 2;
				v = realloc(v, cap * sizeof(*v));
			}
			c = &v[n++];
			memset(c, 0, sizeof(*c));
			c->id = id;
			snprintf(c->base, sizeof(c->base), "%.*s", (int)len, name);
			snprintf(c->key, sizeof(c->key), "%s", c->base);
			if (!types) {
				c->skip = why;
				break;
			}
			snprintf(c->types, sizeof(c->types), "%.*s", (int)tl, types);
			if (tl) {
				LLVMTypeRef tys[4];
				int nt = parse_types(ctx, c->types, tys, 4);
				size_t ml;
				const char *mangled;

				if (nt < 0) {
					c->skip = "bad type in cases.c";
					break;
				}
				mangled = LLVMIntrinsicCopyOverloadedName2(tmp, id, tys, (size_t)nt, &ml);
				snprintf(buf, sizeof(buf), "%.*s", (int)ml, mangled);
				free((void *)mangled);
				snprintf(c->key, sizeof(c->key), "%s", buf);
			}
			types += tl;
			if (*types == '|')
				types++;
			else
				break;
		} while (1);
	}
	LLVMDisposeModule(tmp);
	LLVMContextDispose(ctx);
	*out = v;
	return (int)n;
}

int cases_kernel_index(const char *name, size_t len)
{
	int v = 0;
	if (len < 3 || name[0] != 'k' || name[1] != '_')
		return -1;
	for (size_t i = 2; i < len; i++) {
		if (name[i] < '0' || name[i] > '9')
			return -1;
		v = v * 10 + (name[i] - '0');
	}
	return v;
}

/* A texsurf.handle operand must be metadata wrapping a global: give it one
 * (a 64-bit texref-like global in the global space). */
static LLVMValueRef texsurf_operand(LLVMModuleRef m, LLVMContextRef c, LLVMTypeRef want)
{
	LLVMValueRef g = LLVMGetNamedGlobal(m, "sweep_texref");
	if (!g) {
		g = LLVMAddGlobalInAddressSpace(m, LLVMInt64TypeInContext(c), "sweep_texref", 1);
		LLVMSetInitializer(g, LLVMConstInt(LLVMInt64TypeInContext(c), 0, 0));
	}
	(void)want;
	return LLVMMetadataAsValue(c, LLVMValueAsMetadata(g));
}

/*
 * The C API has no getter for a ConstantRange attribute, but the printed
 * declaration carries it: "declare void @f(i32 immarg range(i32 1, 3), ...)".
 * Return 0 if 0 is in the range of parameter `index` (or it has none),
 * else the range's lower bound.
 */
static long long immarg_value(LLVMValueRef decl, unsigned index)
{
	char *text = LLVMPrintValueToString(decl), *p = strstr(text, "\ndeclare ");

	/* skip the "; Function Attrs: ... memory(...)" comment line */
	p = strchr(p ? p : text, '@');
	p = p ? strchr(p, '(') : NULL;
	long long lo = 0, hi = 0, v = 0;
	unsigned param = 0;
	int depth = 0;

	for (p = p ? p + 1 : text; *p && param <= index; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && depth-- == 0)
			break;
		else if (*p == ',' && depth == 0)
			param++;
		else if (param == index && depth == 0 && !strncmp(p, "range(i", 7)) {
			char *q = p + 7;
			while (*q >= '0' && *q <= '9')
				q++;
			if (sscanf(q, " %lld, %lld", &lo, &hi) == 2 && !(lo <= 0 && 0 < hi))
				v = lo;
		}
	}
	LLVMDisposeMessage(text);
	return v;
}

int cases_immarg_note(const struct icase *c, char *buf, size_t size)
{
	LLVMContextRef ctx;
	LLVMModuleRef m;
	LLVMTypeRef tys[4];
	int nt = 0, len = 0;
	unsigned immarg = LLVMGetEnumAttributeKindForName("immarg", 6);

	buf[0] = 0;
	if (c->skip)
		return 0;
	ctx = LLVMContextCreate();
	m = LLVMModuleCreateWithNameInContext("note", ctx);
	if (!c->types[0] || (nt = parse_types(ctx, c->types, tys, 4)) >= 0) {
		LLVMValueRef decl = LLVMGetIntrinsicDeclaration(m, c->id, tys, (size_t)nt);
		char *text = LLVMPrintValueToString(decl), *p = strstr(text, "\ndeclare ");
		unsigned n = LLVMCountParams(decl), param = 0;
		int depth = 0;

		p = strchr(p ? p : text, '@');
		p = p ? strchr(p, '(') : NULL;
		for (unsigned i = 0; i < n; i++)
			if (LLVMGetEnumAttributeAtIndex(decl, i + 1, immarg))
				len += snprintf(buf + len, size > (size_t)len ? size - (size_t)len : 0,
						"%sarg %u", len ? ", " : "constant operands: ", i);
		/* ranges, from the printed declaration (no C API getter) */
		for (p = p ? p + 1 : text; p && *p; p++) {
			long long lo, hi;
			if (*p == '(')
				depth++;
			else if (*p == ')' && depth-- == 0)
				break;
			else if (*p == ',' && depth == 0)
				param++;
			else if (depth == 0 && !strncmp(p, "range(i", 7)) {
				char *q = p + 7;
				while (*q >= '0' && *q <= '9')
					q++;
				if (sscanf(q, " %lld, %lld", &lo, &hi) == 2)
					len += snprintf(buf + len, size > (size_t)len ? size - (size_t)len : 0,
							"; arg %u in [%lld, %lld)", param, lo, hi);
			}
		}
		LLVMDisposeMessage(text);
	}
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return len;
}

static void store_result(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef out, LLVMValueRef v,
			 unsigned *slot)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n; i++)
			store_result(b, c, out, LLVMBuildExtractValue(b, v, i, ""), slot);
		return;
	}
	LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c), (*slot)++ * 256, 0);
	LLVMValueRef p = LLVMBuildGEP2(b, LLVMInt8TypeInContext(c), out, &off, 1, "");
	LLVMValueRef st = LLVMBuildStore(b, v, p);
	LLVMSetVolatile(st, 1);
}

int cases_add_kernel(LLVMModuleRef m, const struct icase *c, unsigned index, const char **why)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	LLVMTypeRef tys[4], ft, kt, p1 = LLVMPointerTypeInContext(ctx, 1);
	LLVMTypeRef kparams[2] = { p1, p1 };
	LLVMValueRef decl, k, args[32];
	LLVMBuilderRef b;
	unsigned immarg = LLVMGetEnumAttributeKindForName("immarg", 6), nparams, slot = 0;
	int nt = 0;
	char kname[32];

	if (c->skip) {
		*why = c->skip;
		return -1;
	}
	if (c->types[0] && (nt = parse_types(ctx, c->types, tys, 4)) < 0) {
		*why = "bad overload type";
		return -1;
	}
	decl = LLVMGetIntrinsicDeclaration(m, c->id, tys, (size_t)nt);
	ft = LLVMGlobalGetValueType(decl);
	nparams = LLVMCountParamTypes(ft);
	if (nparams > 32) {
		*why = "more than 32 parameters";
		return -1;
	}
	LLVMTypeRef ptys[32];
	LLVMGetParamTypes(ft, ptys);

	snprintf(kname, sizeof(kname), "k_%u", index);
	kt = LLVMFunctionType(LLVMVoidTypeInContext(ctx), kparams, 2, 0);
	k = LLVMAddFunction(m, kname, kt);
	LLVMSetFunctionCallConv(k, 71); /* ptx_kernel */
	b = LLVMCreateBuilderInContext(ctx);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, k, "entry"));
	for (unsigned i = 0; i < nparams; i++) {
		LLVMTypeKind kind = LLVMGetTypeKind(ptys[i]);
		if (LLVMGetEnumAttributeAtIndex(decl, i + 1, immarg)) {
			/* Constant operands: 0, or the lowest value of the
			 * param's range() attribute when 0 is outside it. */
			if (kind == LLVMIntegerTypeKind && strstr(c->base, ".applypriority."))
				args[i] = LLVMConstInt(ptys[i], 128, 0); /* ptxas: size must be 128 */
			else if (kind == LLVMIntegerTypeKind)
				args[i] = LLVMConstInt(ptys[i], (unsigned long long)immarg_value(decl, i), 1);
			else
				args[i] = LLVMConstNull(ptys[i]);
			continue;
		}
		switch (kind) {
		case LLVMMetadataTypeKind:
			args[i] = texsurf_operand(m, ctx, ptys[i]);
			break;
		case LLVMTokenTypeKind:
		case LLVMLabelTypeKind:
		case LLVMVoidTypeKind:
			LLVMDeleteFunction(k);
			LLVMDisposeBuilder(b);
			*why = "parameter of a type a kernel cannot load";
			return -1;
		default: {
			LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(ctx), i * 256, 0);
			LLVMValueRef p = LLVMBuildGEP2(b, LLVMInt8TypeInContext(ctx), LLVMGetParam(k, 0),
						       &off, 1, "");
			args[i] = LLVMBuildLoad2(b, ptys[i], p, "");
			LLVMSetVolatile(args[i], 1);
		}
		}
	}
	LLVMValueRef call = LLVMBuildCall2(b, ft, decl, args, nparams, "");
	if (LLVMGetTypeKind(LLVMGetReturnType(ft)) != LLVMVoidTypeKind)
		store_result(b, ctx, LLVMGetParam(k, 1), call, &slot);
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
	return 0;
}
