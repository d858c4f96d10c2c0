/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Loading and writing NVVM IR through the LLVM C API, with LLVM's own
 * diagnostics routed into nvt_diags. LLVM keeps no per-process state here:
 * each module has its own context unless it shares one on purpose.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/IRReader.h>

#include "llvm/jobs.h"
#include "llvm/llvm.h"

void nvt_llvm_diag_handler(LLVMDiagnosticInfoRef di, void *opaque)
{
	struct nvt_diag_route *r = opaque;
	enum nvt_severity sev;
	char *msg;

	switch (LLVMGetDiagInfoSeverity(di)) {
	case LLVMDSError: sev = NVT_ERROR; break;
	case LLVMDSWarning: sev = NVT_WARNING; break;
	case LLVMDSRemark: return; /* optimization remarks are not diagnostics */
	default: sev = NVT_NOTE; break;
	}
	msg = LLVMGetDiagInfoDescription(di);
	if (r->bitcode_read && sev == NVT_ERROR) {
		nvt_llvm_bitcode_error(r->diags, r->file, msg);
		LLVMDisposeMessage(msg);
		return;
	}
	nvt_llvm_report_message(r->diags, sev, "llvm", r->file, msg);
}

/* What LLVM's bitcode reader says of damaged bytes names its own
 * internals ("can't skip to bit 58048 from 320"): the common ones in our
 * words, LLVM's kept after them. A cut file is told apart before LLVM
 * reads it (bitcode_extent). */
void nvt_llvm_bitcode_error(struct nvt_diags *diags, const char *file, const char *msg)
{
	static const struct { const char *llvm, *ours; } known[] = {
		{ "can't skip to bit", "a block's length reaches past the end of the data" },
		{ "Malformed block", "a block is malformed" },
		{ "Invalid record", "a record is malformed" },
		{ "Invalid bitcode signature", "the bitcode's magic or its length is wrong" },
		{ "Expected a single module", "it holds no module, or more than one" },
		{ "Invalid value reference", "a record refers to a value that does not exist" },
		{ "Invalid type", "a record names a type that does not exist" },
	};
	const char *text = msg ? msg : "unknown error";

	for (size_t i = 0; i < ARRAY_SIZE(known); i++)
		if (!strncmp(text, known[i].llvm, strlen(known[i].llvm))) {
			nvt_error(diags, "bitcode-damaged", file, NULL,
				  "damaged: %s (LLVM's bitcode reader: %s)", known[i].ours, text);
			return;
		}
	nvt_error(diags, "bitcode-damaged", file, NULL, "damaged: LLVM's bitcode reader: %s", text);
}

/* The input LLVM works on now, for the tools' fatal-error and crash
 * handlers (which have no context): this thread's, set with the context's
 * file (src/llvm/process.c). A context made without a name leaves the
 * previous one. */
static void note_current_file(const char *file)
{
	if (file)
		nvt_llvm_set_current_file(file);
}

/* Metadata kinds LLVM registers by name as a side effect, so that a
 * context's kind table, which LLVM's bitcode writer writes whole, would
 * depend on the path a module took: a full read that strips a module's
 * debug info (UpgradeDebugInfo -> StripDebugInfo, as on libdevice's old
 * debug info) clears "heapallocsite" from every instruction by name, a
 * lazy read does not. nvvm-link's output with and without --no-isolate
 * differed by that one kind. Registered in every context first, the table
 * is the same whichever way the module was read. */
void nvt_llvm_context_register_kinds(LLVMContextRef ctx)
{
	static const char *const kinds[] = { "heapallocsite" };

	for (size_t i = 0; i < ARRAY_SIZE(kinds); i++)
		LLVMGetMDKindIDInContext(ctx, kinds[i], (unsigned)strlen(kinds[i]));
}

LLVMContextRef nvt_llvm_context_new(struct nvt_diags *diags, const char *file)
{
	LLVMContextRef ctx = LLVMContextCreate();
	struct nvt_diag_route *r = calloc(1, sizeof(*r));

	if (!ctx || !r) {
		free(r);
		if (ctx)
			LLVMContextDispose(ctx);
		return NULL;
	}
	r->diags = diags;
	r->file = nvt_strdup(file);
	note_current_file(file);
	LLVMContextSetDiagnosticHandler(ctx, nvt_llvm_diag_handler, r);
	nvt_llvm_context_register_kinds(ctx);
	return ctx;
}

void nvt_llvm_context_set_file(LLVMContextRef ctx, const char *file)
{
	struct nvt_diag_route *r = LLVMContextGetDiagnosticContext(ctx);

	if (!r)
		return;
	free((char *)r->file);
	r->file = nvt_strdup(file);
	note_current_file(file);
}

/* While set, an error LLVM reports in `ctx` is its bitcode reader's. */
static void set_bitcode_read(LLVMContextRef ctx, bool on)
{
	struct nvt_diag_route *r = LLVMContextGetDiagnosticContext(ctx);

	if (r)
		r->bitcode_read = on;
}

void nvt_llvm_context_free(LLVMContextRef ctx)
{
	struct nvt_diag_route *r;

	if (!ctx)
		return;
	r = LLVMContextGetDiagnosticContext(ctx);
	LLVMContextDispose(ctx);
	if (r) {
		free((char *)r->file);
		free(r);
	}
}

static pthread_once_t nvptx_once = PTHREAD_ONCE_INIT;

static void init_nvptx(void)
{
	LLVMInitializeNVPTXTargetInfo();
	LLVMInitializeNVPTXTarget();
	LLVMInitializeNVPTXTargetMC();
	LLVMInitializeNVPTXAsmPrinter();
}

void nvt_llvm_init_nvptx(void)
{
	pthread_once(&nvptx_once, init_nvptx);
}

LLVMValueRef *nvt_llvm_named_operands(LLVMModuleRef m, const char *name, unsigned *n)
{
	LLVMValueRef *ops;

	*n = LLVMGetNamedMetadata(m, name, strlen(name)) ? LLVMGetNamedMetadataNumOperands(m, name) : 0;
	if (!*n || !(ops = calloc(*n, sizeof(*ops))))
		return NULL;
	LLVMGetNamedMetadataOperands(m, name, ops);
	return ops;
}

bool nvt_llvm_is_kernel(LLVMValueRef f)
{
	return LLVMGetFunctionCallConv(f) == LLVMPTXKernelCallConv;
}

LLVMOpcode nvt_llvm_opcode(LLVMValueRef v)
{
	if (LLVMIsAInstruction(v))
		return LLVMGetInstructionOpcode(v);
	if (LLVMIsAConstantExpr(v))
		return LLVMGetConstOpcode(v);
	return (LLVMOpcode)0;
}

char *nvt_module_target_cpu(LLVMModuleRef m)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex,
								  "target-cpu", 10);
		unsigned len = 0;
		const char *v;

		if (!a)
			continue;
		v = LLVMGetStringAttributeValue(a, &len);
		if (v && len)
			return nvt_strndup(v, len);
	}
	return NULL;
}

LLVMTargetMachineRef nvt_llvm_target_machine(const char *triple, const char *cpu, const char *features,
					     int level, const char *file, struct nvt_diags *diags)
{
	static const LLVMCodeGenOptLevel levels[] = {
		LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
		LLVMCodeGenLevelAggressive,
	};
	LLVMTargetMachineOptionsRef o;
	LLVMTargetMachineRef tm;
	LLVMTargetRef target;
	char *msg = NULL;

	if (!triple)
		triple = NVT_NVPTX_TRIPLE;
	nvt_llvm_init_nvptx();
	if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
		nvt_error(diags, "internal", file, triple, "cannot find the NVPTX target for '%s': %s", triple,
			  msg ? msg : "unknown error");
		LLVMDisposeMessage(msg);
		return NULL;
	}
	o = LLVMCreateTargetMachineOptions();
	if (!o)
		return NULL;
	LLVMTargetMachineOptionsSetCPU(o, cpu);
	if (features)
		LLVMTargetMachineOptionsSetFeatures(o, features);
	LLVMTargetMachineOptionsSetCodeGenOptLevel(o, levels[level < 0 ? 0 : level > 3 ? 3 : level]);
	tm = LLVMCreateTargetMachineWithOptions(target, triple, o);
	LLVMDisposeTargetMachineOptions(o);
	if (!tm)
		nvt_error(diags, "internal", file, cpu, "cannot create an NVPTX target machine for %s", cpu);
	return tm;
}

/* LLVM formats parser errors as "NAME:LINE:COL: error: MESSAGE\n<source line>\n<caret>".
 * Keep the first line's message and lift NAME/LINE/COL into the record. */
void nvt_llvm_report_message(struct nvt_diags *diags, enum nvt_severity sev, const char *rule,
			     const char *file, char *msg)
{
	const char *text = msg ? msg : "unknown LLVM error";
	unsigned line = 0, col = 0;
	char *first, *nl;

	first = nvt_strdup(text);
	if (!first) {
		LLVMDisposeMessage(msg);
		return;
	}
	nl = strchr(first, '\n');
	if (nl)
		*nl = '\0';
	char *body = first;
	if (file) {
		size_t fl = strlen(file);
		if (!strncmp(body, file, fl) && body[fl] == ':') {
			char *p = body + fl + 1, *end;
			unsigned long l = strtoul(p, &end, 10);
			if (end != p && *end == ':') {
				line = (unsigned)l;
				p = end + 1;
				unsigned long c = strtoul(p, &end, 10);
				if (end != p && *end == ':') {
					col = (unsigned)c;
					p = end + 1;
				}
			}
			body = p;
			while (*body == ' ')
				body++;
		}
	}
	/* LLVM's location of a diagnostic without a debug location (an
	 * optimization failure such as "loop not unrolled" on IR without -g):
	 * it names nothing, so it is dropped */
	if (!strncmp(body, "<unknown>:0:0: ", 15))
		body += 15;
	static const char *const prefixes[] = { "error: ", "warning: ", "note: " };
	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++) {
		size_t n = strlen(prefixes[i]);
		if (!strncmp(body, prefixes[i], n)) {
			body += n;
			break;
		}
	}
	nvt_diags__reportf(diags, sev, rule, file, line, col, NULL, "%s", body);
	free(first);
	LLVMDisposeMessage(msg);
}

const char *nvt_llvm_linkage_name(LLVMLinkage linkage)
{
	switch (linkage) {
	case LLVMExternalLinkage: return "external";
	case LLVMAvailableExternallyLinkage: return "available_externally";
	case LLVMLinkOnceAnyLinkage: return "linkonce";
	case LLVMLinkOnceODRLinkage: return "linkonce_odr";
	case LLVMWeakAnyLinkage: return "weak";
	case LLVMWeakODRLinkage: return "weak_odr";
	case LLVMAppendingLinkage: return "appending";
	case LLVMInternalLinkage: return "internal";
	case LLVMPrivateLinkage: return "private";
	case LLVMExternalWeakLinkage: return "extern_weak";
	case LLVMCommonLinkage: return "common";
	case LLVMLinkerPrivateLinkage: return "linker_private";
	case LLVMLinkerPrivateWeakLinkage: return "linker_private_weak";
	case LLVMGhostLinkage: return "ghost";
	default: return "unknown";
	}
}

char *nvt_llvm_value_name(LLVMValueRef v)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(v, &len);

	return nvt_strndup(s ? s : "", s ? len : 0);
}

struct nvt_module *nvt_module_wrap(LLVMContextRef ctx, LLVMModuleRef mod, const char *name,
				   bool owns_ctx, struct nvt_diags *diags)
{
	struct nvt_module *m = calloc(1, sizeof(*m));

	if (!m)
		return NULL;
	m->name = nvt_strdup(name ? name : "<module>");
	if (!m->name) {
		free(m);
		return NULL;
	}
	m->ctx = ctx;
	m->mod = mod;
	m->owns_ctx = owns_ctx;
	m->diags = diags;
	return m;
}

/* LLVM's Module::getModuleFlag (LLVMGetModuleFlag, and every pass that
 * asks for a flag) casts each operand of !llvm.module.flags to the
 * {behavior, key, value} shape without checking it, and crashes on another
 * node (e.g. a mutated `!{..., !14}` naming a !DILocation); the IR reader
 * accepts such a module when no "Debug Info Version" 3 makes it run the
 * verifier. Refuse it right after loading, naming the operand. */
static int check_module_flags(LLVMModuleRef mod, const char *name, struct nvt_diags *diags)
{
	static const char key[] = "llvm.module.flags";
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(mod, key, &n);
	int bad = 0;

	if (!ops)
		return n ? -ENOMEM : 0;
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef f = ops[i], fo[3] = { 0 };
		bool ok = f && LLVMIsAMDNode(f) && LLVMGetMDNodeNumOperands(f) == 3;
		if (ok) {
			LLVMGetMDNodeOperands(f, fo);
			ok = fo[0] && LLVMIsAConstantInt(fo[0]) && fo[1] && LLVMIsAMDString(fo[1]);
		}
		if (!ok) {
			nvt_error(diags, "module-flags", name, "!llvm.module.flags",
				  "operand %u of !llvm.module.flags is not a module flag: expected "
				  "!{i32 BEHAVIOR, !\"KEY\", VALUE}", i);
			bad = 1;
		}
	}
	free(ops);
	return bad ? -EINVAL : 0;
}

/* LLVM 22's text reader upgrades calls of llvm.dbg.value/declare/... to
 * debug records; a call whose result is named (`%r = call {i32, i1}
 * @llvm.dbg.value(...)`) is erased while its users still point at it, and
 * LLVM's verifier then crashes (SIGSEGV in Instruction::getFunction). Debug
 * intrinsics return void, so such a line is always invalid: refuse it
 * before parsing. A cheap line scan: an instruction line that starts with
 * a %name, assigns it, and calls @llvm.dbg.*, outside comments. */
static int check_dbg_call_results(const struct nvt_blob *blob, const char *name,
				  struct nvt_diags *diags)
{
	const char *p = nvt_blob__data(blob), *end = p + nvt_blob__size(blob);
	unsigned line = 0;
	int bad = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end, *q = p;
		line++;
		while (q < le && (*q == ' ' || *q == '\t'))
			q++;
		if (q < le && *q == '%') {
			const char *semi = memchr(q, ';', (size_t)(le - q));
			const char *stop = semi ? semi : le;
			const char *eq = memchr(q, '=', (size_t)(stop - q));
			/* memmem: the first match, as a byte-by-byte memcmp
			 * loop found it, without a call per byte */
			const char *dbg = eq ? memmem(eq, (size_t)(stop - eq), "@llvm.dbg.", 10) : NULL;
			const char *call = dbg ? memmem(eq, (size_t)(dbg - eq), "call ", 5) : NULL;
			if (dbg && call) {
				size_t n = 10;
				while (dbg + n < stop && dbg[n] != '(' && dbg[n] != ' ')
					n++;
				nvt_diags__reportf(diags, NVT_ERROR, "ir-parse", name, line,
						   (unsigned)(q - p) + 1, NULL,
						   "the result of a call to '%.*s' is named: debug "
						   "intrinsics return void", (int)n - 1, dbg + 1);
				bad = 1;
			}
		}
		p = le + 1;
	}
	return bad ? -EINVAL : 0;
}

/* The text reader's debug-info upgrade runs LLVM's verifier when a module
 * says "Debug Info Version" 3, and that verifier asks for module flags
 * (Module::getModuleFlag, via isInterposable) before it checks their
 * shape: a malformed operand of !llvm.module.flags crashes the parser
 * itself, so check_module_flags() below comes too late. In text, each
 * operand must be defined as `!N = !{i32 ...` with a !"KEY" second: find
 * each definition by a line scan and refuse any other shape. */
static const char *find_line_prefix(const char *p, const char *end, const char *pre, size_t n)
{
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		if ((size_t)(le - p) >= n && !memcmp(p, pre, n))
			return p;
		p = le + 1;
	}
	return NULL;
}

static bool text_flag_ok(const char *q, const char *le)
{
	static const char dist[] = "distinct ", head[] = "!{i32 ";
	if ((size_t)(le - q) >= sizeof(dist) - 1 && !memcmp(q, dist, sizeof(dist) - 1))
		q += sizeof(dist) - 1;
	if ((size_t)(le - q) < sizeof(head) - 1 || memcmp(q, head, sizeof(head) - 1))
		return false;
	q += sizeof(head) - 1;
	if (q < le && *q == '-')
		q++;
	if (q >= le || *q < '0' || *q > '9')
		return false;
	while (q < le && *q >= '0' && *q <= '9')
		q++;
	return le - q >= 4 && !memcmp(q, ", !\"", 4);
}

static int check_text_module_flags(const struct nvt_blob *blob, const char *name,
				   struct nvt_diags *diags)
{
	static const char key[] = "!llvm.module.flags = !{";
	const char *data = nvt_blob__data(blob), *end = data + nvt_blob__size(blob);
	const char *p = data;
	int bad = 0;

	while ((p = find_line_prefix(p, end, key, sizeof(key) - 1))) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		for (const char *q = p + sizeof(key) - 1; q < le && *q != '}'; q++) {
			char pre[32];
			unsigned long id;
			char *e;
			if (*q != '!' || q + 1 >= le || q[1] < '0' || q[1] > '9')
				continue;
			id = strtoul(q + 1, &e, 10);
			int n = snprintf(pre, sizeof(pre), "!%lu = ", id);
			const char *def = find_line_prefix(data, end, pre, (size_t)n);
			if (!def)
				continue; /* undefined: LLVM's parser reports it */
			const char *dnl = memchr(def, '\n', (size_t)(end - def));
			if (!text_flag_ok(def + n, dnl ? dnl : end)) {
				nvt_error(diags, "module-flags", name, "!llvm.module.flags",
					  "!%lu, an operand of !llvm.module.flags, is not a module flag: "
					  "expected !{i32 BEHAVIOR, !\"KEY\", VALUE}", id);
				bad = 1;
			}
		}
		p = le;
	}
	return bad ? -EINVAL : 0;
}

/* LLVM 22's text parser reads a numbered value reference (%N, @N) into an
 * unsigned and uses ~0U as "none": `%4294967295` makes it read outside its
 * table (SIGSEGV under ASan, garbage otherwise). No real module numbers
 * that many values: refuse any %N/@N of 4294967295 or more, outside
 * comments and quoted strings, before parsing. */
static int check_value_numbers(const struct nvt_blob *blob, const char *name,
			       struct nvt_diags *diags)
{
	/* The bytes that can change the state below; a table lookup per byte
	 * skips the rest, and comments are skipped with memchr (the scan runs
	 * on every text input, in the isolated child and again here). */
	static const unsigned char special[256] = { ['\n'] = 1, ['"'] = 1, [';'] = 1, ['%'] = 1, ['@'] = 1 };
	const char *p = nvt_blob__data(blob), *end = p + nvt_blob__size(blob);
	const char *ls = p; /* start of the current line */
	unsigned line = 1;
	bool quoted = false;
	int bad = 0;

	for (; p < end; p++) {
		while (p < end && !special[(unsigned char)*p])
			p++;
		if (p >= end)
			break;
		char c = *p;
		if (c == '\n') {
			line++;
			ls = p + 1;
			quoted = false;
			continue;
		}
		if (c == '"') {
			quoted = !quoted;
			continue;
		}
		if (quoted)
			continue;
		if (c == ';') {
			/* a comment: to the end of the line */
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			if (!nl)
				break;
			p = nl - 1;
			continue;
		}
		if (p + 1 >= end || p[1] < '0' || p[1] > '9')
			continue;
		uint64_t v = 0;
		const char *q = p + 1;
		while (q < end && *q >= '0' && *q <= '9' && v < UINT32_MAX)
			v = v * 10 + (uint64_t)(*q++ - '0');
		bool big = v >= UINT32_MAX;
		while (q < end && *q >= '0' && *q <= '9')
			q++;
		if (big) {
			nvt_diags__reportf(diags, NVT_ERROR, "ir-parse", name, line,
					   (unsigned)(p - ls) + 1, NULL,
					   "value number %c%.*s is too large (the limit is %u)", c,
					   (int)(q - p - 1), p + 1, UINT32_MAX - 1);
			bad = 1;
		}
		p = q - 1;
	}
	return bad ? -EINVAL : 0;
}

int nvt_llvm_text_prescan(const struct nvt_blob *blob, struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	int err = check_dbg_call_results(blob, name, diags);

	if (check_text_module_flags(blob, name, diags))
		err = -EINVAL;
	if (check_value_numbers(blob, name, diags))
		err = -EINVAL;
	return err;
}

/* Same input, same bytes, wherever it lies: LLVM names a module after the
 * buffer it was parsed from (the input path), prints that as "; ModuleID"
 * and, when the input has no source_filename (text IR without the line,
 * bitcode without the record), uses it as source_filename too, which the
 * bitcode and text writers then copy into every output. Both become the
 * source_filename the input declares or, when it declares none, the file
 * name without its directory (what clang writes for a file given by its
 * name; nvvm-llc names its outputs after it when reading stdin). */
static void no_input_path(LLVMModuleRef mod, const char *name, const struct nvt_blob *text)
{
	size_t len = 0;
	const char *src = LLVMGetSourceFileName(mod, &len);
	bool defaulted;

	if (text) {
		const char *p = nvt_blob__data(text), *end = p + nvt_blob__size(text);
		defaulted = true;
		for (const char *q = p; q < end; q++) {
			const char *nl = memchr(q, '\n', (size_t)(end - q));
			const char *le = nl ? nl : end;
			while (q < le && (*q == ' ' || *q == '\t'))
				q++;
			if ((size_t)(le - q) >= 15 && !memcmp(q, "source_filename", 15)) {
				defaulted = false;
				break;
			}
			q = le;
		}
	} else {
		defaulted = len == strlen(name) && !memcmp(src, name, len);
	}
	if (defaulted) {
		const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
		LLVMSetSourceFileName(mod, base, strlen(base));
		src = LLVMGetSourceFileName(mod, &len);
	}
	LLVMSetModuleIdentifier(mod, src, len);
}

/* Source code given where IR is expected (a common first mistake): the
 * language, from the file name's extension or, for stdin and odd names,
 * from a preprocessor directive or a CUDA function qualifier, else NULL.
 * Bitcode always wins over the name. */
static const char *source_language(const struct nvt_blob *blob, enum nvt_input_kind kind)
{
	static const struct { const char *ext, *lang; } exts[] = {
		{ ".cu", "CUDA" }, { ".cuh", "CUDA" }, { ".cpp", "C++" }, { ".cc", "C++" },
		{ ".cxx", "C++" }, { ".c++", "C++" }, { ".hpp", "C++" }, { ".hh", "C++" },
		{ ".c", "C" }, { ".h", "C" },
	};
	static const char *const directives[] = { "#include", "#define", "#pragma", "#if", "#ifdef",
						  "#ifndef" };
	const char *name = nvt_blob__name(blob), *dot = strrchr(name, '.');
	const char *p = nvt_blob__data(blob);
	size_t n = nvt_blob__size(blob), i = 0;

	if (kind != NVT_INPUT_LLVM_TEXT && kind != NVT_INPUT_UNKNOWN)
		return NULL;
	if (dot && !strchr(dot, '/'))
		for (size_t k = 0; k < ARRAY_SIZE(exts); k++)
			if (!strcmp(dot, exts[k].ext))
				return exts[k].lang;
	if (n > 65536)
		n = 65536;
	/* A qualifier decides on its own only for what LLVM could not read as
	 * IR anyway: a .ll whose comments or strings mention __global__ stays
	 * IR. */
	bool cuda = memmem(p, n, "__global__", 10) || memmem(p, n, "__device__", 10);
	if (kind == NVT_INPUT_UNKNOWN && cuda)
		return "CUDA";
	/* the first token after blanks and C comments (never IR's) */
	for (;;) {
		while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\n' || p[i] == '\r'))
			i++;
		if (n - i >= 2 && p[i] == '/' && p[i + 1] == '/') {
			while (i < n && p[i] != '\n')
				i++;
		} else if (n - i >= 2 && p[i] == '/' && p[i + 1] == '*') {
			const char *e = memmem(p + i + 2, n - i - 2, "*/", 2);
			if (!e)
				return NULL;
			i = (size_t)(e - p) + 2;
		} else {
			break;
		}
	}
	for (size_t k = 0; k < ARRAY_SIZE(directives); k++)
		if (n - i >= strlen(directives[k]) && !memcmp(p + i, directives[k], strlen(directives[k])))
			return cuda ? "CUDA" : "C/C++";
	return NULL;
}

/* The error for source input, with the clang-22 command that makes IR of it
 * (the one of README.md: device side only, CUDA 13 headers and cccl). */
static void report_source(const struct nvt_blob *blob, const char *lang, struct nvt_diags *diags)
{
	const char *name = nvt_blob__name(blob);
	const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	const char *dot = strrchr(base, '.');
	bool is_stdin = !strcmp(name, "<stdin>");
	int stem = dot && dot != base ? (int)(dot - base) : (int)strlen(base);

	nvt_error(diags, "input-kind", name, NULL,
		  "this is %s source, not NVVM IR; compile it with clang first: clang-22 -x cuda "
		  "--cuda-device-only --cuda-gpu-arch=sm_75 --cuda-path=/usr/local/cuda -nocudalib "
		  "-Wno-unknown-cuda-version -Xclang -target-sdk-version=13.0 "
		  "-I/usr/local/cuda/include/cccl -emit-llvm -c -O3 -Xclang -disable-llvm-optzns "
		  "%s -o %.*s.bc",
		  lang, is_stdin ? "FILE.cu" : name, is_stdin ? 4 : stem, is_stdin ? "FILE" : base);
}


/* ---- cut bitcode ----------------------------------------------------------
 * A file cut short (a copy that stopped, a pipe that broke) is the most
 * common damage, and LLVM's reader says it in its own terms ("can't skip
 * to bit 11840 from 320", "Malformed block", "Invalid bitcode signature").
 * The top level of a bitstream is a row of blocks, each with its length
 * in its header: walking them tells a cut file apart, and where it was
 * cut, before LLVM reads it. Only the top level: the blocks inside are
 * LLVM's to judge. */

/* `n` bits at bit `pos` of p[0..size) (bits are read LSB first, as LLVM's
 * bitstream is), false when they run past the end. */
static bool bits_at(const unsigned char *p, size_t size, uint64_t *pos, unsigned n, uint64_t *v)
{
	if (*pos > (uint64_t)size * 8 || n > (uint64_t)size * 8 - *pos)
		return false;
	*v = 0;
	for (unsigned i = 0; i < n; i++, (*pos)++)
		*v |= (uint64_t)((p[*pos >> 3] >> (*pos & 7)) & 1) << i;
	return true;
}

/* A variable-width field of `n`-bit chunks (LLVM's VBR). */
static bool vbr_at(const unsigned char *p, size_t size, uint64_t *pos, unsigned n, uint64_t *v)
{
	uint64_t chunk, hi = 1ULL << (n - 1);

	*v = 0;
	for (unsigned shift = 0; shift < 64; shift += n - 1) {
		if (!bits_at(p, size, pos, n, &chunk))
			return false;
		*v |= (chunk & (hi - 1)) << shift;
		if (!(chunk & hi))
			return true;
	}
	return true; /* a field no real block has: its length says the rest */
}

static const char *block_name(uint64_t id)
{
	switch (id) {
	case 0: return "its block-info block";
	case 8: return "its module block";
	case 13: return "its identification block";
	case 23: return "its string table";
	case 24: return "its summary block";
	case 25: return "its symbol table";
	default: return "a top-level block";
	}
}

/* Whether the module block whose body starts at bit `pos` (abbreviation
 * width `width`) says, in its first record, that its names are in a
 * string table after it: MODULE_CODE_VERSION 2, which LLVM writes first
 * and unabbreviated (UNABBREV_RECORD: code, operand count, operands as
 * 6-bit VBRs). */
static bool module_wants_strtab(const unsigned char *p, size_t size, uint64_t pos, uint64_t width)
{
	uint64_t abbrev, code, nops, version;

	if (width < 2 || width > 32 || !bits_at(p, size, &pos, (unsigned)width, &abbrev) ||
	    abbrev != 3)
		return false;
	return vbr_at(p, size, &pos, 6, &code) && code == 1 && vbr_at(p, size, &pos, 6, &nops) &&
	       nops >= 1 && vbr_at(p, size, &pos, 6, &version) && version >= 2;
}

/* Reports (bitcode-damaged) and returns true when the bitstream at
 * data[off..off+len) of a file of `total` bytes was cut: a top-level
 * block's header or body runs past its end, no module block is left, or
 * the string table its module block says follows is missing. */
static bool bitstream_cut(const unsigned char *data, size_t off, size_t len, size_t total,
			  const char *name, struct nvt_diags *diags)
{
	const unsigned char *p = data + off;
	uint64_t pos = 32, v; /* after the magic */
	bool module = false, wants_strtab = false, strtab = false;

	if (len < 4)
		return false;
	while (pos < (uint64_t)len * 8) {
		uint64_t id, body;
		/* ENTER_SUBBLOCK (abbreviation id 1 of width 2), the block id,
		 * the new abbreviation width, 32-bit alignment, the length in
		 * 32-bit words; anything else (padding) is LLVM's to judge */
		if (!bits_at(p, len, &pos, 2, &v))
			break;
		if (v != 1)
			return false;
		if (!vbr_at(p, len, &pos, 8, &id) || !vbr_at(p, len, &pos, 4, &v))
			goto cut_header;
		pos = (pos + 31) & ~(uint64_t)31;
		if (!bits_at(p, len, &pos, 32, &body))
			goto cut_header;
		uint64_t end = pos + body * 32;
		if (end > (uint64_t)len * 8) {
			nvt_error(diags, "bitcode-damaged", name, NULL,
				  "truncated: the file ends inside %s at byte %zu of %llu (the bitcode "
				  "was cut)", block_name(id), total,
				  (unsigned long long)(off + end / 8));
			return true;
		}
		if (id == 8 && !module)
			wants_strtab = module_wants_strtab(p, len, pos, v);
		module |= id == 8;
		strtab |= id == 23;
		pos = end;
		continue;
cut_header:
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "truncated: the file ends inside the header of a block at byte %zu (the "
			  "bitcode was cut)", total);
		return true;
	}
	if (!module) {
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "truncated: the file ends at byte %zu before any module block (the bitcode "
			  "was cut)", total);
		return true;
	}
	if (wants_strtab && !strtab) {
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "truncated: the file ends at byte %zu after its module block, before the "
			  "string table the module names (the bitcode was cut)", total);
		return true;
	}
	return false;
}

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* A cut bitcode file or wrapper, reported: -EINVAL; 0 otherwise. Files of
 * fewer bytes than a magic that begin as one were cut too. */
static int bitcode_extent(const struct nvt_blob *blob, struct nvt_diags *diags)
{
	static const unsigned char bc[4] = { 'B', 'C', 0xC0, 0xDE }, wrap[4] = { 0xDE, 0xC0, 0x17, 0x0B };
	const unsigned char *p = nvt_blob__data(blob);
	size_t n = nvt_blob__size(blob);
	const char *name = nvt_blob__name(blob);

	if (n < 4) {
		if ((n >= 2 && !memcmp(p, bc, n)) || (n >= 1 && !memcmp(p, wrap, n))) {
			nvt_error(diags, "bitcode-damaged", name, NULL,
				  "truncated: the file ends inside the %s magic at byte %zu of 4 (the "
				  "bitcode was cut)", p[0] == 'B' ? "bitcode" : "bitcode wrapper", n);
			return -EINVAL;
		}
		return 0;
	}
	if (!memcmp(p, bc, 4))
		return bitstream_cut(p, 0, n, n, name, diags) ? -EINVAL : 0;
	if (memcmp(p, wrap, 4))
		return 0;
	/* The wrapper: magic, version, offset and size of the bitcode, CPU
	 * type; 32-bit little-endian each. */
	if (n < 20) {
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "truncated: the file ends inside its bitcode wrapper header at byte %zu of "
			  "20 (the bitcode was cut)", n);
		return -EINVAL;
	}
	uint64_t off = le32(p + 8), size = le32(p + 12);
	if (off + size > n && off >= 20 && off < n) {
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "truncated: the file ends inside the bitcode its wrapper header places at "
			  "bytes %llu to %llu, at byte %zu (the bitcode was cut)",
			  (unsigned long long)off, (unsigned long long)(off + size), n);
		return -EINVAL;
	}
	if (off + size > n || off < 20) {
		/* the header's own numbers are what is damaged */
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "damaged: its bitcode wrapper header places the bitcode at bytes %llu to "
			  "%llu of a file of %zu bytes", (unsigned long long)off,
			  (unsigned long long)(off + size), n);
		return -EINVAL;
	}
	if (size < 4 || memcmp(p + off, bc, 4)) {
		nvt_error(diags, "bitcode-damaged", name, NULL,
			  "damaged: its bitcode wrapper header places bitcode at byte %llu, where "
			  "there is none (no bitcode magic)", (unsigned long long)off);
		return -EINVAL;
	}
	return bitstream_cut(p, (size_t)off, (size_t)size, n, name, diags) ? -EINVAL : 0;
}

static struct nvt_module *module_load(const struct nvt_blob *blob,
				      const struct nvt_module_opts *opts, struct nvt_diags *diags,
				      bool prescanned);

NVT_API struct nvt_module *nvt_module__load(const struct nvt_blob *blob,
					    const struct nvt_module_opts *opts,
					    struct nvt_diags *diags)
{
	return module_load(blob, opts, diags, false);
}

struct nvt_module *nvt_module_load_prescanned(const struct nvt_blob *blob,
					      const struct nvt_module_opts *opts,
					      struct nvt_diags *diags)
{
	return module_load(blob, opts, diags, true);
}

/* `prescanned`: an isolated child read these very bytes fine, running the
 * byte scans below (nvt_annotations_check, nvt_llvm_text_prescan) on
 * them: they are functions of the bytes that only report errors, so here
 * they would find nothing; or these are the canonical bytes LLVM wrote of
 * what it read, where nothing is left for them (nor for the check of a
 * lazy module's annotations) to find. */
static struct nvt_module *module_load(const struct nvt_blob *blob,
				      const struct nvt_module_opts *opts, struct nvt_diags *diags,
				      bool prescanned)
{
	const char *name = nvt_blob__name(blob);
	struct nvt_module *share = OPTS_GET(opts, share_context_with, NULL);
	bool lazy = OPTS_GET(opts, lazy, false);
	enum nvt_input_kind kind = nvt_blob__kind(blob);
	LLVMContextRef ctx;
	LLVMModuleRef mod = NULL;
	LLVMMemoryBufferRef mb;
	struct nvt_module *m;
	bool failed;

	if (!OPTS_VALID_DIAG(opts, nvt_module_opts, diags))
		return errno = EINVAL, NULL;
	const char *lang = source_language(blob, kind);
	if (lang) {
		report_source(blob, lang, diags);
		return errno = EINVAL, NULL;
	}
	switch (kind) {
	case NVT_INPUT_BITCODE:
	case NVT_INPUT_BITCODE_WRAPPER:
		/* a cut file, said as such before LLVM reads it (a cheap walk
		 * of the top-level blocks; the isolated child runs it too) */
		if (!prescanned && bitcode_extent(blob, diags))
			return errno = EINVAL, NULL;
		break;
	case NVT_INPUT_LLVM_TEXT:
		break;
	case NVT_INPUT_EMPTY:
		/* In a pipeline, the tool before this one failed (and wrote
		 * nothing): one line that says so, nothing more. */
		if (!strcmp(name, "<stdin>"))
			nvt_error(diags, "input-kind", name, NULL,
				  "the input is empty (did the previous step of the pipeline fail?)");
		else
			nvt_error(diags, "input-kind", name, NULL,
				  "the input is empty: expected NVVM IR (bitcode or LLVM IR text)");
		return errno = EINVAL, NULL;
	default:
		if (kind == NVT_INPUT_UNKNOWN && bitcode_extent(blob, diags))
			return errno = EINVAL, NULL;
		nvt_error(diags, "input-kind", name, NULL,
			  "input is %s, not NVVM IR: expected bitcode, a bitcode wrapper or LLVM IR text%s",
			  nvt_input_kind_name(kind),
			  kind == NVT_INPUT_ARCHIVE ? " (archives are read by nvvm-link)" : "");
		return errno = EINVAL, NULL;
	}

	/* Untrusted bytes are read in a child first: a crash, abort or
	 * runaway allocation of LLVM's reader ends there, and an ordinary
	 * error of its full read is reported now (not while a lazy body is
	 * linked). What it read and verified, this process reads as LLVM
	 * wrote it back, never the input's bytes: where damage makes the
	 * reader depend on the heap, the input could still crash here. The
	 * child ran every check below on the input already. */
	if (OPTS_GET(opts, isolate, false)) {
		struct nvt_blob *canon = NULL;
		int perr = nvt_module_probe_canonical(blob, opts, diags, &canon);
		if (perr < 0)
			return errno = perr == -ENOMEM ? ENOMEM : EINVAL, NULL;
		if (canon) {
			NVT_OPTS(nvt_module_opts, co, .lazy = lazy, .share_context_with = share);
			/* LLVM's writing of what the child read, scanned and
			 * verified: the byte scans and LLVM's verifier would find
			 * nothing in it. */
			m = module_load(canon, &co, diags, true);
			int lerr = errno;
			if (m)
				m->llvm_verified = true;
			/* Lazy bodies are read from these bytes later. */
			if (m && lazy)
				m->owned_blob = canon;
			else
				nvt_blob__free(canon);
			errno = lerr;
			return m;
		}
		/* read fine in the child (no canonical bytes: LLVM text, or
		 * a module the verifier rejects), from these bytes */
		prescanned = true;
	}

	/* LLVM's reader crashes on some malformed !nvvm.annotations, or reads
	 * past them without crashing: refuse them first (annotations.c; a lazy
	 * bitcode load is not upgraded: checked once loaded). Bytes a child
	 * read (or LLVM's writing of them) were checked there. */
	if (!prescanned && (kind == NVT_INPUT_LLVM_TEXT || !lazy)) {
		int aerr = nvt_annotations_check(blob, diags);
		if (aerr)
			return errno = -aerr, NULL;
	}

	if (!prescanned && kind == NVT_INPUT_LLVM_TEXT) {
		int derr = nvt_llvm_text_prescan(blob, diags);
		if (derr)
			return errno = -derr, NULL;
	}

	ctx = share ? share->ctx : nvt_llvm_context_new(diags, name);
	if (!ctx)
		return errno = ENOMEM, NULL;
	if (share)
		nvt_llvm_context_set_file(ctx, name);

	if (kind == NVT_INPUT_LLVM_TEXT) {
		char *msg = NULL;
		/* The text parser needs a NUL-terminated buffer: copy. */
		mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(nvt_blob__data(blob), nvt_blob__size(blob), name);
		failed = LLVMParseIRInContext(ctx, mb, &mod, &msg); /* takes mb */
		if (failed)
			nvt_llvm_report_message(diags, NVT_ERROR, "ir-parse", name, msg);
		else if (msg)
			LLVMDisposeMessage(msg);
	} else if (lazy) {
		mb = LLVMCreateMemoryBufferWithMemoryRange(nvt_blob__data(blob), nvt_blob__size(blob), name, 0);
		set_bitcode_read(ctx, true);
		failed = LLVMGetBitcodeModuleInContext2(ctx, mb, &mod);
		set_bitcode_read(ctx, false);
		/* On success the module owns mb; on failure LLVM leaves it to us. */
		if (failed) {
			LLVMDisposeMemoryBuffer(mb);
		} else if (!prescanned && nvt_annotations_check_module(mod, name, diags)) {
			LLVMDisposeModule(mod);
			mod = NULL;
			failed = true;
		}
	} else {
		mb = LLVMCreateMemoryBufferWithMemoryRange(nvt_blob__data(blob), nvt_blob__size(blob), name, 0);
		set_bitcode_read(ctx, true);
		failed = LLVMParseBitcodeInContext2(ctx, mb, &mod);
		set_bitcode_read(ctx, false);
		LLVMDisposeMemoryBuffer(mb);
	}
	if (failed || !mod) {
		if (!share)
			nvt_llvm_context_free(ctx);
		return errno = EINVAL, NULL;
	}
	no_input_path(mod, name, kind == NVT_INPUT_LLVM_TEXT ? blob : NULL);
	int ferr = check_module_flags(mod, name, diags);
	if (ferr) {
		LLVMDisposeModule(mod);
		if (!share)
			nvt_llvm_context_free(ctx);
		return errno = -ferr, NULL;
	}
	m = nvt_module_wrap(ctx, mod, name, !share, diags);
	if (!m) {
		LLVMDisposeModule(mod);
		if (!share)
			nvt_llvm_context_free(ctx);
		return errno = ENOMEM, NULL;
	}
	return m;
}

NVT_API struct nvt_module *nvt_module__load_file(const char *path,
						 const struct nvt_module_opts *opts,
						 struct nvt_diags *diags)
{
	NVT_OPTS(nvt_read_opts, ro, .max_size = OPTS_GET(opts, max_input_size, 0));
	struct nvt_blob *b = nvt_blob__read_opts(path, &ro, diags);
	struct nvt_module *m;
	int err;

	if (!b)
		return NULL;
	m = nvt_module__load(b, opts, diags);
	err = errno;
	/* A lazily loaded module materializes bodies from these bytes later:
	 * the module keeps the blob alive. */
	if (m && OPTS_GET(opts, lazy, false) && !m->owned_blob) {
		m->owned_blob = b;
		return m;
	}
	nvt_blob__free(b);
	errno = err;
	return m;
}

NVT_API void nvt_module__free(struct nvt_module *m)
{
	if (!m)
		return;
	if (m->mod)
		LLVMDisposeModule(m->mod);
	if (m->owns_ctx)
		nvt_llvm_context_free(m->ctx);
	nvt_blob__free(m->owned_blob);
	free(m->name);
	free(m);
}

NVT_API const char *nvt_module__name(const struct nvt_module *m) { return m->name; }
NVT_API struct nvt_diags *nvt_module__diags(const struct nvt_module *m) { return m->diags; }
/* A caller with the LLVM handles may change the module behind our back. */
NVT_API void *nvt_module__llvm_module(struct nvt_module *m)
{
	nvt_module_changed(m);
	return m->mod;
}

NVT_API void *nvt_module__llvm_context(struct nvt_module *m)
{
	nvt_module_changed(m);
	return m->ctx;
}
NVT_API const char *nvt_llvm_version(void) { return NVT_LLVM_VERSION; }

NVT_API int nvt_module__serialize(struct nvt_module *m, bool text, void **data, size_t *size)
{
	if (text) {
		char *s = LLVMPrintModuleToString(m->mod);
		size_t n = strlen(s);
		char *p = malloc(n + 1);
		if (!p) {
			LLVMDisposeMessage(s);
			return -ENOMEM;
		}
		memcpy(p, s, n + 1);
		LLVMDisposeMessage(s);
		*data = p;
		*size = n;
		return 0;
	}
	LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m->mod);
	if (!mb)
		return -ENOMEM;
	size_t n = LLVMGetBufferSize(mb);
	void *p = malloc(n ? n : 1);
	if (!p) {
		LLVMDisposeMemoryBuffer(mb);
		return -ENOMEM;
	}
	memcpy(p, LLVMGetBufferStart(mb), n);
	LLVMDisposeMemoryBuffer(mb);
	*data = p;
	*size = n;
	return 0;
}

NVT_API int nvt_module__write(struct nvt_module *m, bool text, struct nvt_output *out)
{
	void *data;
	size_t size;
	int err = nvt_module__serialize(m, text, &data, &size);

	if (err)
		return err;
	err = nvt_output__write(out, data, size);
	free(data);
	return err;
}
