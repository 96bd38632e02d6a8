// Event builders and the JSON of settings, seatings and sheets. A sheet's deal is a scorer's entry:
// {"annulled":bool, "dealer", "taker", "partner" (-1: none), "contract", "bouts", "half_points",
//  "petit_au_bout":"attack"|"defense"|null, "poignees":["simple"...], "chelem_announced", "chelem_by"}.
#include "tournament/events.h"
#include "engine/action.h"
#include "tournament/json_fields.h"

namespace tarot::tournament {

namespace {

Event make(const char* kind, json::Value data) {
  Event e;
  e.kind = kind;
  e.data = std::move(data);
  return e;
}

const char* formulaName(Formula f) {
  return f == Formula::Duo ? "duo" : f == Formula::Team4 ? "team4" : "individual";
}

json::Value dealToJson(const SheetDeal& d) {
  const ScorerEntry& e = d.entry;
  json::Value o = json::Value::object();
  o.set("annulled", d.annulled);
  if (d.annulled) return o.set("dealer", e.dealer);
  o.set("dealer", e.dealer).set("taker", e.taker).set("partner", e.partner);
  o.set("contract", contractName(e.input.contract)).set("bouts", e.input.bouts);
  o.set("half_points", e.input.attackHalfPoints);
  o.set("petit_au_bout", e.input.petitAuBout == Camp::None ? json::Value() : json::Value(campName(e.input.petitAuBout)));
  json::Value ps = json::Value::array();
  for (PoigneeSize p : e.input.poignees) ps.push(poigneeName(p));
  o.set("poignees", ps).set("chelem_announced", e.input.chelemAnnounced);
  o.set("chelem_by", e.input.chelemMadeBy == Camp::None ? json::Value() : json::Value(campName(e.input.chelemMadeBy)));
  return o;
}

std::string campFrom(const json::Value& o, const char* key, Camp* out) {
  const json::Value* v = json::Reader::optional(o, key);
  *out = Camp::None;
  if (!v || v->isNull()) return "";
  if (v->isString() && v->asString() == "attack") *out = Camp::Attack;
  else if (v->isString() && v->asString() == "defense") *out = Camp::Defense;
  else return std::string("\"") + key + "\" must be \"attack\", \"defense\" or null";
  return "";
}

std::string dealFromJson(const json::Value& o, SheetDeal* d) {
  Fields f(o);
  d->annulled = f.boolean("annulled", false);
  d->entry.dealer = f.integer("dealer", 0, 4);
  if (d->annulled) return f.error();
  ScorerEntry& e = d->entry;
  e.taker = f.integer("taker", 0, 4);
  e.partner = f.integer("partner", -1, 4);
  const std::string contract = f.text("contract");
  e.input.bouts = f.integer("bouts", 0, 3);
  e.input.attackHalfPoints = f.integer("half_points", 0, 182);
  e.input.chelemAnnounced = f.boolean("chelem_announced", false);
  if (!f.error().empty()) return f.error();
  if (!parseContract(contract, &e.input.contract) || e.input.contract == Contract::Pass)
    return "\"contract\" must be prise, garde, garde_sans or garde_contre";
  std::string why = campFrom(o, "petit_au_bout", &e.input.petitAuBout);
  if (why.empty()) why = campFrom(o, "chelem_by", &e.input.chelemMadeBy);
  if (!why.empty()) return why;
  json::Reader in;
  const auto* ps = in.itemsOr(o, "poignees");
  if (!in.ok()) return "\"poignees\" must be an array";
  if (ps)
    for (const json::Value& p : *ps) {
      PoigneeSize s;
      if (!p.isString() || !parsePoignee(p.asString(), &s)) return "\"poignees\" holds an unknown poignée";
      e.input.poignees.push_back(s);
    }
  return "";
}

}  // namespace

const char* drawMethodName(DrawMethod m) {
  switch (m) {
    case DrawMethod::Random: return "random";
    case DrawMethod::Chosen: return "chosen";
    case DrawMethod::Manual: return "manual";
    default: return "none";
  }
}

const char* competitionName(Competition c) {
  switch (c) {
    case Competition::RegionalQualifier: return "regional_qualifier";
    case Competition::RegionalSemiFinal: return "regional_semi_final";
    case Competition::RegionalFinal: return "regional_final";
    default: return "club";
  }
}

bool competitionFromName(const std::string& name, Competition* out) {
  for (Competition c : {Competition::ClubNight, Competition::RegionalQualifier, Competition::RegionalSemiFinal,
                        Competition::RegionalFinal})
    if (name == competitionName(c)) return *out = c, true;
  return false;
}

json::Value settingsToJson(const Settings& s) {
  json::Value o = json::Value::object();
  o.set("formula", formulaName(s.formula)).set("positions", s.positions).set("deals_per_position", s.dealsPerPosition);
  json::Value mv = json::Value::array();
  for (const std::string& m : s.movements) mv.push(m);
  json::Value ss = json::Value::array();
  for (const Session& x : s.sessions) {
    json::Value so = json::Value::object();
    ss.push(so.set("first_position", x.firstPosition).set("coefficient", x.coefficient));
  }
  o.set("movements", mv).set("sessions", ss);
  o.set("carre_final", s.carreFinal).set("finalists", s.finalists).set("final_first_position", s.finalFirstPosition);
  o.set("ranking_by", s.rankingBy == RankingBy::TotalPoints ? "total_points" : "position_bilans");
  o.set("ties", s.ties == Ties::Article29 ? "article29" : "shared");
  if (s.championship) o.set("championship", true);  // absent in files written before the choice
  if (s.competition != Competition::ClubNight) o.set("competition", competitionName(s.competition));  // the same
  if (s.tablesOf5) o.set("tables_of_5", true);  // absent in files written before tables of 5
  if (s.online) o.set("online", true);           // the same for online positions and their choices
  if (s.duplicate) o.set("duplicate", true);
  if (s.bots) o.set("bots", true);
  if (s.minutes) o.set("minutes", s.minutes);
  if (s.finalDeals) o.set("final_deals", s.finalDeals);  // absent in files written before finals of other deals
  return o;
}

std::string settingsFromJson(const json::Value& v, Settings* out) {
  if (!v.isObject()) return "the settings must be an object";
  Fields f(v);
  Settings s;
  const std::string formula = f.text("formula");
  s.positions = f.integer("positions", 1, 100);
  s.dealsPerPosition = f.integer("deals_per_position", 1, 100);
  s.carreFinal = f.boolean("carre_final", false);
  s.tablesOf5 = f.boolean("tables_of_5", false);
  s.online = f.boolean("online", false);
  s.duplicate = f.boolean("duplicate", false);
  s.bots = f.boolean("bots", false);
  s.minutes = json::Reader::optional(v, "minutes") ? f.integer("minutes", 0, 1 << 20) : 0;  // checked by onlineSettingsCheck
  s.finalists = f.integer("finalists", 4, 1000);
  s.finalFirstPosition = f.integer("final_first_position", 1, 100);
  s.finalDeals = json::Reader::optional(v, "final_deals") ? f.integer("final_deals", 0, 100) : 0;
  s.championship = f.boolean("championship", false);
  const std::string by = f.text("ranking_by");
  const std::string ties = json::Reader::optional(v, "ties") ? f.text("ties") : std::string();
  const std::string level = json::Reader::optional(v, "competition") ? f.text("competition") : std::string("club");
  if (!f.error().empty()) return "settings: " + f.error();
  if (formula == "individual") s.formula = Formula::Individual;
  else if (formula == "duo") s.formula = Formula::Duo;
  else if (formula == "team4") s.formula = Formula::Team4;
  else return "settings: \"formula\" must be individual, duo or team4";
  if (by != "total_points" && by != "position_bilans") return "settings: \"ranking_by\" must be total_points or position_bilans";
  s.rankingBy = by == "total_points" ? RankingBy::TotalPoints : RankingBy::PositionBilans;
  if (!ties.empty() && ties != "article29" && ties != "shared") return "settings: \"ties\" must be article29 or shared";
  if (!competitionFromName(level, &s.competition))
    return "settings: \"competition\" must be club, regional_qualifier, regional_semi_final or regional_final";
  s.ties = ties.empty() ? defaultTies(s.championship) : ties == "article29" ? Ties::Article29 : Ties::Shared;
  json::Reader in;
  const auto* mv = in.items(v, "movements", -1);
  const auto* ss = in.items(v, "sessions", -1);
  if (!mv || !ss || ss->empty()) return "settings: \"movements\" and \"sessions\" (at least one) must be arrays";
  for (const json::Value& m : *mv) {
    if (!m.isString()) return "settings: a movement must be a name";
    s.movements.push_back(m.asString());
  }
  s.sessions.clear();
  for (const json::Value& x : *ss) {
    Fields g(x);
    Session se{g.integer("first_position", 1, 100), g.integer("coefficient", 1, 1000)};
    if (!g.error().empty()) return "settings: session " + std::to_string(s.sessions.size() + 1) + ": " + g.error();
    if (s.sessions.empty() ? se.firstPosition != 1 : se.firstPosition <= s.sessions.back().firstPosition)
      return "settings: the sessions must start at position 1 and follow each other";
    s.sessions.push_back(se);
  }
  *out = s;
  return "";
}

json::Value seatingToJson(const PositionSeating& s) {
  json::Value tables = json::Value::array();
  for (const TableSeating& t : s) {
    json::Value seats = json::Value::array();
    for (int p : t.seat) seats.push(p);
    tables.push(seats);
  }
  return tables;
}

std::string seatingFromJson(const json::Value& v, PositionSeating* out) {
  if (!v.isArray()) return "the seating must be an array of tables";
  out->clear();
  for (const json::Value& t : v.items()) {
    const std::string where = "table " + std::to_string(out->size() + 1);
    if (!t.isArray() || t.items().size() != 5) return where + ": five seats (N, S, E, W, Fifth) are needed";
    TableSeating ts;
    for (int i = 0; i < 5; ++i) {
      if (!t.items()[i].isInt() || t.items()[i].asInt() < 0) return where + ": a seat holds a player number or 0";
      ts.seat[i] = t.items()[i].asInt();
    }
    out->push_back(ts);
  }
  return "";
}

json::Value sheetToJson(const TableSheet& s) {
  json::Value o = json::Value::object();
  o.set("totals_only", s.totalsOnly);
  json::Value bots = json::Value::array();
  for (int b = 0; b < 5; ++b)
    if (s.bots[std::size_t(b)]) bots.push(b);
  if (!bots.items().empty()) o.set("bots", bots);  // absent in files written before online positions
  if (s.clockEnded) o.set("clock_ended", true);
  if (s.notPlayed) o.set("not_played", true);  // absent in files written before it
  if (s.totalsOnly) {
    json::Value t = json::Value::array();
    for (int x : s.totals) t.push(x);
    return o.set("totals", t).set("deals_played", s.dealsPlayed);
  }
  json::Value deals = json::Value::array();
  for (const SheetDeal& d : s.deals) deals.push(dealToJson(d));
  return o.set("deals", deals);
}

std::string sheetFromJson(const json::Value& v, TableSheet* out) {
  if (!v.isObject()) return "the sheet must be an object";
  Fields f(v);
  TableSheet s;
  s.totalsOnly = f.boolean("totals_only", false);
  s.clockEnded = f.boolean("clock_ended", false);
  s.notPlayed = f.boolean("not_played", false);
  if (const json::Value* bots = json::Reader::optional(v, "bots")) {
    if (!bots->isArray()) return "\"bots\" must be an array of orientations (0 to 4)";
    for (const json::Value& b : bots->items()) {
      if (!b.isInt() || b.asInt() < 0 || b.asInt() > 4) return "\"bots\" must be an array of orientations (0 to 4)";
      s.bots[std::size_t(b.asInt())] = true;
    }
  }
  if (s.totalsOnly) {
    s.dealsPlayed = f.integer("deals_played", 0, 1000);
    if (!f.error().empty()) return f.error();
    json::Reader in;
    if (!in.items(v, "totals", 5)) return "\"totals\" must hold five numbers (N, S, E, W, Fifth)";
    in.ints(v, "totals", -1000000, 1000000, s.totals.data(), 5);
    if (!in.ok()) return "\"totals\" must hold whole numbers from -1000000 to 1000000";
  } else {
    json::Reader in;
    const auto* deals = in.items(v, "deals", -1);
    if (!deals) return "\"deals\" must be an array";
    for (const json::Value& d : *deals) {
      SheetDeal sd;
      if (!d.isObject()) return "deal " + std::to_string(s.deals.size() + 1) + " must be an object";
      const std::string why = dealFromJson(d, &sd);
      if (!why.empty()) return "deal " + std::to_string(s.deals.size() + 1) + ": " + why;
      s.deals.push_back(sd);
    }
  }
  *out = s;
  return "";
}

Event createEvent(const std::string& name, const Settings& settings) {
  json::Value d = json::Value::object();
  return make("create", d.set("name", name).set("settings", settingsToJson(settings)));
}

Event registerEvent(const std::string& name, const std::string& licence, const std::string& club,
                    const std::string& team) {
  json::Value d = json::Value::object();
  return make("register", d.set("name", name).set("licence", licence).set("club", club).set("team", team));
}

Event lateArrivalEvent(int player, int minutes) {
  json::Value d = json::Value::object();
  return make("late_arrival", d.set("player", player).set("minutes", minutes));
}

Event withdrawalEvent(int player, int afterPosition) {
  json::Value d = json::Value::object();
  return make("withdrawal", d.set("player", player).set("after_position", afterPosition));
}

Event settingsEvent(const Settings& settings) { return make("settings", settingsToJson(settings)); }

Event drawEvent(DrawMethod method, std::uint64_t seed, int champion, const PositionSeating& start) {
  json::Value d = json::Value::object();
  d.set("method", drawMethodName(method)).set("seed", seed).set("champion", champion);
  return make("draw", d.set("seating", seatingToJson(start)));
}

Event startPositionEvent(int position, const PositionSeating& seating) {
  json::Value d = json::Value::object();
  return make("start_position", d.set("position", position).set("seating", seatingToJson(seating)));
}

Event sheetEvent(int position, int table, const TableSheet& sheet) {
  json::Value d = json::Value::object();
  return make("sheet", d.set("position", position).set("table", table).set("sheet", sheetToJson(sheet)));
}

Event correctSheetEvent(int position, int table, const TableSheet& sheet, const std::string& reason) {
  Event e = sheetEvent(position, table, sheet);
  e.kind = "correct_sheet";
  e.data.set("reason", reason);
  return e;
}

Event penaltyEvent(const Penalty& p) {
  json::Value d = json::Value::object();
  d.set("article", p.article).set("kind", p.kind).set("points", p.points).set("player", p.player);
  return make("penalty", d.set("position", p.position).set("reason", p.reason));
}

Event cancelEvent(int event, const std::string& kind, const std::string& reason) {
  json::Value d = json::Value::object();
  return make("cancel", d.set("event", event).set("kind", kind).set("reason", reason));
}

Event visaEvent(int position, int table, int deal) {
  json::Value d = json::Value::object();
  return make("visa", d.set("position", position).set("table", table).set("deal", deal));
}

Event closePositionEvent(int position) {
  json::Value d = json::Value::object();
  return make("close_position", d.set("position", position));
}

}  // namespace tarot::tournament
