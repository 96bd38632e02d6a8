// A night's page: its final ranking with the PCN, each position's ranking, each table's sheet.
#include "site/pages.h"
#include "site/tables.h"
#include "site/words.h"
#include "tournament/pcn.h"
#include <algorithm>
#include <cstdio>

namespace tarot::site {

using match::Lang;
using match::Text;
using namespace tournament;

NightResult nightResult(const season::Season& season, const season::Night& n) {
  NightResult r;
  r.night = &n;
  r.season = &season;
  const State& s = n.document.state();
  r.final = rankAfter(s, std::max(1, int(s.positions.size())));
  const RankingPcn pcn = tournamentPcn(s, r.final);
  r.pcnRefused = bool(pcn.refusal);
  if (!r.pcnRefused) {
    r.pcn = pcn.figures;
    if (s.settings.competition == Competition::RegionalFinal) r.pp = pcn.pp;
  }
  return r;
}

std::vector<NightResult> clubNights(const season::Club& club) {
  std::vector<NightResult> out;
  for (const season::Season& s : club.seasons)
    for (const season::Night& n : s.nights) out.push_back(nightResult(s, n));
  std::stable_sort(out.begin(), out.end(), [](const NightResult& a, const NightResult& b) {
    return a.night->date > b.night->date;
  });
  return out;
}

int liveMember(const season::Register& reg, int id) {
  const season::Member* m = season::memberOf(reg, id);
  return m ? m->id : 0;
}

std::string nightTitle(const season::Night& n) {
  return n.title.empty() ? n.document.state().name : n.title;
}

std::string shownName(const SiteInput& in, const season::Night& n, int player) {
  const State& s = n.document.state();
  if (player < 1 || player > int(s.players.size())) return "";
  const int id = player <= int(n.members.size()) ? liveMember(in.club.reg, n.members[std::size_t(player - 1)]) : 0;
  const season::Member* m = id ? season::memberOf(in.club.reg, id) : nullptr;
  return m && !m->name.empty() ? m->name : s.players[std::size_t(player - 1)].name;
}

State namedState(const SiteInput& in, const season::Night& n) {
  State s = n.document.state();
  for (Player& p : s.players) p.name = shownName(in, n, p.id);
  return s;
}

namespace {

// The columns a night's tables show: the links to the players' pages, the licences when the club shows them.
RankingColumns columnsOf(const SiteInput& in, const season::Night& n, Lang l) {
  RankingColumns c;
  const State& s = n.document.state();
  c.href = [&in, &n, l](int player) {
    const int id = player >= 1 && player <= int(n.members.size()) ? liveMember(in.club.reg, n.members[std::size_t(player - 1)]) : 0;
    return id ? "../" + playerPath(l, id).substr(3) : std::string();
  };
  if (in.options.showLicences || in.club.showLicences)
    for (const Player& p : s.players) c.licences.push_back(p.licence);
  return c;
}

std::string positionSection(Lang l, const SiteInput& in, const season::Night& n, const State& s, int p) {
  RankingColumns c = columnsOf(in, n, l);
  c.corrections = false;
  std::string out = "<h2 id=\"p" + std::to_string(p) + "\">" + esc(say(l, Text::SitePositionRanking, {{"p", p}})) + "</h2>" +
                    scroll(rankingTable(s, rankPosition(s, p), l, c));
  out += "<h3>" + esc(say(l, Text::SiteSheetsOf, {{"p", p}})) + "</h3>";
  const PositionState* ps = s.position(p);
  for (std::size_t t = 0; ps && t < ps->seating.size(); ++t) {
    const std::string sheet = sheetTable(s, p, int(t + 1), l);
    if (sheet.empty()) continue;
    char label[64];
    std::snprintf(label, sizeof label, match::tr(l, Text::TnTableN), int(t + 1));
    out += "<h3 id=\"p" + std::to_string(p) + "t" + std::to_string(t + 1) + "\">" + esc(label) + "</h3>" + scroll(sheet);
  }
  return out;
}

}  // namespace

std::string nightPage(Lang l, const SiteInput& in, const NightResult& r) {
  const season::Night& n = *r.night;
  const State s = namedState(in, n);  // the register's names in every table of the page
  const std::string title = nightTitle(n);
  const int players = int(s.players.size());
  PageHead head;
  head.title = title + " — " + n.date + " — " + in.options.club;
  head.description = say(l, Text::SiteNightDescription, {{"n", players}}, {{"title", title}, {"date", n.date}});
  head.path = nightPath(l, n).substr(3);
  head.depth = 2;
  std::string body = "<h1>" + esc(title) + "</h1><p><time datetime=\"" + esc(n.date) + "\">" + esc(n.date) +
                     "</time> — " + esc(say(l, Text::SitePlayersCount, {{"n", players}})) + "</p>";
  if (n.annulled) body += "<p class=note><b>" + esc(say(l, Text::SiteAnnulledNight)) + "</b></p>";
  body += ownQr(l, in.options, nightPath(l, n));
  body += "<nav class=toc><a href=\"#final\">" + esc(say(l, Text::SiteFinalRanking)) + "</a>";
  for (int p = 1; p <= int(s.positions.size()); ++p)
    body += "<a href=\"#p" + std::to_string(p) + "\">" + esc(say(l, Text::SitePositionRanking, {{"p", p}})) + "</a>";
  body += "</nav><h2 id=\"final\">" + esc(say(l, Text::SiteFinalRanking)) + "</h2>";
  RankingColumns c = columnsOf(in, n, l);
  c.pcn = r.pcn;
  c.pp = r.pp;
  body += scroll(rankingTable(s, r.final, l, c));
  if (r.pcnRefused) body += "<p class=note>" + esc(say(l, Text::SiteNoPcn)) + "</p>";
  for (int p = 1; p <= int(s.positions.size()); ++p) body += positionSection(l, in, n, s, p);
  return layout(l, in.options, head, body);
}

}  // namespace tarot::site
