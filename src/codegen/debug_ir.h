/* SPDX-License-Identifier: Apache-2.0 */
/*
 * IR-level half of the -g DWARF fix (the PTX-level half is src/dwarf,
 * nvt_dwarf__fix_ptx, run from nvt_cg_postprocess_debug mode 2).
 *
 * nvt_cg_debug_mark_params() finds the kernel parameters whose source
 * variable is never written and records each as a line of module inline
 * assembly,
 *     // nvt-dwarf: param-unwritten KERNEL ARGNO NAME
 * which LLVM copies into the PTX and the PTX fixer consumes (and removes):
 * it then describes the parameter at its .param symbol with
 * DW_AT_address_class 7 (ADDR_param_space), as the PTX ABI's chapter 6
 * example does. "Never written" (doc/ptx-dwarf.md):
 *   - -O0 shape: the variable is declared (#dbg_declare) on an alloca whose
 *     only store is the incoming argument itself and whose other uses are
 *     loads (no call, no address taken, no second store), or
 *   - optimized shape: every #dbg_value of the variable in the kernel is the
 *     argument itself with an empty expression (an SSA argument is never
 *     reassigned; a write to the source variable would show as a
 *     #dbg_value of another value), or
 *   - a byval aggregate declared on the argument pointer, used only by loads
 *     and address arithmetic feeding loads.
 * Records of inlined code (a DILocation with inlinedAt) are ignored: they
 * describe callee parameters, which live in registers or the depot.
 *
 * Call it on the arch's module right before codegen, only for -g (full
 * debug info): LLVM drops module asm lines nowhere, and without -g the
 * markers would reach the PTX unconsumed. Returns the number of markers
 * added (>= 0) or a negative errno.
 */
#ifndef NVT_CODEGEN_DEBUG_IR_H
#define NVT_CODEGEN_DEBUG_IR_H

#include "llvm/llvm.h"

int nvt_cg_debug_mark_params(LLVMModuleRef m, const char *file, struct nvt_diags *d);

#endif
