/* SPDX-License-Identifier: Apache-2.0 */
/* What e2e_atomics writes: one layout for kernels.cu and gpu_e2e.c (natural
 * alignment, the same on x86-64 and NVPTX). */
#ifndef GPU_E2E_SHARED_H
#define GPU_E2E_SHARED_H
struct e2e_atomic_out {
	unsigned bins[16];
	float fsum;
	int imax;
	int imin;
	unsigned long long usum;
	double dsum;
	int cas;
	unsigned inc;
	unsigned orbits;
	unsigned andbits;
	unsigned xorbits;
	int exch_seen;
	int sub;
	unsigned block_count;
};
#endif
