// Eliminations between sessions, the carré final's seating and the stages the movement starts again from.
#include "tournament/sessions.h"
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/json_fields.h"
#include "tournament/ranking.h"
#include <algorithm>

namespace tarot::tournament {

bool playsAt(const State& s, int player, int position) {
  if (player < 1 || player > int(s.players.size())) return false;
  const Player& p = s.players[std::size_t(player - 1)];
  if (p.withdrawn && p.withdrawnAfterPosition < position) return false;
  return !(p.eliminatedAfterPosition && p.eliminatedAfterPosition < position);
}

int dealsAt(const Settings& s, int position) {
  return s.carreFinal && s.finalDeals > 0 && position >= s.finalFirstPosition ? s.finalDeals : s.dealsPerPosition;
}

PositionSeating rankedStart(const std::vector<int>& order, bool tablesOf5) {
  PositionSeating s = emptyStart(int(order.size()), tablesOf5);
  std::size_t next = 0;
  for (int o = North; o <= Fifth; ++o)
    for (TableSeating& t : s)
      if (t.seat[std::size_t(o)] == -1) t.seat[std::size_t(o)] = next < order.size() ? order[next++] : 0;
  return next == order.size() ? s : PositionSeating();
}

namespace {

// The players still playing `position`, in the order of the cut's ranking after `last`.
std::vector<int> cutOrder(const State& s, const Ranking& r, int position) {
  std::vector<int> order;
  for (const PlayerLine& l : r.lines)
    if (playsAt(s, l.player, position)) order.push_back(l.player);
  return order;
}

const PlayerLine& lineOf(const Ranking& r, int player) {
  for (const PlayerLine& l : r.lines)
    if (l.player == player) return l;
  return r.lines.front();
}

// The first position of the stage after the one starting at `first`: the next elimination's or the final's.
int nextStageFirst(const State& s, int first) {
  int next = s.settings.positions + 1;
  for (const Elimination& e : s.eliminations)
    if (!e.cancelled && e.afterPosition + 1 > first) next = std::min(next, e.afterPosition + 1);
  if (s.settings.carreFinal && s.settings.finalFirstPosition > first) next = std::min(next, s.settings.finalFirstPosition);
  return next;
}

// An elimination may follow position `last` when it is the last started and closed, positions remain, none was made
// after it and the carré final does not start next.
Rejection eliminationNow(const State& s, int last) {
  const PositionState* ps = s.position(last);
  if (!ps || last != int(s.positions.size()) || !ps->closed) return refuse(RejectionCode::EliminationNotNow, int(s.positions.size()));
  if (last >= s.settings.positions || (s.settings.carreFinal && last + 1 >= s.settings.finalFirstPosition))
    return refuse(RejectionCode::EliminationNotNow);
  for (const Elimination& e : s.eliminations)
    if (!e.cancelled && e.afterPosition == last) return refuse(RejectionCode::EliminationNotNow);
  return {};
}

}  // namespace

EliminationPlan planElimination(const State& s, int keep) {
  EliminationPlan plan;
  const int last = int(s.positions.size());
  plan.afterPosition = last;
  if ((plan.refusal = eliminationNow(s, last))) return plan;
  const Ranking r = rankForCut(s, last);
  const std::vector<int> order = cutOrder(s, r, last + 1);
  plan.playing = int(order.size());
  PositionSeating start;
  if (keep >= 3 && keep < plan.playing)
    start = rankedStart(std::vector<int>(order.begin(), order.begin() + keep), s.settings.tablesOf5);
  if (start.empty()) {
    plan.refusal = refuse(RejectionCode::EliminationKeep, keep, plan.playing);
    return plan;
  }
  plan.kept.assign(order.begin(), order.begin() + keep);
  plan.eliminated.assign(order.begin() + keep, order.end());
  const PlayerLine &lastKept = lineOf(r, plan.kept.back()), &firstOut = lineOf(r, plan.eliminated.front());
  if (lastKept.points == firstOut.points) {
    for (int p : order)
      if (lineOf(r, p).points == lastKept.points) plan.tiedAtCut.push_back(p);
    plan.tieUnbroken = lastKept.place == firstOut.place;
  }
  plan.percent = int(plan.eliminated.size()) * 100 / plan.playing;
  plan.coefficient = coefficientForElimination(plan.percent);
  plan.start = std::move(start);
  return plan;
}

Event eliminationEvent(const EliminationPlan& plan, int coefficient) {
  Event e;
  e.kind = "eliminate";
  json::Value out = json::Value::array();
  for (int p : plan.eliminated) out.push(p);
  e.data = json::Value::object();
  e.data.set("after_position", plan.afterPosition).set("coefficient", coefficient).set("eliminated", out);
  e.data.set("seating", seatingToJson(plan.start));
  return e;
}

Rejection applyElimination(State* s, const Event& e) {
  Fields f(e.data);
  Elimination el;
  el.afterPosition = f.integer("after_position", 1, 100);
  el.coefficient = f.integer("coefficient", 100, 1000);
  const json::Value* seating = f.get("seating");
  if (!f.error().empty() || !seating) return refuseWith(RejectionCode::BadData, f.error());
  if (const std::string why = seatingFromJson(*seating, &el.start); !why.empty())
    return refuseWith(RejectionCode::BadData, why);
  json::Reader in;
  const auto* out = in.items(e.data, "eliminated", -1);
  if (!out) return refuseWith(RejectionCode::BadData, "\"eliminated\" must be an array of players");
  if (const Rejection r = eliminationNow(*s, el.afterPosition)) return r;
  const int next = el.afterPosition + 1;
  std::vector<bool> isOut(s->players.size() + 1, false);
  for (const json::Value& v : *out) {
    const int p = v.isInt() ? int(v.asInt()) : 0;
    if (!playsAt(*s, p, next) || isOut[std::size_t(p)])
      return refuseWith(RejectionCode::BadData, "\"eliminated\": player " + std::to_string(p) + " is not playing");
    isOut[std::size_t(p)] = true;
    el.eliminated.push_back(p);
  }
  int playing = 0;
  for (const Player& p : s->players) playing += playsAt(*s, p.id, next);
  const int kept = playing - int(el.eliminated.size());
  if (el.eliminated.empty() || kept < 3) return refuse(RejectionCode::EliminationKeep, kept, playing);
  if (const Rejection r = seatingCheck(*s, el.start, next)) return at(r, next);
  std::vector<bool> seated(s->players.size() + 1, false);
  for (const TableSeating& t : el.start)
    for (int p : t.seat)
      if (p && isOut[std::size_t(p)]) return at(refuse(RejectionCode::SeatedAfterElimination, p, el.afterPosition), next);
      else if (p) seated[std::size_t(p)] = true;
  for (const Player& p : s->players)
    if (playsAt(*s, p.id, next) && !isOut[std::size_t(p.id)] && !seated[std::size_t(p.id)])
      return at(refuse(RejectionCode::SessionSeatsAll, p.id), next);
  const int percent = int(el.eliminated.size()) * 100 / playing;
  if (el.coefficient > coefficientForElimination(percent))
    return at(refuse(RejectionCode::CoefficientNotEarned, el.coefficient, percent, coefficientForElimination(percent)), next);
  for (int p : el.eliminated) s->players[std::size_t(p - 1)].eliminatedAfterPosition = el.afterPosition;
  std::vector<Session>& sessions = s->settings.sessions;
  for (const Session& x : sessions)
    if (x.firstPosition == next) el.replacedCoefficient = x.coefficient;
  Arbitration a;
  a.event = s->events;
  a.kind = e.kind;
  a.figure = el.afterPosition;
  s->arbitrations.push_back(a);
  sessions.erase(std::remove_if(sessions.begin(), sessions.end(), [&](const Session& x) { return x.firstPosition == next; }),
                 sessions.end());
  const auto where = std::find_if(sessions.begin(), sessions.end(), [&](const Session& x) { return x.firstPosition > next; });
  sessions.insert(where, Session{next, el.coefficient});
  s->eliminations.push_back(std::move(el));
  return {};
}

Rejection cancelElimination(State* s, int afterPosition) {
  auto it = std::find_if(s->eliminations.begin(), s->eliminations.end(),
                         [&](const Elimination& e) { return !e.cancelled && e.afterPosition == afterPosition; });
  if (it == s->eliminations.end()) return refuse(RejectionCode::EliminationNotNow);
  if (int(s->positions.size()) > afterPosition) return refuse(RejectionCode::EliminationPlayed, afterPosition + 1);
  it->cancelled = true;
  for (int p : it->eliminated) s->players[std::size_t(p - 1)].eliminatedAfterPosition = 0;
  std::vector<Session>& sessions = s->settings.sessions;
  for (auto x = sessions.begin(); x != sessions.end(); ++x)
    if (x->firstPosition == afterPosition + 1) {
      if (it->replacedCoefficient) x->coefficient = it->replacedCoefficient;
      else sessions.erase(x);
      break;
    }
  return {};
}

StageStart stageAt(const State& s, int position) {
  StageStart st;
  st.start = s.start;
  for (const Elimination& e : s.eliminations)
    if (!e.cancelled && e.afterPosition + 1 <= position && e.afterPosition + 1 > st.firstPosition) {
      st.firstPosition = e.afterPosition + 1;
      st.start = e.start;
    }
  const Settings& set = s.settings;
  if (set.carreFinal && set.finalFirstPosition > st.firstPosition && set.finalFirstPosition <= position) {
    st.firstPosition = set.finalFirstPosition;
    st.final = true;
    if (const PositionState* ps = s.position(st.firstPosition)) {
      st.start = ps->seating;
    } else {
      // The finalists: the best of the qualifying ranking still playing, placed by the printed starts.
      const std::vector<int> order = cutOrder(s, rankForCut(s, st.firstPosition - 1), st.firstPosition);
      st.start.clear();
      if (int(order.size()) >= set.finalists) {
        const PositionSeating printed = carreFinalPlaces(set.finalists);
        st.start = printed.empty() ? rankedStart({order.begin(), order.begin() + set.finalists}, set.tablesOf5) : printed;
        if (!printed.empty())
          for (TableSeating& t : st.start)
            for (int& p : t.seat)
              if (p) p = order[std::size_t(p - 1)];
      }
      if (st.start.empty()) st.refusal = refuse(RejectionCode::FinalistsMissing, set.finalists, int(order.size()));
    }
  }
  st.lastPosition = nextStageFirst(s, st.firstPosition) - 1;
  return st;
}

}  // namespace tarot::tournament
