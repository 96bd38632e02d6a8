// The results site: every page by path, the index, the players' pages, the 404, the sitemap.
#include "site/site.h"
#include "site/pages.h"
#include "site/tables.h"
#include "site/words.h"
#include <algorithm>
#include <cstdio>
#include <set>

namespace tarot::site {

using match::Lang;
using match::Text;

std::string slug(const std::string& id) {
  std::string out;
  for (char c : id) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    out += keep ? c : '-';
  }
  return out.empty() ? "-" : out;
}

std::string indexPath(Lang l) { return std::string(match::langCode(l)) + "/index.html"; }
std::string nightPath(Lang l, const season::Night& n) {
  return std::string(match::langCode(l)) + "/night/" + slug(n.id) + ".html";
}
std::string playerPath(Lang l, int member) {
  return std::string(match::langCode(l)) + "/player/" + std::to_string(member) + ".html";
}
std::string championshipPath(Lang l, const season::Season& s, const season::Championship& c) {
  return std::string(match::langCode(l)) + "/championship/" + std::to_string(s.startYear) + "-" + slug(c.id) + ".html";
}

namespace {

const Lang kLangs[] = {Lang::French, Lang::English};

}  // namespace

namespace {

// A season on the index: its championships, then its nights, the most recent first.
std::string seasonSection(Lang l, const SiteInput& in, const season::Season& season,
                          const std::vector<NightResult>& nights) {
  std::string out = "<h2>" + esc(say(l, Text::SiteSeason, {}, {{"name", season.name}})) + "</h2>";
  if (!season.championships.empty()) {
    out += "<h3>" + esc(say(l, Text::SiteChampionships)) + "</h3><ul>";
    for (const season::Championship& c : season.championships)
      out += "<li><a href=\"" + esc(championshipPath(l, season, c).substr(3)) + "\">" + esc(c.name.empty() ? c.id : c.name) +
             "</a></li>";
    out += "</ul>";
  }
  std::string rows;
  for (const NightResult& r : nights) {
    if (r.season != &season) continue;
    const season::Night& n = *r.night;
    const tournament::State& s = n.document.state();
    const int winner = r.final.lines.empty() || n.annulled ? 0 : r.final.lines.front().player;
    rows += "<tr><td class=l>" + esc(n.date) + "</td><td class=l><a href=\"" + esc(nightPath(l, n).substr(3)) + "\">" +
            esc(nightTitle(n)) + "</a>" + (n.annulled ? " <small>(" + esc(say(l, Text::SiteAnnulledNight)) + ")</small>" : "") +
            "</td><td class=n>" + std::to_string(s.players.size()) + "</td><td class=l>" +
            esc(winner ? shownName(in, n, winner) : std::string()) + "</td></tr>";
  }
  if (rows.empty()) return out + "<p>" + esc(say(l, Text::SiteNoNights)) + "</p>";
  return out + "<h3>" + esc(say(l, Text::SiteNights)) + "</h3>" +
         scroll("<table><tr><th class=l>" + esc(say(l, Text::SiteDate)) + "</th><th class=l>" + esc(say(l, Text::SiteNight)) +
                "</th><th>" + esc(say(l, Text::SitePlayers)) + "</th><th class=l>" + esc(say(l, Text::SiteWinner)) +
                "</th></tr>" + rows + "</table>");
}

}  // namespace

std::vector<const season::Member*> sitePlayers(const SiteInput& in, const std::vector<NightResult>& nights) {
  std::set<int> played;
  for (const NightResult& r : nights)
    for (int id : r.night->members) played.insert(liveMember(in.club.reg, id));
  std::vector<const season::Member*> out;
  for (const season::Member& m : in.club.reg.members)
    if (!m.mergedInto && played.count(m.id)) out.push_back(&m);
  std::sort(out.begin(), out.end(), [](const season::Member* a, const season::Member* b) {
    return season::foldName(a->name) < season::foldName(b->name);
  });
  return out;
}

std::string indexPage(Lang l, const SiteInput& in, const std::vector<NightResult>& nights) {
  PageHead head;
  head.title = say(l, Text::SiteResultsOf, {}, {{"club", in.options.club}});
  head.description = say(l, Text::SiteIndexDescription, {}, {{"club", in.options.club}});
  head.path = "index.html";
  head.depth = 1;
  std::string body = "<h1>" + esc(head.title) + "</h1>" + ownQr(l, in.options, indexPath(l));
  if (nights.empty()) body += "<p>" + esc(say(l, Text::SiteNoNights)) + "</p>";
  std::vector<const season::Season*> seasons;
  for (const season::Season& s : in.club.seasons) seasons.push_back(&s);
  std::stable_sort(seasons.begin(), seasons.end(), [](const season::Season* a, const season::Season* b) {
    return a->startYear > b->startYear;
  });
  for (const season::Season* s : seasons) body += seasonSection(l, in, *s, nights);
  const std::vector<const season::Member*> shown = sitePlayers(in, nights);
  if (!shown.empty()) {
    body += "<h2>" + esc(say(l, Text::SitePlayers)) + "</h2><p>";
    for (const season::Member* m : shown)
      body += "<a href=\"" + esc(playerPath(l, m->id).substr(3)) + "\">" + esc(m->name) + "</a> · ";
    body.resize(body.size() - 4);
    body += "</p>";
  }
  return layout(l, in.options, head, body);
}

std::string notFoundPage(const Options& o, int depth) {
  const std::string root = o.baseUrl.empty() ? rootFrom(depth) : o.baseUrl;
  std::string body;
  for (Lang l : kLangs)
    body += std::string("<section lang=\"") + match::langCode(l) + "\"><h1>" + esc(say(l, Text::SiteNotFound)) + "</h1><p>" +
            esc(say(l, Text::SiteNotFoundText)) + "</p><p><a href=\"" + esc(root + indexPath(l)) + "\">" +
            esc(say(l, Text::SiteHome)) + "</a></p></section>";
  return "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
         "content=\"width=device-width,initial-scale=1\"><meta name=\"robots\" content=\"noindex\"><title>" +
         esc(say(Lang::French, Text::SiteNotFound)) + " / " + esc(say(Lang::English, Text::SiteNotFound)) +
         "</title><style>body{font-family:system-ui,sans-serif;max-width:700px;margin:0 auto;padding:12px}"
         "a{color:#0b4f8a}</style></head><body>" + body + "</body></html>\n";
}

namespace {

// The root's page: the two languages, each named in its own.
std::string rootPage(const Options& o) {
  std::string head, links;
  for (Lang l : kLangs) {
    const std::string code = match::langCode(l);
    head += "<link rel=\"alternate\" hreflang=\"" + code + "\" href=\"" + esc(o.baseUrl + indexPath(l)) + "\">";
    links += "<p lang=\"" + code + "\"><a href=\"" + esc(indexPath(l)) + "\" hreflang=\"" + code + "\">" +
             esc(say(l, Text::SiteResultsOf, {}, {{"club", o.club}})) + "</a></p>";
  }
  head += "<link rel=\"alternate\" hreflang=\"x-default\" href=\"" + esc(o.baseUrl + indexPath(Lang::French)) + "\">";
  return "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
         "content=\"width=device-width,initial-scale=1\"><title>" + esc(say(Lang::French, Text::SiteResultsOf, {}, {{"club", o.club}})) +
         "</title><meta name=\"description\" content=\"" + esc(say(Lang::French, Text::SiteIndexDescription, {}, {{"club", o.club}})) +
         "\">" + head + "<style>body{font-family:system-ui,sans-serif;max-width:700px;margin:0 auto;padding:12px;"
         "font-size:1.2em}a{color:#0b4f8a}</style></head><body>" + links + "</body></html>\n";
}

std::string sitemap(const Options& o, const std::vector<Page>& pages) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  for (const Page& p : pages)
    if (p.path != "404.html" && p.type.rfind("text/html", 0) == 0) out += "<url><loc>" + esc(o.baseUrl + p.path) + "</loc></url>\n";
  return out + "</urlset>\n";
}

}  // namespace

std::vector<Page> buildSite(const SiteInput& in) {
  const std::vector<NightResult> nights = clubNights(in.club);
  std::vector<Page> pages;
  pages.push_back({"index.html", rootPage(in.options)});
  const std::vector<const season::Member*> players = sitePlayers(in, nights);
  for (Lang l : kLangs) {
    pages.push_back({indexPath(l), indexPage(l, in, nights)});
    for (const NightResult& r : nights) pages.push_back({nightPath(l, *r.night), nightPage(l, in, r)});
    for (const season::Season& s : in.club.seasons) {
      const std::vector<season::ChampionshipRanking> ranked = season::rankChampionships(in.club.reg, s);
      for (std::size_t c = 0; c < s.championships.size() && c < ranked.size(); ++c)
        pages.push_back({championshipPath(l, s, s.championships[c]), championshipPage(l, in, s, s.championships[c], ranked[c])});
    }
    for (const season::Member* m : players) pages.push_back({playerPath(l, m->id), playerPage(l, in, nights, *m)});
  }
  pages.push_back({"404.html", notFoundPage(in.options, 0)});
  std::string robots = "User-agent: *\nAllow: /\n";
  if (!in.options.baseUrl.empty()) {
    robots += "Sitemap: " + in.options.baseUrl + "sitemap.xml\n";
    pages.push_back({"sitemap.xml", sitemap(in.options, pages), "application/xml; charset=utf-8"});
  }
  pages.push_back({"robots.txt", robots, "text/plain; charset=utf-8"});
  return pages;
}

std::map<std::string, Page> sitePages(const SiteInput& in) {
  std::map<std::string, Page> out;
  for (Page& p : buildSite(in)) out[p.path] = std::move(p);
  return out;
}

}  // namespace tarot::site

namespace tarot::site {

std::string dateOf(std::int64_t ms) {
  const long z = long(ms / 86400000) + 719468;  // days from 0000-03-01 (the civil calendar's algorithm)
  const long era = (z >= 0 ? z : z - 146096) / 146097;
  const long doe = z - era * 146097;
  const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long mp = (5 * doy + 2) / 153;
  const long d = doy - (153 * mp + 2) / 5 + 1;
  const long m = mp < 10 ? mp + 3 : mp - 9;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04ld-%02ld-%02ld", yoe + era * 400 + (m <= 2), m, d);
  return buf;
}

void addNight(SiteInput* in, const std::string& id, const tournament::Document& doc) {
  season::Night n;
  n.id = id;
  n.document = doc;
  n.date = doc.events().empty() ? std::string() : dateOf(doc.events().front().at);
  n.title = doc.state().name;
  season::Register& reg = in->club.reg;
  for (const tournament::Player& p : doc.state().players) {
    int member = 0;
    const std::string key = season::foldName(p.name);
    for (const season::Member& m : reg.members)
      if (!member && !m.mergedInto && season::foldName(m.name) == key) member = m.id;
    if (!member) {
      season::Member m;
      m.id = member = reg.nextId++;
      m.name = p.name;
      m.licence = p.licence;
      m.club = p.club;
      reg.members.push_back(m);
    }
    n.members.push_back(member);
  }
  const int year = std::max(0, season::seasonOf(n.date));
  season::Season* into = nullptr;
  for (season::Season& s : in->club.seasons)
    if (s.startYear == year) into = &s;
  if (!into) {
    in->club.seasons.emplace_back();
    into = &in->club.seasons.back();
    into->startYear = year;
    into->name = season::seasonName(year);
  }
  into->nights.push_back(std::move(n));
}

}  // namespace tarot::site
