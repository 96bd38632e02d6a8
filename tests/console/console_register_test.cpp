// The club's register at the console (client/console/club_register.cpp): kept on the device across tournaments and
// reloads, found as the arbitrator types, one entry reused at the night's registration (name, licence, club, and the
// link), a new name added to it, entries edited and merged, the club's CSV imported with each refused line worded in
// French and English; an old save without a register still opens.
#include "client/console/console.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;

namespace {

const char* const kClubList =
    "Nom;Licence;Club;Série;Senior\n"
    "Éloïse Dupont;0451234;TC Lyon;2;oui\n"
    "Jean Dupuis;0459999;TC Lyon;3;non\n"
    "Marc Lefèvre;;TC Vienne;5;\n"
    "Zoé Blanc;0451234;;3;\n"
    "Luc Noir;0480000\n";

season::Member person(const std::string& name, const std::string& licence) {
  season::Member m;
  m.name = name;
  m.licence = licence;
  return m;
}

}  // namespace

TEST_CASE("the console's register: imported, searched, reused at registration, kept across reloads", "[console][register]") {
  client::MemoryStorage store;
  Console c(store.storage());
  CHECK(c.resume().empty());
  int added = 0;
  const std::vector<std::string> refused = c.importRegister(kClubList, &added);
  CHECK(added == 2);
  REQUIRE(refused.size() == 3);
  CHECK(refused[0] == "Ligne 4\u00a0: série 5\u00a0: les séries vont de 1 à 4");
  CHECK(refused[1] == "Ligne 5\u00a0: cette licence est déjà celle du membre n°\u00a01 (Éloïse Dupont)");
  CHECK(refused[2] == "Ligne 6\u00a0: 2 champs au lieu de 5");
  CHECK(store.has(kRegisterKey));

  // Found as the arbitrator types, before any tournament; the entry as its line.
  std::vector<season::Found> found = c.searchRegister("DUP");
  REQUIRE(found.size() == 2);
  CHECK(found[0].id == 1);
  CHECK(c.memberLine(1) == "Éloïse Dupont · 0451234 · TC Lyon · série 2 · senior");

  REQUIRE(c.create("Vendredi", tournament::testing::settingsOf(2, 4), 1700000000000).empty());
  // One tap reuses the entry: the night's player gets its name, licence and club, linked to it.
  REQUIRE(c.registerMember(found[0].id, 1700000001000).empty());
  const tournament::Player& p1 = c.state().players[0];
  CHECK(p1.name == "Éloïse Dupont");
  CHECK(p1.licence == "0451234");
  CHECK(p1.club == "TC Lyon");
  CHECK(c.memberOf(1) == 1);
  // A new name typed is registered and added to the register; a name already in it is linked, not added twice.
  REQUIRE(c.registerPlayer("Anne Laforêt", 1700000002000).empty());
  CHECK(c.clubRegister().members.size() == 3);
  CHECK(c.memberOf(2) == 3);
  REQUIRE(c.registerPlayer("jean dupuis", 1700000003000).empty());
  CHECK(c.clubRegister().members.size() == 3);
  CHECK(c.memberOf(3) == 2);
  // A licence names its holder, whatever the name typed.
  REQUIRE(c.registerPlayer("J. Dupuis", 1700000003500, "0459999").empty());
  CHECK(c.memberOf(4) == 2);
  CHECK(c.clubRegister().members.size() == 3);
  CHECK(c.registerMember(99, 1700000004000) == "pas de membre n°\u00a099 au registre");

  // Reloaded: the register and the night's links come back; a new tournament drops the links, not the register.
  Console again(store.storage());
  CHECK(again.resume().empty());
  CHECK(again.clubRegister() == c.clubRegister());
  CHECK(again.memberOf(1) == 1);
  CHECK(again.memberOf(2) == 3);
  REQUIRE(again.create("Samedi", tournament::testing::settingsOf(2, 4), 1700000005000).empty());
  CHECK(again.memberOf(1) == 0);
  CHECK(again.clubRegister().members.size() == 3);
}

TEST_CASE("the console's register: edited and merged, refusals in French and English", "[console][register]") {
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::English);
  int a = 0, b = 0;
  REQUIRE(c.addMember(person("Jean Dupont", ""), &a).empty());
  REQUIRE(c.addMember(person("DUPONT Jean", "0451234"), &b).empty());
  CHECK(c.addMember(person("Other", "0451234")) == "member no. 2 (DUPONT Jean) already holds this licence");
  CHECK(c.addMember(person("  ", "")) == "a member of the register needs a name");
  season::Member bad = person("X", "");
  bad.serie = 0;
  CHECK(c.addMember(bad) == "série 0: the séries are 1 to 4");
  CHECK(c.importRegister("Name,Serie\nAnn,deux\n")[0] == "Line 2: série \"deux\": a figure from 1 to 4");

  // The night's player linked to the entry that is merged away resolves to the one kept.
  REQUIRE(c.create("Friday", tournament::testing::settingsOf(2, 4), 1700000000000).empty());
  REQUIRE(c.registerMember(b, 1700000001000).empty());
  CHECK(c.memberOf(1) == b);
  CHECK(c.mergeMembers(a, a) == "a member cannot be merged with itself");
  REQUIRE(c.mergeMembers(a, b).empty());
  CHECK(c.memberOf(1) == a);
  CHECK(c.searchRegister("dupont").size() == 1);
  CHECK(c.clubRegister().members[0].licence == "0451234");
  season::Member gone = *season::anyMember(c.clubRegister(), b);
  CHECK(c.editMember(gone) == "member no. 2 was merged into no. 1: choose that one");
  season::Member kept = *season::liveMember(c.clubRegister(), a);
  kept.club = "TC Nice";
  kept.serie = 1;
  REQUIRE(c.editMember(kept).empty());
  Console again(store.storage(), match::Lang::English);
  again.resume();
  CHECK(season::liveMember(again.clubRegister(), a)->club == "TC Nice");
  CHECK(again.memberOf(1) == a);
}

TEST_CASE("an old save without a register opens; a corrupt register is left as it is", "[console][register]") {
  client::MemoryStorage store;
  {
    Console c(store.storage());
    REQUIRE(c.create("Jeudi", tournament::testing::settingsOf(2, 4), 1700000000000).empty());
    REQUIRE(c.registerPlayer("Anne", 1700000001000).empty());
  }
  // As saved before the register: no register, no links.
  store.kept.erase(kRegisterKey);
  store.kept.erase(kMembersKey);
  Console old(store.storage());
  CHECK(old.resume().empty());
  CHECK(old.state().players.size() == 1);
  CHECK(old.memberOf(1) == 0);
  CHECK(old.clubRegister().members.empty());

  store.kept[kRegisterKey] = "{\"next_id\":2,\"members\":[{\"id\":1,\"name\":\"A\",\"serie\":9}]}";
  Console corrupt(store.storage());
  CHECK(corrupt.resume().empty());  // the tournament still opens
  CHECK(corrupt.registerCorrupt().find("Le registre enregistré est illisible") == 0);
  CHECK(corrupt.addMember(person("B", "")) == corrupt.registerCorrupt());
  REQUIRE(corrupt.registerPlayer("Bruno", 1700000002000).empty());  // the night goes on, unlinked
  CHECK(corrupt.memberOf(2) == 0);
  CHECK(store.text(kRegisterKey).find("\"serie\":9") != std::string::npos);  // left as it is
}
