/* A small two-file CUDA program for the fatbinary front end's proof
 * (tests/fatbinary-compat/proof.sh): each file has its own kernels, so it
 * links with and without relocatable device code. */
#pragma once
void scale(float *d, float a, int n);
