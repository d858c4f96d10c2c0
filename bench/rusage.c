/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-bench-time: run one command and write what it cost, for
 * bench/bench-set.sh, to the microsecond.
 *
 *   nvvm-bench-time OUT CMD [ARG...]
 *
 * Appends to OUT one line "USER SYS WALL MAXRSS": CPU seconds in user and
 * system mode of the command and every child it waited for (wait4's
 * rusage), wall seconds from fork to its end, and its peak RSS in KiB.
 * Exits with the command's status (128 + N for a signal N; 127 when it
 * could not be started). GNU time prints hundredths of a second, which on
 * the set's small modules (a tool run of 20 ms) is a tenth of the
 * measurement: this prints microseconds.
 */
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double secs(struct timeval tv)
{
	return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

int main(int argc, char **argv)
{
	struct rusage ru;
	int status = 0;
	pid_t pid;

	if (argc < 3) {
		fprintf(stderr, "usage: nvvm-bench-time OUT CMD [ARG...]\n");
		return 2;
	}
	double t0 = now();
	pid = fork();
	if (pid < 0) {
		perror("nvvm-bench-time: fork");
		return 127;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	while (wait4(pid, &status, 0, &ru) < 0)
		if (errno != EINTR) {
			perror("nvvm-bench-time: wait4");
			return 127;
		}
	double wall = now() - t0;
	FILE *f = fopen(argv[1], "a");
	if (!f) {
		perror(argv[1]);
		return 127;
	}
	fprintf(f, "%.6f %.6f %.6f %ld\n", secs(ru.ru_utime), secs(ru.ru_stime), wall, ru.ru_maxrss);
	fclose(f);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
