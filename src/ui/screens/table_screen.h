// The card table while a deal is on: seats, trick, hand and the decision panels (bid, call, écart, chelem,
// poignée), drawn from the person's SeatView.
#pragma once
#include "client/player_settings.h"
#include "match/seat_session.h"
#include "ui/widgets.h"
#include <vector>

namespace tarot::ui {

struct TableScreen {
  enum class Choice { None, Menu, Help, Sheet, Settings, Hint };  // the top bar's buttons

  bool panelsHidden = false;                     // another panel is open: the decision waits under it
  SeatView view;                                 // what the person sees, refreshed each frame and after each action
  std::array<std::string, 5> seatNotes;          // by person, after the name: a seat's state at an online table
  // The expert's advice: the "Conseil" button is offered at the person's turn when hintOffered, and the advice (or
  // "thinking…") is shown on its own line under the top bar's buttons while hintLine is not empty.
  bool hintOffered = false;
  std::string hintLine;
  CardSet hintCards;                             // the advised card (or écart), outlined in the hand
  CardSet ecartSelection;
  // Poignée with more trumps than the size needs: the size being chosen and the trumps picked to show.
  PoigneeSize poigneeChoice = PoigneeSize::None;
  CardSet poigneeSelection;

  // The person's settings for the hand (card size, sort order, a second tap to play), applied each frame.
  PlayerSettings settings;
  // The card raised by a first tap when a second one plays it (settings.confirmPlay), or kNoCard.
  Card raisedCard() const { return raised_; }
  // The hand as drawn, left to right.
  const std::vector<Card>& handOrder() const { return handOrder_; }

  float topBarHeight() const { return topH_; }
  // Forgets the choices in progress (a new match).
  void reset();
  void refresh(const SeatSession& game, double now) { view = game.view(now); }
  Choice draw(Context& ui, SeatSession& game, ImVec2 size);

 private:
  // The person's action, checked by the engine; the view follows at once. The refusal in words, or "".
  std::string act(Context& ui, SeatSession& game, const Action& a);
  Choice drawTopBar(Context& ui, SeatSession& game, ImVec2 size);
  void drawSeats(Context& ui, ImVec2 size);
  void drawTrick(Context& ui, ImVec2 size);
  void drawHand(Context& ui, SeatSession& game, ImVec2 size);
  void drawPanels(Context& ui, SeatSession& game, ImVec2 size);
  // Where each person sits on screen: the person at the screen at the bottom, the others around in playing order.
  ImVec2 personAnchor(int person, ImVec2 size) const;

  int focus_ = -1;          // keyboard focus in the hand (display index)
  int pressed_ = -1;        // card under the pointer when pressed
  Card raised_ = kNoCard;   // raised by a first tap (settings.confirmPlay)
  ImVec2 pressPos_;
  std::vector<Card> handOrder_;
  HandLayout hand_;
  bool showLastTrick_ = false;
  float topH_ = 60;         // the top bar's height (last frame)
  float handTop_ = 0;       // the top of the person's hand
  float tableTop_ = 0, tableBottom_ = 0;  // the band between the top bar and the hand
  float seatCardW_ = 30;    // the others' card backs
  float panelTop_ = -1;     // the decision panel's top (last frame), -1 when none
  void layoutHandFor(ImVec2 size);
};

}  // namespace tarot::ui
