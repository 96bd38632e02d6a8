// The marque of one deal (FFT "Le calcul des scores", "La marque en donnes libres", and the 3/5-player sections).
#include "engine/scoring.h"

namespace tarot {

namespace {

// The 75 cards other than the bouts, by value in half points: 4 kings (9), 4 queens (7), 4 cavaliers (5), 4 valets
// (3) and 59 cards of 1 (the small cards of the suits, the trumps 2 to 20).
// kNonBouts.minKings[m][s]: the fewest kings among m of these cards worth s half points together (the écart may
// hold no king, so the kings of the attack must fit in its tricks); kNone when no m of them are worth s.
struct NonBoutSums {
  static constexpr std::uint8_t kNone = 0xFF;
  std::uint8_t minKings[76][156];
};
constexpr NonBoutSums makeNonBoutSums() {
  NonBoutSums t{};
  for (int m = 0; m < 76; ++m)
    for (int s = 0; s < 156; ++s) t.minKings[m][s] = NonBoutSums::kNone;
  for (int k = 4; k >= 0; --k)
    for (int q = 0; q <= 4; ++q)
      for (int c = 0; c <= 4; ++c)
        for (int v = 0; v <= 4; ++v)
          for (int o = 0; o <= 59; ++o) t.minKings[k + q + c + v + o][9 * k + 7 * q + 5 * c + 3 * v + o] = std::uint8_t(k);
  return t;
}
constexpr NonBoutSums kNonBouts = makeNonBoutSums();

// Where a bout ends up. The Excuse has two more places: kept by the camp that played it from a trick the other
// camp won, that camp then giving a half point (the attack keeps it: -1 half point; the defence: +1).
enum Place { AttackTricks, DefenseTricks, InChien, KeptByAttack, KeptByDefense };

// True when some deal gives the attack `in.bouts` bouts and `in.attackHalfPoints`: some number of attack tricks
// (all for its chelem, none for the defence's), some place for each bout, and some non-bout cards for the rest
// of its tricks and of the écart or chien it counts. Which cards a trick can hold is not followed further, so a
// summary is refused only when no share of the cards at all gives it.
bool someDealGives(const ScoreInput& in) {
  Rules rules;
  rules.players = in.players;
  const int n = in.players, tricks = rules.tricks(), chien = rules.chienSize();
  const bool ecart = in.contract == Contract::Prise || in.contract == Contract::Garde;  // no king, no bout in it
  const bool chienToAttack = in.contract == Contract::GardeSans;
  const int aside = in.contract == Contract::GardeContre ? 0 : chien;  // cards the attack counts beside its tricks
  const int tLo = in.chelemMadeBy == Camp::Attack ? tricks : in.chelemMadeBy == Camp::Defense ? 0 : 1;
  const int tHi = in.chelemMadeBy == Camp::Attack ? tricks : in.chelemMadeBy == Camp::Defense ? 0 : tricks - 1;
  for (int t = tLo; t <= tHi; ++t) {
    auto possible = [&](int place) {
      if (place == AttackTricks || place == KeptByDefense) return t > 0;
      if (place == DefenseTricks || place == KeptByAttack) return t < tricks;
      return !ecart;  // InChien
    };
    for (int excuse = AttackTricks; excuse <= KeptByDefense; ++excuse) {
      if (!possible(excuse)) continue;
      for (int petit = AttackTricks; petit <= InChien; ++petit) {
        if (!possible(petit)) continue;
        if (in.petitAuBout == Camp::Attack && petit != AttackTricks) continue;
        if (in.petitAuBout == Camp::Defense && petit != DefenseTricks) continue;
        for (int vingtEtUn = AttackTricks; vingtEtUn <= InChien; ++vingtEtUn) {
          if (!possible(vingtEtUn)) continue;
          auto count = [&](int place) { return int(excuse == place) + int(petit == place) + int(vingtEtUn == place); };
          const int wonCards = n * t - int(excuse == KeptByDefense);  // the attack's trick cards it counts
          if (count(AttackTricks) > wonCards || count(DefenseTricks) > n * (tricks - t) - int(excuse == KeptByAttack))
            continue;
          const int boutsInChien = chienToAttack ? count(InChien) : 0;
          const int bouts = count(AttackTricks) + boutsInChien + int(excuse == KeptByAttack);
          if (bouts != in.bouts) continue;
          const int others = wonCards - count(AttackTricks) + aside - boutsInChien;
          const int half = in.attackHalfPoints - 9 * bouts + int(excuse == KeptByAttack) - int(excuse == KeptByDefense);
          if (others > 75 || half < 0 || half > 155) continue;
          const int kings = kNonBouts.minKings[others][half];
          if (kings != NonBoutSums::kNone && kings <= (ecart ? others - aside : 4)) return true;
        }
      }
    }
  }
  return false;
}

int poigneeTrumpsTotal(const ScoreInput& in) {
  Rules rules;
  rules.players = in.players;
  int total = 0;
  for (PoigneeSize p : in.poignees) total += rules.poigneeTrumps(p);
  return total;
}

}  // namespace

const char* summaryRefusalText(SummaryRefusal r) {
  switch (r) {
    case SummaryRefusal::None: return nullptr;
    case SummaryRefusal::Players: return "players must be 3, 4 or 5";
    case SummaryRefusal::Contract: return "the contract must be prise, garde, garde_sans or garde_contre";
    case SummaryRefusal::BoutsRange: return "bouts must be between 0 and 3";
    case SummaryRefusal::PointsRange: return "points must be between 0 and 91";
    case SummaryRefusal::PoigneeSize: return "a poignée must be simple, double or triple";
    case SummaryRefusal::PoigneeTrumps:
      return "these poignées need more trumps than the pack holds (21 trumps and the Excuse)";
    case SummaryRefusal::AloneNotFive: return "a taker plays alone only at 5 players";
    case SummaryRefusal::HalfPointAtFour:
      return "at 4 players the points are whole: each camp counts an even number of cards";
    case SummaryRefusal::FullPointsWithoutChelem: return "91 points for the attack means it took every trick: a chelem";
    case SummaryRefusal::PetitAuBoutAfterChelem:
      return "after a chelem only the camp that took every trick can have the Petit au bout";
    case SummaryRefusal::PetitAuBoutBouts: return "the Petit au bout counts among the bouts of the camp that took it";
    case SummaryRefusal::BoutsAbovePoints: return "the attack's bouts are worth more than its points allow (4.5 each)";
    case SummaryRefusal::PointsAboveBouts:
      return "these points need more bouts for the attack: the defence's bouts would be worth more than the points left to it";
    case SummaryRefusal::AttackChelemPoints:
      return "a chelem by the attack leaves the defence only the Excuse it played (4 points) and, on a garde contre, "
             "the chien";
    case SummaryRefusal::DefenseChelemPoints:
      return "a chelem by the defence leaves the attack only its écart (or the chien on a garde sans) and the Excuse "
             "it played (4 points)";
    case SummaryRefusal::NoSuchDeal:
      return "no deal gives the attack these points with these bouts: count its tricks and its écart or chien again";
  }
  return "impossible summary";
}

SummaryRefusal checkSummary(const ScoreInput& in) {
  using R = SummaryRefusal;
  if (in.players < 3 || in.players > 5) return R::Players;
  if (in.contract == Contract::Pass || in.contract > Contract::GardeContre) return R::Contract;
  if (in.bouts < 0 || in.bouts > 3) return R::BoutsRange;
  if (in.attackHalfPoints < 0 || in.attackHalfPoints > 182) return R::PointsRange;
  for (PoigneeSize p : in.poignees)
    if (p == PoigneeSize::None || p > PoigneeSize::Triple) return R::PoigneeSize;
  if (poigneeTrumpsTotal(in) > 22) return R::PoigneeTrumps;
  if (in.alone && in.players != 5) return R::AloneNotFive;
  // Every card is an odd number of half points, and at 4 players each camp counts a multiple of 4 cards, plus the
  // six of the écart or chien (the Excuse kept against a half point changes nothing).
  if (in.players == 4 && in.attackHalfPoints % 2 != 0) return R::HalfPointAtFour;
  if (in.attackHalfPoints == 182 && in.chelemMadeBy != Camp::Attack) return R::FullPointsWithoutChelem;
  if (in.petitAuBout != Camp::None && in.chelemMadeBy != Camp::None && in.petitAuBout != in.chelemMadeBy)
    return R::PetitAuBoutAfterChelem;
  if ((in.petitAuBout == Camp::Attack && in.bouts == 0) || (in.petitAuBout == Camp::Defense && in.bouts == 3))
    return R::PetitAuBoutBouts;
  if (someDealGives(in)) return R::None;
  if (in.chelemMadeBy == Camp::Attack) return R::AttackChelemPoints;
  if (in.chelemMadeBy == Camp::Defense) return R::DefenseChelemPoints;
  // Say which way the bouts are wrong when a nearby count of bouts would give these points.
  for (int d = 1; d <= 3; ++d) {
    ScoreInput other = in;
    other.bouts = in.bouts - d;
    if (other.bouts >= 0 && someDealGives(other)) return R::BoutsAbovePoints;
    other.bouts = in.bouts + d;
    if (other.bouts <= 3 && someDealGives(other)) return R::PointsAboveBouts;
  }
  return R::NoSuchDeal;
}

const char* validate(const ScoreInput& in) { return summaryRefusalText(checkSummary(in)); }

ScoreResult score(const ScoreInput& in) {
  ScoreResult r;
  const int needed2 = 2 * pointsNeeded(in.bouts);
  const int diff2 = in.attackHalfPoints - needed2;
  r.made = diff2 >= 0;
  // Half points go to the winning camp: 41.5 for 41 is made by 1, 40.5 for 41 is down by 1.
  r.margin = r.made ? (diff2 + 1) / 2 : (-diff2 + 1) / 2;
  const int mult = multiplier(in.contract);
  int s = (25 + r.margin) * mult;
  for (PoigneeSize p : in.poignees) r.poigneeBonus += poigneeBonus(p);
  s += r.poigneeBonus;
  if (!r.made) s = -s;
  if (in.petitAuBout == Camp::Attack) s += 10 * mult;
  if (in.petitAuBout == Camp::Defense) s -= 10 * mult;
  if (in.chelemAnnounced) s += in.chelemMadeBy == Camp::Attack ? 400 : -200;
  else if (in.chelemMadeBy == Camp::Attack) s += 200;
  if (in.chelemMadeBy == Camp::Defense) s -= 200;
  r.chelem = chelemOutcome(in.chelemAnnounced, in.chelemMadeBy);
  r.unit = s;
  r.defender = -s;
  if (in.players == 3) r.taker = 2 * s;
  else if (in.players == 4) r.taker = 3 * s;
  else if (in.alone) r.taker = 4 * s;
  else { r.taker = 2 * s; r.partner = s; }
  return r;
}

}  // namespace tarot
