/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The arch table. Facts, measured on LLVM 22.1.8 and CUDA 13.0 ptxas:
 *  - the arch list is `llc -march=nvptx64 -mcpu=help`;
 *  - llvm_ptx is the .version llc-22 writes for a trivial kernel with no
 *    +ptx feature; it equals the PTX ISA's minimum for every arch from
 *    sm_32 on (LLVM cannot write below 3.2);
 *  - min_ptx is the PTX ISA's first version with that .target;
 *  - ptxas is whether `ptxas --gpu-name` of CUDA 13.0 lists it (it has
 *    dropped everything before sm_75 and the sm_101 family).
 */
#include <stdio.h>
#include <stdlib.h>

#include "core/internal.h"
#include <nvvmtools/arch.h>

#define A(n, sm, v, minp, llvmp, px) { n, sm, v, minp, llvmp, px }
static const struct nvt_arch arch_table[] = {
	A("sm_20", 20, 0, 20, 32, false),   A("sm_21", 21, 0, 20, 32, false),
	A("sm_30", 30, 0, 30, 32, false),   A("sm_32", 32, 0, 40, 40, false),
	A("sm_35", 35, 0, 31, 32, false),   A("sm_37", 37, 0, 41, 41, false),
	A("sm_50", 50, 0, 40, 40, false),   A("sm_52", 52, 0, 41, 41, false),
	A("sm_53", 53, 0, 42, 42, false),   A("sm_60", 60, 0, 50, 50, false),
	A("sm_61", 61, 0, 50, 50, false),   A("sm_62", 62, 0, 50, 50, false),
	A("sm_70", 70, 0, 60, 60, false),   A("sm_72", 72, 0, 61, 61, false),
	A("sm_75", 75, 0, 63, 63, true),    A("sm_80", 80, 0, 70, 70, true),
	A("sm_86", 86, 0, 71, 71, true),    A("sm_87", 87, 0, 74, 74, true),
	A("sm_88", 88, 0, 90, 90, true),    A("sm_89", 89, 0, 78, 78, true),
	A("sm_90", 90, 0, 78, 78, true),    A("sm_90a", 90, 'a', 80, 80, true),
	A("sm_100", 100, 0, 86, 86, true),  A("sm_100a", 100, 'a', 86, 86, true),
	A("sm_100f", 100, 'f', 88, 88, true),
	A("sm_101", 101, 0, 86, 86, false), A("sm_101a", 101, 'a', 86, 86, false),
	A("sm_101f", 101, 'f', 88, 88, false),
	A("sm_103", 103, 0, 88, 88, true),  A("sm_103a", 103, 'a', 88, 88, true),
	A("sm_103f", 103, 'f', 88, 88, true),
	A("sm_110", 110, 0, 90, 90, true),  A("sm_110a", 110, 'a', 90, 90, true),
	A("sm_110f", 110, 'f', 90, 90, true),
	A("sm_120", 120, 0, 87, 87, true),  A("sm_120a", 120, 'a', 87, 87, true),
	A("sm_120f", 120, 'f', 88, 88, true),
	A("sm_121", 121, 0, 88, 88, true),  A("sm_121a", 121, 'a', 88, 88, true),
	A("sm_121f", 121, 'f', 88, 88, true),
};
#undef A

NVT_API size_t nvt_arch_count(void)
{
	return ARRAY_SIZE(arch_table);
}

NVT_API const struct nvt_arch *nvt_arch_at(size_t i)
{
	return i < ARRAY_SIZE(arch_table) ? &arch_table[i] : NULL;
}

NVT_API const struct nvt_arch *nvt_arch_find(const char *name)
{
	char canon[32];

	if (!name)
		return NULL;
	if (!strncmp(name, "sm_", 3))
		name += 3;
	else if (!strncmp(name, "compute_", 8))
		name += 8;
	if (strlen(name) > 8 || !*name)
		return NULL;
	snprintf(canon, sizeof(canon), "sm_%s", name);
	for (size_t i = 0; i < ARRAY_SIZE(arch_table); i++)
		if (!strcmp(arch_table[i].name, canon))
			return &arch_table[i];
	return NULL;
}

NVT_API int nvt_arch_canonical(const char *name, char *buf, size_t size)
{
	const char *digits;

	if (!name || !buf)
		return -EINVAL;
	digits = !strncmp(name, "sm_", 3) ? name + 3 : !strncmp(name, "compute_", 8) ? name + 8 : name;
	if (digits[0] < '0' || digits[0] > '9')
		return -EINVAL;
	if ((size_t)snprintf(buf, size, "sm_%s", digits) >= size)
		return -ERANGE;
	return 0;
}

/* The family of an SM is its major generation: 100 and 103 are family 10,
 * 120 and 121 family 12 (the PTX ISA's family-specific rule). */
static unsigned family(unsigned sm)
{
	return sm / 10;
}

NVT_API bool nvt_arch__runs_on(const struct nvt_arch *built, const struct nvt_arch *target)
{
	if (built->variant == 'a')
		return target->sm == built->sm && target->variant == 'a';
	if (built->variant == 'f')
		return family(target->sm) == family(built->sm) && target->sm >= built->sm;
	return target->sm >= built->sm;
}

NVT_API int nvt_ptx_version_parse(const char *text, unsigned *version)
{
	char *end;
	unsigned long major, minor;

	if (!text || text[0] < '0' || text[0] > '9')
		return -EINVAL;
	major = strtoul(text, &end, 10);
	if (*end != '.' || end[1] < '0' || end[1] > '9' || major > 99)
		return -EINVAL;
	minor = strtoul(end + 1, &end, 10);
	if (*end || minor > 9)
		return -EINVAL;
	*version = (unsigned)(major * 10 + minor);
	return 0;
}

NVT_API char *nvt_ptx_version_format(unsigned version, char *buf, size_t size)
{
	snprintf(buf, size, "%u.%u", version / 10, version % 10);
	return buf;
}
