// The public results site as tarot-server serves it (server/results_site.h) from the tournaments its desk keeps: a
// night appears once its last position is closed, its pages are built once and rebuilt after a correction, an
// unchanged page is answered 304 by its ETag, a wrong path 404, and no key ever shows.
#include "server/results_site.h"
#include "server/tournament_fixture.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::server;

namespace {

tournament::TableSheet totals(std::array<int, 5> t) {
  tournament::TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = 4;
  return s;
}

bool has(const std::string& page, const std::string& text) { return page.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("server: the results site serves a closed night, rebuilt after a correction, 304 and 404", "[site][server]") {
  FakeNet net{nullptr};
  TournamentNight night(net);
  night.create(2, 1, 4);
  night.startPosition(1);
  ResultsSite site(net.hub.desk(), "Tarot Club");
  const std::string base = "http://club.example/results/";
  // Not closed yet: the index lists no night.
  CHECK(has(site.get("fr/index.html", base, "").body, "Aucune soirée publiée."));
  REQUIRE(night.directorEvent(tournament::sheetEvent(1, 1, totals({120, -40, -40, -40, 0}))) == "");
  REQUIRE(night.directorEvent(tournament::sheetEvent(1, 2, totals({30, -10, -10, -10, 0}))) == "");
  REQUIRE(night.directorEvent(tournament::closePositionEvent(1)) == "");
  const ResultsReply index = site.get("", base, "");
  CHECK(index.status == 200);
  CHECK(index.type == "text/html; charset=utf-8");
  const ResultsReply fr = site.get("fr/index.html", base, "");
  const std::string nightPath = "night/" + night.code + ".html";
  CHECK(has(fr.body, "<a href=\"" + nightPath + "\">Club night</a>"));
  const ResultsReply page = site.get("fr/" + nightPath, base, "");
  REQUIRE(page.status == 200);
  const int builds = site.builds();
  // Read again unchanged: the same build, and 304 for the reader who holds it.
  CHECK(site.get("fr/" + nightPath, base, page.etag).status == 304);
  CHECK(site.builds() == builds);
  // Nothing private: the director's key and the tables' keys are on no page.
  for (const std::string& p : std::vector<std::string>{"", "fr/index.html", "en/" + nightPath, "fr/" + nightPath, "sitemap.xml"}) {
    const std::string body = site.get(p, base, "").body;
    CHECK_FALSE(has(body, night.key));
    for (const std::string& k : night.keys[0]) CHECK_FALSE(has(body, k));
  }
  CHECK(site.get("sitemap.xml", base, "").type == "application/xml; charset=utf-8");
  // A correction changes the page at once (a new build, a new ETag).
  REQUIRE(night.directorEvent(tournament::correctSheetEvent(1, 2, totals({-10, 30, -10, -10, 0}), "Nord et Sud inversés")) == "");
  const ResultsReply corrected = site.get("fr/" + nightPath, base, page.etag);
  CHECK(corrected.status == 200);
  CHECK(corrected.etag != page.etag);
  CHECK(has(corrected.body, "Nord et Sud inversés"));
  CHECK(site.builds() == builds + 1);
  // A Host that is no host name is not written into the pages: they link relatively only.
  const ResultsReply forged = site.get("fr/index.html", "http://x\"><script>/results/", "");
  CHECK(forged.status == 200);
  CHECK_FALSE(has(forged.body, "<script"));
  CHECK_FALSE(has(forged.body, "canonical"));
  CHECK(has(site.get("fr/index.html", base, "").body, "<link rel=\"canonical\" href=\"http://club.example/results/fr/index.html\">"));
  const ResultsReply missing = site.get("fr/night/nothing.html", base, "");
  CHECK(missing.status == 404);
  CHECK(has(missing.body, "Page introuvable"));
  CHECK(has(missing.body, "href=\"../../fr/index.html\""));
}
