/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Inline PTX: a lexer for the text of an inline asm string (or any PTX
 * statement sequence) and the table of what each PTX instruction needs
 * (the lowest PTX ISA version and the archs that have it).
 *
 * LLVM-free (in nvt-util, compiled into both libraries): it takes a string, so the verifier,
 * codegen and later PTX readers can share it. Internal: nothing is exported.
 *
 * The table (insns.def) has one row per instruction and, where the
 * requirement differs by form, per (instruction, modifier):
 *
 *   NVT_PTX_INSN(KEY, MOD, ARCHS, MIN_PTX, SAMPLE)
 *
 * KEY    a dotted mnemonic prefix: "bmsk" matches "bmsk.clamp.b32",
 *        "cp.async.bulk" matches "cp.async.bulk.tensor.1d..."; a KEY
 *        starting with '%' is a special register read as an operand
 *        ("%clusterid" matches "%clusterid.x"; digits after the name are
 *        an index: "%envreg" matches "%envreg3").
 * MOD    NULL, or one dot-separated token that must appear in the
 *        statement's opcode after KEY ("bf16" matches "fma.rn.bf16" but not
 *        "fma.rn.bf16x2"), or several joined by '+' that must all appear
 *        ("m16n8k16+e4m3" matches "mma.sync.aligned.m16n8k16.row.col.f32.
 *        e4m3.e4m3.f32", not the m16n8k32 form); a token after '!' must
 *        not appear ("block_scale+!scale_vec::1X"); three tokens read the
 *        operands, not the opcode: "#N" is the number of operands ("#4":
 *        min's three-input form), "#imm" says the last operand is an
 *        integer literal (tcgen05.mma's scale-input-d), "_" that an operand
 *        is the sink, alone or in a vector ("mma ... {f0, _, f1, _}": the
 *        fp8 mma that ptxas emulates on sm_90 refuses sinks).
 * ARCHS  as in src/verify/intrinsics.h: "sm_80+" (that SM and later, every
 *        variant), "sm_90a" (exactly that arch), comma-separated.
 * MIN_PTX the lowest PTX ISA version (major*10+minor).
 * SAMPLE one statement that has the row's requirement, for the probe
 *        (scripts/ptx-insns-probe.py), or NULL.
 *
 * Every row that matches a statement applies (the version needed is the
 * highest of them; an arch must be in every matching row's ARCHS), except
 * that a MOD row counts only when no row with a longer KEY matches: the
 * modifiers of "fence.mbarrier_init.release.cluster" belong to
 * fence.mbarrier_init (its own row), not to fence's ".release" form. Several
 * adjacent rows may share KEY and MOD with disjoint ARCHS: the first whose
 * ARCHS holds the arch applies. A statement whose opcode has no row with
 * MOD == NULL matching it is unknown.
 */
#ifndef NVT_SUPPORT_PTX_ASM_H
#define NVT_SUPPORT_PTX_ASM_H

#include <stdbool.h>
#include <stddef.h>

#include <nvvmtools/arch.h>

struct nvt_ptx_insn {
	const char *key;
	const char *mod;
	const char *archs;
	unsigned min_ptx;
	const char *sample;
};

size_t nvt_ptx_insn__count(void);
const struct nvt_ptx_insn *nvt_ptx_insn__at(size_t index);

/* The longest opcode the scanner joins from parts ("prmt .b32"). */
#define NVT_PTX_OP_MAX 256

/* One statement of PTX text. Pointers point into the scanned text, but
 * for `op` when blanks separate the opcode's modifiers ("prmt .b32"): then
 * it points to the modifiers joined ("prmt.b32", at most NVT_PTX_OP_MAX
 * bytes) in the scanner's buffer, valid during the callback. */
struct nvt_ptx_stmt {
	const char *op;       /* opcode with its modifiers: "bmsk.clamp.b32";
			       * a directive's name: ".reg" */
	size_t op_len;
	const char *operands; /* what follows the opcode, up to (not with) ';' */
	size_t operands_len;
	bool directive;       /* .reg, .local, .pragma, ... */
	bool predicated;      /* had a guard: @p, @!%p1, @$3 */
};

/* Call fn for each statement of `text` (len bytes, no NUL needed), in order.
 * Understands what inline asm strings hold: '{' '}' scopes, ';'-terminated
 * statements over any number of lines, // and / * * / comments, labels
 * ("L1:", "loop%=:", "$L${:uid}:"), guards ("@%p1", "@!p"), directives,
 * operand placeholders ("$0", "%0", "${0:...}"), vector operands
 * ("{%r1, %r2}") and quoted strings. fn returning nonzero stops the scan
 * and is returned. Returns 0 otherwise. */
typedef int (*nvt_ptx_stmt_fn)(const struct nvt_ptx_stmt *s, void *ctx);
int nvt_ptx_asm__statements(const char *text, size_t len, nvt_ptx_stmt_fn fn, void *ctx);

enum nvt_ptx_insn_status {
	NVT_PTX_INSN_OK = 0,      /* known and available: *min_ptx set */
	NVT_PTX_INSN_NOT_ON_ARCH, /* known, not on this arch */
	NVT_PTX_INSN_UNKNOWN,     /* no row for this opcode */
};

/* What one opcode (op/len: "bmsk.clamp.b32"; or a special register name
 * "%clusterid.x") with the operand text ops/ol (NULL, 0: none) needs on
 * `arch`. On NVT_PTX_INSN_OK *min_ptx is the
 * table's version (the arch's own minimum is not folded in); on
 * NVT_PTX_INSN_NOT_ON_ARCH *row is the row whose ARCHS excludes `arch`. */
enum nvt_ptx_insn_status nvt_ptx_insn__check(const char *op, size_t len, const char *ops, size_t ol,
					     const struct nvt_arch *arch, unsigned *min_ptx,
					     const struct nvt_ptx_insn **row);

/* The newest PTX ISA version that still has the opcode on `arch`, or 0 when
 * no version removed it: shfl and vote without .sync are gone on sm_70 and
 * later from PTX ISA 6.4 (ptxas: "not supported on .target sm_70 and higher
 * from PTX ISA version 6.4"). */
unsigned nvt_ptx_insn__max_ptx(const char *op, size_t len, const struct nvt_arch *arch);

/* Whether `arch` is in an ARCHS string. */
bool nvt_ptx_insn__arch_in(const char *archs, const struct nvt_arch *arch);

/* ARCHS in words: "sm_70 or later", "sm_90a, sm_100a or sm_100f". */
int nvt_ptx_insn__describe_archs(const char *archs, char *buf, size_t size);

/* What a whole asm string needs on `arch`: the first statement (or special
 * register) of each kind that decides. Strings are NUL-terminated copies,
 * cut to fit ("bmsk.clamp.b32", "%clusterid.x"). */
struct nvt_ptx_asm_need {
	unsigned min_ptx;           /* highest over known statements; 0 if none */
	char min_insn[192];         /* what sets min_ptx */
	unsigned statements;        /* instructions seen (directives not counted) */
	bool unknown;               /* some opcode has no row */
	char unknown_insn[192];     /* the first one */
	bool not_on_arch;           /* some instruction is not available on arch */
	char bad_insn[192];         /* the first one */
	char bad_archs[160];        /* its row's ARCHS */
	unsigned max_ptx;           /* newest version every statement allows; 0 = no limit */
	char max_insn[192];         /* what sets max_ptx */
};
void nvt_ptx_asm__needs(const char *text, size_t len, const struct nvt_arch *arch,
			struct nvt_ptx_asm_need *out);

#endif
