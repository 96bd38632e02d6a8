// Rankings against the rulebook: its filled-in feuille de marque (bilans -446, +1346, -390, -510) cell by cell,
// article 29's ex aequo on hand-made cases, shared places, teams, the coefficients of article 3, penalties
// (article 26's 100 points per 5 minutes), withdrawn players last (article 27), the recap per orientation and the
// carré final's printed seatings.
#include "tournament/ranking.h"
#include "tournament/table_sheet.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

SheetDeal deal(int dealer, int taker, Contract c, int bouts, int halfPoints) {
  SheetDeal d;
  d.entry.dealer = dealer;
  d.entry.taker = taker;
  d.entry.input.contract = c;
  d.entry.input.bouts = bouts;
  d.entry.input.attackHalfPoints = halfPoints;
  return d;
}

// The rulebook's example sheet ("Exemple de report des scores sur la feuille de marque"), N S E W = people 0..3.
TableSheet rulebookSheet() {
  TableSheet s;
  s.deals.push_back(deal(0, 2, Contract::Garde, 2, 138));       // East makes a garde by 28: +318
  SheetDeal gs = deal(1, 3, Contract::GardeSans, 1, 110);       // West makes a garde sans by 4, petit au bout lost
  gs.entry.input.petitAuBout = Camp::Defense;
  s.deals.push_back(gs);
  SheetDeal pr = deal(2, 1, Contract::Prise, 1, 88);            // South down by 7: poignée, petit au bout
  pr.entry.input.poignees = {PoigneeSize::Simple};
  pr.entry.input.petitAuBout = Camp::Attack;
  s.deals.push_back(pr);
  SheetDeal g = deal(3, 0, Contract::Garde, 2, 104);            // North makes a garde by 11, the defence's poignée
  g.entry.input.poignees = {PoigneeSize::Simple};
  s.deals.push_back(g);
  SheetDeal ch = deal(0, 1, Contract::Garde, 2, 174);           // South's announced chelem: +1746
  ch.entry.input.poignees = {PoigneeSize::Simple};
  ch.entry.input.petitAuBout = Camp::Attack;
  ch.entry.input.chelemAnnounced = true;
  ch.entry.input.chelemMadeBy = Camp::Attack;
  s.deals.push_back(ch);
  return s;
}

TableSheet totals(std::array<int, 5> t, int deals) {
  TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = deals;
  return s;
}

// One table of four (players 1..4 at N, S, E, W) over `positions` positions, with the given sheets.
Document oneTable(const std::vector<TableSheet>& sheets, Ties ties = Ties::Article29) {
  Settings s = settingsOf(int(sheets.size()), int(sheets[0].totalsOnly ? sheets[0].dealsPlayed : sheets[0].deals.size()));
  s.ties = ties;
  Document d = newTournament(s, 4);
  for (std::size_t p = 0; p < sheets.size(); ++p) {
    REQUIRE(d.append(startPositionEvent(int(p) + 1, rotation(1, 1)), 10, "a").empty());
    REQUIRE(d.append(sheetEvent(int(p) + 1, 1, sheets[p]), 11, "a") == "");
  }
  return d;
}

long pointsOf(const Ranking& r, int player) {
  for (const PlayerLine& l : r.lines)
    if (l.player == player) return l.points;
  return -999999;
}

}  // namespace

TEST_CASE("the rulebook's feuille de marque: each bilan, and the recap per orientation", "[tournament]") {
  const TableSheet sheet = rulebookSheet();
  REQUIRE(checkSheet(sheet, rotation(1, 1)[0]) == "");
  const SheetScores sc = scoreSheet(sheet, rotation(1, 1)[0]);
  CHECK(sc.bilan[North] == -446);
  CHECK(sc.bilan[South] == 1346);
  CHECK(sc.bilan[East] == -390);
  CHECK(sc.bilan[West] == -510);
  CHECK(sc.dealsPlayed == 5);
  CHECK(sc.contractsMade[South] == 1);  // the chelem; the prise was lost
  const Ranking r = rankAfter(oneTable({sheet}).state(), 1);
  REQUIRE(r.lines.size() == 4);
  CHECK(r.lines[0].player == 2);
  CHECK(r.lines[0].points == 1346);
  CHECK(r.lines[1].player == 3);
  CHECK(r.lines[2].player == 1);
  CHECK(r.lines[3].player == 4);
  CHECK(r.lines[3].place == 4);
  // Each orientation's own sum is its players' bilans; what must be zero is all positives and negatives together.
  REQUIRE(r.recap.size() == 1);
  CHECK(r.recap[0].orientation[North].negatives == -446);
  CHECK(r.recap[0].orientation[South].positives == 1346);
  CHECK(r.recap[0].sum == 0);
  CHECK(r.issues.empty());
}

TEST_CASE("article 29: the best score on a position, then contracts made, then sur-contrats by height", "[tournament]") {
  // Equal totals (+200): North's best position is +300, South's +150.
  const Document a = oneTable({totals({300, 150, -200, -250, 0}, 4), totals({-100, 50, 100, -50, 0}, 4)});
  Ranking r = rankAfter(a.state(), 2);
  CHECK(r.lines[0].player == 1);
  CHECK(r.lines[1].player == 2);
  CHECK(r.lines[0].points == 200);
  CHECK(r.lines[1].points == 200);
  CHECK((r.lines[0].place == 1 && r.lines[1].place == 2 && !r.lines[0].shared));
  // The same with places shared: 1=, 1=, 3, 4.
  r = rankAfter(oneTable({totals({300, 150, -200, -250, 0}, 4), totals({-100, 50, 100, -50, 0}, 4)}, Ties::Shared).state(), 2);
  CHECK((r.lines[0].place == 1 && r.lines[1].place == 1 && r.lines[0].shared && r.lines[1].shared));
  CHECK((r.lines[2].place == 3 && !r.lines[2].shared));
  // Two prises made by North (26 each) against one by South (52): both +104, North made more contracts.
  TableSheet b;
  b.deals = {deal(0, 0, Contract::Prise, 2, 84), deal(1, 0, Contract::Prise, 2, 84), deal(2, 1, Contract::Prise, 2, 136)};
  r = rankAfter(oneTable({b}).state(), 1);
  CHECK(pointsOf(r, 1) == 104);
  CHECK(pointsOf(r, 2) == 104);
  CHECK(r.lines[0].player == 1);
  CHECK(r.lines[0].contractsMade == 2);
  CHECK(r.lines[1].place == 2);
  // A garde contre made by South (by 5: 180) against a garde sans made by North (by 20: 180): the higher first.
  TableSheet c;
  c.deals = {deal(0, 0, Contract::GardeSans, 2, 122), deal(1, 1, Contract::GardeContre, 2, 92)};
  r = rankAfter(oneTable({c}).state(), 1);
  CHECK(pointsOf(r, 1) == 360);
  CHECK(pointsOf(r, 2) == 360);
  CHECK(r.lines[0].player == 2);
  CHECK(r.lines[1].player == 1);
  CHECK(r.lines[1].place == 2);
  // East and West tie on everything: the place is shared even under article 29.
  CHECK((r.lines[2].place == 3 && r.lines[3].place == 3 && r.lines[2].shared && r.lines[3].shared));
}

TEST_CASE("coefficients between sessions, penalties, late arrivals and withdrawals", "[tournament]") {
  CHECK(coefficientForElimination(0) == 100);
  CHECK(coefficientForElimination(9) == 100);
  CHECK(coefficientForElimination(10) == 110);
  CHECK(coefficientForElimination(20) == 115);
  CHECK(coefficientForElimination(30) == 120);
  CHECK(coefficientForElimination(40) == 125);
  CHECK(coefficientForElimination(50) == 130);
  CHECK(coefficientForElimination(75) == 130);
  CHECK(applyCoefficient(-446, 115) == -513);
  CHECK(applyCoefficient(105, 110) == 116);
  CHECK(applyCoefficient(-105, 110) == -116);
  CHECK(latePenalty(0) == 0);
  CHECK(latePenalty(1) == 100);
  CHECK(latePenalty(5) == 100);
  CHECK(latePenalty(6) == 200);
  CHECK(latePenalty(15) == 300);

  // Five players at position 1 (a table of 5), player 5 eliminated: 20 % of the players, a coefficient of 1.15.
  Settings s = settingsOf(2, 4);
  s.sessions = {Session{1, 100}, Session{2, 115}};
  Document d = newTournament(s, 5);
  PositionSeating five = rotation(1, 1);
  five[0].seat[Fifth] = 5;
  REQUIRE(d.append(startPositionEvent(1, five), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({300, -100, -100, -50, -50}, 4)), 1, "a").empty());
  REQUIRE(d.append(startPositionEvent(2, rotation(1, 1)), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 1, totals({-446, 1346, -390, -510, 0}, 4)), 1, "a").empty());
  Ranking r = rankAfter(d.state(), 2);
  CHECK(pointsOf(r, 1) == 300 - 513);
  CHECK(pointsOf(r, 2) == -100 + 1548);   // 1346 x 1.15 = 1547.9
  Penalty pe;
  pe.article = "chapitre 4";
  pe.kind = "feuille disparue";
  pe.points = 400;
  pe.player = 2;
  pe.position = 2;
  REQUIRE(d.append(penaltyEvent(pe), 2, "arbitre").empty());
  REQUIRE(d.append(lateArrivalEvent(3, 7), 2, "arbitre").empty());
  r = rankAfter(d.state(), 2);
  CHECK(pointsOf(r, 2) == 1448 - 400);
  CHECK(pointsOf(r, 3) == -100 - 449 - 200);
  CHECK(pointsOf(rankAfter(d.state(), 1), 2) == -100);  // the penalty of position 2 is not yet counted
  CHECK(pointsOf(rankPosition(d.state(), 2), 3) == -449);
  // Article 27: a player who leaves is ranked last whatever the points.
  REQUIRE(d.append(withdrawalEvent(2, 2), 3, "arbitre").empty());
  r = rankAfter(d.state(), 2);
  CHECK(r.lines.back().player == 2);
  CHECK(r.lines.back().place == 5);
  CHECK(r.lines.back().withdrawn);
}

TEST_CASE("team ranking: each team the sum of its players, equal teams share", "[tournament]") {
  Settings s = settingsOf(1, 4);
  s.formula = Formula::Duo;
  Document d;
  REQUIRE(d.append(createEvent("Duo", s), 1, "a").empty());
  const char* teams[8] = {"A", "B", "A", "B", "C", "D", "C", "D"};
  for (int p = 0; p < 8; ++p) REQUIRE(d.append(registerEvent("P", "", "", teams[p]), 1, "a").empty());
  CHECK(d.append(registerEvent("Q", "", ""), 1, "a") == "a team tournament: the player needs a team");
  REQUIRE(d.append(startPositionEvent(1, rotation(2, 1)), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({100, 50, -60, -90, 0}, 4)), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({70, -70, 40, -40, 0}, 4)), 1, "a").empty());
  const Ranking r = rankAfter(d.state(), 1);
  REQUIRE(r.teams.size() == 4);
  // A = 1 + 3 = 100 - 60 = 40; B = 2 + 4 = 50 - 90 = -40; C = 5 + 7 = 110; D = 6 + 8 = -110.
  CHECK((r.teams[0].team == "C" && r.teams[0].points == 110 && r.teams[0].place == 1));
  CHECK((r.teams[1].team == "A" && r.teams[1].points == 40));
  CHECK((r.teams[2].team == "B" && r.teams[2].points == -40));
  CHECK((r.teams[3].team == "D" && r.teams[3].place == 4));
  CHECK(r.teams[1].players == std::vector<int>{1, 3});
  Document e = d;
  REQUIRE(e.append(correctSheetEvent(1, 2, totals({40, -70, 70, -40, 0}, 4), "East and North swapped"), 2, "a").empty());
  const Ranking r2 = rankAfter(e.state(), 1);
  CHECK((r2.teams[0].points == 110 && r2.teams[0].place == 1));
  CHECK((r2.teams[1].points == 40 && r2.teams[1].place == 2));
}

TEST_CASE("the carré final: the printed start positions of 16 and 20 finalists, finalists ranked first", "[tournament]") {
  // "POSITION DE DEPART DES 16 JOUEURS FINALISTES": table 1 = 1er 5e 9e 13e ... table 4 = 4e 8e 12e 16e.
  const PositionSeating s16 = carreFinalPlaces(16);
  const int printed16[4][4] = {{1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}, {4, 8, 12, 16}};
  REQUIRE(s16.size() == 4);
  for (int t = 0; t < 4; ++t)
    for (int o = 0; o < 4; ++o) CHECK(s16[std::size_t(t)].seat[o] == printed16[t][o]);
  // "DES 20 JOUEURS FINALISTES (5 positions de 1 donne)": table 1 = 1er 6e 11e 16e ... table 5 = 5e 10e 15e 20e.
  const PositionSeating s20 = carreFinalPlaces(20);
  const int printed20[5][4] = {{1, 6, 11, 16}, {2, 7, 12, 17}, {3, 8, 13, 18}, {4, 9, 14, 19}, {5, 10, 15, 20}};
  REQUIRE(s20.size() == 5);
  for (int t = 0; t < 5; ++t)
    for (int o = 0; o < 4; ++o) CHECK(s20[std::size_t(t)].seat[o] == printed20[t][o]);
  CHECK(carreFinalPlaces(12).empty());

  // 8 players, the best 4 play position 2 as the final: they stay ahead of the others whatever their points.
  Settings s = settingsOf(2, 4);
  s.carreFinal = true;
  s.finalists = 4;
  s.finalFirstPosition = 2;
  Document d = newTournament(s, 8);
  REQUIRE(d.append(startPositionEvent(1, rotation(2, 1)), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({500, 300, -400, -400, 0}, 4)), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({400, 200, -300, -300, 0}, 4)), 1, "a").empty());
  const PositionSeating final4 = {TableSeating{{1, 5, 2, 6, 0}}};
  REQUIRE(d.append(startPositionEvent(2, final4), 2, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 1, totals({-900, 100, 100, 700, 0}, 4)), 2, "a").empty());
  const Ranking r = rankAfter(d.state(), 2);
  CHECK(r.lines[0].player == 6);   // 200 + 700
  CHECK(r.lines[3].player == 1);   // 500 - 900 = -400, still fourth
  CHECK(r.lines[3].points == -400);
  CHECK(r.lines[4].points == -300);
  CHECK(r.lines[4].place == 5);
  const PositionSeating seats = carreFinalSeating(rankAfter(d.state(), 1), 16);
  CHECK(seats.empty());  // 8 players: no 16 finalists

  // 20 players ranked 1..20 by their totals: the finalists' seats hold the players of those places.
  Document big = newTournament(settingsOf(1, 4), 20);
  PositionSeating start(5);
  for (int t = 0; t < 5; ++t)
    for (int o = 0; o < 4; ++o) start[std::size_t(t)].seat[o] = 4 * t + o + 1;
  REQUIRE(big.append(startPositionEvent(1, start), 1, "a").empty());
  // At each table N +30 + t, S +10 + t, E -10 - t, W -30 - t: place k holds a known player.
  for (int t = 0; t < 5; ++t)
    REQUIRE(big.append(sheetEvent(1, t + 1, totals({30 + t, 10 + t, -10 - t, -30 - t, 0}, 4)), 1, "a").empty());
  const Ranking rb = rankAfter(big.state(), 1);
  const PositionSeating fin = carreFinalSeating(rb, 20);
  REQUIRE(fin.size() == 5);
  // Places 1..5: the Norths of tables 5..1; 6..10 the Souths; 11..15 the Easts of tables 1..5; 16..20 the Wests.
  CHECK(fin[0].seat[North] == 17);   // 1st: North of table 5 (+34)
  CHECK(fin[4].seat[North] == 1);    // 5th: North of table 1 (+30)
  CHECK(fin[0].seat[South] == 18);   // 6th: South of table 5 (+14)
  CHECK(fin[0].seat[East] == 3);     // 11th: East of table 1 (-10)
  CHECK(fin[4].seat[West] == 20);    // 20th: West of table 5 (-34)
}
