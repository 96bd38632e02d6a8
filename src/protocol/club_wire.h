// The club protocol's names (docs/PROTOCOL.md, "The club's register"): a club created with its own key, and its
// register of players (names, licences, séries) read and changed with that key alone, since licences are private.
// Written once for the server (src/server/club_desk.cpp) and its clients; the document's check compares its tables
// with these lists. The messages travel on the table protocol's connection (the same version, ids, rate limits).
#pragma once

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

}  // namespace tarot::wire
