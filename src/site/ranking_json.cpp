// A championship's ranking as JSON (ranking_json.h).
#include "site/ranking_json.h"
#include "site/season_words.h"

namespace tarot::site {

namespace {

using json::Value;
using namespace tarot::season;

Value lineToJson(const ChampionshipLine& l, bool showLicences) {
  Value o = Value::object();
  o.set("place", l.place).set("shared", l.shared).set("key", l.key).set("name", l.name);
  if (showLicences && !l.licence.empty()) o.set("licence", l.licence);
  if (!l.players.empty()) {
    Value p = Value::array();
    for (const std::string& n : l.players) p.push(n);
    o.set("players", std::move(p));
  }
  o.set("total", l.total).set("qualified", l.qualified).set("tied_at_cut", l.tiedAtCut).set("stage", l.stage);
  o.set("nights_played", l.nightsPlayed).set("nights_counted", l.nightsCounted);
  o.set("refusal", l.refusal ? Value(englishWords(l.refusal)) : Value());
  Value nights = Value::array();
  for (const NightScore& n : l.nights) {
    Value x = Value::object();
    x.set("night", n.nightId).set("place", n.place).set("shared", n.shared).set("points", n.points);
    x.set("pcn", n.pcn).set("pp", n.pp).set("score", n.score).set("counted", n.counted).set("stage", n.stage);
    nights.push(std::move(x));
  }
  o.set("nights", std::move(nights));
  return o;
}

}  // namespace

Value rankingJson(const Season& s, const Championship& c, const ChampionshipRanking& r, bool showLicences) {
  Value o = Value::object();
  o.set("id", c.id).set("name", c.name).set("form", formName(c.form)).set("score", scoreName(c.score));
  o.set("best_of", c.bestOf).set("qualify", c.qualify);
  o.set("refusal", r.refusal ? Value(englishWords(r.refusal)) : Value());
  Value warnings = Value::array(), nights = Value::array(), lines = Value::array();
  for (const season::Refusal& w : r.warnings) warnings.push(englishWords(w));
  for (int n : r.nights) nights.push(s.nights[std::size_t(n)].id);
  for (const ChampionshipLine& l : r.lines) lines.push(lineToJson(l, showLicences));
  o.set("warnings", std::move(warnings)).set("nights", std::move(nights)).set("nights_counting", r.nightsCounting);
  o.set("lines", std::move(lines));
  return o;
}

}  // namespace tarot::site
