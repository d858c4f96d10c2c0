/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fatpack's parts shared between its files: the fatbinary front end
 * (tools/fatpack-fatbinary.c) is entered from fatpack's main.
 */
#ifndef NVT_FATPACK_H
#define NVT_FATPACK_H

/* NVIDIA fatbinary's command line (doc/fatbinary-compat.md). argv[0] is
 * the name used in messages; the options follow. Returns the exit status. */
int fatpack_fatbinary_main(int argc, char **argv);

#endif
