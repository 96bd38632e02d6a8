// The printable pages and the CSV export of the console.
#include "client/console/pages.h"
#include "words/numbers.h"
#include "client/console/words.h"
#include "site/tables.h"
#include "tournament/night_plan.h"
#include "tournament/sessions.h"
#include "tournament/table_sheet.h"
#include <algorithm>
#include "tournament/visa.h"
#include <cstdio>

namespace tarot::console {

using match::Lang;
using match::Text;
using match::tr;
using namespace tournament;

namespace {

using site::esc;

std::string csv(const std::string& s) {
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string fmt(Lang l, Text pattern, int a, int b = 0) {
  char buf[200];
  std::snprintf(buf, sizeof buf, tr(l, pattern), a, b);
  return buf;
}

std::string name(const State& s, int id) {
  return id >= 1 && id <= int(s.players.size()) ? s.players[std::size_t(id - 1)].name : std::string();
}

// " — n° 7": the number the player keeps through the movement (chapter 2, the Howell and FFT movements), "" for none.
std::string numberOf(Lang l, const std::vector<int>& numbers, int id) {
  if (id < 1 || id >= int(numbers.size()) || !numbers[std::size_t(id)]) return "";
  return " — " + words(l, Text::TnPlayerNumber, {{"n", numbers[std::size_t(id)]}});
}

std::string page(Lang l, const std::string& title, const std::string& style, const std::string& body) {
  return std::string("<!doctype html><html lang=\"") + match::langCode(l) + "\"><head><meta charset=\"utf-8\"><title>" +
         esc(title) + "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}"
         "td,th{border:1px solid #555;padding:4px 8px}td.n{text-align:right}.page{page-break-after:always}"
         "@media print{button{display:none}}" + style + "</style></head><body><button onclick=\"print()\">" +
         esc(tr(l, Text::SheetPrint)) + "</button>" + body + "</body></html>\n";
}

// The "Visa arbitre" cell of deal k on a printed sheet: left blank for the arbitrator's signature, or, once the
// table's sheet is in the document, the visa given on a garde sans or garde contre, or awaited (tournament/visa.h).
std::string visaCell(const State& s, int position, int table, int deal, Lang l) {
  const PositionState* ps = s.position(position);
  if (!ps || table > int(ps->sheets.size())) return "";
  const SheetRecord& rec = ps->sheets[std::size_t(table - 1)];
  if (!rec.entered || rec.sheet.totalsOnly || deal > int(rec.sheet.deals.size())) return "";
  if (visaGiven(rec, deal)) return "&#10003; " + esc(tr(l, Text::TnVisaGiven));
  if (needsVisa(rec.sheet.deals[std::size_t(deal - 1)])) return "<b>" + esc(tr(l, Text::TnVisaAwaited)) + "</b>";
  return "";
}

}  // namespace

const char* orientationText(Lang l, int o) {
  const Text t[5] = {Text::TnNorth, Text::TnSouth, Text::TnEast, Text::TnWest, Text::TnFifth};
  return o >= 0 && o < 5 ? tr(l, t[o]) : "?";
}

std::string tableTitle(Lang l, const tournament::TableSeating& t, int number) {
  const std::string label = fmt(l, Text::TnTableN, number);
  const int people = t.players();
  // A table of 3 says which seat is empty: North as the rulebook seats it, another after a withdrawal (article 27).
  if (people == 3 && t.seat[4] == 0)
    for (int o = tournament::North; o <= tournament::West; ++o)
      if (t.seat[std::size_t(o)] == 0) return label + " — " + words(l, Text::TnTableOf3, {}, {{"seat", orientationText(l, o)}});
  if (people == 5) return label + " — " + tr(l, Text::TnTableOf5);
  return label;
}

std::string seatingHtml(const State& s, int position, Lang l) {
  const PositionState* ps = s.position(position);
  return seatingHtml(s, position, ps ? ps->seating : PositionSeating(), l);
}

std::string seatingHtml(const State& s, int position, const PositionSeating& seating, Lang l) {
  const std::string title = fmt(l, Text::TnSeatingOf, position);
  if (seating.empty()) return page(l, title, "", "<h1>" + esc(title) + "</h1>");
  std::string body = "<h1>" + esc(s.name) + " — " + esc(title) + "</h1><div class=grid>";
  const std::vector<int> numbers = playerNumbers(s, position);
  for (std::size_t t = 0; t < seating.size(); ++t) {
    body += "<div class=table><h2>" + esc(tableTitle(l, seating[t], int(t + 1))) + "</h2>";
    for (int o = 0; o < 5; ++o)
      if (const int id = seating[t].seat[std::size_t(o)])
        body += "<p><b>" + esc(orientationText(l, o)) + "</b> " + esc(name(s, id) + numberOf(l, numbers, id)) + "</p>";
    body += "</div>";
  }
  return page(l, title, ".grid{display:flex;flex-wrap:wrap;gap:16px}.table{border:2px solid #333;padding:8px 16px;"
              "min-width:260px}h2{font-size:32px;margin:4px 0}p{font-size:28px;margin:6px 0}", body + "</div>");
}

std::string sheetsHtml(const State& s, int position, Lang l, const ClubState& club) {
  const PositionState* ps = s.position(position);
  return sheetsHtml(s, position, ps ? ps->seating : PositionSeating(), l, club);
}

std::string sheetsHtml(const State& s, int position, const PositionSeating& seating, Lang l, const ClubState& club) {
  std::string body;
  for (std::size_t t = 0; t < seating.size(); ++t) {
    const std::string title = fmt(l, Text::TnSheetOf, position, int(t + 1));
    body += "<div class=page><h2>" + esc(s.name) + " — " + esc(title) + "</h2><table><tr><th>" +
            esc(tr(l, Text::SheetDeal)) + "</th><th>" + esc(tr(l, Text::SheetTaker)) + "</th><th>" +
            esc(tr(l, Text::SheetContract)) + "</th><th>" + esc(tr(l, Text::TnVisaColumn)) + "</th>";
    int people = 0;
    for (int o = 0; o < 5; ++o)
      if (const int id = seating[t].seat[std::size_t(o)]) {
        body += "<th>" + esc(orientationText(l, o)) + "<br>" + esc(name(s, id)) + " (" + std::to_string(id) + ")</th>";
        ++people;
      }
    body += "</tr>";
    for (int d = 1; d <= dealsAt(s.settings, position); ++d) {
      body += "<tr><td class=n>" + std::to_string(d) + "</td><td></td><td></td><td class=visa>" +
              visaCell(s, position, int(t + 1), d, l) + "</td>";
      for (int k = 0; k < people; ++k) body += "<td></td>";
      body += "</tr>";
    }
    body += "<tr><th colspan=4>" + esc(tr(l, Text::SheetBilan)) + "</th>";
    for (int k = 0; k < people; ++k) body += "<td></td>";
    body += "</tr></table>";
    const std::string link = club.tableLink(position, int(t + 1));
    if (!link.empty())
      body += "<div class=phone>" + qrSvg(link, 160) + "<p>" +
              esc(tr(l, Text::TnPagePhoneHint)) +
              "<br><a href=\"" + esc(link) + "\">" + esc(link) + "</a></p></div>";
    body += "</div>";
  }
  return page(l, tr(l, Text::TnSheets),
              "td{height:28px;min-width:90px}td.visa{font-size:12px}.phone{display:flex;gap:12px;align-items:center;margin-top:12px}"
              ".phone a{word-break:break-all;font-size:12px}",
              body);
}

std::string playerCardsHtml(const State& s, Lang l, const ClubState& club) {
  const std::string title = tr(l, Text::TnPlayerLinks);
  std::string body = "<h1>" + esc(s.name) + " — " + esc(title) + "</h1><div class=cards>";
  for (const tournament::Player& p : s.players) {
    const std::string link = club.playerLink(p.id);
    body += "<div class=card><h2>" + std::to_string(p.id) + ". " + esc(p.name) + "</h2>";
    if (link.empty()) {
      body += "<p>" + esc(tr(l, Text::TnPlayerLinkMissing)) +
              "</p></div>";
      continue;
    }
    body += qrSvg(link, 150) + "<p>" +
            esc(tr(l, Text::TnPlayerLinkOwn)) +
            "<br><a href=\"" + esc(link) + "\">" + esc(link) + "</a></p></div>";
  }
  return page(l, title,
              ".cards{display:flex;flex-wrap:wrap;gap:10px}.card{border:1px dashed #555;padding:8px;width:300px;"
              "page-break-inside:avoid}.card h2{font-size:20px;margin:2px 0}.card a{word-break:break-all;font-size:11px}",
              body + "</div>");
}

std::string rankingHtml(const State& s, const Ranking& r, const std::string& title, Lang l, const std::vector<int>& pcn,
                        const std::vector<int>& pp) {
  site::RankingColumns columns;
  columns.pcn = pcn;
  columns.pp = pp;
  return page(l, title, "", "<h1>" + esc(s.name) + " — " + esc(title) + "</h1>" + site::rankingTable(s, r, l, columns));
}

std::string rankingCsv(const State& s, const Ranking& r, Lang l, const std::vector<int>& pcn, const std::vector<int>& pp) {
  std::string out = "\xEF\xBB\xBF" + csv(tr(l, Text::TnPlace)) + "," + csv(tr(l, Text::TnPlayer)) + "," +
                    csv(tr(l, Text::TnPoints));
  if (!pcn.empty()) out += ",PCN";
  if (!pp.empty()) out += ",PP";
  for (int p = r.first; p <= r.last; ++p) out += "," + csv(fmt(l, Text::TnPositionN, p));
  out += "," + csv(tr(l, Text::TnPenalties)) + "," + csv(tr(l, Text::TnLateColumn)) + "\r\n";
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const PlayerLine& line = r.lines[i];
    out += std::to_string(line.place) + "," + csv(name(s, line.player)) + "," + std::to_string(line.points);
    if (!pcn.empty()) out += "," + (i < pcn.size() && pcn[i] ? std::to_string(pcn[i]) : std::string());
    if (!pp.empty()) out += "," + (i < pp.size() && pp[i] ? std::to_string(pp[i]) : std::string());
    for (std::size_t k = 0; k < line.positionScores.size(); ++k)
      out += "," + (k < line.seated.size() && line.seated[k] ? std::to_string(line.positionScores[k]) : "");
    out += "," + std::to_string(-line.penalties) + "," + std::to_string(-line.late) + "\r\n";
  }
  return out;
}

namespace {

// The seatings a fiche lists: the positions started, then `next` (the next position's), then the positions the
// movement plans after it in the same stage (the rulebook's fiche lists every position of the Howell movement ahead).
std::vector<PositionSeating> fichePositions(const State& s, const PositionSeating& next) {
  std::vector<PositionSeating> out;
  for (const PositionState& ps : s.positions) out.push_back(ps.seating);
  if (next.empty()) return out;
  out.push_back(next);
  const int last = stageAt(s, int(out.size())).lastPosition;
  for (int p = int(out.size()) + 1; p <= last && movementOf(s.settings, p) == "fft"; ++p) {
    PositionSeating planned;
    if (positionSeating(s, p, &planned)) break;
    out.push_back(planned);
  }
  return out;
}

}  // namespace

std::string fichesHtml(const State& s, Lang l, const PositionSeating& next) {
  std::string body;
  const std::vector<PositionSeating> seatings = fichePositions(s, next);
  const std::vector<int> numbers = playerNumbers(s, std::max(1, int(s.positions.size())));
  for (const Player& pl : s.players) {
    body += "<div class=page><h2>" + esc(tr(l, Text::TnFiche)) + " — " + esc(pl.name) + " (" + std::to_string(pl.id) +
            ")" + esc(numberOf(l, numbers, pl.id)) + "</h2><table><tr><th>" + esc(tr(l, Text::TnPositions)) +
            "</th><th>" + esc(tr(l, Text::TnTable)) + "</th><th>" + esc(tr(l, Text::TnOrientation)) + "</th><th>" +
            esc(tr(l, Text::TnAtTable)) + "</th><th>" + esc(tr(l, Text::TnPoints)) + "</th></tr>";
    for (std::size_t p = 0; p < seatings.size(); ++p) {
      // The positions started, then those ahead (no score yet).
      const PositionSeating& seating = seatings[p];
      for (std::size_t t = 0; t < seating.size(); ++t)
        for (int o = 0; o < 5; ++o) {
          if (seating[t].seat[std::size_t(o)] != pl.id) continue;
          std::string others;
          for (int k = 0; k < 5; ++k)
            if (k != o && seating[t].seat[std::size_t(k)])
              others += (others.empty() ? "" : ", ") + name(s, seating[t].seat[std::size_t(k)]);
          std::string score;
          if (p < s.positions.size() && s.positions[p].sheets[t].entered)
            score = words::integerText(l, scoreSheet(s.positions[p].sheets[t].sheet, seating[t]).bilan[std::size_t(o)]);
          body += "<tr><td class=n>" + std::to_string(p + 1) + "</td><td class=n>" + std::to_string(t + 1) + "</td><td>" +
                  esc(orientationText(l, o)) + "</td><td>" + esc(others) + "</td><td class=n>" + score + "</td></tr>";
        }
    }
    body += "</table></div>";
  }
  return page(l, tr(l, Text::TnFiche), "", body);
}

}  // namespace tarot::console
