// The card table while a deal is on: seats, trick, hand and the decision panels (bid, call, écart, chelem,
// poignée), drawn from the person's SeatView.
#pragma once
#include "client/player_settings.h"
#include "match/seat_session.h"
#include "ui/widgets.h"
#include <string>
#include <utility>
#include <vector>

namespace tarot::ui {

struct TableScreen {
  enum class Choice { None, Menu, Help, Sheet, Settings, Hint, SkipDeal };  // the top bar's buttons; a tap on the deal

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
  // The top of the person's name over the hand (last frame): nothing of the app's is drawn below it at the table.
  float handNameTop() const { return handTop_ - ImGui::GetFontSize() - 22; }
  // True when the top bar keeps one row and offers the rest in its menu (a narrow screen).
  bool compactBar() const { return compact_; }
  // The ids of the buttons in the top bar's menu (empty when they are all on the bar), and whether it is open.
  const std::vector<std::string>& menuItems() const { return menuItems_; }
  bool menuOpen() const { return menuOpen_; }
  // The decision panel of the last frame (w = 0 when none).
  Rect panelRect() const { return panelRect_; }
  // Forgets the choices in progress (a new match).
  void reset();
  void refresh(const SeatSession& game, double now) { view = game.view(now); }
  Choice draw(Context& ui, SeatSession& game, ImVec2 size);

 private:
  // The person's action, checked by the engine; the view follows at once. The refusal in words, or "".
  std::string act(Context& ui, SeatSession& game, const Action& a);
  Choice drawTopBar(Context& ui, SeatSession& game, ImVec2 size);
  std::string drawMenuSheet(Context& ui, ImVec2 size, const std::vector<std::pair<std::string, std::string>>& rows);
  void drawSeats(Context& ui, ImVec2 size);
  void drawTrick(Context& ui, ImVec2 size);
  void drawHand(Context& ui, SeatSession& game, ImVec2 size);
  void drawPanels(Context& ui, SeatSession& game, ImVec2 size);
  // The deal's cards going round (table_moments.cpp): a packet flying from the middle to each seat in turn; true
  // when the person tapped to pass it.
  bool drawDealing(Context& ui, ImVec2 size);
  // Cards of the hand drawn while the deal goes round (all once dealt).
  size_t handShown() const;
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
  Rect panelRect_;          // and its rectangle
  float panelShownH_ = 0;   // the last decision panel's height
  bool compact_ = false;    // the top bar in one row, with a menu
  bool menuOpen_ = false;
  std::vector<std::string> menuItems_;
  // What the seats drew this frame (names, announcements, card backs): the trick keeps clear of them.
  struct SeatBox { int person; Rect r; };
  std::vector<SeatBox> seatBoxes_;
  float seatBlockH_ = 0;    // the tallest seat (backs, name, announcement) of the last frame
  // Five around a portrait screen: two rows of seats at the top of the table, the trick under them.
  bool stacked() const { return view.people == 5 && tableBottom_ - tableTop_ > 0 && portrait_; }
  bool portrait_ = false;
  // A landscape phone (844x390): the others in one row at the top, the decision panels wide and low.
  static bool lowScreen(ImVec2 s) { return s.y < 500 && s.x > s.y; }
  void layoutHandFor(ImVec2 size);
  static Rules rulesOf(const SeatView& v) {
    Rules r;
    r.players = v.players;
    return r;
  }
};

}  // namespace tarot::ui
