// The app's controller on this device: the start-up requests, the match and its saves, the archive of a finished
// match, the past games, the statistics, the scorer's sheet, the person's settings, the advice and the deal review.
// The online table is in controller_online.cpp.
#include "client/controller.h"
#include <cstdio>

namespace tarot::client {

namespace {

// Where the scorer mode keeps its sheet.
const char* const kScorerKey = "scorer/current";
// A bot's (or the hint's) thinking per frame on this device: the screen draws in about 2 ms, so a 5 ms slice keeps a
// frame with thinking near 7 ms and the average under 4 ms (docs/PERFORMANCE.md), at about a third of a 60 Hz frame.
constexpr double kFrameThinkMs = 5.0;
constexpr double kHintSliceMs = kFrameThinkMs;

}  // namespace

// The seat the table screen plays through: what it asks comes back to the controller as intents.
class Controller::Seat final : public SeatSession {
 public:
  Seat(Controller* c, bool online) : c_(c), online_(online) {}
  SeatView view(double now) const override {
    if (!online_ && c_->mode_ == Mode::Lesson) return c_->lesson_.view(now);
    if (!online_) return c_->game_.view(0, now);
    SeatView v = c_->online_ ? c_->online_->view(now) : SeatView();
    if (c_->onlineDealSkipped_ || c_->host_.reducedMotion) v.dealt = 1;
    return v;
  }
  std::string act(const Action& a, double now) override {
    (void)now;  // the controller's time (the tick's)
    return c_->dispatch(Intent::act(a));
  }
  bool canUndo() const override { return !online_ && c_->mode_ != Mode::Lesson && c_->game_.canUndo(); }
  bool undo(double now) override {
    (void)now;
    return canUndo() && c_->dispatch(Intent::of(Intent::Kind::Undo)).empty();
  }
  bool observation(Observation* out) const override {
    return !online_ && c_->mode_ != Mode::Lesson && c_->game_.observation(0, out);
  }

 private:
  Controller* c_;
  bool online_;
};

std::string decisionKey(const SeatView& v) {
  if (!v.toAct || v.dealFinished) return std::string();
  char key[160];
  std::snprintf(key, sizeof key, "%d/%d/%d/%d/%d/%llx/%llx", v.dealsPlayed, int(v.phase), v.playedCount,
                int(v.awaitingPoignee), v.turn, (unsigned long long)v.hand.lo(), (unsigned long long)v.hand.hi());
  return key;
}

Controller::Controller(Host host)
    : host_(std::move(host)), local_(std::make_unique<Seat>(this, false)), remote_(std::make_unique<Seat>(this, true)) {
  startup_ = parseStartupQuery(host_.startupQuery);
  prefs_.load(host_.storage, &startup_);
  prefs_.apply(game_);
  advisor_.setClock(host_.clockMs);
  draft_ = startup_.settings;
  // A damaged save of the match in progress is kept aside at once: never offered, never saved over.
  SavedGames games = savedGames();
  games.setAsideUnreadable(now_);
  menu_.unreadableSave = games.unreadable(nullptr);
  menu_.resumeOffered = savedMatchUnfinished();
  menu_.onlineOffered = bool(host_.openLink);
  // The expert's hints: the URL's choice for this page, else the person's saved one, else on except in an embed.
  hintsOn_ = !host_.embedded;
  std::string hints;
  if (host_.storage.load && host_.storage.load(kHintsKey, &hints)) hintsOn_ = hints == "1";
  if (startup_.hints >= 0) hintsOn_ = startup_.hints == 1;
}

Controller::~Controller() = default;

const char* Controller::t(Text x) const {
  return tr(mode_ == Mode::Table ? game_.settings().lang : mode_ == Mode::Lesson ? lesson_.lang() : draft_.lang, x);
}

std::vector<Notice> Controller::takeNotices() {
  std::vector<Notice> out;
  out.swap(notices_);
  return out;
}

void Controller::tick(double now) {
  now_ = now;
  const bool first = !started_.started();  // the start-up requests, once (two ticks may share a time)
  if (first) started_.start(now);
  if (first && !startup_.table.empty()) inviteOnline(startup_.table);
  else if (first && startup_.tournamentPlayer > 0 && !startup_.tournament.empty()) joinTournament();
  if (online_) runOnline();
  if (onlineDealSkipped_ && (!online_ || online_->view(now_).dealt >= 1)) onlineDealSkipped_ = false;
  if (first && startup_.start && mode_ != Mode::Table) startFromLink();
  if (first) tellLinkProblems();
  if (mode_ != Mode::Menu) {
    // What the form told at start-up is for the form as first shown.
    menu_.linkAsks = menu_.linkNotice = menu_.unreadableDeleted = false;
  }
  if (mode_ == Mode::Table) runMatch();
  if (mode_ == Mode::Lesson) lesson_.tick(now);
  if (programController_) programController_->tick(now);
  study_.think(kHintSliceMs);
}

void Controller::attach(std::unique_ptr<ProgramController> program) { programController_ = std::move(program); }

console::Console& Controller::console() {
  if (!console_) console_ = std::make_unique<console::Console>(host_.storage);
  return *console_;
}

std::string Controller::dispatch(const Intent& in) {
  using K = Intent::Kind;
  if (in.kind == K::StartLesson || (mode_ == Mode::Lesson && (in.kind == K::Act || in.kind == K::LessonNext ||
                                                               in.kind == K::LeaveTable || in.kind == K::Undo)))
    return dispatchLesson(in);
  switch (in.kind) {
    case K::StartMatch: case K::ResumeMatch: case K::ShowPastGames: case K::ShowStatistics: case K::OpenScorer:
    case K::OpenTournament: case K::DeleteUnreadable:
    case K::OpenPastGame: case K::DeletePastGame: case K::ClosePastGame: case K::CloseScreen: case K::KeepScorer:
    case K::Import:
      return dispatchForm(in);
    case K::CreateOnline: case K::ListOnline: case K::BackToOnline: case K::JoinOnline: case K::RefreshOnline:
    case K::StartOnline: case K::LockOnline: case K::FreeOnlineSeat: case K::LeaveOnline: case K::OnlineNextDeal:
      return dispatchOnline(in);
    default:
      return dispatchTable(in);
  }
}

// The new-game form, the past games, the statistics, the scorer, an imported deal.
std::string Controller::dispatchForm(const Intent& in) {
  using K = Intent::Kind;
  switch (in.kind) {
    case K::StartMatch:
      draft_ = in.settings;
      if (!startMatch(in.settings)) return t(Text::SaveFailed);
      break;
    case K::ResumeMatch: {
      draft_ = in.settings;
      std::string why;
      if (resumeMatch(&why)) break;
      menu_.resumeOffered = false;
      // A save found damaged now is kept aside and told by its own message, in the resume button's place.
      if (why.empty()) why = t(Text::NothingToResume);
      menu_.resumeError = why == t(Text::SaveUnreadable) ? std::string() : why;
      return why;
    }
    case K::DeleteUnreadable: {
      SavedGames games = savedGames();
      games.removeUnreadable();
      menu_.unreadableSave = games.unreadable(nullptr);
      menu_.unreadableDeleted = !menu_.unreadableSave;
      break;
    }
    case K::ShowPastGames: mode_ = Mode::PastGames; break;
    case K::ShowStatistics: openStatistics(); break;
    case K::OpenScorer: draft_ = in.settings; mode_ = Mode::Scorer; break;
    case K::OpenTournament: mode_ = Mode::Tournament; break;
    case K::OpenPastGame: {
      SavedGames games = savedGames();
      std::string why;
      viewedSheetOnly_ = games.isSheetOnly(in.text);
      const char* refused = viewedSheetOnly_ ? games.openSheet(in.text, &viewedSheet_)
                                             : games.open(in.text, now_, &viewed_, &why);
      if (refused) {
        notice(t(Text::PastGameUnreadable));
        return t(Text::PastGameUnreadable);
      }
      mode_ = Mode::PastGame;
      break;
    }
    case K::DeletePastGame: savedGames().remove(in.text); break;
    case K::ClosePastGame: case K::CloseScreen: mode_ = Mode::Menu; break;
    case K::KeepScorer:
      if (host_.storage.save) host_.storage.save(kScorerKey, in.text);
      break;
    case K::Import: {
      DealReview r;
      std::string why;
      const Lang lang = mode_ == Mode::Table ? game_.settings().lang : draft_.lang;
      if (!reviewFromImport(in.text, &r, &why, lang)) {
        notice(std::string(t(Text::Refused)) + colonFor(lang) + why, 6.0);
        return why;
      }
      study_.show(true, std::move(r), "");
      break;
    }
    default: break;
  }
  return std::string();
}

// The table on this device (and what the online table shares with it: act, next deal, leave).
std::string Controller::dispatchTable(const Intent& in) {
  using K = Intent::Kind;
  const bool online = mode_ == Mode::OnlineTable && online_;
  switch (in.kind) {
    case K::Act: {
      if (online) return online_->act(in.action, now_);
      const Refusal r = game_.humanAct(in.action, now_);
      return r ? game_.refusalText(r) : std::string();
    }
    case K::Undo:
      if (online || !game_.undo(now_)) return t(Text::NothingToUndo);
      break;
    case K::AskHint: if (!online) askAdvice(); break;
    case K::SkipDeal:
      if (online) onlineDealSkipped_ = true;
      else game_.skipDealShow(now_);
      break;
    case K::NextDeal:
      if (online) online_->nextDeal();
      else game_.nextDeal(now_);
      break;
    case K::LeaveTable:
      // A finished match is archived with the past games: only an unfinished one is offered again.
      if (!online) menu_.resumeOffered = savedMatchUnfinished();
      mode_ = Mode::Menu;
      break;
    case K::ForgetMatch:
      if (online) {
        leaveOnline();
        break;
      }
      mode_ = Mode::Menu;
      if (host_.storage.remove) host_.storage.remove(kCurrentMatchKey);
      menu_.resumeOffered = false;
      break;
    case K::ReviewDeal: reviewDeal(in.number); break;
    case K::CloseReview: study_.open = false; break;
    case K::ChangeSettings: {
      if (in.flag != hintsOn_) {
        hintsOn_ = in.flag;
        if (host_.storage.save) host_.storage.save(kHintsKey, hintsOn_ ? "1" : "0");
        if (!hintsOn_) advisor_.clear();
      }
      PlayerSettings s = in.preferences;
      s.glossesSeen = prefs_.current.glossesSeen;  // the controller's own record, not the panel's
      if (s.speed != prefs_.current.speed) prefs_.chooseSpeed(s.speed);
      s.speed = prefs_.current.speed;
      prefs_.current = s;
      draft_.speed = s.speed;  // the next match from the form keeps the pace chosen here
      prefs_.apply(game_);
      prefs_.save(host_.storage);
      break;
    }
    default: break;
  }
  return std::string();
}

SeatSession& Controller::seat() { return mode_ == Mode::OnlineTable ? *remote_ : *local_; }

SeatView Controller::view() const {
  if (mode_ == Mode::Lesson) return lesson_.view(now_);
  return mode_ == Mode::OnlineTable && online_ ? remote_->view(now_) : game_.view(0, now_);
}

// The lesson: started from the form in its language and pace; the person's actions and the reading steps go to it;
// its end (or the table's menu) back to the form.
std::string Controller::dispatchLesson(const Intent& in) {
  using K = Intent::Kind;
  switch (in.kind) {
    case K::StartLesson:
      draft_ = in.settings;
      lesson_.start(in.settings.lang, in.settings.speed, now_);
      mode_ = Mode::Lesson;
      ++tableSerial_;
      break;
    case K::Act: return lesson_.act(in.action, now_);
    case K::LessonNext:
      lesson_.next(now_);
      if (lesson_.done()) mode_ = Mode::Menu;
      break;
    case K::Undo: return t(Text::NothingToUndo);
    default: mode_ = Mode::Menu; break;
  }
  return std::string();
}

int Controller::nextDealCountdown() const {
  return mode_ == Mode::OnlineTable && online_ ? online_->nextDealLeft(now_) : -1;
}

// A new match on this device. Refused (false) while a damaged save stays where the new match would be saved.
bool Controller::startMatch(const MatchSettings& s) {
  SavedGames games = savedGames();
  const bool aside = games.setAsideUnreadable(now_);
  menu_.unreadableSave = games.unreadable(nullptr);
  if (!aside) {
    notice(t(Text::SaveFailed));
    return false;
  }
  std::uint64_t seed = std::uint64_t(now_ * 1000.0) * 2654435761ull ^ 0x5DEECE66Dull;
  if (s.seedGiven) seed = s.seed;
  game_.startMatch(s, seed, now_);
  // Saved at once: a match left before anything is played is still offered to resume.
  if (host_.storage.save && !host_.storage.save(kCurrentMatchKey, game_.saveJson())) notice(t(Text::SaveFailed));
  prefs_.chooseSpeed(s.speed);  // the form's speed is the person's choice (kept unless it is the URL's)
  if (!prefs_.speedFromUrl) prefs_.save(host_.storage);
  prefs_.apply(game_);
  archived_ = false;
  study_.open = false;
  ++tableSerial_;
  mode_ = Mode::Table;
  return true;
}

// A link asking for a match (start=1): the unfinished match of the same settings is resumed; another unfinished
// match is never replaced by a link: nothing starts and the form asks the person (resume it, or replace it);
// else the link's match starts (a damaged save kept aside first, and said).
void Controller::startFromLink() {
  if (resumeSameMatch(draft_)) return;
  if (savedMatchUnfinished()) {
    menu_.linkAsks = true;
    return;
  }
  if (startMatch(draft_) && menu_.unreadableSave) notice(t(Text::UnreadableKeptAside), 6.0);
}

// The link's parameters not taken: on the form when it shows (in its place, from the first frame), else as a notice
// over the screen the link opened.
void Controller::tellLinkProblems() {
  if (startup_.problems.empty()) return;
  if (mode_ == Mode::Menu) {
    menu_.linkNotice = true;
    return;
  }
  const Lang lang = mode_ == Mode::Table ? game_.settings().lang : draft_.lang;
  std::string text;
  for (const std::string& line : startupNoticeLines(startup_, lang)) text += (text.empty() ? "" : "\n") + line;
  notice(text, 10.0);
}

// The saved match, when it is unfinished and has these settings (a page opened again with start=1): resumed.
bool Controller::resumeSameMatch(const MatchSettings& s) {
  std::string saved, why;
  if (!host_.storage.load || !host_.storage.load(kCurrentMatchKey, &saved)) return false;
  Match m;
  if (m.loadJson(saved, now_, &why) || m.matchOver() || !m.settings().sameMatch(s)) return false;
  game_ = std::move(m);
  prefs_.apply(game_);
  archived_ = false;
  ++tableSerial_;
  mode_ = Mode::Table;
  return true;
}

// True when the device keeps a match that can be resumed: readable and not over (a finished one is with the past
// games; a damaged one is kept aside, never offered).
bool Controller::savedMatchUnfinished() const {
  std::string saved, why;
  if (!host_.storage.load || !host_.storage.load(kCurrentMatchKey, &saved)) return false;
  Match m;
  return m.loadJson(saved, now_, &why) == nullptr && !m.matchOver();
}

// The saved match, whatever its settings ("Reprendre" on the form), when it is not over.
bool Controller::resumeMatch(std::string* why) {
  std::string saved;
  if (!host_.storage.load || !host_.storage.load(kCurrentMatchKey, &saved)) return false;
  Match m;
  if (m.loadJson(saved, now_, why)) {
    *why = t(Text::SaveUnreadable);  // the technical reason is the developers'; the person is told what it means
    SavedGames games = savedGames();
    games.setAsideUnreadable(now_);
    menu_.unreadableSave = games.unreadable(nullptr);
    return false;
  }
  if (m.matchOver()) {
    *why = t(Text::MatchOverNoResume);
    return false;
  }
  game_ = std::move(m);
  prefs_.apply(game_);
  archived_ = false;
  ++tableSerial_;
  mode_ = Mode::Table;
  return true;
}

// Bots and timers, the host page's events, the save after each change, the archive at the end of the match.
void Controller::runMatch() {
  if (host_.reducedMotion) game_.skipDealShow(now_);  // the cards are dealt at once
  game_.update(now_, kFrameThinkMs);
  runAdvice();
  // A term glossed once is not glossed again, in this match or the next: kept with the person's settings.
  if (glosses_.observe(game_.settings().lang, game_.view(0, now_), &prefs_.current.glossesSeen)) prefs_.save(host_.storage);
  for (const std::string& ev : game_.takeEvents())
    if (host_.notify) host_.notify(ev);
  if (game_.takeDirty() && host_.storage.save && !host_.storage.save(kCurrentMatchKey, game_.saveJson()))
    notice(t(Text::SaveFailed));
  if (game_.matchOver() && !archived_) {
    archived_ = true;
    if (savedGames().archive(game_, host_.today ? host_.today() : std::string())) notice(t(Text::SaveFailed));
  }
}

// The expert's advice follows the person's decision: dropped when the decision changes, thought in slices while
// asked.
void Controller::runAdvice() {
  hint_.offered = hintsOn_ && !game_.settings().autoplay;
  const std::string key = decisionKey(game_.view(0, now_));
  if (key != hint_.key) {
    advisor_.clear();
    hint_.key = key;
  }
  if (!advisor_.busy()) return;
  advisor_.think(kHintSliceMs);
  if (advisor_.ready()) hint_.seconds = now_ - hint_.askedAt;
}

void Controller::askAdvice() {
  Observation o;
  if (!hintsOn_ || advisor_.busy() || advisor_.ready() || !game_.view(0, now_).toAct || !game_.observation(0, &o)) return;
  advisor_.begin(o);
  hint_.askedAt = now_;
  hint_.seconds = 0;
  runAdvice();
}

// A deal chosen on the sheet of the match on the table (or of the past game opened), with the person's decisions
// weighed by the expert when the hints are on (a deal they played, not sat out).
void Controller::reviewDeal(int deal) {
  if (mode_ == Mode::PastGame && viewedSheetOnly_) return;
  const Match& src = mode_ == Mode::PastGame ? viewed_ : game_;
  if (deal < 0 || deal >= int(src.history().size())) return;
  DealReview r;
  std::string why;
  const DealEntry& entry = src.history()[size_t(deal)];
  const Lang lang = mode_ == Mode::Table ? game_.settings().lang : draft_.lang;
  const bool ok = reviewFromEntry(entry, src.settings().names, &r, &why, lang);
  const int seat = entry.seating.seatOfPerson[0];
  study_.show(ok, std::move(r), why, seat, hintsOn_ && seat >= 0 && entry.annulled == Annulment::None, entry.seed,
              host_.clockMs);
}

void Controller::openStatistics() {
  SavedGames games = savedGames();
  charts_.clear();
  stats_ = computeStatistics(games, games.list(), &charts_);
  mode_ = Mode::Statistics;
}

const MatchSettings& Controller::tableSettings() const { return game_.settings(); }
std::uint64_t Controller::dealSeed() const { return game_.dealSeed(); }
bool Controller::canUndo() const { return mode_ == Mode::Table && game_.canUndo(); }
GamesIndex Controller::pastGames() const { return savedGames().list(); }

Sheet Controller::sheet() const {
  if (mode_ == Mode::PastGame) return viewedSheetOnly_ ? viewedSheet_ : sheetFromMatch(viewed_);
  if (mode_ == Mode::OnlineTable && online_) {
    Sheet shared = online_->sheet();
    if (!online_->hasSheet()) {
      const SeatView v = online_->view(now_);
      shared.people = v.people;
      shared.names = v.names;
    }
    return shared;
  }
  return sheetFromMatch(game_);
}

bool Controller::sheetReviewable() const {
  return mode_ == Mode::Table || (mode_ == Mode::PastGame && !viewedSheetOnly_);
}

std::string Controller::unreadableSave() const {
  std::string text;
  return savedGames().unreadable(&text) ? text : std::string();
}

std::string Controller::scorerSaved() const {
  std::string saved;
  if (host_.storage.load && host_.storage.load(kScorerKey, &saved)) return saved;
  return std::string();
}

}  // namespace tarot::client
