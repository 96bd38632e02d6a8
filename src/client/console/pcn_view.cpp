// PCN by ranking line: the library's (tournament/pcn.h), with its refusal worded for the console; the prize table.
#include "client/console/pcn_view.h"
#include "client/console/words.h"
#include "match/numbers.h"
#include "tournament/prizes.h"

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

std::vector<std::string> prizeLines(const tournament::State& s, const tournament::Ranking& r, long feeCents,
                                    match::Lang lang) {
  const tournament::PrizeTable t = tournament::prizeTable(r, feeCents);
  std::vector<std::string> out;
  if (t.entries <= 0) return out;
  const auto euros = [lang](long cents) { return match::numberText(lang, double(cents) / 100.0, cents % 100 ? 2 : 0); };
  out.push_back(words(lang, match::Text::TnPrizePool, {{"a", t.paid}}, {{"entries", euros(t.entries)}, {"pool", euros(t.pool)}}));
  for (std::size_t i = 0; i < t.prizes.size() && i < r.lines.size(); ++i) {
    const int player = r.lines[i].player;
    out.push_back(words(lang, match::Text::TnPrizeLine, {{"p", long(i + 1)}},
                        {{"name", s.players[std::size_t(player - 1)].name}, {"amount", euros(t.prizes[i])}}));
  }
  if (t.specialPlayer)
    out.push_back(words(lang, match::Text::TnSpecialPrize, {},
                        {{"name", s.players[std::size_t(t.specialPlayer - 1)].name},
                         {"score", match::integerText(lang, t.specialScore, true)}}));
  return out;
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
