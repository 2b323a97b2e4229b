/* Drives rope-mlir through its C API: checks that null handles are ignored,
   registers the dialects and passes, parses the module given as argv[1],
   runs the pass pipeline argv[2] and prints the result. */
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "rope-c/Rope.h"

#include <stdio.h>
#include <stdlib.h>

static void print(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static char *readFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc(size + 1);
  size_t read = fread(text, 1, size, file);
  text[read] = 0;
  fclose(file);
  return text;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: rope-capi-test FILE PIPELINE\n");
    return 2;
  }
  // Null handles are ignored, not dereferenced.
  MlirDialectRegistry none = {NULL};
  ropeRegisterAllDialects(none);
  ropeRegisterAllLLVMTranslations(none);
  printf("null registry: ignored\n");

  MlirContext context = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  ropeRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(context, registry);
  mlirDialectRegistryDestroy(registry);
  ropeRegisterAllPasses();

  MlirDialect rope =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__rope__(), context);
  MlirStringRef ns = mlirDialectGetNamespace(rope);
  printf("loaded dialect: %.*s\n", (int)ns.length, ns.data);

  char *text = readFile(argv[1]);
  if (!text)
    return 1;
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(text));
  free(text);
  if (mlirModuleIsNull(module))
    return 1;

  MlirPassManager pm = mlirPassManagerCreate(context);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          opm, mlirStringRefCreateFromCString(argv[2]), print, stderr)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "\npipeline failed\n");
    return 1;
  }
  mlirOperationPrint(mlirModuleGetOperation(module), print, stdout);
  printf("\n");

  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  return 0;
}
