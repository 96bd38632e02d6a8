// The game screen as one object: each frame it lets the controller advance (client::Controller::tick), draws the
// screen of the controller's mode (new game, table, summary, scoresheet, deal review, past games, statistics,
// scorer, help; one file each under screens/) and hands what the person asked back as intents; then it reports what
// is on screen for automation (table_app_automation.cpp).
#include "ui/table_app_impl.h"
#include "ui/felt.h"

namespace tarot::ui {

client::Host hostOf(const Platform& p) {
  client::Host h;
  h.storage = client::Storage{p.load, p.save, p.remove};
  h.notify = p.notify;
  h.today = p.today;
  h.openLink = p.openLink;
  h.clockMs = p.clockMs;
  h.startupQuery = p.startupQuery;
  h.serverUrl = p.serverUrl;
  h.pageUrl = p.pageUrl;
  h.embedded = p.embedded;
  h.reducedMotion = p.reducedMotion;
  return h;
}

TableApp::TableApp(Platform platform) : impl_(new Impl) {
  Impl& m = *impl_;
  m.ui.platform = std::move(platform);
  m.client = std::make_unique<Controller>(hostOf(m.ui.platform));
  const client::StartupConfig& startup = m.client->startup();
  for (const std::string& w : startup.warnings) std::fprintf(stderr, "tarot: %s\n", w.c_str());
  m.table.settings = m.client->preferences().current;
  m.form.init(startup.settings);
  m.ui.lang = m.form.draft.lang;
  if (startup.hasAccent) {
    const unsigned c = startup.accent;
    m.ui.accent = IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 255);
  }
  m.follow();
  // A tournament's table link or standings page is that program from the start.
  if (m.ui.platform.makeConsole) m.tournament = m.ui.platform.makeConsole(m.ui.platform.startupQuery);
  if (m.ui.platform.consoleAtStart || (m.tournament && m.tournament->atStart())) m.openConsole();
}

TableApp::~TableApp() { delete impl_; }

void TableApp::frame(double now) {
  impl_->ui.beginFrame(now);
  impl_->frame();
}

bool TableApp::ready() const { return impl_->ready; }

std::string TableApp::textFields() const {
  std::string s;
  char buf[96];
  const float z = impl_->zoom;
  for (const Target& t : impl_->lastTargets)
    if (t.text) {
      std::snprintf(buf, sizeof buf, "%s%.0f,%.0f,%.0f,%.0f", s.empty() ? "" : ";", t.r.x * z, t.r.y * z, t.r.w * z, t.r.h * z);
      s += buf;
    }
  return s;
}

void TableApp::setZoom(float zoom) { impl_->zoom = zoom > 0 ? zoom : 1.0f; }

bool TableApp::speakerShown() const { return !(impl_->atTable() && impl_->table.compactBar()); }

float TableApp::speakerLimit() const {
  return impl_->atTable() && impl_->ready ? impl_->table.handNameTop() : 1e9f;
}

void TableApp::imported(const std::string& text) {
  if (impl_->client->mode() == Mode::Tournament && impl_->tournament &&
      impl_->tournament->takeImport(impl_->ui, text)) return;
  impl_->ask(Intent::withText(Intent::Kind::Import, text));
}

std::string TableApp::automationJson() const { return impl_->automation(); }

void TableApp::Impl::follow() {
  for (const client::Notice& n : client->takeNotices()) ui.notice(n.text, n.seconds);
  if (client->tableSerial() != tableSerial) {
    tableSerial = client->tableSerial();
    table.reset();
    sheet.open = false;
  }
  const client::OnlinePage& page = client->onlinePage();
  if (page.serial != pageSerial) {
    pageSerial = page.serial;
    onlineScreen.open(page.step == client::OnlinePage::Step::Lobby        ? OnlineScreen::Mode::Lobby
                      : page.step == client::OnlinePage::Step::Invitation ? OnlineScreen::Mode::Invitation
                      : page.step == client::OnlinePage::Step::Naming     ? OnlineScreen::Mode::Naming
                                                                          : OnlineScreen::Mode::Room,
                      page.name);
    if (!page.code.empty()) onlineScreen.code = page.code;
  } else if (page.step == client::OnlinePage::Step::Room) {
    onlineScreen.mode = OnlineScreen::Mode::Room;
  }
  onlineScreen.status = page.status;
  const client::MenuState& menu = client->menu();
  form.resumeOffered = menu.resumeOffered;
  form.resumeError = menu.resumeError;
  form.linkAsks = menu.linkAsks;
  form.linkNotes = menu.linkNotice ? client::startupNoticeLines(client->startup(), form.draft.lang)
                                   : std::vector<std::string>();
  form.unreadableSave = menu.unreadableSave;
  form.unreadableDeleted = menu.unreadableDeleted;
  form.onlineOffered = menu.onlineOffered;
  form.onlineSeat = menu.onlineSeat;
  form.onlineNote = menu.onlineNote;
  table.settings = client->preferences().current;
  table.reducedMotion = ui.platform.reducedMotion;
  if (atTable() && client->hasView()) table.view = client->view();
}

void TableApp::Impl::frame() {
  ImGuiIO& io = ImGui::GetIO();
  ui.fonts.regular = io.Fonts->Fonts.Size > 0 ? io.Fonts->Fonts[0] : ImGui::GetFont();
  ui.fonts.large = io.Fonts->Fonts.Size > 1 ? io.Fonts->Fonts[1] : ui.fonts.regular;
  ImGuiStyle& style = ImGui::GetStyle();
  style.FramePadding = ImVec2(12, 10);
  style.ItemSpacing = ImVec2(10, 10);
  style.WindowRounding = 10;
  style.FrameRounding = 8;
  style.WindowPadding = ImVec2(14, 14);
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.06f, 0.18f, 0.10f, 1.0f);  // opaque: nothing shows through a panel
  style.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  // A panel's title bar keeps its colour when the top bar or another panel takes the focus (beginPanel seals it).
  style.Colors[ImGuiCol_TitleBg] = style.Colors[ImGuiCol_TitleBgActive];
  style.ScrollbarSize = 16;
  style.Colors[ImGuiCol_Button] = ImColor(ui.accent).Value;
  const ImVec2 size = io.DisplaySize;

  client->setDraft(form.draft);
  client->tick(ui.now);
  follow();
  ui.lang = client->mode() == Mode::Table    ? client->tableSettings().lang
            : client->mode() == Mode::Lesson ? client->lesson().lang()
                                             : form.draft.lang;
  if (atTable()) {
    if (const unsigned cues = soundCues.observe(table.view); cues) {
      if (ui.platform.sound) ui.platform.sound(cues);
      // A light touch on a phone for a card played and for the person's turn, off with the sound.
      const bool soundOn = !ui.platform.soundOn || ui.platform.soundOn();
      const unsigned felt = cues & (soundBit(SoundCue::CardPlayed) | soundBit(SoundCue::YourTurn));
      if (felt && soundOn && ui.platform.vibrate) ui.platform.vibrate(felt & soundBit(SoundCue::YourTurn) ? 40 : 15);
    }
    hintLine();
    table.glossLine = summary.glossLine = client->glossLine();
  }
  drawBackground(size);
  switch (client->mode()) {
    case Mode::Table: drawTable(size); break;
    case Mode::Lesson: drawLesson(size); break;
    case Mode::Online: drawOnline(size); break;
    case Mode::OnlineTable: drawOnlineTable(size); break;
    case Mode::PastGames: case Mode::PastGame: drawPastGames(size); break;
    case Mode::Statistics:
      if (stats.draw(ui, size) == StatsScreen::Choice::Close) ask(Intent::of(Intent::Kind::CloseScreen));
      break;
    case Mode::Scorer:
      switch (scorer.draw(ui, size)) {
        case ScorerScreen::Choice::Close: ask(Intent::of(Intent::Kind::CloseScreen)); break;
        case ScorerScreen::Choice::Changed: ask(Intent::withText(Intent::Kind::KeepScorer, scorer.toKeep)); break;
        case ScorerScreen::Choice::None: break;
      }
      break;
    case Mode::Tournament:
      if (tournament && !tournament->draw(ui, size)) break;
      ask(Intent::of(Intent::Kind::CloseScreen));
      if (ui.platform.openGamePage) ui.platform.openGamePage(ui.lang);
      break;
    case Mode::Menu: drawForm(size); break;
  }
  if (review.draw(ui, client->study(), size)) ask(Intent::of(Intent::Kind::CloseReview));  // over everything
  drawNotice(ui, size);
  lastTargets = ui.targets;
  lastTexts = ui.texts;
  lastCards = ui.cards;
  ready = true;
}

// The expert's advice in words on its own line under the top bar: "thinking… N %", then the advice (and the card
// outlined in the hand), or the only choice there is.
void TableApp::Impl::hintLine() {
  const client::Advisor& advisor = client->advisor();
  table.hintOffered = client->mode() == Mode::Table && client->hint().offered;
  table.hintLine.clear();
  table.hintCards = CardSet();
  if (client->mode() != Mode::Table || (!advisor.busy() && !advisor.ready())) return;
  if (!advisor.ready()) {
    char line[200];
    std::snprintf(line, sizeof line, "%s %d %%", ui.t(Text::HintThinking), int(advisor.progress() * 100));
    table.hintLine = line;
  } else if (!advisor.options().empty()) {
    table.hintLine = adviceLine(ui.lang, advisor.options());
    const Action& best = advisor.options().front().action;
    table.hintCards = best.kind == ActionKind::Play ? CardSet::single(best.card()) : best.kind == ActionKind::Ecart ? best.cards : CardSet();
  } else {
    // Nothing to weigh: the only card (or choice) allowed.
    const std::vector<Action>& legal = table.view.legal;
    table.hintLine = std::string(ui.t(Text::Hint)) + words::colonFor(ui.lang) +
                     (table.view.phase == Phase::Play && table.view.legalPlays.size() == 1
                          ? optionText(ui.lang, Action::play(table.view.legalPlays.first()))
                          : legal.size() == 1 ? optionText(ui.lang, legal.front()) : std::string());
  }
}

void TableApp::Impl::drawBackground(ImVec2 size) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  // The felt (ui/felt.h): one shaded quad. Painting it as bands of scissored clears was tried: cheaper to fill for a
  // software renderer on a 5120x2880 canvas, but some 90 clears cost the page's thread 2 ms a frame at 360x640 in
  // WebGL calls (docs/PERFORMANCE.md), and on a real GPU the quad's fill is nothing.
  const ImU32 top = IM_COL32(kFelt.top[0], kFelt.top[1], kFelt.top[2], 255);
  const ImU32 bottom = IM_COL32(kFelt.bottom[0], kFelt.bottom[1], kFelt.bottom[2], 255);
  dl->AddRectFilledMultiColor(ImVec2(0, 0), size, top, top, bottom, bottom);
  dl->AddCircle(ImVec2(size.x * 0.5f, size.y * 0.45f), std::min(size.x, size.y) * 0.3f, IM_COL32(255, 255, 255, 18), 64, 3.0f);
  const std::string& club = client->mode() == Mode::Table ? client->tableSettings().club : form.draft.club;
  if (!club.empty()) {
    const ImVec2 ts = ui.fonts.regular->CalcTextSizeA(22, 1e4f, 0, club.c_str());
    dl->AddText(ui.fonts.regular, 22, ImVec2(size.x * 0.5f - ts.x * 0.5f, size.y * 0.45f - 11), IM_COL32(255, 255, 255, 60), club.c_str());
  }
}

void TableApp::Impl::drawForm(ImVec2 size) {
  using K = Intent::Kind;
  switch (form.draw(ui, size)) {
    case NewGameScreen::Choice::Start: ask(Intent::form(K::StartMatch, form.draft)); break;
    case NewGameScreen::Choice::PastGames: ask(Intent::of(K::ShowPastGames)); break;
    case NewGameScreen::Choice::Statistics:
      ask(Intent::of(K::ShowStatistics));
      stats.show(client->statistics(), client->charts());
      break;
    case NewGameScreen::Choice::Import:
      if (ui.platform.requestImport) ui.platform.requestImport();
      break;
    case NewGameScreen::Choice::Scorer:
      ask(Intent::form(K::OpenScorer, form.draft));
      scorer.open(form.draft.names, client->scorerSaved());
      break;
    case NewGameScreen::Choice::Resume: ask(Intent::form(K::ResumeMatch, form.draft)); break;
    case NewGameScreen::Choice::CreateOnline: {
      Intent in = Intent::form(K::CreateOnline, form.draft);
      in.flag = form.onlinePublic;
      ask(in);
      break;
    }
    case NewGameScreen::Choice::Tournament: openConsole(); break;
    case NewGameScreen::Choice::OnlineTables: ask(Intent::form(K::ListOnline, form.draft)); break;
    case NewGameScreen::Choice::BackOnline: ask(Intent::of(K::BackToOnline)); break;
    case NewGameScreen::Choice::ExportUnreadable:
      ui.exportText("tarot-partie-abimee.txt", "text/plain", client->unreadableSave());
      break;
    case NewGameScreen::Choice::DeleteUnreadable: ask(Intent::of(K::DeleteUnreadable)); break;
    case NewGameScreen::Choice::Learn: ask(Intent::form(K::StartLesson, form.draft)); break;
    case NewGameScreen::Choice::None: break;
  }
}

void TableApp::Impl::openConsole() {
  if (!tournament && ui.platform.makeConsole) tournament = ui.platform.makeConsole(ui.platform.startupQuery);
  if (!tournament) {
    if (ui.platform.openConsolePage) ui.platform.openConsolePage(ui.lang);
    return;
  }
  ask(Intent::of(Intent::Kind::OpenTournament));
  tournament->open(ui, *client);
}

// The past games, and the sheet of the one opened over them.
void TableApp::Impl::drawPastGames(ImVec2 size) {
  using K = Intent::Kind;
  switch (pastGames.draw(ui, client->pastGames(), size)) {
    case PastGamesScreen::Choice::Open:
      ask(Intent::withText(K::OpenPastGame, pastGames.chosenId));
      if (client->mode() == Mode::PastGame) sheet.open = true;
      break;
    case PastGamesScreen::Choice::Delete: ask(Intent::withText(K::DeletePastGame, pastGames.chosenId)); break;
    case PastGamesScreen::Choice::Close: ask(Intent::of(K::ClosePastGame)); return;
    case PastGamesScreen::Choice::Statistics:
      ask(Intent::of(K::ShowStatistics));
      stats.show(client->statistics(), client->charts());
      return;
    case PastGamesScreen::Choice::None: break;
  }
  if (client->mode() == Mode::PastGame) drawSheet(size);
}

void TableApp::Impl::drawTable(ImVec2 size) {
  using K = Intent::Kind;
  // One panel at a time, opaque: the help, else a deal under review, else the scoresheet, else the summary of the
  // deal; the decision of the moment waits under any of them.
  table.panelsHidden = showHelp || client->study().open || sheet.open || settingsPanel.open;
  switch (table.draw(ui, client->seat(), size)) {
    case TableScreen::Choice::Menu: ask(Intent::of(K::LeaveTable)); return;
    case TableScreen::Choice::Help: showHelp = !showHelp; break;
    case TableScreen::Choice::Sheet: sheet.open = !sheet.open; break;
    case TableScreen::Choice::Settings: settingsPanel.open = !settingsPanel.open; break;
    case TableScreen::Choice::Hint: ask(Intent::of(K::AskHint)); hintLine(); break;
    case TableScreen::Choice::SkipDeal: ask(Intent::of(K::SkipDeal)); break;
    case TableScreen::Choice::None: case TableScreen::Choice::LessonNext: break;
  }
  if (table.menuOpen()) return;  // the top bar's menu, alone over the table
  if (showHelp) { drawHelp(ui, size, &showHelp, client->view().players, &help); return; }
  if (settingsPanel.open) { drawSettings(size); return; }
  if (client->study().open) return;  // drawn by frame(), over everything
  if (sheet.open) { drawSheet(size); return; }
  switch (summary.draw(ui, table.view, size)) {
    case SummaryScreen::Choice::NextDeal: ask(Intent::of(K::NextDeal)); break;
    case SummaryScreen::Choice::NewMatch: ask(Intent::of(K::ForgetMatch)); break;
    case SummaryScreen::Choice::None: break;
  }
}

// The lesson ("Apprendre"): the table of its deal with the step's text in a panel, the help over it when asked.
void TableApp::Impl::drawLesson(ImVec2 size) {
  using K = Intent::Kind;
  const client::Lesson& lesson = client->lesson();
  table.panelsHidden = showHelp;
  table.lesson.text = lesson.chienShowing(ui.now) ? std::string() : lesson.text();
  table.glossLine.clear();  // the lesson's own words explain its terms
  table.lesson.next = !lesson.reading() ? std::string()
                      : client::lessonText(ui.lang, lesson.step() == client::Lesson::Step::Count
                                                        ? client::LessonText::Finish
                                                        : client::LessonText::Next);
  const TableScreen::Choice choice = table.draw(ui, client->seat(), size);
  table.lesson = TableScreen::LessonNote();
  switch (choice) {
    case TableScreen::Choice::Menu: ask(Intent::of(K::LeaveTable)); return;
    case TableScreen::Choice::Help: showHelp = !showHelp; break;
    case TableScreen::Choice::LessonNext: ask(Intent::of(K::LessonNext)); break;
    default: break;
  }
  if (showHelp && !table.menuOpen()) drawHelp(ui, size, &showHelp, 4, &help);
}

// The settings panel over the table: each change applies at once and is kept (the sound by the platform).
void TableApp::Impl::drawSettings(ImVec2 size) {
  PlayerSettings s = client->preferences().current;
  const bool hasSound = ui.platform.soundOn && ui.platform.setSoundOn;
  bool sound = hasSound && ui.platform.soundOn();
  bool hints = client->hintsOn();
  if (!settingsPanel.draw(ui, size, &s, hasSound ? &sound : nullptr, &hints)) return;
  if (hasSound && sound != ui.platform.soundOn()) ui.platform.setSoundOn(sound);
  ask(Intent::settingsChanged(s, hints));
  form.draft.speed = client->preferences().current.speed;  // the next match from the form keeps the pace chosen here
}

// The scoresheet of the match on show (or of the past game opened), and the deal chosen on it.
void TableApp::Impl::drawSheet(ImVec2 size) {
  const bool reviewable = client->sheetReviewable();
  const int deal = sheet.draw(ui, client->sheet(), reviewable, size);
  if (reviewable && deal >= 0) ask(Intent::withNumber(Intent::Kind::ReviewDeal, deal));
}

}  // namespace tarot::ui
