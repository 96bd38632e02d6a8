// The deal record: one deal as JSON (cards dealt, bids, call, écart, chelem, poignées, cards played), the stable
// format tarot-cli reads and writes and the game uses for exports and saved games; and its replay through the
// engine, which checks every step.
#pragma once
#include "engine/game_state.h"
#include "record/json.h"
#include <string>
#include <string_view>
#include <vector>

namespace tarot {

struct PoigneeRecord {
  int seat = 0;
  CardSet cards;
};

struct DealRecord {
  int players = 4;
  int dealer = 0;
  std::array<CardSet, kMaxPlayers> hands{};   // by seat, as dealt
  CardSet chien;
  std::vector<Contract> bids;                 // in speaking order from (dealer + 1)
  Card called = kNoCard;                      // 5 players
  bool hasEcart = false;
  CardSet ecart;
  bool chelemDecided = false;                 // "chelem" present in the record
  bool chelem = false;                        // the taker announced a chelem
  std::vector<PoigneeRecord> poignees;
  std::vector<Card> play;
};

// Where and why a record is refused, in the record's own terms: `field` is the record field at fault ("bids",
// "called", "ecart", "chelem", "poignees", "play", or "record" for its structure) and `position` the index in that
// array (bids[i], poignees[j], play[k]; 0 for a single value; -1 for the structure). `index` counts the engine steps
// replayed before it (bids, call, écart, chelem decision, each seat's poignée decision -- declines included, even
// when the record lists none -- and cards), -1 for a structural problem. `refusal` is the engine's refusal when the
// rules refuse a step (code None for structure and missing steps); `code` names it (refusalCodeName) or says
// "record_format" / "record_incomplete". `reason` is English; the match layer words refusals in each language
// (refusal_text.h) and fills it for a refusal (recordErrorText).
struct RecordError {
  int index = -1;
  std::string field = "record";
  int position = -1;
  std::string action;
  Refusal refusal;
  std::string reason;
  const char* code() const;
  json::Value toJson() const;
};

// Reads a record from JSON text (structure only; replayRecord checks the rules).
bool parseDealRecord(std::string_view text, DealRecord* out, RecordError* err);
bool dealRecordFromJson(const json::Value& v, DealRecord* out, RecordError* err);
json::Value dealRecordToJson(const DealRecord& r);
std::string writeDealRecord(const DealRecord& r);

// Replays a record through the engine. With allowIncomplete, a record that stops mid-deal (a saved game) is
// accepted and `out` is the state reached; otherwise the deal must be complete (over or annulled). `steps`, when
// given, receives the engine actions applied, in order (a saved deal's history, for taking an action back).
bool replayRecord(const DealRecord& r, GameState* out, RecordError* err, bool allowIncomplete = false,
                  std::vector<Action>* steps = nullptr);

// The record of a deal so far, from its state (the dealt hands are rebuilt from hands, tricks and écart).
DealRecord recordFromState(const GameState& g);

// The replay result as tarot-cli prints it (scores by seat, for `players` seats).
json::Value resultToJson(const GameState& g);
json::Value resultToJson(const DealResult& res, int players);

// JSON array of card names, and back (nullptr on success, else the reason).
json::Value cardsToJson(CardSet cards);
const char* cardsFromJson(const json::Value& v, CardSet* out, int* count);

}  // namespace tarot
