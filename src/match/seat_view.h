// One person's view of the match: their own hand and the public facts of the deal and of the match, never another
// seat's hidden cards (other hands, the chien before it is shown, the écart except its trumps shown, the partner
// before the called card appears). The table screen draws only this; it is also what a network client receives,
// hence the exact JSON form. Built from the engine's Observation (engine/observation.h) plus the seating, names,
// pacing and scores the match keeps.
#pragma once
#include "engine/observation.h"
#include "engine/table.h"
#include "record/json.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::match {

// Cards currently shown in the middle of the table.
struct TrickView {
  int count = 0;
  std::array<Card, 5> cards{};
  std::array<int, 5> seats{};
  int winnerSeat = -1;     // set when the trick is complete
  float collect = 0;       // 0..1 while the cards slide to the winner
  float arrive = 1;        // 0..1 for the newest card sliding in from its player
};

struct SeatView {
  // --- the match ---
  int person = 0;                        // whose view this is (person 0 is the one at the screen)
  int people = 4;                        // people at the table
  std::array<std::string, 5> names{};    // by person
  DealSeating seating;                   // who sits where this deal, the dealer, who sits out
  int seat = -1;                         // this person's seat this deal; -1 while sitting out
  int dealsInMatch = 0;                  // deals to play
  int dealsPlayed = 0;                   // deals played so far (annulled ones do not count)
  std::array<int, 5> totals{};           // running totals by person
  bool matchOver = false;
  std::vector<int> ranking;              // when the match is over: people best first
  std::vector<int> places;               // and their places (shared on a full tie)

  // --- the deal on the table ---
  int players = 4;                       // seats dealt this deal
  Phase phase = Phase::Bidding;
  int turn = -1;                         // seat to act, -1 when the deal is over or annulled
  bool toAct = false;                    // this person may act now (their turn, no bot plays for them)
  bool awaitingPoignee = false;          // the seat to act must first decide on its poignée
  CardSet poigneeTrumps;                 // then the trumps it may show: its hand's, and its écart's when the four
                                         // kings rule has them shown in a triple
  int thinkingSeat = -1;                 // seat whose bot is thinking, or -1
  CardSet hand;                          // this seat's cards
  std::array<int, 5> handCounts{};       // cards left in each seat's hand
  std::array<Contract, 5> bids{};        // meaningful where hasBid
  std::array<bool, 5> hasBid{};
  int taker = -1;                        // once the bidding is over
  Contract contract = Contract::Pass;
  Card called = kNoCard;                 // 5 players: the called card
  int partner = -1;                      // known once the called card is played (to the partner at once)
  bool chelemAnnounced = false;
  CardSet chien;                         // the chien once shown (prise/garde), or at the end of the deal
  bool chienOnTable = false;             // the chien is being shown in the middle now
  float dealt = 1;                       // 0..1 while the deal's cards go round the table (1: all dealt)
  CardSet ecart;                         // the taker's own écart (everyone's at the end of the deal)
  CardSet ecartTrumpsShown;              // trumps the taker had to put aside, shown to all
  std::array<PoigneeSize, 5> poignee{};  // by seat
  std::array<CardSet, 5> poigneeShown{};
  int playedCount = 0;                   // cards played so far
  int tricksDone = 0;                    // completed tricks
  TrickView trick;                       // the cards in the middle now (with their slide)
  TrickView lastTrick;                   // the last completed trick, with its winner (count 0 before the first)
  std::vector<Action> legal;             // this seat's legal actions when it is its turn (the engine's list)
  CardSet legalPlays;                    // cards it may play now
  EcartRule ecartRule;                   // what it may put aside, when it is its écart

  // --- the end of the deal ---
  bool dealFinished = false;             // over or annulled
  DealResult result;                     // when dealFinished
  int attackCards = 0;                   // cards won by the attack (over), the chien or écart counted where due
  std::array<int, 5> dealScores{};       // this deal's scores by person (when dealFinished)
};

bool operator==(const SeatView& a, const SeatView& b);
inline bool operator!=(const SeatView& a, const SeatView& b) { return !(a == b); }

// The deal part of a seat's view, from the engine alone (seat -1: only what everyone sees). The match fills in the
// rest (Match::view).
SeatView dealView(const GameState& state, int seat);

// "bidding", "call", "ecart", "chelem", "play", "over", "annulled".
const char* phaseName(Phase p);

// The view as JSON, and back: seatViewFromJson(seatViewJson(v)) == v. A malformed view is refused with a reason.
json::Value seatViewJson(const SeatView& v);
bool seatViewFromJson(const json::Value& j, SeatView* out, std::string* why);

// One action as the view's "legal" list writes it ({"kind":"play","card":"KH"}, ...), and back: what a network
// client sends. A malformed action is refused with a reason (its legality is the engine's business).
json::Value actionToJson(const Action& a);
bool actionFromJson(const json::Value& j, Action* out, std::string* why);

}  // namespace tarot::match
