//===- rope-fuzz.cpp - libFuzzer target for rope-mlir ---------------------===//
//
// Feeds arbitrary bytes to the MLIR parser with the rope dialect and the
// upstream dialects that rope IR, its lowering and its TOSA input use, and
// takes whatever parses and verifies through the printer (custom and generic
// form, each parsed back), rope-import-tosa and rope-raise (inputs with TOSA
// ops), rope-raise, rope-report-schedules, canonicalization,
// rope-fuse-attention, rope-decompose-attention and the rope-lower-to-llvm
// pipeline. One input in eight (by a hash of its bytes) also builds
// rope-lower-to-nvvm from an option string drawn from its bytes, through the
// pass pipeline parser, and runs it on small fixed rope IR with the `isa`
// format (PTX text: no GPU, no ptxas). Rejected input is the expected
// outcome, so every diagnostic is swallowed; only crashes, sanitizer reports
// and a printed module that does not parse back are findings.
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
#include "rope/Dialect/Rope/IR/RopeOps.h"
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
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <limits>
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
  // Inputs with TOSA ops, and those that rope-import-tosa and rope-raise
  // took.
  uint64_t tosa = 0, importedTosa = 0;
  // Inputs where rope-fuse-attention made rope.attention ops (and how many
  // ops), and those that rope-decompose-attention then lowered.
  uint64_t fused = 0, attentionOps = 0, decomposed = 0;
  // rope-lower-to-nvvm: option strings tried, those the pipeline parser
  // accepted, and runs that produced a module.
  uint64_t nvvmOptions = 0, nvvmParsed = 0, nvvmLowered = 0;
};
} // namespace

static Stats stats;

/// Tensors above this many elements are only parsed, verified and printed:
/// folding them (rope.frequencies of a huge rotary_dim) would spend the
/// fuzzer's memory on constants rather than find bugs.
static constexpr int64_t kMaxElements = int64_t(1) << 20;

/// The dialects of rope IR, of its TOSA input and of its lowering to LLVM,
/// with the interface models that bufferization, buffer deallocation and
/// tiling need (what mlir::registerAllDialects adds for them), but no
/// transform dialect.
static void registerFuzzDialects(DialectRegistry &registry) {
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, index::IndexDialect, linalg::LinalgDialect,
                  LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                  scf::SCFDialect, tensor::TensorDialect, tosa::TosaDialect,
                  ub::UBDialect, vector::VectorDialect>();
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

/// What rope-lower-to-nvvm needs, as rope-opt registers it: every dialect and
/// extension (the NVVM target attribute, the conversions to LLVM) and the
/// LLVM IR translations of gpu-module-to-binary. Its contexts only ever
/// parse the fixed modules of kNVVMModules, so the transform dialect in it
/// is never reached.
static const DialectRegistry &getNVVMRegistry() {
  static const DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    mlir::registerAllDialects(*r);
    registerAllExtensions(*r);
    registerAllToLLVMIRTranslations(*r);
    mlir::rope::registerAllDialects(*r);
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
  auto n = [](uint64_t value) { return (unsigned long long)value; };
  std::fprintf(
      stderr,
      "rope-fuzz: %llu inputs: %llu verified, %llu canonicalized, "
      "%llu lowered to LLVM (%llu with huge tensors not run); "
      "%llu with TOSA, %llu imported and raised; %llu fused "
      "(%llu rope.attention), %llu decomposed; rope-lower-to-nvvm: %llu "
      "option strings, %llu parsed, %llu lowered\n",
      n(stats.inputs), n(stats.verified), n(stats.canonicalized),
      n(stats.lowered), n(stats.tooLarge), n(stats.tosa), n(stats.importedTosa),
      n(stats.fused), n(stats.attentionOps), n(stats.decomposed),
      n(stats.nvvmOptions), n(stats.nvvmParsed), n(stats.nvvmLowered));
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

/// Returns true if a `tensor.concat` in `text` takes a `dim` that is
/// negative as an i64 (`dim(-1)`, `dim(18446744073709551615)`, or `dim = -1`
/// in the generic form): upstream MLIR 22's verifier of tensor.concat,
/// which the parser runs, indexes the operand shapes with it and segfaults
/// (mlir-opt too).
static bool hasNegativeConcatDim(StringRef text) {
  for (size_t at = text.find("tensor.concat"); at != StringRef::npos;
       at = text.find("tensor.concat", at + 1)) {
    // The op's own `dim`: the first one after its name, before the next op.
    StringRef rest = text.drop_front(at);
    rest = rest.take_front(rest.find('\n', rest.find("dim")));
    size_t dim = rest.find("dim");
    if (dim == StringRef::npos)
      continue;
    rest = rest.drop_front(dim + 3).ltrim();
    if (!rest.consume_front("(") && !rest.consume_front("="))
      continue;
    rest = rest.ltrim();
    if (rest.starts_with("-"))
      return true;
    // Digits past INT64_MAX wrap to a negative i64.
    StringRef digits = rest.take_front(rest.find_first_not_of("0123456789"));
    uint64_t value;
    if (!digits.empty() &&
        (digits.getAsInteger(10, value) ||
         value > uint64_t(std::numeric_limits<int64_t>::max())))
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

/// Small rope modules that rope-lower-to-nvvm takes with valid options: a
/// rotation with positions, one with a dynamic sequence and a start offset,
/// and a causal grouped-query rope.attention.
static const char *const kNVVMModules[] = {
    R"mlir(
func.func @rotate(%x: tensor<1x2x4x8xf32>, %p: tensor<4xi64>) -> tensor<1x2x4x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}
)mlir",
    R"mlir(
func.func @rotate_offset(%x: tensor<2x?x6xf32>, %o: i32) -> tensor<2x?x6xf32> {
  %f = rope.frequencies #rope.linear<rotary_dim = 4, base = 500000.0, factor = 4.0> -> tensor<2xf32>
  %r = rope.rotate %x, %o, %f layout(interleaved) rotary_dim(4) : tensor<2x?x6xf32>, i32, tensor<2xf32> -> tensor<2x?x6xf32>
  return %r : tensor<2x?x6xf32>
}
)mlir",
    R"mlir(
func.func @attention(%q: tensor<1x4x8x8xf32>, %k: tensor<1x2x8x8xf32>, %v: tensor<1x2x8x8xf32>, %p: tensor<8xi64>) -> tensor<1x4x8x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half) scale(0.35) causal key_rotation(on_read)
     : tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<4xf64>, tensor<8xi64>, tensor<8xi64> -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}
)mlir",
};

/// Draws choices from the bytes of an input, cyclically.
class ByteReader {
public:
  ByteReader(const uint8_t *data, size_t size) : data(data), size(size) {}
  uint8_t next() { return size ? data[pos++ % size] : 0; }
  size_t pick(size_t count) { return next() % count; }
  /// Up to 15 raw bytes of the input: quotes, braces, commas, `=`,
  /// spaces and anything else the option parser must reject or take.
  std::string garbage() {
    std::string text;
    for (size_t n = pick(16); n > 0; --n)
      text += static_cast<char>(next());
    return text;
  }
  template <size_t N> const char *pickOf(const char *const (&values)[N]) {
    return values[pick(N)];
  }

private:
  const uint8_t *data;
  size_t size;
  size_t pos = 0;
};

/// A rope-lower-to-nvvm option string drawn from `reader`: chips and PTX
/// features LLVM knows, does not know or that do not fit each other,
/// formats, libdevice paths that are missing or not bitcode, malformed
/// booleans, unknown keys, quoting, and raw bytes.
static std::string drawNVVMOptions(ByteReader &reader) {
  static const char *const chips[] = {
      "sm_90",  "sm_80", "sm_90a",      "sm_100a", "sm_120f", "sm_70",
      "sm_20",  "sm_35", "sm_1000",     "sm_",     "sm_90x",  "SM_90",
      "gfx90a", "",      "sm_90 sm_80", "sm_52",   "sm_101f", "sm_89"};
  static const char *const features[] = {"+ptx80",
                                         "+ptx60",
                                         "+ptx87",
                                         "+ptx88",
                                         "+ptx90",
                                         "-ptx80",
                                         "+ptx80,+ptx70",
                                         "+ptx80,-ptx80",
                                         "+ptx999",
                                         "ptx80",
                                         "+",
                                         "+,",
                                         "",
                                         "+sm_90",
                                         "+ptx80,",
                                         "+ptx43",
                                         "+ptx32",
                                         "+ptx86"};
  static const char *const formats[] = {"isa",      "",           "ISA",
                                        "assembly", "offloading", "llvm"};
  static const char *const libdevices[] = {"", "/nonexistent/libdevice.10.bc",
                                           "/dev/null", "/tmp",
                                           rope::defaultLibdevicePath()};
  static const char *const booleans[] = {"true", "false", "1",  "0",
                                         "",     "maybe", "-1", "TRUE"};
  static const char *const keys[] = {
      "chip",           "ptx-features", "format", "libdevice",
      "runtime-checks", "fast-angles",  "chips"};
  std::string text;
  for (size_t entries = reader.pick(7); entries > 0; --entries) {
    size_t key = reader.pick(std::size(keys) + 1);
    std::string value;
    switch (key) {
    case 0:
      value = reader.pickOf(chips);
      break;
    case 1:
      value = reader.pickOf(features);
      break;
    case 2:
      value = reader.pickOf(formats);
      break;
    case 3:
      value = reader.pickOf(libdevices);
      break;
    default:
      value = reader.pickOf(booleans);
      break;
    }
    switch (reader.pick(16)) {
    case 0:
      value = reader.garbage();
      break;
    case 1:
      value = "\"" + value + "\"";
      break;
    case 2:
      value = "{" + value + "}";
      break;
    default:
      break;
    }
    if (!text.empty())
      text += reader.pick(8) ? " " : ",";
    text += key < std::size(keys) ? keys[key] : reader.garbage();
    if (reader.pick(8))
      text += "=" + value;
  }
  if (reader.pick(8) == 0)
    text += reader.garbage();
  return text;
}

/// Builds rope-lower-to-nvvm from an option string drawn from the input
/// through the pass pipeline parser (rope-opt's path, with the target
/// check) and runs it on one of kNVVMModules. Option strings that could
/// name the `bin` or `fatbin` format (which call the CUDA toolkit's ptxas)
/// are not run.
static void fuzzNVVMOptions(const uint8_t *data, size_t size) {
  ++stats.nvvmOptions;
  ByteReader reader(data, size);
  std::string options = drawNVVMOptions(reader);
  if (StringRef(options).contains("bin"))
    return;
  MLIRContext context(getNVVMRegistry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler swallow(&context,
                                  [](Diagnostic &) { return success(); });
  PassManager pm(&context);
  if (failed(parsePassPipeline("rope-lower-to-nvvm{" + options + "}", pm,
                               llvm::nulls())))
    return;
  ++stats.nvvmParsed;
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(reader.pickOf(kNVVMModules), config);
  if (!module) {
    llvm::errs() << "rope-fuzz: a module of kNVVMModules does not parse\n";
    std::abort();
  }
  if (succeeded(pm.run(*module)))
    ++stats.nvvmLowered;
}

/// Returns true for one input in eight, by an FNV-1a hash of its bytes: the
/// inputs that also fuzz rope-lower-to-nvvm's options.
static bool fuzzesNVVMOptions(const uint8_t *data, size_t size) {
  uint32_t hash = 2166136261u;
  for (size_t i = 0; i < size; ++i)
    hash = (hash ^ data[i]) * 16777619u;
  return hash % 8 == 0;
}

/// Returns true if `module` holds an op of the TOSA dialect.
static bool hasTosaOps(ModuleOp module) {
  return module
      .walk([](Operation *op) {
        return isa_and_nonnull<tosa::TosaDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  getRegistry();
  getNVVMRegistry();
  rope::registerAllPasses();
  std::atexit(printStats);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ++stats.inputs;
  if (fuzzesNVVMOptions(data, size))
    fuzzNVVMOptions(data, size);
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler swallow(&context,
                                  [](Diagnostic &) { return success(); });

  // The lexer finds the end of its buffer by the NUL after it, as
  // llvm::MemoryBuffer guarantees; libFuzzer's bytes have none.
  std::string text(reinterpret_cast<const char *>(data), size);
  // Upstream MLIR 22's linalg.reduce, linalg.broadcast and linalg.transpose
  // parsers segfault after the error on a malformed `dimensions` or
  // `permutation` list, tensor.concat's verifier on a negative `dim`, and
  // its parser runs out of memory on `%r#N` with a huge N (README, known
  // issues): such inputs are not parsed.
  if (hasMalformedDimensionList(text) || hasNegativeConcatDim(text) ||
      hasHugeResultNumber(text))
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

  // TOSA exports: imported to linalg and raised, as rope-opt
  // --rope-import-tosa --rope-raise does.
  if (hasTosaOps(*module)) {
    ++stats.tosa;
    PassManager importTosa(&context);
    rope::buildImportTosaPipeline(importTosa);
    importTosa.addPass(rope::createRaiseToRopePass());
    if (failed(importTosa.run(*module)))
      return 0;
    ++stats.importedTosa;
    checkRoundTrip(*module, context, /*generic=*/false);
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
  // OpenMP or sequential loops, a target with or without AVX-512 (a fixed
  // CPU: the same input lowers the same way on every machine), where fused
  // attention rotates its keys and the flash or graph form of its
  // decomposition.
  uint8_t first = size ? data[0] : 0;
  static const rope::KeyRotationMode keyRotations[] = {
      rope::KeyRotationMode::Auto, rope::KeyRotationMode::OnRead,
      rope::KeyRotationMode::UpFront, rope::KeyRotationMode::Auto};
  size_t keyRotation = (first >> 3) & 3;
  PassManager fuse(&context);
  fuse.addPass(rope::createFuseAttentionPass({keyRotations[keyRotation]}));
  if (failed(fuse.run(*module)))
    return 0;
  uint64_t attentionOps = 0;
  module->walk([&](rope::AttentionOp) { ++attentionOps; });
  if (attentionOps) {
    ++stats.fused;
    stats.attentionOps += attentionOps;
    checkRoundTrip(*module, context, /*generic=*/false);
    PassManager decompose(&context);
    decompose.addPass(rope::createDecomposeAttentionPass(
        {keyRotations[keyRotation], (first & 32) ? "graph" : "flash"}));
    if (failed(decompose.run(*module)))
      return 0;
    ++stats.decomposed;
  }

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
