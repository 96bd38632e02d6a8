// A small JSON value with a strict parser (errors give line and column) and a compact writer, for deal records,
// saved games and the command-line tool. No exceptions: parse() reports failure through its return value.
#pragma once
#include <cstdint>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tarot::json {

class Value {
 public:
  enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool b) : type_(Type::Bool), bool_(b) {}
  // Integers of any width are kept exactly (seeds go up to 2^64 - 1), apart from the doubles.
  template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  Value(T n) : type_(Type::Number), integer_(true), negative_(isNegative(n)), int_(std::uint64_t(n)) {}
  Value(double n) : type_(Type::Number), number_(n) {}
  Value(const char* s) : type_(Type::String), string_(s) {}
  Value(std::string s) : type_(Type::String), string_(std::move(s)) {}
  static Value array() { Value v; v.type_ = Type::Array; return v; }
  static Value object() { Value v; v.type_ = Type::Object; return v; }

  Type type() const { return type_; }
  bool isNull() const { return type_ == Type::Null; }
  bool isBool() const { return type_ == Type::Bool; }
  bool isNumber() const { return type_ == Type::Number; }
  bool isString() const { return type_ == Type::String; }
  bool isArray() const { return type_ == Type::Array; }
  bool isObject() const { return type_ == Type::Object; }
  // True for an integer (a literal without fraction or exponent, or built from an integer), kept exactly.
  bool isInteger() const { return type_ == Type::Number && integer_; }
  // True for a number with no fractional part that fits an int (an integer, or a whole double such as 3.0).
  bool isInt() const;
  // True for an integer from -2^63 to 2^63 - 1, or from 0 to 2^64 - 1.
  bool isInt64() const { return isInteger() && (negative_ || int_ <= std::uint64_t(INT64_MAX)); }
  bool isUint64() const { return isInteger() && !negative_; }

  bool asBool() const { return bool_; }
  double asNumber() const { return integer_ ? (negative_ ? double(std::int64_t(int_)) : double(int_)) : number_; }
  int asInt() const { return integer_ ? int(std::int64_t(int_)) : int(number_); }
  std::int64_t asInt64() const { return std::int64_t(int_); }   // isInt64() must hold
  std::uint64_t asUint64() const { return int_; }               // isUint64() must hold
  const std::string& asString() const { return string_; }
  const std::vector<Value>& items() const { return items_; }
  std::vector<Value>& items() { return items_; }
  // Object members in insertion order.
  const std::vector<std::pair<std::string, Value>>& members() const { return members_; }

  // Object member by key, or nullptr.
  const Value* find(std::string_view key) const;
  // Sets (or replaces) an object member; returns *this for chaining.
  Value& set(const std::string& key, Value v);
  // Appends to an array.
  Value& push(Value v) { items_.push_back(std::move(v)); return *this; }

  // Compact JSON text; integers exactly, doubles in the fewest digits that read back the same.
  std::string dump() const;

 private:
  template <class T> static constexpr bool isNegative(T n) {
    if constexpr (std::is_signed_v<T>) return n < 0;
    else return false;
  }
  void dumpTo(std::string& out) const;
  Type type_ = Type::Null;
  bool bool_ = false;
  bool integer_ = false;   // a Number held in int_ rather than number_
  bool negative_ = false;  // int_ holds a negative int64 (two's complement); otherwise an uint64
  std::uint64_t int_ = 0;
  double number_ = 0;
  std::string string_;
  std::vector<Value> items_;
  std::vector<std::pair<std::string, Value>> members_;
};

// Parses a complete JSON text. On failure returns false and sets `error` to "line L, column C: reason".
bool parse(std::string_view text, Value* out, std::string* error);
// JSON string literal with escapes.
std::string quote(std::string_view s);

}  // namespace tarot::json
