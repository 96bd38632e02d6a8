// The help's cards: which cards, their words and the numbers of the table's size.
#include "client/help_cards.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "match/numbers.h"
#include "words/fill.h"

namespace tarot::client {

namespace {

using match::Lang;
using match::Text;

// What one change makes of the marque of a Prise made by the attack (one point over, no bonus): the marque's bonuses
// read from the scorer itself, so that the help says what the score will do.
int bonusOf(ScoreInput with) {
  ScoreInput plain;
  plain.players = with.players;
  plain.attackHalfPoints = with.attackHalfPoints = 2 * pointsNeeded(0);
  return score(with).unit - score(plain).unit;
}

// A card's value as the language writes it: 4,5 in French.
std::string valueText(Lang lang, Card c) { return match::pointsNumber(lang, halfPoints(c) / 2.0); }

std::string say(Lang lang, Text key, words::Numbers n = {}, words::Texts t = {}) {
  return words::fill(lang, match::tr(lang, key), n, t);
}

// A line of the words that begins lower case ("le preneur marque ...") as a sentence.
std::string sentence(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  return s + ".";
}

HelpFigure face(Card c, std::string caption = "") { return {c, 0, "", std::move(caption)}; }
HelpFigure box(std::string label, std::string caption = "") { return {kNoCard, 0, std::move(label), std::move(caption)}; }

HelpCard dealCard(Lang lang, const Rules& r) {
  HelpCard c{"deal", say(lang, Text::HelpDealTitle, {{"players", r.players}}), {}, {}, {}};
  c.lines = {say(lang, Text::HelpDeal1, {{"hand", r.handSize()}, {"chien", r.chienSize()}}),
             say(lang, Text::HelpDeal2, {{"packet", r.packetSize()}}),
             say(lang, Text::HelpEcart, {{"chien", r.chienSize()}})};
  c.figures = {{kNoCard, r.handSize(), "", match::integerText(lang, r.handSize())},
               {kNoCard, r.chienSize(), "", match::tr(lang, Text::Chien)}};
  return c;
}

HelpCard bidsCard(Lang lang, const Rules& r) {
  HelpCard c{"bids", match::tr(lang, Text::HelpBidsTitle), {}, {}, {}};
  const Text taker = r.players == 3 ? Text::HelpTaker3 : r.players == 4 ? Text::HelpTaker4 : Text::HelpTaker5;
  c.lines = {say(lang, Text::HelpBids1), say(lang, Text::HelpScore), sentence(match::tr(lang, taker))};
  const Text names[] = {Text::Prise, Text::Garde, Text::GardeSans, Text::GardeContre};
  for (int k = 0; k < 4; ++k)
    c.figures.push_back(box("×" + match::integerText(lang, multiplier(Contract(k + 1))), match::tr(lang, names[k])));
  c.glosses = {termGloss(Term::Prise), termGloss(Term::Garde), termGloss(Term::GardeSans), termGloss(Term::GardeContre)};
  return c;
}

HelpCard boutsCard(Lang lang) {
  HelpCard c{"bouts", match::tr(lang, Text::HelpBoutsTitle), {}, {}, {}};
  c.lines = {say(lang, Text::HelpBouts1), say(lang, Text::HelpBouts2)};
  c.figures = {face(kPetit), face(kTwentyOne), face(kExcuse)};
  for (int b = 0; b <= 3; ++b) c.figures.push_back(box(match::integerText(lang, pointsNeeded(b)), match::integerText(lang, b)));
  c.glosses = {termGloss(Term::Bouts)};
  return c;
}

HelpCard valuesCard(Lang lang) {
  HelpCard c{"values", match::tr(lang, Text::HelpValuesTitle), {}, {}, {}};
  const Card king = suitCard(Suit::Hearts, kRoi), queen = suitCard(Suit::Spades, kDame);
  const Card cavalier = suitCard(Suit::Diamonds, kCavalier), jack = suitCard(Suit::Clubs, kValet);
  const Card other = suitCard(Suit::Hearts, 7);
  int total = 0;
  for (int k = 0; k < kDeckSize; ++k) total += halfPoints(Card(k));
  c.lines = {say(lang, Text::HelpValues1, {}, {{"king", valueText(lang, king)}, {"queen", valueText(lang, queen)},
                                               {"cavalier", valueText(lang, cavalier)}, {"jack", valueText(lang, jack)}}),
             say(lang, Text::HelpValues2, {{"total", total / 2}}, {{"other", valueText(lang, other)}})};
  for (Card k : {king, queen, cavalier, jack, other}) c.figures.push_back(face(k, valueText(lang, k)));
  return c;
}

HelpCard playCard(Lang lang) {
  HelpCard c{"play", match::tr(lang, Text::HelpPlayTitle), {}, {}, {}};
  c.lines = {say(lang, Text::HelpPlay1), say(lang, Text::HelpPlay2), say(lang, Text::HelpPlay3)};
  c.figures = {face(suitCard(Suit::Hearts, kRoi), match::tr(lang, Text::HelpLed)),
               face(trumpCard(6), match::tr(lang, Text::HelpTrumps)),
               face(trumpCard(14), match::tr(lang, Text::HelpOverTrumps))};
  return c;
}

HelpCard excuseCard(Lang lang) {
  HelpCard c{"excuse", match::tr(lang, Text::HelpExcuseTitle), {}, {}, {}};
  const Card low = suitCard(Suit::Clubs, 2);
  c.lines = {say(lang, Text::HelpExcuse1), say(lang, Text::HelpExcuse2, {}, {{"other", valueText(lang, low)}})};
  c.figures = {face(kExcuse, valueText(lang, kExcuse)), face(low, valueText(lang, low))};
  c.glosses = {termGloss(Term::Excuse)};
  return c;
}

HelpCard poigneeCard(Lang lang, const Rules& r) {
  HelpCard c{"poignee", match::tr(lang, Text::HelpPoigneeTitle), {}, {}, {}};
  const PoigneeSize sizes[] = {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple};
  const Text names[] = {Text::PoigneeSimple, Text::PoigneeDouble, Text::PoigneeTriple};
  c.lines = {say(lang, Text::HelpPoignee1, {{"simple", r.poigneeTrumps(sizes[0])}, {"double", r.poigneeTrumps(sizes[1])},
                                            {"triple", r.poigneeTrumps(sizes[2])}}),
             say(lang, Text::HelpPoignee2, {{"p1", poigneeBonus(sizes[0])}, {"p2", poigneeBonus(sizes[1])},
                                            {"p3", poigneeBonus(sizes[2])}})};
  for (int k = 0; k < 3; ++k)
    c.figures.push_back(box(match::integerText(lang, r.poigneeTrumps(sizes[k])), match::tr(lang, names[k])));
  c.glosses = {termGloss(Term::Poignee)};
  return c;
}

HelpCard bonusCard(Lang lang, const Rules& r) {
  HelpCard c{"bonus", match::tr(lang, Text::HelpBonusTitle), {}, {}, {}};
  ScoreInput petit, announced, made, failed;
  petit.petitAuBout = Camp::Attack;
  announced.chelemAnnounced = failed.chelemAnnounced = true;
  announced.chelemMadeBy = made.chelemMadeBy = Camp::Attack;
  for (ScoreInput* in : {&petit, &announced, &made, &failed}) in->players = r.players;
  const std::string a = match::integerText(lang, bonusOf(announced), true);
  const std::string m = match::integerText(lang, bonusOf(made), true);
  const std::string f = match::integerText(lang, bonusOf(failed), true);
  c.lines = {say(lang, Text::HelpPetit, {{"petit", bonusOf(petit)}}),
             say(lang, Text::HelpChelem, {}, {{"announced", a}, {"made", m}, {"failed", f}})};
  c.figures = {face(kPetit, match::integerText(lang, bonusOf(petit), true)), box(a), box(m), box(f)};
  c.glosses = {termGloss(Term::PetitAuBout), termGloss(Term::Chelem)};
  return c;
}

HelpCard callCard(Lang lang) {
  HelpCard c{"call", match::tr(lang, Text::HelpCallTitle), {}, {}, {}};
  c.lines = {say(lang, Text::HelpCall1), say(lang, Text::HelpCall2)};
  for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
    c.figures.push_back(face(suitCard(s, kRoi), s == Suit::Hearts ? match::tr(lang, Text::HelpCalled) : ""));
  return c;
}

}  // namespace

std::vector<HelpCard> helpCards(Lang lang, int players) {
  Rules r;
  r.players = players >= 3 && players <= 5 ? players : 4;
  std::vector<HelpCard> cards = {dealCard(lang, r), bidsCard(lang, r)};
  if (r.players == 5) cards.push_back(callCard(lang));
  cards.insert(cards.end(), {boutsCard(lang), valuesCard(lang), playCard(lang), excuseCard(lang), poigneeCard(lang, r),
                             bonusCard(lang, r)});
  if (lang != Lang::English) {
    for (HelpCard& c : cards) c.glosses.clear();  // in French the terms are the language's own
  } else {
    cards.push_back({"glossary", kGlossaryTitle, {}, {}, allGlosses()});
  }
  return cards;
}

}  // namespace tarot::client
