/* omp.h stand-in for device-only measurement builds (measure-public.py
 * --compat): the programs use only '#pragma omp' in host reference code,
 * which a device-side compile without -fopenmp ignores. */
#pragma once
