// A finished deal laid out for reading (deal_review.h): every trick, the bids, the chien and the écart, the
// result, from the match's history and from an imported record; a bad record is refused with the engine's reason.
#include "engine/random_play.h"
#include "client/deal_review.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

TEST_CASE("Deal review: a played deal step by step, with the people's names", "[client]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      GameState g = GameState::deal(rules, 0, seed);
      Rng rng(seed);
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) g.apply(randomLegalAction(g, rng));
      DealEntry e;
      e.number = 3;
      e.seating = seatingFor(TableMode::Standard, players, 0);
      e.record = recordFromState(g);
      const std::array<std::string, 5> names{{"Ana", "Bo", "Cy", "Di", "Ed"}};
      DealReview r;
      std::string why;
      REQUIRE(reviewFromEntry(e, names, &r, &why));
      CHECK(r.number == 3);
      CHECK(r.seatNames[1] == "Bo");
      CHECK(r.result.scores == g.result().scores);
      CHECK(int(r.tricks.size()) == g.trickCount());
      CHECK(int(r.bids.size()) == int(e.record.bids.size()));
      CHECK(r.chien == g.chien());
      for (size_t t = 0; t < r.tricks.size(); ++t) {
        CHECK(r.tricks[t].winner == g.trickWinner(int(t)));
        CHECK(r.tricks[t].cards[0] == g.playedCard(int(t) * players));
      }
      // The same deal imported as a file.
      DealReview imported;
      REQUIRE(reviewFromImport(writeDealRecord(e.record), &imported, &why));
      CHECK(imported.seatNames[1] == "#1");
      CHECK(imported.result.scores == r.result.scores);
    }
  }
}

TEST_CASE("Deal review: an impossible record is refused with the reason", "[client]") {
  DealReview r;
  std::string why;
  CHECK_FALSE(reviewFromImport("{\"players\": 7}", &r, &why));
  CHECK(why.find("players") != std::string::npos);
  CHECK_FALSE(reviewFromImport("not json", &r, &why));
  CHECK_FALSE(why.empty());
}
