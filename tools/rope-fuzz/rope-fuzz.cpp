//===- rope-fuzz.cpp - libFuzzer target for rope-mlir ---------------------===//
//
// Feeds arbitrary bytes to the MLIR parser with the rope dialect and the
// upstream dialects that rope IR and its lowering use, and takes whatever
// parses and verifies through the printer (custom and generic form, each
// parsed back), rope-raise, rope-report-schedules, canonicalization and the
// rope-lower-to-llvm pipeline. Rejected input is the expected outcome, so
// every diagnostic is swallowed; only crashes, sanitizer reports and a
// printed module that does not parse back are findings.
//
// The transform dialect is deliberately not registered: upstream MLIR 22
// crashes on `transform.structured.tile_using_for` with a tile size of 0 or
// INT64_MIN (README.md, "Known issues"), which is not rope-mlir's to find.
//
// Build with -DROPE_ENABLE_FUZZER=ON (clang); scripts/test-hardening.sh runs
// it for a fixed budget on seeds from test/ (tools/rope-fuzz/README.md).
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/InitRope.h"
#include "rope/Pipelines/Pipelines.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/AllInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/TensorTilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace mlir;

namespace {
/// How far the inputs of this run got; printed at exit.
struct Stats {
  uint64_t inputs = 0, verified = 0, canonicalized = 0, lowered = 0;
  uint64_t tooLarge = 0;
};
} // namespace

static Stats stats;

/// Tensors above this many elements are only parsed, verified and printed:
/// folding them (rope.frequencies of a huge rotary_dim) would spend the
/// fuzzer's memory on constants rather than find bugs.
static constexpr int64_t kMaxElements = int64_t(1) << 20;

/// The dialects of rope IR and of its lowering to LLVM, with the interface
/// models that bufferization, buffer deallocation and tiling need (what
/// mlir::registerAllDialects adds for them), but no transform dialect.
static void registerFuzzDialects(DialectRegistry &registry) {
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, index::IndexDialect, linalg::LinalgDialect,
                  LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                  scf::SCFDialect, tensor::TensorDialect, ub::UBDialect,
                  vector::VectorDialect>();
  affine::registerValueBoundsOpInterfaceExternalModels(registry);
  arith::registerBufferDeallocationOpInterfaceExternalModels(registry);
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  cf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  cf::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerAllDialectInterfaceImplementations(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  memref::registerValueBoundsOpInterfaceExternalModels(registry);
  scf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerValueBoundsOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
  tensor::registerTilingInterfaceExternalModels(registry);
  tensor::registerValueBoundsOpInterfaceExternalModels(registry);
  vector::registerBufferizableOpInterfaceExternalModels(registry);
  mlir::rope::registerAllDialects(registry);
}

static const DialectRegistry &getRegistry() {
  static const DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerFuzzDialects(*r);
    return r;
  }();
  return *registry;
}

/// Returns true if some type in `module` has a static shape of more than
/// kMaxElements elements.
static bool hasHugeShape(ModuleOp module) {
  auto huge = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasRank())
      return false;
    int64_t count = 1;
    for (int64_t size : shaped.getShape()) {
      if (ShapedType::isDynamic(size))
        continue;
      if (size != 0 && count > kMaxElements / size)
        return true;
      count *= size;
    }
    return count > kMaxElements;
  };
  // Shaped types anywhere: results, block arguments and the types inside
  // attributes (a memref.global's type, a dense constant's type).
  auto holdsHuge = [&](auto typeOrAttr) {
    return typeOrAttr
        .walk([&](Type type) {
          return huge(type) ? WalkResult::interrupt() : WalkResult::advance();
        })
        .wasInterrupted();
  };
  WalkResult result = module.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (holdsHuge(type))
        return WalkResult::interrupt();
    if (holdsHuge(op->getAttrDictionary()))
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (holdsHuge(arg.getType()))
            return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Prints `module` (generic form if `generic`) and parses it back in
/// `context`; aborts if the printed text does not parse, which is a bug in
/// a printer or parser.
static void checkRoundTrip(ModuleOp module, MLIRContext &context,
                           bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module.print(os, flags);
  ParserConfig config(&context);
  if (parseSourceString<ModuleOp>(text, config))
    return;
  llvm::errs() << "rope-fuzz: the " << (generic ? "generic" : "custom")
               << " form of a verified module does not parse back:\n"
               << text << "\n";
  std::abort();
}

static void printStats() {
  std::fprintf(
      stderr,
      "rope-fuzz: %llu inputs: %llu verified, %llu canonicalized, "
      "%llu lowered to LLVM (%llu with huge tensors not run)\n",
      (unsigned long long)stats.inputs, (unsigned long long)stats.verified,
      (unsigned long long)stats.canonicalized,
      (unsigned long long)stats.lowered, (unsigned long long)stats.tooLarge);
}

/// Values that probe the edges of shapes, rotary dims, sections, schedule
/// parameters and offsets of every integer type.
static const char *const kInterestingNumbers[] = {
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-2",
    "64",
    "127",
    "128",
    "-128",
    "255",
    "32767",
    "-32768",
    "65535",
    "2147483647",
    "-2147483648",
    "4294967296",
    "9007199254740993",
    "4611686018427387904",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "0.0",
    "-0.0",
    "1.0e-300",
    "4.9e-324",
    "1.0e308",
    "-1.0e308",
    "3.4e38",
    "65504.0",
    "0.5",
    "0x7FF0000000000000",
    "0x7FF8000000000000",
};

/// Replaces one number of `text` by an interesting value or by `?` (when it
/// is a dimension). Returns false if `text` holds no number.
static bool mutateNumber(std::string &text, std::minstd_rand &rng) {
  // A number starts after a delimiter; `x` only as a shape separator.
  std::vector<std::pair<size_t, size_t>> numbers;
  for (size_t i = 0; i < text.size();) {
    bool startsNumber =
        std::isdigit(static_cast<unsigned char>(text[i])) &&
        (i == 0 ||
         !(std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
           text[i - 1] == '_' || text[i - 1] == '.') ||
         text[i - 1] == 'x');
    if (!startsNumber) {
      ++i;
      continue;
    }
    size_t start = (i > 0 && text[i - 1] == '-') ? i - 1 : i;
    size_t end = i;
    while (end < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[end])) ||
            text[end] == '.' ||
            ((text[end] == '-' || text[end] == '+') &&
             (text[end - 1] == 'e' || text[end - 1] == 'E'))))
      ++end;
    // `3x4xf32`, `0x4xf32`: stop before a shape separator, unless the
    // whole token is a hexadecimal literal (`0x7FF0000000000000`).
    size_t x = text.find('x', i);
    if (x != std::string::npos && x < end) {
      bool hex = x == i + 1 && text[i] == '0' && x + 1 < end;
      for (size_t j = x + 1; hex && j < end; ++j)
        hex = std::isxdigit(static_cast<unsigned char>(text[j]));
      if (!hex)
        end = x;
    }
    numbers.emplace_back(start, end);
    i = end;
  }
  if (numbers.empty())
    return false;
  auto [start, end] = numbers[rng() % numbers.size()];
  constexpr size_t count = std::size(kInterestingNumbers);
  size_t pick = rng() % (count + 2);
  std::string value;
  if (pick < count)
    value = kInterestingNumbers[pick];
  else if (pick == count)
    value = "?";
  else
    value = std::to_string(static_cast<int64_t>(rng()) - 1000000);
  // Every other time, replace each occurrence of the same literal: a
  // dimension or rotary_dim changed everywhere keeps the types consistent.
  std::string old = text.substr(start, end - start);
  bool everywhere = rng() % 2;
  for (auto it = numbers.rbegin(); it != numbers.rend(); ++it)
    if (it->first == start ||
        (everywhere &&
         text.compare(it->first, it->second - it->first, old) == 0))
      text.replace(it->first, it->second - it->first, value);
  return true;
}

/// Returns true if a `dimensions` or `permutation` keyword in `text` is
/// followed by anything but `= [i, j, ...]` (custom form) or `= array<`
/// (generic form): upstream MLIR 22's linalg.reduce, linalg.broadcast and
/// linalg.transpose parsers read these lists and segfault after reporting
/// a malformed one.
static bool hasMalformedDimensionList(StringRef text) {
  for (StringRef keyword : {"dimensions", "permutation"}) {
    size_t at = 0;
    while ((at = text.find(keyword, at)) != StringRef::npos) {
      at += keyword.size();
      StringRef rest = text.drop_front(at).ltrim();
      if (!rest.consume_front("="))
        return true;
      rest = rest.ltrim();
      if (rest.starts_with("array<"))
        continue;
      if (!rest.consume_front("["))
        return true;
      // Integers separated by commas, then `]`: `[]` or `[i, j]`, never
      // `[i, ]`.
      bool expectValue = true;
      int64_t count = 0;
      while (true) {
        rest = rest.ltrim();
        if (rest.consume_front("]")) {
          if (expectValue && count > 0)
            return true;
          break;
        }
        if (expectValue) {
          ++count;
          // A decimal that fits in int64_t.
          size_t sign = rest.starts_with("-") ? 1 : 0;
          size_t end = rest.find_first_not_of("0123456789", sign);
          int64_t value;
          if (end == sign || end == StringRef::npos ||
              rest.take_front(end).getAsInteger(10, value))
            return true;
          rest = rest.drop_front(end);
          expectValue = false;
        } else if (rest.consume_front(",")) {
          expectValue = true;
        } else {
          return true;
        }
      }
    }
  }
  return false;
}

/// Returns true if `text` refers to a result `%name#N` with N above 2^16:
/// upstream MLIR 22's parser makes room for N + 1 forward references at
/// once (8 GiB for `%r#536870912`), an out-of-memory that is not
/// rope-mlir's to find.
static bool hasHugeResultNumber(StringRef text) {
  for (size_t at = text.find('#'); at != StringRef::npos;
       at = text.find('#', at + 1)) {
    // `%name#N`: the `#` follows an SSA name's last character.
    size_t start = at;
    while (start > 0 &&
           (std::isalnum(static_cast<unsigned char>(text[start - 1])) ||
            StringRef("_$.-").contains(text[start - 1])))
      --start;
    if (start == 0 || start == at || text[start - 1] != '%')
      continue;
    StringRef digits = text.drop_front(at + 1);
    digits = digits.take_front(digits.find_first_not_of("0123456789"));
    uint64_t number;
    if (!digits.empty() &&
        (digits.getAsInteger(10, number) || number > (uint64_t(1) << 16)))
      return true;
  }
  return false;
}

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

/// Half the mutations are libFuzzer's byte-level ones; the other half
/// replace a number, which keeps the IR well-formed far more often and
/// steers the search to extreme shapes and parameters.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  std::minstd_rand rng(seed);
  if (rng() % 2)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::string text(reinterpret_cast<const char *>(data), size);
  if (!mutateNumber(text, rng) || text.size() > maxSize)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  getRegistry();
  std::atexit(printStats);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ++stats.inputs;
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler swallow(&context,
                                  [](Diagnostic &) { return success(); });

  // The lexer finds the end of its buffer by the NUL after it, as
  // llvm::MemoryBuffer guarantees; libFuzzer's bytes have none.
  std::string text(reinterpret_cast<const char *>(data), size);
  // Upstream MLIR 22's linalg.reduce, linalg.broadcast and linalg.transpose
  // parsers segfault after the error on a malformed `dimensions` or
  // `permutation` list, and its parser runs out of memory on `%r#N` with a
  // huge N (README, known issues): such inputs are not parsed.
  if (hasMalformedDimensionList(text) || hasHugeResultNumber(text))
    return 0;
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module)
    return 0;
  ++stats.verified;
  checkRoundTrip(*module, context, /*generic=*/false);
  checkRoundTrip(*module, context, /*generic=*/true);
  if (hasHugeShape(*module)) {
    ++stats.tooLarge;
    return 0;
  }

  PassManager canonicalize(&context);
  canonicalize.addPass(rope::createRaiseToRopePass());
  canonicalize.addPass(rope::createReportSchedulesPass());
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(*module)))
    return 0;
  ++stats.canonicalized;
  checkRoundTrip(*module, context, /*generic=*/false);

  // The first byte picks the CPU strategy or the scalar reference loops,
  // OpenMP or sequential loops, and a target with or without AVX-512 (a
  // fixed CPU: the same input lowers the same way on every machine).
  uint8_t first = size ? data[0] : 0;
  rope::LowerToLLVMOptions options;
  options.vectorize = (first & 1) != 0;
  options.numThreads = (first & 2) ? 1 : 0;
  options.targetCpu = (first & 4) ? "znver4" : "x86-64-v2";
  PassManager lower(&context);
  rope::buildLowerToLLVMPipeline(lower, options);
  if (succeeded(lower.run(*module)))
    ++stats.lowered;
  return 0;
}
