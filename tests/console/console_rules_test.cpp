// The club's night at the console as the rulebook says it, through the Console class an arbitrator's screen calls:
// ex aequo sharing their place and their PCN by default (a championship breaks them by article 29), chapter 4's
// penalties with the warning first, a negative amount refused in words, an arbitrator's decision cancelled with its
// reason (and refused without), the ranking's CSV whose columns add up to the total, and the PCN not given with the
// reason in French and English.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/console/pcn_view.h"
#include "client/memory_storage.h"
#include "tournament/penalties.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <sstream>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Twelve licensed players from a club's list.
const char* const kTwelveLicensed =
    "nom,licence\nAnne,101\nBruno,102\nChloé,103\nDavid,104\nEmma,105\nFarid,106\nGaëlle,107\nHugo,108\nInès,109\n"
    "Jules,110\nKarim,111\nLéa,112\n";

// A night of one position of 4 deals, 12 players drawn and seated at 3 tables, each table's totals entered.
void oneNight(Console& c, const Settings& s, const std::array<std::array<int, 5>, 3>& totals) {
  REQUIRE(c.create("Jeudi", s, 1).empty());
  REQUIRE(c.registerList(kTwelveLicensed, 2).empty());
  REQUIRE(c.draw(7, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, totals[std::size_t(t - 1)], 5).empty());
}

// The seat's player at position 1.
int seated(const Console& c, int table, int orientation) {
  return c.state().positions[0].seating[std::size_t(table - 1)].seat[std::size_t(orientation)];
}

}  // namespace

TEST_CASE("a club's night shares ex aequo places and their PCN; a championship breaks them by article 29", "[console]") {
  // Tables 1 and 2's North both +90: places 1 and 2 shared, (120 + 82) / 2 = 101 PCN each at 3 tables (chapter 5:
  // "se partagent également la totalité des PCN attribués aux places correspondantes (arrondi supérieur)").
  client::MemoryStorage store;
  Console c(store.storage());
  tournament::Settings club = testing::settingsOf(1, 4);
  oneNight(c, club, {{{90, -30, -30, -30, 0}, {90, -30, -30, -30, 0}, {30, 10, -20, -20, 0}}});
  CHECK(c.state().settings.ties == Ties::Shared);
  const Ranking r = rankAfter(c.state(), 1);
  CHECK((r.lines[0].place == 1 && r.lines[1].place == 1 && r.lines[0].shared));
  const std::vector<int> pcn = rankingPcn(c.state(), r);
  REQUIRE(pcn.size() == 12);
  CHECK((pcn[0] == 101 && pcn[1] == 101 && pcn[2] == 57));
  CHECK(pcnNotGiven(c.state(), Lang::French).empty());
  const std::string page = rankingHtml(c.state(), r, "Final", Lang::French, pcn);
  CHECK(contains(page, "<td class=n>1=</td>"));
  CHECK(contains(page, "<td class=n>101</td>"));
  // A championship: article 29 by default. A North with the contracts made first: deal by deal, one garde made.
  client::MemoryStorage store2;
  Console champ(store2.storage());
  tournament::Settings championship = testing::settingsOf(1, 1);
  championship.championship = true;
  championship.ties = defaultTies(true);
  REQUIRE(champ.create("Championnat", championship, 1).empty());
  CHECK(champ.state().settings.ties == Ties::Article29);
  Console reread(store2.storage());
  REQUIRE(reread.resume().empty());
  CHECK((reread.state().settings.championship && reread.state().settings.ties == Ties::Article29));
}

TEST_CASE("penalties at the console: a warning first, then the penalty; a negative amount refused in words",
          "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  oneNight(c, testing::settingsOf(2, 4), {{{60, -20, -20, -20, 0}, {30, -10, -10, -10, 0}, {20, 0, -10, -10, 0}}});
  const int anne = seated(c, 1, North);
  // "l'arbitre adresse un avertissement au joueur fautif puis en cas de récidive une pénalité de 100 points"
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::Warning, anne, 1, "relève son jeu"), 6).empty());
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::RepeatedFault, anne, 1, "encore"), 7).empty());
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::FausseDonne, seated(c, 2, North), 1, "carte retournée"), 8).empty());
  const std::string minus = c.penalty(standardPenalty(PenaltyKind::Free, anne, 1, "erreur", -50), 9);
  CHECK(contains(minus, "une pénalité retire des points"));
  CHECK(contains(minus, "-50"));
  c.setLang(Lang::English);
  CHECK(contains(c.penalty(standardPenalty(PenaltyKind::Free, anne, 1, "", -50), 9), "a penalty takes points"));
  REQUIRE(c.state().arbitrations.size() == 3);
  CHECK(contains(c.arbitrationText(c.state().arbitrations[0]), "Warning (0), 0 points (At position 1)"));
  CHECK(contains(c.arbitrationText(c.state().arbitrations[2]), "Misdeal (100), 100 points"));
  const Ranking r = rankAfter(c.state(), 1);
  for (const PlayerLine& l : r.lines)
    if (l.player == anne) CHECK((l.penalties == 100 && l.points == -40));
}

TEST_CASE("an arbitrator's decision cancelled at the console with the reason asked; the cancellation is saved",
          "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  oneNight(c, testing::settingsOf(2, 4), {{{60, -20, -20, -20, 0}, {30, -10, -10, -10, 0}, {20, 0, -10, -10, 0}}});
  const int p = seated(c, 1, South);
  REQUIRE(c.lateArrival(p, 10, 6).empty());
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::Phone, p, 1, "appel"), 7).empty());
  REQUIRE(c.withdraw(p, 8).empty());
  const std::vector<Arbitration> given = c.state().arbitrations;
  REQUIRE(given.size() == 3);
  CHECK(c.cancel(given[1].event, "", 9) == "Une annulation doit dire son motif");
  CHECK(contains(c.cancel(0, "motif", 9), "n'est ni un retard, ni un abandon, ni une pénalité"));
  REQUIRE(c.cancel(given[1].event, "le téléphone était celui du voisin", 10).empty());
  REQUIRE(c.cancel(given[2].event, "abandon noté par erreur", 11).empty());
  CHECK(contains(c.cancel(given[2].event, "encore", 12), "déjà annulé"));
  CHECK(contains(c.arbitrationText(c.state().arbitrations[1]), "annulé\u00a0: le téléphone était celui du voisin"));
  CHECK(c.document().events().back().kind == "cancel");
  // The state is the replay: a new console reads the same, the phone's 500 gone, the 10 minutes late (200) kept.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.state() == c.state());
  CHECK(!again.state().players[std::size_t(p - 1)].withdrawn);
  for (const PlayerLine& l : rankAfter(again.state(), 1).lines)
    if (l.player == p) CHECK((l.penalties == 0 && l.late == 200 && l.points == -220));
}

TEST_CASE("the ranking's CSV: positions, penalties and late arrival add up to the total", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage(), Lang::English);
  oneNight(c, testing::settingsOf(2, 4), {{{60, -20, -20, -20, 0}, {30, -10, -10, -10, 0}, {40, 0, -20, -20, 0}}});
  REQUIRE(c.lateArrival(seated(c, 1, North), 6, 6).empty());  // 2 fractions of 5 minutes: 200
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::RepeatedFault, seated(c, 1, North), 1, ""), 7).empty());
  REQUIRE(c.penalty(standardPenalty(PenaltyKind::Free, seated(c, 3, East), 0, "smoking", 30), 7).empty());
  REQUIRE(c.startNextPosition(8).empty());
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(2, t, {10, -10, 0, 0, 0}, 9).empty());
  const Ranking r = rankAfter(c.state(), 2);
  const std::string csv = rankingCsv(c.state(), r, Lang::English);
  CHECK(csv.rfind("\xEF\xBB\xBFPlace,Player,Points,Position 1,Position 2,Penalties,Late arrival\r\n", 0) == 0);
  std::istringstream in(csv.substr(3));
  std::string row;
  std::getline(in, row);
  int rows = 0;
  bool sawPenalty = false, sawLate = false;
  while (std::getline(in, row)) {
    std::vector<long> cells;
    std::stringstream cols(row);
    std::string cell;
    int column = 0;
    while (std::getline(cols, cell, ',')) {
      if (column++ >= 2) cells.push_back(cell.empty() || cell == "\r" ? 0 : std::stol(cell));
    }
    REQUIRE(cells.size() == 5);  // points, position 1, position 2, penalties, late
    CHECK(cells[1] + cells[2] + cells[3] + cells[4] == cells[0]);
    sawPenalty = sawPenalty || cells[3] != 0;
    sawLate = sawLate || cells[4] != 0;
    ++rows;
  }
  CHECK(rows == 12);
  CHECK((sawPenalty && sawLate));
  // The first table's North: +60, then position 2's score, less 100 (the fault) and 200 (6 minutes late); position
  // 1's own ranking leaves the late arrival out: +60 - 100 = -40.
  for (const PlayerLine& l : r.lines)
    if (l.player == seated(c, 1, North))
      CHECK((l.positionScores[0] == 60 && l.penalties == 100 && l.late == 200 && l.points == l.positionScores[1] - 240));
  for (const PlayerLine& l : rankPosition(c.state(), 1).lines)
    if (l.player == seated(c, 1, North)) CHECK((l.points == -40 && l.late == 0));
  CHECK(contains(rankingHtml(c.state(), r, "Cumul", Lang::English), "<th>Penalties</th><th>Late arrival</th>"));
}

TEST_CASE("no PCN for a night that cannot be homologated, and the console says why", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Petit jeudi", testing::settingsOf(1, 4), 1).empty());
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\n", 2).empty());
  REQUIRE(c.draw(7, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  for (int t = 1; t <= 2; ++t) REQUIRE(c.enterTotals(1, t, {30, -10, -10, -10, 0}, 5).empty());
  CHECK(rankingPcn(c.state(), rankAfter(c.state(), 1)).empty());
  CHECK(pcnNotGiven(c.state(), Lang::French) ==
        "Pas de PCN\u00a0: 8 joueurs, un tournoi n'est homologué qu'à partir de 11 joueurs");
  CHECK(pcnNotGiven(c.state(), Lang::English) == "No PCN: 8 players, a tournament is homologated from 11 players");
  // Twelve players without a licence: the grid is given, but to nobody ("si ceux-ci sont affiliés à la FFT").
  client::MemoryStorage store2;
  Console d(store2.storage());
  REQUIRE(d.create("Jeudi", testing::settingsOf(1, 4), 1).empty());
  REQUIRE(d.registerList("A\nB\nC\nD\nE\nF\nG\nH\nI\nJ\nK\nL\n", 2).empty());
  REQUIRE(d.draw(7, 0, 3).empty());
  REQUIRE(d.startNextPosition(4).empty());
  for (int t = 1; t <= 3; ++t) REQUIRE(d.enterTotals(1, t, {30, -10, -10, -10, 0}, 5).empty());
  const std::vector<int> pcn = rankingPcn(d.state(), rankAfter(d.state(), 1));
  REQUIRE(pcn.size() == 12);
  for (int x : pcn) CHECK(x == 0);
}
