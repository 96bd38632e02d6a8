// Reading the members of a JSON object of a tournament file: each getter notes the first field missing, of the
// wrong type or out of range, so a refusal says which field and why.
#pragma once
#include "record/json.h"
#include <string>

namespace tarot::tournament {

class Fields {
 public:
  explicit Fields(const json::Value& o) : o_(o) {}
  int integer(const char* key, int lo, int hi) {
    const json::Value* v = o_.find(key);
    if (!v || !v->isInt()) return fail(key, "a whole number is needed"), lo;
    if (v->asInt() < lo || v->asInt() > hi)
      return fail(key, "must be from " + std::to_string(lo) + " to " + std::to_string(hi)), lo;
    return v->asInt();
  }
  bool boolean(const char* key, bool fallback) {
    const json::Value* v = o_.find(key);
    if (!v) return fallback;
    if (!v->isBool()) return fail(key, "true or false is needed"), fallback;
    return v->asBool();
  }
  std::string text(const char* key) {
    const json::Value* v = o_.find(key);
    if (!v || !v->isString()) return fail(key, "a text is needed"), std::string();
    return v->asString();
  }
  const std::string& error() const { return error_; }

 private:
  void fail(const char* key, const std::string& why) {
    if (error_.empty()) error_ = std::string("\"") + key + "\": " + why;
  }
  const json::Value& o_;
  std::string error_;
};

}  // namespace tarot::tournament
