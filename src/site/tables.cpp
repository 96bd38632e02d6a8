// The ranking, the sheet and the QR code as HTML, shared by the results site and the console's printed pages.
#include "site/tables.h"
#include "match/scoresheet.h"
#include "site/qr_code.h"
#include "site/words.h"
#include "tournament/table_sheet.h"
#include "words/numbers.h"
#include <cstdio>

namespace tarot::site {

using match::Lang;
using match::Text;
using match::tr;
using namespace tournament;

namespace {

std::string fmt(Lang l, Text pattern, int a) {
  char buf[200];
  std::snprintf(buf, sizeof buf, tr(l, pattern), a);
  return buf;
}

std::string nameOf(const State& s, int id) {
  return id >= 1 && id <= int(s.players.size()) ? s.players[std::size_t(id - 1)].name : std::string();
}

// The minus sign a person reads (U+2212), the same in both languages (words/numbers.h).
std::string number(int v) { return "<td class=n>" + words::integerText(Lang::French, v) + "</td>"; }

std::string corrections(const State& s, Lang l) {
  std::string out;
  for (std::size_t p = 0; p < s.positions.size(); ++p)
    for (std::size_t t = 0; t < s.positions[p].sheets.size(); ++t)
      for (const std::string& reason : s.positions[p].sheets[t].reasons)
        out += "<li>" + esc(say(l, Text::TnCorrectionLine, {{"p", long(p + 1)}, {"t", long(t + 1)}}, {{"reason", reason}})) +
               "</li>";
  return out.empty() ? out : "<h2>" + esc(tr(l, Text::TnCorrections)) + "</h2><ul>" + out + "</ul>";
}

}  // namespace

std::string esc(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

std::string qrSvg(const std::string& text, int side) {
  QrCode code;
  std::string why;
  if (!encodeQr(text, &code, &why)) return "";
  const int n = code.size + 8;  // the quiet zone: 4 modules each side
  std::string out = "<svg class=qr xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(side) +
                    "\" height=\"" + std::to_string(side) + "\" viewBox=\"0 0 " + std::to_string(n) + " " +
                    std::to_string(n) + "\" shape-rendering=\"crispEdges\"><rect width=\"" + std::to_string(n) +
                    "\" height=\"" + std::to_string(n) + "\" fill=\"#fff\"/><path fill=\"#000\" d=\"";
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size; ++x) {
      if (!code.dark(x, y)) continue;
      int run = 1;  // dark modules in a row drawn as one rectangle
      while (code.dark(x + run, y)) ++run;
      out += "M" + std::to_string(x + 4) + " " + std::to_string(y + 4) + "h" + std::to_string(run) + "v1h-" +
             std::to_string(run) + "z";
      x += run - 1;
    }
  return out + "\"/></svg>";
}

std::string rankingTable(const State& s, const Ranking& r, Lang l, const RankingColumns& c) {
  const bool licences = !c.licences.empty();
  std::string body = "<table class=ranking><tr><th>" + esc(tr(l, Text::TnPlace)) + "</th><th>" +
                     esc(tr(l, Text::TnPlayer)) + "</th>";
  if (licences) body += "<th>" + esc(say(l, Text::SiteLicence)) + "</th>";
  body += "<th>" + esc(tr(l, Text::TnPoints)) + "</th>";
  if (!c.pcn.empty()) body += "<th>PCN</th>";
  if (!c.pp.empty()) body += "<th>PP</th>";
  for (int p = r.first; p <= r.last; ++p) body += "<th>" + esc(fmt(l, Text::TnPositionN, p)) + "</th>";
  body += "<th>" + esc(tr(l, Text::TnPenalties)) + "</th><th>" + esc(tr(l, Text::TnLateColumn)) + "</th></tr>";
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const PlayerLine& line = r.lines[i];
    const std::string href = c.href ? c.href(line.player) : std::string();
    const std::string name = esc(nameOf(s, line.player));
    body += "<tr><td class=n>" + std::to_string(line.place) + (line.shared ? "=" : "") + "</td><td>" +
            (href.empty() ? name : "<a href=\"" + esc(href) + "\">" + name + "</a>") + "</td>";
    if (licences)
      body += "<td>" + esc(line.player >= 1 && line.player <= int(c.licences.size()) ? c.licences[std::size_t(line.player - 1)] : "") +
              "</td>";
    body += number(int(line.points));
    if (!c.pcn.empty()) body += "<td class=n>" + (i < c.pcn.size() && c.pcn[i] ? std::to_string(c.pcn[i]) : std::string()) + "</td>";
    if (!c.pp.empty()) body += "<td class=n>" + (i < c.pp.size() && c.pp[i] ? std::to_string(c.pp[i]) : std::string()) + "</td>";
    for (std::size_t k = 0; k < line.positionScores.size(); ++k)
      body += "<td class=n>" + (k < line.seated.size() && line.seated[k] ? words::integerText(l, line.positionScores[k]) : "") + "</td>";
    // Taken from the total, so that the positions, the penalties and the late arrival add up to it.
    body += number(-line.penalties) + number(-line.late) + "</tr>";
  }
  body += "</table>";
  if (!r.teams.empty()) {
    body += "<h2>" + esc(tr(l, Text::TnTeams)) + "</h2><table>";
    for (const TeamLine& t : r.teams)
      body += "<tr><td class=n>" + std::to_string(t.place) + (t.shared ? "=" : "") + "</td><td>" + esc(t.team) + "</td>" +
              number(int(t.points)) + "</tr>";
    body += "</table>";
  }
  return c.corrections ? body + corrections(s, l) : body;
}

std::string sheetTable(const State& s, int position, int table, Lang l) {
  const PositionState* ps = s.position(position);
  if (!ps || table < 1 || table > int(ps->sheets.size()) || table > int(ps->seating.size())) return "";
  const SheetRecord& rec = ps->sheets[std::size_t(table - 1)];
  if (!rec.entered) return "";
  const TableSeating& seats = ps->seating[std::size_t(table - 1)];
  std::array<int, 5> orient{};
  match::Sheet sheet;
  sheet.lang = l;
  sheet.people = sheetPeople(seats, rec.sheet, &orient);
  if (sheet.people < 3 || sheet.people > 5) return "";
  for (int p = 0; p < sheet.people; ++p) {
    const int id = seats.seat[std::size_t(orient[std::size_t(p)])];
    sheet.names[std::size_t(p)] = id ? nameOf(s, id) : say(l, Text::SiteBot);
  }
  if (rec.sheet.totalsOnly) {
    std::string out = "<p>" + esc(say(l, Text::SiteTotalsOnly, {{"n", rec.sheet.dealsPlayed}})) + "</p><table><tr>";
    for (int p = 0; p < sheet.people; ++p) out += "<th>" + esc(sheet.names[std::size_t(p)]) + "</th>";
    out += "</tr><tr>";
    for (int p = 0; p < sheet.people; ++p) out += number(rec.sheet.totals[std::size_t(orient[std::size_t(p)])]);
    return out + "</tr></table>";
  }
  int annulled = 0;
  for (const SheetDeal& d : rec.sheet.deals) {
    if (d.annulled) ++annulled;
    else match::addScorerRow(&sheet, d.entry);
  }
  std::string out = match::sheetTableHtml(sheet);
  if (annulled) out += "<p>" + esc(say(l, Text::SiteAnnulledDeals, {{"n", annulled}})) + "</p>";
  return out;
}

}  // namespace tarot::site
