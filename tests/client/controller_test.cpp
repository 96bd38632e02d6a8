// The app's controller without a screen (client/controller.h): a match started and played through intents, saved
// after each change into the device's storage, resumed by a new controller from that storage in the same state,
// archived once when it is over; the person's last decision taken back; refusals in words; the start-up query.
#include "client/controller.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

namespace {

using K = Intent::Kind;

MatchSettings settingsFor(int people, int deals, std::uint64_t seed) {
  MatchSettings s;
  s.people = people;
  s.deals = deals;
  s.seed = seed;
  s.seedGiven = true;
  s.speed = 4.0f;
  return s;
}

// Ticks at 60 frames a second until the person is to act (or the deal or match is over); false when it never came.
bool tickUntilPersonActs(Controller& c, double* now, int maxTicks = 20000) {
  for (int i = 0; i < maxTicks; ++i) {
    c.tick(*now += 1.0 / 60);
    const SeatView v = c.view();
    if (v.toAct || v.dealFinished) return true;
  }
  return false;
}

// A plain legal decision from the view alone: a prise (so that the deal is played), the first legal action
// otherwise (the lowest card...), or a valid écart.
Action plainAction(const SeatView& v) {
  if (v.phase == Phase::Ecart) {
    CardSet chosen, allowed = v.ecartRule.allowed, trumps;
    while (!allowed.empty()) {
      const Card c = allowed.pop();
      if (isTrump(c)) trumps.add(c);
      else if (chosen.size() < v.ecartRule.size) chosen.add(c);
    }
    while (chosen.size() < v.ecartRule.size && !trumps.empty()) chosen.add(trumps.pop());
    return Action::ecart(chosen);
  }
  if (v.phase == Phase::Play && !v.awaitingPoignee) return Action::play(v.legalPlays.first());
  for (const Action& a : v.legal)
    if (a.kind == ActionKind::Bid && a.contract() == Contract::Prise) return a;
  return v.legal.front();
}

// Plays `actions` of the person's decisions through intents (ticking between them); returns how many were played.
int playDecisions(Controller& c, double* now, int actions) {
  int played = 0;
  while (played < actions && tickUntilPersonActs(c, now)) {
    const SeatView v = c.view();
    if (v.dealFinished) break;
    REQUIRE(c.dispatch(Intent::act(plainAction(v))) == "");
    ++played;
  }
  return played;
}

// The person's view, what matters of it for a resume: the same deal at the same point.
void checkSameTable(const SeatView& a, const SeatView& b) {
  CHECK(a.dealsPlayed == b.dealsPlayed);
  CHECK(a.phase == b.phase);
  CHECK(a.playedCount == b.playedCount);
  CHECK(a.hand == b.hand);
  CHECK(a.turn == b.turn);
  CHECK(a.totals == b.totals);
}

}  // namespace

TEST_CASE("Controller: a match started by intent is saved after each change and resumed by a new controller",
          "[client]") {
  MemoryStorage store;
  double now = 10;
  Controller c(store.host());
  CHECK(c.mode() == Mode::Menu);
  CHECK_FALSE(c.menu().resumeOffered);  // nothing kept yet
  c.tick(now);
  REQUIRE(c.dispatch(Intent::form(K::StartMatch, settingsFor(4, 2, 77))).empty());
  CHECK(c.mode() == Mode::Table);
  CHECK(c.tableSettings().deals == 2);
  CHECK(store.has(kCurrentMatchKey));  // saved at once: left before anything is played, it is still offered
  REQUIRE(c.dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK(c.menu().resumeOffered);
  REQUIRE(c.dispatch(Intent::form(K::ResumeMatch, MatchSettings())).empty());
  const int played = playDecisions(c, &now, 6);
  REQUIRE(played == 6);
  c.tick(now += 1.0 / 60);
  REQUIRE(store.has(kCurrentMatchKey));
  const int savesBefore = store.writes(kCurrentMatchKey);
  CHECK(savesBefore >= played);  // at least one save per decision taken (the bots' moves add more)
  const SeatView before = c.view();
  const std::uint64_t seed = c.dealSeed();

  // A second controller on the same storage (the page opened again): the form offers to resume; resumed, the
  // table is the same.
  Controller again(store.host());
  CHECK(again.menu().resumeOffered);
  again.tick(now);
  REQUIRE(again.dispatch(Intent::form(K::ResumeMatch, MatchSettings())).empty());
  CHECK(again.mode() == Mode::Table);
  CHECK(again.dealSeed() == seed);
  checkSameTable(again.view(), before);

  // Leaving the table keeps the save and offers it again; forgetting the match removes it.
  REQUIRE(again.dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK(again.mode() == Mode::Menu);
  CHECK(again.menu().resumeOffered);
  REQUIRE(again.dispatch(Intent::form(K::ResumeMatch, MatchSettings())).empty());
  REQUIRE(again.dispatch(Intent::of(K::ForgetMatch)).empty());
  CHECK_FALSE(store.has(kCurrentMatchKey));
  CHECK_FALSE(again.menu().resumeOffered);
  // Nothing saved any more: a resume is refused with the reason and no longer offered.
  CHECK_FALSE(again.dispatch(Intent::form(K::ResumeMatch, MatchSettings())).empty());
  CHECK(again.mode() == Mode::Menu);
}

TEST_CASE("Controller: start=1 resumes the unfinished match of the same settings, else starts a new one", "[client]") {
  MemoryStorage store;
  double now = 1;
  const std::string query = "start=1&players=3&deals=2&seed=123&speed=4";
  {
    Host h = store.host();
    h.startupQuery = query;
    Controller c(h);
    c.tick(now);
    REQUIRE(c.mode() == Mode::Table);
    REQUIRE(playDecisions(c, &now, 4) == 4);
    c.tick(now += 0.02);
  }
  const std::string saved = store.text(kCurrentMatchKey);
  Host h = store.host();
  h.startupQuery = query;
  Controller c(h);
  c.tick(now += 1);
  REQUIRE(c.mode() == Mode::Table);
  CHECK(store.text(kCurrentMatchKey) == saved);  // resumed, not replaced (nothing changed yet)
  // Other settings: the unfinished match is never replaced by a link: nothing starts, the form asks.
  Host other = store.host();
  other.startupQuery = "start=1&players=3&deals=2&seed=124&speed=4";
  Controller asked(other);
  for (int i = 0; i < 30; ++i) asked.tick(now += 0.02);
  CHECK(asked.mode() == Mode::Menu);
  CHECK(asked.menu().linkAsks);
  CHECK(asked.menu().resumeOffered);
  CHECK(store.text(kCurrentMatchKey) == saved);
  // The person chose to replace it: the link's match starts.
  REQUIRE(asked.dispatch(Intent::form(K::StartMatch, asked.startup().settings)).empty());
  asked.tick(now += 0.02);
  CHECK(asked.dealSeed() != c.dealSeed());
  CHECK_FALSE(asked.menu().linkAsks);
}

// The link: ?start=1&players=7&deals=1000 (both out of range: the defaults are used) over an unfinished
// match. A match of other settings is kept and offered, the person asked; a match of the defaults' settings is
// resumed.
TEST_CASE("Controller: a link that would start another match keeps the unfinished one", "[client][link]") {
  MemoryStorage store;
  double now = 1;
  {
    Host h = store.host();
    h.startupQuery = "start=1&players=3&deals=5&speed=4";
    Controller c(h);
    c.tick(now);
    REQUIRE(c.mode() == Mode::Table);
    REQUIRE(playDecisions(c, &now, 3) == 3);
    c.tick(now += 0.02);
  }
  const std::string saved = store.text(kCurrentMatchKey);
  REQUIRE_FALSE(saved.empty());
  Host h = store.host();
  h.startupQuery = "start=1&players=7&deals=1000&speed=4";
  Controller c(h);
  for (int i = 0; i < 60; ++i) c.tick(now += 0.02);
  CHECK(c.mode() == Mode::Menu);
  CHECK(c.menu().linkAsks);
  CHECK(c.menu().resumeOffered);
  CHECK(c.menu().linkNotice);  // players=7 and deals=1000 are told on the form
  CHECK(store.text(kCurrentMatchKey) == saved);
  CHECK(c.pastGames().games.empty());
  // Resumed from the form: the same match (3 players, 5 deals).
  REQUIRE(c.dispatch(Intent::form(K::ResumeMatch, c.startup().settings)).empty());
  CHECK(c.mode() == Mode::Table);
  CHECK(c.tableSettings().people == 3);
  CHECK(c.tableSettings().deals == 5);
  c.tick(now += 0.02);
  CHECK_FALSE(c.menu().linkNotice);  // the form's messages were for the form as first shown

  // A match of the defaults (4 players, 8 deals, a random deal) unfinished: the same link resumes it.
  store.kept.clear();
  std::uint64_t seed = 0;
  {
    Host d = store.host();
    d.startupQuery = "start=1&speed=4";
    Controller first(d);
    first.tick(now += 1);
    REQUIRE(first.mode() == Mode::Table);
    REQUIRE(playDecisions(first, &now, 2) == 2);
    first.tick(now += 0.02);
    seed = first.dealSeed();
  }
  Controller again(h);
  again.tick(now += 1);
  CHECK(again.mode() == Mode::Table);
  CHECK(again.dealSeed() == seed);
  CHECK_FALSE(again.menu().linkAsks);
  // The bad parameters are told over the table, in the person's language.
  const std::vector<Notice> notices = again.takeNotices();
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].text.find("players=7") != std::string::npos);
  CHECK(notices[0].text.find("deals=1000") != std::string::npos);
  CHECK(notices[0].text.find(tr(Lang::French, Text::LinkNotUnderstood)) == 0);
}

// A save that cannot be read: never offered for resuming, never saved over (kept aside, the same text), exported or
// deleted from the form's message.
TEST_CASE("Controller: a damaged save is kept aside, never offered nor overwritten, and can be deleted",
          "[client][link]") {
  MemoryStorage store;
  double now = 3;
  const std::string damaged = "{\"format\": \"tarot-match\"";
  store.kept[kCurrentMatchKey] = damaged;
  Controller c(store.host());
  CHECK_FALSE(c.menu().resumeOffered);
  CHECK(c.menu().unreadableSave);
  CHECK(store.text(kUnreadableMatchKey) == damaged);
  CHECK_FALSE(store.has(kCurrentMatchKey));
  CHECK(c.unreadableSave() == damaged);
  c.tick(now);
  CHECK(c.mode() == Mode::Menu);
  // A link's match starts; the damaged save stays aside, as it was, and the person is told.
  store.kept[kCurrentMatchKey] = damaged + " ";  // a second damaged save, found by the next page
  Host h = store.host();
  h.startupQuery = "start=1&players=4&deals=1&seed=5&speed=4";
  Controller linked(h);
  linked.tick(now += 1);
  CHECK(linked.mode() == Mode::Table);
  REQUIRE(linked.takeNotices().size() == 1);
  for (int i = 0; i < 20; ++i) linked.tick(now += 0.05);
  CHECK(store.text(kUnreadableMatchKey) == damaged);
  CHECK(store.text(std::string(kUnreadableMatchKey) + "-2") == damaged + " ");
  CHECK(store.has(kCurrentMatchKey));  // the new match's own save
  // Deleted from the form, the first then the second; the message stays in its place, saying so.
  REQUIRE(linked.dispatch(Intent::of(K::LeaveTable)).empty());
  REQUIRE(linked.menu().unreadableSave);
  REQUIRE(linked.dispatch(Intent::of(K::DeleteUnreadable)).empty());
  CHECK(linked.menu().unreadableSave);
  CHECK(linked.unreadableSave() == damaged + " ");
  CHECK_FALSE(linked.menu().unreadableDeleted);
  REQUIRE(linked.dispatch(Intent::of(K::DeleteUnreadable)).empty());
  CHECK_FALSE(linked.menu().unreadableSave);
  CHECK(linked.menu().unreadableDeleted);
  CHECK(linked.unreadableSave().empty());
  CHECK(linked.menu().resumeOffered);  // the new match, unfinished
  // A save that cannot be kept aside (a storage that refuses writes) stays in place: no match starts over it.
  MemoryStorage full;
  full.kept[kCurrentMatchKey] = damaged;
  Host f = full.host();
  f.storage.save = [](const std::string&, const std::string&) { return false; };
  Controller refused(f);
  refused.tick(now);
  CHECK_FALSE(refused.menu().resumeOffered);
  CHECK(refused.dispatch(Intent::form(K::StartMatch, settingsFor(4, 1, 3))) == tr(Lang::French, Text::SaveFailed));
  CHECK(refused.mode() == Mode::Menu);
  CHECK(full.text(kCurrentMatchKey) == damaged);
}

TEST_CASE("Controller: a finished match is archived once, with its date, and the save then cleared", "[client]") {
  MemoryStorage store;
  Host h = store.host();
  int events = 0;
  h.notify = [&](const std::string&) { ++events; };
  h.today = [] { return std::string("2026-11-25 10:00"); };
  Controller c(h);
  double now = 5;
  c.tick(now);
  MatchSettings s = settingsFor(4, 2, 9);
  s.autoplay = true;  // a bot plays the person's seat too
  REQUIRE(c.dispatch(Intent::form(K::StartMatch, s)).empty());
  for (int i = 0; i < 400000 && !c.view().matchOver; ++i) {
    c.tick(now += 0.05);
    if (c.view().dealFinished && !c.view().matchOver) c.dispatch(Intent::of(K::NextDeal));
  }
  REQUIRE(c.view().matchOver);
  for (int i = 0; i < 50; ++i) c.tick(now += 0.05);
  const GamesIndex index = c.pastGames();
  REQUIRE(index.games.size() == 1);
  CHECK(index.games[0].date == "2026-11-25 10:00");
  CHECK(index.games[0].deals == 2);
  CHECK(store.writes("games/index") == 1);  // archived once, whatever the ticks after
  CHECK(events >= 3);                       // two deal ends and the match's end
  // The past game opens on its sheet, its deals reviewable.
  REQUIRE(c.dispatch(Intent::of(K::ShowPastGames)).empty());
  REQUIRE(c.dispatch(Intent::withText(K::OpenPastGame, index.games[0].id)).empty());
  CHECK(c.mode() == Mode::PastGame);
  CHECK(c.sheet().rows.size() >= 2);
  CHECK(c.sheetReviewable());
  REQUIRE(c.dispatch(Intent::withNumber(K::ReviewDeal, 0)).empty());
  CHECK(c.study().open);
  CHECK(c.study().ok);
  // A game that is not there is refused with the reason, in the person's words.
  CHECK(c.dispatch(Intent::withText(K::OpenPastGame, "no-such-game")) == tr(Lang::French, Text::PastGameUnreadable));
}

TEST_CASE("Controller: a finished match is archived, not offered to resume", "[client]") {
  MemoryStorage store;
  Controller c(store.host());
  double now = 5;
  c.tick(now);
  MatchSettings s = settingsFor(3, 1, 31);
  s.autoplay = true;
  REQUIRE(c.dispatch(Intent::form(K::StartMatch, s)).empty());
  for (int i = 0; i < 5; ++i) c.tick(now += 0.05);  // saved
  REQUIRE(c.dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK(c.menu().resumeOffered);  // unfinished: offered
  REQUIRE(c.dispatch(Intent::form(K::ResumeMatch, MatchSettings())).empty());
  for (int i = 0; i < 400000 && !c.view().matchOver; ++i) {
    c.tick(now += 0.05);
    if (c.view().dealFinished && !c.view().matchOver) c.dispatch(Intent::of(K::NextDeal));
  }
  REQUIRE(c.view().matchOver);
  for (int i = 0; i < 20; ++i) c.tick(now += 0.05);
  REQUIRE(c.pastGames().games.size() == 1);
  // Back to the menu from the end of the match: nothing to resume, on this page or the next.
  REQUIRE(c.dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK_FALSE(c.menu().resumeOffered);
  CHECK_FALSE(Controller(store.host()).menu().resumeOffered);
  // A finished match's save left on the device (as the archive keeps it) is not resumed either: the reason says
  // where it is, in the person's language.
  const std::string finished = store.text("games/" + c.pastGames().games[0].id);
  REQUIRE_FALSE(finished.empty());
  store.host().storage.save(kCurrentMatchKey, finished);
  Controller later(store.host());
  CHECK_FALSE(later.menu().resumeOffered);
  later.tick(now);
  CHECK(later.dispatch(Intent::form(K::ResumeMatch, MatchSettings())) == tr(Lang::French, Text::MatchOverNoResume));
  CHECK(later.mode() == Mode::Menu);
  // A damaged save is not offered (it is kept aside); a resume asked all the same is refused in the person's words.
  store.host().storage.save(kCurrentMatchKey, "{\"format\": \"tarot-match\"");
  Controller damaged(store.host());
  CHECK_FALSE(damaged.menu().resumeOffered);
  CHECK(damaged.menu().unreadableSave);
  damaged.tick(now);
  CHECK(damaged.dispatch(Intent::form(K::ResumeMatch, MatchSettings())) == tr(Lang::French, Text::NothingToResume));
  // Damaged after the page opened (another tab): refused with the reason, and kept aside at once.
  store.host().storage.save(kCurrentMatchKey, "{\"format\": \"tarot-match\", \"version\"");
  CHECK(damaged.dispatch(Intent::form(K::ResumeMatch, MatchSettings())) == tr(Lang::French, Text::SaveUnreadable));
  CHECK(store.text(std::string(kUnreadableMatchKey) + "-2") == "{\"format\": \"tarot-match\", \"version\"");
  // Nothing kept: said so.
  store.host().storage.remove(kCurrentMatchKey);
  Controller none(store.host());
  none.tick(now);
  CHECK(none.dispatch(Intent::form(K::ResumeMatch, MatchSettings())) == tr(Lang::French, Text::NothingToResume));
  // An undo with nothing to take back, in English for an English table.
  MatchSettings en = settingsFor(4, 1, 8);
  en.lang = Lang::English;
  REQUIRE(none.dispatch(Intent::form(K::StartMatch, en)).empty());
  CHECK(none.dispatch(Intent::of(K::Undo)) == tr(Lang::English, Text::NothingToUndo));
}

TEST_CASE("Controller: the person's last decision taken back restores the table; refusals come back in words",
          "[client]") {
  MemoryStorage store;
  Controller c(store.host());
  double now = 3;
  c.tick(now);
  REQUIRE(c.dispatch(Intent::form(K::StartMatch, settingsFor(4, 1, 4242))).empty());
  CHECK_FALSE(c.canUndo());
  REQUIRE(playDecisions(c, &now, 3) == 3);  // the bid, then into the play (or the écart)
  REQUIRE(tickUntilPersonActs(c, &now));
  const SeatView before = c.view();
  REQUIRE(before.toAct);
  const int writes = store.writes(kCurrentMatchKey);
  REQUIRE(c.dispatch(Intent::act(plainAction(before))).empty());
  REQUIRE(c.canUndo());
  REQUIRE(c.dispatch(Intent::of(K::Undo)).empty());
  c.tick(now += 1.0 / 60);
  checkSameTable(c.view(), before);
  CHECK(c.view().toAct);
  CHECK(store.writes(kCurrentMatchKey) > writes);  // the undone state is what is kept
  // A card the person does not hold is refused with a reason, and nothing changes.
  Card notHeld = kNoCard;
  for (int k = 0; k < 78 && notHeld == kNoCard; ++k)
    if (!before.hand.has(Card(k))) notHeld = Card(k);
  if (before.phase == Phase::Play) {
    CHECK_FALSE(c.dispatch(Intent::act(Action::play(notHeld))).empty());
    checkSameTable(c.view(), before);
  }
  // Through the seat the table screen is given, the same.
  SeatSession& seat = c.seat();
  CHECK(seat.act(plainAction(c.view()), now).empty());
  CHECK(seat.canUndo());
  CHECK(seat.undo(now));
  checkSameTable(seat.view(now), before);
}

TEST_CASE("Controller: the settings panel applies and keeps the person's settings and the hints choice", "[client]") {
  MemoryStorage store;
  {
    Controller c(store.host());
    CHECK(c.hintsOn());  // on by default outside an embed
    PlayerSettings p;
    p.speed = 2.0f;
    p.confirmPlay = true;
    REQUIRE(c.dispatch(Intent::settingsChanged(p, false)).empty());
    CHECK_FALSE(c.hintsOn());
  }
  Controller c(store.host());
  CHECK_FALSE(c.hintsOn());
  CHECK(c.preferences().current.speed == 2.0f);
  CHECK(c.preferences().current.confirmPlay);
  // The URL's speed is for this page: not kept as the person's.
  Host h = store.host();
  h.startupQuery = "speed=0.5&hints=1";
  Controller url(h);
  CHECK(url.hintsOn());
  CHECK(url.preferences().current.speed == 0.5f);
  CHECK(url.dispatch(Intent::settingsChanged(url.preferences().current, true)).empty());
  Controller later(store.host());
  CHECK(later.preferences().current.speed == 2.0f);
}

TEST_CASE("Controller: the mode follows the person's requests (menu, past games, statistics, scorer)", "[client]") {
  MemoryStorage store;
  Controller c(store.host());
  c.tick(0);
  CHECK(c.dispatch(Intent::of(K::ShowPastGames)).empty());
  CHECK(c.mode() == Mode::PastGames);
  CHECK(c.dispatch(Intent::of(K::ShowStatistics)).empty());
  CHECK(c.mode() == Mode::Statistics);
  CHECK(c.statistics().matches == 0);
  CHECK(c.dispatch(Intent::of(K::CloseScreen)).empty());
  CHECK(c.mode() == Mode::Menu);
  CHECK(c.dispatch(Intent::form(K::OpenScorer, MatchSettings())).empty());
  CHECK(c.mode() == Mode::Scorer);
  CHECK(c.scorerSaved().empty());
  CHECK(c.dispatch(Intent::withText(K::KeepScorer, "{\"people\":4}")).empty());
  CHECK(c.scorerSaved() == "{\"people\":4}");
  // Online without a server to reach: the form says why, offline play untouched.
  CHECK_FALSE(c.menu().onlineOffered);
  CHECK(c.dispatch(Intent::form(K::CreateOnline, MatchSettings())).empty());
  CHECK(c.mode() == Mode::Scorer);
  CHECK_FALSE(c.menu().onlineNote.empty());
  // An imported record that is not one is refused with the reason.
  CHECK_FALSE(c.dispatch(Intent::withText(K::Import, "not json")).empty());
  CHECK_FALSE(c.takeNotices().empty());
}
