// A stand-in for `tarot-cli tournament rank FILE` until the tournament document's ranking is merged.
#include "cli/cli_common.h"

namespace tarot::cli {

int cmdTournamentRank(int, char**) { return usage("tournament rank: not built yet"); }

}  // namespace tarot::cli
