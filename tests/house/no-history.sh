#!/bin/sh
# no-history.sh SRCDIR: the docs and the sources say what is true now, not
# how it came to be. History belongs in git and CHANGELOG.md, so a work log's
# words ("session 12", "sessions 9 to 11", "round 2") in doc/*.md, src/,
# include/ or tools/ fail this test. Each hit is printed as FILE:LINE: TEXT.
#
# "session" has no other use in those trees (a debugger's session is "a
# cuda-gdb run"); "round" only counts as history followed by a number.
set -u
root=${1:?usage: no-history.sh SRCDIR}
cd "$root" || exit 2
pattern='\bsessions?\b|\bround [0-9]+\b'
hits=$(grep -rnIiE "$pattern" doc/*.md src include tools 2>/dev/null)
if [ -n "$hits" ]; then
	printf '%s\n' "$hits"
	n=$(printf '%s\n' "$hits" | wc -l)
	echo "no-history: $n line(s) tell history (session/round N); say what is true now, and put history in git or CHANGELOG.md"
	exit 1
fi
echo "no-history: doc/*.md, src, include, tools: no history wording"
