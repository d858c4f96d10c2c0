/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Operand widths of inline PTX (contract: nvt_ptx_asm__check_widths in
 * ptx_asm.h; the statements come from ptx_asm.c's scanner).
 *
 * ptxas refuses a register operand whose width is not what the
 * instruction's type asks for ("Arguments mismatch for instruction"), and
 * LLVM prints an inline asm operand as a register of its constraint's
 * width whatever the asm string does with it: "add.s64 $0, $1, $2" with
 * "=r,r,r" reaches ptxas as 32-bit registers. The rules below are the ones
 * scripts/ptx-operands.py measured (every width of every operand of the
 * forms in tests/unit/ptx-operands.tsv): most instructions want every
 * operand exactly as wide as their one type; shift amounts, bit positions
 * and counts are 32-bit; mul.wide and mad.wide write twice the width; ld,
 * st and cvt take a wider register than their type (the PTX ISA's
 * "operand size exceeding instruction-type size"); vectors and the
 * instructions with two types have their own rules below. Opcodes that fit
 * none of them (unknown types, sampler operands) are not checked. A
 * register the asm declares itself ("{$0, r1}" after ".reg .b32 r1;")
 * counts where a vector's elements must be alike; elsewhere its width is
 * the asm's own business.
 */
#include <string.h>

#include "core/internal.h"
#include "ptx/asm.h"

/* W_ADDRESS: the register of an address "[$N]", exactly as wide as the
 * rule says (64 bits for a generic or global one, 32 for tensor memory),
 * reported as an address; W_ADDRESS_AT_LEAST: at least that wide (the
 * matrix loads and stores, st.bulk, tensormap.replace, ...). */
enum width_rule { W_SKIP, W_EXACT, W_AT_LEAST, W_ADDRESS, W_ADDRESS_AT_LEAST };

static bool is_name(const char *t, size_t n, const char *s)
{
	return strlen(s) == n && !memcmp(t, s, n);
}

/* Whether [t, t + n) is one of the `count` names. */
static bool name_in(const char *const *names, size_t count, const char *t, size_t n)
{
	for (size_t i = 0; i < count; i++)
		if (is_name(t, n, names[i]))
			return true;
	return false;
}

/* The width of a type modifier, 0 when the token is not one we know. */
static unsigned type_bits(const char *t, size_t n)
{
	static const struct { const char *name; unsigned bits; } types[] = {
		{ "b8", 8 }, { "s8", 8 }, { "u8", 8 },
		{ "b16", 16 }, { "s16", 16 }, { "u16", 16 }, { "f16", 16 }, { "bf16", 16 },
		{ "b32", 32 }, { "s32", 32 }, { "u32", 32 }, { "f32", 32 },
		{ "f16x2", 32 }, { "bf16x2", 32 }, { "u16x2", 32 }, { "s16x2", 32 },
		{ "b64", 64 }, { "s64", 64 }, { "u64", 64 }, { "f64", 64 }, { "b128", 128 },
		{ "f32x2", 64 }, { "tf32", 32 }, { "e4m3x2", 16 }, { "e5m2x2", 16 }, { "ue8m0x2", 16 },
		{ "e2m3x2", 16 }, { "e3m2x2", 16 },
		/* two 4-bit floats: a .b8 register, which no constraint gives */
		{ "e2m1x2", 8 },
		/* four 8- or 6-bit floats (cvt.rs, multimem): a .b32 register;
		 * four 4-bit ones: .b16 */
		{ "e4m3x4", 32 }, { "e5m2x4", 32 }, { "e2m3x4", 32 }, { "e3m2x4", 32 }, { "e2m1x4", 16 },
	};
	for (size_t i = 0; i < ARRAY_SIZE(types); i++)
		if (strlen(types[i].name) == n && !memcmp(types[i].name, t, n))
			return types[i].bits;
	return 0;
}

/* Instructions whose every operand is as wide as their one type, but for
 * the positions a family below overrides. */
static bool same_width_op(const char *b, size_t n)
{
	static const char *const ops[] = {
		"add", "sub", "addc", "subc", "mul", "mad", "madc", "fma", "min", "max", "abs", "neg",
		"and", "or", "xor", "not", "cnot", "div", "rem", "rcp", "sqrt", "rsqrt", "sin", "cos",
		"lg2", "ex2", "tanh", "copysign", "mov", "brev", "prmt", "lop3", "selp", "sad",
		"mul24", "mad24", "shf", "shl", "shr", "popc", "clz", "bfind", "bfe", "bfi", "setp",
		"testp", "atom", "red", "shfl", "activemask", "redux", "fns", "bmsk", "szext", "cvta",
		"nanosleep", "suq", "txq", "alloca", "stacksave", "stackrestore",
	};
	return name_in(ops, ARRAY_SIZE(ops), b, n);
}

/* The video instructions (vadd, vshr.u32.u32.u32.clamp.add, vabsdiff4,
 * ...): every register operand 32-bit, whatever the types say. */
static bool video_op(const char *b, size_t n)
{
	static const char *const ops[] = {
		"vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset",
		"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2",
		"vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4",
	};
	return name_in(ops, ARRAY_SIZE(ops), b, n);
}

/* The surface and texture instructions: "[handle, {coordinates}]". */
static bool image_op(const char *b, size_t n)
{
	static const char *const ops[] = { "suld", "sust", "sured", "tex", "tld4" };
	return name_in(ops, ARRAY_SIZE(ops), b, n);
}

struct opcode_view {
	const char *op;   /* the whole opcode */
	size_t len;
	const char *base;
	size_t base_len;
	unsigned ntypes;  /* type modifiers we know */
	unsigned first;   /* the first one's width, */
	unsigned last;    /* the last one's */
	bool wide;        /* a ".wide" modifier */
	bool exact;       /* a type whose cvt takes no wider register (bf16, tf32, 4-, 6- and 8-bit float pairs) */
	bool bulk;        /* a ".bulk" modifier */
	bool packed;      /* the first type packs two (f16x2, bf16x2) */
	bool ld_reduce;   /* a ".ld_reduce" modifier */
	bool hint;        /* ".L2::cache_hint": a 64-bit cache policy follows the operands */
	bool vector;      /* ".v2", ".v4", ".v8": a vector of the type */
	bool other_type;  /* a token that looks like a type we do not know (e4m3x2, f32x2, s4x8) */
};

static void view_opcode(const char *op, size_t len, struct opcode_view *v)
{
	const char *p = op, *end = op + len;

	memset(v, 0, sizeof(*v));
	v->op = op;
	v->len = len;
	for (bool first = true; p < end; first = false) {
		const char *q = p;
		while (q < end && *q != '.')
			q++;
		size_t n = (size_t)(q - p);
		if (first) {
			v->base = p;
			v->base_len = n;
		} else {
			unsigned bits = type_bits(p, n);
			if (bits) {
				v->exact |= is_name(p, n, "bf16") || is_name(p, n, "bf16x2") || is_name(p, n, "tf32") ||
					    (bits <= 16 && n > 3 && p[n - 2] == 'x') || /* e4m3x2, ue8m0x2, e2m1x2 */
					    (n == 6 && p[0] == 'e' && p[4] == 'x');     /* e4m3x4, e2m1x4 */
				if (!v->ntypes++) {
					v->first = bits;
					v->packed = n > 2 && p[n - 2] == 'x' && p[n - 1] == '2';
				}
				v->last = bits;
			} else if (is_name(p, n, "wide")) {
				v->wide = true;
			} else if (is_name(p, n, "bulk")) {
				v->bulk = true;
			} else if (is_name(p, n, "ld_reduce")) {
				v->ld_reduce = true;
			} else if (is_name(p, n, "L2::cache_hint")) {
				v->hint = true;
			} else if (is_name(p, n, "v2") || is_name(p, n, "v4") || is_name(p, n, "v8")) {
				v->vector = true;
			} else if (n >= 2 && (p[0] == 'e' || p[0] == 't' || p[0] == 'f') && p[1] >= '0' && p[1] <= '9') {
				v->other_type = true; /* e4m3x2, e2m1, f32x2 */
			} else if (n > 3 && (p[0] == 'b' || p[0] == 's' || p[0] == 'u' || p[0] == 'f') &&
				   p[1] >= '0' && p[1] <= '9') {
				v->other_type = true; /* s4, u8x4 and other packed forms */
			}
		}
		p = q < end ? q + 1 : q;
	}
	if (is_name(v->base, v->base_len, "prmt"))
		v->other_type = false; /* its modes f4e, b4e, rc8 are no types */
}

/* Whether the opcode has the modifier `m` ("parity" in
 * "mbarrier.try_wait.parity.shared.b64"). */
static bool view_has(const struct opcode_view *v, const char *m)
{
	return nvt_ptx_asm__has_token(m, strlen(m), v->op, v->len, v->base_len);
}

/* mbarrier: states are 64-bit; counts, phase parities, transaction
 * bytes and time limits 32-bit. */
static enum width_rule mbarrier_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned *bits)
{
	*bits = 32;
	if (view_has(v, "pending_count")) {
		if (nops != 2)
			return W_SKIP;
		*bits = pos == 0 ? 32 : 64;
		return W_EXACT;
	}
	if (view_has(v, "arrive") || view_has(v, "arrive_drop")) {
		/* state, [addr][, count or tx] */
		if (pos == 1 || nops > 3)
			return W_SKIP;
		*bits = pos == 0 ? 64 : 32;
		return W_EXACT;
	}
	if (view_has(v, "test_wait") || view_has(v, "try_wait")) {
		/* p, [addr], state or parity[, time limit] */
		if (pos < 2 || nops > 4)
			return W_SKIP;
		if (pos == 2 && !view_has(v, "parity"))
			*bits = 64;
		return W_EXACT;
	}
	if (view_has(v, "init") || view_has(v, "expect_tx") || view_has(v, "complete_tx"))
		return nops == 2 && pos == 1 ? W_EXACT : W_SKIP; /* [addr], count or tx */
	return W_SKIP;
}

static enum width_rule operand_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned *bits);

/* mma d, a, b, c[, e, f][, scale-a, {ids}, scale-b, {ids}], an operand
 * in braces or bare ("{$16}" and "$16" alike): every fragment register of
 * d, a, b and c 32-bit (packed halves, tf32, 8-bit integers, the 8-, 6- and
 * 4-bit floats of kind::f8f6f4 and kind::mxf4), 64-bit for f64; a sparse
 * mma's metadata e 32-bit (its selector f is an immediate); block_scale's
 * scale data 32-bit and its {byte-id, thread-id} pairs 16-bit, whatever
 * the types. */
static enum width_rule mma_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned *bits)
{
	bool sparse = view_has(v, "sp") || view_has(v, "sp::ordered_metadata");
	unsigned scale = sparse ? 6 : 4;

	*bits = view_has(v, "f64") ? 64 : 32;
	if (pos < 4)
		return W_EXACT;
	*bits = 32;
	if (sparse && pos == 4)
		return W_EXACT;
	if (!view_has(v, "block_scale") || nops != scale + 4 || pos < scale)
		return W_SKIP;
	*bits = (pos - scale) % 2 ? 16 : 32;
	return W_EXACT;
}


/* The elements of a vector operand "{$0, $1}" at `pos`: each element's
 * rule, *alike when all of them must also be equally wide. */
static enum width_rule element_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned elems,
				    unsigned *bits, bool *alike)
{
	const char *b = v->base;
	size_t n = v->base_len;

	*alike = false;
	if (is_name(b, n, "mma"))
		return mma_rule(v, nops, pos, bits);
	if (is_name(b, n, "cp") && view_has(v, "tensor")) {
		/* cp.async.bulk.tensor's im2col offsets {o...} after [mbar]:
		 * 16-bit (its coordinates are inside [tmap, {c...}]) */
		*bits = 16;
		return view_has(v, "im2col") ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "wmma") && !v->other_type) {
		/* fragments: 32-bit registers (packed halves, 8- and 4-bit
		 * integers), 64-bit for f64 */
		*bits = view_has(v, "f64") ? 64 : 32;
		return view_has(v, "mma") || (view_has(v, "load") && pos == 0) || (view_has(v, "store") && pos == 1)
			       ? W_EXACT
			       : W_SKIP;
	}
	if (is_name(b, n, "multimem") && v->vector) {
		/* multimem.ld_reduce.v2.f32 {d...}, [a]; st and red [a], {b...} */
		if (v->other_type || v->ntypes != 1 || nops != 2 || pos != (v->ld_reduce ? 0u : 1u))
			return W_SKIP;
		*bits = v->last;
		return W_EXACT;
	}
	if (is_name(b, n, "wgmma")) {
		/* d and a in registers: 32-bit (f32, f16x2, s32, packed) */
		*bits = 32;
		return view_has(v, "mma_async") ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "tcgen05")) {
		/* tcgen05.ld {d...}, [taddr][, imm]; tcgen05.st [taddr][, imm],
		 * {s...} (the immediate of the 16x32bx2 shape); tcgen05.mma's
		 * disabled output lanes */
		*bits = 32;
		return (view_has(v, "ld") && pos == 0) || (view_has(v, "st") && pos == nops - 1) || view_has(v, "mma")
			       ? W_EXACT
			       : W_SKIP;
	}
	if (is_name(b, n, "cvt") && view_has(v, "rs") && v->ntypes == 2 && nops == 3 && pos == 1) {
		/* cvt.rs.satfinite.e4m3x4.f32 d, {a, b, c, e}, rbits: f32s */
		*bits = v->last;
		return W_EXACT;
	}
	if (is_name(b, n, "ldmatrix") || is_name(b, n, "stmatrix")) {
		/* 32-bit registers whatever the type (b16, b8, the
		 * decompressing b8x16.b6x16_p32 and b8x16.b4x16_p64) */
		*bits = 32;
		return pos == (is_name(b, n, "ldmatrix") ? 0u : 1u) ? W_EXACT : W_SKIP;
	}
	if (((is_name(b, n, "atom") || is_name(b, n, "red")) && v->vector) ||
	    (is_name(b, n, "st") && view_has(v, "async"))) {
		/* atom.global.v2.f32.add {d...}, [a], {b...}; red [a], {b...};
		 * st.async [a], {b...}[, [mbar]]: every element exactly the type */
		bool atom = is_name(b, n, "atom"), st = is_name(b, n, "st");
		bool shape = st ? nops == 2 || nops == 3 : nops == (atom ? 3u : 2u) + v->hint;
		bool data = atom ? pos == 0 || pos == 2 : pos == 1;
		if (v->other_type || v->ntypes != 1 || !shape || !data)
			return W_SKIP;
		*bits = v->last;
		return W_EXACT;
	}
	if ((is_name(b, n, "ld") || is_name(b, n, "ldu") || is_name(b, n, "st")) && (v->vector || elems == 1)) {
		/* ld.v2.u32 {a, b}, [p]: each at least the type, all alike;
		 * ld.u32 {a}, [p] (one register in braces, as LLVM writes
		 * some): at least the type */
		if (v->other_type || v->ntypes != 1 || nops != 2u + v->hint || pos != (is_name(b, n, "st") ? 1u : 0u))
			return W_SKIP;
		*bits = v->last;
		*alike = true;
		return W_AT_LEAST;
	}
	if (is_name(b, n, "suld") || is_name(b, n, "sust")) {
		/* suld.b.2d.v4.b8 {d...}, [s, {x, y}]; sust [s, {x}], {d...}:
		 * each at least the type, all alike */
		if (v->other_type || v->ntypes != 1 || nops != 2 || pos != (is_name(b, n, "suld") ? 0u : 1u))
			return W_SKIP;
		*bits = v->last;
		*alike = true;
		return W_AT_LEAST;
	}
	if (is_name(b, n, "tex") || is_name(b, n, "tld4")) {
		/* tex.2d.v4.f32.f32 {d...}, [t, {x, y}]: 32-bit texels (f32,
		 * s32, u32, f16x2); after the texture, the gradients {dx...},
		 * {dy...} of tex.grad and the offsets {o...}: 32-bit too */
		*bits = 32;
		if (pos >= 2)
			return W_EXACT;
		return !v->other_type && pos == 0 && v->first == 32 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "clusterlaunchcontrol")) {
		/* query_cancel.get_first_ctaid.v4.b32.b128 {x, y, z, _}, handle */
		*bits = 32;
		return view_has(v, "get_first_ctaid") && pos == 0 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "mov")) {
		/* mov.b64 {lo, hi}, d: the halves; mov.v4.u32 {...}: each one */
		enum width_rule r = operand_rule(v, nops, pos, bits);
		if (r != W_EXACT || !elems || *bits % elems)
			return W_SKIP;
		if (!v->vector)
			*bits /= elems;
		return W_EXACT;
	}
	return W_SKIP;
}

/* What operand `pos` (0-based) of a statement with `nops` operands must be:
 * *bits and the rule, or W_SKIP. */
static enum width_rule operand_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned *bits)
{
	const char *b = v->base;
	size_t n = v->base_len;
	unsigned t = v->last;

	if (is_name(b, n, "wgmma")) {
		/* d, a-desc (or {a}), b-desc, scale-d, ...: the descriptors
		 * 64-bit, whatever the types (fp8 too); .sp: d, a, b, sparsity
		 * metadata (32-bit), selector, ... */
		if (!view_has(v, "mma_async"))
			return W_SKIP;
		*bits = 64;
		if (pos == 1 || pos == 2)
			return W_EXACT;
		*bits = 32;
		return pos == 3 && view_has(v, "sp") ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "tensormap")) {
		/* tensormap.replace.tile.FIELD.shared::cta.b1024.b64 [a], new:
		 * the new value as wide as the last type (b1024 is the map) */
		if (!view_has(v, "replace") || pos != nops - 1 || !v->ntypes)
			return W_SKIP;
		*bits = t;
		return W_EXACT;
	}
	if (is_name(b, n, "tcgen05") && !view_has(v, "mma")) {
		/* alloc [dst], ncols; dealloc taddr, ncols: 32-bit; commit's
		 * multicast mask 16; cp [taddr], s-desc: the descriptor 64,
		 * whatever the types say (the decompressing b8x16.b6x16_p32) */
		*bits = 16;
		if (view_has(v, "commit"))
			return view_has(v, "multicast::cluster") && pos == nops - 1 ? W_EXACT : W_SKIP;
		*bits = 64;
		if (view_has(v, "cp"))
			return nops == 2 && pos == 1 ? W_EXACT : W_SKIP;
		*bits = 32;
		if (view_has(v, "alloc"))
			return nops == 2 && pos == 1 ? W_EXACT : W_SKIP;
		return view_has(v, "dealloc") && nops == 2 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "mma"))
		return mma_rule(v, nops, pos, bits);
	if (v->other_type)
		return W_SKIP;
	if (is_name(b, n, "cvt")) {
		/* cvt.DTYPE.STYPE d, a (d, a, b when d packs two): both may
		 * be wider than their type, but not in the conversions of bf16,
		 * tf32 and the 8-bit float pairs; cvt.pack.sat.s8.s32.b32: every
		 * operand at least 32 bits */
		if (view_has(v, "pack")) {
			*bits = 32;
			return W_AT_LEAST;
		}
		/* cvt.rs.f16x2.f32 d, a, b, rbits; cvt.rs.satfinite.e4m3x4.f32
		 * d, {a, b, c, e}, rbits: the random bits exactly 32, the rest
		 * as cvt's (the vector's elements in element_rule) */
		if (view_has(v, "rs") && v->ntypes == 2 && (nops == 3 || nops == 4)) {
			if (pos == nops - 1) {
				*bits = 32;
				return W_EXACT;
			}
			*bits = pos == 0 ? v->first : v->last;
			return v->exact ? W_EXACT : W_AT_LEAST;
		}
		if (v->ntypes != 2 || (nops != 2 && !(nops == 3 && v->packed)))
			return W_SKIP;
		*bits = pos == 0 ? v->first : v->last;
		return v->exact ? W_EXACT : W_AT_LEAST;
	}
	if ((is_name(b, n, "add") || is_name(b, n, "sub") || is_name(b, n, "fma")) && v->ntypes == 2 &&
	    v->first == 32 && v->last == 16) {
		/* mixed precision: add.f32.bf16 d, a, c; fma.rn.f32.f16 d, a,
		 * b, c: a (and b) of the narrow type, d and c f32 */
		bool fma = is_name(b, n, "fma");
		if (nops != (fma ? 4u : 3u))
			return W_SKIP;
		*bits = pos == 1 || (fma && pos == 2) ? 16 : 32;
		return W_EXACT;
	}
	if (is_name(b, n, "tex") || is_name(b, n, "tld4")) {
		/* after {d...}, [t, {c...}]: tex.level's level of detail, a
		 * depth to compare with: 32-bit */
		*bits = 32;
		return pos >= 2 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "movmatrix")) {
		/* movmatrix.sync.aligned.m8n8.trans.b16 d, a: two 16-bit
		 * elements to a register, 32-bit */
		*bits = 32;
		return nops == 2 ? W_EXACT : W_SKIP;
	}
	if (video_op(b, n) || is_name(b, n, "bar") || is_name(b, n, "barrier")) {
		/* video instructions; barrier ids, thread counts, member masks
		 * and bar.red.popc's count: 32-bit */
		*bits = 32;
		return W_EXACT;
	}
	if (is_name(b, n, "mapa") || is_name(b, n, "getctarank")) {
		/* mapa.T d, a, rank; getctarank.T rank, a: the addresses as
		 * wide as the type, the rank 32-bit */
		bool mapa = is_name(b, n, "mapa");
		if (v->ntypes != 1 || nops != (mapa ? 3u : 2u))
			return W_SKIP;
		*bits = (mapa ? pos == 2 : pos == 0) ? 32 : t;
		return W_EXACT;
	}
	if (is_name(b, n, "createpolicy")) {
		/* .fractional d, fraction (f32); .range d, [a], sizes (32) */
		if (v->ntypes != 1 || view_has(v, "cvt"))
			return W_SKIP;
		*bits = pos == 0 ? t : 32;
		return W_EXACT;
	}
	if (is_name(b, n, "clusterlaunchcontrol")) {
		/* query_cancel.get_first_ctaid::x.b32.b128 d, handle */
		*bits = 32;
		return view_has(v, "query_cancel") && !v->vector && pos == 0 && v->first == 32 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "set") || is_name(b, n, "slct")) {
		/* set.CMP[.BOOL].DTYPE.STYPE d, a, b[, p]; slct.DTYPE.CTYPE d, a, b, c */
		bool set = is_name(b, n, "set");
		if (v->ntypes != 2 || nops < 3 || (set ? pos > 2 : nops != 4))
			return W_SKIP;
		*bits = (set ? pos == 0 : pos < 3) ? v->first : v->last;
		return W_EXACT;
	}
	if (is_name(b, n, "match")) {
		/* match.any.sync.bT d[|p], a, membermask */
		if (v->ntypes != 1 || nops != 3)
			return W_SKIP;
		*bits = pos == 1 ? t : 32;
		return W_EXACT;
	}
	if (is_name(b, n, "multimem")) {
		/* ld_reduce d, [a]; red and st [a], b */
		if (v->ntypes != 1 || nops != 2 || pos != (v->ld_reduce ? 0u : 1u))
			return W_SKIP;
		*bits = t;
		return W_EXACT;
	}
	if (is_name(b, n, "vote")) {
		/* vote[.sync].ballot.b32 d, p[, membermask]; the member mask of
		 * vote.sync.any.pred p, q, membermask */
		if (pos == 1 || (t != 32 && !(view_has(v, "sync") && nops == 3 && pos == 2)))
			return W_SKIP;
		*bits = 32;
		return W_EXACT;
	}
	if ((is_name(b, n, "st") || is_name(b, n, "red")) && view_has(v, "async")) {
		/* st.async and red.async [a], b, [mbar] (.mmio: [a], b): b
		 * exactly the type */
		if (v->ntypes != 1 || nops < 2 || nops > 3 || pos != 1)
			return W_SKIP;
		*bits = t;
		return W_EXACT;
	}
	if (is_name(b, n, "isspacep") || is_name(b, n, "istypep")) {
		/* isspacep.space p, a: an address of 32 or 64 bits; istypep.type
		 * p, a: a texture, sampler or surface handle, 64 */
		bool space = is_name(b, n, "isspacep");
		*bits = space ? 32 : 64;
		return nops != 2 || pos != 1 ? W_SKIP : space ? W_AT_LEAST : W_EXACT;
	}
	if (is_name(b, n, "sured")) {
		/* sured.b.add.2d.u32 [s, {x, y}], b: b at least the type */
		if (v->ntypes != 1 || nops != 2 || pos != 1)
			return W_SKIP;
		*bits = t;
		return W_AT_LEAST;
	}
	if (is_name(b, n, "st") && v->bulk) {
		/* st.bulk [a], size, 0: the size is 64-bit */
		if (nops != 3 || pos != 1)
			return W_SKIP;
		*bits = 64;
		return W_EXACT;
	}
	if (is_name(b, n, "ld") || is_name(b, n, "ldu") || is_name(b, n, "st")) {
		/* the data operand; the address takes any width */
		if (v->ntypes != 1 || nops != 2u + v->hint)
			return W_SKIP;
		if (v->hint && pos == 2) {
			*bits = 64;
			return W_EXACT;
		}
		if (pos != (is_name(b, n, "st") ? 1u : 0u))
			return W_SKIP;
		*bits = t;
		return W_AT_LEAST;
	}
	if (is_name(b, n, "mbarrier"))
		return mbarrier_rule(v, nops, pos, bits);
	if (is_name(b, n, "cp") && view_has(v, "tensor")) {
		/* the tensor copies: ..., [mbar]{, im2col}{, ctaMask}{, policy}:
		 * the multicast mask 16-bit, the cache policy 64 */
		if (v->hint && pos == nops - 1) {
			*bits = 64;
			return W_EXACT;
		}
		*bits = 16;
		return view_has(v, "multicast::cluster") && pos + 1 + v->hint == nops ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "cp")) {
		/* cp.async[.bulk] [d], [s], size[, [mbar]][, ctaMask][, policy]
		 * [, byteMask]: the cache policy 64-bit, the multicast mask and
		 * .cp_mask's byte mask 16, the sizes (cp.async's source size,
		 * the bulk copies' size) 32 */
		unsigned mask = view_has(v, "cp_mask");
		*bits = 32;
		if (mask && pos == nops - 1)
			*bits = 16;
		else if (v->hint && pos + 1 + mask == nops)
			*bits = 64;
		else if (view_has(v, "multicast::cluster") && pos + 1 + v->hint == nops)
			*bits = 16;
		return W_EXACT;
	}
	if (is_name(b, n, "wmma")) {
		/* wmma.load {d...}, [p], stride; wmma.store [p], {d...}, stride */
		*bits = 32;
		return !v->other_type && nops == 3 && pos == 2 && (view_has(v, "load") || view_has(v, "store"))
			       ? W_EXACT
			       : W_SKIP;
	}
	if (is_name(b, n, "tcgen05") && view_has(v, "mma")) {
		/* [d], a-desc (or [a]), b-desc, [.sp: [metadata],] idesc, ...:
		 * the descriptors 64-bit, the instruction descriptor 32; .ws
		 * ends in enable-input-d and a 64-bit zero-column mask */
		unsigned idesc = view_has(v, "sp") ? 4u : 3u;
		*bits = 64;
		if (pos == 1 || pos == 2 || (view_has(v, "ws") && nops == idesc + 3 && pos == nops - 1))
			return W_EXACT;
		*bits = 32;
		return pos == idesc ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "elect")) {
		/* elect.sync d|p, membermask */
		*bits = 32;
		return nops == 2 ? W_EXACT : W_SKIP;
	}
	if (is_name(b, n, "dp4a") || is_name(b, n, "dp2a")) {
		*bits = 32;
		return nops == 4 && v->ntypes == 2 ? W_EXACT : W_SKIP;
	}
	if (!same_width_op(b, n) || v->ntypes != 1)
		return W_SKIP;
	*bits = t;
	if (is_name(b, n, "shl") || is_name(b, n, "shr")) {
		if (nops != 3)
			return W_SKIP;
		if (pos == 2)
			*bits = 32;
	} else if (is_name(b, n, "popc") || is_name(b, n, "clz") || is_name(b, n, "bfind")) {
		if (nops != 2)
			return W_SKIP;
		if (pos == 0)
			*bits = 32;
	} else if (is_name(b, n, "bfe") || is_name(b, n, "bfi")) {
		unsigned first_pos = is_name(b, n, "bfe") ? 2 : 3;
		if (nops != first_pos + 2)
			return W_SKIP;
		if (pos >= first_pos)
			*bits = 32;
	} else if (v->wide) {
		/* mul.wide d, a, b and mad.wide d, a, b, c: d and c twice as wide */
		if (!(is_name(b, n, "mul") && nops == 3) && !(is_name(b, n, "mad") && nops == 4))
			return W_SKIP;
		if (pos == 0 || pos == 3)
			*bits = 2 * t;
	} else if (is_name(b, n, "setp") || is_name(b, n, "testp")) {
		/* setp.CMP[.BOOL].T p[|q], a, b[, c]: the predicates are not ours */
		unsigned last = is_name(b, n, "setp") ? 2 : 1;
		if (pos == 0 || pos > last)
			return W_SKIP;
	} else if (is_name(b, n, "selp")) {
		if (nops != 4 || pos == 3)
			return W_SKIP;
	} else if (is_name(b, n, "lop3")) {
		if (pos == 4)
			return W_SKIP;
	} else if (is_name(b, n, "atom") || is_name(b, n, "red")) {
		/* atom d, [a], b (cas: b, c); red [a], b: the address takes any
		 * width; .L2::cache_hint adds the 64-bit cache policy last */
		bool atom = is_name(b, n, "atom");
		if (nops != (atom ? 3u + view_has(v, "cas") : 2u) + v->hint || pos == (atom ? 1u : 0u))
			return W_SKIP;
		if (v->hint && pos == nops - 1)
			*bits = 64;
	} else if (is_name(b, n, "mov") && nops != 2) {
		return W_SKIP;
	} else if ((is_name(b, n, "shfl") || is_name(b, n, "redux")) && t != 32) {
		return W_SKIP; /* every operand of these is 32-bit */
	}
	return W_EXACT;
}

/* "$N" or "${N}" alone: the placeholder's number; -1 otherwise. */
static long bare_placeholder(const char *p, size_t n)
{
	nvt_ptx_asm__trim(&p, &n);
	if (n < 2 || p[0] != '$')
		return -1;
	p++, n--;
	if (n >= 2 && p[0] == '{' && p[n - 1] == '}')
		p++, n -= 2;
	if (!n || n > 6)
		return -1;
	long v = 0;
	for (size_t i = 0; i < n; i++) {
		if (p[i] < '0' || p[i] > '9')
			return -1;
		v = v * 10 + (p[i] - '0');
	}
	return v;
}

/* "[$N]", "[$N+8]", "[$N + -8]": the address register's number; -1 for
 * any other memory operand (a symbol, an immediate, "[$N].unified"). */
static long address_placeholder(const char *p, size_t n)
{
	nvt_ptx_asm__trim(&p, &n);
	if (n < 4 || p[0] != '[' || p[n - 1] != ']')
		return -1;
	const char *q = p + 1, *end = p + n - 1;
	const char *e = q;
	while (e < end && *e != '+' && *e != '-')
		e++;
	return bare_placeholder(q, (size_t)(e - q));
}

/* The rule for the address of a memory operand. ld, ldu, st, atom, red,
 * prefetch(u), applypriority, discard, multimem and mbarrier want a
 * generic or .global address in a 64-bit register: a 32-bit one stops
 * ptxas ("Program uses 32-bit address ... conflicting with .address_size
 * 64"), a 16-bit one draws the same warning and, for some (prefetch on
 * sm_100), an internal compiler error. In the other state spaces any
 * width. The newer bulk, async and tensormap forms and cp.async take a
 * 32-bit one and are not read; tcgen05's tensor memory addresses are
 * 32-bit (tcgen05.alloc's, st.bulk's, tensormap.replace's and a generic
 * cp.async.mbarrier.arrive's at least 32; so is the mbarrier of a plain
 * bulk copy, by position). The matrix loads and stores
 * (wmma.load/store in any space, ldmatrix and stmatrix with a generic
 * address) take a 32- or 64-bit register, not a 16-bit one; ldmatrix's
 * and stmatrix's .shared any. All measured (scripts/ptx-operands.py). */
static enum width_rule address_rule(const struct opcode_view *v, unsigned nops, unsigned pos, unsigned *bits)
{
	static const char *const matrix[] = { "wmma", "ldmatrix", "stmatrix" };
	static const char *const bases[] = {
		"ld", "ldu", "st", "atom", "red", "prefetch", "prefetchu", "applypriority", "discard",
		"multimem", "mbarrier",
	};
	static const char *const other[] = {
		"shared", "shared::cta", "shared::cluster", "local", "const", "param", "param::entry",
		"param::func", "tensormap", "bulk", "async",
	};
	*bits = 64;
	if (is_name(v->base, v->base_len, "tcgen05")) {
		/* tensor memory addresses of tcgen05.mma, .ld, .st, .cp, .shift:
		 * 32-bit; the shared word tcgen05.alloc writes and the mbarrier
		 * of tcgen05.commit: at least 32 */
		*bits = 32;
		if (view_has(v, "alloc") || view_has(v, "commit"))
			return W_ADDRESS_AT_LEAST; /* commit's mbarrier too */
		return view_has(v, "mma") || view_has(v, "ld") || view_has(v, "st") || view_has(v, "cp") ||
				       view_has(v, "shift")
			       ? W_ADDRESS
			       : W_SKIP;
	}
	if ((is_name(v->base, v->base_len, "st") && v->bulk) ||
	    (is_name(v->base, v->base_len, "tensormap") && view_has(v, "replace")) ||
	    (is_name(v->base, v->base_len, "cp") && view_has(v, "mbarrier") && view_has(v, "arrive") &&
	     !view_has(v, "shared") && !view_has(v, "shared::cta"))) {
		/* st.bulk, tensormap.replace (.global too) and a generic
		 * cp.async.mbarrier.arrive: a 32- or 64-bit register, not 16 */
		*bits = 32;
		return W_ADDRESS_AT_LEAST;
	}
	if (((is_name(v->base, v->base_len, "st") || is_name(v->base, v->base_len, "red")) && view_has(v, "async")) ||
	    (is_name(v->base, v->base_len, "prefetch") && view_has(v, "tensormap"))) {
		/* st.async and red.async [a], b, [mbar]: a (the mbarrier any
		 * width); prefetch.tensormap [a]: 32 or 64 bits */
		*bits = 32;
		return pos == 0 ? W_ADDRESS_AT_LEAST : W_SKIP;
	}
	if (is_name(v->base, v->base_len, "cp") && v->bulk && !view_has(v, "tensor") && !view_has(v, "reduce") &&
	    view_has(v, "mbarrier::complete_tx::bytes") && !view_has(v, "multicast::cluster") && !v->hint) {
		/* the plain bulk copy into shared memory, [d], [s], size,
		 * [mbar]: the mbarrier's address 32 or 64 bits (16 too with a
		 * multicast mask or a cache policy after it, and in
		 * cp.reduce.async.bulk) */
		*bits = 32;
		return nops == 4 && pos == 3 ? W_ADDRESS_AT_LEAST : W_SKIP;
	}
	if (name_in(matrix, ARRAY_SIZE(matrix), v->base, v->base_len)) {
		*bits = 32;
		return !is_name(v->base, v->base_len, "wmma") &&
				       (view_has(v, "shared") || view_has(v, "shared::cta"))
			       ? W_SKIP
			       : W_ADDRESS_AT_LEAST;
	}
	if (!name_in(bases, ARRAY_SIZE(bases), v->base, v->base_len))
		return W_SKIP;
	for (size_t i = 0; i < ARRAY_SIZE(other); i++)
		if (view_has(v, other[i]))
			return W_SKIP;
	return W_ADDRESS;
}

/* Registers the asm declares (".reg .b32 r<4>, t;"): a name, or a
 * parameterized name and its count (r0-r3), and its width; 0 when two
 * declarations of the name (in different scopes) disagree. */
#define NVT_PTX_DECLS 64
struct reg_decl {
	const char *name;
	size_t len;
	unsigned count; /* name<count>; 0: the plain name */
	unsigned bits;
};

struct widths_ctx {
	const unsigned *widths;
	unsigned nwidths;
	bool addr64;
	struct nvt_ptx_width_problem *out;
	struct reg_decl decls[NVT_PTX_DECLS];
	unsigned ndecls;
};

static void add_decl(struct widths_ctx *c, const char *name, size_t len, unsigned count, unsigned bits)
{
	for (unsigned i = 0; i < c->ndecls; i++) {
		struct reg_decl *d = &c->decls[i];
		if (d->len == len && d->count == count && !memcmp(d->name, name, len)) {
			if (d->bits != bits)
				d->bits = 0;
			return;
		}
	}
	if (c->ndecls < NVT_PTX_DECLS)
		c->decls[c->ndecls++] = (struct reg_decl){ name, len, count, bits };
}

/* The .reg directives: ".reg .b32 a, r<4>;" (a vector register, ".reg
 * .v2 .b32", and .pred are not read: no element width to compare). */
static int decl_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	struct widths_ctx *c = ctx;
	const char *p = s->operands, *end = s->operands + s->operands_len, *t;

	if (!s->directive || !is_name(s->op, s->op_len, ".reg"))
		return 0;
	while (p < end && nvt_ptx_asm__is_space(*p))
		p++;
	for (t = p; p < end && !nvt_ptx_asm__is_space(*p);)
		p++;
	unsigned bits = p - t > 1 && *t == '.' ? type_bits(t + 1, (size_t)(p - t - 1)) : 0;
	while (bits && p < end) {
		const char *q = nvt_ptx_asm__operand_end(p, end), *n = p, *lt;
		size_t nl = (size_t)(q - p);
		unsigned count = 0;
		nvt_ptx_asm__trim(&n, &nl);
		if ((lt = memchr(n, '<', nl))) {
			for (const char *d = lt + 1; d < n + nl && *d >= '0' && *d <= '9'; d++)
				count = count * 10 + (unsigned)(*d - '0');
			nl = (size_t)(lt - n);
			if (!count)
				nl = 0;
		}
		if (nl)
			add_decl(c, n, nl, count, bits);
		p = q < end ? q + 1 : q;
	}
	return 0;
}

/* The width of a register the asm declares, named by [p, p + n); 0 when
 * it is not one (or its declarations disagree). */
static unsigned declared_bits(const struct widths_ctx *c, const char *p, size_t n)
{
	nvt_ptx_asm__trim(&p, &n);
	for (unsigned i = 0; i < c->ndecls; i++) {
		const struct reg_decl *d = &c->decls[i];
		if (n < d->len || memcmp(p, d->name, d->len))
			continue;
		if (!d->count && n == d->len)
			return d->bits;
		if (d->count && n > d->len && n - d->len <= 4) {
			unsigned k = 0;
			size_t j;
			for (j = d->len; j < n && p[j] >= '0' && p[j] <= '9'; j++)
				k = k * 10 + (unsigned)(p[j] - '0');
			if (j == n && k < d->count && (p[d->len] != '0' || n == d->len + 1))
				return d->bits;
		}
	}
	return 0;
}

/* Whether placeholder `ph` (-1: none) is an operand with a register width
 * (not an immediate, a predicate or a memory operand). */
static bool has_width(const struct widths_ctx *c, long ph)
{
	return ph >= 0 && (unsigned long)ph < c->nwidths && c->widths[ph];
}

static bool report_width(struct widths_ctx *c, const struct nvt_ptx_stmt *s, unsigned pos, long ph,
			 enum width_rule r, unsigned need)
{
	unsigned have = c->widths[ph];
	struct nvt_ptx_width_problem *o = c->out;

	if (((r == W_EXACT || r == W_ADDRESS) && have == need) ||
	    ((r == W_AT_LEAST || r == W_ADDRESS_AT_LEAST) && have >= need) || r == W_SKIP)
		return false;
	nvt_ptx_asm__copy_cut(o->insn, sizeof(o->insn), s->op, s->op_len);
	o->operand = pos + 1;
	o->placeholder = (unsigned)ph;
	o->bits = have;
	o->need = need;
	o->at_least = r == W_AT_LEAST || r == W_ADDRESS_AT_LEAST;
	o->address = r == W_ADDRESS || r == W_ADDRESS_AT_LEAST;
	return true;
}

/* The next comma-separated element of [*e, end): its start, with its
 * length in *len; NULL at the end. */
static const char *next_element(const char **e, const char *end, size_t *len)
{
	const char *start = *e, *f = start;

	if (start >= end)
		return NULL;
	while (f < end && *f != ',')
		f++;
	*len = (size_t)(f - start);
	*e = f < end ? f + 1 : f;
	return start;
}

/* The elements [e, end) of a vector operand at `pos`: each placeholder
 * under rule r (and all as wide as the first, when alike). True when one
 * was reported. */
static bool elements_fit(struct widths_ctx *c, const struct nvt_ptx_stmt *s, unsigned pos, const char *e,
			 const char *end, enum width_rule r, unsigned need, bool alike)
{
	const char *start = e, *el;
	unsigned ref = 0;
	long ref_ph = -1;
	size_t len;

	while ((el = next_element(&e, end, &len))) {
		long ph = bare_placeholder(el, len);
		if (!has_width(c, ph))
			continue;
		if (report_width(c, s, pos, ph, r, need))
			return true;
	}
	if (!alike)
		return false;
	/* all as wide as the first whose width is known, a register the asm
	 * declares too ("Incompatible elements of vector expression":
	 * ld.v2.u32 {$0, r1} with a 64-bit $0 and a .b32 r1) */
	for (e = start; (el = next_element(&e, end, &len));) {
		long ph = bare_placeholder(el, len);
		unsigned have = has_width(c, ph) ? c->widths[ph] : ph < 0 ? declared_bits(c, el, len) : 0;
		if (!have)
			continue;
		if (!ref) {
			ref = have;
			ref_ph = has_width(c, ph) ? ph : -1;
		} else if (has_width(c, ph) && report_width(c, s, pos, ph, W_EXACT, ref)) {
			return true;
		} else if (!has_width(c, ph) && have != ref && ref_ph >= 0 &&
			   report_width(c, s, pos, ref_ph, W_EXACT, have)) {
			return true;
		}
	}
	return false;
}

/* Whether the element [p, p + n) is an immediate ("0", "-1", "0x10"). */
static bool is_immediate(const char *p, size_t n)
{
	while (n && nvt_ptx_asm__is_space(*p))
		p++, n--;
	return n && ((*p >= '0' && *p <= '9') || *p == '-' || *p == '+');
}

/* A tensor copy's coordinates {c...} whose first is an immediate: ptxas
 * then reads only the last register, which must be 32 bits, or 64 after
 * a 32-bit register or a run of 64-bit ones that follows one ("{0, $0,
 * $1}" takes $0 at any width and $1 at 64 after a 32-bit $0; "{0, $0}"
 * only 32; measured, scripts/ptx-operands.py). A register the asm names
 * itself counts as 32 bits: its width is not ours to know. True when it
 * was reported. */
static bool coordinates_after_immediate(struct widths_ctx *c, const struct nvt_ptx_stmt *s, unsigned pos,
					const char *e, const char *close)
{
	const char *el;
	size_t len;
	long last = -1;
	bool good = false, good_before_last = false; /* a 64-bit one may follow */

	while ((el = next_element(&e, close, &len))) {
		if (is_immediate(el, len))
			continue;
		last = bare_placeholder(el, len);
		unsigned w = has_width(c, last) ? c->widths[last] : 0;
		good_before_last = good;
		good = w == 0 || w == 32 || (w == 64 && good);
	}
	if (!has_width(c, last) || (c->widths[last] == 64 && good_before_last))
		return false;
	return report_width(c, s, pos, last, W_EXACT, 32);
}

/* [tensorMap, {c...}] of the tensor copies, [surface or texture, {c...}]
 * of suld, sust, tex, tld4 at `pos`, the text [p, p + n): the coordinates
 * 32-bit; a surface or texture handle 64-bit, a tensor map any width.
 * A tensor copy's coordinates that start with an immediate follow
 * ptxas' own rule (coordinates_after_immediate). True when one was
 * reported. */
static bool bracket_fits(struct widths_ctx *c, const struct nvt_ptx_stmt *s, const struct opcode_view *v,
			 unsigned pos, const char *p, size_t n)
{
	const char *open = memchr(p, '{', n), *close = open ? memchr(open, '}', (size_t)(p + n - open)) : NULL;
	bool image = image_op(v->base, v->base_len);
	const char *e = p + 1, *el;
	size_t len;

	if (!close || (!image && (!is_name(v->base, v->base_len, "cp") || !view_has(v, "tensor"))))
		return false;
	if (image && c->addr64 && (el = next_element(&e, open, &len))) {
		long h = bare_placeholder(el, len);
		if (has_width(c, h) && report_width(c, s, pos, h, W_EXACT, 64))
			return true;
	}
	e = open + 1;
	if (!image && (el = next_element(&e, close, &len)) && is_immediate(el, len))
		return coordinates_after_immediate(c, s, pos, open + 1, close);
	return elements_fit(c, s, pos, open + 1, close, W_EXACT, 32, false);
}

/* Operand `pos`, the text [p, p + n): a bare placeholder, an address
 * "[$N]", a tensor copy's "[tmap, {$1, $2}]", or a vector "{$0, $1}"
 * whose elements element_rule() knows. True when it was reported. */
static bool operand_fits(struct widths_ctx *c, const struct nvt_ptx_stmt *s, const struct opcode_view *v,
			 unsigned nops, unsigned pos, const char *p, size_t n)
{
	unsigned need = 0;
	const char *bar = memchr(p, '|', n);
	long ph = bare_placeholder(p, bar ? (size_t)(bar - p) : n); /* "d|p": d */

	if (ph >= 0) {
		if (!has_width(c, ph))
			return false;
		enum width_rule r = operand_rule(v, nops, pos, &need);
		return report_width(c, s, pos, ph, r, need);
	}
	ph = address_placeholder(p, n);
	if (ph >= 0) {
		if (!c->addr64 || !has_width(c, ph))
			return false;
		enum width_rule r = address_rule(v, nops, pos, &need);
		return report_width(c, s, pos, ph, r, need);
	}
	nvt_ptx_asm__trim(&p, &n);
	if (n >= 2 && p[0] == '[' && p[n - 1] == ']')
		return bracket_fits(c, s, v, pos, p, n);
	if (n < 2 || p[0] != '{' || p[n - 1] != '}')
		return false;
	/* mov.b32 d, {0, $1}: after a leading immediate ptxas takes halves
	 * of any width (measured), so such a vector is not read */
	const char *e = p + 1, *el;
	size_t len;
	if (is_name(v->base, v->base_len, "mov") && (el = next_element(&e, p + n - 1, &len)) &&
	    is_immediate(el, len))
		return false;
	bool alike;
	enum width_rule r = element_rule(v, nops, pos, nvt_ptx_asm__count_operands(p + 1, n - 2), &need, &alike);
	return r != W_SKIP && elements_fit(c, s, pos, p + 1, p + n - 1, r, need, alike);
}

static int widths_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	struct widths_ctx *c = ctx;
	struct opcode_view v;
	unsigned nops = nvt_ptx_asm__count_operands(s->operands, s->operands_len);
	const char *p = s->operands, *end = s->operands + s->operands_len;

	if (s->directive || !nops)
		return 0;
	view_opcode(s->op, s->op_len, &v);
	for (unsigned pos = 0; pos < nops; pos++) {
		const char *q = nvt_ptx_asm__operand_end(p, end);
		if (operand_fits(c, s, &v, nops, pos, p, (size_t)(q - p)))
			return 1;
		p = q < end ? q + 1 : q;
	}
	return 0;
}

bool nvt_ptx_asm__check_widths(const char *text, size_t len, const unsigned *widths, unsigned nwidths,
			       bool addr64, struct nvt_ptx_width_problem *out)
{
	struct widths_ctx c = { .widths = widths, .nwidths = nwidths, .addr64 = addr64, .out = out };

	memset(out, 0, sizeof(*out));
	nvt_ptx_asm__statements(text, len, decl_stmt, &c);
	return nvt_ptx_asm__statements(text, len, widths_stmt, &c) != 0;
}
