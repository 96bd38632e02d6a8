// tarot-cli replay, score, deal and random: deal records checked and scored, score summaries as a club scorer
// enters them, seeded deals and deals played with random legal choices. Output is JSON on stdout.
#include "cli/cli_common.h"
#include "engine/random_play.h"
#include "engine/scoring.h"
#include "record/json_reader.h"
#include <climits>
#include <cstdio>

namespace tarot::cli {

int cmdReplay(const char* path) {
  std::string text, why;
  if (!readInput(path, &text, &why)) return failStructural(std::string(path) + " " + why);
  DealRecord r;
  RecordError err;
  if (!parseDealRecord(text, &r, &err)) return fail(err);
  GameState g;
  if (!replayRecord(r, &g, &err)) return fail(err);
  std::printf("%s\n", resultToJson(g).dump().c_str());
  return 0;
}

int cmdScore(const char* path) {
  std::string text, unread;
  if (!readInput(path, &text, &unread)) return failStructural(std::string(path) + " " + unread);
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why)) return failStructural("malformed JSON: " + why);
  if (!v.isObject()) return failStructural("a score summary is a JSON object");
  ScoreInput in;
  json::Reader read;  // each member checked in turn, its own refusal given at the first problem
  in.players = read.integer(v, "players", INT_MIN, INT_MAX);
  if (!read.ok()) return failStructural("\"players\" must be 3, 4 or 5");
  if (!parseContract(read.string(v, "contract"), &in.contract) || !read.ok() || in.contract == Contract::Pass)
    return failStructural("\"contract\" must be prise, garde, garde_sans or garde_contre");
  in.bouts = read.integer(v, "oudlers", INT_MIN, INT_MAX);
  if (!read.ok()) return failStructural("\"bouts\" must be 0, 1, 2 or 3");
  const double points = read.number(v, "points", -1e300, 1e300);
  if (!read.ok() || points * 2 != double(int(points * 2)))
    return failStructural("\"points\" must be a number of points, in halves at most (e.g. 40.5)");
  in.attackHalfPoints = int(points * 2);
  // A camp: "attack", "defense", or null / absent for none.
  auto camp = [&](const json::Value& o, const char* key, Camp* out) {
    const std::string c = read.stringOr(o, key, "none");
    if (!read.ok() || (c != "attack" && c != "defense" && c != "none")) return false;
    *out = c == "attack" ? Camp::Attack : c == "defense" ? Camp::Defense : Camp::None;
    return true;
  };
  if (!camp(v, "petit_au_bout", &in.petitAuBout) ||
      (in.petitAuBout == Camp::None && json::Reader::optional(v, "petit_au_bout")))
    return failStructural("\"petit_au_bout\" must be \"attack\", \"defense\" or null");
  const auto* ps = read.itemsOr(v, "poignees");
  if (!read.ok()) return failStructural("\"poignees\" must be an array such as [\"simple\"]");
  for (std::size_t i = 0; ps && i < ps->size(); ++i) {
    PoigneeSize s;
    const json::Value& p = (*ps)[i];
    if (!p.isString() || !parsePoignee(p.asString(), &s) || s == PoigneeSize::None)
      return failStructural("a poignee must be \"simple\", \"double\" or \"triple\"");
    in.poignees.push_back(s);
  }
  if (const json::Value* ch = json::Reader::optional(v, "chelem")) {
    if (!ch->isObject()) return failStructural("\"chelem\" must be {\"announced\": bool, \"made_by\": ...}");
    in.chelemAnnounced = read.booleanOr(*ch, "announced", false);
    if (!read.ok()) return failStructural("\"chelem.announced\" must be true or false");
    if (!camp(*ch, "made_by", &in.chelemMadeBy) ||
        (in.chelemMadeBy == Camp::None && json::Reader::optional(*ch, "made_by")))
      return failStructural("\"chelem.made_by\" must be \"attack\", \"defense\" or null");
  }
  in.alone = read.booleanOr(v, "alone", false);
  if (!read.ok()) return failStructural("\"alone\" must be true or false");
  if (in.alone && in.players != 5) return failStructural("\"alone\" applies only at 5 players");
  if (const char* bad = validate(in)) return failStructural(bad);
  const ScoreResult r = score(in);
  json::Value o = json::Value::object();
  o.set("made", r.made).set("margin", r.margin).set("unit", r.unit).set("taker", r.taker);
  o.set("partner", in.players == 5 && !in.alone ? json::Value(r.partner) : json::Value());
  o.set("defender", r.defender);
  std::printf("%s\n", o.dump().c_str());
  return 0;
}

namespace {

GameState seededDeal(const Options& o) {
  Rules rules;
  rules.players = o.players;
  const int dealer = o.dealer >= 0 ? o.dealer : int(std::uint64_t(o.seed) % std::uint64_t(o.players));
  return GameState::deal(rules, dealer, std::uint64_t(o.seed));
}

}  // namespace

int cmdDeal(const Options& o) {
  const GameState g = seededDeal(o);
  json::Value v = dealRecordToJson(recordFromState(g));
  json::Value out = json::Value::object();
  for (const auto& m : v.members())
    if (m.first == "players" || m.first == "dealer" || m.first == "hands" || m.first == "chien") out.set(m.first, m.second);
  std::printf("%s\n", out.dump().c_str());
  return 0;
}

int cmdRandom(const Options& o) {
  GameState g = seededDeal(o);
  Rng rng(std::uint64_t(o.seed) * kSplitMixStep + 1);
  while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) g.applyUnchecked(randomLegalAction(g, rng));
  std::printf("%s\n", writeDealRecord(recordFromState(g)).c_str());
  return 0;
}

}  // namespace tarot::cli
