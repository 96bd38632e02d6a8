// Deal summaries as a club scorer enters them: every summary a real deal gives is accepted (a table of FFT cases and
// thousands of random played deals at 3, 4 and 5 players), and those no deal can give are refused with their reason.
#include "engine/random_play.h"
#include "engine/scoring.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

struct Case {
  int players;
  Contract contract;
  int bouts;
  int half;  // attack's points in half points
  Camp petit = Camp::None;
  Camp chelemBy = Camp::None;
  PoigneeList poignees = {};
  bool announced = false;
  bool alone = false;
};

ScoreInput input(const Case& c) {
  ScoreInput in;
  in.players = c.players;
  in.contract = c.contract;
  in.bouts = c.bouts;
  in.attackHalfPoints = c.half;
  in.petitAuBout = c.petit;
  in.chelemMadeBy = c.chelemBy;
  in.poignees = c.poignees;
  in.chelemAnnounced = c.announced;
  in.alone = c.alone;
  return in;
}

constexpr Camp A = Camp::Attack, D = Camp::Defense, N = Camp::None;
constexpr Contract P = Contract::Prise, G = Contract::Garde, GS = Contract::GardeSans, GC = Contract::GardeContre;
constexpr PoigneeSize S1 = PoigneeSize::Simple, S2 = PoigneeSize::Double, S3 = PoigneeSize::Triple;

}  // namespace

TEST_CASE("Summaries a deal can give are accepted", "[scoring][summary]") {
  const Case accepted[] = {
      // The defence's chelem on a garde leaves the attack its écart: six (three at 5) cards without king or bout,
      // from six small cards to four queens and two cavaliers; plus 4 for an Excuse the attack kept.
      {4, G, 0, 6, N, D}, {4, G, 0, 38, N, D}, {4, G, 1, 6 + 8, N, D}, {4, G, 0, 20, D, D},
      {3, G, 0, 6, N, D}, {3, G, 0, 38, N, D}, {3, G, 1, 22, N, D},
      {5, G, 0, 3, N, D}, {5, G, 0, 21, N, D}, {5, G, 0, 11, N, D}, {5, G, 1, 11, N, D}, {5, P, 0, 9, N, D, {}, true},
      // On a garde sans the chien counts for the attack, bouts and kings included; on a garde contre nothing.
      {4, GS, 2, 18 + 4, N, D}, {4, GS, 0, 36 + 2, N, D}, {4, GC, 0, 0, N, D}, {4, GC, 1, 8, N, D}, {5, GC, 0, 0, N, D},
      // The attack's chelem: all 91, or 87 when the defence kept its Excuse; on a garde contre less the chien.
      {4, P, 3, 182, A, A}, {4, G, 2, 174, A, A, {S1}, true}, {4, GC, 3, 176, N, A}, {4, GC, 2, 182 - 8 - 6, N, A},
      {3, P, 3, 182, N, A}, {5, GS, 2, 174, N, A}, {5, GC, 3, 182 - 3, N, A},
      // Ordinary deals, the FFT examples among them, half points at 3 and 5 players.
      {4, G, 2, 98, A, N, {S1}}, {4, GS, 1, 110, D}, {4, P, 2, 68, A, N, {S1}}, {4, G, 1, 124, N, N, {S1}},
      {3, P, 2, 81}, {3, P, 2, 83}, {5, P, 1, 121, N, N, {}, false, true}, {5, G, 2, 100}, {5, GC, 0, 5},
      {4, P, 0, 4 + 6}, {4, GC, 0, 4}, {3, GC, 0, 3}, {4, P, 3, 27 + 1 + 6}, {4, P, 1, 100},
      {4, G, 0, 154}, {3, P, 0, 155}, {5, P, 0, 153},
      // Poignées: two simples at 4 players (20 trumps), a simple and a triple at 5 (21).
      {4, P, 2, 90, N, N, {S1, S1}}, {5, P, 2, 90, N, N, {S1, S3}}, {3, P, 2, 90, N, N, {S3}},
  };
  for (const Case& c : accepted) {
    const ScoreInput in = input(c);
    INFO(c.players << " players, contract " << int(c.contract) << ", " << c.bouts << " bouts, " << c.half
                   << " half points: " << (validate(in) ? validate(in) : ""));
    CHECK(checkSummary(in) == SummaryRefusal::None);
  }
}

TEST_CASE("Summaries no deal can give are refused with their reason", "[scoring][summary]") {
  using R = SummaryRefusal;
  const std::pair<Case, R> refused[] = {
      {{6, P, 1, 100}, R::Players},
      {{4, Contract::Pass, 1, 100}, R::Contract},
      {{4, P, 4, 100}, R::BoutsRange},
      {{4, P, 1, 200}, R::PointsRange},
      {{4, P, 1, -2}, R::PointsRange},
      {{4, P, 1, 100, N, N, {PoigneeSize::None}}, R::PoigneeSize},
      {{4, P, 1, 100, N, N, {S1, S2}}, R::PoigneeTrumps},
      {{3, P, 1, 100, N, N, {S1, S1}}, R::PoigneeTrumps},
      {{5, P, 1, 100, N, N, {S2, S3}}, R::PoigneeTrumps},
      {{4, P, 1, 100, N, N, {S1, S1, S1, S1, S1}}, R::PoigneeTrumps},
      {{4, P, 1, 100, N, N, {}, false, true}, R::AloneNotFive},
      {{4, P, 2, 81}, R::HalfPointAtFour},
      {{4, P, 3, 182}, R::FullPointsWithoutChelem},
      {{5, GS, 3, 182, N, D}, R::FullPointsWithoutChelem},
      {{4, G, 3, 182, D, A}, R::PetitAuBoutAfterChelem},
      {{4, G, 1, 14, A, D}, R::PetitAuBoutAfterChelem},
      {{4, P, 0, 100, A}, R::PetitAuBoutBouts},
      {{4, P, 3, 100, D}, R::PetitAuBoutBouts},
      {{4, P, 3, 20}, R::BoutsAbovePoints},
      {{4, P, 2, 14}, R::BoutsAbovePoints},
      {{4, P, 0, 160}, R::PointsAboveBouts},
      {{3, G, 1, 170}, R::PointsAboveBouts},
      {{4, P, 0, 4}, R::NoSuchDeal},  // the écart alone is worth 3 points, and the attack took a trick
      {{4, P, 3, 174, N, A}, R::AttackChelemPoints},
      {{4, P, 2, 182, N, A}, R::AttackChelemPoints},
      {{4, GC, 3, 182 - 4, N, A}, R::AttackChelemPoints},  // the chien of six cards is worth 3 points at least
      {{4, G, 0, 40, N, D}, R::DefenseChelemPoints},       // more than the best écart without a king
      {{4, G, 0, 4, N, D}, R::DefenseChelemPoints},        // less than six small cards
      {{3, G, 0, 7, N, D}, R::DefenseChelemPoints},        // six cards are an even number of half points
      {{5, G, 0, 4, N, D}, R::DefenseChelemPoints},        // three cards, an odd number
      {{4, GC, 0, 2, N, D}, R::DefenseChelemPoints},
      {{4, G, 2, 30, N, D}, R::DefenseChelemPoints},       // no bout in an écart
  };
  for (const auto& [c, why] : refused) {
    const ScoreInput in = input(c);
    INFO(c.players << " players, contract " << int(c.contract) << ", " << c.bouts << " bouts, " << c.half
                   << " half points: " << (validate(in) ? validate(in) : "accepted"));
    CHECK(checkSummary(in) == why);
    CHECK(validate(in) != nullptr);
  }
}

TEST_CASE("Every summary of a random played deal is accepted", "[scoring][summary][battery]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    int over = 0;
    for (int seed = 1; seed <= 4000; ++seed) {
      GameState g = GameState::deal(rules, seed % players, std::uint64_t(seed));
      Rng rng(std::uint64_t(seed) * 31 + 7);
      playOutRandomly(g, rng);
      if (g.phase() != Phase::Over) continue;
      ++over;
      const ScoreInput in = g.scoreSummary();
      INFO(players << " players, seed " << seed << ": " << (validate(in) ? validate(in) : ""));
      REQUIRE(checkSummary(in) == SummaryRefusal::None);
      CHECK(score(in).unit == g.result().unit);
    }
    CHECK(over > 1000);
  }
}
