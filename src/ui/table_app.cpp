// The game screen: new-game form, the table (hands, trick, seats, announcements), decision panels, deal
// summary, scoresheet and help. Human input goes through Match::humanAct, i.e. the engine's check.
#include "ui/table_app.h"
#include "ui/card_painter.h"
#include "match/match.h"
#include "ui/hand_layout.h"
#include "match/deal_review.h"
#include "match/saved_games.h"
#include "match/scoresheet.h"
#include "match/startup_config.h"
#include <imgui.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace tarot::ui {

using namespace tarot::match;

namespace {

struct Target {
  std::string id;
  Rect r;
  bool enabled = true;
};


const char* contractText(Lang l, Contract c) {
  switch (c) {
    case Contract::Pass: return tr(l, Text::Pass);
    case Contract::Prise: return tr(l, Text::Prise);
    case Contract::Garde: return tr(l, Text::Garde);
    case Contract::GardeSans: return tr(l, Text::GardeSans);
    case Contract::GardeContre: return tr(l, Text::GardeContre);
  }
  return "";
}

const char* levelText(Lang l, BotLevel b) {
  switch (b) {
    case BotLevel::Random: return tr(l, Text::RandomBot);
    case BotLevel::Beginner: return tr(l, Text::Beginner);
    case BotLevel::Standard: return tr(l, Text::Standard);
    case BotLevel::Expert: return tr(l, Text::Expert);
  }
  return "";
}

std::string shortCard(Card c, Lang l) { return std::string(rankLabel(c, l)) + suitSymbol(c); }

Text poigneeText(PoigneeSize s) {
  return s == PoigneeSize::None ? Text::NoPoignee : s == PoigneeSize::Simple ? Text::PoigneeSimple
         : s == PoigneeSize::Double ? Text::PoigneeDouble : Text::PoigneeTriple;
}

Rules rulesOf(const SeatView& v) {
  Rules r;
  r.players = v.players;
  return r;
}

}  // namespace

struct TableApp::Impl {
  Platform platform;
  Match game;
  SeatView view;                      // what the person at the screen sees, refreshed each frame and after each action
  MatchSettings draft;
  StartupConfig startup;
  bool ready = false;
  bool onTable = false;
  enum class Screen { Form, Games, Scorer } screen = Screen::Form;
  bool archived = false;              // the finished match has been added to the past games
  int reviewDeal = -1;                // history index of the deal under review, -1 for none
  bool reviewImported = false;        // the review shows importedDeal
  DealReview importedDeal;
  Match viewed;              // a past game opened from the list (its sheet only)
  bool viewing = false;
  std::string confirmDelete;          // id of the past game awaiting confirmation
  // Scorer mode.
  int scorerPeople = 4;
  std::array<std::array<char, 32>, 5> scorerNames{};
  std::vector<ScorerEntry> scorerEntries;
  ScorerEntry scorerDraft;
  float scorerPoints = 41.0f;
  int scorerPoignees[3] = {0, 0, 0};
  std::string scorerError;
  bool showHelp = false, showSheet = false, showLastTrick = false;
  bool resumeOffered = false;
  std::string resumeError;
  std::string message;     // a refusal reason or notice
  double messageUntil = 0;
  CardSet ecartSelection;
  // Poignée with more trumps than the size needs: the size being chosen and the trumps picked to show.
  PoigneeSize poigneeChoice = PoigneeSize::None;
  CardSet poigneeSelection;
  int focus = -1;          // keyboard focus in the hand (display index)
  int pressed = -1;        // card under the pointer when pressed
  ImVec2 pressPos;
  std::vector<Target> targets, lastTargets;
  std::vector<Card> handOrder;
  HandLayout hand;
  CardFonts fonts;
  ImU32 accent = IM_COL32(30, 80, 160, 255);
  double now = 0;
  char nameBuf[32] = {};
  char seedBuf[24] = {};
  std::array<std::array<char, 32>, 5> botNames{};

  Lang lang() const { return onTable ? game.settings().lang : draft.lang; }
  const char* t(Text x) const { return tr(lang(), x); }

  void notice(const std::string& m, double seconds = 3.5) { message = m; messageUntil = now + seconds; }

  // The past games, kept through the platform's storage.
  SavedGames savedGames() const { return SavedGames(Storage{platform.load, platform.save, platform.remove}); }

  // The person's action, checked by the engine; the view follows at once. Returns the refusal reason or nullptr.
  const char* act(const Action& a) {
    const char* why = game.humanAct(a, now);
    view = game.view(0, now);
    return why;
  }

  // ImGui button that also registers an automation target.
  bool button(const char* label, const std::string& id, ImVec2 size = ImVec2(0, 0), bool enabled = true) {
    if (!enabled) ImGui::BeginDisabled();
    const float minH = 44.0f;
    if (size.y < minH) size.y = minH;
    const bool pressedNow = ImGui::Button((std::string(label) + "##" + id).c_str(), size);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    targets.push_back({id, Rect{a.x, a.y, b.x - a.x, b.y - a.y}, enabled});
    if (!enabled) ImGui::EndDisabled();
    return pressedNow && enabled;
  }

  void startMatch(const MatchSettings& s) {
    MatchSettings m = s;
    std::uint64_t seed = std::uint64_t(now * 1000.0) * 2654435761ull ^ 0x5DEECE66Dull;
    if (m.seedGiven) seed = m.seed;
    game.startMatch(m, seed, now);
    onTable = true;
    archived = false;
    reviewDeal = -1;
    ecartSelection = CardSet();
    poigneeChoice = PoigneeSize::None;
    poigneeSelection = CardSet();
    focus = -1;
    showSheet = false;
  }

  void save() {
    if (!platform.save) return;
    if (!platform.save(kCurrentMatchKey, game.saveJson())) notice("save failed");
  }

  void frame();
  void drawBackground(ImVec2 size);
  void drawNewGame(ImVec2 size);
  void drawTable(ImVec2 size);
  void drawSeats(ImVec2 size);
  void drawTrick(ImVec2 size);
  void drawHand(ImVec2 size);
  void drawPanels(ImVec2 size);
  void drawSummary(ImVec2 size);
  void drawSheet(ImVec2 size);
  void drawTopBar(ImVec2 size);
  void drawSheetTable(const Sheet& sheet, bool reviewable);
  void drawReview(ImVec2 size);
  void drawGames(ImVec2 size);
  void drawScorer(ImVec2 size);
  void archiveMatch();
  void exportText(const std::string& name, const std::string& mime, const std::string& content);
  ImVec2 personAnchor(int person, ImVec2 size) const;
  std::string automation() const;
};

TableApp::TableApp(Platform platform) : impl_(new Impl) {
  impl_->platform = std::move(platform);
  impl_->startup = parseStartupQuery(impl_->platform.startupQuery);
  for (const std::string& w : impl_->startup.warnings) std::fprintf(stderr, "tarot: %s\n", w.c_str());
  impl_->draft = impl_->startup.settings;
  if (impl_->startup.hasAccent) {
    const unsigned c = impl_->startup.accent;
    impl_->accent = IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 255);
  }
  std::snprintf(impl_->nameBuf, sizeof impl_->nameBuf, "%s", impl_->draft.names[0].c_str());
  if (impl_->draft.seedGiven) std::snprintf(impl_->seedBuf, sizeof impl_->seedBuf, "%llu", (unsigned long long)impl_->draft.seed);
  for (int p = 0; p < 5; ++p) std::snprintf(impl_->botNames[p].data(), 32, "%s", impl_->draft.names[p].c_str());
  std::string saved;
  if (impl_->platform.load && impl_->platform.load(kCurrentMatchKey, &saved)) impl_->resumeOffered = true;
}

TableApp::~TableApp() { delete impl_; }

void TableApp::frame(double now) {
  impl_->now = now;
  impl_->frame();
}

bool TableApp::ready() const { return impl_->ready; }

void TableApp::imported(const std::string& text) {
  Impl& m = *impl_;
  std::string why;
  if (!reviewFromImport(text, &m.importedDeal, &why)) {
    m.notice(std::string(m.t(Text::Refused)) + ": " + why, 6.0);
    return;
  }
  m.reviewImported = true;
}
std::string TableApp::automationJson() const { return impl_->automation(); }

void TableApp::Impl::frame() {
  ImGuiIO& io = ImGui::GetIO();
  fonts.regular = io.Fonts->Fonts.Size > 0 ? io.Fonts->Fonts[0] : ImGui::GetFont();
  fonts.large = io.Fonts->Fonts.Size > 1 ? io.Fonts->Fonts[1] : fonts.regular;
  ImGuiStyle& style = ImGui::GetStyle();
  style.FramePadding = ImVec2(12, 10);
  style.ItemSpacing = ImVec2(10, 10);
  style.WindowRounding = 10;
  style.FrameRounding = 8;
  style.WindowPadding = ImVec2(14, 14);
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.06f, 0.18f, 0.10f, 0.94f);
  style.Colors[ImGuiCol_Button] = ImColor(accent).Value;
  targets.clear();
  const ImVec2 size = io.DisplaySize;

  if (!onTable && startup.start) {
    startup.start = false;
    startMatch(draft);
  }
  if (onTable) {
    game.update(now);
    view = game.view(0, now);
    for (const std::string& ev : game.takeEvents())
      if (platform.notify) platform.notify(ev);
    if (game.takeDirty()) save();
    if (game.matchOver() && !archived) archiveMatch();
  }
  drawBackground(size);
  if (onTable) drawTable(size);
  else if (screen == Screen::Games) drawGames(size);
  else if (screen == Screen::Scorer) drawScorer(size);
  else drawNewGame(size);
  if (reviewImported) drawReview(size);
  if (!message.empty() && now < messageUntil) {
    ImDrawList* dl = ImGui::GetForegroundDrawList();
    const ImVec2 ts = ImGui::CalcTextSize(message.c_str());
    const ImVec2 p(size.x * 0.5f - ts.x * 0.5f - 12, size.y * 0.42f);
    dl->AddRectFilled(p, ImVec2(p.x + ts.x + 24, p.y + ts.y + 16), IM_COL32(120, 20, 20, 230), 8);
    dl->AddText(ImVec2(p.x + 12, p.y + 8), IM_COL32(255, 255, 255, 255), message.c_str());
  }
  lastTargets = targets;
  ready = true;
}

void TableApp::Impl::drawBackground(ImVec2 size) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->AddRectFilledMultiColor(ImVec2(0, 0), size, IM_COL32(22, 110, 58, 255), IM_COL32(22, 110, 58, 255),
                              IM_COL32(10, 60, 30, 255), IM_COL32(10, 60, 30, 255));
  dl->AddCircle(ImVec2(size.x * 0.5f, size.y * 0.45f), std::min(size.x, size.y) * 0.3f, IM_COL32(255, 255, 255, 18), 64, 3.0f);
  const std::string& club = onTable ? game.settings().club : draft.club;
  if (!club.empty()) {
    const ImVec2 ts = fonts.regular->CalcTextSizeA(22, 1e4f, 0, club.c_str());
    dl->AddText(fonts.regular, 22, ImVec2(size.x * 0.5f - ts.x * 0.5f, size.y * 0.45f - 11), IM_COL32(255, 255, 255, 60), club.c_str());
  }
}

void TableApp::Impl::drawNewGame(ImVec2 size) {
  const float w = std::min(size.x - 16, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, std::min(size.y - 16, 720.0f)), ImGuiCond_Always);
  ImGui::Begin("##newgame", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoCollapse);
  ImGui::PushFont(fonts.large);
  ImGui::SetWindowFontScale(0.6f);
  ImGui::TextUnformatted("♠ ♥ Tarot ♦ ♣");
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  if (button(t(Text::Start), "start", ImVec2(-1, 52))) startMatch(draft);
  if (button(t(Text::PastGames), "games", ImVec2(w * 0.5f - 20, 0))) { screen = Screen::Games; viewing = false; }
  ImGui::SameLine();
  if (button(t(Text::ImportDeal), "import", ImVec2(-1, 0))) {
    if (platform.requestImport) platform.requestImport();
  }
  if (button(t(Text::ScorerMode), "scorer", ImVec2(-1, 0))) {
    screen = Screen::Scorer;
    std::string saved;
    std::array<std::string, 5> names = draft.names;
    if (platform.load && platform.load("scorer/current", &saved)) {
      if (const char* why = scorerFromJson(saved, &scorerPeople, &names, &scorerEntries)) scorerError = why;
    }
    for (int p = 0; p < 5; ++p) std::snprintf(scorerNames[p].data(), 32, "%s", names[p].c_str());
  }
  if (resumeOffered) {
    if (button(t(Text::Resume), "resume", ImVec2(-1, 0))) {
      std::string saved, why;
      if (platform.load && platform.load(kCurrentMatchKey, &saved) && !game.loadJson(saved, now, &why)) {
        onTable = true;
      } else {
        resumeError = why.empty() ? "no saved game" : why;
        resumeOffered = false;
      }
    }
  }
  if (!resumeError.empty()) ImGui::TextColored(ImVec4(1, 0.7f, 0.6f, 1), "%s", resumeError.c_str());
  ImGui::SeparatorText(t(Text::Language));
  auto setLang = [&](Lang l) {
    // A default name follows the language; a name the player typed stays.
    if (draft.names[0] == tr(draft.lang, Text::DefaultName)) {
      draft.names[0] = tr(l, Text::DefaultName);
      std::snprintf(nameBuf, sizeof nameBuf, "%s", draft.names[0].c_str());
    }
    draft.lang = l;
  };
  if (button("Français", "lang:fr", ImVec2(120, 0))) setLang(Lang::French);
  ImGui::SameLine();
  if (button("English", "lang:en", ImVec2(120, 0))) setLang(Lang::English);
  ImGui::SeparatorText(t(Text::Players));
  const struct { Text label; int people; TableMode mode; } tables[] = {
      {Text::ThreePlayers, 3, TableMode::Standard}, {Text::FourPlayers, 4, TableMode::Standard},
      {Text::FivePlayers, 5, TableMode::Standard}, {Text::FiveAtFour, 5, TableMode::FiveAtFour}};
  for (const auto& tb : tables) {
    const bool on = draft.people == tb.people && draft.mode == tb.mode;
    if (ImGui::RadioButton(t(tb.label), on)) { draft.people = tb.people; draft.mode = tb.mode; }
  }
  ImGui::SeparatorText(t(Text::YourName));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##name", nameBuf, sizeof nameBuf)) draft.names[0] = nameBuf[0] ? nameBuf : t(Text::DefaultName);
  ImGui::SeparatorText(t(Text::BotLevel));
  for (int p = 1; p < draft.people; ++p) {
    ImGui::PushID(p);
    ImGui::SetNextItemWidth(w * 0.42f);
    if (ImGui::InputText("##bn", botNames[p].data(), 32)) draft.names[p] = botNames[p][0] ? botNames[p].data() : "?";
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##lvl", levelText(lang(), draft.levels[p]))) {
      for (BotLevel l : {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert})
        if (ImGui::Selectable(levelText(lang(), l), draft.levels[p] == l)) draft.levels[p] = l;
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
  ImGui::SeparatorText(t(Text::Deals));
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##deals", &draft.deals, 1, 40);
  ImGui::SeparatorText(t(Text::Seed));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##seed", t(Text::SeedHint), seedBuf, sizeof seedBuf, ImGuiInputTextFlags_CharsDecimal)) {
    draft.seedGiven = seedBuf[0] != 0;
    draft.seed = std::strtoull(seedBuf, nullptr, 10);
  }
  ImGui::SeparatorText(t(Text::AnimationSpeed));
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderFloat("##speed", &draft.speed, 0.5f, 3.0f, "%.1fx");
  ImGui::End();
}

// Screen anchor of each person: the human at the bottom, the others around in playing order (to the right).
ImVec2 TableApp::Impl::personAnchor(int person, ImVec2 size) const {
  const int people = game.settings().people;
  const int k = person % people;
  if (k == 0) return ImVec2(size.x * 0.5f, size.y * 0.80f);
  // On an ellipse from the bottom, turning towards the right: the next player in playing order sits on the right.
  const float angle = 2.0f * 3.14159265f * float(k) / float(people);
  const float rx = std::min(size.x * 0.40f, size.x * 0.5f - 52.0f), ry = size.y * 0.30f;
  return ImVec2(size.x * 0.5f + std::sin(angle) * rx, size.y * 0.40f + std::cos(angle) * ry);
}

void TableApp::Impl::drawTable(ImVec2 size) {
  drawTopBar(size);
  drawSeats(size);
  drawTrick(size);
  drawHand(size);
  drawPanels(size);
  if (view.dealFinished) drawSummary(size);
  if (showSheet) drawSheet(size);
  if (showHelp) {
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 16, 640.0f), 0));
    ImGui::Begin(t(Text::Help), &showHelp, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(t(Text::HelpText));
    ImGui::PopTextWrapPos();
    if (button(t(Text::Close), "help:close", ImVec2(-1, 0))) showHelp = false;
    ImGui::End();
  }
}

void TableApp::Impl::drawTopBar(ImVec2 size) {
  ImGui::SetNextWindowPos(ImVec2(4, 4));
  ImGui::SetNextWindowBgAlpha(0.0f);
  ImGui::Begin("##top", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  if (button(t(Text::Menu), "menu")) { onTable = false; resumeOffered = platform.load != nullptr; }
  ImGui::SameLine();
  if (button(t(Text::Help), "help")) showHelp = !showHelp;
  ImGui::SameLine();
  if (button(t(Text::Scoresheet), "sheet")) showSheet = !showSheet;
  const SeatView& v = view;
  if (v.phase == Phase::Play && v.tricksDone > 0) {
    ImGui::SameLine();
    ImGui::Button((std::string(t(Text::LastTrick)) + "##last").c_str(), ImVec2(0, 44));
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    targets.push_back({"last_trick", Rect{a.x, a.y, b.x - a.x, b.y - a.y}, true});
    showLastTrick = ImGui::IsItemActive();
  } else {
    showLastTrick = false;
  }
  ImGui::End();
  // Deal counter and contract, top right.
  char info[160];
  const int dealNo = std::min(v.dealsPlayed + (v.phase == Phase::Over ? 0 : 1), v.dealsInMatch);
  std::snprintf(info, sizeof info, "%s %d / %d", t(Text::Deal), dealNo, v.dealsInMatch);
  std::string line = info;
  if (v.taker >= 0 && v.phase != Phase::Bidding && v.phase != Phase::Annulled) {
    line += std::string("  ·  ") + contractText(lang(), v.contract) + " — " + v.names[v.seating.personOfSeat[v.taker]];
    if (v.called != kNoCard) line += " (" + shortCard(v.called, lang()) + ")";
    if (v.chelemAnnounced) line += " · " + std::string(t(Text::ChelemBonus));
  }
  const ImVec2 ts = ImGui::CalcTextSize(line.c_str());
  ImGui::GetForegroundDrawList()->AddText(ImVec2(size.x - ts.x - 12, size.x < 760 ? 62.f : 16.f),
                                          IM_COL32(255, 255, 255, 230), line.c_str());
}

void TableApp::Impl::drawSeats(ImVec2 size) {
  const SeatView& v = view;
  const DealSeating& st = v.seating;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float cw = std::clamp(std::min(size.x, size.y) * 0.06f, 18.0f, 44.0f);
  for (int person = 0; person < v.people; ++person) {
    const ImVec2 anchor = personAnchor(person, size);
    const int seat = st.seatOfPerson[person];
    const bool turn = seat >= 0 && v.turn == seat;
    std::string label = v.names[person];
    if (person == st.dealerPerson) label += "  (" + std::string(t(Text::Dealer)) + ")";
    if (seat < 0) label += " — " + std::string(t(Text::SittingOut));
    if (seat >= 0 && v.taker == seat && v.phase != Phase::Bidding) label += " · " + std::string(t(Text::Taker));
    if (seat >= 0 && v.phase == Phase::Over && v.partner == seat) label += " · " + std::string(t(Text::Partner));
    if (v.thinkingSeat == seat && seat >= 0) label += "  " + std::string(t(Text::Thinking));
    if (person != 0) {
      // Card backs for the hidden hand.
      const int count = seat >= 0 ? v.handCounts[seat] : 0;
      const float step = std::min(cw * 0.28f, size.x * 0.2f / float(std::max(count, 1)));
      const float total = cw + step * float(std::max(count - 1, 0));
      for (int i = 0; i < count; ++i)
        drawCardBack(dl, ImVec2(anchor.x - total * 0.5f + step * float(i), anchor.y - cw * 1.5f * 0.5f), ImVec2(cw, cw * 1.5f), accent);
    }
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
    const float ly = person == 0 ? size.y - hand.cardH - 70 - (hand.rects.size() > 0 && hand.rects[0].y < size.y - hand.cardH - 20 ? hand.cardH * 0.55f : 0)
                                 : anchor.y + cw * 0.85f;
    const ImVec2 lp(anchor.x - ts.x * 0.5f - 8, ly);
    dl->AddRectFilled(lp, ImVec2(lp.x + ts.x + 16, lp.y + ts.y + 8), turn ? IM_COL32(240, 200, 60, 235) : IM_COL32(0, 0, 0, 120), 6);
    dl->AddText(ImVec2(lp.x + 8, lp.y + 4), turn ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), label.c_str());
    // The person's latest announcement: a poignée comes after the chelem, which comes after the call and the bid.
    std::string bubble;
    if (seat >= 0) {
      if (v.poignee[seat] != PoigneeSize::None) bubble = t(poigneeText(v.poignee[seat]));
      else if (seat == v.taker && v.chelemAnnounced) bubble = t(Text::AnnouncesChelem);
      else if (seat == v.taker && v.called != kNoCard) bubble = std::string(t(Text::Calls)) + " " + shortCard(v.called, lang());
      else if (v.hasBid[seat]) bubble = contractText(lang(), v.bids[seat]);
    }
    if (!bubble.empty() && (v.phase != Phase::Play || v.playedCount < v.players * 2)) {
      const ImVec2 bs = ImGui::CalcTextSize(bubble.c_str());
      const ImVec2 bp(anchor.x - bs.x * 0.5f - 8, ly + ts.y + 12);
      dl->AddRectFilled(bp, ImVec2(bp.x + bs.x + 16, bp.y + bs.y + 8), IM_COL32(255, 255, 255, 230), 10);
      dl->AddText(ImVec2(bp.x + 8, bp.y + 4), IM_COL32(20, 20, 20, 255), bubble.c_str());
    }
    // Poignée shown: the trumps, small, while the first trick is on.
    if (seat >= 0 && v.poignee[seat] != PoigneeSize::None && v.tricksDone < 1 && v.phase == Phase::Play) {
      CardSet shown = v.poigneeShown[seat];
      const float pw = cw * 0.8f;
      float x = anchor.x - float(shown.size()) * pw * 0.35f;
      while (!shown.empty()) {
        drawCardFace(dl, fonts, ImVec2(x, ly - pw * 1.6f), ImVec2(pw, pw * 1.5f), shown.pop(), lang(), CardNormal);
        x += pw * 0.7f;
      }
    }
  }
}

void TableApp::Impl::drawTrick(ImVec2 size) {
  const SeatView& sv = view;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  const float cw = std::clamp(std::min(size.x * 0.16f, size.y * 0.11f), 44.0f, 96.0f);
  const ImVec2 ch(cw, cw * 1.55f);
  const ImVec2 centre(size.x * 0.5f, size.y * 0.42f);
  // The chien, on show to all.
  if (sv.chienOnTable) {
    CardSet c = sv.chien;
    const int n = c.size();
    float x = centre.x - (float(n) * (cw + 6)) * 0.5f;
    const char* title = t(Text::Chien);
    dl->AddText(ImVec2(centre.x - ImGui::CalcTextSize(title).x * 0.5f, centre.y - ch.y * 0.5f - 26), IM_COL32(255, 255, 255, 255), title);
    while (!c.empty()) {
      drawCardFace(dl, fonts, ImVec2(x, centre.y - ch.y * 0.5f), ch, c.pop(), lang(), CardNormal);
      x += cw + 6;
    }
    return;
  }
  TrickView v = sv.trick;
  if (showLastTrick && sv.tricksDone > 0) {
    v = sv.lastTrick;
    dl->AddText(ImVec2(centre.x - 40, centre.y - ch.y - 40), IM_COL32(255, 255, 255, 255), t(Text::LastTrick));
  }
  for (int i = 0; i < v.count; ++i) {
    const int person = sv.seating.personOfSeat[v.seats[i]];
    const ImVec2 anchor = personAnchor(person, size);
    const ImVec2 dir(anchor.x - centre.x, anchor.y - centre.y);
    const float len = std::max(1.0f, std::sqrt(dir.x * dir.x + dir.y * dir.y));
    const float r = ch.y * 0.55f;
    ImVec2 pos(centre.x + dir.x / len * r - ch.x * 0.5f, centre.y + dir.y / len * r - ch.y * 0.5f);
    if (i == v.count - 1 && v.arrive < 1.0f) {
      const float a = v.arrive;
      pos = ImVec2(anchor.x + (pos.x - anchor.x) * a - ch.x * 0.5f * (1 - a), anchor.y + (pos.y - anchor.y) * a - ch.y * 0.5f * (1 - a));
    }
    if (v.winnerSeat >= 0 && v.collect > 0) {
      const ImVec2 w = personAnchor(sv.seating.personOfSeat[v.winnerSeat], size);
      const float a = v.collect;
      pos = ImVec2(pos.x + (w.x - ch.x * 0.5f - pos.x) * a, pos.y + (w.y - ch.y * 0.5f - pos.y) * a);
    }
    const bool winning = v.winnerSeat == v.seats[i];
    drawCardFace(dl, fonts, pos, ch, v.cards[i], lang(), winning ? CardHighlighted : CardNormal);
  }
}

void TableApp::Impl::drawHand(ImVec2 size) {
  const SeatView& v = view;
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  if (v.seat < 0) { hand = HandLayout(); return; }
  handOrder = sortedForDisplay(v.hand);
  const float maxW = std::clamp(std::min(size.x * 0.12f, size.y * 0.14f), 46.0f, 120.0f);
  hand = layoutHand(int(handOrder.size()), 8, size.x - 16, size.y - 8, maxW, 30.0f);
  const bool myTurn = v.toAct;
  const bool ecart = myTurn && v.phase == Phase::Ecart;
  const bool playing = myTurn && v.phase == Phase::Play && !v.awaitingPoignee;
  const bool choosingTrumps = myTurn && v.awaitingPoignee && poigneeChoice != PoigneeSize::None;
  if (!(myTurn && v.awaitingPoignee)) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
  const CardSet trumps = v.hand & CardSet::ofSuit(Suit::Trump);
  const CardSet legal = playing ? v.legalPlays : CardSet();
  const EcartRule rule = ecart ? v.ecartRule : EcartRule();
  const int poigneeNeeded = rulesOf(v).poigneeTrumps(poigneeChoice);

  // Keyboard: arrows move the focus, Enter plays (or toggles in the écart and in a poignée being chosen).
  if (!io.WantTextInput && (playing || ecart || choosingTrumps) && !handOrder.empty()) {
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) focus = (focus + 1) % int(handOrder.size());
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) focus = (focus <= 0 ? int(handOrder.size()) : focus) - 1;
  }
  focus = std::min(focus, int(handOrder.size()) - 1);

  auto activate = [&](int index) {
    if (index < 0 || index >= int(handOrder.size())) return;
    const Card c = handOrder[size_t(index)];
    if (choosingTrumps) {
      // Any of the player's trumps may be shown (the Excuse only completes a poignée of all the trumps).
      if (poigneeSelection.has(c)) poigneeSelection.remove(c);
      else if (!trumps.has(c)) notice(t(Text::PoigneeChooseHint));
      else if (poigneeSelection.size() < poigneeNeeded) poigneeSelection.add(c);
      return;
    }
    if (ecart) {
      if (ecartSelection.has(c)) { ecartSelection.remove(c); return; }
      if (!rule.allowed.has(c)) {
        notice(isKing(c) ? t(Text::EcartKing) : isBout(c) ? t(Text::EcartBout) : t(Text::EcartTrump));
        return;
      }
      if (isTrump(c) && (ecartSelection & CardSet::ofSuit(Suit::Trump)).size() >= rule.trumpsNeeded) {
        notice(t(Text::EcartTrump));
        return;
      }
      if (ecartSelection.size() < rule.size) ecartSelection.add(c);
      return;
    }
    if (playing) {
      if (const char* why = act(Action::play(c))) notice(std::string(t(Text::Refused)) + ": " + why);
      focus = -1;
    } else if (v.phase == Phase::Play && !myTurn) {
      notice(t(Text::NotYourTurn), 1.5);
    }
  };

  // Pointer: a click (or a tap) plays; dragging a card upwards and releasing plays too.
  const bool overUi = io.WantCaptureMouse;
  const int hover = overUi ? -1 : hand.hit(io.MousePos.x, io.MousePos.y);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !overUi) { pressed = hover; pressPos = io.MousePos; }
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && pressed >= 0) {
    const bool dragged = pressPos.y - io.MousePos.y > hand.cardH * 0.35f;
    if (dragged || hand.hit(io.MousePos.x, io.MousePos.y) == pressed) activate(pressed);
    pressed = -1;
  }
  if (!io.WantTextInput && (ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter)) && focus >= 0)
    activate(focus);

  for (size_t i = 0; i < handOrder.size(); ++i) {
    const Card c = handOrder[i];
    Rect r = hand.rects[i];
    unsigned look = CardNormal;
    if (playing) look |= legal.has(c) ? CardHighlighted : CardDimmed;
    if (ecart) {
      if (ecartSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
      else if (!rule.allowed.has(c)) look |= CardDimmed;
    }
    if (choosingTrumps) {
      if (poigneeSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
      else if (!trumps.has(c)) look |= CardDimmed;
    }
    if (int(i) == focus) look |= CardFocused;
    if (int(i) == hover && (playing || ecart || choosingTrumps) && !(look & CardDimmed)) r.y -= r.h * 0.06f;
    if (int(i) == pressed && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
      r.x += io.MousePos.x - pressPos.x;
      r.y += io.MousePos.y - pressPos.y;
    }
    drawCardFace(dl, fonts, ImVec2(r.x, r.y), ImVec2(r.w, r.h), c, lang(), look);
    // The visible strip of each card is its touch target.
    Rect hit = hand.rects[i];
    if (i + 1 < handOrder.size() && hand.rects[i + 1].y == hit.y) hit.w = hand.rects[i + 1].x - hit.x;
    targets.push_back({std::string(playing ? "play:" : ecart ? "ecart:" : choosingTrumps ? "trump:" : "card:") + cardName(c),
                       hit, playing ? legal.has(c) : ecart ? rule.allowed.has(c) : choosingTrumps ? trumps.has(c) : false});
  }
  if (!myTurn && v.phase == Phase::Play && v.turn >= 0 && v.seating.personOfSeat[v.turn] != 0)
    ecartSelection = CardSet();
}

void TableApp::Impl::drawPanels(ImVec2 size) {
  const SeatView& v = view;
  if (!v.toAct) return;
  const float w = std::min(size.x - 16, 520.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.40f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Always);
  const Lang l = lang();
  switch (v.phase) {
    case Phase::Bidding: {
      ImGui::Begin(t(Text::YourBid), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      for (const Action& a : v.legal) {
        if (button(contractText(l, a.contract()), std::string("bid:") + contractName(a.contract()), ImVec2(-1, 0))) {
          if (const char* why = act(a)) notice(why);
        }
      }
      ImGui::End();
      break;
    }
    case Phase::Call: {
      ImGui::Begin(t(Text::CallCard), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      ImGui::TextWrapped("%s", t(Text::CallHint));
      int i = 0;
      for (const Action& a : v.legal) {
        if (i++ % 4) ImGui::SameLine();
        if (button(shortCard(a.card(), l).c_str(), "call:" + cardName(a.card()), ImVec2(w / 4.0f - 14, 0))) {
          if (const char* why = act(a)) notice(why);
        }
      }
      ImGui::End();
      break;
    }
    case Phase::Ecart: {
      if (v.chienOnTable) break;
      const EcartRule rule = v.ecartRule;
      ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.30f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
      ImGui::Begin(t(Text::EcartTitle), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      ImGui::TextWrapped("%s %s %s", t(Text::EcartHint), t(Text::EcartKing), t(Text::EcartBout));
      if (rule.trumpsNeeded > 0) ImGui::TextWrapped("%s (%d)", t(Text::EcartTrump), rule.trumpsNeeded);
      ImGui::Text("%s: %d / %d", t(Text::EcartCount), ecartSelection.size(), rule.size);
      const bool complete = ecartSelection.size() == rule.size;
      if (button(t(Text::Confirm), "ecart:confirm", ImVec2(-1, 0), complete)) {
        if (const char* why = act(Action::ecart(ecartSelection))) notice(why);
        else ecartSelection = CardSet();
      }
      ImGui::End();
      break;
    }
    case Phase::Chelem: {
      ImGui::Begin(t(Text::ChelemQuestion), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      if (button(t(Text::NoChelem), "chelem:no", ImVec2(-1, 0))) act(Action::chelem(false));
      if (button(t(Text::AnnounceChelem), "chelem:yes", ImVec2(-1, 0))) act(Action::chelem(true));
      ImGui::End();
      break;
    }
    case Phase::Play: {
      if (!v.awaitingPoignee) break;
      const Rules rules = rulesOf(v);
      if (poigneeChoice != PoigneeSize::None) {
        // The player picks which trumps to show; the engine checks the showing like any other action.
        ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.30f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
        ImGui::Begin(t(poigneeText(poigneeChoice)), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
        ImGui::TextWrapped("%s", t(Text::PoigneeChooseHint));
        const int needed = rules.poigneeTrumps(poigneeChoice);
        ImGui::Text("%s: %d / %d", t(Text::EcartCount), poigneeSelection.size(), needed);
        if (button(t(Text::Confirm), "poignee:confirm", ImVec2(-1, 0), poigneeSelection.size() == needed)) {
          if (const char* why = act(Action::poignee(poigneeChoice, poigneeSelection)))
            notice(std::string(t(Text::Refused)) + ": " + why);
          else { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        }
        if (button(t(Text::Back), "poignee:back", ImVec2(-1, 0))) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        ImGui::End();
        break;
      }
      ImGui::Begin(t(Text::PoigneeQuestion), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      const int held = (v.hand & CardSet::ofSuit(Suit::Trump)).size();
      for (const Action& a : v.legal) {
        const PoigneeSize s = a.poigneeSize();
        if (button(t(poigneeText(s)), std::string("poignee:") + poigneeName(s), ImVec2(-1, 0))) {
          if (const char* why = act(a)) notice(why);
        }
        // More trumps than the size needs: the lowest are shown by default, or the player chooses.
        if (s != PoigneeSize::None && held > rules.poigneeTrumps(s)) {
          const std::string label = std::string(t(Text::PoigneeChoose)) + " (" + t(poigneeText(s)) + ")";
          if (button(label.c_str(), std::string("poignee-choose:") + poigneeName(s), ImVec2(-1, 0))) {
            poigneeChoice = s;
            poigneeSelection = a.cards;
          }
        }
      }
      ImGui::End();
      break;
    }
    default: break;
  }
}

void TableApp::Impl::drawSummary(ImVec2 size) {
  const SeatView& v = view;
  if (!v.dealFinished) return;
  const Lang l = lang();
  const float w = std::min(size.x - 16, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, size.y - 16));
  ImGui::Begin(v.matchOver ? t(Text::MatchOver) : t(Text::Score), nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
  const auto& names = v.names;
  const DealResult& r = v.result;
  if (r.annulled != Annulment::None) {
    ImGui::TextWrapped("%s", r.annulled == Annulment::PetitSec ? t(Text::PetitSec) : t(Text::AllPassed));
    if (button(t(Text::Redeal), "redeal", ImVec2(-1, 0))) game.nextDeal(now);
    ImGui::End();
    return;
  }
  ImGui::Text("%s: %s — %s", t(Text::Contract), contractText(l, r.contract), names[v.seating.personOfSeat[r.taker]].c_str());
  if (r.partner >= 0) ImGui::Text("%s: %s", t(Text::Partner), names[v.seating.personOfSeat[r.partner]].c_str());
  else if (v.players == 5) ImGui::Text("%s", t(Text::Alone));
  ImGui::Text("%s: %d   %s: %g / %d", t(Text::Bouts), r.bouts, t(Text::PointsMade), r.attackHalfPoints / 2.0, r.needed);
  ImGui::TextColored(r.made ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.6f, 0.5f, 1), "%s %s %d", r.made ? t(Text::Made) : t(Text::Down), t(Text::By), r.margin);
  // Cards won by each camp (the écart and the chien counted where the contract puts them).
  ImGui::Text("%s: %s %d, %s %d", t(Text::CardsWon), t(Text::Attack), v.attackCards, t(Text::Defense), kDeckSize - v.attackCards);
  if (r.poigneeBonus) ImGui::Text("%s: %d", t(Text::PoigneeBonus), r.poigneeBonus);
  if (r.petitAuBout != Camp::None) ImGui::Text("%s: %s", t(Text::PetitAuBout), r.petitAuBout == Camp::Attack ? t(Text::Attack) : t(Text::Defense));
  if (r.chelem != DealResult::Chelem::None) ImGui::Text("%s", t(Text::ChelemBonus));
  const auto& totals = v.totals;
  if (ImGui::BeginTable("##scores", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn(t(Text::Score));
    ImGui::TableSetupColumn(t(Text::Total));
    ImGui::TableHeadersRow();
    for (int p = 0; p < v.people; ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); ImGui::TextUnformatted(names[p].c_str());
      ImGui::TableNextColumn(); ImGui::Text("%+d", v.dealScores[p]);
      ImGui::TableNextColumn(); ImGui::Text("%+d", totals[p]);
    }
    ImGui::EndTable();
  }
  // Chien and écart revealed.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float cw = std::min(40.0f, (w - 40) / 7.0f);
  auto row = [&](const char* title, CardSet cs) {
    if (cs.empty()) return;
    ImGui::TextUnformatted(title);
    ImVec2 p = ImGui::GetCursorScreenPos();
    while (!cs.empty()) { drawCardFace(dl, fonts, p, ImVec2(cw, cw * 1.5f), cs.pop(), l, CardNormal); p.x += cw + 4; }
    ImGui::Dummy(ImVec2(w - 40, cw * 1.5f + 4));
  };
  row(t(Text::ChienRevealed), v.chien);
  row(t(Text::EcartRevealed), v.ecart);
  if (v.matchOver) {
    ImGui::SeparatorText(t(Text::Ranking));
    for (size_t i = 0; i < v.ranking.size(); ++i)
      ImGui::Text("%d. %s  %+d", v.places[i], names[v.ranking[i]].c_str(), totals[v.ranking[i]]);
    ImGui::TextWrapped("%s", t(Text::TieBreak));
    if (button(t(Text::NewMatch), "new_match", ImVec2(-1, 0))) { onTable = false; if (platform.remove) platform.remove(kCurrentMatchKey); resumeOffered = false; }
  } else if (button(t(Text::NextDeal), "next", ImVec2(-1, 0))) {
    game.nextDeal(now);
  }
  ImGui::End();
}

void TableApp::Impl::drawSheetTable(const Sheet& sheet, bool reviewable) {
  const Lang l = lang();
  const int people = sheet.people;
  if (ImGui::BeginTable("##sheet", 6 + 2 * people, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX |
                                                       ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit,
                        ImVec2(0, ImGui::GetContentRegionAvail().y - 110))) {
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn(t(Text::Deal));
    ImGui::TableSetupColumn(t(Text::Dealer));
    ImGui::TableSetupColumn(t(Text::Taker));
    ImGui::TableSetupColumn(t(Text::Contract));
    ImGui::TableSetupColumn("±");
    ImGui::TableSetupColumn(t(Text::Bonuses));
    for (int p = 0; p < people; ++p) {
      ImGui::TableSetupColumn((sheet.names[p] + " +").c_str());
      ImGui::TableSetupColumn((sheet.names[p] + " −").c_str());
    }
    ImGui::TableHeadersRow();
    for (size_t i = 0; i < sheet.rows.size(); ++i) {
      const SheetRow& r = sheet.rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (r.number && reviewable) {
        if (ImGui::SmallButton((std::to_string(r.number) + "##rev" + std::to_string(i)).c_str())) reviewDeal = int(i);
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        targets.push_back({"review:" + std::to_string(i), Rect{a.x, a.y, b.x - a.x, b.y - a.y}, true});
      } else if (r.number) {
        ImGui::Text("%d", r.number);
      } else {
        ImGui::TextUnformatted("—");
      }
      ImGui::TableNextColumn(); ImGui::TextUnformatted(r.dealer.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted((r.taker + (r.partner.empty() ? "" : " + " + r.partner)).c_str());
      ImGui::TableNextColumn();
      if (!r.annulment.empty()) ImGui::TextUnformatted(r.annulment.c_str());
      else {
        Contract c = Contract::Pass;
        parseContract(r.contract, &c);
        ImGui::TextUnformatted(contractText(l, c));
      }
      ImGui::TableNextColumn();
      if (r.annulment.empty()) ImGui::Text("%s%d", r.made ? "+" : "−", r.margin);
      ImGui::TableNextColumn(); ImGui::TextUnformatted(r.bonuses.c_str());
      for (int p = 0; p < people; ++p) {
        ImGui::TableNextColumn();
        if (r.scores[p] > 0) ImGui::Text("%d", r.scores[p]);
        ImGui::TableNextColumn();
        if (r.scores[p] < 0) ImGui::Text("%d", -r.scores[p]);
      }
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn(); ImGui::TextUnformatted(t(Text::Total));
    for (int k = 0; k < 5; ++k) ImGui::TableNextColumn();
    for (int p = 0; p < people; ++p) {
      ImGui::TableNextColumn(); ImGui::Text("%d", sheet.plus[p]);
      ImGui::TableNextColumn(); ImGui::Text("%d", sheet.minus[p]);
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn(); ImGui::TextUnformatted(t(Text::Bilan));
    for (int k = 0; k < 5; ++k) ImGui::TableNextColumn();
    for (int p = 0; p < people; ++p) {
      ImGui::TableNextColumn();
      ImGui::TableNextColumn(); ImGui::Text("%+d", sheet.totals[p]);
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(sheet.allZeroSum ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.4f, 0.4f, 1), "%s: %s", t(Text::SumCheck),
                     sheet.allZeroSum ? "✓" : "✗");
}

void TableApp::Impl::exportText(const std::string& name, const std::string& mime, const std::string& content) {
  if (!platform.exportFile) return;
  const std::string where = platform.exportFile(name, mime, content);
  notice(where.empty() ? std::string("export failed") : std::string(t(Text::Exported)) + " " + where);
}

void TableApp::Impl::drawSheet(ImVec2 size) {
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 8, 1000.0f), std::min(size.y - 8, 640.0f)), ImGuiCond_Always);
  ImGui::Begin(t(Text::Scoresheet), &showSheet, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  const Match& src = viewing ? viewed : game;
  const Sheet sheet = sheetFromMatch(src);
  drawSheetTable(sheet, true);
  if (button("CSV", "export:csv")) exportText("feuille-de-marque.csv", "text/csv;charset=utf-8", sheetCsv(sheet));
  ImGui::SameLine();
  if (button(t(Text::Print), "export:html")) exportText("feuille-de-marque.html", "text/html;charset=utf-8", sheetHtml(sheet, "Tarot — " + std::string(t(Text::Scoresheet))));
  ImGui::SameLine();
  if (button(t(Text::Close), "sheet:close")) showSheet = false;
  ImGui::End();
  if (reviewDeal >= 0) drawReview(size);
}

void TableApp::Impl::drawReview(ImVec2 size) {
  const Match& src = viewing ? viewed : game;
  if (!reviewImported && (reviewDeal < 0 || reviewDeal >= int(src.history().size()))) { reviewDeal = -1; return; }
  DealReview review;
  std::string why;
  const bool ok = reviewImported ? (review = importedDeal, true)
                                 : reviewFromEntry(src.history()[size_t(reviewDeal)], src.settings().names, &review, &why);
  const Lang l = lang();
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 8, 760.0f), std::min(size.y - 8, 620.0f)), ImGuiCond_Always);
  bool open = true;
  ImGui::Begin((std::string(t(Text::Deal)) + " " + std::to_string(review.number) + "##review").c_str(), &open,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  if (!ok) {
    ImGui::TextWrapped("%s", why.c_str());
  } else {
    const DealReview& g = review;
    auto who = [&](int seat) { return g.seatNames[size_t(seat)]; };
    std::string bids;
    for (const auto& [seat, bid] : g.bids) bids += who(seat) + ": " + contractText(l, bid) + "   ";
    ImGui::TextWrapped("%s — %s", t(Text::Bid), bids.c_str());
    if (g.called != kNoCard) ImGui::Text("%s %s", t(Text::Calls), shortCard(g.called, l).c_str());
    if (g.chelemAnnounced) ImGui::Text("%s — %s", who(g.taker).c_str(), t(Text::AnnouncesChelem));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float cw = 34;
    auto cardsRow = [&](const std::string& title, CardSet cs) {
      ImGui::TextUnformatted(title.c_str());
      ImVec2 p = ImGui::GetCursorScreenPos();
      int count = 0;
      while (!cs.empty()) { drawCardFace(dl, fonts, p, ImVec2(cw, cw * 1.5f), cs.pop(), l, CardNormal); p.x += cw + 3; ++count; }
      ImGui::Dummy(ImVec2(float(count) * (cw + 3), cw * 1.5f + 2));
    };
    cardsRow(t(Text::ChienRevealed), g.chien);
    if (!g.ecart.empty()) cardsRow(t(Text::EcartRevealed), g.ecart);
    for (const ReviewPoignee& p : g.poignees) cardsRow(who(p.seat) + " — " + t(poigneeText(p.size)), p.cards);
    for (size_t t0 = 0; t0 < g.tricks.size(); ++t0) {
      const ReviewTrick& tr = g.tricks[t0];
      std::string line = std::to_string(t0 + 1) + ". ";
      for (int i = 0; i < tr.count; ++i) line += who(tr.seats[size_t(i)]) + " " + shortCard(tr.cards[size_t(i)], l) + "   ";
      line += "→ " + who(tr.winner);
      ImGui::TextUnformatted(line.c_str());
    }
    const DealResult& r = g.result;
    ImGui::Separator();
    ImGui::Text("%s: %d   %s: %g / %d   %s %s %d   S = %d", t(Text::Bouts), r.bouts, t(Text::PointsMade),
                r.attackHalfPoints / 2.0, r.needed, r.made ? t(Text::Made) : t(Text::Down), t(Text::By), r.margin, r.unit);
    if (button("JSON", "export:deal")) exportText("donne-" + std::to_string(g.number) + ".json", "application/json", writeDealRecord(g.record));
  }
  ImGui::End();
  if (!open) { reviewDeal = -1; reviewImported = false; }
}

void TableApp::Impl::archiveMatch() {
  archived = true;
  if (const char* why = savedGames().archive(game, platform.today ? platform.today() : std::string())) notice(why);
}

void TableApp::Impl::drawGames(ImVec2 size) {
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 8, 760.0f), std::min(size.y - 8, 640.0f)), ImGuiCond_Always);
  ImGui::Begin(t(Text::PastGames), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  SavedGames games = savedGames();
  const GamesIndex index = games.list();
  if (index.corrupt) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", t(Text::CorruptIndex));
  if (index.games.empty()) ImGui::TextUnformatted(t(Text::NoGames));
  for (const SavedGame& g : index.games) {
    std::string line = g.date.empty() ? std::string() : g.date + "  ";
    for (const auto& [name, total] : g.totals) line += name + " " + std::to_string(total) + "  ";
    ImGui::TextWrapped("%s", line.c_str());
    if (button(t(Text::Open), "open:" + g.id)) {
      std::string why;
      if (!games.open(g.id, now, &viewed, &why)) {
        viewing = true;
        showSheet = true;
      } else {
        notice(why.empty() ? std::string(t(Text::CorruptIndex)) : why);
      }
    }
    ImGui::SameLine();
    if (confirmDelete == g.id) {
      if (button(t(Text::ConfirmDelete), "delete-confirm:" + g.id)) {
        games.remove(g.id);
        confirmDelete.clear();
        continue;
      }
    } else if (button(t(Text::Delete), "delete:" + g.id)) {
      confirmDelete = g.id;
    }
    ImGui::Separator();
  }
  if (button(t(Text::Close), "games:close", ImVec2(-1, 0))) { screen = Screen::Form; viewing = false; }
  ImGui::End();
  if (viewing && showSheet) drawSheet(size);
}

void TableApp::Impl::drawScorer(ImVec2 size) {
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 8, 1000.0f), size.y - 8), ImGuiCond_Always);
  ImGui::Begin(t(Text::ScorerMode), nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  const Lang l = lang();
  Sheet sheet;
  sheet.people = scorerPeople;
  for (int p = 0; p < 5; ++p) sheet.names[p] = scorerNames[p][0] ? scorerNames[p].data() : ("J" + std::to_string(p + 1));
  for (const ScorerEntry& e : scorerEntries) addScorerRow(&sheet, e);
  if (scorerEntries.empty()) {
    ImGui::SliderInt(t(Text::Players), &scorerPeople, 3, 5);
    for (int p = 0; p < scorerPeople; ++p) {
      ImGui::PushID(p);
      ImGui::InputText("##n", scorerNames[p].data(), 32);
      ImGui::PopID();
    }
  }
  ImGui::BeginChild("##sheetpane", ImVec2(0, ImGui::GetContentRegionAvail().y * 0.45f));
  drawSheetTable(sheet, false);
  ImGui::EndChild();
  ImGui::SeparatorText(t(Text::NewDeal));
  ScorerEntry& d = scorerDraft;
  d.dealer = int(scorerEntries.size()) % scorerPeople;
  auto personCombo = [&](const char* label, int* who, bool allowNone) {
    const std::string current = *who < 0 ? std::string(t(Text::Alone)) : sheet.names[*who];
    ImGui::SetNextItemWidth(200);
    if (ImGui::BeginCombo(label, current.c_str())) {
      if (allowNone && ImGui::Selectable(t(Text::Alone), *who < 0)) *who = -1;
      for (int p = 0; p < scorerPeople; ++p)
        if (ImGui::Selectable(sheet.names[p].c_str(), *who == p)) *who = p;
      ImGui::EndCombo();
    }
  };
  personCombo(t(Text::Taker), &d.taker, false);
  if (scorerPeople == 5) { ImGui::SameLine(); personCombo(t(Text::Partner), &d.partner, true); }
  else d.partner = -1;
  ImGui::SetNextItemWidth(200);
  if (ImGui::BeginCombo(t(Text::Contract), contractText(l, d.input.contract))) {
    for (int c = 1; c <= 4; ++c)
      if (ImGui::Selectable(contractText(l, Contract(c)), d.input.contract == Contract(c))) d.input.contract = Contract(c);
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt(t(Text::Bouts), &d.input.bouts, 0, 3);
  ImGui::SetNextItemWidth(200);
  ImGui::InputFloat(t(Text::PointsMade), &scorerPoints, 0.5f, 1.0f, "%.1f");
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt3(t(Text::PoigneeBonus), scorerPoignees, 0, 2);
  int petit = int(d.input.petitAuBout);
  ImGui::TextUnformatted(t(Text::PetitAuBout)); ImGui::SameLine();
  ImGui::RadioButton("—##p", &petit, 0); ImGui::SameLine();
  ImGui::RadioButton((std::string(t(Text::Attack)) + "##p").c_str(), &petit, 1); ImGui::SameLine();
  ImGui::RadioButton((std::string(t(Text::Defense)) + "##p").c_str(), &petit, 2);
  d.input.petitAuBout = Camp(petit);
  ImGui::Checkbox(t(Text::AnnounceChelem), &d.input.chelemAnnounced);
  int chelemBy = int(d.input.chelemMadeBy);
  ImGui::TextUnformatted(t(Text::ChelemBonus)); ImGui::SameLine();
  ImGui::RadioButton("—##c", &chelemBy, 0); ImGui::SameLine();
  ImGui::RadioButton((std::string(t(Text::Attack)) + "##c").c_str(), &chelemBy, 1); ImGui::SameLine();
  ImGui::RadioButton((std::string(t(Text::Defense)) + "##c").c_str(), &chelemBy, 2);
  d.input.chelemMadeBy = Camp(chelemBy);
  d.input.attackHalfPoints = int(std::lround(scorerPoints * 2.0f));
  d.input.poignees.clear();
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < scorerPoignees[k]; ++i) d.input.poignees.push_back(PoigneeSize(k + 1));
  if (!scorerError.empty()) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", scorerError.c_str());
  if (button(t(Text::AddDeal), "scorer:add")) {
    if (std::fabs(scorerPoints * 2.0f - std::round(scorerPoints * 2.0f)) > 1e-3f) scorerError = "points: halves at most";
    else if (const char* why = validateEntry(d, scorerPeople)) scorerError = why;
    else {
      scorerError.clear();
      scorerEntries.push_back(d);
      std::array<std::string, 5> names = sheet.names;
      if (platform.save) platform.save("scorer/current", scorerJson(scorerPeople, names, scorerEntries));
    }
  }
  ImGui::SameLine();
  if (button(t(Text::UndoLast), "scorer:undo", ImVec2(0, 0), !scorerEntries.empty())) {
    scorerEntries.pop_back();
    if (platform.save) platform.save("scorer/current", scorerJson(scorerPeople, sheet.names, scorerEntries));
  }
  ImGui::SameLine();
  if (button("CSV", "scorer:csv")) exportText("feuille-de-marque.csv", "text/csv;charset=utf-8", sheetCsv(sheet));
  ImGui::SameLine();
  if (button(t(Text::Print), "scorer:html")) exportText("feuille-de-marque.html", "text/html;charset=utf-8", sheetHtml(sheet, t(Text::Scoresheet)));
  ImGui::SameLine();
  if (button(t(Text::Close), "scorer:close")) screen = Screen::Form;
  ImGui::End();
}

std::string TableApp::Impl::automation() const {
  json::Value o = json::Value::object();
  o.set("screen", onTable ? "table" : "new_game").set("ready", ready);
  if (onTable) {
    // The person's view only (a bot's écart choices, say, are not the screen's to tell).
    const SeatView& v = view;
    o.set("phase", phaseName(v.phase));
    o.set("players", v.players).set("human_seat", v.seat).set("turn", v.turn);
    o.set("human_to_act", v.toAct).set("awaiting_poignee", v.awaitingPoignee);
    o.set("deals_played", v.dealsPlayed).set("match_over", v.matchOver).set("seed", std::to_string(game.dealSeed()));
    json::Value legal = json::Value::array();
    if (v.toAct && v.phase == Phase::Play && !v.awaitingPoignee) {
      CardSet l = v.legalPlays;
      while (!l.empty()) legal.push(cardName(l.pop()));
    }
    o.set("legal", legal);
    if (v.seat >= 0) o.set("hand", cardsToJson(v.hand));
    if (v.awaitingPoignee && poigneeChoice != PoigneeSize::None) {
      o.set("poignee_choosing", poigneeName(poigneeChoice)).set("poignee_selected", cardsToJson(poigneeSelection));
    }
    if (v.seat >= 0 && v.poignee[v.seat] != PoigneeSize::None) o.set("poignee_shown", cardsToJson(v.poigneeShown[v.seat]));
    if (v.phase == Phase::Ecart) {
      o.set("ecart_allowed", cardsToJson(v.ecartRule.allowed)).set("ecart_size", rulesOf(v).chienSize());
      o.set("ecart_trumps", v.ecartRule.trumpsNeeded).set("ecart_selected", cardsToJson(ecartSelection));
    }
    if (v.dealFinished) {
      json::Value s = json::Value::array();
      for (int p = 0; p < v.people; ++p) s.push(v.dealScores[p]);
      o.set("deal_scores", s);
      if (v.phase == Phase::Over) o.set("result", resultToJson(v.result, v.players));
    }
    json::Value totals = json::Value::array();
    const auto& tt = v.totals;
    for (int p = 0; p < v.people; ++p) totals.push(tt[p]);
    o.set("totals", totals);
    o.set("message", now < messageUntil ? message : std::string());
  }
  json::Value ts = json::Value::array();
  for (const Target& t : lastTargets) {
    json::Value x = json::Value::object();
    x.set("id", t.id).set("x", double(t.r.x)).set("y", double(t.r.y)).set("w", double(t.r.w)).set("h", double(t.r.h));
    x.set("enabled", t.enabled);
    ts.push(x);
  }
  o.set("targets", ts);
  return o.dump();
}

}  // namespace tarot::ui
