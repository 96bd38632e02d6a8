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
  CHECK(csv.find("Bilan,,,,,,,,,,-446,,1346,,-390,,-510") != std::string::npos);
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

namespace {
// Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF lines) into rows of fields.
std::vector<std::vector<std::string>> parseCsv(const std::string& text) {
  std::vector<std::vector<std::string>> rows(1, std::vector<std::string>(1));
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') { rows.back().back() += '"'; ++i; }
      else if (c == '"') quoted = false;
      else rows.back().back() += c;
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      rows.back().emplace_back();
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      rows.emplace_back(1);
      ++i;
    } else {
      rows.back().back() += c;
    }
  }
  if (rows.back().size() == 1 && rows.back()[0].empty()) rows.pop_back();
  return rows;
}

Sheet exampleSheet(Lang lang, std::array<std::string, 5> names) {
  Sheet sheet;
  sheet.people = 4;
  sheet.lang = lang;
  sheet.names = names;
  addScorerRow(&sheet, entry(2, Contract::Garde, 2, 49, {PoigneeSize::Simple}, Camp::Attack));
  addScorerRow(&sheet, entry(1, Contract::Prise, 1, 50.5));
  addScorerRow(&sheet, entry(3, Contract::GardeSans, 1, 55, {}, Camp::Defense));
  return sheet;
}
}  // namespace

TEST_CASE("Sheet exports speak the sheet's language: CSV headers, HTML title, words and decimal marks", "[match]") {
  const std::array<std::string, 5> names = {"Nord", "Sud", "Est", "Ouest", ""};
  const Sheet fr = exampleSheet(Lang::French, names);
  const Sheet en = exampleSheet(Lang::English, names);
  const std::string csvFr = sheetCsv(fr), csvEn = sheetCsv(en);
  CHECK(csvFr.rfind("\xEF\xBB\xBF" "Donne,Donneur,Preneur,Partenaire,Contrat,Bouts,Points,Résultat,Primes,Nord,Nord cumul,", 0) == 0);
  CHECK(csvEn.rfind("\xEF\xBB\xBF" "Deal,Dealer,Taker,Partner,Contract,Bouts,Points,Result,Bonuses,Nord,Nord running,", 0) == 0);
  CHECK(csvFr.find(",Garde,2,49,fait de 8,\"poignée 20, petit au bout (attaque)\",") != std::string::npos);
  CHECK(csvEn.find(",Garde,2,49,made by 8,\"poignee 20, petit au bout (attack)\",") != std::string::npos);
  CHECK(csvFr.find(",\"50,5\",") != std::string::npos);   // a decimal comma, quoted
  CHECK(csvEn.find(",50.5,") != std::string::npos);
  CHECK(csvFr.find("chuté de") != std::string::npos);
  CHECK(csvEn.find("down by") != std::string::npos);
  CHECK(csvFr.find("\r\nBilan,") != std::string::npos);
  CHECK(csvEn.find("\r\nBalance,") != std::string::npos);

  const std::string htmlFr = sheetHtml(fr), htmlEn = sheetHtml(en);
  CHECK(htmlFr.find("<html lang=\"fr\">") != std::string::npos);
  CHECK(htmlEn.find("<html lang=\"en\">") != std::string::npos);
  CHECK(htmlFr.find("<title>Tarot — feuille de marque</title>") != std::string::npos);
  CHECK(htmlEn.find("<title>Tarot — scoresheet</title>") != std::string::npos);
  CHECK(htmlFr.find("Somme nulle\u00a0: oui") != std::string::npos);  // non-breaking space before the colon
  CHECK(htmlEn.find("Zero sum: yes") != std::string::npos);
  CHECK(htmlFr.find(">Imprimer<") != std::string::npos);
  CHECK(htmlEn.find(">Print<") != std::string::npos);
  CHECK(htmlEn.find("Résultat") == std::string::npos);
  CHECK(sheetHtml(en, "Club <1>").find("<title>Club &lt;1&gt;</title>") != std::string::npos);
  CHECK(pointsText(Lang::French, 101) == "50,5");
  CHECK(pointsText(Lang::English, 101) == "50.5");
  CHECK(pointsText(Lang::French, 82) == "41");

  // The screen's words follow the sheet's language too; the JSON is the same whatever the language.
  CHECK(fr.rows[0].bonuses == "poignée 20, petit au bout (attaque)");
  CHECK(en.rows[0].bonuses == "poignee 20, petit au bout (attack)");
  std::string jsonFr = sheetJson(fr), jsonEn = sheetJson(en);
  jsonFr.replace(jsonFr.find("\"lang\":\"fr\""), 11, "\"lang\":\"en\"");
  CHECK(jsonFr == jsonEn);
}

TEST_CASE("CSV stays valid with a comma and a quote in a name", "[match]") {
  const Sheet sheet = exampleSheet(Lang::French, {"Ana, B", "Jo \"le\" Roi", "C;D", "Zoé", ""});
  const std::string csv = sheetCsv(sheet);
  REQUIRE(csv.rfind("\xEF\xBB\xBF", 0) == 0);  // the byte order mark for spreadsheets
  const auto rows = parseCsv(csv.substr(3));
  REQUIRE(rows.size() == 1 + 3 + 3);  // header, three deals, total +, total −, bilan
  for (const auto& r : rows) CHECK(r.size() == rows[0].size());
  CHECK(rows[0][9] == "Ana, B");
  CHECK(rows[0][11] == "Jo \"le\" Roi");
  CHECK(rows[0][13] == "C;D");
  CHECK(rows[1][2] == "C;D");
  CHECK(rows[2][2] == "Jo \"le\" Roi");  // the taker of the second deal, unquoted back
  CHECK(rows[2][6] == "50,5");
  CHECK(rows.back()[0] == "Bilan");
}

TEST_CASE("Sheet JSON: documented fields, read back to the same sheet, inconsistent files refused", "[match]") {
  Sheet sheet = exampleSheet(Lang::English, {"A", "B", "C", "D", ""});
  const std::string json = sheetJson(sheet);
  CHECK(json.rfind("{\"format\":\"tarot-sheet\",\"version\":1,\"lang\":\"en\",\"people\":4,\"names\":[\"A\",\"B\",\"C\",\"D\"],"
                   "\"rows\":[{\"deal\":1,\"annulled\":null,\"dealer\":0,\"taker\":2,\"partner\":null,\"alone\":false,"
                   "\"contract\":\"garde\",\"bouts\":2,\"points\":49,\"made\":true,\"margin\":8,\"poignee\":20,"
                   "\"petit_au_bout\":\"attack\",\"chelem\":null,\"scores\":[-106,-106,318,-106],",
                   0) == 0);
  CHECK(json.find("\"points\":50.5") != std::string::npos);
  CHECK(json.find("\"played\":3,\"zero_sum\":true}") != std::string::npos);
  Sheet back;
  REQUIRE(sheetFromJson(json, &back) == nullptr);
  CHECK(sheetJson(back) == json);
  CHECK(sheetCsv(back) == sheetCsv(sheet));
  std::string tampered = json;
  tampered.replace(tampered.find("[-106,-106,318,-106]"), 20, "[-106,-106,319,-106]");
  CHECK(sheetFromJson(tampered, &back) != nullptr);
  CHECK(sheetFromJson("{\"format\":\"tarot-sheet\",\"version\":2}", &back) != nullptr);
  CHECK(sheetFromJson("[", &back) != nullptr);
}

TEST_CASE("Scorer refusals in the player's words", "[match]") {
  ScorerEntry e = entry(1, Contract::Garde, 2, 45);
  e.partner = 2;
  EntryCheck c = checkEntry(e, 4);
  CHECK(c.code == ScorerRefusal::PartnerOnlyAtFive);
  CHECK(entryRefusalText(Lang::French, c) == "Il n'y a de partenaire qu'à 5 joueurs.");
  CHECK(entryRefusalText(Lang::English, c) == "A partner exists only at 5 players.");
  e.partner = -1;
  e.input.attackHalfPoints = 2 * 91;
  c = checkEntry(e, 4);
  CHECK(c.code == ScorerRefusal::Summary);
  CHECK(c.summary == SummaryRefusal::FullPointsWithoutChelem);
  CHECK(entryRefusalText(Lang::French, c) == "91 points pour l'attaque, c'est tous les plis\u00a0: un chelem.");
  CHECK(entryRefusalText(Lang::English, c) == "91 points for the attack means every trick: a chelem.");
  e.input.attackHalfPoints = 2 * 45;
  CHECK_FALSE(checkEntry(e, 4));
  CHECK(entryRefusalText(Lang::French, checkEntry(e, 4)).empty());
}
