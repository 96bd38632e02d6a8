// The club's season requests both ways (docs/PROTOCOL.md, "The club's season"): a night joined to the club's season,
// a championship set or removed, the seasons and a ranking read. Form only: whether the tournament, the director's
// key, the members and the date are good is the club desk's business (club_refused).
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/register_requests.h"
#include "protocol/wire.h"
#include "match/refusal_text.h"
#include "match/translations.h"
#include "record/json_reader.h"
#include <climits>

namespace tarot::protocol {

namespace {

using T = ClubRequestType;

constexpr std::size_t kMaxText = 200;  // a title's, season's, date's or id's bytes

void readNight(json::Reader& in, const json::Value& j, ClubRequest* out) {
  out->tournament = in.string(j, "tournament");
  out->director = in.string(j, "director");
  out->date = in.string(j, "date");
  out->season = in.stringOr(j, "season", "");
  out->title = in.stringOr(j, "title", "");
  out->members = in.intList(j, "members", 0, INT_MAX, std::size_t(wire::kMaxNightMembers));
  out->annulled = in.booleanOr(j, "annulled", false);
  if (out->title.size() > kMaxText || out->date.size() > kMaxText) in.fail("a title or date has at most 200 bytes");
}

void readChampionship(json::Reader& in, const json::Value& j, ClubRequest* out) {
  const json::Value* c = in.get(j, "championship");
  if (c && !c->isObject()) in.fail("\"championship\" must be an object");
  if (!c || !c->isObject()) return;
  out->championship = *c;
  out->championshipId = in.string(*c, "id");
  if (in.ok() && (out->championshipId.empty() || out->championshipId.size() > kMaxText))
    in.fail("a championship's id has 1 to 200 bytes");
}

}  // namespace

bool isSeasonRequest(ClubRequestType t) {
  return t == T::Night || t == T::ChampionshipSet || t == T::ChampionshipRemove || t == T::Seasons ||
         t == T::Ranking;
}

bool readSeasonRequest(const json::Value& j, ClubRequest* out, ProtocolError* e) {
  json::Reader in;
  const T t = out->type;
  out->club = in.string(j, "club");
  if (t != T::Seasons && t != T::Ranking) out->key = in.string(j, "key");
  if (t == T::ChampionshipSet || t == T::ChampionshipRemove || t == T::Ranking) out->season = in.string(j, "season");
  if (out->season.size() > kMaxText) in.fail("a season's name has at most 200 bytes");
  if (t == T::Night) readNight(in, j, out);
  if (t == T::ChampionshipSet) readChampionship(in, j, out);
  if (t == T::ChampionshipRemove) out->championshipId = in.string(j, "id");
  if (t == T::Ranking) out->championshipId = in.string(j, "championship");
  if (in.ok()) return true;
  e->code = wire::kBadMessage;
  e->message = in.why;
  return false;
}

std::string writeSeasonRequest(const ClubRequest& r) {
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", clubRequestName(r.type));
  if (!r.id.isNull()) o.set("id", r.id);
  o.set("club", r.club);
  if (r.type != T::Seasons && r.type != T::Ranking) o.set("key", r.key);
  if (r.type == T::Night) {
    o.set("tournament", r.tournament).set("director", r.director).set("date", r.date);
    if (!r.season.empty()) o.set("season", r.season);
    if (!r.title.empty()) o.set("title", r.title);
    json::Value members = json::Value::array();
    for (int m : r.members) members.push(m);
    o.set("members", std::move(members)).set("annulled", r.annulled);
  }
  if (r.type == T::ChampionshipSet || r.type == T::ChampionshipRemove || r.type == T::Ranking) o.set("season", r.season);
  if (r.type == T::ChampionshipSet) o.set("championship", r.championship);
  if (r.type == T::ChampionshipRemove) o.set("id", r.championshipId);
  if (r.type == T::Ranking) o.set("championship", r.championshipId);
  return o.dump();
}

namespace {

#define NB "\u00a0"
// clang-format off
// The club's season refusals as a server and a console word them: this layer's own table (the server has no console).
using match::Text;
const match::TranslationRow kClubRefusalRows[] = {
  {Text::TnClubRefNoTournament, {"le serveur n'a pas de tournoi de ce code", "the server holds no tournament with that code"}},
  {Text::TnClubRefNotDirector,
    {"cette clé n'est pas celle de l'arbitre de ce tournoi", "the key is not that tournament's director's"}},
  {Text::TnClubRefTournamentTaken,
    {"ce tournoi est déjà une soirée d'un autre club", "that tournament is already another club's night"}},
  {Text::TnClubRefBadDate,
    {"«" NB "{detail}" NB "» n'est pas une date AAAA-MM-JJ", "\"{detail}\" is not a date YYYY-MM-DD"}},
  {Text::TnClubRefBadSeason,
    {"«" NB "{detail}" NB "» n'est pas une saison comme 2026-2027", "\"{detail}\" is not a season such as 2026-2027"}},
  {Text::TnClubRefMembersCount,
    {"{i} joueurs donnés pour une soirée de {detail} joueurs", "{i} players given for a night of {detail} players"}},
  {Text::TnClubRefUnknownMember,
    {"joueur {p}" NB ": pas de membre n°" NB "{detail} au registre du club",
     "player {p}: no member no. {detail} in the club's register"}},
  {Text::TnClubRefNoSeason, {"le club n'a aucune soirée dans la saison {detail}", "the club has no night in the season {detail}"}},
  {Text::TnClubRefNoChampionship,
    {"la saison n'a pas de championnat «" NB "{detail}" NB "»", "the season has no championship \"{detail}\""}},
  {Text::TnClubRefBadChampionship,
    {"le championnat est illisible" NB ": {detail}", "the championship cannot be read: {detail}"}},
};
// clang-format on
#undef NB

}  // namespace

void registerClubRefusalWords() {
  static const bool added = (match::addTranslations("protocol", "club refusals", kClubRefusalRows,
                                                    sizeof kClubRefusalRows / sizeof kClubRefusalRows[0]), true);
  (void)added;
}

std::string clubRefusalWords(match::Lang lang, const std::string& code, int index, const std::string& detail) {
  registerClubRefusalWords();
  using match::Text;
  const std::pair<const char*, Text> rows[] = {
      {wire::kRefNoTournament, Text::TnClubRefNoTournament},     {wire::kRefNotDirector, Text::TnClubRefNotDirector},
      {wire::kRefTournamentTaken, Text::TnClubRefTournamentTaken}, {wire::kRefBadDate, Text::TnClubRefBadDate},
      {wire::kRefBadSeason, Text::TnClubRefBadSeason},           {wire::kRefMembersCount, Text::TnClubRefMembersCount},
      {wire::kRefUnknownMember, Text::TnClubRefUnknownMember},   {wire::kRefNoSeason, Text::TnClubRefNoSeason},
      {wire::kRefNoChampionship, Text::TnClubRefNoChampionship}, {wire::kRefBadChampionship, Text::TnClubRefBadChampionship}};
  for (const auto& [name, text] : rows)
    if (code == name)
      return match::fillPlaceholders(match::tr(lang, text), {{"i", std::to_string(index)},
                                                             {"p", std::to_string(index + 1)},
                                                             {"detail", detail}});
  return code;
}

std::string writeClubRefused(const std::string& code, int index, const std::string& detail, const std::string& message) {
  json::Value r = json::Value::object();
  r.set("code", code).set("index", index).set("detail", detail);
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", wire::kError).set("code", wire::kClubRefused).set("message", message);
  return o.set("club_refusal", std::move(r)).dump();
}

}  // namespace tarot::protocol
