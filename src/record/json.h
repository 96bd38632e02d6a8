// A small JSON value with a strict parser (errors give line and column) and a compact writer, for deal records,
// saved games and the command-line tool. No exceptions: parse() reports failure through its return value.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tarot::json {

class Value {
 public:
  enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool b) : type_(Type::Bool), bool_(b) {}
  Value(int n) : type_(Type::Number), number_(n) {}
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
  // True for a number with no fractional part that fits an int.
  bool isInt() const;

  bool asBool() const { return bool_; }
  double asNumber() const { return number_; }
  int asInt() const { return int(number_); }
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

  // Compact JSON text; numbers print as integers when whole.
  std::string dump() const;

 private:
  void dumpTo(std::string& out) const;
  Type type_ = Type::Null;
  bool bool_ = false;
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
