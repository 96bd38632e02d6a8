// The results site's pages one by one (site.h builds them all): a night's results computed once and shared by its
// page, the index and the players' pages. Internal to src/site.
#pragma once
#include "site/layout.h"
#include "site/site.h"
#include "season/championship.h"
#include "tournament/ranking.h"
#include <string>
#include <vector>

namespace tarot::site {

// A night's final ranking (the positions played) and its PCN and PP, one per line (empty when none are given).
struct NightResult {
  const season::Night* night = nullptr;
  const season::Season* season = nullptr;
  tournament::Ranking final;
  std::vector<int> pcn, pp;
  bool pcnRefused = false;
};
NightResult nightResult(const season::Season& s, const season::Night& n);
// Every night of the club, the most recent first.
std::vector<NightResult> clubNights(const season::Club& club);

// The entry that stays for a register id (merges followed: season::memberOf), 0 when unknown.
int liveMember(const season::Register& r, int id);
// The members who played a night of the site (live entries), by folded name.
std::vector<const season::Member*> sitePlayers(const SiteInput& in, const std::vector<NightResult>& nights);
// Where a member played: each night (most recent first) with the line of its final ranking.
struct Played {
  const NightResult* night = nullptr;
  std::size_t line = 0;
};
std::vector<Played> playedBy(const SiteInput& in, const std::vector<NightResult>& nights, int member);
// The night's title as shown: its own, else its tournament's name.
std::string nightTitle(const season::Night& n);
// A night's player as the site names them: the register's name for a player linked to an entry (merges followed),
// else the name typed at the night's registration; and the night's state with those names, for its tables.
std::string shownName(const SiteInput& in, const season::Night& n, int player);
tournament::State namedState(const SiteInput& in, const season::Night& n);

std::string nightPage(match::Lang l, const SiteInput& in, const NightResult& r);
std::string playerPage(match::Lang l, const SiteInput& in, const std::vector<NightResult>& nights,
                       const season::Member& m);
std::string indexPage(match::Lang l, const SiteInput& in, const std::vector<NightResult>& nights);
std::string championshipPage(match::Lang l, const SiteInput& in, const season::Season& s, const season::Championship& c,
                             const season::ChampionshipRanking& r);

}  // namespace tarot::site
