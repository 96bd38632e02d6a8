// Strict JSON parsing (RFC 8259: integers kept exactly, \u escapes with surrogate pairs decoded to UTF-8) and
// writing.
#include "record/json.h"
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace tarot::json {

bool Value::isInt() const {
  if (type_ != Type::Number) return false;
  if (integer_) return negative_ ? std::int64_t(int_) >= INT32_MIN : int_ <= std::uint64_t(INT32_MAX);
  return std::floor(number_) == number_ && std::fabs(number_) < 2147483647.0;
}

const Value* Value::find(std::string_view key) const {
  for (const auto& m : members_)
    if (m.first == key) return &m.second;
  return nullptr;
}

Value& Value::set(const std::string& key, Value v) {
  type_ = Type::Object;
  for (auto& m : members_)
    if (m.first == key) { m.second = std::move(v); return *this; }
  members_.emplace_back(key, std::move(v));
  return *this;
}

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

void Value::dumpTo(std::string& out) const {
  switch (type_) {
    case Type::Null: out += "null"; break;
    case Type::Bool: out += bool_ ? "true" : "false"; break;
    case Type::Number: {
      char buf[40];
      if (integer_ && negative_) std::snprintf(buf, sizeof buf, "%lld", (long long)std::int64_t(int_));
      else if (integer_) std::snprintf(buf, sizeof buf, "%llu", (unsigned long long)int_);
      else if (!std::isfinite(number_)) std::snprintf(buf, sizeof buf, "null");  // JSON has no infinity nor NaN
      else if (isInt()) std::snprintf(buf, sizeof buf, "%d", int(number_));
      else {
        // The fewest significant digits that read back as the same double.
        for (int digits = 15; digits <= 17; ++digits) {
          std::snprintf(buf, sizeof buf, "%.*g", digits, number_);
          if (std::strtod(buf, nullptr) == number_) break;
        }
      }
      out += buf;
      break;
    }
    case Type::String: out += quote(string_); break;
    case Type::Array:
      out += '[';
      for (size_t i = 0; i < items_.size(); ++i) {
        if (i) out += ',';
        items_[i].dumpTo(out);
      }
      out += ']';
      break;
    case Type::Object:
      out += '{';
      for (size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ',';
        out += quote(members_[i].first);
        out += ':';
        members_[i].second.dumpTo(out);
      }
      out += '}';
      break;
  }
}

std::string Value::dump() const {
  std::string out;
  dumpTo(out);
  return out;
}

namespace {

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  bool document(Value* out, std::string* error) {
    skip();
    if (!value(out, 0)) return report(error);
    skip();
    if (pos_ != t_.size()) { fail("unexpected text after the JSON value"); return report(error); }
    return true;
  }

 private:
  bool report(std::string* error) {
    if (error) {
      int line = 1, col = 1;
      for (size_t i = 0; i < failPos_ && i < t_.size(); ++i) {
        if (t_[i] == '\n') { ++line; col = 1; } else { ++col; }
      }
      *error = "line " + std::to_string(line) + ", column " + std::to_string(col) + ": " + why_;
    }
    return false;
  }
  bool fail(const char* why) {
    if (why_.empty()) { why_ = why; failPos_ = pos_; }
    return false;
  }
  void skip() {
    while (pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\n' || t_[pos_] == '\r' || t_[pos_] == '\t')) ++pos_;
  }
  bool literal(const char* word) {
    size_t n = 0;
    while (word[n]) ++n;
    if (t_.substr(pos_, n) != word) return fail("unknown literal");
    pos_ += n;
    return true;
  }
  bool value(Value* out, int depth) {
    if (depth > 64) return fail("nesting too deep");
    if (pos_ >= t_.size()) return fail("unexpected end of text");
    const char c = t_[pos_];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      std::string s;
      if (!string(&s)) return false;
      *out = Value(std::move(s));
      return true;
    }
    if (c == 't') { if (!literal("true")) return false; *out = Value(true); return true; }
    if (c == 'f') { if (!literal("false")) return false; *out = Value(false); return true; }
    if (c == 'n') { if (!literal("null")) return false; *out = Value(); return true; }
    if (c == '-' || (c >= '0' && c <= '9')) return number(out);
    return fail("unexpected character");
  }
  bool number(Value* out) {
    const size_t start = pos_;
    const bool negative = t_[pos_] == '-';
    if (negative) ++pos_;
    if (pos_ >= t_.size() || t_[pos_] < '0' || t_[pos_] > '9') return fail("bad number");
    if (t_[pos_] == '0' && pos_ + 1 < t_.size() && t_[pos_ + 1] >= '0' && t_[pos_ + 1] <= '9') return fail("bad number: leading zero");
    // The integer part, exactly while it fits 64 bits.
    std::uint64_t magnitude = 0;
    bool fits = true;
    for (; pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '9'; ++pos_) {
      const unsigned digit = unsigned(t_[pos_] - '0');
      if (magnitude > (UINT64_MAX - digit) / 10) fits = false;
      magnitude = magnitude * 10 + digit;
    }
    const bool integer = pos_ >= t_.size() || (t_[pos_] != '.' && t_[pos_] != 'e' && t_[pos_] != 'E');
    // An integer from -2^63 to 2^64 - 1 is kept exactly; a larger one becomes a double like any other number.
    if (integer && fits && (!negative || magnitude <= std::uint64_t(INT64_MAX) + 1)) {
      *out = negative ? Value(std::int64_t(0 - magnitude)) : Value(magnitude);
      return true;
    }
    if (pos_ < t_.size() && t_[pos_] == '.') {
      ++pos_;
      if (pos_ >= t_.size() || t_[pos_] < '0' || t_[pos_] > '9') return fail("bad number: digits expected after '.'");
      while (pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '9') ++pos_;
    }
    if (pos_ < t_.size() && (t_[pos_] == 'e' || t_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < t_.size() && (t_[pos_] == '+' || t_[pos_] == '-')) ++pos_;
      if (pos_ >= t_.size() || t_[pos_] < '0' || t_[pos_] > '9') return fail("bad number: exponent digits expected");
      while (pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '9') ++pos_;
    }
    const std::string text(t_.substr(start, pos_ - start));
    *out = Value(std::strtod(text.c_str(), nullptr));
    return true;
  }
  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  // Four hex digits of a \u escape.
  bool hex4(unsigned* cp) {
    if (pos_ + 4 > t_.size()) return fail("bad \\u escape: four hex digits expected");
    for (int i = 0; i < 4; ++i) {
      const int h = hex(t_[pos_ + i]);
      if (h < 0) return fail("bad \\u escape: four hex digits expected");
      *cp = *cp * 16 + unsigned(h);
    }
    pos_ += 4;
    return true;
  }
  static void appendUtf8(std::string* out, unsigned cp) {
    if (cp < 0x80) {
      *out += char(cp);
    } else if (cp < 0x800) {
      *out += char(0xC0 | (cp >> 6));
      *out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      *out += char(0xE0 | (cp >> 12));
      *out += char(0x80 | ((cp >> 6) & 0x3F));
      *out += char(0x80 | (cp & 0x3F));
    } else {
      *out += char(0xF0 | (cp >> 18));
      *out += char(0x80 | ((cp >> 12) & 0x3F));
      *out += char(0x80 | ((cp >> 6) & 0x3F));
      *out += char(0x80 | (cp & 0x3F));
    }
  }
  bool string(std::string* out) {
    ++pos_;  // opening quote
    while (pos_ < t_.size()) {
      const unsigned char c = t_[pos_++];
      if (c == '"') return true;
      if (c < 0x20) { --pos_; return fail("control character in string"); }
      if (c != '\\') { *out += char(c); continue; }
      if (pos_ >= t_.size()) break;
      const char e = t_[pos_++];
      switch (e) {
        case '"': *out += '"'; break;
        case '\\': *out += '\\'; break;
        case '/': *out += '/'; break;
        case 'b': *out += '\b'; break;
        case 'f': *out += '\f'; break;
        case 'n': *out += '\n'; break;
        case 'r': *out += '\r'; break;
        case 't': *out += '\t'; break;
        case 'u': {
          unsigned cp = 0;
          if (!hex4(&cp)) return false;
          if (cp >= 0xDC00 && cp <= 0xDFFF) return fail("lone low surrogate in \\u escape");
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            // A character above U+FFFF is written as a high surrogate followed by a low one (RFC 8259, 7).
            unsigned low = 0;
            if (t_.substr(pos_, 2) != "\\u") return fail("high surrogate in \\u escape without its low surrogate");
            pos_ += 2;
            if (!hex4(&low)) return false;
            if (low < 0xDC00 || low > 0xDFFF) return fail("high surrogate in \\u escape without its low surrogate");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          appendUtf8(out, cp);
          break;
        }
        default: --pos_; return fail("bad escape in string");
      }
    }
    return fail("unterminated string");
  }
  // The items of an array or the members of an object, separated by commas up to `close`; `element` reads one.
  template <class Read> bool sequence(char close, const char* unterminated, const char* expected, Read element) {
    ++pos_;
    skip();
    if (pos_ < t_.size() && t_[pos_] == close) { ++pos_; return true; }
    for (;;) {
      skip();
      if (!element()) return false;
      skip();
      if (pos_ >= t_.size()) return fail(unterminated);
      if (t_[pos_] == ',') { ++pos_; continue; }
      if (t_[pos_] == close) { ++pos_; return true; }
      return fail(expected);
    }
  }
  bool array(Value* out, int depth) {
    *out = Value::array();
    return sequence(']', "unterminated array", "expected ',' or ']'", [&] {
      Value item;
      if (!value(&item, depth + 1)) return false;
      out->push(std::move(item));
      return true;
    });
  }
  bool object(Value* out, int depth) {
    *out = Value::object();
    return sequence('}', "unterminated object", "expected ',' or '}'", [&] {
      if (pos_ >= t_.size() || t_[pos_] != '"') return fail("expected a member name in quotes");
      std::string key;
      if (!string(&key)) return false;
      skip();
      if (pos_ >= t_.size() || t_[pos_] != ':') return fail("expected ':'");
      ++pos_;
      skip();
      Value v;
      if (!value(&v, depth + 1)) return false;
      if (out->find(key)) return fail("duplicate member name");
      out->set(key, std::move(v));
      return true;
    });
  }

  std::string_view t_;
  size_t pos_ = 0;
  std::string why_;
  size_t failPos_ = 0;
};

}  // namespace

bool parse(std::string_view text, Value* out, std::string* error) {
  Parser p(text);
  Value v;
  if (!p.document(&v, error)) return false;
  *out = std::move(v);
  return true;
}

}  // namespace tarot::json
