/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt_cg_requirements (contract in codegen/cg.h): what a module needs from
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
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "codegen/cg.h"
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
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 8;
		LLVMValueRef *p = realloc(s->fns, cap * sizeof(*p));
		if (!p)
			return false;
		s->fns = p;
		s->cap = cap;
	}
	s->fns[s->n++] = fn;
	return true;
}

static void report_at(struct nvt_diags *d, const char *rule, const char *file, LLVMValueRef inst,
		      const char *entity, const char *msg)
{
	unsigned line = 0, col = 0;
	if (inst) {
		line = LLVMGetDebugLocLine(inst);
		col = LLVMGetDebugLocColumn(inst);
	}
	nvt_diags__reportf(d, NVT_ERROR, rule, file, line, col, entity, "%s", msg);
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
 * Raises *need to what the first such construct needs, naming it in
 * need_by. */
#define CVTA_PARAM_PTX 77

static void construct_requirements(LLVMModuleRef m, unsigned *need, char *need_by, size_t size, bool *set)
{
	bool cast_seen = *need >= CVTA_PARAM_PTX;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t n;
		const char *name = LLVMGetValueName2(f, &n);

		if (LLVMIsDeclaration(f))
			continue;
		if (*need < VKERNEL_PARAM_PTX && LLVMGetFunctionCallConv(f) == 71 /* ptx_kernel */ &&
		    vkernel_param_bytes(f) > VKERNEL_PARAM_SMALL) {
			*need = VKERNEL_PARAM_PTX;
			snprintf(need_by, size, "kernel '%.*s' (parameters over %u bytes)", (int)n, name,
				 VKERNEL_PARAM_SMALL);
			*set = true;
		}
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !cast_seen; bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !cast_seen; in = LLVMGetNextInstruction(in)) {
				LLVMTypeRef st;
				if (!LLVMIsAAddrSpaceCastInst(in))
					continue;
				st = LLVMTypeOf(LLVMGetOperand(in, 0));
				if (LLVMGetPointerAddressSpace(st) != AS_PARAM ||
				    LLVMGetPointerAddressSpace(LLVMTypeOf(in)) != AS_GENERIC)
					continue;
				cast_seen = true;
				if (*need < CVTA_PARAM_PTX) {
					*need = CVTA_PARAM_PTX;
					snprintf(need_by, size, "a param-to-generic addrspacecast in '%.*s' (cvta.param)",
						 (int)n, name);
					*set = true;
				}
			}
	}
}

int nvt_cg_requirements(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			unsigned *min_ptx, const char *file, struct nvt_diags *d)
{
	struct nvt_cg_need need = { .min_ptx = *min_ptx };
	int err = nvt_cg_requirements_ex(m, arch, debug, &need, file, d);

	*min_ptx = need.min_ptx;
	return err;
}

int nvt_cg_requirements_ex(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			   struct nvt_cg_need *out, const char *file, struct nvt_diags *d)
{
	bool ptr64 = module_ptr64(m);
	unsigned need = out->min_ptx, cap = 0;
	int errors = 0;
	char need_by[256] = "the arch", cap_by[256] = "";
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
	construct_requirements(m, &need, need_by, sizeof(need_by), &need_set);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t nlen;
		const char *name = LLVMGetValueName2(f, &nlen);
		unsigned id;
		const char *base = NULL;
		char basebuf[256], needs[1024], msg[1536];
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
					snprintf(cap_by, sizeof(cap_by), "%s", name);
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
				snprintf(msg, sizeof(msg),
					 "unsupported intrinsic '%s' used in function '%s': LLVM 22 does not "
					 "know it (it would be emitted as a call that ptxas rejects)",
					 name, fname);
			else if (st == NVT_INTRINSIC_NO_CODEGEN)
				snprintf(msg, sizeof(msg),
					 "intrinsic '%s' used in function '%s' cannot be compiled by LLVM 22 "
					 "for any arch", name, fname);
			else if (!ptr64 && nvt_intrinsic__check(name, base, arch, true, NULL, NULL) ==
						   NVT_INTRINSIC_OK)
				snprintf(msg, sizeof(msg),
					 "intrinsic '%s' used in function '%s' is not available with 32-bit "
					 "pointers (needs %s)", name, fname, needs);
			else
				snprintf(msg, sizeof(msg),
					 "intrinsic '%s' used in function '%s' is not available on %s "
					 "(needs %s)", name, fname, arch->name, needs);
			report_at(d,
				  !id ? "intrinsic-unknown"
				      : st == NVT_INTRINSIC_NO_CODEGEN ? "intrinsic-no-codegen"
								       : "intrinsic-arch",
				  file, inst, fname, msg);
			free(fname);
			errors++;
		}
		if (!id && !any) {
			/* Declared but unused: LLVM still emits a .extern .func
			 * with the dotted name, which ptxas rejects. */
			snprintf(msg, sizeof(msg),
				 "unsupported intrinsic '%s' declared: LLVM 22 does not know it (it would "
				 "be emitted as an external function that ptxas rejects)", name);
			nvt_diags__reportf(d, NVT_ERROR, "intrinsic-unknown", file, 0, 0, name, "%s", msg);
			errors++;
		}
		free(seen.fns);
	}
	if (cap && need > cap) {
		/* e.g. vote without .sync (gone from PTX 6.4 on sm_70+) next to
		 * an intrinsic that needs a newer PTX ISA version */
		nvt_diags__reportf(d, NVT_ERROR, "intrinsic-ptx-range", file, 0, 0, cap_by,
				   "intrinsic '%s' needs PTX ISA %s or older, but %s needs PTX ISA %s "
				   "on %s", cap_by, nvt_ptx_version__format(cap, v1, sizeof(v1)), need_by,
				   nvt_ptx_version__format(need, v2, sizeof(v2)), arch->name);
		errors++;
	}
	out->min_ptx = need;
	out->max_ptx = cap;
	snprintf(out->min_by, sizeof(out->min_by), "%s", need_set ? need_by : "");
	if (cap)
		snprintf(out->max_by, sizeof(out->max_by), "intrinsic '%s'", cap_by);
	else
		out->max_by[0] = '\0';
	return errors ? -EINVAL : 0;
}
