// The standings' messages as the online layer names them: written and read once, in src/protocol
// (tournament_standings.h); the standings page's client (standings_watch.h) and its screen use these names.
#pragma once
#include "protocol/tournament_replies.h"
#include "protocol/tournament_standings.h"

namespace tarot::online {

using protocol::MissingSheet;
using protocol::PositionRanking;
using protocol::RankLine;
using protocol::TournamentProgress;
using protocol::TournamentStandings;
using protocol::writeRanking;
using protocol::apply;
using protocol::read;
using protocol::writeWatch;

}  // namespace tarot::online
