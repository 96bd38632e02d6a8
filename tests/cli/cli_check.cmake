# Runs tarot-cli on sample inputs and checks its JSON output and exit status.
function(expect name expected_rc expected_text)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expected_rc)
    message(FATAL_ERROR "${name}: exit status ${rc}, expected ${expected_rc}\n${out}${err}")
  endif()
  string(FIND "${out}" "${expected_text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: output lacks '${expected_text}'\n${out}")
  endif()
  message(STATUS "${name}: ok")
endfunction()

# Every sample record replays to exactly its .expected output: status 0 for records/, 2 for errors/ (whose output
# names the first offending step).
foreach(dir_rc records:0 errors:2)
  string(REPLACE ":" ";" dir_rc "${dir_rc}")
  list(GET dir_rc 0 dir)
  list(GET dir_rc 1 want_rc)
  file(GLOB samples ${DATA}/${dir}/*.json)
  list(LENGTH samples count)
  if(count LESS 10)
    message(FATAL_ERROR "only ${count} samples in ${DATA}/${dir}")
  endif()
  foreach(sample ${samples})
    get_filename_component(name ${sample} NAME_WE)
    string(REGEX REPLACE "\\.json$" ".expected" expected_file ${sample})
    file(READ ${expected_file} expected_text)
    string(STRIP "${expected_text}" expected_text)
    execute_process(COMMAND ${CLI} replay ${sample} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    string(STRIP "${out}" out)
    if(NOT rc EQUAL want_rc OR NOT out STREQUAL expected_text)
      message(FATAL_ERROR "${dir}/${name}: status ${rc} (expected ${want_rc})\n got: ${out}\nwant: ${expected_text}\n${err}")
    endif()
    # The same through standard input.
    execute_process(COMMAND ${CLI} replay - INPUT_FILE ${sample} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
    string(STRIP "${out}" out)
    if(NOT rc EQUAL want_rc OR NOT out STREQUAL expected_text)
      message(FATAL_ERROR "${dir}/${name} from standard input: status ${rc}\n got: ${out}")
    endif()
  endforeach()
  message(STATUS "${dir}: ${count} samples ok")
endforeach()

expect(score_example 0 "{\"made\":true,\"margin\":8,\"unit\":106,\"taker\":318,\"partner\":null,\"defender\":-106}"
       ${CLI} score ${DATA}/score_garde.json)
expect(score_five_alone 0 "\"taker\":" ${CLI} score ${DATA}/score_five.json)
expect(score_bad 2 "\"error\"" ${CLI} score ${DATA}/score_bad.json)
expect(replay_bad_json 2 "\"error\"" ${CLI} replay ${DATA}/malformed.json)
expect(replay_missing_file 2 "\"error\"" ${CLI} replay ${DATA}/no-such-file.json)
# A folder (it once aborted the program, status 134) and an empty file: status 2 with the reason.
expect(replay_folder 2 "is a folder" ${CLI} replay ${DATA})
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_empty.json "")
expect(replay_empty 2 "is empty" ${CLI} replay ${CMAKE_CURRENT_BINARY_DIR}/replay_empty.json)
expect(score_folder 2 "is a folder" ${CLI} score ${DATA})
# Usage errors: status 2, a reason on stderr, nothing on stdout.
function(expect_usage name)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT out STREQUAL "" OR err STREQUAL "")
    message(FATAL_ERROR "${name}: status ${rc}, stdout '${out}', stderr '${err}'")
  endif()
  message(STATUS "${name}: ok")
endfunction()
expect_usage(usage_unknown ${CLI} frobnicate)
expect_usage(usage_none ${CLI})
expect_usage(usage_replay_no_file ${CLI} replay)
expect_usage(usage_deal_no_seed ${CLI} deal --players 4)
expect_usage(usage_six_players ${CLI} random --seed 1 --players 6)
expect_usage(usage_bad_dealer ${CLI} deal --seed 1 --players 3 --dealer 3)
expect_usage(usage_bad_seconds ${CLI} bench --seconds 0)
expect_usage(usage_unknown_option ${CLI} deal --seed 1 --colour red)
expect(score_stdin 0 "\"unit\":106" ${CLI} score - INPUT_FILE ${DATA}/score_garde.json)
# A deal alone is a record that stops before the first bid.
execute_process(COMMAND ${CLI} deal --seed 9 --players 4 --dealer 2 OUTPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/deal.json)
expect(deal_then_replay 2 "{\"error\":{\"index\":0,\"action\":\"bid\"" ${CLI} replay ${CMAKE_CURRENT_BINARY_DIR}/deal.json)
expect(deal_dealer 0 "\"players\":4,\"dealer\":2," ${CLI} deal --seed 9 --players 4 --dealer 2)
# The same seed gives the same deal and the same random play.
execute_process(COMMAND ${CLI} random --seed 77 --players 5 OUTPUT_VARIABLE first)
execute_process(COMMAND ${CLI} random --seed 77 --players 5 OUTPUT_VARIABLE second)
if(NOT first STREQUAL second OR first STREQUAL "")
  message(FATAL_ERROR "random --seed 77 differs between two runs")
endif()
expect(help 0 "replay" ${CLI} --help)
expect(deal 0 "\"hands\"" ${CLI} deal --seed 5 --players 5)
foreach(players 3 4 5)
  foreach(seed 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20)
    execute_process(COMMAND ${CLI} random --seed ${seed} --players ${players} OUTPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/random.json RESULT_VARIABLE rc)
    expect("random_${players}_${seed}" 0 "\"scores\"" ${CLI} replay ${CMAKE_CURRENT_BINARY_DIR}/random.json)
  endforeach()
endforeach()
expect(arena 0 "\"bots\":[{\"name\":\"standard\"" ${CLI} arena --players 3 --deals 5 --seed 1 --bots standard,random --json)
expect(arena_bad 2 "" ${CLI} arena --players 3 --deals 5 --bots nobody)

# tarot-cli match: a whole bot match through the match layer, as text (French by default, English on request)
# and as JSON; the same seed gives the same match; bad arguments are refused with status 2.
expect(match_text 0 "Classement" ${CLI} match --players 4 --deals 3 --seed 7 --bots standard,beginner,random,standard)
expect(match_text_sheet 0 "Somme nulle" ${CLI} match --players 3 --deals 2 --seed 7 --bots random)
expect(match_english 0 "Ranking" ${CLI} match --players 5 --five-at-four --deals 2 --seed 7 --bots beginner --lang en)
execute_process(COMMAND ${CLI} match --players 5 --deals 4 --seed 11 --bots random,beginner,standard,random,beginner --json
                RESULT_VARIABLE rc OUTPUT_VARIABLE first)
execute_process(COMMAND ${CLI} match --players 5 --deals 4 --seed 11 --bots random,beginner,standard,random,beginner --json
                OUTPUT_VARIABLE second)
if(NOT rc EQUAL 0 OR NOT first STREQUAL second)
  message(FATAL_ERROR "match --json: status ${rc}, or two runs with the same seed differ")
endif()
string(JSON format GET "${first}" sheet format)
string(JSON played GET "${first}" sheet played)
string(JSON people GET "${first}" sheet people)
string(JSON zero GET "${first}" sheet zero_sum)
string(JSON ranked LENGTH "${first}" ranking)
string(JSON rows LENGTH "${first}" sheet rows)
string(JSON place GET "${first}" ranking 0 place)
string(JSON bots LENGTH "${first}" bots)
if(NOT format STREQUAL "tarot-sheet" OR NOT played EQUAL 4 OR NOT people EQUAL 5 OR NOT zero STREQUAL "ON" OR
   NOT ranked EQUAL 5 OR rows LESS 4 OR NOT place EQUAL 1 OR NOT bots EQUAL 5)
  message(FATAL_ERROR "match --json shape: format ${format}, played ${played}, people ${people}, zero_sum ${zero}, "
                      "ranking ${ranked}, rows ${rows}, first place ${place}, bots ${bots}\n${first}")
endif()
message(STATUS "match_json: ok")
expect_usage(match_unknown_bot ${CLI} match --players 4 --bots standard,god)
expect_usage(match_bot_count ${CLI} match --players 4 --bots standard,random)
expect_usage(match_six_players ${CLI} match --players 6)
expect_usage(match_no_deals ${CLI} match --deals 0)
expect_usage(match_too_many_deals ${CLI} match --deals 101)
expect_usage(match_five_at_four_needs_five ${CLI} match --players 4 --five-at-four)
expect_usage(match_bad_lang ${CLI} match --lang de)
expect_usage(match_unknown_option ${CLI} match --colour red)

# tarot-cli tournament rank: the rulebook's example sheet as a one-table tournament; a sheet that does not sum to
# zero and a file that is not a tournament are refused with status 2.
expect(tournament_rank_text 0 "+1346" ${CLI} tournament rank ${DATA}/tournament_example.json)
expect(tournament_rank_json 0 "{\"place\":1,\"shared\":false,\"player\":2,\"name\":\"DUPONT\",\"points\":1346"
       ${CLI} tournament rank ${DATA}/tournament_example.json --json)
expect(tournament_rank_not_zero 2 "" ${CLI} tournament rank ${DATA}/tournament_not_zero.json)
# Chapter 5: one table of 4 cannot be homologated ("Tournoi en donnes libres : minimum 11 joueurs"): the issues say
# so; each player's cumul in the recap; the late arrival's column.
expect(tournament_rank_no_pcn 0 "\"issues\":[\"no PCN: 4 players, a tournament is homologated from 11\"]"
       ${CLI} tournament rank ${DATA}/tournament_example.json --json)
expect(tournament_rank_recap_players 0 "\"players\":[{\"player\":1,\"orientation\":\"N\",\"score\":-446,\"cumul\":-446}"
       ${CLI} tournament rank ${DATA}/tournament_example.json --json)
expect(tournament_rank_late 0 "\"penalties\":0,\"late\":0" ${CLI} tournament rank ${DATA}/tournament_example.json --json)
expect(tournament_rank_foreign 2 "" ${CLI} tournament rank ${DATA}/score_garde.json)
# A regional final of 12 licensed players at 3 tables, places shared (chapter 5): two +90 share places 1 and 2,
# (120 x 1.8 + 82.8 x 1.8) / 2 = (216 + 149) / 2 = 182.5, so 183 PCN, and (3 + 2) / 2 = 2.5, so 3 PP each; the +30
# third: 57.132 x 1.8 = 102 PCN, 1 PP; the +10 fourth: 39.42 x 1.8 = 70 PCN (50 at index 1), no PP. The issues
# say the final's minimums are not met (chapter 3, article 2).
expect(tournament_rank_pp 0 "\"player\":9,\"name\":\"P9\",\"points\":30,\"positions\":[30],\"penalties\":0,\"late\":0,\"pcn\":102,\"pp\":1,"
       ${CLI} tournament rank ${DATA}/tournament_regional_final.json --json)
expect(tournament_rank_pp_shared 0 "\"player\":5,\"name\":\"P5\",\"points\":90,\"positions\":[90],\"penalties\":0,\"late\":0,\"pcn\":183,\"pp\":3,"
       ${CLI} tournament rank ${DATA}/tournament_regional_final.json --json)
expect(tournament_rank_fourth 0 "\"player\":10,\"name\":\"P10\",\"points\":10,\"positions\":[10],\"penalties\":0,\"late\":0,\"pcn\":70,\"pp\":0,"
       ${CLI} tournament rank ${DATA}/tournament_regional_final.json --json)
expect(tournament_rank_final_minimums 0 "\"regional final (article 2): 12 players at the first session, at least 20 are needed\",\"regional final (article 2): at least two sessions of at least 20 deals each; 1 session, the shortest of 4 deals\""
       ${CLI} tournament rank ${DATA}/tournament_regional_final.json --json)
expect_usage(tournament_rank_no_file ${CLI} tournament rank)
