/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The checks made on each input before anything of it is merged: target
 * triple (NVVM IR spec: nvptx-*-cuda / nvptx64-*-cuda), 32/64-bit mixing,
 * data layout compatibility, and !nvvmir.version (spec 3.13).
 *
 * Data layouts are compared by what they mean, not by their text: clang and
 * LLVM 22 write short layouts ("e-p6:32:32-i64:64-i128:128-...") where
 * libNVVM's examples spell out every type, and both describe the same
 * target. LLVM's TargetData parses both; we compare the pointer size, the
 * byte order, and the ABI alignment and size of every scalar and vector
 * type NVVM IR uses.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Target.h>

#include "link/linker.h"

/* Split "arch-vendor-os[-env]" into arch and os. */
static void triple_parts(const char *t, char *arch, size_t an, char *os, size_t on)
{
	const char *d1 = strchr(t, '-');
	const char *d2 = d1 ? strchr(d1 + 1, '-') : NULL;
	size_t n = d1 ? (size_t)(d1 - t) : strlen(t);

	snprintf(arch, an, "%.*s", (int)n, t);
	os[0] = '\0';
	if (d2) {
		const char *d3 = strchr(d2 + 1, '-');
		size_t m = d3 ? (size_t)(d3 - d2 - 1) : strlen(d2 + 1);
		snprintf(os, on, "%.*s", (int)m, d2 + 1);
	}
}

int link_check_triple(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m)
{
	const char *t = LLVMGetTarget(m);
	bool lazy = in->flags & NVT_LINK_LAZY;
	char arch[64], os[64];

	if (!t || !*t) {
		nvt_error(l->diags, "triple", in->name, NULL,
			  "module has no target triple: expected nvptx64-nvidia-cuda or nvptx-nvidia-cuda");
		return -EINVAL;
	}
	triple_parts(t, arch, sizeof(arch), os, sizeof(os));
	if (!strcmp(arch, "nvptx64"))
		in->ptr_bits = 64;
	else if (!strcmp(arch, "nvptx"))
		in->ptr_bits = 32;
	if (in->ptr_bits && (!strcmp(os, "cuda") || (lazy && !strcmp(os, "gpulibs"))))
		return 0;
	nvt_error(l->diags, "triple", in->name, NULL,
		  "unsupported target triple '%s': expected nvptx64-*-cuda or nvptx-*-cuda%s", t,
		  lazy ? " (or nvptx64-nvidia-gpulibs for a lazy input)" : "");
	in->ptr_bits = 0;
	return -EINVAL;
}

/* ---- data layouts ----------------------------------------------------- */

struct probe {
	const char *what;
	LLVMTypeRef type;
};

static const char *lazy_gpulibs(const struct link_input *in)
{
	return (in->flags & NVT_LINK_LAZY) && strstr(in->triple, "-gpulibs") ? "gpulibs" : NULL;
}

int link_check_against_dest(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m)
{
	struct link_input *ref = l->target_from;
	LLVMTargetDataRef a, b;
	LLVMContextRef ctx = l->dest->ctx;
	int bad = 0;

	if (!ref || !in->ptr_bits || !ref->ptr_bits)
		return 0;
	if (in->ptr_bits != ref->ptr_bits) {
		nvt_error(l->diags, "mixed-32-64", in->name, NULL,
			  "cannot link a %d-bit module with a %d-bit one: %s has triple %s, %s has triple %s",
			  in->ptr_bits, ref->ptr_bits, in->name, in->triple, ref->name, ref->triple);
		return -EINVAL;
	}
	/* libdevice's layout is not compared (LLVM's own linker makes the same
	 * exception): it predates the current NVPTX layouts and is linked
	 * into any of them. */
	if (lazy_gpulibs(in))
		return 0;
	if (!strcmp(in->datalayout, ref->datalayout))
		return 0;
	if (!*in->datalayout || !*ref->datalayout) {
		nvt_error(l->diags, "datalayout", in->name, NULL,
			  "data layout '%s' differs from '%s' of %s: a module without a data layout "
			  "cannot be checked",
			  in->datalayout, ref->datalayout, ref->name);
		return -EINVAL;
	}
	a = LLVMCreateTargetData(in->datalayout);
	b = LLVMCreateTargetData(ref->datalayout);
	if (LLVMByteOrder(a) != LLVMByteOrder(b)) {
		nvt_error(l->diags, "datalayout", in->name, NULL,
			  "data layout byte order differs: %s is %s-endian, %s is %s-endian", in->name,
			  LLVMByteOrder(a) == LLVMBigEndian ? "big" : "little", ref->name,
			  LLVMByteOrder(b) == LLVMBigEndian ? "big" : "little");
		bad = 1;
	}
	if (LLVMPointerSize(a) != LLVMPointerSize(b)) {
		nvt_error(l->diags, "datalayout", in->name, NULL,
			  "data layout pointer size differs: %u bits in %s, %u bits in %s",
			  LLVMPointerSize(a) * 8, in->name, LLVMPointerSize(b) * 8, ref->name);
		bad = 1;
	}
	const struct probe probes[] = {
		{ "i1", LLVMInt1TypeInContext(ctx) },
		{ "i8", LLVMInt8TypeInContext(ctx) },
		{ "i16", LLVMInt16TypeInContext(ctx) },
		{ "i32", LLVMInt32TypeInContext(ctx) },
		{ "i64", LLVMInt64TypeInContext(ctx) },
		{ "i128", LLVMInt128TypeInContext(ctx) },
		{ "half", LLVMHalfTypeInContext(ctx) },
		{ "float", LLVMFloatTypeInContext(ctx) },
		{ "double", LLVMDoubleTypeInContext(ctx) },
		{ "<2 x i8> (v16)", LLVMVectorType(LLVMInt8TypeInContext(ctx), 2) },
		{ "<2 x i16> (v32)", LLVMVectorType(LLVMInt16TypeInContext(ctx), 2) },
		{ "<2 x float> (v64)", LLVMVectorType(LLVMFloatTypeInContext(ctx), 2) },
		{ "<4 x float> (v128)", LLVMVectorType(LLVMFloatTypeInContext(ctx), 4) },
		{ "ptr addrspace(1)", LLVMPointerTypeInContext(ctx, 1) },
		{ "ptr addrspace(3)", LLVMPointerTypeInContext(ctx, 3) },
		{ "ptr addrspace(4)", LLVMPointerTypeInContext(ctx, 4) },
		{ "ptr addrspace(5)", LLVMPointerTypeInContext(ctx, 5) },
	};
	for (size_t i = 0; i < ARRAY_SIZE(probes) && !bad; i++) {
		unsigned aa = LLVMABIAlignmentOfType(a, probes[i].type);
		unsigned ba = LLVMABIAlignmentOfType(b, probes[i].type);
		unsigned long long as = LLVMABISizeOfType(a, probes[i].type);
		unsigned long long bs = LLVMABISizeOfType(b, probes[i].type);
		if (aa != ba || as != bs) {
			nvt_error(l->diags, "datalayout", in->name, NULL,
				  "data layout is incompatible with %s: %s has size %llu bits, alignment "
				  "%u bits in %s ('%s') but size %llu bits, alignment %u bits in %s ('%s')",
				  ref->name, probes[i].what, as * 8, aa * 8, in->name, in->datalayout,
				  bs * 8, ba * 8, ref->name, ref->datalayout);
			bad = 1;
		}
	}
	LLVMDisposeTargetData(a);
	LLVMDisposeTargetData(b);
	return bad ? -EINVAL : 0;
}

/* ---- !nvvmir.version -------------------------------------------------- */

int link_parse_version(const char *s, struct nvt_ir_version *v)
{
	unsigned a, b, c, d;
	int n = 0;

	memset(v, 0, sizeof(*v));
	if (sscanf(s, "%u.%u%n", &a, &b, &n) == 2 && !s[n]) {
		v->present = true;
		v->major = a;
		v->minor = b;
		return 0;
	}
	n = 0;
	if (sscanf(s, "%u.%u,%u.%u%n", &a, &b, &c, &d, &n) == 4 && !s[n]) {
		v->present = v->has_debug = true;
		v->major = a;
		v->minor = b;
		v->dmajor = c;
		v->dminor = d;
		return 0;
	}
	return -EINVAL;
}

static bool md_uint(LLVMValueRef v, unsigned *out)
{
	if (!v || !LLVMIsAConstantInt(v))
		return false;
	unsigned long long x = LLVMConstIntGetZExtValue(v);
	if (x > 0xffffffffu)
		return false;
	*out = (unsigned)x;
	return true;
}

static int version_cmp(unsigned a1, unsigned a2, unsigned b1, unsigned b2)
{
	if (a1 != b1)
		return a1 < b1 ? -1 : 1;
	return a2 < b2 ? -1 : a2 > b2;
}

int link_check_version(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(m, "nvvmir.version", &n);
	int bad = 0;

	in->version_nodes = n;
	if (!ops)
		return n ? -ENOMEM : 0; /* spec 3.13: a missing node means 1.0 */
	for (unsigned i = 0; i < n; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		LLVMValueRef f[4] = { 0 };
		unsigned x[4] = { 0 };
		bool ok = k == 2 || k == 4;

		if (ok) {
			LLVMGetMDNodeOperands(ops[i], f);
			for (unsigned j = 0; j < k; j++)
				ok = ok && md_uint(f[j], &x[j]);
		}
		if (!ok) {
			nvt_error(l->diags, "nvvmir-version", in->name, NULL,
				  "malformed !nvvmir.version node: expected 2 or 4 i32 values "
				  "(major, minor[, debug major, debug minor]), found %u operands", k);
			bad = 1;
			continue;
		}
		if (x[0] < 1 || x[0] > 2) {
			nvt_error(l->diags, "nvvmir-version", in->name, NULL,
				  "unsupported NVVM IR version %u.%u: majors 1 and 2 are supported",
				  x[0], x[1]);
			bad = 1;
		}
		if (k == 4 && x[2] > 3) {
			nvt_error(l->diags, "nvvmir-version", in->name, NULL,
				  "unsupported NVVM IR debug metadata version %u.%u: at most 3.x is "
				  "supported",
				  x[2], x[3]);
			bad = 1;
		}
		/* An input that is itself a link result may carry several nodes:
		 * it counts as its highest. */
		if (!in->version.present ||
		    version_cmp(in->version.major, in->version.minor, x[0], x[1]) < 0) {
			in->version.major = x[0];
			in->version.minor = x[1];
		}
		in->version.present = true;
		if (k == 4 && (!in->version.has_debug ||
			       version_cmp(in->version.dmajor, in->version.dminor, x[2], x[3]) < 0)) {
			in->version.has_debug = true;
			in->version.dmajor = x[2];
			in->version.dminor = x[3];
		}
	}
	free(ops);
	return bad ? -EINVAL : 0;
}
