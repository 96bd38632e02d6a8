// Every number the screens print, as each language writes it (words/numbers.h): the table drawn headless (a Dear
// ImGui context with its font atlas built and no renderer), its screens visited by tapping every button they show,
// and each text the screens report (Context::texts, the automation's "texts") read. French: no decimal point between
// digits, no hyphen where a minus is meant, "%" after a non-breaking space; English: no decimal comma between digits.
// The game at five players (half points), the arbitrator's console with a night under way, the table's phone and the
// live standings page, these last two on an in-process tournament server (hence the file's name: tests/CMakeLists.txt
// leaves online_ tests out of a build without the server).
#include "client/console/console.h"
#include "client/memory_storage.h"
#include "engine/rng.h"
#include "record/json.h"
#include "server/tournament_fixture.h"
#include "tournament/tournament_helpers.h"
#include "ui/console_panel.h"
#include "ui/table_app.h"
#include <catch2/catch_test_macros.hpp>
#include <imgui.h>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace tarot;

namespace {

// What is wrong with how `text` writes its numbers in `lang` ("" when nothing). A text holding an address is left
// alone (its digits and hyphens are the address's).
std::string numberFault(match::Lang lang, const std::string& text) {
  if (text.find("://") != std::string::npos || text.find("?tournament=") != std::string::npos) return "";
  auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
  auto wordChar = [&](std::size_t i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c >= 0x80;
  };
  for (std::size_t i = 1; i + 1 < text.size(); ++i) {
    if (lang == match::Lang::French && text[i] == '.' && digit(i - 1) && digit(i + 1)) return "a decimal point";
    if (lang == match::Lang::English && text[i] == ',' && digit(i - 1) && digit(i + 1)) return "a decimal comma";
  }
  // A hyphen before a digit is a minus unless it joins two words or numbers ("2026-11-27", "1-2-3-4").
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '-' && digit(i + 1) && (i == 0 || !wordChar(i - 1))) return "a hyphen for a minus";
  if (lang == match::Lang::French)
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '%' && i > 0 && digit(i - 1)) return "'%' without the non-breaking space";
  return "";
}

// A link to the in-process hub, as the page's WebSocket is to the server.
class HubLink final : public online::Link {
 public:
  HubLink(server::FakeNet* net, server::ConnId id) : net_(net), id_(id) { net_->hub.opened(id_, 0); }
  ~HubLink() override { close(); }
  void send(const std::string& text) override {
    if (open_) net_->hub.message(id_, text, 0);
  }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!open_) return out;
    if (!announced_) out.push_back({EventKind::Open, ""}), announced_ = true;
    std::vector<json::Value>& got = net_->got[id_];
    for (; read_ < got.size(); ++read_) out.push_back({EventKind::Message, got[read_].dump()});
    return out;
  }
  void close() override {
    if (open_) net_->hub.closed(id_, 0);
    open_ = false;
  }

 private:
  server::FakeNet* net_;
  server::ConnId id_;
  std::size_t read_ = 0;
  bool open_ = true, announced_ = false;
};

// The table on a headless Dear ImGui: frames drawn at 20 a second of a clock of its own, taps on automation targets.
struct Headless {
  std::map<std::string, std::string> kept;  // the device's storage
  std::unique_ptr<ui::TableApp> app;
  double now = 0;
  json::Value state;
  std::map<std::string, std::set<std::string>> faults;  // fault → texts showing it
  std::set<std::string> read;                           // every text read
  match::Lang lang = match::Lang::French;

  Headless() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.Fonts->AddFontDefault();
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
    io.DisplaySize = ImVec2(1280, 800);
  }
  ~Headless() {
    app.reset();
    ImGui::DestroyContext();
  }
  void start(const std::string& query, server::FakeNet* net = nullptr, bool console = false) {
    ui::Platform p;
    p.load = [this](const std::string& k, std::string* v) {
      if (!kept.count(k)) return false;
      *v = kept[k];
      return true;
    };
    p.save = [this](const std::string& k, const std::string& v) { return kept[k] = v, true; };
    p.remove = [this](const std::string& k) { kept.erase(k); };
    p.today = [] { return std::string("2026-11-27 20:30"); };
    p.clockMs = [this] { return now * 1000.0; };
    p.startupQuery = query;
    p.makeConsole = &ui::makeConsolePanel;
    p.consoleAtStart = console;
    if (net) {
      p.serverUrl = "http://club.example:8080";
      p.openLink = [net, next = server::ConnId(700)](const std::string&) mutable -> std::unique_ptr<online::Link> {
        return std::make_unique<HubLink>(net, next++);
      };
    }
    app = std::make_unique<ui::TableApp>(std::move(p));
  }
  // One frame, its texts read.
  void frame() {
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 0.05f;
    now += 0.05;
    ImGui::NewFrame();
    app->frame(now);
    ImGui::Render();
    std::string why;
    REQUIRE(json::parse(app->automationJson(), &state, &why));
    if (const json::Value* texts = state.find("texts"))
      for (const json::Value& t : texts->items()) {
        const std::string s = t.find("text") ? t.find("text")->asString() : "";
        if (!read.insert(s).second) continue;
        if (const std::string f = numberFault(lang, s); !f.empty()) faults[f].insert(s);
      }
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) frame();
  }
  // Taps the target's middle as a finger does (down, then up a frame later).
  void tap(const json::Value& target) {
    auto at = [&](const char* k) { return target.find(k) ? float(target.find(k)->asNumber()) : 0.0f; };
    const float x = at("x") + at("w") / 2, y = at("y") + at("h") / 2;
    ImGuiIO& io = ImGui::GetIO();
    io.AddMousePosEvent(x, y);
    frame();
    io.AddMouseButtonEvent(0, true);
    frame();
    io.AddMouseButtonEvent(0, false);
    frames(12);  // past the new buttons' arming delay
  }
  // Taps every enabled button the screens show, each id once, up to `most` taps, except those that leave (`avoid`).
  void visitAll(int most, const std::vector<std::string>& avoid) {
    std::set<std::string> tapped;
    for (int taps = 0; taps < most; ++taps) {
      const json::Value* next = nullptr;
      if (const json::Value* targets = state.find("targets"))
        for (const json::Value& t : targets->items()) {
          const std::string id = t.find("id") ? t.find("id")->asString() : "";
          const bool enabled = t.find("enabled") && t.find("enabled")->isBool() && t.find("enabled")->asBool();
          bool skip = id.empty() || !enabled || tapped.count(id);
          for (const std::string& a : avoid) skip = skip || id.find(a) != std::string::npos;
          if (!skip) {
            next = &t;
            break;
          }
        }
      if (!next) return;
      const json::Value target = *next;
      tapped.insert(target.find("id")->asString());
      tap(target);
    }
  }
  std::string report() const {
    std::string out;
    for (const auto& [fault, texts] : faults)
      for (const std::string& t : texts) out += fault + ": \"" + t + "\"\n";
    return out;
  }
};

// The ids never tapped: leaving the program, deleting, quitting, files, links out of the page.
const std::vector<std::string> kLeave = {"delete", "discard", "quit", "close", "export", "import", "file", "lang:",
                                         "leave", "withdraw", "reset", "print", "share", "copy"};

// A five-player table dealt, played by its bots to the end, then each screen opened.
void gameScreens(match::Lang lang) {
  Headless h;
  h.lang = lang;
  h.start(std::string("lang=") + match::langCode(lang) +
          "&players=5&start=1&autoplay=1&bots=beginner,beginner,beginner,beginner&speed=4&deals=2&seed=11");
  h.frames(2400);
  h.visitAll(60, kLeave);
  INFO(h.report());
  CHECK(h.read.size() > 30);
  CHECK(h.faults.empty());
}

// A club night with its first position's sheets in (totals with negative scores) at the console.
void fillConsole(std::map<std::string, std::string>* kept) {
  client::MemoryStorage store;
  console::Console c(store.storage());
  REQUIRE(c.create("Vendredi", tournament::testing::settingsOf(3, 4), 1700000000000).empty());
  int added = 0;
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n",
                         1700000001000, &added)
              .empty());
  REQUIRE(c.draw(20261127, 0, 1700000002000).empty());
  REQUIRE(c.startNextPosition(1700000003000).empty());
  REQUIRE(c.enterTotals(1, 1, {120, -40, -50, -30, 0}, 1700000004000).empty());
  REQUIRE(c.enterTotals(1, 2, {-90, 30, 40, 20, 0}, 1700000005000).empty());
  *kept = store.kept;
}

void consoleScreens(match::Lang lang) {
  Headless h;
  h.lang = lang;
  fillConsole(&h.kept);
  h.start(std::string("lang=") + match::langCode(lang) + "&console=1", nullptr, true);
  h.frames(10);
  h.visitAll(80, kLeave);
  INFO(h.report());
  CHECK(h.read.size() > 20);
  CHECK(h.faults.empty());
}

// A night on the in-process server: a table's phone (its deals entered and confirmed by the fixture's), then the
// standings page.
void onlineScreens(match::Lang lang, bool phone) {
  server::FakeNet net(nullptr);
  server::TournamentNight night(net);
  night.create(2, 1, 3);
  night.startPosition(1);
  Rng rng(5);
  for (int k = 1; k <= 2; ++k) {
    const std::string id = "e" + std::to_string(k);
    night.enter(900, 1, 1, k, id, server::randomDeal(rng, (k - 1) % 4));
    night.confirm(900, 1, 1, k, id + "c", id);
  }
  Headless h;
  h.lang = lang;
  const std::string query =
      phone ? "tournament=" + night.code + "&position=1&table=1&key=" + night.keys[0][0]
            : "tournament=" + night.code + "&view=standings";
  h.start(query + "&lang=" + match::langCode(lang), &net);
  h.frames(40);
  h.visitAll(40, kLeave);
  INFO(h.report());
  CHECK(h.read.size() > 10);
  CHECK(h.faults.empty());
}

}  // namespace

TEST_CASE("numbers on screen: the faults the check finds", "[numbers][screens]") {
  using match::Lang;
  CHECK(numberFault(Lang::French, "Points réalisés : 30.5 / 51") == "a decimal point");
  CHECK(numberFault(Lang::French, "Points réalisés : 30,5 / 51") == "");
  CHECK(numberFault(Lang::English, "Points made: 30,5 / 51") == "a decimal comma");
  CHECK(numberFault(Lang::English, "3, 5 and 7") == "");
  CHECK(numberFault(Lang::French, "-600") == "a hyphen for a minus");
  CHECK(numberFault(Lang::French, "Anne (-50)") == "a hyphen for a minus");
  CHECK(numberFault(Lang::French, "\u2212600") == "");
  CHECK(numberFault(Lang::French, "2026-11-27") == "");
  CHECK(numberFault(Lang::French, "100%") == "'%' without the non-breaking space");
  CHECK(numberFault(Lang::French, "100\u00a0%") == "");
  CHECK(numberFault(Lang::English, "100%") == "");
}

TEST_CASE("numbers on screen: the game at five players, its sheet, statistics and review", "[numbers][screens]") {
  SECTION("French") { gameScreens(match::Lang::French); }
  SECTION("English") { gameScreens(match::Lang::English); }
}

TEST_CASE("numbers on screen: the arbitrator's console with a night under way", "[numbers][screens]") {
  SECTION("French") { consoleScreens(match::Lang::French); }
  SECTION("English") { consoleScreens(match::Lang::English); }
}

TEST_CASE("numbers on screen: the table's phone and the standings page", "[numbers][screens]") {
  SECTION("phone, French") { onlineScreens(match::Lang::French, true); }
  SECTION("phone, English") { onlineScreens(match::Lang::English, true); }
  SECTION("standings, French") { onlineScreens(match::Lang::French, false); }
  SECTION("standings, English") { onlineScreens(match::Lang::English, false); }
}
