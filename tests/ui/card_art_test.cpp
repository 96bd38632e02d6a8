// The card pictures' atlas table (every picture card has its own cell, with its SVG source in assets/cards) and
// the sound cues read from successive seat views.
#include "ui/card_painter.h"
#include "ui/sound_cues.h"
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <set>
#include <string>

using namespace tarot;
using namespace tarot::ui;

namespace {
// The SVG file make_cards.py writes for a cell's picture.
std::string sourceName(Card c) {
  static const char* const kSuits[] = {"spades", "hearts", "diamonds", "clubs"};
  static const char* const kRanks[] = {"valet", "cavalier", "dame", "roi"};
  if (c < kSuitCards) return std::string(kSuits[int(suitOf(c))]) + "-" + kRanks[rankOf(c) - 11] + ".svg";
  if (isTrump(c)) return (rankOf(c) < 10 ? "trump-0" : "trump-") + std::to_string(rankOf(c)) + ".svg";
  return "excuse.svg";
}
}  // namespace

TEST_CASE("Card atlas: every court card, trump and the Excuse has its own cell and SVG source", "[ui]") {
  std::set<int> cells;
  for (int i = 0; i < kDeckSize; ++i) {
    const Card c = Card(i);
    const int cell = artCell(c);
    if (c < kSuitCards && rankOf(c) <= 10) {
      CHECK(cell == -1);
      continue;
    }
    INFO(cardName(c));
    REQUIRE(cell >= 0);
    CHECK(cell < kArtCols * kArtRows);
    CHECK(cells.insert(cell).second);
    CHECK(std::ifstream(std::string(TAROT_TEST_DATA) + "/../assets/cards/" + sourceName(c)).good());
    ImVec2 uv0, uv1;
    artCellUv(cell, &uv0, &uv1);
    CHECK(uv0.x >= 0.0f);
    CHECK(uv0.y >= 0.0f);
    CHECK(uv1.x <= 1.0001f);
    CHECK(uv1.y <= 1.0001f);
    CHECK(uv1.x > uv0.x);
    CHECK(uv1.y > uv0.y);
  }
  CHECK(cells.size() == 16 + 21 + 1);
  for (int b = 0; b < kArtBacks; ++b) {
    CHECK(cells.insert(backCell(b)).second);
    CHECK(backCell(b) < kArtCols * kArtRows);
    CHECK(std::ifstream(std::string(TAROT_TEST_DATA) + "/../assets/cards/back-" + std::to_string(b + 1) + ".svg").good());
  }
}

TEST_CASE("Sound cues: a card played, a trick won, your turn, the end of a deal; none on the first view", "[ui]") {
  SoundCues cues;
  match::SeatView v;
  v.toAct = true;
  CHECK(cues.observe(v) == 0);  // opening or resuming the table is silent
  v.toAct = false;
  v.playedCount = 1;
  CHECK(cues.observe(v) == soundBit(SoundCue::CardPlayed));
  v.playedCount = 4;
  v.tricksDone = 1;
  CHECK(cues.observe(v) == (soundBit(SoundCue::CardPlayed) | soundBit(SoundCue::TrickWon)));
  v.toAct = true;
  CHECK(cues.observe(v) == soundBit(SoundCue::YourTurn));
  CHECK(cues.observe(v) == 0);
  v.toAct = false;
  v.playedCount = 72;
  v.tricksDone = 18;
  v.dealFinished = true;
  CHECK(cues.observe(v) ==
        (soundBit(SoundCue::CardPlayed) | soundBit(SoundCue::TrickWon) | soundBit(SoundCue::DealEnd)));
  v = match::SeatView();  // the next deal
  CHECK(cues.observe(v) == 0);
}
