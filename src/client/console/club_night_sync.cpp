// The published night joining the club's season (club_sync.h; docs/PROTOCOL.md "The club's season"): the console's
// register and the server's are two lists of one club's players, so each of the night's linked players is found in
// the server's register (by licence when the entry has one, else by name) or added to it, and `club_night` carries
// the server's entries. What was sent is remembered as a signature of the night (the club, the tournament, the date,
// the season, the title, the links, the close): any change sends it again, and so does a new connection.
#include "client/console/club_sync.h"
#include "client/console/words.h"
#include "client/server_refusal.h"
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/wire.h"
#include "season/club.h"
#include "season/register.h"
#include <string>

namespace tarot::console {

using match::Text;

namespace {

std::string str(const json::Value* v) { return v && v->isString() ? v->asString() : std::string(); }
int num(const json::Value* v) { return v && v->isInt() ? v->asInt() : 0; }

// The server's live entry that is the console's `m`: the same licence when `m` has one, else the same name folded
// among the entries without a licence (0: none; the console then adds it).
int serverEntryOf(const season::Member& m, const std::vector<protocol::WireMember>& server) {
  const std::string licence = season::normalLicence(m.licence), name = season::foldName(m.name);
  for (const protocol::WireMember& s : server) {
    if (s.mergedInto) continue;
    const bool same = licence.empty() ? s.licence.empty() && season::foldName(s.name) == name
                                      : season::normalLicence(s.licence) == licence;
    if (same) return s.id;
  }
  return 0;
}

}  // namespace

std::string ClubSync::nightSignature() const {
  const ClubAccount& a = console_->clubAccount();
  std::string s = a.code + "|" + a.key + "|" + console_->club().code + "|" + console_->nightDate() + "|" +
                  std::to_string(console_->nightSeason()) + "|" + console_->nightTitle() + "|" +
                  (console_->nightClosed() ? "closed" : "open") + "|";
  for (int p = 1; p <= int(console_->state().players.size()); ++p) s += std::to_string(console_->memberOf(p)) + ",";
  return s;
}

bool ClubSync::nightDue() const {
  if (!console_->clubAccount().known() || !console_->club().published()) return false;
  const std::string sig = nightSignature();
  return sig != nightSent_ && sig != nightRefused_;
}

ClubSync::Night ClubSync::night() const {
  if (!console_->clubAccount().known()) return Night::NoClub;
  const std::string sig = nightSignature();
  if (sig == nightSent_) return Night::Joined;
  if (sig == nightRefused_) return Night::Refused;
  return Night::Waiting;
}

std::string ClubSync::nightText() const {
  const Lang l = console_->lang();
  switch (night()) {
    case Night::NoClub: return "";
    case Night::Waiting: return tr(l, Text::TnClubNightWaiting);
    case Night::Joined: return words(l, Text::TnClubNightJoined, {}, {{"season", seasonText(console_->nightSeason())}});
    case Night::Refused: return words(l, Text::TnClubNightRefused, {}, {{"why", nightRefusalText(nightWhy_)}});
  }
  return "";
}

void ClubSync::sendClub(protocol::ClubRequest r) {
  r.id = json::Value(std::int64_t(++requestId_));
  link_->send(protocol::writeClubRequest(r));
}

void ClubSync::sendNightStep() {
  const ClubAccount& a = console_->clubAccount();
  if (!listed_ || listedFor_ != a.code) {
    listedFor_ = a.code;
    wait_ = Wait::Register;
    return sendClub(protocol::ClubRequest::of(protocol::ClubRequestType::List, a.code, a.key));
  }
  const int players = int(console_->state().players.size());
  protocol::ClubRequest night = protocol::ClubRequest::of(protocol::ClubRequestType::Night, a.code, a.key);
  for (int p = 1; p <= players; ++p) {
    const int mine = console_->memberOf(p);
    const season::Member* m = mine ? season::liveMember(console_->clubRegister(), mine) : nullptr;
    if (!m) {
      night.members.push_back(0);
      continue;
    }
    const auto found = serverIds_.find(mine);
    if (found != serverIds_.end()) {
      night.members.push_back(found->second);
      continue;
    }
    // Not in the server's register yet: added (its answer gives the server's number), then the night goes on.
    protocol::ClubRequest add = protocol::ClubRequest::of(protocol::ClubRequestType::Add, a.code, a.key);
    add.member.name = m->name;
    add.member.licence = m->licence;
    add.member.club = m->club;
    add.member.serie = m->serie;
    add.member.senior = m->senior;
    wait_ = Wait::AddMember;
    waitIndex_ = std::size_t(mine);
    return sendClub(add);
  }
  night.tournament = console_->club().code;
  night.director = console_->club().key;
  night.date = console_->nightDate();
  night.season = seasonText(console_->nightSeason());
  night.title = console_->nightTitle();
  nightSending_ = nightSignature();
  wait_ = Wait::Night;
  sendClub(night);
}

void ClubSync::takeRegister(const json::Value& m) {
  std::vector<protocol::WireMember> server;
  if (const json::Value* list = m.find("members"); list && list->isArray())
    for (const json::Value& x : list->items()) {
      protocol::WireMember w;
      std::string why;
      if (protocol::readMember(x, &w, &why)) server.push_back(w);
    }
  serverIds_.clear();
  for (const season::Member& mine : console_->clubRegister().members)
    if (!mine.mergedInto)
      if (const int id = serverEntryOf(mine, server)) serverIds_[mine.id] = id;
  listed_ = true;
}

bool ClubSync::handleNight(const std::string& type, const json::Value& m) {
  if (type == wire::kRegisterMembers && wait_ == Wait::Register) {
    takeRegister(m);
    wait_ = Wait::None;
    return true;
  }
  if (type == wire::kRegisterChanged && wait_ == Wait::AddMember) {
    const json::Value* list = m.find("members");
    protocol::WireMember added;
    std::string why;
    if (list && list->isArray() && !list->items().empty() && protocol::readMember(list->items().front(), &added, &why))
      serverIds_[int(waitIndex_)] = added.id;
    wait_ = Wait::None;
    return true;
  }
  if (type == wire::kClubNightAdded && wait_ == Wait::Night) {
    nightSent_ = nightSending_;
    nightRefused_.clear();
    nightWhy_ = json::Value();
    wait_ = Wait::None;
    return true;
  }
  const bool ours = wait_ == Wait::Register || wait_ == Wait::AddMember || wait_ == Wait::Night;
  if (type != wire::kError || !ours) return false;
  const std::string code = str(m.find("code"));
  if (code == wire::kRateLimited || code == wire::kServerError) return false;  // waited for, sent again
  nightRefused(m);
  return true;
}

std::string ClubSync::nightRefusalText(const json::Value& m) const {
  const Lang l = console_->lang();
  const std::string code = str(m.find("code")), club = console_->clubAccount().code;
  std::string why;
  if (code == wire::kNoClub) {
    why = words(l, Text::TnClubAccountNoClub, {}, {{"code", club}});
  } else if (code == wire::kNotClub) {
    why = words(l, Text::TnClubAccountNotClub, {}, {{"code", club}});
  } else if (const json::Value* r = m.find("club_refusal"); code == wire::kClubRefused && r && r->isObject()) {
    why = protocol::clubRefusalWords(l, str(r->find("code")), num(r->find("index")), str(r->find("detail")));
  } else if (const json::Value* r = m.find("register_refusal"); code == wire::kRegisterRefused && r && r->isObject()) {
    season::RegisterRefusal refusal;
    refusal.a = num(r->find("a"));
    refusal.b = num(r->find("b"));
    refusal.detail = str(r->find("detail"));
    if (season::registerCodeFromName(str(r->find("code")), &refusal.code)) why = console_->registerRefusal(refusal);
  }
  if (why.empty()) why = client::serverRefusalText(l, code, str(m.find("message")));
  return why;
}

void ClubSync::nightRefused(const json::Value& m) {
  // Not sent again until the night, its links or the club change: the arbitrator is told once.
  nightRefused_ = nightSignature();
  nightWhy_ = m;
  wait_ = Wait::None;
  note(words(console_->lang(), Text::TnClubNightRefused, {}, {{"why", nightRefusalText(m)}}));
}

}  // namespace tarot::console
