// The FFT worked scoring examples ("Exemples de marque de points") and the half-point rule at 3 and 5 players.
#include "engine/scoring.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

TEST_CASE("FFT example 1: garde made by 8 with poignee and petit au bout is 106 per defender", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::Garde; in.bouts = 2; in.attackHalfPoints = 98;
  in.poignees = {PoigneeSize::Simple}; in.petitAuBout = Camp::Attack;
  const ScoreResult r = score(in);
  CHECK(r.made); CHECK(r.margin == 8); CHECK(r.unit == 106); CHECK(r.defender == -106); CHECK(r.taker == 318);
}

TEST_CASE("FFT example 2: garde sans made by 4, petit au bout to the defence, 76", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::GardeSans; in.bouts = 1; in.attackHalfPoints = 2 * 55; in.petitAuBout = Camp::Defense;
  const ScoreResult r = score(in);
  CHECK(r.margin == 4); CHECK(r.unit == 76); CHECK(r.taker == 228);
}

TEST_CASE("FFT example 3: prise down by 7 with the taker's poignee and petit au bout, defenders +42", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::Prise; in.bouts = 2; in.attackHalfPoints = 2 * 34;
  in.poignees = {PoigneeSize::Simple}; in.petitAuBout = Camp::Attack;
  const ScoreResult r = score(in);
  CHECK_FALSE(r.made); CHECK(r.margin == 7); CHECK(r.unit == -42); CHECK(r.defender == 42); CHECK(r.taker == -126);
}

TEST_CASE("FFT example 4: garde made by 11, the defence's poignee goes to the taker, 92", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::Garde; in.bouts = 1; in.attackHalfPoints = 2 * 62; in.poignees = {PoigneeSize::Simple};
  const ScoreResult r = score(in);
  CHECK(r.unit == 92); CHECK(r.taker == 276); CHECK(r.defender == -92);
}

TEST_CASE("FFT example 5: announced chelem on a garde, 87 points with 2 bouts, 582", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::Garde; in.bouts = 2; in.attackHalfPoints = 2 * 87; in.poignees = {PoigneeSize::Simple};
  in.petitAuBout = Camp::Attack; in.chelemAnnounced = true; in.chelemMadeBy = Camp::Attack;
  const ScoreResult r = score(in);
  CHECK(r.margin == 46); CHECK(r.unit == 582); CHECK(r.taker == 1746);
}

TEST_CASE("Half points go to the winning camp", "[scoring]") {
  ScoreInput in;
  in.players = 3; in.contract = Contract::Prise; in.bouts = 2;
  in.attackHalfPoints = 81;  // 40.5 for 41: down by 1
  ScoreResult r = score(in);
  CHECK_FALSE(r.made); CHECK(r.margin == 1); CHECK(r.unit == -26); CHECK(r.taker == -52); CHECK(r.defender == 26);
  in.attackHalfPoints = 83;  // 41.5 for 41: made by 1
  r = score(in);
  CHECK(r.made); CHECK(r.margin == 1); CHECK(r.unit == 26);
  in.attackHalfPoints = 82;  // exactly 41: made by 0
  r = score(in);
  CHECK(r.made); CHECK(r.margin == 0); CHECK(r.unit == 25);
}

TEST_CASE("Five players: taker 2S and partner S, or 4S alone; always zero-sum", "[scoring]") {
  ScoreInput in;
  in.players = 5; in.contract = Contract::Garde; in.bouts = 2; in.attackHalfPoints = 2 * 50;
  ScoreResult r = score(in);
  CHECK(r.unit == 68); CHECK(r.taker == 136); CHECK(r.partner == 68); CHECK(r.taker + r.partner + 3 * r.defender == 0);
  in.alone = true;
  r = score(in);
  CHECK(r.taker == 272); CHECK(r.taker + 4 * r.defender == 0);
}

TEST_CASE("Chelem bonuses and the defence's chelem", "[scoring]") {
  ScoreInput in;
  in.contract = Contract::Prise; in.bouts = 3; in.attackHalfPoints = 182; in.chelemMadeBy = Camp::Attack;
  CHECK(score(in).unit == (25 + 55) + 200);
  in.chelemAnnounced = true;
  CHECK(score(in).unit == (25 + 55) + 400);
  in.chelemMadeBy = Camp::None; in.attackHalfPoints = 2 * 70;
  CHECK(score(in).unit == (25 + 34) - 200);
  ScoreInput d;
  d.contract = Contract::Prise; d.bouts = 0; d.attackHalfPoints = 0; d.chelemMadeBy = Camp::Defense;
  CHECK(score(d).unit == -(25 + 56) - 200);
}

TEST_CASE("Impossible summaries are refused", "[scoring]") {
  ScoreInput in;
  in.players = 6;
  CHECK(validate(in) != nullptr);
  in.players = 4; in.bouts = 4;
  CHECK(validate(in) != nullptr);
  in.bouts = 1; in.attackHalfPoints = 200;
  CHECK(validate(in) != nullptr);
  in.attackHalfPoints = 100; in.alone = true;
  CHECK(validate(in) != nullptr);
  in.alone = false;
  CHECK(validate(in) == nullptr);
}
