/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Splitting a module into parts that share nothing but declarations
 * (src/llvm/split.c), for the partitioned optimization (src/opt)
 * and codegen (src/codegen/partition.c).
 *
 * The nodes are the module's definitions: functions with a body and
 * variables with an initializer. A node that uses another (through an
 * instruction of a function, an initializer, any nest of constant
 * expressions) is in its component, so components are closed: no part
 * names a definition another part holds, and internal symbols never cross.
 * One exception: helpers join nothing. A function that is internal,
 * private or linkonce_odr (any copy is as good as another), has at most
 * NVT_SPLIT_COPY_MAX instructions or is always_inline (of any size: the
 * pipeline inlines it into every caller first and deletes it, so a copy
 * costs no optimization of its own), is only ever called (never has its
 * address taken: a copy has an address of its own) and uses no definition
 * but other such helpers, is copied into every part that calls it, directly
 * or through other helpers; outside its first part the copy is renamed
 * NAME$pK (NAME$pK_S when the module has that name already: split before)
 * and made internal (no comdat). Internal __shared__ variables
 * (address space 3) are copied the same way: every block has its own
 * instance anyway, and all the functions of one kernel are in one part, so
 * they see one copy. So are internal variables in global (or generic)
 * memory that are only ever loaded from, through address arithmetic at
 * most (libdevice's argument-reduction tables, which every kernel calling
 * sinf or sin reaches): nothing writes them and their address never
 * escapes, so no one can tell the copies apart. Never __constant__ ones:
 * copies would add up in the 64 KiB constant bank. Without this, one `tid()` called by every kernel, the
 * linkonce_odr `__fetch_builtin_x` of clang's threadIdx, or CUB's static
 * TempStorage in a template every kernel instantiates, makes the module
 * one part.
 *
 * Components are packed into parts by size (IR instructions: its own
 * definitions and every copied helper it reaches, directly or through other
 * helpers, once each: CUB's kernels are a few calls into a tree of
 * always_inline helpers), largest first, each into the part it leaves
 * lightest, a helper the part holds already adding nothing (the part
 * optimizes its copy once: kernels of one template share most of theirs),
 * and parts are ordered by their first definition in the module. The
 * number of parts is what the caller asks for (want), capped by the
 * components, or with want == 0 one per `chunk` instructions, at most
 * NVT_SPLIT_AUTO_MAX, rounded down to a power of two
 * (parts of like weight then share 1, 2, 4 or 8 cores evenly), and halved
 * while the lightest part would hold under NVT_SPLIT_MIN instructions or
 * under 1/NVT_SPLIT_SKEW of the heaviest part (a part costs the module's
 * records, a share of its bodies, and a job; a light part beside a heavy
 * one saves less wall time than the split costs). The plan depends on the
 * module and these numbers only: never on the thread count.
 *
 * Comdats: the C API can neither read a comdat's name nor delete one, and
 * the module linker lets the empty group a part keeps of a deleted
 * definition win over the full group of another part. So the parts hold no
 * comdat, and nvt_split_restore_comdats gives them back after linking;
 * only comdats named after their member (clang's) can be given back, so a
 * module with another kind is not split.
 *
 * Not split (n_parts == 1): modules with aliases or ifuncs (an alias and
 * its aliasee would have to travel together), appending variables other
 * than llvm.used/llvm.compiler.used (ctor/dtor lists name functions of
 * every part), !nvvm.annotations left as metadata (entries of another
 * part's variables would dangle) and debug info (one compile unit, .file
 * numbers and DWARF sections per module). The two `used` lists are not
 * nodes: every part keeps the entries of its own definitions (clang lists
 * kernels there, and the optimizer must keep them), and the module linker
 * concatenates them again.
 */
#ifndef NVT_SUPPORT_SPLIT_H
#define NVT_SUPPORT_SPLIT_H

#include <stdint.h>

#include "llvm/jobs.h"
#include "llvm/llvm.h"

#define NVT_SPLIT_MAX 64
#define NVT_SPLIT_AUTO_MAX 4
#define NVT_SPLIT_COPY_MAX 128
#define NVT_SPLIT_MIN 500
/* Measured (instructions in, split overhead out): math.cu's module after
 * nvvm-link packs into 9,213 and 586 instructions; its two parts cost 8%
 * more instructions than one and saved no wall time (the light part
 * optimizes in 9 ms of 112). thrust and cub pack within 5% of even. */
#define NVT_SPLIT_SKEW 8

struct nvt_split {
	unsigned n_parts;       /* 1: do not split (and nothing below is set) */
	size_t n_fn, n;         /* nodes: the defined functions, then the defined variables */
	char **name;            /* node id -> name */
	unsigned *part;         /* node id -> part (a copied function: its first part) */
	uint64_t *copies;       /* node id -> the parts a copied function is in, or 0 */
	int *comdat;            /* node id -> its comdat's selection kind, or -1 */
	unsigned *sfx;          /* node id -> the suffix of its copies' names (nvt_split_copy_name) */
	unsigned long *weight;  /* part -> IR instructions */
	unsigned *defs;         /* part -> definitions */
};

/* The name of the copy of `name` in part `part` (malloc'ed, NULL when out
 * of memory): NAME$pK, or NAME$pK_S with the plan's suffix S > 0 when the
 * module has a NAME$pK already (it was split before: nvvm-opt's parts, then
 * nvvm-llc's). */
char *nvt_split_copy_name(const char *name, unsigned part, unsigned sfx);

/* The definitions and weight (IR instructions, 1 a variable) of `m` as one
 * part, as a plan counts a part's (--time-report of an unsplit module). */
void nvt_split_weigh(LLVMModuleRef m, unsigned *defs, unsigned long *weight);
/* Plan the parts of `m` (read only). 0 or -ENOMEM. */
int nvt_split_plan(LLVMModuleRef m, unsigned want, unsigned chunk, struct nvt_split *sp);
/* Delete from `m` (the planned module, or a parse of its bitcode) every
 * definition that is not in `part`, trim the used lists to what is left
 * and rename the copies. Deleted definitions are first replaced by poison wherever other
 * deleted ones use them (only they can), so no use is left behind.
 * -EINVAL when `m` does not hold the planned definitions (names checked),
 * -ENOMEM. */
int nvt_split_keep(LLVMModuleRef m, const struct nvt_split *sp, unsigned part);
/* The work on one part, on a job's thread: `m` is the part's module (part
 * 0 is the whole module with the other parts' definitions deleted, every
 * other part a lazy read of the module's bitcode in a context of its own,
 * in which only the part's own bodies are read), `d` collects what it
 * reports. 0 or a negative errno. */
typedef int (*nvt_split_work_fn)(LLVMModuleRef m, unsigned part, void *arg, struct nvt_diags *d);

/* Run `work` on every part of `sp` (sp->n_parts > 1) on up to `jobs`
 * threads (0: the CPUs), or the slots of make's jobserver named by
 * `makeflags`. `whole` is written to bitcode first, for the parts 1..; then
 * part 0 changes it. Each part's diagnostics are replayed into `d` in part
 * order, whatever order the parts ran in; LLVM's, too, naming `file` (and
 * `entity` for a part that cannot be read: rule "internal"). cpu_ms
 * (NULL or sp->n_parts entries) gets each part's thread CPU time. Returns
 * 0, or the first part's error in part order (a more specific errno wins
 * over -EINVAL), or -ENOMEM. */
int nvt_split_run(const struct nvt_split *sp, LLVMModuleRef whole, const char *file,
		  const char *entity, unsigned jobs, const char *makeflags, nvt_split_work_fn work,
		  void *arg, double *cpu_ms, struct nvt_diags *d);

/* After the parts were linked back into one module: every definition that
 * was in a comdat (named after itself) and is still there is again. */
void nvt_split_restore_comdats(LLVMModuleRef m, const struct nvt_split *sp);
void nvt_split_free(struct nvt_split *sp);

#endif
