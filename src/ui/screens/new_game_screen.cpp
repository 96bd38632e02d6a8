// The new-game form.
#include "ui/screens/new_game_screen.h"
#include "client/lesson.h"
#include "ui/finger_controls.h"
#include "words/numbers.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace tarot::ui {

namespace {
constexpr int kMinDeals = 1, kMaxDeals = 100;  // as a link may give them
}  // namespace

void NewGameScreen::init(const MatchSettings& settings) {
  draft = settings;
  std::snprintf(nameBuf_, sizeof nameBuf_, "%s", draft.names[0].c_str());
  if (draft.seedGiven) std::snprintf(seedBuf_, sizeof seedBuf_, "%llu", (unsigned long long)draft.seed);
  for (int p = 0; p < 5; ++p) std::snprintf(botNames_[p].data(), 32, "%s", draft.names[p].c_str());
}

// The messages above the buttons, wrapped to the panel: the link's notes, the damaged save, why a resume failed.
void NewGameScreen::drawMessages(Context& c, Choice* choice) {
  const ImVec4 warm(1, 0.85f, 0.5f, 1);
  if (!linkNotes.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, warm);
    for (const std::string& line : linkNotes) c.wrapped(line);
    ImGui::PopStyleColor();
    ImGui::Separator();
  }
  if (unreadableSave || unreadableDeleted) {
    const float top = ImGui::GetCursorPosY();
    ImGui::PushStyleColor(ImGuiCol_Text, warm);
    c.wrapped(c.t(unreadableSave ? Text::UnreadableSave : Text::UnreadableDeleted));
    ImGui::PopStyleColor();
    if (unreadableSave) {
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
      if (c.button(c.t(Text::UnreadableExport), "unreadable:export", ImVec2(half, 0))) *choice = Choice::ExportUnreadable;
      ImGui::SameLine();
      if (c.button(c.t(deleteArmed_ ? Text::ConfirmDelete : Text::Delete), "unreadable:delete", ImVec2(-1, 0))) {
        if (deleteArmed_) *choice = Choice::DeleteUnreadable;
        deleteArmed_ = !deleteArmed_;
      }
      unreadableHeight_ = ImGui::GetCursorPosY() - top;
    } else if (const float used = ImGui::GetCursorPosY() - top; unreadableHeight_ > used) {
      ImGui::Dummy(ImVec2(1, unreadableHeight_ - used - ImGui::GetStyle().ItemSpacing.y));  // the buttons stay put
    }
    ImGui::Separator();
  }
  if (!resumeError.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.7f, 0.6f, 1));
    c.wrapped(resumeError);
    ImGui::PopStyleColor();
  }
}

NewGameScreen::Choice NewGameScreen::draw(Context& c, ImVec2 size) {
  Choice choice = Choice::None;
  // A wide screen (a desktop, a landscape phone) has the choices in two columns on a centred card; a portrait phone
  // in one. Either way they scroll between the title and the footer, where "Jouer" stays in reach at the bottom.
  const bool wide = size.x >= 760;
  centreNextWindow(size, 0.5f, wide ? 1040.0f : 560.0f, wide ? 760.0f : 720.0f, 16);
  ImGui::Begin("##newgame", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar |
                                         ImGuiWindowFlags_NoScrollWithMouse | kPanelFlags);
  // The form's fields (choices, names, levels, sliders) are 44 px high like the buttons, for fingers, and reported
  // as automation targets ("form:..."), so that the layout test checks them too.
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(style.FramePadding.x, std::max(style.FramePadding.y, (44.0f - ImGui::GetFontSize()) * 0.5f)));
  ImGui::PushFont(c.fonts.large);
  ImGui::SetWindowFontScale(0.6f);
  ImGui::TextUnformatted("♠ ♥ Tarot ♦ ♣");
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  drawMessages(c, &choice);
  ImGui::BeginChild("##choices", ImVec2(0, -footerHeight_));
  // The lesson first, where a newcomer sees it: one deal where the table explains each step (client/lesson.h).
  if (c.button(client::lessonText(c.lang, client::LessonText::Title), "learn", ImVec2(-1, 0))) choice = Choice::Learn;
  if (wide && ImGui::BeginTable("##columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX)) {
    ImGui::TableNextColumn();
    drawLanguage(c);
    drawTable(c);
    drawName(c);
    drawPace(c);
    ImGui::TableNextColumn();
    drawSeats(c);
    drawSeed(c);
    drawDestinations(c, &choice);
    ImGui::EndTable();
  } else {
    drawLanguage(c);
    drawTable(c);
    drawName(c);
    drawSeats(c);
    drawPace(c);
    drawSeed(c);
    drawDestinations(c, &choice);
  }
  ImGui::EndChild();
  const float top = ImGui::GetCursorPosY();
  drawFooter(c, &choice);
  footerHeight_ = ImGui::GetCursorPosY() - top;  // the choices above leave it this much room on the next frame
  ImGui::PopStyleVar();
  ImGui::End();
  return choice;
}

// The footer: the question before a new match replaces the saved one, "Reprendre", then "Jouer" at the bottom (it
// stays where it is when "Reprendre" comes or goes).
void NewGameScreen::drawFooter(Context& c, Choice* choice) {
  // A saved match comes first; a new one replaces it only once the player has said so (a link that would replace it
  // asks at once).
  if (linkAsks && !linkAsked_) {
    linkAsked_ = true;
    confirmReplace_ = linkQuestion_ = true;
  }
  if (!resumeOffered) confirmReplace_ = false;
  if (confirmReplace_) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.85f, 0.5f, 1));
    c.wrapped(c.t(linkQuestion_ ? Text::LinkOtherMatch : Text::ReplaceQuestion));
    ImGui::PopStyleColor();
  }
  if (resumeOffered && c.button(c.t(Text::Resume), "resume", ImVec2(-1, 56))) *choice = Choice::Resume;
  if (confirmReplace_) {
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (c.button(c.t(Text::Replace), "start_confirm", ImVec2(half, 0))) { *choice = Choice::Start; confirmReplace_ = false; }
    ImGui::SameLine();
    if (c.button(c.t(Text::Cancel), "start_cancel", ImVec2(-1, 0))) confirmReplace_ = false;
  } else if (c.button(c.t(Text::Start), "start", ImVec2(-1, resumeOffered ? 0 : 56))) {
    if (resumeOffered) confirmReplace_ = true, linkQuestion_ = false;
    else *choice = Choice::Start;
  }
}

// The other places the menu leads to, two to a row when their labels fit, then the online tables.
void NewGameScreen::drawDestinations(Context& c, Choice* choice) {
  const struct { Text label; const char* id; Choice choice; } places[] = {
      {Text::PastGames, "games", Choice::PastGames}, {Text::Statistics, "stats", Choice::Statistics},
      {Text::ImportDeal, "import", Choice::Import}, {Text::ScorerMode, "scorer", Choice::Scorer},
      {Text::TnMenu, "tournament", Choice::Tournament}};
  ImGui::Separator();
  const float avail = ImGui::GetContentRegionAvail().x, spacing = ImGui::GetStyle().ItemSpacing.x;
  float widest = 0;
  for (const auto& p : places) widest = std::max(widest, buttonWidth(c.t(p.label)) + 4);
  const int cols = 2 * widest + spacing <= avail ? 2 : 1;
  const float cell = (avail - spacing * float(cols - 1)) / float(cols);
  int at = 0;
  for (const auto& p : places) {
    if (at++ % cols) ImGui::SameLine();
    if (c.button(c.t(p.label), p.id, ImVec2(cell, 0))) *choice = p.choice;
  }
  if (!onlineOffered) return;
  // A table shared over the network, with these settings: bots take the seats nobody took when it starts.
  ImGui::SeparatorText(c.t(Text::OnlineTables));
  if (onlineSeat && c.button(c.t(Text::OnlineTable), "online:return", ImVec2(-1, 0))) *choice = Choice::BackOnline;
  if (c.button(c.t(Text::OnlineCreate), "online:create", ImVec2(-1, 0))) *choice = Choice::CreateOnline;
  {
    // The label wraps beside its box on a narrow screen, like the table choices below.
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - ImGui::GetStyle().ItemInnerSpacing.x;
    ImGui::Checkbox((wrapLabel(c.t(Text::OnlinePublic), room) + "##online:public").c_str(), &onlinePublic);
  }
  c.targetLastItem("online:public");
  if (c.button(c.t(Text::OnlineTables), "online:list", ImVec2(-1, 0))) *choice = Choice::OnlineTables;
  if (!onlineNote.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.8f, 0.55f, 1));
    c.wrapped(onlineNote);
    ImGui::PopStyleColor();
  }
}

void NewGameScreen::drawLanguage(Context& c) {
  ImGui::SeparatorText(c.t(Text::Language));
  auto setLang = [&](Lang l) {
    // A default name follows the language; a name the player typed stays.
    if (draft.names[0] == tr(draft.lang, Text::DefaultName)) {
      draft.names[0] = tr(l, Text::DefaultName);
      std::snprintf(nameBuf_, sizeof nameBuf_, "%s", draft.names[0].c_str());
    }
    draft.lang = l;
    c.lang = l;
  };
  // The language in force marked, as the other choices are.
  for (const Lang l : {Lang::French, Lang::English}) {
    const bool on = draft.lang == l;
    if (l == Lang::English) ImGui::SameLine();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.68f, 0.18f, 1.0f));
    if (on) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.08f, 0.08f, 1.0f));
    if (c.button(words::languageName(l), std::string("lang:") + words::langCode(l), ImVec2(120, 0)))
      setLang(l);
    if (on) ImGui::PopStyleColor(2);
  }
}

void NewGameScreen::drawTable(Context& c) {
  ImGui::SeparatorText(c.t(Text::Players));
  const struct { Text label; int people; TableMode mode; } tables[] = {
      {Text::ThreePlayers, 3, TableMode::Standard}, {Text::FourPlayers, 4, TableMode::Standard},
      {Text::FivePlayers, 5, TableMode::Standard}, {Text::FiveAtFour, 5, TableMode::FiveAtFour}};
  for (const auto& tb : tables) {
    const bool on = draft.people == tb.people && draft.mode == tb.mode;
    const std::string id = tb.mode == TableMode::FiveAtFour ? "form:table:5at4" : "form:table:" + std::to_string(tb.people);
    // The label wraps beside its button on a narrow screen ("5 personnes à 4 (le donneur ne joue pas)" at 360 px).
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - ImGui::GetStyle().ItemInnerSpacing.x;
    if (ImGui::RadioButton((wrapLabel(c.t(tb.label), room) + "##" + id).c_str(), on)) { draft.people = tb.people; draft.mode = tb.mode; }
    c.targetLastItem(id);
  }
}

void NewGameScreen::drawName(Context& c) {
  ImGui::SeparatorText(c.t(Text::YourName));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##name", nameBuf_, sizeof nameBuf_)) draft.names[0] = nameBuf_[0] ? nameBuf_ : c.t(Text::DefaultName);
  c.targetLastTextField("form:name");
}

// The other seats: each one's name and level.
void NewGameScreen::drawSeats(Context& c) {
  ImGui::SeparatorText(c.t(Text::BotLevel));
  const float w = ImGui::GetContentRegionAvail().x;
  for (int p = 1; p < draft.people; ++p) {
    ImGui::PushID(p);
    ImGui::SetNextItemWidth(w * 0.45f);
    if (ImGui::InputText("##bn", botNames_[p].data(), 32)) draft.names[p] = botNames_[p][0] ? botNames_[p].data() : "?";
    c.targetLastTextField("form:seat:" + std::to_string(p) + ":name");
    ImGui::SameLine();
    // The level as a list sheet: a tap opens the five levels in rows for a finger.
    static constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert,
                                           BotLevel::Master};
    std::vector<std::string> labels;
    int current = -1;
    for (int k = 0; k < 5; ++k) {
      labels.push_back(levelText(c.lang, kLevels[k]));
      if (kLevels[k] == draft.levels[p]) current = k;
    }
    if (const int k = listSheet(c, "form:seat:" + std::to_string(p) + ":level", labels, current); k >= 0)
      draft.levels[p] = kLevels[k];
    ImGui::PopID();
  }
}

// The match's length and the game's speed, each a step at a time (a slider would take a finger's every twitch).
void NewGameScreen::drawPace(Context& c) {
  ImGui::SeparatorText(c.t(Text::Deals));
  draft.deals += stepper(c, "form:deals", std::to_string(draft.deals), draft.deals > kMinDeals, draft.deals < kMaxDeals);
  ImGui::SeparatorText(c.t(Text::AnimationSpeed));
  // The same four speeds as the settings panel.
  const std::vector<std::string> speeds = speedLabels(c);
  const int at = speedStep(draft.speed);
  if (const int step = stepper(c, "form:speed", speeds[size_t(at)], at > 0, at < 3)) draft.speed = kSpeedSteps[at + step];
}

void NewGameScreen::drawSeed(Context& c) {
  ImGui::SeparatorText(c.t(Text::Seed));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##seed", c.t(Text::SeedHint), seedBuf_, sizeof seedBuf_, ImGuiInputTextFlags_CharsDecimal)) {
    draft.seedGiven = seedBuf_[0] != 0;
    draft.seed = std::strtoull(seedBuf_, nullptr, 10);
  }
  c.targetLastTextField("form:seed");
}

}  // namespace tarot::ui
