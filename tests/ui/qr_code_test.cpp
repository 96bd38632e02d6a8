// The QR code encoder: the standard's tables and codes checked against known values, then hundreds of codes (table
// links, every length 1..300, UTF-8 text, the largest versions) written as images and read back by zbarimg (Debian's
// zbar-tools, which .ci/setup.sh installs), and the ImGui drawing checked module by module.
#include "site/qr_code.h"
#include "ui/qr_draw.h"
#include <catch2/catch_test_macros.hpp>
#include <imgui_internal.h>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

using namespace tarot::site;
using tarot::ui::drawQr;

#ifndef TAROT_ZBARIMG
#define TAROT_ZBARIMG ""
#endif

namespace {

int bitsOf(const char* s) {
  int v = 0;
  for (; *s; ++s) v = (v << 1) | (*s == '1');
  return v;
}

// The symbol with a 4-module quiet zone, `scale` pixels a module, as a binary PGM.
void writePgm(const QrCode& code, int scale, const std::string& path) {
  const int n = (code.size + 8) * scale;
  std::ofstream f(path, std::ios::binary);
  f << "P5\n" << n << " " << n << "\n255\n";
  std::string row(std::size_t(n), '\0');
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) row[std::size_t(x)] = code.dark(x / scale - 4, y / scale - 4) ? char(0) : char(255);
    f.write(row.data(), n);
  }
}

std::string run(const std::string& cmd) {
  std::string out;
  if (FILE* p = popen(cmd.c_str(), "r")) {
    char buf[65536];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    pclose(p);
  }
  return out;
}

// Runs zbarimg once on all the files (one process: each start costs a fifth of a second) and returns the bytes read
// from each. `--raw -Sqrcode.binary` gives the symbols' bytes as they are (no guess at Shift JIS), one line each,
// in the files' order (the texts hold no line break); zbar's XML would say which file each came from, but its base64
// of bytes above 0x7F is wrong, so the XML is read only to name the files where nothing was found.
std::vector<std::string> zbarDecode(const std::vector<std::string>& files, std::string* problem) {
  std::string names;
  for (const std::string& f : files) names += " '" + f + "'";
  const std::string out = run(std::string(TAROT_ZBARIMG) + " -q --raw -Sqrcode.binary" + names + " 2>/dev/null");
  std::vector<std::string> lines;
  for (std::size_t a = 0; a < out.size();) {
    const std::size_t b = out.find('\n', a);
    lines.push_back(out.substr(a, b == std::string::npos ? std::string::npos : b - a));
    a = b == std::string::npos ? out.size() : b + 1;
  }
  if (lines.size() == files.size()) return lines;
  *problem = "zbarimg read " + std::to_string(lines.size()) + " codes from " + std::to_string(files.size()) +
             " files; nothing read from:";
  const std::string xml = run(std::string(TAROT_ZBARIMG) + " -q --xml" + names + " 2>/dev/null");
  for (const std::string& f : files)
    if (xml.find("<source href='" + f + "'>\n<index") == std::string::npos) *problem += " " + f;
  return std::vector<std::string>(files.size());
}

// A valid UTF-8 text of exactly `bytes` bytes: printable ASCII with accented letters, card suits and a euro sign.
std::string utf8Text(std::size_t bytes, std::mt19937& rng) {
  static const char* const kWide[] = {"é", "è", "à", "ç", "ô", "Œ", "♠", "♥", "♦", "♣", "€", "ü"};
  const std::string ascii = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;/?=&-_'\"!()+*%#@";
  std::string s;
  while (s.size() < bytes) {
    const unsigned r = rng() % 10;
    if (r < 3) {
      const std::string w = kWide[rng() % 12];
      if (s.size() + w.size() <= bytes) {
        s += w;
        continue;
      }
    }
    s += ascii[rng() % ascii.size()];
  }
  return s;
}

}  // namespace

TEST_CASE("QR: capacities, format and version bits, alignment positions, Reed-Solomon", "[ui][qr]") {
  // Byte-mode capacities of the standard's table.
  const int capM[] = {14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331};
  const int capL[] = {17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425};
  for (int v = 1; v <= 13; ++v) {
    CHECK(qr::byteCapacity(v, qr::Ecc::M) == capM[v - 1]);
    CHECK(qr::byteCapacity(v, qr::Ecc::L) == capL[v - 1]);
  }
  CHECK(qr::byteCapacity(20, qr::Ecc::M) == 666);
  CHECK(qr::byteCapacity(27, qr::Ecc::L) == 1465);
  CHECK(qr::byteCapacity(40, qr::Ecc::M) == 2331);
  CHECK(qr::byteCapacity(40, qr::Ecc::L) == 2953);

  // The 16 format words of levels L and M.
  const char* fmtL[] = {"111011111000100", "111001011110011", "111110110101010", "111100010011101",
                        "110011000101111", "110001100011000", "110110001000001", "110100101110110"};
  const char* fmtM[] = {"101010000010010", "101000100100101", "101111001111100", "101101101001011",
                        "100010111111001", "100000011001110", "100111110010111", "100101010100000"};
  for (int m = 0; m < 8; ++m) {
    CHECK(qr::formatBits(qr::Ecc::L, m) == bitsOf(fmtL[m]));
    CHECK(qr::formatBits(qr::Ecc::M, m) == bitsOf(fmtM[m]));
  }
  CHECK(qr::versionBits(7) == 0x07C94);
  CHECK(qr::versionBits(8) == 0x085BC);
  CHECK(qr::versionBits(40) == 0x28C69);

  CHECK(qr::alignmentPositions(1).empty());
  CHECK(qr::alignmentPositions(2) == std::vector<int>{6, 18});
  CHECK(qr::alignmentPositions(7) == std::vector<int>{6, 22, 38});
  CHECK(qr::alignmentPositions(14) == std::vector<int>{6, 26, 46, 66});
  CHECK(qr::alignmentPositions(32) == std::vector<int>{6, 34, 60, 86, 112, 138});
  CHECK(qr::alignmentPositions(36) == std::vector<int>{6, 24, 50, 76, 102, 128, 154});
  CHECK(qr::alignmentPositions(40) == std::vector<int>{6, 30, 58, 86, 114, 142, 170});

  // "HELLO WORLD" at 1-M (the standard's worked example in alphanumeric mode): its 16 data codewords and 10
  // error-correction codewords.
  const std::vector<uint8_t> data = {32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17};
  CHECK(qr::reedSolomon(data, 10) == std::vector<uint8_t>{196, 35, 39, 119, 235, 215, 231, 226, 93, 23});
}

TEST_CASE("QR: version and level chosen, too long refused", "[ui][qr]") {
  QrCode c;
  std::string why;
  REQUIRE(encodeQr("http://192.168.1.20:8080/?table=7QH2M0XKZ4N9PB1WC8RT", &c, &why));
  CHECK(c.version() == 4);  // 53 bytes: 4-M holds 62
  CHECK(c.size == 33);
  CHECK(c.modules.size() == 33u * 33u);
  REQUIRE(encodeQr(std::string(14, 'a'), &c, &why));
  CHECK(c.version() == 1);
  REQUIRE(encodeQr(std::string(15, 'a'), &c, &why));
  CHECK(c.version() == 2);
  REQUIRE(encodeQr(std::string(2331, 'a'), &c, &why));
  CHECK(c.version() == 40);
  REQUIRE(encodeQr(std::string(2332, 'a'), &c, &why));  // level L from here on
  CHECK(c.version() == 36);  // 36-L holds 2431 bytes, 35-L 2303
  REQUIRE(encodeQr(std::string(2953, 'a'), &c, &why));
  CHECK_FALSE(encodeQr(std::string(2954, 'a'), &c, &why));
  CHECK(why.find("2953") != std::string::npos);
  // The finder patterns' corners, the dark module, and the timing line.
  REQUIRE(encodeQr("x", &c, &why));
  CHECK(c.dark(0, 0));
  CHECK(c.dark(20, 0));
  CHECK(c.dark(0, 20));
  CHECK_FALSE(c.dark(7, 7));
  CHECK(c.dark(8, 21 - 8));
  CHECK(c.dark(8, 6));
  CHECK_FALSE(c.dark(9, 6));
  CHECK_FALSE(c.dark(-1, 0));
  CHECK_FALSE(c.dark(21, 0));
  // Of the eight masks, the encoder keeps one of lowest penalty.
  QrCode best;
  REQUIRE(encodeQr("lowest penalty", &best, &why));
  for (int m = 0; m < 8; ++m) {
    QrCode forced;
    REQUIRE(qr::encodeWith("lowest penalty", qr::Ecc::M, 0, m, &forced, &why));
    CHECK(qr::penalty(best) <= qr::penalty(forced));
  }
}

TEST_CASE("QR: zbarimg reads back every code", "[ui][qr]") {
  const std::string zbar = TAROT_ZBARIMG;
  if (zbar.empty() || access(zbar.c_str(), X_OK) != 0)
    FAIL("zbarimg not found (" << zbar << "): install the Debian package zbar-tools (.ci/setup.sh does) and "
                                           "configure the build again");
  std::vector<std::string> inputs = {
      "http://192.168.1.20:8080/?table=7QH2M0XKZ4N9PB1WC8RT",
      "https://tarot.club-exemple.fr/jouer/?table=0123456789ABCDEFGHJK&lang=fr",
      "http://127.0.0.1:8080/",
      "Échec et mat ? Non : petit au bout ! ♠♥♦♣",
  };
  std::mt19937 rng(20261123);
  for (std::size_t n = 1; n <= 300; ++n) inputs.push_back(utf8Text(n, rng));
  for (std::size_t n : {400, 700, 1200, 2331, 2332, 2953}) inputs.push_back(utf8Text(n, rng));

  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("tarot_qr_test_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::vector<std::string> files;
  std::vector<int> versions;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    QrCode c;
    std::string why;
    INFO("input " << i << " (" << inputs[i].size() << " bytes)");
    REQUIRE(encodeQr(inputs[i], &c, &why));
    files.push_back((dir / ("qr" + std::to_string(i) + ".pgm")).string());
    versions.push_back(c.version());
    writePgm(c, c.size > 100 ? 4 : 3, files.back());
  }
  std::string problem;
  const std::vector<std::string> decoded = zbarDecode(files, &problem);
  INFO(problem);
  int wrong = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (decoded[i] == inputs[i]) continue;
    ++wrong;
    UNSCOPED_INFO("input " << i << ", " << inputs[i].size() << " bytes, version " << versions[i] << ": read \""
                           << decoded[i].substr(0, 80) << "\" for \"" << inputs[i].substr(0, 80) << "\"");
  }
  CHECK(wrong == 0);
  CHECK(versions.back() == 40);
  std::filesystem::remove_all(dir);
}

TEST_CASE("QR: drawn with a quiet zone, each dark module covered, whole-pixel modules", "[ui][qr]") {
  QrCode c;
  std::string why;
  REQUIRE(encodeQr("http://192.168.1.20:8080/?table=7QH2M0XKZ4N9PB1WC8RT", &c, &why));
  ImDrawListSharedData shared;
  ImDrawList dl(&shared);
  dl._ResetForNewFrame();
  dl.PushClipRect(ImVec2(0, 0), ImVec2(4000, 4000));
  const ImVec2 origin(10, 20);
  const float side = 210;  // 41 modules with the quiet zone: 5 px each, 2.5 px left over on each side
  drawQr(&dl, c, origin, side);
  REQUIRE(dl.VtxBuffer.Size >= 8);
  REQUIRE(dl.VtxBuffer.Size % 4 == 0);
  // The first rectangle: the white square.
  CHECK(dl.VtxBuffer[0].col == IM_COL32(255, 255, 255, 255));
  CHECK(dl.VtxBuffer[0].pos.x == origin.x);
  CHECK(dl.VtxBuffer[2].pos.x == origin.x + side);
  CHECK(dl.VtxBuffer[2].pos.y == origin.y + side);
  struct Box { float x0, y0, x1, y1; };
  std::vector<Box> black;
  for (int i = 4; i < dl.VtxBuffer.Size; i += 4) {
    CHECK(dl.VtxBuffer[i].col == IM_COL32(0, 0, 0, 255));
    black.push_back({dl.VtxBuffer[i].pos.x, dl.VtxBuffer[i].pos.y, dl.VtxBuffer[i + 2].pos.x, dl.VtxBuffer[i + 2].pos.y});
  }
  const float module = 5, start = origin.x + 2.5f + 4 * module, top = origin.y + 2.5f + 4 * module;
  int mismatches = 0;
  for (int y = -4; y < c.size + 4; ++y)
    for (int x = -4; x < c.size + 4; ++x) {
      const float px = start + (float(x) + 0.5f) * module, py = top + (float(y) + 0.5f) * module;
      bool covered = false;
      for (const Box& b : black) covered = covered || (px > b.x0 && px < b.x1 && py > b.y0 && py < b.y1);
      mismatches += covered != c.dark(x, y);
    }
  CHECK(mismatches == 0);
  for (const Box& b : black) CHECK(b.x1 - b.x0 == float(int(b.x1 - b.x0)));
}
