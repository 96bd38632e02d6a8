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
# perft from the command line: the legal action counts of a seeded deal (the same numbers as tests/engine/perft_test).
add_test(NAME cli_perft COMMAND $<TARGET_FILE:tarot-cli> perft --seed 1 --players 4 --depth 5 --json)
set_tests_properties(cli_perft PROPERTIES PASS_REGULAR_EXPRESSION "\"nodes\":\\[5,15,35,70,189572\\]")
add_test(NAME cli_perft_play COMMAND $<TARGET_FILE:tarot-cli> perft --seed 3 --players 5 --after 30 --depth 5)
set_tests_properties(cli_perft_play PROPERTIES PASS_REGULAR_EXPRESSION "depth 5: 588")
# tarot-cli season: a club file built from two nights, its championships, a player's history, the records, refusals.
add_test(NAME cli_season COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tarot-cli> -P ${CMAKE_CURRENT_LIST_DIR}/season_check.cmake)
# tarot-cli season site: the public results site as a static folder.
add_test(NAME cli_season_site COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tarot-cli> -DDATA=${CMAKE_CURRENT_LIST_DIR}/data
         -DWORK=${CMAKE_CURRENT_BINARY_DIR}/season_site_work -P ${CMAKE_CURRENT_LIST_DIR}/season_site_check.cmake)
