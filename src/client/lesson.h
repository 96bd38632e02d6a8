// "Apprendre": one scripted deal at four where the table explains each step as it comes (the deal, the bid, the
// chien and the écart, leading, following suit, trumping and over-trumping, the Excuse, the count) and lets the
// person do it. The deal is a fixed set of hands the engine deals from (GameState::fromCards); every move, the
// person's and the scripted bots', is an engine action checked by the engine. A wrong tap is answered with the
// engine's refusal worded, or with what the lesson asks and why; never a dead end. No ImGui, no clock.
#pragma once
#include "engine/game_state.h"
#include "match/seat_view.h"
#include "match/translations.h"
#include <string>
#include <vector>

namespace tarot::client {

using match::Lang;
using match::SeatView;

// The lesson's words (their own table in the translation module, client/lesson_words.cpp).
enum class LessonText {
  Title, Next, Finish, Deal, Bid, Chien, Ecart, Lead, GiveLead, Trump, Excuse, Follow, PlayOn, Counting, Made, Down,
  WrongBid, WrongEcart, WrongCard, KeepExcuse, ReadFirst, Count
};
// Adds the lesson's table to the translation module; once (lessonText calls it).
void registerLessonWords();
const char* lessonText(Lang lang, LessonText key);

class Lesson {
 public:
  // The steps in the order they come; the reading ones wait for "Suivant".
  enum class Step { Deal, Bid, Chien, Ecart, Lead, GiveLead, Trump, Excuse, Follow, PlayOn, Count, Done };

  // A new lesson at `now`, in `lang`; `speed` paces the bots and the trick as the table's speed does (1: normal).
  void start(Lang lang, float speed, double now);
  // The scripted bots play when their turn comes, at the table's pace.
  void tick(double now);
  // The person's action: "" when taken, else why not (the engine's refusal worded, or what the lesson asks).
  std::string act(const Action& a, double now);
  // A reading step read: on to the next.
  void next(double now);
  // The chien is on show in the middle (its step's text waits until it has joined the taker's hand).
  bool chienShowing(double now) const;

  Step step() const { return step_; }
  bool reading() const { return step_ == Step::Deal || step_ == Step::Chien || step_ == Step::Count; }
  bool done() const { return step_ == Step::Done; }
  Lang lang() const { return lang_; }
  // The step's text in the person's language (the count with the deal's own numbers).
  std::string text() const;
  // What the person must do now: the actions the lesson takes (empty on a reading step or while others play).
  std::vector<Action> expected() const;
  // The cards of the écart the lesson asks for.
  static CardSet ecartAsked();
  // What the person sees at the table (person 0, at the bottom).
  SeatView view(double now) const;
  const GameState& state() const { return state_; }
  static const char* stepName(Step s);

 private:
  bool personsTurn(double now) const;
  Action botAction() const;
  void applied(double now);
  void advance();
  std::string wrongText(const Action& a) const;

  Lang lang_ = Lang::French;
  double pace_ = 1;            // seconds per second of the table at speed 1
  Step step_ = Step::Deal;
  GameState state_;
  std::array<std::string, kMaxPlayers> names_{};
  int personPlays_ = 0;        // cards the person has played
  double nextAt_ = 0;          // the next bot acts no sooner
  double lastPlayAt_ = -1, trickShownAt_ = -1;
  double chienShownAt_ = -1;   // the chien laid out for all, for its usual time, before its step is told
};

}  // namespace tarot::client
