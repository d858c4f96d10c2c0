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
 * holds data directives and labels, never braces.
 *
 * -g (mode 2): the DWARF LLVM wrote is decoded and fixed by src/dwarf
 * (nvt_dwarf__fix_ptx: CUDA address classes on every located variable and
 * parameter, kernel parameters never written described at their .param
 * symbol; see doc/ptx-dwarf.md).
 */
#include <stdlib.h>

#include <nvvmtools/dwarf.h>
#include "codegen/cg.h"

static bool starts_with_ws(const char *p, const char *end, const char *word, const char **after)
{
	size_t n = strlen(word);

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if ((size_t)(end - p) < n || memcmp(p, word, n))
		return false;
	*after = p + n;
	return true;
}

/* The section name after ".section" on this line ("" if none). */
static size_t section_name(const char *p, const char *end, const char **name)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	*name = p;
	while (p < end && *p != ' ' && *p != '\t' && *p != '{' && *p != '\n')
		p++;
	return (size_t)(p - *name);
}

static int strip_for_lineinfo(char **ptx, size_t *len, const char *file, struct nvt_diags *d)
{
	const char *s = *ptx, *end = s + *len;
	bool keep_str = memmem(s, *len, "function_name", 13) != NULL;
	struct nvt_strbuf out = { 0 };
	int depth = 0;      /* brace depth inside a dropped section */
	bool dropping = false;

	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		const char *le = nl ? nl + 1 : end;
		const char *after;

		if (dropping) {
			for (const char *p = s; p < le; p++) {
				if (*p == '{')
					depth++;
				else if (*p == '}')
					depth--;
			}
			/* A section's header line may come before its `{`. */
			if (depth <= 0 && memchr(s, '}', (size_t)(le - s)))
				dropping = false;
			s = le;
			continue;
		}
		if (starts_with_ws(s, le, ".section", &after)) {
			const char *name;
			size_t nlen = section_name(after, le, &name);
			if (nlen > 7 && !memcmp(name, ".debug_", 7) &&
			    !(keep_str && nlen == 10 && !memcmp(name, ".debug_str", 10))) {
				depth = 0;
				for (const char *p = after; p < le; p++) {
					if (*p == '{')
						depth++;
					else if (*p == '}')
						depth--;
				}
				/* `{ }` on the header line: done with one line. */
				dropping = !(memchr(after, '{', (size_t)(le - after)) && depth <= 0);
				s = le;
				continue;
			}
		}
		if (starts_with_ws(s, le, ".target", &after)) {
			/* ".target sm_75, debug" -> ".target sm_75" */
			const char *dbg = memmem(after, (size_t)(le - after), ", debug", 7);
			if (dbg) {
				if (nvt_strbuf_append(&out, s, (size_t)(dbg - s)) ||
				    nvt_strbuf_append(&out, dbg + 7, (size_t)(le - dbg - 7)))
					goto nomem;
				s = le;
				continue;
			}
		}
		if (nvt_strbuf_append(&out, s, (size_t)(le - s)))
			goto nomem;
		s = le;
	}
	if (dropping) {
		nvt_error(d, "internal", file, NULL,
			  "internal error: unterminated debug section in the PTX LLVM wrote");
		nvt_strbuf_free(&out);
		return -EINVAL;
	}
	if (nvt_strbuf_reserve(&out, 1))
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
