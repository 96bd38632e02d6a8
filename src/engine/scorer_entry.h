// A deal as a club scorer writes it on the feuille de marque (FFT "La marque"): the dealer, the taker, the called
// partner at 5 players and the deal's summary. Below the match (the scorer mode's sheets) and the tournament (the
// sheets of a night), which both score such entries: the check and the marque exist once, here.
#pragma once
#include "engine/scoring.h"
#include <array>
#include <cstdint>

namespace tarot {

// People are indices 0..people-1 (the sheet's columns).
struct ScorerEntry {
  int dealer = 0;
  int taker = 0;
  int partner = -1;            // 5 players: the called partner, -1 when the taker is alone (or at 3/4 players)
  ScoreInput input;            // contract, bouts, points, poignées, petit au bout, chelem
};

// Why an entry is impossible: its own faults (no taker chosen, a partner at 4...), else the summary no real deal can
// give (checkSummary).
enum class ScorerRefusal : std::uint8_t { None, Players, ChooseTaker, ChooseDealer, ChoosePartner, PartnerOnlyAtFive,
                                          PartnerIsTaker, Summary };
struct EntryCheck {
  ScorerRefusal code = ScorerRefusal::None;
  SummaryRefusal summary = SummaryRefusal::None;  // when code is Summary
  explicit operator bool() const { return code != ScorerRefusal::None; }
};
EntryCheck checkEntry(const ScorerEntry& e, int people);
// The refusal in English, or nullptr when the entry is possible (tests, logs, files).
const char* entryCheckText(const EntryCheck& c);
// checkEntry's refusal in English, or nullptr.
const char* validateEntry(const ScorerEntry& e, int people);

// The entry's marque: the score and the deal's outcome, and each person's points (the taker, the partner, the
// defenders; a person beyond `people` scores 0).
struct EntryScore {
  ScoreResult result;
  bool alone = false;
  std::array<int, kMaxPlayers> scores{};
};
EntryScore scoreEntry(const ScorerEntry& e, int people);

}  // namespace tarot
