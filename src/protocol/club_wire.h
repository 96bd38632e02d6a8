// The club protocol's names (docs/PROTOCOL.md, "The club's register"): a club created with its own key, and its
// register of players (names, licences, séries) read and changed with that key alone, since licences are private.
// Written once for the server (src/server/club_desk.cpp) and its clients; the document's check compares its tables
// with these lists. The messages travel on the table protocol's connection (the same version, ids, rate limits).
#pragma once

#include "protocol/tournament_wire.h"

namespace tarot::wire {

// Client -> server.
inline constexpr const char* kClubCreate = "club_create";          // anyone: a new club, answered with its key
inline constexpr const char* kRegisterList = "register_list";      // the club: the whole register
inline constexpr const char* kRegisterSearch = "register_search";  // the club: the entries matching a text typed
inline constexpr const char* kRegisterAdd = "register_add";        // the club: a new entry
inline constexpr const char* kRegisterEdit = "register_edit";      // the club: an entry changed
inline constexpr const char* kRegisterMerge = "register_merge";    // the club: two entries of one person
inline constexpr const char* kRegisterImport = "register_import";  // the club: its list as CSV
inline constexpr const char* kClubClientTypes[] = {kClubCreate,   kRegisterList,  kRegisterSearch, kRegisterAdd,
                                                   kRegisterEdit, kRegisterMerge, kRegisterImport};

// Server -> client.
inline constexpr const char* kClubCreated = "club_created";            // the club's code and key
inline constexpr const char* kRegisterMembers = "register_members";    // entries: the register, or those found
inline constexpr const char* kRegisterChanged = "register_changed";    // the entries an add, edit or merge changed
inline constexpr const char* kRegisterImported = "register_imported";  // the entries added, each line refused
inline constexpr const char* kClubServerTypes[] = {kClubCreated, kRegisterMembers, kRegisterChanged, kRegisterImported};

// Error codes (besides the table protocol's bad_json, bad_message, rate_limited, server_error).
inline constexpr const char* kNoClub = "no_club";                    // no club with that code
inline constexpr const char* kNotClub = "not_club";                  // the key is not the club's
inline constexpr const char* kRegisterRefused = "register_refused";  // the register refuses the change
inline constexpr const char* kClubErrorCodes[] = {kNoClub, kNotClub, kRegisterRefused};

// Limits.
inline constexpr int kMaxClubNameBytes = 80;
inline constexpr int kMaxFound = 50;  // entries a search answers at most

// The club's season (docs/PROTOCOL.md, "The club's season"): the nights the tournament desk holds joined to the
// club's seasons with the register entry of each player, the championships kept over them, both read by anyone.
// Client -> server.
inline constexpr const char* kClubNight = "club_night";                    // the club: a night joins (or replaces)
inline constexpr const char* kSeasonChampionship = "season_championship";  // the club: a championship set
inline constexpr const char* kSeasonChampionshipRemove = "season_championship_remove";  // the club: one removed
inline constexpr const char* kClubSeasons = "club_seasons";                // anyone: the seasons, nights, championships
inline constexpr const char* kSeasonRanking = "season_ranking";            // anyone: a championship's ranking
inline constexpr const char* kSeasonClientTypes[] = {kClubNight, kSeasonChampionship, kSeasonChampionshipRemove,
                                                     kClubSeasons, kSeasonRanking};

// Server -> client.
inline constexpr const char* kClubNightAdded = "club_night_added";  // the night's season and date
inline constexpr const char* kSeasonChanged = "season_changed";     // the season's championships after a change
inline constexpr const char* kClubSeasonList = "club_season_list";  // the club's seasons
inline constexpr const char* kSeasonRanked = "season_ranked";       // a championship's ranking
inline constexpr const char* kSeasonServerTypes[] = {kClubNightAdded, kSeasonChanged, kClubSeasonList, kSeasonRanked};

// Error code, with `club_refusal` {code, index, detail}.
inline constexpr const char* kClubRefused = "club_refused";
inline constexpr const char* kSeasonErrorCodes[] = {kClubRefused};

// The club_refusal codes.
inline constexpr const char* kRefNoTournament = kNoTournament;  // no tournament with that code (the tournament's code)
inline constexpr const char* kRefNotDirector = kNotDirector;    // the key is not that tournament's director's (the same)
inline constexpr const char* kRefTournamentTaken = "tournament_taken";  // another club's night already
inline constexpr const char* kRefBadDate = "bad_date";                  // detail: the date given
inline constexpr const char* kRefBadSeason = "bad_season";              // detail: the season given
inline constexpr const char* kRefMembersCount = "members_count";        // index: the members given (the players: detail)
inline constexpr const char* kRefUnknownMember = "unknown_member";      // index: the night's player (from 0)
inline constexpr const char* kRefNoSeason = "no_season";                // detail: the season named
inline constexpr const char* kRefNoChampionship = "no_championship";    // detail: the championship's id
inline constexpr const char* kRefBadChampionship = "bad_championship";  // detail: what is wrong with it
inline constexpr const char* kClubRefusalCodes[] = {kRefNoTournament, kRefNotDirector,  kRefTournamentTaken,
                                                    kRefBadDate,      kRefBadSeason,    kRefMembersCount,
                                                    kRefUnknownMember, kRefNoSeason,    kRefNoChampionship,
                                                    kRefBadChampionship};
inline constexpr int kMaxNightMembers = 1000;  // a night's members array at most

}  // namespace tarot::wire
