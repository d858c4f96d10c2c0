/* SPDX-License-Identifier: Apache-2.0 */
#include <errno.h>
#include <nvvmtools/diag.h>
#include "test.h"

static void test_format(void)
{
	char buf[256];
	struct nvt_diag d = { .severity = NVT_ERROR, .rule = "linkage", .file = "a.ll", .line = 3,
			      .column = 7, .entity = "f", .message = "function 'f': bad" };

	CHECK(nvt_diag__format(&d, NVT_DIAG_TEXT, "tool", buf, sizeof(buf)) > 0);
	CHECK_STR(buf, "a.ll:3:7: error: function 'f': bad [linkage]");
	d.column = 0;
	nvt_diag__format(&d, NVT_DIAG_TEXT, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "a.ll:3: error: function 'f': bad [linkage]");
	d.file = NULL;
	d.rule = NULL;
	d.severity = NVT_WARNING;
	nvt_diag__format(&d, NVT_DIAG_TEXT, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "tool: warning: function 'f': bad");
	d.message = "say \"hi\"\n";
	d.file = "x\\y";
	nvt_diag__format(&d, NVT_DIAG_JSON, "tool", buf, sizeof(buf));
	/* an unknown column (or line) is left out, not written as 0 */
	CHECK_STR(buf, "{\"severity\":\"warning\",\"rule\":null,\"file\":\"x\\\\y\",\"line\":3,"
		       "\"entity\":\"f\",\"message\":\"say \\\"hi\\\"\\n\"}");
	d.line = 0;
	d.column = 5; /* a column without a line is no position either */
	nvt_diag__format(&d, NVT_DIAG_JSON, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "{\"severity\":\"warning\",\"rule\":null,\"file\":\"x\\\\y\","
		       "\"entity\":\"f\",\"message\":\"say \\\"hi\\\"\\n\"}");
	d.line = 4;
	d.column = 2;
	nvt_diag__format(&d, NVT_DIAG_JSON, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "{\"severity\":\"warning\",\"rule\":null,\"file\":\"x\\\\y\",\"line\":4,"
		       "\"column\":2,\"entity\":\"f\",\"message\":\"say \\\"hi\\\"\\n\"}");
	/* a hint: its own text line, a "hint" key in JSON */
	struct nvt_diag h = { .severity = NVT_ERROR, .rule = "r", .file = "a.ll", .line = 2,
			      .message = "bad", .hint = "do this" };
	nvt_diag__format(&h, NVT_DIAG_TEXT, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "a.ll:2: error: bad [r]\na.ll: hint: do this");
	nvt_diag__format(&h, NVT_DIAG_JSON, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "{\"severity\":\"error\",\"rule\":\"r\",\"file\":\"a.ll\",\"line\":2,"
		       "\"entity\":null,\"message\":\"bad\",\"hint\":\"do this\"}");
	h.file = NULL;
	nvt_diag__format(&h, NVT_DIAG_TEXT, "tool", buf, sizeof(buf));
	CHECK_STR(buf, "tool: error: bad [r]\ntool: hint: do this");
	/* truncation keeps snprintf semantics */
	char small[8];
	int n = nvt_diag__format(&d, NVT_DIAG_TEXT, "tool", small, sizeof(small));
	CHECK(n > 7);
	CHECK_INT(strlen(small), 7);
}

static void test_engine(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &log, .max_errors = 2);
	struct nvt_diags *d = nvt_diags__new(&o);

	CHECK(d != NULL);
	nvt_diags__reportf(d, NVT_WARNING, "w", NULL, 0, 0, NULL, "warn %d", 1);
	CHECK_INT(nvt_diags__warning_count(d), 1);
	CHECK(!nvt_diags__limit_reached(d));
	for (int i = 0; i < 4; i++)
		nvt_diags__reportf(d, NVT_ERROR, "e", "f.ll", 1, 2, NULL, "err %d", i);
	CHECK_INT(nvt_diags__error_count(d), 4);
	CHECK(nvt_diags__limit_reached(d));
	/* 1 warning + 2 errors + 1 note about the limit */
	CHECK_INT(log.count, 4);
	CHECK(test_log_has(&log, "too many errors (limit 2)"));
	CHECK(!test_log_has(&log, "err 2"));
	nvt_diags__free(d);

	/* -Werror turns warnings into errors; -w drops them */
	struct test_diag_log log2 = { 0 };
	NVT_OPTS(nvt_diags_opts, o2, .callback = test_diag_cb, .ctx = &log2, .werror = true);
	d = nvt_diags__new(&o2);
	CHECK_INT(nvt_diags__reportf(d, NVT_WARNING, "w", NULL, 0, 0, NULL, "x"), NVT_ERROR);
	CHECK_INT(nvt_diags__error_count(d), 1);
	CHECK(test_log_has(&log2, "error: x [w]"));
	nvt_diags__free(d);
	NVT_OPTS(nvt_diags_opts, o3, .no_warnings = true);
	d = nvt_diags__new(&o3);
	nvt_diags__reportf(d, NVT_WARNING, "w", NULL, 0, 0, NULL, "x");
	CHECK_INT(nvt_diags__warning_count(d), 0);
	nvt_diags__free(d);

	/* options from a newer caller: unknown non-zero trailing bytes are refused */
	struct { struct nvt_diags_opts o; long extra; } big = { { .sz = sizeof(big) }, 1 };
	errno = 0;
	CHECK(nvt_diags__new(&big.o) == NULL && errno == EINVAL);
	big.extra = 0;
	d = nvt_diags__new(&big.o);
	CHECK(d != NULL);
	nvt_diags__free(d);
	nvt_diags__free(NULL);
	/* NULL diags drops records */
	CHECK_INT(nvt_diags__reportf(NULL, NVT_ERROR, NULL, NULL, 0, 0, NULL, "x"), NVT_ERROR);
	CHECK_STR(nvt_strerror(-EINVAL), "invalid input");
	CHECK_STR(nvt_version(), NVT_VERSION);
}

/* The rule registry: unique, well-formed entries of every part; lookup. */
static void test_registry(void)
{
	static const char *const parts[] = { "common", "io", "frontend", "link", "verify",
					     "opt", "codegen", "dwarf", "fatbin" };
	size_t n = nvt_rule_count();
	unsigned per_part[sizeof(parts) / sizeof(parts[0])] = { 0 };

	CHECK(n > 150);
	for (size_t i = 0; i < n; i++) {
		const struct nvt_rule *r = nvt_rule_at(i);
		CHECK(r && r->name && r->part && r->summary && *r->summary);
		if (!r || !r->name || !r->part)
			continue;
		CHECK(nvt_rule_find(r->name) == r); /* unique: the first is this one */
		CHECK(r->severity == NVT_ERROR || r->severity == NVT_WARNING || r->severity == NVT_NOTE);
		for (const char *p = r->name; *p; p++)
			CHECK((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-');
		size_t k = 0;
		while (k < sizeof(parts) / sizeof(parts[0]) && strcmp(parts[k], r->part))
			k++;
		CHECK(k < sizeof(parts) / sizeof(parts[0]));
		if (k < sizeof(parts) / sizeof(parts[0]))
			per_part[k]++;
	}
	for (size_t k = 0; k < sizeof(parts) / sizeof(parts[0]); k++)
		CHECK(per_part[k] > 0);
	CHECK(nvt_rule_at(n) == NULL);
	CHECK(nvt_rule_find(NULL) == NULL);
	CHECK(nvt_rule_find("no-such-rule") == NULL);
	const struct nvt_rule *r = nvt_rule_find("fatbin-format");
	CHECK(r && !strcmp(r->part, "fatbin") && r->severity == NVT_ERROR);
	r = nvt_rule_find("comdat");
	CHECK(r && !strcmp(r->part, "verify") && r->severity == NVT_WARNING);
	r = nvt_rule_find("max-errors");
	CHECK(r && r->severity == NVT_NOTE);
}

int main(void)
{
	test_registry();
	test_format();
	test_engine();
	return TEST_DONE();
}
