# The set-up script's reading of the machine's Debian archive URI, on sample apt configurations (needs bash).
find_program(TAROT_BASH bash)
if(TAROT_BASH)
  add_test(NAME ci_apt_archive COMMAND ${TAROT_BASH} ${CMAKE_CURRENT_LIST_DIR}/apt_archive_test.sh)
endif()
