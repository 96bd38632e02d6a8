// The results site's table of words (French, English), and the filling of patterns.
#include "site/words.h"

namespace tarot::site {

using match::Lang;
using match::Text;

namespace {

using Row = match::TranslationRow;

#define NB "\u00a0"
// clang-format off
const Row kSiteRows[] = {
  {Text::SiteResults, {"Résultats", "Results"}},
  {Text::SiteResultsOf, {"Résultats — {club}", "Results — {club}"}},
  {Text::SiteIndexDescription, {"Les résultats du club {club}\u00a0: les soirées de tarot, leurs classements, les feuilles de marque, les championnats et les joueurs.",
                                "The results of the {club} club: its Tarot nights, their rankings, the score sheets, the championships and the players."}},
  {Text::SiteNights, {"Soirées", "Nights"}},
  {Text::SiteNoNights, {"Aucune soirée publiée.", "No night published yet."}},
  {Text::SiteNight, {"Soirée", "Night"}},
  {Text::SiteDate, {"Date", "Date"}},
  {Text::SitePlayers, {"Joueurs", "Players"}},
  {Text::SitePlayersCount, {"{n} {n|joueur|joueurs}", "{n} {n|player|players}"}},
  {Text::SiteWinner, {"Vainqueur", "Winner"}},
  {Text::SiteNightDescription, {"Tarot, {title} du {date}\u00a0: classement final de {n} {n|joueur|joueurs}, classement de chaque position, feuilles de marque.",
                                "Tarot, {title} of {date}: the final ranking of {n} {n|player|players}, each position's ranking, the score sheets."}},
  {Text::SiteFinalRanking, {"Classement final", "Final ranking"}},
  {Text::SitePositionRanking, {"Classement de la position {p}", "Ranking of position {p}"}},
  {Text::SiteSheetsOf, {"Feuilles de marque de la position {p}", "Score sheets of position {p}"}},
  {Text::SiteTotalsOnly, {"Totaux seulement ({n} {n|donne|donnes})", "Totals only ({n} {n|deal|deals})"}},
  {Text::SiteAnnulledNight, {"Soirée annulée\u00a0: elle ne compte nulle part.", "Night annulled: it counts nowhere."}},
  {Text::SiteAnnulledDeals, {"{n} {n|donne annulée|donnes annulées}", "{n} annulled {n|deal|deals}"}},
  {Text::SitePlayer, {"Joueur", "Player"}},
  {Text::SitePlayerDescription, {"Tarot\u00a0: les soirées de {name} au club {club}, ses places, ses points et ses PCN.",
                                 "Tarot: {name}'s nights at the {club} club, their places, points and PCN."}},
  {Text::SitePlayerNights, {"Soirées jouées", "Nights played"}},
  {Text::SiteNightsPlayed, {"{n} {n|soirée jouée|soirées jouées}, {pcn} PCN", "{n} {n|night|nights} played, {pcn} PCN"}},
  {Text::SiteTotalPcn, {"Total des PCN", "PCN in all"}},
  {Text::SiteLicence, {"Licence", "Licence"}},
  {Text::SiteClub, {"Club", "Club"}},
  {Text::SiteNotFound, {"Page introuvable", "Page not found"}},
  {Text::SiteNotFoundText, {"Cette page n" "\u2019" "existe pas (ou plus) sur le site des résultats.", "This page does not exist (or no longer) on the results site."}},
  {Text::SiteHome, {"Tous les résultats", "All the results"}},
  {Text::SiteOtherLanguage, {"English", "Français"}},
  {Text::SiteQrHint, {"Cette page sur votre téléphone", "This page on your phone"}},
  {Text::SiteBot, {"Robot", "Bot"}},
  {Text::SiteChampionships, {"Championnats", "Championships"}},
  {Text::SiteChampionship, {"Championnat", "Championship"}},
  {Text::SiteChampionshipDescription, {"Tarot, {name}\u00a0: le classement du championnat du club {club} et les soirées de chaque joueur.",
                                       "Tarot, {name}: the ranking of the {club} club's championship and each player's nights."}},
  {Text::SiteNightsCounted, {"Soirées comptées", "Nights counted"}},
  {Text::SiteContents, {"Sommaire", "Contents"}},
  {Text::SiteNoPcn, {"Pas de PCN pour cette soirée.", "No PCN for this night."}},
  {Text::SiteSeason, {"Saison {name}", "Season {name}"}},
  {Text::SiteQualified, {"Q\u00a0: qualifié pour la finale", "Q: qualified for the final"}},
  {Text::SiteTotal, {"Total", "Total"}},
  {Text::SiteDropped, {"Entre parenthèses\u00a0: une soirée qui ne compte pas (au-delà des meilleures).",
                       "In brackets: a night that does not count (beyond the best ones)."}},
  {Text::SiteBySeason, {"Par saison", "By season"}},
  {Text::SiteBestPlace, {"Meilleure place", "Best place"}},
  {Text::SiteWins, {"Victoires", "Wins"}},
  {Text::SiteOpponents, {"Adversaires rencontrés par série", "Opponents met, by série"}},
  {Text::SiteSerie, {"{n}e série", "série {n}"}},
  {Text::SiteNotInRegister, {"hors registre", "not in the register"}},
  {Text::SiteNightResults, {"Résultats de la soirée", "The night's results"}},
  {Text::SiteRefused, {"Non classé", "Not ranked"}},
  {Text::SitePp, {"PP", "PP"}},
};
// clang-format on
#undef NB

}  // namespace

void registerSiteWords() {
  registerTournamentWords();
  static const bool added = (match::addTranslations("site", "site", kSiteRows, sizeof kSiteRows / sizeof kSiteRows[0]), true);
  (void)added;
}

std::string say(Lang lang, Text key, Numbers numbers, Texts texts) {
  registerSiteWords();
  return fill(lang, match::tr(lang, key), numbers, texts);
}

}  // namespace tarot::site
