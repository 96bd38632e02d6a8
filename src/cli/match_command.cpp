// tarot-cli match: a whole match played by bots through the match layer alone (src/match: the same Match the
// screen drives, its clock advanced here without sleeping), then the feuille de marque and the ranking as text
// in the match's language, or as JSON: {"sheet": sheetJson's object, "ranking": [...], "bots": [...],
// "seed": S, "five_at_four": bool}.
//
// --bots takes one level for every seat, or exactly one level per player (person 0 first); any other count is
// refused rather than guessed. Person 0 is a bot too (no one is at the screen).
#include "cli/cli_common.h"
#include "match/match.h"
#include "match/scoresheet.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace tarot::cli {

namespace {

using match::Lang;
using match::Text;
using match::tr;

int bad(const std::string& why) {
  return usage("match: " + why);
}

// Width on a terminal: UTF-8 code points (the names and words of the sheet are Latin script).
int displayWidth(const std::string& s) {
  int w = 0;
  for (unsigned char c : s) w += (c & 0xC0) != 0x80;
  return w;
}

std::string pad(const std::string& s, int width, bool right) {
  const std::string fill(std::size_t(std::max(0, width - displayWidth(s))), ' ');
  return right ? fill + s : s + fill;
}

// A text table: columns as wide as their widest cell, numbers on the right, two spaces apart.
std::string textTable(const std::vector<std::vector<std::string>>& rows, const std::vector<bool>& right) {
  std::vector<int> width(right.size(), 0);
  for (const auto& r : rows)
    for (std::size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], displayWidth(r[c]));
  std::string out;
  for (const auto& r : rows) {
    std::string line;
    for (std::size_t c = 0; c < r.size(); ++c) line += (c ? "  " : "") + pad(r[c], width[c], right[c]);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

std::string signedText(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

const char* contractWord(Lang l, const std::string& code) {
  Contract c = Contract::Pass;
  parseContract(code, &c);
  return c == Contract::Prise ? tr(l, Text::Prise) : c == Contract::Garde ? tr(l, Text::Garde)
         : c == Contract::GardeSans ? tr(l, Text::GardeSans) : tr(l, Text::GardeContre);
}

void printText(const match::Match& m, const match::Sheet& sheet) {
  const Lang l = sheet.lang;
  const int people = sheet.people;
  std::printf("%s\n", tr(l, Text::SheetTitle));
  std::string players;
  for (int p = 0; p < people; ++p)
    players += std::string(p ? ", " : " ") + sheet.names[p] + " (" + botLevelName(m.settings().levels[p]) + ")";
  std::printf("%s%s\n\n", tr(l, Text::SheetPlayers), players.c_str());

  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> head = {tr(l, Text::SheetDeal), tr(l, Text::SheetDealer), tr(l, Text::SheetTaker),
                                   tr(l, Text::SheetPartner), tr(l, Text::SheetContract), tr(l, Text::SheetPoints),
                                   tr(l, Text::SheetResult)};
  for (int p = 0; p < people; ++p) head.push_back(sheet.names[p]);
  head.push_back(tr(l, Text::SheetBonuses));
  rows.push_back(head);
  for (const match::SheetRow& r : sheet.rows) {
    std::vector<std::string> cells;
    if (r.annulled != Annulment::None) {
      cells = {"—", r.dealer, "", "", r.annulment, "", ""};
    } else {
      cells = {std::to_string(r.number), r.dealer, r.taker, r.partner, contractWord(l, r.contract),
               match::pointsText(l, r.attackHalfPoints),
               std::string(tr(l, r.made ? Text::SheetMadeBy : Text::SheetDownBy)) + " " + std::to_string(r.margin)};
    }
    for (int p = 0; p < people; ++p)
      cells.push_back(r.annulled != Annulment::None ? "(" + std::to_string(r.running[p]) + ")"
                                                    : signedText(r.scores[p]) + " (" + std::to_string(r.running[p]) + ")");
    cells.push_back(r.bonuses);
    rows.push_back(cells);
  }
  auto footer = [&](Text label, const std::array<int, 5>& values, bool sign) {
    std::vector<std::string> cells = {tr(l, label), "", "", "", "", "", ""};
    for (int p = 0; p < people; ++p) cells.push_back(sign ? signedText(values[p]) : std::to_string(values[p]));
    cells.push_back("");
    rows.push_back(cells);
  };
  footer(Text::SheetTotalPlus, sheet.plus, false);
  footer(Text::SheetTotalMinus, sheet.minus, false);
  footer(Text::SheetBilan, sheet.totals, true);
  std::vector<bool> right = {false, false, false, false, false, true, false};
  for (int p = 0; p < people; ++p) right.push_back(true);
  right.push_back(false);
  std::printf("%s", textTable(rows, right).c_str());
  std::printf("%s %s\n\n", tr(l, Text::SheetZeroSum), tr(l, sheet.allZeroSum ? Text::SheetYes : Text::SheetNo));

  std::printf("%s\n", tr(l, Text::SheetRanking));
  std::vector<int> places;
  const std::vector<int> order = m.ranking(&places);
  std::vector<std::vector<std::string>> ranks;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int p = order[i];
    ranks.push_back({std::to_string(places[i]) + ".", sheet.names[p], signedText(sheet.totals[p]),
                     "(" + std::to_string(m.dealsWonAsTaker(p)) + " " + tr(l, Text::SheetWonAsTaker) + ")"});
  }
  std::printf("%s", textTable(ranks, {true, false, true, false}).c_str());
}

void printJson(const match::Match& m, const match::Sheet& sheet) {
  json::Value sheetValue;
  std::string err;
  json::parse(match::sheetJson(sheet), &sheetValue, &err);
  json::Value out = json::Value::object();
  json::Value bots = json::Value::array();
  for (int p = 0; p < sheet.people; ++p) bots.push(botLevelName(m.settings().levels[p]));
  out.set("seed", std::to_string(m.settings().seed)).set("five_at_four", m.settings().mode == TableMode::FiveAtFour);
  out.set("bots", bots).set("sheet", sheetValue);
  std::vector<int> places;
  const std::vector<int> order = m.ranking(&places);
  json::Value ranking = json::Value::array();
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int p = order[i];
    json::Value r = json::Value::object();
    r.set("place", places[i]).set("person", p).set("name", sheet.names[p]).set("total", sheet.totals[p]);
    r.set("deals_won_as_taker", m.dealsWonAsTaker(p));
    ranking.push(r);
  }
  out.set("ranking", ranking);
  std::printf("%s\n", out.dump().c_str());
}

}  // namespace

// `tarot-cli match --players P --deals N --seed S --bots A[,B,...] [--five-at-four] [--lang fr|en] [--json]`.
// Defaults: 4 players, 8 deals, seed 1, standard bots, French.
int cmdMatch(int argc, char** argv) {
  match::MatchSettings s;
  s.people = 4;
  s.deals = 8;
  s.seedGiven = true;
  s.seed = 1;
  s.autoplay = true;
  s.speed = 4.0f;  // the shortest pauses: fewer clock steps, the same game
  s.names[0] = "Alix";  // no "Vous": a bot sits there
  std::vector<BotLevel> levels = {BotLevel::Standard};
  bool json = false, fiveAtFour = false;
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") { json = true; continue; }
    if (a == "--five-at-four") { fiveAtFour = true; continue; }
    if (i + 1 >= argc) return bad("missing value after " + a);
    const std::string v = argv[++i];
    if (a == "--bots") {
      levels.clear();
      for (const std::string& name : botNames(v)) {
        BotLevel level;
        if (!parseBotLevel(name, &level))
          return bad("unknown bot level '" + name + "' (random, beginner, standard, expert or maitre)");
        levels.push_back(level);
      }
      continue;
    }
    if (a == "--lang") {
      if (!match::parseLang(v, &s.lang)) return bad("--lang must be fr or en");
      continue;
    }
    char* end = nullptr;
    const long long n = std::strtoll(v.c_str(), &end, 10);
    if (v.empty() || *end) return bad(a + " needs a whole number");
    if (a == "--players") { if (n < 3 || n > 5) return bad("--players must be 3, 4 or 5"); s.people = int(n); }
    else if (a == "--deals") { if (n < 1 || n > 100) return bad("--deals must be between 1 and 100"); s.deals = int(n); }
    else if (a == "--seed") { if (n < 0) return bad("--seed must be >= 0"); s.seed = std::uint64_t(n); }
    else return bad("unknown option " + a);
  }
  if (fiveAtFour && s.people != 5) return bad("--five-at-four needs --players 5");
  if (fiveAtFour) s.mode = TableMode::FiveAtFour;
  if (levels.size() != 1 && int(levels.size()) != s.people)
    return bad("--bots takes one level for every seat or exactly " + std::to_string(s.people) + " (one per player), not " +
               std::to_string(levels.size()));
  for (int p = 0; p < s.people; ++p) s.levels[p] = levels[levels.size() == 1 ? 0 : std::size_t(p)];

  match::Match m;
  double now = 0;
  m.startMatch(s, s.seed, now);
  if (!match::playToEnd(&m, &now)) {
    std::fprintf(stderr, "tarot-cli match: the match did not finish (deal %d)\n", m.dealNumber());
    return 1;
  }
  const match::Sheet sheet = match::sheetFromMatch(m);
  if (json) printJson(m, sheet);
  else printText(m, sheet);
  return 0;
}

}  // namespace tarot::cli
