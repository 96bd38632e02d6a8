// Every string the player sees, one row per key with each language side by side. A third language is one more
// string per row (and one more Lang); the translations test fails when a row lacks a language or a key lacks a row.
#include "match/translations.h"

namespace tarot::match {

namespace {

struct Row {
  Text id;
  const char* text[kLangCount];  // by Lang
};

// clang-format off
const Row kRows[] = {
  {Text::AppTitle, {"Tarot", "Tarot"}},
  {Text::NewGame, {"Nouvelle partie", "New game"}},
  {Text::Players, {"Joueurs", "Players"}},
  {Text::ThreePlayers, {"3 joueurs", "3 players"}},
  {Text::FourPlayers, {"4 joueurs", "4 players"}},
  {Text::FivePlayers, {"5 joueurs", "5 players"}},
  {Text::FiveAtFour, {"5 personnes à 4 (le donneur ne joue pas)", "5 people at 4 (the dealer sits out)"}},
  {Text::YourName, {"Votre nom", "Your name"}},
  {Text::Seat, {"Place", "Seat"}},
  {Text::BotLevel, {"Niveau", "Level"}},
  {Text::BotName, {"Nom", "Name"}},
  {Text::Deals, {"Donnes", "Deals"}},
  {Text::Seed, {"Numéro de donne", "Deal number"}},
  {Text::SeedHint, {"vide = au hasard", "empty = random"}},
  {Text::Language, {"Langue", "Language"}},
  {Text::AnimationSpeed, {"Vitesse d'animation", "Animation speed"}},
  {Text::Start, {"Jouer", "Play"}},
  {Text::Resume, {"Reprendre la partie", "Resume the game"}},
  {Text::Beginner, {"Débutant", "Beginner"}},
  {Text::Standard, {"Standard", "Standard"}},
  {Text::Expert, {"Expert", "Expert"}},
  {Text::RandomBot, {"Hasard", "Random"}},
  {Text::Pass, {"Passe", "Pass"}},
  {Text::Prise, {"Prise", "Prise"}},
  {Text::Garde, {"Garde", "Garde"}},
  {Text::GardeSans, {"Garde sans", "Garde sans"}},
  {Text::GardeContre, {"Garde contre", "Garde contre"}},
  {Text::YourBid, {"Votre enchère", "Your bid"}},
  {Text::CallCard, {"Appeler une carte", "Call a card"}},
  {Text::CallHint,
    {"Le partenaire est celui qui tient la carte appelée.",
     "Your partner is whoever holds the called card."}},
  {Text::Chien, {"Le chien", "The chien"}},
  {Text::EcartTitle, {"Écart", "Ecart"}},
  {Text::EcartHint, {"Choisissez les cartes à écarter.", "Choose the cards to put aside."}},
  {Text::EcartKing, {"Les rois ne s'écartent pas.", "Kings cannot go to the ecart."}},
  {Text::EcartBout, {"Les bouts ne s'écartent pas.", "Bouts cannot go to the ecart."}},
  {Text::EcartTrump,
    {"Atout seulement si vous n'avez pas d'autre carte à écarter.",
     "A trump only when you have no other card to put aside."}},
  {Text::EcartCount, {"Cartes choisies", "Cards chosen"}},
  {Text::Confirm, {"Valider", "Confirm"}},
  {Text::ChelemQuestion, {"Annoncer un chelem ?", "Announce a chelem?"}},
  {Text::AnnounceChelem, {"Annoncer le chelem", "Announce the chelem"}},
  {Text::NoChelem, {"Pas de chelem", "No chelem"}},
  {Text::PoigneeQuestion, {"Montrer une poignée ?", "Show a poignee?"}},
  {Text::PoigneeSimple, {"Simple poignée", "Single poignee"}},
  {Text::PoigneeDouble, {"Double poignée", "Double poignee"}},
  {Text::PoigneeTriple, {"Triple poignée", "Triple poignee"}},
  {Text::NoPoignee, {"Ne pas montrer", "Don't show"}},
  {Text::ShowsPoignee, {"montre une poignée", "shows a poignee"}},
  {Text::Dealer, {"Donneur", "Dealer"}},
  {Text::ToPlay, {"À jouer", "To play"}},
  {Text::Taker, {"Preneur", "Taker"}},
  {Text::Partner, {"Partenaire", "Partner"}},
  {Text::Defense, {"Défense", "Defence"}},
  {Text::Attack, {"Attaque", "Attack"}},
  {Text::Contract, {"Contrat", "Contract"}},
  {Text::Bouts, {"Bouts", "Bouts"}},
  {Text::PointsMade, {"Points réalisés", "Points made"}},
  {Text::PointsNeeded, {"Points nécessaires", "Points needed"}},
  {Text::Made, {"Fait", "Made"}},
  {Text::Down, {"Chuté", "Down"}},
  {Text::By, {"de", "by"}},
  {Text::PoigneeBonus, {"Poignée", "Poignee"}},
  {Text::PetitAuBout, {"Petit au bout", "Petit au bout"}},
  {Text::ChelemBonus, {"Chelem", "Chelem"}},
  {Text::Score, {"Score", "Score"}},
  {Text::Total, {"Total", "Total"}},
  {Text::NextDeal, {"Donne suivante", "Next deal"}},
  {Text::MatchOver, {"Fin de la partie", "Match over"}},
  {Text::Ranking, {"Classement", "Ranking"}},
  {Text::TieBreak,
    {"Départage : donnes gagnées comme preneur, puis place partagée.",
     "Tie-break: deals won as taker, then a shared place."}},
  {Text::NewMatch, {"Nouvelle partie", "New match"}},
  {Text::PetitSec, {"Petit sec : la donne est annulée.", "Petit sec: the deal is annulled."}},
  {Text::AllPassed, {"Tout le monde passe : la donne est annulée.", "Everybody passed: the deal is annulled."}},
  {Text::Redeal, {"Redistribuer", "Redeal"}},
  {Text::LastTrick, {"Dernier pli", "Last trick"}},
  {Text::Help, {"Aide", "Help"}},
  {Text::HelpText,
    {"Règles FFT en bref\n"
     "- Enchères : Prise < Garde < Garde sans < Garde contre ; chacun parle une fois.\n"
     "- Il faut 56 points sans bout, 51 avec 1, 41 avec 2, 36 avec 3 (bouts : Petit, 21, Excuse).\n"
     "- Fournir la couleur demandée ; sinon couper, en surcoupant si possible ; sinon défausser.\n"
     "- À l'atout, monter si possible. L'Excuse se joue à tout moment et reste à son camp.\n"
     "- Écart : ni roi ni bout ; un atout seulement si c'est inévitable (montré à la défense).\n"
     "- Poignée (4 joueurs) : 10, 13 ou 15 atouts, montrée avant sa première carte ; prime au camp gagnant.\n"
     "- Petit au bout : le Petit au dernier pli, 10 × coefficient au camp qui le gagne.\n"
     "- Marque : (25 + écart) × coefficient (1, 2, 4, 6) + primes ; le preneur marque 3 fois (à 4).",
     "FFT rules in short\n"
     "- Bids: Prise < Garde < Garde sans < Garde contre; each player speaks once.\n"
     "- The taker needs 56 points with no bout, 51 with 1, 41 with 2, 36 with 3 (bouts: Petit, 21, Excuse).\n"
     "- Follow suit; otherwise trump, over-trumping if you can; otherwise discard.\n"
     "- On a trump lead, play higher if you can. The Excuse can be played any time and stays with its camp.\n"
     "- Ecart: no king, no bout; a trump only when unavoidable (shown to the defence).\n"
     "- Poignee (4 players): 10, 13 or 15 trumps shown before your first card; bonus to the winning camp.\n"
     "- Petit au bout: the Petit in the last trick, 10 x multiplier to the camp that wins it.\n"
     "- Score: (25 + margin) x multiplier (1, 2, 4, 6) + bonuses; the taker scores 3 times (at 4)."}},
  {Text::Close, {"Fermer", "Close"}},
  {Text::Scoresheet, {"Feuille de marque", "Scoresheet"}},
  {Text::Deal, {"Donne", "Deal"}},
  {Text::Bid, {"Enchère", "Bid"}},
  {Text::Calls, {"appelle", "calls"}},
  {Text::AnnouncesChelem, {"annonce le chelem", "announces a chelem"}},
  {Text::Alone, {"seul", "alone"}},
  {Text::Refused, {"Refusé", "Refused"}},
  {Text::YourTurn, {"À vous de jouer", "Your turn"}},
  {Text::Thinking, {"réfléchit…", "thinking…"}},
  {Text::SittingOut, {"ne joue pas cette donne", "sits out this deal"}},
  {Text::CardsWon, {"Cartes gagnées", "Cards won"}},
  {Text::ChienRevealed, {"Chien", "Chien"}},
  {Text::EcartRevealed, {"Écart", "Ecart"}},
  {Text::SumCheck, {"Somme nulle", "Zero sum"}},
  {Text::Menu, {"Menu", "Menu"}},
  {Text::Quit, {"Quitter", "Quit"}},
  {Text::PastGames, {"Parties précédentes", "Past games"}},
  {Text::ScorerMode, {"Mode marqueur (cartes réelles)", "Scorer mode (real cards)"}},
  {Text::Bonuses, {"Primes", "Bonuses"}},
  {Text::Bilan, {"Bilan", "Balance"}},
  {Text::Print, {"Imprimer (HTML)", "Print (HTML)"}},
  {Text::Exported, {"Exporté :", "Exported:"}},
  {Text::Open, {"Ouvrir", "Open"}},
  {Text::Delete, {"Supprimer", "Delete"}},
  {Text::ConfirmDelete, {"Confirmer la suppression", "Confirm deletion"}},
  {Text::NoGames, {"Aucune partie enregistrée.", "No saved game yet."}},
  {Text::CorruptIndex,
    {"Liste des parties illisible : elle sera reconstruite.",
     "The list of games is unreadable: it will be rebuilt."}},
  {Text::NewDeal, {"Nouvelle donne", "New deal"}},
  {Text::AddDeal, {"Ajouter la donne", "Add the deal"}},
  {Text::UndoLast, {"Annuler la dernière", "Undo the last one"}},
  {Text::ImportDeal, {"Importer une donne (JSON)", "Import a deal (JSON)"}},
  {Text::NotYourTurn, {"Ce n'est pas à vous de jouer.", "It is not your turn."}},
  {Text::PoigneeChoose, {"Choisir les atouts à montrer", "Choose the trumps to show"}},
  {Text::PoigneeChooseHint,
    {"Touchez les atouts à montrer (les autres restent cachés).",
     "Tap the trumps to show (the others stay hidden)."}},
  {Text::Back, {"Retour", "Back"}},
  {Text::DefaultName, {"Vous", "You"}},
  // sheet export (French typography: a non-breaking space, U+00A0, before ":" and "?")
  {Text::SheetTitle, {"Tarot — feuille de marque", "Tarot — scoresheet"}},
  {Text::SheetDeal, {"Donne", "Deal"}},
  {Text::SheetDealer, {"Donneur", "Dealer"}},
  {Text::SheetTaker, {"Preneur", "Taker"}},
  {Text::SheetPartner, {"Partenaire", "Partner"}},
  {Text::SheetContract, {"Contrat", "Contract"}},
  {Text::SheetBouts, {"Bouts", "Bouts"}},
  {Text::SheetPoints, {"Points", "Points"}},
  {Text::SheetResult, {"Résultat", "Result"}},
  {Text::SheetBonuses, {"Primes", "Bonuses"}},
  {Text::SheetRunning, {"cumul", "running"}},
  {Text::SheetAnnulled, {"annulée", "annulled"}},
  {Text::SheetMadeBy, {"fait de", "made by"}},
  {Text::SheetDownBy, {"chuté de", "down by"}},
  {Text::SheetTotalPlus, {"Total +", "Total +"}},
  {Text::SheetTotalMinus, {"Total −", "Total −"}},
  {Text::SheetBilan, {"Bilan", "Balance"}},
  {Text::SheetZeroSum, {"Somme nulle\u00a0:", "Zero sum:"}},
  {Text::SheetYes, {"oui", "yes"}},
  {Text::SheetNo, {"NON", "NO"}},
  {Text::SheetPrint, {"Imprimer", "Print"}},
  {Text::SheetPoignee, {"poignée", "poignee"}},
  {Text::SheetPetitAuBout, {"petit au bout", "petit au bout"}},
  {Text::SheetForAttack, {"attaque", "attack"}},
  {Text::SheetForDefense, {"défense", "defence"}},
  {Text::SheetChelemAnnouncedMade, {"chelem annoncé réussi", "announced chelem made"}},
  {Text::SheetChelemMade, {"chelem non annoncé", "unannounced chelem"}},
  {Text::SheetChelemAnnouncedFailed, {"chelem annoncé chuté", "announced chelem failed"}},
  {Text::SheetChelemDefense, {"chelem de la défense", "chelem by the defence"}},
  {Text::SheetPetitSec, {"petit sec", "petit sec"}},
  {Text::SheetAllPassed, {"tous passent", "all passed"}},
  {Text::SheetRanking, {"Classement", "Ranking"}},
  {Text::SheetWonAsTaker, {"donnes gagnées comme preneur", "deals won as taker"}},
  {Text::SheetPlayers, {"Joueurs\u00a0:", "Players:"}},
};
// clang-format on

// Rows by key, built once (the table is written in any order; a missing key reads as nullptr).
struct Index {
  const Row* byId[int(Text::Count)] = {};
  Index() {
    for (const Row& r : kRows) byId[int(r.id)] = &r;
  }
};
const Index& index() {
  static const Index idx;
  return idx;
}

}  // namespace

const char* tr(Lang lang, Text text) {
  const int i = int(text);
  if (i < 0 || i >= int(Text::Count)) return "?";
  const Row* r = index().byId[i];
  const int l = int(lang) >= 0 && int(lang) < kLangCount ? int(lang) : 0;
  if (!r) return "?";
  return r->text[l] ? r->text[l] : r->text[0];
}

bool hasTranslation(Lang lang, Text text) {
  const int i = int(text);
  if (i < 0 || i >= int(Text::Count)) return false;
  const Row* r = index().byId[i];
  return r && r->text[int(lang)] && r->text[int(lang)][0] != 0;
}

bool parseLang(const std::string& code, Lang* out) {
  for (int l = 0; l < kLangCount; ++l)
    if (code == langCode(Lang(l))) {
      *out = Lang(l);
      return true;
    }
  return false;
}

const char* langCode(Lang lang) { return lang == Lang::English ? "en" : "fr"; }

}  // namespace tarot::match
