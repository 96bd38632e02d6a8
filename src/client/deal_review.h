// A finished deal laid out for reading, from the match's history or from an imported deal record: the bids in
// speaking order, the call, the chien, the écart, the poignées, the chelem, every trick with who played each card
// and who won it, and the result. Built by replaying the record through the engine, so a record from outside is
// checked by the rules before anything of it is shown.
#pragma once
#include "client/layer.h"
#include "match/translations.h"
#include "match/match.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::client {

struct ReviewTrick {
  int count = 0;
  std::array<Card, 5> cards{};
  std::array<int, 5> seats{};   // who played each card
  int winner = -1;
};

struct ReviewPoignee {
  int seat = 0;
  PoigneeSize size = PoigneeSize::None;
  CardSet cards;
};

struct DealReview {
  int number = 0;                          // the deal's number in its match (1 for an imported deal)
  int players = 4;
  int dealer = 0;
  std::array<std::string, 5> seatNames{};  // who sat at each seat
  std::vector<std::pair<int, Contract>> bids;  // seat and bid, in speaking order
  int taker = -1;
  Contract contract = Contract::Pass;
  Card called = kNoCard;
  CardSet chien, ecart;
  bool chelemAnnounced = false;
  std::vector<ReviewPoignee> poignees;
  std::vector<ReviewTrick> tricks;
  DealResult result;
  DealRecord record;                       // for the export
};

// The review of a recorded deal, seats named "#0".."#4"; false with the engine's reason when the record is refused.
bool reviewFromRecord(const DealRecord& record, DealReview* out, std::string* why, Lang lang = Lang::English);
// The review of a deal of a match, seats named after the people who sat there.
bool reviewFromEntry(const DealEntry& entry, const std::array<std::string, kMaxPlayers>& names, DealReview* out,
                     std::string* why, Lang lang = Lang::English);
// A deal record chosen by the player (JSON text): read, replayed and reviewed, or refused with the reason (and the
// offending step, when there is one).
bool reviewFromImport(const std::string& text, DealReview* out, std::string* why, Lang lang = Lang::English);

}  // namespace tarot::client
