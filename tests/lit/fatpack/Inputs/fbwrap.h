/* Stand-in for the toolkit's fatbinary_section.h, so that the C file of
 * `fatbinary --embedded-fatbin` compiles without CUDA in the tests: the
 * 24-byte wrapper the host registration code reads (doc/fatbin-format.md). */
typedef struct {
	int magic;
	int version;
	const unsigned long long *data;
	void *filename_or_fatbins;
} __fatBinC_Wrapper_t;
extern void *__cudaPrelinkedFatbins[];
