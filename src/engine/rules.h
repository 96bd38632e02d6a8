// Table settings that do not change during a deal: the number of players and what follows from it.
// FFT rules: 4 players (18 cards, chien 6, dealt 3 by 3), "Le jeu à 3" (24 cards, chien 6, dealt 4 by 4),
// "Le jeu à 5" (15 cards, chien 3, dealt 3 by 3, the taker calls a king).
#pragma once

namespace tarot {

enum class Contract : unsigned char { Pass = 0, Prise = 1, Garde = 2, GardeSans = 3, GardeContre = 4 };
enum class PoigneeSize : unsigned char { None = 0, Simple = 1, Double = 2, Triple = 3 };
enum class Camp : unsigned char { None = 0, Attack = 1, Defense = 2 };

constexpr int kMaxPlayers = 5;

// Contract multiplier (FFT "coefficient"): prise 1, garde 2, garde sans 4, garde contre 6.
constexpr int multiplier(Contract c) {
  switch (c) {
    case Contract::Prise: return 1;
    case Contract::Garde: return 2;
    case Contract::GardeSans: return 4;
    case Contract::GardeContre: return 6;
    default: return 0;
  }
}
// Poignée bonus (20/30/40), which always goes to the camp that wins the contract.
constexpr int poigneeBonus(PoigneeSize s) { return s == PoigneeSize::None ? 0 : 10 + 10 * int(s); }
// Points the attack needs by number of bouts held: 56, 51, 41, 36.
constexpr int pointsNeeded(int bouts) { return bouts <= 0 ? 56 : bouts == 1 ? 51 : bouts == 2 ? 41 : 36; }

struct Rules {
  int players = 4;  // 3, 4 or 5: the seats that receive cards this deal

  constexpr int handSize() const { return players == 3 ? 24 : players == 4 ? 18 : 15; }
  constexpr int chienSize() const { return players == 5 ? 3 : 6; }
  constexpr int packetSize() const { return players == 3 ? 4 : 3; }
  constexpr int tricks() const { return handSize(); }
  // Minimum trumps (the Excuse may stand in for one) for each poignée size.
  constexpr int poigneeTrumps(PoigneeSize s) const {
    const int simple = players == 3 ? 13 : players == 4 ? 10 : 8;
    const int dbl = players == 3 ? 15 : players == 4 ? 13 : 10;
    const int triple = players == 3 ? 18 : players == 4 ? 15 : 13;
    return s == PoigneeSize::Simple ? simple : s == PoigneeSize::Double ? dbl : s == PoigneeSize::Triple ? triple : 0;
  }
  constexpr bool valid() const { return players >= 3 && players <= 5; }
};

// The largest hand (3 players), which is also the most tricks of a deal.
constexpr int kMaxHandSize = Rules{3}.handSize();
constexpr int kMaxTricks = kMaxHandSize;

}  // namespace tarot
