// Names of contracts, poignées and camps in records, and a readable form of an action.
#include "engine/action.h"
#include <iterator>

namespace tarot {

namespace {
constexpr const char* kContractNames[] = {"pass", "prise", "garde", "garde_sans", "garde_contre"};
constexpr const char* kPoigneeNames[] = {"none", "simple", "double", "triple"};
}  // namespace

const char* contractName(Contract c) {
  return int(c) < int(std::size(kContractNames)) ? kContractNames[int(c)] : "pass";
}

bool parseContract(const std::string& text, Contract* out) { return parseByName(text, kContractNames, out); }

const char* poigneeName(PoigneeSize s) {
  return int(s) < int(std::size(kPoigneeNames)) ? kPoigneeNames[int(s)] : "none";
}

bool parsePoignee(const std::string& text, PoigneeSize* out) { return parseByName(text, kPoigneeNames, out); }

const char* campName(Camp c) { return c == Camp::Attack ? "attack" : c == Camp::Defense ? "defense" : "null"; }

namespace {
std::string cardsText(CardSet cs) {
  std::string out = "[";
  while (!cs.empty()) {
    out += cardName(cs.pop());
    if (!cs.empty()) out += ' ';
  }
  return out + "]";
}
}  // namespace

std::string describe(const Action& a) {
  switch (a.kind) {
    case ActionKind::Bid: return std::string("bid ") + contractName(a.contract());
    case ActionKind::Call: return "call " + cardName(a.card());
    case ActionKind::Ecart: return "ecart " + cardsText(a.cards);
    case ActionKind::Chelem: return a.value ? "announce chelem" : "no chelem";
    case ActionKind::Poignee:
      return a.poigneeSize() == PoigneeSize::None ? "no poignee"
                                                  : std::string("poignee ") + poigneeName(a.poigneeSize()) + " " + cardsText(a.cards);
    case ActionKind::Play: return "play " + cardName(a.card());
  }
  return "?";
}

}  // namespace tarot
