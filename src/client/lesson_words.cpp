// The lesson's words (lesson.h): their own table in the translation module, one row a key, French and English.
#include "client/lesson.h"

namespace tarot::client {

namespace {

using L = LessonText;
#define NB "\u00a0"
// clang-format off
const words::Row<LessonText> kRows[] = {
  {L::Title, {"Apprendre", "Learn"}},
  {L::Next, {"Suivant", "Next"}},
  {L::Finish, {"Terminer", "Finish"}},
  {L::Deal, {"La donne" NB ": 18 cartes à chacun, 6 au chien (au milieu). Vous êtes en bas" NB "; voici votre main.",
             "The deal: 18 cards each, 6 to the chien (the middle). You sit at the bottom; here is your hand."}},
  {L::Bid, {"Les enchères" NB ": vous parlez le premier. 2 bouts (le 21 et l'Excuse), 7 atouts et 3 rois" NB ": de quoi faire une Garde. Touchez Garde.",
            "Bidding: you speak first. 2 bouts (the 21 and the Excuse), 7 trumps and 3 kings: worth a Garde (a take that counts double). Tap Garde."}},
  {L::Chien, {"Personne ne monte" NB ": vous êtes le preneur. Le chien, montré à tous, rejoint votre main (ses cartes marquées). Il vous apporte le Petit" NB ": 3 bouts" NB "!",
              "Nobody bids higher: you are the taker. The chien, shown to all, joins your hand (its cards marked). It brings you the Petit: 3 bouts!"}},
  {L::Ecart, {"L'écart" NB ": mettez 6 cartes de côté" NB "; elles compteront pour vous. Jamais un roi ni un bout, un atout seulement si forcé. Écartez vos 4 trèfles et vos 2 petits carreaux, puis validez.",
              "The écart: put 6 cards aside; they count for you. Never a king or a bout, a trump only when forced. Put aside your 4 clubs and 2 small diamonds, then confirm."}},
  {L::Lead, {"Le jeu" NB ": vous entamez. Jouez votre Roi de cœur" NB ": chacun doit fournir du cœur.",
             "The play: you lead. Play your King of hearts: everyone must follow with a heart."}},
  {L::GiveLead, {"Jouez le 7 de pique" NB ": une carte plus forte le prendra et la main passera.",
                 "Play the 7 of spades: a higher card takes it and the lead passes."}},
  {L::Trump, {"Trèfle demandé, et vous n'en avez plus" NB ": il faut couper (jouer un atout), et plus haut que l'atout déjà posé (surcouper).",
              "Clubs led, and you have none: you must trump, and higher than the trump already played (over-trump)."}},
  {L::Excuse, {"Jouez l'Excuse" NB ": elle ne gagne jamais le pli mais vous reste (vous donnez une petite carte en échange).",
               "Play the Excuse: it never wins the trick but stays yours (you give a small card for it)."}},
  {L::Follow, {"Pique demandé" NB ": vous devez fournir du pique.", "Spades led: you must follow with a spade."}},
  {L::PlayOn, {"Finissez la donne" NB ": fournir, sinon couper, sinon défausser. Le Petit au dernier pli vaut une prime (petit au bout).",
               "Play the deal out: follow suit, else trump, else discard. The Petit in the last trick earns a bonus (petit au bout)."}},
  {L::Counting, {"Le compte" NB ": avec {bouts} bouts il fallait {needed} points (56 sans bout, 51 avec 1, 41 avec 2, 36 avec 3). Vous en avez {points}" NB ": {verdict}",
                 "The count: with {bouts} bouts you needed {needed} points (56 with none, 51 with 1, 41 with 2, 36 with 3). You made {points}: {verdict}"}},
  {L::Made, {"contrat réussi" NB "!", "contract made!"}},
  {L::Down, {"contrat chuté.", "contract lost."}},
  {L::WrongBid, {"Pour cette leçon, prenez" NB ": touchez Garde.", "For this lesson, take: tap Garde."}},
  {L::WrongEcart, {"Pour cette leçon, écartez les 4 trèfles et les 2 petits carreaux.",
                   "For this lesson, put aside the 4 clubs and the 2 small diamonds."}},
  {L::WrongCard, {"Pour cette leçon, jouez {card}.", "For this lesson, play {card}."}},
  {L::KeepExcuse, {"Gardez l'Excuse pour tout à l'heure" NB ": coupez avec un atout plus fort.",
                   "Keep the Excuse for later: trump with a higher trump."}},
  {L::ReadFirst, {"Lisez puis touchez Suivant.", "Read, then tap Next."}},
};
// clang-format on
#undef NB
static_assert(sizeof kRows / sizeof kRows[0] == int(LessonText::Count), "one row a key");

}  // namespace

void registerLessonWords() {
  static const bool added =
      (words::addTable("client", "lesson", "client::LessonText", kRows, sizeof kRows / sizeof kRows[0]), true);
  (void)added;
}

const char* lessonText(Lang lang, LessonText key) {
  registerLessonWords();
  return words::text(lang, key);
}

}  // namespace tarot::client
