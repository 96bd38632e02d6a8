// The club's register at the console (season/register.h): kept on the device apart from any tournament, searched as
// the arbitrator types a name, an entry reused at the night's registration and linked to the night's player, a new
// name registered added to it, its entries edited and merged, the club's CSV list imported with each refused line
// worded in the console's language.
#include "client/console/console.h"
#include "client/console/player_list.h"
#include "client/console/words.h"
#include "record/json_reader.h"
#include "tournament/events.h"

namespace tarot::console {

using match::Text;
using season::RegisterCode;

namespace {

Text refusalKey(RegisterCode code) {
  switch (code) {
    case RegisterCode::NameEmpty: return Text::TnRegNameEmpty;
    case RegisterCode::LicenceDigits: return Text::TnRegLicenceDigits;
    case RegisterCode::LicenceTaken: return Text::TnRegLicenceTaken;
    case RegisterCode::SerieRange: return Text::TnRegSerieRange;
    case RegisterCode::NoSuchMember: return Text::TnRegNoSuchMember;
    case RegisterCode::MergedEntry: return Text::TnRegMergedEntry;
    case RegisterCode::MergeSame: return Text::TnRegMergeSame;
    case RegisterCode::ColumnCount: return Text::TnRegColumnCount;
    case RegisterCode::UnclosedQuote: return Text::TnRegUnclosedQuote;
    case RegisterCode::SerieNotNumber: return Text::TnRegSerieNotNumber;
    case RegisterCode::SeniorValue: return Text::TnRegSeniorValue;
    case RegisterCode::NoNameColumn:
    case RegisterCode::None:
    case RegisterCode::Count: break;
  }
  return Text::TnRegNoNameColumn;
}

}  // namespace

std::string Console::registerRefusal(const season::RegisterRefusal& r) const {
  if (!r) return "";
  const season::Member* holder = r.code == RegisterCode::LicenceTaken ? season::anyMember(register_, r.a) : nullptr;
  return words(lang_, refusalKey(r.code), {{"a", r.a}, {"b", r.b}},
               {{"text", r.detail}, {"name", holder ? holder->name : std::string()}});
}

void Console::loadRegister() {
  loadAccount();  // the club's code and key, read with the register (both the club's, apart from any tournament)
  register_ = season::Register();
  registerCorrupt_.clear();
  std::string text;
  if (!storage_.load || !storage_.load(kRegisterKey, &text)) return;
  season::Register r;
  const std::string why = season::registerFromText(text, &r);
  if (why.empty()) register_ = std::move(r);
  else registerCorrupt_ = words(lang_, Text::TnRegCorrupt, {}, {{"why", why}});
}

void Console::saveRegister() {
  if (storage_.save) storage_.save(kRegisterKey, season::registerToJson(register_).dump());
}

void Console::loadMembers() {
  members_.clear();
  std::string text;
  json::Value v;
  std::string why;
  // An old save has none: every player unlinked. Anything unreadable is read as none too (the links are a help).
  if (!storage_.load || !storage_.load(key(kMembersKey), &text) || !json::parseObject(text, &v, &why)) return;
  json::Reader in;
  members_ = in.intList(v, "members", 0, 1 << 30, 10000);
  if (!in.ok()) members_.clear();
}

void Console::saveMembers() {
  if (!storage_.save) return;
  json::Value list = json::Value::array();
  for (int m : members_) list.push(m);
  json::Value v = json::Value::object();
  v.set("members", std::move(list));
  storage_.save(key(kMembersKey), v.dump());
}

std::vector<season::Found> Console::searchRegister(const std::string& typed, std::size_t limit) const {
  return season::find(register_, typed, limit);
}

std::string Console::memberLine(int id) const {
  const season::Member* m = season::anyMember(register_, id);
  if (!m) return "";
  std::string line = m->name + " · " + (m->licence.empty() ? tr(lang_, Text::TnRegNoLicence) : m->licence);
  if (!m->club.empty()) line += " · " + m->club;
  line += " · " + words(lang_, Text::TnRegSerie, {{"a", m->serie}});
  if (m->senior) line += std::string(" · ") + tr(lang_, Text::TnRegSenior);
  return line;
}

std::string Console::addMember(const season::Member& m, int* id) {
  if (!registerCorrupt_.empty()) return registerCorrupt_;
  const std::string why = registerRefusal(season::addMember(register_, m, id));
  if (why.empty()) saveRegister();
  return why;
}

std::string Console::editMember(const season::Member& m) {
  if (!registerCorrupt_.empty()) return registerCorrupt_;
  const std::string why = registerRefusal(season::editMember(register_, m));
  if (why.empty()) saveRegister();
  return why;
}

std::string Console::mergeMembers(int kept, int gone) {
  if (!registerCorrupt_.empty()) return registerCorrupt_;
  const std::string why = registerRefusal(season::mergeMembers(register_, kept, gone));
  if (why.empty()) saveRegister();
  return why;
}

std::vector<std::string> Console::importRegister(const std::string& csv, int* added) {
  if (added) *added = 0;
  if (!registerCorrupt_.empty()) return {registerCorrupt_};
  const season::ImportReport report = season::importCsv(register_, csv);
  std::vector<std::string> lines;
  for (const season::CsvLineRefusal& l : report.refused)
    lines.push_back(words(lang_, Text::TnRegLine, {{"a", l.line}}, {{"why", registerRefusal(l.why)}}));
  if (added) *added = int(report.added.size());
  if (!report.added.empty()) saveRegister();
  return lines;
}

std::string Console::registerMember(int id, std::int64_t at) {
  if (!open()) return tr(lang_, Text::TnNoTournament);
  const season::Member* m = season::liveMember(register_, season::resolve(register_, id));
  if (!m) {
    season::RegisterRefusal none;
    none.code = RegisterCode::NoSuchMember;
    none.a = id;
    return registerRefusal(none);
  }
  const int member = m->id;
  const std::string why = append(tournament::registerEvent(m->name, m->licence, m->club, ""), at);
  if (!why.empty()) return why;
  members_.resize(state().players.size(), 0);
  members_.back() = member;
  saveMembers();
  return "";
}

int Console::memberOf(int player) const {
  if (player < 1 || player > int(members_.size())) return 0;
  return season::resolve(register_, members_[std::size_t(player - 1)]);
}

void Console::linkRegistered(int player) {
  const tournament::Player& p = state().players[std::size_t(player - 1)];
  int member = 0;
  const std::string key = season::foldName(p.name);
  const std::string licence = season::normalLicence(p.licence);
  // The licence names the person when given; else the name, among the entries with no other licence.
  for (const season::Member& m : register_.members)
    if (!m.mergedInto && (licence.empty() ? season::foldName(m.name) == key : m.licence == licence)) member = m.id;
  if (!member && registerCorrupt_.empty()) {
    season::Member fresh;
    fresh.name = p.name;
    fresh.licence = licence;
    fresh.club = p.club;
    if (!season::addMember(register_, fresh, &member)) saveRegister();
    else member = 0;  // a licence the register gives another: the night's player stays unlinked
  }
  members_.resize(std::size_t(player), 0);
  members_.back() = member;
  saveMembers();
}

}  // namespace tarot::console
