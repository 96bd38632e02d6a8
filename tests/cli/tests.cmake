# tarot-cli checks: replay and score outputs, exit codes on bad input, random -> replay round trips, bot matches.
add_test(NAME cli_commands COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tarot-cli> -DDATA=${CMAKE_CURRENT_LIST_DIR}/data
         -P ${CMAKE_CURRENT_LIST_DIR}/cli_check.cmake)
# The engine's results against an independent scorer written from the rules text (needs python3).
find_program(TAROT_PYTHON3 python3)
if(TAROT_PYTHON3)
  add_test(NAME cli_oracle COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/oracle_check.sh $<TARGET_FILE:tarot-cli> 100)
endif()
# tarot-cli tournament movement and pcn.
add_test(NAME cli_tournament COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tarot-cli>
         -P ${CMAKE_CURRENT_LIST_DIR}/tournament_check.cmake)
