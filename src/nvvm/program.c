/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libnvvm-open: the program handle and the calls that only manage it
 * (create, destroy, add modules, read the result and the log, versions,
 * error strings). The verify/compile pipeline is in pipeline.c.
 *
 * Handles are checked against a registry of live programs, so that a
 * NULL, destroyed or made-up handle answers NVVM_ERROR_INVALID_PROGRAM
 * instead of crashing (NVIDIA's library crashes on a destroyed one). The
 * registry lock is held only while looking a handle up; a program itself
 * is not locked: two threads must not use the same program at once (as
 * with libNVVM), different programs are independent.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "nvvm/nvvm_internal.h"

#define NVVM_API __attribute__((visibility("default")))

/* ---- the registry of live programs ----------------------------------- */

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct _nvvmProgram **registry;
static size_t registry_len, registry_cap;

static bool registry_add(struct _nvvmProgram *p)
{
	bool ok;

	pthread_mutex_lock(&registry_lock);
	ok = nvt_grow(registry, registry_cap, registry_len + 1) == 0;
	if (ok)
		registry[registry_len++] = p;
	pthread_mutex_unlock(&registry_lock);
	return ok;
}

/* Removes p when present; returns whether it was. */
static bool registry_remove(struct _nvvmProgram *p)
{
	bool found = false;

	pthread_mutex_lock(&registry_lock);
	for (size_t i = 0; i < registry_len; i++)
		if (registry[i] == p) {
			registry[i] = registry[--registry_len];
			found = true;
			break;
		}
	pthread_mutex_unlock(&registry_lock);
	return found;
}

static bool registry_has(const struct _nvvmProgram *p)
{
	bool found = false;

	if (!p)
		return false;
	pthread_mutex_lock(&registry_lock);
	for (size_t i = 0; i < registry_len && !found; i++)
		found = registry[i] == p;
	pthread_mutex_unlock(&registry_lock);
	return found;
}

/* ---- versions and names ---------------------------------------------- */

NVVM_API const char *nvvmGetErrorString(nvvmResult result)
{
	/* NVVM_ERROR_CANCELLED has no string in libNVVM 13 either. */
	static const char *const names[] = {
		"NVVM_SUCCESS",
		"NVVM_ERROR_OUT_OF_MEMORY",
		"NVVM_ERROR_PROGRAM_CREATION_FAILURE",
		"NVVM_ERROR_IR_VERSION_MISMATCH",
		"NVVM_ERROR_INVALID_INPUT",
		"NVVM_ERROR_INVALID_PROGRAM",
		"NVVM_ERROR_INVALID_IR",
		"NVVM_ERROR_INVALID_OPTION",
		"NVVM_ERROR_NO_MODULE_IN_PROGRAM",
		"NVVM_ERROR_COMPILATION",
	};

	if ((unsigned)result < ARRAY_SIZE(names))
		return names[result];
	return "NVVM_ERROR not found";
}

NVVM_API nvvmResult nvvmVersion(int *major, int *minor)
{
	if (major)
		*major = 2;
	if (minor)
		*minor = 0;
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmIRVersion(int *majorIR, int *minorIR, int *majorDbg, int *minorDbg)
{
	if (majorIR)
		*majorIR = 2;
	if (minorIR)
		*minorIR = 0;
	if (majorDbg)
		*majorDbg = 3;
	if (minorDbg)
		*minorDbg = 2;
	return NVVM_SUCCESS;
}

/* ---- create, destroy ---------------------------------------------------- */

NVVM_API nvvmResult nvvmCreateProgram(nvvmProgram *prog)
{
	if (!prog)
		return NVVM_ERROR_INVALID_PROGRAM;
	struct _nvvmProgram *p = calloc(1, sizeof(*p));
	if (!p)
		return NVVM_ERROR_OUT_OF_MEMORY;
	/* The one place libnvvm-open reads the environment (the library
	 * core never does): a drop-in libNVVM has no other channel for a
	 * setting its callers do not know about. */
	const char *legacy = getenv(NVVM_OPEN_LEGACY_ENV);
	p->legacy_ir = legacy && !strcmp(legacy, "1");
	if (!registry_add(p)) {
		free(p);
		return NVVM_ERROR_OUT_OF_MEMORY;
	}
	*prog = p;
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmDestroyProgram(nvvmProgram *prog)
{
	if (!prog || !registry_remove(*prog))
		return NVVM_ERROR_INVALID_PROGRAM;
	struct _nvvmProgram *p = *prog;
	for (size_t i = 0; i < p->n_inputs; i++) {
		free(p->inputs[i].name);
		free(p->inputs[i].data);
	}
	free(p->inputs);
	nvt_strbuf_free(&p->log);
	free(p->ptx);
	free(p);
	*prog = NULL;
	return NVVM_SUCCESS;
}

/* ---- modules --------------------------------------------------------------- */

static nvvmResult add_module(nvvmProgram p, const char *buffer, size_t size, const char *name,
			     bool lazy)
{
	if (!registry_has(p))
		return NVVM_ERROR_INVALID_PROGRAM;
	if (!buffer)
		return NVVM_ERROR_INVALID_INPUT;
	if (nvt_grow(p->inputs, p->cap_inputs, p->n_inputs + 1))
		return NVVM_ERROR_OUT_OF_MEMORY;
	struct nvvm_input *in = &p->inputs[p->n_inputs];
	in->name = nvt_strdup(name ? name : "<unnamed>");
	/* One byte more, so that a size-0 module has a buffer too. */
	in->data = malloc(size + 1);
	if (!in->name || !in->data) {
		free(in->name);
		free(in->data);
		return NVVM_ERROR_OUT_OF_MEMORY;
	}
	memcpy(in->data, buffer, size);
	/* Many front ends pass strlen + 1 for LLVM text, counting its NUL (and
	 * libNVVM takes it): NULs at the end of text are not part of it.
	 * Bitcode (magic 'BC' or the wrapper's 0xDEC0170B) is left alone. */
	bool bitcode = size >= 4 && ((buffer[0] == 'B' && buffer[1] == 'C') ||
				     ((unsigned char)buffer[0] == 0xDE &&
				      (unsigned char)buffer[1] == 0xC0 &&
				      (unsigned char)buffer[2] == 0x17 &&
				      (unsigned char)buffer[3] == 0x0B));
	while (!bitcode && size && !buffer[size - 1])
		size--;
	in->size = size;
	in->lazy = lazy;
	p->n_inputs++;
	if (!lazy)
		p->n_eager++;
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
					   const char *name)
{
	return add_module(prog, buffer, size, name, false);
}

NVVM_API nvvmResult nvvmLazyAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
					       const char *name)
{
	return add_module(prog, buffer, size, name, true);
}

/* ---- verify, compile ---------------------------------------------------- */

static nvvmResult run(nvvmProgram p, int n, const char **options, bool compile)
{
	struct nvvm_options o;

	if (!registry_has(p))
		return NVVM_ERROR_INVALID_PROGRAM;
	nvt_strbuf_free(&p->log);
	if (compile) {
		free(p->ptx);
		p->ptx = NULL;
		p->ptx_len = 0;
	}
	/* As libNVVM: a program without a (non-lazy) module is refused
	 * before its options are looked at. */
	if (!p->n_eager)
		return NVVM_ERROR_NO_MODULE_IN_PROGRAM;
	nvvmResult r = nvvm_options_parse(n, options, &o, &p->log);
	if (r != NVVM_SUCCESS)
		return r;
	return nvvm_run(p, &o, compile);
}

NVVM_API nvvmResult nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options)
{
	return run(prog, numOptions, options, true);
}

NVVM_API nvvmResult nvvmVerifyProgram(nvvmProgram prog, int numOptions, const char **options)
{
	return run(prog, numOptions, options, false);
}

/* ---- results ------------------------------------------------------------------ */

NVVM_API nvvmResult nvvmGetCompiledResultSize(nvvmProgram prog, size_t *bufferSizeRet)
{
	if (!registry_has(prog))
		return NVVM_ERROR_INVALID_PROGRAM;
	if (!bufferSizeRet)
		return NVVM_ERROR_INVALID_INPUT;
	*bufferSizeRet = prog->ptx_len + 1;
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmGetCompiledResult(nvvmProgram prog, char *buffer)
{
	if (!registry_has(prog))
		return NVVM_ERROR_INVALID_PROGRAM;
	if (!buffer)
		return NVVM_ERROR_INVALID_INPUT;
	if (prog->ptx)
		memcpy(buffer, prog->ptx, prog->ptx_len);
	buffer[prog->ptx_len] = '\0';
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmGetProgramLogSize(nvvmProgram prog, size_t *bufferSizeRet)
{
	if (!registry_has(prog))
		return NVVM_ERROR_INVALID_PROGRAM;
	if (!bufferSizeRet)
		return NVVM_ERROR_INVALID_INPUT;
	*bufferSizeRet = prog->log.len + 1;
	return NVVM_SUCCESS;
}

NVVM_API nvvmResult nvvmGetProgramLog(nvvmProgram prog, char *buffer)
{
	if (!registry_has(prog))
		return NVVM_ERROR_INVALID_PROGRAM;
	if (!buffer)
		return NVVM_ERROR_INVALID_INPUT;
	if (prog->log.len)
		memcpy(buffer, prog->log.data, prog->log.len);
	buffer[prog->log.len] = '\0';
	return NVVM_SUCCESS;
}
