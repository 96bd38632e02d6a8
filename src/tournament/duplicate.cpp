// The duplicate ranking: matchpoints among the holders of the same cards (duplicate.h says why matchpoints).
#include "tournament/duplicate.h"
#include "tournament/table_sheet.h"
#include <algorithm>
#include <map>
#include <tuple>

namespace tarot::tournament {

std::vector<long> dealMatchpoints(const std::vector<int>& scores) {
  std::vector<long> mp(scores.size(), 0);
  for (std::size_t i = 0; i < scores.size(); ++i)
    for (std::size_t j = i + 1; j < scores.size(); ++j) {
      if (scores[i] > scores[j]) mp[i] += 2;
      else if (scores[i] < scores[j]) mp[j] += 2;
      else ++mp[i], ++mp[j];
    }
  return mp;
}

namespace {

// Who held one hand: (table, orientation) and the score there.
struct Holding {
  std::size_t table = 0;
  int orientation = 0;
  int score = 0;
};

}  // namespace

DuplicateRanking rankDuplicateTables(const std::vector<std::vector<DuplicateTable>>& positions, int first) {
  DuplicateRanking r;
  r.first = first;
  r.last = first + int(positions.size()) - 1;
  std::map<int, DuplicateLine> lines;
  const auto lineOf = [&](int player) -> DuplicateLine& {
    DuplicateLine& l = lines[player];
    l.player = player;
    l.positionMatchpoints.resize(positions.size(), 0);
    return l;
  };
  for (std::size_t p = 0; p < positions.size(); ++p) {
    const std::vector<DuplicateTable>& tables = positions[p];
    // The hands of this position: (deal, holders at the table, orientation) -> who held it.
    std::map<std::tuple<std::size_t, int, int>, std::vector<Holding>> hands;
    for (std::size_t t = 0; t < tables.size(); ++t) {
      const DuplicateTable& table = tables[t];
      int holders = 0;
      for (bool h : table.holds) holders += h;
      for (int o = 0; o < 5; ++o)
        if (table.player[std::size_t(o)] > 0) lineOf(table.player[std::size_t(o)]);
      for (std::size_t k = 0; k < table.deals.size(); ++k)
        for (int o = 0; o < 5; ++o)
          if (table.holds[std::size_t(o)])
            hands[{k, holders, o}].push_back({t, o, table.deals[k][std::size_t(o)]});
    }
    for (const auto& hand : hands) {
      const std::vector<Holding>& hs = hand.second;
      std::vector<int> scores;
      for (const Holding& h : hs) scores.push_back(h.score);
      const std::vector<long> mp = dealMatchpoints(scores);
      for (std::size_t i = 0; i < hs.size(); ++i) {
        const int player = tables[hs[i].table].player[std::size_t(hs[i].orientation)];
        if (player <= 0) continue;  // a bot: compared, not ranked
        DuplicateLine& l = lineOf(player);
        l.matchpoints += mp[i];
        l.positionMatchpoints[p] += mp[i];
        l.maxMatchpoints += 2 * long(hs.size() - 1);
        l.points += hs[i].score;
        ++l.deals;
      }
    }
  }
  for (auto& e : lines) r.lines.push_back(e.second);
  std::stable_sort(r.lines.begin(), r.lines.end(), [](const DuplicateLine& a, const DuplicateLine& b) {
    return a.matchpoints > b.matchpoints;
  });
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    DuplicateLine& l = r.lines[i];
    const bool same = i > 0 && r.lines[i - 1].matchpoints == l.matchpoints;
    l.place = same ? r.lines[i - 1].place : int(i) + 1;
    if (same) l.shared = r.lines[i - 1].shared = true;
  }
  return r;
}

std::vector<DuplicateTable> duplicateTables(const State& s, int position) {
  std::vector<DuplicateTable> tables;
  const PositionState* ps = s.position(position);
  if (!ps) return tables;
  for (std::size_t t = 0; t < ps->seating.size(); ++t) {
    const TableSeating& seating = ps->seating[t];
    const SheetRecord& rec = ps->sheets[t];
    DuplicateTable table;
    for (int o = 0; o < 5; ++o) {
      table.player[std::size_t(o)] = seating.seat[std::size_t(o)];
      table.holds[std::size_t(o)] = seating.seat[std::size_t(o)] != 0 || (rec.entered && rec.sheet.bots[std::size_t(o)]);
    }
    if (rec.entered && !rec.sheet.totalsOnly) {
      std::array<int, 5> orient{};
      const int people = sheetPeople(seating, rec.sheet, &orient);
      for (const SheetDeal& d : rec.sheet.deals) {
        std::array<int, 5> score{};
        if (!d.annulled) {
          const EntryScore e = scoreEntry(d.entry, people);
          for (int q = 0; q < people; ++q) score[std::size_t(orient[std::size_t(q)])] = e.scores[std::size_t(q)];
        }
        table.deals.push_back(score);
      }
    }
    tables.push_back(table);
  }
  return tables;
}

DuplicateRanking rankDuplicate(const State& s, int first, int last) {
  std::vector<std::vector<DuplicateTable>> positions;
  for (int p = first; p <= last; ++p) positions.push_back(duplicateTables(s, p));
  return rankDuplicateTables(positions, first);
}

int lastPublicPosition(const State& s) {
  const int started = int(s.positions.size());
  if (!s.settings.duplicate) return started;
  for (int p = 1; p <= started; ++p)
    if (!s.positions[std::size_t(p - 1)].closed) return p - 1;
  return started;
}

}  // namespace tarot::tournament
