# Runs the desktop app for 120 frames under Xvfb, takes a screenshot of the last one, and fails if the app
# exits with an error or the frame has too few distinct colours to be a drawn table.
execute_process(
  COMMAND ${XVFB_RUN} -a -s "-screen 0 1280x800x24" ${APP} --frames 120 --screenshot ${OUT}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the desktop app exited with status ${rc}")
endif()
string(REGEX MATCH "([0-9]+) distinct colours" m "${out}")
if(NOT m OR CMAKE_MATCH_1 LESS 20)
  message(FATAL_ERROR "the desktop window looks blank (${CMAKE_MATCH_1} distinct colours)")
endif()
