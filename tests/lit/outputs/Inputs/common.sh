# Shared by signals.sh and kill9.sh: three 16 MB PTX files (for large
# writes), a compressed fatbin of them (extract writes 48 MB from a few KB),
# and the reference outputs of a complete run.
mkptx() {
	{ printf '.version 8.0\n.target sm_%s\n.address_size 64\n' "$1"
	  yes "// padding line of a large PTX file for the output tests, sm_$1 ....." | head -c 16000000; } > "big$1.ptx"
}
setup_big() {
	for a in 75 80 90; do mkptx $a; done
	fatpack create big75.ptx big80.ptx big90.ptx -o big.fatbin
	fatpack extract big.fatbin -o ref.x > /dev/null
	fatpack create --compress=none big75.ptx big80.ptx big90.ptx -o ref.fatbin
}
# old_or_new FILE REF: FILE is the old contents ("OLD") or exactly REF.
old_or_new() {
	if [ "$(head -c 4 "$1")" = "OLD" ] && [ "$(stat -c %s "$1")" = 4 ]; then echo old; return 0; fi
	if cmp -s "$1" "$2"; then echo new; return 0; fi
	echo "BAD: $1 is neither the old file nor the complete new one" >&2
	return 1
}
# put_old DIR: the extract outputs as old files.
put_old() {
	rm -rf "$1"; mkdir -p "$1"
	for f in ref.x/*; do echo OLD > "$1/$(basename "$f")"; done
}
