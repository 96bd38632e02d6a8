// French and English strings; the tables are indexed by Text and checked complete by a test.
#include "ui/i18n.h"

namespace tarot::ui {

namespace {

const char* const kFrench[] = {
  "Tarot", "Nouvelle partie", "Joueurs", "3 joueurs", "4 joueurs", "5 joueurs",
  "5 personnes à 4 (le donneur ne joue pas)", "Votre nom", "Place", "Niveau", "Nom", "Donnes", "Numéro de donne",
  "vide = au hasard", "Langue", "Vitesse d'animation", "Jouer", "Reprendre la partie", "Débutant", "Standard",
  "Expert", "Hasard",
  "Passe", "Prise", "Garde", "Garde sans", "Garde contre", "Votre enchère", "Appeler une carte",
  "Le partenaire est celui qui tient la carte appelée.", "Le chien", "Écart", "Choisissez les cartes à écarter.",
  "Les rois ne s'écartent pas.", "Les bouts ne s'écartent pas.",
  "Atout seulement si vous n'avez pas d'autre carte à écarter.", "Cartes choisies", "Valider",
  "Annoncer un chelem ?", "Annoncer le chelem", "Pas de chelem",
  "Montrer une poignée ?", "Simple poignée", "Double poignée", "Triple poignée", "Ne pas montrer",
  "montre une poignée", "Donneur", "À jouer",
  "Preneur", "Partenaire", "Défense", "Attaque", "Contrat", "Bouts", "Points réalisés", "Points nécessaires",
  "Fait", "Chuté", "de", "Poignée", "Petit au bout", "Chelem", "Score", "Total", "Donne suivante",
  "Fin de la partie", "Classement", "Départage : donnes gagnées comme preneur, puis place partagée.",
  "Nouvelle partie", "Petit sec : la donne est annulée.", "Tout le monde passe : la donne est annulée.",
  "Redistribuer", "Dernier pli", "Aide",
  "Règles FFT en bref\n"
  "- Enchères : Prise < Garde < Garde sans < Garde contre ; chacun parle une fois.\n"
  "- Il faut 56 points sans bout, 51 avec 1, 41 avec 2, 36 avec 3 (bouts : Petit, 21, Excuse).\n"
  "- Fournir la couleur demandée ; sinon couper, en surcoupant si possible ; sinon défausser.\n"
  "- À l'atout, monter si possible. L'Excuse se joue à tout moment et reste à son camp.\n"
  "- Écart : ni roi ni bout ; un atout seulement si c'est inévitable (montré à la défense).\n"
  "- Poignée (4 joueurs) : 10, 13 ou 15 atouts, montrée avant sa première carte ; prime au camp gagnant.\n"
  "- Petit au bout : le Petit au dernier pli, 10 × coefficient au camp qui le gagne.\n"
  "- Marque : (25 + écart) × coefficient (1, 2, 4, 6) + primes ; le preneur marque 3 fois (à 4).",
  "Fermer", "Feuille de marque", "Donne", "Enchère", "appelle", "annonce le chelem", "seul",
  "Refusé", "À vous de jouer", "réfléchit…", "ne joue pas cette donne", "Cartes gagnées", "Chien", "Écart",
  "Somme nulle", "Menu", "Quitter",
  "Parties précédentes", "Mode marqueur (cartes réelles)", "Primes", "Bilan", "Imprimer (HTML)", "Exporté :",
  "Ouvrir", "Supprimer", "Confirmer la suppression", "Aucune partie enregistrée.",
  "Liste des parties illisible : elle sera reconstruite.", "Nouvelle donne", "Ajouter la donne", "Annuler la dernière",
  "Importer une donne (JSON)", "Ce n'est pas à vous de jouer.", "Choisir les atouts à montrer",
  "Touchez les atouts à montrer (les autres restent cachés).", "Retour", "Vous",
};

const char* const kEnglish[] = {
  "Tarot", "New game", "Players", "3 players", "4 players", "5 players",
  "5 people at 4 (the dealer sits out)", "Your name", "Seat", "Level", "Name", "Deals", "Deal number",
  "empty = random", "Language", "Animation speed", "Play", "Resume the game", "Beginner", "Standard", "Expert",
  "Random",
  "Pass", "Prise", "Garde", "Garde sans", "Garde contre", "Your bid", "Call a card",
  "Your partner is whoever holds the called card.", "The chien", "Ecart", "Choose the cards to put aside.",
  "Kings cannot go to the ecart.", "Bouts cannot go to the ecart.",
  "A trump only when you have no other card to put aside.", "Cards chosen", "Confirm",
  "Announce a chelem?", "Announce the chelem", "No chelem",
  "Show a poignee?", "Single poignee", "Double poignee", "Triple poignee", "Don't show",
  "shows a poignee", "Dealer", "To play",
  "Taker", "Partner", "Defence", "Attack", "Contract", "Bouts", "Points made", "Points needed",
  "Made", "Down", "by", "Poignee", "Petit au bout", "Chelem", "Score", "Total", "Next deal",
  "Match over", "Ranking", "Tie-break: deals won as taker, then a shared place.",
  "New match", "Petit sec: the deal is annulled.", "Everybody passed: the deal is annulled.",
  "Redeal", "Last trick", "Help",
  "FFT rules in short\n"
  "- Bids: Prise < Garde < Garde sans < Garde contre; each player speaks once.\n"
  "- The taker needs 56 points with no bout, 51 with 1, 41 with 2, 36 with 3 (bouts: Petit, 21, Excuse).\n"
  "- Follow suit; otherwise trump, over-trumping if you can; otherwise discard.\n"
  "- On a trump lead, play higher if you can. The Excuse can be played any time and stays with its camp.\n"
  "- Ecart: no king, no bout; a trump only when unavoidable (shown to the defence).\n"
  "- Poignee (4 players): 10, 13 or 15 trumps shown before your first card; bonus to the winning camp.\n"
  "- Petit au bout: the Petit in the last trick, 10 x multiplier to the camp that wins it.\n"
  "- Score: (25 + margin) x multiplier (1, 2, 4, 6) + bonuses; the taker scores 3 times (at 4).",
  "Close", "Scoresheet", "Deal", "Bid", "calls", "announces a chelem", "alone",
  "Refused", "Your turn", "thinking…", "sits out this deal", "Cards won", "Chien", "Ecart",
  "Zero sum", "Menu", "Quit",
  "Past games", "Scorer mode (real cards)", "Bonuses", "Balance", "Print (HTML)", "Exported:",
  "Open", "Delete", "Confirm deletion", "No saved game yet.",
  "The list of games is unreadable: it will be rebuilt.", "New deal", "Add the deal", "Undo the last one",
  "Import a deal (JSON)", "It is not your turn.", "Choose the trumps to show",
  "Tap the trumps to show (the others stay hidden).", "Back", "You",
};

static_assert(sizeof(kFrench) / sizeof(kFrench[0]) == int(Text::Count), "every text needs its French string");
static_assert(sizeof(kEnglish) / sizeof(kEnglish[0]) == int(Text::Count), "every text needs its English string");

}  // namespace

const char* tr(Lang lang, Text text) {
  const int i = int(text);
  if (i < 0 || i >= int(Text::Count)) return "?";
  return lang == Lang::English ? kEnglish[i] : kFrench[i];
}

}  // namespace tarot::ui
