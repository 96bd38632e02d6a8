// The club's night as the rulebook says it, each case worked out by hand from its words: ties shared by default for
// a club's night and broken by article 29 for a championship (duos and teams too), chapter 4's penalties (positive,
// the warning before the penalty it announces, the fausse donne's 100 points, the 400 of a lost sheet, a free amount)
// and the arbitrator's cancellations, the recap per orientation with each player's cumul (chapter 2, "A la main"),
// a late arrival outside position 1's ranking, and the PCN only when the tournament can be homologated (chapter 5).
#include "tournament/pcn.h"
#include "tournament/penalties.h"
#include "tournament/ranking.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

TableSheet totals(std::array<int, 5> t, int deals = 4) {
  TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = deals;
  return s;
}

TableSeating table(int n, int s, int e, int w, int fifth = 0) {
  TableSeating t;
  t.seat = {n, s, e, w, fifth};
  return t;
}

// A document of `players` (licence "L1"...), the draw made by the arbitrator as the first seating.
Document night(Settings settings, int players, const std::vector<PositionSeating>& seatings) {
  Document d = newTournament(settings, players);
  REQUIRE(d.append(drawEvent(DrawMethod::Manual, 0, 0, seatings[0]), 2000, "arbitre").empty());
  for (std::size_t p = 0; p < seatings.size(); ++p)
    REQUIRE(d.append(startPositionEvent(int(p) + 1, seatings[p]), 3000, "arbitre").empty());
  return d;
}

const PlayerLine& lineOf(const Ranking& r, int player) {
  for (const PlayerLine& l : r.lines)
    if (l.player == player) return l;
  FAIL("no line for player " << player);
  return r.lines[0];
}

PositionSeating threeTables() { return {table(1, 2, 3, 4), table(5, 6, 7, 8), table(9, 10, 11, 12)}; }

}  // namespace

TEST_CASE("ties: places shared for a club's night, article 29 for a championship; old files read as written",
          "[tournament]") {
  CHECK(Settings().ties == Ties::Shared);
  CHECK(defaultTies(true) == Ties::Article29);
  // A file without "ties": the default of its kind; a file with it: as written (files before the choice all have it).
  json::Value v = settingsToJson(settingsOf(2, 4));
  json::Value championship = json::Value::object(), club = json::Value::object();
  for (const auto& m : v.members())
    if (m.first != "ties") championship.set(m.first, m.second), club.set(m.first, m.second);
  championship.set("championship", true);
  Settings read;
  REQUIRE(settingsFromJson(championship, &read).empty());
  CHECK((read.championship && read.ties == Ties::Article29));
  REQUIRE(settingsFromJson(club, &read).empty());
  CHECK((!read.championship && read.ties == Ties::Shared));
  v.set("ties", "article29");
  REQUIRE(settingsFromJson(v, &read).empty());
  CHECK((!read.championship && read.ties == Ties::Article29));
  // Chapter 5: "ceux-ci se partagent également la totalité des PCN attribués aux places correspondantes (arrondi
  // supérieur)". Three tables: the grid gives 120, 82, 57, 50, 50, 50 (half of 12 players). Two players at +90 share
  // places 1 and 2: (120 + 82) / 2 = 101 each; +30 is third (57), +10 fourth (50); the two -20 share places 5 and 6
  // (50 each); the six -30 share places 7 to 12, which receive nothing.
  Document d = night(settingsOf(1, 4), 12, {threeTables()});
  REQUIRE(d.append(sheetEvent(1, 1, totals({90, -30, -30, -30, 0})), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({90, -30, -30, -30, 0})), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 3, totals({30, 10, -20, -20, 0})), 1, "a").empty());
  const Ranking r = rankAfter(d.state(), 1);
  CHECK((lineOf(r, 1).place == 1 && lineOf(r, 5).place == 1 && lineOf(r, 1).shared));
  CHECK(lineOf(r, 9).place == 3);
  CHECK(lineOf(r, 10).place == 4);
  CHECK((lineOf(r, 11).place == 5 && lineOf(r, 12).place == 5));
  const RankingPcn pcn = tournamentPcn(d.state(), r);
  REQUIRE(!pcn.refusal);
  const std::vector<int> expected = {101, 101, 57, 50, 50, 50, 0, 0, 0, 0, 0, 0};
  CHECK(pcn.figures == expected);
}

TEST_CASE("article 29 ranks duos and teams too: the team's best position, then its contracts", "[tournament]") {
  // Duos A (1, 2), B (3, 4), C (5, 6), D (7, 8). Position 1: A +100 against B, C +20 against D; position 2: A -60
  // against C, B +140 against D. A and B end on +40: A's best position is +100, B's +140, so article 29 puts B
  // before A; places shared put them both second.
  Settings s = settingsOf(2, 4);
  s.formula = Formula::Duo;
  s.ties = Ties::Article29;
  Document d;
  REQUIRE(d.append(createEvent("Duo", s), 1, "a").empty());
  for (int p = 1; p <= 8; ++p)
    REQUIRE(d.append(registerEvent("P" + std::to_string(p), "L", "Club", std::string(1, char('A' + (p - 1) / 2))), 2, "a").empty());
  REQUIRE(d.append(startPositionEvent(1, {table(1, 2, 3, 4), table(5, 6, 7, 8)}), 3, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({60, 40, -50, -50, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({10, 10, -10, -10, 0})), 4, "a").empty());
  REQUIRE(d.append(startPositionEvent(2, {table(1, 2, 5, 6), table(3, 4, 7, 8)}), 5, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 1, totals({-30, -30, 30, 30, 0})), 6, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 2, totals({70, 70, -70, -70, 0})), 6, "a").empty());
  Ranking r = rankAfter(d.state(), 2);
  REQUIRE(r.teams.size() == 4);
  CHECK((r.teams[0].team == "C" && r.teams[0].points == 80 && r.teams[0].place == 1));
  CHECK((r.teams[1].team == "B" && r.teams[1].points == 40 && r.teams[1].place == 2 && !r.teams[1].shared));
  CHECK((r.teams[2].team == "A" && r.teams[2].points == 40 && r.teams[2].place == 3));
  CHECK((r.teams[1].bestPosition == 140 && r.teams[2].bestPosition == 100));
  CHECK((r.teams[3].team == "D" && r.teams[3].points == -160 && r.teams[3].place == 4));
  State shared = d.state();
  shared.settings.ties = Ties::Shared;
  r = rankAfter(shared, 2);
  CHECK((r.teams[1].place == 2 && r.teams[2].place == 2 && r.teams[1].shared && r.teams[2].shared));
  CHECK(r.teams[3].place == 4);
}

TEST_CASE("chapter 4's penalties: positive, a warning first, the fausse donne, a lost sheet, a free amount",
          "[tournament]") {
  Document d = night(settingsOf(2, 4), 8, {{table(1, 2, 3, 4), table(5, 6, 7, 8)}});
  // A negative amount would give points: refused, and so is a penalty of nothing.
  Penalty minus = standardPenalty(PenaltyKind::Free, 1, 1, "mistake", -100);
  CHECK(!d.append(penaltyEvent(minus), 1, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::PenaltyNegative);
  CHECK(!d.append(penaltyEvent(standardPenalty(PenaltyKind::Free, 1, 1, "nothing", 0)), 1, "arbitre").empty());
  // "l'arbitre adresse un avertissement au joueur fautif puis en cas de récidive une pénalité de 100 points": the
  // warning is recorded first and takes nothing; the repeated fault then takes 100.
  const Penalty warning = standardPenalty(PenaltyKind::Warning, 1, 1, "cards touched during the deal");
  CHECK((warning.kind == "avertissement" && warning.points == 0));
  REQUIRE(d.append(penaltyEvent(warning), 2, "arbitre").empty());
  CHECK(lineOf(rankAfter(d.state(), 1), 1).points == 0);
  REQUIRE(d.append(penaltyEvent(standardPenalty(PenaltyKind::RepeatedFault, 1, 1, "again")), 3, "arbitre").empty());
  // "En cas de fausse donne ... Dans les 2 cas pénalité de 100 points": its own reason.
  const Penalty fausse = standardPenalty(PenaltyKind::FausseDonne, 2, 1, "a card turned over");
  CHECK((fausse.kind == "fausse_donne" && fausse.points == 100));
  REQUIRE(d.append(penaltyEvent(fausse), 4, "arbitre").empty());
  // "Non-retour de la feuille de marque (feuille « disparue ») 400 points", "4 joueurs responsables".
  for (const Penalty& p : lostSheetPenalties(d.state(), 1, 2, "not handed back")) {
    CHECK((p.kind == "feuille_disparue" && p.points == 400 && p.position == 1));
    REQUIRE(d.append(penaltyEvent(p), 5, "arbitre").empty());
  }
  // "Interdiction de fumer : pénalité": the arbitrator's amount, at position 2.
  REQUIRE(d.append(penaltyEvent(standardPenalty(PenaltyKind::Free, 3, 2, "smoking", 250)), 6, "arbitre").empty());
  const State& s = d.state();
  REQUIRE(s.penalties.size() == 8);
  CHECK((s.penalties.back().kind == "libre" && s.penalties.back().points == 250 && s.penalties.back().position == 2));
  const Ranking one = rankPosition(s, 1), two = rankPosition(s, 2);
  CHECK(lineOf(one, 1).penalties == 100);
  CHECK(lineOf(one, 2).penalties == 100);
  CHECK(lineOf(one, 3).penalties == 0);
  CHECK(lineOf(two, 3).penalties == 250);
  for (int p = 5; p <= 8; ++p) CHECK(lineOf(one, p).penalties == 400);
  // The kinds read back by name.
  PenaltyKind k;
  CHECK((penaltyKindOf("fausse_donne", &k) && k == PenaltyKind::FausseDonne));
  CHECK(!penaltyKindOf("amende", &k));
}

TEST_CASE("the arbitrator's late arrival, withdrawal and penalty cancelled with a reason; the file replays",
          "[tournament]") {
  Document d = night(settingsOf(3, 4), 8, {{table(1, 2, 3, 4), table(5, 6, 7, 8)}});
  const int late = int(d.events().size());
  REQUIRE(d.append(lateArrivalEvent(1, 7), 1, "arbitre").empty());  // 2 fractions of 5 minutes: 200
  const int later = int(d.events().size());
  REQUIRE(d.append(lateArrivalEvent(1, 12), 2, "arbitre").empty());  // corrected to 12 minutes: 300
  const int penalty = int(d.events().size());
  REQUIRE(d.append(penaltyEvent(standardPenalty(PenaltyKind::Phone, 2, 1, "a call")), 3, "arbitre").empty());
  const int withdrawal = int(d.events().size());
  REQUIRE(d.append(withdrawalEvent(3, 1), 4, "arbitre").empty());
  REQUIRE(d.state().arbitrations.size() == 4);
  CHECK(d.state().players[0].lateMinutes == 12);
  CHECK(lineOf(rankAfter(d.state(), 1), 1).late == 300);
  // Refused: without a reason, an event that is not the arbitrator's (the draw), a kind that is not the event's.
  CHECK(!d.append(cancelEvent(penalty, "penalty", "  "), 5, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::CancelReasonNeeded);
  CHECK(!d.append(cancelEvent(late - 1, "penalty", "wrong"), 5, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::CancelNotArbitrator);
  CHECK(!d.append(cancelEvent(penalty, "withdrawal", "wrong"), 5, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::CancelNotArbitrator);
  // The second late arrival cancelled: the first stands again (7 minutes, 200 points).
  REQUIRE(d.append(cancelEvent(later, "late_arrival", "he was there at 20:05"), 6, "arbitre").empty());
  CHECK(d.state().players[0].lateMinutes == 7);
  CHECK(lineOf(rankAfter(d.state(), 1), 1).late == 200);
  // The phone's 500 points given to the wrong player: cancelled, counted nowhere, the reason kept.
  REQUIRE(d.append(cancelEvent(penalty, "penalty", "the phone was West's"), 7, "arbitre").empty());
  CHECK(lineOf(rankAfter(d.state(), 1), 2).penalties == 0);
  CHECK(d.state().penalties[0].cancelled);
  CHECK(!d.append(cancelEvent(penalty, "penalty", "again"), 8, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::AlreadyCancelled);
  // The withdrawal cancelled: the player is seated again at position 2.
  REQUIRE(d.append(cancelEvent(withdrawal, "withdrawal", "tapped by mistake"), 9, "arbitre").empty());
  CHECK(!d.state().players[2].withdrawn);
  REQUIRE(d.append(startPositionEvent(2, {table(1, 2, 3, 4), table(5, 6, 7, 8)}), 10, "arbitre").empty());
  const Arbitration& a = d.state().arbitrations[2];
  CHECK((a.kind == "penalty" && a.cancelled && a.reason == "the phone was West's" && a.event == penalty));
  // The state is the replay: the file reads back to the same state, cancellations included.
  Document back;
  REQUIRE(back.loadJson(d.toJson()).empty());
  CHECK(back.state() == d.state());
}

TEST_CASE("the recap per orientation: each player's cumul, positives then negatives (chapter 2)", "[tournament]") {
  // "Cumul des scores des deux premières positions de chaque joueur": players 1 to 4 at N, S, E, W at position 1
  // (+100, -20, -30, -50), then 3, 4, 1, 2 at N, S, E, W at position 2 (+40, +20, -70, +10). Each cumul: player 1
  // +100 - 70 = +30 (East), 2: -20 + 10 = -10 (West), 3: -30 + 40 = +10 (North), 4: -50 + 20 = -30 (South).
  Document d = night(settingsOf(2, 4), 4, {{table(1, 2, 3, 4)}, {table(3, 4, 1, 2)}});
  REQUIRE(d.append(sheetEvent(1, 1, totals({100, -20, -30, -50, 0})), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 1, totals({40, 20, -70, 10, 0})), 2, "a").empty());
  const Ranking r = rankAfter(d.state(), 2);
  REQUIRE(r.recap.size() == 2);
  const PositionRecap& p2 = r.recap[1];
  REQUIRE(p2.lines.size() == 4);
  const int cumul[4][3] = {{North, 3, 10}, {South, 4, -30}, {East, 1, 30}, {West, 2, -10}};
  for (const auto& c : cumul) {
    const RecapLine& l = p2.lines[std::size_t(c[0])];
    CHECK((l.orientation == c[0] && l.player == c[1] && l.cumul == c[2]));
  }
  // The East table: the position's -70, the cumul's +30 (not +100 - 70 counted as positives and negatives apart).
  CHECK((p2.orientation[East].negatives == -70 && p2.orientation[East].positives == 0));
  CHECK((p2.orientation[East].cumulPositives == 30 && p2.orientation[East].cumulNegatives == 0));
  CHECK((p2.orientation[North].cumulPositives == 10 && p2.orientation[South].cumulNegatives == -30));
  CHECK(p2.orientation[West].cumulNegatives == -10);
  // "positifs et ensuite négatifs ... Le total de ces 2 nombres doit être égal à zéro": +40 and -40.
  CHECK((p2.sum == 0 && p2.cumulSum == 0 && p2.absentCumul == 0));
  CHECK(r.issues.empty());
  // The position alone keeps the cumul of both positions.
  CHECK(rankPosition(d.state(), 2).recap[0].lines[East].cumul == 30);
}

TEST_CASE("a late arrival counts in the cumulated ranking, not in position 1's; the columns add up", "[tournament]") {
  Document d = night(settingsOf(2, 4), 4, {{table(1, 2, 3, 4)}, {table(1, 2, 3, 4)}});
  REQUIRE(d.append(lateArrivalEvent(2, 11), 1, "arbitre").empty());  // 3 fractions of 5 minutes: 300 points
  REQUIRE(d.append(penaltyEvent(standardPenalty(PenaltyKind::RepeatedFault, 2, 2, "")), 1, "arbitre").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({-100, 250, -50, -100, 0})), 1, "a").empty());
  REQUIRE(d.append(sheetEvent(2, 1, totals({60, 40, -50, -50, 0})), 1, "a").empty());
  const Ranking one = rankPosition(d.state(), 1), cumulated = rankAfter(d.state(), 2);
  const PlayerLine& first = lineOf(one, 2);
  CHECK((first.points == 250 && first.late == 0 && first.penalties == 0));
  CHECK(one.lines[0].player == 2);
  const PlayerLine& all = lineOf(cumulated, 2);
  // +250 + 40 - 100 (repeated fault) - 300 (late) = -110.
  CHECK((all.late == 300 && all.penalties == 100 && all.points == -110));
  CHECK(all.positionScores[0] + all.positionScores[1] - all.penalties - all.late == all.points);
}

TEST_CASE("PCN only when the tournament can be homologated, to licensed players; sessions' tables summed",
          "[tournament][pcn]") {
  // "Tournoi en donnes libres : minimum 11 joueurs": 8 players give none, and say why.
  Document small = night(settingsOf(1, 4), 8, {{table(1, 2, 3, 4), table(5, 6, 7, 8)}});
  RankingPcn pcn = tournamentPcn(small.state(), rankAfter(small.state(), 1));
  CHECK(pcn.figures.empty());
  CHECK((pcn.refusal.code == RejectionCode::PcnTooFew && pcn.refusal.a == 8 && pcn.refusal.b == 11));
  CHECK(pcn.refusal.english() == "no PCN: 8 players, a tournament is homologated from 11");
  // "Les tournois à 5 joueurs ne sont pas homologables": 13 players with a table of 5.
  Settings five = settingsOf(1, 4);
  five.tablesOf5 = true;
  Document fives = night(five, 13, {{table(1, 2, 3, 4, 5), table(6, 7, 8, 9), table(10, 11, 12, 13)}});
  CHECK(tournamentPcn(fives.state(), rankAfter(fives.state(), 1)).refusal.code == RejectionCode::PcnTablesOf5);
  // "Tournoi en libre duo : minimum 6 duos": 5 duos (10 players) give none.
  Settings duo = settingsOf(1, 4);
  duo.formula = Formula::Duo;
  Document duos;
  REQUIRE(duos.append(createEvent("Duo", duo), 1, "a").empty());
  for (int p = 1; p <= 10; ++p) REQUIRE(duos.append(registerEvent("P", "L", "C", std::to_string((p + 1) / 2)), 2, "a").empty());
  REQUIRE(duos.append(drawEvent(DrawMethod::Manual, 0, 0, {table(1, 2, 3, 4), table(0, 5, 6, 7), table(0, 8, 9, 10)}), 3, "a").empty());
  const State& duoState = duos.state();
  const Rejection r = pcnHomologation(duoState);
  CHECK((r.code == RejectionCode::PcnTooFew && r.a == 5 && r.b == 6 && r.c == int(Formula::Duo)));
  // 12 players, one without a licence: its place's figure goes to nobody, the others keep their places'.
  Settings twelve = settingsOf(1, 4);
  Document d;
  REQUIRE(d.append(createEvent("Open", twelve), 1, "a").empty());
  for (int p = 1; p <= 12; ++p) REQUIRE(d.append(registerEvent("P", p == 1 ? "" : "L", "C"), 2, "a").empty());
  REQUIRE(d.append(drawEvent(DrawMethod::Manual, 0, 0, threeTables()), 3, "a").empty());
  REQUIRE(d.append(startPositionEvent(1, threeTables()), 3, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({120, -40, -40, -40, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({90, -30, -20, -40, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 3, totals({60, 10, -30, -40, 0})), 4, "a").empty());
  pcn = tournamentPcn(d.state(), rankAfter(d.state(), 1));
  REQUIRE(!pcn.refusal);
  CHECK(pcn.figures[0] == 0);   // player 1, first, without a licence
  CHECK(pcn.figures[1] == 82);  // player 5, second: the second place's figure at 3 tables
  CHECK(pcn.unlicensed == 1);
  // Several sessions: "compter comme nombre de tables la somme des nombres de tables de chaque séance", "la moitié
  // des joueurs ayant participé à la première séance". 3 tables, then 2 tables after the elimination: the grid of 5
  // tables, 200 to the first, then 142 (x 0.71), for 6 places (half of 12).
  // Article 3: 4 of 12 players eliminated (33 %) allows 1.20, not 1.30; nobody eliminated allows no coefficient.
  Settings two = settingsOf(2, 4);
  two.sessions = {Session{1, 100}, Session{2, 130}};
  Document sessions = night(two, 12, {threeTables()});
  CHECK(!sessions.append(startPositionEvent(2, {table(1, 2, 3, 4), table(5, 6, 7, 8)}), 5, "a").empty());
  CHECK((sessions.lastRejection().code == RejectionCode::CoefficientNotEarned && sessions.lastRejection().b == 33 &&
         sessions.lastRejection().c == 120));
  two.sessions = {Session{1, 100}, Session{2, 110}};
  Document none = night(two, 12, {threeTables()});
  CHECK(!none.append(startPositionEvent(2, threeTables()), 5, "a").empty());
  CHECK((none.lastRejection().code == RejectionCode::CoefficientNotEarned && none.lastRejection().b == 0));
  two.sessions = {Session{1, 100}, Session{2, 120}};
  sessions = night(two, 12, {threeTables()});
  const PcnEvent ev = [&] {
    REQUIRE(sessions.append(startPositionEvent(2, {table(1, 2, 3, 4), table(5, 6, 7, 8)}), 5, "a").empty());
    return pcnEventOf(sessions.state());
  }();
  CHECK(ev.sessionTables == std::vector<int>{3, 2});
  CHECK(ev.players == 12);
  const std::vector<int> grid = pcnAttribution(ev);
  REQUIRE(grid.size() == 6);
  CHECK((grid[0] == 200 && grid[1] == 142));
}

TEST_CASE("a duo night's PCN by its duos: shared places share their figures, each player the duo's", "[tournament][pcn]") {
  // 10 duos (A = players 1 and 2, B = 3 and 4 ...) at 5 tables, one position. The printed table "par équipes de 2"
  // at 5 tables: 200, 100, 50, 50, 50 to half the duos. E makes +210; A and B +130 each, sharing places 2 and 3:
  // (100 + 50) / 2 = 75 to each of their players; I (0) is fourth (50), G (-40) fifth (50); the others nothing.
  Settings s = settingsOf(1, 4);
  s.formula = Formula::Duo;
  Document d;
  REQUIRE(d.append(createEvent("Libre duo", s), 1, "a").empty());
  for (int p = 1; p <= 20; ++p)
    REQUIRE(d.append(registerEvent("P" + std::to_string(p), "L", "Club", std::string(1, char('A' + (p - 1) / 2))), 2, "a").empty());
  const PositionSeating seating = {table(1, 3, 5, 7), table(9, 11, 13, 15), table(17, 19, 2, 4), table(6, 8, 10, 12),
                                   table(14, 16, 18, 20)};
  REQUIRE(d.append(drawEvent(DrawMethod::Manual, 0, 0, seating), 3, "a").empty());
  REQUIRE(d.append(startPositionEvent(1, seating), 3, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({100, 120, -110, -110, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({200, -60, -70, -70, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 3, totals({10, -50, 30, 10, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 4, totals({20, -20, 10, -10, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 5, totals({30, -10, -10, -10, 0})), 4, "a").empty());
  const Ranking r = rankAfter(d.state(), 1);
  const RankingPcn pcn = tournamentPcn(d.state(), r);
  REQUIRE(!pcn.refusal);
  REQUIRE(pcn.teams.size() == r.teams.size());
  const std::map<std::string, std::pair<int, int>> expected = {{"E", {1, 200}}, {"A", {2, 75}}, {"B", {2, 75}},
                                                               {"I", {4, 50}},  {"G", {5, 50}}, {"J", {6, 0}}};
  for (std::size_t i = 0; i < r.teams.size(); ++i) {
    const auto it = expected.find(r.teams[i].team);
    const int figure = it == expected.end() ? 0 : it->second.second;
    CAPTURE(r.teams[i].team);
    CHECK(pcn.teams[i] == figure);
    if (it != expected.end()) CHECK(r.teams[i].place == it->second.first);
    for (int p : r.teams[i].players)
      for (std::size_t k = 0; k < r.lines.size(); ++k)
        if (r.lines[k].player == p) CHECK(pcn.figures[k] == figure);
  }
}

TEST_CASE("a duo whose player withdrew is ranked last (article 27), whatever its points", "[tournament]") {
  // "Le joueur défaillant est classé dernier de l'épreuve": duos A (1, 2), B (3, 4), C (5, 6), D (7, 8). Position 1:
  // A +100 +60, B -80 -40, C +10 -20, D -30 0; player 2 withdraws after it. A has +160, the most, and is last.
  Settings s = settingsOf(2, 4);
  s.formula = Formula::Duo;
  Document d;
  REQUIRE(d.append(createEvent("Duo", s), 1, "a").empty());
  for (int p = 1; p <= 8; ++p)
    REQUIRE(d.append(registerEvent("P" + std::to_string(p), "L", "Club", std::string(1, char('A' + (p - 1) / 2))), 2, "a").empty());
  REQUIRE(d.append(startPositionEvent(1, {table(1, 3, 5, 7), table(2, 4, 6, 8)}), 3, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 1, totals({100, -80, 10, -30, 0})), 4, "a").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({60, -40, -20, 0, 0})), 4, "a").empty());
  const Ranking before = rankAfter(d.state(), 1);
  REQUIRE(before.teams.size() == 4);
  CHECK((before.teams[0].team == "A" && before.teams[0].place == 1 && before.teams[0].points == 160));
  REQUIRE(d.append(withdrawalEvent(2, 1), 5, "a").empty());
  const Ranking r = rankAfter(d.state(), 1);
  CHECK((r.teams[0].team == "C" && r.teams[0].points == -10 && r.teams[0].place == 1));
  CHECK((r.teams[1].team == "D" && r.teams[1].points == -30 && r.teams[1].place == 2));
  CHECK((r.teams[2].team == "B" && r.teams[2].points == -120 && r.teams[2].place == 3));
  CHECK((r.teams[3].team == "A" && r.teams[3].points == 160 && r.teams[3].place == 4 && r.teams[3].withdrawn));
}
