/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Running NVIDIA's ptxas to turn PTX into cubins (fatpack create
 * --cubins-for). ptxas is closed; which one is the caller's choice
 * (nvt_cuda_toolkit__ptxas_path(), src/core/cuda.c). The PTX goes
 * through a private temporary directory (under opts->tmp_dir: the library
 * reads no $TMPDIR) because ptxas reads and writes files only; its
 * messages come back as diagnostics. nvt_fatbin_pick_ptx() chooses which
 * PTX input serves each requested arch.
 */
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fatbin/fatbin_internal.h"
#include <nvvmtools/arch.h>
#include <nvvmtools/cuda.h>

extern char **environ;

static int write_all(const char *path, const void *data, size_t size)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	int err;

	if (fd < 0)
		return -errno;
	if ((err = nvt_write_full(fd, data, size))) {
		close(fd);
		return err;
	}
	return close(fd) ? -errno : 0;
}

static int read_all(const char *path, void **out, size_t *size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct nvt_strbuf sb = { 0 };

	if (fd < 0)
		return -errno;
	for (;;) {
		if (nvt_strbuf_reserve(&sb, 65536)) {
			close(fd);
			nvt_strbuf_free(&sb);
			return -ENOMEM;
		}
		ssize_t n = read(fd, sb.data + sb.len, sb.cap - sb.len - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int err = -errno;
			close(fd);
			nvt_strbuf_free(&sb);
			return err;
		}
		if (!n)
			break;
		sb.len += (size_t)n;
		if (sb.len > NVT_DEFAULT_MAX_INPUT_SIZE) { /* ptxas output: bounded like any input */
			close(fd);
			nvt_strbuf_free(&sb);
			return -EFBIG;
		}
	}
	close(fd);
	*out = nvt_strbuf_detach(&sb, size);
	return *out ? 0 : -ENOMEM;
}

NVT_API int nvt_ptxas_run(const char *ptxas, const void *ptx, size_t size, const char *arch,
			  const struct nvt_ptxas_opts *popts, void **cubin, size_t *cubin_size,
			  struct nvt_diags *diags)
{
	const char *tmp = OPTS_GET(popts, tmp_dir, NULL);
	const char *options = OPTS_GET(popts, options, NULL);
	char *dir = NULL, *in = NULL, *out = NULL, *archopt = NULL, *opts = NULL;
	int slot;
	char *argv[64];
	int argc = 0, err = 0, pipefd[2] = { -1, -1 };
	unsigned sm;
	char variant;
	pid_t pid;
	posix_spawn_file_actions_t fa;

	if (!cubin || !cubin_size)
		return -EINVAL;
	*cubin = NULL;
	*cubin_size = 0;
	if (!ptxas || !ptx || !OPTS_VALID_DIAG(popts, nvt_ptxas_opts, diags))
		return -EINVAL;
	if (fb_arch_parse(arch, &sm, &variant)) {
		nvt_error(diags, "fatbin-arch", NULL, NULL, "invalid arch '%s' for ptxas", arch);
		return -EINVAL;
	}
	if (!tmp || !*tmp)
		tmp = "/tmp";
	dir = nvt_asprintf("%s/nvt-ptxas-XXXXXX", tmp);
	if (!dir)
		return -ENOMEM;
	slot = nvt_tmp_dir_register(dir); /* removed on SIGINT/SIGTERM/SIGHUP */
	if (!mkdtemp(dir)) {
		err = -errno;
		nvt_error(diags, "ptxas", NULL, NULL, "cannot create a temporary directory under '%s': %s", tmp,
			  strerror(errno));
		nvt_tmp_dir_unregister(slot);
		free(dir);
		return err;
	}
	in = nvt_asprintf("%s/in.ptx", dir);
	out = nvt_asprintf("%s/out.cubin", dir);
	archopt = nvt_asprintf("-arch=sm_%u%s", sm, variant == 'a' ? "a" : variant == 'f' ? "f" : "");
	opts = nvt_strdup(options ? options : "");
	if (!in || !out || !archopt || !opts) {
		err = -ENOMEM;
		goto out;
	}
	{ /* PTX without its NUL: ptxas reads text */
		const char *nul = memchr(ptx, 0, size);
		err = write_all(in, ptx, nul ? (size_t)(nul - (const char *)ptx) : size);
		if (err) {
			nvt_error(diags, "ptxas", NULL, NULL, "cannot write '%s': %s", in, strerror(-err));
			goto out;
		}
	}
	argv[argc++] = (char *)ptxas;
	argv[argc++] = archopt;
	for (char *save = NULL, *tok = strtok_r(opts, " \t", &save); tok && argc < 58;
	     tok = strtok_r(NULL, " \t", &save))
		argv[argc++] = tok;
	argv[argc++] = in;
	argv[argc++] = (char *)"-o";
	argv[argc++] = out;
	argv[argc] = NULL;
	if (pipe2(pipefd, O_CLOEXEC)) {
		err = -errno;
		goto out;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pipefd[1], STDERR_FILENO);
	posix_spawn_file_actions_adddup2(&fa, pipefd[1], STDOUT_FILENO);
	err = posix_spawn(&pid, ptxas, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(pipefd[1]);
	if (err) {
		nvt_error(diags, "ptxas", NULL, NULL, "cannot run '%s': %s", ptxas, strerror(err));
		close(pipefd[0]);
		err = -err;
		goto out;
	}
	{
		struct nvt_strbuf msg = { 0 };
		char buf[4096];
		ssize_t n;
		while ((n = read(pipefd[0], buf, sizeof(buf))) != 0) {
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0)
				break;
			nvt_strbuf_append(&msg, buf, (size_t)n);
		}
		close(pipefd[0]);
		int status = 0;
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
		/* Hand ptxas's lines on, as notes when it succeeded. */
		for (char *save = NULL, *line = msg.data ? strtok_r(msg.data, "\n", &save) : NULL; line;
		     line = strtok_r(NULL, "\n", &save))
			nvt_diags__reportf(diags, ok ? NVT_WARNING : NVT_ERROR, "ptxas", NULL, 0, 0, archopt + 6,
					   "ptxas %s: %s", archopt, line);
		nvt_strbuf_free(&msg);
		if (!ok) {
			nvt_error(diags, "ptxas", NULL, archopt + 6, "ptxas failed for %s (exit status %d)",
				  archopt + 6, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
			err = -EINVAL;
			goto out;
		}
	}
	err = read_all(out, cubin, cubin_size);
	if (err)
		nvt_error(diags, "ptxas", NULL, NULL, "cannot read ptxas output '%s': %s", out, strerror(-err));
out:
	if (in)
		unlink(in);
	if (out)
		unlink(out);
	rmdir(dir);
	nvt_tmp_dir_unregister(slot);
	free(dir);
	free(in);
	free(out);
	free(archopt);
	free(opts);
	return err;
}

NVT_API int nvt_fatbin_pick_ptx(const struct nvt_fatbin_ptx_candidate *cands, size_t n, const char *target)
{
	const struct nvt_arch *t = nvt_arch_find(target);
	int best = -ENOENT;
	unsigned best_sm = 0;

	if (!t)
		return -EINVAL;
	for (size_t i = 0; i < n && i < INT_MAX; i++) {
		const char *label = cands[i].arch;
		char tgt[32];
		unsigned major, minor;
		if (!cands[i].ptx)
			continue;
		if (!label) { /* an unlabelled input is for its .target */
			if (nvt_ptx_header_parse(cands[i].ptx, cands[i].size, &major, &minor, tgt, sizeof(tgt), NULL))
				continue;
			label = tgt;
		}
		const struct nvt_arch *a = nvt_arch_find(label);
		if (!a || !nvt_arch__runs_on(a, t))
			continue;
		/* the newest PTX that runs there lets ptxas use the most features */
		if (best < 0 || a->sm > best_sm) {
			best = (int)i;
			best_sm = a->sm;
		}
	}
	return best;
}
