// A night published from the console joins the club's season it names (client/console/club_night_sync.cpp): the
// club's code and key entered once at the console, the night's players found in the server's register or added to
// it, `club_night` sent once the tournament is on the server and again when a link, the date or the close changes
// or the network was lost; a refusal told in the arbitrator's language. Through console::Console and the
// ConsoleController against the server's hub in the same process, read back as anyone reads the club's season.
#include "client/console/console_controller.h"
#include "client/memory_storage.h"
#include "protocol/register_requests.h"
#include "server/results_site.h"
#include "server/tournament_fixture.h"
#include "tournament/tournament_helpers.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <cctype>
#include <memory>

using namespace tarot;
using client::ClubIntent;
using client::ConsoleController;
using console::ClubSync;
using console::Console;
using protocol::ClubRequest;
using protocol::ClubRequestType;
using server::ConnId;
using server::FakeNet;
using server::str;

namespace {

// The console's links into the hub; `down` keeps new ones from opening, dropAll() loses the open ones.
struct Net {
  FakeNet net{nullptr};
  bool down = false;
  ConnId next = 500;
  std::vector<ConnId> live;
  class Link;
  online::OpenLink opener();
  void dropAll();
  // The replies of a type the console got, over all its connections.
  int received(const std::string& type) {
    int n = 0;
    for (ConnId c = 500; c < next; ++c)
      for (const json::Value& m : net.got[c])
        if (str(m.find("type")) == type) ++n;
    return n;
  }
};

class Net::Link final : public online::Link {
 public:
  explicit Link(Net* n) : n_(n), id_(n->next++) {
    if (n_->down) return;
    n_->net.hub.opened(id_, 0);
    n_->live.push_back(id_);
  }
  void send(const std::string& text) override {
    if (alive()) n_->net.hub.message(id_, text, 0);
  }
  std::vector<Event> poll() override {
    if (!alive()) {
      if (told_) return {};
      told_ = true;
      return {{EventKind::Closed, "network lost"}};
    }
    std::vector<Event> out;
    if (!opened_) out.push_back({EventKind::Open, ""});
    opened_ = true;
    for (std::vector<json::Value>& got = n_->net.got[id_]; read_ < got.size(); ++read_)
      out.push_back({EventKind::Message, got[read_].dump()});
    return out;
  }
  void close() override {
    if (alive()) n_->net.hub.closed(id_, 0);
    n_->live.erase(std::remove(n_->live.begin(), n_->live.end(), id_), n_->live.end());
  }

 private:
  bool alive() const { return std::find(n_->live.begin(), n_->live.end(), id_) != n_->live.end(); }
  Net* n_;
  ConnId id_;
  std::size_t read_ = 0;
  bool opened_ = false, told_ = false;
};

online::OpenLink Net::opener() {
  return [this](const std::string&) -> std::unique_ptr<online::Link> { return std::make_unique<Link>(this); };
}

void Net::dropAll() {
  for (ConnId c : live) net.hub.closed(c, 0);
  live.clear();
}

constexpr ConnId kClubConn = 1;

struct ServerClub {
  std::string code, key;
};

// The club on the server, its register holding (ids 1-3) Zoé Martin, Hugo Bernard and Anne Dupont.
ServerClub createClub(FakeNet& net) {
  net.hub.opened(kClubConn, 0);
  net.hub.message(kClubConn, protocol::writeClubRequest(ClubRequest::create("Tarot Club de Lyon")), 0);
  REQUIRE(net.lastType(kClubConn) == "club_created");
  ServerClub c{str(net.last(kClubConn).find("club")), str(net.last(kClubConn).find("club_key"))};
  ClubRequest imp = ClubRequest::of(ClubRequestType::Import, c.code, c.key);
  imp.csv = "nom;licence\nZoé Martin;0999001\nHugo Bernard;0451240\nAnne Dupont;0451234\n";
  net.hub.message(kClubConn, protocol::writeClubRequest(imp), 0);
  REQUIRE(net.lastType(kClubConn) == "register_imported");
  return c;
}

// The club's season as anyone reads it: each night as "code date title players".
std::vector<std::string> nights(FakeNet& net, const ServerClub& club) {
  net.hub.message(kClubConn, protocol::writeClubRequest(ClubRequest::of(ClubRequestType::Seasons, club.code, "")), 0);
  REQUIRE(net.lastType(kClubConn) == "club_season_list");
  std::vector<std::string> out;
  for (const json::Value& s : net.last(kClubConn).find("seasons")->items())
    for (const json::Value& n : s.find("nights")->items())
      out.push_back(str(s.find("name")) + " " + str(n.find("tournament")) + " " + str(n.find("date")) + " " +
                    str(n.find("title")) + " " + std::to_string(n.find("players")->asInt()));
  return out;
}

// The sum of points championship's lines as "key name total".
std::vector<std::string> ranking(FakeNet& net, const ServerClub& club) {
  ClubRequest r = ClubRequest::of(ClubRequestType::Ranking, club.code, "");
  r.season = "2026-2027";
  r.championshipId = "general";
  net.hub.message(kClubConn, protocol::writeClubRequest(r), 0);
  REQUIRE(net.lastType(kClubConn) == "season_ranked");
  std::vector<std::string> out;
  for (const json::Value& l : net.last(kClubConn).find("ranking")->find("lines")->items())
    out.push_back(str(l.find("key")) + " " + str(l.find("name")) + " " + std::to_string(l.find("total")->asInt()));
  return out;
}

// The arbitrator's device: the console on its storage, its club side on the net.
struct Device {
  client::MemoryStorage store;
  Console c{store.storage()};
  Net& n;
  ConsoleController club;
  double now = 0;
  explicit Device(Net& net) : n(net), club(c, net.opener()) {}
  void run(int ticks) {
    for (int i = 0; i < ticks; ++i) club.tick(now += 0.5);
  }
  void publish() {
    ClubIntent in;
    in.kind = ClubIntent::Kind::Publish;
    in.server = "http://club.example";
    REQUIRE(club.dispatch(in, now).empty());
    run(40);
    REQUIRE(club.club());
    REQUIRE(club.club()->status() == ClubSync::Status::InSync);
  }
  ClubSync::Night night() const { return club.club() ? club.club()->night() : ClubSync::Night::NoClub; }
};

// Tonight, one position of 4 deals at two tables: Anne Dupont chosen in the register, "B. Leroy" typed with Bruno
// Leroy's licence, Hugo typed with no licence (a new entry), five more typed names; seated in that order.
void openNight(Device& d) {
  REQUIRE(d.c.resume().empty());
  int added = 0;
  d.c.importRegister("nom;licence\nAnne Dupont;0451234\nBruno Leroy;0451235\nHugo Bernard;0451240\n", &added);
  REQUIRE(added == 3);
  REQUIRE(d.c.create("Vendredi", tournament::testing::settingsOf(1, 4), 1).empty());
  REQUIRE(d.c.registerMember(1, 2).empty());
  REQUIRE(d.c.registerPlayer("B. Leroy", 2, "0451235").empty());
  for (const char* name : {"Hugo", "Chloé", "David", "Emma", "Farid", "Gaëlle"}) REQUIRE(d.c.registerPlayer(name, 2).empty());
  CHECK(d.c.memberOf(1) == 1);
  CHECK(d.c.memberOf(2) == 2);
  CHECK(d.c.memberOf(3) == 4);  // Hugo: a new entry of the console's register
  REQUIRE(d.c.placeInOrder("1 2 3 4 5 6 7 8", 0, 3).empty());
  REQUIRE(d.c.setNight("2026-10-02", 0).empty());
}

tournament::TableSheet totals(std::array<int, 5> t) {
  tournament::TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = 4;
  return s;
}

}  // namespace

TEST_CASE("the console's night joins the club's season with the register's entries; a changed link replaces it",
          "[console][club][season]") {
  Net n;
  const ServerClub club = createClub(n.net);
  Device d(n);
  openNight(d);
  // The club's code and key entered once: typed in any case with spaces around, the key never shown again.
  std::string upperKey = club.key;
  for (char& ch : upperKey) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  CHECK(d.c.setClubAccount("abc", club.key) == "«\u00a0abc\u00a0» n'est pas un code de club (20 lettres et chiffres)");
  CHECK(d.c.setClubAccount(club.code, "1234") == "La clé du club a 32 chiffres et lettres de a à f");
  CHECK_FALSE(d.c.clubAccount().known());
  REQUIRE(d.c.setClubAccount(" " + club.code + " ", upperKey).empty());
  CHECK(d.c.clubAccount().key == club.key);
  CHECK(d.c.clubKeyHint() == "Clé gardée sur cet appareil (•••• " + club.key.substr(28) + ")");
  {
    Console again(d.store.storage());  // kept in the device's save
    CHECK(again.clubAccount() == d.c.clubAccount());
  }

  d.publish();
  d.run(20);
  REQUIRE(d.night() == ClubSync::Night::Joined);
  CHECK(d.club.club()->nightText() == "Soirée dans la saison 2026-2027 du club");
  CHECK(d.club.takeNotices().empty());
  const std::string code = d.c.club().code;
  CHECK(nights(n.net, club) == std::vector<std::string>{"2026-2027 " + code + " 2026-10-02 Vendredi 8"});
  CHECK(n.received("club_night_added") == 1);

  // The night played and closed: sent again at the close.
  REQUIRE(d.c.startNextPosition(4).empty());
  REQUIRE(d.c.enterSheet(1, 1, totals({120, -40, -40, -40, 0}), 4).empty());
  REQUIRE(d.c.enterSheet(1, 2, totals({30, -10, -10, -10, 0}), 4).empty());
  REQUIRE(d.c.closePosition(1, 5).empty());
  d.run(20);
  CHECK(d.night() == ClubSync::Night::Joined);
  CHECK(n.received("club_night_added") == 2);
  json::Value champ = json::Value::object();
  ClubRequest set = ClubRequest::of(ClubRequestType::ChampionshipSet, club.code, club.key);
  set.season = "2026-2027";
  set.championship = champ.set("id", "general").set("name", "Général").set("score", "points");
  n.net.hub.message(kClubConn, protocol::writeClubRequest(set), 0);
  REQUIRE(n.net.lastType(kClubConn) == "season_changed");
  // By hand: table 1 seats players 1-4 N, S, E, W (120, -40, -40, -40), table 2 players 5-8 (30, -10, -10, -10).
  // The server's register held Anne Dupont as no. 3 (found by her licence); Bruno Leroy (typed "B. Leroy") was added
  // as no. 4, then Hugo, Chloé, David... as 5, 6, 7...; each line carries the register's name.
  std::vector<std::string> lines = ranking(n.net, club);
  REQUIRE(lines.size() == 8);
  CHECK(lines[0] == "m3 Anne Dupont 120");
  CHECK(lines[1] == "m7 David 30");
  CHECK(std::count(lines.begin(), lines.end(), "m4 Bruno Leroy -40") == 1);
  CHECK(std::count(lines.begin(), lines.end(), "m5 Hugo -40") == 1);
  // The night's page on the club's results site names the players as the register does.
  server::ResultsSite site(n.net.hub.desk(), "Tarot", &n.net.hub.clubs());
  const std::string nightPage = club.code + "/fr/night/" + code + ".html";
  const server::ResultsReply page = site.get(nightPage, "http://club.example/results/", "");
  REQUIRE(page.status == 200);
  CHECK(page.body.find("Bruno Leroy") != std::string::npos);
  CHECK(page.body.find("B. Leroy") == std::string::npos);

  // The arbitrator finds that Hugo is Hugo Bernard of the register: the two entries merged, the night's link changes
  // and the night is sent again, replacing itself. Hugo Bernard is no. 2 on the server (by his licence).
  REQUIRE(d.c.mergeMembers(3, 4).empty());
  CHECK(d.c.memberOf(3) == 3);
  CHECK(d.night() == ClubSync::Night::Waiting);
  d.run(20);
  CHECK(d.night() == ClubSync::Night::Joined);
  CHECK(n.received("club_night_added") == 3);
  lines = ranking(n.net, club);
  CHECK(std::count(lines.begin(), lines.end(), "m2 Hugo Bernard -40") == 1);
  CHECK(std::count(lines.begin(), lines.end(), "m5 Hugo -40") == 0);
  CHECK(site.get(nightPage, "http://club.example/results/", "").body.find("Hugo Bernard") != std::string::npos);
  CHECK(nights(n.net, club).size() == 1);

  // A new date (same season), then a lost network: each sends the night again; still one night.
  REQUIRE(d.c.setNight("2026-10-09", 0).empty());
  d.run(20);
  CHECK(n.received("club_night_added") == 4);
  CHECK(nights(n.net, club) == std::vector<std::string>{"2026-2027 " + code + " 2026-10-09 Vendredi 8"});
  n.dropAll();
  d.run(20);
  CHECK(d.night() == ClubSync::Night::Joined);
  CHECK(n.received("club_night_added") == 5);
  d.run(20);
  CHECK(n.received("club_night_added") == 5);  // nothing changed: nothing sent
  CHECK(d.club.takeNotices().empty());
}

TEST_CASE("the console's night: a wrong club key is refused and said in the arbitrator's language", "[console][club][season]") {
  Net n;
  const ServerClub club = createClub(n.net);
  Device d(n);
  openNight(d);
  const std::string wrong(32, 'a');
  REQUIRE(d.c.setClubAccount(club.code, wrong).empty());
  d.publish();
  d.run(20);
  REQUIRE(d.night() == ClubSync::Night::Refused);
  const std::vector<std::string> told = d.club.takeNotices();
  REQUIRE(told.size() == 1);
  CHECK(told[0] == "La soirée n'a pas rejoint la saison du club\u00a0: cette clé n'est pas celle du club " + club.code);
  CHECK(d.club.club()->status() == ClubSync::Status::InSync);  // the tournament itself stays published
  d.c.setLang(match::Lang::English);
  CHECK(d.club.club()->nightText() == "The night did not join the club's season: that key is not the club " + club.code +
                                          "'s");
  d.run(20);
  CHECK(d.club.takeNotices().empty());  // told once, not sent again while nothing changes
  CHECK(nights(n.net, club).empty());
  // The right key: the night joins.
  REQUIRE(d.c.setClubAccount(club.code, club.key).empty());
  d.run(20);
  CHECK(d.night() == ClubSync::Night::Joined);
  CHECK(nights(n.net, club).size() == 1);
  // A club the server does not know, in English.
  REQUIRE(d.c.setClubAccount("7QH2M0XKZ4N9PB1WC8RT", club.key).empty());
  d.run(20);
  CHECK(d.night() == ClubSync::Night::Refused);
  const std::vector<std::string> again = d.club.takeNotices();
  REQUIRE(again.size() == 1);
  CHECK(again[0] == "The night did not join the club's season: the club's server knows no club 7QH2M0XKZ4N9PB1WC8RT");
}
