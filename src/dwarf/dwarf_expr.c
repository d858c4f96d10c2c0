/* SPDX-License-Identifier: Apache-2.0 */
/*
 * DWARF location expressions: decoding the operations, naming where a
 * location lives (register, local depot, .param, a global of some state
 * space), and printing them.
 *
 * The class of a location follows from its first storage operation:
 *   DW_OP_reg0..31, DW_OP_regx           register               2
 *   DW_OP_addr SYM                       the state space of SYM
 *   DW_OP_fbreg                          the frame (local)      6
 *   DW_OP_breg0..31, DW_OP_bregx         an address held in a register:
 *                                        generic                12
 * and a composite (DW_OP_piece) or a location list combines its parts by
 * the rule documented in include/nvvmtools/dwarf.h and doc/ptx-dwarf.md.
 * Parts that hold no storage at all (a constant, DW_OP_stack_value, an
 * empty expression) do not vote.
 */
#include <ctype.h>
#include <stdio.h>

#include "dwarf/dwarf_internal.h"

/* Operand bytes of `op` at p (after the opcode): -1 when truncated or
 * unknown. */
static long op_len(uint8_t op, const uint8_t *p, size_t avail, uint8_t addr_size)
{
	uint64_t u;
	int64_t s;
	size_t n, m;

	switch (op) {
	case DW_OP_addr:
		return addr_size <= avail ? addr_size : -1;
	case 0x08: case 0x09: case 0x15: case 0x94: case 0x95: /* const1u/s pick deref_size xderef_size */
		return avail >= 1 ? 1 : -1;
	case 0x0a: case 0x0b: case 0x2f: case 0x28: case 0x98: /* const2u/s skip bra call2 */
		return avail >= 2 ? 2 : -1;
	case 0x0c: case 0x0d: case 0x99: /* const4u/s call4 */
		return avail >= 4 ? 4 : -1;
	case 0x0e: case 0x0f: /* const8u/s */
		return avail >= 8 ? 8 : -1;
	case 0x10: case 0x23: case DW_OP_regx: case DW_OP_piece: /* constu plus_uconst regx piece */
		n = nvt_dw_uleb(p, avail, &u);
		return n ? (long)n : -1;
	case 0x11: case DW_OP_fbreg: /* consts fbreg */
		n = nvt_dw_sleb(p, avail, &s);
		return n ? (long)n : -1;
	case DW_OP_bregx:
		n = nvt_dw_uleb(p, avail, &u);
		if (!n)
			return -1;
		m = nvt_dw_sleb(p + n, avail - n, &s);
		return m ? (long)(n + m) : -1;
	case 0x9d: /* bit_piece */
		n = nvt_dw_uleb(p, avail, &u);
		if (!n)
			return -1;
		m = nvt_dw_uleb(p + n, avail - n, &u);
		return m ? (long)(n + m) : -1;
	case 0x9e: /* implicit_value */
		n = nvt_dw_uleb(p, avail, &u);
		if (!n || u > avail - n)
			return -1;
		return (long)(n + u);
	case 0x9a: /* call_ref */
		return avail >= 4 ? 4 : -1;
	default:
		if (op >= DW_OP_breg0 && op <= DW_OP_breg31) {
			n = nvt_dw_sleb(p, avail, &s);
			return n ? (long)n : -1;
		}
		/* every other DWARF 2-4 op has no operand */
		if (op < 0x06 || op > 0x9f)
			return (op >= 0xe0) ? -1 : (op == 0 ? -1 : 0);
		return 0;
	}
}

static const struct dw_ref *find_ref(const struct dw_ref *refs, size_t nrefs, size_t off)
{
	for (size_t i = 0; i < nrefs; i++)
		if (refs[i].off == off)
			return &refs[i];
	return NULL;
}

unsigned nvt_dw_symbol_class(const struct nvt_dwarf *dw, const char *sym, bool *known)
{
	unsigned cls = 0;

	if (dw->from_elf) {
		for (size_t i = 0; i < dw->nelfsyms; i++)
			if (!strcmp(dw->elfsyms[i].name, sym)) {
				cls = dw->elfsyms[i].cls;
				break;
			}
	} else {
		cls = nvt_ptx_symtab_class(&dw->st, sym);
	}
	*known = cls != 0;
	return cls ? cls : NVT_ADDR_GENERIC;
}

static void add_part(struct dw_class_result *r, int kind_cls, bool uncertain)
{
	if (kind_cls == NVT_ADDR_REG) {
		r->has_reg = true;
		return;
	}
	if (uncertain) {
		r->uncertain = true;
		r->has_memory = true;
		return;
	}
	if (!r->has_memory || !r->first_mem)
		r->first_mem = (unsigned)kind_cls;
	r->has_memory = true;
	r->mem_mask |= 1u << kind_cls;
}

/* One piece (a whole expression, or one part before DW_OP_piece): its
 * first storage operation says where it is, unless the piece ends in
 * DW_OP_stack_value, which makes it a value computed from that operand
 * (DW_OP_bregx %r1 +8, DW_OP_stack_value is "%r1 + 8", in no memory). */
struct piece {
	int kind;       /* 0 none yet, else a class */
	bool uncertain; /* memory of unknown space */
	bool value;     /* DW_OP_stack_value seen */
	bool from_reg;  /* storage operand was a register (reg/breg) */
};

static void piece_end(struct piece *pc, struct dw_class_result *r)
{
	if (pc->kind || pc->uncertain) {
		if (pc->value) {
			if (pc->from_reg)
				add_part(r, NVT_ADDR_REG, false);
			/* an address used as a value names no storage */
		} else {
			add_part(r, pc->kind, pc->uncertain);
		}
	}
	memset(pc, 0, sizeof(*pc));
}

int nvt_dw_expr_classify(const struct nvt_dwarf *dw, const uint8_t *p, size_t n,
			 const struct dw_ref *refs, size_t nrefs, size_t base, uint8_t addr_size,
			 struct dw_class_result *r)
{
	size_t i = 0;
	struct piece pc = { 0 };

	while (i < n) {
		uint8_t op = p[i];
		long len = op_len(op, p + i + 1, n - i - 1, addr_size);
		if (len < 0)
			return -EINVAL;
		bool decided = pc.kind || pc.uncertain;
		if (!decided) {
			if ((op >= DW_OP_reg0 && op <= DW_OP_reg31) || op == DW_OP_regx) {
				pc.kind = NVT_ADDR_REG;
				pc.from_reg = true;
			} else if (op == DW_OP_addr) {
				const struct dw_ref *ref = find_ref(refs, nrefs, base + i + 1);
				bool known = false;
				unsigned cls = ref && !ref->sym2 ? nvt_dw_symbol_class(dw, ref->sym, &known)
							      : 0;
				/* PTX input: an undeclared symbol is generic; ELF
				 * input: an address without relocation is unknown */
				pc.uncertain = !cls || (dw->from_elf && !known);
				pc.kind = pc.uncertain ? 0 : (int)cls;
			} else if (op == DW_OP_fbreg) {
				pc.kind = NVT_ADDR_LOCAL;
			} else if ((op >= DW_OP_breg0 && op <= DW_OP_breg31) || op == DW_OP_bregx) {
				pc.kind = NVT_ADDR_GENERIC;
				pc.from_reg = true;
			}
		}
		if (op == 0x9f) /* DW_OP_stack_value */
			pc.value = true;
		if (op == DW_OP_piece || op == 0x9d)
			piece_end(&pc, r);
		i += 1 + (size_t)len;
	}
	piece_end(&pc, r);
	return 0;
}

void nvt_dw_class_finish(struct dw_class_result *r)
{
	unsigned mask = r->mem_mask, count = 0;

	for (unsigned c = 0; c <= NVT_ADDR_CLASS_MAX; c++)
		if (mask & (1u << c))
			count++;
	r->mixed_memory = count > 1;
	if (count >= 1)
		r->cls = r->first_mem;
	else if (r->has_memory)
		r->cls = 0; /* only memory of unknown space: cannot tell */
	else
		r->cls = NVT_ADDR_REG; /* registers, or values that live nowhere */
}

struct loc_ctx {
	const struct nvt_dwarf *dw;
	uint8_t addr_size;
	struct dw_class_result *r;
};

static int loc_cb(const struct dw_loc_entry *e, void *ctx)
{
	struct loc_ctx *c = ctx;

	return nvt_dw_expr_classify(c->dw, e->expr, e->len, e->refs, e->nrefs, e->expr_off,
				    c->addr_size, c->r);
}

bool nvt_dw_die_expected_class(const struct nvt_dwarf *dw, const struct dw_die *die,
			       struct dw_class_result *r)
{
	const struct dw_attr *a = nvt_dw_die_attr(die, DW_AT_location);
	const uint8_t *p;
	size_t n;
	uint8_t asz = dw->cus[die->cu].addr_size;

	memset(r, 0, sizeof(*r));
	if (!a)
		return false;
	if (nvt_dw_attr_is_block(a, &p, &n)) {
		/* refs of the attribute are relative to its value */
		if (nvt_dw_expr_classify(dw, p, n, a->refs, a->nrefs, (size_t)(p - a->val), asz, r))
			r->uncertain = true;
	} else if (nvt_dw_attr_is_loclist(a)) {
		struct loc_ctx c = { dw, asz, r };
		if (nvt_dw_loclist_walk(dw, a, asz, loc_cb, &c))
			r->uncertain = true;
	}
	nvt_dw_class_finish(r);
	return true;
}

/* ---- printing ---------------------------------------------------------------------- */

/* LLVM's NVPTX writes a virtual register as its name, big-endian ASCII
 * packed into the DW_OP_regx operand ("%r41" = 0x25723431). */
static bool reg_name(uint64_t v, char *buf, size_t size)
{
	char tmp[9];
	int n = 0;

	for (int sh = 56; sh >= 0; sh -= 8) {
		unsigned c = (unsigned)(v >> sh) & 0xff;
		if (!c && !n)
			continue;
		if (!isprint((int)c))
			return false;
		tmp[n++] = (char)c;
	}
	tmp[n] = 0;
	if (n < 2 || tmp[0] != '%')
		return false;
	snprintf(buf, size, "%s", tmp);
	return true;
}

static int print_ref(struct nvt_strbuf *out, const struct dw_ref *r)
{
	int err = nvt_strbuf_puts(out, r->sym);

	if (!err && r->sym2)
		err = nvt_strbuf_printf(out, "-%s", r->sym2);
	if (!err && r->addend)
		err = nvt_strbuf_printf(out, "%+lld", (long long)r->addend);
	return err;
}

int nvt_dw_expr_print(struct nvt_strbuf *out, const uint8_t *p, size_t n,
		      const struct dw_ref *refs, size_t nrefs, size_t base, uint8_t addr_size)
{
	size_t i = 0;
	int err = 0;

	while (i < n && !err) {
		uint8_t op = p[i];
		long len = op_len(op, p + i + 1, n - i - 1, addr_size);
		const char *name = nvt_dw_op_name(op);
		uint64_t u;
		int64_t s;

		if (i)
			err = nvt_strbuf_puts(out, ", ");
		if (len < 0) {
			err = err ?: nvt_strbuf_printf(out, "<malformed op 0x%02x>", op);
			break;
		}
		err = err ?: (name ? nvt_strbuf_puts(out, name) : nvt_strbuf_printf(out, "DW_OP_<0x%02x>", op));
		const uint8_t *q = p + i + 1;
		if (err || !len) {
			i += 1 + (size_t)len;
			continue;
		}
		if (op == DW_OP_addr) {
			const struct dw_ref *r = find_ref(refs, nrefs, base + i + 1);
			err = nvt_strbuf_puts(out, " ");
			if (!err && r)
				err = print_ref(out, r);
			else if (!err)
				err = nvt_strbuf_printf(out, "0x%llx",
							(unsigned long long)nvt_dw_get_le(q, addr_size));
		} else if (op == DW_OP_regx) {
			char rn[16];
			nvt_dw_uleb(q, (size_t)len, &u);
			if (reg_name(u, rn, sizeof(rn)))
				err = nvt_strbuf_printf(out, " %s", rn);
			else
				err = nvt_strbuf_printf(out, " 0x%llx", (unsigned long long)u);
		} else if (op == DW_OP_bregx) {
			char rn[16];
			size_t k = nvt_dw_uleb(q, (size_t)len, &u);
			nvt_dw_sleb(q + k, (size_t)len - k, &s);
			if (reg_name(u, rn, sizeof(rn)))
				err = nvt_strbuf_printf(out, " %s %+lld", rn, (long long)s);
			else
				err = nvt_strbuf_printf(out, " 0x%llx %+lld", (unsigned long long)u, (long long)s);
		} else if (op == 0x11 || op == DW_OP_fbreg || (op >= DW_OP_breg0 && op <= DW_OP_breg31)) {
			nvt_dw_sleb(q, (size_t)len, &s);
			err = nvt_strbuf_printf(out, " %+lld", (long long)s);
		} else if (op == 0x10 || op == 0x23 || op == DW_OP_piece) {
			nvt_dw_uleb(q, (size_t)len, &u);
			err = nvt_strbuf_printf(out, " 0x%llx", (unsigned long long)u);
		} else if (len <= 8 && op != 0x9e && op != DW_OP_bregx && op != 0x9d) {
			err = nvt_strbuf_printf(out, " 0x%llx",
						(unsigned long long)nvt_dw_get_le(q, (unsigned)len));
		} else {
			for (long k = 0; k < len && !err; k++)
				err = nvt_strbuf_printf(out, " %02x", q[k]);
		}
		i += 1 + (size_t)len;
	}
	return err;
}
