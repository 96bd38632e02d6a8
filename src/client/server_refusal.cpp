// The server's refusals worded by the client, one sentence a code in each language.
#include "client/server_refusal.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"

namespace tarot::client {

namespace {

struct Words {
  const char* code;
  const char* fr;
  const char* en;
};

const Words kWords[] = {
    {wire::kBadJson, "Le serveur n'a pas pu lire la demande (ce n'est pas du JSON).",
     "The server could not read the request (it is not JSON)."},
    {wire::kTooBig, "La demande est trop longue pour le serveur.", "The request is too long for the server."},
    {wire::kBadVersion, "Le serveur parle une autre version du protocole : rechargez la page.",
     "The server speaks another version of the protocol: reload the page."},
    {wire::kUnknownType, "Le serveur ne connaît pas cette demande : il est sans doute plus ancien que cette page.",
     "The server does not know this request: it is probably older than this page."},
    {wire::kBadMessage, "Le serveur refuse une demande incomplète ou hors limites.",
     "The server refuses a request that is incomplete or out of bounds."},
    {wire::kRateLimited, "Trop de messages : nouvel essai dans un instant.", "Too many messages: trying again in a moment."},
    {wire::kServerError, "Le serveur n'a pas pu enregistrer : nouvel essai bientôt.",
     "The server could not save: trying again soon."},
    {wire::kNoTournament, "Ce tournoi, cette position ou cette table n'existe pas (encore) sur le serveur.",
     "No such tournament, position or table on the server (yet)."},
    {wire::kNotDirector, "Seul l'arbitre du tournoi, avec sa clé, peut faire cela.",
     "Only the tournament's director, with its key, may do this."},
    {wire::kBadKey, "Ce lien n'est pas celui de cette table à cette position : demandez le bon lien à l'arbitre.",
     "This link is not this table's at this position: ask the director for the right one."},
    {wire::kSheetLocked, "La feuille est verrouillée : seul l'arbitre peut encore la modifier.",
     "The sheet is locked: only the director can change it now."},
    {wire::kBadEntry, "Donne refusée par le serveur : la donne d'avant n'est pas saisie, ou le calcul du score la refuse.",
     "Deal refused by the server: the deal before is not entered, or the scoring refuses it."},
    {wire::kBadConfirm, "Confirmation refusée : la donne a été saisie de nouveau, ou ce siège ne peut pas la confirmer.",
     "Confirmation refused: the deal was entered again, or this seat cannot confirm it."},
    {wire::kEventRefused, "Le tournoi du serveur ne permet pas ce changement : un autre y est arrivé avant, ou une limite du serveur l'empêche.",
     "The server's tournament does not allow this change: another one got there first, or a limit of the server prevents it."},
    {wire::kNotClosed, "Les donnes de cette position ne sont publiées qu'une fois la position close.",
     "This position's deals are published only once the position is closed."},
};

}  // namespace

const std::vector<std::string>& tournamentErrorCodes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out = {wire::kBadJson,     wire::kTooBig,      wire::kBadVersion, wire::kUnknownType,
                                    wire::kBadMessage,  wire::kRateLimited, wire::kServerError};
    for (const char* c : wire::kTournamentErrorCodes) out.push_back(c);
    return out;
  }();
  return codes;
}

std::string serverRefusalText(match::Lang lang, const std::string& code, const std::string& message) {
  const bool fr = lang == match::Lang::French;
  if (code.empty()) return "";
  for (const Words& w : kWords)
    if (code == w.code) return fr ? w.fr : w.en;
  // A code this client does not know (a newer server): the server's own text, as a detail.
  const std::string said = fr ? "Le serveur a refusé la demande (" + code + ")" : "The server refused the request (" + code + ")";
  return message.empty() ? said + "." : said + (fr ? " : " : ": ") + message;
}

}  // namespace tarot::client
