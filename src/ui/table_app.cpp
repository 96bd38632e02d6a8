// The game screen as one object: it runs the match (bots, saves, host-page events) and dispatches each frame to
// the screen on show (new game, table, summary, scoresheet, deal review, past games, scorer, help; one file each
// under screens/), then reports what is on screen for automation.
#include "ui/table_app_impl.h"

namespace tarot::ui {


TableApp::TableApp(Platform platform) : impl_(new Impl) {
  Impl& m = *impl_;
  m.ui.platform = std::move(platform);
  m.startup = parseStartupQuery(m.ui.platform.startupQuery);
  for (const std::string& w : m.startup.warnings) std::fprintf(stderr, "tarot: %s\n", w.c_str());
  m.prefs.load(m.ui.platform, &m.startup);
  m.prefs.apply(m.game, m.table);
  m.form.init(m.startup.settings);
  m.ui.lang = m.form.draft.lang;
  if (m.startup.hasAccent) {
    const unsigned c = m.startup.accent;
    m.ui.accent = IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 255);
  }
  std::string saved;
  if (m.ui.platform.load && m.ui.platform.load(kCurrentMatchKey, &saved)) m.form.resumeOffered = true;
  m.form.onlineOffered = bool(m.ui.platform.openLink);
  m.pendingInvite = m.startup.table;
  // The expert's hints: the URL's choice for this page, else the person's saved one, else on except in an embed.
  m.hintsOn = !m.ui.platform.embedded;
  std::string hints;
  if (m.ui.platform.load && m.ui.platform.load(kHintsKey, &hints)) m.hintsOn = hints == "1";
  if (m.startup.hints >= 0) m.hintsOn = m.startup.hints == 1;
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
  for (const Target& t : impl_->lastTargets)
    if (t.text) {
      std::snprintf(buf, sizeof buf, "%s%.0f,%.0f,%.0f,%.0f", s.empty() ? "" : ";", t.r.x, t.r.y, t.r.w, t.r.h);
      s += buf;
    }
  return s;
}

void TableApp::imported(const std::string& text) {
  Impl& m = *impl_;
  DealReview r;
  std::string why;
  if (!reviewFromImport(text, &r, &why, m.ui.lang)) {
    m.ui.notice(std::string(m.ui.t(Text::Refused)) + ": " + why, 6.0);
    return;
  }
  m.review.show(true, std::move(r), "");
}

std::string TableApp::automationJson() const { return impl_->automation(); }

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
  style.ScrollbarSize = 16;
  style.Colors[ImGuiCol_Button] = ImColor(ui.accent).Value;
  ui.lang = onTable ? game.settings().lang : form.draft.lang;
  const ImVec2 size = io.DisplaySize;

  if (!pendingInvite.empty()) {
    inviteOnline(pendingInvite);
    pendingInvite.clear();
  }
  if (online) runOnline();

  if (!onTable && startup.start) {
    startup.start = false;
    if (!resumeSameMatch(form.draft)) startMatch(form.draft);
  }
  if (onTable) runMatch();
  drawBackground(size);
  if (onTable) drawTable(size);
  else if (screen == Screen::Online) drawOnline(size);
  else if (screen == Screen::Games) {
    SavedGames games = savedGames();
    const PastGamesScreen::Choice c = pastGames.draw(ui, games, &viewed, &viewedSheet, &viewedSheetOnly, size);
    if (c == PastGamesScreen::Choice::Opened) { viewing = true; sheet.open = true; }
    if (c == PastGamesScreen::Choice::Close) { screen = Screen::Form; viewing = false; }
    if (c == PastGamesScreen::Choice::Statistics) { viewing = false; openStats(); }
    else if (viewing) drawSheet(size);
  } else if (screen == Screen::Stats) {
    if (stats.draw(ui, size) == StatsScreen::Choice::Close) screen = Screen::Form;
  } else if (screen == Screen::Scorer) {
    if (scorer.draw(ui, size)) screen = Screen::Form;
  } else if (screen == Screen::Tournament) {
    if (tournament.draw(ui, size)) screen = Screen::Form;
  } else {
    drawForm(size);
  }
  review.think(kHintSliceMs);
  review.draw(ui, size);  // a deal chosen on a scoresheet, or imported
  if (!ui.message.empty() && ui.now < ui.messageUntil) {
    ImDrawList* dl = ImGui::GetForegroundDrawList();
    const ImVec2 ts = ImGui::CalcTextSize(ui.message.c_str());
    const ImVec2 p(size.x * 0.5f - ts.x * 0.5f - 12, size.y * 0.42f);
    dl->AddRectFilled(p, ImVec2(p.x + ts.x + 24, p.y + ts.y + 16), IM_COL32(120, 20, 20, 230), 8);
    dl->AddText(ImVec2(p.x + 12, p.y + 8), IM_COL32(255, 255, 255, 255), ui.message.c_str());
  }
  lastTargets = ui.targets;
  lastTexts = ui.texts;
  ready = true;
}

// Bots and timers, the host page's events, the save after each change, the archive at the end of the match.
void TableApp::Impl::runMatch() {
  game.update(ui.now);
  table.refresh(local, ui.now);
  runAdvice();
  if (const unsigned cues = soundCues.observe(table.view); cues && ui.platform.sound) ui.platform.sound(cues);
  for (const std::string& ev : game.takeEvents())
    if (ui.platform.notify) ui.platform.notify(ev);
  if (game.takeDirty()) save();
  if (game.matchOver() && !archived) {
    archived = true;
    if (const char* why = savedGames().archive(game, ui.platform.today ? ui.platform.today() : std::string()))
      ui.notice(why);
  }
}

namespace {

// Which decision the person faces: the advice is dropped when it changes.
std::string decisionKey(const SeatView& v) {
  if (!v.toAct || v.dealFinished) return std::string();
  char key[160];
  std::snprintf(key, sizeof key, "%d/%d/%d/%d/%d/%llx/%llx", v.dealsPlayed, int(v.phase), v.playedCount,
                int(v.awaitingPoignee), v.turn, (unsigned long long)v.hand.lo(), (unsigned long long)v.hand.hi());
  return key;
}

}  // namespace

// The expert's advice follows the person's decision: dropped when the decision changes, thought in slices while
// asked, then shown on one line under the top bar.
void TableApp::Impl::runAdvice() {
  table.hintOffered = hintsOn && !game.settings().autoplay;
  const std::string key = decisionKey(table.view);
  if (key != hintKey) {
    advisor.clear();
    hintKey = key;
    table.hintLine.clear();
    table.hintCards = CardSet();
  }
  if (!advisor.busy()) return;
  advisor.think(kHintSliceMs);
  if (advisor.ready()) hintSeconds = ui.now - hintAskedAt;
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
    table.hintLine = std::string(ui.t(Text::Hint)) + (ui.lang == Lang::French ? "\u00A0: " : ": ") +
                     (table.view.phase == Phase::Play && table.view.legalPlays.size() == 1
                          ? optionText(ui.lang, Action::play(table.view.legalPlays.first()))
                          : legal.size() == 1 ? optionText(ui.lang, legal.front()) : std::string());
  }
}

void TableApp::Impl::askAdvice() {
  Observation o;
  if (!hintsOn || advisor.busy() || advisor.ready() || !table.view.toAct || !local.observation(&o)) return;
  advisor.begin(o);
  hintAskedAt = ui.now;
  hintSeconds = 0;
  runAdvice();
}

void TableApp::Impl::drawBackground(ImVec2 size) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->AddRectFilledMultiColor(ImVec2(0, 0), size, IM_COL32(22, 110, 58, 255), IM_COL32(22, 110, 58, 255),
                              IM_COL32(10, 60, 30, 255), IM_COL32(10, 60, 30, 255));
  dl->AddCircle(ImVec2(size.x * 0.5f, size.y * 0.45f), std::min(size.x, size.y) * 0.3f, IM_COL32(255, 255, 255, 18), 64, 3.0f);
  const std::string& club = onTable ? game.settings().club : form.draft.club;
  if (!club.empty()) {
    const ImVec2 ts = ui.fonts.regular->CalcTextSizeA(22, 1e4f, 0, club.c_str());
    dl->AddText(ui.fonts.regular, 22, ImVec2(size.x * 0.5f - ts.x * 0.5f, size.y * 0.45f - 11), IM_COL32(255, 255, 255, 60), club.c_str());
  }
}

void TableApp::Impl::drawForm(ImVec2 size) {
  switch (form.draw(ui, size)) {
    case NewGameScreen::Choice::Start: startMatch(form.draft); break;
    case NewGameScreen::Choice::PastGames: screen = Screen::Games; viewing = false; break;
    case NewGameScreen::Choice::Statistics: openStats(); break;
    case NewGameScreen::Choice::Import:
      if (ui.platform.requestImport) ui.platform.requestImport();
      break;
    case NewGameScreen::Choice::Scorer:
      screen = Screen::Scorer;
      scorer.open(ui, form.draft.names);
      break;
    case NewGameScreen::Choice::Resume: {
      std::string saved, why;
      if (ui.platform.load && ui.platform.load(kCurrentMatchKey, &saved) && !game.loadJson(saved, ui.now, &why)) {
        prefs.apply(game, table);
        onTable = true;
        table.refresh(local, ui.now);
      } else {
        form.resumeError = why.empty() ? "no saved game" : why;
        form.resumeOffered = false;
      }
      break;
    }
    case NewGameScreen::Choice::Tournament: tournament.open(ui); screen = Screen::Tournament; break;
    case NewGameScreen::Choice::CreateOnline: createOnline(); break;
    case NewGameScreen::Choice::OnlineTables: listOnline(); break;
    case NewGameScreen::Choice::BackOnline: if (online) screen = Screen::Online; break;
    case NewGameScreen::Choice::None: break;
  }
}

void TableApp::Impl::drawTable(ImVec2 size) {
  // One panel at a time, opaque: the help, else a deal under review, else the scoresheet, else the summary of the
  // deal; the decision of the moment waits under any of them.
  table.panelsHidden = showHelp || review.open || sheet.open || settingsPanel.open;
  switch (table.draw(ui, local, size)) {
    case TableScreen::Choice::Menu: onTable = false; form.resumeOffered = ui.platform.load != nullptr; break;
    case TableScreen::Choice::Help: showHelp = !showHelp; break;
    case TableScreen::Choice::Sheet: sheet.open = !sheet.open; break;
    case TableScreen::Choice::Settings: settingsPanel.open = !settingsPanel.open; break;
    case TableScreen::Choice::Hint: askAdvice(); break;
    case TableScreen::Choice::None: break;
  }
  if (showHelp) { drawHelp(ui, size, &showHelp); return; }
  if (settingsPanel.open) { drawSettings(size); return; }
  if (review.open) return;  // drawn by frame(), over everything
  if (sheet.open) { drawSheet(size); return; }
  switch (summary.draw(ui, table.view, size)) {
    case SummaryScreen::Choice::NextDeal: game.nextDeal(ui.now); break;
    case SummaryScreen::Choice::NewMatch:
      onTable = false;
      if (ui.platform.remove) ui.platform.remove(kCurrentMatchKey);
      form.resumeOffered = false;
      break;
    case SummaryScreen::Choice::None: break;
  }
}

// The settings panel over the table: each change applies at once and is kept.
void TableApp::Impl::drawSettings(ImVec2 size) {
  PlayerSettings s = prefs.current;
  const bool hasSound = ui.platform.soundOn && ui.platform.setSoundOn;
  bool sound = hasSound && ui.platform.soundOn();
  bool hints = hintsOn;
  if (!settingsPanel.draw(ui, size, &s, hasSound ? &sound : nullptr, &hints)) return;
  if (hints != hintsOn) {
    hintsOn = hints;
    if (ui.platform.save) ui.platform.save(kHintsKey, hints ? "1" : "0");
    if (!hints) advisor.clear();
  }
  if (hasSound && sound != ui.platform.soundOn()) ui.platform.setSoundOn(sound);
  if (s.speed != prefs.current.speed) prefs.chooseSpeed(s.speed);
  s.speed = prefs.current.speed;
  prefs.current = s;
  form.draft.speed = s.speed;  // the next match from the form keeps the pace chosen here
  prefs.apply(game, table);
  prefs.save(ui.platform);
}

// The scoresheet of the match on the table (or of the past game opened), and the deal chosen on it.
void TableApp::Impl::drawSheet(ImVec2 size) {
  if (viewing && viewedSheetOnly) {
    sheet.draw(ui, viewedSheet, false, size);
    return;
  }
  const Match& src = viewing ? viewed : game;
  const int deal = sheet.draw(ui, sheetFromMatch(src), true, size);
  if (deal >= 0 && deal < int(src.history().size())) {
    DealReview r;
    std::string why;
    const DealEntry& entry = src.history()[size_t(deal)];
    const bool ok = reviewFromEntry(entry, src.settings().names, &r, &why, ui.lang);
    // The person's decisions weighed by the expert when the hints are on (a deal they played, not sat out).
    const int seat = entry.seating.seatOfPerson[0];
    review.show(ok, std::move(r), why, seat, hintsOn && seat >= 0 && entry.annulled == Annulment::None, entry.seed);
  }
}

std::string TableApp::Impl::automation() const {
  json::Value o = json::Value::object();
  const char* screenName = onTable ? "table"
                           : screen == Screen::Online ? (onlinePlaying ? "online_table" : "online")
                                                      : "new_game";
  o.set("screen", screenName).set("ready", ready);
  if (online) o.set("online", onlineJson());
  if (!onTable && screen == Screen::Form) o.set("form_name", form.draft.names[0]);
  if (!onTable && screen == Screen::Stats) o.set("screen", "statistics").set("statistics", stats.automation());
  if (!onTable && screen == Screen::Tournament) o.set("screen", "tournament").set("tournament", tournament.automation());
  {
    json::Value st = json::Value::object();  // the person's settings in force
    st.set("speed", double(prefs.current.speed)).set("card_size", int(prefs.current.cardSize));
    st.set("trumps_right", prefs.current.trumpsRight).set("suit_order", prefs.current.suitOrder);
    st.set("confirm_play", prefs.current.confirmPlay).set("chelem", prefs.current.chelem == ChelemQuestion::Always ? "always" : "when_possible");
    if (ui.platform.soundOn) st.set("sound", ui.platform.soundOn());
    st.set("hints", hintsOn);
    o.set("settings", st).set("settings_open", settingsPanel.open);
  }
  if (review.open) o.set("review", review.automation());
  if (onTable || (screen == Screen::Online && onlinePlaying)) {
    // The person's view only (a bot's écart choices, say, are not the screen's to tell).
    const SeatView& v = table.view;
    o.set("phase", phaseName(v.phase));
    o.set("players", v.players).set("human_seat", v.seat).set("turn", v.turn);
    o.set("human_to_act", v.toAct).set("awaiting_poignee", v.awaitingPoignee);
    o.set("deals_played", v.dealsPlayed).set("match_over", v.matchOver);
    if (onTable) o.set("seed", std::to_string(game.dealSeed()));
    json::Value legal = json::Value::array();
    if (v.toAct && v.phase == Phase::Play && !v.awaitingPoignee) {
      CardSet l = v.legalPlays;
      while (!l.empty()) legal.push(cardName(l.pop()));
    }
    o.set("legal", legal);
    json::Value bids = json::Value::array();  // by seat: the contract said, or null before speaking
    for (int seat = 0; seat < v.players; ++seat)
      bids.push(v.hasBid[seat] ? json::Value(contractName(v.bids[seat])) : json::Value());
    o.set("bids", bids).set("can_undo", onTable && game.canUndo());
    if (v.seat >= 0) o.set("hand", cardsToJson(v.hand));
    {
      json::Value order = json::Value::array();  // the hand as drawn, left to right
      for (Card c : table.handOrder()) order.push(cardName(c));
      o.set("hand_order", order).set("raised", table.raisedCard() == kNoCard ? json::Value() : json::Value(cardName(table.raisedCard())));
      o.set("speed", double(game.settings().speed));
    }
    if (v.awaitingPoignee && table.poigneeChoice != PoigneeSize::None) {
      o.set("poignee_choosing", poigneeName(table.poigneeChoice)).set("poignee_selected", cardsToJson(table.poigneeSelection));
    }
    if (v.seat >= 0 && v.poignee[v.seat] != PoigneeSize::None) o.set("poignee_shown", cardsToJson(v.poigneeShown[v.seat]));
    if (v.phase == Phase::Ecart) {
      Rules rules;
      rules.players = v.players;
      o.set("ecart_allowed", cardsToJson(v.ecartRule.allowed)).set("ecart_size", rules.chienSize());
      o.set("ecart_trumps", v.ecartRule.trumpsNeeded).set("ecart_selected", cardsToJson(table.ecartSelection));
    }
    if (v.dealFinished) {
      json::Value s = json::Value::array();
      for (int p = 0; p < v.people; ++p) s.push(v.dealScores[p]);
      o.set("deal_scores", s);
      if (v.phase == Phase::Over) o.set("result", resultToJson(v.result, v.players));
    }
    json::Value totals = json::Value::array();
    for (int p = 0; p < v.people; ++p) totals.push(v.totals[p]);
    o.set("totals", totals);
    if (!table.hintLine.empty() || advisor.busy() || advisor.ready()) {
      json::Value h = json::Value::object();
      h.set("thinking", advisor.busy()).set("ready", advisor.ready()).set("line", table.hintLine);
      h.set("seconds", hintSeconds).set("progress", advisor.progress());
      h.set("think_ms", advisor.thinkMs()).set("units", double(advisor.units()));
      json::Value opts = json::Value::array();
      for (const ScoredOption& op : advisor.options()) {
        json::Value x = match::actionToJson(op.action);
        x.set("mean", op.mean);
        opts.push(x);
      }
      h.set("options", opts);
      o.set("hint", h);
    }
    o.set("message", ui.now < ui.messageUntil ? ui.message : std::string());
  }
  json::Value ts = json::Value::array();
  for (const Target& t : lastTargets) {
    json::Value x = json::Value::object();
    x.set("id", t.id).set("x", double(t.r.x)).set("y", double(t.r.y)).set("w", double(t.r.w)).set("h", double(t.r.h));
    x.set("enabled", t.enabled).set("armed", t.armed);
    if (t.partial) x.set("partial", true);
    if (t.text) x.set("text", true);
    ts.push(x);
  }
  o.set("targets", ts);
  json::Value tx = json::Value::array();
  for (const TextItem& t : lastTexts) {
    json::Value x = json::Value::object();
    x.set("text", t.text).set("x", double(t.r.x)).set("y", double(t.r.y)).set("w", double(t.r.w)).set("h", double(t.r.h));
    x.set("clipped", t.clipped);
    tx.push(x);
  }
  o.set("texts", tx);
  return o.dump();
}

}  // namespace tarot::ui
