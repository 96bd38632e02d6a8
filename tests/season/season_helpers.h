// What the season tests share: nights built as tournament documents by their events (registrations, each position's
// seating, sheets of totals only, the position closed), and a register of the players P1..Pn.
#pragma once
#include "season/season.h"
#include "tournament/events.h"
#include <catch2/catch_test_macros.hpp>
#include <array>
#include <string>
#include <vector>

namespace tarot::season::testing {

// One table of a position: its four players (night's numbers, N S E W) and their totals.
struct TableTotals {
  std::array<int, 4> players;
  std::array<int, 4> totals;
};

// A registered player of a night: name, licence, team.
struct Entrant {
  std::string name, licence, team;
};

inline std::vector<Entrant> entrants(int n, const std::string& team = std::string()) {
  std::vector<Entrant> out;
  for (int p = 1; p <= n; ++p) out.push_back({"P" + std::to_string(p), "L" + std::to_string(p), team});
  return out;
}

inline tournament::Settings nightSettings(int positions, tournament::Competition c = tournament::Competition::ClubNight,
                                          tournament::Formula f = tournament::Formula::Individual) {
  tournament::Settings s;
  s.positions = positions;
  s.dealsPerPosition = 4;
  s.movements.assign(std::size_t(positions), "fft");
  s.competition = c;
  s.formula = f;
  s.ties = tournament::Ties::Shared;
  return s;
}

// A night whose positions are given table by table (totals only) and closed.
inline tournament::Document nightDocument(const tournament::Settings& s, const std::vector<Entrant>& who,
                                          const std::vector<std::vector<TableTotals>>& positions) {
  using namespace tournament;
  Document d;
  REQUIRE(d.append(createEvent("Soirée", s), 1, "arbitre") == "");
  for (const Entrant& e : who) REQUIRE(d.append(registerEvent(e.name, e.licence, "Club", e.team), 2, "accueil") == "");
  for (std::size_t p = 0; p < positions.size(); ++p) {
    const int position = int(p) + 1;
    PositionSeating seating;
    for (const TableTotals& t : positions[p]) {
      TableSeating ts;
      for (int o = 0; o < 4; ++o) ts.seat[std::size_t(o)] = t.players[std::size_t(o)];
      seating.push_back(ts);
    }
    REQUIRE(d.append(startPositionEvent(position, seating), 3, "arbitre") == "");
    for (std::size_t t = 0; t < positions[p].size(); ++t) {
      TableSheet sheet;
      sheet.totalsOnly = true;
      for (int o = 0; o < 4; ++o) sheet.totals[std::size_t(o)] = positions[p][t].totals[std::size_t(o)];
      sheet.dealsPlayed = s.dealsPerPosition;
      REQUIRE(d.append(sheetEvent(position, int(t) + 1, sheet), 4, "saisie") == "");
    }
    REQUIRE(d.append(closePositionEvent(position), 5, "arbitre") == "");
  }
  return d;
}

inline Night night(const std::string& id, const std::string& date, tournament::Document d, std::vector<int> members = {}) {
  Night n;
  n.id = id;
  n.date = date;
  n.title = "Soirée " + id;
  n.document = std::move(d);
  if (members.empty())
    for (std::size_t p = 1; p <= n.document.state().players.size(); ++p) members.push_back(int(p));
  n.members = std::move(members);
  return n;
}

// Members 1..n named P1..Pn with licences L1..Ln, séries as given (4 when not).
inline Register registerOf(int n, const std::vector<int>& series = {}) {
  Register r;
  for (int i = 1; i <= n; ++i) {
    Member m;
    m.id = i;
    m.name = "P" + std::to_string(i);
    m.licence = "L" + std::to_string(i);
    m.serie = std::size_t(i - 1) < series.size() ? series[std::size_t(i - 1)] : 4;
    r.members.push_back(m);
  }
  r.nextId = n + 1;
  return r;
}

// The season of the tests: three club nights of 12 players (3 tables, one position of 4 deals), players P1..P12
// of the register (séries 1, 2, 3, 4, 1, 2, 3, 4 ...); each figure expected is worked out in the tests.
inline std::vector<std::vector<TableTotals>> nightTables(int n) {
  if (n == 1) return {{{{1, 2, 3, 4}, {300, 100, -150, -250}}, {{5, 6, 7, 8}, {200, 50, -100, -150}},
                       {{9, 10, 11, 12}, {100, 100, -50, -150}}}};
  if (n == 2) return {{{{1, 5, 9, 2}, {-100, 400, 0, -300}}, {{6, 10, 3, 7}, {250, -50, -50, -150}},
                       {{11, 4, 8, 12}, {150, 50, -100, -100}}}};
  return {{{{1, 2, 3, 4}, {50, 50, -50, -50}}, {{5, 6, 7, 8}, {100, 0, 0, -100}},
           {{9, 10, 11, 12}, {200, -200, 100, -100}}}};
}

inline Season threeNights() {
  Season s;
  s.name = "2026-2027";
  s.startYear = 2026;
  const char* dates[] = {"2026-09-18", "2026-10-02", "2026-10-16"};
  for (int n = 1; n <= 3; ++n)
    s.nights.push_back(night("n" + std::to_string(n), dates[n - 1], nightDocument(nightSettings(1), entrants(12), nightTables(n))));
  return s;
}

inline Register clubRegister() {
  Register r = registerOf(12, {1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4});
  Member zoe;
  zoe.id = 13;
  zoe.name = "Zoé Bernard";
  zoe.serie = 4;
  r.members.push_back(zoe);
  r.nextId = 14;
  return r;
}

}  // namespace tarot::season::testing
