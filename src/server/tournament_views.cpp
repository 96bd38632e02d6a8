// The tournament messages the desk sends: a table's sheet for its phones, the standings for the room's screen and
// the club's website, a deal's progress. Names are sent once per message (players numbered from 1).
#include "protocol/tournament_wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "protocol/tournament_standings.h"
#include "server/tournament_desk.h"
#include "tournament/duplicate.h"
#include "tournament/events.h"
#include "tournament/ranking.h"
#include "tournament/sessions.h"
#include "tournament/table_sheet.h"
#include "tournament/visa.h"
#include <algorithm>
#include <array>

namespace tarot::server {

namespace {

const char* const kSeatNames[] = {"N", "S", "E", "W", "5"};

// A ranking's lines as the standings carry them.
std::vector<protocol::RankLine> rankLines(const tournament::Ranking& r) {
  std::vector<protocol::RankLine> out;
  for (const tournament::PlayerLine& l : r.lines) out.push_back({l.player, l.place, l.shared, l.points, l.withdrawn});
  return out;
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
      x.entry = tournament::dealToJson(rec.sheet.deals[i]);
      out.deals.push_back(x);
    }
  } else {
    for (std::size_t i = 0; i < s.deals.size(); ++i) {
      const tournament::EntryDeal& d = s.deals[i];
      protocol::TournamentSheetDeal x;
      x.deal = int(i + 1);
      x.entered = d.entered;
      x.confirmed = d.confirmed;
      if (d.entered) x.entryId = d.entryId, x.entry = tournament::dealToJson(d.deal);
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

namespace {

// The standings now: the rankings of the last position everyone may see (a duplicate position's figures stay hidden
// until it is closed: a score would tell the other tables about a deal they have not played), the missing sheets,
// the latest seating, and a duplicate tournament's ranking of its latest closed position.
protocol::TournamentStandings standingsOf(const DeskTournament& t) {
  const tournament::State& st = t.doc.state();
  protocol::TournamentStandings s;
  s.tournament = t.code;
  s.version = std::int64_t(t.seq);
  s.name = st.name;
  s.positions = st.settings.positions;
  s.dealsPerPosition = tournament::dealsAt(st.settings, std::max(1, int(st.positions.size())));
  for (const tournament::Player& pl : st.players) s.players.push_back(pl.name);
  s.started = int(st.positions.size());
  for (const tournament::PositionState& ps : st.positions) s.closed += ps.closed ? 1 : 0;
  if (const int shown = tournament::lastPublicPosition(st); shown > 0) {
    s.rankedPosition = s.cumulatedLast = shown;
    s.position = rankLines(tournament::rankPosition(st, shown));
    s.cumulated = rankLines(tournament::rankAfter(st, shown));
  }
  for (int p = 1; p <= s.started; ++p) {
    const tournament::PositionState& ps = st.positions[std::size_t(p - 1)];
    for (std::size_t tb = 0; tb < ps.sheets.size(); ++tb)
      if (!ps.sheets[tb].entered)
        s.missing.push_back({p, int(tb + 1), t.positions[std::size_t(p - 1)][tb].confirmedCount()});
  }
  if (s.started > 0) {
    s.seatingPosition = s.started;
    for (const tournament::TableSeating& table : st.positions.back().seating) s.seating.push_back(table.seat);
  }
  int closed = 0;
  for (std::size_t p = 0; st.settings.duplicate && p < st.positions.size(); ++p)
    if (st.positions[p].closed) closed = int(p + 1);
  if (closed > 0) {
    s.duplicatePosition = closed;
    for (const tournament::DuplicateLine& l : tournament::rankDuplicate(st, closed, closed).lines) {
      s.duplicate.push_back({l.player, l.place, l.shared, l.matchpoints, false});
      s.duplicateMax.push_back(l.maxMatchpoints);
    }
  }
  return s;
}

}  // namespace

std::string standingsMessage(const DeskTournament& t) { return protocol::write(standingsOf(t)); }

void standingsParts(const DeskTournament& t, std::string* players, std::string* seating, std::string* duplicate) {
  const protocol::TournamentStandings s = standingsOf(t);
  *players = protocol::playersPart(s);
  *seating = protocol::seatingPart(s);
  *duplicate = protocol::duplicatePart(s);
}

std::string standingsUpdateMessage(const DeskTournament& t, std::string* players, std::string* seating,
                                   std::string* duplicate, unsigned* parts) {
  const protocol::TournamentStandings s = standingsOf(t);
  // The names, the seating and the duplicate ranking only when they differ from the last update's.
  protocol::StandingsParts with;
  *parts = 0;
  if (std::string now = protocol::playersPart(s); now != *players) {
    *players = std::move(now);
    with.players = true;
    *parts |= kStandingsPlayers;
  }
  if (std::string now = protocol::seatingPart(s); !now.empty() && now != *seating) {
    *seating = std::move(now);
    with.seating = true;
    *parts |= kStandingsSeating;
  }
  if (std::string now = protocol::duplicatePart(s); !now.empty() && now != *duplicate) {
    *duplicate = std::move(now);
    with.duplicate = true;
    *parts |= kStandingsDuplicate;
  }
  return protocol::writeUpdate(s, with);
}

std::string positionRankingMessage(const DeskTournament& t, int p) {
  const tournament::State& st = t.doc.state();
  protocol::PositionRanking r;
  r.tournament = t.code;
  r.position = p;
  r.complete = true;
  for (const tournament::SheetRecord& s : st.positions[std::size_t(p - 1)].sheets) r.complete = r.complete && s.entered;
  // A duplicate position not closed yet: no figure (an empty ranking), as in the standings.
  r.hidden = p > tournament::lastPublicPosition(st);
  if (!r.hidden) r.lines = rankLines(tournament::rankPosition(st, p));
  return protocol::write(r);
}

std::string progressMessage(const DeskTournament& t, int p, int tb) {
  return protocol::write(protocol::TournamentProgress{
      t.code, p, tb, t.positions[std::size_t(p - 1)][std::size_t(tb - 1)].confirmedCount()});
}

}  // namespace tarot::server
