// The console's words: every refusal of the tournament library has a code and a sentence in French and in English
// (no placeholder left, no English in the French), the console's refusals come in the person's language with where
// they happened, and counts take the singular or the plural as each language does.
#include "client/console/console.h"
#include "client/console/words.h"
#include "client/server_refusal.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include <algorithm>
#include <set>
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;
namespace tn = tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every refusal code is worded in French and English", "[console][words]") {
  for (int c = 1; c < int(tn::RejectionCode::Count); ++c) {
    tn::Rejection r = tn::refuse(tn::RejectionCode(c), 2, 3, 4);
    r.detail = "T1";
    if (r.code == tn::RejectionCode::DealRefused) r.entry.code = match::ScorerRefusal::ChooseTaker;
    const std::string fr = refusalWords(Lang::French, r), en = refusalWords(Lang::English, r);
    INFO("code " << c << ": " << fr << " / " << en);
    CHECK(!fr.empty());
    CHECK(!en.empty());
    CHECK(!contains(fr, "{"));
    CHECK(!contains(en, "{"));
    CHECK(!r.english().empty());
    CHECK(fr != en);
    const std::string where = refusalWords(Lang::French, tournament::at(r, 2, 3));
    CHECK(where.rfind("Position 2, table 3\u00a0: ", 0) == 0);
  }
  tn::Rejection past = tn::refuseWith(tn::RejectionCode::SettingsChangePast, "the deals per position", 2, int(tn::SettingsPart::DealsPerPosition));
  CHECK(refusalWords(Lang::French, past) == "Le nombre de donnes par position ne peut plus changer\u00a0: la position 2 a commencé (article 28)");
  CHECK(refusalWords(Lang::English, past) == "The number of deals per position cannot change: position 2 has started");
  tn::Rejection chosen = tn::refuse(tn::RejectionCode::ChosenTooMany, 5, tn::East, 4);
  CHECK(refusalWords(Lang::French, chosen) == "5 joueurs ont choisi Est pour 4 places");
  CHECK(refusalWords(Lang::English, tn::refuse(tn::RejectionCode::ChosenTooMany, 1, tn::West, 1)) == "1 player chose West for 1 seat");
  tn::Rejection deal = tn::refuse(tn::RejectionCode::DealRefused, 3);
  deal.entry.code = match::ScorerRefusal::ChooseTaker;
  CHECK(refusalWords(Lang::French, tournament::at(deal, 1, 2)) ==
        "Position 1, table 2\u00a0: donne 3\u00a0: " + match::entryRefusalText(Lang::French, deal.entry));
}

TEST_CASE("counts take the singular or the plural as each language does", "[console][words]") {
  CHECK(fill(Lang::French, "{a} {a|joueur|joueurs}", {{"a", 0}}) == "0 joueur");
  CHECK(fill(Lang::French, "{a} {a|joueur|joueurs}", {{"a", 1}}) == "1 joueur");
  CHECK(fill(Lang::French, "{a} {a|joueur|joueurs}", {{"a", 2}}) == "2 joueurs");
  CHECK(fill(Lang::English, "{a} {a|player|players}", {{"a", 0}}) == "0 players");
  CHECK(fill(Lang::English, "{a} {a|player|players}", {{"a", 1}}) == "1 player");
  CHECK(fill(Lang::English, "{x} and {a}", {{"a", 12}}, {{"x", "T"}}) == "T and 12");
  CHECK(fill(Lang::English, "{unknown}", {}) == "{unknown}");
  CHECK(console::words(Lang::French, match::Text::TnIssueDeals, {{"p", 1}, {"t", 3}, {"a", 1}, {"b", 5}}) ==
        "Position 1, table 3\u00a0: 1 donne jouée, 5 attendues");
  CHECK(console::words(Lang::English, match::Text::TnIssueDeals, {{"p", 1}, {"t", 3}, {"a", 1}, {"b", 5}}) ==
        "Position 1, table 3: 1 deal played, 5 expected");
  CHECK(console::words(Lang::French, match::Text::TnRegistered, {{"a", 1}}) == "1 joueur inscrit");
  CHECK(console::words(Lang::English, match::Text::TnRegistered, {{"a", 12}}) == "12 players registered");
}

TEST_CASE("the console's refusals come in the person's language, with where they happened", "[console][words]") {
  client::MemoryStorage store;
  Console c(store.storage(), Lang::French);
  REQUIRE(c.create("Open", tn::testing::settingsOf(2, 2), 1).empty());
  REQUIRE(c.registerList("A\nB\nC\nD\nE\nF\nG\nH\n", 2).empty());
  CHECK(c.startNextPosition(3) == "Tirez d'abord les places");
  CHECK(c.registerList("Nom;Club\n;X\n", 3) == "Ligne 2\u00a0: pas de nom");
  REQUIRE(c.draw(5, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(c.enterTotals(1, 1, {10, -10, 0, 0, 0}, 5).empty());
  CHECK(c.closePosition(1, 6) == "Position 1\u00a0: la feuille de la table 2 manque");
  CHECK(c.correctSheet(1, 1, c.state().positions[0].sheets[0].sheet, "  ", 7) ==
        "Position 1, table 1\u00a0: une correction doit dire son motif");
  CHECK(c.correctSheet(1, 2, c.state().positions[0].sheets[0].sheet, "x", 7) ==
        "Position 1, table 2\u00a0: aucune feuille à corriger");
  REQUIRE(c.withdraw(3, 8).empty());
  CHECK(c.withdraw(3, 9) == "Le joueur 3 a déjà abandonné");
  CHECK(c.lateArrival(42, 5, 9) == "Pas de joueur numéro 42");
  c.setLang(Lang::English);
  CHECK(c.withdraw(3, 9) == "Player 3 has already withdrawn");
  CHECK(c.closePosition(1, 6) == "Position 1: the sheet of table 2 is missing");
  Console teams(store.storage(), Lang::French);
  tn::Settings duo = tn::testing::settingsOf(2, 2);
  duo.formula = tn::Formula::Duo;
  REQUIRE(teams.create("Duo", duo, 1).empty());
  CHECK(teams.registerPlayer("Anne", 2) == "Tournoi par équipes\u00a0: il faut l'équipe du joueur");
}

TEST_CASE("a corrupt save's reason is worded in the person's language", "[console][words]") {
  const std::pair<std::string, std::string> cases[] = {
      {"{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[{\"kind\"", "ce n'est pas du JSON lisible (ligne 1, colonne"},
      {"hello", "ce n'est pas du JSON lisible (ligne 1, colonne 1)"},
      {"{\"format\":\"tarot-tournament\",\"version\":9,\"events\":[]}", "format 9, celle-ci lit jusqu'au 1"},
      {"{\"format\":\"tarot-match\",\"version\":1,\"events\":[]}", "ce n'est pas un fichier de tournoi"},
      {"{\"format\":\"tarot-tournament\",\"events\":[]}", "sa version manque ou est inconnue"},
      {"{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[{\"kind\":\"create\"}]}", "l'événement 1 est incomplet"},
  };
  for (const auto& [damaged, expected] : cases) {
    client::MemoryStorage store;
    store.kept[kTournamentKey] = damaged;
    Console c(store.storage(), Lang::French);
    const std::string why = c.resume();
    INFO(why);
    CHECK(why.rfind("La sauvegarde du tournoi est illisible (", 0) == 0);
    CHECK(contains(why, expected));
    for (const char* english : {"JSON:", "malformed", "not ", "version (", "event", "the file", "must be"}) CHECK(!contains(why, english));
    Console en(store.storage(), Lang::English);
    CHECK(contains(en.resume(), "cannot be read"));
  }
  // An event the rules refuse (a sheet edited to sum to 10): the event's number and the refusal, in French.
  client::MemoryStorage store;
  Console c(store.storage(), Lang::French);
  REQUIRE(c.create("Open", tn::testing::settingsOf(1, 1), 1).empty());
  REQUIRE(c.registerList("A\nB\nC\nD\n", 2).empty());
  REQUIRE(c.draw(1, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(c.enterTotals(1, 1, {10, -10, 20, -20, 0}, 5).empty());
  std::string text = store.kept[kTournamentKey];
  const std::size_t at = text.find("[10,-10,20,-20,0]");
  REQUIRE(at != std::string::npos);
  text.replace(at, 17, "[10,-10,20,-10,0]");
  store.kept[kTournamentKey] = text;
  Console d(store.storage(), Lang::French);
  const std::string why = d.resume();
  INFO(why);
  CHECK(contains(why, "l'événement 8 est refusé\u00a0: Position 1, table 1\u00a0: "));
  CHECK(contains(why, "pas zéro"));
  CHECK(!contains(why, "not zero"));
}

TEST_CASE("every error code the server can send the console or a table's phone is worded in French and English",
          "[console][words]") {
  const std::vector<std::string>& codes = client::tournamentErrorCodes();
  // The desk's codes and the protocol's that a tournament's client can get, all there.
  for (const char* c : wire::kTournamentErrorCodes) CHECK(std::count(codes.begin(), codes.end(), std::string(c)) == 1);
  for (const char* c : {wire::kBadJson, wire::kTooBig, wire::kBadVersion, wire::kUnknownType, wire::kBadMessage,
                        wire::kRateLimited, wire::kServerError})
    CHECK(std::count(codes.begin(), codes.end(), std::string(c)) == 1);
  std::set<std::string> seen[2];
  const std::string detail = "the server's English words";
  for (const std::string& c : codes) {
    const std::string fr = client::serverRefusalText(Lang::French, c, detail), en = client::serverRefusalText(Lang::English, c, detail);
    INFO(c << ": " << fr << " / " << en);
    CHECK(!fr.empty());
    CHECK(!en.empty());
    CHECK(fr != en);
    // The client's own words: neither the server's text nor the code.
    CHECK(!contains(fr, detail));
    CHECK(!contains(en, detail));
    CHECK(!contains(fr, c));
    CHECK(!contains(en, c));
    CHECK(seen[0].insert(fr).second);
    CHECK(seen[1].insert(en).second);
  }
  // A code the client does not know: the server's text as a detail, in the sentence of the person's language.
  CHECK(client::serverRefusalText(Lang::French, "new_code", "why") == "Le serveur a refusé la demande (new_code)\u00a0: why");
  CHECK(client::serverRefusalText(Lang::English, "new_code", "why") == "The server refused the request (new_code): why");
  CHECK(client::serverRefusalText(Lang::English, "", "why").empty());
}
