// A finished deal for reading: the record replayed through the engine and laid out step by step.
#include "client/deal_review.h"
#include "match/refusal_text.h"

namespace tarot::client {

bool reviewFromRecord(const DealRecord& record, DealReview* out, std::string* why, Lang lang) {
  GameState g;
  RecordError err;
  const std::array<std::string, kMaxPlayers> seats = compassSeatNames(lang, record.players);
  if (!replayRecord(record, &g, &err)) {
    if (why) *why = recordErrorForPerson(lang, err, seats);
    return false;
  }
  DealReview r;
  r.number = 1;
  r.players = g.rules().players;
  r.dealer = g.dealer();
  for (int s = 0; s < kMaxPlayers; ++s) r.seatNames[size_t(s)] = seats[size_t(s)];
  for (int k = 0; k < r.players; ++k) {
    const int seat = (r.dealer + 1 + k) % r.players;
    if (g.hasBid(seat)) r.bids.push_back({seat, g.bidOf(seat)});
  }
  if (g.phase() == Phase::Over) {
    r.taker = g.taker();
    r.contract = g.contract();
  }
  r.called = g.calledCard();
  r.chien = g.chien();
  r.ecart = g.ecart();
  r.chelemAnnounced = g.chelemAnnounced();
  for (int s = 0; s < r.players; ++s)
    if (g.poigneeOf(s) != PoigneeSize::None) r.poignees.push_back({s, g.poigneeOf(s), g.poigneeShown(s)});
  for (int t = 0; t < g.trickCount(); ++t) {
    ReviewTrick trick;
    trick.count = r.players;
    for (int i = 0; i < r.players; ++i) {
      trick.cards[size_t(i)] = g.playedCard(t * r.players + i);
      trick.seats[size_t(i)] = g.playedBy(t * r.players + i);
    }
    trick.winner = g.trickWinner(t);
    r.tricks.push_back(trick);
  }
  r.result = g.result();
  r.record = record;
  *out = std::move(r);
  return true;
}

bool reviewFromEntry(const DealEntry& entry, const std::array<std::string, kMaxPlayers>& names, DealReview* out,
                     std::string* why, Lang lang) {
  if (!reviewFromRecord(entry.record, out, why, lang)) return false;
  out->number = entry.number;
  for (int s = 0; s < out->players; ++s) {
    const int person = entry.seating.personOfSeat[s];
    if (person >= 0) out->seatNames[size_t(s)] = names[size_t(person)];
  }
  return true;
}

bool reviewFromImport(const std::string& text, DealReview* out, std::string* why, Lang lang) {
  DealRecord record;
  RecordError err;
  if (!parseDealRecord(text, &record, &err)) {
    if (why) *why = recordErrorForPerson(lang, err, compassSeatNames(lang, 4));
    return false;
  }
  return reviewFromRecord(record, out, why, lang);
}

}  // namespace tarot::client
