# -*- Python -*-
import ctypes
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
config.substitutions.append(("%c_compiler", config.c_compiler))
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))
config.substitutions.append(("%rope_tools_dir", config.rope_tools_dir))
# Prints a code block of a Markdown file (docs/Integrating.md's snippets).
config.substitutions.append((
    "%snippet", os.path.join(config.rope_src_root, "test", "Docs", "Inputs",
                             "snippet.py")))
# The mlir-opt plugin (tools/rope-plugin), where the build makes it.
rope_plugin = os.path.join(config.rope_obj_root, "lib", "RopePlugin.so")
if os.path.exists(rope_plugin):
    config.available_features.add("rope-plugin")
config.substitutions.append(("%rope_plugin", rope_plugin))
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
tools = ["rope-opt", "mlir-opt", "rope-capi-test", "rope-cuda-runtime-test", "mlir-runner", "mlir-translate", "FileCheck", "not",
         "count", "clang"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if os.path.exists(os.path.join(config.cuda_path, "bin", "ptxas")):
    config.available_features.add("cuda")
config.substitutions.append(
    ("%ptxas", os.path.join(config.cuda_path, "bin", "ptxas")))
cuda_stub_driver = os.path.join(config.cuda_path, "lib64", "stubs", "libcuda.so")
if os.path.exists(cuda_stub_driver):
    config.available_features.add("cuda-stub-driver")
config.substitutions.append(("%cuda_stub_driver", cuda_stub_driver))


def cuda_gpu_count():
    """None without a CUDA driver, else how many GPUs it reports."""
    try:
        driver = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None
    count = ctypes.c_int(0)
    if driver.cuInit(0) != 0 or driver.cuDeviceGetCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


# test/Runtime/CUDA: cuda-driver when libcuda.so.1 loads, cuda-gpu when it
# also finds a GPU.
gpu_count = cuda_gpu_count()
if gpu_count is not None:
    config.available_features.add("cuda-driver")
if gpu_count:
    config.available_features.add("cuda-gpu")

# The libFuzzer target exists in fuzzer builds (-DROPE_ENABLE_FUZZER=ON, the
# hardening build of scripts/test-hardening.sh).
if os.path.exists(os.path.join(config.rope_tools_dir, "rope-fuzz")):
    config.available_features.add("rope-fuzz")
    llvm_config.add_tool_substitutions(["rope-fuzz"], tool_dirs)


# Tests that run AMX tile code need a CPU with AMX-TILE and AMX-BF16 (the
# flags Linux lists in /proc/cpuinfo); elsewhere they are only compiled.
def cpu_flags():
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


if {"amx_tile", "amx_bf16"} <= cpu_flags():
    config.available_features.add("amx")
# Tests that run vdpbf16ps (bf16 dot products) need AVX512-BF16.
if "avx512_bf16" in cpu_flags():
    config.available_features.add("avx512bf16")
# Tests that run f16 FMAs (vfmadd...ph) need AVX512-FP16.
if "avx512_fp16" in cpu_flags():
    config.available_features.add("avx512fp16")

# test/Integration/CPU/valgrind-kernels.py runs compiled kernels under memcheck.
if shutil.which("valgrind"):
    config.available_features.add("valgrind")

# test/Integration/Torch/ needs an interpreter with torch, torch-mlir and
# transformers (scripts/export-requirements.txt): $ROPE_TORCH_PYTHON, else
# a virtual environment in the build folder (scripts/setup-torch-venv.sh
# makes build/torch-venv).
import subprocess  # noqa: E402


def torch_python():
    candidates = [os.environ.get("ROPE_TORCH_PYTHON", "")]
    for venv in ("torch-venv", "export-venv", "bench-venv"):
        candidates.append(os.path.join(config.rope_obj_root, "..", venv, "bin", "python"))
        candidates.append(os.path.join(config.rope_src_root, "build", venv, "bin", "python"))
    for python in candidates:
        if not python or not os.path.exists(python):
            continue
        probe = subprocess.run(
            [python, "-c", "import torch, torch_mlir, transformers"],
            capture_output=True)
        if probe.returncode == 0:
            return python
    return None


torch_interpreter = torch_python()
if torch_interpreter:
    config.available_features.add("torch")
    config.substitutions.append(("%torch_python", torch_interpreter))


# test/Package/pip-install.py installs rope-mlir with pip into a fresh
# virtual environment, offline from scikit-build-core's wheels (and their
# dependencies), which are downloaded once from the package index into
# <build>/pip-wheels. Feature pip-wheels where python's venv module works and
# the wheels are there (else the test is UNSUPPORTED).
def pip_wheels():
    import glob
    folder = os.path.join(config.rope_obj_root, "pip-wheels")
    python = config.python_executable
    if subprocess.run([python, "-c", "import venv, ensurepip"],
                      capture_output=True).returncode != 0:
        return None
    if not glob.glob(os.path.join(folder, "scikit_build_core-*.whl")):
        try:
            subprocess.run([python, "-m", "pip", "download", "--quiet", "--timeout", "10",
                            "--retries", "1", "--dest", folder,
                            "scikit-build-core>=0.10"],
                           capture_output=True, timeout=90)
        except (OSError, subprocess.TimeoutExpired):
            return None
    return folder if glob.glob(os.path.join(folder, "scikit_build_core-*.whl")) else None


wheels = pip_wheels()
if wheels:
    config.available_features.add("pip-wheels")
    config.substitutions.append(("%pip_wheels", wheels))
