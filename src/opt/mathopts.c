/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Module settings: libNVVM's math options and the arch record (see
 * mathopts.h for where they live in the IR and what each becomes).
 *
 * Why IR rewrites rather than LLVM options: LLVM reaches div.full.f32 only
 * through the process-wide cl::opt -nvptx-prec-divf32, which two threads
 * compiling with different settings would fight over. LLVM 22 has the
 * intrinsics llvm.nvvm.div.full(.ftz) and llvm.nvvm.sqrt.approx(.ftz).f, so
 * every setting is expressed in the module itself and the library keeps no
 * global state.
 */
#include <stdio.h>
#include <stdlib.h>

#include "opt/mathopts.h"

const struct nvt_math_settings nvt_math_defaults = { { 0, 1, 1, 1 } };

static const char *const option_names[NVT_MATH_COUNT] = { "ftz", "prec-div", "prec-sqrt", "fma" };
static const char *const flag_names[NVT_MATH_COUNT] = {
	"nvvm-reflect-ftz", "nvvm-tools.prec-div", "nvvm-tools.prec-sqrt", "nvvm-tools.fma"
};
#define ARCH_FLAG "nvvm-tools.arch"

const char *nvt_math_option_name(enum nvt_math_key k) { return option_names[k]; }

void nvt_math_settings_init(struct nvt_math_settings *s)
{
	for (int i = 0; i < NVT_MATH_COUNT; i++)
		s->v[i] = NVT_MATH_UNSET;
}

/* The value operand of module flag `key` as an LLVMValueRef (a ConstantInt
 * or an MDString wrapped as a value), or NULL. LLVMGetModuleFlag returns
 * metadata the C API cannot look into; the operands of the flag's MDNode in
 * !llvm.module.flags come back as plain values. */
static LLVMValueRef flag_value(LLVMModuleRef m, const char *key)
{
	unsigned n;
	LLVMValueRef *nodes = nvt_llvm_named_operands(m, "llvm.module.flags", &n), found = NULL;

	if (!nodes)
		return NULL;
	for (unsigned i = 0; i < n && !found; i++) {
		LLVMValueRef ops[3];
		unsigned len = 0;
		const char *k;

		if (LLVMGetMDNodeNumOperands(nodes[i]) != 3)
			continue;
		LLVMGetMDNodeOperands(nodes[i], ops);
		k = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
		if (k && len == strlen(key) && !memcmp(k, key, len))
			found = ops[2];
	}
	free(nodes);
	return found;
}

static bool flag_present(LLVMModuleRef m, const char *key)
{
	return LLVMGetModuleFlag(m, key, strlen(key)) != NULL;
}

int nvt_math_read(LLVMModuleRef m, struct nvt_math_settings *out, const char *file,
		  struct nvt_diags *d)
{
	int err = 0;

	nvt_math_settings_init(out);
	for (int k = 0; k < NVT_MATH_COUNT; k++) {
		LLVMValueRef v;

		if (!flag_present(m, flag_names[k]))
			continue;
		v = flag_value(m, flag_names[k]);
		if (v && LLVMIsAConstantInt(v)) {
			unsigned long long x = LLVMConstIntGetZExtValue(v);
			if (x <= 1) {
				out->v[k] = (int)x;
				continue;
			}
		}
		nvt_error(d, "module-setting", file, flag_names[k],
			  "module flag '%s' must be an i32 0 or 1", flag_names[k]);
		err = -EINVAL;
	}
	return err;
}

int nvt_math_resolve(const struct nvt_math_settings *recorded,
		     const struct nvt_math_settings *options, struct nvt_math_settings *out,
		     const char *file, struct nvt_diags *d)
{
	int err = 0;

	for (int k = 0; k < NVT_MATH_COUNT; k++) {
		int r = recorded ? recorded->v[k] : NVT_MATH_UNSET;
		int o = options ? options->v[k] : NVT_MATH_UNSET;

		if (r != NVT_MATH_UNSET && o != NVT_MATH_UNSET && r != o) {
			nvt_error(d, "math-option-conflict", file, flag_names[k],
				  "-%s=%d conflicts with the module's recorded setting %s=%d",
				  option_names[k], o, flag_names[k], r);
			err = -EINVAL;
		}
		out->v[k] = r != NVT_MATH_UNSET ? r : o != NVT_MATH_UNSET ? o : nvt_math_defaults.v[k];
	}
	return err;
}

static void add_i32_flag(LLVMModuleRef m, const char *key, int v, LLVMModuleFlagBehavior b)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	LLVMValueRef c = LLVMConstInt(LLVMInt32TypeInContext(ctx), (unsigned long long)v, 0);

	LLVMAddModuleFlag(m, b, key, strlen(key), LLVMValueAsMetadata(c));
}

int nvt_math_record(LLVMModuleRef m, const struct nvt_math_settings *s)
{
	for (int k = 0; k < NVT_MATH_COUNT; k++) {
		if (s->v[k] == NVT_MATH_UNSET || flag_present(m, flag_names[k]))
			continue;
		/* clang writes nvvm-reflect-ftz with Override; a different
		 * behavior would make llvm-link refuse to merge with its output. */
		add_i32_flag(m, flag_names[k], s->v[k],
			     k == NVT_MATH_FTZ ? LLVMModuleFlagBehaviorOverride
					       : LLVMModuleFlagBehaviorError);
	}
	return 0;
}

char *nvt_arch_record_read(LLVMModuleRef m, const char *file, struct nvt_diags *d)
{
	LLVMValueRef v;
	const char *s;
	unsigned len = 0;

	if (!flag_present(m, ARCH_FLAG))
		return NULL;
	v = flag_value(m, ARCH_FLAG);
	s = v ? LLVMGetMDString(v, &len) : NULL;
	if (!s || !len) {
		nvt_error(d, "module-setting", file, ARCH_FLAG,
			  "module flag '%s' must be a string naming an arch (e.g. \"sm_90\")", ARCH_FLAG);
		return NULL;
	}
	return nvt_strndup(s, len);
}

int nvt_arch_record_write(LLVMModuleRef m, const char *arch)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);

	if (flag_present(m, ARCH_FLAG))
		return -EEXIST;
	LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorError, ARCH_FLAG, strlen(ARCH_FLAG),
			  LLVMMDStringInContext2(ctx, arch, strlen(arch)));
	return 0;
}

/* --- applying settings ---------------------------------------------------- */

static LLVMValueRef intrinsic_decl(LLVMModuleRef m, const char *name, LLVMTypeRef *fnty)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));

	if (!id)
		return NULL;
	*fnty = LLVMIntrinsicGetType(LLVMGetModuleContext(m), id, NULL, 0);
	return LLVMGetIntrinsicDeclaration(m, id, NULL, 0);
}

static bool is_intrinsic_call(LLVMValueRef inst, unsigned id)
{
	LLVMValueRef callee;

	if (!id || LLVMGetInstructionOpcode(inst) != LLVMCall)
		return false;
	callee = LLVMGetCalledValue(inst);
	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee) == id;
}

/* Replace `inst` by a call of `fn` on `nargs` of its operands. */
static void replace_with_call(LLVMBuilderRef b, LLVMValueRef inst, LLVMTypeRef fnty,
			      LLVMValueRef fn, LLVMValueRef *args, unsigned nargs)
{
	LLVMValueRef call;

	LLVMPositionBuilderBefore(b, inst);
	call = LLVMBuildCall2(b, fnty, fn, args, nargs, "");
	LLVMReplaceAllUsesWith(inst, call);
	LLVMInstructionEraseFromParent(inst);
}

static void set_ftz_attr(LLVMContextRef ctx, LLVMValueRef f)
{
	static const char key[] = "denormal-fp-math-f32";
	static const char val[] = "preserve-sign,preserve-sign";

	LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key, sizeof(key) - 1);
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
				LLVMCreateStringAttribute(ctx, key, sizeof(key) - 1, val,
							  sizeof(val) - 1));
}

static bool fusable_opcode(LLVMOpcode op)
{
	return op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul || op == LLVMFNeg;
}

int nvt_math_apply(LLVMModuleRef m, const struct nvt_math_settings *s, const char *file,
		   struct nvt_diags *d)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx);
	bool ftz = s->v[NVT_MATH_FTZ] == 1;
	bool fma = s->v[NVT_MATH_FMA] != 0;
	bool approx_div = s->v[NVT_MATH_PREC_DIV] == 0;
	bool approx_sqrt = s->v[NVT_MATH_PREC_SQRT] == 0;
	LLVMTypeRef div_ty = NULL, sqrt_ty = NULL;
	LLVMValueRef div_fn = NULL, sqrt_fn = NULL;
	unsigned sqrt_id = LLVMLookupIntrinsicID("llvm.sqrt", 9);
	unsigned fmuladd_id = LLVMLookupIntrinsicID("llvm.fmuladd", 12);
	LLVMBuilderRef b;

	/* nvvm-reflect-ftz also answers __nvvm_reflect("__CUDA_FTZ") in
	 * libdevice code the NVPTX pipeline still reflects. */
	nvt_math_record(m, s);
	if (approx_div)
		div_fn = intrinsic_decl(m, ftz ? "llvm.nvvm.div.full.ftz" : "llvm.nvvm.div.full", &div_ty);
	if (approx_sqrt)
		sqrt_fn = intrinsic_decl(m, ftz ? "llvm.nvvm.sqrt.approx.ftz.f" : "llvm.nvvm.sqrt.approx.f",
					 &sqrt_ty);
	if ((approx_div && !div_fn) || (approx_sqrt && !sqrt_fn)) {
		nvt_error(d, "internal", file, NULL,
			  "internal error: LLVM lacks the intrinsics for -prec-div=0/-prec-sqrt=0");
		return -EINVAL;
	}
	b = LLVMCreateBuilderInContext(ctx);
	if (!b)
		return -ENOMEM;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		if (ftz)
			set_ftz_attr(ctx, f);
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
			LLVMValueRef next;
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = next) {
				LLVMOpcode op = LLVMGetInstructionOpcode(i);

				next = LLVMGetNextInstruction(i);
				if (LLVMCanValueUseFastMathFlags(i)) {
					LLVMFastMathFlags fl = LLVMGetFastMathFlags(i);
					if (fma && fusable_opcode(op))
						LLVMSetFastMathFlags(i, fl | LLVMFastMathAllowContract);
					else if (!fma && (fl & LLVMFastMathAllowContract) && fusable_opcode(op)) {
						/* LLVMSetFastMathFlags only adds flags (LLVM 22's
						 * FPMathOperator::setFastMathFlags ORs): rebuild the
						 * instruction without `contract`. */
						LLVMValueRef ni;
						LLVMPositionBuilderBefore(b, i);
						ni = op == LLVMFNeg ? LLVMBuildFNeg(b, LLVMGetOperand(i, 0), "")
								    : LLVMBuildBinOp(b, op, LLVMGetOperand(i, 0),
										     LLVMGetOperand(i, 1), "");
						LLVMSetFastMathFlags(ni, fl & ~(LLVMFastMathFlags)LLVMFastMathAllowContract);
						LLVMReplaceAllUsesWith(i, ni);
						LLVMInstructionEraseFromParent(i);
						continue;
					}
				}
				if (!fma && is_intrinsic_call(i, fmuladd_id)) {
					/* llvm.fmuladd may always fuse: fma=0 splits it. */
					LLVMValueRef x = LLVMGetOperand(i, 0), y = LLVMGetOperand(i, 1),
						     z = LLVMGetOperand(i, 2), mul, add;
					LLVMPositionBuilderBefore(b, i);
					mul = LLVMBuildFMul(b, x, y, "");
					add = LLVMBuildFAdd(b, mul, z, "");
					LLVMReplaceAllUsesWith(i, add);
					LLVMInstructionEraseFromParent(i);
					continue;
				}
				if (approx_div && op == LLVMFDiv && LLVMTypeOf(i) == f32 &&
				    !(LLVMGetFastMathFlags(i) & LLVMFastMathApproxFunc)) {
					LLVMValueRef args[2] = { LLVMGetOperand(i, 0), LLVMGetOperand(i, 1) };
					replace_with_call(b, i, div_ty, div_fn, args, 2);
					continue;
				}
				if (approx_sqrt && is_intrinsic_call(i, sqrt_id) && LLVMTypeOf(i) == f32) {
					LLVMValueRef arg = LLVMGetOperand(i, 0);
					replace_with_call(b, i, sqrt_ty, sqrt_fn, &arg, 1);
					continue;
				}
			}
		}
	}
	LLVMDisposeBuilder(b);
	return 0;
}
