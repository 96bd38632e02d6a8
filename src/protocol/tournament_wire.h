// The tournament protocol's names (docs/PROTOCOL.md, "Tournaments"), written once for the server's desk
// (src/server/tournament_desk.cpp) and its clients: the message types both ways, the error codes the desk can send,
// the limits. The document's check (tests/server/protocol_doc_test.cpp) compares its tables with these lists.
// The messages travel on the table protocol's connection (the same version, request ids and rate limits).
#pragma once
#include <cstddef>

namespace tarot::wire {

// Client -> server.
inline constexpr const char* kTournamentCreate = "tournament_create";    // anyone: a new tournament
inline constexpr const char* kTournamentEvent = "tournament_event";      // the director: one document event
inline constexpr const char* kTournamentTable = "tournament_table";      // a table's phone: its sheet as it stands
inline constexpr const char* kTournamentEnter = "tournament_enter";      // a table's phone (North): one deal
inline constexpr const char* kTournamentConfirm = "tournament_confirm";  // another seat: confirms that deal
inline constexpr const char* kTournamentWatch = "tournament_watch";      // anyone: the standings, pushed
inline constexpr const char* kTournamentEvents = "tournament_events";    // the director: the document from `from`
inline constexpr const char* kTournamentRanking = "tournament_ranking";  // anyone: one position's ranking, pushed
inline constexpr const char* kTournamentSeat = "tournament_seat";        // a player (their key): their seat now
inline constexpr const char* kTournamentRecords = "tournament_records";  // anyone: a closed online position's deals
// The director: a player's new key (the one before stops working); answered with the same type.
inline constexpr const char* kTournamentPlayerKey = "tournament_player_key";
inline constexpr const char* kTournamentClientTypes[] = {kTournamentCreate, kTournamentEvent,   kTournamentTable,
                                                          kTournamentEnter,  kTournamentConfirm, kTournamentWatch,
                                                          kTournamentEvents, kTournamentRanking, kTournamentSeat,
                                                          kTournamentRecords,
                                                          kTournamentPlayerKey};

// The document's events the director appends with tournament_event ("create" comes with tournament_create).
inline constexpr const char* kTournamentEventKinds[] = {"register",     "late_arrival",   "withdrawal", "settings",
                                                        "draw",         "start_position", "sheet",      "correct_sheet",
                                                        "penalty",      "close_position", "cancel",     "eliminate",
                                                        "visa"};

// Server -> client.
inline constexpr const char* kTournamentCreated = "tournament_created";
inline constexpr const char* kTournamentAccepted = "tournament_accepted";   // a director's event, kept
inline constexpr const char* kTournamentSheet = "tournament_sheet";         // a table's sheet (to its phones)
inline constexpr const char* kTournamentStandings = "tournament_standings"; // rankings, missing sheets, seating
inline constexpr const char* kTournamentProgress = "tournament_progress";   // one deal confirmed (to watchers)
// The document's events from an index (the answer to tournament_events, then pushed to the director's connection).
inline constexpr const char* kTournamentEventList = "tournament_event_list";
inline constexpr const char* kTournamentPositionRanking = "tournament_position_ranking";  // one position's ranking
// The standings pushed after a change: what changed, applied by the page onto the standings it holds.
inline constexpr const char* kTournamentStandingsUpdate = "tournament_standings_update";
// An online position's clock, to the players at a table: the seconds left, or that the time is up.
inline constexpr const char* kTournamentClock = "tournament_clock";
inline constexpr const char* kTournamentServerTypes[] = {kTournamentCreated, kTournamentAccepted, kTournamentSheet,
                                                          kTournamentStandings, kTournamentProgress,
                                                          kTournamentEventList, kTournamentPositionRanking,
                                                          kTournamentSeat, kTournamentRecords,
                                                          kTournamentStandingsUpdate,
                                                          kTournamentPlayerKey,
                                                          kTournamentClock};

// Error codes (besides the table protocol's bad_json, bad_message, rate_limited, server_error).
inline constexpr const char* kNoTournament = "no_tournament";        // no such tournament, table or position
inline constexpr const char* kNotDirector = "not_director";          // the director's key is needed
inline constexpr const char* kBadKey = "bad_key";                    // not this table's key at this position
inline constexpr const char* kSheetLocked = "sheet_locked";          // the deal or sheet is confirmed: director only
inline constexpr const char* kBadEntry = "bad_entry";                // the scorer's model refuses the deal
inline constexpr const char* kBadConfirm = "bad_confirm";            // nothing to confirm, or not by that seat
inline constexpr const char* kEventRefused = "event_refused";        // the tournament document refuses the event
inline constexpr const char* kNotClosed = "not_closed";              // an online position's deals before its close
inline constexpr const char* kTournamentErrorCodes[] = {kNoTournament, kNotDirector, kBadKey,      kSheetLocked,
                                                         kBadEntry,     kBadConfirm,  kEventRefused, kNotClosed};

// Limits.
inline constexpr std::size_t kMaxEntryIdBytes = 64;        // a phone's entry id: 1 to 64 characters
inline constexpr std::size_t kMaxTournamentNameBytes = 80;
inline constexpr int kMaxTournamentTables = 250;           // tables at one position
inline constexpr int kMaxWatchers = 5000;                  // standings connections per tournament
inline constexpr int kMaxEventsPerList = 200;              // events in one tournament_event_list

}  // namespace tarot::wire
