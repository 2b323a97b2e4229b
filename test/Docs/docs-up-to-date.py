# The committed docs/ match what add_mlir_doc generates from the .td files;
# run scripts/docs.sh after changing an op, attribute or pass description.
# RUN: %python %s %rope_src_root %rope_obj_root

import filecmp
import os
import sys

src, obj = sys.argv[1], sys.argv[2]
pairs = [
    ("docs/Dialects/RopeDialect.md", "docs/Dialects/RopeDialect.md"),
    ("docs/Dialects/RopeTransformOps.md", "docs/Dialects/RopeTransformOps.md"),
    ("docs/RopePasses.md", "docs/RopePasses.md"),
    ("docs/RopeConversionPasses.md", "docs/RopeConversionPasses.md"),
    ("docs/RopeTransformsPasses.md", "docs/RopeTransformsPasses.md"),
    ("docs/RopeCodegenCPUPasses.md", "docs/RopeCodegenCPUPasses.md"),
    ("docs/RopeCodegenGPUPasses.md", "docs/RopeCodegenGPUPasses.md"),
]
stale = [committed for committed, generated in pairs
         if not filecmp.cmp(os.path.join(src, committed),
                            os.path.join(obj, generated), shallow=False)]
if stale:
    sys.exit("stale docs (run scripts/docs.sh): " + ", ".join(stale))
print("docs up to date")
