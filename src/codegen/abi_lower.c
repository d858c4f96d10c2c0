/* SPDX-License-Identifier: Apache-2.0 */
/* STUB: replaced by the ABI lowering (see cg.h). */
#include "codegen/cg.h"
int nvt_cg_lower_abi(LLVMModuleRef m, const struct nvt_arch *arch, const char *file,
		     struct nvt_diags *d) { return 0; }
