// Why the tournament library refuses something, as a code with its figures (so a console words it in the person's
// language) and as an English sentence (the command-line tool, the tests, a file's refusal). Each code names one
// rule of the rulebook or one check of the document; `position` and `table` say where when they are known.
#pragma once
#include "engine/scorer_entry.h"
#include <cstdint>
#include <string>

namespace tarot::tournament {

enum class RejectionCode : std::uint8_t {
  None,
  BadData,                // a field of the event or file is missing or wrong: `detail` names it (English)
  UnknownEvent,           // detail: the kind
  AlreadyCreated, NotCreated, NameNeeded, TeamNeeded,
  NoSuchPlayer,           // a: the number
  AlreadyWithdrawn,       // a: the player
  PositionsStarted,       // a: positions already started (settings asking for fewer)
  SettingsChangePast,     // b: the SettingsPart that cannot change once position a has started (a 0: once drawn)
  DrawAfterStart, DrawMethodUnknown, ChampionNorth, ChampionUnknown, DrawFirst,
  NextPosition,           // a: the next position to start
  NoMorePositions,        // a: the settings' positions
  PositionNotStarted, NoSuchPosition,
  NoSuchTable,            // a: the position's tables
  NoSheetToCorrect, ReasonNeeded, SheetEntered, PositionClosed, PositionAlreadyClosed,
  SheetMissing,           // a: the table whose sheet is missing
  SeatingEmpty, TableSize, FifthOnlyAtFive,
  SeatedTwice,            // a: the player
  SeatedAfterWithdrawal,  // a: the player, b: the position after which they withdrew
  TablePeople,            // a: the people at the table
  TotalForEmptySeat,      // a: the orientation
  TotalsNotZero,          // a: the sum
  SheetBlank,             // every total 0 and no deal played, not marked as a position not played
  NotPlayedScored,        // a sheet marked not played holds a score or a deal
  BilansNotZero,          // a: the sum
  DealerNeeded,           // a: the deal
  DealRefused,            // a: the deal, entry: why
  TooFewPlayers,          // a: the players
  TableOneNoNorth,
  TeamSize,               // detail: the team, a: its players, b: the team's size
  TeamsDoNotFill, ChosenTooMany /* a askers, b orientation, c seats */, ChosenUnknown, TeamsNoOrientation,
  PlacedTimes,            // a: the player, b: times
  MovementImpossible,     // a: players, b: tables (detail: the movement's reason, English)
  OnlineOnly,             // duplicate deals, bots or a position clock in a tournament not played online
  BotsOrFives,            // bots filling tables of 3 and tables of 5 both asked: one or the other
  ClockMinutes,           // a: the most minutes a position's clock may have
  PenaltyNegative,        // a: the points (chapter 4's penalties are taken from the score: 0 only for a warning)
  CancelReasonNeeded,     // a cancellation without its reason
  CancelNotArbitrator,    // a: the event (from 1), not a late arrival, withdrawal, penalty or visa of the arbitrator
  AlreadyCancelled,       // a: the event (from 1)
  PcnNotDrawn,            // no PCN before the start positions are drawn
  PcnTooFew,              // a: the entrants of the first session, b: the minimum, c: the Formula (players, duos, teams)
  PcnTablesOf5,           // "les tournois à 5 joueurs ne sont pas homologables"
  CoefficientNotEarned,   // a: the session's coefficient, b: the percent of players eliminated, c: the coefficient allowed
  // The movements (chapter 2): teams play the FFT movement only; it is not resumed after a random seating or the
  // best against the best.
  TeamsFftOnly,           // a: the position given a random seating or the best against the best
  FftNotResumed,          // a: the position given the FFT movement, b: the earlier random or best-against-best one
  // A regional final's minimums (chapter 3, articles 2, 8, 14); c: the article (2 players, 8 duos, 14 teams of 4).
  FinalTooFew,            // a: the entrants of the first session, b: the minimum
  FinalSessions,          // a: the sessions, b: the deals of the shortest (at least two of at least 20 deals each)
  // Sessions and finals (chapter 3, article 3; chapter 2, "carré final").
  SeatedAfterElimination, // a: the player, b: the position after which they were eliminated
  EliminationNotNow,      // a: the position that must be closed (the last started), none started or the last one
  EliminationKeep,        // a: the players asked to continue, b: the players playing (at least 3, fewer than all)
  SessionSeatsAll,        // a: the player still playing whom the session's first seating leaves out
  FinalistsMissing,       // a: the finalists asked, b: the players ranked who can play (16 or 20 printed)
  EliminationPlayed,      // a: the session's first position, started: the elimination can no longer be cancelled
  // The arbitrator's visa on a sur contrat (visa.h).
  NoSuchDeal,             // a: the deals of a position
  VisaNoSheet,            // a: the deal; the table's sheet is not in the document yet
  VisaAlreadyGiven,       // a: the deal
  VisaNotNeeded,          // a: the deal, no garde sans nor garde contre (or a sheet of totals)
  Count
};

// What part of the settings a change is refused for.
enum class SettingsPart : std::uint8_t { Formula, DealsPerPosition, Movement, Coefficient, Online };

struct Rejection {
  RejectionCode code = RejectionCode::None;
  int position = 0, table = 0;  // where, 0 when not said
  int a = 0, b = 0, c = 0;
  std::string detail;
  EntryCheck entry;      // DealRefused
  explicit operator bool() const { return code != RejectionCode::None; }
  // "position 2, table 3: the totals sum to 20, not zero"; "" for no refusal.
  std::string english() const;
};

Rejection refuse(RejectionCode code, int a = 0, int b = 0, int c = 0);
Rejection refuseWith(RejectionCode code, const std::string& detail, int a = 0, int b = 0);
// The same refusal said at a position (and a table).
Rejection at(Rejection r, int position, int table = 0);

}  // namespace tarot::tournament
