// The tournament messages the desk sends: a table's sheet for its phones, the standings for the room's screen and
// the club's website, a deal's progress. Names are sent once per message (players numbered from 1).
#include "protocol/tournament_wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "server/tournament_desk.h"
#include "tournament/duplicate.h"
#include "tournament/events.h"
#include "tournament/ranking.h"
#include "tournament/sessions.h"
#include "tournament/table_sheet.h"
#include <algorithm>
#include <array>
#include "tournament/visa.h"

namespace tarot::server {

using protocol::errorMessage;
using protocol::serverMessage;

namespace {

const char* const kSeatNames[] = {"N", "S", "E", "W", "5"};

json::Value dealJson(const tournament::SheetDeal& d) {
  tournament::TableSheet one;
  one.deals.push_back(d);
  return tournament::sheetToJson(one).find("deals")->items()[0];
}

json::Value lines(const tournament::Ranking& r) {
  json::Value out = json::Value::array();
  for (const tournament::PlayerLine& l : r.lines) {
    json::Value o = json::Value::object();
    o.set("player", l.player).set("place", l.place).set("points", l.points);
    // Only when true: a 600-player night's standings pushed to hundreds of pages are a third smaller.
    if (l.shared) o.set("shared", true);
    if (l.withdrawn) o.set("withdrawn", true);
    out.push(o);
  }
  return out;
}

// A ranking packed by columns for the standings' updates (a third of the lines as objects): the players in place
// order, their points, the groups of lines sharing a place ([first, last] line indexes: the place of the first, as
// tournament/ranking.cpp gives it) and the withdrawn players, these two only when there are some.
json::Value packed(const tournament::Ranking& r) {
  json::Value order = json::Value::array(), points = json::Value::array(), tied = json::Value::array(),
              withdrawn = json::Value::array();
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const tournament::PlayerLine& l = r.lines[i];
    order.push(l.player);
    points.push(l.points);
    if (l.withdrawn) withdrawn.push(l.player);
    if (i == 0 || l.place != r.lines[i - 1].place) continue;
    std::vector<json::Value>& t = tied.items();
    if (!t.empty() && t.back().asInt() == int(i) - 1) t.back() = json::Value(int(i));  // the group goes on
    else tied.push(int(i) - 1).push(int(i));
  }
  json::Value out = json::Value::object();
  out.set("order", order).set("points", points);
  if (!tied.items().empty()) out.set("tied", tied);
  if (!withdrawn.items().empty()) out.set("withdrawn", withdrawn);
  return out;
}

// A duplicate tournament's latest closed position: its duplicate ranking (tournament/duplicate.h), packed like the
// rankings (`matchpoints`, `max` for the matchpoints possible); null before any close, never earlier: a score would
// tell the other tables about a deal they have not played.
json::Value duplicateJson(const tournament::State& st) {
  int closed = 0;
  for (std::size_t p = 0; st.settings.duplicate && p < st.positions.size(); ++p)
    if (st.positions[p].closed) closed = int(p + 1);
  if (closed == 0) return json::Value();
  const tournament::DuplicateRanking r = tournament::rankDuplicate(st, closed, closed);
  json::Value order = json::Value::array(), points = json::Value::array(), max = json::Value::array(),
              tied = json::Value::array();
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const tournament::DuplicateLine& l = r.lines[i];
    order.push(l.player);
    points.push(l.matchpoints);
    max.push(l.maxMatchpoints);
    if (i == 0 || l.place != r.lines[i - 1].place) continue;
    std::vector<json::Value>& g = tied.items();
    if (!g.empty() && g.back().asInt() == int(i) - 1) g.back() = json::Value(int(i));
    else tied.push(int(i) - 1).push(int(i));
  }
  json::Value out = json::Value::object();
  out.set("position", closed).set("order", order).set("matchpoints", points).set("max", max);
  if (!tied.items().empty()) out.set("tied", tied);
  return out;
}

int confirmedDeals(const DeskSheet& s) {
  int n = 0;
  for (const DeskDeal& d : s.deals) n += d.confirmed;
  return n;
}

}  // namespace

std::string tableSheetMessage(const DeskTournament& t, int p, int tb, bool duplicate) {
  const tournament::State& st = t.doc.state();
  const tournament::PositionState& ps = st.positions[std::size_t(p - 1)];
  const tournament::TableSeating& seating = ps.seating[std::size_t(tb - 1)];
  const tournament::SheetRecord& rec = ps.sheets[std::size_t(tb - 1)];
  const DeskSheet& s = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  protocol::TournamentSheet out;
  out.tournament = t.code;
  out.position = p;
  out.table = tb;
  out.dealsPerPosition = int(s.deals.size());
  for (int o = 0; o < 5; ++o)
    if (const int id = seating.seat[o]) out.seats.push_back({kSeatNames[o], id, st.players[std::size_t(id - 1)].name});
  // The sheet as the phones built it, or, once in the document, as it stands there (after any correction).
  tournament::TableSheet scored;
  if (rec.entered) {
    scored = rec.sheet;
    for (std::size_t i = 0; i < rec.sheet.deals.size(); ++i) {
      protocol::TournamentSheetDeal x;
      x.deal = int(i + 1);
      x.entered = x.confirmed = true;
      // The arbitrator's visa on a garde sans or garde contre (only on a sheet in the document: tournament/visa.h).
      x.visa = tournament::visaGiven(rec, int(i + 1));
      x.entry = dealJson(rec.sheet.deals[i]);
      out.deals.push_back(x);
    }
  } else {
    for (std::size_t i = 0; i < s.deals.size(); ++i) {
      const DeskDeal& d = s.deals[i];
      protocol::TournamentSheetDeal x;
      x.deal = int(i + 1);
      x.entered = d.entered;
      x.confirmed = d.confirmed;
      if (d.entered) x.entryId = d.entryId, x.entry = dealJson(d.deal);
      if (d.confirmed) {
        x.confirmedBy = d.confirmedBy;
        scored.deals.push_back(d.deal);
      }
      out.deals.push_back(x);
    }
  }
  out.locked = rec.entered;
  out.corrections = rec.reasons;
  // A table of 3 filled to 4 by a bot (online positions): the bot's column is on the sheet, so that its bilans sum
  // to zero as every feuille de marque's do; `bots` names its seat (it enters and confirms nothing).
  std::array<bool, 5> bot{};
  for (int k = 0; k < s.people; ++k)
    if (!s.persons[std::size_t(k)]) bot[std::size_t(s.orientations[std::size_t(k)])] = true;
  for (int o = 0; o < 5; ++o) bot[std::size_t(o)] = bot[std::size_t(o)] || (rec.entered && rec.sheet.bots[std::size_t(o)]);
  for (int o = 0; o < 5; ++o) scored.bots[std::size_t(o)] = bot[std::size_t(o)] && !seating.seat[o];
  const tournament::SheetScores sc = tournament::scoreSheet(scored, seating);
  for (int o = 0; o < 5; ++o) {
    if (scored.bots[std::size_t(o)]) out.bots.push_back(kSeatNames[o]);
    if (seating.seat[o] || scored.bots[std::size_t(o)]) out.bilans.push_back({kSeatNames[o], sc.bilan[std::size_t(o)]});
  }
  out.duplicate = duplicate;
  return protocol::write(out);
}

std::string standingsMessage(const DeskTournament& t) {
  const tournament::State& st = t.doc.state();
  json::Value out = serverMessage(wire::kTournamentStandings);
  out.set("tournament", t.code).set("version", std::int64_t(t.seq)).set("name", st.name);
  out.set("positions", st.settings.positions)
      .set("deals_per_position", tournament::dealsAt(st.settings, std::max(1, int(st.positions.size()))));
  json::Value players = json::Value::array();
  for (const tournament::Player& pl : st.players) players.push(pl.name);
  out.set("players", players);
  const int started = int(st.positions.size()), shown = tournament::lastPublicPosition(st);
  out.set("started", started);
  if (shown > 0) {
    json::Value pos = json::Value::object();
    pos.set("position", shown).set("lines", lines(tournament::rankPosition(st, shown)));
    out.set("position", pos);
    json::Value cumul = json::Value::object();
    cumul.set("last", shown).set("lines", lines(tournament::rankAfter(st, shown)));
    out.set("cumulated", cumul);
  }
  json::Value missing = json::Value::array();
  for (int p = 1; p <= started; ++p) {
    const tournament::PositionState& ps = st.positions[std::size_t(p - 1)];
    for (std::size_t tb = 0; tb < ps.sheets.size(); ++tb) {
      if (ps.sheets[tb].entered) continue;
      json::Value x = json::Value::object();
      x.set("position", p).set("table", int(tb + 1));
      missing.push(x.set("confirmed", confirmedDeals(t.positions[std::size_t(p - 1)][tb])));
    }
  }
  out.set("missing", missing);
  if (started > 0) {
    json::Value seating = json::Value::object();
    seating.set("position", started).set("tables", tournament::seatingToJson(st.positions.back().seating));
    out.set("seating", seating);
  }
  if (json::Value d = duplicateJson(st); !d.isNull()) out.set("duplicate_ranking", d);
  return out.dump();
}

namespace {

json::Value namesJson(const tournament::State& st) {
  json::Value names = json::Value::array();
  for (const tournament::Player& pl : st.players) names.push(pl.name);
  return names;
}

json::Value seatingJson(const tournament::State& st) {
  json::Value s = json::Value::object();
  const int started = int(st.positions.size());
  return s.set("position", started).set("tables", tournament::seatingToJson(st.positions.back().seating));
}

}  // namespace

void standingsParts(const DeskTournament& t, std::string* players, std::string* seating, std::string* duplicate) {
  const tournament::State& st = t.doc.state();
  *players = namesJson(st).dump();
  *seating = st.positions.empty() ? std::string() : seatingJson(st).dump();
  const json::Value d = duplicateJson(st);
  *duplicate = d.isNull() ? std::string() : d.dump();
}

std::string standingsUpdateMessage(const DeskTournament& t, std::string* players, std::string* seating,
                                   std::string* duplicate, unsigned* parts) {
  const tournament::State& st = t.doc.state();
  json::Value out = serverMessage(wire::kTournamentStandingsUpdate);
  out.set("tournament", t.code).set("version", std::int64_t(t.seq)).set("name", st.name);
  out.set("positions", st.settings.positions)
      .set("deals_per_position", tournament::dealsAt(st.settings, std::max(1, int(st.positions.size()))));
  *parts = 0;
  json::Value names = namesJson(st);
  if (std::string dump = names.dump(); dump != *players) {
    out.set("players", names);
    *players = std::move(dump);
    *parts |= kStandingsPlayers;
  }
  const int started = int(st.positions.size()), shown = tournament::lastPublicPosition(st);
  out.set("started", started);
  if (shown > 0) {
    json::Value pos = packed(tournament::rankPosition(st, shown));
    out.set("position", pos.set("position", shown));
    json::Value cumul = packed(tournament::rankAfter(st, shown));
    out.set("cumulated", cumul.set("last", shown));
  }
  json::Value missing = json::Value::array();
  for (int p = 1; p <= started; ++p) {
    const tournament::PositionState& ps = st.positions[std::size_t(p - 1)];
    for (std::size_t tb = 0; tb < ps.sheets.size(); ++tb)
      if (!ps.sheets[tb].entered)
        missing.push(p).push(int(tb + 1)).push(confirmedDeals(t.positions[std::size_t(p - 1)][tb]));
  }
  out.set("missing", missing);
  if (started > 0) {
    json::Value s = seatingJson(st);
    if (std::string dump = s.dump(); dump != *seating) {
      out.set("seating", s);
      *seating = std::move(dump);
      *parts |= kStandingsSeating;
    }
  }
  if (json::Value d = duplicateJson(st); !d.isNull()) {
    if (std::string dump = d.dump(); dump != *duplicate) {
      out.set("duplicate_ranking", d);
      *duplicate = std::move(dump);
      *parts |= kStandingsDuplicate;
    }
  }
  return out.dump();
}

std::string positionRankingMessage(const DeskTournament& t, int p) {
  const tournament::State& st = t.doc.state();
  bool complete = true;
  for (const tournament::SheetRecord& s : st.positions[std::size_t(p - 1)].sheets) complete = complete && s.entered;
  json::Value out = serverMessage(wire::kTournamentPositionRanking);
  out.set("tournament", t.code).set("position", p).set("complete", complete);
  // A duplicate position not closed yet: no figure (an empty ranking), as in the standings.
  if (p > tournament::lastPublicPosition(st)) return out.set("hidden", true).set("lines", json::Value::array()).dump();
  return out.set("lines", lines(tournament::rankPosition(st, p))).dump();
}

std::string progressMessage(const DeskTournament& t, int p, int tb) {
  return protocol::write(protocol::TournamentProgress{
      t.code, p, tb, confirmedDeals(t.positions[std::size_t(p - 1)][std::size_t(tb - 1)])});
}

}  // namespace tarot::server
