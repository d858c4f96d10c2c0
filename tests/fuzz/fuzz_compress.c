/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The compressed-entry decoders (src/fatbin/compress.c: zstd, LZ4 block,
 * LZ4 frame, zlib) with the exact-size rule: input byte 0 picks the codec,
 * bytes 1-3 the expected size (little-endian, below 16 MiB), the rest is
 * the stream. A decoded stream must have exactly the expected size. The
 * same bytes are then compressed by the writer's codecs and must decode
 * back to themselves.
 */
#include <nvvmtools/fatbin.h>

#include "fatbin/fatbin_internal.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum nvt_fatbin_compression codecs[] = {
		NVT_FATBIN_COMPRESS_ZSTD, NVT_FATBIN_COMPRESS_LZ4, NVT_FATBIN_COMPRESS_LZ4_FRAME,
		NVT_FATBIN_COMPRESS_ZLIB, NVT_FATBIN_COMPRESS_NONE,
	};
	const char *why = NULL;
	void *out = NULL;

	if (size < 4)
		return 0;
	enum nvt_fatbin_compression c = codecs[data[0] % 5];
	size_t expect = (size_t)data[1] | (size_t)data[2] << 8 | (size_t)data[3] << 16;
	if (!fb_decompress(c, data + 4, size - 4, expect, &out, &why))
		FUZZ_ASSERT(out);
	else
		FUZZ_ASSERT(!out && why);
	free(out);

	/* Round trip of the writer's codecs. */
	for (int i = 0; i < 2; i++) {
		enum nvt_fatbin_compression w = i ? NVT_FATBIN_COMPRESS_LZ4 : NVT_FATBIN_COMPRESS_ZSTD;
		void *z = NULL, *back = NULL, *ctx = NULL;
		size_t zn = 0;
		if (!fb_compress(w, 1, data, size, &z, &zn, &ctx)) {
			FUZZ_ASSERT(!fb_decompress(w, z, zn, size, &back, &why));
			FUZZ_ASSERT(!memcmp(back, data, size));
			free(back);
		}
		free(z);
		fb_compress_ctx_free(ctx);
	}
	return 0;
}
