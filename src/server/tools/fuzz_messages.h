// tarot-server-fuzz's messages: the pool of codes and tokens the server handed out, and the random, mutated and
// honest messages drawn from it (fuzz_client.cpp sends them and checks the server afterwards).
#pragma once
#include "record/json.h"
#include <cstddef>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace tarot_fuzz {

using tarot::json::Value;

extern std::mt19937_64 rng;  // seeded by --seed
std::size_t below(std::size_t n);
bool chance(double p);
std::string str(const Value& v, const char* key);  // a string member, or ""
std::string q(const std::string& s);               // a JSON string literal
std::string randomCode();                          // well formed, almost surely unknown to the server
std::string randomToken();

struct TableRec {
  std::string code, creator;
  std::map<int, std::string> tokens;   // person -> latest token handed out
};

// Every code and token the server handed out, which the messages draw from.
struct Pool {
  std::vector<TableRec> tables;
  std::map<std::string, std::size_t> index;
  std::vector<std::string> actions;    // legal actions seen in views (JSON), for acts out of turn and elsewhere
  TableRec& table(const std::string& code) {
    auto it = index.find(code);
    if (it != index.end()) return tables[it->second];
    index[code] = tables.size();
    tables.push_back(TableRec{code, "", {}});
    return tables.back();
  }
};
extern Pool pool;

struct Frame {
  std::string text;
  bool binary = false;
};

// One message to send: valid ones of every type with fields removed or of the wrong type, out of range, huge,
// truncated or with bytes flipped, other tables' codes and tokens, actions out of turn; binary frames; unknown
// types and versions; garbage; deep nesting; frames over the size limits.
Frame fuzzMessage(const std::string& ownCode, const std::string& ownToken);
// The action an honest seat plays from its view (JSON), "" when none.
std::string pickAction(const Value& view);

}  // namespace tarot_fuzz
