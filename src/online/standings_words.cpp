// The live standings' words (standings_words.h): their own table in the translation module, one row a key.
#include "online/standings_words.h"

namespace tarot::online {

namespace {

#define NB "\u00a0"
// clang-format off
const words::Row<StText> kRows[] = {
  {StText::Title, {"Classement en direct", "Live standings"}},
  {StText::RankPosition, {"Classement de la position %d", "Ranking of position %d"}},
  {StText::RankCumul, {"Classement cumulé après la position %d", "Cumulated ranking after position %d"}},
  {StText::RankProvisional, {"Classement cumulé provisoire (position %d en cours)", "Provisional cumulated ranking (position %d in progress)"}},
  {StText::WaitSheets, {"Les classements paraîtront quand toutes les feuilles de la position %d seront arrivées.", "The rankings appear once every sheet of position %d is in."}},
  {StText::NotStarted, {"Le tournoi n'a pas encore commencé.", "The tournament has not started yet."}},
  {StText::Missing, {"Feuilles attendues", "Sheets still missing"}},
  {StText::MissingLine, {"Position %d, table %d" NB ": %d/%d donnes confirmées", "Position %d, table %d: %d/%d deals confirmed"}},
  {StText::NoneMissing, {"Toutes les feuilles sont arrivées.", "Every sheet is in."}},
  {StText::Seating, {"Placement de la position %d", "Seating of position %d"}},
  {StText::Withdrawn, {"forfait", "withdrawn"}},
  {StText::Connecting, {"Connexion au serveur…", "Connecting to the server…"}},
  {StText::Lost, {"Connexion perdue — nouvelle tentative…", "Connection lost — retrying…"}},
  {StText::Unreachable, {"Le serveur est injoignable — nouvelle tentative…", "The server cannot be reached — retrying…"}},
  {StText::NoTournament, {"Aucun tournoi ne porte le code %s sur ce serveur.", "No tournament has the code %s on this server."}},
  {StText::NoCode, {"Il manque le code du tournoi (?tournament=CODE&view=standings).", "The tournament's code is missing (?tournament=CODE&view=standings)."}},
  {StText::Refused, {"Un message du serveur est ignoré (%s)" NB "; le classement affiché reste valable.", "A message from the server was ignored (%s); the standings shown still hold."}},
  {StText::Positions, {"Classement d'une position" NB ":", "A position's ranking:"}},
  {StText::RankPositionProvisional, {"Classement provisoire de la position %d", "Provisional ranking of position %d"}},
  {StText::RankingAsked, {"Classement demandé au serveur…", "Ranking asked of the server…"}},
  {StText::RankDuplicate, {"Classement duplicate de la position %d (points de match)", "Duplicate ranking of position %d (matchpoints)"}},
  {StText::NightResults, {"La soirée est close" NB ": ses résultats sur le site du club", "The night is over: its results on the club's site"}},
};
// clang-format on
#undef NB
static_assert(sizeof kRows / sizeof kRows[0] == int(StText::Count), "one row a key");

}  // namespace

void registerStandingsWords() {
  static const bool added =
      (words::addTable("online", "standings", "online::StText", kRows, sizeof kRows / sizeof kRows[0]), true);
  (void)added;
}

const char* stText(match::Lang lang, StText key) {
  registerStandingsWords();
  return words::text(lang, key);
}

}  // namespace tarot::online
