// When the taker's chelem question is worth putting to a person: only when the hand, as it will be played (after
// the écart), could make a chelem. Otherwise the match answers "no chelem" for them, as an ordinary action the
// engine checks, so the deal's record holds the answer like any other.
#pragma once
#include "engine/card_set.h"

namespace tarot::match {

// Tricks the taker would lose leading every card from `hand`, with one defender holding every card the taker cannot
// see (`known` holds the cards he knows are out of play: his écart). See chelem_question.cpp for why.
int chelemLosers(CardSet hand, CardSet known);
// The question is put when the hand has at most one such loser.
bool chelemWorthAsking(CardSet hand, CardSet known);

}  // namespace tarot::match
