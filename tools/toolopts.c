/* SPDX-License-Identifier: Apache-2.0 */
/* The tools' option tables: one parser and one --help generator for every
 * tool (the syntax is in toolcommon.h and doc/tools.md). A table is data,
 * so that the help cannot say something the parser does not do. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <nvvmtools/arch.h>

#include "toolcommon.h"

/* The common options' ids (tools use ids below 900): handled by
 * tool_next, never returned. */
enum {
	C_DIAG_FORMAT = 1000,
	C_MAX_ERRORS,
	C_WERROR,
	C_NO_WARNINGS,
	C_MAX_INPUT_SIZE,
	C_NO_ISOLATE,
	C_READER_CPU_LIMIT,
	C_READER_TIMEOUT,
	C_HELP,
	C_VERSION,
};

static const struct tool_opt common_opts[] = {
	TOOL_SECTION_TITLE("Diagnostics:"),
	TOOL_OPT(C_DIAG_FORMAT, "diag-format", 0, TOOL_REQ_ARG, 0, "text|json",
	  "text: FILE:LINE:COL: error: MESSAGE [RULE] (default);\n"
	  "json: one object per line on stderr (usage errors too)"),
	TOOL_OPT(C_MAX_ERRORS, "max-errors", 0, TOOL_REQ_ARG, 0, "N",
	  "show at most N errors (0 = all; every error is still counted)"),
	TOOL_OPT_SPELL(C_WERROR, "Werror", 0, TOOL_NO_ARG, TOOL_DASH1, NULL, "treat warnings as errors", "-Werror"),
	TOOL_OPT(C_NO_WARNINGS, NULL, 'w', TOOL_NO_ARG, 0, NULL, "suppress warnings"),
	TOOL_SECTION_TITLE("Inputs:"),
	TOOL_OPT(C_MAX_INPUT_SIZE, "max-input-size", 0, TOOL_REQ_ARG, 0, "N[K|M|G]",
	  "refuse an input file or stream larger than N bytes\n"
	  "(default 4G; devices such as /dev/zero are refused)"),
	TOOL_OPT(C_NO_ISOLATE, "no-isolate", 0, TOOL_NO_ARG, 0, NULL,
	  "nvvm-link, nvvm-opt, nvvm-llc: let LLVM read IR inputs in\n"
	  "this process only (by default a child process reads each\n"
	  "first, so that damaged bitcode which crashes LLVM becomes\n"
	  "an error naming the file [bitcode-damaged]; the child that\n"
	  "reads the first input goes on as the tool)"),
	TOOL_OPT(C_READER_CPU_LIMIT, "reader-cpu-limit", 0, TOOL_REQ_ARG, 0, "SECONDS",
	  "nvvm-link, nvvm-opt, nvvm-llc: end the child that reads an\n"
	  "input after SECONDS of CPU time [bitcode-damaged]\n"
	  "(default 60, plus 1 per MiB of input)"),
	TOOL_OPT(C_READER_TIMEOUT, "reader-timeout", 0, TOOL_REQ_ARG, 0, "SECONDS",
	  "nvvm-link, nvvm-opt, nvvm-llc: end the child that reads an\n"
	  "input after SECONDS of wall-clock time, such as 0.5\n"
	  "[bitcode-damaged] (default twice the CPU limit)"),
	TOOL_SECTION_TITLE("General:"),
	TOOL_OPT(C_HELP, "help", 'h', TOOL_NO_ARG, 0, NULL, "print this help and exit"),
	TOOL_OPT(C_VERSION, "version", 0, TOOL_NO_ARG, 0, NULL, "print the version and exit"),
	TOOL_OPT_END,
};

const struct tool_opt tool_math_opts[] = {
	TOOL_OPT_SPELL(TOOL_ID_FTZ, "ftz", 0, TOOL_REQ_ARG, TOOL_DASH1, "0|1", "flush f32 denormals to zero (default 0)",
	  "-ftz=0|1"),
	TOOL_OPT_SPELL(TOOL_ID_PREC_DIV, "prec-div", 0, TOOL_REQ_ARG, TOOL_DASH1, "0|1",
	  "IEEE f32 division; 0 = div.full.f32 (default 1)", "-prec-div=0|1"),
	TOOL_OPT_SPELL(TOOL_ID_PREC_SQRT, "prec-sqrt", 0, TOOL_REQ_ARG, TOOL_DASH1, "0|1",
	  "IEEE f32 square root; 0 = sqrt.approx (default 1)", "-prec-sqrt=0|1"),
	TOOL_OPT_SPELL(TOOL_ID_FMA, "fma", 0, TOOL_REQ_ARG, TOOL_DASH1, "0|1", "contract multiply-add into fma (default 1)",
	  "-fma=0|1"),
	TOOL_OPT_END,
};

static const char syntax_help[] =
	"Option syntax (the same in every nvvm-tools tool):\n"
	"  --opt=VALUE, --opt VALUE\n"
	"                           a long option's value; an optional value only as\n"
	"                           --opt=VALUE; an empty value is an error\n"
	"  -o FILE, -oFILE          a short option's value (-O2: one word only)\n"
	"  --arch=A,B --arch=C      lists are comma-separated, and repeating the\n"
	"                           option adds to the list\n"
	"  -arch, -ftz=1, -Werror   nvcc's and libNVVM's one-dash spellings of their\n"
	"                           options are accepted too\n"
	"  --                       ends the options ('-' is standard input)\n";

static bool is_end(const struct tool_opt *o)
{
	return !o->id && !o->name && !o->shrt && !o->help && !o->spell && !o->include;
}

static const struct tool_opt *find_long(const struct tool_opt *opts, const char *name, size_t len,
					bool dash1)
{
	for (const struct tool_opt *o = opts; o && !is_end(o); o++) {
		if (o->include) {
			const struct tool_opt *r = find_long(o->include, name, len, dash1);
			if (r)
				return r;
			continue;
		}
		if (o->name && strlen(o->name) == len && !strncmp(o->name, name, len) &&
		    (!dash1 || (o->flags & TOOL_DASH1)))
			return o;
	}
	return NULL;
}

static const struct tool_opt *find_short(const struct tool_opt *opts, char c)
{
	for (const struct tool_opt *o = opts; o && !is_end(o); o++) {
		if (o->include) {
			const struct tool_opt *r = find_short(o->include, c);
			if (r)
				return r;
			continue;
		}
		if (o->shrt && o->shrt == c)
			return o;
	}
	return NULL;
}

/* What one argument that starts with '-' (not "-" or "--") is. */
struct match {
	const struct tool_opt *opt; /* NULL: unknown */
	const char *inline_value;   /* after '=' (long) or the letter (short); NULL: none */
	char spelled[96];           /* "--arch", "-arch", "-o" */
	bool is_short;
};

static void match_arg(const struct tool_opt *opts, const char *a, struct match *m)
{
	const char *name = a[1] == '-' ? a + 2 : a + 1;
	const char *eq = strchr(name, '=');
	size_t len = eq ? (size_t)(eq - name) : strlen(name);

	memset(m, 0, sizeof(*m));
	snprintf(m->spelled, sizeof(m->spelled), "%.*s", (int)(name - a + len), a);
	m->opt = find_long(opts, name, len, a[1] != '-');
	if (!m->opt)
		m->opt = find_long(common_opts, name, len, a[1] != '-');
	if (m->opt) {
		m->inline_value = eq ? eq + 1 : NULL;
		return;
	}
	if (a[1] == '-')
		return;
	m->opt = find_short(opts, a[1]);
	if (!m->opt)
		m->opt = find_short(common_opts, a[1]);
	if (!m->opt)
		return;
	m->is_short = true;
	snprintf(m->spelled, sizeof(m->spelled), "-%c", a[1]);
	if (m->opt->arg == TOOL_NO_ARG) {
		if (a[2])
			m->opt = NULL; /* "-fx": no such option */
		return;
	}
	if (a[2] || (m->opt->flags & TOOL_ATTACHED))
		m->inline_value = a + 2;
}

int tool_opt_span(const struct tool_opt *opts, int argc, char **argv, int i)
{
	const char *a = argv[i];
	struct match m;

	if (a[0] != '-' || !a[1] || !strcmp(a, "--"))
		return 0;
	match_arg(opts, a, &m);
	if (!m.opt)
		return 0;
	if (m.opt->arg == TOOL_REQ_ARG && !m.inline_value && i + 1 < argc)
		return 2;
	return 1;
}

static void set_format(struct tool *t, const char *v)
{
	if (!strcmp(v, "text"))
		t->format = NVT_DIAG_TEXT;
	else if (!strcmp(v, "json"))
		t->format = NVT_DIAG_JSON;
	else
		tool_usage_error(t, "unknown diagnostic format '%s' (expected text or json)", v);
}

void tool_begin(struct tool *t, int argc, char **argv, int first)
{
	bool help = false, version = false;
	const char *format = NULL;

	t->argc = argc;
	t->argv = argv;
	t->argi = first;
	t->dashdash = false;
	/* A plain scan, not the parser: the options before a bad one must
	 * not decide whether its error is JSON or whether --help wins. */
	for (int i = first; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--"))
			break;
		if (!strcmp(a, "--help") || !strcmp(a, "-h"))
			help = true;
		else if (!strcmp(a, "--version"))
			version = true;
		else if (!strncmp(a, "--diag-format=", 14))
			format = a + 14;
		else if (!strcmp(a, "--diag-format") && i + 1 < argc)
			format = argv[++i];
	}
	if (format)
		set_format(t, format);
	if (help) {
		if (t->help)
			t->help(t);
		else
			tool_print_help(t);
		tool_exit(t, 0);
	}
	if (version) {
		if (t->version)
			t->version(t);
		else
			printf("%s (nvvm-tools) %s\n", t->name, nvt_version());
		tool_exit(t, 0);
	}
}

static void common_option(struct tool *t, int id, const char *v)
{
	switch (id) {
	case C_DIAG_FORMAT:
		set_format(t, v);
		break;
	case C_MAX_ERRORS: {
		long n = tool_parse_uint(v);
		if (n < 0)
			tool_usage_error(t, "--max-errors needs a number, got '%s'", v);
		t->max_errors = (unsigned)n;
		break;
	}
	case C_MAX_INPUT_SIZE: {
		char *end;
		unsigned long long n, mul = 1;

		errno = 0;
		n = (*v >= '0' && *v <= '9') ? strtoull(v, &end, 10) : 0;
		if (n && !errno) {
			if (*end == 'K' || *end == 'k')
				mul = 1ULL << 10, end++;
			else if (*end == 'M' || *end == 'm')
				mul = 1ULL << 20, end++;
			else if (*end == 'G' || *end == 'g')
				mul = 1ULL << 30, end++;
		}
		if (!n || errno || *end || n > ~0ULL / mul)
			tool_usage_error(t, "--max-input-size needs a positive size (N, NK, NM or NG), got '%s'", v);
		t->max_input_size = n * mul;
		break;
	}
	case C_WERROR:
		t->werror = true;
		break;
	case C_NO_WARNINGS:
		t->no_warnings = true;
		break;
	case C_NO_ISOLATE:
		t->no_isolate = true;
		break;
	case C_READER_CPU_LIMIT: {
		long n = tool_parse_uint(v);
		if (n <= 0 || n > 1000000)
			tool_usage_error(t, "--reader-cpu-limit needs a whole number of seconds from 1 "
					 "to 1000000, got '%s'", v);
		t->reader_cpu_seconds = (unsigned)n;
		break;
	}
	case C_READER_TIMEOUT: {
		/* SECONDS[.FRACTION], to the millisecond; read by hand, not
		 * strtod: no locale's decimal comma, no "1e3" or "inf" */
		unsigned long long ms = 0;
		const char *q = v;
		bool ok = *q >= '0' && *q <= '9';
		for (; ok && *q >= '0' && *q <= '9'; q++)
			ok = (ms = ms * 10 + (unsigned)(*q - '0')) <= 1000000;
		ms *= 1000;
		if (ok && *q == '.') {
			q++;
			ok = *q >= '0' && *q <= '9';
			for (unsigned m = 100; ok && *q >= '0' && *q <= '9'; q++, m /= 10)
				ms += (unsigned)(*q - '0') * m, ok = m > 0;
		}
		if (!ok || *q || !ms)
			tool_usage_error(t, "--reader-timeout needs a number of seconds above 0, at most "
					 "1000000, with at most 3 decimals (such as 0.5), got '%s'", v);
		t->reader_timeout_ms = ms;
		break;
	}
	default: /* C_HELP, C_VERSION: done by tool_begin */
		break;
	}
}

int tool_common_flag(struct tool *t, const char *a)
{
	struct match m;

	if (a[0] != '-' || !a[1] || !strcmp(a, "--"))
		return 0;
	match_arg(NULL, a, &m);
	if (!m.opt || m.opt->id == C_HELP || m.opt->id == C_VERSION)
		return 0;
	if (m.opt->arg == TOOL_NO_ARG && m.inline_value)
		tool_usage_error(t, "%s takes no value, got '%s'", m.spelled, a);
	if (m.opt->arg == TOOL_REQ_ARG && (!m.inline_value || !*m.inline_value))
		tool_usage_error(t, "%s needs a value (%s=VALUE)", m.spelled, m.spelled);
	common_option(t, m.opt->id, m.inline_value);
	return 1;
}

int tool_next(struct tool *t, const char **value)
{
	static char spelled[96];

	for (;;) {
		struct match m;
		const char *a, *v;

		*value = NULL;
		if (t->argi >= t->argc)
			return TOOL_END;
		a = t->argv[t->argi++];
		if (t->dashdash || a[0] != '-' || !a[1]) {
			*value = a;
			return TOOL_POSITIONAL;
		}
		if (!strcmp(a, "--")) {
			t->dashdash = true;
			continue;
		}
		match_arg(t->opts, a, &m);
		if (!m.opt) {
			if (t->command)
				tool_usage_error(t, "unknown option '%s' for %s", a, t->command);
			tool_usage_error(t, "unknown option '%s'", a);
		}
		memcpy(spelled, m.spelled, sizeof(spelled));
		t->spelled = spelled;
		v = m.inline_value;
		switch (m.opt->arg) {
		case TOOL_NO_ARG:
			if (v)
				tool_usage_error(t, "%s takes no value, got '%s'", spelled, a);
			break;
		case TOOL_REQ_ARG:
			if (v && !*v && !(m.opt->flags & TOOL_ATTACHED))
				tool_usage_error(t, "%s= needs a value", spelled);
			if (!v) {
				if (t->argi >= t->argc)
					tool_usage_error(t, "%s needs a value", spelled);
				v = t->argv[t->argi++];
				if (!*v)
					tool_usage_error(t, "%s needs a value", spelled);
			}
			break;
		case TOOL_OPT_ARG:
			if (v && !*v)
				tool_usage_error(t, "%s= needs a value", spelled);
			break;
		}
		if (m.opt->id >= C_DIAG_FORMAT && m.opt->id <= C_VERSION) {
			common_option(t, m.opt->id, v);
			continue;
		}
		*value = v;
		return m.opt->id;
	}
}

/* ------------------------------------------------------------------ help */

#define HELP_COLUMN 27 /* where the description starts */

static void print_lines(const char *text, int column, int at)
{
	const char *p = text;

	while (p && *p) {
		const char *nl = strchr(p, '\n');
		int n = nl ? (int)(nl - p) : (int)strlen(p);
		printf("%*s%.*s\n", column > at ? column - at : 0, "", n, p);
		at = 0;
		p = nl ? nl + 1 : NULL;
	}
}

static void print_entry(const struct tool_opt *o, int indent)
{
	char left[160];
	int n;

	if (o->flags & TOOL_HIDDEN)
		return;
	if (o->flags & TOOL_SECTION) {
		printf("%*s%s\n", indent, "", o->help);
		return;
	}
	if (o->spell) {
		snprintf(left, sizeof(left), "%s", o->spell);
	} else {
		char s[40] = "", l[120] = "";
		const char *meta = o->meta ? o->meta : "VALUE";
		if (o->shrt)
			snprintf(s, sizeof(s), "-%c%s%s", o->shrt, o->arg == TOOL_REQ_ARG ? " " : "",
				 o->arg == TOOL_REQ_ARG ? meta : "");
		if (o->name)
			snprintf(l, sizeof(l), "--%s%s%s%s", o->name,
				 o->arg == TOOL_REQ_ARG ? "=" : o->arg == TOOL_OPT_ARG ? "[=" : "",
				 o->arg != TOOL_NO_ARG ? meta : "", o->arg == TOOL_OPT_ARG ? "]" : "");
		snprintf(left, sizeof(left), "%s%s%s", s, *s && *l ? ", " : "", l);
	}
	n = printf("%*s%s", indent + 2, "", left);
	if (!o->help) {
		printf("\n");
		return;
	}
	if (n + 2 > indent + HELP_COLUMN) {
		printf("\n");
		n = 0;
	}
	print_lines(o->help, indent + HELP_COLUMN, n);
}

void tool_print_opts(const struct tool_opt *opts, int indent)
{
	for (const struct tool_opt *o = opts; o && !is_end(o); o++) {
		if (o->include)
			tool_print_opts(o->include, indent);
		else
			print_entry(o, indent);
	}
}

void tool_print_common_help(void)
{
	tool_print_opts(common_opts, 0);
	fputs(syntax_help, stdout);
}

void tool_print_help(struct tool *t)
{
	if (t->usage)
		fputs(t->usage, stdout);
	tool_print_opts(t->opts, 0);
	tool_print_common_help();
	if (t->epilog) {
		fputs("\n", stdout);
		fputs(t->epilog, stdout);
	}
}

/* ------------------------------------------------- values of every tool */

/* Levenshtein distance of a and b, letters compared without case (SM_90 is
 * sm_90 mistyped). Arch names are short; a value of 40 letters or more is
 * near none of them. */
static size_t edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), row[40];

	if (la >= sizeof(row) / sizeof(row[0]) || lb >= sizeof(row) / sizeof(row[0]))
		return SIZE_MAX;
	for (size_t j = 0; j <= lb; j++)
		row[j] = j;
	for (size_t i = 1; i <= la; i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t up = row[j];
			size_t cost = tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]);
			size_t best = diag + cost;
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb];
}

static size_t common_prefix(const char *a, const char *b)
{
	size_t n = 0;

	while (a[n] && tolower((unsigned char)a[n]) == tolower((unsigned char)b[n]))
		n++;
	return n;
}

/* The known arch name nearest to `name`, at most 2 edits away, in the form
 * it was written in (sm_XX, compute_XX; a bare "9O" is answered with sm_90)
 * and keeping at least half its letters; on a tie the one sharing the longest start with it (sm_91 is nearer
 * sm_90 than sm_21). Writes "" when none is that close. */
static void nearest_arch(const char *name, char *buf, size_t size)
{
	size_t best = 3, best_prefix = 0;

	buf[0] = 0;
	for (size_t k = 0; k < nvt_arch_count(); k++) {
		const char *sm = nvt_arch_at(k)->name;
		char cand[3][32];
		snprintf(cand[0], sizeof(cand[0]), "%s", sm);
		snprintf(cand[1], sizeof(cand[1]), "compute_%s", sm + 3);
		snprintf(cand[2], sizeof(cand[2]), "%s", sm + 3);
		for (int c = 0; c < 3; c++) {
			size_t d = edit_distance(name, cand[c]), p = common_prefix(name, cand[c]);
			size_t longer = strlen(name) > strlen(cand[c]) ? strlen(name) : strlen(cand[c]);
			/* half the letters kept at least ("xx" is not near "20"),
			 * and a bare number only for what starts with a digit */
			if (d > 2 || d * 2 > longer || (c == 2 && !isdigit((unsigned char)name[0])))
				continue;
			if (d < best || (d == best && p > best_prefix)) {
				best = d;
				best_prefix = p;
				snprintf(buf, size, "%s", c == 2 ? sm : cand[c]);
			}
		}
	}
}

void tool_unknown_arch(struct tool *t, const char *opt, const char *name)
{
	char list[2048] = "", near[32], hint[64];
	size_t len = 0;

	for (size_t k = 0; k < nvt_arch_count() && len + 16 < sizeof(list); k++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s", k ? ", " : "",
					nvt_arch_at(k)->name);
	nearest_arch(name, near, sizeof(near));
	snprintf(hint, sizeof(hint), "did you mean '%s'?", near);
	tool_usage_error_hint(t, near[0] ? hint : NULL,
			      "unknown arch '%s' in %s (valid: %s; compute_XX is a synonym of sm_XX)", name, opt,
			      list);
}

const struct nvt_arch *tool_arch(struct tool *t, const char *opt, const char *name)
{
	const struct nvt_arch *a = nvt_arch_find(name);

	if (!a)
		tool_unknown_arch(t, opt, name);
	return a;
}

const char **tool_list(struct tool *t, const char *opt, const char *value, size_t *n)
{
	size_t count = 1;

	for (const char *p = value; *p; p++)
		count += *p == ',';
	const char **items = tool_alloc(t, count + 1, sizeof(*items));
	char *copy = tool_strdup(t, value);
	size_t k = 0;

	for (char *p = copy;;) {
		char *c = strchr(p, ',');
		if (c)
			*c = 0;
		if (!*p)
			tool_usage_error(t, "%s: empty item in the list '%s'", opt, value);
		items[k++] = p;
		if (!c)
			break;
		p = c + 1;
	}
	items[k] = NULL;
	*n = k;
	return items;
}

void tool_single_input(struct tool *t, const char *value, const char **input)
{
	if (*input)
		tool_usage_error(t, "only one input is allowed ('%s' and '%s')", *input, value);
	*input = value;
}

bool tool_math(struct tool *t, int id, const char *value, int *which, bool *on)
{
	if (id < TOOL_ID_FTZ || id > TOOL_ID_FMA)
		return false;
	if (strcmp(value, "0") && strcmp(value, "1"))
		tool_usage_error(t, "%s needs 0 or 1, got '%s'", t->spelled, value);
	*which = id - TOOL_ID_FTZ;
	*on = value[0] == '1';
	return true;
}
