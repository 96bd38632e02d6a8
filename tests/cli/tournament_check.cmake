# tarot-cli tournament: movement and pcn outputs (rulebook figures) and exit status 2 on bad arguments.
function(expect name expected_rc expected_text)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expected_rc)
    message(FATAL_ERROR "${name}: exit status ${rc}, expected ${expected_rc}\n${out}${err}")
  endif()
  string(FIND "${out}${err}" "${expected_text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: output lacks '${expected_text}'\n${out}${err}")
  endif()
  message(STATUS "${name}: ok")
endfunction()

# Howell 4 tables, position 2 as printed; every pair meets once.
expect(howell4 0 "[[1,8,10,15],[16,9,7,2],[6,3,13,12],[11,14,4,5]]"
       ${CLI} tournament movement --tables 4 --positions 5 --json)
expect(howell4_meetings 0 "\"meetings\":{\"max\":1"
       ${CLI} tournament movement --tables 4 --positions 5 --json)
# 10 tables: the special movement, a repeated meeting at the 7th position, and the warning.
expect(special10 0 "allows 6 positions" ${CLI} tournament movement --tables 10 --positions 7)
expect(special10_json 0 "\"max\":2" ${CLI} tournament movement --tables 10 --positions 7 --json)
# 5 tables, 6 positions (20 players, the rulebook's 6 x 4): position 6 seats everyone as position 1, each pair of its
# tables meeting again; the same warnings as the console's.
expect(same_as_1 0 "\"position 6: every table has the same players as at position 1\""
       ${CLI} tournament movement --tables 5 --positions 6 --json)
expect(meet_again 0 "meet again (already at position 1)" ${CLI} tournament movement --tables 5 --positions 6 --json)
# Duos at 5 tables: the movement brings teammates back together at their 5th position; seats are exchanged and said.
expect(duo_swap 0 "position 5: the movement brought teammates" ${CLI} tournament movement --tables 5 --positions 5 --teams 2)
# 22 players, 5 positions: two tables of 3 seat 3 x 2 x 5 = 30 visits among the 20 players who keep their seat, so
# some go to a table of 3 twice, and the warning says who.
expect(table_of_3_again 0 "sits at a table of 3 (table " ${CLI} tournament movement --players 22 --positions 5 --json)
# 11 players at 3 tables: North of table 3 removed.
expect(table_of_3 0 "[0,10,11,12]],[[1,2,7,12],[5,6,11,3],[0,10,4,8]]"
       ${CLI} tournament movement --tables 3 --positions 2 --players 11 --json)
expect(random_seeded 0 "\"kind\":\"random\"" ${CLI} tournament movement --tables 6 --positions 3 --kind random --seed 7 --json)
# PCN: the rulebook's grids (4 tables individual; 30 tables team of 4).
expect(pcn4 0 "\"pcn\":[160,112,78,54,50,50,50,50]" ${CLI} tournament pcn --tables 4 --json)
expect(pcn_team4 0 "[1200,977,796,648,528" ${CLI} tournament pcn --tables 30 --kind team4 --json)
expect(pcn_shared 0 "\"shared\":[160,95,95,54]" ${CLI} tournament pcn --tables 4 --places 1,2,2,4 --json)
# Chapter 5's indices (1.5 semi-final, 1.8 final: the grid's exact figure times the index, then floor 50 and the
# regional cap 3000) and the final's PP. By hand: 10 tables, 40 x 10 = 400, x 0.76 = 304, x 0.76 = 231.04;
# x 1.8: 720, 547.2, 415.87. 50 tables (0.95): 2000, 1900, 1805; x 1.5: 3000, 2850, 2707.5.
expect(pcn_final 0 "\"index\":1.8,\"cap\":3000,\"pcn\":[720,547,415," ${CLI} tournament pcn --tables 10 --level regional_final --json)
expect(pcn_final_pp 0 "\"pp\":[3,2,1]" ${CLI} tournament pcn --tables 10 --level regional_final --json)
expect(pcn_semi_cap 0 "\"pcn\":[3000,2850,2707," ${CLI} tournament pcn --tables 50 --level regional_semi_final --json)
# Ex aequo share the PP of their places, rounded up: two first (3 + 2) / 2 = 2.5, so 3 each; then 1.
expect(pcn_final_pp_shared 0 "\"pp\":[3,3,1,0]" ${CLI} tournament pcn --tables 10 --level regional_final --places 1,1,3,4 --json)
expect(bad_level 2 "--level must be" ${CLI} tournament pcn --tables 10 --level national)
# Bad arguments: status 2 and a reason.
expect(bad_positions 2 "--positions" ${CLI} tournament movement --tables 5)
expect(bad_kind 2 "--kind must be" ${CLI} tournament movement --tables 5 --positions 3 --kind circle)
expect(bad_howell 2 "3 and 4 tables" ${CLI} tournament movement --tables 5 --positions 3 --kind howell)
expect(bad_players 2 "do not fill" ${CLI} tournament movement --tables 5 --positions 3 --players 30)
expect(bad_pcn 2 "--tables" ${CLI} tournament pcn --kind duo)
expect(bad_sub 2 "unknown subcommand" ${CLI} tournament seat)
expect(rank_missing_file 2 "x.json" ${CLI} tournament rank x.json)
# Nothing to rank: a folder, an empty file, a tournament file with no events: status 2 and the reason (a folder
# once aborted the program, status 134; a file with no events was ranked as nothing, status 0).
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/rank_empty.json "")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/rank_no_events.json "{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[]}")
expect(rank_folder 2 "is a folder" ${CLI} tournament rank ${CMAKE_CURRENT_LIST_DIR})
expect(rank_empty 2 "is empty" ${CLI} tournament rank ${CMAKE_CURRENT_BINARY_DIR}/rank_empty.json)
expect(rank_no_events 2 "no events" ${CLI} tournament rank ${CMAKE_CURRENT_BINARY_DIR}/rank_no_events.json)
expect(rank_no_events_json 2 "no events" ${CLI} tournament rank ${CMAKE_CURRENT_BINARY_DIR}/rank_no_events.json --json)
# A garde sans on a sheet (deal 1, DUPONT at South): "le joueur doit toujours appeler l'arbitre ... l'arbitre vise la
# feuille de marque": without the arbitrator's visa event, rank names it among what the arbitrator must see.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/rank_visa.json [=[{"format":"tarot-tournament","version":1,"events":[
{"kind":"create","at":1,"author":"arbitre","data":{"name":"Visa","settings":{"formula":"individual","positions":1,"deals_per_position":1,"movements":["fft"],"sessions":[{"first_position":1,"coefficient":100}],"carre_final":false,"finalists":16,"final_first_position":6,"ranking_by":"total_points"}}},
{"kind":"register","at":2,"author":"accueil","data":{"name":"DURAND","licence":"","club":"","team":""}},
{"kind":"register","at":3,"author":"accueil","data":{"name":"DUPONT","licence":"","club":"","team":""}},
{"kind":"register","at":4,"author":"accueil","data":{"name":"DUBOIS","licence":"","club":"","team":""}},
{"kind":"register","at":5,"author":"accueil","data":{"name":"DESPRES","licence":"","club":"","team":""}},
{"kind":"start_position","at":10,"author":"arbitre","data":{"position":1,"seating":[[1,2,3,4,0]]}},
{"kind":"sheet","at":11,"author":"saisie","data":{"position":1,"table":1,"sheet":{"totals_only":false,"deals":[{"annulled":false,"dealer":0,"taker":1,"partner":-1,"contract":"garde_sans","bouts":2,"half_points":90,"petit_au_bout":null,"poignees":[],"chelem_announced":false,"chelem_by":null}]}}}]}
]=])
expect(rank_visa 0 "position 1, table 1, deal 1: the garde sans of DUPONT (2) awaits the arbitrator's visa"
       ${CLI} tournament rank ${CMAKE_CURRENT_BINARY_DIR}/rank_visa.json --json)
