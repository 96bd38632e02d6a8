// Why the engine refuses an action, as a small value: a code and the facts that say whose and why in the players'
// terms (the seat whose turn it is, the holder of a card, the suit led, the trump to beat, the bid to cover...).
// The engine builds no sentence: src/match/refusal_text.h words a Refusal in each language.
#pragma once
#include "card.h"
#include "rules.h"
#include <cstdint>

namespace tarot {

// One code per distinct reason. The parameters each code fills are listed after it; `seat` is the seat acting
// (whose turn it is) unless said otherwise. Names are stable: refusalCodeName() gives them to records and tools.
enum class RefusalCode : std::uint8_t {
  None,
  // --- the deal as a whole ---
  DealOver,                   // all tricks are played
  AnnulledAllPassed,          // everybody passed: the next dealer deals again
  AnnulledPetitSec,           // other: the seat that held the Petit sec
  NotYourTurn,                // seat: whose turn it is; other: the seat that tried to act (match layer)
  InvalidAction,              // an action outside the encoding (unknown bid, card id, poignée size, chelem value)
  // --- what the phase expects from the seat to act ---
  BidExpected,                // seat
  CallExpected,               // seat (the taker)
  EcartExpected,              // seat (the taker)
  ChelemExpected,             // seat (the taker)
  PoigneeExpected,            // seat: shows or declines its poignée before its first card
  PlayExpected,               // seat
  // --- bidding ---
  BiddingOver,                // every seat has spoken
  BidTooLow,                  // seat; other: holder of the bid to cover; contract: that bid
  // --- the call (5 players) ---
  CallOnlyAtFive,             // players: the table size
  CallNotKing,                // card: a card that can never be called, or a queen... without the four kings
  CallQueenWithoutKings,      // card: a queen, the taker lacking one of the four kings
  CallCavalierWithoutQueens,  // card: a cavalier, the taker lacking one of the four queens
  CallValetWithoutCavaliers,  // card: a valet, the taker lacking one of the four cavaliers
  // --- the écart ---
  NoEcartInContract,          // contract: garde sans or garde contre (the chien is not taken)
  EcartWrongSize,             // needed: the chien's size; given: cards offered
  EcartCardNotHeld,           // seat; card: not in the taker's hand
  EcartKing,                  // card: a king
  EcartBout,                  // card: the Petit, the 21 or the Excuse
  EcartTrumpAvoidable,        // card: a trump offered; needed: trumps the écart may hold (0 when none)
  // --- the poignée ---
  PoigneeDeclineShowsCards,   // a decline with cards
  PoigneeCardNotHeld,         // seat; card: not in the seat's hand
  PoigneeNotTrump,            // card: neither a trump nor the Excuse
  PoigneeTooFewTrumps,        // seat; poignee: the size asked; needed: trumps it takes; given: trumps held (Excuse included)
  PoigneeWrongCount,          // poignee: the size asked; needed: its trumps; given: cards shown
  PoigneeSizeUnknown,         // players; given: cards shown, matching no size (records name no size)
  PoigneeExcuseWithTrumps,    // card: a trump held and not shown while the Excuse is
  PoigneeEcartOnlyTriple,     // card: a trump of the écart; needed: the triple's trumps (four kings rule)
  PoigneeEcartTrumpMissing,   // card: a trump of the écart left out of the triple; needed: the triple's trumps
  PoigneeAlreadyDecided,      // seat: has shown or declined already
  PoigneeTooLate,             // seat: has played its first card
  // --- the card play ---
  CardHeldByOther,            // seat: whose turn it is; other: the holder; card
  CardAlreadyPlayed,          // other: who played it; card
  CardNotInHand,              // seat; card: in the chien, the écart, or not dealt to anybody at this table
  CalledSuitFirstTrick,       // suit: the called suit; card: the called card
  MustFollow,                 // seat; suit: the suit led
  MustTrump,                  // seat; suit: the suit led (no trump in the trick to beat, or none high enough)
  MustPlayTrump,              // seat: trumps were led
  MustOverTrump,              // seat; card: the highest trump of the trick, which the seat can beat
  Count
};

struct Refusal {
  RefusalCode code = RefusalCode::None;
  std::int8_t seat = -1;
  std::int8_t other = -1;
  Card card = kNoCard;
  Suit suit = Suit::Excuse;
  Contract contract = Contract::Pass;
  PoigneeSize poignee = PoigneeSize::None;
  std::uint8_t players = 0;
  std::int8_t needed = 0;
  std::int8_t given = 0;

  constexpr Refusal() = default;
  constexpr explicit Refusal(RefusalCode c, int seatActing = -1) : code(c), seat(std::int8_t(seatActing)) {}
  // True when the action is refused.
  constexpr explicit operator bool() const { return code != RefusalCode::None; }
};

// Stable snake_case name of a code ("must_follow"), for records, tools and logs; "none" for None.
const char* refusalCodeName(RefusalCode code);

}  // namespace tarot
