/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Splitting a module into parts that share nothing but declarations
 * (src/support/llvm_split.c), for the partitioned optimization (src/opt)
 * and codegen (src/codegen/partition.c).
 *
 * The nodes are the module's definitions: functions with a body and
 * variables with an initializer. A node that uses another (through an
 * instruction of a function, an initializer, any nest of constant
 * expressions) is in its component, so components are closed: no part
 * names a definition another part holds, and internal symbols never cross.
 * One exception: a small leaf function (internal or private, at most
 * NVT_SPLIT_COPY_MAX instructions, using no definition) used by several
 * components joins none of them; every part that uses it gets a copy,
 * renamed NAME$pK in part K outside its first part (without this, one
 * `tid()` helper called by every kernel makes the module one part).
 *
 * Components are packed into parts by size (IR instructions), largest
 * first, each into the lightest part, and parts are ordered by their first
 * definition in the module. The number of parts is what the caller asks
 * for (want), capped by the components, or with want == 0 one per `chunk`
 * instructions, at most NVT_SPLIT_AUTO_MAX, and fewer while the lightest
 * part would hold under NVT_SPLIT_MIN instructions (a part costs a parse
 * of the whole module). The plan depends on the module and these numbers
 * only: never on the thread count.
 *
 * Not split (n_parts == 1): modules with aliases or ifuncs (an alias and
 * its aliasee would have to travel together), appending variables other
 * than llvm.used/llvm.compiler.used (ctor/dtor lists name functions of
 * every part), !nvvm.annotations left as metadata (entries of another
 * part's variables would dangle) and debug info (one compile unit, .file
 * numbers and DWARF sections per module). The two `used` lists are dropped
 * from every part: they change nothing the optimizer keeps (every part's
 * definitions are kept by their users or their linkage) or the backend
 * writes.
 */
#ifndef NVT_SUPPORT_SPLIT_H
#define NVT_SUPPORT_SPLIT_H

#include <stdint.h>

#include "support/llvm.h"

#define NVT_SPLIT_MAX 64
#define NVT_SPLIT_AUTO_MAX 8
#define NVT_SPLIT_COPY_MAX 64
#define NVT_SPLIT_MIN 500

struct nvt_split {
	unsigned n_parts;       /* 1: do not split (and nothing below is set) */
	size_t n_fn, n;         /* nodes: the defined functions, then the defined variables */
	char **name;            /* node id -> name */
	unsigned *part;         /* node id -> part (a copied function: its first part) */
	uint64_t *copies;       /* node id -> the parts a copied function is in, or 0 */
	unsigned long *weight;  /* part -> IR instructions */
	unsigned *defs;         /* part -> definitions */
};

/* Plan the parts of `m` (read only). 0 or -ENOMEM. */
int nvt_split_plan(LLVMModuleRef m, unsigned want, unsigned chunk, struct nvt_split *sp);
/* Delete from `m` (the planned module, or a parse of its bitcode) every
 * definition that is not in `part`, drop the used lists and rename the
 * copies. Deleted definitions are first replaced by poison wherever other
 * deleted ones use them (only they can), so no use is left behind.
 * -EINVAL when `m` does not hold the planned definitions (names checked),
 * -ENOMEM. */
int nvt_split_keep(LLVMModuleRef m, const struct nvt_split *sp, unsigned part);
void nvt_split_free(struct nvt_split *sp);

#endif
