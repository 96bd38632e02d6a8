// The one way JSON is read in this codebase: a Reader walks a parsed json::Value and records the first problem
// ("\"players\" out of range") while every getter returns a neutral value, so a reading function is a straight
// list of fields followed by one check of ok(). Required getters fail on a missing member; the `...Or` getters
// give the fallback for a missing or null member, and for a member of the wrong kind or out of range too, which
// they also record as a failure (a caller that must accept old or partial documents may ignore ok()).
#pragma once
#include "record/json.h"
#include <cstddef>
#include <string>
#include <vector>

namespace tarot::json {

class Reader {
 public:
  std::string why;  // the first problem, "" while all is well
  bool ok() const { return why.empty(); }
  void fail(const std::string& what) {
    if (why.empty()) why = what;
  }

  // The member, or nullptr (and a failure: missing, or `o` not an object).
  const Value* get(const Value& o, const char* key);
  // The member, or nullptr when it is missing or null (no failure).
  static const Value* optional(const Value& o, const char* key);

  // Required members: missing, of another kind or out of range, they fail and give the neutral value (lo, false,
  // "", lo). The `...Or` forms take a fallback for a member missing or null (`required`: missing fails too).
  int integer(const Value& o, const char* key, int lo, int hi);
  int integerOr(const Value& o, const char* key, int lo, int hi, int fallback, bool required = false);
  bool boolean(const Value& o, const char* key);
  bool booleanOr(const Value& o, const char* key, bool fallback, bool required = false);
  double number(const Value& o, const char* key, double lo, double hi);
  double numberOr(const Value& o, const char* key, double lo, double hi, double fallback, bool required = false);
  float fraction(const Value& o, const char* key) { return float(number(o, key, 0, 1)); }
  std::string string(const Value& o, const char* key);
  std::string stringOr(const Value& o, const char* key, const std::string& fallback, bool required = false);
  // An array of exactly `n` items (any length when n < 0), or nullptr.
  const std::vector<Value>* items(const Value& o, const char* key, int n);
  // The same for an optional member: nullptr without failure when missing or null.
  const std::vector<Value>* itemsOr(const Value& o, const char* key);
  // `n` integers from lo to hi into out[0..n).
  void ints(const Value& o, const char* key, int lo, int hi, int* out, int n);
  // Up to `maxSize` integers from lo to hi.
  std::vector<int> intList(const Value& o, const char* key, int lo, int hi, std::size_t maxSize);
  // The strings of an array; a non-string item fails (and gives an empty list).
  std::vector<std::string> stringList(const Value& o, const char* key);
  // An enum written by name from `names` (its index is the value).
  template <class E, std::size_t N>
  E named(const Value& o, const char* key, const char* const (&names)[N]) {
    const Value* v = get(o, key);
    for (std::size_t i = 0; v && v->isString() && i < N; ++i)
      if (v->asString() == names[i]) return E(i);
    if (v) fail(std::string("\"") + key + "\": unknown name");
    return E(0);
  }
};

// Parses `text` as one JSON object: false (with the parser's reason, or "not an object") otherwise.
bool parseObject(const std::string& text, Value* out, std::string* why);

}  // namespace tarot::json
