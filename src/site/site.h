// The club's public results site as pages (path -> HTML), read-only: the season's index (its nights by date, its
// players), each night (its final ranking with the PCN, each position's ranking, the sheets by table), each player
// (their nights, places, points, PCN), the 404, a sitemap and robots.txt. Plain HTML with a small inline style: no
// script, no WebAssembly; French under fr/, English under en/, each page naming the other (hreflang); every link
// relative, so the folder works under any path, in an iframe and from a static host. Nothing private: no keys (the
// pages read names and scores only), licence numbers only when the club chooses (Options::showLicences).
// No I/O, no clock: tarot-server serves these pages, tarot-cli writes them to a folder.
#pragma once
#include "match/translations.h"
#include "season/season.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tarot::site {

struct Options {
  std::string club;              // the club's name, in every title
  std::string baseUrl;           // the site's absolute address ending in "/" (canonical links, the sitemap, the QR
                                 // codes of the pages' own addresses); "" leaves them out
  bool showLicences = false;     // the club chose to show its players' licence numbers
};

// What the site is built from: the club file (its register, its seasons with their nights in any order, annulled
// ones listed as such, and their championships).
struct SiteInput {
  Options options;
  season::Club club;
};

struct Page {
  std::string path;              // relative to the site's root: "fr/index.html", "en/night/2026-11-27.html"
  std::string body;
  std::string type = "text/html; charset=utf-8";
};

// Every page of the site (both languages, each season's championships, the root's language choice, 404.html, robots.txt, and sitemap.xml when
// the base address is known).
std::vector<Page> buildSite(const SiteInput& in);
// The same by path, for a server.
std::map<std::string, Page> sitePages(const SiteInput& in);
// The 404 page, both languages, its links relative to a page `depth` folders below the root (0: at the root).
std::string notFoundPage(const Options& o, int depth);

// A night known only by its tournament (a night file, a tournament kept by the server): its players matched in the
// register by their folded name (season::foldName), added to it when new; dated by its first event, in the season of
// that date (created when missing).
void addNight(SiteInput* in, const std::string& id, const tournament::Document& doc);
// "YYYY-MM-DD" of a time in milliseconds since 1970 (UTC).
std::string dateOf(std::int64_t ms);

// The part of a path a night's or a player's page uses: letters, digits, '-' and '_' kept, anything else '-'.
std::string slug(const std::string& id);
// The addresses of the pages, relative to the site's root.
std::string indexPath(match::Lang l);
std::string nightPath(match::Lang l, const season::Night& n);
std::string playerPath(match::Lang l, int member);
std::string championshipPath(match::Lang l, const season::Season& s, const season::Championship& c);

}  // namespace tarot::site
