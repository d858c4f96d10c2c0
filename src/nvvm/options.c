/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libnvvm-open: the option strings of nvvmCompileProgram and
 * nvvmVerifyProgram, as CUDA 13's libNVVM takes them (measured, see
 * doc/libnvvm-open.md):
 *   -arch=compute_NN[a|f]   every arch of arch.h from 75 up that CUDA 13's
 *                           ptxas assembles (default compute_75)
 *   -opt=0|1|2|3            (1 and 2 are undocumented but accepted)
 *   -g, -generate-line-info (the latter accepted and ignored, as libNVVM
 *                           does: line info follows the module's metadata)
 *   -ftz= -prec-sqrt= -prec-div= -fma=   0 or 1
 *   -jump-table-density=0..101
 *   -gen-lto                refused: NVIDIA's LTO-IR format is closed
 *   -jobs=N                 ours (NVIDIA's refuses it): threads for the
 *                           partitioned optimization and codegen of one
 *                           compile, 0..1024; 0 (default) = the online
 *                           CPUs; the PTX is the same for any N
 * Every option at most once ("-opt defined more than once"); anything else
 * is "libnvvm : error: <opt> is an unsupported option". A NULL array with a
 * count, a NULL string or a negative count is an invalid option without a
 * log line (libNVVM logs nothing there either).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/arch.h>

#include "nvvm/nvvm_internal.h"

enum opt_key { K_ARCH, K_OPT, K_G, K_LINEINFO, K_FTZ, K_PREC_DIV, K_PREC_SQRT, K_FMA,
	       K_JUMP, K_GEN_LTO, K_JOBS, K_COUNT };

/* The name libNVVM uses in "defined more than once". */
static const char *const key_names[K_COUNT] = {
	"-arch", "-opt", "-g", "-generate-line-info", "-ftz", "-prec-div", "-prec-sqrt", "-fma",
	"-jump-table-density", "-gen-lto", "-jobs",
};

static nvvmResult unsupported(struct nvt_strbuf *log, const char *opt)
{
	nvt_strbuf_printf(log, "libnvvm : error: %s is an unsupported option", opt);
	return NVVM_ERROR_INVALID_OPTION;
}

/* "0" or "1" -> NVT_FLAG_OFF/ON; anything else -> UNSET. */
static enum nvt_flag bool_value(const char *v)
{
	if (!strcmp(v, "0"))
		return NVT_FLAG_OFF;
	if (!strcmp(v, "1"))
		return NVT_FLAG_ON;
	return NVT_FLAG_UNSET;
}

/* A decimal number from 0 to max without leading zeros, or -1. */
static long number_value(const char *v, long max)
{
	char *end;
	long n = strtol(v, &end, 10);

	if (!*v || *end || n < 0 || n > max || (v[0] == '0' && v[1]) || v[0] == '+' || v[0] == ' ')
		return -1;
	return n;
}

/* "compute_90a" -> "sm_90a" when libNVVM 13 accepts that arch. */
static bool arch_value(const char *v, char *out, size_t size)
{
	if (strncmp(v, "compute_", 8) || !v[8])
		return false;
	char sm[24];
	if ((size_t)snprintf(sm, sizeof(sm), "sm_%s", v + 8) >= sizeof(sm))
		return false;
	const struct nvt_arch *a = nvt_arch_find(sm);
	/* The exact spelling (no "sm_" synonyms, no leading zeros), from
	 * sm_75 on, and only what CUDA 13's ptxas assembles: the set
	 * libNVVM 13 accepts (sm_101 was renamed sm_110 in CUDA 13). */
	if (!a || strcmp(a->name, sm) || a->sm < 75 || !a->ptxas)
		return false;
	snprintf(out, size, "%s", sm);
	return true;
}

/* One option; *key receives which one it is. */
static nvvmResult parse_one(const char *opt, struct nvvm_options *o, enum opt_key *key,
			    struct nvt_strbuf *log)
{
	const char *eq = strchr(opt, '=');
	size_t nlen = eq ? (size_t)(eq - opt) : strlen(opt);
	const char *v = eq ? eq + 1 : NULL;

	for (int k = 0; k < K_COUNT; k++) {
		if (strlen(key_names[k]) != nlen || strncmp(opt, key_names[k], nlen))
			continue;
		*key = (enum opt_key)k;
		bool flag_only = k == K_G || k == K_LINEINFO || k == K_GEN_LTO;
		if (flag_only != !v)
			return unsupported(log, opt);
		switch (*key) {
		case K_ARCH:
			if (!arch_value(v, o->arch, sizeof(o->arch)))
				return unsupported(log, opt);
			return NVVM_SUCCESS;
		case K_OPT:
			if (strlen(v) != 1 || v[0] < '0' || v[0] > '3')
				return unsupported(log, opt);
			o->opt = (enum nvt_opt_level)(NVT_OPT_O0 + (v[0] - '0'));
			return NVVM_SUCCESS;
		case K_G:
			o->debug = true;
			return NVVM_SUCCESS;
		case K_LINEINFO:
			return NVVM_SUCCESS;
		case K_GEN_LTO:
			/* libNVVM writes NVIDIA's LTO-IR for nvJitLink here; that
			 * format is closed (undocumented), so no open
			 * implementation can write it. */
			nvt_strbuf_printf(log, "libnvvm : error: -gen-lto is not supported by "
					  "libnvvm-open: NVIDIA's LTO-IR format is closed; compile "
					  "to PTX (no -gen-lto) and link with nvlink or nvJitLink");
			return NVVM_ERROR_INVALID_OPTION;
		case K_JOBS: {
			long j = number_value(v, 1024);
			if (j < 0)
				return unsupported(log, opt);
			o->jobs = (unsigned)j;
			return NVVM_SUCCESS;
		}
		case K_JUMP: {
			long d = number_value(v, 101);
			if (d < 0)
				return unsupported(log, opt);
			o->jump_table_density = (int)d;
			return NVVM_SUCCESS;
		}
		default: {
			enum nvt_flag f = bool_value(v);
			if (f == NVT_FLAG_UNSET)
				return unsupported(log, opt);
			if (*key == K_FTZ)
				o->ftz = f;
			else if (*key == K_PREC_DIV)
				o->prec_div = f;
			else if (*key == K_PREC_SQRT)
				o->prec_sqrt = f;
			else
				o->fma = f;
			return NVVM_SUCCESS;
		}
		}
	}
	return unsupported(log, opt);
}

nvvmResult nvvm_options_parse(int n, const char **opts, struct nvvm_options *o,
			      struct nvt_strbuf *log)
{
	bool seen[K_COUNT] = { false };

	memset(o, 0, sizeof(*o));
	snprintf(o->arch, sizeof(o->arch), "sm_75");
	o->opt = NVT_OPT_O3;
	o->jump_table_density = 101;
	/* libNVVM's defaults, explicit: ftz=0 prec-div=1 prec-sqrt=1 fma=1. */
	o->ftz = NVT_FLAG_OFF;
	o->prec_div = o->prec_sqrt = o->fma = NVT_FLAG_ON;
	if (n < 0 || (n > 0 && !opts))
		return NVVM_ERROR_INVALID_OPTION;
	for (int i = 0; i < n; i++) {
		enum opt_key key = K_COUNT;

		if (!opts[i])
			return NVVM_ERROR_INVALID_OPTION;
		nvvmResult r = parse_one(opts[i], o, &key, log);
		if (r != NVVM_SUCCESS)
			return r;
		if (seen[key]) {
			nvt_strbuf_printf(log, "libnvvm : error: %s defined more than once",
					  key_names[key]);
			return NVVM_ERROR_INVALID_OPTION;
		}
		seen[key] = true;
	}
	return NVVM_SUCCESS;
}
