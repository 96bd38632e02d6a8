// The club's seasons on the server (docs/PROTOCOL.md, "The club's season"): a tournament of the tournament desk
// joined to the club's season as a night (the club's key and the tournament's director key, its date and the register
// entry of each player), the championships set or removed with the club's key, and both read by anyone. The season is
// built by src/season from the register and the nights' tournaments as they stand, each time: the server decides
// nothing of a ranking itself.
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/wire.h"
#include "server/club_desk.h"
#include "server/secrets.h"
#include "server/tournament_desk.h"
#include "site/ranking_json.h"
#include <algorithm>
#include <cstdio>

namespace tarot::server {

namespace {

using T = protocol::ClubRequestType;

json::Value reply(const char* type, const std::string& club) {
  json::Value o = json::Value::object();
  return o.set("v", wire::kVersion).set("type", type).set("club", club);
}

const NightLink* findNight(const ClubSeasonLinks& s, const std::string& tournament) {
  for (const NightLink& n : s.nights)
    if (n.tournament == tournament) return &n;
  return nullptr;
}

bool seasonHasNight(const ClubSeasonLinks& s, const std::string& season) {
  for (const NightLink& n : s.nights)
    if (n.season == season) return true;
  return false;
}

}  // namespace

void ClubDesk::clubRefused(std::uint64_t conn, const char* code, int index, const std::string& detail) {
  send_(conn, protocol::writeClubRefused(code, index, detail, protocol::clubRefusalWords(match::Lang::English, code, index, detail)));
}

void ClubDesk::seasonRequest(std::uint64_t conn, const protocol::ClubRequest& r) {
  if (r.type == T::Seasons || r.type == T::Ranking) {  // public reading
    const auto it = clubs_.find(r.club);
    if (it == clubs_.end()) return error(conn, wire::kNoClub, "no such club");
    if (r.type == T::Seasons) return seasonList(conn, it->second);
    return ranking(conn, it->second, r);
  }
  Club* club = clubFor(conn, r);
  if (!club) return;
  if (r.type == T::Night) return night(conn, *club, r);
  if (r.type == T::ChampionshipSet) return championshipSet(conn, *club, r);
  championshipRemove(conn, *club, r);
}

std::string ClubDesk::nightRefusal(const Club& club, const protocol::ClubRequest& r, int* index,
                                   std::string* detail) const {
  const DeskTournament* t = tournaments_ ? tournaments_->tournament(r.tournament) : nullptr;
  if (!t) return wire::kRefNoTournament;
  if (!isToken(r.director) || !sameSecret(sha256Hex(r.director), t->directorHash)) return wire::kRefNotDirector;
  for (const auto& [code, other] : clubs_)
    if (code != club.code && findNight(other.seasons, r.tournament)) return wire::kRefTournamentTaken;
  *detail = r.date;
  if (season::seasonOf(r.date) < 0) return wire::kRefBadDate;
  *detail = r.season;
  if (!r.season.empty() && season::seasonStart(r.season) < 0) return wire::kRefBadSeason;
  const std::size_t players = t->doc.state().players.size();
  if (r.members.size() > players) {
    *index = int(r.members.size());
    *detail = std::to_string(players);
    return wire::kRefMembersCount;
  }
  for (std::size_t i = 0; i < r.members.size(); ++i)
    if (r.members[i] != 0 && !season::anyMember(club.reg, r.members[i])) {
      *index = int(i);
      *detail = std::to_string(r.members[i]);
      return wire::kRefUnknownMember;
    }
  detail->clear();
  return "";
}

void ClubDesk::night(std::uint64_t conn, Club& club, const protocol::ClubRequest& r) {
  int index = 0;
  std::string detail;
  const std::string why = nightRefusal(club, r, &index, &detail);
  if (!why.empty()) return clubRefused(conn, why.c_str(), index, detail);
  NightLink n{r.tournament, r.season.empty() ? season::seasonName(season::seasonOf(r.date)) : r.season,
              r.date, r.title, r.annulled, r.members};
  if (!store_.saveNight(club.code, n)) return error(conn, wire::kServerError, "the night cannot be stored");
  auto& nights = club.seasons.nights;
  nights.erase(std::remove_if(nights.begin(), nights.end(),
                              [&](const NightLink& x) { return x.tournament == n.tournament; }),
               nights.end());
  const auto at = std::upper_bound(nights.begin(), nights.end(), n, [](const NightLink& a, const NightLink& b) {
    return a.date != b.date ? a.date < b.date : a.tournament < b.tournament;
  });
  nights.insert(at, n);
  ++club.version;
  if (log_) std::fprintf(stderr, "[club %.6s…] night %.6s… in %s\n", club.code.c_str(), n.tournament.c_str(), n.season.c_str());
  json::Value o = reply(wire::kClubNightAdded, club.code);
  send_(conn, o.set("tournament", n.tournament).set("season", n.season).set("date", n.date).dump());
}

void ClubDesk::championshipSet(std::uint64_t conn, Club& club, const protocol::ClubRequest& r) {
  if (season::seasonStart(r.season) < 0) return clubRefused(conn, wire::kRefBadSeason, 0, r.season);
  if (!seasonHasNight(club.seasons, r.season)) return clubRefused(conn, wire::kRefNoSeason, 0, r.season);
  season::Championship c;
  const std::string why = season::championshipFromJson(r.championship, &c);
  if (!why.empty()) return clubRefused(conn, wire::kRefBadChampionship, 0, why);
  std::vector<season::Championship>& list = club.seasons.championships[r.season];
  std::size_t at = 0;
  while (at < list.size() && list[at].id != c.id) ++at;
  if (!store_.saveChampionship(club.code, r.season, int(at), c))
    return error(conn, wire::kServerError, "the championship cannot be stored");
  if (at < list.size()) list[at] = c;
  else list.push_back(c);
  ++club.version;
  seasonChanged(conn, club, r.season);
}

void ClubDesk::championshipRemove(std::uint64_t conn, Club& club, const protocol::ClubRequest& r) {
  std::vector<season::Championship>& list = club.seasons.championships[r.season];
  const auto it = std::find_if(list.begin(), list.end(),
                               [&](const season::Championship& c) { return c.id == r.championshipId; });
  if (it == list.end()) return clubRefused(conn, wire::kRefNoChampionship, 0, r.championshipId);
  if (!store_.removeChampionship(club.code, r.season, r.championshipId))
    return error(conn, wire::kServerError, "the championship cannot be removed");
  list.erase(it);
  ++club.version;
  seasonChanged(conn, club, r.season);
}

void ClubDesk::seasonChanged(std::uint64_t conn, const Club& club, const std::string& season) {
  json::Value ids = json::Value::array();
  const auto it = club.seasons.championships.find(season);
  if (it != club.seasons.championships.end())
    for (const season::Championship& c : it->second) ids.push(c.id);
  send_(conn, reply(wire::kSeasonChanged, club.code).set("season", season).set("championships", std::move(ids)).dump());
}

void ClubDesk::seasonList(std::uint64_t conn, const Club& club) {
  season::Club file;
  clubFile(club.code, &file);
  json::Value seasons = json::Value::array();
  for (const season::Season& s : file.seasons) {
    json::Value nights = json::Value::array(), champs = json::Value::array();
    for (const season::Night& n : s.nights) {
      json::Value o = json::Value::object();
      o.set("tournament", n.id).set("date", n.date).set("title", n.title).set("annulled", n.annulled);
      nights.push(o.set("players", int(n.document.state().players.size())));
    }
    for (const season::Championship& c : s.championships) champs.push(season::championshipToJson(c));
    json::Value o = json::Value::object();
    seasons.push(o.set("name", s.name).set("nights", std::move(nights)).set("championships", std::move(champs)));
  }
  json::Value o = reply(wire::kClubSeasonList, club.code);
  send_(conn, o.set("name", club.name).set("seasons", std::move(seasons)).dump());
}

void ClubDesk::ranking(std::uint64_t conn, const Club& club, const protocol::ClubRequest& r) {
  season::Club file;
  clubFile(club.code, &file);
  const season::Season* s = season::findSeason(file, r.season);
  if (!s || season::seasonStart(r.season) < 0) return clubRefused(conn, wire::kRefNoSeason, 0, r.season);
  for (const season::Championship& c : s->championships)
    if (c.id == r.championshipId) {
      const season::ChampionshipRanking ranked = season::rankChampionship(file.reg, *s, c);
      json::Value o = reply(wire::kSeasonRanked, club.code).set("season", s->name);
      return send_(conn, o.set("ranking", site::rankingJson(*s, c, ranked, false)).dump());
    }
  clubRefused(conn, wire::kRefNoChampionship, 0, r.championshipId);
}

std::vector<std::string> ClubDesk::codes() const {
  std::vector<std::string> out;
  for (const auto& [code, club] : clubs_) out.push_back(code);
  return out;
}

bool ClubDesk::holds(const std::string& tournament) const {
  for (const auto& [code, club] : clubs_)
    if (findNight(club.seasons, tournament)) return true;
  return false;
}

std::string ClubDesk::nameOf(const std::string& code) const {
  const auto it = clubs_.find(code);
  return it == clubs_.end() ? std::string() : it->second.name;
}

bool ClubDesk::clubFile(const std::string& code, season::Club* out) const {
  const auto it = clubs_.find(code);
  if (it == clubs_.end()) return false;
  const Club& club = it->second;
  out->name = club.name;
  out->reg = club.reg;
  out->seasons.clear();
  for (const NightLink& n : club.seasons.nights) {  // by date: the seasons come in date order too
    const DeskTournament* t = tournaments_ ? tournaments_->tournament(n.tournament) : nullptr;
    if (!t) continue;
    const int start = season::seasonStart(n.season);
    auto s = std::find_if(out->seasons.begin(), out->seasons.end(), [&](const season::Season& x) { return x.name == n.season; });
    if (s == out->seasons.end()) s = out->seasons.insert(out->seasons.end(), season::Season{n.season, start, {}, {}});
    season::Night night{n.tournament, n.date, n.title, n.annulled, t->doc, n.members};
    night.members.resize(t->doc.state().players.size(), 0);  // players registered since the console sent it
    s->nights.push_back(std::move(night));
  }
  for (season::Season& s : out->seasons) {
    const auto c = club.seasons.championships.find(s.name);
    if (c != club.seasons.championships.end()) s.championships = c->second;
  }
  return true;
}

std::size_t ClubDesk::stamp(const std::string& code) const {
  const auto it = clubs_.find(code);
  if (it == clubs_.end()) return 0;
  std::size_t n = it->second.version;
  for (const NightLink& link : it->second.seasons.nights) {
    const DeskTournament* t = tournaments_ ? tournaments_->tournament(link.tournament) : nullptr;
    n = n * 31 + (t ? t->doc.events().size() : 0);
  }
  return n;
}

}  // namespace tarot::server
