#!/usr/bin/env bash
# Regenerates docs/ from the ODS and pass definitions (add_mlir_doc).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${ROPE_BUILD_DIR:-build}"
ninja -C "$BUILD_DIR" mlir-doc
mkdir -p docs/Dialects
cp "$BUILD_DIR/docs/Dialects/RopeDialect.md" \
  "$BUILD_DIR/docs/Dialects/RopeTransformOps.md" \
  "$BUILD_DIR/docs/Dialects/TMTensorDialect.md" docs/Dialects/
cp "$BUILD_DIR/docs/RopePasses.md" "$BUILD_DIR/docs/RopeConversionPasses.md" \
  "$BUILD_DIR/docs/RopeTransformsPasses.md" "$BUILD_DIR/docs/RopeCodegenCPUPasses.md" \
  "$BUILD_DIR/docs/RopeCodegenGPUPasses.md" docs/
