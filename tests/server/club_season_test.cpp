// The club's season on the server (server/season_desk.cpp, docs/PROTOCOL.md "The club's season"): a tournament the
// server holds joins the club's season with the club's key and its director's key, each player linked to the
// register; refusals name the member at fault; a championship is set and ranked from the night as it stands, so a
// correction the director makes after the night joined changes the ranking and the club's results pages at once; all
// of it back after a restart from the database file.
#include "protocol/register_requests.h"
#include "server/results_site.h"
#include "server/tournament_fixture.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <cstdio>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;
using protocol::ClubRequest;
using protocol::ClubRequestType;

namespace {

struct Club {
  std::string code, key;
};

constexpr ConnId kClubConn = 1, kReader = 2;

Club createClub(FakeNet& net) {
  net.hub.opened(kClubConn, 0);
  net.hub.opened(kReader, 0);
  net.hub.message(kClubConn, protocol::writeClubRequest(ClubRequest::create("Tarot Club de Lyon")), 0);
  REQUIRE(net.lastType(kClubConn) == "club_created");
  Club c{str(net.last(kClubConn).find("club")), str(net.last(kClubConn).find("club_key"))};
  ClubRequest imp = ClubRequest::of(ClubRequestType::Import, c.code, c.key);
  imp.csv = "nom;licence\n";
  for (int i = 1; i <= 10; ++i) imp.csv += "Joueur " + std::to_string(i) + ";" + std::to_string(1000 + i) + "\n";
  net.hub.message(kClubConn, protocol::writeClubRequest(imp), 0);
  REQUIRE(net.lastType(kClubConn) == "register_imported");
  REQUIRE(net.last(kClubConn).find("added")->items().size() == 10);
  return c;
}

tournament::TableSheet totals(std::array<int, 5> t) {
  tournament::TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = 4;
  return s;
}

// A closed night of 8 players: table 1 scores 120/-40/-40/-40, table 2 30/-10/-10/-10.
void playNight(TournamentNight& night) {
  night.create(2, 1, 4);
  night.startPosition(1);
  REQUIRE(night.directorEvent(tournament::sheetEvent(1, 1, totals({120, -40, -40, -40, 0}))) == "");
  REQUIRE(night.directorEvent(tournament::sheetEvent(1, 2, totals({30, -10, -10, -10, 0}))) == "");
  REQUIRE(night.directorEvent(tournament::closePositionEvent(1)) == "");
}

ClubRequest nightRequest(const Club& club, const TournamentNight& night, std::vector<int> members) {
  ClubRequest r = ClubRequest::of(ClubRequestType::Night, club.code, club.key);
  r.tournament = night.code;
  r.director = night.key;
  r.date = "2026-10-02";
  r.title = "Vendredi";
  r.members = std::move(members);
  return r;
}

std::string refusal(FakeNet& net, ConnId c) {
  if (net.lastError(c) != "club_refused") return "(" + net.lastType(c) + " " + net.lastError(c) + ")";
  const json::Value* r = net.last(c).find("club_refusal");
  return str(r->find("code")) + " " + std::to_string(r->find("index")->asInt()) + " " + str(r->find("detail"));
}

ClubRequest sumOfPoints(const Club& club) {
  ClubRequest r = ClubRequest::of(ClubRequestType::ChampionshipSet, club.code, club.key);
  r.season = "2026-2027";
  json::Value c = json::Value::object();
  r.championship = c.set("id", "general").set("name", "Général").set("score", "points");
  return r;
}

// The ranking's (name, total) lines, read by anyone.
std::vector<std::pair<std::string, long>> ranking(FakeNet& net, const Club& club) {
  ClubRequest r = ClubRequest::of(ClubRequestType::Ranking, club.code, "");
  r.season = "2026-2027";
  r.championshipId = "general";
  net.hub.message(kReader, protocol::writeClubRequest(r), 0);
  REQUIRE(net.lastType(kReader) == "season_ranked");
  std::vector<std::pair<std::string, long>> out;
  for (const json::Value& l : net.last(kReader).find("ranking")->find("lines")->items())
    out.emplace_back(str(l.find("name")), long(l.find("total")->asInt()));
  return out;
}

long totalOf(const std::vector<std::pair<std::string, long>>& lines, const std::string& name) {
  for (const auto& [n, t] : lines)
    if (n == name) return t;
  return -99999;
}

}  // namespace

TEST_CASE("the club's season on the server: a night joins with both keys, refusals name the member at fault",
          "[server][season]") {
  FakeNet net(nullptr);
  const Club club = createClub(net);
  TournamentNight night(net);
  playNight(night);
  ClubRequest r = nightRequest(club, night, {1, 2, 3, 4, 5, 6, 7, 8});
  ClubRequest bad = r;
  bad.tournament = "7QH2M0XKZ4N9PB1WC8RT";
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "no_tournament 0 ");
  bad = r;
  bad.director = club.key;  // the club's key is not the night's director's
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "not_director 0 ");
  bad = r;
  bad.members[5] = 11;  // the register holds entries 1 to 10
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "unknown_member 5 11");
  // Worded where shown, in the person's language; the message is the English sentence.
  CHECK(str(net.last(kClubConn).find("message")) == "player 6: no member no. 11 in the club's register");
  const std::string fr = protocol::clubRefusalWords(match::Lang::French, "unknown_member", 5, "11");
  CHECK(fr.find("joueur 6") == 0);
  CHECK(fr.find("11 au registre du club") != std::string::npos);
  bad.members = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "members_count 9 8");
  bad = r;
  bad.date = "2026-13-02";
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "bad_date 0 2026-13-02");
  bad = r;
  bad.season = "2026-2028";
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(refusal(net, kClubConn) == "bad_season 0 2026-2028");
  bad = r;
  bad.key = night.key;  // a director's key does not manage the club
  net.hub.message(kClubConn, protocol::writeClubRequest(bad), 0);
  CHECK(net.lastError(kClubConn) == "not_club");
  // Accepted: October 2026 is in the FFT season 2026-2027 (September to June).
  net.hub.message(kClubConn, protocol::writeClubRequest(r), 0);
  REQUIRE(net.lastType(kClubConn) == "club_night_added");
  CHECK(str(net.last(kClubConn).find("season")) == "2026-2027");
  // Sent again (a console after a lost network), with another title: it replaces, one night.
  r.title = "Vendredi soir";
  net.hub.message(kClubConn, protocol::writeClubRequest(r), 0);
  REQUIRE(net.lastType(kClubConn) == "club_night_added");
  net.hub.message(kReader, protocol::writeClubRequest(ClubRequest::of(ClubRequestType::Seasons, club.code, "")), 0);
  REQUIRE(net.lastType(kReader) == "club_season_list");
  const std::vector<json::Value>& seasons = net.last(kReader).find("seasons")->items();
  REQUIRE(seasons.size() == 1);
  REQUIRE(seasons[0].find("nights")->items().size() == 1);
  CHECK(str(seasons[0].find("nights")->items()[0].find("title")) == "Vendredi soir");
  CHECK(seasons[0].find("nights")->items()[0].find("players")->asInt() == 8);
  // Another club cannot take that night.
  net.hub.opened(3, 0);
  net.hub.message(3, protocol::writeClubRequest(ClubRequest::create("Autre club")), 0);
  const Club other{str(net.last(3).find("club")), str(net.last(3).find("club_key"))};
  net.hub.message(3, protocol::writeClubRequest(nightRequest(other, night, {})), 0);
  CHECK(refusal(net, 3) == "tournament_taken 0 ");
  // A championship needs a season with a night; one that does not read is refused with why.
  ClubRequest champ = sumOfPoints(club);
  champ.season = "2027-2028";
  net.hub.message(kClubConn, protocol::writeClubRequest(champ), 0);
  CHECK(refusal(net, kClubConn) == "no_season 0 2027-2028");
  champ = sumOfPoints(club);
  champ.championship.set("score", "goals");
  net.hub.message(kClubConn, protocol::writeClubRequest(champ), 0);
  CHECK(refusal(net, kClubConn).rfind("bad_championship 0 ", 0) == 0);
}

TEST_CASE("the club's season on the server: a night corrected after it joined changes the ranking and the pages",
          "[server][season][site]") {
  FakeNet net(nullptr);
  const Club club = createClub(net);
  TournamentNight night(net);
  playNight(night);
  net.hub.message(kClubConn, protocol::writeClubRequest(nightRequest(club, night, {1, 2, 3, 4, 5, 6, 7, 0})), 0);
  REQUIRE(net.lastType(kClubConn) == "club_night_added");
  net.hub.message(kClubConn, protocol::writeClubRequest(sumOfPoints(club)), 0);
  REQUIRE(net.lastType(kClubConn) == "season_changed");
  CHECK(net.last(kClubConn).find("championships")->items().size() == 1);
  // One night, sum of points: each line is the player's points that night. By hand: the two tables' totals.
  std::vector<std::pair<std::string, long>> lines = ranking(net, club);
  REQUIRE(lines.size() == 8);
  std::vector<long> got;
  for (const auto& l : lines) got.push_back(l.second);
  CHECK(got == std::vector<long>{120, 30, -10, -10, -10, -40, -40, -40});
  // Players 1-7 carry the register's names; the eighth keeps the night's.
  CHECK(std::count_if(lines.begin(), lines.end(), [](const auto& l) { return l.first.rfind("Joueur ", 0) == 0; }) == 7);
  const std::string second = lines[1].first;  // the 30 of table 2's first seat
  ResultsSite site(net.hub.desk(), "Tarot", &net.hub.clubs());
  const std::string base = "http://club.example/results/";
  const ResultsReply page = site.get(club.code + "/fr/index.html", base, "");
  REQUIRE(page.status == 200);
  CHECK(page.body.find("Tarot Club de Lyon") != std::string::npos);
  CHECK(page.body.find("Vendredi") != std::string::npos);
  CHECK(page.body.find(club.key) == std::string::npos);
  CHECK(page.body.find("1001") == std::string::npos);  // no licence number
  const std::string nightPage = club.code + "/fr/night/" + night.code + ".html";
  const ResultsReply nightBefore = site.get(nightPage, base, "");
  REQUIRE(nightBefore.status == 200);
  CHECK(page.body.find("Joueur 1") != std::string::npos);  // the players as the register names them
  // The night's page too: the register's names where a player is linked, the name typed for the eighth.
  CHECK(nightBefore.body.find("Joueur 1") != std::string::npos);
  CHECK(nightBefore.body.find("Player 1<") == std::string::npos);
  CHECK(nightBefore.body.find("Player 8") != std::string::npos);
  // The root site keeps the tournaments no club holds: this night is the club's.
  CHECK(site.get("fr/index.html", base, "").body.find("night/" + night.code) == std::string::npos);
  // The director corrects table 2 (North and South swapped): the ranking changes at once, and the club's pages.
  REQUIRE(night.directorEvent(tournament::correctSheetEvent(1, 2, totals({-10, 30, -10, -10, 0}), "Nord et Sud inversés")) == "");
  lines = ranking(net, club);
  CHECK(totalOf(lines, second) == -10);
  CHECK(lines[0].second == 120);
  CHECK(lines[1].second == 30);
  CHECK(lines[1].first != second);
  const ResultsReply again = site.get(nightPage, base, nightBefore.etag);
  CHECK(again.status == 200);
  CHECK(again.etag != nightBefore.etag);
  // Removed, the championship is no more ranked.
  ClubRequest remove = ClubRequest::of(ClubRequestType::ChampionshipRemove, club.code, club.key);
  remove.season = "2026-2027";
  remove.championshipId = "general";
  net.hub.message(kClubConn, protocol::writeClubRequest(remove), 0);
  REQUIRE(net.lastType(kClubConn) == "season_changed");
  CHECK(net.last(kClubConn).find("championships")->items().empty());
  ClubRequest r = ClubRequest::of(ClubRequestType::Ranking, club.code, "");
  r.season = "2026-2027";
  r.championshipId = "general";
  net.hub.message(kReader, protocol::writeClubRequest(r), 0);
  CHECK(refusal(net, kReader) == "no_championship 0 general");
}

TEST_CASE("the club's season on the server: its nights and championships back after a restart", "[server][season]") {
  char path[] = "/tmp/tarot-season-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  Club club;
  std::vector<std::pair<std::string, long>> before;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    club = createClub(net);
    TournamentNight night(net);
    playNight(night);
    net.hub.message(kClubConn, protocol::writeClubRequest(nightRequest(club, night, {8, 7, 6, 5, 4, 3, 2, 1})), 0);
    REQUIRE(net.lastType(kClubConn) == "club_night_added");
    net.hub.message(kClubConn, protocol::writeClubRequest(sumOfPoints(club)), 0);
    REQUIRE(net.lastType(kClubConn) == "season_changed");
    before = ranking(net, club);
  }
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  FakeNet net(&store);
  net.hub.restore(0);
  net.hub.opened(kReader, 0);
  CHECK(ranking(net, club) == before);
  CHECK(before.size() == 8);
  std::remove(path);
}
