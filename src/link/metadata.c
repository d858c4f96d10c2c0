/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The named metadata of the linked module: !nvvmir.version and the
 * !nvvm.annotations that LLVM 22 leaves as metadata.
 *
 * LLVM's module linker concatenates named metadata (identical nodes once):
 * two inputs with versions 2.0 and 2.0+debug 3.2 give two version nodes,
 * and annotations of a variable that internalize removed stay behind with
 * a null entity. The spec wants one version node, and annotations of
 * dropped entities must go with them.
 *
 * The LLVM C API can add operands to named metadata but neither remove
 * them nor delete a named node. So when the linked module's named metadata
 * is not what it must be, it is rebuilt: the module is printed as text
 * without those two named nodes, parsed back in the same context, and the
 * nodes are added again from our own model. This costs a print and a parse
 * of the output (small after lazy linking); it happens only when needed
 * (different versions, dropped annotated entities, duplicates).
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/IRReader.h>

#include "link/linker.h"

struct annot {
	char *entity;          /* global's name */
	bool is_func;
	unsigned n;            /* key/value pairs */
	char **keys;
	unsigned long long *vals;
};

struct annots {
	struct annot *v;
	size_t n;
};

static void annots_free(struct annots *a)
{
	for (size_t i = 0; i < a->n; i++) {
		for (unsigned k = 0; k < a->v[i].n; k++)
			free(a->v[i].keys[k]);
		free(a->v[i].keys);
		free(a->v[i].vals);
		free(a->v[i].entity);
	}
	free(a->v);
	memset(a, 0, sizeof(*a));
}

static unsigned named_count(LLVMModuleRef m, const char *name)
{
	return LLVMGetNamedMetadata(m, name, strlen(name)) ? LLVMGetNamedMetadataNumOperands(m, name)
							     : 0;
}

/* Read !nvvm.annotations; returns whether it needs rebuilding (entries of
 * removed or unnamed entities, or a property repeated). */
static int read_annots(LLVMModuleRef m, struct annots *out, bool *rebuild)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(m, "nvvm.annotations", &n);

	*rebuild = false;
	if (!n)
		return 0;
	out->v = ops ? calloc(n, sizeof(*out->v)) : NULL;
	if (!out->v) {
		free(ops);
		return -ENOMEM;
	}
	for (unsigned i = 0; i < n; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		LLVMValueRef f[k ? k : 1];
		if (!k) {
			*rebuild = true;
			continue;
		}
		LLVMGetMDNodeOperands(ops[i], f);
		if (!f[0] || !(LLVMIsAGlobalVariable(f[0]) || LLVMIsAFunction(f[0]))) {
			*rebuild = true; /* the entity is gone (or never was one) */
			continue;
		}
		struct annot *a = &out->v[out->n];
		a->entity = nvt_llvm_value_name(f[0]);
		a->is_func = LLVMIsAFunction(f[0]) != NULL;
		a->keys = calloc(k, sizeof(*a->keys));
		a->vals = calloc(k, sizeof(*a->vals));
		if (!a->entity || !a->keys || !a->vals) {
			free(ops);
			return -ENOMEM;
		}
		out->n++;
		if (!*a->entity)
			*rebuild = true;
		for (unsigned j = 1; j + 1 < k; j += 2) {
			unsigned kl = 0;
			const char *key = f[j] ? LLVMGetMDString(f[j], &kl) : NULL;
			if (!key || !f[j + 1] || !LLVMIsAConstantInt(f[j + 1]))
				continue;
			a->keys[a->n] = nvt_strndup(key, kl);
			a->vals[a->n] = LLVMConstIntGetZExtValue(f[j + 1]);
			if (!a->keys[a->n]) {
				free(ops);
				return -ENOMEM;
			}
			/* The same property twice (in another node) merges into one. */
			for (size_t p = 0; p < out->n; p++)
				for (unsigned q = 0; q < out->v[p].n; q++)
					if (!strcmp(out->v[p].entity, a->entity) &&
					    !strcmp(out->v[p].keys[q], a->keys[a->n]) &&
					    out->v[p].vals[q] == a->vals[a->n])
						*rebuild = true;
			a->n++;
		}
	}
	free(ops);
	return 0;
}

static LLVMMetadataRef md_int(LLVMContextRef c, unsigned long long v)
{
	return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), v, false));
}

static void add_node(LLVMModuleRef m, LLVMContextRef c, const char *named, LLVMMetadataRef *ops,
		     size_t n)
{
	LLVMMetadataRef node = LLVMMDNodeInContext2(c, ops, n);
	LLVMAddNamedMetadataOperand(m, named, LLVMMetadataAsValue(c, node));
}

static LLVMValueRef find_entity(LLVMModuleRef m, const char *name, bool is_func)
{
	if (!*name)
		return NULL;
	return is_func ? LLVMGetNamedFunction(m, name) : LLVMGetNamedGlobal(m, name);
}

static int write_annots(struct nvt_linker *l, const struct annots *as)
{
	LLVMModuleRef m = link_dest_module(l);
	LLVMContextRef c = l->dest->ctx;

	for (size_t i = 0; i < as->n; i++) {
		const struct annot *a = &as->v[i];
		LLVMValueRef gv = find_entity(m, a->entity, a->is_func);
		LLVMMetadataRef ops[1 + 2 * a->n];
		size_t n = 0;
		if (!gv || !a->n)
			continue;
		ops[n++] = LLVMValueAsMetadata(gv);
		for (unsigned k = 0; k < a->n; k++) {
			bool dup = false;
			/* drop a property an earlier node already gave */
			for (size_t p = 0; p < i && !dup; p++)
				for (unsigned q = 0; q < as->v[p].n && !dup; q++)
					dup = !strcmp(as->v[p].entity, a->entity) &&
					      !strcmp(as->v[p].keys[q], a->keys[k]) &&
					      as->v[p].vals[q] == a->vals[k];
			for (unsigned q = 0; q < k && !dup; q++)
				dup = !strcmp(a->keys[q], a->keys[k]) && a->vals[q] == a->vals[k];
			if (dup)
				continue;
			ops[n++] = LLVMMDStringInContext2(c, a->keys[k], strlen(a->keys[k]));
			ops[n++] = md_int(c, a->vals[k]);
		}
		if (n > 1)
			add_node(m, c, "nvvm.annotations", ops, n);
	}
	return 0;
}

/* The module without its !nvvmir.version and !nvvm.annotations. */
static int reparse_without_named(struct nvt_linker *l)
{
	LLVMModuleRef old = link_dest_module(l), nm = NULL;
	char *txt = LLVMPrintModuleToString(old), *msg = NULL;
	struct nvt_strbuf sb = { 0 };
	const char *p = txt;
	int err = 0;

	while (*p && !err) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p + 1) : strlen(p);
		if (strncmp(p, "!nvvmir.version = ", 18) && strncmp(p, "!nvvm.annotations = ", 20))
			err = nvt_strbuf_append(&sb, p, n);
		p += n;
	}
	LLVMDisposeMessage(txt);
	if (err) {
		nvt_strbuf_free(&sb);
		return err;
	}
	LLVMMemoryBufferRef mb =
		LLVMCreateMemoryBufferWithMemoryRangeCopy(sb.data ? sb.data : "", sb.len, l->module_name);
	nvt_strbuf_free(&sb);
	if (LLVMParseIRInContext(l->dest->ctx, mb, &nm, &msg)) {
		nvt_llvm_report_message(l->diags, NVT_ERROR, "internal", l->module_name, msg);
		return -EINVAL;
	}
	if (msg)
		LLVMDisposeMessage(msg);
	LLVMDisposeModule(old);
	l->dest->mod = nm;
	return 0;
}

static bool version_node_is(LLVMValueRef node, const struct nvt_ir_version *v)
{
	unsigned k = LLVMGetMDNodeNumOperands(node);
	LLVMValueRef f[4] = { 0 };
	unsigned want[4] = { v->major, v->minor, v->dmajor, v->dminor };

	if (k != (v->has_debug ? 4u : 2u))
		return false;
	LLVMGetMDNodeOperands(node, f);
	for (unsigned i = 0; i < k; i++)
		if (!f[i] || !LLVMIsAConstantInt(f[i]) || LLVMConstIntGetZExtValue(f[i]) != want[i])
			return false;
	return true;
}

static void merge_version(struct nvt_ir_version *acc, const struct nvt_ir_version *v)
{
	if (!v->present)
		return;
	if (!acc->present || v->major > acc->major ||
	    (v->major == acc->major && v->minor > acc->minor)) {
		acc->major = v->major;
		acc->minor = v->minor;
	}
	acc->present = true;
	if (v->has_debug && (!acc->has_debug || v->dmajor > acc->dmajor ||
			     (v->dmajor == acc->dmajor && v->dminor > acc->dminor))) {
		acc->dmajor = v->dmajor;
		acc->dminor = v->dminor;
		acc->has_debug = true;
	}
}

static void merge_linked_versions(struct nvt_linker *l, struct nvt_ir_version *acc)
{
	for (size_t i = 0; i < l->n_inputs; i++)
		if (l->inputs[i]->state == INPUT_LINKED)
			merge_version(acc, &l->inputs[i]->version);
	for (size_t a = 0; a < l->n_archives; a++)
		for (size_t k = 0; k < l->archives[a]->n_members; k++) {
			struct link_input *in = l->archives[a]->members[k].in;
			if (in && in->state == INPUT_LINKED)
				merge_version(acc, &in->version);
		}
}

/* Spec-form annotations (--annotations=spec) from the upgraded form. */
static void add_spec_annotations(struct nvt_linker *l)
{
	static const struct {
		const char *attr;
		const char *keys[3];
	} map[] = {
		{ "nvvm.maxntid", { "maxntidx", "maxntidy", "maxntidz" } },
		{ "nvvm.reqntid", { "reqntidx", "reqntidy", "reqntidz" } },
		{ "nvvm.cluster_dim", { "cluster_dim_x", "cluster_dim_y", "cluster_dim_z" } },
		{ "nvvm.minctasm", { "minctasm" } },
		{ "nvvm.maxnreg", { "maxnreg" } },
		{ "nvvm.maxclusterrank", { "maxclusterrank" } },
	};
	LLVMModuleRef m = link_dest_module(l);
	LLVMContextRef c = l->dest->ctx;
	unsigned align_kind = LLVMGetEnumAttributeKindForName("alignstack", 10);

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		LLVMMetadataRef ops[1 + 2 * 24];
		size_t n = 0;
		if (LLVMIsDeclaration(f))
			continue;
		ops[n++] = LLVMValueAsMetadata(f);
		if (nvt_llvm_is_kernel(f)) {
			ops[n++] = LLVMMDStringInContext2(c, "kernel", 6);
			ops[n++] = md_int(c, 1);
		}
		for (size_t i = 0; i < ARRAY_SIZE(map); i++) {
			LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
				f, LLVMAttributeFunctionIndex, map[i].attr, (unsigned)strlen(map[i].attr));
			unsigned vl = 0;
			const char *v = a ? LLVMGetStringAttributeValue(a, &vl) : NULL;
			char buf[64];
			const char *s = buf;
			if (!v)
				continue;
			snprintf(buf, sizeof(buf), "%.*s", (int)vl, v);
			for (int d = 0; d < 3 && map[i].keys[d] && *s; d++) {
				char *end;
				unsigned long x = strtoul(s, &end, 10);
				if (end == s)
					break;
				ops[n++] = LLVMMDStringInContext2(c, map[i].keys[d], strlen(map[i].keys[d]));
				ops[n++] = md_int(c, x);
				s = *end == ',' ? end + 1 : end;
			}
		}
		for (unsigned idx = 0; idx <= LLVMCountParams(f) && n + 2 <= ARRAY_SIZE(ops); idx++) {
			LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(f, idx, align_kind);
			if (!a)
				continue;
			ops[n++] = LLVMMDStringInContext2(c, "align", 5);
			ops[n++] = md_int(c, ((unsigned long long)idx << 16) |
						     (LLVMGetEnumAttributeValue(a) & 0xffff));
		}
		if (n > 1)
			add_node(m, c, "nvvm.annotations", ops, n);
	}
}

int link_metadata_finish(struct nvt_linker *l)
{
	LLVMModuleRef m = link_dest_module(l);
	LLVMContextRef c = l->dest->ctx;
	struct nvt_ir_version want = { 0 };
	struct annots as = { 0 };
	bool rebuild_annots = false, rebuild_version = false;
	unsigned nv;
	int err;

	if (l->nvvmir_version)
		link_parse_version(l->nvvmir_version, &want); /* validated by __new */
	else
		merge_linked_versions(l, &want);

	nv = named_count(m, "nvvmir.version");
	if (nv > 1 || (nv == 1 && !want.present))
		rebuild_version = true;
	else if (nv == 1) {
		LLVMValueRef node;
		LLVMGetNamedMetadataOperands(m, "nvvmir.version", &node);
		rebuild_version = !version_node_is(node, &want);
	}
	err = read_annots(m, &as, &rebuild_annots);
	if (err)
		goto out;
	if (rebuild_version || rebuild_annots) {
		err = reparse_without_named(l);
		if (err)
			goto out;
		m = link_dest_module(l);
		write_annots(l, &as);
		nv = 0;
	}
	if (!nv && want.present) {
		LLVMMetadataRef ops[4] = { md_int(c, want.major), md_int(c, want.minor),
					   md_int(c, want.dmajor), md_int(c, want.dminor) };
		add_node(m, c, "nvvmir.version", ops, want.has_debug ? 4 : 2);
	}
	if (l->opts.annotations_spec)
		add_spec_annotations(l);
out:
	annots_free(&as);
	return err;
}
