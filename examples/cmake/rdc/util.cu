// A __device__ function and a __device__ variable used from another file:
// relocatable device code (nvvmtools_add_fatbin RDC).
__device__ int calls;

__device__ float twice(float v)
{
	atomicAdd(&calls, 1);
	return 2.0f * v;
}
