# tarot-cli checks: replay and score outputs, exit codes on bad input, random -> replay round trips.
add_test(NAME cli_commands COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tarot-cli> -DDATA=${CMAKE_CURRENT_LIST_DIR}/data
         -P ${CMAKE_CURRENT_LIST_DIR}/cli_check.cmake)
