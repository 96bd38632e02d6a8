// A championship's page: its ranking (season/championship.h), each line with the score of each night it covers (a
// night dropped by the best k in brackets), the qualified marked, the refusals and the rulebook's warnings worded.
#include "site/season_words.h"
#include "words/numbers.h"
#include "site/pages.h"
#include "site/tables.h"
#include "site/words.h"

namespace tarot::site {

using match::Lang;
using match::Text;

namespace {

std::string refusalText(Lang l, const season::Refusal& r) { return seasonRefusalText(l, r); }

// One line: place, name (linked to the player's page), total, nights counted of played, each night's score.
std::string lineRow(Lang l, const SiteInput& in, const season::ChampionshipRanking& r, const season::ChampionshipLine& line) {
  std::string name = esc(line.name);
  const int member = liveMember(in.club.reg, line.member);
  if (member) name = "<a href=\"../" + esc(playerPath(l, member).substr(3)) + "\">" + name + "</a>";
  if (!line.players.empty()) {
    std::string names;
    for (const std::string& p : line.players) names += (names.empty() ? "" : ", ") + p;
    name += " <small>(" + esc(names) + ")</small>";
  }
  std::string row = "<tr><td class=n>" + (line.place ? std::to_string(line.place) + (line.shared ? "=" : "") : "—") +
                    (line.qualified ? " Q" : "") + "</td><td>" + name;
  if (line.refusal) row += "<br><small>" + esc(say(l, Text::SiteRefused)) + match::colonFor(l) + esc(refusalText(l, line.refusal)) + "</small>";
  row += "</td><td class=n><b>" + words::integerText(l, line.total) + "</b></td><td class=n>" + std::to_string(line.nightsCounted) +
         " / " + std::to_string(line.nightsPlayed) + "</td>";
  for (int night : r.nights) {
    std::string score;
    for (const season::NightScore& ns : line.nights)
      if (ns.night == night) score = ns.counted ? words::integerText(l, ns.score) : "(" + words::integerText(l, ns.score) + ")";
    row += "<td class=n>" + score + "</td>";
  }
  return row + "</tr>";
}

}  // namespace

std::string championshipPage(Lang l, const SiteInput& in, const season::Season& s, const season::Championship& c,
                             const season::ChampionshipRanking& r) {
  const std::string title = c.name.empty() ? c.id : c.name;
  PageHead head;
  head.title = title + " — " + s.name + " — " + in.options.club;
  head.description = say(l, Text::SiteChampionshipDescription, {}, {{"name", title}, {"club", in.options.club}});
  head.path = championshipPath(l, s, c).substr(3);
  head.depth = 2;
  std::string body = "<h1>" + esc(title) + "</h1><p>" + esc(say(l, Text::SiteSeason, {}, {{"name", s.name}})) + "</p>" +
                     ownQr(l, in.options, championshipPath(l, s, c));
  if (r.refusal) return layout(l, in.options, head, body + "<p><b>" + esc(refusalText(l, r.refusal)) + "</b></p>");
  std::string table = "<table class=ranking><tr><th>" + esc(match::tr(l, Text::TnPlace)) + "</th><th class=l>" +
                      esc(match::tr(l, Text::TnPlayer)) + "</th><th>" + esc(say(l, Text::SiteTotal)) + "</th><th>" +
                      esc(say(l, Text::SiteNightsCounted)) + "</th>";
  for (int night : r.nights) {
    if (night < 0 || night >= int(s.nights.size())) continue;
    const season::Night& n = s.nights[std::size_t(night)];
    table += "<th><a href=\"../" + esc(nightPath(l, n).substr(3)) + "\" title=\"" + esc(nightTitle(n)) + "\">" +
             esc(n.date.size() == 10 ? n.date.substr(5) : n.date) + "</a></th>";
  }
  table += "</tr>";
  for (const season::ChampionshipLine& line : r.lines) table += lineRow(l, in, r, line);
  body += scroll(table + "</table>");
  std::string notes;
  if (c.qualify > 0) notes += "<li>" + esc(say(l, Text::SiteQualified)) + "</li>";
  if (c.bestOf > 0) notes += "<li>" + esc(say(l, Text::SiteDropped)) + "</li>";
  for (const season::Refusal& w : r.warnings) notes += "<li>" + esc(refusalText(l, w)) + "</li>";
  if (!notes.empty()) body += "<ul class=note>" + notes + "</ul>";
  return layout(l, in.options, head, body);
}

}  // namespace tarot::site
