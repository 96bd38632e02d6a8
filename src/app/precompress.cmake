# Writes FILE.gz (gzip -9) and, when Debian's brotli is installed, FILE.br beside each file of dist/ that
# compresses (the program, the scripts, the page, the manifest), for hosts that serve precompressed files
# (web/serve.py does; nginx gzip_static, Apache with mod_rewrite + mod_headers).
# Usage: cmake -DDIST=dir -DGZIP=gzip [-DBROTLI=brotli] -P precompress.cmake
file(GLOB files ${DIST}/*.wasm ${DIST}/*.js ${DIST}/*.html ${DIST}/*.svg ${DIST}/*.webmanifest)
foreach(f ${files})
  execute_process(COMMAND ${GZIP} -9 -n -c ${f} OUTPUT_FILE ${f}.gz RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed on ${f}")
  endif()
  if(BROTLI)
    execute_process(COMMAND ${BROTLI} -q 11 -f -o ${f}.br ${f} RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "brotli failed on ${f}")
    endif()
  endif()
endforeach()
