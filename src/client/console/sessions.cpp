// "Nouvelle séance" and the carré final in the console: the library (tournament/sessions.h) decides who continues,
// the coefficient earned and the finalists' seats; the console words them and records the arbitrator's confirmation.
#include "client/console/console.h"
#include "client/console/words.h"
#include "tournament/night_plan.h"
#include "words/numbers.h"
#include <algorithm>

namespace tarot::console {

using match::Text;
using namespace tournament;

namespace {

// 115 → "1,15" in French, "1.15" in English.
std::string coefficientText(Lang lang, int hundredths) { return words::hundredthsText(lang, hundredths); }

}  // namespace

bool Console::sessionPossible() const {
  return open() && planSession(3).refusal.code != RejectionCode::EliminationNotNow;
}

EliminationPlan Console::planSession(int keep) const { return planElimination(state(), keep); }

std::vector<std::string> Console::sessionWords(const EliminationPlan& plan) const {
  if (plan.refusal) return {refusal(plan.refusal)};
  std::vector<std::string> out;
  const long e = long(plan.eliminated.size());
  out.push_back(words(lang_, Text::TnSessionPlan,
                      {{"a", plan.afterPosition}, {"k", long(plan.kept.size())}, {"e", e}, {"n", plan.playing},
                       {"pc", plan.percent}, {"p", plan.afterPosition + 1}},
                      {{"coef", coefficientText(lang_, plan.coefficient)}}));
  if (plan.coefficient == 100) out.push_back(tr(lang_, Text::TnSessionNoCoefficient));
  std::string names;
  for (int p : plan.eliminated) names += (names.empty() ? "" : ", ") + playerName(p);
  out.push_back(words(lang_, Text::TnSessionEliminated, {}, {{"names", names}}));
  if (!plan.tiedAtCut.empty()) {
    std::string tied;
    for (int p : plan.tiedAtCut) tied += (tied.empty() ? "" : ", ") + playerName(p);
    long points = 0;
    for (const PlayerLine& l : rankAfter(state(), plan.afterPosition).lines)
      if (l.player == plan.tiedAtCut.front()) points = l.points;
    out.push_back(words(lang_, plan.tieUnbroken ? Text::TnSessionTieUnbroken : Text::TnSessionTie, {},
                        {{"points", words::integerText(lang_, points)}, {"names", tied}}));
  }
  return out;
}

std::string Console::newSession(int keep, std::int64_t at, int coefficient) {
  if (!open()) return tr(lang_, Text::TnNoTournament);
  const EliminationPlan plan = planSession(keep);
  if (plan.refusal) return refusal(plan.refusal);
  return append(eliminationEvent(plan, coefficient < 0 ? plan.coefficient : coefficient), at);
}

std::string Console::eliminationText(const Elimination& e) const {
  return words(lang_, Text::TnEliminationLine, {{"a", e.afterPosition}, {"e", long(e.eliminated.size())}},
               {{"coef", coefficientText(lang_, e.coefficient)}});
}

std::string Console::finalText() const {
  const Settings& set = state().settings;
  if (!open() || !set.carreFinal || positionsStarted() + 1 != set.finalFirstPosition) return "";
  return words(lang_, Text::TnFinalStart, {{"a", set.finalists}, {"b", dealsAt(set, set.finalFirstPosition)}});
}

int Console::playerNumber(int player) const {
  if (numbersEvents_ != doc_.events().size() + 1) {
    numbers_ = playerNumbers(state(), std::max(1, positionsStarted()));
    numbersEvents_ = doc_.events().size() + 1;
  }
  return player >= 1 && player < int(numbers_.size()) ? numbers_[std::size_t(player)] : 0;
}

std::string Console::playerNumberText(int player) const {
  const int n = playerNumber(player);
  return n ? words(lang_, Text::TnPlayerNumber, {{"n", n}}) : std::string();
}

}  // namespace tarot::console
