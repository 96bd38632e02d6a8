// The printed feuilles de marque of a tournament published on the club's server: each table's phone link for the
// position and its QR code as an inline SVG whose dark squares are the encoder's modules, never the director's key;
// nothing of the kind before publishing.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/memory_storage.h"
#include "site/qr_code.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("Printed sheets of a published tournament carry each table's link and QR code", "[console][publish]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", tournament::testing::settingsOf(2, 4), 1).empty());
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\n", 2).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  const std::string before = sheetsHtml(c.state(), 1, Lang::French, c.club());
  CHECK_FALSE(contains(before, "<svg"));
  CHECK_FALSE(contains(before, "?tournament="));
  ClubState club;
  club.server = "https://club.example:8443/console.html";
  club.code = "7QH2M0XKZ4N9PB1WC8RT";
  club.key = "00112233445566778899aabbccddeeff";
  club.held = 15;
  club.keys = {{"0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"}};
  c.setClub(club);
  Console reread(store.storage());
  REQUIRE(reread.resume().empty());
  CHECK(reread.club().keys == club.keys);
  const std::string html = sheetsHtml(c.state(), 1, Lang::French, c.club());
  const std::string link2 = "https://club.example:8443/?tournament=7QH2M0XKZ4N9PB1WC8RT&amp;position=1&amp;table=2&amp;"
                            "key=fedcba9876543210fedcba9876543210";
  CHECK(contains(html, link2));
  CHECK(count(html, "<svg class=qr") == 2);
  CHECK(contains(html, "Sur le téléphone de la table"));
  CHECK_FALSE(contains(html, club.key));
  // The SVG draws the encoder's dark modules, row runs as rectangles, inside a quiet zone of 4 modules.
  const std::string link = club.tableLink(1, 1);
  site::QrCode qr;
  std::string why;
  REQUIRE(site::encodeQr(link, &qr, &why));
  const std::string svg = qrSvg(link, 160);
  CHECK(contains(svg, "viewBox=\"0 0 " + std::to_string(qr.size + 8) + " " + std::to_string(qr.size + 8) + "\""));
  int dark = 0, drawn = 0;
  for (int y = 0; y < qr.size; ++y)
    for (int x = 0; x < qr.size; ++x) dark += qr.dark(x, y);
  for (std::size_t at = svg.find('h'); at != std::string::npos; at = svg.find('h', at + 1))
    if (svg.find(" d=\"") < at && svg[at + 1] != '-') drawn += std::stoi(svg.substr(at + 1));
  CHECK(drawn == dark);
  CHECK(contains(svg, "M4 4h7v1h-7z"));  // the top-left finder pattern's first row
  CHECK(qrSvg(std::string(3000, 'x'), 160).empty());
  // The English page says it in English; the standings' link never carries a key.
  CHECK(contains(sheetsHtml(c.state(), 1, Lang::English, c.club()), "On the table's phone"));
  CHECK(club.standingsLink() == "https://club.example:8443/?tournament=7QH2M0XKZ4N9PB1WC8RT&view=standings");
  // Pages served under a folder: the links stay in it; a WebSocket address gives the page's scheme.
  for (const char* server : {"https://club.example/tarot/", "https://club.example/tarot/console.html?lang=fr",
                             "wss://club.example/tarot/"}) {
    club.server = server;
    CHECK(club.standingsLink() == "https://club.example/tarot/?tournament=7QH2M0XKZ4N9PB1WC8RT&view=standings");
  }
  club.server = "ws://192.168.1.20:8080";
  CHECK(club.tableLink(1, 1) == "http://192.168.1.20:8080/?tournament=7QH2M0XKZ4N9PB1WC8RT&position=1&table=1&key="
                                "0123456789abcdef0123456789abcdef");
}
