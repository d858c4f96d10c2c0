/* SPDX-License-Identifier: Apache-2.0 */
/*
 * __nvvm_reflect resolution. libdevice and CUDA headers ask the compiler
 * questions at compile time: __nvvm_reflect("__CUDA_ARCH"),
 * ("__CUDA_FTZ"), ("__CUDA_PREC_SQRT"). libNVVM answers all three; LLVM 22's
 * NVVMReflect pass knows only __CUDA_ARCH (from the target machine) and
 * __CUDA_FTZ (from the "nvvm-reflect-ftz" module flag) and answers 0 to
 * anything else, so __nv_sqrtf would silently become sqrt.approx. We
 * answer every question before LLVM sees it; __CUDA_ARCH only when the arch
 * is known (otherwise the query stays for codegen, which knows it).
 *
 * reflect_hide()/reflect_unhide() let nvvm-opt run LLVM's pipeline without
 * an arch: the NVPTX target machine adds NVVMReflect to every pipeline and
 * would answer __CUDA_ARCH with the target machine's default SM.
 */
#include <stdio.h>
#include <stdlib.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/opt.h>

#include "opt/mathopts.h"
#include "opt/reflect.h"

#define HIDDEN_REFLECT "__nvvm_tools.hidden_reflect"
#define HIDDEN_REFLECT_INTR "__nvvm_tools.hidden_reflect_intrinsic"

/* The string a reflect call asks about, or NULL (then the answer is 0). */
static char *reflect_query(LLVMValueRef arg)
{
	for (int depth = 0; arg && depth < 8; depth++) {
		if (LLVMIsAConstantExpr(arg)) {
			LLVMOpcode op = LLVMGetConstOpcode(arg);
			if (op == LLVMBitCast || op == LLVMAddrSpaceCast || op == LLVMGetElementPtr) {
				arg = LLVMGetOperand(arg, 0);
				continue;
			}
			return NULL;
		}
		if (LLVMIsAAddrSpaceCastInst(arg) || LLVMIsABitCastInst(arg)) {
			arg = LLVMGetOperand(arg, 0);
			continue;
		}
		break;
	}
	if (!arg || !LLVMIsAGlobalVariable(arg))
		return NULL;
	LLVMValueRef init = LLVMGetInitializer(arg);
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return NULL;
	size_t len = 0;
	const char *s = LLVMGetAsString(init, &len);
	while (len && s[len - 1] == '\0')
		len--;
	return nvt_strndup(s, len);
}

static bool is_reflect_fn(LLVMValueRef f)
{
	size_t n = 0;
	const char *s = LLVMGetValueName2(f, &n);

	return s && ((n == 14 && !memcmp(s, "__nvvm_reflect", 14)) ||
		     (n == 17 && !memcmp(s, "llvm.nvvm.reflect", 17)));
}

NVT_API int nvt_reflect(struct nvt_module *mod, const struct nvt_reflect_opts *opts, unsigned *count,
			struct nvt_diags *diags)
{
	const char *arch_name = OPTS_GET(opts, arch, NULL);
	struct nvt_math_settings rec;
	int ftz, prec_sqrt;

	if (count)
		*count = 0;
	if (!mod || !OPTS_VALID_DIAG(opts, nvt_reflect_opts, diags))
		return -EINVAL;
	nvt_module_changed(mod);
	nvt_math_settings_init(&rec);
	if (nvt_math_read(mod->mod, &rec, mod->name, diags))
		return -EINVAL;
	enum nvt_flag f = OPTS_GET(opts, ftz, NVT_FLAG_UNSET);
	ftz = f != NVT_FLAG_UNSET ? f == NVT_FLAG_ON : rec.v[NVT_MATH_FTZ] != NVT_MATH_UNSET ? rec.v[NVT_MATH_FTZ] : 0;
	f = OPTS_GET(opts, prec_sqrt, NVT_FLAG_UNSET);
	prec_sqrt = f != NVT_FLAG_UNSET ? f == NVT_FLAG_ON
		    : rec.v[NVT_MATH_PREC_SQRT] != NVT_MATH_UNSET ? rec.v[NVT_MATH_PREC_SQRT] : 1;
	return nvt_reflect_llvm_module(mod->mod, arch_name, ftz, prec_sqrt, count, mod->name, diags);
}

int nvt_reflect_llvm_module(LLVMModuleRef m, const char *arch_name, int ftz, int prec_sqrt, unsigned *count,
			    const char *file, struct nvt_diags *diags)
{
	const struct nvt_arch *arch = NULL;
	unsigned n = 0;

	if (count)
		*count = 0;
	if (arch_name && !(arch = nvt_arch_find(arch_name))) {
		nvt_error(diags, "arch", file, NULL, "unknown arch '%s' (expected e.g. sm_90)", arch_name);
		return -EINVAL;
	}
	LLVMValueRef next;
	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = next) {
		next = LLVMGetNextFunction(fn);
		if (!is_reflect_fn(fn))
			continue;
		LLVMUseRef u = LLVMGetFirstUse(fn), un;
		for (; u; u = un) {
			un = LLVMGetNextUse(u);
			LLVMValueRef call = LLVMGetUser(u);
			if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn)
				continue;
			LLVMTypeRef rt = LLVMTypeOf(call);
			if (LLVMGetTypeKind(rt) != LLVMIntegerTypeKind || LLVMGetNumArgOperands(call) != 1)
				continue;
			char *q = reflect_query(LLVMGetOperand(call, 0));
			long long answer = 0;
			if (q && !strcmp(q, "__CUDA_ARCH")) {
				if (!arch) {
					free(q);
					continue; /* codegen knows the arch */
				}
				answer = (long long)arch->sm * 10;
			} else if (q && !strcmp(q, "__CUDA_FTZ")) {
				answer = ftz;
			} else if (q && !strcmp(q, "__CUDA_PREC_SQRT")) {
				answer = prec_sqrt;
			}
			free(q);
			LLVMReplaceAllUsesWith(call, LLVMConstInt(rt, (unsigned long long)answer, 1));
			LLVMInstructionEraseFromParent(call);
			n++;
		}
	}
	if (count)
		*count = n;
	return 0;
}

void nvt_reflect_hide(LLVMModuleRef m)
{
	LLVMValueRef f = LLVMGetNamedFunction(m, "__nvvm_reflect");

	if (f)
		LLVMSetValueName2(f, HIDDEN_REFLECT, strlen(HIDDEN_REFLECT));
	f = LLVMGetNamedFunction(m, "llvm.nvvm.reflect");
	if (f)
		LLVMSetValueName2(f, HIDDEN_REFLECT_INTR, strlen(HIDDEN_REFLECT_INTR));
}

void nvt_reflect_unhide(LLVMModuleRef m)
{
	LLVMValueRef f = LLVMGetNamedFunction(m, HIDDEN_REFLECT);

	if (f)
		LLVMSetValueName2(f, "__nvvm_reflect", strlen("__nvvm_reflect"));
	f = LLVMGetNamedFunction(m, HIDDEN_REFLECT_INTR);
	if (f)
		LLVMSetValueName2(f, "llvm.nvvm.reflect", strlen("llvm.nvvm.reflect"));
}
