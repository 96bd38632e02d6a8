// The JSON value: 64-bit integers kept exactly through a parse and a dump, doubles read back the same, \u escapes
// with surrogate pairs decoded to UTF-8, malformed escapes refused.
#include "record/json.h"
#include <catch2/catch_test_macros.hpp>
#include <cstdint>
#include <limits>

using namespace tarot;

namespace {
json::Value parsed(const std::string& text) {
  json::Value v;
  std::string why;
  INFO(text);
  REQUIRE(json::parse(text, &v, &why));
  return v;
}
std::string refusal(const std::string& text) {
  json::Value v;
  std::string why;
  CHECK_FALSE(json::parse(text, &v, &why));
  return why;
}
}  // namespace

TEST_CASE("JSON integers keep all 64 bits, signed and unsigned", "[record][json]") {
  const std::uint64_t u64max = std::numeric_limits<std::uint64_t>::max();
  const std::int64_t i64min = std::numeric_limits<std::int64_t>::min();
  const std::int64_t i64max = std::numeric_limits<std::int64_t>::max();
  CHECK(parsed("0").isInteger());
  CHECK(parsed("0").asInt() == 0);
  CHECK(parsed("-1").asInt64() == -1);
  CHECK(parsed("-1").isInt());
  CHECK(parsed("9007199254740993").asUint64() == (1ull << 53) + 1);  // 2^53 + 1: no double holds it
  CHECK(parsed("9223372036854775807").asInt64() == i64max);
  CHECK(parsed("-9223372036854775808").asInt64() == i64min);
  CHECK(parsed("18446744073709551615").asUint64() == u64max);
  CHECK(parsed("18446744073709551615").isUint64());
  CHECK_FALSE(parsed("18446744073709551615").isInt64());
  CHECK_FALSE(parsed("-1").isUint64());
  CHECK_FALSE(parsed("4294967296").isInt());
  // Beyond 64 bits a number is a double like any other.
  CHECK_FALSE(parsed("18446744073709551616").isInteger());
  CHECK_FALSE(parsed("-9223372036854775809").isInteger());
  CHECK(parsed("-9223372036854775809").asNumber() < -9.2e18);

  for (const char* text : {"0", "-1", "9007199254740993", "9223372036854775807", "-9223372036854775808",
                           "18446744073709551615", "[1,-2,{\"seed\":18446744073709551615}]"})
    CHECK(parsed(text).dump() == text);
  json::Value o = json::Value::object();
  o.set("u", u64max).set("i", i64min).set("n", 2);
  CHECK(o.dump() == "{\"u\":18446744073709551615,\"i\":-9223372036854775808,\"n\":2}");
  CHECK(parsed(o.dump()).find("u")->asUint64() == u64max);
  CHECK(parsed(o.dump()).find("i")->asInt64() == i64min);
}

TEST_CASE("JSON doubles read back the same", "[record][json]") {
  for (double d : {0.5, -40.5, 0.1, 1.0 / 3.0, 1e300, -2.5e-300, 123456.789}) {
    const json::Value v(d);
    INFO(v.dump());
    CHECK(parsed(v.dump()).asNumber() == d);
  }
  CHECK(json::Value(0.5).dump() == "0.5");
  CHECK(json::Value(3.0).dump() == "3");
  CHECK(parsed("40.5").asNumber() == 40.5);
  CHECK_FALSE(parsed("40.5").isInteger());
  CHECK(parsed("3.0").isInt());  // a whole double still reads as an int
  CHECK(parsed("1e2").asNumber() == 100.0);
  CHECK_FALSE(parsed("1e2").isInteger());
}

TEST_CASE("JSON \\u escapes: surrogate pairs decode to UTF-8, lone surrogates are refused", "[record][json]") {
  CHECK(parsed("\"\\ud83c\\udccf\"").asString() == "\xF0\x9F\x83\x8F");  // U+1F0CF, the joker card
  CHECK(parsed("\"\\uD83C\\uDCCF\"").asString() == "\xF0\x9F\x83\x8F");
  CHECK(parsed("\"\\u00e9\"").asString() == "\xC3\xA9");                 // é
  CHECK(parsed("\"\\u20ac\"").asString() == "\xE2\x82\xAC");             // €
  CHECK(parsed("\"\\u0041\"").asString() == "A");
  // UTF-8 goes through as it is, both ways.
  CHECK(parsed("\"poign\xC3\xA9" "e \xF0\x9F\x83\x8F\"").asString() == "poign\xC3\xA9" "e \xF0\x9F\x83\x8F");
  CHECK(json::Value("\xF0\x9F\x83\x8F").dump() == "\"\xF0\x9F\x83\x8F\"");

  CHECK(refusal("\"\\ud83c\"").find("surrogate") != std::string::npos);
  CHECK(refusal("\"\\ud83cx\"").find("surrogate") != std::string::npos);
  CHECK(refusal("\"\\ud83c\\u0041\"").find("surrogate") != std::string::npos);
  CHECK(refusal("\"\\udccf\"").find("surrogate") != std::string::npos);
  CHECK(refusal("\"\\u12\"").find("\\u escape") != std::string::npos);
  CHECK(refusal("\"\\u12G4\"").find("\\u escape") != std::string::npos);
  CHECK(refusal("\"\\x41\"").find("bad escape") != std::string::npos);
  CHECK(refusal("\"\\ud83c\\udccf").find("unterminated") != std::string::npos);
}
