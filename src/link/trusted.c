/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Known libdevice files: the inputs the isolated read (src/llvm/isolate.c)
 * may skip.
 *
 * The child read exists because LLVM's bitcode reader crashes, aborts or
 * misreads memory on damaged bytes. A file whose SHA-256 is one of the
 * digests below is, byte for byte, a libdevice release that we read in
 * the isolated child (full parse, every body materialized, LLVM's
 * verifier, also under ASan+UBSan) and linked both ways with byte-identical
 * output (tests/lit/nvvm-link/libdevice-trusted.test). Identical bytes
 * give the reader identical work, so such a file is not untrusted input:
 * it is data we checked, like the tool's own code. The digest is over the
 * exact bytes the linker then reads, so no file can pass for it short of
 * a SHA-256 collision; the path, the name and the toolkit it came from
 * count for nothing (a damaged copy in the toolkit is still read in the
 * child: tests/lit/nvvm-link/damaged-libdevice.test).
 *
 * Hashing 464 KB costs about 1 ms; the child read of libdevice costs
 * 60-80 ms of CPU (doc/benchmarks.md, "Fixed overhead").
 */
#include <stdint.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "link/linker.h"

/* SHA-256 (FIPS 180-4) */
struct sha256 {
	uint32_t h[8];
	uint64_t len;
	uint8_t buf[64];
	size_t n;
};

static const uint32_t sha256_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sha256_block(struct sha256 *s, const uint8_t *p)
{
	uint32_t w[64], a, b, c, d, e, f, g, h;

	for (int i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		       (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (int i = 16; i < 64; i++) {
		uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
		uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3];
	e = s->h[4], f = s->h[5], g = s->h[6], h = s->h[7];
	for (int i = 0; i < 64; i++) {
		uint32_t t1 = h + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) +
			      sha256_k[i] + w[i];
		uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
		h = g, g = f, f = e, e = d + t1;
		d = c, c = b, b = a, a = t1 + t2;
	}
	s->h[0] += a, s->h[1] += b, s->h[2] += c, s->h[3] += d;
	s->h[4] += e, s->h[5] += f, s->h[6] += g, s->h[7] += h;
}

static void sha256(const void *data, size_t size, uint8_t out[32])
{
	struct sha256 s = { .h = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f,
				   0x9b05688c, 0x1f83d9ab, 0x5be0cd19 } };
	const uint8_t *p = data;
	uint8_t tail[128] = { 0 };
	size_t rest, pad;

	for (; size - s.len >= 64; s.len += 64)
		sha256_block(&s, p + s.len);
	rest = size - s.len;
	memcpy(tail, p + s.len, rest);
	tail[rest] = 0x80;
	pad = rest + 9 <= 64 ? 64 : 128;
	for (int i = 0; i < 8; i++)
		tail[pad - 1 - i] = (uint8_t)((uint64_t)size * 8 >> (8 * i));
	sha256_block(&s, tail);
	if (pad == 128)
		sha256_block(&s, tail + 64);
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 4; j++)
			out[4 * i + j] = (uint8_t)(s.h[i] >> (24 - 8 * j));
}

/* libdevice releases checked as the comment above says. */
static const struct {
	size_t size;
	const char *sha256;
	const char *what;
} known_libdevice[] = {
#define KNOWN_LIBDEVICE(size, sha256, what) { size, sha256, what },
#include "link/known_libdevice.def"
#undef KNOWN_LIBDEVICE
};

bool link_is_known_libdevice(const struct nvt_blob *blob)
{
	static const char hex[] = "0123456789abcdef";
	uint8_t d[32];
	char s[65];

	bool size_known = false;

	/* the size first: no hashing of every input */
	for (size_t i = 0; i < ARRAY_SIZE(known_libdevice); i++)
		size_known |= nvt_blob__size(blob) == known_libdevice[i].size;
	if (!size_known || nvt_blob__kind(blob) != NVT_INPUT_BITCODE)
		return false;
	sha256(nvt_blob__data(blob), nvt_blob__size(blob), d);
	for (int i = 0; i < 32; i++) {
		s[2 * i] = hex[d[i] >> 4];
		s[2 * i + 1] = hex[d[i] & 15];
	}
	s[64] = 0;
	for (size_t i = 0; i < ARRAY_SIZE(known_libdevice); i++)
		if (nvt_blob__size(blob) == known_libdevice[i].size &&
		    !strcmp(s, known_libdevice[i].sha256))
			return true;
	return false;
}
