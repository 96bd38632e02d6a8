// What TableApp reports for automation and tests (window.tarot.state() in the page): the screen on show, the
// person's view at the table, the settings in force, the expert's advice, and every control and text drawn.
#include "ui/table_app_impl.h"

#include <imgui.h>
#include <imgui_internal.h>

namespace tarot::ui {

namespace {

// In display pixels: the drawing's units times the zoom.
json::Value rectJson(const Rect& r, float z) {
  json::Value x = json::Value::object();
  x.set("x", double(r.x * z)).set("y", double(r.y * z)).set("w", double(r.w * z)).set("h", double(r.h * z));
  return x;
}

}  // namespace

// The person's view at the table (a bot's écart choices, say, are not the screen's to tell), added to `o`.
void TableApp::Impl::tableJson(json::Value& o) const {
  const bool local = client->mode() == Mode::Table;
  const SeatView& v = table.view;
  o.set("phase", phaseName(v.phase));
  o.set("players", v.players).set("human_seat", v.seat).set("turn", v.turn);
  o.set("human_to_act", v.toAct).set("awaiting_poignee", v.awaitingPoignee);
  o.set("deals_played", v.dealsPlayed).set("match_over", v.matchOver);
  if (local) o.set("seed", std::to_string(client->dealSeed()));
  json::Value legal = json::Value::array();
  if (v.toAct && v.phase == Phase::Play && !v.awaitingPoignee) {
    CardSet l = v.legalPlays;
    while (!l.empty()) legal.push(cardName(l.pop()));
  }
  o.set("legal", legal);
  json::Value bids = json::Value::array();  // by seat: the contract said, or null before speaking
  for (int seat = 0; seat < v.players; ++seat)
    bids.push(v.hasBid[seat] ? json::Value(contractName(v.bids[seat])) : json::Value());
  o.set("bids", bids).set("can_undo", local && client->canUndo());
  if (v.seat >= 0) o.set("hand", cardsToJson(v.hand));
  json::Value order = json::Value::array();  // the hand as drawn, left to right
  for (Card c : table.handOrder()) order.push(cardName(c));
  o.set("hand_order", order).set("raised", table.raisedCard() == kNoCard ? json::Value() : json::Value(cardName(table.raisedCard())));
  o.set("speed", double(client->tableSettings().speed));
  // The game's moments: the cards going round, the chien on show and its cards marked in the taker's hand, the
  // countdown before the next online deal.
  o.set("dealt", double(v.dealt)).set("chien_on_table", v.chienOnTable).set("chien", cardsToJson(v.chien));
  o.set("chien_marked", cardsToJson(v.phase == Phase::Ecart && v.seat >= 0 && v.seat == v.taker ? v.hand & v.chien : CardSet()));
  o.set("next_deal_in", client->nextDealCountdown());
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
  const client::Advisor& advisor = client->advisor();
  if (!table.hintLine.empty() || advisor.busy() || advisor.ready()) {
    json::Value h = json::Value::object();
    h.set("thinking", advisor.busy()).set("ready", advisor.ready()).set("line", table.hintLine);
    h.set("seconds", client->hint().seconds).set("progress", advisor.progress());
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
  // A card refused in the hand: the reason shown in a line above it (told as the screen's message too).
  std::string message = ui.now < ui.messageUntil ? ui.message : std::string();
  if (table.refusalShown(ui.now)) {
    const TableScreen::Refusal& r = table.refusal();
    json::Value x = rectJson(r.line, zoom);
    x.set("card", cardName(r.card)).set("text", r.why);
    o.set("refusal", x);
    if (message.empty()) message = std::string(ui.t(Text::Refused)) + colonFor(ui.lang) + r.why;
  }
  o.set("message", message);
  // The top bar's height, its menu's items (open or not) and the decision panel's rectangle, in display pixels.
  o.set("top_bar", double(table.topBarHeight() * zoom)).set("compact_bar", table.compactBar());
  json::Value items = json::Value::array();
  for (const std::string& id : table.menuItems()) items.push(id);
  o.set("menu_items", items).set("menu_open", table.menuOpen());
  if (table.panelRect().w > 0) o.set("panel", rectJson(table.panelRect(), zoom));
}

// The lesson's step, its text, and what it expects the person to do (the actions it takes, as the view's "legal"
// list writes them; none on a reading step, where "lesson:next" is the button).
json::Value TableApp::Impl::lessonJson() const {
  const client::Lesson& lesson = client->lesson();
  json::Value x = json::Value::object();
  x.set("step", client::Lesson::stepName(lesson.step())).set("reading", lesson.reading()).set("text", lesson.text());
  json::Value expects = json::Value::array();
  for (const Action& a : lesson.expected()) expects.push(match::actionToJson(a));
  return x.set("expects", expects);
}

std::string TableApp::Impl::automation() const {
  const Mode mode = client->mode();
  const char* screenName = mode == Mode::Table ? "table"
                           : mode == Mode::Lesson ? "lesson"
                           : mode == Mode::OnlineTable ? "online_table"
                           : mode == Mode::Online ? "online"
                                                  : "new_game";
  json::Value o = json::Value::object();  // "screen" first: tools read the line by its start
  o.set("screen", screenName).set("ready", ready);
  // A text field has the keyboard (a name being typed): tests type only once it has.
  o.set("typing", ImGui::GetCurrentContext() != nullptr && ImGui::GetIO().WantTextInput);
  if (client->online()) o.set("online", onlineJson());
  if (mode == Mode::Menu) {
    o.set("form_name", form.draft.names[0]).set("form_deals", form.draft.deals).set("form_speed", double(form.draft.speed));
    json::Value levels = json::Value::array();  // the other seats' bot levels, seat 1 first
    for (int p = 1; p < form.draft.people; ++p) levels.push(botLevelName(form.draft.levels[size_t(p)]));
    o.set("form_levels", levels);
  }
  if (mode == Mode::Statistics) o.set("screen", "statistics").set("statistics", stats.automation());
  if (mode == Mode::Tournament && tournament) o.set("screen", "tournament").set("tournament", tournament->automation());
  {
    const PlayerSettings& p = client->preferences().current;  // the person's settings in force
    json::Value st = json::Value::object();
    st.set("speed", double(p.speed)).set("card_size", int(p.cardSize));
    st.set("trumps_right", p.trumpsRight).set("suit_order", p.suitOrder);
    st.set("confirm_play", p.confirmPlay).set("chelem", p.chelem == ChelemQuestion::Always ? "always" : "when_possible");
    if (ui.platform.soundOn) st.set("sound", ui.platform.soundOn());
    st.set("hints", client->hintsOn());
    o.set("settings", st).set("settings_open", settingsPanel.open);
  }
  if (client->study().open) o.set("review", client->study().automation());
  if (atTable()) tableJson(o);
  if (mode == Mode::Lesson) o.set("lesson", lessonJson());
  json::Value ts = json::Value::array();
  for (const Target& t : lastTargets) {
    json::Value x = rectJson(t.r, zoom);
    x.set("id", t.id).set("enabled", t.enabled).set("armed", t.armed);
    if (t.partial) x.set("partial", true);
    if (t.text) x.set("text", true);
    ts.push(x);
  }
  o.set("targets", ts);
  // Where the pointer is as the drawing sees it: the window under it, the window a wheel would scroll, the button
  // held. A test that finds a wheel or a click without effect names these.
  if (ImGuiContext* g = ImGui::GetCurrentContext()) {
    json::Value p = json::Value::object();
    p.set("x", double(g->IO.MousePos.x)).set("y", double(g->IO.MousePos.y)).set("down", g->IO.MouseDown[0]);
    p.set("hovered", g->HoveredWindow ? g->HoveredWindow->Name : "").set("wheeling", g->WheelingWindow ? g->WheelingWindow->Name : "");
    p.set("active", double(g->ActiveId)).set("popups", g->OpenPopupStack.Size);
    o.set("pointer", p);
  }
  json::Value tx = json::Value::array();
  for (const TextItem& t : lastTexts) {
    json::Value x = rectJson(t.r, zoom);
    x.set("text", t.text).set("clipped", t.clipped);
    if (*t.role) x.set("role", t.role).set("person", t.person);
    tx.push(x);
  }
  o.set("texts", tx);
  json::Value cs = json::Value::array();
  for (const CardItem& c : lastCards) {
    json::Value x = rectJson(c.r, zoom);
    x.set("kind", c.kind).set("person", c.person);
    cs.push(x);
  }
  o.set("cards", cs).set("zoom", double(zoom));
  const CardTally& cards = cardTally();  // the cards of the last frame drawn with their picture, or without one
  o.set("card_pictures", json::Value::object().set("faces", cards.pictureFaces).set("backs", cards.pictureBacks)
                             .set("plain_faces", cards.plainFaces).set("plain_backs", cards.plainBacks));
  return o.dump();
}

}  // namespace tarot::ui
