// The table's configuration from "key=value&..." text (URL parameters in the browser, --query on the desktop).
// Every value is checked; an invalid one is ignored, the default kept, and the reason kept as a code (ParamWarning)
// that the screen words in the person's language (startupNoticeLines).
#pragma once
#include "client/layer.h"
#include "match/match.h"
#include <string>
#include <utility>
#include <vector>

namespace tarot::client {

// Why one parameter of the page's link was not taken.
enum class ParamProblem : std::uint8_t {
  BadlyEncoded, TooLong, Unknown, Lang, Players, ZeroOrOne, FiveAtFour, Name, NamesCount, SeatName, BotsCount, BotLevel, Deals,
  Seed, Speed, Club, Accent, Player, Table, Server
};
// A parameter not taken: its key and value as given (a badly encoded pair: its raw text as value, key ""), why,
// and for SeatName / BotLevel the seat it was for (1 to 4).
struct ParamWarning {
  std::string key, value;
  ParamProblem problem = ParamProblem::Unknown;
  int seat = 0;
};

struct StartupConfig {
  MatchSettings settings;
  bool start = false;          // start a match at once (start=1)
  unsigned accent = 0;         // 0xRRGGBB accent colour for the club, 0 = default
  bool hasAccent = false;
  bool nameGiven = false;      // name= was given (an online table's link with a name takes a seat at once)
  std::string table;           // an online table to join (table=CODE), upper case; "" when none
  // An online tournament's player (tournament=CODE&player=N&key=KEY): their seat at each position.
  std::string tournament, playerKey;
  int tournamentPlayer = 0;
  std::string server;          // the table server's address (server=URL); "" means the page's own origin
  bool speedGiven = false;     // speed= was given (it then overrides the person's saved setting)
  int hints = -1;              // hints=1 / hints=0: the expert's advice offered or not (-1: not given)
  std::vector<ParamWarning> problems;  // each parameter not taken, in the query's order
  std::vector<std::string> warnings;   // the same in English, for the developers' console
};

// A page's query read once, for every reader of it (this start-up, the standings page, a table's phone): the
// "key=value" pairs in order, each key and value percent-decoded ('+' is a space). A key given more than once keeps
// each value in order. A pair badly encoded is left out and said in `problems`; a query over 4096 bytes is refused
// whole.
struct QueryParams {
  std::vector<std::pair<std::string, std::string>> pairs;
  std::vector<std::string> problems;
  std::vector<std::string> dropped;  // the raw text of each pair left out (badly encoded)
  bool tooLong = false;              // the whole query was refused
  // The last value given for `key` (nullptr: not given).
  const std::string* last(const std::string& key) const;
  // Every value given for `key`, in order.
  std::vector<std::string> all(const std::string& key) const;
};
QueryParams readQuery(const std::string& query);

// Parses the query (a leading '?' is allowed). Keys: lang, players, five_at_four, name, names, bots, deals,
// seed, speed, club, accent, start, autoplay, undo (0: the person cannot take back a card or a decision), table (an
// online table's code; with tournament, position and key, a tournament table's number: client/table_phone.h),
// server (the table server's address), player (with tournament and key: an online tournament's player), hints (1: the expert's "Conseil" and review marks, 0: not; by default they
// are offered except in an embedded page).
StartupConfig parseStartupQuery(const std::string& query);

// What the page's link asked that was not taken, in the person's words: a first line saying so, then one line per
// parameter (which one, what it must be, what was used instead); empty when all was taken.
std::vector<std::string> startupNoticeLines(const StartupConfig& config, Lang lang);
// One parameter not taken, in words (the value used instead read from `config`).
std::string paramWarningText(const StartupConfig& config, const ParamWarning& warning, Lang lang);

}  // namespace tarot::client
