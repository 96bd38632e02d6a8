// The table protocol's names (docs/PROTOCOL.md, version 1), written once for the server (src/server) and the client
// (src/online) through the protocol module (messages.h): the message types both ways, every error code the server can send, the request limits. The
// document's check (tests/server/protocol_doc_test.cpp) compares its tables with these lists.
#pragma once
#include <cstddef>

namespace tarot::wire {

inline constexpr int kVersion = 1;

// Client -> server.
inline constexpr const char* kPing = "ping";
inline constexpr const char* kList = "list";
inline constexpr const char* kCreate = "create";
inline constexpr const char* kJoin = "join";
inline constexpr const char* kResume = "resume";
inline constexpr const char* kStart = "start";
inline constexpr const char* kAct = "act";
inline constexpr const char* kNextDeal = "next_deal";
inline constexpr const char* kLock = "lock";
inline constexpr const char* kFreeSeat = "free_seat";
inline constexpr const char* kLeave = "leave";
inline constexpr const char* kClientTypes[] = {kPing,     kList, kCreate, kJoin,     kResume, kStart,
                                                kAct,      kNextDeal, kLock, kFreeSeat, kLeave};

// Server -> client.
inline constexpr const char* kCreated = "created";
inline constexpr const char* kJoined = "joined";
inline constexpr const char* kState = "state";
inline constexpr const char* kSheet = "sheet";
inline constexpr const char* kTables = "tables";
inline constexpr const char* kSeatFreed = "seat_freed";
inline constexpr const char* kSeatTakenOver = "seat_taken_over";
inline constexpr const char* kPong = "pong";
inline constexpr const char* kError = "error";
inline constexpr const char* kServerTypes[] = {kCreated,   kJoined,        kState, kSheet, kTables,
                                                kSeatFreed, kSeatTakenOver, kPong,  kError};

// Error codes ("code" of an error message).
inline constexpr const char* kBadJson = "bad_json";
inline constexpr const char* kTooBig = "too_big";
inline constexpr const char* kBadVersion = "bad_version";
inline constexpr const char* kUnknownType = "unknown_type";
inline constexpr const char* kBadMessage = "bad_message";
inline constexpr const char* kBadSettings = "bad_settings";
inline constexpr const char* kBadName = "bad_name";
inline constexpr const char* kBadAction = "bad_action";
inline constexpr const char* kRateLimited = "rate_limited";
inline constexpr const char* kNoTable = "no_table";
inline constexpr const char* kBadToken = "bad_token";
inline constexpr const char* kNotCreator = "not_creator";
inline constexpr const char* kNotSeated = "not_seated";
inline constexpr const char* kWrongTable = "wrong_table";
inline constexpr const char* kAlreadySeated = "already_seated";
inline constexpr const char* kSeatTaken = "seat_taken";
inline constexpr const char* kTableFull = "table_full";
inline constexpr const char* kSeatFree = "seat_free";
inline constexpr const char* kLocked = "locked";
inline constexpr const char* kMatchOver = "match_over";
inline constexpr const char* kAlreadyStarted = "already_started";
inline constexpr const char* kNotStarted = "not_started";
inline constexpr const char* kNoNextDeal = "no_next_deal";
inline constexpr const char* kNotYourTurn = "not_your_turn";
inline constexpr const char* kRefused = "refused";
inline constexpr const char* kServerError = "server_error";
inline constexpr const char* kErrorCodes[] = {
    kBadJson,   kTooBig,    kBadVersion, kUnknownType,   kBadMessage, kBadSettings, kBadName,
    kBadAction, kRateLimited, kNoTable,  kBadToken,      kNotCreator, kNotSeated,   kWrongTable,
    kAlreadySeated, kSeatTaken, kTableFull, kSeatFree,   kLocked,     kMatchOver,   kAlreadyStarted,
    kNotStarted, kNoNextDeal, kNotYourTurn, kRefused,    kServerError};

// Members named as a type or a code, so that each word is written here once.
inline constexpr const char* kLockedMember = kLocked;  // the `lock` request's and the `state` message's flag
inline constexpr const char* kSheetMember = kSheet;    // the `sheet` message's scoresheet
inline constexpr const char* kTablesMember = kTables;  // the `tables` message's list

// Limits and timeouts (the server's defaults; the options of tarot-server change the times).
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;  // larger messages are refused (too_big)
inline constexpr std::size_t kMaxFrameBytes = 64 * 1024;    // larger frames close the connection (1009)
inline constexpr std::size_t kMaxNameBytes = 24;
inline constexpr std::size_t kMaxIdBytes = 64;              // a request id ("id"), string or integer
inline constexpr double kRatePerSecond = 20;                // messages a second per connection
inline constexpr double kRateBurst = 40;
inline constexpr int kMaxRateStrikes = 100;                 // rate_limited answers before the connection is closed
inline constexpr double kPingDeadline = 10;                 // seconds without a frame before a connection is dead
inline constexpr double kIdleClose = 60;                    // seconds a connection holding no seat may stay silent
inline constexpr double kGrace = 60;                        // seconds an away seat is kept before a bot plays it
inline constexpr double kNextDealDelay = 20;

// Table codes: Crockford base32 (no I, L, O, U), 100 bits; seat and creator tokens: lowercase hex, 128 bits.
inline constexpr const char* kTableCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
inline constexpr std::size_t kTableCodeLength = 20;
inline constexpr std::size_t kTokenLength = 32;

}  // namespace tarot::wire
