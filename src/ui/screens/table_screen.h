// The card table while a deal is on: seats, trick, hand and the decision panels (bid, call, écart, chelem,
// poignée), drawn from the person's SeatView.
#pragma once
#include "client/player_settings.h"
#include "match/seat_session.h"
#include "ui/screens/table_bar.h"
#include "ui/widgets.h"
#include <string>
#include <utility>
#include <vector>

namespace tarot::ui {

struct PanelGrid;  // the frame a decision panel is drawn in (table_panels.cpp)

struct TableScreen {
  // The top bar's buttons; a tap on the deal; the lesson's "Suivant".
  enum class Choice { None, Menu, Help, Sheet, Settings, Hint, SkipDeal, LessonNext };

  bool panelsHidden = false;                     // another panel is open: the decision waits under it
  SeatView view;                                 // what the person sees, refreshed each frame and after each action
  std::array<std::string, 5> seatNotes;          // by person, after the name: a seat's state at an online table
  // The expert's advice: the "Conseil" button is offered at the person's turn when hintOffered, and the advice (or
  // "thinking…") is shown on its own line under the top bar's buttons while hintLine is not empty.
  bool hintOffered = false;
  std::string hintLine;
  std::string glossLine;                         // in English, a French term's gloss the first time (client::Glosses)
  CardSet hintCards;                             // the advised card (or écart), outlined in the hand
  // The lesson's step ("Apprendre"): its text in the decision panel when one is up, else in a small panel of its own
  // placed as the decision panels are (over no seat, no bid, no trick), with `next` as a button when the step is
  // only to be read ("" when the person is to act).
  struct LessonNote {
    std::string text, next;
  } lesson;
  CardSet ecartSelection;
  // Poignée with more trumps than the size needs: the size being chosen and the trumps picked to show.
  PoigneeSize poigneeChoice = PoigneeSize::None;
  CardSet poigneeSelection;

  // The person's settings for the hand (card size, sort order, a second tap to play), applied each frame.
  PlayerSettings settings;
  bool reducedMotion = false;  // the device asks for less motion: a refused card is outlined, not shaken
  // A card of the hand refused (not playable now, not allowed in the écart or a poignée): shaken for a moment (paced
  // by the animation speed) and the reason in a short line just above the hand, in place of the person's name.
  struct Refusal {
    Card card = kNoCard;
    std::string why;
    double at = -100;
    Rect line;  // where the line was drawn (last frame)
    int frames = 0;  // frames it was drawn in: a few at least, however slow the frames (a slow device)
  };
  static constexpr double kRefusalSeconds = 2.5;  // the line's time on screen (reading time: not paced)
  const Refusal& refusal() const { return refusal_; }
  bool refusalShown(double now) const {
    return refusal_.card != kNoCard && now >= refusal_.at && (now < refusal_.at + kRefusalSeconds || refusal_.frames < 3);
  }
  // The card raised by a first tap when a second one plays it (settings.confirmPlay), or kNoCard.
  Card raisedCard() const { return raised_; }
  // The hand as drawn, left to right.
  const std::vector<Card>& handOrder() const { return handOrder_; }

  float topBarHeight() const { return bar_.height; }
  // The top of the person's name over the hand (last frame): nothing of the app's is drawn below it at the table.
  float handNameTop() const { return handTop_ - ImGui::GetFontSize() - 22; }
  // True when the top bar keeps one row and offers the rest in its menu (a narrow screen).
  bool compactBar() const { return bar_.compact; }
  // The ids of the buttons in the top bar's menu (empty when they are all on the bar), and whether it is open.
  const std::vector<std::string>& menuItems() const { return bar_.menuItems; }
  bool menuOpen() const { return bar_.menuOpen; }
  // The decision panel of the last frame (w = 0 when none).
  Rect panelRect() const { return panelRect_; }
  // Forgets the choices in progress (a new match).
  void reset();
  void refresh(const SeatSession& game, double now) { view = game.view(now); }
  Choice draw(Context& ui, SeatSession& game, ImVec2 size);

 private:
  // The person's action, checked by the engine; the view follows at once. The refusal in words, or "".
  std::string act(Context& ui, SeatSession& game, const Action& a);
  // The top bar (its own struct), its button pressed turned into the screen's choice (undo done here).
  Choice drawTopBar(Context& ui, SeatSession& game, ImVec2 size);
  void drawSeats(Context& ui, ImVec2 size);
  void drawTrick(Context& ui, ImVec2 size);
  // The chien on show in the middle of the table, clear of the seats (table_trick.cpp).
  void drawChien(Context& ui, ImVec2 size, float cw, ImVec2 centre);
  void drawHand(Context& ui, SeatSession& game, ImVec2 size);
  void activateCard(Context& ui, SeatSession& game, int index);
  void drawPanels(Context& ui, SeatSession& game, ImVec2 size);
  // The lesson's own panel (lesson_panel.cpp); true when its button was tapped.
  bool drawLessonPanel(Context& ui, ImVec2 size);
  // Its height for the step's text in a panel `w` wide: known before it is drawn, so that the table's band follows
  // a longer text in the same frame.
  float lessonPanelH(float w) const;
  // Where the decision panel goes (table_panels.cpp): its left, its bottom, its width and the height it may take.
  struct PanelPlace { float x = 0, bottom = 0, w = 0, maxH = 0; };
  PanelPlace placePanel(ImVec2 size) const;
  // One panel per decision, in the frame they share.
  void drawBidPanel(Context& ui, SeatSession& game, PanelGrid& g);
  void drawCallPanel(Context& ui, SeatSession& game, PanelGrid& g);
  void drawEcartPanel(Context& ui, SeatSession& game, PanelGrid& g);
  void drawChelemPanel(Context& ui, SeatSession& game, PanelGrid& g);
  void drawPoigneePanel(Context& ui, SeatSession& game, PanelGrid& g);
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
  Refusal refusal_;
  // The refused card's sideways offset now (a shake dying away), and the refusal's line over the person's name.
  float refusalShake(double now, float cardW) const;
  void drawRefusal(Context& ui, ImVec2 size);
  ImVec2 pressPos_;
  std::vector<Card> handOrder_;
  HandLayout hand_;
  TopBar bar_;
  float handTop_ = 0;       // the top of the person's hand
  float tableTop_ = 0, tableBottom_ = 0;  // the band between the top bar and the hand
  float seatCardW_ = 30;    // the others' card backs
  float panelTop_ = -1;     // the decision panel's top (last frame), -1 when none
  Rect panelRect_;          // and its rectangle
  float panelShownH_ = 0;   // the last decision panel's height
  bool lessonUp_ = false;   // the lesson's own panel drawn last frame
  Rect lessonAbove_;        // the refused card's line the lesson's panel keeps above this frame (as drawn last frame)
  // What the seats drew this frame (names, announcements, card backs): the trick keeps clear of them.
  struct SeatBox { int person; Rect r; };
  std::vector<SeatBox> seatBoxes_;
  float seatBlockH_ = 0;    // the tallest seat (backs, name, announcement) of the last frame
  // Five around a portrait screen: two rows of seats at the top of the table, the trick under them.
  bool stacked() const { return view.people == 5 && tableBottom_ - tableTop_ > 0 && portrait_; }
  // Stacked, a decision panel up (last frame): the others' card backs are left out, the rows of names move up and
  // the panel has the room they leave.
  bool backsHidden() const { return stacked() && panelTop_ >= 0; }
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
