// The club's register on the server (server/club_desk.cpp, docs/PROTOCOL.md "The club's register"): a club created
// with its own key; the register listed, searched, added to, edited, merged and imported with that key only (it holds
// licences), refusals as codes with their figures; kept in the database across a restart, the key never stored.
#include "fake_net.h"
#include "protocol/register_requests.h"
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

Club createClub(FakeNet& net, ConnId c) {
  net.hub.opened(c, 0);
  ClubRequest r = ClubRequest::create("Tarot Club de Lyon");
  r.id = 3;
  net.hub.message(c, protocol::writeClubRequest(r), 0);
  const json::Value& got = net.last(c);
  REQUIRE(str(got.find("type")) == "club_created");
  CHECK(got.find("id")->asInt() == 3);
  return {str(got.find("club")), str(got.find("club_key"))};
}

ClubRequest add(const Club& club, const std::string& name, const std::string& licence, int serie = 4) {
  ClubRequest r = ClubRequest::of(ClubRequestType::Add, club.code, club.key);
  r.member.name = name;
  r.member.licence = licence;
  r.member.serie = serie;
  return r;
}

std::vector<std::string> names(const json::Value& reply, const char* list = "members") {
  std::vector<std::string> out;
  for (const json::Value& m : reply.find(list)->items()) out.push_back(str(m.find("name")));
  return out;
}

}  // namespace

TEST_CASE("the club's register on the server: the club's key alone reads and changes it", "[server][register]") {
  FakeNet net(nullptr);
  const Club club = createClub(net, 1);
  CHECK(protocol::isToken(club.key));
  net.hub.message(1, protocol::writeClubRequest(add(club, "Éloïse Dupont", "0451234", 2)), 0);
  REQUIRE(net.lastType(1) == "register_changed");
  CHECK(net.last(1).find("members")->items()[0].find("id")->asInt() == 1);
  net.hub.message(1, protocol::writeClubRequest(add(club, "Jean Dupuis", "0459999", 3)), 0);
  net.hub.message(1, protocol::writeClubRequest(add(club, "Anne Laduponte", "")), 0);
  // Refused by the register: the code and its figures travel, the console words them.
  net.hub.message(1, protocol::writeClubRequest(add(club, "Zoé Blanc", "0451234")), 0);
  REQUIRE(net.lastError(1) == "register_refused");
  const json::Value* why = net.last(1).find("register_refusal");
  CHECK(str(why->find("code")) == "licence_taken");
  CHECK(why->find("a")->asInt() == 1);
  net.hub.message(1, protocol::writeClubRequest(add(club, "Zoé Blanc", "", 5)), 0);
  CHECK(str(net.last(1).find("register_refusal")->find("code")) == "serie_range");

  ClubRequest search = ClubRequest::of(ClubRequestType::Search, club.code, club.key);
  search.text = "DUP";
  net.hub.message(1, protocol::writeClubRequest(search), 0);
  REQUIRE(net.lastType(1) == "register_members");
  CHECK(names(net.last(1)) == std::vector<std::string>{"Éloïse Dupont", "Jean Dupuis", "Anne Laduponte"});
  CHECK(net.last(1).find("members")->items()[2].find("rank")->asInt() == 1);

  // Everyone else reads nothing of it: another club's key, a director's, none, an unknown club.
  const Club other = createClub(net, 2);
  for (const std::string& key : {other.key, std::string("0123456789abcdef0123456789abcdef"), std::string()}) {
    net.hub.message(2, protocol::writeClubRequest(ClubRequest::of(ClubRequestType::List, club.code, key)), 0);
    CHECK(net.lastError(2) == "not_club");
    CHECK(net.last(2).dump().find("0451234") == std::string::npos);
  }
  net.hub.message(2, protocol::writeClubRequest(ClubRequest::of(ClubRequestType::List, "7QH2M0XKZ4N9PB1WC8RT", club.key)), 0);
  CHECK(net.lastError(2) == "no_club");
  net.hub.message(2, R"({"v":1,"type":"register_merge","club":"x","key":"y","kept":0,"gone":2})", 0);
  CHECK(net.lastError(2) == "bad_message");

  // Edit and merge.
  ClubRequest edit = ClubRequest::of(ClubRequestType::Edit, club.code, club.key);
  edit.member = {2, "Jean Dupuis", "0459999", "TC Lyon", 1, true, 0};
  net.hub.message(1, protocol::writeClubRequest(edit), 0);
  REQUIRE(net.lastType(1) == "register_changed");
  CHECK(str(net.last(1).find("members")->items()[0].find("club")) == "TC Lyon");
  ClubRequest merge = ClubRequest::of(ClubRequestType::Merge, club.code, club.key);
  merge.kept = 2;
  merge.gone = 3;
  net.hub.message(1, protocol::writeClubRequest(merge), 0);
  REQUIRE(net.lastType(1) == "register_changed");
  CHECK(net.last(1).find("members")->items()[1].find("merged_into")->asInt() == 2);
  net.hub.message(1, protocol::writeClubRequest(merge), 0);
  CHECK(str(net.last(1).find("register_refusal")->find("code")) == "merged_entry");
  const season::Register* reg = net.hub.clubs().registerOf(club.code);
  REQUIRE(reg);
  CHECK(season::resolve(*reg, 3) == 2);
}

TEST_CASE("the club's register: a CSV imported with each refused line, and kept across a restart", "[server][register]") {
  char path[] = "/tmp/tarot-club-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  Club club;
  season::Register before;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    club = createClub(net, 1);
    ClubRequest imp = ClubRequest::of(ClubRequestType::Import, club.code, club.key);
    imp.csv = "Nom;Licence;Club;Série;Senior\nÉloïse Dupont;0451234;TC Lyon;2;oui\nPaul Petit;;;5;\n"
              "Zoé Blanc;0451234;;3;\n;77;;;\nLuc Noir;0480000\nJean Dupuis;0459999;TC Lyon;3;non\n";
    net.hub.message(1, protocol::writeClubRequest(imp), 0);
    REQUIRE(net.lastType(1) == "register_imported");
    const json::Value& got = net.last(1);
    CHECK(names(got, "added") == std::vector<std::string>{"Éloïse Dupont", "Jean Dupuis"});
    const std::vector<json::Value>& refused = got.find("refused")->items();
    REQUIRE(refused.size() == 4);
    const std::pair<int, const char*> expected[] = {
        {3, "serie_range"}, {4, "licence_taken"}, {5, "name_empty"}, {6, "column_count"}};
    for (std::size_t i = 0; i < 4; ++i) {
      CHECK(refused[i].find("line")->asInt() == expected[i].first);
      CHECK(str(refused[i].find("code")) == expected[i].second);
    }
    ClubRequest merge = ClubRequest::of(ClubRequestType::Merge, club.code, club.key);
    merge.kept = 2;
    merge.gone = 1;
    net.hub.message(1, protocol::writeClubRequest(merge), 0);
    REQUIRE(net.lastType(1) == "register_changed");
    before = *net.hub.clubs().registerOf(club.code);
  }
  {
    std::FILE* f = std::fopen(path, "rb");
    std::string bytes;
    for (int c; (c = std::fgetc(f)) != EOF;) bytes += char(c);
    std::fclose(f);
    CHECK(bytes.find(club.key) == std::string::npos);  // only its hash
  }
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  FakeNet net(&store);
  net.hub.restore(0);
  REQUIRE(net.hub.clubs().registerOf(club.code));
  CHECK(*net.hub.clubs().registerOf(club.code) == before);
  net.hub.opened(1, 0);
  net.hub.message(1, protocol::writeClubRequest(ClubRequest::of(ClubRequestType::List, club.code, club.key)), 0);
  REQUIRE(net.lastType(1) == "register_members");
  CHECK(net.last(1).find("next_id")->asInt() == 3);
  CHECK(names(net.last(1)) == std::vector<std::string>{"Éloïse Dupont", "Jean Dupuis"});
  // The key still works after the restart, and a new entry takes the next id.
  net.hub.message(1, protocol::writeClubRequest(add(club, "Marc Lefèvre", "0123")), 0);
  CHECK(net.last(1).find("members")->items()[0].find("id")->asInt() == 3);
  std::remove(path);
}
