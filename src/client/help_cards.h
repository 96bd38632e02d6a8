// The table's help as a short sequence of illustrated cards, one idea each (the deal and the chien, the bids and the
// marque, the bouts, the cards' values, the trick, the Excuse, the poignée, the petit au bout and the chelem, the
// call of a king at five): their words and the numbers of the table's size, from the rules (engine/rules.h and the
// marque, engine/scoring.h), and what each card's picture shows. The screen only draws them.
#pragma once
#include "client/glosses.h"
#include "engine/card.h"
#include "match/translations.h"
#include <string>
#include <vector>

namespace tarot::client {

// One thing in a card's picture: a card face (`card`), a row of `backs` card backs, or else a number or word in a
// box (`label`); `caption` is written under it.
struct HelpFigure {
  Card card = kNoCard;
  int backs = 0;
  std::string label;
  std::string caption;
};

struct HelpCard {
  const char* key = "";               // what the card is about: "deal", "bids", ... (tests and automation)
  std::string title;
  std::vector<std::string> lines;     // two to four short lines
  std::vector<HelpFigure> figures;    // the picture, left to right
  std::vector<std::string> glosses;   // in English, the French terms this card uses, each glossed in a line
};

// The help's cards for a table of `players` (3 to 5; 4 otherwise) in `lang`; in English a last card holds the whole
// glossary of the French terms.
std::vector<HelpCard> helpCards(match::Lang lang, int players);

}  // namespace tarot::client
