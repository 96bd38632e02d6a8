// An independent check of a team night's seatings (tarot-night-sim --formula duo|team4 and the simulated 10-table
// night's test), written from the rulebook's words and read from the document's events alone: it calls none of
// src/tournament's movement, meeting, plan or warning code, so it can catch them wrong.
//
// Chapter 2, "Tournoi en donnes libres par équipes": "Les joueurs d'une même équipe reçoivent les orientations Nord
// et Sud, ou Est et Ouest [a duo] ... Nord, Sud, Est et Ouest [a team of 4] et commencent à la même table. Cependant
// ils ne jouent pas la première position et passent directement à la deuxième position." In donnes libres every
// player at a table scores against the three others, so teammates at one table would be opponents: they never are.
// The movements "restent valables": a printed movement lets no two players meet twice within its maximum of
// positions ("6 TABLES (5 positions maximum)", "8 TABLES (6 positions maximum)", Howell 3 tables 6, 4 tables 5, the
// others 7), and a team night plays them from the second, so one fewer. At 5 tables the base movement (North fixed,
// South +1, East +2, West -2) brings every player back to the start table after 5 moves, so its 6th position seats the
// 1st again: 5 positions there. At 3 tables the Howell movement cannot keep 12 players from meeting twice (each
// meets 3 of the 11 others a position): player 1 meets player 7 at its 2nd and 3rd positions, so a team night there
// plays one position without a repeated meeting. With fewer than 4 teams a table of 4 cannot hold 4 players of different teams.
#pragma once
#include "record/json.h"
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tarot::server::tools {

// The positions the rulebook's printed movement holds for a table count (chapter 2, "Mouvements des joueurs").
inline int rulebookPositions(int tables) {
  if (tables == 3) return 6;   // Howell FFT, 3 tables: 6 positions
  if (tables == 4) return 5;   // Howell FFT, 4 tables: 5 positions
  if (tables == 6) return 5;   // "6 TABLES (5 positions maximum)"
  if (tables == 8) return 6;   // "8 TABLES (6 positions maximum)"
  if (tables == 10) return 6;  // tournaments.md: no reading of the 10 tables' jumps reaches 7
  if (tables == 5) return 5;   // the base movement's 6th position is its 1st
  return tables >= 5 ? 7 : 0;  // "dans la limite de 7 positions"
}

// The seatings of a night as the events hold them: each table's five seats N, S, E, W, Fifth (0 empty).
struct NightSeatings {
  std::vector<std::string> team;                            // team[player - 1], from the registrations
  std::vector<std::vector<int>> start;                      // the draw: per table, its seats
  std::map<int, std::vector<std::vector<int>>> positions;   // position -> per table, its seats
};

inline std::vector<std::vector<int>> seatsOf(const json::Value& seating) {
  std::vector<std::vector<int>> tables;
  for (const json::Value& t : seating.items()) {
    std::vector<int> seats;
    for (const json::Value& p : t.items()) seats.push_back(p.asInt());
    tables.push_back(seats);
  }
  return tables;
}

// Reads events {kind, data} (the document's, or the server's tournament_event_list's).
inline NightSeatings readSeatings(const std::vector<json::Value>& events) {
  NightSeatings n;
  for (const json::Value& e : events) {
    const json::Value* kind = e.find("kind");
    const json::Value* data = e.find("data");
    if (!kind || !data) continue;
    if (kind->asString() == "register") {
      const json::Value* team = data->find("team");
      n.team.push_back(team ? team->asString() : std::string());
    } else if (kind->asString() == "draw") {
      n.start = seatsOf(*data->find("seating"));
    } else if (kind->asString() == "start_position") {
      n.positions[data->find("position")->asInt()] = seatsOf(*data->find("seating"));
    }
  }
  return n;
}

// "" when the night seats teams as the rulebook says, else the first fault in words. `teamSize` 2 or 4.
inline std::string checkTeamNight(const NightSeatings& n, int teamSize) {
  const int players = int(n.team.size());
  std::map<std::string, std::vector<int>> members;
  for (int p = 1; p <= players; ++p) members[n.team[std::size_t(p - 1)]].push_back(p);
  for (const auto& [name, list] : members)
    if (name.empty() || int(list.size()) != teamSize) return "team '" + name + "' has not " + std::to_string(teamSize) + " players";
  const bool apartPossible = members.size() >= 4;
  auto same = [&](int a, int b) { return a > 0 && b > 0 && a != b && n.team[std::size_t(a - 1)] == n.team[std::size_t(b - 1)]; };
  // The start: a duo North and South, or East and West, of one table; a team of 4 the four orientations of one table.
  std::set<int> started;
  for (std::size_t t = 0; t < n.start.size(); ++t) {
    const std::vector<int>& s = n.start[t];
    if (s.size() < 4) return "the draw's table " + std::to_string(t + 1) + " has no four seats";
    for (int o = 0; o < 4; ++o) started.insert(s[std::size_t(o)]);
    const bool ok = teamSize == 4 ? same(s[0], s[1]) && same(s[0], s[2]) && same(s[0], s[3])
                                  : same(s[0], s[1]) && same(s[2], s[3]);
    if (!ok) return "the draw's table " + std::to_string(t + 1) + " does not seat its teams as chapter 2 says";
  }
  if (int(started.size()) != players || started.count(0)) return "the draw does not seat every player once";
  const int tables = int(n.start.size());
  const int limit = tables == 3 ? 1 : rulebookPositions(tables) - 1;  // the movement's positions from its second
  std::map<std::pair<int, int>, int> met;             // a pair of players -> the position they first met at
  for (const auto& [position, seating] : n.positions) {
    const std::string at = "position " + std::to_string(position);
    std::set<int> seated;
    for (std::size_t t = 0; t < seating.size(); ++t) {
      std::vector<int> here;
      for (int p : seating[t])
        if (p > 0) here.push_back(p);
      for (int p : here)
        if (!seated.insert(p).second) return at + ": player " + std::to_string(p) + " seated twice";
      for (std::size_t i = 0; i < here.size(); ++i)
        for (std::size_t j = i + 1; j < here.size(); ++j) {
          const int a = std::min(here[i], here[j]), b = std::max(here[i], here[j]);
          if (same(a, b) && !apartPossible) continue;
          if (same(a, b))
            return at + ", table " + std::to_string(t + 1) + ": teammates " + std::to_string(a) + " and " +
                   std::to_string(b) + " are opponents";
          const auto [it, first] = met.emplace(std::make_pair(a, b), position);
          if (!first && position <= limit)
            return at + ", table " + std::to_string(t + 1) + ": players " + std::to_string(a) + " and " +
                   std::to_string(b) + " meet again (first at position " + std::to_string(it->second) +
                   "), within the " + std::to_string(limit) + " positions the movement allows at " +
                   std::to_string(tables) + " tables";
        }
    }
    if (int(seated.size()) != players) return at + ": not every player is seated";
  }
  return "";
}

}  // namespace tarot::server::tools
