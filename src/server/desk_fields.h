// The tournament desk's reading of a request's members, and the wall clock its records are dated by
// (tournament_desk.cpp, tournament_online.cpp).
#pragma once
#include "record/json.h"
#include <chrono>
#include <cstdint>
#include <string>

namespace tarot::server::desk {

// A string member, or nullptr.
inline const std::string* text(const json::Value& o, const char* key) {
  const json::Value* v = o.find(key);
  return v && v->isString() ? &v->asString() : nullptr;
}

// An integer member in [lo, hi], or lo - 1.
inline int number(const json::Value& o, const char* key, int lo, int hi) {
  const json::Value* v = o.find(key);
  if (!v || !v->isInt() || v->asInt() < lo || v->asInt() > hi) return lo - 1;
  return v->asInt();
}

// Milliseconds since 1970, the time a record is kept.
inline std::int64_t wallMillis() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace tarot::server::desk
