// The public results site (src/site): pages built from hand-made nights, figures worked out by hand from the
// rulebook (chapter 2's marque, chapter 5's PCN and ex aequo), in both languages; nothing private on any page.
#include "../tournament/tournament_helpers.h"
#include "site/site.h"
#include "site/tables.h"
#include <catch2/catch_test_macros.hpp>
#include <regex>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

const char* kNames[12] = {"Alice", "Bruno", "Chloé", "David", "Élise", "Fabien", "Gaëlle", "Hugo", "Inès", "Jules",
                          "Karim", "Léa"};

TableSheet totalsSheet(std::array<int, 5> t) {
  TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = 1;
  return s;
}

// Twelve players at three tables, one position of one deal.
// Table 1, deal by deal: North takes a garde with 2 bouts and 41 points, made by 0: (25 + 0) x 2 = 50 from each
// defender, so North +150, the others -50. Table 2 (totals) was handed in with North and South swapped, then
// corrected: North +150, the others -50. Table 3 (totals): North +60, the others -20.
// Final ranking (places shared, a club's night): Alice and Élise 150 (1=), Inès 60 (3), Jules, Karim, Léa -20 (4=),
// the six others -50 (7=).
season::Night clubNight() {
  Document d;
  REQUIRE(d.append(createEvent("Tournoi du vendredi", settingsOf(1, 1)), 1000, "arbitre").empty());
  for (int p = 0; p < 12; ++p)
    REQUIRE(d.append(registerEvent(kNames[p], "07" + std::to_string(1000 + p), "Club"), 1001, "accueil").empty());
  REQUIRE(d.append(drawEvent(DrawMethod::Manual, 0, 0, rotation(3, 1)), 1002, "arbitre").empty());
  REQUIRE(d.append(startPositionEvent(1, rotation(3, 1)), 1002, "arbitre").empty());
  TableSheet deal;
  SheetDeal garde;
  garde.entry.dealer = 3;
  garde.entry.taker = 0;
  garde.entry.input.contract = Contract::Garde;
  garde.entry.input.bouts = 2;
  garde.entry.input.attackHalfPoints = 82;
  deal.deals.push_back(garde);
  REQUIRE(d.append(sheetEvent(1, 1, deal), 1003, "table 1").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totalsSheet({-50, 150, -50, -50, 0})), 1004, "table 2").empty());
  REQUIRE(d.append(sheetEvent(1, 3, totalsSheet({60, -20, -20, -20, 0})), 1005, "table 3").empty());
  REQUIRE(d.append(correctSheetEvent(1, 2, totalsSheet({150, -50, -50, -50, 0}), "Nord et Sud inversés"), 1006, "arbitre").empty());
  REQUIRE(d.append(closePositionEvent(1), 1007, "arbitre").empty());
  season::Night n;
  n.id = "2026-11-27 soir";
  n.date = "2026-11-27";
  n.title = "Vendredi du club";
  n.document = d;
  for (int p = 1; p <= 12; ++p) n.members.push_back(p);
  return n;
}

site::SiteInput clubSite() {
  site::SiteInput in;
  in.club.seasons.emplace_back();
  in.club.seasons[0].name = "2026-2027";
  in.club.seasons[0].startYear = 2026;
  in.options.club = "Tarot Club de Lyon";
  for (int p = 0; p < 12; ++p) {
    season::Member m;
    m.id = p + 1;
    m.name = kNames[p];
    m.licence = "07" + std::to_string(1000 + p);
    in.club.reg.members.push_back(m);
  }
  in.club.reg.nextId = 13;
  in.club.seasons[0].nights.push_back(clubNight());
  return in;
}

bool has(const std::string& page, const std::string& text) { return page.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("site: a night's page, its ranking with ex aequo shared and the PCN, its corrected sheet", "[site]") {
  const auto pages = site::sitePages(clubSite());
  REQUIRE(pages.count("fr/night/2026-11-27-soir.html"));
  const std::string fr = pages.at("fr/night/2026-11-27-soir.html").body;
  // Chapter 5 at 3 tables: 120 for the first, x 0.69 a place: 82, 57, then the floor of 50 for places 4 to 6 (half
  // of 12 players receive PCN). Ex aequo share: places 1 and 2, (120 + 82) / 2 = 101 each; Inès 57; places 4-6,
  // 50 each; places 7 and after nothing.
  CHECK(has(fr, "<tr><td class=n>1=</td><td><a href=\"../player/1.html\">Alice</a></td><td class=n>150</td><td class=n>101</td>"));
  CHECK(has(fr, "<tr><td class=n>1=</td><td><a href=\"../player/5.html\">Élise</a></td><td class=n>150</td><td class=n>101</td>"));
  CHECK(has(fr, "<tr><td class=n>3</td><td><a href=\"../player/9.html\">Inès</a></td><td class=n>60</td><td class=n>57</td>"));
  CHECK(has(fr, "<tr><td class=n>4=</td><td><a href=\"../player/11.html\">Karim</a></td><td class=n>\u221220</td><td class=n>50</td>"));
  CHECK(has(fr, "<tr><td class=n>7=</td><td><a href=\"../player/2.html\">Bruno</a></td><td class=n>\u221250</td><td class=n></td>"));
  // The correction stays visible with its reason; the sheets by table: the garde of table 1 deal by deal.
  CHECK(has(fr, "Feuilles corrigées"));
  CHECK(has(fr, "Position 1, table 2\u00a0: Nord et Sud inversés"));
  CHECK(has(fr, "<h3 id=\"p1t1\">Table 1</h3>"));
  CHECK(has(fr, "Garde"));
  CHECK(has(fr, "<th>Alice</th><th>Bruno</th><th>Chloé</th><th>David</th>"));
  CHECK(has(fr, "<td>150 <small>(150)</small></td><td>\u221250 <small>(\u221250)</small></td>"));
  CHECK(has(fr, "Classement de la position 1"));
  // Search engines and phones: language, title, description, the other language named, no script.
  CHECK(has(fr, "<html lang=\"fr\">"));
  CHECK(has(fr, "<title>Vendredi du club — 2026-11-27 — Tarot Club de Lyon</title>"));
  CHECK(has(fr, "<meta name=\"description\" content=\"Tarot, Vendredi du club du 2026-11-27\u00a0: classement final de 12 joueurs"));
  CHECK(has(fr, "hreflang=\"en\" href=\"../../en/night/2026-11-27-soir.html\""));
  CHECK(has(fr, "width=device-width"));
  CHECK(has(fr, "@media print"));
  CHECK_FALSE(has(fr, "<script"));
  const std::string en = pages.at("en/night/2026-11-27-soir.html").body;
  CHECK(has(en, "<html lang=\"en\">"));
  CHECK(has(en, "Final ranking"));
  CHECK(has(en, "Position 1, table 2: Nord et Sud inversés"));
  CHECK(has(en, "hreflang=\"fr\" href=\"../../fr/night/2026-11-27-soir.html\""));
}

TEST_CASE("site: licences hidden unless the club shows them, no key on any page", "[site]") {
  site::SiteInput in = clubSite();
  for (const site::Page& p : site::buildSite(in)) {
    CHECK_FALSE(has(p.body, "071000"));
    CHECK_FALSE(has(p.body, "071011"));
    // A key or its hash is 32 or 64 hex digits: none anywhere.
    CHECK_FALSE(std::regex_search(p.body, std::regex("[0-9a-f]{32}")));
  }
  in.options.showLicences = true;
  const auto pages = site::sitePages(in);
  CHECK(has(pages.at("fr/night/2026-11-27-soir.html").body, "<th>Licence</th>"));
  CHECK(has(pages.at("fr/night/2026-11-27-soir.html").body, "071000"));
  CHECK(has(pages.at("en/player/1.html").body, "Licence: 071000"));
}

TEST_CASE("site: the index by date, the players' pages with merged entries, the 404, the sitemap", "[site]") {
  site::SiteInput in = clubSite();
  in.options.baseUrl = "https://club.example/results/";
  // A second night a week earlier where Alice played under an entry since merged into hers (13 -> 1).
  season::Member twin;
  twin.id = 13;
  twin.name = "Alice D.";
  twin.mergedInto = 1;
  in.club.reg.members.push_back(twin);
  season::Night early = clubNight();
  early.id = "2026-11-20";
  early.date = "2026-11-20";
  early.title = "Vendredi précédent";
  early.members[0] = 13;
  in.club.seasons[0].nights.push_back(early);
  const auto pages = site::sitePages(in);
  const std::string index = pages.at("fr/index.html").body;
  CHECK(index.find("Vendredi du club") < index.find("Vendredi précédent"));  // most recent first
  CHECK(has(index, "<a href=\"night/2026-11-20.html\">Vendredi précédent</a>"));
  CHECK(has(index, "<a href=\"player/1.html\">Alice</a>"));
  CHECK_FALSE(pages.count("fr/player/13.html"));
  const std::string alice = pages.at("fr/player/1.html").body;
  CHECK(has(alice, "2 soirées jouées, 202 PCN"));
  CHECK(has(alice, "<a href=\"../night/2026-11-20.html\">Vendredi précédent</a>"));
  CHECK(has(alice, "1= / 12"));
  CHECK(has(pages.at("en/player/1.html").body, "2 nights played, 202 PCN"));
  // The season's totals from the player's history (season/history.h): 2 nights, best place 1, 2 wins (shared
  // firsts), 300 points, 202 PCN.
  CHECK(has(alice, "<tr><td class=l>2026-2027</td><td class=n>2</td><td class=n>1</td><td class=n>2</td><td class=n>300</td><td class=n>202</td>"));
  // Canonical address, QR code of the page's own address, the sitemap and robots.txt.
  const std::string night = pages.at("fr/night/2026-11-27-soir.html").body;
  CHECK(has(night, "<link rel=\"canonical\" href=\"https://club.example/results/fr/night/2026-11-27-soir.html\">"));
  CHECK(has(night, "<svg class=qr"));
  const std::string map = pages.at("sitemap.xml").body;
  CHECK(has(map, "<loc>https://club.example/results/en/player/1.html</loc>"));
  CHECK_FALSE(has(map, "404"));
  CHECK(has(pages.at("robots.txt").body, "Sitemap: https://club.example/results/sitemap.xml"));
  const std::string missing = site::notFoundPage(site::Options(), 2);
  CHECK(has(missing, "Page introuvable"));
  CHECK(has(missing, "Page not found"));
  CHECK(has(missing, "href=\"../../fr/index.html\""));
  CHECK(has(missing, "noindex"));
}

TEST_CASE("site: an annulled night is listed as such and counts in no player's total", "[site]") {
  site::SiteInput in = clubSite();
  in.club.seasons[0].nights[0].annulled = true;
  const auto pages = site::sitePages(in);
  CHECK(has(pages.at("fr/night/2026-11-27-soir.html").body, "Soirée annulée"));
  CHECK(has(pages.at("fr/player/1.html").body, "0 soirée jouée, 0 PCN"));
  CHECK(site::slug("a/b c..d") == "a-b-c--d");
}

TEST_CASE("site: a championship's page, each line with its nights, linked from the index", "[site]") {
  site::SiteInput in = clubSite();
  season::Night early = clubNight();
  early.id = "2026-11-20";
  early.date = "2026-11-20";
  early.title = "Vendredi précédent";
  // A week earlier Inès (9) and Alice (1) swapped places: Inès 150, Alice 60.
  std::swap(early.members[0], early.members[8]);
  in.club.seasons[0].nights.push_back(early);
  season::Championship sum;
  sum.id = "general";
  sum.name = "Championnat du club";
  in.club.seasons[0].championships.push_back(sum);
  const auto pages = site::sitePages(in);
  CHECK(has(pages.at("fr/index.html").body, "<a href=\"championship/2026-general.html\">Championnat du club</a>"));
  const std::string page = pages.at("fr/championship/2026-general.html").body;
  // The sum of points: Élise 150 + 150 = 300 first; Alice 150 + 60 and Inès 60 + 150, 210 each, share 2nd.
  CHECK(has(page, "<tr><td class=n>1</td><td><a href=\"../player/5.html\">Élise</a></td><td class=n><b>300</b></td><td class=n>2 / 2</td>"));
  CHECK(has(page, "<tr><td class=n>2=</td><td><a href=\"../player/1.html\">Alice</a></td><td class=n><b>210</b></td>"));
  CHECK(has(page, "<tr><td class=n>2=</td><td><a href=\"../player/9.html\">Inès</a></td><td class=n><b>210</b></td>"));
  CHECK(has(page, "<a href=\"../night/2026-11-20.html\""));
  CHECK(has(pages.at("en/championship/2026-general.html").body, "Nights counted"));
}
