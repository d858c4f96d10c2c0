/* SPDX-License-Identifier: Apache-2.0 */
/* The two modes of nvt-intrinsic-sweep (see sweep.c and probe.c). */
#ifndef NVT_SWEEP_PROBE_H
#define NVT_SWEEP_PROBE_H
int probe_main(int argc, char **argv);
int sweep_main(int argc, char **argv);
#endif
