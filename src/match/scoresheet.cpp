// Scoresheet rows, CSV and HTML exports, scorer mode.
#include "match/scoresheet.h"
#include "record/json.h"

namespace tarot::match {

namespace {

std::string bonusText(int poignee, Camp petit, DealResult::Chelem chelem) {
  std::string out;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  if (poignee) add("poignée " + std::to_string(poignee));
  if (petit != Camp::None) add(std::string("petit au bout (") + (petit == Camp::Attack ? "attaque" : "défense") + ")");
  switch (chelem) {
    case DealResult::Chelem::AnnouncedMade: add("chelem annoncé réussi"); break;
    case DealResult::Chelem::Made: add("chelem non annoncé"); break;
    case DealResult::Chelem::AnnouncedFailed: add("chelem annoncé chuté"); break;
    case DealResult::Chelem::Defense: add("chelem de la défense"); break;
    default: break;
  }
  return out;
}

void finishRow(Sheet* sheet, SheetRow row) {
  int sum = 0;
  for (int p = 0; p < sheet->people; ++p) {
    sheet->totals[p] += row.scores[p];
    if (row.scores[p] > 0) sheet->plus[p] += row.scores[p];
    else sheet->minus[p] -= row.scores[p];
    row.running[p] = sheet->totals[p];
    sum += row.scores[p];
  }
  row.zeroSum = sum == 0;
  if (!row.zeroSum) sheet->allZeroSum = false;
  if (row.number) sheet->played = row.number;
  sheet->rows.push_back(row);
  int total = 0;
  for (int p = 0; p < sheet->people; ++p) total += sheet->totals[p];
  if (total != 0) sheet->allZeroSum = false;
}

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n\r;") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string html(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace

Sheet sheetFromMatch(const Match& game) {
  Sheet sheet;
  sheet.people = game.settings().people;
  sheet.names = game.settings().names;
  for (const DealEntry& e : game.history()) {
    SheetRow row;
    row.number = e.number;
    row.dealer = sheet.names[e.dealerPerson];
    if (e.annulled != Annulment::None) {
      row.annulment = e.annulled == Annulment::PetitSec ? "petit sec" : "tous passent";
    } else {
      const DealResult& r = e.result;
      row.taker = sheet.names[e.seating.personOfSeat[r.taker]];
      if (r.partner >= 0) row.partner = sheet.names[e.seating.personOfSeat[r.partner]];
      else if (e.seating.players == 5) row.partner = "seul";
      row.contract = contractName(r.contract);
      row.made = r.made;
      row.margin = r.margin;
      row.bonuses = bonusText(r.poigneeBonus, r.petitAuBout, r.chelem);
      row.scores = e.personScores;
    }
    finishRow(&sheet, row);
  }
  return sheet;
}

const char* validateEntry(const ScorerEntry& e, int people) {
  if (people < 3 || people > 5) return "3, 4 or 5 players";
  if (e.taker < 0 || e.taker >= people) return "choose the taker";
  if (e.dealer < 0 || e.dealer >= people) return "choose the dealer";
  if (people == 5 && e.partner >= people) return "choose the partner";
  if (people != 5 && e.partner >= 0) return "a partner exists only at 5 players";
  if (e.partner == e.taker && e.partner >= 0) return "the partner cannot be the taker (choose \"alone\")";
  ScoreInput in = e.input;
  in.players = people;
  in.alone = people == 5 && e.partner < 0;
  return validate(in);
}

void addScorerRow(Sheet* sheet, const ScorerEntry& e) {
  ScoreInput in = e.input;
  in.players = sheet->people;
  in.alone = sheet->people == 5 && e.partner < 0;
  const ScoreResult r = score(in);
  SheetRow row;
  row.number = sheet->played + 1;
  row.dealer = sheet->names[e.dealer];
  row.taker = sheet->names[e.taker];
  if (e.partner >= 0) row.partner = sheet->names[e.partner];
  else if (sheet->people == 5) row.partner = "seul";
  row.contract = contractName(in.contract);
  row.made = r.made;
  row.margin = r.margin;
  row.bonuses = bonusText(r.poigneeBonus, in.petitAuBout, r.chelem);
  for (int p = 0; p < sheet->people; ++p)
    row.scores[p] = p == e.taker ? r.taker : p == e.partner ? r.partner : r.defender;
  finishRow(sheet, row);
}

std::string sheetCsv(const Sheet& sheet) {
  std::string out = "donne,donneur,preneur,partenaire,contrat,resultat,primes";
  for (int p = 0; p < sheet.people; ++p) out += "," + csvField(sheet.names[p]) + "," + csvField(sheet.names[p] + " total");
  out += "\r\n";
  for (const SheetRow& r : sheet.rows) {
    out += (r.number ? std::to_string(r.number) : std::string("annulée")) + "," + csvField(r.dealer) + "," +
           csvField(r.taker) + "," + csvField(r.partner) + "," + csvField(r.annulment.empty() ? r.contract : r.annulment) + ",";
    if (r.annulment.empty()) out += std::string(r.made ? "fait de " : "chuté de ") + std::to_string(r.margin);
    out += "," + csvField(r.bonuses);
    for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(r.scores[p]) + "," + std::to_string(r.running[p]);
    out += "\r\n";
  }
  out += "total +,,,,,,";
  for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(sheet.plus[p]) + ",";
  out += "\r\ntotal -,,,,,,";
  for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(sheet.minus[p]) + ",";
  out += "\r\nbilan,,,,,,";
  for (int p = 0; p < sheet.people; ++p) out += ",," + std::to_string(sheet.totals[p]);
  return out + "\r\n";
}

std::string sheetHtml(const Sheet& sheet, const std::string& title) {
  std::string out = "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><title>" + html(title) +
                    "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #555;"
                    "padding:3px 6px;text-align:right}td.l,th.l{text-align:left}@media print{button{display:none}}</style>"
                    "</head><body><h1>" + html(title) + "</h1><button onclick=\"print()\">Imprimer</button><table><tr>"
                    "<th>Donne</th><th class=l>Donneur</th><th class=l>Preneur</th><th class=l>Partenaire</th>"
                    "<th class=l>Contrat</th><th>Résultat</th><th class=l>Primes</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<th>" + html(sheet.names[p]) + "</th>";
  out += "</tr>";
  for (const SheetRow& r : sheet.rows) {
    out += "<tr><td>" + (r.number ? std::to_string(r.number) : std::string("—")) + "</td><td class=l>" + html(r.dealer) +
           "</td><td class=l>" + html(r.taker) + "</td><td class=l>" + html(r.partner) + "</td><td class=l>" +
           html(r.annulment.empty() ? r.contract : r.annulment) + "</td><td>";
    if (r.annulment.empty()) out += std::string(r.made ? "+" : "−") + std::to_string(r.margin);
    out += "</td><td class=l>" + html(r.bonuses) + "</td>";
    for (int p = 0; p < sheet.people; ++p)
      out += "<td>" + std::to_string(r.scores[p]) + " <small>(" + std::to_string(r.running[p]) + ")</small></td>";
    out += "</tr>";
  }
  out += "<tr><th class=l colspan=7>Bilan</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<th>" + std::to_string(sheet.totals[p]) + "</th>";
  out += "</tr></table><p>Somme nulle : " + std::string(sheet.allZeroSum ? "oui" : "NON") + "</p></body></html>";
  return out;
}

std::string scorerJson(int people, const std::array<std::string, kMaxPlayers>& names,
                       const std::vector<ScorerEntry>& entries) {
  json::Value v = json::Value::object();
  v.set("format", "tarot-scorer").set("version", 1).set("people", people);
  json::Value n = json::Value::array();
  for (int p = 0; p < people; ++p) n.push(names[p]);
  v.set("names", n);
  json::Value list = json::Value::array();
  for (const ScorerEntry& e : entries) {
    json::Value o = json::Value::object();
    o.set("dealer", e.dealer).set("taker", e.taker).set("partner", e.partner);
    o.set("contract", contractName(e.input.contract)).set("oudlers", e.input.bouts);
    o.set("half_points", e.input.attackHalfPoints).set("petit_au_bout", campName(e.input.petitAuBout));
    json::Value ps = json::Value::array();
    for (PoigneeSize p : e.input.poignees) ps.push(poigneeName(p));
    o.set("poignees", ps).set("chelem_announced", e.input.chelemAnnounced).set("chelem_by", campName(e.input.chelemMadeBy));
    list.push(o);
  }
  v.set("entries", list);
  return v.dump();
}

const char* scorerFromJson(const std::string& text, int* people, std::array<std::string, kMaxPlayers>* names,
                           std::vector<ScorerEntry>* entries) {
  json::Value v;
  std::string err;
  if (!json::parse(text, &v, &err)) return "corrupt scorer sheet";
  const json::Value* f = v.find("format");
  const json::Value* ver = v.find("version");
  if (!f || !f->isString() || f->asString() != "tarot-scorer") return "not a scorer sheet";
  if (!ver || !ver->isInt() || ver->asInt() != 1) return "scorer sheet from another version";
  const json::Value* pe = v.find("people");
  const json::Value* n = v.find("names");
  const json::Value* list = v.find("entries");
  if (!pe || !pe->isInt() || pe->asInt() < 3 || pe->asInt() > 5 || !n || !n->isArray() ||
      int(n->items().size()) != pe->asInt() || !list || !list->isArray())
    return "bad scorer sheet";
  *people = pe->asInt();
  for (int p = 0; p < *people; ++p) {
    if (!n->items()[p].isString()) return "bad name";
    (*names)[p] = n->items()[p].asString();
  }
  entries->clear();
  auto camp = [](const json::Value* c) {
    if (!c || !c->isString()) return Camp::None;
    return c->asString() == "attack" ? Camp::Attack : c->asString() == "defense" ? Camp::Defense : Camp::None;
  };
  for (const json::Value& o : list->items()) {
    ScorerEntry e;
    const json::Value *d = o.find("dealer"), *t = o.find("taker"), *pa = o.find("partner"), *c = o.find("contract"),
                      *ou = o.find("oudlers"), *hp = o.find("half_points"), *ps = o.find("poignees"), *ca = o.find("chelem_announced");
    if (!d || !d->isInt() || !t || !t->isInt() || !pa || !pa->isInt() || !c || !c->isString() || !ou || !ou->isInt() ||
        !hp || !hp->isInt() || !ps || !ps->isArray() || !ca || !ca->isBool())
      return "bad entry in the scorer sheet";
    e.dealer = d->asInt();
    e.taker = t->asInt();
    e.partner = pa->asInt();
    if (!parseContract(c->asString(), &e.input.contract)) return "bad contract in the scorer sheet";
    e.input.bouts = ou->asInt();
    e.input.attackHalfPoints = hp->asInt();
    e.input.petitAuBout = camp(o.find("petit_au_bout"));
    for (const json::Value& p : ps->items()) {
      PoigneeSize s;
      if (!p.isString() || !parsePoignee(p.asString(), &s)) return "bad poignée in the scorer sheet";
      e.input.poignees.push_back(s);
    }
    e.input.chelemAnnounced = ca->asBool();
    e.input.chelemMadeBy = camp(o.find("chelem_by"));
    if (validateEntry(e, *people)) return "impossible entry in the scorer sheet";
    entries->push_back(e);
  }
  return nullptr;
}

}  // namespace tarot::match
