// The expert's words (advice_text.h).
#include "ui/advice_text.h"
#include "match/numbers.h"
#include "ui/widgets.h"
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

// "\u00A0:" in French, ":" in English.
std::string colon(Lang l) { return words::colonFor(l); }

}  // namespace

std::string pointsText(Lang l, double points, bool sign) {
  return pointsNumber(l, points, sign);
}

std::string optionText(Lang l, const Action& a) {
  switch (a.kind) {
    case ActionKind::Bid: return contractText(l, a.contract());
    case ActionKind::Call: return shortCard(a.card(), l);
    case ActionKind::Play: return shortCard(a.card(), l);
    case ActionKind::Chelem: return tr(l, a.value ? Text::AnnounceChelem : Text::NoChelem);
    case ActionKind::Poignee: return tr(l, poigneeText(a.poigneeSize()));
    case ActionKind::Ecart: {
      std::string s = tr(l, Text::EcartWord) + colon(l);
      CardSet cards = a.cards;
      bool first = true;
      while (!cards.empty()) {
        s += (first ? "" : " ") + shortCard(cards.pop(), l);
        first = false;
      }
      return s;
    }
  }
  return describe(a);
}

std::string adviceLine(Lang l, const std::vector<ScoredOption>& options, int more) {
  if (options.empty()) return std::string();
  std::string s = tr(l, Text::Hint) + colon(l) + optionText(l, options.front().action) + " (" +
                  pointsText(l, options.front().mean, true) + ")";
  for (size_t i = 1; i < options.size() && int(i) <= more; ++i)
    s += " · " + optionText(l, options[i].action) + " " + pointsText(l, options[i].mean, true);
  return s;
}

std::string markText(Lang l, const client::DecisionMark& m) {
  return pointsText(l, -m.loss(), true) + " " + tr(l, Text::OnAverage) + " (" + tr(l, Text::BetterChoice) + colon(l) +
         optionText(l, m.best) + ")";
}

}  // namespace tarot::ui
