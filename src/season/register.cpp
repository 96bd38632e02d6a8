// The register's members: checks, add, edit, merge, resolve and the search as the arbitrator types.
#include "season/register.h"
#include <algorithm>
#include <cctype>

namespace tarot::season {

namespace {

const char* const kCodeNames[] = {"none",           "name_empty",     "licence_digits",  "licence_taken",
                                  "serie_range",    "no_such_member", "merged_entry",    "merge_same",
                                  "column_count",   "unclosed_quote", "serie_not_number", "senior_value",
                                  "no_name_column"};
static_assert(sizeof kCodeNames / sizeof kCodeNames[0] == std::size_t(RegisterCode::Count), "a name per code");

RegisterRefusal refuse(RegisterCode code, int a = 0, int b = 0) {
  RegisterRefusal r;
  r.code = code;
  r.a = a;
  r.b = b;
  return r;
}

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

Member* mutableMember(Register& r, int id) {
  auto it = std::lower_bound(r.members.begin(), r.members.end(), id,
                             [](const Member& m, int v) { return m.id < v; });
  return it != r.members.end() && it->id == id ? &*it : nullptr;
}

// True when a word of `name` (both folded) starts with `typed`.
bool wordPrefix(const std::string& name, const std::string& typed) {
  for (std::size_t at = 0; at < name.size(); ++at)
    if ((at == 0 || name[at - 1] == ' ' || name[at - 1] == '-' || name[at - 1] == '\'') &&
        name.compare(at, typed.size(), typed) == 0)
      return true;
  return false;
}

}  // namespace

const char* registerCodeName(RegisterCode code) {
  return code < RegisterCode::Count ? kCodeNames[std::size_t(code)] : "none";
}

bool registerCodeFromName(std::string_view name, RegisterCode* out) {
  for (std::size_t i = 0; i < std::size_t(RegisterCode::Count); ++i)
    if (name == kCodeNames[i]) {
      *out = RegisterCode(i);
      return true;
    }
  return false;
}

std::string RegisterRefusal::english() const {
  const std::string n = std::to_string(a), m = std::to_string(b);
  switch (code) {
    case RegisterCode::None: return "";
    case RegisterCode::NameEmpty: return "a member needs a name";
    case RegisterCode::LicenceDigits: return "a licence number is 1 to 12 figures";
    case RegisterCode::LicenceTaken: return "member " + n + " already holds this licence";
    case RegisterCode::SerieRange: return "série " + n + ": a série is 1 to 4";
    case RegisterCode::NoSuchMember: return "no member " + n;
    case RegisterCode::MergedEntry: return "member " + n + " was merged into member " + m;
    case RegisterCode::MergeSame: return "member " + n + " cannot be merged with itself";
    case RegisterCode::ColumnCount: return n + " fields where the columns are " + m;
    case RegisterCode::UnclosedQuote: return "a quote is not closed";
    case RegisterCode::SerieNotNumber: return "série \"" + detail + "\": a série is 1 to 4";
    case RegisterCode::SeniorValue: return "senior \"" + detail + "\": yes or no";
    case RegisterCode::NoNameColumn: return "the header line names no name column";
    case RegisterCode::Count: break;
  }
  return "";
}

std::string normalLicence(std::string_view typed) {
  std::string out;
  for (char c : typed)
    if (c != ' ' && c != '.' && c != '-' && c != '\t') out += c;
  return out;
}

const Member* anyMember(const Register& r, int id) { return mutableMember(const_cast<Register&>(r), id); }

const Member* liveMember(const Register& r, int id) {
  const Member* m = anyMember(r, id);
  return m && m->mergedInto == 0 ? m : nullptr;
}

int resolve(const Register& r, int id) {
  for (std::size_t steps = 0; steps <= r.members.size(); ++steps) {
    const Member* m = anyMember(r, id);
    if (!m) return 0;
    if (m->mergedInto == 0) return id;
    id = m->mergedInto;
  }
  return 0;  // a loop (a corrupt register, refused by registerFromJson)
}

RegisterRefusal checkMember(const Register& r, const Member& m) {
  if (m.name.empty()) return refuse(RegisterCode::NameEmpty);
  if (m.licence.size() > 12 ||
      !std::all_of(m.licence.begin(), m.licence.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return refuse(RegisterCode::LicenceDigits);
  if (m.serie < 1 || m.serie > 4) return refuse(RegisterCode::SerieRange, m.serie);
  if (!m.licence.empty())
    for (const Member& o : r.members)
      if (o.id != m.id && o.mergedInto == 0 && o.licence == m.licence) return refuse(RegisterCode::LicenceTaken, o.id);
  return {};
}

RegisterRefusal addMember(Register& r, Member m, int* id) {
  m.name = trim(m.name);
  m.club = trim(m.club);
  m.licence = normalLicence(m.licence);
  m.id = r.nextId;
  m.mergedInto = 0;
  if (RegisterRefusal why = checkMember(r, m)) return why;
  r.members.push_back(m);
  ++r.nextId;
  if (id) *id = m.id;
  return {};
}

RegisterRefusal editMember(Register& r, Member m) {
  Member* old = mutableMember(r, m.id);
  if (!old) return refuse(RegisterCode::NoSuchMember, m.id);
  if (old->mergedInto) return refuse(RegisterCode::MergedEntry, m.id, old->mergedInto);
  m.name = trim(m.name);
  m.club = trim(m.club);
  m.licence = normalLicence(m.licence);
  m.mergedInto = 0;
  if (RegisterRefusal why = checkMember(r, m)) return why;
  *old = m;
  return {};
}

RegisterRefusal mergeMembers(Register& r, int kept, int gone) {
  if (kept == gone) return refuse(RegisterCode::MergeSame, kept);
  Member* k = mutableMember(r, kept);
  Member* g = mutableMember(r, gone);
  if (!k) return refuse(RegisterCode::NoSuchMember, kept);
  if (!g) return refuse(RegisterCode::NoSuchMember, gone);
  if (k->mergedInto) return refuse(RegisterCode::MergedEntry, kept, k->mergedInto);
  if (g->mergedInto) return refuse(RegisterCode::MergedEntry, gone, g->mergedInto);
  g->mergedInto = kept;  // no longer live: its licence may pass to the entry kept
  if (k->licence.empty()) k->licence = g->licence;
  if (k->club.empty()) k->club = g->club;
  k->serie = std::min(k->serie, g->serie);
  k->senior = k->senior || g->senior;
  return {};
}

std::vector<Found> find(const Register& r, std::string_view typed, std::size_t limit) {
  const std::string key = foldName(typed);
  std::vector<Found> out;
  if (key.empty()) return out;
  const std::string digits = normalLicence(key);
  const bool figures = !digits.empty() && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  std::vector<std::pair<std::string, Found>> hits;
  for (const Member& m : r.members) {
    if (m.mergedInto) continue;
    const std::string name = foldName(m.name);
    int rank = -1;
    if (wordPrefix(name, key) || (figures && m.licence.rfind(digits, 0) == 0)) rank = 0;
    else if (name.find(key) != std::string::npos) rank = 1;
    if (rank >= 0) hits.push_back({name, Found{m.id, rank}});
  }
  std::sort(hits.begin(), hits.end(), [](const auto& x, const auto& y) {
    if (x.second.rank != y.second.rank) return x.second.rank < y.second.rank;
    if (x.first != y.first) return x.first < y.first;
    return x.second.id < y.second.id;
  });
  for (const auto& h : hits) {
    if (limit && out.size() == limit) break;
    out.push_back(h.second);
  }
  return out;
}

}  // namespace tarot::season
