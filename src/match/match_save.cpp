// Saving a match as versioned JSON and restoring it, every deal replayed and checked by the engine.
#include "match/match.h"
#include "match/seed_text.h"
#include "record/json_reader.h"
#include <climits>
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
  json::Reader in;
  if (in.stringOr(v, "format", "") != "tarot-match" || !in.ok()) return bad("not a saved Tarot match");
  const json::Value* version = json::Reader::optional(v, "version");
  if (!version || !version->isInt()) return bad("saved match without a version");
  if (version->asInt() != kSaveVersion) return bad("saved by another version of the game (" + std::to_string(version->asInt()) + ")");
  const json::Value* s = in.get(v, "settings");
  if (!s || !s->isObject()) return bad("settings missing");
  MatchSettings st;
  st.people = in.integer(*s, "people", INT_MIN, INT_MAX);
  if (!in.ok()) return bad("settings: people missing");
  const auto* names = in.items(*s, "names", kMaxPlayers);
  const auto* levels = in.items(*s, "levels", kMaxPlayers);
  if (!names || !levels) return bad("settings: names and levels must list five seats");
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (!(*names)[p].isString() || !(*levels)[p].isString()) return bad("settings: bad name or level");
    st.names[p] = (*names)[p].asString();
    if (!parseBotLevel((*levels)[p].asString(), &st.levels[p])) return bad("settings: unknown bot level");
  }
  st.deals = in.integer(*s, "deals", INT_MIN, INT_MAX);
  if (!in.ok()) return bad("settings: deals missing");
  // The members added over time: a save without them (or with an odd one) keeps the default.
  json::Reader lenient;
  if (lenient.booleanOr(*s, "five_at_four", false)) st.mode = TableMode::FiveAtFour;
  st.seedGiven = lenient.booleanOr(*s, "seed_given", st.seedGiven);
  if (!parseU64(json::Reader::optional(*s, "seed"), &st.seed)) return bad("settings: bad seed");
  if (!parseLang(lenient.stringOr(*s, "lang", langCode(st.lang)), &st.lang)) st.lang = Lang::French;
  st.speed = float(lenient.numberOr(*s, "speed", -1e300, 1e300, st.speed));
  st.club = lenient.stringOr(*s, "club", st.club);
  st.autoplay = lenient.booleanOr(*s, "autoplay", st.autoplay);
  st.undo = lenient.booleanOr(*s, "undo", st.undo);
  if (st.normalise()) return bad("settings out of range");

  Match g;
  g.settings_ = st;
  g.active_ = true;
  if (!parseU64(json::Reader::optional(v, "match_seed"), &g.matchSeed_)) return bad("bad match seed");
  json::Reader top;
  const int dealIndex = top.integer(v, "deal_index", 0, INT_MAX);
  const int dealer = top.integer(v, "dealer", 0, st.people - 1);
  if (!top.ok()) return bad("bad deal index or dealer");
  // Saves from before the five-at-four redeal rule say nothing: their match goes on with the deal passing on.
  g.sameDealerAfterAllPass_ = lenient.booleanOr(v, "same_dealer_after_all_pass", false);
  g.makeBots();
  const auto* hist = top.items(v, "history", -1);
  if (!hist) return bad("history missing");
  // The deals kept apart from the save (saveJson(historyFrom)) come first.
  const int from = lenient.integerOr(v, "history_from", INT_MIN, INT_MAX, 0);
  const std::size_t kept = from > 0 ? std::size_t(from) : 0;
  if (kept != earlierDeals.size())
    return bad("the save continues after " + std::to_string(kept) + " deals, " + std::to_string(earlierDeals.size()) + " given");
  std::vector<json::Value> entries(earlierDeals.size());
  for (std::size_t i = 0; i < earlierDeals.size(); ++i)
    if (!json::parse(earlierDeals[i], &entries[i], &err)) return bad("deal " + std::to_string(i + 1) + ": corrupt (" + err + ")");
  entries.insert(entries.end(), hist->begin(), hist->end());
  for (const json::Value& h : entries) {
    json::Reader entry;
    const int hd = entry.integer(h, "dealer", 0, st.people - 1);
    const json::Value* rec = entry.get(h, "record");
    if (!entry.ok() || !rec) return bad("bad deal in the history");
    g.dealerPerson_ = hd;
    if (!parseU64(json::Reader::optional(h, "seed"), &g.dealSeed_)) return bad("bad deal seed in the history");
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
  g.dealIndex_ = dealIndex;
  g.dealerPerson_ = dealer;
  g.seating_ = seatingFor(st.mode, st.people, g.dealerPerson_);
  if (const json::Value* c = json::Reader::optional(v, "current"); c && c->isObject()) {
    if (!parseU64(json::Reader::optional(*c, "seed"), &g.dealSeed_)) return bad("bad seed for the deal in progress");
    const json::Value* rec = json::Reader::optional(*c, "record");
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
