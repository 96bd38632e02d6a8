// A match as the screen plays it: the settings, who sits where each deal, the engine state of the deal in
// progress, the bots (with a readable pace and sliced thinking so no frame is blocked), the announcements, the
// deal history with the marque, and saving/restoring the whole match as versioned JSON. No drawing, no clock
// of its own: the caller passes the time.
#pragma once
#include "bots/bot.h"
#include "engine/game_state.h"
#include "engine/table.h"
#include "record/deal_record.h"
#include "match/refusal_text.h"
#include "match/seat_view.h"
#include "match/translations.h"
#include <array>
#include <memory>
#include <string>
#include <vector>

namespace tarot::match {

// The pace of the table at speed 1, in seconds: a card sliding in from its player, a full trick held then
// gathered by its winner, the chien on show, a bot's pause before it acts.
inline constexpr double kBotDelaySeconds = 0.6;
inline constexpr double kArriveSeconds = 0.18;
inline constexpr double kTrickHoldSeconds = 1.1;
inline constexpr double kCollectSeconds = 0.35;
inline constexpr double kChienShowSeconds = 2.6;
// The cards going round the table at the start of a deal (skippable; a bot's first bid waits for it).
inline constexpr double kDealShowSeconds = 1.2;

struct MatchSettings {
  int people = 4;                          // 3, 4 or 5 people at the table
  TableMode mode = TableMode::Standard;    // FiveAtFour: five people, the dealer sits out
  std::array<std::string, kMaxPlayers> names{{"Vous", "Camille", "Hugo", "Léa", "Louis"}};
  std::array<BotLevel, kMaxPlayers> levels{{BotLevel::Standard, BotLevel::Standard, BotLevel::Standard,
                                            BotLevel::Standard, BotLevel::Standard}};  // [0]: person 0's bot under autoplay
  int deals = 8;                           // deals to play (annulled deals do not count)
  bool seedGiven = false;
  std::uint64_t seed = 0;                  // the first deal's number; later deals follow
  Lang lang = Lang::French;
  float speed = 1.0f;                      // animation and bot pace multiplier
  std::string club;                        // shown on the table when set (embedding)
  bool autoplay = false;                   // a bot plays the human's seat too (demonstrations, tests)
  bool undo = true;                        // the person may take back their last card or decision (undo=0: not)

  // Checks and clamps; returns a reason when something had to be corrected (nullptr when all was valid).
  const char* normalise();
  // True when `o` describes the same match (the table, the people and bots, the deals and their numbers), whatever
  // the language, pace or club shown: a page opened again with start=1 resumes such a match rather than replace it.
  bool sameMatch(const MatchSettings& o) const;
};

enum class AnnouncementKind : std::uint8_t { Bid, Call, Poignee, Chelem };
struct Announcement {
  int person = 0;
  AnnouncementKind kind = AnnouncementKind::Bid;
  Action action;
};

// One deal of the match, as it ended.
struct DealEntry {
  int number = 0;                  // 1-based among played deals; 0 for an annulled deal
  int dealerPerson = 0;
  std::uint64_t seed = 0;
  DealSeating seating;
  DealRecord record;
  Annulment annulled = Annulment::None;
  DealResult result;
  std::array<int, kMaxPlayers> personScores{};  // by person (0 for the person sitting out)
};

// A view received `seconds` ago, aged as the table's pace would: the newest card slides in, a full trick is held,
// gathered, then gone from the middle. (A client of a server's table animates from its own clock.)
void ageView(SeatView* v, double seconds, double speed);

class Match {
 public:
  Match() = default;

  void startMatch(const MatchSettings& settings, std::uint64_t matchSeed, double now);
  bool active() const { return active_; }
  const MatchSettings& settings() const { return settings_; }

  // Advances bots and timers. A bot whose turn it is thinks for at most thinkMs of processor time per call (a
  // slice of the screen's frame), but not in the call right after an action: that frame already pays for the save
  // and the trick's resolution.
  static constexpr double kThinkSliceMs = 8.0;
  void update(double now, double thinkMs = kThinkSliceMs);

  const GameState& state() const { return state_; }
  const DealSeating& seating() const { return seating_; }
  int humanSeat() const { return seating_.seatOfPerson[0]; }
  bool humanToAct(double now) const { (void)now; return personToAct(0); }
  // True when it is this person's turn and no bot plays for them.
  bool personToAct(int person) const;
  // What this person may see now (seat_view.h): the screen draws only this.
  SeatView view(int person, double now) const;
  // The engine's observation of this person's seat (what a bot in that seat would be given: their own hand and the
  // public facts), for the expert's advice; false while they sit out or no deal is on.
  bool observation(int person, Observation* out) const;
  // A person's action; the engine's refusal is returned (and nothing changes), or a Refusal that is false. Out of
  // turn: NotYourTurn, naming whose turn it is (seat) and the person's seat (other).
  Refusal humanAct(const Action& a, double now) { return personAct(0, a, now); }
  // The same for any person (a table shared over the network has several people at it).
  Refusal personAct(int person, const Action& a, double now);
  // Whether a bot plays this person's seat (everyone but person 0 by default, person 0 too under autoplay). A
  // networked table hands a seat to a bot when its person leaves and back when they return.
  void setBotPlays(int person, bool botPlays);
  bool botPlays(int person) const { return person >= 0 && person < kMaxPlayers && bots_[person] != nullptr; }
  // A person's name, changed when someone else takes their seat at a networked table.
  void setPersonName(int person, const std::string& name) {
    if (person >= 0 && person < kMaxPlayers) { settings_.names[person] = name; dirty_ = true; }
  }
  // The last action applied (a person's or a bot's) and who made it, for a server's action log.
  const Action& lastAction() const { return lastAction_; }
  int lastActor() const { return lastActor_; }
  // The names of the current deal's seats (who sits where this deal), for refusalText.
  std::array<std::string, kMaxPlayers> seatNames() const;
  // A refusal worded in the match's language with the current deal's names.
  std::string refusalText(const Refusal& r) const;
  // When on for a person, their chelem question is put only when their hand could make one (chelem_question.h);
  // otherwise the match answers "no chelem" for them through the engine's check, so the deal's record holds that
  // answer like any other. Off for everyone by default (every taker is asked). Not saved: the screen sets it from
  // the person's settings, and it survives loadJson.
  void setChelemAskedOnlyWhenPossible(int person, bool on) {
    if (person >= 0 && person < kMaxPlayers) chelemAuto_[size_t(person)] = on;
  }
  bool chelemAskedOnlyWhenPossible(int person) const {
    return person >= 0 && person < kMaxPlayers && chelemAuto_[size_t(person)];
  }
  // The animation and bot pace multiplier, changed during the match (the person's settings); clamped to 0.25..4.
  void setSpeed(float speed);
  // Seat whose bot is still thinking once the table's pause is over (for the "thinking…" label), or -1.
  int thinkingSeat() const { return waitingOnBot_ ? thinkingSeat_ : -1; }

  TrickView trickView(double now) const;
  // The chien is on show (prise/garde) until this time.
  bool chienShowing(double now) const { return now < chienUntil_; }
  // How far the deal's cards have gone round (0..1; 1 once dealt, after a restart or an undo).
  float dealShown(double now) const;
  // The person tapped through the deal (or prefers reduced motion): the cards are all dealt now, and the first bot
  // to bid speaks after the usual pause.
  void skipDealShow(double now);
  // After a restart (loadJson): shows again what the last action left on the table, as at that moment: the cards
  // going round before anyone spoke, the chien turned over during the écart, a trick just completed before it is
  // gathered, the last card arrived.
  void showLastMoment(double now);
  const std::vector<Announcement>& announcements() const { return announcements_; }

  // True when person 0 may take back their last action: a deal in progress against bots, undo allowed, and an
  // action of theirs in this deal.
  bool canUndo() const;
  // Rewinds the deal to just before person 0's last action (the bots' actions after it go too): the deal is
  // replayed from its seed with the actions that stand, so its record holds only those. False when !canUndo().
  bool undo(double now);

  bool dealFinished() const;                    // over or annulled, waiting for nextDeal()
  void nextDeal(double now);
  bool matchOver() const;
  int dealsPlayed() const { return dealsPlayed_; }
  int dealNumber() const { return dealsPlayed_ + (dealFinished() && state_.phase() == Phase::Over ? 0 : 1); }
  std::uint64_t dealSeed() const { return dealSeed_; }
  const std::vector<DealEntry>& history() const { return history_; }
  std::array<int, kMaxPlayers> totals() const;
  // Final ranking: person indices, best first (tie-break: deals won as taker, then shared place).
  std::vector<int> ranking(std::vector<int>* places = nullptr) const;
  int dealsWonAsTaker(int person) const;

  // Events for the host page (deal and match ends), as JSON strings; taken once.
  std::vector<std::string> takeEvents();

  // Whole match as versioned JSON, and back. load() refuses foreign, corrupt or inconsistent data with a reason.
  // saveJson(k) leaves out the first k finished deals (a server keeps those apart, written once each, so that a
  // save after each action costs the deal in progress, not the whole match); historyEntryJson(i) is deal i as the
  // save writes it, and loadJson takes the left-out deals back in `earlierDeals`.
  std::string saveJson(std::size_t historyFrom = 0) const;
  std::string historyEntryJson(std::size_t i) const;
  const char* loadJson(const std::string& text, double now, std::string* why,
                       const std::vector<std::string>& earlierDeals = {});
  // True when something changed since the last call (the caller saves then).
  bool takeDirty() { const bool d = dirty_; dirty_ = false; return d; }

 private:
  void beginDeal(double now);
  void applyAction(const Action& a, double now);
  // A deal (re)started at `now`: no animation under way, the next bot after the usual pause.
  void resetPacing(double now);
  void noteAnnouncement(int person, const Action& a);
  int lastStepOf(int seat, int before = -1) const;
  // True when step i is a "no chelem" the match answered for the person (so undo passes over it).
  bool autoAnsweredStep(int i) const;
  // The person's chelem question answered "no" for them when it is not worth asking; true when it was.
  bool autoAnswerChelem(int person, double now);
  void finishDeal();
  void makeBots();
  std::uint64_t seedForDeal(int index) const;

  MatchSettings settings_;
  bool active_ = false;
  std::uint64_t matchSeed_ = 0;
  int dealIndex_ = 0;        // deals dealt so far, annulled included
  int dealsPlayed_ = 0;
  int dealerPerson_ = 0;
  // Five at four: the person sitting out deals again after an all-pass deal ("procède à la distribution tant que
  // personne ne prend"). Matches saved before this rule (no "same_dealer_after_all_pass" in the save) go on as
  // they were begun, the deal passing on.
  bool sameDealerAfterAllPass_ = true;
  std::uint64_t dealSeed_ = 0;
  DealSeating seating_;
  GameState state_;
  bool dealRecorded_ = false;
  std::array<std::unique_ptr<Bot>, kMaxPlayers> bots_;   // by person
  std::vector<Announcement> announcements_;
  struct Step { int seat; Action action; };
  std::vector<Step> steps_;      // the current deal's actions in order, bots' included
  std::vector<DealEntry> history_;
  std::vector<std::string> events_;
  double nextActionAt_ = 0;
  double chienUntil_ = 0;
  double dealShownFrom_ = 0, dealShownUntil_ = 0;  // the deal's cards going round, between these times
  double trickShownAt_ = -1;     // when the last trick completed
  double lastPlayAt_ = -1;
  bool thinking_ = false;
  bool justActed_ = false;  // an action was applied since the last update: no thinking slice in this one
  bool decided_ = false;         // the bot has chosen and waits for the table's pause to end
  bool waitingOnBot_ = false;    // the pause is over and the bot is still thinking
  int thinkingSeat_ = -1;
  bool dirty_ = false;
  Action lastAction_;
  int lastActor_ = -1;
  std::array<bool, kMaxPlayers> chelemAuto_{};
};

// Drives a match with a bot in every seat (settings.autoplay) to its end without a screen or sleeping: the clock
// `*now` advances by `step` seconds per update. Returns false if the match is not over after `maxUpdates`.
inline bool playToEnd(Match* match, double* now, double step = 0.25, long maxUpdates = 2000000) {
  for (long i = 0; i < maxUpdates && match->active() && !match->matchOver(); ++i) match->update(*now += step);
  return match->matchOver();
}

}  // namespace tarot::match
