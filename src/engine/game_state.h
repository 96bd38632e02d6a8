// One deal of French Tarot as a value: the cards, the bidding, the chien and écart, the announcements and the
// play, with explicit phases. Every change goes through an Action that the engine checks first (FFT rules,
// chapter 1: "La donne", "Les enchères", "Le chien", "Le chelem", "La poignée", "Le jeu de la carte").
// Seats are numbered in playing order: after seat i comes (i + 1) % players; the dealer's right speaks first.
#pragma once
#include "action.h"
#include "card_set.h"
#include "refusal.h"
#include "rules.h"
#include "scoring.h"
#include "trick.h"
#include <array>
#include <cstdint>
#include <vector>

namespace tarot {

enum class Phase : std::uint8_t {
  Bidding,   // each seat bids once, from (dealer + 1)
  Call,      // 5 players: the taker calls a card
  Ecart,     // prise / garde: the chien has been shown and taken; the taker discards
  Chelem,    // the taker announces a chelem or not
  Play,      // tricks; a seat holding enough trumps first decides on its poignée
  Over,      // all tricks played: result() is final
  Annulled,  // nobody bid, or a petit sec: the next dealer deals again
};

enum class Annulment : std::uint8_t { None, AllPassed, PetitSec };

// What the taker may put in the écart: `allowed` are the cards that may go there, `trumpsNeeded` how many of
// them must be trumps (when there are not enough other cards; FFT: never a king nor a bout, trumps only when
// unavoidable, and then shown to the defence).
struct EcartRule {
  CardSet allowed;
  int size = 0;
  int trumpsNeeded = 0;
};

// The whole outcome of a deal (valid when phase() is Over or Annulled).
struct DealResult {
  Annulment annulled = Annulment::None;
  int taker = -1;
  int partner = -1;              // 5 players: holder of the called card; -1 when the taker is alone or at 3/4
  Contract contract = Contract::Pass;
  int bouts = 0;               // bouts held by the attack at the end
  int attackHalfPoints = 0;      // card points of the attack, in half points (0..182)
  int needed = 0;                // points needed (56/51/41/36)
  bool made = false;
  int margin = 0;                // points made over (or missing under) the need, the half point to the winner
  Camp petitAuBout = Camp::None;
  int poigneeBonus = 0;          // sum of the poignées shown (20/30/40 each), to the winning camp
  using Chelem = ChelemOutcome;
  Chelem chelem = Chelem::None;
  int unit = 0;                  // S: what each defender pays (positive when the contract is made)
  std::array<int, kMaxPlayers> scores{};  // by seat, summing to zero
};

// Cards the taker may call at 5 players: a king; holding the four kings a queen too, and so on (FFT "Le jeu à 5").
CardSet allowedCalls(CardSet takerHand);
// First dealer drawn by the lowest card (FFT "La donne"), seats in playing order.
int drawFirstDealer(int players, std::uint64_t seed);

class GameState {
 public:
  // Shuffles with the engine's Rng from `seed`, cuts and deals as the FFT describes (packets of 3, or 4 at
  // 3 players; chien cards one at a time, never the first or last card of the pack).
  static GameState deal(const Rules& rules, int dealer, std::uint64_t seed);
  // A deal from given hands (by seat) and chien, for scripted deals and records. Returns nullptr reason on
  // success, else why the cards are not a deal (wrong counts, duplicates, missing cards).
  static const char* fromCards(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands,
                               CardSet chien, GameState* out);

  const Rules& rules() const { return rules_; }
  Phase phase() const { return phase_; }
  int dealer() const { return dealer_; }
  // Seat that must act now; -1 when the deal is over or annulled.
  int currentSeat() const;

  // Why `a` is refused now (a code and the seats, cards and counts involved), or a Refusal that is false.
  Refusal check(const Action& a) const;
  // Checks then applies; on refusal nothing changes and the refusal is returned.
  Refusal apply(const Action& a);
  // Applies an action already known to be legal (search and playouts).
  void applyUnchecked(const Action& a);

  // Every legal action now, except in the Ecart phase where the choice is a set: see ecartRule().
  // In the Poignee step only a canonical showing per size is listed (check() accepts any valid set).
  ActionList legalActions() const;
  // Cards the current seat may play (Play phase, poignée decided); empty otherwise.
  CardSet legalPlays() const;
  // The same, for callers that already know the seat is to play a card (playouts): no phase checks.
  inline CardSet playableCards() const;
  // Plays a card known to be legal for the current seat (applyUnchecked of a Play action; playouts).
  inline void playCard(Card c);
  EcartRule ecartRule() const;
  // True when the current seat must first decide on its poignée (Play phase, before its first card).
  // A seat's hand is the same from the start of the play until its first card, so the holders are known then; and
  // every seat plays its first card in the first trick, so no poignée is pending after it.
  bool awaitingPoignee() const {
    return phase_ == Phase::Play && nPlayed_ < rules_.players && (poigneeHolders_ & ~poigneeDecided_ & (1u << turn_));
  }

  // --- what happened so far (the information sets are built from these, see observation.h) ---
  CardSet hand(int seat) const { return hands_[seat]; }
  CardSet chien() const { return chien_; }          // the 6 (or 3) cards dealt to the chien
  CardSet ecart() const { return ecart_; }          // what the taker put aside (prise/garde)
  int taker() const { return taker_; }
  Contract contract() const { return contract_; }
  Contract bidOf(int seat) const { return bids_[seat]; }
  bool hasBid(int seat) const { return spoken_ & (1u << seat); }
  Card calledCard() const { return called_; }
  // Holder of the called card (5 players); -1 when alone. Hidden information until the card is played.
  int partner() const { return partner_; }
  bool partnerRevealed() const;
  bool chelemAnnounced() const { return chelemAnnounced_; }
  PoigneeSize poigneeOf(int seat) const { return poignee_[seat]; }
  CardSet poigneeShown(int seat) const { return poigneeCards_[seat]; }
  // Cards played so far, in order, and who played each.
  int playedCount() const { return nPlayed_; }
  Card playedCard(int i) const { return played_[i]; }
  int playedBy(int i) const { return playedBy_[i]; }
  int trickCount() const { return nPlayed_ / rules_.players; }     // completed tricks
  int trickLeader(int trick) const { return leader_[trick]; }
  int trickWinner(int trick) const { return winner_[trick]; }      // completed tricks only
  CardSet wonBy(int seat) const { return won_[seat]; }             // cards in each seat's tricks (Excuse rule applied)

  DealResult result() const;
  // The same deal at the same point: every card, bid, announcement and card played, and the trick in progress.
  bool operator==(const GameState& o) const;
  bool operator!=(const GameState& o) const { return !(*this == o); }
  // The deal's summary as a club scorer enters it (contract, bouts, points, petit au bout, poignées, chelem), which
  // result() scores; valid when the deal is over.
  ScoreInput scoreSummary() const;
  // Attack or defence for a seat, as the engine knows it (at 5 players the partner is hidden from the seats).
  Camp campOf(int seat) const;
  // A valid showing of the given poignée size for the current seat (its lowest trumps), if it qualifies.
  bool canonicalPoignee(PoigneeSize size, CardSet* shown) const;
  // The trumps of the écart a seat may show again in a triple poignée (and then must): FFT "Lorsque le preneur
  // possède 4 Rois et 15 atouts, l'atout (ou les atouts) écarté(s) doit être remontré avec la triple poignée qui
  // est alors comptabilisée" (18 trumps at 3 players, 13 at 5). Empty unless the seat is the taker holding the four
  // kings, trumps went to the écart, and hand and écart together hold the triple's trumps.
  CardSet ecartTrumpsForTriple(int seat) const;
  // Every trump the current seat may show in a poignée: its own, plus ecartTrumpsForTriple (the Excuse aside).
  CardSet poigneeTrumps() const;

 private:
  // check() per phase: what no phase accepts now, then the phase's own rules.
  Refusal checkOutOfStep(const Action& a) const;
  Refusal checkBid(const Action& a) const;
  Refusal checkCall(const Action& a) const;
  Refusal checkEcart(const Action& a) const;
  Refusal checkChelem(const Action& a) const;
  Refusal checkPoigneeStep(const Action& a) const;  // the Play phase, a seat still deciding its poignée
  Refusal checkPlay(const Action& a) const;
  Refusal checkPoignee(const Action& a) const;  // the Poignee step, a size other than None
  void afterCall();
  void endTrick();
  void init(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands, CardSet chien);
  void setUp(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands, CardSet chien);  // on a fresh state

  Rules rules_;
  Phase phase_ = Phase::Bidding;
  Annulment annulled_ = Annulment::None;
  std::uint8_t dealer_ = 0;
  std::uint8_t turn_ = 0;
  std::uint8_t spoken_ = 0;
  std::int8_t taker_ = -1;
  std::int8_t partner_ = -1;
  Contract contract_ = Contract::Pass;
  Card called_ = kNoCard;
  bool chelemAnnounced_ = false;
  std::uint8_t poigneeDecided_ = 0;  // seats that have shown or declined their poignée
  std::uint8_t poigneeHolders_ = 0;  // seats holding enough trumps for a poignée when the play began
  std::array<Contract, kMaxPlayers> bids_{};
  std::array<PoigneeSize, kMaxPlayers> poignee_{};
  std::array<CardSet, kMaxPlayers> poigneeCards_{};
  std::array<CardSet, kMaxPlayers> hands_{};
  std::array<CardSet, kMaxPlayers> won_{};
  CardSet chien_, ecart_;
  std::uint8_t nPlayed_ = 0;
  std::uint8_t tricksDone_ = 0;
  std::array<Card, kDeckSize> played_{};
  std::array<std::uint8_t, kDeckSize> playedBy_{};
  std::array<std::uint8_t, kMaxTricks> leader_{};
  std::array<std::uint8_t, kMaxTricks> winner_{};
  Trick trick_;                    // the trick in progress (endTrick starts the next one)
  std::int8_t excuseOwner_ = -1;   // seat that played the Excuse and keeps it, owing a half-point card
  std::int8_t excuseTrickWinner_ = -1;

  friend struct GameStateAccess;  // tests
};

// --- inline: the card play is the hot path of random playouts and of the search bots ---

CardSet GameState::playableCards() const {
  const CardSet hand = hands_[turn_];
  if (nPlayed_ == 0) return firstLeads(hand, called_);
  return trick_.playable(hand);
}

void GameState::playCard(Card c) {
  trick_.add(c);
  hands_[turn_].remove(c);
  played_[nPlayed_] = c;
  playedBy_[nPlayed_] = turn_;
  ++nPlayed_;
  if (trick_.size() == rules_.players) endTrick();
  else turn_ = std::uint8_t(turn_ + 1 == rules_.players ? 0 : turn_ + 1);
}

}  // namespace tarot
