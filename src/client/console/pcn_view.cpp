// PCN by ranking line: the library's (tournament/pcn.h), with its refusal worded for the console.
#include "client/console/pcn_view.h"
#include "client/console/words.h"

namespace tarot::console {

std::vector<int> rankingPcn(const tournament::State& s, const tournament::Ranking& r) {
  return tournament::tournamentPcn(s, r).figures;
}

std::vector<int> rankingPp(const tournament::State& s, const tournament::Ranking& r) {
  if (s.settings.competition != tournament::Competition::RegionalFinal) return {};
  const tournament::RankingPcn pcn = tournament::tournamentPcn(s, r);
  return pcn.refusal ? std::vector<int>() : pcn.pp;
}

std::vector<int> teamsPcn(const tournament::State& s, const tournament::Ranking& r) {
  return tournament::tournamentPcn(s, r).teams;
}

std::string pcnNotGiven(const tournament::State& s, match::Lang lang) {
  return refusalWords(lang, tournament::pcnHomologation(s));
}

std::vector<std::string> regionalFinalNotMet(const tournament::State& s, match::Lang lang) {
  std::vector<std::string> out;
  for (const tournament::Rejection& r : tournament::regionalFinalShortfalls(s)) out.push_back(refusalWords(lang, r));
  return out;
}

}  // namespace tarot::console
