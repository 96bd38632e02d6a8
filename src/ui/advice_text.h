// The expert's advice and review marks in the player's words: "Conseil : Garde (+32,5) · Prise +18 · Passe −4",
// "−14 en moyenne (mieux : R♥)". French numbers take a decimal comma and a non-breaking space before ":".
#pragma once
#include "client/advisor.h"
#include "match/translations.h"
#include <string>
#include <vector>

namespace tarot::ui {

using match::Lang;

// Points with one decimal at most, signed when asked ("+32,5", "−4", "0").
std::string pointsText(Lang l, double points, bool sign);
// One option as the player would say it: a contract, a card, "Écart : R♥ D♣ …", a poignée, the chelem.
std::string optionText(Lang l, const Action& a);
// The advice on one line: the best option with its expected points, then up to `more` others with theirs.
std::string adviceLine(Lang l, const std::vector<ScoredOption>& options, int more = 2);
// A review mark: "−14 en moyenne (mieux : R♥)".
std::string markText(Lang l, const client::DecisionMark& m);

}  // namespace tarot::ui
