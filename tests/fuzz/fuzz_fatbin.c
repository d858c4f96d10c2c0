/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The fatbin reader on bare containers (target "fatbin") and on host ELF
 * objects carrying .nv_fatbin / __nv_relfatbin (target "fatbin_elf", same
 * code, a corpus of host objects): open, every entry's header fields, its
 * file name, decompression under a small limit, extraction, then the
 * structural verifier and the embedder's framing check, as `fatpack list`,
 * `extract`, `verify` and `embed` run them.
 */
#include <nvvmtools/fatbin.h>

#include "fuzz.h"

/* Far below the default 1 GiB: a declared size above it must be refused
 * before anything is allocated, and the fuzzer must not spend its time
 * filling big buffers. */
#define FUZZ_MAX_UNCOMPRESSED (4u << 20)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t sink = 0;
	struct nvt_diags *d = fuzz_diags(&sink);
	struct nvt_fatbin_reader_opts ro = { .sz = sizeof(ro), .name = "fuzz",
					     .max_uncompressed = FUZZ_MAX_UNCOMPRESSED };
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(data, size, &ro, d);

	if (r) {
		size_t n = nvt_fatbin_reader__entry_count(r);
		(void)nvt_fatbin_reader__source(r);
		(void)nvt_fatbin_reader__container_count(r);
		for (size_t i = 0; i < n; i++) {
			const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
			char name[256], flags[256];
			void *out = NULL;
			size_t out_size = 0;

			FUZZ_ASSERT(e);
			(void)nvt_fatbin_entry__filename(e, name, sizeof(name));
			(void)nvt_fatbin_flags_format(e->flags, flags, sizeof(flags));
			(void)nvt_fatbin_kind_name(e->kind);
			(void)nvt_fatbin_compression_name(e->compression);
			if (e->identifier)
				sink += strlen(e->identifier);
			if (e->options)
				sink += strlen(e->options);
			if (!nvt_fatbin_reader__decompress(r, i, &out, &out_size)) {
				FUZZ_ASSERT(out_size <= FUZZ_MAX_UNCOMPRESSED || e->compression ==
					    NVT_FATBIN_COMPRESS_NONE);
				free(out);
			}
			if (!nvt_fatbin_reader__extract(r, i, &out, &out_size))
				free(out);
		}
		FUZZ_ASSERT(!nvt_fatbin_reader__entry(r, n));
		nvt_fatbin_reader__free(r);
	}
	(void)nvt_fatbin_verify(data, size, &ro, d);

	void *obj = NULL;
	size_t obj_size = 0;
	NVT_OPTS(nvt_fatbin_embed_opts, eo, .name = "fuzz");
	if (!nvt_fatbin_embed(data, size, &eo, &obj, &obj_size, d))
		free(obj);
	nvt_diags__free(d);
	return 0;
}
