/* SPDX-License-Identifier: Apache-2.0 */
/* STUB: replaced by the intrinsic requirement walk (see codegen/cg.h). */
#include "codegen/cg.h"
int nvt_cg_requirements(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			unsigned *min_ptx, const char *file, struct nvt_diags *d) { return 0; }
