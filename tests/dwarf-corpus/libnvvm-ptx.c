/* SPDX-License-Identifier: Apache-2.0 */
/* Oracle helper for measure.sh: compile one NVVM IR text file with
 * NVIDIA's libNVVM (the libnvvm.so of the CUDA toolkit) and print the PTX.
 * Usage: libnvvm-ptx FILE.ll OPTION...   (e.g. -arch=compute_100 -g)
 * The toolkit ships no nvvm.h here, so the few entry points are declared
 * from the documented libNVVM API. */
#include <stdio.h>
#include <stdlib.h>

typedef struct _nvvmProgram *nvvmProgram;
int nvvmCreateProgram(nvvmProgram *prog);
int nvvmDestroyProgram(nvvmProgram *prog);
int nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size, const char *name);
int nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options);
int nvvmGetCompiledResultSize(nvvmProgram prog, size_t *size);
int nvvmGetCompiledResult(nvvmProgram prog, char *buffer);
int nvvmGetProgramLogSize(nvvmProgram prog, size_t *size);
int nvvmGetProgramLog(nvvmProgram prog, char *buffer);

int main(int argc, char **argv)
{
	nvvmProgram p;
	FILE *f;
	char *buf, *out;
	long n;
	size_t sz;

	if (argc < 2 || !(f = fopen(argv[1], "rb"))) {
		fprintf(stderr, "usage: libnvvm-ptx FILE.ll OPTION...\n");
		return 2;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n)
		return 1;
	buf[n] = 0;
	fclose(f);
	if (nvvmCreateProgram(&p) || nvvmAddModuleToProgram(p, buf, (size_t)n + 1, argv[1]))
		return 1;
	int rc = nvvmCompileProgram(p, argc - 2, (const char **)argv + 2);
	if (rc) {
		nvvmGetProgramLogSize(p, &sz);
		char *log = malloc(sz + 1);
		if (log && !nvvmGetProgramLog(p, log))
			fprintf(stderr, "%s: libNVVM error %d: %s\n", argv[1], rc, log);
		return 1;
	}
	nvvmGetCompiledResultSize(p, &sz);
	out = malloc(sz + 1);
	if (!out || nvvmGetCompiledResult(p, out))
		return 1;
	fputs(out, stdout);
	nvvmDestroyProgram(&p);
	return 0;
}
