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
  // Each player draws a card; the lowest deals (suit cards below trumps; equal ranks: spades, hearts, diamonds,
  // clubs in that priority); whoever draws the Excuse draws again.
  Rng rng(seed);
  Card pack[kDeckSize];
  std::memcpy(pack, kOrderedPack.cards, kDeckSize);
  rng.shuffle(pack, kDeckSize);
  int pos = 0, best = -1, bestKey = 1 << 30;
  for (int seat = 0; seat < players; ++seat) {
    Card c = pack[pos++];
    while (c == kExcuse) c = pack[pos++];
    const int key = isTrump(c) ? 1000 + rankOf(c) : rankOf(c) * 4 + int(suitOf(c));
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


const char* GameState::check(const Action& a) const {
  const int n = rules_.players;
  switch (phase_) {
    case Phase::Over: return "the deal is over";
    case Phase::Annulled: return "the deal is annulled; the next dealer deals again";
    case Phase::Bidding: {
      if (a.kind != ActionKind::Bid) return "it is time to bid";
      if (a.value > std::uint8_t(Contract::GardeContre)) return "unknown bid";
      if (a.contract() != Contract::Pass && a.contract() <= contract_) return "a bid must cover the current one";
      return nullptr;
    }
    case Phase::Call: {
      if (a.kind != ActionKind::Call) return "the taker must call a card";
      if (a.value >= kSuitCards) return "only a king (or, holding the four kings, a queen...) can be called";
      if (!allowedCalls(hands_[taker_]).has(a.card())) {
        if (rankOf(a.card()) == kDame) return "a queen can be called only by a taker holding the four kings";
        if (rankOf(a.card()) == kCavalier) return "a cavalier can be called only by a taker holding the four kings and the four queens";
        if (rankOf(a.card()) == kValet) return "a valet can be called only by a taker holding the four kings, queens and cavaliers";
        return "only a king (or, holding the four kings, a queen...) can be called";
      }
      return nullptr;
    }
    case Phase::Ecart: {
      if (a.kind != ActionKind::Ecart) return "the taker must make the ecart";
      const CardSet hand = hands_[taker_];
      if (a.cards.size() != rules_.chienSize())
        return n == 5 ? "the ecart must hold exactly 3 cards" : "the ecart must hold exactly 6 cards";
      if (!(a.cards - hand).empty()) return "a card of the ecart is not in the taker's hand";
      if (!(a.cards & kRois).empty()) return "a king may not be put in the ecart";
      if (!(a.cards & kBouts).empty()) return "a bout (the Petit, the 21 or the Excuse) may not be put in the ecart";
      const EcartRule r = ecartRule();
      const int trumps = (a.cards & kTrumps).size();
      if (trumps > r.trumpsNeeded) return "trumps may go to the ecart only when there is no other choice";
      return nullptr;
    }
    case Phase::Chelem: {
      if (a.kind != ActionKind::Chelem || a.value > 1) return "the taker must announce a chelem or not";
      return nullptr;
    }
    case Phase::Play: {
      const CardSet hand = hands_[turn_];
      if (awaitingPoignee()) {
        if (a.kind != ActionKind::Poignee) return "the player must first show a poignee or decline";
        if (a.value > 3) return "unknown poignee size";
        if (a.poigneeSize() == PoigneeSize::None) return a.cards.empty() ? nullptr : "declining a poignee shows no card";
        const int needed = rules_.poigneeTrumps(a.poigneeSize());
        if (!(a.cards - hand).empty()) return "a card of the poignee is not in the player's hand";
        if (!(a.cards - kTrumpsAndExcuse).empty()) return "a poignee shows only trumps (and the Excuse)";
        if (a.cards.size() != needed) {
          if ((hand & kTrumpsAndExcuse).size() < needed) return "not enough trumps for this poignee";
          return "a poignee shows exactly 10, 13 or 15 trumps at 4 players (13/15/18 at 3, 8/10/13 at 5)";
        }
        if (a.cards.has(kExcuse) && !((hand & kTrumps) - a.cards).empty())
          return "the Excuse may replace a trump only for a player who holds no other trump";
        return nullptr;
      }
      if (a.kind == ActionKind::Poignee) return "a poignee is shown just before the player's first card";
      if (a.kind != ActionKind::Play) return "it is time to play a card";
      if (a.value >= kDeckSize || !hand.has(a.card())) return "this card is not in the player's hand";
      if (legalPlays().has(a.card())) return nullptr;
      // Say which rule the card breaks.
      const int start = nPlayed_ - inTrick_;
      if (nPlayed_ == start) return "the first trick may not be led in the called suit, except with the called card";
      Card first = played_[start] == kExcuse ? played_[start + 1] : played_[start];
      const Suit led = suitOf(first);
      if (led != Suit::Trump && !(hand & detail::kSuitMask[int(led)]).empty()) return "the player must follow suit";
      if (isTrump(a.card())) return "the player must play a higher trump (over-trump) when able to";
      return led == Suit::Trump ? "the player must play a trump" : "without the suit led the player must trump";
    }
  }
  return "unexpected action";
}

const char* GameState::apply(const Action& a) {
  if (const char* why = check(a)) return why;
  applyUnchecked(a);
  return nullptr;
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
  const int n = rules_.players;
  const int t = tricksDone_++;
  const int start = nPlayed_ - n;
  inTrick_ = 0;
  const bool last = t == rules_.tricks() - 1;
  const int best = trickBest_;
  const int excuseAt = trickExcuse_;
  CardSet trick = trickCards_;
  int winner = playedBy_[start + best];
  if (excuseAt >= 0) {
    const int owner = playedBy_[start + excuseAt];
    bool excuseWins = false;
    if (last && excuseAt == 0) {
      // Chelem: the Excuse led to the last trick by a camp that took every other trick wins it.
      excuseWins = true;
      for (int k = 0; k < t; ++k)
        if (campOf(winner_[k]) != campOf(owner)) excuseWins = false;
    }
    if (excuseWins) {
      winner = owner;
    } else if (!last) {
      // The Excuse stays with its camp; a half-point card is owed to the trick's winner.
      trick.remove(kExcuse);
      won_[owner].add(kExcuse);
      excuseOwner_ = std::int8_t(owner);
      excuseTrickWinner_ = std::int8_t(winner);
    }
  }
  won_[winner] |= trick;
  winner_[t] = std::uint8_t(winner);
  trickBest_ = -1;
  trickBestKey_ = 0;
  led_ = Suit::Excuse;
  trickExcuse_ = -1;
  trickCards_ = CardSet();
  if (last) {
    phase_ = Phase::Over;
  } else {
    leader_[t + 1] = std::uint8_t(winner);
    turn_ = std::uint8_t(winner);
  }
}

std::vector<Action> GameState::legalActions() const {
  std::vector<Action> out;
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
  const int needed = rules_.poigneeTrumps(size);
  CardSet trumps = hand & kTrumps;
  if (trumps.size() >= needed) {
    CardSet s;
    for (int i = 0; i < needed; ++i) s.add(trumps.pop());  // the lowest trumps, keeping the strong ones hidden
    *shown = s;
    return true;
  }
  if (trumps.size() + 1 == needed && hand.has(kExcuse)) {
    *shown = trumps | CardSet::single(kExcuse);
    return true;
  }
  return false;
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
