/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Oracle: does NVIDIA's nvJitLink accept a fatbin (or a host object) and
 * produce, for one arch, a linked cubin that contains a kernel?
 *   jlcheck fatbin|object FILE sm_XX KERNEL [nvJitLink option...]
 * Exit 0 and "ok" when it does; 1 with nvJitLink's log otherwise.
 */
#include <nvJitLink.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	nvJitLinkHandle h;
	char archopt[64];
	const char *opts[16] = { archopt };
	unsigned nopts = 1;
	size_t size = 0;

	if (argc < 5 || argc > 19) {
		fprintf(stderr, "usage: jlcheck fatbin|object FILE sm_XX KERNEL [option...]\n");
		return 2;
	}
	snprintf(archopt, sizeof(archopt), "-arch=%s", argv[3]);
	for (int i = 5; i < argc; i++)
		opts[nopts++] = argv[i];
	if (nvJitLinkCreate(&h, nopts, opts) != NVJITLINK_SUCCESS) {
		fprintf(stderr, "nvJitLinkCreate failed\n");
		return 1;
	}
	nvJitLinkInputType type = strcmp(argv[1], "object") ? NVJITLINK_INPUT_FATBIN : NVJITLINK_INPUT_OBJECT;
	nvJitLinkResult r = nvJitLinkAddFile(h, type, argv[2]);
	if (r == NVJITLINK_SUCCESS)
		r = nvJitLinkComplete(h);
	if (r != NVJITLINK_SUCCESS) {
		size_t n = 0;
		nvJitLinkGetErrorLogSize(h, &n);
		char *log = calloc(1, n + 1);
		nvJitLinkGetErrorLog(h, log);
		fprintf(stderr, "nvJitLink error %d for %s on %s: %s\n", (int)r, argv[2], argv[3], log);
		return 1;
	}
	nvJitLinkGetLinkedCubinSize(h, &size);
	char *cubin = malloc(size ? size : 1);
	nvJitLinkGetLinkedCubin(h, cubin);
	size_t kl = strlen(argv[4]);
	int found = 0;
	for (size_t i = 0; i + kl <= size && !found; i++)
		found = !memcmp(cubin + i, argv[4], kl);
	nvJitLinkDestroy(&h);
	if (!found) {
		fprintf(stderr, "kernel %s not in the %zu-byte cubin linked for %s\n", argv[4], size, argv[3]);
		return 1;
	}
	printf("ok %s %s %zu\n", argv[3], argv[4], size);
	return 0;
}
