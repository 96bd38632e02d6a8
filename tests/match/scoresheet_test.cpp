// The FFT scoresheet example ("Exemple de report des scores sur la feuille de marque") entered in scorer mode,
// totals, bilan and zero-sum checks, and the CSV and HTML exports.
#include "match/scoresheet.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

namespace {
ScorerEntry entry(int taker, Contract c, int bouts, double points, std::vector<PoigneeSize> poignees = {},
                  Camp petit = Camp::None, bool chelemAnnounced = false, Camp chelemBy = Camp::None) {
  ScorerEntry e;
  e.taker = taker;
  e.input.contract = c;
  e.input.bouts = bouts;
  e.input.attackHalfPoints = int(points * 2);
  e.input.poignees = poignees;
  e.input.petitAuBout = petit;
  e.input.chelemAnnounced = chelemAnnounced;
  e.input.chelemMadeBy = chelemBy;
  return e;
}
}  // namespace

TEST_CASE("The FFT scoresheet example comes out exactly", "[match]") {
  Sheet sheet;
  sheet.people = 4;
  sheet.names = {"DURAND", "DUPONT", "DUBOIS", "DESPRES", ""};  // Nord, Sud, Est, Ouest as on the sheet
  const int nord = 0, sud = 1, est = 2, ouest = 3;
  const std::vector<ScorerEntry> deals = {
      entry(est, Contract::Garde, 2, 49, {PoigneeSize::Simple}, Camp::Attack),
      entry(ouest, Contract::GardeSans, 1, 55, {}, Camp::Defense),
      entry(sud, Contract::Prise, 2, 34, {PoigneeSize::Simple}, Camp::Attack),
      entry(nord, Contract::Garde, 1, 62, {PoigneeSize::Simple}),
      entry(sud, Contract::Garde, 2, 87, {PoigneeSize::Simple}, Camp::Attack, true, Camp::Attack)};
  for (const ScorerEntry& e : deals) {
    REQUIRE(validateEntry(e, 4) == nullptr);
    addScorerRow(&sheet, e);
  }
  REQUIRE(sheet.rows.size() == 5);
  CHECK(sheet.rows[0].scores == std::array<int, 5>{-106, -106, 318, -106, 0});
  CHECK(sheet.rows[1].scores == std::array<int, 5>{-76, -76, -76, 228, 0});
  CHECK(sheet.rows[2].scores == std::array<int, 5>{42, -126, 42, 42, 0});
  CHECK(sheet.rows[3].scores == std::array<int, 5>{276, -92, -92, -92, 0});
  CHECK(sheet.rows[4].scores == std::array<int, 5>{-582, 1746, -582, -582, 0});
  // Total + / total − / bilan, as printed on the FFT sheet.
  CHECK(sheet.plus == std::array<int, 5>{318, 1746, 360, 270, 0});
  CHECK(sheet.minus == std::array<int, 5>{764, 400, 750, 780, 0});
  CHECK(sheet.totals == std::array<int, 5>{-446, 1346, -390, -510, 0});
  CHECK(sheet.allZeroSum);
  const std::string csv = sheetCsv(sheet);
  CHECK(csv.find("bilan,,,,,,,,-446,,1346,,-390,,-510") != std::string::npos);
  CHECK(csv.find("DURAND") != std::string::npos);
  const std::string page = sheetHtml(sheet, "Table 1 <test>");
  CHECK(page.find("Table 1 &lt;test&gt;") != std::string::npos);
  CHECK(page.find("1346") != std::string::npos);

  // The scorer sheet survives a save and load.
  std::vector<ScorerEntry> back;
  int people = 0;
  std::array<std::string, 5> names;
  REQUIRE(scorerFromJson(scorerJson(4, sheet.names, deals), &people, &names, &back) == nullptr);
  CHECK(back.size() == 5);
  CHECK(names[0] == "DURAND");
  CHECK(scorerFromJson("{\"format\":\"tarot-scorer\",\"version\":2}", &people, &names, &back) != nullptr);
  CHECK(scorerFromJson("not json", &people, &names, &back) != nullptr);
}

TEST_CASE("Scorer entries: impossible ones are refused, 5 players share 2S/S", "[match]") {
  ScorerEntry e = entry(0, Contract::Garde, 4, 50);
  CHECK(validateEntry(e, 4) != nullptr);
  e = entry(0, Contract::Garde, 2, 50);
  e.partner = 1;
  CHECK(validateEntry(e, 4) != nullptr);  // no partner at 4
  CHECK(validateEntry(e, 5) == nullptr);
  Sheet sheet;
  sheet.people = 5;
  sheet.names = {"A", "B", "C", "D", "E"};
  addScorerRow(&sheet, e);
  CHECK(sheet.rows[0].scores == std::array<int, 5>{136, 68, -68, -68, -68});
  CHECK(sheet.allZeroSum);
}

TEST_CASE("CSV quoting", "[match]") {
  Sheet sheet;
  sheet.people = 3;
  sheet.names = {"Ana, B", "Jo \"le\" Roi", "C", "", ""};
  const std::string csv = sheetCsv(sheet);
  CHECK(csv.find("\"Ana, B\"") != std::string::npos);
  CHECK(csv.find("\"Jo \"\"le\"\" Roi\"") != std::string::npos);
}
