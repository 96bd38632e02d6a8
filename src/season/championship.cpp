#include "season/championship.h"
#include "season/season.h"
#include "tournament/pcn.h"
#include "tournament/ranking.h"
#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace tarot::season {

using namespace tournament;

bool Championship::operator==(const Championship& o) const {
  return id == o.id && name == o.name && form == o.form && score == o.score && nights == o.nights &&
         placePoints == o.placePoints && bestOf == o.bestOf && qualify == o.qualify && ties == o.ties &&
         teams == o.teams && seriesRule == o.seriesRule && stageCoefficients == o.stageCoefficients;
}

bool seriesAllowed(std::array<int, 4> series) {
  for (int s : series)
    if (s < 1 || s > 4) return false;
  std::sort(series.begin(), series.end());
  if (series[0] * series[1] * series[2] * series[3] > 16) return true;
  // "Il est possible à 2 joueurs classés 1ère série de jouer soit avec 2 joueurs de 4ème série, soit avec un joueur
  // de 3ème série et 1 joueur de 4ème série."
  return series[0] == 1 && series[1] == 1 && series[3] == 4 && (series[2] == 4 || series[2] == 3);
}

const char* scoreName(Score s) { return s == Score::Places ? "places" : s == Score::Pcn ? "pcn" : "points"; }
bool scoreFromName(const std::string& name, Score* out) {
  for (Score s : {Score::Points, Score::Places, Score::Pcn})
    if (name == scoreName(s)) return *out = s, true;
  return false;
}
const char* formName(Form f) { return f == Form::Stages ? "stages" : "nights"; }
bool formFromName(const std::string& name, Form* out) {
  for (Form f : {Form::Nights, Form::Stages})
    if (name == formName(f)) return *out = f, true;
  return false;
}

namespace {

// One entrant of one night as the championship reads it: a player's or a team's line (pointing into the night's
// results, which outlive the ranking's computation).
struct Entry {
  const std::string* key = nullptr;
  const std::string* name = nullptr;
  const std::string* licence = nullptr;
  int member = 0;
  int place = 0;
  bool shared = false;
  long points = 0;
  int pcn = 0, pp = 0;
  int contracts = 0, gardeContre = 0, gardeSans = 0;
  const std::vector<int>* players = nullptr;  // a team's players (night's numbers)
  int session = 0;                            // a player's furthest session in the night
};

std::vector<Entry> entriesOf(const NightResult& r, bool teams) {
  static const std::string kNone;
  std::vector<Entry> out;
  if (!teams) {
    out.reserve(r.lines.size());
    for (const NightLine& l : r.lines)
      out.push_back({&l.person, &l.name, &l.licence, l.member, l.place, l.shared, l.points, l.pcn, l.pp,
                     l.contractsMade, l.gardeContreMade, l.gardeSansMade, nullptr, std::max(l.stage, 0)});
    return out;
  }
  for (const NightTeamLine& t : r.teams)
    out.push_back({&t.key, &t.team, &kNone, 0, t.place, t.shared, t.points, t.pcn, 0, t.contractsMade,
                   t.gardeContreMade, t.gardeSansMade, &t.players, 0});
  return out;
}

// The scores of a night's entries under the rule: ex aequo share the places' points of the table, rounded up, as
// chapter 5 shares a place's PCN (tournament::sharePcn).
std::vector<long> scoresOf(const Championship& c, const std::vector<Entry>& entries) {
  std::vector<long> out;
  if (c.score == Score::Places) {
    std::vector<int> places;
    for (const Entry& e : entries) places.push_back(e.place);
    for (int x : sharePcn(c.placePoints, places)) out.push_back(x);
    return out;
  }
  for (const Entry& e : entries) out.push_back(c.score == Score::Pcn ? e.pcn : e.points);
  return out;
}

// The interclubs' rule on a team's night: four players, their séries (4 for a player not in the register:
// "les joueurs non licenciés l'année précédente étant considérés comme 4ème Série").
Refusal seriesRefusal(const Register& reg, const NightResult& r, const Entry& e, const std::string& nightId) {
  Refusal out;
  out.night = nightId;
  const std::vector<int>& players = *e.players;
  if (players.size() != 4) {
    out.code = RefusalCode::TeamSize;
    out.a = int(players.size());
    return out;
  }
  for (std::size_t i = 0; i < 4; ++i) {
    int serie = 4;
    for (const NightLine& l : r.lines)
      if (l.player == players[i])
        if (const Member* m = memberOf(reg, l.member)) serie = m->serie;
    out.series[i] = serie;
  }
  std::sort(out.series.begin(), out.series.end());
  if (seriesAllowed(out.series)) return Refusal();
  out.code = RefusalCode::TeamSeries;
  out.a = out.series[0] * out.series[1] * out.series[2] * out.series[3];
  return out;
}

// The best k nights of a line counted (the higher score first, the earlier night on equal scores), its total and
// article 29's keys over the nights counted.
void countNights(ChampionshipLine* l, int bestOf, const std::vector<std::array<int, 3>>& contracts) {
  std::vector<std::size_t> order(l->nights.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return l->nights[a].score > l->nights[b].score; });
  l->total = 0;
  l->nightsPlayed = int(l->nights.size());
  l->nightsCounted = 0;
  bool first = true;
  for (std::size_t k = 0; k < order.size(); ++k) {
    NightScore& n = l->nights[order[k]];
    n.counted = bestOf <= 0 || int(k) < bestOf;
    if (!n.counted) continue;
    ++l->nightsCounted;
    l->total += n.score;
    l->bestNight = first ? n.score : std::max(l->bestNight, n.score);
    first = false;
    l->contractsMade += contracts[order[k]][0];
    l->gardeContreMade += contracts[order[k]][1];
    l->gardeSansMade += contracts[order[k]][2];
  }
}

// Refused lines last; in stages the furthest stage, then the furthest session of its night (a player eliminated ranks
// after those who continued, as in a night's ranking), then the total; article 29 when asked.
int compareLines(const ChampionshipLine& a, const ChampionshipLine& b, Ties ties) {
  auto cmp = [](long x, long y) { return x > y ? -1 : x < y ? 1 : 0; };
  if (bool(a.refusal) != bool(b.refusal)) return a.refusal ? 1 : -1;
  int c = cmp(a.stage, b.stage);
  if (!c) c = cmp(a.session, b.session);
  if (!c) c = cmp(a.total, b.total);
  if (c || ties == Ties::Shared) return c;
  // Article 29 over the nights: "le meilleur score obtenu sur une position" read as the best night counted, then
  // the contracts made, then the sur-contrats by their height.
  if (!c) c = cmp(a.bestNight, b.bestNight);
  if (!c) c = cmp(a.contractsMade, b.contractsMade);
  if (!c) c = cmp(a.gardeContreMade, b.gardeContreMade);
  if (!c) c = cmp(a.gardeSansMade, b.gardeSansMade);
  return c;
}

void placeAndQualify(ChampionshipRanking* r, const Championship& c) {
  auto& lines = r->lines;
  std::stable_sort(lines.begin(), lines.end(), [&](const ChampionshipLine& a, const ChampionshipLine& b) {
    return compareLines(a, b, c.ties) < 0;
  });
  for (std::size_t i = 0; i < lines.size(); ++i) {
    ChampionshipLine& l = lines[i];
    if (l.refusal) { l.place = 0; continue; }
    const bool same = i > 0 && compareLines(lines[i - 1], l, c.ties) == 0;
    l.place = same ? lines[i - 1].place : int(i) + 1;
    if (same) l.shared = lines[i - 1].shared = true;
  }
  if (c.qualify <= 0) return;
  std::size_t ranked = 0;
  while (ranked < lines.size() && !lines[ranked].refusal) ++ranked;
  // "Les meilleurs N": a place shared across the cut qualifies all who share it (places shared); the players on the
  // total of the last one qualified are named on both sides of the cut.
  for (std::size_t i = 0; i < ranked; ++i) lines[i].qualified = lines[i].place <= c.qualify;
  if (std::size_t(c.qualify) >= ranked) return;
  const ChampionshipLine& last = lines[std::size_t(c.qualify - 1)];
  const ChampionshipLine& next = lines[std::size_t(c.qualify)];
  auto level = [&last](const ChampionshipLine& l) {
    return l.stage == last.stage && l.session == last.session && l.total == last.total;
  };
  if (!level(next)) return;
  for (std::size_t i = 0; i < ranked; ++i)
    if (level(lines[i])) lines[i].tiedAtCut = true;
}

Refusal checkRule(const Season& season, const Championship& c, std::vector<int>* nights) {
  Refusal out;
  if (c.score == Score::Places && c.placePoints.empty()) out.code = RefusalCode::PlacesTableEmpty;
  if (c.bestOf < 0) out.code = RefusalCode::BestOfNegative, out.a = c.bestOf;
  if (out) return out;
  if (c.nights.empty()) {
    for (std::size_t i = 0; i < season.nights.size(); ++i) nights->push_back(int(i));
    return out;
  }
  for (const std::string& id : c.nights) {
    int found = -1;
    for (std::size_t i = 0; i < season.nights.size(); ++i)
      if (season.nights[i].id == id) found = int(i);
    if (found < 0) {
      out.code = RefusalCode::NightUnknown;
      out.night = id;
      return out;
    }
    nights->push_back(found);
  }
  return out;
}

// Form::Stages: each stage's coefficient against the share of the previous stage's players it eliminated, the
// players coming from the stage before, the final's minimums.
struct StageCheck {
  int stage = 0;
  int coefficient = 100;
};
StageCheck checkStage(const Championship& c, const NightResult* previous, const NightResult& r,
                      const std::string& nightId, int stage, std::vector<Refusal>* warnings) {
  StageCheck out;
  out.stage = stage;
  const int asked = std::size_t(stage - 1) < c.stageCoefficients.size() ? c.stageCoefficients[std::size_t(stage - 1)] : 100;
  out.coefficient = asked;
  if (!previous) {
    if (asked > 100) warnings->push_back({RefusalCode::StageCoefficient, nightId, asked, 0, 100, {}, {}});
    out.coefficient = 100;
    return out;
  }
  const int before = int(previous->lines.size()), now = int(r.lines.size());
  const int percent = before > 0 ? std::max(0, before - now) * 100 / before : 0;
  const int allowed = coefficientForElimination(percent);
  if (asked > allowed) {
    warnings->push_back({RefusalCode::StageCoefficient, nightId, asked, percent, allowed, {}, {}});
    out.coefficient = allowed;
  }
  for (const NightLine& l : r.lines) {
    bool played = false;
    for (const NightLine& p : previous->lines) played = played || p.person == l.person;
    if (!played) {
      warnings->push_back({RefusalCode::StageNotEarlier, nightId, l.player, 0, 0, {}, {}});
      break;
    }
  }
  return out;
}

}  // namespace

ChampionshipRanking rankChampionship(const Register& reg, const Season& season, const Championship& c) {
  std::vector<int> nights;
  std::vector<NightResult> results(season.nights.size());
  if (!checkRule(season, c, &nights))
    for (int n : nights) results[std::size_t(n)] = nightResult(reg, season, n);
  return rankChampionship(reg, season, c, results);
}

std::vector<ChampionshipRanking> rankChampionships(const Register& reg, const Season& season) {
  const std::vector<NightResult> results = seasonResults(reg, season);
  std::vector<ChampionshipRanking> out;
  for (const Championship& c : season.championships) out.push_back(rankChampionship(reg, season, c, results));
  return out;
}

namespace {

// What ranking a championship gathers night by night: a line per player or team, found by its key.
struct Gathering {
  std::unordered_map<std::string_view, std::size_t> index;
  std::vector<std::vector<std::array<int, 3>>> contracts;  // per line, per night: contracts, garde contre, sans
};

// Adds a night's entries to the lines (a new line for an entrant not met before), each with the night's score.
void addNight(const Register& reg, const Championship& c, const NightResult& r, int n, const std::string& nightId,
              const StageCheck& stage, std::size_t nights, ChampionshipRanking* out, Gathering* g) {
  const std::vector<Entry> entries = entriesOf(r, c.teams);
  const std::vector<long> scores = scoresOf(c, entries);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    auto it = g->index.find(*e.key);
    if (it == g->index.end()) {
      it = g->index.emplace(std::string_view(*e.key), out->lines.size()).first;
      ChampionshipLine l;
      l.key = *e.key;
      l.name = *e.name;
      l.licence = *e.licence;
      l.member = e.member;
      l.nights.reserve(nights);
      out->lines.push_back(std::move(l));
      g->contracts.emplace_back();
    }
    ChampionshipLine& l = out->lines[it->second];
    if (c.teams) {
      std::vector<int> players = *e.players;
      std::sort(players.begin(), players.end());  // in the order registered
      l.players.clear();
      for (int p : players)
        for (const NightLine& nl : r.lines)
          if (nl.player == p) l.players.push_back(nl.name);
      if (c.seriesRule && !l.refusal) l.refusal = seriesRefusal(reg, r, e, nightId);
    }
    NightScore s;
    s.night = n;
    s.nightId = nightId;
    s.place = e.place;
    s.shared = e.shared;
    s.points = e.points;
    s.pcn = e.pcn;
    s.pp = e.pp;
    s.score = c.form == Form::Stages ? applyCoefficient(int(scores[i]), stage.coefficient) : scores[i];
    s.stage = stage.stage;
    if (c.form == Form::Stages && stage.stage >= l.stage) l.session = e.session;
    l.stage = std::max(l.stage, stage.stage);
    l.nights.push_back(std::move(s));
    g->contracts[it->second].push_back({e.contracts, e.gardeContre, e.gardeSans});
  }
}

}  // namespace

ChampionshipRanking rankChampionship(const Register& reg, const Season& season, const Championship& c,
                                     const std::vector<NightResult>& results) {
  ChampionshipRanking out;
  out.refusal = checkRule(season, c, &out.nights);
  if (out.refusal) return out;
  Gathering g;
  const NightResult* previousStage = nullptr;
  int stages = 0, lastStageNight = -1;
  for (int n : out.nights) {
    if (std::size_t(n) >= results.size()) continue;
    const NightResult& r = results[std::size_t(n)];
    if (!r.counts) continue;
    ++out.nightsCounting;
    const std::string& nightId = season.nights[std::size_t(n)].id;
    StageCheck stage;
    if (c.form == Form::Stages) {
      stage = checkStage(c, previousStage, r, nightId, ++stages, &out.warnings);
      previousStage = &r;
      lastStageNight = n;
    }
    addNight(reg, c, r, n, nightId, stage, out.nights.size(), &out, &g);
  }
  if (lastStageNight >= 0)
    for (const Rejection& why : regionalFinalShortfalls(season.nights[std::size_t(lastStageNight)].document.state())) {
      Refusal w;
      w.code = RefusalCode::FinalShortfall;
      w.night = season.nights[std::size_t(lastStageNight)].id;
      w.rejection = why;
      out.warnings.push_back(w);
    }
  for (std::size_t i = 0; i < out.lines.size(); ++i)
    countNights(&out.lines[i], c.form == Form::Stages ? 0 : c.bestOf, g.contracts[i]);
  placeAndQualify(&out, c);
  return out;
}

}  // namespace tarot::season
