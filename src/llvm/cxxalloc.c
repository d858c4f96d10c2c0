/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Device operator new/delete. clang's CUDA wrapper header (cuda_wrappers/new)
 * defines the plain, array, nothrow and sized forms inline over malloc/free,
 * but C++17's aligned forms (std::align_val_t) only get declared, and a module
 * compiled without the wrapper declares them all: the PTX then calls
 * `_ZnwmSt11align_val_t` and friends, which no library defines, and ptxas
 * fails ("Unresolved extern function"). nvcc has no such symbols at all: its
 * front end lowers every `new` to a call of the PTX system call `malloc`
 * (aligned ones to `__cuda_syscall_aligned_malloc(size, align)`) and every
 * `delete` to `free` (measured with nvcc 13.0 -ptx, at -O3, -G and -rdc).
 * We give the same answer on the IR: each of these functions that the module
 * declares but does not define gets an internal definition over those
 * system calls, so the PTX is self-contained in whole-program and separate
 * compilation alike (internal: two -fgpu-rdc objects never clash over them).
 * A definition the module already has (clang's own inline ones, or a user's
 * replacement) is left alone.
 *
 * The vtable of an abstract class holds `__cxa_pure_virtual` (and a deleted
 * virtual function `__cxa_deleted_virtual`) in its pure slots; clang keeps
 * the vtable at -O0 and whenever the class's constructor survives. No
 * device library defines either, and ptxas refuses the address of an
 * undefined function ("Cannot take address of function"). nvcc writes 0 in
 * those slots (measured: `_ZTV5Shape[5] = {0, 0, D1, D0, 0}` with nvcc -G),
 * so a declaration of either is replaced by a null pointer: a pure virtual
 * call was undefined behaviour anyway.
 */
#include <string.h>

#include "llvm/llvm.h"

enum alloc_kind { NEW, NEW_ALIGNED, DELETE };

struct alloc_fn {
	const char *name; /* Itanium mangling, 64-bit size_t */
	enum alloc_kind kind;
	unsigned nparams;
};

static const struct alloc_fn alloc_fns[] = {
	{ "_Znwm", NEW, 1 },
	{ "_Znam", NEW, 1 },
	{ "_ZnwmRKSt9nothrow_t", NEW, 2 },
	{ "_ZnamRKSt9nothrow_t", NEW, 2 },
	{ "_ZnwmSt11align_val_t", NEW_ALIGNED, 2 },
	{ "_ZnamSt11align_val_t", NEW_ALIGNED, 2 },
	{ "_ZnwmSt11align_val_tRKSt9nothrow_t", NEW_ALIGNED, 3 },
	{ "_ZnamSt11align_val_tRKSt9nothrow_t", NEW_ALIGNED, 3 },
	{ "_ZdlPv", DELETE, 1 },
	{ "_ZdaPv", DELETE, 1 },
	{ "_ZdlPvm", DELETE, 2 },
	{ "_ZdaPvm", DELETE, 2 },
	{ "_ZdlPvRKSt9nothrow_t", DELETE, 2 },
	{ "_ZdaPvRKSt9nothrow_t", DELETE, 2 },
	{ "_ZdlPvSt11align_val_t", DELETE, 2 },
	{ "_ZdaPvSt11align_val_t", DELETE, 2 },
	{ "_ZdlPvmSt11align_val_t", DELETE, 3 },
	{ "_ZdaPvmSt11align_val_t", DELETE, 3 },
	{ "_ZdlPvSt11align_val_tRKSt9nothrow_t", DELETE, 3 },
	{ "_ZdaPvSt11align_val_tRKSt9nothrow_t", DELETE, 3 },
};

/* The declaration has the shape the mangled name promises (anything else is
 * not the C++ function, and is left to the undefined-symbol checks). */
static bool shape_ok(LLVMModuleRef m, LLVMValueRef f, const struct alloc_fn *a)
{
	LLVMTypeRef ft = LLVMGlobalGetValueType(f);
	LLVMTypeRef ret = LLVMGetReturnType(ft);
	LLVMTypeRef ps[3];
	unsigned ptr_bits = LLVMPointerSize(LLVMGetModuleDataLayout(m)) * 8;

	if (LLVMIsFunctionVarArg(ft) || LLVMCountParamTypes(ft) != a->nparams)
		return false;
	LLVMGetParamTypes(ft, ps);
	size_t len = strlen(a->name);
	bool nothrow = len > 9 && !strcmp(a->name + len - 9, "nothrow_t");
	for (unsigned i = 0; i < a->nparams; i++) {
		/* new: size [, align] [, nothrow&]; delete: ptr [, size] [, align] [, nothrow&] */
		bool want_ptr = (a->kind == DELETE && i == 0) || (nothrow && i == a->nparams - 1);
		LLVMTypeKind k = LLVMGetTypeKind(ps[i]);
		if (want_ptr ? k != LLVMPointerTypeKind
			     : k != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ps[i]) != ptr_bits)
			return false;
	}
	if (a->kind == DELETE)
		return LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
	return LLVMGetTypeKind(ret) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(ret) == 0;
}

/* `name` as a declaration of type `ty`, reusing one the module has. */
static LLVMValueRef get_fn(LLVMModuleRef m, const char *name, LLVMTypeRef ty)
{
	LLVMValueRef f = LLVMGetNamedFunction(m, name);

	return f ? f : LLVMAddFunction(m, name, ty);
}

static void define(LLVMModuleRef m, LLVMValueRef f, const struct alloc_fn *a)
{
	LLVMContextRef c = LLVMGetModuleContext(m);
	LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), sz;
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
	LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(c, f, "entry");

	LLVMSetLinkage(f, LLVMInternalLinkage);
	LLVMSetVisibility(f, LLVMDefaultVisibility);
	LLVMPositionBuilderAtEnd(b, entry);
	if (a->kind == DELETE) {
		/* free(NULL) is a no-op in C, but keep clang's wrapper's test:
		 * it costs one branch and never reaches the system call. */
		LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(c), &ptr, 1, false);
		LLVMValueRef fr = get_fn(m, "free", fty);
		LLVMBasicBlockRef call = LLVMAppendBasicBlockInContext(c, f, "free");
		LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(c, f, "done");
		LLVMValueRef p = LLVMGetParam(f, 0);
		LLVMBuildCondBr(b, LLVMBuildIsNull(b, p, "null"), done, call);
		LLVMPositionBuilderAtEnd(b, call);
		LLVMBuildCall2(b, fty, fr, &p, 1, "");
		LLVMBuildBr(b, done);
		LLVMPositionBuilderAtEnd(b, done);
		LLVMBuildRetVoid(b);
	} else {
		LLVMValueRef args[2];
		LLVMTypeRef pts[2];
		LLVMValueRef n = LLVMGetParam(f, 0), r;
		sz = LLVMTypeOf(n);
		/* new(0) must return a unique pointer; malloc(0) need not. */
		args[0] = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, n, LLVMConstInt(sz, 0, false), "zero"),
					  LLVMConstInt(sz, 1, false), n, "size");
		pts[0] = pts[1] = sz;
		if (a->kind == NEW_ALIGNED) {
			LLVMTypeRef fty = LLVMFunctionType(ptr, pts, 2, false);
			args[1] = LLVMGetParam(f, 1);
			r = LLVMBuildCall2(b, fty, get_fn(m, "__cuda_syscall_aligned_malloc", fty), args, 2, "p");
		} else {
			LLVMTypeRef fty = LLVMFunctionType(ptr, pts, 1, false);
			r = LLVMBuildCall2(b, fty, get_fn(m, "malloc", fty), args, 1, "p");
		}
		LLVMBuildRet(b, r);
	}
	LLVMDisposeBuilder(b);
}

int nvt_cxx_alloc_provide(LLVMModuleRef m, unsigned *provided)
{
	unsigned n = 0;

	for (size_t i = 0; i < sizeof(alloc_fns) / sizeof(alloc_fns[0]); i++) {
		LLVMValueRef f = LLVMGetNamedFunction(m, alloc_fns[i].name);
		if (!f || !LLVMIsDeclaration(f) || !shape_ok(m, f, &alloc_fns[i]))
			continue;
		define(m, f, &alloc_fns[i]);
		n++;
	}
	static const char *const pure[] = { "__cxa_pure_virtual", "__cxa_deleted_virtual" };
	for (size_t i = 0; i < sizeof(pure) / sizeof(pure[0]); i++) {
		LLVMValueRef f = LLVMGetNamedFunction(m, pure[i]);
		if (!f || !LLVMIsDeclaration(f))
			continue;
		LLVMReplaceAllUsesWith(f, LLVMConstNull(LLVMTypeOf(f)));
		LLVMDeleteFunction(f);
		n++;
	}
	if (provided)
		*provided = n;
	return 0;
}

bool nvt_cxx_alloc_syscall_name(const char *name)
{
	return !strcmp(name, "__cuda_syscall_aligned_malloc");
}
