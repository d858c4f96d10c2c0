/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Names of DWARF constants (DWARF 2 to 5 plus the vendor values LLVM
 * writes), as llvm-dwarfdump prints them. NULL for a value we do not name;
 * callers then print the number.
 */
#include "dwarf/dwarf_internal.h"

const char *nvt_dw_tag_name(uint32_t v)
{
	switch (v) {
	case 0x1: return "DW_TAG_array_type";
	case 0x2: return "DW_TAG_class_type";
	case 0x3: return "DW_TAG_entry_point";
	case 0x4: return "DW_TAG_enumeration_type";
	case 0x5: return "DW_TAG_formal_parameter";
	case 0x8: return "DW_TAG_imported_declaration";
	case 0xa: return "DW_TAG_label";
	case 0xb: return "DW_TAG_lexical_block";
	case 0xd: return "DW_TAG_member";
	case 0xf: return "DW_TAG_pointer_type";
	case 0x10: return "DW_TAG_reference_type";
	case 0x11: return "DW_TAG_compile_unit";
	case 0x12: return "DW_TAG_string_type";
	case 0x13: return "DW_TAG_structure_type";
	case 0x15: return "DW_TAG_subroutine_type";
	case 0x16: return "DW_TAG_typedef";
	case 0x17: return "DW_TAG_union_type";
	case 0x18: return "DW_TAG_unspecified_parameters";
	case 0x19: return "DW_TAG_variant";
	case 0x1a: return "DW_TAG_common_block";
	case 0x1b: return "DW_TAG_common_inclusion";
	case 0x1c: return "DW_TAG_inheritance";
	case 0x1d: return "DW_TAG_inlined_subroutine";
	case 0x1e: return "DW_TAG_module";
	case 0x1f: return "DW_TAG_ptr_to_member_type";
	case 0x20: return "DW_TAG_set_type";
	case 0x21: return "DW_TAG_subrange_type";
	case 0x22: return "DW_TAG_with_stmt";
	case 0x23: return "DW_TAG_access_declaration";
	case 0x24: return "DW_TAG_base_type";
	case 0x25: return "DW_TAG_catch_block";
	case 0x26: return "DW_TAG_const_type";
	case 0x27: return "DW_TAG_constant";
	case 0x28: return "DW_TAG_enumerator";
	case 0x29: return "DW_TAG_file_type";
	case 0x2a: return "DW_TAG_friend";
	case 0x2b: return "DW_TAG_namelist";
	case 0x2c: return "DW_TAG_namelist_item";
	case 0x2d: return "DW_TAG_packed_type";
	case 0x2e: return "DW_TAG_subprogram";
	case 0x2f: return "DW_TAG_template_type_parameter";
	case 0x30: return "DW_TAG_template_value_parameter";
	case 0x31: return "DW_TAG_thrown_type";
	case 0x32: return "DW_TAG_try_block";
	case 0x33: return "DW_TAG_variant_part";
	case 0x34: return "DW_TAG_variable";
	case 0x35: return "DW_TAG_volatile_type";
	case 0x36: return "DW_TAG_dwarf_procedure";
	case 0x37: return "DW_TAG_restrict_type";
	case 0x38: return "DW_TAG_interface_type";
	case 0x39: return "DW_TAG_namespace";
	case 0x3a: return "DW_TAG_imported_module";
	case 0x3b: return "DW_TAG_unspecified_type";
	case 0x3c: return "DW_TAG_partial_unit";
	case 0x3d: return "DW_TAG_imported_unit";
	case 0x3f: return "DW_TAG_condition";
	case 0x40: return "DW_TAG_shared_type";
	case 0x41: return "DW_TAG_type_unit";
	case 0x42: return "DW_TAG_rvalue_reference_type";
	case 0x43: return "DW_TAG_template_alias";
	case 0x44: return "DW_TAG_coarray_type";
	case 0x45: return "DW_TAG_generic_subrange";
	case 0x46: return "DW_TAG_dynamic_type";
	case 0x47: return "DW_TAG_atomic_type";
	case 0x48: return "DW_TAG_call_site";
	case 0x49: return "DW_TAG_call_site_parameter";
	case 0x4a: return "DW_TAG_skeleton_unit";
	case 0x4b: return "DW_TAG_immutable_type";
	case 0x4106: return "DW_TAG_GNU_template_template_param";
	case 0x4107: return "DW_TAG_GNU_template_parameter_pack";
	case 0x4108: return "DW_TAG_GNU_formal_parameter_pack";
	case 0x4109: return "DW_TAG_GNU_call_site";
	case 0x410a: return "DW_TAG_GNU_call_site_parameter";
	default: return NULL;
	}
}

const char *nvt_dw_at_name(uint32_t v)
{
	switch (v) {
	case 0x1: return "DW_AT_sibling";
	case 0x2: return "DW_AT_location";
	case 0x3: return "DW_AT_name";
	case 0x9: return "DW_AT_ordering";
	case 0xb: return "DW_AT_byte_size";
	case 0xc: return "DW_AT_bit_offset";
	case 0xd: return "DW_AT_bit_size";
	case 0x10: return "DW_AT_stmt_list";
	case 0x11: return "DW_AT_low_pc";
	case 0x12: return "DW_AT_high_pc";
	case 0x13: return "DW_AT_language";
	case 0x15: return "DW_AT_discr";
	case 0x16: return "DW_AT_discr_value";
	case 0x17: return "DW_AT_visibility";
	case 0x18: return "DW_AT_import";
	case 0x19: return "DW_AT_string_length";
	case 0x1a: return "DW_AT_common_reference";
	case 0x1b: return "DW_AT_comp_dir";
	case 0x1c: return "DW_AT_const_value";
	case 0x1d: return "DW_AT_containing_type";
	case 0x1e: return "DW_AT_default_value";
	case 0x20: return "DW_AT_inline";
	case 0x21: return "DW_AT_is_optional";
	case 0x22: return "DW_AT_lower_bound";
	case 0x25: return "DW_AT_producer";
	case 0x27: return "DW_AT_prototyped";
	case 0x2a: return "DW_AT_return_addr";
	case 0x2c: return "DW_AT_start_scope";
	case 0x2e: return "DW_AT_bit_stride";
	case 0x2f: return "DW_AT_upper_bound";
	case 0x31: return "DW_AT_abstract_origin";
	case 0x32: return "DW_AT_accessibility";
	case 0x33: return "DW_AT_address_class";
	case 0x34: return "DW_AT_artificial";
	case 0x35: return "DW_AT_base_types";
	case 0x36: return "DW_AT_calling_convention";
	case 0x37: return "DW_AT_count";
	case 0x38: return "DW_AT_data_member_location";
	case 0x39: return "DW_AT_decl_column";
	case 0x3a: return "DW_AT_decl_file";
	case 0x3b: return "DW_AT_decl_line";
	case 0x3c: return "DW_AT_declaration";
	case 0x3d: return "DW_AT_discr_list";
	case 0x3e: return "DW_AT_encoding";
	case 0x3f: return "DW_AT_external";
	case 0x40: return "DW_AT_frame_base";
	case 0x41: return "DW_AT_friend";
	case 0x42: return "DW_AT_identifier_case";
	case 0x43: return "DW_AT_macro_info";
	case 0x44: return "DW_AT_namelist_item";
	case 0x45: return "DW_AT_priority";
	case 0x46: return "DW_AT_segment";
	case 0x47: return "DW_AT_specification";
	case 0x48: return "DW_AT_static_link";
	case 0x49: return "DW_AT_type";
	case 0x4a: return "DW_AT_use_location";
	case 0x4b: return "DW_AT_variable_parameter";
	case 0x4c: return "DW_AT_virtuality";
	case 0x4d: return "DW_AT_vtable_elem_location";
	case 0x4e: return "DW_AT_allocated";
	case 0x4f: return "DW_AT_associated";
	case 0x50: return "DW_AT_data_location";
	case 0x51: return "DW_AT_byte_stride";
	case 0x52: return "DW_AT_entry_pc";
	case 0x53: return "DW_AT_use_UTF8";
	case 0x54: return "DW_AT_extension";
	case 0x55: return "DW_AT_ranges";
	case 0x56: return "DW_AT_trampoline";
	case 0x57: return "DW_AT_call_column";
	case 0x58: return "DW_AT_call_file";
	case 0x59: return "DW_AT_call_line";
	case 0x5a: return "DW_AT_description";
	case 0x5b: return "DW_AT_binary_scale";
	case 0x5c: return "DW_AT_decimal_scale";
	case 0x5d: return "DW_AT_small";
	case 0x5e: return "DW_AT_decimal_sign";
	case 0x5f: return "DW_AT_digit_count";
	case 0x60: return "DW_AT_picture_string";
	case 0x61: return "DW_AT_mutable";
	case 0x62: return "DW_AT_threads_scaled";
	case 0x63: return "DW_AT_explicit";
	case 0x64: return "DW_AT_object_pointer";
	case 0x65: return "DW_AT_endianity";
	case 0x66: return "DW_AT_elemental";
	case 0x67: return "DW_AT_pure";
	case 0x68: return "DW_AT_recursive";
	case 0x69: return "DW_AT_signature";
	case 0x6a: return "DW_AT_main_subprogram";
	case 0x6b: return "DW_AT_data_bit_offset";
	case 0x6c: return "DW_AT_const_expr";
	case 0x6d: return "DW_AT_enum_class";
	case 0x6e: return "DW_AT_linkage_name";
	case 0x6f: return "DW_AT_string_length_bit_size";
	case 0x70: return "DW_AT_string_length_byte_size";
	case 0x71: return "DW_AT_rank";
	case 0x72: return "DW_AT_str_offsets_base";
	case 0x73: return "DW_AT_addr_base";
	case 0x74: return "DW_AT_rnglists_base";
	case 0x76: return "DW_AT_dwo_name";
	case 0x77: return "DW_AT_reference";
	case 0x78: return "DW_AT_rvalue_reference";
	case 0x79: return "DW_AT_macros";
	case 0x7a: return "DW_AT_call_all_calls";
	case 0x7b: return "DW_AT_call_all_source_calls";
	case 0x7c: return "DW_AT_call_all_tail_calls";
	case 0x7d: return "DW_AT_call_return_pc";
	case 0x7e: return "DW_AT_call_value";
	case 0x7f: return "DW_AT_call_origin";
	case 0x80: return "DW_AT_call_parameter";
	case 0x81: return "DW_AT_call_pc";
	case 0x82: return "DW_AT_call_tail_call";
	case 0x83: return "DW_AT_call_target";
	case 0x84: return "DW_AT_call_target_clobbered";
	case 0x85: return "DW_AT_call_data_location";
	case 0x86: return "DW_AT_call_data_value";
	case 0x87: return "DW_AT_noreturn";
	case 0x88: return "DW_AT_alignment";
	case 0x89: return "DW_AT_export_symbols";
	case 0x8a: return "DW_AT_deleted";
	case 0x8b: return "DW_AT_defaulted";
	case 0x8c: return "DW_AT_loclists_base";
	case 0x2007: return "DW_AT_MIPS_linkage_name";
	case 0x2116: return "DW_AT_GNU_all_tail_call_sites";
	case 0x2117: return "DW_AT_GNU_all_call_sites";
	case 0x3e00: return "DW_AT_LLVM_include_path";
	case 0x3e01: return "DW_AT_LLVM_config_macros";
	case 0x3e02: return "DW_AT_LLVM_sysroot";
	case 0x3e03: return "DW_AT_LLVM_tag_offset";
	case 0x3fe1: return "DW_AT_APPLE_optimized";
	case 0x3fe7: return "DW_AT_APPLE_sdk";
	default: return NULL;
	}
}

const char *nvt_dw_form_name(uint32_t v)
{
	switch (v) {
	case 0x1: return "DW_FORM_addr";
	case 0x3: return "DW_FORM_block2";
	case 0x4: return "DW_FORM_block4";
	case 0x5: return "DW_FORM_data2";
	case 0x6: return "DW_FORM_data4";
	case 0x7: return "DW_FORM_data8";
	case 0x8: return "DW_FORM_string";
	case 0x9: return "DW_FORM_block";
	case 0xa: return "DW_FORM_block1";
	case 0xb: return "DW_FORM_data1";
	case 0xc: return "DW_FORM_flag";
	case 0xd: return "DW_FORM_sdata";
	case 0xe: return "DW_FORM_strp";
	case 0xf: return "DW_FORM_udata";
	case 0x10: return "DW_FORM_ref_addr";
	case 0x11: return "DW_FORM_ref1";
	case 0x12: return "DW_FORM_ref2";
	case 0x13: return "DW_FORM_ref4";
	case 0x14: return "DW_FORM_ref8";
	case 0x15: return "DW_FORM_ref_udata";
	case 0x16: return "DW_FORM_indirect";
	case 0x17: return "DW_FORM_sec_offset";
	case 0x18: return "DW_FORM_exprloc";
	case 0x19: return "DW_FORM_flag_present";
	case 0x20: return "DW_FORM_ref_sig8";
	default: return NULL;
	}
}

const char *nvt_dw_op_name(uint8_t v)
{
	switch (v) {
	case 0x3: return "DW_OP_addr";
	case 0x6: return "DW_OP_deref";
	case 0x8: return "DW_OP_const1u";
	case 0x9: return "DW_OP_const1s";
	case 0xa: return "DW_OP_const2u";
	case 0xb: return "DW_OP_const2s";
	case 0xc: return "DW_OP_const4u";
	case 0xd: return "DW_OP_const4s";
	case 0xe: return "DW_OP_const8u";
	case 0xf: return "DW_OP_const8s";
	case 0x10: return "DW_OP_constu";
	case 0x11: return "DW_OP_consts";
	case 0x12: return "DW_OP_dup";
	case 0x13: return "DW_OP_drop";
	case 0x14: return "DW_OP_over";
	case 0x15: return "DW_OP_pick";
	case 0x16: return "DW_OP_swap";
	case 0x17: return "DW_OP_rot";
	case 0x18: return "DW_OP_xderef";
	case 0x19: return "DW_OP_abs";
	case 0x1a: return "DW_OP_and";
	case 0x1b: return "DW_OP_div";
	case 0x1c: return "DW_OP_minus";
	case 0x1d: return "DW_OP_mod";
	case 0x1e: return "DW_OP_mul";
	case 0x1f: return "DW_OP_neg";
	case 0x20: return "DW_OP_not";
	case 0x21: return "DW_OP_or";
	case 0x22: return "DW_OP_plus";
	case 0x23: return "DW_OP_plus_uconst";
	case 0x24: return "DW_OP_shl";
	case 0x25: return "DW_OP_shr";
	case 0x26: return "DW_OP_shra";
	case 0x27: return "DW_OP_xor";
	case 0x28: return "DW_OP_bra";
	case 0x29: return "DW_OP_eq";
	case 0x2a: return "DW_OP_ge";
	case 0x2b: return "DW_OP_gt";
	case 0x2c: return "DW_OP_le";
	case 0x2d: return "DW_OP_lt";
	case 0x2e: return "DW_OP_ne";
	case 0x2f: return "DW_OP_skip";
	case 0x30: return "DW_OP_lit0";
	case 0x31: return "DW_OP_lit1";
	case 0x32: return "DW_OP_lit2";
	case 0x33: return "DW_OP_lit3";
	case 0x34: return "DW_OP_lit4";
	case 0x35: return "DW_OP_lit5";
	case 0x36: return "DW_OP_lit6";
	case 0x37: return "DW_OP_lit7";
	case 0x38: return "DW_OP_lit8";
	case 0x39: return "DW_OP_lit9";
	case 0x3a: return "DW_OP_lit10";
	case 0x3b: return "DW_OP_lit11";
	case 0x3c: return "DW_OP_lit12";
	case 0x3d: return "DW_OP_lit13";
	case 0x3e: return "DW_OP_lit14";
	case 0x3f: return "DW_OP_lit15";
	case 0x40: return "DW_OP_lit16";
	case 0x41: return "DW_OP_lit17";
	case 0x42: return "DW_OP_lit18";
	case 0x43: return "DW_OP_lit19";
	case 0x44: return "DW_OP_lit20";
	case 0x45: return "DW_OP_lit21";
	case 0x46: return "DW_OP_lit22";
	case 0x47: return "DW_OP_lit23";
	case 0x48: return "DW_OP_lit24";
	case 0x49: return "DW_OP_lit25";
	case 0x4a: return "DW_OP_lit26";
	case 0x4b: return "DW_OP_lit27";
	case 0x4c: return "DW_OP_lit28";
	case 0x4d: return "DW_OP_lit29";
	case 0x4e: return "DW_OP_lit30";
	case 0x4f: return "DW_OP_lit31";
	case 0x50: return "DW_OP_reg0";
	case 0x51: return "DW_OP_reg1";
	case 0x52: return "DW_OP_reg2";
	case 0x53: return "DW_OP_reg3";
	case 0x54: return "DW_OP_reg4";
	case 0x55: return "DW_OP_reg5";
	case 0x56: return "DW_OP_reg6";
	case 0x57: return "DW_OP_reg7";
	case 0x58: return "DW_OP_reg8";
	case 0x59: return "DW_OP_reg9";
	case 0x5a: return "DW_OP_reg10";
	case 0x5b: return "DW_OP_reg11";
	case 0x5c: return "DW_OP_reg12";
	case 0x5d: return "DW_OP_reg13";
	case 0x5e: return "DW_OP_reg14";
	case 0x5f: return "DW_OP_reg15";
	case 0x60: return "DW_OP_reg16";
	case 0x61: return "DW_OP_reg17";
	case 0x62: return "DW_OP_reg18";
	case 0x63: return "DW_OP_reg19";
	case 0x64: return "DW_OP_reg20";
	case 0x65: return "DW_OP_reg21";
	case 0x66: return "DW_OP_reg22";
	case 0x67: return "DW_OP_reg23";
	case 0x68: return "DW_OP_reg24";
	case 0x69: return "DW_OP_reg25";
	case 0x6a: return "DW_OP_reg26";
	case 0x6b: return "DW_OP_reg27";
	case 0x6c: return "DW_OP_reg28";
	case 0x6d: return "DW_OP_reg29";
	case 0x6e: return "DW_OP_reg30";
	case 0x6f: return "DW_OP_reg31";
	case 0x70: return "DW_OP_breg0";
	case 0x71: return "DW_OP_breg1";
	case 0x72: return "DW_OP_breg2";
	case 0x73: return "DW_OP_breg3";
	case 0x74: return "DW_OP_breg4";
	case 0x75: return "DW_OP_breg5";
	case 0x76: return "DW_OP_breg6";
	case 0x77: return "DW_OP_breg7";
	case 0x78: return "DW_OP_breg8";
	case 0x79: return "DW_OP_breg9";
	case 0x7a: return "DW_OP_breg10";
	case 0x7b: return "DW_OP_breg11";
	case 0x7c: return "DW_OP_breg12";
	case 0x7d: return "DW_OP_breg13";
	case 0x7e: return "DW_OP_breg14";
	case 0x7f: return "DW_OP_breg15";
	case 0x80: return "DW_OP_breg16";
	case 0x81: return "DW_OP_breg17";
	case 0x82: return "DW_OP_breg18";
	case 0x83: return "DW_OP_breg19";
	case 0x84: return "DW_OP_breg20";
	case 0x85: return "DW_OP_breg21";
	case 0x86: return "DW_OP_breg22";
	case 0x87: return "DW_OP_breg23";
	case 0x88: return "DW_OP_breg24";
	case 0x89: return "DW_OP_breg25";
	case 0x8a: return "DW_OP_breg26";
	case 0x8b: return "DW_OP_breg27";
	case 0x8c: return "DW_OP_breg28";
	case 0x8d: return "DW_OP_breg29";
	case 0x8e: return "DW_OP_breg30";
	case 0x8f: return "DW_OP_breg31";
	case 0x90: return "DW_OP_regx";
	case 0x91: return "DW_OP_fbreg";
	case 0x92: return "DW_OP_bregx";
	case 0x93: return "DW_OP_piece";
	case 0x94: return "DW_OP_deref_size";
	case 0x95: return "DW_OP_xderef_size";
	case 0x96: return "DW_OP_nop";
	case 0x97: return "DW_OP_push_object_address";
	case 0x98: return "DW_OP_call2";
	case 0x99: return "DW_OP_call4";
	case 0x9a: return "DW_OP_call_ref";
	case 0x9b: return "DW_OP_form_tls_address";
	case 0x9c: return "DW_OP_call_frame_cfa";
	case 0x9d: return "DW_OP_bit_piece";
	case 0x9e: return "DW_OP_implicit_value";
	case 0x9f: return "DW_OP_stack_value";
	default: return NULL;
	}
}

const char *nvt_dw_lang_name(uint32_t v)
{
	switch (v) {
	case 0x1: return "DW_LANG_C89";
	case 0x2: return "DW_LANG_C";
	case 0x4: return "DW_LANG_C_plus_plus";
	case 0xc: return "DW_LANG_C99";
	case 0xe: return "DW_LANG_Fortran95";
	case 0x12: return "DW_LANG_OpenCL";
	case 0x16: return "DW_LANG_Go";
	case 0x1a: return "DW_LANG_C_plus_plus_03";
	case 0x1b: return "DW_LANG_C_plus_plus_11";
	case 0x1c: return "DW_LANG_Rust";
	case 0x1d: return "DW_LANG_C11";
	case 0x1e: return "DW_LANG_Swift";
	case 0x21: return "DW_LANG_C_plus_plus_14";
	case 0x22: return "DW_LANG_Fortran03";
	case 0x23: return "DW_LANG_Fortran08";
	case 0x29: return "DW_LANG_Zig";
	case 0x2b: return "DW_LANG_C_plus_plus_17";
	case 0x2c: return "DW_LANG_C17";
	case 0x2f: return "DW_LANG_C_plus_plus_20";
	case 0x33: return "DW_LANG_Mojo";
	case 0x8001: return "DW_LANG_Mips_Assembler";
	default: return NULL;
	}
}

const char *nvt_dw_ate_name(uint32_t v)
{
	switch (v) {
	case 0x1: return "DW_ATE_address";
	case 0x2: return "DW_ATE_boolean";
	case 0x3: return "DW_ATE_complex_float";
	case 0x4: return "DW_ATE_float";
	case 0x5: return "DW_ATE_signed";
	case 0x6: return "DW_ATE_signed_char";
	case 0x7: return "DW_ATE_unsigned";
	case 0x8: return "DW_ATE_unsigned_char";
	case 0x9: return "DW_ATE_imaginary_float";
	case 0xa: return "DW_ATE_packed_decimal";
	case 0xb: return "DW_ATE_numeric_string";
	case 0xc: return "DW_ATE_edited";
	case 0xd: return "DW_ATE_signed_fixed";
	case 0xe: return "DW_ATE_unsigned_fixed";
	case 0xf: return "DW_ATE_decimal_float";
	case 0x10: return "DW_ATE_UTF";
	default: return NULL;
	}
}

const char *nvt_addr_class_name(unsigned cls)
{
	static const char *const names[] = {
		NULL, "ADDR_code_space", "ADDR_reg_space", "ADDR_sreg_space", "ADDR_const_space",
		"ADDR_global_space", "ADDR_local_space", "ADDR_param_space", "ADDR_shared_space",
		"ADDR_surf_space", "ADDR_tex_space", "ADDR_tex_sampler_space", "ADDR_generic_space",
	};
	return cls < ARRAY_SIZE(names) ? names[cls] : NULL;
}
