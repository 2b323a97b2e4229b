#!/usr/bin/env bash
# Installs every Debian package rope-mlir needs to build, test and run its
# example. Idempotent: installs only what is missing. Run as root on Debian 12.
set -euo pipefail

LLVM_VERSION="${ROPE_LLVM_VERSION:-22}"
packages=(
  cmake ninja-build ccache
  "clang-${LLVM_VERSION}" "lld-${LLVM_VERSION}"
  "llvm-${LLVM_VERSION}-dev" "llvm-${LLVM_VERSION}-tools"
  "libmlir-${LLVM_VERSION}-dev" "mlir-${LLVM_VERSION}-tools"
  "libomp-${LLVM_VERSION}-dev" "libclang-rt-${LLVM_VERSION}-dev" valgrind
  python3 python3-numpy python3-pytest python3-venv python3-pip
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
