// Saving a match as versioned JSON and restoring it, every deal replayed and checked by the engine.
#include "match/match.h"
#include "match/seed_text.h"
#include <algorithm>

namespace tarot::match {

namespace {

constexpr int kSaveVersion = 1;

json::Value entryValue(const DealEntry& e) {
  json::Value h = json::Value::object();
  h.set("dealer", e.dealerPerson).set("seed", u64(e.seed)).set("record", dealRecordToJson(e.record));
  return h;
}

}  // namespace

std::string Match::historyEntryJson(std::size_t i) const {
  return i < history_.size() ? entryValue(history_[i]).dump() : std::string();
}

std::string Match::saveJson(std::size_t historyFrom) const {
  json::Value v = json::Value::object();
  v.set("format", "tarot-match").set("version", kSaveVersion);
  json::Value s = json::Value::object();
  s.set("people", settings_.people).set("five_at_four", settings_.mode == TableMode::FiveAtFour);
  json::Value names = json::Value::array(), levels = json::Value::array();
  for (int p = 0; p < kMaxPlayers; ++p) { names.push(settings_.names[p]); levels.push(botLevelName(settings_.levels[p])); }
  s.set("names", names).set("levels", levels).set("deals", settings_.deals).set("seed_given", settings_.seedGiven);
  s.set("seed", u64(settings_.seed)).set("lang", langCode(settings_.lang));
  s.set("speed", double(settings_.speed)).set("club", settings_.club).set("autoplay", settings_.autoplay).set("undo", settings_.undo);
  v.set("settings", s);
  v.set("match_seed", u64(matchSeed_)).set("deal_index", dealIndex_).set("dealer", dealerPerson_);
  if (sameDealerAfterAllPass_) v.set("same_dealer_after_all_pass", true);
  json::Value hist = json::Value::array();
  historyFrom = std::min(historyFrom, history_.size());
  for (std::size_t i = historyFrom; i < history_.size(); ++i) hist.push(entryValue(history_[i]));
  if (historyFrom > 0) v.set("history_from", json::Value(std::int64_t(historyFrom)));
  v.set("history", hist);
  if (!dealFinished()) {
    json::Value c = json::Value::object();
    c.set("seed", u64(dealSeed_)).set("record", dealRecordToJson(recordFromState(state_)));
    v.set("current", c);
  }
  return v.dump();
}

const char* Match::loadJson(const std::string& text, double now, std::string* why,
                            const std::vector<std::string>& earlierDeals) {
  auto bad = [&](const std::string& reason) -> const char* {
    if (why) *why = reason;
    return "the saved game cannot be restored";
  };
  json::Value v;
  std::string err;
  if (!json::parse(text, &v, &err)) return bad("corrupt save (" + err + ")");
  const json::Value* format = v.find("format");
  if (!format || !format->isString() || format->asString() != "tarot-match") return bad("not a saved Tarot match");
  const json::Value* version = v.find("version");
  if (!version || !version->isInt()) return bad("saved match without a version");
  if (version->asInt() != kSaveVersion) return bad("saved by another version of the game (" + std::to_string(version->asInt()) + ")");
  const json::Value* s = v.find("settings");
  if (!s || !s->isObject()) return bad("settings missing");
  MatchSettings st;
  const json::Value* people = s->find("people");
  if (!people || !people->isInt()) return bad("settings: people missing");
  st.people = people->asInt();
  if (const json::Value* f = s->find("five_at_four"); f && f->isBool() && f->asBool()) st.mode = TableMode::FiveAtFour;
  const json::Value* names = s->find("names");
  const json::Value* levels = s->find("levels");
  if (!names || !names->isArray() || names->items().size() != 5 || !levels || !levels->isArray() || levels->items().size() != 5)
    return bad("settings: names and levels must list five seats");
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (!names->items()[p].isString() || !levels->items()[p].isString()) return bad("settings: bad name or level");
    st.names[p] = names->items()[p].asString();
    if (!parseBotLevel(levels->items()[p].asString(), &st.levels[p])) return bad("settings: unknown bot level");
  }
  const json::Value* deals = s->find("deals");
  if (!deals || !deals->isInt()) return bad("settings: deals missing");
  st.deals = deals->asInt();
  if (const json::Value* g = s->find("seed_given"); g && g->isBool()) st.seedGiven = g->asBool();
  if (!parseU64(s->find("seed"), &st.seed)) return bad("settings: bad seed");
  if (const json::Value* l = s->find("lang"); l && l->isString() && !parseLang(l->asString(), &st.lang)) st.lang = Lang::French;
  if (const json::Value* sp = s->find("speed"); sp && sp->isNumber()) st.speed = float(sp->asNumber());
  if (const json::Value* c = s->find("club"); c && c->isString()) st.club = c->asString();
  if (const json::Value* a = s->find("autoplay"); a && a->isBool()) st.autoplay = a->asBool();
  if (const json::Value* u = s->find("undo"); u && u->isBool()) st.undo = u->asBool();
  if (st.normalise()) return bad("settings out of range");

  Match g;
  g.settings_ = st;
  g.active_ = true;
  if (!parseU64(v.find("match_seed"), &g.matchSeed_)) return bad("bad match seed");
  const json::Value* dealIndex = v.find("deal_index");
  const json::Value* dealer = v.find("dealer");
  if (!dealIndex || !dealIndex->isInt() || dealIndex->asInt() < 0 || !dealer || !dealer->isInt() ||
      dealer->asInt() < 0 || dealer->asInt() >= st.people)
    return bad("bad deal index or dealer");
  // Saves from before the five-at-four redeal rule say nothing: their match goes on with the deal passing on.
  const json::Value* redeal = v.find("same_dealer_after_all_pass");
  g.sameDealerAfterAllPass_ = redeal && redeal->isBool() && redeal->asBool();
  g.makeBots();
  const json::Value* hist = v.find("history");
  if (!hist || !hist->isArray()) return bad("history missing");
  // The deals kept apart from the save (saveJson(historyFrom)) come first.
  const json::Value* from = v.find("history_from");
  const std::size_t kept = from && from->isInt() && from->asInt() > 0 ? std::size_t(from->asInt()) : 0;
  if (kept != earlierDeals.size())
    return bad("the save continues after " + std::to_string(kept) + " deals, " + std::to_string(earlierDeals.size()) + " given");
  std::vector<json::Value> entries(earlierDeals.size());
  for (std::size_t i = 0; i < earlierDeals.size(); ++i)
    if (!json::parse(earlierDeals[i], &entries[i], &err)) return bad("deal " + std::to_string(i + 1) + ": corrupt (" + err + ")");
  entries.insert(entries.end(), hist->items().begin(), hist->items().end());
  for (const json::Value& h : entries) {
    const json::Value* hd = h.isObject() ? h.find("dealer") : nullptr;
    const json::Value* rec = h.isObject() ? h.find("record") : nullptr;
    if (!hd || !hd->isInt() || hd->asInt() < 0 || hd->asInt() >= st.people || !rec) return bad("bad deal in the history");
    g.dealerPerson_ = hd->asInt();
    if (!parseU64(h.find("seed"), &g.dealSeed_)) return bad("bad deal seed in the history");
    g.seating_ = seatingFor(st.mode, st.people, g.dealerPerson_);
    DealRecord r;
    RecordError re;
    if (!dealRecordFromJson(*rec, &r, &re)) return bad("deal " + std::to_string(g.history_.size() + 1) + ": " + re.reason);
    if (r.players != g.seating_.players || r.dealer != g.seating_.dealerSeat) return bad("deal does not match the table");
    GameState replayed;
    if (!replayRecord(r, &replayed, &re))
      return bad("deal " + std::to_string(g.history_.size() + 1) + ": " + recordErrorText(Lang::English, re));
    g.state_ = replayed;
    g.dealRecorded_ = false;
    g.finishDeal();
  }
  g.events_.clear();
  g.dealIndex_ = dealIndex->asInt();
  g.dealerPerson_ = dealer->asInt();
  g.seating_ = seatingFor(st.mode, st.people, g.dealerPerson_);
  if (const json::Value* c = v.find("current"); c && c->isObject()) {
    if (!parseU64(c->find("seed"), &g.dealSeed_)) return bad("bad seed for the deal in progress");
    const json::Value* rec = c->find("record");
    DealRecord r;
    RecordError re;
    if (!rec || !dealRecordFromJson(*rec, &r, &re)) return bad("deal in progress: " + re.reason);
    Rules rules;
    rules.players = g.seating_.players;
    const GameState dealt = GameState::deal(rules, g.seating_.dealerSeat, g.dealSeed_);
    for (int p = 0; p < rules.players; ++p)
      if (dealt.hand(p) != r.hands[p]) return bad("deal in progress: the cards do not match its deal number");
    GameState replayed;
    std::vector<Action> steps;
    if (!replayRecord(r, &replayed, &re, true, &steps)) return bad("deal in progress: " + recordErrorText(Lang::English, re));
    // The deal's actions with who took them, for the announcements and for taking an action back.
    GameState walk = dealt;
    for (const Action& a : steps) {
      const int seat = walk.currentSeat();
      g.noteAnnouncement(g.seating_.personOfSeat[seat], a);
      g.steps_.push_back({seat, a});
      walk.applyUnchecked(a);
    }
    g.state_ = replayed;
    g.dealRecorded_ = false;
    if (g.dealFinished()) g.finishDeal();
  } else {
    if (g.history_.empty()) return bad("nothing to resume");
    // The last deal was over: show it.
    g.state_ = GameState();
    const DealEntry& last = g.history_.back();
    GameState replayed;
    RecordError re;
    replayRecord(last.record, &replayed, &re);
    g.state_ = replayed;
    g.dealRecorded_ = true;
  }
  g.nextActionAt_ = now + kBotDelaySeconds;
  g.chelemAuto_ = chelemAuto_;
  g.dirty_ = false;
  g.events_.clear();
  *this = std::move(g);
  return nullptr;
}

}  // namespace tarot::match
