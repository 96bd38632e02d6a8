// Exact endgame by alpha-beta with a transposition table (see endgame.h).
#include "bots/endgame.h"
#include <algorithm>

namespace tarot {

namespace {

constexpr int kInf = 30000;
constexpr CardSet kTrumpSet = CardSet::ofSuit(Suit::Trump);
constexpr CardSet kBoutSet = CardSet::bouts();

// Cards whose id lies strictly between a and b (a < b).
inline CardSet between(Card a, Card b) {
  CardSet s;
  for (int c = a + 1; c < b; ++c) s.add(Card(c));
  return s;
}

}  // namespace

// One position of the search: the hands, the trick in progress and what the finished tricks gave the attack.
struct EndgameSolver::Node {
  std::array<CardSet, kMaxPlayers> hands{};
  CardSet left;            // every card still in a hand
  Trick trick;             // the trick in progress, played through the engine's trick rules
  std::uint8_t turn = 0, leader = 0, tricksDone = 0;
  std::int16_t half = 0;   // attack's card points in half points, the Excuse's half point included
  std::uint8_t bouts = 0;
  std::uint8_t attackTricks = 0;
  std::int8_t petitTrick = -1;   // trick where the Petit fell, and the camp that took it (1 attack, 2 defence)
  std::uint8_t petitCamp = 0;
  bool excuseWonLast = false;
};

EndgameSolver::EndgameSolver(int tableBits)
    : table_(std::size_t(1) << tableBits), mask_((std::uint64_t(1) << tableBits) - 1) {}

bool EndgameSolver::solvable(const GameState& g) {
  return g.phase() == Phase::Play && !g.awaitingPoignee() && g.playedCount() >= g.rules().players &&
         g.taker() >= 0;
}

int EndgameSolver::seatScore(const GameState& g, int seat, int unit) {
  const int n = g.rules().players;
  if (seat == g.taker()) return unit * (n == 3 ? 2 : n == 4 ? 3 : g.partner() >= 0 ? 2 : 4);
  if (seat == g.partner()) return unit;
  return -unit;
}

void EndgameSolver::load(const GameState& g) {
  const int n = g.rules().players;
  const int taker = g.taker(), partner = g.partner();
  std::uint8_t attack = std::uint8_t(1u << taker);
  if (partner >= 0) attack |= std::uint8_t(1u << partner);
  // Every card each seat held in the play (its hand and what it played): a deal's hands in any position of the
  // search are these less the cards played, so one table serves every solve of the same deal.
  std::array<CardSet, kMaxPlayers> held{};
  for (int s = 0; s < n; ++s) held[s] = g.hand(s);
  for (int i = 0; i < g.playedCount(); ++i) held[g.playedBy(i)].add(g.playedCard(i));
  int poignees = 0;
  for (int s = 0; s < n; ++s) poignees += poigneeBonus(g.poigneeOf(s));
  const bool same = players_ == n && attackSeats_ == attack && held == rootHands_ && contract_ == g.contract() &&
                    chelemAnnounced_ == g.chelemAnnounced() && poigneeBonus_ == poignees;
  if (!same || gen_ == 0) ++gen_;
  players_ = n;
  tricks_ = g.rules().tricks();
  attackSeats_ = attack;
  rootHands_ = held;
  contract_ = g.contract();
  chelemAnnounced_ = g.chelemAnnounced();
  poigneeBonus_ = poignees;
}

int EndgameSolver::leaf(const Node& s) const {
  // scoring.cpp's score(), with the poignées summed once.
  const int mult = multiplier(contract_);
  const int diff2 = s.half - 2 * pointsNeeded(s.bouts);
  const bool made = diff2 >= 0;
  const int margin = made ? (diff2 + 1) / 2 : (-diff2 + 1) / 2;
  int v = (25 + margin) * mult + poigneeBonus_;
  if (!made) v = -v;
  Camp petit = Camp::None;
  if (s.petitTrick == tricks_ - 1 || (s.petitTrick == tricks_ - 2 && s.excuseWonLast)) petit = Camp(s.petitCamp);
  if (petit == Camp::Attack) v += 10 * mult;
  if (petit == Camp::Defense) v -= 10 * mult;
  const Camp chelem = s.attackTricks == tricks_ ? Camp::Attack : s.attackTricks == 0 ? Camp::Defense : Camp::None;
  if (chelemAnnounced_) v += chelem == Camp::Attack ? 400 : -200;
  else if (chelem == Camp::Attack) v += 200;
  if (chelem == Camp::Defense) v -= 200;
  return v;
}

// Plays `c` for the seat to move; a complete trick goes to its taker by the engine's trick rules (trick.h), and
// what it gives the attack is counted as GameState::endTrick and scoreSummary count it.
template <typename NodeT>
static void playInto(NodeT& s, Card c, int n, int tricks, std::uint8_t attackSeats) {
  s.trick.add(c);
  s.hands[s.turn].remove(c);
  s.left.remove(c);
  s.turn = std::uint8_t(s.turn + 1 == n ? 0 : s.turn + 1);
  if (s.trick.size() < n) return;
  // The trick is complete.
  const int t = s.tricksDone++;
  const bool last = t == tricks - 1;
  auto attackSeat = [&](int seat) { return (attackSeats >> seat) & 1u; };
  const int excusePos = s.trick.excusePos();
  const int owner = (s.leader + excusePos) % n;  // meaningful when the Excuse was played
  const bool ownerAttack = excusePos >= 0 && attackSeat(owner);
  // Led to the last trick, the Excuse takes it when its camp took every other trick.
  const bool excuseCampTookAll = ownerAttack ? s.attackTricks == t : s.attackTricks == 0;
  const int takerPos = s.trick.takerPos(last, excuseCampTookAll);
  const int winner = (s.leader + takerPos) % n;
  if (takerPos == excusePos) s.excuseWonLast = true;
  CardSet trick = s.trick.cards();
  if (s.trick.excuseKept(last)) {
    trick.remove(kExcuse);
    if (ownerAttack) { s.half += 9; s.bouts += 1; }
    if (ownerAttack != bool(attackSeat(winner))) s.half += ownerAttack ? -1 : 1;
  }
  const bool attackWins = attackSeat(winner);
  if (attackWins) {
    s.half += std::int16_t(trick.halfPoints());
    s.bouts += std::uint8_t((trick & kBoutSet).size());
    s.attackTricks += 1;
  }
  if (s.trick.cards().has(kPetit)) { s.petitTrick = std::int8_t(t); s.petitCamp = attackWins ? 1 : 2; }
  s.leader = s.turn = std::uint8_t(winner);
  s.trick = Trick();
}

int EndgameSolver::search(Node& s, int alpha, int beta) {
  if (s.trick.empty() && s.tricksDone == tricks_) return leaf(s);
  if (stopAt_ >= 0 && nodes_ >= stopAt_) { aborted_ = true; return 0; }
  const int n = players_;
  Entry* e = nullptr;
  std::uint32_t extra = 0;
  Card hint = kNoCard;
  if (s.trick.empty()) {
    const bool lastTrick = s.tricksDone == tricks_ - 1;
    const std::uint32_t petit = lastTrick && s.petitTrick == s.tricksDone - 1 ? s.petitCamp : 0;
    extra = 1u | std::uint32_t(s.leader) << 1 | std::uint32_t(s.half) << 4 | std::uint32_t(s.bouts) << 12 |
            std::uint32_t(s.attackTricks == s.tricksDone) << 14 | std::uint32_t(s.attackTricks == 0) << 15 |
            petit << 16;
    std::uint64_t h = s.left.lo() * 0x9E3779B97F4A7C15ull ^ (s.left.hi() + extra) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 29;
    e = &table_[h & mask_];
    if (e->gen == gen_ && e->extra == extra && e->lo == s.left.lo() && e->hi == s.left.hi()) {
      if (e->lower >= beta) return e->lower;
      if (e->upper <= alpha) return e->upper;
      if (e->lower == e->upper) return e->lower;
      alpha = std::max(alpha, int(e->lower));
      beta = std::min(beta, int(e->upper));
      hint = e->best;
    } else {
      e->gen = gen_;
      e->extra = extra;
      e->lo = s.left.lo();
      e->hi = s.left.hi();
      e->lower = -kInf;
      e->upper = kInf;
      e->best = kNoCard;
    }
  }
  const bool maximize = (attackSeats_ >> s.turn) & 1u;
  // The moves, one per class of equivalent cards.
  const CardSet moves = s.trick.playable(s.hands[s.turn]);
  const CardSet others = (s.left - s.hands[s.turn]) | s.trick.cards();
  Card list[kMaxHandSize + 1];
  int count = 0;
  Card rep = kNoCard;
  for (CardSet m = moves; !m.empty();) {
    const Card c = m.pop();
    if (rep != kNoCard && c != kExcuse && c != kPetit && c != kTwentyOne && rep != kPetit && suitOf(c) == suitOf(rep) &&
        halfPoints(c) == halfPoints(rep) && (between(rep, c) & others).empty())
      continue;
    rep = c;
    list[count++] = c;
  }
  // Order: the table's best move first; then, when the trick is the camp's, the most points; else the cheapest card
  // that takes the lead, then the cheapest card.
  int order[kMaxHandSize + 1];
  const int winnerSeat = s.trick.bestPos() >= 0 ? (s.leader + s.trick.bestPos()) % n : -1;
  const bool oursNow = winnerSeat >= 0 && ((attackSeats_ >> winnerSeat) & 1u) == ((attackSeats_ >> s.turn) & 1u);
  for (int i = 0; i < count; ++i) {
    const Card c = list[i];
    const Suit led = s.trick.led() == Suit::Excuse ? suitOf(c) : s.trick.led();
    const bool takes = !s.trick.empty() && trickStrength(led, c) > s.trick.bestStrength();
    int k;
    if (c == hint) k = -1000;
    else if (s.trick.empty()) k = -trickStrength(suitOf(c) == Suit::Excuse ? Suit::Trump : suitOf(c), c) / 4 - halfPoints(c);
    else if (oursNow) k = -halfPoints(c) * 4 + (takes ? 2 : 0);
    else if (takes) k = -100 + trickStrength(led, c) / 8;
    else k = halfPoints(c) * 4;
    order[i] = k;
  }
  for (int i = 1; i < count; ++i) {
    const Card c = list[i];
    const int k = order[i];
    int j = i;
    while (j > 0 && order[j - 1] > k) { list[j] = list[j - 1]; order[j] = order[j - 1]; --j; }
    list[j] = c;
    order[j] = k;
  }
  const int alpha0 = alpha, beta0 = beta;
  int best = maximize ? -kInf : kInf;
  Card bestCard = kNoCard;
  for (int i = 0; i < count; ++i) {
    Node child = s;
    playInto(child, list[i], n, tricks_, attackSeats_);
    ++nodes_;
    const int v = search(child, alpha, beta);
    if (aborted_) return 0;
    if (maximize ? v > best : v < best) { best = v; bestCard = list[i]; }
    if (maximize) alpha = std::max(alpha, v);
    else beta = std::min(beta, v);
    if (alpha >= beta) break;
  }
  if (e != nullptr && e->gen == gen_ && e->extra == extra && e->lo == s.left.lo() && e->hi == s.left.hi()) {
    if (best <= alpha0) e->upper = std::int16_t(std::min(int(e->upper), best));
    else if (best >= beta0) e->lower = std::int16_t(std::max(int(e->lower), best));
    else e->lower = e->upper = std::int16_t(best);
    e->best = bestCard;
  }
  return best;
}

namespace {

// The root position of a GameState in the solver's terms.
template <typename NodeT>
void rootNode(const GameState& g, std::uint8_t attackSeats, NodeT* out) {
  NodeT& s = *out;
  const int n = g.rules().players;
  const int taker = g.taker(), partner = g.partner();
  auto attackSeat = [&](int seat) { return (attackSeats >> seat) & 1u; };
  CardSet attack = g.wonBy(taker);
  if (partner >= 0) attack |= g.wonBy(partner);
  if (g.contract() == Contract::Prise || g.contract() == Contract::Garde) attack |= g.ecart();
  if (g.contract() == Contract::GardeSans) attack |= g.chien();
  const int done = g.trickCount();
  int half = attack.halfPoints();
  for (int i = 0; i < done * n; ++i) {
    const int t = i / n;
    const Card c = g.playedCard(i);
    if (c == kExcuse) {
      const bool ownerAttack = attackSeat(g.playedBy(i));
      if (ownerAttack != bool(attackSeat(g.trickWinner(t)))) half += ownerAttack ? -1 : 1;
    }
    if (c == kPetit) { s.petitTrick = std::int8_t(t); s.petitCamp = attackSeat(g.trickWinner(t)) ? 1 : 2; }
  }
  s.half = std::int16_t(half);
  s.bouts = std::uint8_t((attack & kBoutSet).size());
  for (int t = 0; t < done; ++t) s.attackTricks += std::uint8_t(attackSeat(g.trickWinner(t)));
  s.tricksDone = std::uint8_t(done);
  for (int seat = 0; seat < n; ++seat) { s.hands[seat] = g.hand(seat); s.left |= g.hand(seat); }
  const int start = done * n;
  s.leader = std::uint8_t(g.trickLeader(done));
  s.turn = s.leader;
  for (int i = start; i < g.playedCount(); ++i) {
    s.hands[s.turn].add(g.playedCard(i));  // put back, then play it again
    s.left.add(g.playedCard(i));
    playInto(s, g.playedCard(i), n, g.rules().tricks(), attackSeats);
  }
}

}  // namespace

int EndgameSolver::solve(const GameState& g) {
  load(g);
  Node root;
  rootNode(g, attackSeats_, &root);
  return search(root, -kInf, kInf);
}

bool EndgameSolver::solveWithin(const GameState& g, long long maxNodes, int* unit) {
  load(g);
  Node root;
  rootNode(g, attackSeats_, &root);
  stopAt_ = nodes_ + maxNodes;
  aborted_ = false;
  const int v = search(root, -kInf, kInf);
  stopAt_ = -1;
  if (aborted_) {
    // Only subtrees searched to the end wrote to the table, so what it holds stays true.
    aborted_ = false;
    return false;
  }
  *unit = v;
  return true;
}

std::vector<std::pair<Card, int>> EndgameSolver::solveEach(const GameState& g) {
  load(g);
  Node root;
  rootNode(g, attackSeats_, &root);
  std::vector<std::pair<Card, int>> out;
  for (CardSet m = g.legalPlays(); !m.empty();) {
    const Card c = m.pop();
    Node child = root;
    playInto(child, c, players_, tricks_, attackSeats_);
    ++nodes_;
    out.push_back({c, search(child, -kInf, kInf)});
  }
  return out;
}

CardSet EndgameSolver::movesAt(const GameState& g) {
  EndgameSolver probe(1);
  probe.load(g);
  Node root;
  rootNode(g, probe.attackSeats_, &root);
  return root.trick.playable(root.hands[root.turn]);
}

int EndgameSolver::nextSeatAfter(const GameState& g, Card c) {
  EndgameSolver probe(1);
  probe.load(g);
  Node root;
  rootNode(g, probe.attackSeats_, &root);
  playInto(root, c, probe.players_, probe.tricks_, probe.attackSeats_);
  return root.turn;
}

int endgameMinimax(const GameState& g, long long* nodes) {
  if (g.phase() == Phase::Over) return score(g.scoreSummary()).unit;
  const bool attack = g.campOf(g.currentSeat()) == Camp::Attack;
  int best = attack ? -kInf : kInf;
  for (CardSet m = g.legalPlays(); !m.empty();) {
    GameState child = g;
    child.playCard(m.pop());
    if (nodes) ++*nodes;
    const int v = endgameMinimax(child, nodes);
    best = attack ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

}  // namespace tarot
