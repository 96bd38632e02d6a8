// The club protocol's requests both ways: their names, their reader (form only, through json::Reader), their writer.
#include "protocol/register_requests.h"
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/wire.h"
#include "record/json_reader.h"
#include <climits>

namespace tarot::protocol {

namespace {

using T = ClubRequestType;

struct Named {
  const char* name;
  T type;
};
const Named kNames[] = {{wire::kClubCreate, T::Create},   {wire::kRegisterList, T::List},
                        {wire::kRegisterSearch, T::Search}, {wire::kRegisterAdd, T::Add},
                        {wire::kRegisterEdit, T::Edit},   {wire::kRegisterMerge, T::Merge},
                        {wire::kRegisterImport, T::Import}, {wire::kClubNight, T::Night},
                        {wire::kSeasonChampionship, T::ChampionshipSet},
                        {wire::kSeasonChampionshipRemove, T::ChampionshipRemove},
                        {wire::kClubSeasons, T::Seasons},   {wire::kSeasonRanking, T::Ranking}};

constexpr std::size_t kMaxField = 200;  // a name, licence or club's bytes

void readMemberInto(json::Reader& in, const json::Value& j, bool withId, WireMember* m) {
  const json::Value* v = in.get(j, "member");
  if (v && !v->isObject()) in.fail("\"member\" must be an object");
  if (!v || !v->isObject()) return;
  if (withId) m->id = in.integer(*v, "id", 1, INT_MAX);
  m->name = in.string(*v, "name");
  m->licence = in.stringOr(*v, "licence", "");
  m->club = in.stringOr(*v, "club", "");
  m->serie = in.integerOr(*v, "serie", INT_MIN, INT_MAX, 4);  // its range is the register's refusal
  m->senior = in.booleanOr(*v, "senior", false);
  if (m->name.size() > kMaxField || m->licence.size() > kMaxField || m->club.size() > kMaxField)
    in.fail("a member's name, licence and club have at most 200 bytes");
}

}  // namespace

bool clubRequestType(const std::string& name, ClubRequestType* out) {
  for (const Named& n : kNames)
    if (name == n.name) {
      *out = n.type;
      return true;
    }
  return false;
}

const char* clubRequestName(ClubRequestType t) {
  for (const Named& n : kNames)
    if (n.type == t) return n.name;
  return "";
}

bool readClubRequest(const json::Value& j, ClubRequest* out, ProtocolError* e) {
  const T t = out->type;
  if (isSeasonRequest(t)) return readSeasonRequest(j, out, e);
  json::Reader in;
  if (t == T::Create) {
    out->name = in.string(j, "name");
    if (in.ok() && (out->name.empty() || out->name.size() > std::size_t(wire::kMaxClubNameBytes)))
      in.fail("a club's name has 1 to 80 bytes");
  } else {
    out->club = in.string(j, "club");
    out->key = in.string(j, "key");
  }
  if (t == T::Search) {
    out->text = in.string(j, "text");
    out->limit = in.integerOr(j, "limit", 1, wire::kMaxFound, 10);
  }
  if (t == T::Add || t == T::Edit) readMemberInto(in, j, t == T::Edit, &out->member);
  if (t == T::Merge) {
    out->kept = in.integer(j, "kept", 1, INT_MAX);
    out->gone = in.integer(j, "gone", 1, INT_MAX);
  }
  if (t == T::Import) out->csv = in.string(j, "csv");
  if (in.ok()) return true;
  e->code = wire::kBadMessage;
  e->message = in.why;
  return false;
}

std::string writeClubRequest(const ClubRequest& r) {
  if (isSeasonRequest(r.type)) return writeSeasonRequest(r);
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", clubRequestName(r.type));
  if (!r.id.isNull()) o.set("id", r.id);
  if (r.type == T::Create) return o.set("name", r.name).dump();
  o.set("club", r.club).set("key", r.key);
  if (r.type == T::Search) o.set("text", r.text).set("limit", r.limit);
  if (r.type == T::Add || r.type == T::Edit) {
    json::Value m = memberJson(r.member);
    json::Value sent = json::Value::object();
    for (const auto& [k, v] : m.members())
      if (k != "merged_into" && (k != "id" || r.type == T::Edit)) sent.set(k, v);
    o.set("member", sent);
  }
  if (r.type == T::Merge) o.set("kept", r.kept).set("gone", r.gone);
  if (r.type == T::Import) o.set("csv", r.csv);
  return o.dump();
}

ClubRequest ClubRequest::create(const std::string& name) {
  ClubRequest r;
  r.type = T::Create;
  r.name = name;
  return r;
}

ClubRequest ClubRequest::of(ClubRequestType type, const std::string& club, const std::string& key) {
  ClubRequest r;
  r.type = type;
  r.club = club;
  r.key = key;
  return r;
}

json::Value memberJson(const WireMember& m) {
  json::Value o = json::Value::object();
  o.set("id", m.id).set("name", m.name).set("licence", m.licence).set("club", m.club).set("serie", m.serie);
  return o.set("senior", m.senior).set("merged_into", m.mergedInto);
}

std::string writeRegisterRefused(const std::string& code, int a, int b, const std::string& detail,
                                 const std::string& message) {
  json::Value r = json::Value::object();
  r.set("code", code).set("a", a).set("b", b).set("detail", detail);
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", wire::kError).set("code", wire::kRegisterRefused).set("message", message);
  return o.set("register_refusal", std::move(r)).dump();
}

std::string writeRegisterImported(const std::string& club, json::Value added, json::Value refusedLines) {
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", wire::kRegisterImported).set("club", club);
  return o.set("added", std::move(added)).set(wire::kRefused, std::move(refusedLines)).dump();
}

bool readMember(const json::Value& v, WireMember* out, std::string* why) {
  json::Reader in;
  WireMember m;
  m.id = in.integer(v, "id", 1, INT_MAX);
  m.name = in.string(v, "name");
  m.licence = in.stringOr(v, "licence", "");
  m.club = in.stringOr(v, "club", "");
  m.serie = in.integerOr(v, "serie", 1, 4, 4);
  m.senior = in.booleanOr(v, "senior", false);
  m.mergedInto = in.integerOr(v, "merged_into", 0, INT_MAX, 0);
  if (!in.ok()) {
    if (why) *why = in.why;
    return false;
  }
  *out = m;
  return true;
}

}  // namespace tarot::protocol
