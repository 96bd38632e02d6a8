// The server's refusals worded by the client, one sentence a code in each language.
#include "client/server_refusal.h"
#include "client/phone_words.h"
#include "match/refusal_text.h"
#include "match/translations.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"

namespace tarot::client {

namespace {

struct Words {
  const char* code;
  match::Text text;
};

const Words kWords[] = {
    {wire::kBadJson, match::Text::SrvBadJson},           {wire::kTooBig, match::Text::SrvTooBig},
    {wire::kBadVersion, match::Text::SrvBadVersion},     {wire::kUnknownType, match::Text::SrvUnknownType},
    {wire::kBadMessage, match::Text::SrvBadMessage},     {wire::kRateLimited, match::Text::SrvRateLimited},
    {wire::kServerError, match::Text::SrvServerError},   {wire::kNoTournament, match::Text::SrvNoTournament},
    {wire::kNotDirector, match::Text::SrvNotDirector},   {wire::kBadKey, match::Text::SrvBadKey},
    {wire::kSheetLocked, match::Text::SrvSheetLocked},   {wire::kBadEntry, match::Text::SrvBadEntry},
    {wire::kBadConfirm, match::Text::SrvBadConfirm},     {wire::kEventRefused, match::Text::SrvEventRefused},
    {wire::kNotClosed, match::Text::SrvNotClosed},
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
  registerPhoneWords();
  if (code.empty()) return "";
  for (const Words& w : kWords)
    if (code == w.code) return match::tr(lang, w.text);
  // A code this client does not know (a newer server): the server's own text, as a detail.
  if (message.empty()) return match::fillPlaceholders(match::tr(lang, match::Text::SrvUnknownCode), {{"code", code}});
  return match::fillPlaceholders(match::tr(lang, match::Text::SrvUnknownCodeSaid), {{"code", code}, {"message", message}});
}

}  // namespace tarot::client
