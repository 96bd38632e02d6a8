// The live standings' words (standings_words.h): one row a key, French then English.
#include "online/standings_words.h"

namespace tarot::online {

namespace {

#define NB "\u00a0"
// clang-format off
const char* const kRows[][2] = {
  {"Classement en direct", "Live standings"},  // StTitle
  {"Classement de la position %d", "Ranking of position %d"},  // StRankPosition
  {"Classement cumulé après la position %d", "Cumulated ranking after position %d"},  // StRankCumul
  {"Classement cumulé provisoire (position %d en cours)", "Provisional cumulated ranking (position %d in progress)"},  // StRankProvisional
  {"Les classements paraîtront quand toutes les feuilles de la position %d seront arrivées.", "The rankings appear once every sheet of position %d is in."},  // StWaitSheets
  {"Le tournoi n'a pas encore commencé.", "The tournament has not started yet."},  // StNotStarted
  {"Feuilles attendues", "Sheets still missing"},  // StMissing
  {"Position %d, table %d" NB ": %d/%d donnes confirmées", "Position %d, table %d: %d/%d deals confirmed"},  // StMissingLine
  {"Toutes les feuilles sont arrivées.", "Every sheet is in."},  // StNoneMissing
  {"Placement de la position %d", "Seating of position %d"},  // StSeating
  {"forfait", "withdrawn"},  // StWithdrawn
  {"Connexion au serveur…", "Connecting to the server…"},  // StConnecting
  {"Connexion perdue — nouvelle tentative…", "Connection lost — retrying…"},  // StLost
  {"Le serveur est injoignable — nouvelle tentative…", "The server cannot be reached — retrying…"},  // StUnreachable
  {"Aucun tournoi ne porte le code %s sur ce serveur.", "No tournament has the code %s on this server."},  // StNoTournament
  {"Il manque le code du tournoi (?tournament=CODE&view=standings).", "The tournament's code is missing (?tournament=CODE&view=standings)."},  // StNoCode
  {"Un message du serveur est ignoré (%s)" NB "; le classement affiché reste valable.", "A message from the server was ignored (%s); the standings shown still hold."},  // StRefused
  {"Classement d'une position" NB ":", "A position's ranking:"},  // StPositions
  {"Classement provisoire de la position %d", "Provisional ranking of position %d"},  // StRankPositionProvisional
  {"Classement demandé au serveur…", "Ranking asked of the server…"},  // StRankingAsked
  {"Classement duplicate de la position %d (points de match)", "Duplicate ranking of position %d (matchpoints)"},  // StRankDuplicate
  {"La soirée est close" NB ": ses résultats sur le site du club", "The night is over: its results on the club's site"},  // StNightResults
};
// clang-format on
#undef NB
static_assert(sizeof kRows / sizeof kRows[0] == int(StText::Count), "one row a key");

}  // namespace

const char* stText(match::Lang lang, StText key) {
  const int k = int(key);
  return k >= 0 && k < int(StText::Count) ? kRows[k][lang == match::Lang::English ? 1 : 0] : "?";
}

}  // namespace tarot::online
