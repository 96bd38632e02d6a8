# tarot-cli season: two club nights of 8 players added to a new club file, championships ranked from them, a
# player's history, the records, and the refusals (status 2, the club file left as it was). Expected figures worked
# out by hand from the nights' totals below.
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

set(dir ${CMAKE_CURRENT_BINARY_DIR}/season_check)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
set(club ${dir}/club.json)
set(create [=[{"kind":"create","at":1,"author":"arbitre","data":{"name":"Soirée","settings":{"formula":"individual","positions":1,"deals_per_position":4,"movements":["fft"],"sessions":[{"first_position":1,"coefficient":100}],"carre_final":false,"finalists":16,"final_first_position":6,"ranking_by":"total_points","ties":"shared"}}}]=])
set(players "")
foreach(p IN ITEMS "ANNE;L1" "BRUNO;L2" "CLAIRE;L3" "DENIS;L4" "EMILE;L5" "FANNY;L6" "GILLES;L7" "HELENE;L8")
  list(GET p 0 name)
  list(GET p 1 licence)
  string(APPEND players ",{\"kind\":\"register\",\"at\":2,\"author\":\"accueil\",\"data\":{\"name\":\"${name}\",\"licence\":\"${licence}\",\"club\":\"\",\"team\":\"\"}}")
endforeach()
# One position of two tables, totals only, closed.
function(night file seat1 totals1 seat2 totals2)
  file(WRITE ${file} "{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[${create}${players},
{\"kind\":\"start_position\",\"at\":3,\"author\":\"arbitre\",\"data\":{\"position\":1,\"seating\":[[${seat1},0],[${seat2},0]]}},
{\"kind\":\"sheet\",\"at\":4,\"author\":\"saisie\",\"data\":{\"position\":1,\"table\":1,\"sheet\":{\"totals_only\":true,\"totals\":[${totals1},0],\"deals_played\":4}}},
{\"kind\":\"sheet\",\"at\":5,\"author\":\"saisie\",\"data\":{\"position\":1,\"table\":2,\"sheet\":{\"totals_only\":true,\"totals\":[${totals2},0],\"deals_played\":4}}},
{\"kind\":\"close_position\",\"at\":6,\"author\":\"arbitre\",\"data\":{\"position\":1}}${ARGN}]}")
endfunction()
# Night A: ANNE 300, BRUNO -100, CLAIRE -50, DENIS -150 | EMILE 120, FANNY 80, GILLES -100, HELENE -100.
night(${dir}/a.json "1,2,3,4" "300,-100,-50,-150" "5,6,7,8" "120,80,-100,-100")
# Night B: ANNE -200, EMILE 250, BRUNO 0, FANNY -50 | CLAIRE 100, GILLES -40, DENIS -60, HELENE 0.
night(${dir}/b.json "1,5,2,6" "-200,250,0,-50" "3,7,4,8" "100,-40,-60,0")
# Night B corrected after the fact (article 28, by the arbitrator): table 2's North and West swapped, CLAIRE -60, DENIS
# 100.
night(${dir}/b2.json "1,5,2,6" "-200,250,0,-50" "3,7,4,8" "100,-40,-60,0"
      ",{\"kind\":\"correct_sheet\",\"at\":7,\"author\":\"arbitre\",\"data\":{\"position\":1,\"table\":2,\"sheet\":{\"totals_only\":true,\"totals\":[-60,-40,100,0,0],\"deals_played\":4},\"reason\":\"Nord et Ouest inversés\"}}")

expect(add_a 0 "night 2026-09-18 added to season 2026-2027: 8 players, 1 position(s) closed"
       ${CLI} season add ${club} --night ${dir}/a.json --date 2026-09-18 --title "Vendredi")
expect(add_b 0 "night 2026-10-02 added to season 2026-2027"
       ${CLI} season add ${club} --night ${dir}/b.json --date 2026-10-02)
# Sum of points: EMILE 120 + 250 = 370, ANNE 300 - 200 = 100, CLAIRE -50 + 100 = 50, FANNY 80 - 50 = 30, BRUNO and
# HELENE -100 (5th shared), GILLES -140, DENIS -210.
expect(rank_sum 0 "\"place\":1,\"shared\":false,\"key\":\"lL5\",\"name\":\"EMILE\",\"total\":370"
       ${CLI} season rank ${club} --json)
expect(rank_shared 0 "\"place\":5,\"shared\":true,\"key\":\"lL2\",\"name\":\"BRUNO\",\"total\":-100"
       ${CLI} season rank ${club} --json)
expect(rank_text 0 "EMILE" ${CLI} season rank ${club})
# The best night of two: ANNE 300 (night A) above EMILE 250 (night B).
expect(add_best 0 "championship best added" ${CLI} season championship ${club} --id best --best 1)
expect(rank_best 0 "\"place\":1,\"shared\":false,\"key\":\"lL1\",\"name\":\"ANNE\",\"total\":300"
       ${CLI} season rank ${club} --championship best --json)
# Places 10, 8, 6, 5: night A ANNE 10, EMILE 8, FANNY 6, CLAIRE 5; night B EMILE 10, CLAIRE 8, BRUNO and HELENE share
# places 3-4: (6 + 5) / 2 = 5.5, so 6 each. EMILE 18, CLAIRE 13, ANNE 10, then BRUNO, FANNY, HELENE 6.
expect(add_places 0 "championship places added"
       ${CLI} season championship ${club} --id places --score places --places 10,8,6,5)
expect(rank_places 0 "\"place\":2,\"shared\":false,\"key\":\"lL3\",\"name\":\"CLAIRE\",\"total\":13"
       ${CLI} season rank ${club} --championship places --json)
expect(rank_places_shared 0 "\"place\":4,\"shared\":true,\"key\":\"lL8\",\"name\":\"HELENE\",\"total\":6"
       ${CLI} season rank ${club} --championship places --json)
# Qualification: the best 4; BRUNO and HELENE at -100 are 5th, below the cut.
expect(add_qualify 0 "championship qualify added" ${CLI} season championship ${club} --id qualify --qualify 4)
expect(rank_qualify 0 "\"name\":\"FANNY\",\"total\":30,\"qualified\":true" ${CLI} season rank ${club} --championship qualify --json)
expect(rank_not_qualified 0 "\"name\":\"BRUNO\",\"total\":-100,\"qualified\":false" ${CLI} season rank ${club} --championship qualify --json)
# A player's history, by licence or by name (accents and case ignored), and the club's records.
expect(history 0 "\"points\":370" ${CLI} season history ${club} --player L5 --json)
expect(history_name 0 "\"name\":\"EMILE\"" ${CLI} season history ${club} --player "émile" --json)
expect(history_text 0 "Overall: 2 night(s), best place 1, 1 win(s), points +370" ${CLI} season history ${club} --player L5)
expect(records 0 "\"best_night\":[{\"name\":\"ANNE\",\"figure\":300,\"night\":\"2026-09-18\"" ${CLI} season records ${club} --json)
expect(bench 0 "season of 4 nights x 20 players" ${CLI} season bench --nights 4 --players 20 --runs 1)
# Night B annulled: ANNE's 300 alone leads; then it counts again.
expect(annul 0 "night 2026-10-02 annulled" ${CLI} season annul ${club} --night 2026-10-02)
expect(rank_annulled 0 "\"place\":1,\"shared\":false,\"key\":\"lL1\",\"name\":\"ANNE\",\"total\":300"
       ${CLI} season rank ${club} --championship general --json)
expect(unannul 0 "night 2026-10-02 counts again" ${CLI} season annul ${club} --night 2026-10-02 --undo)
# Night B replaced by its corrected file: CLAIRE -50 - 60 = -110, DENIS -150 + 100 = -50, now 4th.
expect(replace 0 "night 2026-10-02 replaced" ${CLI} season add ${club} --night ${dir}/b2.json --date 2026-10-02 --id 2026-10-02 --replace)
expect(rank_corrected 0 "\"place\":4,\"shared\":false,\"key\":\"lL4\",\"name\":\"DENIS\",\"total\":-50"
       ${CLI} season rank ${club} --championship general --json)

# Refusals: status 2 with the reason; the club file is left as it was.
file(READ ${club} before)
expect(bad_night_id 2 "the season has no night \"x\"" ${CLI} season championship ${club} --id c --nights x)
expect(bad_places 2 "needs its table of points per place" ${CLI} season championship ${club} --id c --score places)
expect(bad_series 2 "--series-rule is for a team championship" ${CLI} season championship ${club} --id c --series-rule)
expect(bad_date 2 "--date must be a date" ${CLI} season add ${club} --night ${dir}/a.json --date 18/09/2026)
expect(same_id 2 "already has a night '2026-09-18'" ${CLI} season add ${club} --night ${dir}/a.json --date 2026-09-18 --id 2026-09-18)
file(WRITE ${dir}/broken.json "{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[{\"kind\":\"sheet\",\"at\":1,\"author\":\"x\",\"data\":{}}]}")
expect(bad_tournament 2 "event 1 (sheet)" ${CLI} season add ${club} --night ${dir}/broken.json --date 2026-10-09)
expect(foreign_club 2 "not a club file" ${CLI} season rank ${dir}/a.json)
expect(missing_club 2 "cannot be read" ${CLI} season rank ${dir}/none.json)
expect(no_championship 2 "has no championship 'x'" ${CLI} season rank ${club} --championship x)
expect(no_player 2 "no player named 'Zoé'" ${CLI} season history ${club} --player "Zoé")
expect(bad_sub 2 "unknown subcommand" ${CLI} season print ${club})
expect(bad_annul 2 "has no night 'x'" ${CLI} season annul ${club} --night x)
expect(bad_replace 2 "--replace: season 2026-2027 has no night 'x'" ${CLI} season add ${club} --night ${dir}/b2.json --date 2026-10-02 --id x --replace)
file(READ ${club} after)
if(NOT before STREQUAL after)
  message(FATAL_ERROR "a refused command changed the club file")
endif()
