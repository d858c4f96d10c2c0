/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt-intrinsic-sweep: every llvm.nvvm.* intrinsic LLVM 22 knows, in a
 * minimal kernel, compiled in forked children.
 *   nvt-intrinsic-sweep list                  the cases (key, base, types, skip reason)
 *   nvt-intrinsic-sweep probe ARCH...         measure LLVM (scripts/gen-intrinsics-table.sh)
 *   nvt-intrinsic-sweep sweep [OPTIONS] [ARCH...]   the acceptance sweep (ctest)
 */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "cases.h"
#include "probe.h"

int main(int argc, char **argv)
{
	LLVMInitializeNVPTXTargetInfo();
	LLVMInitializeNVPTXTarget();
	LLVMInitializeNVPTXTargetMC();
	LLVMInitializeNVPTXAsmPrinter();
	if (argc >= 2 && !strcmp(argv[1], "list")) {
		struct icase *c;
		int n = cases_enumerate(&c);
		for (int i = 0; i < n; i++) {
			char note[512];
			cases_immarg_note(&c[i], note, sizeof(note));
			printf("%s\t%s\t%s\t%s\t%s\n", c[i].key, c[i].base,
			       c[i].types[0] ? c[i].types : "-", c[i].skip ? c[i].skip : "", note);
		}
		return n < 0;
	}
	if (argc >= 3 && !strcmp(argv[1], "ir")) {
		/* Print the kernel module of the cases whose key is argv[2..]. */
		struct icase *c;
		int n = cases_enumerate(&c);
		LLVMModuleRef m = LLVMModuleCreateWithNameInContext("ir", LLVMContextCreate());
		for (int i = 0; i < n; i++)
			for (int j = 2; j < argc; j++)
				if (!strcmp(c[i].key, argv[j])) {
					const char *why;
					if (cases_add_kernel(m, &c[i], (unsigned)i, &why))
						fprintf(stderr, "%s: %s\n", c[i].key, why);
				}
		char *s = LLVMPrintModuleToString(m);
		fputs(s, stdout);
		LLVMDisposeMessage(s);
		return 0;
	}
	if (argc >= 2 && !strcmp(argv[1], "probe"))
		return probe_main(argc - 2, argv + 2);
	if (argc >= 2 && !strcmp(argv[1], "sweep"))
		return sweep_main(argc - 2, argv + 2);
	fprintf(stderr, "usage: nvt-intrinsic-sweep list | probe ARCH... | sweep [--ptxas PATH] [--out FILE] [ARCH...]\n");
	return 2;
}
