// Every string the player sees, one row per key with each language side by side. A third language is one more
// string per row (and one more Lang); the translations test fails when a row lacks a language or a key lacks a row.
#include "match/translations.h"

namespace tarot::match {

namespace {

struct Row {
  Text id;
  const char* text[kLangCount];  // by Lang
};

#define NB "\u00a0"
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
  {Text::ReplaceQuestion, {"Une partie est en cours. La remplacer par une nouvelle" NB "? Elle sera perdue.",
                            "A match is in progress. Replace it with a new one? It will be lost."}},
  {Text::Replace, {"Nouvelle partie quand même", "New match anyway"}},
  {Text::Cancel, {"Garder la partie", "Keep the match"}},
  {Text::Undo, {"Annuler", "Undo"}},
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
  // refusals (French typography: a non-breaking space, NB, before ":" ";" "?" "!")
  {Text::RefSeat, {"la place {n}", "seat {n}"}},
  {Text::RefSuitCard, {"{rank} de {suit}", "{rank} of {suit}"}},
  {Text::RefRankNumber, {"le {n}", "the {n}"}},
  {Text::RefAce, {"l'As", "the Ace"}},
  {Text::RefJack, {"le Valet", "the Jack"}},
  {Text::RefCavalier, {"le Cavalier", "the Cavalier"}},
  {Text::RefQueen, {"la Dame", "the Queen"}},
  {Text::RefKing, {"le Roi", "the King"}},
  {Text::RefSpades, {"pique", "spades"}},
  {Text::RefHearts, {"cœur", "hearts"}},
  {Text::RefDiamonds, {"carreau", "diamonds"}},
  {Text::RefClubs, {"trèfle", "clubs"}},
  {Text::RefTrumpSuit, {"atout", "trumps"}},
  {Text::RefTrumpCard, {"le {n} d'atout", "trump {n}"}},
  {Text::RefPetit, {"le Petit", "the Petit"}},
  {Text::RefExcuse, {"l'Excuse", "the Excuse"}},
  {Text::RefPoigneeSimple, {"simple poignée", "single poignee"}},
  {Text::RefPoigneeDouble, {"double poignée", "double poignee"}},
  {Text::RefPoigneeTriple, {"triple poignée", "triple poignee"}},
  {Text::RefDealOver, {"La donne est terminée.", "The deal is over."}},
  {Text::RefAnnulledAllPassed,
    {"Tout le monde a passé" NB ": la donne est annulée, le donneur suivant redistribue.",
     "Everybody passed: the deal is annulled and the next dealer deals again."}},
  {Text::RefAnnulledPetitSec,
    {"Petit sec chez {other}" NB ": la donne est annulée, le donneur suivant redistribue.",
     "{other} held the Petit sec: the deal is annulled and the next dealer deals again."}},
  {Text::RefNotYourTurn, {"C'est à {seat} de jouer.", "It is {seat}'s turn."}},
  {Text::RefInvalidAction, {"Cette action n'existe pas au tarot.", "There is no such action in tarot."}},
  {Text::RefBidExpected,
    {"C'est le moment des enchères (à {seat} de parler).",
     "It is time to bid ({seat} to speak)."}},
  {Text::RefCallExpected,
    {"Il faut d'abord appeler une carte (le preneur, {seat}).",
     "A card must be called first, by the taker ({seat})."}},
  {Text::RefEcartExpected,
    {"Il faut d'abord faire l'écart (le preneur, {seat}).",
     "The ecart must be made first, by the taker ({seat})."}},
  {Text::RefChelemExpected,
    {"Le preneur ({seat}) doit d'abord annoncer un chelem ou non.",
     "The taker ({seat}) must first announce a chelem or not."}},
  {Text::RefPoigneeExpected,
    {"Avant la première carte de {seat}, il faut montrer sa poignée ou y renoncer.",
     "Before the first card of {seat}, the poignee must be shown or declined."}},
  {Text::RefPlayExpected,
    {"C'est le moment de jouer une carte (à {seat}).",
     "It is time to play a card ({seat} to play)."}},
  {Text::RefBiddingOver,
    {"Les enchères sont finies" NB ": chacun a parlé.",
     "The bidding is over: every player has spoken."}},
  {Text::RefBidTooLow, {"Il faut couvrir la {contract} de {other}.", "A bid must cover {other}'s {contract}."}},
  {Text::RefCallOnlyAtFive,
    {"On n'appelle une carte qu'à 5 joueurs, pas à {players}.",
     "A card is called only at 5 players, not at {players}."}},
  {Text::RefCallNotKing,
    {"On ne peut pas appeler {card}" NB ": on appelle un Roi (une Dame si l'on a les quatre Rois…).",
     "{card} cannot be called: the taker calls a king (a queen when holding the four kings...)."}},
  {Text::RefCallQueenWithoutKings,
    {"On ne peut appeler {card} qu'en ayant les quatre Rois.",
     "{card} can be called only by a taker holding the four kings."}},
  {Text::RefCallCavalierWithoutQueens,
    {"On ne peut appeler {card} qu'en ayant les quatre Rois et les quatre Dames.",
     "{card} can be called only by a taker holding the four kings and the four queens."}},
  {Text::RefCallValetWithoutCavaliers,
    {"On ne peut appeler {card} qu'en ayant les quatre Rois, les quatre Dames et les quatre Cavaliers.",
     "{card} can be called only by a taker holding the four kings, queens and cavaliers."}},
  {Text::RefNoEcartInContract,
    {"Pas d'écart en {contract}" NB ": le chien n'est pas pris.",
     "There is no ecart in a {contract}: the chien is not taken."}},
  {Text::RefEcartWrongSize,
    {"L'écart compte exactement {needed} cartes, pas {given}.",
     "The ecart holds exactly {needed} cards, not {given}."}},
  {Text::RefEcartCardNotHeld, {"{card} n'est pas dans le jeu de {seat}.", "{card} is not in the hand of {seat}."}},
  {Text::RefEcartKing,
    {"{card} ne peut pas aller à l'écart" NB ": les Rois ne s'écartent pas.",
     "{card} cannot go to the ecart: kings never do."}},
  {Text::RefEcartBout,
    {"{card} ne peut pas aller à l'écart" NB ": les bouts ne s'écartent pas.",
     "{card} cannot go to the ecart: bouts never do."}},
  {Text::RefEcartTrumpAvoidable,
    {"{card} ne peut pas aller à l'écart" NB ": un atout ne s'écarte que faute d'autre carte ({needed} au plus ici).",
     "{card} cannot go to the ecart: a trump goes there only when there is no other choice ({needed} at most here)."}},
  {Text::RefPoigneeDeclineShowsCards,
    {"Renoncer à la poignée ne montre aucune carte.",
     "Declining a poignee shows no card."}},
  {Text::RefPoigneeCardNotHeld,
    {"{card} n'est pas dans le jeu de {seat}" NB ": une poignée montre ses propres atouts.",
     "{card} is not in the hand of {seat}: a poignee shows one's own trumps."}},
  {Text::RefPoigneeNotTrump,
    {"{card} n'est pas un atout" NB ": une poignée ne montre que des atouts (et l'Excuse).",
     "{card} is not a trump: a poignee shows only trumps (and the Excuse)."}},
  {Text::RefPoigneeTooFewTrumps,
    {"Une {size} demande {needed} atouts" NB ": le jeu de {seat} n'en a que {given} (Excuse comprise).",
     "A {size} takes {needed} trumps: the hand of {seat} holds only {given} (the Excuse included)."}},
  {Text::RefPoigneeWrongCount,
    {"Une {size} montre exactement {needed} atouts, pas {given}.",
     "A {size} shows exactly {needed} trumps, not {given}."}},
  {Text::RefPoigneeSizeUnknown,
    {"Une poignée montre {simple}, {double} ou {triple} atouts à {players} joueurs, pas {given}.",
     "A poignee shows {simple}, {double} or {triple} trumps at {players} players, not {given}."}},
  {Text::RefPoigneeExcuseWithTrumps,
    {"L'Excuse ne remplace un atout que pour qui n'en a pas d'autre" NB ": {card} n'est pas montré.",
     "The Excuse stands in for a trump only for a player who has no other: {card} is not shown."}},
  {Text::RefPoigneeEcartOnlyTriple,
    {"{card} est à l'écart" NB ": il ne se remontre qu'avec la triple poignée ({needed} atouts, avec les quatre Rois).",
     "{card} is in the ecart: it is shown again only with the triple poignee ({needed} trumps, with the four kings)."}},
  {Text::RefPoigneeEcartTrumpMissing,
    {"Avec les quatre Rois, l'atout écarté doit être remontré avec la triple poignée ({needed} atouts)" NB ": {card} manque.",
     "With the four kings, the trumps put in the ecart must be shown with the triple poignee ({needed} trumps): {card} is missing."}},
  {Text::RefPoigneeAlreadyDecided,
    {"La poignée de {seat} est déjà montrée ou refusée.",
     "The poignee of {seat} has already been shown or declined."}},
  {Text::RefPoigneeTooLate,
    {"Trop tard pour la poignée de {seat}" NB ": elle se montre juste avant la première carte.",
     "Too late for the poignee of {seat}: it is shown just before the first card."}},
  {Text::RefCardHeldByOther,
    {"C'est à {seat} de jouer" NB "; {card} est la carte de {other}.",
     "It is {seat}'s turn; {card} is {other}'s card."}},
  {Text::RefCardAlreadyPlayed,
    {"Carte déjà jouée par {other}" NB ": {card}.",
     "{card} has already been played, by {other}."}},
  {Text::RefCardNotInHand, {"{card} n'est pas dans le jeu de {seat}.", "{card} is not in the hand of {seat}."}},
  {Text::RefCalledSuitFirstTrick,
    {"Le premier pli ne s'entame pas à {suit}, la couleur appelée, sauf avec {card}.",
     "The first trick may not be led in {suit}, the called suit, except with {card}."}},
  {Text::RefMustFollow,
    {"Il faut fournir à {suit}, la couleur demandée.",
     "{suit} were led: {seat} must follow suit."}},
  {Text::RefMustTrump, {"Sans {suit}, il faut couper.", "Without {suit}, {seat} must trump."}},
  {Text::RefMustPlayTrump,
    {"Atout demandé" NB ": il faut jouer atout.",
     "Trumps were led: {seat} must play a trump."}},
  {Text::RefMustOverTrump,
    {"Il faut jouer un atout plus fort que {card}.",
     "{seat} must play a trump higher than {card}."}},
};
// clang-format on
#undef NB

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
