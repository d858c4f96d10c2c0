/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: llvm — the layer over LLVM's C API: module load and write, the
 * isolated reader, the annotations pre-scan, split, threads and the
 * jobserver, parameters, frontend facts, the process-wide handlers; may use:
 * core.
 *
 * The thin layer over the LLVM C API that the LLVM part of the library
 * shares: context/module ownership, diagnostic routing, target setup.
 * Only src/ includes this; llvm-c types never appear in public headers.
 */
#ifndef NVT_SUPPORT_LLVM_H
#define NVT_SUPPORT_LLVM_H

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include <nvvmtools/module.h>
#include "core/internal.h"

struct nvt_blob;
struct nvt_module {
	LLVMContextRef ctx;
	LLVMModuleRef mod;
	char *name;
	bool owns_ctx;
	struct nvt_diags *diags;
	struct nvt_blob *owned_blob;   /* bytes a lazily loaded module reads from */
	/* LLVM's IR verifier passed on this module (an isolated load: the
	 * child verified what it wrote back) and nothing has changed it since:
	 * the library's own steps clear it when they change the module, and
	 * handing out the LLVM handles does too (nvt_module_changed). The next
	 * run of LLVM's verifier on it may be skipped. */
	bool llvm_verified;
};

/* The module may have changed: LLVM's verifier must see it again. */
static inline void nvt_module_changed(struct nvt_module *m)
{
	if (m)
		m->llvm_verified = false;
}

/* Wrap an existing LLVM module (takes ownership of mod, and of ctx when
 * owns_ctx). Used by code that builds modules itself (linker output). */
struct nvt_module *nvt_module_wrap(LLVMContextRef ctx, LLVMModuleRef mod, const char *name,
				   bool owns_ctx, struct nvt_diags *diags);

/* Where the LLVM diagnostics of a context go: the opaque pointer of
 * nvt_llvm_diag_handler, which reports errors, warnings and notes with
 * rule "llvm" (remarks are not diagnostics). A context from
 * nvt_llvm_context_new owns its route; a job that compiles in a context
 * it did not make sets the handler with a route of its own for the time
 * it works there (src/codegen/partition.c). */
struct nvt_diag_route {
	struct nvt_diags *diags;
	const char *file;
	/* Set while LLVM's bitcode reader reads a module in (module.c): an
	 * error then says the bytes are damaged, `bitcode-damaged`, with
	 * LLVM's words kept (nvt_llvm_bitcode_error). */
	bool bitcode_read;
};
void nvt_llvm_diag_handler(LLVMDiagnosticInfoRef di, void *route);

/* A context whose LLVM diagnostics go to `diags` attributed to `file`
 * (changeable with nvt_llvm_context_set_file while loading several inputs). */
LLVMContextRef nvt_llvm_context_new(struct nvt_diags *diags, const char *file);
/* The metadata kinds every context of ours knows from its start (see the
 * definition): done by nvt_llvm_context_new, and for any other context
 * whose modules are written. */
void nvt_llvm_context_register_kinds(LLVMContextRef ctx);
void nvt_llvm_context_set_file(LLVMContextRef ctx, const char *file);
void nvt_llvm_context_free(LLVMContextRef ctx);

/* --- process-wide and per-thread state (src/llvm/process.c) ---------------
 * What LLVM keeps per process and gives no context for, and what the
 * library keeps beside it; the whole list: include/nvvmtools/common.h. */
/* The input LLVM works on in this thread, for the tools' fatal-error and
 * crash handlers: set with a context's file (nvt_llvm_context_new/set_file),
 * inherited by the threads of nvt_run_jobs. Kept as a copy of at most
 * NVT_CURRENT_FILE_MAX - 1 bytes; NULL (or "") clears it. */
#define NVT_CURRENT_FILE_MAX 1024
void nvt_llvm_set_current_file(const char *file);
/* This thread's current file, or NULL: never another thread's. */
const char *nvt_llvm_current_file(void);
/* --- end of process.c ----------------------------------------------------- */

/* Initialize the NVPTX target once per process (thread-safe). */
void nvt_llvm_init_nvptx(void);

/* The one NVPTX target machine factory (code generation and the optimizer's
 * pipelines): triple NULL means nvptx64-nvidia-cuda, cpu an arch name
 * ("sm_80"), features NULL or e.g. "+ptx78", level 0-3 (clamped) the
 * codegen optimization level. Initializes the target. On failure reports
 * an `internal` error naming `file` and returns NULL. */
LLVMTargetMachineRef nvt_llvm_target_machine(const char *triple, const char *cpu, const char *features,
					     int level, const char *file, struct nvt_diags *diags);
#define NVT_NVPTX_TRIPLE "nvptx64-nvidia-cuda"

/* The "target-cpu" value the module's functions carry (the first one
 * found, malloc'ed), or NULL when none has one. clang writes the arch it
 * compiled for on every function. */
char *nvt_module_target_cpu(LLVMModuleRef m);

/* Whether function `f` is a kernel: the one predicate of every part. A
 * kernel has the ptx_kernel calling convention; LLVM 22's readers (bitcode
 * and text) upgrade the legacy `!{ptr @f, !"kernel", i32 1}` entries of
 * !nvvm.annotations into it when they read a module, so annotation-only
 * modules answer the same once read (tests/unit/test_module.c). */
bool nvt_llvm_is_kernel(LLVMValueRef f);

/* The opcode of an instruction or a constant expression; 0 for any other
 * value (arguments, globals, plain constants). */
LLVMOpcode nvt_llvm_opcode(LLVMValueRef v);

/* Kernel pointer parameters are global (src/llvm/params.c): LLVM's
 * NVPTX code generator casts each generic pointer parameter of a kernel to
 * the global space and back (NVPTXLowerArgs) and folds isspacep tests on
 * them, but only after its own IR passes have worked on what those tests
 * guard. This makes the same cast pair in every kernel definition of `m`
 * (CUDA triple; not byval parameters, not optnone functions; debug
 * records keep the parameter) and runs NVT_PARAMS_GLOBAL_PIPELINE with
 * `tm` (address-space inference needs NVPTX's): the tests fold and what
 * they guarded is deleted. Returns the parameters cast (0: nothing was
 * run) or -ENOMEM; *err gets the pipeline's error, if any. */
#define NVT_PARAMS_GLOBAL_PIPELINE "function(infer-address-spaces,simplifycfg,dce)"
int nvt_llvm_params_global(LLVMModuleRef m, LLVMTargetMachineRef tm, LLVMErrorRef *err);
/* Whether `m` calls any llvm.nvvm.isspacep.* intrinsic. */
bool nvt_llvm_has_space_tests(LLVMModuleRef m);

/* Report an LLVM error string ("name:line:col: error: msg" or plain) as our
 * diagnostic, parsing the location out of it. Disposes of msg. */
void nvt_llvm_report_message(struct nvt_diags *diags, enum nvt_severity sev, const char *rule,
			     const char *file, char *msg);

/* Report what LLVM's bitcode reader said of bytes it could not read
 * (`msg`, not disposed of): `bitcode-damaged`, "damaged: ...", in our
 * words where we know LLVM's, with LLVM's kept. */
void nvt_llvm_bitcode_error(struct nvt_diags *diags, const char *file, const char *msg);

/* The operands of the named metadata `name` of `m`, as a malloc'ed array
 * (free() it) and their count in *n: NULL with *n == 0 when the module
 * has no such node or it has no operands, NULL with *n != 0 when out of
 * memory. */
LLVMValueRef *nvt_llvm_named_operands(LLVMModuleRef m, const char *name, unsigned *n);

/* The IR spelling of a linkage ("linkonce_odr"); "unknown" for others. */
const char *nvt_llvm_linkage_name(LLVMLinkage linkage);

/* Name of a value as a NUL-terminated malloc'ed string ("" if unnamed). */
char *nvt_llvm_value_name(LLVMValueRef v);

/* Checks the !nvvm.annotations of an IR input (bitcode, bitcode wrapper or
 * text) for the shapes LLVM 22's reader crashes on, or silently reads past
 * the memory of, while it upgrades them (src/llvm/annotations.c says why an
 * isolated read does not make it redundant; doc/robustness.md "Threats and
 * defences"). Reports every bad entry (rule annotations-shape) and returns
 * -EINVAL; returns 0 when LLVM may read the input, including inputs it
 * cannot read itself (the real reader reports those), or -ENOMEM. Call it
 * before any LLVM reader sees the bytes. */
int nvt_annotations_check(const struct nvt_blob *blob, struct nvt_diags *diags);
/* The same checks on a module LLVM has not upgraded: a lazily loaded
 * bitcode module, before anything materializes it. Neither is needed on
 * bytes an isolated child read or wrote (nvt_module_load_prescanned). */
int nvt_annotations_check_module(LLVMModuleRef mod, const char *file, struct nvt_diags *diags);
/* The line scans nvt_module__load runs on LLVM IR text before LLVM's
 * parser sees it (inputs that crash the parser: named debug-intrinsic
 * results, malformed module flags, value numbers >= 2^32-1). Errors are
 * reported; returns 0 or -EINVAL. Pure C: the text-IR fuzz target's entry. */
int nvt_llvm_text_prescan(const struct nvt_blob *blob, struct nvt_diags *diags);
/* One isolated reader for many inputs (a linker's): a child that reads
 * each input as nvt_module_probe_canonical's does and waits for the next;
 * a crash or the deadline ends it and the next input starts another
 * (src/llvm/isolate.c). nvt_module_probe_canonical_in answers as
 * nvt_module_probe_canonical; with iso NULL it is that. */
struct nvt_isolate;
struct nvt_isolate *nvt_isolate_new(void);
void nvt_isolate_free(struct nvt_isolate *iso);
int nvt_module_probe_canonical_in(struct nvt_isolate *iso, const struct nvt_blob *blob,
				  const struct nvt_module_opts *opts, struct nvt_diags *diags,
				  struct nvt_blob **canonical);
/* True in an isolated child only, where LLVM's crashes are caught. */
bool nvt_isolated_child(void);
/* For tests only (tests/unit/test_isolate.c), set before any isolated
 * read and not from several threads: `child` (when not NULL) runs in
 * every isolated child just before it reads an input, given the input's
 * name and the descriptor its frames go to (it may hang, crash, write
 * frames of its own, or end the child with nvt_isolated_child_fatal).
 * NULL: none. (A shorter deadline is an option: isolate_timeout_ms.) */
struct nvt_isolate_test_hooks {
	void (*child)(const char *name, int frames_fd);
};
void nvt_isolate_set_test_hooks(const struct nvt_isolate_test_hooks *hooks);
/* In an isolated child: what LLVM's report_fatal_error does there (the
 * first `len` bytes of `reason`, whatever they are, to the parent, then
 * _exit). Does nothing in any other process. */
void nvt_isolated_child_fatal(const void *reason, size_t len);
/* Whether bitcode may hold the name "nvvm.annotations" (as LLVM writes a
 * METADATA_NAME record: 8-bit characters at any bit offset); false is
 * certain only for that encoding (annotations.c). */
bool nvt_bitcode_may_name_annotations(const struct nvt_blob *blob);
/* nvt_module__load without those byte scans (nor the check of a lazily
 * loaded module's annotations), for bytes an isolated child read fine
 * (nvt_module_probe_canonical returned 0) or the canonical bytes it wrote
 * of them: the child ran the scans on the input, and on LLVM's writing of
 * a module they would find nothing. */
struct nvt_module *nvt_module_load_prescanned(const struct nvt_blob *blob,
					      const struct nvt_module_opts *opts,
					      struct nvt_diags *diags);

/* Device operator new/delete (src/llvm/cxxalloc.c): each C++
 * allocation function `m` declares without defining (_Znwm, the aligned
 * _ZnwmSt11align_val_t, ... of clang's output) gets an internal definition
 * over the PTX system calls malloc / __cuda_syscall_aligned_malloc / free,
 * which is what nvcc emits for the same source; a declared
 * __cxa_pure_virtual / __cxa_deleted_virtual (pure slots of a vtable)
 * becomes a null pointer, as nvcc writes 0 there. *provided (may be NULL)
 * counts them. Returns 0. */
int nvt_cxx_alloc_provide(LLVMModuleRef m, unsigned *provided);
/* The system call those definitions add besides malloc and free. */
bool nvt_cxx_alloc_syscall_name(const char *name);

#endif
