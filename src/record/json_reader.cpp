// The Reader's getters (record/json_reader.h). Their refusals name the member: "\"deals\": must be from 1 to 100".
#include "record/json_reader.h"

namespace tarot::json {

namespace {

std::string member(const char* key, const std::string& why) { return std::string("\"") + key + "\": " + why; }
std::string range(double lo, double hi) { return "from " + Value(lo).dump() + " to " + Value(hi).dump(); }

}  // namespace

const Value* Reader::get(const Value& o, const char* key) {
  const Value* v = o.isObject() ? o.find(key) : nullptr;
  if (!v) fail(member(key, "missing"));
  return v;
}

const Value* Reader::optional(const Value& o, const char* key) {
  const Value* v = o.isObject() ? o.find(key) : nullptr;
  return v && !v->isNull() ? v : nullptr;
}

namespace {

// The checks of each kind, shared by the required and the optional getters: "" when `v` fits.
std::string integerProblem(const Value& v, int lo, int hi) {
  if (!v.isInt()) return "a whole number is needed";
  if (v.asInt() < lo || v.asInt() > hi) return "must be from " + std::to_string(lo) + " to " + std::to_string(hi);
  return std::string();
}
std::string numberProblem(const Value& v, double lo, double hi) {
  if (!v.isNumber() || !(v.asNumber() >= lo && v.asNumber() <= hi)) return "a number " + range(lo, hi) + " is needed";
  return std::string();
}

}  // namespace

int Reader::integer(const Value& o, const char* key, int lo, int hi) {
  return integerOr(o, key, lo, hi, lo, true);
}

int Reader::integerOr(const Value& o, const char* key, int lo, int hi, int fallback, bool required) {
  const Value* v = required ? (o.isObject() ? o.find(key) : nullptr) : optional(o, key);
  if (!v) {
    if (required) fail(member(key, "a whole number is needed"));
    return fallback;
  }
  const std::string problem = integerProblem(*v, lo, hi);
  if (problem.empty()) return v->asInt();
  fail(member(key, problem));
  return fallback;
}

bool Reader::boolean(const Value& o, const char* key) { return booleanOr(o, key, false, true); }

bool Reader::booleanOr(const Value& o, const char* key, bool fallback, bool required) {
  const Value* v = required ? (o.isObject() ? o.find(key) : nullptr) : optional(o, key);
  if (v && v->isBool()) return v->asBool();
  if (v || required) fail(member(key, "true or false is needed"));
  return fallback;
}

double Reader::number(const Value& o, const char* key, double lo, double hi) {
  return numberOr(o, key, lo, hi, lo, true);
}

double Reader::numberOr(const Value& o, const char* key, double lo, double hi, double fallback, bool required) {
  const Value* v = required ? (o.isObject() ? o.find(key) : nullptr) : optional(o, key);
  if (!v) {
    if (required) fail(member(key, "a number " + range(lo, hi) + " is needed"));
    return fallback;
  }
  const std::string problem = numberProblem(*v, lo, hi);
  if (problem.empty()) return v->asNumber();
  fail(member(key, problem));
  return fallback;
}

std::string Reader::string(const Value& o, const char* key) { return stringOr(o, key, std::string(), true); }

std::string Reader::stringOr(const Value& o, const char* key, const std::string& fallback, bool required) {
  const Value* v = required ? (o.isObject() ? o.find(key) : nullptr) : optional(o, key);
  if (v && v->isString()) return v->asString();
  if (v || required) fail(member(key, "a text is needed"));
  return fallback;
}

const std::vector<Value>* Reader::items(const Value& o, const char* key, int n) {
  const Value* v = get(o, key);
  if (!v) return nullptr;
  if (!v->isArray() || (n >= 0 && int(v->items().size()) != n)) {
    fail(member(key, n >= 0 ? "an array of " + std::to_string(n) + " is needed" : "an array is needed"));
    return nullptr;
  }
  return &v->items();
}

const std::vector<Value>* Reader::itemsOr(const Value& o, const char* key) {
  return optional(o, key) ? items(o, key, -1) : nullptr;
}

void Reader::ints(const Value& o, const char* key, int lo, int hi, int* out, int n) {
  const auto* a = items(o, key, n);
  for (int i = 0; a && i < n; ++i) {
    const std::string problem = integerProblem((*a)[std::size_t(i)], lo, hi);
    if (!problem.empty()) {
      fail(member(key, problem));
      return;
    }
    out[i] = (*a)[std::size_t(i)].asInt();
  }
}

std::vector<int> Reader::intList(const Value& o, const char* key, int lo, int hi, std::size_t maxSize) {
  const auto* a = items(o, key, -1);
  std::vector<int> out(a ? a->size() : 0);
  if (a && a->size() <= maxSize) ints(o, key, lo, hi, out.data(), int(out.size()));
  else if (a) fail(member(key, "at most " + std::to_string(maxSize) + " items"));
  return out;
}

std::vector<std::string> Reader::stringList(const Value& o, const char* key) {
  std::vector<std::string> out;
  const auto* a = items(o, key, -1);
  for (std::size_t i = 0; a && i < a->size(); ++i) {
    if (!(*a)[i].isString()) {
      fail(member(key, "a list of texts is needed"));
      return {};
    }
    out.push_back((*a)[i].asString());
  }
  return out;
}

bool parseObject(const std::string& text, Value* out, std::string* why) {
  if (!parse(text, out, why)) return false;
  if (out->isObject()) return true;
  *why = "not a JSON object";
  return false;
}

}  // namespace tarot::json
