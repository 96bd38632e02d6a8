// JSON reading and writing, deal records, and replay refusals at a precise step.
#include "engine/random_play.h"
#include "record/deal_record.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

TEST_CASE("JSON parses, writes and reports errors with line and column", "[record]") {
  json::Value v;
  std::string err;
  REQUIRE(json::parse(R"({"a": [1, 2.5, true, null, "x\u00e9\n"], "b": {}})", &v, &err));
  CHECK(v.find("a")->items().size() == 5);
  CHECK(v.find("a")->items()[1].asNumber() == 2.5);
  CHECK(v.find("a")->items()[4].asString() == "xé\n");
  CHECK(v.dump() == R"({"a":[1,2.5,true,null,"xé\n"],"b":{}})");
  CHECK_FALSE(json::parse("{\"a\": 1,\n  \"b\" 2}", &v, &err));
  CHECK(err == "line 2, column 7: expected ':'");
  CHECK_FALSE(json::parse("[1, 2", &v, &err));
  CHECK_FALSE(json::parse("{\"a\":1}x", &v, &err));
  CHECK_FALSE(json::parse("01", &v, &err));
  CHECK_FALSE(json::parse("{\"a\":1,\"a\":2}", &v, &err));
  CHECK_FALSE(json::parse("\"\x01\"", &v, &err));
  CHECK_FALSE(json::parse(std::string(100, '['), &v, &err));
  CHECK_FALSE(json::parse("", &v, &err));
}

TEST_CASE("JSON errors point at the offending character", "[record]") {
  const std::pair<const char*, const char*> cases[] = {
      {"{\"a\":[1,2,]}", "line 1, column 11: unexpected character"},
      {"{\"a\":\"x", "line 1, column 8: unterminated string"},
      {"{\"a\":\"\\q\"}", "line 1, column 8: bad escape in string"},
      {"{\"a\":tru}", "line 1, column 6: unknown literal"},
      {"[1 2]", "line 1, column 4: expected ',' or ']'"},
      {"{\"players\":4,}", "line 1, column 14: expected a member name in quotes"},
      {"{\n \"hands\": [\n  [\"KH\",\n  \"QH\"\n ]", "line 5, column 3: unterminated array"},
      {"{\"a\":1,\n\"a\":2}", "line 2, column 6: duplicate member name"},
      {"[1.]", "line 1, column 4: bad number: digits expected after '.'"},
      {"{\"a\":1} x", "line 1, column 9: unexpected text after the JSON value"},
  };
  for (const auto& [text, want] : cases) {
    json::Value v;
    std::string err;
    INFO(text);
    CHECK_FALSE(json::parse(text, &v, &err));
    CHECK(err == want);
  }
}

TEST_CASE("Record structure errors say what is wrong", "[record]") {
  DealRecord r;
  RecordError err;
  CHECK_FALSE(parseDealRecord("{\"players\":3,\"dealer\":0,\"hands\":[[],[],[]],\"chien\":[]}", &r, &err));
  CHECK(err.index == -1);
  CHECK(err.reason == "hand of seat 0 holds 0 cards, 24 are dealt at 3 players");
  CHECK_FALSE(parseDealRecord("{\"players\":4,\"dealer\":4}", &r, &err));
  CHECK(err.reason == "\"dealer\" must be a seat number from 0 to players - 1");
  CHECK_FALSE(parseDealRecord("{\"players\":4.5}", &r, &err));
  CHECK(err.reason == "\"players\" must be 3, 4 or 5");
}

namespace {
std::string randomRecord(int players, std::uint64_t seed) {
  Rules rules;
  rules.players = players;
  GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
  Rng rng(seed + 99);
  while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) g.applyUnchecked(randomLegalAction(g, rng));
  return writeDealRecord(recordFromState(g));
}

RecordError replayError(const std::string& text) {
  DealRecord r;
  RecordError err;
  GameState g;
  if (parseDealRecord(text, &r, &err) && replayRecord(r, &g, &err)) FAIL("the record was accepted");
  return err;
}

// Replaces the first occurrence of `from` (after `after`) in `text`.
std::string replaceAfter(std::string text, const std::string& after, const std::string& from, const std::string& to) {
  const size_t a = text.find(after);
  REQUIRE(a != std::string::npos);
  const size_t p = text.find(from, a + after.size());
  REQUIRE(p != std::string::npos);
  return text.replace(p, from.size(), to);
}
}  // namespace

TEST_CASE("Records round-trip and replay at 3, 4 and 5 players", "[record]") {
  for (int p = 3; p <= 5; ++p)
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      const std::string text = randomRecord(p, seed);
      DealRecord r;
      RecordError err;
      REQUIRE(parseDealRecord(text, &r, &err));
      CHECK(writeDealRecord(r) == text);
      GameState g;
      INFO(err.reason);
      REQUIRE(replayRecord(r, &g, &err));
    }
}

TEST_CASE("Replay names the first offending step", "[record]") {
  // A prise/garde deal at 4 players: find one.
  std::string text;
  for (std::uint64_t seed = 1; text.empty(); ++seed) {
    const std::string t = randomRecord(4, seed);
    if (t.find("\"ecart\"") != std::string::npos && t.find("\"play\":[\"") != std::string::npos) text = t;
  }
  DealRecord r;
  RecordError err;
  REQUIRE(parseDealRecord(text, &r, &err));
  // A card played twice: the first repeated card is refused at its index.
  DealRecord bad = r;
  bad.play[1] = bad.play[0];
  GameState g;
  REQUIRE_FALSE(replayRecord(bad, &g, &err));
  CHECK(err.index > 0);
  CHECK(err.action.rfind("play ", 0) == 0);
  CHECK(!err.reason.empty());
  // Missing cards at the end.
  bad = r;
  bad.play.pop_back();
  REQUIRE_FALSE(replayRecord(bad, &g, &err));
  CHECK(err.reason.find("stops") != std::string::npos);
  // A hand with a missing card: structural.
  bad = r;
  bad.hands[0].remove(bad.hands[0].first());
  REQUIRE_FALSE(replayRecord(bad, &g, &err));
  CHECK(err.index == -1);
  // Malformed JSON and unknown cards.
  CHECK(replayError("{\"players\":4").reason.find("malformed JSON") == 0);
  CHECK(replayError(replaceAfter(text, "\"hands\":[[", "\"", "\"ZZ")).reason.find("unknown card") != std::string::npos);
  CHECK(replayError("{\"players\":7,\"dealer\":0}").reason.find("players") != std::string::npos);
  CHECK(replayError("[]").index == -1);
}

TEST_CASE("A king in the ecart is refused at the ecart step", "[record]") {
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    const std::string text = randomRecord(4, seed);
    DealRecord r;
    RecordError err;
    REQUIRE(parseDealRecord(text, &r, &err));
    if (!r.hasEcart) continue;
    // Swap an écart card for a king of the taker's final hand, if any.
    Rules rules;
    GameState g;
    REQUIRE(replayRecord(r, &g, &err));
    const int taker = g.taker();
    CardSet kings = (r.hands[taker] | r.chien) & (CardSet::single(suitCard(Suit::Spades, kRoi)) | CardSet::single(suitCard(Suit::Hearts, kRoi)) |
                                                  CardSet::single(suitCard(Suit::Diamonds, kRoi)) | CardSet::single(suitCard(Suit::Clubs, kRoi)));
    if (kings.empty()) continue;
    DealRecord bad = r;
    bad.ecart.remove(bad.ecart.first());
    bad.ecart.add(kings.first());
    REQUIRE_FALSE(replayRecord(bad, &g, &err));
    CHECK(err.refusal.code == RefusalCode::EcartKing);
    CHECK(err.refusal.card == kings.first());
    CHECK(err.field == "ecart");
    CHECK(std::string(err.code()) == "ecart_king");
    CHECK(err.index == int(r.bids.size()));
    return;
  }
  FAIL("no suitable deal found");
}

TEST_CASE("Partial records replay for saved games", "[record]") {
  const std::string text = randomRecord(4, 17);
  DealRecord r;
  RecordError err;
  REQUIRE(parseDealRecord(text, &r, &err));
  r.play.resize(r.play.size() / 2);
  GameState g;
  CHECK_FALSE(replayRecord(r, &g, &err));
  REQUIRE(replayRecord(r, &g, &err, true));
  CHECK(g.playedCount() == int(r.play.size()));
  CHECK(writeDealRecord(recordFromState(g)) == writeDealRecord(r));
}
