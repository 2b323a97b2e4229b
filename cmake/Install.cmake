# Installs rope-mlir's libraries (and libRopeMLIR-C.so, the C API, and
# librope_cuda_runtime.so, the mgpu* functions for GPU host code), headers
# (with the generated .inc files),
# rope-opt and a CMake package (RopeMLIRConfig.cmake) that other projects can
# find_package.
include(CMakePackageConfigHelpers)

set(ROPE_INSTALL_INCLUDEDIR include)
# lib/cmake/<PackageName>: where find_package(RopeMLIR) looks under every
# CMAKE_PREFIX_PATH entry.
set(ROPE_INSTALL_CMAKEDIR lib/cmake/RopeMLIR)
set(ROPE_LIBRARIES
  MLIRRope
  MLIRRopeDialectTransforms
  MLIRLinalgToRope
  MLIRRopeToLinalg
  MLIRRopeToGPU
  MLIRRopeToVector
  MLIRRopeTransforms
  MLIRRopeCodegenCPU
  MLIRRopeCodegenGPU
  MLIRRopePipelines
  MLIRRopeTransformOps
  MLIRRopeRegistration
  MLIRRopeSupport
  MLIRRopeTMTensor
  )

foreach(lib ${ROPE_LIBRARIES})
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${ROPE_INSTALL_INCLUDEDIR}>)
endforeach()
install(TARGETS ${ROPE_LIBRARIES} RopeMLIR-C rope_cuda_runtime EXPORT RopeMLIRTargets
  ARCHIVE DESTINATION lib
  LIBRARY DESTINATION lib)
target_include_directories(RopeMLIR-C INTERFACE
  $<INSTALL_INTERFACE:${ROPE_INSTALL_INCLUDEDIR}>)
# The installed rope-opt finds libMLIR.so and libLLVM.so where they are.
set_target_properties(rope-opt PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
install(TARGETS rope-opt RUNTIME DESTINATION bin)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/rope
  ${PROJECT_SOURCE_DIR}/include/rope-c
  DESTINATION ${ROPE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
# Generated headers: the .inc files and Version.h, without CMake's own
# folders (which would install empty).
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/rope
  DESTINATION ${ROPE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
  PATTERN "CMakeFiles" EXCLUDE)
install(EXPORT RopeMLIRTargets
  NAMESPACE RopeMLIR::
  DESTINATION ${ROPE_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/RopeMLIRConfig.cmake.in
  ${PROJECT_BINARY_DIR}/RopeMLIRConfig.cmake
  INSTALL_DESTINATION ${ROPE_INSTALL_CMAKEDIR}
  PATH_VARS ROPE_INSTALL_INCLUDEDIR)
# find_package(RopeMLIR 0.2) accepts this 0.2.x and no other minor version
# (the C++ API may change between minor versions before 1.0).
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/RopeMLIRConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/RopeMLIRConfig.cmake
  ${PROJECT_BINARY_DIR}/RopeMLIRConfigVersion.cmake
  DESTINATION ${ROPE_INSTALL_CMAKEDIR})
