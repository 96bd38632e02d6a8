// Deal records: JSON reading and writing, replay through the engine, and the replay result.
#include "record/deal_record.h"
#include "record/json_reader.h"

namespace tarot {

namespace {

bool structural(RecordError* err, const std::string& reason) {
  if (err) { *err = RecordError(); err->action = "record"; err->reason = reason; }
  return false;
}

}  // namespace

const char* RecordError::code() const {
  if (refusal) return refusalCodeName(refusal.code);
  return field == "record" ? "record_format" : "record_incomplete";
}

json::Value RecordError::toJson() const {
  json::Value e = json::Value::object();
  e.set("index", index).set("action", action).set("code", code()).set("reason", reason);
  e.set("field", field).set("position", position);
  json::Value o = json::Value::object();
  o.set("error", e);
  return o;
}

json::Value cardsToJson(CardSet cards) {
  json::Value a = json::Value::array();
  while (!cards.empty()) a.push(cardName(cards.pop()));
  return a;
}

const char* cardsFromJson(const json::Value& v, CardSet* out, int* count) {
  if (!v.isArray()) return "expected an array of cards";
  CardSet s;
  for (const json::Value& item : v.items()) {
    if (!item.isString()) return "a card must be a string such as \"KH\" or \"T21\"";
    const Card c = parseCard(item.asString());
    if (c == kNoCard) return "unknown card name";
    if (s.has(c)) return "a card appears twice";
    s.add(c);
  }
  *out = s;
  if (count) *count = int(v.items().size());
  return nullptr;
}

bool dealRecordFromJson(const json::Value& v, DealRecord* out, RecordError* err) {
  if (!v.isObject()) return structural(err, "a deal record is a JSON object");
  DealRecord r;
  json::Reader in;
  r.players = in.integer(v, "players", 3, 5);
  if (!in.ok()) return structural(err, "\"players\" must be 3, 4 or 5");
  r.dealer = in.integer(v, "dealer", 0, r.players - 1);
  if (!in.ok()) return structural(err, "\"dealer\" must be a seat number from 0 to players - 1");
  const auto* hands = in.items(v, "hands", r.players);
  if (!hands) return structural(err, "\"hands\" must hold one array of cards per seat");
  Rules rules;
  rules.players = r.players;
  CardSet dealt;
  // Says which card is dealt twice, and where it first was.
  auto dealtTwice = [&](CardSet cards, const std::string& where) -> bool {
    const CardSet twice = cards & dealt;
    if (twice.empty()) return false;
    const Card c = twice.first();
    std::string first = "the chien";
    for (int o = 0; o < r.players; ++o)
      if (r.hands[o].has(c)) { first = "seat " + std::to_string(o); break; }
    structural(err, cardName(c) + " is dealt twice: to " + first + " and to " + where);
    return true;
  };
  for (int s = 0; s < r.players; ++s) {
    int count = 0;
    CardSet hand;
    if (const char* why = cardsFromJson((*hands)[s], &hand, &count))
      return structural(err, "hand of seat " + std::to_string(s) + ": " + why);
    if (count != rules.handSize())
      return structural(err, "hand of seat " + std::to_string(s) + " holds " + std::to_string(count) + " cards, " +
                                 std::to_string(rules.handSize()) + " are dealt at " + std::to_string(r.players) +
                                 " players");
    if (dealtTwice(hand, "seat " + std::to_string(s))) return false;
    r.hands[s] = hand;
    dealt |= hand;
  }
  const json::Value* chien = in.get(v, "chien");
  if (!chien) return structural(err, "\"chien\" is missing");
  int chienCount = 0;
  if (const char* why = cardsFromJson(*chien, &r.chien, &chienCount))
    return structural(err, std::string("chien: ") + why);
  if (chienCount != rules.chienSize())
    return structural(err, "the chien holds " + std::to_string(chienCount) + " cards, " +
                               std::to_string(rules.chienSize()) + " at " + std::to_string(r.players) + " players");
  if (dealtTwice(r.chien, "the chien")) return false;
  // The members after the deal: absent (or null) until the deal reaches them.
  if (const json::Value* bids = json::Reader::optional(v, "bids")) {
    if (!bids->isArray()) return structural(err, "\"bids\" must be an array");
    for (const json::Value& b : bids->items()) {
      Contract c;
      if (!b.isString() || !parseContract(b.asString(), &c))
        return structural(err, "a bid must be pass, prise, garde, garde_sans or garde_contre");
      r.bids.push_back(c);
    }
  }
  if (const json::Value* called = json::Reader::optional(v, "called")) {
    if (!called->isString() || parseCard(called->asString()) == kNoCard)
      return structural(err, "\"called\" must be a card such as \"KH\"");
    r.called = parseCard(called->asString());
  }
  if (const json::Value* ecart = json::Reader::optional(v, "ecart")) {
    if (const char* why = cardsFromJson(*ecart, &r.ecart, nullptr)) return structural(err, std::string("ecart: ") + why);
    r.hasEcart = true;
  }
  if (const json::Value* chelem = json::Reader::optional(v, "chelem")) {
    if (!chelem->isBool()) return structural(err, "\"chelem\" must be true or false");
    r.chelemDecided = true;
    r.chelem = chelem->asBool();
  }
  if (const json::Value* poignees = json::Reader::optional(v, "poignees")) {
    if (!poignees->isArray()) return structural(err, "\"poignees\" must be an array");
    for (const json::Value& p : poignees->items()) {
      json::Reader shown;
      PoigneeRecord pr;
      pr.seat = shown.integer(p, "seat", 0, r.players - 1);
      const json::Value* cards = shown.get(p, "cards");
      if (!shown.ok() || !cards) return structural(err, "a poignee is {\"seat\": N, \"cards\": [...]}");
      if (const char* why = cardsFromJson(*cards, &pr.cards, nullptr)) return structural(err, std::string("poignee: ") + why);
      for (const PoigneeRecord& other : r.poignees)
        if (other.seat == pr.seat) return structural(err, "a seat shows at most one poignee");
      r.poignees.push_back(pr);
    }
  }
  if (const json::Value* play = json::Reader::optional(v, "play")) {
    if (!play->isArray()) return structural(err, "\"play\" must be an array of cards");
    for (const json::Value& c : play->items()) {
      if (!c.isString() || parseCard(c.asString()) == kNoCard)
        return structural(err, "\"play\" holds something that is not a card");
      r.play.push_back(parseCard(c.asString()));
    }
  }
  *out = r;
  return true;
}

bool parseDealRecord(std::string_view text, DealRecord* out, RecordError* err) {
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why)) return structural(err, "malformed JSON: " + why);
  return dealRecordFromJson(v, out, err);
}

json::Value dealRecordToJson(const DealRecord& r) {
  json::Value v = json::Value::object();
  v.set("players", r.players).set("dealer", r.dealer);
  json::Value hands = json::Value::array();
  for (int s = 0; s < r.players; ++s) hands.push(cardsToJson(r.hands[s]));
  v.set("hands", hands).set("chien", cardsToJson(r.chien));
  json::Value bids = json::Value::array();
  for (Contract c : r.bids) bids.push(contractName(c));
  v.set("bids", bids);
  if (r.called != kNoCard) v.set("called", cardName(r.called));
  if (r.hasEcart) v.set("ecart", cardsToJson(r.ecart));
  if (r.chelemDecided) v.set("chelem", r.chelem);
  if (!r.poignees.empty()) {
    json::Value ps = json::Value::array();
    for (const PoigneeRecord& p : r.poignees) {
      json::Value o = json::Value::object();
      o.set("seat", p.seat).set("cards", cardsToJson(p.cards));
      ps.push(o);
    }
    v.set("poignees", ps);
  }
  json::Value play = json::Value::array();
  for (Card c : r.play) play.push(cardName(c));
  v.set("play", play);
  return v;
}

std::string writeDealRecord(const DealRecord& r) { return dealRecordToJson(r).dump(); }

bool replayRecord(const DealRecord& r, GameState* out, RecordError* err, bool allowIncomplete, std::vector<Action>* steps) {
  Rules rules;
  rules.players = r.players;
  GameState g;
  if (const char* why = GameState::fromCards(rules, r.dealer, r.hands, r.chien, &g)) return structural(err, why);
  int index = 0;
  // Where the refusal points in the record, and why.
  auto refuse = [&](const char* field, int position, const std::string& action, const Refusal& why) -> bool {
    if (err) {
      *err = RecordError();
      err->index = index;
      err->field = field;
      err->position = position;
      err->action = action;
      err->refusal = why;
      err->reason = refusalCodeName(why.code);  // worded by the match layer (recordErrorText)
    }
    return false;
  };
  auto step = [&](const char* field, int position, const Action& a) -> bool {
    if (const Refusal why = g.apply(a)) return refuse(field, position, describe(a), why);
    if (steps) steps->push_back(a);
    ++index;
    return true;
  };
  auto incomplete = [&](const char* field, int position, const char* what) -> bool {
    if (allowIncomplete) { *out = g; return true; }
    if (err) {
      *err = RecordError();
      err->index = index;
      err->field = field;
      err->position = position;
      err->action = what;
      err->reason = std::string("the record stops here: ") + what + " missing";
    }
    return false;
  };

  // Every step the record holds goes through the engine, even after the deal ended: its refusal says why.
  int bi = 0;
  while (g.phase() == Phase::Bidding) {
    if (bi >= int(r.bids.size())) return incomplete("bids", bi, "bid");
    if (!step("bids", bi, Action::bid(r.bids[size_t(bi)]))) return false;
    ++bi;
  }
  if (bi < int(r.bids.size()) && !step("bids", bi, Action::bid(r.bids[size_t(bi)]))) return false;
  if (g.phase() == Phase::Annulled) {
    if (r.called != kNoCard && !step("called", 0, Action::call(r.called))) return false;
    if (r.hasEcart && !step("ecart", 0, Action::ecart(r.ecart))) return false;
    if (!r.play.empty() && !step("play", 0, Action::play(r.play[0]))) return false;
    *out = g;
    return true;
  }
  if (g.phase() == Phase::Call) {
    if (r.called == kNoCard) return incomplete("called", 0, "called card");
    if (!step("called", 0, Action::call(r.called))) return false;
  } else if (r.called != kNoCard && !step("called", 0, Action::call(r.called))) {
    return false;
  }
  if (g.phase() == Phase::Ecart) {
    if (!r.hasEcart) return incomplete("ecart", 0, "ecart");
    if (!step("ecart", 0, Action::ecart(r.ecart))) return false;
  } else if (r.hasEcart && !r.ecart.empty() && !step("ecart", 0, Action::ecart(r.ecart))) {
    return false;
  }
  if (g.phase() == Phase::Chelem) {
    if (!r.chelemDecided && r.play.empty() && allowIncomplete) { *out = g; return true; }
    if (!step("chelem", 0, Action::chelem(r.chelemDecided && r.chelem))) return false;
  }
  std::vector<bool> poigneeUsed(r.poignees.size(), false);
  for (size_t k = 0; k < r.play.size(); ++k) {
    const Card c = r.play[k];
    while (g.awaitingPoignee()) {
      const int seat = g.currentSeat();
      Action a = Action::poignee(PoigneeSize::None, {});
      int j = -1;
      for (size_t i = 0; i < r.poignees.size(); ++i) {
        if (r.poignees[i].seat != seat) continue;
        poigneeUsed[i] = true;
        j = int(i);
        PoigneeSize size = PoigneeSize::None;
        for (PoigneeSize s : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple})
          if (r.poignees[i].cards.size() == rules.poigneeTrumps(s)) size = s;
        a = Action::poignee(size, r.poignees[i].cards);
        if (size == PoigneeSize::None) {
          // A record names no size: the count of cards shown must match one.
          Refusal why(RefusalCode::PoigneeSizeUnknown, seat);
          why.players = std::uint8_t(r.players);
          why.given = std::int8_t(r.poignees[i].cards.size());
          return refuse("poignees", j, "poignee of seat " + std::to_string(seat), why);
        }
      }
      if (!step(j >= 0 ? "poignees" : "play", j >= 0 ? j : int(k), a)) return false;
    }
    if (g.phase() == Phase::Play) {
      // A poignée listed for a seat the engine did not offer one (too few trumps, or after its first card).
      const int seat = g.currentSeat();
      for (size_t i = 0; i < r.poignees.size(); ++i) {
        if (r.poignees[i].seat != seat || poigneeUsed[i]) continue;
        PoigneeSize size = PoigneeSize::Simple;
        for (PoigneeSize s : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple})
          if (r.poignees[i].cards.size() == rules.poigneeTrumps(s)) size = s;
        const Refusal why = g.check(Action::poignee(size, r.poignees[i].cards));
        return refuse("poignees", int(i), "poignee of seat " + std::to_string(seat), why);
      }
    }
    if (!step("play", int(k), Action::play(c))) return false;
  }
  // A deal saved after a poignée was shown and before its card: the poignée stands.
  if (allowIncomplete && g.phase() == Phase::Play && g.awaitingPoignee()) {
    for (size_t i = 0; i < r.poignees.size(); ++i) {
      if (r.poignees[i].seat != g.currentSeat() || poigneeUsed[i]) continue;
      PoigneeSize size = PoigneeSize::None;
      for (PoigneeSize ps : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple})
        if (r.poignees[i].cards.size() == rules.poigneeTrumps(ps)) size = ps;
      if (!step("poignees", int(i), Action::poignee(size, r.poignees[i].cards))) return false;
      break;
    }
  }
  if (g.phase() != Phase::Over) return incomplete("play", int(r.play.size()), "cards to play");
  *out = g;
  return true;
}

DealRecord recordFromState(const GameState& g) {
  DealRecord r;
  const int n = g.rules().players;
  r.players = n;
  r.dealer = g.dealer();
  for (int s = 0; s < n; ++s) r.hands[s] = g.hand(s);
  for (int i = 0; i < g.playedCount(); ++i) {
    r.hands[g.playedBy(i)].add(g.playedCard(i));
    r.play.push_back(g.playedCard(i));
  }
  r.chien = g.chien();
  const Phase ph = g.phase();
  const bool chienTaken = g.taker() >= 0 && ph != Phase::Bidding && ph != Phase::Call &&
                          (g.contract() == Contract::Prise || g.contract() == Contract::Garde);
  if (chienTaken) {
    r.hands[g.taker()] |= g.ecart();
    r.hands[g.taker()] -= g.chien();
    if (ph != Phase::Ecart) { r.hasEcart = true; r.ecart = g.ecart(); }
  }
  for (int k = 0; k < n; ++k) {
    const int s = (g.dealer() + 1 + k) % n;
    if (g.hasBid(s)) r.bids.push_back(g.bidOf(s));
  }
  r.called = g.calledCard();
  if (ph == Phase::Play || ph == Phase::Over) {
    r.chelemDecided = true;
    r.chelem = g.chelemAnnounced();
  }
  for (int s = 0; s < n; ++s)
    if (g.poigneeOf(s) != PoigneeSize::None) r.poignees.push_back({s, g.poigneeShown(s)});
  return r;
}

json::Value resultToJson(const GameState& g) { return resultToJson(g.result(), g.rules().players); }

json::Value resultToJson(const DealResult& res, int n) {
  json::Value o = json::Value::object();
  json::Value scores = json::Value::array();
  for (int s = 0; s < n; ++s) scores.push(res.scores[s]);
  if (res.annulled == Annulment::PetitSec) {
    o.set("annulled", "petit_sec").set("contract", nullptr).set("scores", scores);
    return o;
  }
  if (res.annulled == Annulment::AllPassed) {
    o.set("taker", nullptr).set("contract", nullptr).set("scores", scores);
    return o;
  }
  o.set("taker", res.taker).set("contract", contractName(res.contract));
  if (n == 5) o.set("partner", res.partner >= 0 ? json::Value(res.partner) : json::Value());
  o.set("oudlers", res.bouts);
  if (res.attackHalfPoints % 2 == 0) o.set("points", res.attackHalfPoints / 2);
  else o.set("points", res.attackHalfPoints / 2.0);
  o.set("needed", res.needed).set("made", res.made).set("margin", res.margin);
  o.set("petit_au_bout", res.petitAuBout == Camp::None ? json::Value() : json::Value(campName(res.petitAuBout)));
  o.set("poignee_bonus", res.poigneeBonus);
  const char* chelem = nullptr;
  switch (res.chelem) {
    case DealResult::Chelem::AnnouncedMade: chelem = "announced_made"; break;
    case DealResult::Chelem::Made: chelem = "made"; break;
    case DealResult::Chelem::AnnouncedFailed: chelem = "announced_failed"; break;
    case DealResult::Chelem::Defense: chelem = "defense"; break;
    default: break;
  }
  o.set("chelem", chelem ? json::Value(chelem) : json::Value());
  o.set("unit", res.unit).set("scores", scores);
  return o;
}

}  // namespace tarot
