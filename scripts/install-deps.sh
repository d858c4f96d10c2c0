#!/bin/sh
# Install what the build and the tests need and is missing (Debian 12).
# Installs nothing when everything is present, so it is cheap to run often.
set -e
# libclang-rt-22-dev: libFuzzer's runtime and the sanitizers of clang-22 (make fuzz).
# clang-tools-22: clang-linker-wrapper for the fatbinary proof (tests/fatbinary-compat).
# abigail-tools: abidw/abidiff for the ABI check (tests/abi, doc/abi-policy.md).
PKGS="llvm-22-dev llvm-22-tools libelf-dev libzstd-dev liblz4-dev zlib1g-dev cmake pkg-config make gcc python3 clang-22 libclang-rt-22-dev abigail-tools clang-tools-22"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "install-deps: installing:$missing"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
