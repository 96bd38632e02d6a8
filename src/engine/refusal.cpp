// Stable names of the refusal codes (records, tools, logs).
#include "engine/refusal.h"
#include <cstddef>

namespace tarot {

namespace {
const char* const kNames[] = {
    "none",  // None
    "deal_over",  // DealOver
    "annulled_all_passed",  // AnnulledAllPassed
    "annulled_petit_sec",  // AnnulledPetitSec
    "not_your_turn",  // NotYourTurn
    "invalid_action",  // InvalidAction
    "bid_expected",  // BidExpected
    "call_expected",  // CallExpected
    "ecart_expected",  // EcartExpected
    "chelem_expected",  // ChelemExpected
    "poignee_expected",  // PoigneeExpected
    "play_expected",  // PlayExpected
    "bidding_over",  // BiddingOver
    "bid_too_low",  // BidTooLow
    "call_only_at_five",  // CallOnlyAtFive
    "call_not_king",  // CallNotKing
    "call_queen_without_kings",  // CallQueenWithoutKings
    "call_cavalier_without_queens",  // CallCavalierWithoutQueens
    "call_valet_without_cavaliers",  // CallValetWithoutCavaliers
    "no_ecart_in_contract",  // NoEcartInContract
    "ecart_wrong_size",  // EcartWrongSize
    "ecart_card_not_held",  // EcartCardNotHeld
    "ecart_king",  // EcartKing
    "ecart_bout",  // EcartBout
    "ecart_trump_avoidable",  // EcartTrumpAvoidable
    "poignee_decline_shows_cards",  // PoigneeDeclineShowsCards
    "poignee_card_not_held",  // PoigneeCardNotHeld
    "poignee_not_trump",  // PoigneeNotTrump
    "poignee_too_few_trumps",  // PoigneeTooFewTrumps
    "poignee_wrong_count",  // PoigneeWrongCount
    "poignee_size_unknown",  // PoigneeSizeUnknown
    "poignee_excuse_with_trumps",  // PoigneeExcuseWithTrumps
    "poignee_ecart_only_triple",  // PoigneeEcartOnlyTriple
    "poignee_ecart_trump_missing",  // PoigneeEcartTrumpMissing
    "poignee_already_decided",  // PoigneeAlreadyDecided
    "poignee_too_late",  // PoigneeTooLate
    "card_held_by_other",  // CardHeldByOther
    "card_already_played",  // CardAlreadyPlayed
    "card_not_in_hand",  // CardNotInHand
    "called_suit_first_trick",  // CalledSuitFirstTrick
    "must_follow",  // MustFollow
    "must_trump",  // MustTrump
    "must_play_trump",  // MustPlayTrump
    "must_over_trump",  // MustOverTrump
};
static_assert(sizeof(kNames) / sizeof(kNames[0]) == std::size_t(RefusalCode::Count), "one name per refusal code");
}  // namespace

const char* refusalCodeName(RefusalCode code) {
  const auto i = std::size_t(code);
  return i < std::size_t(RefusalCode::Count) ? kNames[i] : "unknown";
}

}  // namespace tarot
