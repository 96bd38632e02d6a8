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
endif()

# `tarot-server --help` prints the usage, --help included (it once answered "missing value after --help").
if(TARGET tarot-server)
  add_test(NAME server.help COMMAND tarot-server --help)
  set_tests_properties(server.help PROPERTIES PASS_REGULAR_EXPRESSION "\\[--help\\]" FAIL_REGULAR_EXPRESSION "missing value")
endif()
