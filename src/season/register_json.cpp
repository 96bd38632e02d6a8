// The register as JSON, read back refusing a corrupt one with what is wrong and where.
#include "season/register.h"
#include "record/json_reader.h"

namespace tarot::season {

json::Value registerToJson(const Register& r) {
  json::Value members = json::Value::array();
  for (const Member& m : r.members) {
    json::Value o = json::Value::object();
    o.set("id", m.id).set("name", m.name).set("licence", m.licence).set("club", m.club).set("serie", m.serie);
    o.set("senior", m.senior).set("merged_into", m.mergedInto);
    members.push(std::move(o));
  }
  json::Value v = json::Value::object();
  v.set("next_id", r.nextId).set("members", std::move(members));
  return v;
}

namespace {

constexpr int kMaxId = 1 << 30;

// The members' links: ids rising and below next_id, merged entries naming a known entry, no loop, each licence held
// by one live member. "" or what is wrong and where.
std::string checkLinks(const Register& r) {
  for (std::size_t i = 0; i < r.members.size(); ++i) {
    const Member& m = r.members[i];
    const std::string where = "members[" + std::to_string(i) + "]: ";
    if (i > 0 && m.id <= r.members[i - 1].id)
      return where + "id " + std::to_string(m.id) + " after id " + std::to_string(r.members[i - 1].id);
    if (m.id >= r.nextId) return where + "id " + std::to_string(m.id) + " not below next_id";
    if (m.mergedInto && !anyMember(r, m.mergedInto))
      return where + "merged into member " + std::to_string(m.mergedInto) + ", which is not in the register";
    if (m.mergedInto && resolve(r, m.id) == 0) return where + "its merges go round in a loop";
    if (m.mergedInto == 0)
      if (RegisterRefusal why = checkMember(r, m)) return where + why.english();
  }
  return "";
}

}  // namespace

std::string registerFromJson(const json::Value& v, Register* out) {
  json::Reader in;
  Register r;
  r.nextId = in.integer(v, "next_id", 1, kMaxId);
  const std::vector<json::Value>* members = in.items(v, "members", -1);
  if (!in.ok()) return in.why;
  for (std::size_t i = 0; i < members->size(); ++i) {
    const json::Value& o = (*members)[i];
    Member m;
    m.id = in.integer(o, "id", 1, kMaxId);
    m.name = in.string(o, "name");
    m.licence = in.stringOr(o, "licence", "");
    m.club = in.stringOr(o, "club", "");
    m.serie = in.integerOr(o, "serie", 1, 4, 4);
    m.senior = in.booleanOr(o, "senior", false);
    m.mergedInto = in.integerOr(o, "merged_into", 0, kMaxId, 0);
    if (!in.ok()) return "members[" + std::to_string(i) + "]: " + in.why;
    if (m.name.empty()) return "members[" + std::to_string(i) + "]: " + "a member needs a name";
    r.members.push_back(std::move(m));
  }
  if (std::string why = checkLinks(r); !why.empty()) return why;
  *out = std::move(r);
  return "";
}

std::string registerFromText(const std::string& text, Register* out) {
  json::Value v;
  std::string why;
  if (!json::parseObject(text, &v, &why)) return why;
  return registerFromJson(v, out);
}

}  // namespace tarot::season
