// The prize table as the console shows it (chapter 2, "La dotation"): "Redistribution a minima de 80 % des
// engagements", "une dotation pour un minimum de 20 % des participants", degressive prizes, and "un prix spécial
// ... au meilleur score obtenu lors des 2 dernières rotations, ... réservé aux joueurs non récompensés".
#include "client/console/pcn_view.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

#define NB "\u00a0"

// Twelve players ranked 1 to 12; player 7 has the best last two positions (100 + 130) of those not paid.
void twelve(tournament::State* s, tournament::Ranking* r) {
  for (int p = 1; p <= 12; ++p) {
    tournament::Player pl;
    pl.name = "Joueur " + std::to_string(p);
    s->players.push_back(pl);
    tournament::PlayerLine l;
    l.player = p;
    l.place = p;
    l.positionScores = {200 - 10 * p, p == 7 ? 100 : 20, p == 7 ? 130 : 40};
    r->lines.push_back(l);
  }
}

}  // namespace

TEST_CASE("Console: the prize table of a night of 12 at 10 euros", "[console][prizes]") {
  tournament::State s;
  tournament::Ranking r;
  twelve(&s, &r);
  // 12 x 10 = 120 euros of entries; 80 % = 96 redistributed; 20 % of 12 = 2.4, so 3 players paid; degressive
  // 3 : 2 : 1 shares of 96 = 48, 32, 16; the special prize to player 7 (230 over the last two positions).
  const std::vector<std::string> fr = console::prizeLines(s, r, 1000, match::Lang::French);
  REQUIRE(fr.size() == 5);
  CHECK(fr[0] == "Engagements" NB ": 120" NB "€, 80" NB "% redistribués" NB ": 96" NB "€, à 3 joueurs (20" NB
                 "% des participants)");
  CHECK(fr[1] == "1er" NB ": Joueur 1, 48" NB "€");
  CHECK(fr[2] == "2e" NB ": Joueur 2, 32" NB "€");
  CHECK(fr[3] == "3e" NB ": Joueur 3, 16" NB "€");
  CHECK(fr[4] == "Prix spécial (meilleur score des 2 dernières positions, hors primés)" NB ": Joueur 7, +230");
  const std::vector<std::string> en = console::prizeLines(s, r, 1000, match::Lang::English);
  REQUIRE(en.size() == 5);
  CHECK(en[0] == "Entries: 120 €, 80 % redistributed: 96 €, to 3 players (20 % of the players)");
  CHECK(en[1] == "1: Joueur 1, 48 €");
  // No entry fee: no prize table (it is optional).
  CHECK(console::prizeLines(s, r, 0, match::Lang::French).empty());
}

TEST_CASE("Console: prizes with cents are written with the decimal comma", "[console][prizes]") {
  tournament::State s;
  tournament::Ranking r;
  twelve(&s, &r);
  // 12 x 7 = 84 euros; 80 % = 67.20; shares of 67.20 / 6 = 11.20: 33.60, 22.40, 11.20, written with the comma.
  const std::vector<std::string> fr = console::prizeLines(s, r, 700, match::Lang::French);
  REQUIRE(fr.size() == 5);
  CHECK(fr[0].find("84" NB "€") != std::string::npos);
  CHECK(fr[0].find("67,20" NB "€") != std::string::npos);
  CHECK(fr[1] == "1er" NB ": Joueur 1, 33,60" NB "€");
  CHECK(fr[3] == "3e" NB ": Joueur 3, 11,20" NB "€");
}
