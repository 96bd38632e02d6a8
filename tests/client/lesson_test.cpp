// "Apprendre" (client/lesson.h) through the controller, as the person plays it: the lesson started from the form,
// each step done by the intents the screen sends, to its end and back to the menu; a wrong tap explained (the
// engine's refusal worded, or what the lesson asks) and nothing changed; the words in both languages.
#include "client/controller.h"
#include "client/memory_storage.h"
#include "match/refusal_text.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

namespace {

using K = Intent::Kind;
using Step = Lesson::Step;

CardSet cards(std::initializer_list<const char*> names) {
  CardSet s;
  for (const char* n : names) s.add(parseCard(n));
  return s;
}

Controller* started(MemoryStorage& store, Lang lang, double* now) {
  auto* c = new Controller(store.host());
  c->tick(*now);
  MatchSettings s;
  s.lang = lang;
  s.speed = 4.0f;
  REQUIRE(c->dispatch(Intent::form(K::StartLesson, s)).empty());
  REQUIRE(c->mode() == Mode::Lesson);
  return c;
}

// Ticks until the lesson waits for the person (a reading step, or their move), comes to another step, or has ended.
bool tickUntilAsked(Controller& c, double* now) {
  const Step from = c.lesson().step();
  for (int i = 0; i < 20000; ++i) {
    if (c.mode() != Mode::Lesson) return true;
    const Lesson& l = c.lesson();
    if (i > 0 && l.step() != from) return true;
    if ((l.reading() && !l.chienShowing(c.now())) || (!l.expected().empty() && c.view().toAct)) return true;
    c.tick(*now += 1.0 / 60);
  }
  return false;
}

// Plays the lesson to `until` by doing what each step asks (the first action it takes); the steps seen in order.
std::vector<Step> playTo(Controller& c, double* now, Step until) {
  std::vector<Step> seen;
  while (c.mode() == Mode::Lesson && c.lesson().step() != until) {
    REQUIRE(tickUntilAsked(c, now));
    if (c.mode() != Mode::Lesson || c.lesson().step() == until) break;
    if (seen.empty() || seen.back() != c.lesson().step()) seen.push_back(c.lesson().step());
    if (c.lesson().reading()) REQUIRE(c.dispatch(Intent::of(K::LessonNext)).empty());
    else REQUIRE(c.dispatch(Intent::act(c.lesson().expected().front())).empty());
  }
  return seen;
}

}  // namespace

TEST_CASE("the lesson's deal is a whole pack dealt by the engine, the person first to speak", "[lesson]") {
  Lesson l;
  l.start(Lang::French, 1.0f, 0);
  const GameState& g = l.state();
  CHECK(g.phase() == Phase::Bidding);
  CHECK(g.currentSeat() == 0);
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == 18);
  CHECK(g.chien() == cards({"T1", "6C", "9C", "3D", "1S", "5H"}));
  // The person's hand: the 21 and the Excuse, seven trumps, three kings (the lesson's case for a Garde).
  const CardSet h = g.hand(0);
  CHECK((h & CardSet::bouts()) == cards({"T21", "EX"}));
  CHECK(h.count(Suit::Trump) == 7);
  CHECK((h & CardSet::ofRank(kRoi)).size() == 3);
  CHECK(l.step() == Step::Deal);
  CHECK(l.reading());
  CHECK(l.expected().empty());
}

TEST_CASE("a lesson played by intents to its end, each step in order, back to the menu", "[lesson]") {
  MemoryStorage store;
  double now = 0;
  std::unique_ptr<Controller> c(started(store, Lang::French, &now));
  // The bid: a Garde (or a Prise) is what the lesson takes.
  const std::vector<Step> first = playTo(*c, &now, Step::Chien);
  CHECK(first == std::vector<Step>{Step::Deal, Step::Bid});
  CHECK(c->lesson().state().taker() == 0);
  CHECK(c->lesson().state().contract() == Contract::Garde);
  // The chien laid out for everyone for a moment (its step's "Suivant" waits), then in the taker's hand.
  SeatView v = c->view();
  CHECK(v.chienOnTable);
  CHECK(v.chien == cards({"T1", "6C", "9C", "3D", "1S", "5H"}));
  CHECK(!v.toAct);
  CHECK(c->dispatch(Intent::of(K::LessonNext)).empty());
  CHECK(c->lesson().step() == Step::Chien);
  REQUIRE(tickUntilAsked(*c, &now));
  v = c->view();
  CHECK(!v.chienOnTable);
  CHECK((v.hand & v.chien) == v.chien);
  CHECK(!v.toAct);
  // The écart the lesson asks for: the four clubs and two small diamonds (no king, no trump, six cards).
  playTo(*c, &now, Step::Ecart);
  REQUIRE(tickUntilAsked(*c, &now));
  REQUIRE(c->lesson().expected().size() == 1);
  CHECK(c->lesson().expected().front() == Action::ecart(cards({"2C", "4C", "6C", "9C", "3D", "5D"})));
  // Then the person leads the King of hearts, gives the lead with the 7 of spades (Camille's Queen takes it), and
  // Camille leads a club: Hugo plays his King, Léa (void) trumps with her 9, and the person, void in clubs since the
  // écart, must over-trump: the trumps above the 9 and nothing else (the Excuse kept for the next step).
  playTo(*c, &now, Step::Trump);
  REQUIRE(tickUntilAsked(*c, &now));
  const GameState& g = c->lesson().state();
  CHECK(g.trickWinner(1) == 1);
  CHECK(g.playedCard(8) == parseCard("1C"));
  CHECK(g.playedCard(9) == parseCard("KC"));
  CHECK(g.playedCard(10) == parseCard("T9"));
  std::vector<Action> trumps;
  for (const char* t : {"T12", "T15", "T18", "T19", "T20", "T21"}) trumps.push_back(Action::play(parseCard(t)));
  CHECK(c->lesson().expected() == trumps);
  // The Excuse led, then a spade led by Léa, which the person must follow.
  const std::vector<Step> middle = playTo(*c, &now, Step::PlayOn);
  CHECK(middle == std::vector<Step>{Step::Trump, Step::Excuse, Step::Follow});
  CHECK(c->lesson().state().trickWinner(3) == 3);
  // The rest of the deal, then the count: the points needed by the bouts the attack holds (FFT: 56, 51, 41, 36).
  playTo(*c, &now, Step::Count);
  REQUIRE(tickUntilAsked(*c, &now));
  REQUIRE(c->lesson().step() == Step::Count);
  const DealResult r = c->lesson().state().result();
  const int needed[] = {56, 51, 41, 36};
  CHECK(r.needed == needed[r.bouts]);
  v = c->view();
  CHECK(v.dealFinished);
  CHECK(v.dealsPlayed == 1);
  CHECK(v.dealScores[0] + v.dealScores[1] + v.dealScores[2] + v.dealScores[3] == 0);
  const std::string text = c->lesson().text();
  CHECK(text.find(std::to_string(r.needed) + " points") != std::string::npos);
  CHECK(text.find("{") == std::string::npos);
  CHECK(c->dispatch(Intent::of(K::LessonNext)).empty());
  CHECK(c->mode() == Mode::Menu);
}

TEST_CASE("a wrong move in the lesson is explained and changes nothing", "[lesson]") {
  MemoryStorage store;
  double now = 0;
  std::unique_ptr<Controller> c(started(store, Lang::French, &now));
  // A card tapped while the deal's step is read.
  CHECK(c->dispatch(Intent::act(Action::bid(Contract::Garde))) == lessonText(Lang::French, LessonText::ReadFirst));
  playTo(*c, &now, Step::Bid);
  REQUIRE(tickUntilAsked(*c, &now));
  // A pass: legal, but the lesson takes the hand.
  CHECK(c->dispatch(Intent::act(Action::bid(Contract::Pass))) == lessonText(Lang::French, LessonText::WrongBid));
  CHECK(c->lesson().step() == Step::Bid);
  playTo(*c, &now, Step::Ecart);
  REQUIRE(tickUntilAsked(*c, &now));
  const GameState before = c->lesson().state();
  // A king in the écart: the engine's refusal, worded as the table words it.
  const Action withKing = Action::ecart(cards({"KH", "4C", "6C", "9C", "3D", "5D"}));
  const std::string why = c->dispatch(Intent::act(withKing));
  CHECK(!why.empty());
  CHECK(why == match::refusalText(Lang::French, before.check(withKing), c->lesson().view(now).names));
  // A legal écart other than the one asked: what the lesson asks.
  const Action other = Action::ecart(cards({"2C", "4C", "6C", "9C", "1S", "5H"}));
  CHECK(!before.check(other));
  CHECK(c->dispatch(Intent::act(other)) == lessonText(Lang::French, LessonText::WrongEcart));
  CHECK(c->lesson().state() == before);
  playTo(*c, &now, Step::Lead);
  REQUIRE(tickUntilAsked(*c, &now));
  CHECK(c->dispatch(Intent::act(Action::play(parseCard("QH")))) == "Pour cette leçon, jouez le Roi de cœur.");
  playTo(*c, &now, Step::Trump);
  REQUIRE(tickUntilAsked(*c, &now));
  // The 8 under Léa's 9: refused by the engine (over-trump); the Excuse: kept for the next step.
  const Action under = Action::play(parseCard("T8"));
  const Refusal r = c->lesson().state().check(under);
  CHECK(r.code == RefusalCode::MustOverTrump);
  CHECK(c->dispatch(Intent::act(under)) == match::refusalText(Lang::French, r, c->lesson().view(now).names));
  CHECK(c->dispatch(Intent::act(Action::play(kExcuse))) == lessonText(Lang::French, LessonText::KeepExcuse));
  CHECK(c->lesson().step() == Step::Trump);
  // Leaving from the table's menu goes back to the form.
  CHECK(c->dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK(c->mode() == Mode::Menu);
}

TEST_CASE("the lesson speaks French and English, every step", "[lesson]") {
  registerLessonWords();
  for (int k = 0; k < int(LessonText::Count); ++k) {
    CHECK(words::has(Lang::French, LessonText(k)));
    CHECK(words::has(Lang::English, LessonText(k)));
    CHECK(std::string(lessonText(Lang::French, LessonText(k))) != lessonText(Lang::English, LessonText(k)));
  }
  MemoryStorage store;
  double now = 0;
  std::unique_ptr<Controller> c(started(store, Lang::English, &now));
  CHECK(c->lesson().text().find("The deal") == 0);
  CHECK(c->view().names[0] == "You");
  playTo(*c, &now, Step::Lead);
  REQUIRE(tickUntilAsked(*c, &now));
  CHECK(c->dispatch(Intent::act(Action::play(parseCard("QH")))) == "For this lesson, play the King of hearts.");
}
