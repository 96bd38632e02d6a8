// A championship's refusals worded in English (the command-line tool, the tests) and French (the club's pages).
#include "season/championship.h"

namespace tarot::season {

namespace {

std::string nightPrefix(const Refusal& r) { return r.night.empty() ? std::string() : "night " + r.night + ": "; }
std::string soireePrefix(const Refusal& r) { return r.night.empty() ? std::string() : "soirée " + r.night + " : "; }
std::string coefficient(int hundredths) {
  std::string s = std::to_string(hundredths / 100) + ".";
  const int cents = hundredths % 100;
  return s + (cents < 10 ? "0" : "") + std::to_string(cents);
}
std::string seriesOf(const Refusal& r) {
  return std::to_string(r.series[0]) + "-" + std::to_string(r.series[1]) + "-" + std::to_string(r.series[2]) + "-" +
         std::to_string(r.series[3]);
}

// The regional final's minimums (chapter 3, articles 2, 8, 14) in French, from the tournament's code and figures.
std::string finalFrench(const tournament::Rejection& r) {
  const std::string article = "finale régionale (article " + std::to_string(r.c) + ") : ";
  if (r.code == tournament::RejectionCode::FinalTooFew)
    return article + std::to_string(r.a) + (r.c == 8 ? " duos" : r.c == 14 ? " équipes" : " joueurs") +
           " à la première séance, il en faut au moins " + std::to_string(r.b);
  if (r.code == tournament::RejectionCode::FinalSessions)
    return article + "au moins deux séances d'au moins 20 donnes chacune ; " + std::to_string(r.a) +
           (r.a == 1 ? " séance" : " séances") + ", la plus courte de " + std::to_string(r.b) + " donnes";
  return article + r.english();
}

}  // namespace

std::string Refusal::english() const {
  const std::string at = nightPrefix(*this);
  switch (code) {
    case RefusalCode::None: return "";
    case RefusalCode::NightUnknown: return "the season has no night \"" + night + "\"";
    case RefusalCode::PlacesTableEmpty: return "a championship by places needs its table of points per place";
    case RefusalCode::BestOfNegative: return "the best nights counted cannot be " + std::to_string(a);
    case RefusalCode::StageCoefficient:
      return at + "a coefficient of " + coefficient(a) + " needs more players eliminated (" + std::to_string(b) +
             " % eliminated allows " + coefficient(c) + "); " + coefficient(c) + " applied";
    case RefusalCode::StageNotEarlier:
      return at + "player " + std::to_string(a) + " did not play the stage before";
    case RefusalCode::FinalShortfall: return at + rejection.english();
    case RefusalCode::TeamSeries:
      return at + "séries " + seriesOf(*this) + " multiply to " + std::to_string(a) +
             ", not more than 16 (nor two 1st-série players with 4-4 or 3-4)";
    case RefusalCode::TeamSize:
      return at + "the séries rule is for teams of 4; this team had " + std::to_string(a) + " players";
    case RefusalCode::Count: break;
  }
  return "unknown refusal";
}

std::string Refusal::french() const {
  const std::string at = soireePrefix(*this);
  auto virgule = [](std::string s) {
    for (char& ch : s)
      if (ch == '.') ch = ',';
    return s;
  };
  switch (code) {
    case RefusalCode::None: return "";
    case RefusalCode::NightUnknown: return "la saison n'a pas de soirée « " + night + " »";
    case RefusalCode::PlacesTableEmpty: return "un championnat aux places demande son barème de points par place";
    case RefusalCode::BestOfNegative: return "le nombre de meilleures soirées ne peut être " + std::to_string(a);
    case RefusalCode::StageCoefficient:
      return at + "un coefficient de " + virgule(coefficient(a)) + " demande plus de joueurs éliminés (" +
             std::to_string(b) + " % éliminés permettent " + virgule(coefficient(c)) + ") ; " +
             virgule(coefficient(c)) + " appliqué";
    case RefusalCode::StageNotEarlier:
      return at + "le joueur " + std::to_string(a) + " n'a pas joué le stade précédent";
    case RefusalCode::FinalShortfall: return at + finalFrench(rejection);
    case RefusalCode::TeamSeries:
      return at + "le produit des séries " + seriesOf(*this) + " vaut " + std::to_string(a) +
             ", pas plus de 16 (ni deux 1ère série avec 4-4 ou 3-4)";
    case RefusalCode::TeamSize:
      return at + "la règle des séries vaut pour les équipes de 4 ; cette équipe avait " + std::to_string(a) +
             " joueurs";
    case RefusalCode::Count: break;
  }
  return "refus inconnu";
}

}  // namespace tarot::season
