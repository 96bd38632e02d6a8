// The scorer's entry checked and scored by the engine's scoring (the same code as played deals).
#include "engine/scorer_entry.h"

namespace tarot {

EntryCheck checkEntry(const ScorerEntry& e, int people) {
  EntryCheck c;
  if (people < 3 || people > 5) c.code = ScorerRefusal::Players;
  else if (e.taker < 0 || e.taker >= people) c.code = ScorerRefusal::ChooseTaker;
  else if (e.dealer < 0 || e.dealer >= people) c.code = ScorerRefusal::ChooseDealer;
  else if (people == 5 && e.partner >= people) c.code = ScorerRefusal::ChoosePartner;
  else if (people != 5 && e.partner >= 0) c.code = ScorerRefusal::PartnerOnlyAtFive;
  else if (e.partner == e.taker && e.partner >= 0) c.code = ScorerRefusal::PartnerIsTaker;
  if (c) return c;
  ScoreInput in = e.input;
  in.players = people;
  in.alone = people == 5 && e.partner < 0;
  c.summary = checkSummary(in);
  if (c.summary != SummaryRefusal::None) c.code = ScorerRefusal::Summary;
  return c;
}

const char* entryCheckText(const EntryCheck& c) {
  static constexpr const char* kEntry[] = {nullptr, "3, 4 or 5 players", "choose the taker", "choose the dealer",
                                           "choose the partner", "a partner exists only at 5 players",
                                           "the partner cannot be the taker (choose \"alone\")"};
  return c.code == ScorerRefusal::Summary ? summaryRefusalText(c.summary) : kEntry[int(c.code)];
}

const char* validateEntry(const ScorerEntry& e, int people) { return entryCheckText(checkEntry(e, people)); }

EntryScore scoreEntry(const ScorerEntry& e, int people) {
  EntryScore s;
  ScoreInput in = e.input;
  in.players = people;
  in.alone = people == 5 && e.partner < 0;
  s.alone = in.alone;
  s.result = score(in);
  for (int p = 0; p < people && p < kMaxPlayers; ++p)
    s.scores[std::size_t(p)] = p == e.taker ? s.result.taker : p == e.partner ? s.result.partner : s.result.defender;
  return s;
}

}  // namespace tarot
