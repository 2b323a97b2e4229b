# The Python wheel that `pip install .` builds (pyproject.toml, with
# scikit-build-core, which defines SKBUILD): rope-opt, libRopeMLIR-C.so,
# librope_cuda_runtime.so and the python/rope_mlir package, installed into
# the wheel's platlib as rope_mlir/ (rope_mlir/bin/rope-opt, rope_mlir/lib/).
# The rules belong to the component "rope_wheel", the only one pyproject.toml
# installs, and exist only under scikit-build-core: a plain `cmake --install`
# keeps cmake/Install.cmake's layout.
#
# With ROPE_WHEEL_FROM_BUILD set to an already built tree (pip install
# -C cmake.define.ROPE_WHEEL_FROM_BUILD=<repo>/build .), the top-level
# CMakeLists.txt includes this file alone and the wheel takes that tree's
# files, compiling nothing (test/Package/pip-install.test).
#
# The binaries keep their runpath to the LLVM 22 installation's lib folder
# (libMLIR.so, libLLVM.so): the wheel needs that installation on the machine.
set(ROPE_WHEEL_PACKAGE rope_mlir)

if(ROPE_WHEEL_FROM_BUILD)
  foreach(file bin/rope-opt lib/libRopeMLIR-C.so)
    if(NOT EXISTS "${ROPE_WHEEL_FROM_BUILD}/${file}")
      message(FATAL_ERROR "ROPE_WHEEL_FROM_BUILD: ${ROPE_WHEEL_FROM_BUILD} "
        "has no ${file}; build rope-opt and RopeMLIR-C there first")
    endif()
  endforeach()
  install(PROGRAMS "${ROPE_WHEEL_FROM_BUILD}/bin/rope-opt"
    DESTINATION ${ROPE_WHEEL_PACKAGE}/bin COMPONENT rope_wheel)
  install(FILES "${ROPE_WHEEL_FROM_BUILD}/lib/libRopeMLIR-C.so"
    DESTINATION ${ROPE_WHEEL_PACKAGE}/lib COMPONENT rope_wheel)
  if(EXISTS "${ROPE_WHEEL_FROM_BUILD}/lib/librope_cuda_runtime.so")
    install(FILES "${ROPE_WHEEL_FROM_BUILD}/lib/librope_cuda_runtime.so"
      DESTINATION ${ROPE_WHEEL_PACKAGE}/lib COMPONENT rope_wheel)
  endif()
else()
  install(TARGETS rope-opt RUNTIME
    DESTINATION ${ROPE_WHEEL_PACKAGE}/bin COMPONENT rope_wheel)
  install(TARGETS RopeMLIR-C rope_cuda_runtime LIBRARY
    DESTINATION ${ROPE_WHEEL_PACKAGE}/lib COMPONENT rope_wheel)
endif()

install(DIRECTORY "${PROJECT_SOURCE_DIR}/python/rope_mlir"
  DESTINATION . COMPONENT rope_wheel
  PATTERN "__pycache__" EXCLUDE)
