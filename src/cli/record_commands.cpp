// tarot-cli replay, score, deal and random: deal records checked and scored, score summaries as a club scorer
// enters them, seeded deals and deals played with random legal choices. Output is JSON on stdout.
#include "cli/cli_common.h"
#include "engine/random_play.h"
#include "engine/scoring.h"
#include <cstdio>

namespace tarot::cli {

int cmdReplay(const char* path) {
  std::string text;
  if (!readInput(path, &text)) return failStructural(std::string("cannot read ") + path);
  DealRecord r;
  RecordError err;
  if (!parseDealRecord(text, &r, &err)) return fail(err);
  GameState g;
  if (!replayRecord(r, &g, &err)) return fail(err);
  std::printf("%s\n", resultToJson(g).dump().c_str());
  return 0;
}

int cmdScore(const char* path) {
  std::string text;
  if (!readInput(path, &text)) return failStructural(std::string("cannot read ") + path);
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why)) return failStructural("malformed JSON: " + why);
  if (!v.isObject()) return failStructural("a score summary is a JSON object");
  ScoreInput in;
  const json::Value* players = v.find("players");
  if (!players || !players->isInt()) return failStructural("\"players\" must be 3, 4 or 5");
  in.players = players->asInt();
  const json::Value* contract = v.find("contract");
  if (!contract || !contract->isString() || !parseContract(contract->asString(), &in.contract) ||
      in.contract == Contract::Pass)
    return failStructural("\"contract\" must be prise, garde, garde_sans or garde_contre");
  const json::Value* bouts = v.find("oudlers");
  if (!bouts || !bouts->isInt()) return failStructural("\"bouts\" must be 0, 1, 2 or 3");
  in.bouts = bouts->asInt();
  const json::Value* points = v.find("points");
  if (!points || !points->isNumber() || points->asNumber() * 2 != double(int(points->asNumber() * 2)))
    return failStructural("\"points\" must be a number of points, in halves at most (e.g. 40.5)");
  in.attackHalfPoints = int(points->asNumber() * 2);
  if (const json::Value* pab = v.find("petit_au_bout"); pab && !pab->isNull()) {
    if (!pab->isString() || (pab->asString() != "attack" && pab->asString() != "defense"))
      return failStructural("\"petit_au_bout\" must be \"attack\", \"defense\" or null");
    in.petitAuBout = pab->asString() == "attack" ? Camp::Attack : Camp::Defense;
  }
  if (const json::Value* ps = v.find("poignees"); ps && !ps->isNull()) {
    if (!ps->isArray()) return failStructural("\"poignees\" must be an array such as [\"simple\"]");
    for (const json::Value& p : ps->items()) {
      PoigneeSize s;
      if (!p.isString() || !parsePoignee(p.asString(), &s) || s == PoigneeSize::None)
        return failStructural("a poignee must be \"simple\", \"double\" or \"triple\"");
      in.poignees.push_back(s);
    }
  }
  if (const json::Value* ch = v.find("chelem"); ch && !ch->isNull()) {
    if (!ch->isObject()) return failStructural("\"chelem\" must be {\"announced\": bool, \"made_by\": ...}");
    if (const json::Value* a = ch->find("announced"); a && !a->isNull()) {
      if (!a->isBool()) return failStructural("\"chelem.announced\" must be true or false");
      in.chelemAnnounced = a->asBool();
    }
    if (const json::Value* m = ch->find("made_by"); m && !m->isNull()) {
      if (!m->isString() || (m->asString() != "attack" && m->asString() != "defense"))
        return failStructural("\"chelem.made_by\" must be \"attack\", \"defense\" or null");
      in.chelemMadeBy = m->asString() == "attack" ? Camp::Attack : Camp::Defense;
    }
  }
  if (const json::Value* alone = v.find("alone"); alone && !alone->isNull()) {
    if (!alone->isBool()) return failStructural("\"alone\" must be true or false");
    in.alone = alone->asBool();
    if (in.alone && in.players != 5) return failStructural("\"alone\" applies only at 5 players");
  }
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
