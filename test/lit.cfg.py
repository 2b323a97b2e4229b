# -*- Python -*-
import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ROPE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".py"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "consumer",
                   "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.rope_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%rope_src_root", config.rope_src_root))
config.substitutions.append(("%rope_obj_root", config.rope_obj_root))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx_compiler", config.cxx_compiler))
config.substitutions.append((
    "%mlir_runner_utils",
    os.path.join(config.llvm_lib_dir, "libmlir_runner_utils.so")))
# LLVM's OpenMP runtime, which the parallel loops of rope-lower-to-llvm call.
config.substitutions.append(("%libomp", os.path.join(config.llvm_lib_dir, "libomp.so")))
config.substitutions.append((
    "%openmp_link",
    f"-L{config.llvm_lib_dir} -lomp -Wl,-rpath,{config.llvm_lib_dir}"))
config.substitutions.append((
    "%mlir_c_runner_utils",
    os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils.so")))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"])
llvm_config.use_default_substitutions()

# The Python package under test and the tools it drives.
llvm_config.with_environment(
    "PYTHONPATH", os.path.join(config.rope_src_root, "python"),
    append_path=True)
llvm_config.with_environment(
    "ROPE_OPT", os.path.join(config.rope_tools_dir, "rope-opt"))
llvm_config.with_environment("LLVM_TOOLS_DIR", config.llvm_tools_dir)

tool_dirs = [config.rope_tools_dir, config.llvm_tools_dir]
tools = ["rope-opt", "rope-capi-test", "mlir-runner", "mlir-translate", "FileCheck", "not",
         "count", "clang"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if os.path.exists(os.path.join(config.cuda_path, "bin", "ptxas")):
    config.available_features.add("cuda")
config.substitutions.append(
    ("%ptxas", os.path.join(config.cuda_path, "bin", "ptxas")))

# test/Integration/CPU/valgrind-kernels.py runs compiled kernels under memcheck.
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
