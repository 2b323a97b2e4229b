// With a driver and a GPU: a stream, a device buffer, a copy round trip and
// a PTX kernel loaded, launched on the buffer and checked.
// REQUIRES: cuda-gpu
// RUN: rope-cuda-runtime-test %S/Inputs/twice.ptx | FileCheck %s
// CHECK: round trip ok
// CHECK: events ok
// CHECK: kernel ok
