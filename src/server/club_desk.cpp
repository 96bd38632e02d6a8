// The clubs' requests: create, then the register listed, searched, added to, edited, merged and imported, each with
// the club's key, each change stored before its answer.
#include "server/club_desk.h"
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/wire.h"
#include "server/secrets.h"
#include <cstdio>

namespace tarot::server {

namespace {

using T = protocol::ClubRequestType;

protocol::WireMember toWire(const season::Member& m) {
  return {m.id, m.name, m.licence, m.club, m.serie, m.senior, m.mergedInto};
}

season::Member fromWire(const protocol::WireMember& w) {
  season::Member m;
  m.id = w.id;
  m.name = w.name;
  m.licence = w.licence;
  m.club = w.club;
  m.serie = w.serie;
  m.senior = w.senior;
  return m;
}

json::Value reply(const char* type, const std::string& club) {
  json::Value o = json::Value::object();
  return o.set("v", wire::kVersion).set("type", type).set("club", club);
}

json::Value membersOf(const season::Register& reg, const std::vector<int>& ids) {
  json::Value list = json::Value::array();
  for (int id : ids)
    if (const season::Member* m = season::anyMember(reg, id)) list.push(protocol::memberJson(toWire(*m)));
  return list;
}

}  // namespace

ClubDesk::ClubDesk(sqlite3* db, const TournamentDesk* tournaments, Send send, bool log)
    : store_(db), tournaments_(tournaments), send_(std::move(send)), log_(log) {}

void ClubDesk::restore() {
  clubs_.clear();
  for (StoredClub& s : store_.loadAll()) clubs_[s.code] = Club{s.code, s.name, s.keyHash, std::move(s.reg), std::move(s.seasons), 0};
}

const season::Register* ClubDesk::registerOf(const std::string& code) const {
  const auto it = clubs_.find(code);
  return it == clubs_.end() ? nullptr : &it->second.reg;
}

void ClubDesk::error(std::uint64_t conn, const char* code, const std::string& message) {
  send_(conn, protocol::errorMessage(code, message));
}

void ClubDesk::refused(std::uint64_t conn, const season::RegisterRefusal& why) {
  // The refusal travels as its code and figures (the console words it), with the English sentence as the message.
  send_(conn, protocol::writeRegisterRefused(season::registerCodeName(why.code), why.a, why.b, why.detail, why.english()));
}

void ClubDesk::request(std::uint64_t conn, const protocol::ClubRequest& r) {
  if (r.type == T::Create) return create(conn, r);
  if (protocol::isSeasonRequest(r.type)) return seasonRequest(conn, r);
  Club* club = clubFor(conn, r);
  if (!club) return;
  if (r.type == T::List) {
    std::vector<int> ids;
    for (const season::Member& m : club->reg.members) ids.push_back(m.id);
    json::Value o = reply(wire::kRegisterMembers, club->code);
    o.set("next_id", club->reg.nextId).set("members", membersOf(club->reg, ids));
    return send_(conn, o.dump());
  }
  if (r.type == T::Search) {
    json::Value list = json::Value::array();
    for (const season::Found& f : season::find(club->reg, r.text, std::size_t(r.limit))) {
      json::Value m = protocol::memberJson(toWire(*season::anyMember(club->reg, f.id)));
      list.push(m.set("rank", f.rank));
    }
    return send_(conn, reply(wire::kRegisterMembers, club->code).set("members", std::move(list)).dump());
  }
  if (r.type == T::Import) return import(conn, *club, r.csv);
  change(conn, *club, r);
}

void ClubDesk::create(std::uint64_t conn, const protocol::ClubRequest& r) {
  Club club;
  do club.code = newTableCode(); while (clubs_.count(club.code));
  const std::string key = newToken();
  club.name = r.name;
  club.keyHash = sha256Hex(key);
  if (!store_.create(club.code, club.name, club.keyHash)) return error(conn, wire::kServerError, "the club cannot be stored");
  if (log_) std::fprintf(stderr, "[club %.6s…] created\n", club.code.c_str());
  json::Value o = reply(wire::kClubCreated, club.code);
  send_(conn, o.set("name", club.name).set("club_key", key).dump());
  clubs_[club.code] = std::move(club);
}

ClubDesk::Club* ClubDesk::clubFor(std::uint64_t conn, const protocol::ClubRequest& r) {
  const auto it = clubs_.find(r.club);
  if (it == clubs_.end()) {
    error(conn, wire::kNoClub, "no such club");
    return nullptr;
  }
  if (!isToken(r.key) || !sameSecret(sha256Hex(r.key), it->second.keyHash)) {
    error(conn, wire::kNotClub, "the register needs the club's key");
    return nullptr;
  }
  return &it->second;
}

void ClubDesk::change(std::uint64_t conn, Club& club, const protocol::ClubRequest& r) {
  season::Register next = club.reg;  // the change stands once stored
  season::RegisterRefusal why;
  std::vector<int> ids;
  if (r.type == T::Add) {
    int id = 0;
    why = season::addMember(next, fromWire(r.member), &id);
    ids = {id};
  } else if (r.type == T::Edit) {
    why = season::editMember(next, fromWire(r.member));
    ids = {r.member.id};
  } else {
    why = season::mergeMembers(next, r.kept, r.gone);
    ids = {r.kept, r.gone};
  }
  if (why) return refused(conn, why);
  std::swap(club.reg, next);
  if (!save(conn, club, ids)) return std::swap(club.reg, next);
  ++club.version;
  send_(conn, reply(wire::kRegisterChanged, club.code).set("members", membersOf(club.reg, ids)).dump());
}

void ClubDesk::import(std::uint64_t conn, Club& club, const std::string& csv) {
  season::Register next = club.reg;
  const season::ImportReport report = season::importCsv(next, csv);
  std::swap(club.reg, next);
  if (!report.added.empty() && !save(conn, club, report.added)) return std::swap(club.reg, next);
  ++club.version;
  json::Value refusedLines = json::Value::array();
  for (const season::CsvLineRefusal& l : report.refused) {
    json::Value o = json::Value::object();
    o.set("line", l.line).set("code", season::registerCodeName(l.why.code)).set("a", l.why.a).set("b", l.why.b);
    refusedLines.push(o.set("detail", l.why.detail).set("message", l.why.english()));
  }
  send_(conn, protocol::writeRegisterImported(club.code, membersOf(club.reg, report.added), std::move(refusedLines)));
}

bool ClubDesk::save(std::uint64_t conn, const Club& club, const std::vector<int>& ids) {
  std::vector<season::Member> rows;
  for (int id : ids)
    if (const season::Member* m = season::anyMember(club.reg, id)) rows.push_back(*m);
  if (store_.saveMembers(club.code, club.reg.nextId, rows)) return true;
  error(conn, wire::kServerError, "the register cannot be stored");
  return false;
}

}  // namespace tarot::server
