// The card table while a deal is on: seats, trick, hand and the decision panels (bid, call, écart, chelem,
// poignée), drawn from the person's SeatView.
#pragma once
#include "match/match.h"
#include "ui/widgets.h"
#include <vector>

namespace tarot::ui {

struct TableScreen {
  enum class Choice { None, Menu, Help, Sheet };  // the top bar's buttons

  bool panelsHidden = false;                     // another panel is open: the decision waits under it
  SeatView view;                                 // what the person sees, refreshed each frame and after each action
  CardSet ecartSelection;
  // Poignée with more trumps than the size needs: the size being chosen and the trumps picked to show.
  PoigneeSize poigneeChoice = PoigneeSize::None;
  CardSet poigneeSelection;

  float topBarHeight() const { return topH_; }
  // Forgets the choices in progress (a new match).
  void reset();
  void refresh(const Match& game, double now) { view = game.view(0, now); }
  Choice draw(Context& ui, Match& game, ImVec2 size);

 private:
  // The person's action, checked by the engine; the view follows at once. The refusal in words, or "".
  std::string act(Context& ui, Match& game, const Action& a);
  Choice drawTopBar(Context& ui, Match& game, ImVec2 size);
  void drawSeats(Context& ui, ImVec2 size);
  void drawTrick(Context& ui, ImVec2 size);
  void drawHand(Context& ui, Match& game, ImVec2 size);
  void drawPanels(Context& ui, Match& game, ImVec2 size);
  // Where each person sits on screen: the person at the screen at the bottom, the others around in playing order.
  ImVec2 personAnchor(int person, ImVec2 size) const;

  int focus_ = -1;          // keyboard focus in the hand (display index)
  int pressed_ = -1;        // card under the pointer when pressed
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
