#!/bin/sh
# The DW_AT_address_class values of a DIE dump on stdin, one decimal number
# a line, whether the dump is llvm-dwarfdump's "(0x07)" or nvvm-dwarfdump's
# "(ADDR_param_space)": so the two tools' views of one cubin can be diffed.
sed -n 's/.*DW_AT_address_class[[:space:]]*(\(.*\))$/\1/p' | sed \
  -e 's/^ADDR_code_space$/1/' -e 's/^ADDR_reg_space$/2/' -e 's/^ADDR_sreg_space$/3/' \
  -e 's/^ADDR_const_space$/4/' -e 's/^ADDR_global_space$/5/' -e 's/^ADDR_local_space$/6/' \
  -e 's/^ADDR_param_space$/7/' -e 's/^ADDR_shared_space$/8/' -e 's/^ADDR_surf_space$/9/' \
  -e 's/^ADDR_tex_space$/10/' -e 's/^ADDR_tex_sampler_space$/11/' -e 's/^ADDR_generic_space$/12/' \
  -e 's/^0x0*a$/10/' -e 's/^0x0*b$/11/' -e 's/^0x0*c$/12/' -e 's/^0x0*\([0-9]\)$/\1/'
