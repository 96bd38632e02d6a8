// Names of contracts, poignées and camps in records, and a readable form of an action.
#include "engine/action.h"

namespace tarot {

const char* contractName(Contract c) {
  switch (c) {
    case Contract::Pass: return "pass";
    case Contract::Prise: return "prise";
    case Contract::Garde: return "garde";
    case Contract::GardeSans: return "garde_sans";
    case Contract::GardeContre: return "garde_contre";
  }
  return "pass";
}

bool parseContract(const std::string& text, Contract* out) {
  for (int i = 0; i <= 4; ++i)
    if (text == contractName(Contract(i))) { *out = Contract(i); return true; }
  return false;
}

const char* poigneeName(PoigneeSize s) {
  switch (s) {
    case PoigneeSize::None: return "none";
    case PoigneeSize::Simple: return "simple";
    case PoigneeSize::Double: return "double";
    case PoigneeSize::Triple: return "triple";
  }
  return "none";
}

bool parsePoignee(const std::string& text, PoigneeSize* out) {
  for (int i = 0; i <= 3; ++i)
    if (text == poigneeName(PoigneeSize(i))) { *out = PoigneeSize(i); return true; }
  return false;
}

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
