// The English words of the tournament's refusals (the console has them in French and English too).
#include "tournament/refusal.h"

namespace tarot::tournament {

Rejection refuse(RejectionCode code, int a, int b, int c) {
  Rejection r;
  r.code = code;
  r.a = a, r.b = b, r.c = c;
  return r;
}

Rejection refuseWith(RejectionCode code, const std::string& detail, int a, int b) {
  Rejection r = refuse(code, a, b);
  r.detail = detail;
  return r;
}

Rejection at(Rejection r, int position, int table) {
  if (r.position == 0) r.position = position;
  if (r.table == 0) r.table = table;
  return r;
}

namespace {

std::string n(int x) { return std::to_string(x); }

std::string sentence(const Rejection& r) {
  using C = RejectionCode;
  switch (r.code) {
    case C::None: return "";
    case C::BadData: return r.detail;
    case C::UnknownEvent: return "unknown event kind \"" + r.detail + "\"";
    case C::AlreadyCreated: return "the tournament is already created";
    case C::NotCreated: return "the tournament is created first";
    case C::NameNeeded: return "a player needs a name";
    case C::TeamNeeded: return "a team tournament: the player needs a team";
    case C::NoSuchPlayer: return "no player number " + n(r.a);
    case C::AlreadyWithdrawn: return "player " + n(r.a) + " has already withdrawn";
    case C::PositionsStarted: return n(r.a) + " positions are already started";
    case C::SettingsChangePast:
      return r.detail + (r.a ? " cannot change once position " + n(r.a) + " has started" : " cannot change once the places are drawn");
    case C::DrawAfterStart: return "the positions have started: the start positions are drawn before";
    case C::DrawMethodUnknown: return "\"method\" must be random, chosen or manual";
    case C::ChampionNorth: return "article 25: the champion sits North at table 1";
    case C::ChampionUnknown: return "the champion is not a registered player";
    case C::DrawFirst: return "draw the start positions first";
    case C::NextPosition: return "the next position to start is " + n(r.a);
    case C::NoMorePositions: return "the settings have " + n(r.a) + " positions";
    case C::PositionNotStarted: return "the position has not started";
    case C::NoSuchPosition: return "no such position";
    case C::NoSuchTable: return "the position has " + n(r.a) + " tables";
    case C::NoSheetToCorrect: return "no sheet to correct";
    case C::ReasonNeeded: return "a correction needs its reason";
    case C::SheetEntered: return "the sheet is already entered (a correction says why it changes)";
    case C::PositionClosed: return "the position is closed (only the arbitrator corrects, article 28)";
    case C::PositionAlreadyClosed: return "the position is already closed";
    case C::SheetMissing: return "the sheet of table " + n(r.a) + " is missing";
    case C::SeatingEmpty: return "the seating has no table";
    case C::TableSize: return "a table seats 3 to 5 players";
    case C::FifthOnlyAtFive: return "a Fifth sits only at a full table of 5";
    case C::SeatedTwice: return "player " + n(r.a) + " is seated twice";
    case C::SeatedAfterWithdrawal: return "player " + n(r.a) + " withdrew after position " + n(r.b);
    case C::TablePeople: return "a table plays at 3, 4 or 5, not " + n(r.a);
    case C::TotalForEmptySeat: return std::string("a total is given for the empty seat ") + "NSEW5"[r.a % 5];
    case C::TotalsNotZero: return "the totals sum to " + n(r.a) + ", not zero";
    case C::SheetBlank: return "every total is 0: a blank sheet is handed in only marked as a position not played";
    case C::NotPlayedScored: return "a sheet marked as a position not played holds no score and no deal";
    case C::BilansNotZero: return "the bilans sum to " + n(r.a) + ", not zero";
    case C::DealerNeeded: return "deal " + n(r.a) + ": choose the dealer";
    case C::DealRefused: return "deal " + n(r.a) + ": " + std::string(entryCheckText(r.entry));
    case C::TooFewPlayers: return n(r.a) + " players: no start positions of tables of 3 and 4";
    case C::TableOneNoNorth: return "table 1 has no North";
    case C::TeamSize: return "team \"" + r.detail + "\" has " + n(r.a) + " players, not " + n(r.b);
    case C::TeamsDoNotFill: return "the teams do not fill tables of 4";
    case C::ChosenTooMany:
      return n(r.a) + " players chose " + "NSEW"[r.b % 4] + " for " + n(r.c) + " seats";
    case C::ChosenUnknown: return "a chosen orientation names no registered player or no orientation";
    case C::TeamsNoOrientation: return "teams keep their table: orientations are not chosen";
    case C::PlacedTimes: return "player " + n(r.a) + " is placed " + n(r.b) + " times";
    case C::MovementImpossible: return r.detail.empty() ? "no movement seats " + n(r.a) + " players at " + n(r.b) + " tables" : r.detail;
    case C::OnlineOnly: return "duplicate deals, bots and a position's clock are for a tournament played online";
    case C::BotsOrFives: return "bots fill the tables of 3 to 4, or tables of 5 take the extra players: not both";
    case C::ClockMinutes: return "a position's clock has 0 to " + n(r.a) + " minutes";
    case C::PenaltyNegative:
      return "a penalty takes points from the score: " + n(r.a) + " points is refused (0 only for a warning)";
    case C::CancelReasonNeeded: return "a cancellation needs its reason";
    case C::CancelNotArbitrator: return "event " + n(r.a) + " is not a late arrival, a withdrawal, a penalty or a visa";
    case C::AlreadyCancelled: return "event " + n(r.a) + " is already cancelled";
    case C::PcnNotDrawn: return "no PCN before the start positions are drawn";
    case C::PcnTooFew:
      return std::string("no PCN: ") + n(r.a) + (r.c == 1 ? " duos" : r.c == 2 ? " teams" : " players") +
             ", a tournament is homologated from " + n(r.b);
    case C::PcnTablesOf5: return "no PCN: a tournament with tables of 5 cannot be homologated";
    case C::CoefficientNotEarned:
      return "article 3: a coefficient of " + n(r.a) + " hundredths needs players eliminated; " + n(r.b) +
             " % were, which allows " + n(r.c);
    case C::TeamsFftOnly:
      return "position " + n(r.a) + ": a team tournament plays the FFT movement, not a random seating nor the best "
             "against the best";
    case C::FftNotResumed:
      return "position " + n(r.a) + ": the FFT movement cannot be resumed after the random or best-against-best "
             "seating of position " + n(r.b);
    case C::FinalTooFew:
      return "regional final (article " + n(r.c) + "): " + n(r.a) +
             (r.c == 8 ? " duos" : r.c == 14 ? " teams" : " players") + " at the first session, at least " + n(r.b) +
             " are needed";
    case C::FinalSessions:
      return "regional final (article " + n(r.c) + "): at least two sessions of at least 20 deals each; " + n(r.a) +
             (r.a == 1 ? " session" : " sessions") + ", the shortest of " + n(r.b) + " deals";
    case C::SeatedAfterElimination: return "player " + n(r.a) + " was eliminated after position " + n(r.b);
    case C::EliminationNotNow:
      return r.a ? "position " + n(r.a) + " must be closed before players are eliminated, and no later one started"
                 : "players are eliminated between positions: after a closed position, before the last one";
    case C::EliminationKeep:
      return n(r.a) + " players cannot continue out of " + n(r.b) + ": at least 3, and fewer than all";
    case C::SessionSeatsAll: return "the session's first seating leaves out player " + n(r.a) + ", who is still playing";
    case C::FinalistsMissing:
      return "the carré final seats " + n(r.a) + " finalists (16 or 20 printed); " + n(r.b) + " players can play it";
    case C::EliminationPlayed:
      return "position " + n(r.a) + " has started with the players kept: the elimination can no longer be cancelled";
    case C::NoSuchDeal: return "a position has " + n(r.a) + " deals";
    case C::VisaNoSheet: return "deal " + n(r.a) + ": the visa goes on the sheet, which is not in yet";
    case C::VisaAlreadyGiven: return "deal " + n(r.a) + ": the arbitrator's visa is already given";
    case C::VisaNotNeeded: return "deal " + n(r.a) + ": no garde sans nor garde contre, no visa to give";
    case C::Count: break;
  }
  return "refused";
}

}  // namespace

std::string Rejection::english() const {
  if (code == RejectionCode::None) return "";
  std::string where;
  if (position) where = "position " + n(position) + (table ? ", table " + n(table) : std::string()) + ": ";
  else if (table) where = "table " + n(table) + ": ";
  return where + sentence(*this);
}

}  // namespace tarot::tournament
