# Writes a C source holding a file's bytes as an array, so the web build carries the font and the card pictures
# inside tarot.wasm
# (no tarot.data to fetch and no Emscripten file system in tarot.js).
# Usage: cmake -DINPUT=file -DOUTPUT=file.c -DNAME=symbol -P embed_file.cmake
file(READ ${INPUT} hex HEX)
string(LENGTH "${hex}" n)
math(EXPR size "${n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE ${OUTPUT} "/* Generated from ${INPUT} by embed_file.cmake. */\n"
  "const unsigned char ${NAME}[${size}] = {\n${bytes}};\nconst unsigned int ${NAME}_size = ${size};\n")
