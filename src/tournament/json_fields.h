// Reading the members of one JSON object of a tournament file with the codebase's reader (record/json_reader.h):
// each getter notes the first field missing, of the wrong type or out of range, so a refusal says which field and
// why ("\"half_points\": must be from 0 to 182").
#pragma once
#include "record/json_reader.h"
#include <string>

namespace tarot::tournament {

class Fields {
 public:
  explicit Fields(const json::Value& o) : o_(o) {}
  int integer(const char* key, int lo, int hi) { return in_.integer(o_, key, lo, hi); }
  // Missing: the fallback; present, it must be true or false.
  bool boolean(const char* key, bool fallback) { return in_.booleanOr(o_, key, fallback); }
  std::string text(const char* key) { return in_.string(o_, key); }
  // A member of any kind, or nullptr ("\"key\": missing").
  const json::Value* get(const char* key) { return in_.get(o_, key); }
  const std::string& error() const { return in_.why; }

 private:
  const json::Value& o_;
  json::Reader in_;
};

}  // namespace tarot::tournament
