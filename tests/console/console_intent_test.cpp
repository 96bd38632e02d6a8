// The console's screens hand back what the arbitrator asked as client::ConsoleIntent values; the console's controller
// carries them out. Through ConsoleController::dispatch as the app's panel calls it: a night registered, drawn and
// started, a sheet entered by its totals then corrected with its reason, a sheet entered deal by deal, a withdrawal,
// a position closed, the tournament closed and opened again, and refusals worded in the arbitrator's language.
#include "client/console/console_controller.h"
#include "client/memory_storage.h"
#include "tournament/ranking.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;
using client::ConsoleIntent;
using K = client::ConsoleIntent::Kind;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kTwelve = "Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";

ConsoleIntent totals(int position, int table, const std::array<int, 5>& t, const std::string& reason = "") {
  ConsoleIntent i = ConsoleIntent::atTable(K::EnterTotals, position, table, reason);
  i.totals = t;
  return i;
}

// The seat (orientation) of `player` at table `table` of position p.
int seatOf(const State& s, int p, int table, int player) {
  const TableSeating& t = s.positions[std::size_t(p - 1)].seating[std::size_t(table - 1)];
  for (int o = 0; o < 5; ++o)
    if (t.seat[std::size_t(o)] == player) return o;
  return -1;
}

// A console of 12 players drawn and position 1 started (2 positions of 4 deals), every step an intent.
void startedThroughIntents(client::ConsoleController* c) {
  ConsoleIntent create = ConsoleIntent::withText(K::Create, "Open du jeudi");
  create.settings = testing::settingsOf(2, 4);
  REQUIRE(c->dispatch(create, 1000).empty());
  REQUIRE(c->dispatch(ConsoleIntent::withText(K::RegisterList, kTwelve), 2000).empty());
  ConsoleIntent draw = ConsoleIntent::of(K::DrawWith);
  draw.draw.seed = 20261128;
  REQUIRE(c->dispatch(draw, 3000).empty());
  REQUIRE(c->dispatch(ConsoleIntent::of(K::StartNextPosition), 4000).empty());
}

}  // namespace

TEST_CASE("the console's intents register, enter and correct sheets, withdraw and close", "[console]") {
  client::MemoryStorage store;
  console::Console console(store.storage());
  client::ConsoleController c(console, {});

  // Registration: a list of twelve, then one name typed; a blank name is refused and nothing is added.
  ConsoleIntent create = ConsoleIntent::withText(K::Create, "Open du jeudi");
  create.settings = testing::settingsOf(2, 4);
  REQUIRE(c.dispatch(create, 1000).empty());
  CHECK(console.open());
  CHECK(console.state().name == "Open du jeudi");
  REQUIRE(c.dispatch(ConsoleIntent::withText(K::RegisterList, kTwelve), 2000).empty());
  REQUIRE(console.state().players.size() == 12);
  CHECK(console.state().players[2].name == "Chloé");
  CHECK_FALSE(c.dispatch(ConsoleIntent::withText(K::RegisterPlayer, "   "), 2100).empty());
  CHECK(console.state().players.size() == 12);
  REQUIRE(c.dispatch(ConsoleIntent::withText(K::RegisterPlayer, "Marc"), 2200).empty());
  REQUIRE(console.state().players.size() == 13);
  CHECK(console.state().players[12].name == "Marc");
  // Marc withdraws before the draw (article 27): twelve play, three tables of 4.
  ConsoleIntent withdraw = ConsoleIntent::of(K::Withdraw);
  withdraw.player = 13;
  REQUIRE(c.dispatch(withdraw, 2300).empty());
  CHECK(console.state().players[12].withdrawn);
  // A second withdrawal of the same player is refused.
  CHECK_FALSE(c.dispatch(withdraw, 2400).empty());

  ConsoleIntent draw = ConsoleIntent::of(K::DrawWith);
  draw.draw.seed = 20261128;
  REQUIRE(c.dispatch(draw, 3000).empty());
  REQUIRE(c.dispatch(ConsoleIntent::of(K::StartNextPosition), 4000).empty());
  REQUIRE(console.positionsStarted() == 1);
  REQUIRE(console.state().positions[0].seating.size() == 3);
  CHECK(console.document().events().back().at == 4000);

  // Table 1 by its totals (N +120, S -40, E -50, W -30: they sum to zero).
  REQUIRE(c.dispatch(totals(1, 1, {120, -40, -50, -30, 0}), 5000).empty());
  CHECK(console.sheetEntered(1, 1));
  // A correction without its reason is refused (article 28), in French then in English, and changes nothing.
  const std::size_t events = console.document().events().size();
  const std::string why = c.dispatch(totals(1, 1, {100, -20, -50, -30, 0}), 5100);
  CHECK(contains(why, "motif"));
  c.setLang(match::Lang::English);
  CHECK(contains(c.dispatch(totals(1, 1, {100, -20, -50, -30, 0}), 5100), "reason"));
  c.setLang(match::Lang::French);
  CHECK(console.document().events().size() == events);
  // With its reason: North now has 100, South -20.
  REQUIRE(c.dispatch(totals(1, 1, {100, -20, -50, -30, 0}, "erreur de report"), 5200).empty());
  REQUIRE(console.state().positions[0].sheets[0].reasons.size() == 1);
  CHECK(console.state().positions[0].sheets[0].reasons[0] == "erreur de report");
  const TableSeating& t1 = console.state().positions[0].seating[0];
  // Totals that do not sum to zero: refused with the sum.
  const std::string notZero = c.dispatch(totals(1, 2, {100, -50, -30, 0, 0}), 5300);
  CHECK(contains(notZero, "20"));
  CHECK(contains(notZero, "pas zéro"));
  CHECK_FALSE(console.sheetEntered(1, 2));

  // Table 2 deal by deal: South takes a garde with 2 bouts and 51 points (41 needed, made by 10): each defender
  // loses (25 + 10) x 2 = 70, the taker wins 3 x 70 = 210. Handed in with 1 deal of 4.
  ConsoleIntent deal = ConsoleIntent::atTable(K::AddDraftDeal, 1, 2);
  deal.deal.taker = 1;
  deal.deal.input.contract = Contract::Garde;
  deal.deal.input.bouts = 2;
  deal.deal.input.attackHalfPoints = 51 * 2;
  REQUIRE(c.dispatch(deal, 6000).empty());
  REQUIRE(c.dispatch(deal, 6100).empty());
  CHECK(console.draft(1, 2).deals.size() == 2);
  REQUIRE(c.dispatch(ConsoleIntent::atTable(K::UndoDraftDeal, 1, 2), 6200).empty());
  CHECK(console.draft(1, 2).deals.size() == 1);
  REQUIRE(c.dispatch(ConsoleIntent::atTable(K::HandInDraft, 1, 2), 6300).empty());
  CHECK(console.sheetEntered(1, 2));
  CHECK(console.draft(1, 2).deals.empty());
  REQUIRE(c.dispatch(totals(1, 3, {-10, 30, -60, 40, 0}), 6400).empty());

  // The ranking after position 1: table 1's North 100, table 2's South 210 and its North -70.
  const TableSeating& t2 = console.state().positions[0].seating[1];
  std::map<int, long> points;
  for (const PlayerLine& l : rankAfter(console.state(), 1).lines) points[l.player] = l.points;
  CHECK(points[t1.seat[0]] == 100);
  CHECK(points[t1.seat[1]] == -20);
  CHECK(points[t2.seat[1]] == 210);
  CHECK(points[t2.seat[0]] == -70);
  CHECK(seatOf(console.state(), 1, 2, t2.seat[1]) == 1);

  // The position closed; the tournament closed (its save kept) and opened again, event for event.
  REQUIRE(c.dispatch(ConsoleIntent::atTable(K::ClosePosition, 1, 0), 7000).empty());
  CHECK(console.state().positions[0].closed);
  const std::string saved = console.document().toJson();
  const int id = console.current();
  REQUIRE(c.dispatch(ConsoleIntent::of(K::CloseTournament), 8000).empty());
  CHECK_FALSE(console.open());
  REQUIRE(console.tournaments().size() == 1);
  REQUIRE(c.dispatch(ConsoleIntent::withNumber(K::OpenTournament, id), 8100).empty());
  CHECK(console.open());
  CHECK(console.document().toJson() == saved);
}

TEST_CASE("the console's intents: the register, the desk and refusals in the arbitrator's language", "[console]") {
  client::MemoryStorage store;
  console::Console console(store.storage());
  client::ConsoleController c(console, {});
  startedThroughIntents(&c);

  // A late arrival of 0 minutes is refused, in French then in English (article 26: 1 to 1440 minutes).
  ConsoleIntent late = ConsoleIntent::withNumber(K::LateArrival, 0);
  late.player = 5;
  CHECK(c.dispatch(late, 5000) == "Un retard se compte de 1 à 1440 minutes.");
  c.setLang(match::Lang::English);
  const std::string english = c.dispatch(late, 5000);
  CHECK(contains(english, "1440"));
  CHECK_FALSE(contains(english, "retard"));
  c.setLang(match::Lang::French);
  late.number = 7;
  REQUIRE(c.dispatch(late, 5100).empty());
  CHECK(console.state().players[4].lateMinutes == 7);

  // The register: an entry added (its id in the outcome), an import with one refused line (série 5).
  ConsoleIntent add = ConsoleIntent::of(K::AddMember);
  add.member.name = "Zoé Martin";
  add.member.serie = 3;
  REQUIRE(c.dispatch(add, 6000).empty());
  const int zoe = c.outcome().member;
  REQUIRE(zoe > 0);
  CHECK(contains(console.memberLine(zoe), "Zoé Martin"));
  REQUIRE(c.dispatch(ConsoleIntent::withText(K::ImportRegister, "Name,Serie\nPaul Roy,2\nLina Roy,5\n"), 6100).empty());
  CHECK(c.outcome().added == 1);
  REQUIRE(c.outcome().refused.size() == 1);
  CHECK(c.outcome().refused[0] == "Ligne 3\u00a0: série 5\u00a0: les séries vont de 1 à 4");  // the header is line 1
  // An intent of nothing does nothing.
  const std::size_t events = console.document().events().size();
  CHECK(c.dispatch(ConsoleIntent(), 7000).empty());
  CHECK(console.document().events().size() == events);
}
