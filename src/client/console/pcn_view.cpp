// PCN by ranking line: the library's (tournament/pcn.h), with its refusal worded for the console.
#include "client/console/pcn_view.h"
#include "client/console/words.h"

namespace tarot::console {

std::vector<int> rankingPcn(const tournament::State& s, const tournament::Ranking& r) {
  return tournament::tournamentPcn(s, r).figures;
}

std::vector<int> teamsPcn(const tournament::State& s, const tournament::Ranking& r) {
  return tournament::tournamentPcn(s, r).teams;
}

std::string pcnNotGiven(const tournament::State& s, match::Lang lang) {
  return refusalWords(lang, tournament::pcnHomologation(s));
}

}  // namespace tarot::console
