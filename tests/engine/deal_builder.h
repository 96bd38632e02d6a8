// Scripted deals for tests: hands written as card strings ("T21 EX KH 10S ..."), the remaining cards filled in.
#pragma once
#include "engine/game_state.h"
#include <catch2/catch_test_macros.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace tarot::test {

inline CardSet cards(const std::string& text) {
  std::istringstream in(text);
  std::string word;
  CardSet s;
  while (in >> word) {
    const Card c = parseCard(word);
    REQUIRE(c != kNoCard);
    REQUIRE_FALSE(s.has(c));
    s.add(c);
  }
  return s;
}

// Seats given in `hands` (may be partial: fewer cards than a hand) are completed, then the other seats and the
// chien, with the unused cards in id order. `chien` may fix the chien's cards.
inline GameState scripted(int players, int dealer, const std::vector<std::string>& hands, const std::string& chien = "") {
  Rules rules;
  rules.players = players;
  std::array<CardSet, kMaxPlayers> h{};
  CardSet used, ch = cards(chien);
  used |= ch;
  for (size_t s = 0; s < hands.size(); ++s) { h[s] = cards(hands[s]); REQUIRE((used & h[s]).empty()); used |= h[s]; }
  CardSet rest = CardSet::all() - used;
  for (int s = 0; s < players; ++s)
    while (h[s].size() < rules.handSize()) h[s].add(rest.pop());
  while (ch.size() < rules.chienSize()) ch.add(rest.pop());
  GameState g;
  const char* why = GameState::fromCards(rules, dealer, h, ch, &g);
  INFO((why ? why : ""));
  REQUIRE(why == nullptr);
  return g;
}

inline void ok(GameState& g, const Action& a) {
  const Refusal why = g.apply(a);
  INFO(describe(a) << ": " << refusalCodeName(why.code));
  REQUIRE(!why);
}

// The refusal of an action that must be refused (and change nothing).
inline Refusal refused(GameState& g, const Action& a) {
  const GameState before = g;
  const Refusal why = g.apply(a);
  INFO(describe(a));
  REQUIRE(why);
  REQUIRE(g.hand(0) == before.hand(0));
  REQUIRE(g.phase() == before.phase());
  REQUIRE(g.currentSeat() == before.currentSeat());
  return why;
}

// Declines a pending poignée, else plays the lowest legal card.
inline void next(GameState& g) {
  if (g.awaitingPoignee()) ok(g, Action::poignee(PoigneeSize::None, {}));
  else ok(g, Action::play(g.legalPlays().first()));
}

inline Action play(const char* c) { return Action::play(parseCard(c)); }

}  // namespace tarot::test
