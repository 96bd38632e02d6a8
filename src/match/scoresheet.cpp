// Scoresheet rows, CSV, HTML and JSON exports, scorer mode.
//
// sheetJson (format "tarot-sheet", version 1), the same whatever the sheet's language:
//   {"format":"tarot-sheet", "version":1, "lang":"fr"|"en", "people":3..5, "names":[one per person],
//    "rows":[row...], "totals":[bilan per person], "plus":[sum of + per person], "minus":[sum of − per person,
//    positive], "played":deals counted, "zero_sum":every row and the totals sum to zero}
// A row: {"deal":1-based number (0 when annulled), "annulled":null|"all_passed"|"petit_sec", "dealer":person,
//   then for a played deal only: "taker":person, "partner":person|null, "alone":bool (5 players, no partner),
//   "contract":"prise"|"garde"|"garde_sans"|"garde_contre", "bouts":0..3, "points":card points of the attack
//   (49.5), "made":bool, "margin":points over or under the need, "poignee":bonus, "petit_au_bout":"attack"|
//   "defense"|null, "chelem":null|"announced_made"|"made"|"announced_failed"|"defense";
//   and always "scores":[per person], "running":[per person], "zero_sum":bool}.
// People are indices into "names"; a person sitting out a deal (five at four) scores 0.
#include "match/scoresheet.h"
#include "words/numbers.h"
#include "record/json_reader.h"
#include <climits>
#include "record/json.h"

namespace tarot::match {

namespace {

const char* chelemCode(DealResult::Chelem c) {
  switch (c) {
    case DealResult::Chelem::AnnouncedMade: return "announced_made";
    case DealResult::Chelem::Made: return "made";
    case DealResult::Chelem::AnnouncedFailed: return "announced_failed";
    case DealResult::Chelem::Defense: return "defense";
    default: return nullptr;
  }
}

const char* annulmentCode(Annulment a) {
  return a == Annulment::PetitSec ? "petit_sec" : a == Annulment::AllPassed ? "all_passed" : nullptr;
}

const char* annulmentText(Lang lang, Annulment a) {
  return tr(lang, a == Annulment::PetitSec ? Text::SheetPetitSec : Text::SheetAllPassed);
}

const char* contractText(Lang lang, const std::string& code) {
  Contract c = Contract::Pass;
  parseContract(code, &c);
  switch (c) {
    case Contract::Prise: return tr(lang, Text::Prise);
    case Contract::Garde: return tr(lang, Text::Garde);
    case Contract::GardeSans: return tr(lang, Text::GardeSans);
    case Contract::GardeContre: return tr(lang, Text::GardeContre);
    default: return "";
  }
}

std::string bonusText(Lang lang, const SheetRow& r) {
  std::string out;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  if (r.poignee) add(std::string(tr(lang, Text::SheetPoignee)) + " " + std::to_string(r.poignee));
  if (r.petitAuBout != Camp::None)
    add(std::string(tr(lang, Text::SheetPetitAuBout)) + " (" +
        tr(lang, r.petitAuBout == Camp::Attack ? Text::SheetForAttack : Text::SheetForDefense) + ")");
  switch (r.chelem) {
    case DealResult::Chelem::AnnouncedMade: add(tr(lang, Text::SheetChelemAnnouncedMade)); break;
    case DealResult::Chelem::Made: add(tr(lang, Text::SheetChelemMade)); break;
    case DealResult::Chelem::AnnouncedFailed: add(tr(lang, Text::SheetChelemAnnouncedFailed)); break;
    case DealResult::Chelem::Defense: add(tr(lang, Text::SheetChelemDefense)); break;
    default: break;
  }
  return out;
}

std::string resultText(Lang lang, const SheetRow& r) {
  return std::string(tr(lang, r.made ? Text::SheetMadeBy : Text::SheetDownBy)) + " " + std::to_string(r.margin);
}

// Fills the row's words in the sheet's language, adds it and keeps the totals and the zero-sum checks.
void finishRow(Sheet* sheet, SheetRow row) {
  const Lang lang = sheet->lang;
  row.dealer = sheet->names[row.dealerPerson];
  row.taker = row.partner = row.annulment = row.bonuses = "";
  if (row.annulled != Annulment::None) {
    row.annulment = annulmentText(lang, row.annulled);
  } else {
    row.taker = sheet->names[row.takerPerson];
    if (row.partnerPerson >= 0) row.partner = sheet->names[row.partnerPerson];
    else if (row.alone) row.partner = tr(lang, Text::Alone);
    row.bonuses = bonusText(lang, row);
  }
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

json::Value intArray(const std::array<int, kMaxPlayers>& values, int people) {
  json::Value a = json::Value::array();
  for (int p = 0; p < people; ++p) a.push(values[p]);
  return a;
}

}  // namespace

std::string pointsText(Lang lang, int halfPoints) { return words::halfPointsText(lang, halfPoints); }

namespace {

// The outcome columns of a row, from a played deal's result or from a scorer's entry.
void setOutcome(SheetRow* row, Contract contract, int bouts, int attackHalfPoints, bool made, int margin, int poignee,
                Camp petitAuBout, DealResult::Chelem chelem) {
  row->contract = contractName(contract);
  row->bouts = bouts;
  row->attackHalfPoints = attackHalfPoints;
  row->made = made;
  row->margin = margin;
  row->poignee = poignee;
  row->petitAuBout = petitAuBout;
  row->chelem = chelem;
}

}  // namespace

Sheet sheetFromMatch(const Match& game) {
  Sheet sheet;
  sheet.people = game.settings().people;
  sheet.lang = game.settings().lang;
  sheet.names = game.settings().names;
  for (const DealEntry& e : game.history()) {
    SheetRow row;
    row.number = e.number;
    row.dealerPerson = e.dealerPerson;
    row.annulled = e.annulled;
    if (e.annulled == Annulment::None) {
      const DealResult& r = e.result;
      row.takerPerson = e.seating.personOfSeat[r.taker];
      if (r.partner >= 0) row.partnerPerson = e.seating.personOfSeat[r.partner];
      else row.alone = e.seating.players == 5;
      setOutcome(&row, r.contract, r.bouts, r.attackHalfPoints, r.made, r.margin, r.poigneeBonus, r.petitAuBout, r.chelem);
      row.scores = e.personScores;
    }
    finishRow(&sheet, row);
  }
  return sheet;
}

std::string entryRefusalText(Lang lang, const EntryCheck& c) {
  static constexpr Text kEntry[] = {Text::ScorerPlayers, Text::ScorerPlayers, Text::ScorerChooseTaker,
                                    Text::ScorerChooseDealer, Text::ScorerChoosePartner, Text::ScorerPartnerOnlyAtFive,
                                    Text::ScorerPartnerIsTaker};
  static constexpr Text kSummary[] = {
      Text::SumNoSuchDeal, Text::SumPlayers, Text::SumContract, Text::SumBoutsRange, Text::SumPointsRange,
      Text::SumPoigneeSize, Text::SumPoigneeTrumps, Text::SumAloneNotFive, Text::SumHalfPointAtFour,
      Text::SumFullPointsWithoutChelem, Text::SumPetitAuBoutAfterChelem, Text::SumPetitAuBoutBouts,
      Text::SumBoutsAbovePoints, Text::SumPointsAboveBouts, Text::SumAttackChelemPoints, Text::SumDefenseChelemPoints,
      Text::SumNoSuchDeal};
  static_assert(sizeof(kSummary) / sizeof(kSummary[0]) == int(SummaryRefusal::NoSuchDeal) + 1, "a text per refusal");
  if (!c) return std::string();
  if (c.code == ScorerRefusal::Summary) return tr(lang, kSummary[int(c.summary)]);
  return tr(lang, kEntry[int(c.code)]);
}

void addScorerRow(Sheet* sheet, const ScorerEntry& e) {
  const EntryScore s = scoreEntry(e, sheet->people);
  const ScoreInput& in = e.input;
  SheetRow row;
  row.number = sheet->played + 1;
  row.dealerPerson = e.dealer;
  row.takerPerson = e.taker;
  row.partnerPerson = e.partner;
  row.alone = s.alone;
  setOutcome(&row, in.contract, in.bouts, in.attackHalfPoints, s.result.made, s.result.margin, s.result.poigneeBonus,
             in.petitAuBout, s.result.chelem);
  for (int p = 0; p < sheet->people; ++p) row.scores[p] = s.scores[std::size_t(p)];
  finishRow(sheet, row);
}

std::string sheetCsv(const Sheet& sheet) {
  const Lang l = sheet.lang;
  auto t = [l](Text key) { return csvField(tr(l, key)); };
  // A UTF-8 byte order mark first: spreadsheets then read the accents right ("Résultat", "Léa").
  std::string out = "\xEF\xBB\xBF" + t(Text::SheetDeal) + "," + t(Text::SheetDealer) + "," + t(Text::SheetTaker) + "," +
                    t(Text::SheetPartner) + "," + t(Text::SheetContract) + "," + t(Text::SheetBouts) + "," +
                    t(Text::SheetPoints) + "," + t(Text::SheetResult) + "," + t(Text::SheetBonuses);
  for (int p = 0; p < sheet.people; ++p)
    out += "," + csvField(sheet.names[p]) + "," + csvField(sheet.names[p] + " " + tr(l, Text::SheetRunning));
  out += "\r\n";
  const std::string blank = ",,,,,,,,";  // the columns before the people's
  for (const SheetRow& r : sheet.rows) {
    out += r.number ? std::to_string(r.number) : t(Text::SheetAnnulled);
    out += "," + csvField(sheet.names[r.dealerPerson]) + ",";
    if (r.annulled != Annulment::None) {
      out += ",," + csvField(annulmentText(l, r.annulled)) + ",,,,";
    } else {
      out += csvField(sheet.names[r.takerPerson]) + ",";
      out += csvField(r.partnerPerson >= 0 ? sheet.names[r.partnerPerson] : r.alone ? tr(l, Text::Alone) : "") + ",";
      out += csvField(contractText(l, r.contract)) + "," + std::to_string(r.bouts) + "," +
             csvField(pointsText(l, r.attackHalfPoints)) + "," + csvField(resultText(l, r)) + "," +
             csvField(bonusText(l, r));
    }
    for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(r.scores[p]) + "," + std::to_string(r.running[p]);
    out += "\r\n";
  }
  out += t(Text::SheetTotalPlus) + blank;
  for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(sheet.plus[p]) + ",";
  out += "\r\n" + t(Text::SheetTotalMinus) + blank;
  for (int p = 0; p < sheet.people; ++p) out += "," + std::to_string(sheet.minus[p]) + ",";
  out += "\r\n" + t(Text::SheetBilan) + blank;
  for (int p = 0; p < sheet.people; ++p) out += ",," + std::to_string(sheet.totals[p]);
  return out + "\r\n";
}

std::string sheetHtml(const Sheet& sheet, const std::string& title) {
  const Lang l = sheet.lang;
  const std::string heading = html(title.empty() ? std::string(tr(l, Text::SheetTitle)) : title);
  return std::string("<!doctype html><html lang=\"") + langCode(l) + "\"><head><meta charset=\"utf-8\"><title>" +
         heading + "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #555;"
         "padding:3px 6px;text-align:right}td.l,th.l{text-align:left}@media print{button{display:none}}</style>"
         "</head><body><h1>" + heading + "</h1><button onclick=\"print()\">" + html(tr(l, Text::SheetPrint)) +
         "</button>" + sheetTableHtml(sheet) + "</body></html>";
}

std::string sheetTableHtml(const Sheet& sheet) {
  const Lang l = sheet.lang;
  auto t = [l](Text key) { return html(tr(l, key)); };
  std::string out = "<table><tr><th>" + t(Text::SheetDeal) + "</th><th class=l>" + t(Text::SheetDealer) +
                    "</th><th class=l>" + t(Text::SheetTaker) + "</th><th class=l>" + t(Text::SheetPartner) +
                    "</th><th class=l>" + t(Text::SheetContract) + "</th><th>" + t(Text::SheetBouts) + "</th><th>" +
                    t(Text::SheetPoints) + "</th><th>" + t(Text::SheetResult) + "</th><th class=l>" +
                    t(Text::SheetBonuses) + "</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<th>" + html(sheet.names[p]) + "</th>";
  out += "</tr>";
  for (const SheetRow& r : sheet.rows) {
    out += "<tr><td>" + (r.number ? std::to_string(r.number) : std::string("—")) + "</td><td class=l>" +
           html(sheet.names[r.dealerPerson]) + "</td>";
    if (r.annulled != Annulment::None) {
      out += "<td class=l></td><td class=l></td><td class=l>" + html(annulmentText(l, r.annulled)) +
             "</td><td></td><td></td><td></td><td class=l></td>";
    } else {
      out += "<td class=l>" + html(sheet.names[r.takerPerson]) + "</td><td class=l>" +
             html(r.partnerPerson >= 0 ? sheet.names[r.partnerPerson] : r.alone ? tr(l, Text::Alone) : "") +
             "</td><td class=l>" + html(contractText(l, r.contract)) + "</td><td>" + std::to_string(r.bouts) +
             "</td><td>" + pointsText(l, r.attackHalfPoints) + "</td><td>" + (r.made ? "+" : "−") +
             std::to_string(r.margin) + "</td><td class=l>" + html(bonusText(l, r)) + "</td>";
    }
    for (int p = 0; p < sheet.people; ++p)
      out += "<td>" + words::integerText(l, r.scores[p]) + " <small>(" + words::integerText(l, r.running[p]) + ")</small></td>";
    out += "</tr>";
  }
  out += "<tr><th class=l colspan=9>" + t(Text::SheetTotalPlus) + "</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<td>" + std::to_string(sheet.plus[p]) + "</td>";
  out += "</tr><tr><th class=l colspan=9>" + t(Text::SheetTotalMinus) + "</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<td>" + std::to_string(sheet.minus[p]) + "</td>";
  out += "</tr><tr><th class=l colspan=9>" + t(Text::SheetBilan) + "</th>";
  for (int p = 0; p < sheet.people; ++p) out += "<th>" + words::integerText(l, sheet.totals[p]) + "</th>";
  out += "</tr></table><p>" + t(Text::SheetZeroSum) + " " + t(sheet.allZeroSum ? Text::SheetYes : Text::SheetNo) +
         "</p>";
  return out;
}

std::string sheetJson(const Sheet& sheet) { return sheetValue(sheet).dump(); }

json::Value sheetValue(const Sheet& sheet) {
  json::Value v = json::Value::object();
  v.set("format", "tarot-sheet").set("version", 1).set("lang", langCode(sheet.lang)).set("people", sheet.people);
  json::Value names = json::Value::array();
  for (int p = 0; p < sheet.people; ++p) names.push(sheet.names[p]);
  v.set("names", names);
  json::Value rows = json::Value::array();
  auto orNull = [](const char* s) { return s ? json::Value(s) : json::Value(); };
  for (const SheetRow& r : sheet.rows) {
    json::Value o = json::Value::object();
    o.set("deal", r.number).set("annulled", orNull(annulmentCode(r.annulled))).set("dealer", r.dealerPerson);
    if (r.annulled == Annulment::None) {
      o.set("taker", r.takerPerson).set("partner", r.partnerPerson >= 0 ? json::Value(r.partnerPerson) : json::Value());
      o.set("alone", r.alone).set("contract", r.contract).set("bouts", r.bouts);
      o.set("points", r.attackHalfPoints / 2.0).set("made", r.made).set("margin", r.margin);
      o.set("poignee", r.poignee).set("petit_au_bout", r.petitAuBout == Camp::None ? json::Value() : json::Value(campName(r.petitAuBout)));
      o.set("chelem", orNull(chelemCode(r.chelem)));
    }
    o.set("scores", intArray(r.scores, sheet.people)).set("running", intArray(r.running, sheet.people));
    o.set("zero_sum", r.zeroSum);
    rows.push(o);
  }
  v.set("rows", rows);
  v.set("totals", intArray(sheet.totals, sheet.people)).set("plus", intArray(sheet.plus, sheet.people));
  v.set("minus", intArray(sheet.minus, sheet.people)).set("played", sheet.played).set("zero_sum", sheet.allZeroSum);
  return v;
}

const char* sheetFromJson(const std::string& text, Sheet* out) {
  json::Value v;
  std::string err;
  if (!json::parse(text, &v, &err) || !v.isObject()) return "corrupt sheet";
  return sheetFromValue(v, out);
}

namespace {

// "attack" / "defense" / anything else (null included): no camp.
Camp campOf(const json::Value* c) {
  if (!c || !c->isString()) return Camp::None;
  return c->asString() == "attack" ? Camp::Attack : c->asString() == "defense" ? Camp::Defense : Camp::None;
}

// The format and version members every sheet file starts with: nullptr when they are these, else the refusal.
const char* formatCheck(const json::Value& v, const char* format, const char* notIt, const char* otherVersion) {
  json::Reader in;
  if (in.string(v, "format") != format || !in.ok()) return notIt;
  if (in.integer(v, "version", 1, 1) != 1 || !in.ok()) return otherVersion;
  return nullptr;
}

// The people (3 to 5) and as many names.
bool peopleAndNames(json::Reader& in, const json::Value& v, int* people, std::array<std::string, kMaxPlayers>* names) {
  *people = in.integer(v, "people", 3, 5);
  const auto* list = in.items(v, "names", *people);
  for (int p = 0; list && p < *people; ++p) {
    if (!(*list)[p].isString()) in.fail("bad name");
    else (*names)[p] = (*list)[p].asString();
  }
  return in.ok();
}

}  // namespace

const char* sheetFromValue(const json::Value& v, Sheet* out) {
  if (!v.isObject()) return "corrupt sheet";
  if (const char* refused = formatCheck(v, "tarot-sheet", "not a scoresheet", "scoresheet from another version"))
    return refused;
  Sheet s;
  json::Reader in;
  if (!parseLang(in.string(v, "lang"), &s.lang)) return "bad language";
  const bool namesOk = peopleAndNames(in, v, &s.people, &s.names);
  const auto* rows = in.items(v, "rows", -1);
  if (!rows) return "bad scoresheet";
  if (!namesOk) return in.why == "bad name" ? "bad name" : "bad scoresheet";
  auto person = [&](json::Reader& r, const json::Value& o, const char* key, bool nullable) {
    if (nullable && !json::Reader::optional(o, key)) return -1;
    return r.integer(o, key, 0, s.people - 1);
  };
  auto scores = [&](const json::Value& o, const char* key, std::array<int, kMaxPlayers>* to) {
    json::Reader r;
    r.ints(o, key, INT_MIN, INT_MAX, to->data(), s.people);
    return r.ok();
  };
  for (const json::Value& o : *rows) {
    SheetRow r;
    json::Reader row;
    r.number = row.integer(o, "deal", INT_MIN, INT_MAX);
    const json::Value* annulled = row.get(o, "annulled");
    r.dealerPerson = person(row, o, "dealer", false);
    if (!row.ok()) return "bad row";
    if (annulled->isString()) {
      r.annulled = annulled->asString() == "petit_sec" ? Annulment::PetitSec
                   : annulled->asString() == "all_passed" ? Annulment::AllPassed : Annulment::None;
      if (r.annulled == Annulment::None || r.number != 0) return "bad annulled row";
    } else {
      if (!annulled->isNull() || r.number != s.played + 1) return "rows out of order";
      Contract c = Contract::Pass;
      r.takerPerson = person(row, o, "taker", false);
      r.partnerPerson = person(row, o, "partner", true);
      if (!parseContract(row.string(o, "contract"), &c) || c == Contract::Pass) row.fail("bad contract");
      r.bouts = row.integer(o, "bouts", INT_MIN, INT_MAX);
      const double points = row.number(o, "points", -1e300, 1e300);
      r.made = row.boolean(o, "made");
      r.margin = row.integer(o, "margin", INT_MIN, INT_MAX);
      r.poignee = row.integer(o, "poignee", INT_MIN, INT_MAX);
      r.alone = row.boolean(o, "alone");
      if (!row.ok()) return "bad row";
      r.contract = contractName(c);
      r.attackHalfPoints = int(points * 2);
      if (r.attackHalfPoints != points * 2) return "bad points";
      r.petitAuBout = campOf(json::Reader::optional(o, "petit_au_bout"));
      if (const json::Value* chelem = json::Reader::optional(o, "chelem"); chelem && chelem->isString()) {
        for (auto k : {DealResult::Chelem::AnnouncedMade, DealResult::Chelem::Made, DealResult::Chelem::AnnouncedFailed, DealResult::Chelem::Defense})
          if (chelem->asString() == chelemCode(k)) r.chelem = k;
      }
    }
    if (!scores(o, "scores", &r.scores)) return "bad scores";
    std::array<int, kMaxPlayers> running{};
    if (!scores(o, "running", &running)) return "bad running totals";
    finishRow(&s, r);
    if (s.rows.back().running != running) return "running totals do not add up";
  }
  std::array<int, kMaxPlayers> totals{};
  if (!scores(v, "totals", &totals) || totals != s.totals) return "totals do not add up";
  *out = s;
  return nullptr;
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
  if (const char* refused = formatCheck(v, "tarot-scorer", "not a scorer sheet", "scorer sheet from another version"))
    return refused;
  json::Reader in;
  const bool namesOk = peopleAndNames(in, v, people, names);
  const auto* list = in.items(v, "entries", -1);
  if (!list) return "bad scorer sheet";
  if (!namesOk) return in.why == "bad name" ? "bad name" : "bad scorer sheet";
  entries->clear();
  for (const json::Value& o : *list) {
    ScorerEntry e;
    json::Reader entry;
    e.dealer = entry.integer(o, "dealer", INT_MIN, INT_MAX);
    e.taker = entry.integer(o, "taker", INT_MIN, INT_MAX);
    e.partner = entry.integer(o, "partner", INT_MIN, INT_MAX);
    const std::string contract = entry.string(o, "contract");
    e.input.bouts = entry.integer(o, "oudlers", INT_MIN, INT_MAX);
    e.input.attackHalfPoints = entry.integer(o, "half_points", INT_MIN, INT_MAX);
    const auto* ps = entry.items(o, "poignees", -1);
    e.input.chelemAnnounced = entry.boolean(o, "chelem_announced");
    if (!entry.ok()) return "bad entry in the scorer sheet";
    if (!parseContract(contract, &e.input.contract)) return "bad contract in the scorer sheet";
    e.input.petitAuBout = campOf(json::Reader::optional(o, "petit_au_bout"));
    if (ps->size() > size_t(kMaxPlayers)) return "more poignées than seats in the scorer sheet";
    for (const json::Value& p : *ps) {
      PoigneeSize s;
      if (!p.isString() || !parsePoignee(p.asString(), &s)) return "bad poignée in the scorer sheet";
      e.input.poignees.push_back(s);
    }
    e.input.chelemMadeBy = campOf(json::Reader::optional(o, "chelem_by"));
    if (validateEntry(e, *people)) return "impossible entry in the scorer sheet";
    entries->push_back(e);
  }
  return nullptr;
}

}  // namespace tarot::match
