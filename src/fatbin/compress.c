/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Payload compression. Writing: zstd (frame with its content size, as
 * ZSTD_compress makes it; NVIDIA's tools accept it) and the raw LZ4 block
 * of fatbinary's "speed" mode. Reading: those two plus the LZ4 frame and
 * zlib streams that fatbinary's hidden --compress-algorithm=3 and =1 write.
 *
 * Decompression always targets a buffer of exactly the size the entry
 * header declares (the caller has bounded it), and a stream that gives
 * fewer or more bytes is an error: a corrupt entry never makes us grow a
 * buffer or read past the compressed bytes.
 */
#include <stdlib.h>

#include <lz4.h>
#include <lz4frame.h>
#include <lz4hc.h>
#include <zlib.h>
#include <zstd.h>

#include "fatbin/fatbin_internal.h"

void fb_compress_ctx_free(void *ctx)
{
	ZSTD_freeCCtx(ctx);
}

int fb_compress(enum nvt_fatbin_compression c, int level, const void *in, size_t n, void **out,
		size_t *out_n, void **ctx)
{
	*out = NULL;
	*out_n = 0;
	if (c == NVT_FATBIN_COMPRESS_ZSTD || c == NVT_FATBIN_COMPRESS_DEFAULT) {
		size_t cap = ZSTD_compressBound(n);
		void *buf = malloc(cap ? cap : 1);
		if (!buf)
			return -ENOMEM;
		if (level > ZSTD_maxCLevel())
			level = ZSTD_maxCLevel();
		/* One context per thread, reused: a fresh one per entry costs
		 * megabytes of page faults at the higher levels. */
		if (!*ctx)
			*ctx = ZSTD_createCCtx();
		if (!*ctx) {
			free(buf);
			return -ENOMEM;
		}
		size_t r = ZSTD_compressCCtx(*ctx, buf, cap, in, n, level ? level : ZSTD_CLEVEL_DEFAULT);
		if (ZSTD_isError(r)) {
			free(buf);
			return -EIO;
		}
		*out = buf;
		*out_n = r;
		return 0;
	}
	if (c == NVT_FATBIN_COMPRESS_LZ4) {
		if (n > (size_t)LZ4_MAX_INPUT_SIZE)
			return -EIO;
		int cap = LZ4_compressBound((int)n);
		void *buf = malloc(cap > 0 ? (size_t)cap : 1);
		if (!buf)
			return -ENOMEM;
		/* level 0: the fast compressor, as fatbinary's speed mode;
		 * a level selects LZ4-HC (fatbinary's algorithm 4, same format). */
		int r = level > 0 ? LZ4_compress_HC(in, buf, (int)n, cap, level)
				  : LZ4_compress_default(in, buf, (int)n, cap);
		if (r <= 0 && n) {
			free(buf);
			return -EIO;
		}
		*out = buf;
		*out_n = (size_t)r;
		return 0;
	}
	return -EINVAL;
}

static int zstd_decompress(const void *in, size_t n, void *out, size_t expect, const char **why)
{
	unsigned long long fcs = ZSTD_getFrameContentSize(in, n);

	if (fcs == ZSTD_CONTENTSIZE_ERROR) {
		*why = "payload is not a zstd frame";
		return -EINVAL;
	}
	if (fcs != ZSTD_CONTENTSIZE_UNKNOWN && fcs != expect) {
		*why = "zstd frame content size differs from the header's uncompressed size";
		return -EINVAL;
	}
	size_t r = ZSTD_decompress(out, expect, in, n);
	if (ZSTD_isError(r)) {
		*why = ZSTD_getErrorName(r);
		return -EINVAL;
	}
	if (r != expect) {
		*why = "zstd stream is shorter than the header's uncompressed size";
		return -EINVAL;
	}
	return 0;
}

static int lz4_block_decompress(const void *in, size_t n, void *out, size_t expect, const char **why)
{
	if (n > (size_t)INT32_MAX || expect > (size_t)INT32_MAX) {
		*why = "LZ4 block larger than 2 GiB";
		return -EINVAL;
	}
	int r = LZ4_decompress_safe(in, out, (int)n, (int)expect);
	if (r < 0) {
		*why = "corrupt LZ4 block";
		return -EINVAL;
	}
	if ((size_t)r != expect) {
		*why = "LZ4 block is shorter than the header's uncompressed size";
		return -EINVAL;
	}
	return 0;
}

static int lz4_frame_decompress(const void *in, size_t n, void *out, size_t expect, const char **why)
{
	LZ4F_dctx *dctx;
	size_t in_pos = 0, out_pos = 0, r = 1;

	if (LZ4F_isError(LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION)))
		return -ENOMEM;
	while (in_pos < n && r != 0) {
		size_t src = n - in_pos, dst = expect - out_pos;
		r = LZ4F_decompress(dctx, (char *)out + out_pos, &dst, (const char *)in + in_pos, &src,
				    NULL);
		if (LZ4F_isError(r)) {
			*why = "corrupt LZ4 frame";
			LZ4F_freeDecompressionContext(dctx);
			return -EINVAL;
		}
		in_pos += src;
		out_pos += dst;
		if (!src && !dst)
			break;
		if (out_pos == expect && r != 0 && in_pos < n) {
			/* More output than declared would follow. */
			char probe;
			size_t one = 1, rest = n - in_pos;
			r = LZ4F_decompress(dctx, &probe, &one, (const char *)in + in_pos, &rest, NULL);
			if (LZ4F_isError(r) || one) {
				*why = "LZ4 frame is longer than the header's uncompressed size";
				LZ4F_freeDecompressionContext(dctx);
				return -EINVAL;
			}
			in_pos += rest;
		}
	}
	LZ4F_freeDecompressionContext(dctx);
	if (r != 0 || out_pos != expect) {
		*why = "LZ4 frame is truncated or shorter than the header's uncompressed size";
		return -EINVAL;
	}
	return 0;
}

static int zlib_decompress(const void *in, size_t n, void *out, size_t expect, const char **why)
{
	z_stream z;
	int r;

	memset(&z, 0, sizeof(z));
	if (n > UINT32_MAX || expect > UINT32_MAX) {
		*why = "zlib stream larger than 4 GiB";
		return -EINVAL;
	}
	if (inflateInit(&z) != Z_OK)
		return -ENOMEM;
	z.next_in = (Bytef *)in;
	z.avail_in = (uInt)n;
	z.next_out = out;
	z.avail_out = (uInt)expect;
	r = inflate(&z, Z_FINISH);
	size_t got = z.total_out;
	inflateEnd(&z);
	if (r != Z_STREAM_END) {
		*why = r == Z_BUF_ERROR && got == expect
			       ? "zlib stream is longer than the header's uncompressed size"
			       : "corrupt or truncated zlib stream";
		return -EINVAL;
	}
	if (got != expect) {
		*why = "zlib stream is shorter than the header's uncompressed size";
		return -EINVAL;
	}
	return 0;
}

int fb_decompress(enum nvt_fatbin_compression c, const void *in, size_t n, size_t expect, void **out,
		  const char **why)
{
	void *buf;
	int err;

	*out = NULL;
	buf = malloc(expect ? expect : 1);
	if (!buf)
		return -ENOMEM;
	switch (c) {
	case NVT_FATBIN_COMPRESS_ZSTD:
		err = zstd_decompress(in, n, buf, expect, why);
		break;
	case NVT_FATBIN_COMPRESS_LZ4:
		err = lz4_block_decompress(in, n, buf, expect, why);
		break;
	case NVT_FATBIN_COMPRESS_LZ4_FRAME:
		err = lz4_frame_decompress(in, n, buf, expect, why);
		break;
	case NVT_FATBIN_COMPRESS_ZLIB:
		err = zlib_decompress(in, n, buf, expect, why);
		break;
	default:
		*why = "unknown compression";
		err = -EINVAL;
	}
	if (err) {
		free(buf);
		return err;
	}
	*out = buf;
	return 0;
}
