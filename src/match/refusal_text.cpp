// Refusals worded from the translations table: card and suit names, then one pattern per code.
#include "match/refusal_text.h"
#include "words/fill.h"
#include <cstdio>
#include "engine/action.h"
#include <utility>

namespace tarot::match {

namespace {

// The pattern of each code, in RefusalCode order (None has none).
constexpr Text kPattern[] = {
    Text::Count,  // None
    Text::RefDealOver, Text::RefAnnulledAllPassed, Text::RefAnnulledPetitSec, Text::RefNotYourTurn,
    Text::RefInvalidAction, Text::RefBidExpected, Text::RefCallExpected, Text::RefEcartExpected,
    Text::RefChelemExpected, Text::RefPoigneeExpected, Text::RefPlayExpected, Text::RefBiddingOver,
    Text::RefBidTooLow, Text::RefCallOnlyAtFive, Text::RefCallNotKing, Text::RefCallQueenWithoutKings,
    Text::RefCallCavalierWithoutQueens, Text::RefCallValetWithoutCavaliers, Text::RefNoEcartInContract,
    Text::RefEcartWrongSize, Text::RefEcartCardNotHeld, Text::RefEcartKing, Text::RefEcartBout,
    Text::RefEcartTrumpAvoidable, Text::RefPoigneeDeclineShowsCards, Text::RefPoigneeCardNotHeld,
    Text::RefPoigneeNotTrump, Text::RefPoigneeTooFewTrumps, Text::RefPoigneeWrongCount, Text::RefPoigneeSizeUnknown,
    Text::RefPoigneeExcuseWithTrumps, Text::RefPoigneeEcartOnlyTriple, Text::RefPoigneeEcartTrumpMissing,
    Text::RefPoigneeAlreadyDecided, Text::RefPoigneeTooLate, Text::RefCardHeldByOther, Text::RefCardAlreadyPlayed,
    Text::RefCardNotInHand, Text::RefCalledSuitFirstTrick, Text::RefMustFollow, Text::RefMustTrump,
    Text::RefMustPlayTrump, Text::RefMustOverTrump,
};
static_assert(sizeof(kPattern) / sizeof(kPattern[0]) == std::size_t(RefusalCode::Count), "one pattern per code");

Text contractKey(Contract c) {
  switch (c) {
    case Contract::Prise: return Text::Prise;
    case Contract::Garde: return Text::Garde;
    case Contract::GardeSans: return Text::GardeSans;
    case Contract::GardeContre: return Text::GardeContre;
    default: return Text::Pass;
  }
}

Text poigneeKey(PoigneeSize s) {
  return s == PoigneeSize::Double ? Text::RefPoigneeDouble
         : s == PoigneeSize::Triple ? Text::RefPoigneeTriple : Text::RefPoigneeSimple;
}

// A sentence starts with a capital: "le Roi de cœur ..." -> "Le Roi de cœur ..." (the patterns' first letters are
// ASCII or a placeholder that starts with one).
std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  return s;
}

std::string lowerFirst(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = char(s[0] - 'A' + 'a');
  return s;
}

}  // namespace

std::string fillPlaceholders(const std::string& pattern,
                             std::initializer_list<std::pair<const char*, std::string>> values) {
  return words::fill(Lang::French, pattern, {}, values);  // texts only: the language's plural rule is not asked
}

std::string suitText(Lang lang, Suit s) {
  switch (s) {
    case Suit::Spades: return tr(lang, Text::RefSpades);
    case Suit::Hearts: return tr(lang, Text::RefHearts);
    case Suit::Diamonds: return tr(lang, Text::RefDiamonds);
    case Suit::Clubs: return tr(lang, Text::RefClubs);
    case Suit::Trump: return tr(lang, Text::RefTrumpSuit);
    case Suit::Excuse: return tr(lang, Text::RefExcuse);
  }
  return "?";
}

std::string cardText(Lang lang, Card c) {
  if (c == kExcuse) return tr(lang, Text::RefExcuse);
  if (c == kPetit) return tr(lang, Text::RefPetit);
  if (isTrump(c)) return fillPlaceholders(tr(lang, Text::RefTrumpCard), {{"n", std::to_string(rankOf(c))}});
  if (c >= kSuitCards) return "?";
  const int rank = rankOf(c);
  const std::string rankName =
      rank == 1 ? tr(lang, Text::RefAce) : rank == kValet ? tr(lang, Text::RefJack)
      : rank == kCavalier ? tr(lang, Text::RefCavalier) : rank == kDame ? tr(lang, Text::RefQueen)
      : rank == kRoi ? tr(lang, Text::RefKing)
      : fillPlaceholders(tr(lang, Text::RefRankNumber), {{"n", std::to_string(rank)}});
  return fillPlaceholders(tr(lang, Text::RefSuitCard), {{"rank", rankName}, {"suit", suitText(lang, suitOf(c))}});
}

std::string refusalText(Lang lang, const Refusal& r, const std::array<std::string, kMaxPlayers>& seatNames) {
  if (!r || std::size_t(r.code) >= std::size_t(RefusalCode::Count)) return {};
  auto seat = [&](int s) -> std::string {
    if (s < 0 || s >= kMaxPlayers) return "?";
    // The person's default English name is a pronoun: "you" inside a sentence ("Without spades, you must trump.").
    if (lang == Lang::English && seatNames[std::size_t(s)] == tr(lang, Text::DefaultName))
      return lowerFirst(seatNames[std::size_t(s)]);
    if (!seatNames[std::size_t(s)].empty()) return seatNames[std::size_t(s)];
    return fillPlaceholders(tr(lang, Text::RefSeat), {{"n", std::to_string(s)}});
  };
  Rules rules;
  rules.players = r.players >= 3 && r.players <= 5 ? r.players : 4;
  const std::string text = fillPlaceholders(
      tr(lang, kPattern[std::size_t(r.code)]),
      {{"seat", seat(r.seat)},
       {"other", seat(r.other)},
       {"card", r.card == kNoCard ? "?" : cardText(lang, r.card)},
       {"suit", suitText(lang, r.suit)},
       {"contract", tr(lang, contractKey(r.contract))},
       {"size", tr(lang, poigneeKey(r.poignee))},
       {"needed", std::to_string(r.needed)},
       {"given", std::to_string(r.given)},
       {"players", std::to_string(r.players)},
       {"simple", std::to_string(rules.poigneeTrumps(PoigneeSize::Simple))},
       {"double", std::to_string(rules.poigneeTrumps(PoigneeSize::Double))},
       {"triple", std::to_string(rules.poigneeTrumps(PoigneeSize::Triple))}});
  return capitalised(text);
}

std::string refusalText(Lang lang, const Refusal& r) { return refusalText(lang, r, {}); }

std::string recordErrorText(Lang lang, const RecordError& e) {
  return e.refusal ? refusalText(lang, e.refusal) : e.reason;
}

std::string recordErrorForPerson(Lang lang, const RecordError& e, const std::array<std::string, kMaxPlayers>& seatNames) {
  if (e.refusal) {
    return fillPlaceholders(tr(lang, Text::RecordAtStep),
                            {{"reason", refusalText(lang, e.refusal, seatNames)}, {"n", std::to_string(e.index + 1)}});
  }
  if (e.field != "record") return tr(lang, Text::RecordIncomplete);
  // The JSON reader says "malformed JSON: line L, column C: why" (record/json.cpp).
  int line = 0, column = 0;
  if (e.reason.rfind("malformed JSON", 0) == 0 &&
      std::sscanf(e.reason.c_str(), "malformed JSON: line %d, column %d", &line, &column) == 2)
    return fillPlaceholders(tr(lang, Text::RecordUnreadable), {{"line", std::to_string(line)}, {"column", std::to_string(column)}});
  return tr(lang, Text::RecordNotADeal);
}

std::array<std::string, kMaxPlayers> compassSeatNames(Lang lang, int players) {
  // Seats follow the play, counter-clockwise from the one at the bottom.
  static const Text kThree[] = {Text::SeatSouth, Text::SeatEast, Text::SeatWest};
  static const Text kFour[] = {Text::SeatSouth, Text::SeatEast, Text::SeatNorth, Text::SeatWest};
  static const Text kFive[] = {Text::SeatSouth, Text::SeatEast, Text::SeatNorthEast, Text::SeatNorthWest, Text::SeatWest};
  const Text* order = players == 3 ? kThree : players == 5 ? kFive : kFour;
  std::array<std::string, kMaxPlayers> names{};
  for (int s = 0; s < players && s < kMaxPlayers; ++s) names[std::size_t(s)] = tr(lang, order[s]);
  return names;
}

}  // namespace tarot::match
