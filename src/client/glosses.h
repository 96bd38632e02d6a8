// The French terms an English player meets at the table (Prise, Garde, Garde sans, Garde contre, the bouts, the
// poignée, the petit au bout, the chelem, the Excuse) stay French, as players know them, with a one-line gloss the
// first time each comes up in a match; which terms the person has seen glossed is kept in their settings
// (PlayerSettings::glossesSeen), so that a gloss is not said twice.
#pragma once
#include "client/layer.h"
#include "match/seat_view.h"
#include <string>
#include <vector>

namespace tarot::client {

enum class Term : std::uint8_t { Prise, Garde, GardeSans, GardeContre, Bouts, Poignee, PetitAuBout, Chelem, Excuse };
constexpr int kTermCount = 9;
constexpr unsigned termBit(Term t) { return 1u << unsigned(t); }

// The terms the person's view puts before them now, where the table has room for a gloss (as bits of termBit):
// the bids they may make, the bouts at the écart, the poignée and the chelem questions, and at the end of the deal
// the bouts, the Excuse and what happened (a petit au bout, a chelem).
unsigned termsInView(const SeatView& v);
// The term's gloss in English, one line ("Garde sans: ...").
const char* termGloss(Term t);
// Every term's gloss, for the help, and the title they go under there.
std::vector<std::string> allGlosses();
inline const char* const kGlossaryTitle = "The French terms";

// Follows the person's view and says the glosses due: a term not yet seen is glossed while it stays in view and is
// then marked seen. Only in English (in French the terms are the language's own).
class Glosses {
 public:
  // Returns true when `seen` changed (the settings are then to be saved).
  bool observe(Lang lang, const SeatView& v, unsigned* seen);
  // The glosses due now, one per line ("" when none).
  const std::string& line() const { return line_; }

 private:
  unsigned shown_ = 0;
  std::string line_;
};

}  // namespace tarot::client
