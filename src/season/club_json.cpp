// The club file (season.h): the register, the seasons with their nights (each embedding its tournament document's
// events, replayed by the tournament library on reading, so a night that does not replay refuses the file) and
// their championships.
#include "record/json_reader.h"
#include "season/season.h"
#include <climits>

namespace tarot::season {

using json::Value;

namespace {

Value memberToJson(const Member& m) {
  Value o = Value::object();
  o.set("id", m.id).set("name", m.name).set("licence", m.licence).set("club", m.club);
  o.set("serie", m.serie).set("senior", m.senior).set("merged_into", m.mergedInto);
  return o;
}

Value intsToJson(const std::vector<int>& v) {
  Value a = Value::array();
  for (int x : v) a.push(x);
  return a;
}

Value nightToJson(const Night& n) {
  Value o = Value::object();
  o.set("id", n.id).set("date", n.date).set("title", n.title).set("annulled", n.annulled);
  o.set("members", intsToJson(n.members));
  Value doc;
  std::string why;
  json::parse(n.document.toJson(), &doc, &why);  // the library's own writing always parses
  const Value* events = doc.find("events");
  o.set("events", events ? *events : Value::array());
  return o;
}

std::string readMember(const Value& o, Member* m) {
  json::Reader in;
  m->id = in.integer(o, "id", 1, INT_MAX);
  m->name = in.string(o, "name");
  m->licence = in.stringOr(o, "licence", "");
  m->club = in.stringOr(o, "club", "");
  m->serie = in.integerOr(o, "serie", 1, 4, 4);
  m->senior = in.booleanOr(o, "senior", false);
  m->mergedInto = in.integerOr(o, "merged_into", 0, INT_MAX, 0);
  return in.why;
}

std::string readNight(const Value& o, Night* n) {
  json::Reader in;
  n->id = in.string(o, "id");
  n->date = in.stringOr(o, "date", "");
  n->title = in.stringOr(o, "title", "");
  n->annulled = in.booleanOr(o, "annulled", false);
  if (json::Reader::optional(o, "members")) n->members = in.intList(o, "members", 0, INT_MAX, 100000);
  const Value* events = in.get(o, "events");
  if (!in.ok()) return in.why;
  if (!events->isArray()) return "\"events\" must be an array";
  Value doc = Value::object();
  doc.set("format", tournament::kFormatName).set("version", tournament::kFormatVersion).set("events", *events);
  return n->document.loadJson(doc.dump());
}

std::string readSeason(const Value& o, Season* s) {
  json::Reader in;
  s->name = in.string(o, "name");
  s->startYear = in.integer(o, "start_year", 1900, 9999);
  if (!in.ok()) return in.why;
  if (const auto* nights = in.itemsOr(o, "nights")) {
    for (const Value& v : *nights) {
      Night n;
      const std::string where = "night " + std::to_string(s->nights.size() + 1);
      if (!v.isObject()) return where + ": not an object";
      std::string why = readNight(v, &n);
      if (!why.empty()) return where + (n.id.empty() ? "" : " (" + n.id + ")") + ": " + why;
      for (const Night& earlier : s->nights)
        if (earlier.id == n.id) return where + ": the id \"" + n.id + "\" is already a night of the season";
      s->nights.push_back(std::move(n));
    }
  }
  if (const auto* list = in.itemsOr(o, "championships")) {
    for (const Value& v : *list) {
      Championship c;
      const std::string where = "championship " + std::to_string(s->championships.size() + 1);
      if (!v.isObject()) return where + ": not an object";
      std::string why = championshipFromJson(v, &c);
      if (!why.empty()) return where + ": " + why;
      s->championships.push_back(std::move(c));
    }
  }
  return in.why;
}

std::string readRegister(const Value& o, Register* reg) {
  json::Reader in;
  const auto* members = in.items(o, "members", -1);
  if (!members) return in.why;
  for (const Value& v : *members) {
    Member m;
    std::string why = readMember(v, &m);
    if (!why.empty()) return "member " + std::to_string(reg->members.size() + 1) + ": " + why;
    if (!reg->members.empty() && m.id <= reg->members.back().id)
      return "member " + std::to_string(reg->members.size() + 1) + ": the ids must rise";
    reg->members.push_back(std::move(m));
  }
  const int last = reg->members.empty() ? 0 : reg->members.back().id;
  reg->nextId = in.integerOr(o, "next_id", 1, INT_MAX, last + 1);
  if (reg->nextId <= last) return "\"next_id\": must be above the last member's id";
  return in.why;
}

}  // namespace

Value championshipToJson(const Championship& c) {
  Value o = Value::object();
  o.set("id", c.id).set("name", c.name).set("form", formName(c.form)).set("score", scoreName(c.score));
  Value nights = Value::array();
  for (const std::string& n : c.nights) nights.push(n);
  o.set("nights", std::move(nights)).set("place_points", intsToJson(c.placePoints));
  o.set("best_of", c.bestOf).set("qualify", c.qualify);
  o.set("ties", c.ties == tournament::Ties::Article29 ? "article29" : "shared");
  o.set("teams", c.teams).set("series_rule", c.seriesRule);
  o.set("stage_coefficients", intsToJson(c.stageCoefficients));
  return o;
}

std::string championshipFromJson(const Value& o, Championship* c) {
  json::Reader in;
  c->id = in.string(o, "id");
  c->name = in.stringOr(o, "name", c->id);
  if (!formFromName(in.stringOr(o, "form", "nights"), &c->form)) in.fail("\"form\": unknown name");
  if (!scoreFromName(in.stringOr(o, "score", "points"), &c->score)) in.fail("\"score\": unknown name");
  if (json::Reader::optional(o, "nights")) c->nights = in.stringList(o, "nights");
  if (json::Reader::optional(o, "place_points")) c->placePoints = in.intList(o, "place_points", 0, 1000000, 1000);
  c->bestOf = in.integerOr(o, "best_of", 0, 10000, 0);
  c->qualify = in.integerOr(o, "qualify", 0, 100000, 0);
  const std::string ties = in.stringOr(o, "ties", "shared");
  if (ties != "shared" && ties != "article29") in.fail("\"ties\": unknown name");
  c->ties = ties == "article29" ? tournament::Ties::Article29 : tournament::Ties::Shared;
  c->teams = in.booleanOr(o, "teams", false);
  c->seriesRule = in.booleanOr(o, "series_rule", false);
  if (json::Reader::optional(o, "stage_coefficients"))
    c->stageCoefficients = in.intList(o, "stage_coefficients", 100, 200, 1000);
  return in.why;
}


std::string clubToJson(const Club& club) {
  Value root = Value::object();
  root.set("format", kClubFormatName).set("version", kClubFormatVersion);
  root.set("name", club.name).set("show_licences", club.showLicences);
  Value reg = Value::object();
  reg.set("next_id", club.reg.nextId);
  Value members = Value::array();
  for (const Member& m : club.reg.members) members.push(memberToJson(m));
  reg.set("members", std::move(members));
  root.set("register", std::move(reg));
  Value seasons = Value::array();
  for (const Season& s : club.seasons) {
    Value o = Value::object();
    o.set("name", s.name).set("start_year", s.startYear);
    Value nights = Value::array();
    for (const Night& n : s.nights) nights.push(nightToJson(n));
    Value champs = Value::array();
    for (const Championship& c : s.championships) champs.push(championshipToJson(c));
    o.set("nights", std::move(nights)).set("championships", std::move(champs));
    seasons.push(std::move(o));
  }
  root.set("seasons", std::move(seasons));
  return root.dump();
}

std::string clubFromJson(const std::string& text, Club* out) {
  Value v;
  std::string err;
  if (!json::parse(text, &v, &err)) return "not JSON (" + err + ")";
  json::Reader in;
  if (in.string(v, "format") != kClubFormatName || !in.ok()) return "not a club file (format is not \"tarot-club\")";
  const int version = in.integer(v, "version", INT_MIN, INT_MAX);
  if (!in.ok()) return "the file has no version";
  if (version > kClubFormatVersion)
    return "written by a newer version (" + std::to_string(version) + "; this one reads up to " +
           std::to_string(kClubFormatVersion) + ")";
  if (version < 1) return "unknown version " + std::to_string(version);
  Club c;
  c.name = in.stringOr(v, "name", "");
  c.showLicences = in.booleanOr(v, "show_licences", false);
  if (!in.ok()) return in.why;
  if (const Value* reg = json::Reader::optional(v, "register")) {
    std::string why = readRegister(*reg, &c.reg);
    if (!why.empty()) return "register: " + why;
  }
  if (const auto* seasons = in.itemsOr(v, "seasons")) {
    for (const Value& o : *seasons) {
      Season s;
      const std::string where = "season " + std::to_string(c.seasons.size() + 1);
      if (!o.isObject()) return where + ": not an object";
      std::string why = readSeason(o, &s);
      if (!why.empty()) return where + (s.name.empty() ? "" : " (" + s.name + ")") + ": " + why;
      c.seasons.push_back(std::move(s));
    }
  }
  if (!in.ok()) return in.why;
  *out = std::move(c);
  return "";
}

}  // namespace tarot::season
