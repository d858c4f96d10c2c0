/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Debug post-processing of the PTX text LLVM wrote (see cg.h).
 *
 * --lineinfo (mode 1): the C API cannot set LLVM's "DebugDirectivesOnly"
 * emission kind, so the module keeps its full debug info, LLVM writes
 * `.target sm_XX, debug` and DWARF in `.section .debug_*` blocks, and we
 * remove both here, keeping `.file` and `.loc` (what nvcc -lineinfo gives:
 * ptxas builds .debug_line from them, and no `debug` flag means ptxas
 * optimizes normally). The one section kept is .debug_str when a `.loc`
 * refers into it (`function_name $L__info_stringN` for inlined code).
 *
 * The PTX LLVM writes is regular: a section is
 *     \t.section\t.debug_NAME\n\t{\n ... \t}\n
 * or, when empty, `\t.section\t.debug_NAME\t{\t}` on one line; its body
 * holds data directives and labels. The text is read through the PTX
 * lexer (src/ptx/lex.h), so a brace in a comment or a string
 * does not end a section (it once did: the rest of the PTX was dropped).
 *
 * -g (mode 2): the DWARF LLVM wrote is decoded and fixed by src/dwarf
 * (nvt_dwarf__fix_ptx: CUDA address classes on every located variable and
 * parameter, kernel parameters never written described at their .param
 * symbol; see doc/ptx-dwarf.md).
 */
#include <stdlib.h>

#include <nvvmtools/dwarf.h>
#include "codegen/cg.h"
#include "ptx/lex.h"

/* Offset of the start of the line holding offset `off`. */
static size_t line_begin(const char *text, size_t off)
{
	while (off && text[off - 1] != '\n')
		off--;
	return off;
}

/* Offset just past the end (newline included) of the line holding `off`. */
static size_t line_end(const char *text, size_t len, size_t off)
{
	const char *nl = memchr(text + off, '\n', len - off);

	return nl ? (size_t)(nl - text) + 1 : len;
}

static int strip_for_lineinfo(char **ptx, size_t *len, const char *file, struct nvt_diags *d)
{
	const char *text = *ptx;
	struct nvt_strbuf out = { 0 };
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t, arg;
	bool keep_str = false;
	unsigned prev_line = 0;
	size_t copied = 0; /* text before this offset is in `out` (or dropped) */

	/* A .loc of inlined code names its function through a .debug_str
	 * label (`function_name $L__info_stringN`). */
	nvt_ptx_lexer__init(&lx, text, *len, 0);
	while (!keep_str && nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		keep_str = t.kind == NVT_PTX_TOK_IDENT && nvt_ptx_tok__is(&t, "function_name");

	nvt_ptx_lexer__init(&lx, text, *len, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		bool first = t.line != prev_line;

		prev_line = t.line;
		if (!first || t.kind != NVT_PTX_TOK_DIRECTIVE)
			continue;
		if (nvt_ptx_tok__is(&t, ".section") && nvt_ptx_lexer__peek(&lx, &arg) &&
		    arg.line == t.line && arg.n > 7 && !memcmp(arg.s, ".debug_", 7) &&
		    !(keep_str && nvt_ptx_tok__is(&arg, ".debug_str"))) {
			/* The whole lines from `.section` to the closing brace
			 * (the header line may come before its `{`). */
			size_t from = line_begin(text, t.off);

			nvt_ptx_lexer__next(&lx, &arg);
			if (nvt_ptx_lexer__next(&lx, &arg) != NVT_PTX_TOK_PUNCT ||
			    !nvt_ptx_tok__punct(&arg, '{') ||
			    !nvt_ptx_lexer__skip_group(&lx, '{', '}', &arg)) {
				nvt_error(d, "internal", file, NULL,
					  "internal error: unterminated debug section in the PTX LLVM wrote");
				nvt_strbuf_free(&out);
				return -EINVAL;
			}
			if (nvt_strbuf_append(&out, text + copied, from - copied))
				goto nomem;
			copied = line_end(text, *len, arg.off);
			prev_line = arg.line;
		} else if (nvt_ptx_tok__is(&t, ".target")) {
			/* ".target sm_75, debug" -> ".target sm_75" */
			while (nvt_ptx_lexer__peek(&lx, &arg) && arg.line == t.line) {
				struct nvt_ptx_tok comma = arg;

				nvt_ptx_lexer__next(&lx, &arg);
				if (!nvt_ptx_tok__punct(&comma, ',') || !nvt_ptx_lexer__peek(&lx, &arg) ||
				    arg.line != t.line || !nvt_ptx_tok__is(&arg, "debug"))
					continue;
				nvt_ptx_lexer__next(&lx, &arg);
				if (nvt_strbuf_append(&out, text + copied, comma.off - copied))
					goto nomem;
				copied = arg.off + arg.n;
			}
		}
	}
	if (nvt_strbuf_append(&out, text + copied, *len - copied) || nvt_strbuf_reserve(&out, 1))
		goto nomem;
	free(*ptx);
	*ptx = nvt_strbuf_detach(&out, len);
	return 0;
nomem:
	nvt_strbuf_free(&out);
	return -ENOMEM;
}

int nvt_cg_postprocess_debug(char **ptx, size_t *len, int mode, const char *file,
			     struct nvt_diags *d)
{
	switch (mode) {
	case 1:
		return strip_for_lineinfo(ptx, len, file, d);
	case 2: /* address classes, kernel params at .param (src/dwarf, doc/ptx-dwarf.md) */
		NVT_OPTS(nvt_dwarf_fix_opts, fo, .name = file);
		return nvt_dwarf__fix_ptx(ptx, len, &fo, NULL, d);
	default:
		return 0;
	}
}
