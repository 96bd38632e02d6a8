// The club's register (season/register.h): members added and refused, found as the arbitrator types, merged with the
// nights naming either entry still resolving, the club's CSV list imported line by line, the JSON read back.
#include "season/register.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot::season;

namespace {

Member person(const std::string& name, const std::string& licence = "", const std::string& club = "", int serie = 4,
              bool senior = false) {
  Member m;
  m.name = name;
  m.licence = licence;
  m.club = club;
  m.serie = serie;
  m.senior = senior;
  return m;
}

std::vector<int> ids(const std::vector<Found>& found) {
  std::vector<int> out;
  for (const Found& f : found) out.push_back(f.id);
  return out;
}

}  // namespace

TEST_CASE("members are added with their ids and refused with a reason", "[season][register]") {
  Register r;
  int id = 0;
  CHECK(!addMember(r, person("  Éloïse Dupont ", "12 345", "Tarot Club Lyon", 2), &id));
  CHECK(id == 1);
  CHECK(r.members[0].name == "Éloïse Dupont");
  CHECK(r.members[0].licence == "12345");
  CHECK(!addMember(r, person("Jean Martin"), &id));
  CHECK(id == 2);
  CHECK(!addMember(r, person("Paul Petit", "")));  // several members without a licence

  CHECK(addMember(r, person("   ")).code == RegisterCode::NameEmpty);
  RegisterRefusal taken = addMember(r, person("Autre", "12345"));
  CHECK(taken.code == RegisterCode::LicenceTaken);
  CHECK(taken.a == 1);
  CHECK(addMember(r, person("Autre", "12A45")).code == RegisterCode::LicenceDigits);
  CHECK(addMember(r, person("Autre", "1234567890123")).code == RegisterCode::LicenceDigits);
  RegisterRefusal serie = addMember(r, person("Autre", "", "", 5));
  CHECK(serie.code == RegisterCode::SerieRange);
  CHECK(serie.a == 5);
  CHECK(addMember(r, person("Autre", "", "", 0)).code == RegisterCode::SerieRange);
  CHECK(r.members.size() == 3);
  CHECK(r.nextId == 4);  // refused members take no id

  Member edited = r.members[1];
  edited.licence = "12345";
  CHECK(editMember(r, edited).code == RegisterCode::LicenceTaken);
  edited.licence = "777";
  edited.serie = 3;
  CHECK(!editMember(r, edited));
  CHECK(liveMember(r, 2)->licence == "777");
  edited.id = 9;
  CHECK(editMember(r, edited).code == RegisterCode::NoSuchMember);
  // A member keeps its own licence when edited (its own entry is not a duplicate).
  Member same = r.members[0];
  same.club = "TC Lyon";
  CHECK(!editMember(r, same));
}

TEST_CASE("the search ignores accents and case, word prefixes first, the licence by its prefix", "[season][register]") {
  Register r;
  addMember(r, person("Éloïse DUPONT", "0451234"));   // 1
  addMember(r, person("Jean Dupuis", "0459999"));     // 2
  addMember(r, person("Marc Lefèvre", "0123456"));    // 3
  addMember(r, person("Anne Laduponte", "0888888"));  // 4: "dup" inside a word
  addMember(r, person("Duparc Hélène"));              // 5
  addMember(r, person("François Lefevre"));           // 6

  // "dup": the three names with a word starting so (folded: "duparc helene" < "eloise dupont" < "jean dupuis"), then
  // the one holding it inside a word.
  CHECK(ids(find(r, "dup")) == std::vector<int>{5, 1, 2, 4});
  CHECK(ids(find(r, "DUP")) == std::vector<int>{5, 1, 2, 4});
  CHECK(ids(find(r, "eloise")) == std::vector<int>{1});
  CHECK(ids(find(r, "ÉLOÏSE dup")) == std::vector<int>{1});
  CHECK(ids(find(r, "lefevre")) == std::vector<int>{6, 3});  // "francois lefevre" < "marc lefevre"
  CHECK(ids(find(r, "lefèvre")) == std::vector<int>{6, 3});
  CHECK(ids(find(r, "045")) == std::vector<int>{1, 2});      // licences by prefix
  CHECK(ids(find(r, "04512")) == std::vector<int>{1});
  CHECK(ids(find(r, "456")).empty());                        // not a licence prefix
  CHECK(ids(find(r, "dup", 2)) == std::vector<int>{5, 1});
  CHECK(find(r, "  ").empty());
  CHECK(find(r, "zz").empty());
  CHECK(find(r, "dup")[3].rank == 1);
}

TEST_CASE("two entries of one person merged: the nights naming either resolve to the one kept", "[season][register]") {
  Register r;
  addMember(r, person("Jean Dupont", "", "TC Lyon", 3));        // 1
  addMember(r, person("DUPONT Jean", "0451234", "", 2, true));  // 2, the same person typed otherwise
  addMember(r, person("Marie Curie"));                          // 3
  CHECK(mergeMembers(r, 1, 1).code == RegisterCode::MergeSame);
  CHECK(mergeMembers(r, 1, 9).code == RegisterCode::NoSuchMember);
  CHECK(!mergeMembers(r, 1, 2));
  const Member* kept = liveMember(r, 1);
  REQUIRE(kept);
  CHECK(kept->licence == "0451234");  // taken from the entry merged, its own being empty
  CHECK(kept->club == "TC Lyon");
  CHECK(kept->serie == 2);
  CHECK(kept->senior);
  CHECK(liveMember(r, 2) == nullptr);
  CHECK(anyMember(r, 2)->mergedInto == 1);
  CHECK(resolve(r, 2) == 1);
  CHECK(resolve(r, 1) == 1);
  CHECK(resolve(r, 42) == 0);
  CHECK(ids(find(r, "dupont")) == std::vector<int>{1});  // merged entries are not listed
  RegisterRefusal again = mergeMembers(r, 3, 2);
  CHECK(again.code == RegisterCode::MergedEntry);
  CHECK(again.b == 1);
  // Merged again: the chain resolves to the end.
  CHECK(!mergeMembers(r, 3, 1));
  CHECK(resolve(r, 2) == 3);
  CHECK(liveMember(r, 3)->licence == "0451234");  // the licence passes on; no live duplicate
  Member m = *anyMember(r, 2);
  CHECK(editMember(r, m).code == RegisterCode::MergedEntry);
}

TEST_CASE("the club's CSV list: good lines added, each bad line refused with its number", "[season][register]") {
  Register r;
  addMember(r, person("Déjà Là", "111"));  // 1: already in the register
  const std::string csv =
      "\xEF\xBB\xBF"
      "Nom;Licence;Club;Série;Senior\r\n"
      "Éloïse Dupont;0451234;TC Lyon;2;oui\r\n"           // 2: added (id 2)
      "\"Martin; Jean\";;\"Club \"\"Les Rois\"\"\";;\r\n"  // 3: quoted separator and quotes, série empty → 4
      "Paul Petit;0459999;TC Lyon;5;non\r\n"              // 4: série 5
      "Zoé Blanc;0451234;;3;\r\n"                         // 5: licence of line 2
      ";0470000;TC Lyon;1;\r\n"                           // 6: no name
      "Luc Noir;0480000;TC Lyon\r\n"                      // 7: 3 fields of 5
      "\r\n"                                              // 8: blank, skipped
      "Ana Gris;111;;;\r\n"                               // 9: licence of member 1
      "Léa Vert;0490000;;deux;\r\n"                       // 10: série in words
      "Tom Bleu;;;1;peut-être\r\n"                        // 11: senior neither yes nor no
      "Max Roux;;;1;x\r\n";                               // 12: added (id 4), senior
  ImportReport rep = importCsv(r, csv);
  CHECK(rep.added == std::vector<int>{2, 3, 4});
  REQUIRE(rep.refused.size() == 7);
  CHECK(rep.refused[0].line == 4);
  CHECK(rep.refused[0].why.code == RegisterCode::SerieRange);
  CHECK(rep.refused[0].why.a == 5);
  CHECK(rep.refused[1].line == 5);
  CHECK(rep.refused[1].why.code == RegisterCode::LicenceTaken);
  CHECK(rep.refused[1].why.a == 2);
  CHECK(rep.refused[2].line == 6);
  CHECK(rep.refused[2].why.code == RegisterCode::NameEmpty);
  CHECK(rep.refused[3].line == 7);
  CHECK(rep.refused[3].why.code == RegisterCode::ColumnCount);
  CHECK(rep.refused[3].why.a == 3);
  CHECK(rep.refused[3].why.b == 5);
  CHECK(rep.refused[4].line == 9);
  CHECK(rep.refused[4].why.code == RegisterCode::LicenceTaken);
  CHECK(rep.refused[4].why.a == 1);
  CHECK(rep.refused[5].line == 10);
  CHECK(rep.refused[5].why.code == RegisterCode::SerieNotNumber);
  CHECK(rep.refused[5].why.detail == "deux");
  CHECK(rep.refused[6].line == 11);
  CHECK(rep.refused[6].why.code == RegisterCode::SeniorValue);

  const Member* eloise = liveMember(r, 2);
  CHECK(eloise->name == "Éloïse Dupont");
  CHECK(eloise->licence == "0451234");
  CHECK(eloise->club == "TC Lyon");
  CHECK(eloise->serie == 2);
  CHECK(eloise->senior);
  const Member* martin = liveMember(r, 3);
  CHECK(martin->name == "Martin; Jean");
  CHECK(martin->club == "Club \"Les Rois\"");
  CHECK(martin->serie == 4);
  CHECK(!martin->senior);
  CHECK(liveMember(r, 4)->senior);
}

TEST_CASE("CSV in English with commas and columns in another order, or without a header", "[season][register]") {
  Register r;
  ImportReport rep = importCsv(r, "club,Name,SERIE,license\nTC Nice,Ann Lee,1,42\nTC Nice,\"Bo, Jr\",2,43,extra\n");
  CHECK(rep.added == std::vector<int>{1});
  REQUIRE(rep.refused.size() == 1);
  CHECK(rep.refused[0].line == 3);
  CHECK(rep.refused[0].why.code == RegisterCode::ColumnCount);
  CHECK(rep.refused[0].why.a == 5);
  CHECK(rep.refused[0].why.b == 4);
  CHECK(liveMember(r, 1)->name == "Ann Lee");
  CHECK(liveMember(r, 1)->club == "TC Nice");
  CHECK(liveMember(r, 1)->licence == "42");
  CHECK(liveMember(r, 1)->serie == 1);

  // No header: name;licence;club;série;senior, 1 to 5 fields.
  Register plain;
  rep = importCsv(plain, "Jean Dupont;0451;TC Lyon;3;non\nMarie Curie\n\"Unclosed;1\nA;1;2;3;4;5;6\n");
  CHECK(rep.added == std::vector<int>{1, 2});
  REQUIRE(rep.refused.size() == 2);
  CHECK(rep.refused[0].line == 3);
  CHECK(rep.refused[0].why.code == RegisterCode::UnclosedQuote);
  CHECK(rep.refused[1].line == 4);
  CHECK(rep.refused[1].why.code == RegisterCode::ColumnCount);
  CHECK(liveMember(plain, 1)->serie == 3);
  CHECK(liveMember(plain, 2)->serie == 4);

  Register none;
  rep = importCsv(none, "Licence;Club\n123;TC\n");
  REQUIRE(rep.refused.size() == 1);
  CHECK(rep.refused[0].line == 1);
  CHECK(rep.refused[0].why.code == RegisterCode::NoNameColumn);
  CHECK(none.members.empty());
}

TEST_CASE("the register's JSON reads back, and a corrupt one is refused with what and where", "[season][register]") {
  Register r;
  addMember(r, person("Éloïse Dupont", "0451234", "TC Lyon", 2, true));
  addMember(r, person("Jean \"Jeannot\" Martin"));
  addMember(r, person("Jean Martin", "777"));
  mergeMembers(r, 3, 2);
  Register back;
  CHECK(registerFromText(registerToJson(r).dump(), &back) == "");
  CHECK(back == r);

  auto refused = [](const std::string& text) {
    Register out;
    out.nextId = 77;
    std::string why = registerFromText(text, &out);
    CHECK(out.nextId == 77);  // untouched
    return why;
  };
  CHECK(refused("{\"next_id\":3,\"members\":[{\"id\":1,\"name\":\"A\",\"serie\":7}]}").find("members[0]") == 0);
  CHECK(refused("{\"next_id\":3,\"members\":[{\"id\":1,\"name\":\"A\",\"serie\":7}]}").find("serie") != std::string::npos);
  CHECK(refused("{\"next_id\":3,\"members\":[{\"id\":1,\"name\":\"A\"},{\"id\":1,\"name\":\"B\"}]}") ==
        "members[1]: id 1 after id 1");
  CHECK(refused("{\"next_id\":2,\"members\":[{\"id\":2,\"name\":\"A\"}]}") == "members[0]: id 2 not below next_id");
  CHECK(refused("{\"next_id\":5,\"members\":[{\"id\":1,\"name\":\"A\",\"licence\":\"9\"},{\"id\":2,\"name\":\"B\","
                "\"licence\":\"9\"}]}") == "members[0]: member 2 already holds this licence");
  CHECK(refused("{\"next_id\":5,\"members\":[{\"id\":1,\"name\":\"A\",\"merged_into\":4}]}") ==
        "members[0]: merged into member 4, which is not in the register");
  CHECK(refused("{\"next_id\":5,\"members\":[{\"id\":1,\"name\":\"A\",\"merged_into\":2},{\"id\":2,\"name\":\"B\","
                "\"merged_into\":1}]}") == "members[0]: its merges go round in a loop");
  CHECK(refused("{\"next_id\":5,\"members\":[{\"id\":1,\"name\":\"\"}]}") == "members[0]: a member needs a name");
  CHECK(!refused("{\"next_id\":5,\"members\":[{\"id\":1,\"name\":\"A\",").empty());  // cut short
  CHECK(!refused("[1,2]").empty());
  CHECK(refused("{\"members\":[]}").find("next_id") != std::string::npos);
  // An older entry without the optional fields reads with their defaults.
  Register old;
  CHECK(registerFromText("{\"next_id\":2,\"members\":[{\"id\":1,\"name\":\"A\"}]}", &old) == "");
  CHECK(old.members[0].serie == 4);
}
