/* SPDX-License-Identifier: Apache-2.0 */
#include <errno.h>
#include <nvvmtools/arch.h>
#include "test.h"

int main(void)
{
	const struct nvt_arch *a = nvt_arch_find("sm_90a"), *b;
	char buf[16];
	unsigned v = 0;

	CHECK(a && a->sm == 90 && a->variant == 'a' && a->min_ptx == 80 && a->ptxas);
	CHECK(nvt_arch_find("compute_90a") == a);
	CHECK(nvt_arch_find("90a") == a);
	CHECK(nvt_arch_find("sm_91") == NULL);
	CHECK(nvt_arch_find("") == NULL);
	CHECK(nvt_arch_find("sm_") == NULL);
	CHECK(nvt_arch_find(NULL) == NULL);
	a = nvt_arch_find("sm_75");
	CHECK(a && a->llvm_ptx == 63 && a->ptxas);
	CHECK(!nvt_arch_find("sm_70")->ptxas);
	CHECK(!nvt_arch_find("sm_101")->ptxas);
	CHECK(nvt_arch_find("sm_120")->llvm_ptx == 87);
	CHECK(nvt_arch_count() > 30);
	for (size_t i = 0; i < nvt_arch_count(); i++) {
		const struct nvt_arch *x = nvt_arch_at(i);
		CHECK(x->llvm_ptx >= x->min_ptx || x->llvm_ptx == 32 || x->llvm_ptx >= NVT_LLVM_MIN_PTX);
		CHECK(x->llvm_ptx <= NVT_LLVM_MAX_PTX);
		if (i)
			CHECK(nvt_arch_at(i - 1)->sm <= x->sm);
	}
	CHECK(nvt_arch_at(nvt_arch_count()) == NULL);

	/* compatibility rules */
	a = nvt_arch_find("sm_80");
	CHECK(nvt_arch__runs_on(a, nvt_arch_find("sm_90")));
	CHECK(!nvt_arch__runs_on(nvt_arch_find("sm_90"), a));
	b = nvt_arch_find("sm_100f");
	CHECK(nvt_arch__runs_on(b, nvt_arch_find("sm_103")));
	CHECK(!nvt_arch__runs_on(b, nvt_arch_find("sm_120")));
	CHECK(nvt_arch__runs_on(nvt_arch_find("sm_90a"), nvt_arch_find("sm_90a")));
	CHECK(!nvt_arch__runs_on(nvt_arch_find("sm_90a"), nvt_arch_find("sm_100a")));

	CHECK(nvt_ptx_version_parse("8.5", &v) == 0 && v == 85);
	CHECK(nvt_ptx_version_parse("10.0", &v) == 0 && v == 100);
	CHECK(nvt_ptx_version_parse("8", &v) == -EINVAL);
	CHECK(nvt_ptx_version_parse("8.10", &v) == -EINVAL);
	CHECK(nvt_ptx_version_parse("x", &v) == -EINVAL);
	CHECK(nvt_ptx_version_parse("8.5x", &v) == -EINVAL);
	CHECK_STR(nvt_ptx_version_format(78, buf, sizeof(buf)), "7.8");
	return TEST_DONE();
}
