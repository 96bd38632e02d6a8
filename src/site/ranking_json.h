// A championship's ranking as JSON, written once for tarot-cli (season rank --json) and tarot-server (season_ranking):
// {"id","name","form","score","best_of","qualify","refusal","warnings":[text],"nights":[ids],"nights_counting",
//  "lines":[{"place","shared","key","name","licence" (when shown),"players" (teams),"total","qualified","tied_at_cut",
//  "stage","nights_played","nights_counted","refusal","nights":[{"night","place","shared","points","pcn","pp",
//  "score","counted","stage"}]}]}; refusals and warnings in English words (site/season_words.h).
#pragma once
#include "record/json.h"
#include "season/season.h"

namespace tarot::site {

json::Value rankingJson(const season::Season& s, const season::Championship& c, const season::ChampionshipRanking& r,
                        bool showLicences);

}  // namespace tarot::site
