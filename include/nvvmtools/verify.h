/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The NVVM IR verifier: checks that a module is legal NVVM IR, in one of
 * two dialects, and reports every problem of the module in one run.
 *
 *  - NVT_DIALECT_LLVM (the default of every tool): what LLVM 22's NVPTX
 *    backend compiles correctly. Real clang output passes (comdats,
 *    `convergent`, atomic loads and stores, llvm.assume...); rejected is
 *    what would abort LLVM, miscompile, or fail in ptxas or the driver.
 *  - NVT_DIALECT_NVVM (strict): the NVVM IR contract of the NVVM IR
 *    specification 1.5 as libNVVM 13 enforces it, for producers that also
 *    target libNVVM. Where the two disagree the verifier follows libNVVM 13;
 *    doc/verifier.md lists each such choice.
 *
 * The checks come in four layers (module, function, instruction,
 * intrinsic). Every diagnostic carries a stable rule name (listed with
 * nvt_verify_rule_at() and in doc/verifier.md), names the function it is
 * about, and carries the source file:line:column of the instruction when
 * the IR has debug locations; without them the message quotes the
 * instruction. The verifier never modifies the module.
 *
 * Arch-gated rules (intrinsics, clusters, syncscope "cluster", i128
 * cmpxchg...) use opts.arch, or else the arch recorded in the module by
 * `nvvm-opt --arch` (module flag "nvvm-tools.arch"); with neither, they
 * are left to code generation, which checks them per target arch.
 */
#ifndef NVVMTOOLS_VERIFY_H
#define NVVMTOOLS_VERIFY_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/module.h>

#ifdef __cplusplus
extern "C" {
#endif

enum nvt_dialect {
	NVT_DIALECT_LLVM = 0, /* what LLVM 22's NVPTX backend compiles (default) */
	NVT_DIALECT_NVVM = 1, /* NVVM IR 1.5 as libNVVM 13 accepts it */
};

/* "llvm" / "nvvm" -> dialect. Returns 0, or -EINVAL for any other text. */
NVT_API int nvt_dialect_parse(const char *text, enum nvt_dialect *dialect);
/* "llvm" or "nvvm". */
NVT_API const char *nvt_dialect_name(enum nvt_dialect dialect);

struct nvt_verify_opts {
	size_t sz;
	enum nvt_dialect dialect;
	/* "sm_90a": gates arch-dependent rules. NULL: the arch recorded in the
	 * module, or no arch gate at all. An unknown name is -EINVAL. */
	const char *arch;
	/* Report only what depends on the arch (cluster and syncscope
	 * "cluster" on sm_90+, i128 atomics, f64 atomic add): for code
	 * generators that verify once without an arch and then once per
	 * target arch. The intrinsic table is left to the code generator's
	 * own requirement check. Needs `arch`. */
	bool arch_rules_only;
	/* Do not run LLVM's own IR verifier (rule "llvm-ir"), which otherwise
	 * comes first: for callers that have just run LLVMVerifyModule on this
	 * very module (nvvm-llc does, once, before anything else). The other
	 * rules assume valid IR: on a module LLVM's verifier would reject they
	 * may report nonsense, so never set this for unchecked input. */
	bool skip_llvm_verifier;
};
#define nvt_verify_opts__last_field skip_llvm_verifier

/* Verify `mod`. Every problem is reported to `diags` (errors and warnings
 * with their rule name), naming the module (nvt_module__name(): its blob's
 * name) where an instruction has no debug location. A check function
 * (common.h): returns 0 when no error was found (warnings allowed),
 * -EINVAL when at least one error was reported, or another negative errno
 * (-ENOMEM). Stops early only when diags' --max-errors limit is reached. */
NVT_API int nvt_verify(struct nvt_module *mod, const struct nvt_verify_opts *opts,
		       struct nvt_diags *diags);

/* The verifier's rules, for documentation and tools. */
enum {
	NVT_RULE_IN_LLVM = 1 << 0, /* the rule applies in the llvm dialect */
	NVT_RULE_IN_NVVM = 1 << 1, /* the rule applies in the nvvm dialect */
};

struct nvt_verify_rule {
	const char *name;    /* "addrspacecast", as in the diagnostics */
	const char *layer;   /* "module", "function", "instruction", "intrinsic" */
	unsigned dialects;   /* NVT_RULE_IN_* bits */
	const char *spec;    /* section of the NVVM IR spec 1.5 ("3.9"), or a source such as "ptxas" */
	const char *summary; /* one line: what the rule enforces */
};

NVT_API size_t nvt_verify_rule_count(void);
NVT_API const struct nvt_verify_rule *nvt_verify_rule_at(size_t index);
/* NULL if no rule has that name. */
NVT_API const struct nvt_verify_rule *nvt_verify_rule_find(const char *name);

#ifdef __cplusplus
}
#endif
#endif
