# The protocol battery: a real tarot-server process on a free port, driven by a Beast WebSocket client.
if(TARGET tarot-server)
  find_package(Boost 1.74 REQUIRED)
  find_package(Threads REQUIRED)
  add_executable(protocol_battery ${CMAKE_CURRENT_LIST_DIR}/protocol_battery.cpp)
  target_link_libraries(protocol_battery PRIVATE tarot_match Boost::boost Threads::Threads)
  target_include_directories(protocol_battery PRIVATE ${CMAKE_SOURCE_DIR}/src)
  add_test(NAME server.protocol_battery
           COMMAND protocol_battery $<TARGET_FILE:tarot-server> ${CMAKE_CURRENT_BINARY_DIR}/protocol_battery_work)
  set_tests_properties(server.protocol_battery PROPERTIES TIMEOUT 180)
  # A short tournament night over the real server: 10 tables, 40 phones, 2 positions, drops and two SIGKILLs.
  add_test(NAME server.night_sim
           COMMAND tarot-night-sim $<TARGET_FILE:tarot-server> ${CMAKE_CURRENT_BINARY_DIR}/night_sim_work
                   --tables 10 --positions 2 --deals 4 --kills 2 --drops 10 --seed 27)
  set_tests_properties(server.night_sim PROPERTIES TIMEOUT 60)
  # A duo night (12 duos, 6 tables, the 4 positions the movement leaves) and a team-of-4 night (8 teams, 8 tables,
  # 5 positions), seated as the console seats them, their seatings read back from the server and checked by the
  # rulebook's words (team_night_check.h): teammates never opponents, no meeting repeated within the movement.
  add_test(NAME server.night_sim_duo
           COMMAND tarot-night-sim $<TARGET_FILE:tarot-server> ${CMAKE_CURRENT_BINARY_DIR}/night_sim_duo_work
                   --formula duo --tables 6 --positions 4 --deals 4 --kills 1 --drops 10 --seed 12)
  add_test(NAME server.night_sim_team4
           COMMAND tarot-night-sim $<TARGET_FILE:tarot-server> ${CMAKE_CURRENT_BINARY_DIR}/night_sim_team4_work
                   --formula team4 --tables 8 --positions 5 --deals 4 --kills 1 --drops 10 --seed 8)
  set_tests_properties(server.night_sim_duo server.night_sim_team4 PROPERTIES TIMEOUT 60)
  # A short season over the real server (issue 37's bar, small): a register of 120 imported, 6 nights of 8 to 16
  # players played by bots, four championships ranked by the server and by the tool's own sums, one SIGKILL.
  add_test(NAME server.season_sim
           COMMAND tarot-season-sim $<TARGET_FILE:tarot-server> ${CMAKE_CURRENT_BINARY_DIR}/season_sim_work
                   --nights 6 --min 8 --max 16 --positions 2 --deals 4 --kills 1 --seed 37)
  set_tests_properties(server.season_sim PROPERTIES TIMEOUT 60)
endif()

# `tarot-server --help` prints the usage, --help included (it once answered "missing value after --help").
if(TARGET tarot-server)
  add_test(NAME server.help COMMAND tarot-server --help)
  set_tests_properties(server.help PROPERTIES PASS_REGULAR_EXPRESSION "\\[--help\\]" FAIL_REGULAR_EXPRESSION "missing value")
endif()
