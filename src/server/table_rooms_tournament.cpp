// The rooms' tables of online tournament positions (tournament_desk.h's TableHost): opened locked and unlisted
// with their match started from the position's seed, each player's seat held for them until they ask for it with
// their key, played on by bots with nobody connected, stopped by the position's clock, their sheet left for the
// router to hand to the tournament desk when they end, and their deals published once the position is closed.
#include "record/deal_record.h"
#include "server/desk_fields.h"
#include "server/table_rooms.h"
#include "server/secrets.h"
#include "protocol/tournament_wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "server/played_sheet.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::server {

namespace {

// A seat held for a player who has not asked for it yet: no token's SHA-256 (64 hex digits) is ever this.
std::string reservedFor(int player) { return "player " + std::to_string(player); }

}  // namespace

std::string TableRooms::openTournamentTable(const OnlineTableSpec& spec) {
  auto t = std::make_unique<Table>();
  do t->code = newTableCode(); while (tables_.count(t->code));
  t->settings.players = spec.people;
  t->settings.deals = spec.deals;
  t->settings.isPublic = false;
  t->locked = true;
  for (int p = 0; p < spec.people; ++p)
    if (spec.players[std::size_t(p)] > 0) {
      t->seats[std::size_t(p)].name = spec.names[std::size_t(p)];
      t->seats[std::size_t(p)].tokenHash = reservedFor(spec.players[std::size_t(p)]);
    }
  Table& table = *t;
  tables_[t->code] = std::move(t);
  adopt(table, spec);
  startWithSeed(table, now_, spec.seed);
  log(table, "opened for tournament position " + std::to_string(spec.position));
  return table.code;
}

void TableRooms::adoptTournamentTable(const OnlineTableSpec& spec, const std::string& code) {
  const auto it = tables_.find(code);
  if (it == tables_.end()) return;
  adopt(*it->second, spec);
  // The persons a bot acted for, as the table's own log kept them with each action.
  const std::array<bool, kMaxPlayers> logged = botsFromLog(code);
  for (std::size_t p = 0; p < logged.size(); ++p) it->second->botPlayed[p] = it->second->botPlayed[p] || logged[p];
}

std::array<bool, kMaxPlayers> TableRooms::botsFromLog(const std::string& code) {
  std::array<bool, kMaxPlayers> out{};
  if (!store_) return out;
  for (const std::string& line : store_->actionLog(code)) {  // "seq person by_bot action"
    long seq = 0;
    int person = -1, byBot = 0;
    const bool read = std::sscanf(line.c_str(), "%ld %d %d", &seq, &person, &byBot) == 3;
    if (read && byBot && person >= 0 && person < kMaxPlayers) out[std::size_t(person)] = true;
  }
  return out;
}

void TableRooms::adopt(Table& t, const OnlineTableSpec& spec) {
  t.tournament = spec.tournament;
  t.tournamentPosition = spec.position;
  t.tournamentTable = spec.table;
  // The clock is kept as wall time: after a restart it runs on from where it was (a position started before the
  // clock was kept starts it again from the restart). A clock that ran out while the server was down has run out
  // now (never below now: a negative time means no clock).
  if (spec.endsAt > 0) t.stopDealsAt = now_ + std::max(0.0, double(spec.endsAt - wall()) / 1000.0);
  else t.stopDealsAt = spec.minutes > 0 ? now_ + spec.minutes * 60.0 / options_.pace : -1;
  for (std::size_t p = 0; p < spec.botPlayed.size() && p < t.botPlayed.size(); ++p) t.botPlayed[p] = t.botPlayed[p] || spec.botPlayed[p];
}

std::int64_t TableRooms::wall() const { return options_.wallClock ? options_.wallClock() : desk::wallMillis(); }

std::int64_t TableRooms::positionEnd(int minutes) const {
  return wall() + std::int64_t(minutes * 60000.0 / options_.pace);
}

bool TableRooms::reseat(const std::string& code, int person, const std::string& tokenHash) {
  const auto it = tables_.find(code);
  if (it == tables_.end() || person < 0 || person >= it->second->people()) return false;
  Table& t = *it->second;
  Seat& s = t.seats[std::size_t(person)];
  if (!s.held()) return false;
  if (s.dealHash == s.tokenHash) s.dealHash = tokenHash;  // the same person: the deal dealt to the seat stays theirs
  s.tokenHash = tokenHash;
  if (s.conn) {  // the newest page of the player holds the seat
    unseat(s.conn);
    send(s.conn, protocol::writeSeatTakenOver());
    s.conn = 0;
    if (t.started && !t.match.matchOver()) s.awayUntil = now_ + options_.grace;
  }
  return saveTable(t);
}

void TableRooms::sendClock(ConnId conn, const Table& t, double now) {
  const double left = std::max(0.0, t.stopDealsAt - now);
  send(conn, protocol::write(protocol::TournamentClock{t.tournament, t.tournamentPosition, t.tournamentTable,
                                                      int(std::ceil(left)), left <= 0}));
}

void TableRooms::tickClock(Table& t, double now) {
  if (t.tournament.empty() || t.stopDealsAt < 0 || now < t.stopDealsAt || t.clockTold || t.sheetGiven) return;
  t.clockTold = true;
  log(t, "the position's clock ran out: no new deal starts");
  for (int p = 0; p < t.people(); ++p)
    if (t.seats[std::size_t(p)].conn) sendClock(t.seats[std::size_t(p)].conn, t, now);
}

protocol::TournamentTableRecord TableRooms::tableRecords(const std::string& code) const {
  protocol::TournamentTableRecord out;
  const Table* t = table(code);
  if (!t) return out;
  const auto names = [](CardSet cards) {
    std::vector<std::string> list;
    const json::Value all = cardsToJson(cards);
    for (const json::Value& c : all.items()) list.push_back(c.asString());
    return list;
  };
  out.people = t->people();
  for (int p = 0; p < t->people(); ++p) {
    out.names.push_back(t->seats[std::size_t(p)].name);
    out.botPlayed.push_back(t->botPlayed[std::size_t(p)]);
  }
  for (const match::DealEntry& e : t->match.history()) {
    protocol::TournamentRecordDeal d;
    d.dealer = e.dealerPerson;
    d.annulled = e.annulled != Annulment::None;
    for (int p = 0; p < t->people(); ++p) {
      const int seat = e.seating.seatOfPerson[p];
      d.hands.push_back(seat >= 0 ? names(e.record.hands[std::size_t(seat)]) : std::vector<std::string>());
      d.scores.push_back(e.personScores[std::size_t(p)]);
    }
    d.chien = names(e.record.chien);
    out.deals.push_back(d);
  }
  return out;
}

void TableRooms::tournamentTableEnds(Table& t) {
  if (t.tournament.empty() || t.sheetGiven) return;
  t.sheetGiven = true;
  tournament::TableSheet sheet;
  if (!sheetFromPlayed(t.match.history(), &sheet)) {
    std::fprintf(stderr, "tarot-server: table %.6s…: a deal does not replay, no sheet\n", t.code.c_str());
    return;
  }
  sheet.clockEnded = !t.match.matchOver();  // the position's clock stopped it before its last deal
  log(t, "tournament table ended after " + std::to_string(t.match.history().size()) + " deals");
  ended_.push_back({t.tournament, t.tournamentPosition, t.tournamentTable, sheet, t.botPlayed});
}

}  // namespace tarot::server
