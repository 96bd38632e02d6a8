// Seeds in the match's JSON (saves and host-page events) are written as decimal strings: the host page and other
// JavaScript readers would round a JSON number above 2^53. The loader takes the strings and exact JSON integers
// alike.
#pragma once
#include "record/json.h"
#include <cstdint>
#include <cstdlib>
#include <string>

namespace tarot::match {

inline std::string u64(std::uint64_t v) { return std::to_string(v); }

inline bool parseU64(const json::Value* v, std::uint64_t* out) {
  if (v && v->isUint64()) { *out = v->asUint64(); return true; }
  if (!v || !v->isString() || v->asString().empty() || v->asString().size() > 20) return false;
  for (char c : v->asString()) if (c < '0' || c > '9') return false;
  *out = std::strtoull(v->asString().c_str(), nullptr, 10);
  return true;
}

}  // namespace tarot::match
