// A person's view of the match: built from the engine's Observation of their seat plus public facts; its JSON form.
#include "match/seat_view.h"
#include "match/match.h"
#include "record/deal_record.h"
#include "record/json_reader.h"
#include <algorithm>

namespace tarot::match {

namespace {

const char* const kPhaseNames[] = {"bidding", "call", "ecart", "chelem", "play", "over", "annulled"};
const char* const kAnnulmentNames[] = {"none", "all_passed", "petit_sec"};
const char* const kCampNames[] = {"none", "attack", "defense"};
const char* const kChelemNames[] = {"none", "announced_made", "made", "announced_failed", "defense"};
const char* const kActionNames[] = {"bid", "call", "ecart", "chelem", "poignee", "play"};

// What everyone at the table sees, for a person sitting out this deal: seat 0's view without its own cards.
Observation publicObservation(const GameState& g) {
  Observation o = observe(g, 0);
  o.seat = -1;
  o.hand = CardSet();
  o.legal.clear();
  o.legalPlays = CardSet();
  o.ecartRule = EcartRule();
  if (g.phase() != Phase::Over) {
    o.ecart = CardSet();
    if (!g.partnerRevealed()) o.partner = -1;
  }
  return o;
}

// The cards of trick `t` (played so far when it is the trick in progress).
TrickView trickOf(const Observation& o, int t) {
  TrickView v;
  const int n = o.rules.players;
  const int start = t * n;
  v.count = std::min(n, o.playedCount - start);
  for (int i = 0; i < v.count; ++i) {
    v.cards[i] = o.played[start + i];
    v.seats[i] = o.playedBy[start + i];
  }
  if (v.count == n) v.winnerSeat = o.trickWinner[t];
  return v;
}

// Cards won by the attack once the deal is over: its tricks, plus the écart (prise, garde) or the chien (garde sans).
int attackCardsOf(const GameState& g) {
  int cards = 0;
  for (int s = 0; s < g.rules().players; ++s)
    if (g.campOf(s) == Camp::Attack) cards += g.wonBy(s).size();
  if (g.contract() == Contract::Prise || g.contract() == Contract::Garde) cards += g.ecart().size();
  if (g.contract() == Contract::GardeSans) cards += g.chien().size();
  return cards;
}

// --- JSON writing ---

template <class T, class F>
json::Value arrayOf(const std::array<T, 5>& a, F f) {
  json::Value out = json::Value::array();
  for (const T& x : a) out.push(f(x));
  return out;
}
json::Value ints(const std::array<int, 5>& a) { return arrayOf(a, [](int x) { return json::Value(x); }); }
json::Value intList(const std::vector<int>& a) {
  json::Value out = json::Value::array();
  for (int x : a) out.push(x);
  return out;
}
json::Value cardOrNull(Card c) { return c == kNoCard ? json::Value() : json::Value(cardName(c)); }

json::Value seatingJson(const DealSeating& s) {
  json::Value o = json::Value::object();
  o.set("people", s.people).set("players", s.players).set("dealer_person", s.dealerPerson);
  o.set("sitting_out", s.sittingOut).set("dealer_seat", s.dealerSeat);
  json::Value ps = json::Value::array(), sp = json::Value::array();
  for (int i = 0; i < 5; ++i) { ps.push(s.personOfSeat[i]); sp.push(s.seatOfPerson[i]); }
  return o.set("person_of_seat", ps).set("seat_of_person", sp);
}

json::Value trickJson(const TrickView& t) {
  json::Value o = json::Value::object();
  json::Value cards = json::Value::array(), seats = json::Value::array();
  for (int i = 0; i < t.count; ++i) { cards.push(cardName(t.cards[i])); seats.push(t.seats[i]); }
  o.set("cards", cards).set("seats", seats).set("winner", t.winnerSeat);
  return o.set("collect", double(t.collect)).set("arrive", double(t.arrive));
}

json::Value actionJson(const Action& a) {
  json::Value o = json::Value::object();
  o.set("kind", kActionNames[int(a.kind)]);
  switch (a.kind) {
    case ActionKind::Bid: o.set("contract", contractName(a.contract())); break;
    case ActionKind::Call:
    case ActionKind::Play: o.set("card", cardName(a.card())); break;
    case ActionKind::Ecart: o.set("cards", cardsToJson(a.cards)); break;
    case ActionKind::Chelem: o.set("announce", a.value != 0); break;
    case ActionKind::Poignee: o.set("size", poigneeName(a.poigneeSize())).set("cards", cardsToJson(a.cards)); break;
  }
  return o;
}

json::Value resultJson(const DealResult& r) {
  json::Value o = json::Value::object();
  o.set("annulled", kAnnulmentNames[int(r.annulled)]).set("taker", r.taker).set("partner", r.partner);
  o.set("contract", contractName(r.contract)).set("bouts", r.bouts).set("half_points", r.attackHalfPoints);
  o.set("needed", r.needed).set("made", r.made).set("margin", r.margin);
  o.set("petit_au_bout", kCampNames[int(r.petitAuBout)]).set("poignee_bonus", r.poigneeBonus);
  o.set("chelem", kChelemNames[int(r.chelem)]).set("unit", r.unit);
  return o.set("scores", ints(r.scores));
}

// --- JSON reading: each getter records the first problem and returns a neutral value ---

struct Reader : json::Reader {
  CardSet cardsOf(const json::Value& v, const char* what) {
    CardSet out;
    if (const char* problem = cardsFromJson(v, &out, nullptr)) fail(std::string(what) + ": " + problem);
    return out;
  }
  CardSet cards(const json::Value& o, const char* key) {
    const json::Value* v = get(o, key);
    return v ? cardsOf(*v, key) : CardSet();
  }
  Card card(const json::Value& v, const char* what) {
    const Card c = v.isString() ? parseCard(v.asString()) : kNoCard;
    if (c == kNoCard) fail(std::string(what) + ": not a card");
    return c;
  }
  Card cardOrNone(const json::Value& o, const char* key) {
    const json::Value* v = get(o, key);
    return !v || v->isNull() ? kNoCard : card(*v, key);
  }
  Contract contract(const json::Value& v, const char* what) {
    Contract c = Contract::Pass;
    if (!v.isString() || !parseContract(v.asString(), &c)) fail(std::string(what) + ": unknown contract");
    return c;
  }
  PoigneeSize poignee(const json::Value& v, const char* what) {
    PoigneeSize s = PoigneeSize::None;
    if (!v.isString() || !parsePoignee(v.asString(), &s)) fail(std::string(what) + ": unknown poignée");
    return s;
  }
  DealSeating seating(const json::Value& o) {
    DealSeating s;
    s.people = integer(o, "people", 3, 5);
    s.players = integer(o, "players", 3, 5);
    s.dealerPerson = integer(o, "dealer_person", 0, 4);
    s.sittingOut = integer(o, "sitting_out", -1, 4);
    s.dealerSeat = integer(o, "dealer_seat", 0, 4);
    ints(o, "person_of_seat", -1, 4, s.personOfSeat, 5);
    ints(o, "seat_of_person", -1, 4, s.seatOfPerson, 5);
    return s;
  }
  TrickView trick(const json::Value& o) {
    TrickView t;
    const auto* cs = items(o, "cards", -1);
    const auto* ss = items(o, "seats", cs ? int(cs->size()) : 0);
    if (cs && cs->size() > 5) fail("a trick holds at most five cards");
    for (size_t i = 0; ok() && cs && ss && i < cs->size(); ++i) {
      t.cards[i] = card((*cs)[i], "trick");
      if (!(*ss)[i].isInt() || (*ss)[i].asInt() < 0 || (*ss)[i].asInt() > 4) fail("trick: bad seat");
      else t.seats[i] = (*ss)[i].asInt();
      t.count = int(i) + 1;
    }
    t.winnerSeat = integer(o, "winner", -1, 4);
    t.collect = fraction(o, "collect");
    t.arrive = fraction(o, "arrive");
    return t;
  }
  Action action(const json::Value& o) {
    const ActionKind kind = named<ActionKind>(o, "kind", kActionNames);
    if (!ok()) return Action();
    switch (kind) {
      case ActionKind::Bid: {
        const json::Value* c = get(o, "contract");
        return Action::bid(c ? contract(*c, "bid") : Contract::Pass);
      }
      case ActionKind::Call: return Action::call(cardOrNone(o, "card"));
      case ActionKind::Play: return Action::play(cardOrNone(o, "card"));
      case ActionKind::Ecart: return Action::ecart(cards(o, "cards"));
      case ActionKind::Chelem: return Action::chelem(boolean(o, "announce"));
      case ActionKind::Poignee: {
        const json::Value* s = get(o, "size");
        const PoigneeSize size = s ? poignee(*s, "poignee") : PoigneeSize::None;
        return Action::poignee(size, cards(o, "cards"));
      }
    }
    return Action();
  }
  DealResult result(const json::Value& o) {
    DealResult r;
    r.annulled = named<Annulment>(o, "annulled", kAnnulmentNames);
    r.taker = integer(o, "taker", -1, 4);
    r.partner = integer(o, "partner", -1, 4);
    if (const json::Value* c = get(o, "contract")) r.contract = contract(*c, "contract");
    r.bouts = integer(o, "bouts", 0, 3);
    r.attackHalfPoints = integer(o, "half_points", 0, 182);
    r.needed = integer(o, "needed", 0, 56);
    r.made = boolean(o, "made");
    r.margin = integer(o, "margin", -200, 200);
    r.petitAuBout = named<Camp>(o, "petit_au_bout", kCampNames);
    r.poigneeBonus = integer(o, "poignee_bonus", 0, 200);
    r.chelem = named<DealResult::Chelem>(o, "chelem", kChelemNames);
    r.unit = integer(o, "unit", -100000, 100000);
    ints(o, "scores", -1000000, 1000000, r.scores.data(), 5);
    return r;
  }
};

bool sameSeating(const DealSeating& a, const DealSeating& b) {
  return a.people == b.people && a.players == b.players && a.dealerPerson == b.dealerPerson &&
         a.sittingOut == b.sittingOut && a.dealerSeat == b.dealerSeat &&
         std::equal(a.personOfSeat, a.personOfSeat + 5, b.personOfSeat) &&
         std::equal(a.seatOfPerson, a.seatOfPerson + 5, b.seatOfPerson);
}
bool sameTrick(const TrickView& a, const TrickView& b) {
  return a.count == b.count && std::equal(a.cards.begin(), a.cards.begin() + a.count, b.cards.begin()) &&
         std::equal(a.seats.begin(), a.seats.begin() + a.count, b.seats.begin()) && a.winnerSeat == b.winnerSeat &&
         a.collect == b.collect && a.arrive == b.arrive;
}
bool sameResult(const DealResult& a, const DealResult& b) {
  return a.annulled == b.annulled && a.taker == b.taker && a.partner == b.partner && a.contract == b.contract &&
         a.bouts == b.bouts && a.attackHalfPoints == b.attackHalfPoints && a.needed == b.needed && a.made == b.made &&
         a.margin == b.margin && a.petitAuBout == b.petitAuBout && a.poigneeBonus == b.poigneeBonus &&
         a.chelem == b.chelem && a.unit == b.unit && a.scores == b.scores;
}

}  // namespace

const char* phaseName(Phase p) { return kPhaseNames[int(p)]; }

SeatView dealView(const GameState& g, int seat) {
  const Observation o = seat >= 0 ? observe(g, seat) : publicObservation(g);
  SeatView v;
  v.seat = seat;
  v.players = o.rules.players;
  v.phase = o.phase;
  v.turn = o.currentSeat;
  // Only the seat to act learns that it must first decide on a poignée (others would learn it holds many trumps).
  v.awaitingPoignee = !o.legal.empty() && o.legal.front().kind == ActionKind::Poignee;
  if (v.awaitingPoignee) v.poigneeTrumps = g.poigneeTrumps();
  v.hand = o.hand;
  for (int s = 0; s < v.players; ++s) v.handCounts[s] = g.hand(s).size();
  for (int s = 0; s < v.players; ++s) {
    v.hasBid[s] = o.hasBid[s];
    v.bids[s] = o.bids[s];
    v.poignee[s] = o.poignee[s];
    v.poigneeShown[s] = o.poigneeShown[s];
  }
  v.taker = o.taker;
  v.contract = o.contract;
  v.called = o.called;
  v.partner = o.partner;
  v.chelemAnnounced = o.chelemAnnounced;
  v.chien = o.chienShown;
  v.ecart = o.ecart;
  v.ecartTrumpsShown = o.ecartTrumpsShown;
  v.playedCount = o.playedCount;
  v.tricksDone = o.playedCount / v.players;
  if (o.playedCount % v.players) v.trick = trickOf(o, v.tricksDone);
  if (v.tricksDone > 0) v.lastTrick = trickOf(o, v.tricksDone - 1);
  v.legal.assign(o.legal.begin(), o.legal.end());
  v.legalPlays = o.legalPlays;
  v.ecartRule = o.ecartRule;
  v.dealFinished = o.phase == Phase::Over || o.phase == Phase::Annulled;
  if (v.dealFinished) v.result = g.result();
  if (o.phase == Phase::Over) v.attackCards = attackCardsOf(g);
  return v;
}

SeatView Match::view(int person, double now) const {
  const int seat = active_ && person >= 0 && person < settings_.people ? seating_.seatOfPerson[person] : -1;
  SeatView v = dealView(state_, seat);
  v.person = person;
  v.people = settings_.people;
  v.names = settings_.names;
  v.seating = seating_;
  v.dealsInMatch = settings_.deals;
  v.dealsPlayed = dealsPlayed_;
  v.totals = totals();
  v.matchOver = matchOver();
  if (v.matchOver) v.ranking = ranking(&v.places);
  v.toAct = personToAct(person);
  v.thinkingSeat = thinkingSeat();
  v.chienOnTable = (v.phase == Phase::Ecart || v.phase == Phase::Chelem) && chienShowing(now) && !v.chien.empty();
  v.dealt = v.phase == Phase::Bidding ? dealShown(now) : 1.0f;
  v.trick = trickView(now);
  if (v.dealFinished && !history_.empty()) v.dealScores = history_.back().personScores;
  return v;
}

json::Value seatViewJson(const SeatView& v) {
  json::Value o = json::Value::object();
  o.set("person", v.person).set("people", v.people);
  o.set("names", arrayOf(v.names, [](const std::string& s) { return json::Value(s); }));
  o.set("seating", seatingJson(v.seating)).set("seat", v.seat);
  o.set("deals_in_match", v.dealsInMatch).set("deals_played", v.dealsPlayed).set("totals", ints(v.totals));
  o.set("match_over", v.matchOver).set("ranking", intList(v.ranking)).set("places", intList(v.places));
  o.set("players", v.players).set("phase", phaseName(v.phase)).set("turn", v.turn).set("to_act", v.toAct);
  o.set("awaiting_poignee", v.awaitingPoignee).set("poignee_trumps", cardsToJson(v.poigneeTrumps)).set("thinking_seat", v.thinkingSeat);
  o.set("hand", cardsToJson(v.hand)).set("hand_counts", ints(v.handCounts));
  o.set("bids", arrayOf(v.bids, [](Contract c) { return json::Value(contractName(c)); }));
  o.set("has_bid", arrayOf(v.hasBid, [](bool b) { return json::Value(b); }));
  o.set("taker", v.taker).set("contract", contractName(v.contract)).set("called", cardOrNull(v.called));
  o.set("partner", v.partner).set("chelem_announced", v.chelemAnnounced);
  o.set("chien", cardsToJson(v.chien)).set("chien_on_table", v.chienOnTable);
  if (v.dealt < 1) o.set("dealt", double(v.dealt));  // absent once dealt (and from servers before the deal's show)
  o.set("ecart", cardsToJson(v.ecart)).set("ecart_trumps_shown", cardsToJson(v.ecartTrumpsShown));
  o.set("poignee", arrayOf(v.poignee, [](PoigneeSize s) { return json::Value(poigneeName(s)); }));
  o.set("poignee_shown", arrayOf(v.poigneeShown, [](CardSet s) { return cardsToJson(s); }));
  o.set("played_count", v.playedCount).set("tricks_done", v.tricksDone);
  o.set("trick", trickJson(v.trick)).set("last_trick", trickJson(v.lastTrick));
  json::Value legal = json::Value::array();
  for (const Action& a : v.legal) legal.push(actionJson(a));
  o.set("legal", legal).set("legal_plays", cardsToJson(v.legalPlays));
  json::Value rule = json::Value::object();
  rule.set("allowed", cardsToJson(v.ecartRule.allowed)).set("size", v.ecartRule.size);
  o.set("ecart_rule", rule.set("trumps_needed", v.ecartRule.trumpsNeeded));
  o.set("deal_finished", v.dealFinished).set("result", resultJson(v.result)).set("attack_cards", v.attackCards);
  return o.set("deal_scores", ints(v.dealScores));
}

bool seatViewFromJson(const json::Value& j, SeatView* out, std::string* why) {
  Reader in;
  SeatView v;
  if (!j.isObject()) in.fail("a seat view is a JSON object");
  v.person = in.integer(j, "person", 0, 4);
  v.people = in.integer(j, "people", 3, 5);
  if (const auto* names = in.items(j, "names", 5))
    for (int p = 0; p < 5; ++p) {
      if ((*names)[size_t(p)].isString()) v.names[size_t(p)] = (*names)[size_t(p)].asString();
      else in.fail("names must be strings");
    }
  if (const json::Value* s = in.get(j, "seating")) v.seating = in.seating(*s);
  v.seat = in.integer(j, "seat", -1, 4);
  v.dealsInMatch = in.integer(j, "deals_in_match", 0, 1000);
  v.dealsPlayed = in.integer(j, "deals_played", 0, 1000);
  in.ints(j, "totals", -10000000, 10000000, v.totals.data(), 5);
  v.matchOver = in.boolean(j, "match_over");
  v.ranking = in.intList(j, "ranking", 0, 4, 5);
  v.places = in.intList(j, "places", 1, 5, 5);
  v.players = in.integer(j, "players", 3, 5);
  v.phase = in.named<Phase>(j, "phase", kPhaseNames);
  v.turn = in.integer(j, "turn", -1, 4);
  v.toAct = in.boolean(j, "to_act");
  v.awaitingPoignee = in.boolean(j, "awaiting_poignee");
  v.poigneeTrumps = in.cards(j, "poignee_trumps");
  v.thinkingSeat = in.integer(j, "thinking_seat", -1, 4);
  v.hand = in.cards(j, "hand");
  in.ints(j, "hand_counts", 0, 30, v.handCounts.data(), 5);
  if (const auto* bids = in.items(j, "bids", 5))
    for (size_t s = 0; s < 5; ++s) v.bids[s] = in.contract((*bids)[s], "bids");
  if (const auto* has = in.items(j, "has_bid", 5))
    for (size_t s = 0; s < 5; ++s) {
      if (!(*has)[s].isBool()) in.fail("has_bid must hold true or false");
      v.hasBid[s] = (*has)[s].isBool() && (*has)[s].asBool();
    }
  v.taker = in.integer(j, "taker", -1, 4);
  if (const json::Value* c = in.get(j, "contract")) v.contract = in.contract(*c, "contract");
  v.called = in.cardOrNone(j, "called");
  v.partner = in.integer(j, "partner", -1, 4);
  v.chelemAnnounced = in.boolean(j, "chelem_announced");
  v.chien = in.cards(j, "chien");
  v.chienOnTable = in.boolean(j, "chien_on_table");
  if (const json::Value* d = Reader::optional(j, "dealt"); d && d->isNumber())
    v.dealt = float(std::clamp(d->asNumber(), 0.0, 1.0));
  v.ecart = in.cards(j, "ecart");
  v.ecartTrumpsShown = in.cards(j, "ecart_trumps_shown");
  if (const auto* ps = in.items(j, "poignee", 5))
    for (size_t s = 0; s < 5; ++s) v.poignee[s] = in.poignee((*ps)[s], "poignee");
  if (const auto* ps = in.items(j, "poignee_shown", 5))
    for (size_t s = 0; s < 5; ++s) v.poigneeShown[s] = in.cardsOf((*ps)[s], "poignee_shown");
  v.playedCount = in.integer(j, "played_count", 0, kDeckSize);
  v.tricksDone = in.integer(j, "tricks_done", 0, kMaxTricks);
  if (const json::Value* t = in.get(j, "trick")) v.trick = in.trick(*t);
  if (const json::Value* t = in.get(j, "last_trick")) v.lastTrick = in.trick(*t);
  if (const auto* legal = in.items(j, "legal", -1))
    for (const json::Value& a : *legal) v.legal.push_back(in.action(a));
  v.legalPlays = in.cards(j, "legal_plays");
  if (const json::Value* r = in.get(j, "ecart_rule")) {
    v.ecartRule.allowed = in.cards(*r, "allowed");
    v.ecartRule.size = in.integer(*r, "size", 0, 6);
    v.ecartRule.trumpsNeeded = in.integer(*r, "trumps_needed", 0, 6);
  }
  v.dealFinished = in.boolean(j, "deal_finished");
  if (const json::Value* r = in.get(j, "result")) v.result = in.result(*r);
  v.attackCards = in.integer(j, "attack_cards", 0, kDeckSize);
  in.ints(j, "deal_scores", -1000000, 1000000, v.dealScores.data(), 5);
  if (!in.ok()) {
    if (why) *why = in.why;
    return false;
  }
  *out = std::move(v);
  return true;
}

bool operator==(const SeatView& a, const SeatView& b) {
  return a.person == b.person && a.people == b.people && a.names == b.names && sameSeating(a.seating, b.seating) &&
         a.seat == b.seat && a.dealsInMatch == b.dealsInMatch && a.dealsPlayed == b.dealsPlayed &&
         a.totals == b.totals && a.matchOver == b.matchOver && a.ranking == b.ranking && a.places == b.places &&
         a.players == b.players && a.phase == b.phase && a.turn == b.turn && a.toAct == b.toAct &&
         a.awaitingPoignee == b.awaitingPoignee && a.poigneeTrumps == b.poigneeTrumps && a.thinkingSeat == b.thinkingSeat && a.hand == b.hand &&
         a.handCounts == b.handCounts && a.bids == b.bids && a.hasBid == b.hasBid && a.taker == b.taker &&
         a.contract == b.contract && a.called == b.called && a.partner == b.partner &&
         a.chelemAnnounced == b.chelemAnnounced && a.chien == b.chien && a.chienOnTable == b.chienOnTable && a.dealt == b.dealt &&
         a.ecart == b.ecart && a.ecartTrumpsShown == b.ecartTrumpsShown && a.poignee == b.poignee &&
         a.poigneeShown == b.poigneeShown && a.playedCount == b.playedCount && a.tricksDone == b.tricksDone &&
         sameTrick(a.trick, b.trick) && sameTrick(a.lastTrick, b.lastTrick) && a.legal == b.legal &&
         a.legalPlays == b.legalPlays && a.ecartRule.allowed == b.ecartRule.allowed &&
         a.ecartRule.size == b.ecartRule.size && a.ecartRule.trumpsNeeded == b.ecartRule.trumpsNeeded &&
         a.dealFinished == b.dealFinished && sameResult(a.result, b.result) && a.attackCards == b.attackCards &&
         a.dealScores == b.dealScores;
}

json::Value actionToJson(const Action& a) { return actionJson(a); }

bool actionFromJson(const json::Value& j, Action* out, std::string* why) {
  Reader in;
  if (!j.isObject()) in.fail("an action is a JSON object");
  const Action a = in.action(j);
  if (!in.ok()) {
    if (why) *why = in.why;
    return false;
  }
  *out = a;
  return true;
}

}  // namespace tarot::match
