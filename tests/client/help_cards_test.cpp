// The help's cards (client/help_cards.h) for 3, 4 and 5 players in both languages, their numbers checked against the
// rulebook's words: 24 cards each and a chien of 6 at three ("Chaque joueur reçoit ainsi 24 cartes"), 18 and 6 at
// four, 15 and 3 at five; poignées of 13/15/18 trumps at three, 10/13/15 at four, 8/10/13 at five, with bonuses of
// 20/30/40; 56/51/41/36 points with 0 to 3 bouts; kings and bouts 4.5, queens 3.5, cavaliers 2.5, jacks 1.5, the
// others 0.5 (91 in all); the bids' coefficients 1, 2, 4, 6; petit au bout 10 × the coefficient; the chelem +400
// announced and made, +200 unannounced, −200 announced and lost; the call of a king only at five.
#include "client/help_cards.h"
#include <catch2/catch_test_macros.hpp>
#include <string>

using namespace tarot;
using namespace tarot::client;

namespace {

const HelpCard* find(const std::vector<HelpCard>& cards, const std::string& key) {
  for (const HelpCard& c : cards)
    if (key == c.key) return &c;
  return nullptr;
}

std::string allText(const HelpCard& c) {
  std::string s = c.title;
  for (const std::string& l : c.lines) s += "\n" + l;
  for (const HelpFigure& f : c.figures) s += "\n" + f.label + "|" + f.caption;
  for (const std::string& g : c.glosses) s += "\n" + g;
  return s;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

struct Size {
  int players, hand, chien, simple, dbl, triple;
  const char* dealFr;
  const char* dealEn;
  const char* poigneeFr;
  const char* poigneeEn;
  const char* takerFr;
};

}  // namespace

TEST_CASE("The help's cards give the table's own numbers, in both languages", "[help]") {
  const Size sizes[] = {
      {3, 24, 6, 13, 15, 18, "24 cartes chacun, 6 au chien", "24 cards each, 6 to the chien", "13, 15 ou 18 atouts",
       "13, 15 or 18 trumps", "Le preneur marque 2 fois"},
      {4, 18, 6, 10, 13, 15, "18 cartes chacun, 6 au chien", "18 cards each, 6 to the chien", "10, 13 ou 15 atouts",
       "10, 13 or 15 trumps", "Le preneur marque 3 fois"},
      {5, 15, 3, 8, 10, 13, "15 cartes chacun, 3 au chien", "15 cards each, 3 to the chien", "8, 10 ou 13 atouts",
       "8, 10 or 13 trumps", "son partenaire 1 fois"},
  };
  for (const Size& s : sizes) {
    for (Lang lang : {Lang::French, Lang::English}) {
      const bool fr = lang == Lang::French;
      INFO(s.players << " players, " << (fr ? "French" : "English"));
      const std::vector<HelpCard> cards = helpCards(lang, s.players);
      // Eight cards, the call of a king at five, the glossary last in English.
      CHECK(cards.size() == std::size_t(8 + (s.players == 5) + !fr));
      CHECK((find(cards, "call") != nullptr) == (s.players == 5));
      CHECK((find(cards, "glossary") != nullptr) == !fr);
      for (const HelpCard& c : cards) {
        INFO(allText(c));
        CHECK(!c.title.empty());
        CHECK(!has(allText(c), "{"));
        if (std::string(c.key) == "glossary") continue;
        CHECK(c.lines.size() >= 2);
        CHECK(c.lines.size() <= 4);
        CHECK(!c.figures.empty());
        if (fr) CHECK(c.glosses.empty());
      }
      const HelpCard& deal = *find(cards, "deal");
      REQUIRE(deal.figures.size() == 2);
      CHECK(deal.figures[0].backs == s.hand);
      CHECK(deal.figures[1].backs == s.chien);
      CHECK(has(deal.lines[0], fr ? s.dealFr : s.dealEn));
      const HelpCard& poignee = *find(cards, "poignee");
      CHECK(has(poignee.lines[0], fr ? s.poigneeFr : s.poigneeEn));
      CHECK(has(poignee.lines[1], fr ? "20, 30 ou 40" : "20, 30 or 40"));
      REQUIRE(poignee.figures.size() == 3);
      CHECK(poignee.figures[0].label == std::to_string(s.simple));
      CHECK(poignee.figures[1].label == std::to_string(s.dbl));
      CHECK(poignee.figures[2].label == std::to_string(s.triple));
      if (fr) CHECK(has(allText(*find(cards, "bids")), s.takerFr));
    }
  }
}

TEST_CASE("The help's cards: bouts, values, bids and bonuses as the rulebook counts them", "[help]") {
  for (Lang lang : {Lang::French, Lang::English}) {
    const bool fr = lang == Lang::French;
    const std::vector<HelpCard> cards = helpCards(lang, 4);
    const HelpCard& bouts = *find(cards, "bouts");
    REQUIRE(bouts.figures.size() == 7);
    CHECK(bouts.figures[0].card == kPetit);
    CHECK(bouts.figures[1].card == kTwentyOne);
    CHECK(bouts.figures[2].card == kExcuse);
    const char* needed[] = {"56", "51", "41", "36"};
    for (int b = 0; b < 4; ++b) {
      CHECK(bouts.figures[std::size_t(3 + b)].label == needed[b]);
      CHECK(bouts.figures[std::size_t(3 + b)].caption == std::to_string(b));
    }
    // The decimal comma in French, the point in English.
    const HelpCard& values = *find(cards, "values");
    const char* points[] = {"4,5", "3,5", "2,5", "1,5", "0,5"};
    REQUIRE(values.figures.size() == 5);
    for (int k = 0; k < 5; ++k) {
      std::string p = points[k];
      if (!fr) p[1] = '.';
      CHECK(values.figures[std::size_t(k)].caption == p);
      CHECK(has(allText(values), p));
    }
    CHECK(has(values.lines[1], fr ? "91 points en tout" : "91 points in all"));
    const HelpCard& bids = *find(cards, "bids");
    const char* coefficients[] = {"×1", "×2", "×4", "×6"};
    const char* names[] = {"Prise", "Garde", "Garde sans", "Garde contre"};
    REQUIRE(bids.figures.size() == 4);
    for (int k = 0; k < 4; ++k) {
      CHECK(bids.figures[std::size_t(k)].label == coefficients[k]);
      CHECK(bids.figures[std::size_t(k)].caption == names[k]);
    }
    const HelpCard& bonus = *find(cards, "bonus");
    CHECK(has(bonus.lines[0], fr ? "10 × coefficient" : "10 × multiplier"));
    CHECK(has(bonus.lines[1], "+400"));
    CHECK(has(bonus.lines[1], "+200"));
    CHECK(has(bonus.lines[1], "\u2212" "200"));  // the true minus sign
    // In English each French term is glossed on its card; in French none is.
    CHECK(has(allText(bids), "Garde sans: ") == !fr);
    CHECK(has(allText(*find(cards, "poignee")), "Poignée: ") == !fr);
    CHECK(has(allText(bonus), "Chelem: a slam") == !fr);
  }
  const std::vector<HelpCard> en = helpCards(Lang::English, 4);
  CHECK(find(en, "glossary")->glosses.size() == 9);
  // A table size the rules do not know reads as four players.
  CHECK(helpCards(Lang::French, 7).front().figures[0].backs == 18);
}
