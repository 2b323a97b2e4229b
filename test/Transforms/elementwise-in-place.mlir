// RUN: rope-opt %s -rope-elementwise-in-place -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-elementwise-in-place -one-shot-bufferize -split-input-file | FileCheck %s --check-prefix=BUFFERS

// The unfused softmax of attention scores: the scale, the exponentials and
// the division each start from the input they read last, so that
// bufferization keeps one buffer of scores, not three (four with the fill
// of the scores).
// CHECK-LABEL: func @softmax_chain
// CHECK: %[[S:.*]] = linalg.matmul
// CHECK: %[[SCALED:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<64x64xf32>) outs(%[[S]] : tensor<64x64xf32>)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[SCALED]] : tensor<64x64xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[SCALED]], %[[MAX]] : tensor<64x64xf32>, tensor<64xf32>) outs(%[[SCALED]] : tensor<64x64xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<64x64xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<64x64xf32>, tensor<64xf32>) outs(%[[EXP]] : tensor<64x64xf32>)
// BUFFERS-LABEL: func @softmax_chain
// BUFFERS-COUNT-1: memref.alloc() {{.*}} : memref<64x64xf32>
// BUFFERS-NOT: memref.alloc() {{.*}} : memref<64x64xf32>
// BUFFERS-NOT: memref.copy
// BUFFERS: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax_chain(%q: tensor<64x32xf32>, %k: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %minf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = linalg.matmul ins(%q, %k : tensor<64x32xf32>, tensor<32x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  %er = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%minf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%scaled : tensor<64x64xf32>) outs(%mi : tensor<64xf32>) {
  ^bb0(%x: f32, %m: f32):
    %y = arith.maxnumf %x, %m : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %max : tensor<64x64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<64x64xf32>) outs(%zs : tensor<64xf32>) {
  ^bb0(%x: f32, %a: f32):
    %y = arith.addf %x, %a : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<64x64xf32>, tensor<64xf32>) outs(%e3 : tensor<64x64xf32>) {
  ^bb0(%x: f32, %l: f32, %o: f32):
    %y = arith.divf %x, %l : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %p : tensor<64x64xf32>
}

// -----

// Left alone: an input read again after the op; a function argument (its
// buffer is the caller's); an input of another type; an input read through
// another map; a body that reads the initial value; a reduction.
// CHECK-LABEL: func @kept
// CHECK: %[[X:.*]] = linalg.fill
// CHECK: %[[E1:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X]] : tensor<8x8xf32>) outs(%[[E1]] : tensor<8x8xf32>)
// CHECK: %[[E2:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : tensor<8x8xf32>) outs(%[[E2]] : tensor<8x8xf32>)
// CHECK: linalg.fill
// CHECK: %[[E4:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : tensor<8x8xf16>) outs(%[[E4]] : tensor<8x8xf32>)
// CHECK: %[[E5:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : tensor<8x8xf32>) outs(%[[E5]] : tensor<8x8xf32>)
// CHECK: linalg.fill
// CHECK: %[[E7:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : tensor<8x8xf32>) outs(%[[E7]] : tensor<8x8xf32>)
// CHECK: %[[Z0:.*]] = linalg.fill
// CHECK: linalg.generic {{.*}} ins(%[[Z0]] : tensor<8x8xf32>) outs(%{{.*}} : tensor<8xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @kept(%arg: tensor<8x8xf32>, %h: tensor<8x8xf16>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %read_later = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %argument = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%arg : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %hx = linalg.fill ins(%one : f32) outs(%e3 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e4 = tensor.empty() : tensor<8x8xf32>
  %widened = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x8xf16>) outs(%e4 : tensor<8x8xf32>) {
  ^bb0(%a: f16, %o: f32):
    %y = arith.extf %a : f16 to f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  %e5 = tensor.empty() : tensor<8x8xf32>
  %transposed = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%hx : tensor<8x8xf32>) outs(%e5 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x8xf32>
  %e6 = tensor.empty() : tensor<8x8xf32>
  %y0 = linalg.fill ins(%one : f32) outs(%e6 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e7 = tensor.empty() : tensor<8x8xf32>
  %reads_init = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y0 : tensor<8x8xf32>) outs(%e7 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %o : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  %er = tensor.empty() : tensor<8xf32>
  %e8 = tensor.empty() : tensor<8x8xf32>
  %z0 = linalg.fill ins(%one : f32) outs(%e8 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %reduced = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%z0 : tensor<8x8xf32>) outs(%er : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %read_later, %x, %argument, %widened, %transposed, %reads_init, %reduced : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>
}

// -----

// Left alone: an input computed outside the loop around the op, which the
// next iteration reads again.
// CHECK-LABEL: func @loop_invariant
// CHECK: %[[X:.*]] = linalg.fill
// CHECK: scf.for
// CHECK:   %[[E:.*]] = tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X]] : tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
#id = affine_map<(d0) -> (d0)>
func.func @loop_invariant(%acc: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e0 = tensor.empty() : tensor<8xf32>
  %x = linalg.fill ins(%one : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %y = arith.addf %v, %v : f32
      linalg.yield %y : f32
    } -> tensor<8xf32>
    %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%d : tensor<8xf32>) outs(%a : tensor<8xf32>) {
    ^bb0(%v: f32, %w: f32):
      %y = arith.addf %v, %w : f32
      linalg.yield %y : f32
    } -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
