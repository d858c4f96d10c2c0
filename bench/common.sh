# bench/common.sh: what the bench scripts share; sourced, never run.
# The caller sets TIME (nvvm-bench-time), REPS, W (a scratch folder) and
# NAME (its own name, for messages).

# bench_best CMD...: CMD run REPS times under nvvm-bench-time; prints the
# best CPU seconds (user + sys) and the best wall seconds, "CPU WALL". A
# failing run prints "NAME: failed: CMD : its output" to stderr, returns 1.
bench_best() {
	local r=0
	: > "$W/t"
	while [ $r -lt "$REPS" ]; do
		"$TIME" "$W/t" "$@" > "$W/out" 2>&1 ||
			{ echo "$NAME: failed: $* : $(head -c 300 "$W/out")" >&2; return 1; }
		r=$((r + 1))
	done
	awk 'NR == 1 || $1 + $2 < c { c = $1 + $2 } NR == 1 || $3 < w { w = $3 }
		END { printf "%.4f %.4f\n", c, w }' "$W/t"
}

# bench_regs PTXAS PTX: "registers spill-bytes functions" of PTX, summed over
# its functions from `ptxas -v` at sm_100 (the cubin and the report are left
# beside PTX as PTX.cubin and PTX.v); "fail - -" when ptxas refuses it.
bench_regs() {
	"$1" -arch=sm_100 -v "$2" -o "$2.cubin" > "$2.v" 2>&1 || { echo "fail - -"; return 1; }
	awk '/Used [0-9]+ registers/ { for (i = 1; i <= NF; i++) if ($i == "Used") r += $(i + 1); k++ }
		/bytes spill stores/ { for (i = 1; i <= NF; i++) if ($(i + 1) == "bytes" && $(i + 2) == "spill") s += $i }
		END { printf "%d %d %d\n", r, s, k }' "$2.v"
}
