// A player's page: their nights (date, night, place, points, PCN), their seasons' totals and the séries of the
// players they met (season/history.h).
#include "season/history.h"
#include "words/numbers.h"
#include "site/pages.h"
#include "site/tables.h"
#include "site/words.h"

namespace tarot::site {

using match::Lang;
using match::Text;

std::vector<Played> playedBy(const SiteInput& in, const std::vector<NightResult>& nights, int member) {
  std::vector<Played> out;
  for (const NightResult& r : nights)
    for (std::size_t i = 0; i < r.final.lines.size(); ++i) {
      const int p = r.final.lines[i].player;
      if (p >= 1 && p <= int(r.night->members.size()) && liveMember(in.club.reg, r.night->members[std::size_t(p - 1)]) == member)
        out.push_back({&r, i});
    }
  return out;
}

namespace {

std::string cell(long v) { return "<td class=n>" + (v ? std::to_string(v) : std::string()) + "</td>"; }

std::string nightRows(Lang l, const std::vector<Played>& played) {
  std::string rows;
  for (const Played& p : played) {
    const season::Night& n = *p.night->night;
    const tournament::PlayerLine& line = p.night->final.lines[p.line];
    rows += "<tr><td class=l>" + esc(n.date) + "</td><td class=l><a href=\"../" + esc(nightPath(l, n).substr(3)) + "\">" +
            esc(nightTitle(n)) + "</a>" + (n.annulled ? " <small>(" + esc(say(l, Text::SiteAnnulledNight)) + ")</small>" : "") +
            "</td><td class=n>" + std::to_string(line.place) + (line.shared ? "=" : "") + " / " +
            std::to_string(p.night->final.lines.size()) + "</td><td class=n>" + words::integerText(l, line.points) + "</td>" +
            cell(p.line < p.night->pcn.size() ? p.night->pcn[p.line] : 0) + "</tr>";
  }
  return "<table><tr><th class=l>" + esc(say(l, Text::SiteDate)) + "</th><th class=l>" + esc(say(l, Text::SiteNight)) +
         "</th><th>" + esc(match::tr(l, Text::TnPlace)) + "</th><th>" + esc(match::tr(l, Text::TnPoints)) +
         "</th><th>PCN</th></tr>" + rows + "</table>";
}

// Each season's totals (nights, best place, wins, points, PCN, PP), then the players met by série.
std::string historyTables(Lang l, const season::PlayerHistory& h) {
  if (h.seasons.empty()) return "";
  std::string out = "<h2>" + esc(say(l, Text::SiteBySeason)) + "</h2>";
  std::string rows;
  for (const season::SeasonHistory& s : h.seasons)
    rows += "<tr><td class=l>" + esc(s.name) + "</td>" + cell(s.totals.nights) + cell(s.totals.bestPlace) +
            cell(s.totals.wins) + "<td class=n>" + words::integerText(l, s.totals.points) + "</td>" + cell(s.totals.pcn) +
            cell(s.totals.pp) + "</tr>";
  out += scroll("<table><tr><th class=l>" + esc(say(l, Text::SiteSeason, {}, {{"name", ""}})) + "</th><th>" +
                esc(say(l, Text::SiteNights)) + "</th><th>" + esc(say(l, Text::SiteBestPlace)) + "</th><th>" +
                esc(say(l, Text::SiteWins)) + "</th><th>" + esc(match::tr(l, Text::TnPoints)) + "</th><th>PCN</th><th>" +
                esc(say(l, Text::SitePp)) + "</th></tr>" + rows + "</table>");
  std::string head, counts;
  for (int serie = 1; serie <= 4; ++serie) {
    head += "<th>" + esc(say(l, Text::SiteSerie, {{"n", serie}})) + "</th>";
    counts += "<td class=n>" + std::to_string(h.overall.opponentsBySerie[std::size_t(serie)]) + "</td>";
  }
  head += "<th>" + esc(say(l, Text::SiteNotInRegister)) + "</th>";
  counts += "<td class=n>" + std::to_string(h.overall.opponentsBySerie[0]) + "</td>";
  return out + "<h2>" + esc(say(l, Text::SiteOpponents)) + "</h2>" + scroll("<table><tr>" + head + "</tr><tr>" + counts + "</tr></table>");
}

}  // namespace

std::string playerPage(Lang l, const SiteInput& in, const std::vector<NightResult>& nights, const season::Member& m) {
  const std::vector<Played> played = playedBy(in, nights, m.id);
  long pcn = 0;
  int counted = 0;
  for (const Played& p : played)
    if (!p.night->night->annulled) ++counted, pcn += p.line < p.night->pcn.size() ? p.night->pcn[p.line] : 0;
  PageHead head;
  head.title = m.name + " — " + in.options.club;
  head.description = say(l, Text::SitePlayerDescription, {}, {{"name", m.name}, {"club", in.options.club}});
  head.path = playerPath(l, m.id).substr(3);
  head.depth = 2;
  std::string body = "<h1>" + esc(m.name) + "</h1>";
  if (!m.club.empty()) body += "<p>" + esc(say(l, Text::SiteClub)) + match::colonFor(l) + esc(m.club) + "</p>";
  if ((in.options.showLicences || in.club.showLicences) && !m.licence.empty())
    body += "<p>" + esc(say(l, Text::SiteLicence)) + match::colonFor(l) + esc(m.licence) + "</p>";
  body += "<p>" + esc(say(l, Text::SiteNightsPlayed, {{"n", counted}}, {{"pcn", std::to_string(pcn)}})) + "</p>";
  body += historyTables(l, season::playerHistory(in.club, "m" + std::to_string(m.id)));
  body += "<h2>" + esc(say(l, Text::SitePlayerNights)) + "</h2>" + scroll(nightRows(l, played));
  return layout(l, in.options, head, body);
}

}  // namespace tarot::site
