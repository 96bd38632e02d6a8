// A finished deal laid out for reading (deal_review.h): every trick, the bids, the chien and the écart, the
// result, from the match's history and from an imported record; a bad record is refused with the engine's reason.
#include "engine/random_play.h"
#include "client/deal_review.h"
#include "match/refusal_text.h"
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
      CHECK(imported.seatNames[1] == "East");  // a record holds no names: the seats by where they sit
      CHECK(imported.seatNames[0] == "South");
      CHECK(imported.result.scores == r.result.scores);
    }
  }
}

TEST_CASE("Deal review: an impossible record is refused with a reason worded for a person", "[client]") {
  DealReview r;
  std::string why;
  CHECK_FALSE(reviewFromImport("{\"players\": 7}", &r, &why));
  CHECK(why == "This file does not describe a whole, consistent tarot deal.");
  CHECK_FALSE(reviewFromImport("{\"players\": 7}", &r, &why, Lang::French));
  CHECK(why == "Ce fichier ne décrit pas une donne de tarot entière et cohérente.");
  // A damaged text: where, in the page's language, and no parser's words.
  CHECK_FALSE(reviewFromImport("{\"players\": 4,\n  \"dealer\": }", &r, &why, Lang::French));
  CHECK(why == "Ce fichier n'est pas une donne lisible\u00a0: son texte est abîmé (ligne 2, colonne 13).");
  CHECK_FALSE(reviewFromImport("not json", &r, &why, Lang::English));
  CHECK(why.rfind("This file is not a readable deal: its text is damaged (line 1, column ", 0) == 0);
}

TEST_CASE("Deal review: a record the rules refuse names the seat and the step, not the code", "[match]") {
  Rules rules;
  rules.players = 4;
  int refused = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GameState g = GameState::deal(rules, 0, seed);
    Rng rng(seed);
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) g.apply(randomLegalAction(g, rng));
    if (g.phase() != Phase::Over) continue;
    DealRecord record = recordFromState(g);
    // The first two cards of the second trick swapped: the leader plays a card of the next seat's hand.
    std::swap(record.play[4], record.play[5]);
    DealReview r;
    std::string why;
    REQUIRE_FALSE(reviewFromImport(writeDealRecord(record), &r, &why, Lang::French));
    ++refused;
    INFO(why);
    CHECK(why.find("(étape ") != std::string::npos);
    CHECK(why.find("de la donne)") != std::string::npos);
    CHECK(why.find("play") == std::string::npos);
    CHECK(why.find('#') == std::string::npos);
    const bool seatNamed = why.find("Sud") != std::string::npos || why.find("Est") != std::string::npos ||
                           why.find("Nord") != std::string::npos || why.find("Ouest") != std::string::npos;
    CHECK(seatNamed);
  }
  CHECK(refused > 20);
}

TEST_CASE("Refusals: the person's default name reads as a pronoun inside a sentence", "[match]") {
  Refusal r(RefusalCode::MustTrump, 0);
  r.suit = Suit::Spades;
  const std::array<std::string, kMaxPlayers> names{{"You", "Bo", "Cy", "Di", ""}};
  CHECK(refusalText(Lang::English, r, names) == "Without spades, you must trump.");
  Refusal over(RefusalCode::MustOverTrump, 0);
  over.card = Card(kTwentyOne - 3);
  CHECK(refusalText(Lang::English, over, names).rfind("You must play a trump higher than", 0) == 0);
  Refusal follow(RefusalCode::MustTrump, 1);
  follow.suit = Suit::Hearts;
  CHECK(refusalText(Lang::English, follow, names) == "Without hearts, Bo must trump.");
}
