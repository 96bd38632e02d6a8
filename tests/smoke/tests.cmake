# Desktop smoke test: the native app renders frames in a virtual X display and its last frame is not blank.
if(TARGET tarot)
  find_program(XVFB_RUN xvfb-run)
  if(XVFB_RUN)
    add_test(NAME desktop_smoke COMMAND ${CMAKE_COMMAND}
      -DAPP=$<TARGET_FILE:tarot> -DXVFB_RUN=${XVFB_RUN} -DOUT=${CMAKE_BINARY_DIR}/desktop-smoke.png
      -P ${CMAKE_CURRENT_LIST_DIR}/desktop_smoke.cmake)
    set_tests_properties(desktop_smoke PROPERTIES TIMEOUT 120)
  else()
    message(WARNING "xvfb-run not found: the desktop smoke test is not registered (install xvfb)")
  endif()
endif()
