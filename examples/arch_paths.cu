// One kernel with a path for sm_90 and later and one for older archs. The
// preprocessor chooses between them: clang answers `#if __CUDA_ARCH__` for
// the one arch it compiles for and writes only that path into the IR, so
// each arch needs its own run of the front end (README.md, "The pipeline").
// make demo compiles it for sm_75 and sm_90 and shows each arch's constant.
__global__ void which_path(int *out)
{
#if __CUDA_ARCH__ >= 900
	*out = 900; // the sm_90-and-later path
#else
	*out = 750; // the path for older archs
#endif
}
