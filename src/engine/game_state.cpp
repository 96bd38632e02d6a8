// The deal's phases and the FFT rules that check each action: bidding, call (5 players), chien and écart,
// chelem announcement, poignées, card play with the Excuse, and the result of the deal.
#include "engine/game_state.h"
#include "engine/rng.h"
#include "engine/scoring.h"
#include <cstring>

namespace tarot {

namespace {

constexpr CardSet kTrumps = CardSet::ofSuit(Suit::Trump);
constexpr CardSet kTrumpsAndExcuse = CardSet::ofSuit(Suit::Trump) | CardSet::single(kExcuse);
constexpr CardSet kBouts = CardSet::bouts();
constexpr CardSet kRois = CardSet::ofRank(kRoi);
// The pack in card-id order, before the shuffle.
struct OrderedPack {
  Card cards[kDeckSize];
};
constexpr OrderedPack makeOrderedPack() {
  OrderedPack p{};
  for (int i = 0; i < kDeckSize; ++i) p.cards[i] = Card(i);
  return p;
}
constexpr OrderedPack kOrderedPack = makeOrderedPack();

}  // namespace

GameState GameState::deal(const Rules& rules, int dealer, std::uint64_t seed) {
  Rng rng(seed);
  // The pack twice in a row, so that reading it from the cut on needs no wrap-around.
  Card pack[2 * kDeckSize];
  std::memcpy(pack, kOrderedPack.cards, kDeckSize);
  rng.shuffle(pack, kDeckSize);
  std::memcpy(pack + kDeckSize, pack, kDeckSize);
  // The cut leaves more than 3 cards in each part.
  const int cut = 4 + int(rng.below(kDeckSize - 7));

  const int n = rules.players, packet = rules.packetSize();
  const int packets = n * rules.handSize() / packet;
  // Chien cards go one at a time between packets, never as the first or last card of the pack.
  std::uint8_t chienBefore[32] = {};
  for (int placed = 0; placed < rules.chienSize();) {
    const int gap = 1 + int(rng.below(std::uint32_t(packets - 1)));
    if (!chienBefore[gap]) { chienBefore[gap] = 1; ++placed; }
  }
  // Cards are dealt into bit words without a branch per card (the cards are random): words[seat][id / 64], the
  // chien last.
  std::uint64_t words[kMaxPlayers + 1][2] = {};
  const Card* next = pack + cut;
  const int first = (dealer + 1) % n;
  for (int p = 0; p < packets;) {
    for (int s = 0; s < n; ++s, ++p) {  // a round of packets: the seat after the dealer first
      const int seat = first + s >= n ? first + s - n : first + s;
      const int toChien = chienBefore[p];
      words[kMaxPlayers][*next >> 6] |= std::uint64_t(toChien) << (*next & 63);
      next += toChien;
      for (int k = 0; k < packet; ++k, ++next) words[seat][*next >> 6] |= 1ull << (*next & 63);
    }
  }
  std::array<CardSet, kMaxPlayers> hands{};
  for (int s = 0; s < n; ++s) hands[s] = CardSet::fromBits(words[s][0], words[s][1]);
  // A fresh state; a shuffled pack is a valid deal by construction.
  GameState g;
  g.setUp(rules, dealer, hands, CardSet::fromBits(words[kMaxPlayers][0], words[kMaxPlayers][1]));
  return g;
}

int drawFirstDealer(int players, std::uint64_t seed) {
  // Each player draws a card; the lowest deals (suit cards below trumps; between equal ranks the suits' priority
  // is spades, hearts, diamonds, clubs, so that "l'as de Trèfle est donc la plus petite carte"); whoever draws the
  // Excuse draws again.
  Rng rng(seed);
  Card pack[kDeckSize];
  std::memcpy(pack, kOrderedPack.cards, kDeckSize);
  rng.shuffle(pack, kDeckSize);
  int pos = 0, best = -1, bestKey = 1 << 30;
  for (int seat = 0; seat < players; ++seat) {
    Card c = pack[pos++];
    while (c == kExcuse) c = pack[pos++];
    const int key = isTrump(c) ? 1000 + rankOf(c) : rankOf(c) * 4 + (int(Suit::Clubs) - int(suitOf(c)));
    if (key < bestKey) { bestKey = key; best = seat; }
  }
  return best;
}

const char* GameState::fromCards(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands,
                                 CardSet chien, GameState* out) {
  if (!rules.valid()) return "the number of players must be 3, 4 or 5";
  if (dealer < 0 || dealer >= rules.players) return "the dealer must be one of the seats";
  CardSet seen;
  for (int s = 0; s < rules.players; ++s) {
    if (hands[s].size() != rules.handSize()) return "a hand has the wrong number of cards";
    if (!(seen & hands[s]).empty()) return "a card is dealt twice";
    seen |= hands[s];
  }
  for (int s = rules.players; s < kMaxPlayers; ++s)
    if (!hands[s].empty()) return "cards dealt to a seat that does not play";
  if (chien.size() != rules.chienSize()) return "the chien has the wrong number of cards";
  if (!(seen & chien).empty()) return "a card is both in a hand and in the chien";
  seen |= chien;
  if (seen != CardSet::all()) return "the deal does not hold the 78 cards";

  out->init(rules, dealer, hands, chien);
  return nullptr;
}

void GameState::init(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands, CardSet chien) {
  *this = GameState();
  setUp(rules, dealer, hands, chien);
}

void GameState::setUp(const Rules& rules, int dealer, const std::array<CardSet, kMaxPlayers>& hands, CardSet chien) {
  rules_ = rules;
  dealer_ = std::uint8_t(dealer);
  hands_ = hands;
  chien_ = chien;
  turn_ = std::uint8_t((dealer + 1) % rules.players);
  for (int s = 0; s < rules.players; ++s) {
    const CardSet trumps = hands[s] & kTrumpsAndExcuse;
    if (trumps == CardSet::single(kPetit)) {  // petit sec: the deal is annulled before the bidding
      phase_ = Phase::Annulled;
      annulled_ = Annulment::PetitSec;
    }
  }
}

int GameState::currentSeat() const {
  return (phase_ == Phase::Over || phase_ == Phase::Annulled) ? -1 : turn_;
}

bool GameState::partnerRevealed() const {
  if (rules_.players != 5 || called_ == kNoCard) return false;
  for (int i = 0; i < nPlayed_; ++i)
    if (played_[i] == called_) return true;
  // A called card in the chien is seen by all when the chien is shown.
  return chien_.has(called_) && (contract_ == Contract::Prise || contract_ == Contract::Garde);
}

CardSet allowedCalls(CardSet takerHand) {
  CardSet calls = kRois;
  if ((takerHand & kRois) == kRois) {
    calls |= CardSet::ofRank(kDame);
    if ((takerHand & CardSet::ofRank(kDame)) == CardSet::ofRank(kDame)) {
      calls |= CardSet::ofRank(kCavalier);
      if ((takerHand & CardSet::ofRank(kCavalier)) == CardSet::ofRank(kCavalier)) calls |= CardSet::ofRank(kValet);
    }
  }
  return calls;
}

EcartRule GameState::ecartRule() const {
  EcartRule r;
  if (phase_ != Phase::Ecart) return r;
  const CardSet hand = hands_[taker_];
  const CardSet plain = hand - kTrumpsAndExcuse - kRois;
  r.size = rules_.chienSize();
  r.trumpsNeeded = plain.size() >= r.size ? 0 : r.size - plain.size();
  r.allowed = plain;
  if (r.trumpsNeeded > 0) r.allowed |= (hand & kTrumps) - kBouts;
  return r;
}

CardSet GameState::legalPlays() const {
  if (phase_ != Phase::Play || awaitingPoignee()) return {};
  return playableCards();
}


// One function per phase, as OpenSpiel's LegalActions dispatches: check() says first what no phase accepts (a deal
// over or annulled, an action of a step that is over or that this deal does not have), then asks the phase's own.
Refusal GameState::check(const Action& a) const {
  if (const Refusal r = checkOutOfStep(a); r.code != RefusalCode::None) return r;
  switch (phase_) {
    case Phase::Bidding: return checkBid(a);
    case Phase::Call: return checkCall(a);
    case Phase::Ecart: return checkEcart(a);
    case Phase::Chelem: return checkChelem(a);
    case Phase::Play: return awaitingPoignee() ? checkPoigneeStep(a) : checkPlay(a);
    default: return Refusal(RefusalCode::InvalidAction, turn_);
  }
}

Refusal GameState::checkOutOfStep(const Action& a) const {
  using R = RefusalCode;
  const int n = rules_.players;
  if (phase_ == Phase::Over) return Refusal(R::DealOver);
  if (phase_ == Phase::Annulled) {
    if (annulled_ == Annulment::AllPassed) return Refusal(R::AnnulledAllPassed);
    Refusal r(R::AnnulledPetitSec);
    for (int s = 0; s < n; ++s)
      if ((hands_[s] & kTrumpsAndExcuse) == CardSet::single(kPetit)) r.other = std::int8_t(s);
    return r;
  }
  if (a.kind == ActionKind::Bid && phase_ != Phase::Bidding) return Refusal(R::BiddingOver);
  if (a.kind == ActionKind::Call && phase_ != Phase::Call && n != 5) {
    Refusal r(R::CallOnlyAtFive);
    r.players = std::uint8_t(n);
    return r;
  }
  if (a.kind == ActionKind::Ecart && phase_ != Phase::Ecart &&
      (contract_ == Contract::GardeSans || contract_ == Contract::GardeContre)) {
    Refusal r(R::NoEcartInContract);
    r.contract = contract_;
    return r;
  }
  return {};
}

Refusal GameState::checkBid(const Action& a) const {
  using R = RefusalCode;
  if (a.kind != ActionKind::Bid) return Refusal(R::BidExpected, turn_);
  if (a.value > std::uint8_t(Contract::GardeContre)) return Refusal(R::InvalidAction, turn_);
  if (a.contract() != Contract::Pass && a.contract() <= contract_) {
    Refusal r(R::BidTooLow, turn_);
    r.other = taker_;
    r.contract = contract_;
    return r;
  }
  return {};
}

Refusal GameState::checkCall(const Action& a) const {
  using R = RefusalCode;
  if (a.kind != ActionKind::Call) return Refusal(R::CallExpected, turn_);
  if (a.value >= kDeckSize) return Refusal(R::InvalidAction, turn_);
  if (allowedCalls(hands_[taker_]).has(a.card())) return {};
  const int rank = a.value < kSuitCards ? rankOf(a.card()) : 0;
  Refusal r(rank == kDame ? R::CallQueenWithoutKings
            : rank == kCavalier ? R::CallCavalierWithoutQueens
            : rank == kValet ? R::CallValetWithoutCavaliers : R::CallNotKing, turn_);
  r.card = a.card();
  return r;
}

Refusal GameState::checkEcart(const Action& a) const {
  using R = RefusalCode;
  if (a.kind != ActionKind::Ecart) return Refusal(R::EcartExpected, turn_);
  const CardSet hand = hands_[taker_];
  Refusal r(R::None, turn_);
  if (a.cards.size() != rules_.chienSize()) {
    r.code = R::EcartWrongSize;
    r.needed = std::int8_t(rules_.chienSize());
    r.given = std::int8_t(a.cards.size());
  } else if (!(a.cards - hand).empty()) {
    r.code = R::EcartCardNotHeld;
    r.card = (a.cards - hand).first();
  } else if (!(a.cards & kRois).empty()) {
    r.code = R::EcartKing;
    r.card = (a.cards & kRois).first();
  } else if (!(a.cards & kBouts).empty()) {
    r.code = R::EcartBout;
    r.card = (a.cards & kBouts).first();
  } else if ((a.cards & kTrumps).size() > ecartRule().trumpsNeeded) {
    r.code = R::EcartTrumpAvoidable;
    r.card = (a.cards & kTrumps).last();
    r.needed = std::int8_t(ecartRule().trumpsNeeded);
  }
  return r;
}

Refusal GameState::checkChelem(const Action& a) const {
  if (a.kind != ActionKind::Chelem) return Refusal(RefusalCode::ChelemExpected, turn_);
  if (a.value > 1) return Refusal(RefusalCode::InvalidAction, turn_);
  return {};
}

// The Play phase while the seat to play its first card still decides its poignée.
Refusal GameState::checkPoigneeStep(const Action& a) const {
  using R = RefusalCode;
  if (a.kind != ActionKind::Poignee) return Refusal(R::PoigneeExpected, turn_);
  if (a.value > 3) return Refusal(R::InvalidAction, turn_);
  if (a.poigneeSize() == PoigneeSize::None)
    return a.cards.empty() ? Refusal() : Refusal(R::PoigneeDeclineShowsCards, turn_);
  return checkPoignee(a);
}

Refusal GameState::checkPlay(const Action& a) const {
  using R = RefusalCode;
  const int n = rules_.players;
  const int seat = turn_;
  const CardSet hand = hands_[seat];
  if (a.kind == ActionKind::Poignee) {
    if (poigneeDecided_ & (1u << seat)) return Refusal(R::PoigneeAlreadyDecided, seat);
    bool played = nPlayed_ >= n;
    for (int i = 0; i < nPlayed_ && !played; ++i) played = playedBy_[i] == seat;
    if (played) return Refusal(R::PoigneeTooLate, seat);
    // Not offered: the seat holds too few trumps for any poignée.
    Refusal r(R::PoigneeTooFewTrumps, seat);
    r.poignee = a.poigneeSize() == PoigneeSize::None || a.value > 3 ? PoigneeSize::Simple : a.poigneeSize();
    r.needed = std::int8_t(rules_.poigneeTrumps(r.poignee));
    r.given = std::int8_t((hand & kTrumpsAndExcuse).size());
    return r;
  }
  if (a.kind != ActionKind::Play) return Refusal(R::PlayExpected, seat);
  if (a.value >= kDeckSize) return Refusal(R::InvalidAction, seat);
  const Card card = a.card();
  if (!hand.has(card)) {
    Refusal r(R::CardNotInHand, seat);
    r.card = card;
    for (int s = 0; s < n; ++s)
      if (hands_[s].has(card)) { r.code = R::CardHeldByOther; r.other = std::int8_t(s); }
    for (int i = 0; i < nPlayed_; ++i)
      if (played_[i] == card) { r.code = R::CardAlreadyPlayed; r.other = std::int8_t(playedBy_[i]); }
    return r;
  }
  if (legalPlays().has(card)) return {};
  // Say which rule the card breaks, and with which card or suit.
  if (trick_.empty()) {
    Refusal r(R::CalledSuitFirstTrick, seat);
    r.suit = suitOf(called_);
    r.card = called_;
    return r;
  }
  return trick_.refusal(hand, seat);
}

Refusal GameState::checkPoignee(const Action& a) const {
  using R = RefusalCode;
  const int seat = turn_;
  const PoigneeSize size = a.poigneeSize();
  const int needed = rules_.poigneeTrumps(size);
  const int triple = rules_.poigneeTrumps(PoigneeSize::Triple);
  const CardSet fromEcart = ecartTrumpsForTriple(seat);
  const CardSet pool = hands_[seat] | (size == PoigneeSize::Triple ? fromEcart : CardSet());
  Refusal r(R::None, seat);
  r.poignee = size;
  if (const CardSet notHeld = a.cards - pool; !notHeld.empty()) {
    r.card = notHeld.first();
    r.code = fromEcart.has(r.card) ? R::PoigneeEcartOnlyTriple : R::PoigneeCardNotHeld;
    r.needed = std::int8_t(triple);
  } else if (const CardSet other = a.cards - kTrumpsAndExcuse; !other.empty()) {
    r.code = R::PoigneeNotTrump;
    r.card = other.first();
  } else if (a.cards.size() != needed) {
    const int held = (pool & kTrumpsAndExcuse).size();
    r.code = held < needed ? R::PoigneeTooFewTrumps : R::PoigneeWrongCount;
    r.needed = std::int8_t(needed);
    r.given = std::int8_t(held < needed ? held : a.cards.size());
  } else if (size == PoigneeSize::Triple && !(fromEcart - a.cards).empty()) {
    r.code = R::PoigneeEcartTrumpMissing;
    r.card = (fromEcart - a.cards).first();
    r.needed = std::int8_t(triple);
  } else if (a.cards.has(kExcuse) && !((pool & kTrumps) - a.cards).empty()) {
    // FFT: "la présentation de l'excuse dans la poignée implique que l'annonceur n'a pas d'autre atout".
    r.code = R::PoigneeExcuseWithTrumps;
    r.card = ((pool & kTrumps) - a.cards).first();
  }
  return r;
}

Refusal GameState::apply(const Action& a) {
  const Refusal r = check(a);
  if (!r) applyUnchecked(a);
  return r;
}

void GameState::applyUnchecked(const Action& a) {
  const int n = rules_.players;
  switch (a.kind) {
    case ActionKind::Bid: {
      bids_[turn_] = a.contract();
      spoken_ |= std::uint8_t(1u << turn_);
      if (a.contract() > contract_) { contract_ = a.contract(); taker_ = std::int8_t(turn_); }
      turn_ = std::uint8_t(turn_ + 1 == n ? 0 : turn_ + 1);
      if (spoken_ == (1u << n) - 1) {
        if (contract_ == Contract::Pass) {
          phase_ = Phase::Annulled;
          annulled_ = Annulment::AllPassed;
        } else if (n == 5) {
          phase_ = Phase::Call;
          turn_ = std::uint8_t(taker_);
        } else {
          afterCall();
        }
      }
      return;
    }
    case ActionKind::Call: {
      called_ = a.card();
      partner_ = -1;
      for (int s = 0; s < n; ++s)
        if (s != taker_ && hands_[s].has(called_)) partner_ = std::int8_t(s);
      afterCall();
      return;
    }
    case ActionKind::Ecart:
      hands_[taker_] -= a.cards;
      ecart_ = a.cards;
      phase_ = Phase::Chelem;
      return;
    case ActionKind::Chelem:
      chelemAnnounced_ = a.value != 0;
      phase_ = Phase::Play;
      // An announced chelem gives the lead to the taker.
      turn_ = std::uint8_t(chelemAnnounced_ ? taker_ : (dealer_ + 1) % n);
      leader_[0] = turn_;
      for (int s = 0; s < n; ++s)
        if ((hands_[s] & kTrumpsAndExcuse).size() >= rules_.poigneeTrumps(PoigneeSize::Simple))
          poigneeHolders_ |= std::uint8_t(1u << s);
      return;
    case ActionKind::Poignee:
      poignee_[turn_] = a.poigneeSize();
      poigneeCards_[turn_] = a.cards;
      poigneeDecided_ |= std::uint8_t(1u << turn_);
      return;
    case ActionKind::Play:
      playCard(a.card());
      return;
  }
}

void GameState::afterCall() {
  turn_ = std::uint8_t(taker_);
  if (contract_ == Contract::Prise || contract_ == Contract::Garde) {
    hands_[taker_] |= chien_;  // the chien, shown to all, goes to the taker who then makes the écart
    phase_ = Phase::Ecart;
  } else {
    phase_ = Phase::Chelem;
  }
}

Camp GameState::campOf(int seat) const {
  return (seat == taker_ || seat == partner_) ? Camp::Attack : Camp::Defense;
}

void GameState::endTrick() {
  const int t = tricksDone_++;
  const int start = nPlayed_ - rules_.players;
  const bool last = t == rules_.tricks() - 1;
  const int excuseAt = trick_.excusePos();
  CardSet trick = trick_.cards();
  // The Excuse led to the last trick takes it when its camp took every other trick (chelem).
  bool excuseCampTookAll = last && excuseAt == 0;
  for (int k = 0; k < t && excuseCampTookAll; ++k)
    excuseCampTookAll = campOf(winner_[k]) == campOf(playedBy_[start]);
  const int winner = playedBy_[start + trick_.takerPos(last, excuseCampTookAll)];
  if (trick_.excuseKept(last)) {
    // The Excuse stays with its camp; a half-point card is owed to the trick's winner.
    const int owner = playedBy_[start + excuseAt];
    trick.remove(kExcuse);
    won_[owner].add(kExcuse);
    excuseOwner_ = std::int8_t(owner);
    excuseTrickWinner_ = std::int8_t(winner);
  }
  won_[winner] |= trick;
  winner_[t] = std::uint8_t(winner);
  trick_ = Trick();
  if (last) {
    phase_ = Phase::Over;
  } else {
    leader_[t + 1] = std::uint8_t(winner);
    turn_ = std::uint8_t(winner);
  }
}

ActionList GameState::legalActions() const {
  ActionList out;
  switch (phase_) {
    case Phase::Bidding:
      out.push_back(Action::bid(Contract::Pass));
      for (int c = int(contract_) + 1; c <= int(Contract::GardeContre); ++c) out.push_back(Action::bid(Contract(c)));
      break;
    case Phase::Call: {
      CardSet calls = allowedCalls(hands_[taker_]);
      while (!calls.empty()) out.push_back(Action::call(calls.pop()));
      break;
    }
    case Phase::Chelem:
      out.push_back(Action::chelem(false));
      out.push_back(Action::chelem(true));
      break;
    case Phase::Play:
      if (awaitingPoignee()) {
        out.push_back(Action::poignee(PoigneeSize::None, {}));
        for (PoigneeSize s : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple}) {
          CardSet shown;
          if (canonicalPoignee(s, &shown)) out.push_back(Action::poignee(s, shown));
        }
      } else {
        CardSet plays = legalPlays();
        while (!plays.empty()) out.push_back(Action::play(plays.pop()));
      }
      break;
    default: break;
  }
  return out;
}

bool GameState::canonicalPoignee(PoigneeSize size, CardSet* shown) const {
  const CardSet hand = hands_[turn_];
  // The écart's trumps, when the four kings rule lets (and makes) the taker show them, go first in a triple.
  const CardSet base = size == PoigneeSize::Triple ? ecartTrumpsForTriple(turn_) : CardSet();
  const int needed = rules_.poigneeTrumps(size) - base.size();
  CardSet trumps = hand & kTrumps;
  if (trumps.size() >= needed) {
    CardSet s = base;
    for (int i = 0; i < needed; ++i) s.add(trumps.pop());  // the lowest trumps, keeping the strong ones hidden
    *shown = s;
    return true;
  }
  if (trumps.size() + 1 == needed && hand.has(kExcuse)) {
    *shown = base | trumps | CardSet::single(kExcuse);
    return true;
  }
  return false;
}

CardSet GameState::ecartTrumpsForTriple(int seat) const {
  const CardSet trumps = ecart_ & kTrumps;
  if (trumps.empty() || seat != taker_ || (hands_[seat] & kRois) != kRois) return {};
  if ((hands_[seat] & kTrumpsAndExcuse).size() + trumps.size() < rules_.poigneeTrumps(PoigneeSize::Triple)) return {};
  return trumps;
}

CardSet GameState::poigneeTrumps() const {
  return (hands_[turn_] & kTrumps) | ecartTrumpsForTriple(turn_);
}

bool GameState::operator==(const GameState& o) const {
  return rules_.players == o.rules_.players && phase_ == o.phase_ && annulled_ == o.annulled_ &&
         dealer_ == o.dealer_ && turn_ == o.turn_ && spoken_ == o.spoken_ && taker_ == o.taker_ &&
         partner_ == o.partner_ && contract_ == o.contract_ && called_ == o.called_ &&
         chelemAnnounced_ == o.chelemAnnounced_ && poigneeDecided_ == o.poigneeDecided_ &&
         poigneeHolders_ == o.poigneeHolders_ && bids_ == o.bids_ && poignee_ == o.poignee_ &&
         poigneeCards_ == o.poigneeCards_ && hands_ == o.hands_ && won_ == o.won_ && chien_ == o.chien_ &&
         ecart_ == o.ecart_ && nPlayed_ == o.nPlayed_ && tricksDone_ == o.tricksDone_ && played_ == o.played_ &&
         playedBy_ == o.playedBy_ && leader_ == o.leader_ && winner_ == o.winner_ && trick_ == o.trick_ &&
         excuseOwner_ == o.excuseOwner_ && excuseTrickWinner_ == o.excuseTrickWinner_;
}

ScoreInput GameState::scoreSummary() const {
  ScoreInput in;
  if (phase_ != Phase::Over) return in;
  const int n = rules_.players;
  CardSet attack = won_[taker_];
  if (partner_ >= 0) attack |= won_[partner_];
  if (contract_ == Contract::Prise || contract_ == Contract::Garde) attack |= ecart_;
  if (contract_ == Contract::GardeSans) attack |= chien_;
  int half = attack.halfPoints();
  if (excuseOwner_ >= 0 && campOf(excuseOwner_) != campOf(excuseTrickWinner_))
    half += campOf(excuseOwner_) == Camp::Attack ? -1 : 1;
  in.players = n;
  in.contract = contract_;
  in.bouts = (attack & kBouts).size();
  in.attackHalfPoints = half;

  const int tricks = rules_.tricks();
  int attackTricks = 0;  // counted without a branch per trick: the winners are random in playouts
  for (int t = 0; t < tricks; ++t) attackTricks += int(winner_[t] == taker_) | int(winner_[t] == partner_);
  in.chelemMadeBy = attackTricks == tricks ? Camp::Attack : attackTricks == 0 ? Camp::Defense : Camp::None;
  in.chelemAnnounced = chelemAnnounced_;

  // Petit au bout: the Petit in the last trick; with the Excuse led last in a chelem, in the one before.
  const int lastStart = (tricks - 1) * n;
  const bool excuseWonLast = played_[lastStart] == kExcuse && playedBy_[lastStart] == winner_[tricks - 1];
  for (int t : {tricks - 1, tricks - 2}) {
    if (t < 0 || (t == tricks - 2 && !excuseWonLast)) continue;
    for (int i = 0; i < n; ++i)
      if (played_[t * n + i] == kPetit) in.petitAuBout = campOf(winner_[t]);
  }
  for (int s = 0; s < n; ++s)
    if (poignee_[s] != PoigneeSize::None) in.poignees.push_back(poignee_[s]);
  in.alone = n == 5 && partner_ < 0;
  return in;
}

DealResult GameState::result() const {
  DealResult r;
  r.annulled = annulled_;
  if (phase_ != Phase::Over) return r;
  const ScoreInput in = scoreSummary();
  r.taker = taker_;
  r.partner = partner_;
  r.contract = contract_;
  r.bouts = in.bouts;
  r.attackHalfPoints = in.attackHalfPoints;
  r.needed = pointsNeeded(in.bouts);
  r.petitAuBout = in.petitAuBout;
  const ScoreResult sr = score(in);
  r.poigneeBonus = sr.poigneeBonus;
  r.made = sr.made;
  r.margin = sr.margin;
  r.unit = sr.unit;
  r.chelem = sr.chelem;
  for (int s = 0; s < rules_.players; ++s)
    r.scores[s] = s == taker_ ? sr.taker : s == partner_ ? sr.partner : sr.defender;
  return r;
}

}  // namespace tarot
