// The server's refusals in the person's language (docs/PROTOCOL.md, the errors): the arbitrator's console and a
// table's phone say every error code they can get from the server in their own words, in French and in English;
// the server's English `message` is shown only as a detail of a code they do not know.
#pragma once
#include "match/translations.h"
#include <string>
#include <vector>

namespace tarot::client {

// The codes a tournament's client can get: the protocol's own (a malformed or unknown request, the rate limit, the
// store) and the tournament desk's (wire::kTournamentErrorCodes).
const std::vector<std::string>& tournamentErrorCodes();
// The refusal as a sentence in `lang` ("" for no code).
std::string serverRefusalText(match::Lang lang, const std::string& code, const std::string& message);

}  // namespace tarot::client
