/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PTX symbol table of the DWARF fixer (src/dwarf/ptx_symbols.c): the
 * state space of each declared name, the parameters of each function, the
 * definition preferred over a prototype, the function whose body holds a
 * code label; and the same answers on a module of thousands of functions
 * (its lookups are indexed: a -O0 -g CUTLASS module made linear ones
 * quadratic).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dwarf/dwarf_internal.h"
#include "test.h"

static const char small_ptx[] =
	"//\n"
	".version 7.0\n"
	".target sm_80\n"
	".address_size 64\n"
	"\n"
	".func  (.param .b32 func_retval0) helper(\n"
	"\t.param .b32 helper_param_0\n"
	");\n"
	".global .align 4 .b32 g;\n"
	".shared .align 4 .b8 s[16];\n"
	".const .align 4 .b32 c = 3;\n"
	".visible .entry k(\n"
	"\t.param .u64 k_param_0,\n"
	"\t.param .u32 k_param_1\n"
	")\n"
	"{\n"
	"\t.local .align 4 .b8 \t__local_depot0[8];\n"
	"\t.reg .b32 %r<3>;\n"
	"$L__func_begin0:\n"
	"\tld.param.u32 %r1, [k_param_1];\n"
	"\tret;\n"
	"$L__func_end0:\n"
	"}\n"
	"$L__between:\n" /* not PTX LLVM writes: a label outside every body */
	".func  (.param .b32 func_retval0) helper(\n"
	"\t.param .b32 helper_param_0\n"
	")\n"
	"{\n"
	"$L__func_begin1:\n"
	"\tret;\n"
	"}\n"
	"\t.section\t.debug_info\n"
	"\t{\n"
	"$L__info_start0:\n"
	"\t.b8 1\n"
	"\t}\n";

static void test_small(void)
{
	struct ptx_symtab st;
	const struct ptx_func *f;

	CHECK_INT(nvt_ptx_symtab_scan(&st, small_ptx, strlen(small_ptx)), 0);
	CHECK_INT(nvt_ptx_symtab_class(&st, "g"), NVT_ADDR_GLOBAL);
	CHECK_INT(nvt_ptx_symtab_class(&st, "s"), NVT_ADDR_SHARED);
	CHECK_INT(nvt_ptx_symtab_class(&st, "c"), NVT_ADDR_CONST);
	CHECK_INT(nvt_ptx_symtab_class(&st, "__local_depot0"), NVT_ADDR_LOCAL);
	CHECK_INT(nvt_ptx_symtab_class(&st, "k_param_1"), NVT_ADDR_PARAM);
	CHECK_INT(nvt_ptx_symtab_class(&st, "k"), NVT_ADDR_CODE);
	CHECK_INT(nvt_ptx_symtab_class(&st, "helper"), NVT_ADDR_CODE);
	CHECK_INT(nvt_ptx_symtab_class(&st, "nothing"), 0);
	/* an instruction operand is no declaration */
	CHECK_INT(nvt_ptx_symtab_class(&st, "%r1"), 0);

	f = nvt_ptx_symtab_func(&st, "k");
	CHECK(f && f->entry && f->nparams == 2);
	if (f && f->nparams == 2)
		CHECK_STR(f->params[1], "k_param_1");
	/* the prototype comes first, the definition is preferred */
	f = nvt_ptx_symtab_func(&st, "helper");
	CHECK(f && !f->entry && f->body_end > f->body_begin);
	CHECK(nvt_ptx_symtab_func(&st, "nothing") == NULL);

	CHECK(nvt_ptx_symtab_label_func(&st, "$L__func_begin0") == nvt_ptx_symtab_func(&st, "k"));
	CHECK(nvt_ptx_symtab_label_func(&st, "$L__func_end0") == nvt_ptx_symtab_func(&st, "k"));
	CHECK(nvt_ptx_symtab_label_func(&st, "$L__func_begin1") == nvt_ptx_symtab_func(&st, "helper"));
	/* labels of the debug sections are not code labels */
	CHECK(nvt_ptx_symtab_label_func(&st, "$L__info_start0") == NULL);
	CHECK(nvt_ptx_symtab_label_func(&st, "$L__nothing") == NULL);
	CHECK(nvt_ptx_symtab_label_func(&st, "$L__between") == NULL);
	nvt_ptx_symtab_free(&st);
	CHECK(st.nsyms == 0 && st.sym_ix.e == NULL && st.bodies == NULL);
}

/* A prototype only (an extern function): found, without a body. */
static void test_prototype_only(void)
{
	static const char ptx[] = ".version 7.0\n.target sm_80\n.address_size 64\n"
				  ".extern .func ext(.param .b64 ext_param_0);\n";
	struct ptx_symtab st;

	CHECK_INT(nvt_ptx_symtab_scan(&st, ptx, strlen(ptx)), 0);
	const struct ptx_func *f = nvt_ptx_symtab_func(&st, "ext");
	CHECK(f && f->body_end == 0 && f->nparams == 1);
	CHECK_INT(nvt_ptx_symtab_class(&st, "ext"), NVT_ADDR_CODE);
	nvt_ptx_symtab_free(&st);
}

/* Thousands of functions, each with prototype, depot, parameters and
 * labels: every lookup lands on its own function. */
static void test_many(void)
{
	enum { N = 3000 };
	struct nvt_strbuf sb = { 0 };
	struct ptx_symtab st;
	char name[64];

	CHECK_INT(nvt_strbuf_puts(&sb, ".version 7.0\n.target sm_80\n.address_size 64\n"), 0);
	for (int i = 0; i < N; i++)
		CHECK_INT(nvt_strbuf_printf(&sb, ".func f%d(.param .b32 f%d_param_0);\n", i, i), 0);
	for (int i = 0; i < N; i++)
		CHECK_INT(nvt_strbuf_printf(&sb,
					    ".func f%d(.param .b32 f%d_param_0)\n{\n"
					    "\t.local .align 4 .b8 __local_depot%d[4];\n"
					    "$L__func_begin%d:\n\tret;\n$L__tmp%d:\n}\n",
					    i, i, i, i, i),
			  0);
	CHECK_INT(nvt_ptx_symtab_scan(&st, sb.data, sb.len), 0);
	CHECK_INT(st.nfuncs, 2 * N);
	CHECK_INT(st.nbodies, N);
	for (int i = 0; i < N; i++) {
		snprintf(name, sizeof(name), "f%d", i);
		const struct ptx_func *f = nvt_ptx_symtab_func(&st, name);
		CHECK(f && f->body_end && !strcmp(f->name, name));
		snprintf(name, sizeof(name), "$L__func_begin%d", i);
		CHECK(nvt_ptx_symtab_label_func(&st, name) == f);
		snprintf(name, sizeof(name), "$L__tmp%d", i);
		CHECK(nvt_ptx_symtab_label_func(&st, name) == f);
		snprintf(name, sizeof(name), "__local_depot%d", i);
		CHECK_INT(nvt_ptx_symtab_class(&st, name), NVT_ADDR_LOCAL);
		snprintf(name, sizeof(name), "f%d_param_0", i);
		CHECK_INT(nvt_ptx_symtab_class(&st, name), NVT_ADDR_PARAM);
	}
	nvt_ptx_symtab_free(&st);
	nvt_strbuf_free(&sb);
}

int main(void)
{
	test_small();
	test_prototype_only();
	test_many();
	return TEST_DONE();
}
