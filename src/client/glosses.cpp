// The glosses of the French terms in English, and when each is said.
#include "client/glosses.h"

namespace tarot::client {

namespace {

unsigned contractBit(Contract c) {
  switch (c) {
    case Contract::Prise: return termBit(Term::Prise);
    case Contract::Garde: return termBit(Term::Garde);
    case Contract::GardeSans: return termBit(Term::GardeSans);
    case Contract::GardeContre: return termBit(Term::GardeContre);
    default: return 0;
  }
}

// At the end of the deal: the bouts counted, the Excuse among them, and what the deal had.
unsigned dealEndTerms(const SeatView& v) {
  if (v.result.annulled != Annulment::None) return 0;
  unsigned t = termBit(Term::Bouts) | termBit(Term::Excuse);
  if (v.result.petitAuBout != Camp::None) t |= termBit(Term::PetitAuBout);
  if (v.result.chelem != ChelemOutcome::None) t |= termBit(Term::Chelem);
  return t;
}

constexpr const char* kBidsGloss =
    "The bids, lowest first: Prise x1, Garde x2 (both take the chien, the kitty), Garde sans x4 (the chien unseen, "
    "counted for the taker), Garde contre x6 (the chien to the defence).";

}  // namespace

unsigned termsInView(const SeatView& v) {
  if (v.dealFinished) return dealEndTerms(v);
  if (!v.toAct) return 0;
  switch (v.phase) {
    case Phase::Bidding: {
      unsigned t = 0;
      for (const Action& a : v.legal) t |= contractBit(a.contract());
      return t;
    }
    case Phase::Ecart: return termBit(Term::Bouts);  // the bouts may not go to the écart
    case Phase::Chelem: return termBit(Term::Chelem);
    case Phase::Play: return v.awaitingPoignee ? termBit(Term::Poignee) : 0;
    default: return 0;
  }
}

const char* termGloss(Term t) {
  switch (t) {
    case Term::Prise: return "Prise: the lowest bid; the taker takes the chien (the kitty) and scores at x1.";
    case Term::Garde: return "Garde: above Prise; the taker takes the chien and scores double.";
    case Term::GardeSans: return "Garde sans: \"guard without\"; the chien is not seen but counts for the taker; x4.";
    case Term::GardeContre: return "Garde contre: \"guard against\"; the chien goes to the defence unseen; x6.";
    case Term::Bouts: return "Bouts (oudlers): the 1 and 21 of trumps and the Excuse; the more the taker wins, the fewer points needed (56, 51, 41, 36).";
    case Term::Poignee: return "Poignée: a set of trumps (how many depends on the table's size) shown before your first card, for a bonus to the winning side.";
    case Term::PetitAuBout: return "Petit au bout: the 1 of trumps won in the last trick; a bonus to its winner's side.";
    case Term::Chelem: return "Chelem: a slam, every trick won by one side; announced before play, it scores more.";
    case Term::Excuse: return "Excuse: played in place of following suit; its owner keeps it and gives a low card for it.";
  }
  return "";
}

std::vector<std::string> allGlosses() {
  std::vector<std::string> out;
  for (int k = 0; k < kTermCount; ++k) out.push_back(termGloss(Term(k)));
  return out;
}

bool Glosses::observe(Lang lang, const SeatView& v, unsigned* seen) {
  const unsigned now = lang == Lang::English ? termsInView(v) : 0u;
  const unsigned fresh = now & ~*seen;
  const unsigned kept = (shown_ & now) | fresh;  // a gloss stays while its term is in view
  const bool changed = fresh != 0;
  *seen |= fresh;
  if (kept != shown_ || line_.empty() != (kept == 0)) {
    shown_ = kept;
    line_.clear();
    // The bids offered together take one line between them (light under the bid's buttons).
    const unsigned bids = termBit(Term::Prise) | termBit(Term::Garde) | termBit(Term::GardeSans) | termBit(Term::GardeContre);
    const unsigned shownBids = shown_ & bids;
    const bool together = (shownBids & (shownBids - 1)) != 0;  // more than one
    if (together) line_ = kBidsGloss;
    for (int k = 0; k < kTermCount; ++k)
      if ((shown_ & termBit(Term(k))) && !(together && (bids & termBit(Term(k)))))
        line_ += (line_.empty() ? "" : "\n") + std::string(termGloss(Term(k)));
  }
  return changed;
}

}  // namespace tarot::client
