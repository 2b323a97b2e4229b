// Bad target options are diagnosed when the pipeline is parsed, never
// handed to LLVM (which would ignore an unknown CPU with a warning, or fail
// on an unknown GPU, or a PTX version too old for the chip, with an LLVM
// ERROR deep inside gpu-module-to-binary).
// RUN: not rope-opt %s --rope-lower-to-llvm="target-cpu=pentium9000" 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not rope-opt %s --rope-lower-to-llvm="target-features=avx512f" 2>&1 | FileCheck %s --check-prefix=FEATURE
// RUN: not rope-opt %s --rope-set-llvm-target="target-cpu=" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not rope-opt %s --rope-vectorize-elementwise="vector-bits=0" 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not rope-opt %s --rope-lower-to-nvvm="ptx-features=+ptx60" 2>&1 | FileCheck %s --check-prefix=OLD-PTX
// RUN: not rope-opt %s --rope-lower-to-nvvm="chip=sm_100a" 2>&1 | FileCheck %s --check-prefix=OLD-PTX2
// RUN: not rope-opt %s --rope-lower-to-nvvm="chip=sm_90a ptx-features=+ptx80,-ptx80,+ptx78" 2>&1 | FileCheck %s --check-prefix=OLD-PTX3
// RUN: not rope-opt %s --rope-lower-to-nvvm="ptx-features=+ptx80,+sm_100a" 2>&1 | FileCheck %s --check-prefix=SM-FEATURE
// RUN: not rope-opt %s --rope-lower-to-nvvm="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not rope-opt %s --rope-lower-to-nvvm="chip=sm_9000" 2>&1 | FileCheck %s --check-prefix=CHIP2
// RUN: not rope-opt %s --rope-lower-to-nvvm="ptx-features=+ptx800" 2>&1 | FileCheck %s --check-prefix=PTX2
// RUN: not rope-opt %s --rope-lower-to-nvvm="ptx-features=ptx80" 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: not rope-opt %s --rope-lower-to-nvvm="format=cubin" 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not rope-opt %s --rope-lower-to-nvvm="libdevice=/nonexistent/libdevice.10.bc" 2>&1 | FileCheck %s --check-prefix=LIBDEVICE
// RUN: not rope-opt %s --pass-pipeline="builtin.module(func.func(rope-lower-to-nvvm))" 2>&1 | FileCheck %s --check-prefix=NESTED

// CPU: error: rope-lower-to-llvm: target-cpu 'pentium9000' is not an x86-64 CPU LLVM knows
// FEATURE: error: rope-lower-to-llvm: target-features entry 'avx512f' must be +name or -name
// EMPTY: error: rope-set-llvm-target: target-cpu '' is not an x86-64 CPU LLVM knows
// BITS: error: rope-vectorize-elementwise: vector-bits must be a power of two from 128 to 2048, got 0
// OLD-PTX: error: rope-lower-to-nvvm: chip 'sm_90' needs PTX 7.8 or newer (ptx-features=+ptx78), but ptx-features '+ptx60' selects PTX 6.0
// OLD-PTX2: error: rope-lower-to-nvvm: chip 'sm_100a' needs PTX 8.6 or newer (ptx-features=+ptx86), but ptx-features '+ptx80' selects PTX 8.0
// OLD-PTX3: error: rope-lower-to-nvvm: chip 'sm_90a' needs PTX 8.0 or newer (ptx-features=+ptx80), but ptx-features '+ptx80,-ptx80,+ptx78' selects PTX 7.8
// CHIP: error: rope-lower-to-nvvm: chip 'gfx90a' is not an NVIDIA GPU LLVM knows (e.g. sm_80, sm_90, sm_90a)
// CHIP2: error: rope-lower-to-nvvm: chip 'sm_9000' is not an NVIDIA GPU LLVM knows
// PTX: error: rope-lower-to-nvvm: ptx-features entry 'ptx80' is not +ptx<N> or -ptx<N> for a PTX version LLVM knows (e.g. +ptx80; the GPU is given by chip)
// PTX2: error: rope-lower-to-nvvm: ptx-features entry '+ptx800' is not +ptx<N> or -ptx<N> for a PTX version LLVM knows
// SM-FEATURE: error: rope-lower-to-nvvm: ptx-features entry '+sm_100a' is not +ptx<N> or -ptx<N> for a PTX version LLVM knows (e.g. +ptx80; the GPU is given by chip)
// FORMAT: error: rope-lower-to-nvvm: format 'cubin' is not isa, bin or fatbin
// LIBDEVICE: error: rope-lower-to-nvvm: libdevice file '/nonexistent/libdevice.10.bc' does not exist (give libdevice=<path>, or libdevice= to link nothing)
// NESTED: error: rope-lower-to-nvvm runs on 'builtin.module', not on 'func.func'
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
