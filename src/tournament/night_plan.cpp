// Each position's seating: the movement planned once for every position from a seed taken from the start seating (so
// every call plans the same), its numbers given to the players drawn, then the seats of the players who withdrew
// emptied and the tables kept legal (reseat.h); the warnings compare it with the positions already started.
#include "tournament/night_plan.h"
#include "tournament/movement.h"
#include "tournament/ranking.h"
#include "tournament/reseat.h"
#include "tournament/sessions.h"
#include "tournament/teams.h"
#include <algorithm>
#include <map>

namespace tarot::tournament {

namespace {

// Who the movement's numbers are: the player drawn at the same seat of the start when the plan's first position has
// the start's shape; else (tables of 3 whose Norths the movement removes elsewhere) the k-th number is the k-th
// player drawn, table by table, N S E W.
std::vector<int> playersOfNumbers(const PositionSeating& start, const PositionSeating& first, int players) {
  std::vector<int> of(std::size_t(players) + 8, 0);
  bool same = first.size() == start.size();
  for (std::size_t t = 0; same && t < first.size(); ++t)
    for (int o = 0; o < 5; ++o) {
      const int n = first[t].seat[std::size_t(o)], p = start[t].seat[std::size_t(o)];
      if ((n != 0) != (p != 0) || n >= int(of.size())) same = false;
      else if (n) of[std::size_t(n)] = p;
    }
  if (same) return of;
  std::fill(of.begin(), of.end(), 0);
  std::vector<int> drawn, numbers;
  for (const TableSeating& t : start)
    for (int p : t.seat)
      if (p) drawn.push_back(p);
  for (const TableSeating& t : first)
    for (int n : t.seat)
      if (n) numbers.push_back(n);
  std::sort(numbers.begin(), numbers.end());
  if (numbers.size() != drawn.size()) return {};
  for (std::size_t k = 0; k < numbers.size(); ++k) {
    if (numbers[k] >= int(of.size())) return {};
    of[std::size_t(numbers[k])] = drawn[k];
  }
  return of;
}

// Withdrawn (article 27) or eliminated (chapter 3) before the position.
bool withdrawnBefore(const State& s, int id, int position) { return !playsAt(s, id, position); }

int teamSize(const Settings& s) { return s.formula == Formula::Duo ? 2 : s.formula == Formula::Team4 ? 4 : 0; }

// The movement's plan of every position of the stage (from its start: the draw, a session after an elimination, the
// carré final), in the movement's numbers, with the teammates kept apart (their swaps in *changes), and who each
// number is.
Rejection movementPlan(const State& s, const StageStart& stage, bool random, MovementPlan* plan, std::vector<int>* of,
                       std::vector<std::vector<Warning>>* changes) {
  int players = 0;
  std::uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (const TableSeating& t : stage.start)
    for (int p : t.seat)
      if (p) {
        ++players;
        seed = (seed ^ std::uint64_t(p)) * 0x100000001B3ull;
      }
  MovementRequest r;
  r.kind = random ? MovementKind::Random : MovementKind::Auto;
  r.tables = int(stage.start.size());
  r.positions = stage.lastPosition - stage.firstPosition + 1;
  r.players = players;
  r.tablesOf5 = s.settings.tablesOf5;
  r.seed = seed;
  std::string why;
  const int size = teamSize(s.settings);
  if (size && !random) {
    if (!planTeamMovement(r, size, plan, &why)) return refuseWith(RejectionCode::MovementImpossible, why, players, r.tables);
    *of = playersOfNumbers(stage.start, teamStart(r.tables, size).seating, players);
    const TeamOf byPlayer = teamsOf(s);
    TeamOf byNumber(of->size(), 0);
    for (std::size_t n = 0; n < of->size(); ++n)
      if ((*of)[n] > 0 && (*of)[n] < int(byPlayer.size())) byNumber[n] = byPlayer[std::size_t((*of)[n])];
    separateTeammates(plan, byNumber, changes);
  } else {
    if (!planMovement(r, plan, &why)) return refuseWith(RejectionCode::MovementImpossible, why, r.players, r.tables);
    *of = plan->empty() ? std::vector<int>() : playersOfNumbers(stage.start, (*plan)[0], players);
  }
  if (of->empty()) return refuse(RejectionCode::MovementImpossible, r.players, r.tables);
  return {};
}

// The warnings of a swap, in the players' numbers.
Warning inPlayers(Warning w, const std::vector<int>& of) {
  const auto player = [&](int n) { return n > 0 && n < int(of.size()) ? of[std::size_t(n)] : 0; };
  w.a = player(w.a), w.b = player(w.b), w.d = player(w.d);
  return w;
}

// Whether the player belongs to the stage: every player still playing, but only the finalists in the carré final.
bool inStage(const StageStart& stage, int player) {
  if (!stage.final) return true;
  for (const TableSeating& t : stage.start)
    for (int p : t.seat)
      if (p == player) return true;
  return false;
}

// The movement's seating of the position with the seats changed for the players who withdrew or were not drawn.
Rejection seatPosition(const State& s, int position, const std::vector<PositionSeating>& before, PositionSeating* out,
                       std::vector<Warning>* changes) {
  const std::string movement = movementOf(s.settings, position);
  const bool teams = teamSize(s.settings) != 0;
  if (teams && movement != "fft") return refuse(RejectionCode::TeamsFftOnly, position);
  const StageStart stage = stageAt(s, position);
  if (stage.refusal) return at(stage.refusal, position);
  const int step = position - stage.firstPosition + 1;  // the position within its stage
  std::vector<bool> seated(s.players.size() + 1, false);
  PositionSeating seating;
  if (movement == "best" && position > 1) {
    // The best against the best: the ranking so far, those still playing, four a table from table 1.
    std::vector<int> order;
    for (const PlayerLine& l : rankAfter(s, position - 1).lines)
      if (!withdrawnBefore(s, l.player, position) && inStage(stage, l.player)) order.push_back(l.player);
    seating = bestAgainstBest(order, s.settings.tablesOf5);
    if (seating.empty()) return refuse(RejectionCode::MovementImpossible, int(order.size()), int(stage.start.size()));
  } else {
    MovementPlan plan;
    std::vector<int> of;
    std::vector<std::vector<Warning>> swaps;
    if (const Rejection r = movementPlan(s, stage, movement == "random", &plan, &of, &swaps)) return r;
    if (int(plan.size()) < step) return refuse(RejectionCode::NoMorePositions, int(plan.size()));
    seating = plan[std::size_t(step - 1)];
    for (TableSeating& ts : seating)
      for (int& n : ts.seat) n = n > 0 && n < int(of.size()) ? of[std::size_t(n)] : 0;
    if (std::size_t(step) <= swaps.size())
      for (const Warning& w : swaps[std::size_t(step - 1)]) changes->push_back(inPlayers(w, of));
  }
  // Article 27: a player who withdrew before this position leaves the seat empty (and so does one eliminated).
  for (TableSeating& ts : seating)
    for (int& p : ts.seat) {
      if (p && withdrawnBefore(s, p, position)) p = 0;
      if (p) seated[std::size_t(p)] = true;
    }
  std::vector<int> newcomers;
  for (const Player& p : s.players)
    if (!seated[std::size_t(p.id)] && !withdrawnBefore(s, p.id, position) && inStage(stage, p.id))
      newcomers.push_back(p.id);
  if (!reseat(&seating, newcomers, before, teamsOf(s), s.settings.tablesOf5, changes))
    return refuse(RejectionCode::MovementImpossible, int(s.players.size()), int(stage.start.size()));
  *out = std::move(seating);
  return {};
}

// The seatings of positions 1 .. position - 1: those started as recorded, the others as planned.
std::vector<PositionSeating> seatingsBefore(const State& s, int position) {
  std::vector<PositionSeating> out;
  for (int q = 1; q < position; ++q) {
    if (const PositionState* ps = s.position(q)) {
      out.push_back(ps->seating);
      continue;
    }
    PositionSeating seating;
    std::vector<Warning> ignored;
    seatPosition(s, q, out, &seating, &ignored);
    out.push_back(seating);
  }
  return out;
}

}  // namespace

std::vector<int> playerNumbers(const State& s, int position) {
  if (s.draw == DrawMethod::None || s.start.empty()) return {};
  const StageStart stage = stageAt(s, std::max(1, position));
  if (stage.refusal) return {};
  MovementPlan plan;
  std::vector<int> of;
  std::vector<std::vector<Warning>> swaps;
  if (movementPlan(s, stage, false, &plan, &of, &swaps)) return {};
  std::vector<int> number(s.players.size() + 1, 0);
  for (std::size_t n = 1; n < of.size(); ++n)
    if (of[n] > 0 && of[n] < int(number.size())) number[std::size_t(of[n])] = int(n);
  return number;
}

std::string movementOf(const Settings& s, int position) {
  return position >= 1 && position <= int(s.movements.size()) ? s.movements[std::size_t(position - 1)] : std::string("fft");
}

TeamOf teamsOf(const State& s) {
  TeamOf of(s.players.size() + 1, 0);
  if (s.settings.formula == Formula::Individual) return of;
  std::map<std::string, int> number;
  for (const Player& p : s.players) {
    const auto it = number.emplace(p.team, int(number.size()) + 1).first;
    of[std::size_t(p.id)] = it->second;
  }
  return of;
}

Rejection positionSeating(const State& s, int position, PositionSeating* out) {
  const PositionPlan plan = planPosition(s, position);
  if (plan.refusal) return plan.refusal;
  *out = plan.seating;
  return {};
}

PositionPlan planPosition(const State& s, int position) {
  PositionPlan plan;
  plan.position = position;
  if (s.draw == DrawMethod::None || s.start.empty()) {
    plan.refusal = refuse(RejectionCode::DrawFirst);
    return plan;
  }
  if (position < 1 || position > s.settings.positions) {
    plan.refusal = refuse(RejectionCode::NoMorePositions, s.settings.positions);
    return plan;
  }
  const std::vector<PositionSeating> before = seatingsBefore(s, position);
  std::vector<Warning> changes;
  PositionSeating seating;
  if (const Rejection r = seatPosition(s, position, before, &seating, &changes)) {
    plan.refusal = r;
    return plan;
  }
  plan.tables = int(stageAt(s, position).start.size());
  const Prescription p = prescribedMovement(plan.tables);
  const bool fft = movementOf(s.settings, position) == "fft";
  plan.maxPositions = p.maxPositions > 0 && teamSize(s.settings) ? p.maxPositions - 1 : p.maxPositions;
  std::vector<Warning> found =
      positionWarnings(before, seating, position, teamsOf(s), plan.tables, fft ? plan.maxPositions : -1);
  plan.warnings = std::move(changes);
  plan.warnings.insert(plan.warnings.end(), found.begin(), found.end());
  plan.seating = std::move(seating);
  return plan;
}

}  // namespace tarot::tournament
