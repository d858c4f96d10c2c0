/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Which kernel parameters are never written (see debug_ir.h for the rule
 * and the hand-over to the PTX DWARF fixer in src/dwarf).
 *
 * Why on the IR: whether a source variable is ever assigned is a property
 * of the program, visible in the IR (a single store of the argument into
 * its -O0 slot, or SSA debug values that are all the argument) and lost in
 * the PTX, where the slot is just bytes of the local depot. Why not in the
 * IR debug metadata itself: no DIExpression can name a PTX .param symbol,
 * so the IR step only decides and the PTX step describes.
 *
 * LLVM C API limits met here: a DILocalVariable's arg number and a
 * DIExpression's elements have no getters; we take the parameter index from
 * the IR argument the variable holds, and test for the empty expression on
 * the record's printed form.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "codegen/debug_ir.h"


struct var_state {
	LLVMMetadataRef var;
	int argno; /* 0-based IR argument index, -1 none yet */
	bool bad;
};

static int arg_index(LLVMValueRef f, LLVMValueRef v)
{
	unsigned n;

	if (!v || !LLVMIsAArgument(v))
		return -1;
	n = LLVMCountParams(f);
	for (unsigned i = 0; i < n; i++)
		if (LLVMGetParam(f, i) == v)
			return (int)i;
	return -1;
}

/* -O0: the alloca's only store is argument N; everything else loads. */
static int alloca_holds_arg(LLVMValueRef f, LLVMValueRef a)
{
	int argno = -1, stores = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (LLVMIsALoadInst(user))
			continue;
		if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a && stores++ == 0) {
			argno = arg_index(f, LLVMGetOperand(user, 0));
			if (argno < 0)
				return -1;
			continue;
		}
		return -1; /* a second store, a call, the address escaping ... */
	}
	return argno;
}

/* A byval aggregate: its memory is only read (loads, address arithmetic). */
static bool only_read(LLVMValueRef p, int depth)
{
	if (depth > 16)
		return false;
	for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (LLVMIsALoadInst(user))
			continue;
		if ((LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user)) &&
		    LLVMGetOperand(user, 0) == p && only_read(user, depth + 1))
			continue;
		return false;
	}
	return true;
}

static bool is_byval(LLVMValueRef f, int argno)
{
	unsigned kind = LLVMGetEnumAttributeKindForName("byval", 5);

	return kind && LLVMGetEnumAttributeAtIndex(f, (unsigned)argno + 1, kind) != NULL;
}

/* The C API has no reader of a DIExpression's elements: the expression
 * alone is printed (it is always printed inline). Printing the whole
 * record numbered the function's metadata for every record, which was 4%
 * of nvvm-llc -g. */
static bool empty_expression(LLVMContextRef ctx, LLVMDbgRecordRef rec)
{
	LLVMMetadataRef e = LLVMDbgVariableRecordGetExpression(rec);
	char *s = e ? LLVMPrintValueToString(LLVMMetadataAsValue(ctx, e)) : NULL;
	bool ok = s && strstr(s, "!DIExpression()") != NULL;

	LLVMDisposeMessage(s);
	return ok;
}

static struct var_state *state_of(struct var_state **vs, size_t *n, size_t *cap, LLVMMetadataRef var)
{
	for (size_t i = 0; i < *n; i++)
		if ((*vs)[i].var == var)
			return &(*vs)[i];
	if (nvt_grow(*vs, *cap, *n + 1))
		return NULL;
	(*vs)[*n] = (struct var_state){ .var = var, .argno = -1 };
	return &(*vs)[(*n)++];
}

static void note_record(LLVMValueRef f, LLVMDbgRecordRef rec, struct var_state *st)
{
	LLVMDbgRecordKind kind = LLVMDbgRecordGetKind(rec);
	LLVMValueRef v = LLVMDbgVariableRecordGetValue(rec, 0);
	int argno = -1;

	if (kind == LLVMDbgRecordDeclare) {
		if (v && LLVMIsAAllocaInst(v))
			argno = alloca_holds_arg(f, v);
		else if ((argno = arg_index(f, v)) >= 0 && !(is_byval(f, argno) && only_read(v, 0)))
			argno = -1;
	} else if (kind == LLVMDbgRecordValue) {
		argno = arg_index(f, v);
	}
	if (argno < 0 || !empty_expression(LLVMGetModuleContext(LLVMGetGlobalParent(f)), rec) || (st->argno >= 0 && st->argno != argno)) {
		st->bad = true;
		return;
	}
	st->argno = argno;
}

/* DILocalVariable operand 1 is its name. */
static char *var_name(LLVMContextRef ctx, LLVMMetadataRef var)
{
	LLVMValueRef mv = LLVMMetadataAsValue(ctx, var);
	unsigned n = LLVMGetMDNodeNumOperands(mv);
	LLVMValueRef ops[8] = { 0 };
	unsigned len = 0;
	const char *s;

	if (n < 2 || n > 8)
		return NULL;
	LLVMGetMDNodeOperands(mv, ops);
	if (!ops[1] || !(s = LLVMGetMDString(ops[1], &len)) || !len)
		return NULL;
	for (unsigned i = 0; i < len; i++)
		if (s[i] == ' ' || s[i] == '\n')
			return NULL;
	return nvt_strndup(s, len);
}

static int mark_kernel(LLVMModuleRef m, LLVMValueRef f, int *count)
{
	struct var_state *vs = NULL;
	size_t n = 0, cap = 0;
	LLVMMetadataRef sp = LLVMGetSubprogram(f);
	int err = 0;

	if (!sp)
		return 0;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !err; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !err; in = LLVMGetNextInstruction(in))
			for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(in); r; r = LLVMGetNextDbgRecord(r)) {
				LLVMDbgRecordKind k = LLVMDbgRecordGetKind(r);
				if (k == LLVMDbgRecordLabel)
					continue;
				LLVMMetadataRef dl = LLVMDbgRecordGetDebugLoc(r);
				if (dl && LLVMDILocationGetInlinedAt(dl))
					continue;
				LLVMMetadataRef var = LLVMDbgVariableRecordGetVariable(r);
				if (!var || LLVMDIVariableGetScope(var) != sp)
					continue;
				struct var_state *st = state_of(&vs, &n, &cap, var);
				if (!st) {
					err = -ENOMEM;
					break;
				}
				if (k == LLVMDbgRecordAssign)
					st->bad = true;
				else if (!st->bad)
					note_record(f, r, st);
			}
	size_t fl;
	const char *fname = LLVMGetValueName2(f, &fl);
	for (size_t i = 0; i < n && !err; i++) {
		if (vs[i].bad || vs[i].argno < 0)
			continue;
		char *name = var_name(LLVMGetModuleContext(m), vs[i].var);
		if (!name)
			continue;
		char *line = nvt_asprintf("// nvt-dwarf: param-unwritten %.*s %d %s", (int)fl, fname,
					  vs[i].argno + 1, name);
		free(name);
		if (!line) {
			err = -ENOMEM;
			break;
		}
		LLVMAppendModuleInlineAsm(m, line, strlen(line));
		free(line);
		(*count)++;
	}
	free(vs);
	return err;
}

int nvt_cg_debug_mark_params(LLVMModuleRef m, const char *file, struct nvt_diags *d)
{
	int count = 0, err = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || !nvt_llvm_is_kernel(f))
			continue;
		err = mark_kernel(m, f, &count);
	}
	if (err == -ENOMEM)
		nvt_error(d, "out-of-memory", file, NULL, "out of memory marking kernel parameters for debug info");
	return err ? err : count;
}
