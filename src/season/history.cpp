#include "season/history.h"
#include <algorithm>
#include <map>
#include <set>

namespace tarot::season {

using namespace tournament;

std::string findPerson(const Club& club, const std::string& nameOrLicence) {
  const std::string folded = foldName(nameOrLicence);
  if (folded.empty()) return std::string();
  for (const Member& m : club.reg.members)
    if (m.mergedInto == 0 && !m.licence.empty() && m.licence == nameOrLicence) return "m" + std::to_string(m.id);
  for (const Season& s : club.seasons)
    for (const Night& n : s.nights)
      for (const Player& p : n.document.state().players)
        if (!p.licence.empty() && p.licence == nameOrLicence) return personOf(club.reg, n, p.id);
  for (const Member& m : club.reg.members)
    if (m.mergedInto == 0 && foldName(m.name) == folded) return "m" + std::to_string(m.id);
  for (const Season& s : club.seasons)
    for (const Night& n : s.nights)
      for (const Player& p : n.document.state().players)
        if (foldName(p.name) == folded) return personOf(club.reg, n, p.id);
  return std::string();
}

namespace {

void add(HistoryTotals* t, const HistoryNight& n) {
  ++t->nights;
  if (t->bestPlace == 0 || n.place < t->bestPlace) t->bestPlace = n.place;
  t->wins += n.place == 1;
  t->points += n.points;
  t->pcn += n.pcn;
  t->pp += n.pp;
}

// The players at the person's table at each position closed of the night (the seatings), by person.
void meetOpponents(const Register& reg, const Night& night, int player, int closed,
                   std::map<std::string, Opponent>* met) {
  const State& s = night.document.state();
  for (int p = 0; p < closed && std::size_t(p) < s.positions.size(); ++p)
    for (const TableSeating& table : s.positions[std::size_t(p)].seating) {
      if (std::find(table.seat.begin(), table.seat.end(), player) == table.seat.end()) continue;
      for (int other : table.seat) {
        if (other == 0 || other == player) continue;
        Opponent& o = (*met)[personOf(reg, night, other)];
        if (o.person.empty()) {
          o.person = personOf(reg, night, other);
          const Member* m = o.person[0] == 'm' ? memberOf(reg, std::stoi(o.person.substr(1))) : nullptr;
          o.name = m ? m->name : s.players[std::size_t(other - 1)].name;
          o.serie = m ? m->serie : 0;
        }
        ++o.times;
      }
    }
}

void countSeries(const std::set<std::string>& people, const std::map<std::string, Opponent>& met,
                 std::array<int, 5>* bySerie) {
  for (const std::string& p : people) {
    auto it = met.find(p);
    if (it != met.end()) ++(*bySerie)[std::size_t(std::clamp(it->second.serie, 0, 4))];
  }
}

}  // namespace

PlayerHistory playerHistory(const Club& club, const std::string& person) {
  PlayerHistory h;
  h.person = person;
  std::map<std::string, Opponent> met;
  std::set<std::string> everyone;
  for (std::size_t si = 0; si < club.seasons.size(); ++si) {
    const Season& season = club.seasons[si];
    SeasonHistory sh;
    sh.season = int(si);
    sh.name = season.name;
    std::set<std::string> metThisSeason;
    for (std::size_t ni = 0; ni < season.nights.size(); ++ni) {
      const NightResult r = nightResult(club.reg, season, int(ni));
      for (const NightLine& l : r.lines) {
        if (l.person != person) continue;
        if (h.name.empty()) h.name = l.name, h.licence = l.licence, h.member = l.member;
        const Night& night = season.nights[ni];
        HistoryNight n{int(si), int(ni), night.id, night.date, night.title, l.place, l.shared,
                       int(r.lines.size()), l.points, l.pcn, l.pp};
        add(&sh.totals, n);
        add(&h.overall, n);
        sh.nights.push_back(std::move(n));
        std::map<std::string, Opponent> tonight;
        meetOpponents(club.reg, night, l.player, r.positionsClosed, &tonight);
        for (auto& [key, o] : tonight) {
          metThisSeason.insert(key);
          everyone.insert(key);
          Opponent& all = met[key];
          if (all.person.empty()) all = o;
          else all.times += o.times;
        }
      }
    }
    if (sh.nights.empty()) continue;
    countSeries(metThisSeason, met, &sh.totals.opponentsBySerie);
    h.seasons.push_back(std::move(sh));
  }
  countSeries(everyone, met, &h.overall.opponentsBySerie);
  for (auto& [key, o] : met) h.opponents.push_back(o);
  std::stable_sort(h.opponents.begin(), h.opponents.end(),
                   [](const Opponent& a, const Opponent& b) { return a.times > b.times; });
  return h;
}

namespace {

// Keeps the records of the highest figure (all those equal to it).
void keepBest(std::vector<Record>* records, Record r) {
  if (!records->empty() && r.figure < records->front().figure) return;
  if (!records->empty() && r.figure > records->front().figure) records->clear();
  records->push_back(std::move(r));
}

}  // namespace

ClubRecords clubRecords(const Club& club, int season) {
  ClubRecords out;
  std::map<std::string, Record> nights;
  for (std::size_t si = 0; si < club.seasons.size(); ++si) {
    if (season >= 0 && int(si) != season) continue;
    const Season& s = club.seasons[si];
    std::map<std::string, Record> pcn;
    for (std::size_t ni = 0; ni < s.nights.size(); ++ni) {
      const NightResult r = nightResult(club.reg, s, int(ni));
      for (const NightLine& l : r.lines) {
        keepBest(&out.bestNight, {l.person, l.name, l.points, int(si), int(ni), s.nights[ni].id, s.nights[ni].date});
        Record& n = nights[l.person];
        n.person = l.person, n.name = l.name, ++n.figure;
        Record& p = pcn[l.person];
        p.person = l.person, p.name = l.name, p.season = int(si), p.figure += l.pcn;
      }
    }
    for (auto& [key, r] : pcn)
      if (r.figure > 0) keepBest(&out.mostPcnSeason, r);  // no record of nothing earned
  }
  for (auto& [key, r] : nights) keepBest(&out.mostNights, r);
  return out;
}

}  // namespace tarot::season
