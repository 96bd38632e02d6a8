// QR code encoding: the bit stream, Reed-Solomon blocks and their interleaving, the function patterns, the data
// zigzag, the eight masks scored by the penalty rules, format and version information.
#include "site/qr_code.h"
#include <algorithm>
#include <array>
#include <cstdlib>

namespace tarot::site {
namespace qr {

namespace {

// Error-correction codewords per block and number of blocks, by version (index 0 = version 1), for L and M.
constexpr std::array<uint8_t, 40> kEcPerBlockL = {7,  10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30,
                                                  22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30,
                                                  30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30};
constexpr std::array<uint8_t, 40> kEcPerBlockM = {10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24,
                                                  24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
                                                  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28};
constexpr std::array<uint8_t, 40> kBlocksL = {1,  1,  1,  1,  1,  2,  2,  2,  2,  4,  4,  4,  4,  4,
                                              6,  6,  6,  6,  7,  8,  8,  9,  9,  10, 12, 12, 12, 13,
                                              14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25};
constexpr std::array<uint8_t, 40> kBlocksM = {1,  1,  1,  2,  2,  4,  4,  4,  5,  5,  5,  8,  9,  9,
                                              10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26,
                                              28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49};

int ecPerBlock(int version, Ecc ecc) { return (ecc == Ecc::L ? kEcPerBlockL : kEcPerBlockM)[std::size_t(version - 1)]; }
int blockCount(int version, Ecc ecc) { return (ecc == Ecc::L ? kBlocksL : kBlocksM)[std::size_t(version - 1)]; }

// Modules left for data and error correction once the function patterns are placed: the whole square less the
// three finders with their separators (3 x 64), the format areas and the dark module (31), the timing lines, the
// alignment patterns (25 each, less the 5 they share with a timing line) and the two version areas (2 x 18).
int rawDataModules(int version) {
  const int size = 17 + 4 * version;
  int n = size * size - 3 * 64 - 31 - 2 * (size - 16);
  if (version >= 2) {
    const int k = version / 7 + 2;
    n -= 25 * (k * k - 3) - 10 * (k - 2);
  }
  if (version >= 7) n -= 36;
  return n;
}

int totalCodewords(int version) { return rawDataModules(version) / 8; }
int dataCodewords(int version, Ecc ecc) {
  return totalCodewords(version) - ecPerBlock(version, ecc) * blockCount(version, ecc);
}
int countBits(int version) { return version <= 9 ? 8 : 16; }

// GF(256) with the polynomial x^8 + x^4 + x^3 + x^2 + 1.
struct Gf {
  std::array<uint8_t, 512> exp{};
  std::array<uint8_t, 256> log{};
  Gf() {
    int x = 1;
    for (int i = 0; i < 255; ++i) {
      exp[std::size_t(i)] = uint8_t(x);
      log[std::size_t(x)] = uint8_t(i);
      x <<= 1;
      if (x & 0x100) x ^= 0x11D;
    }
    for (int i = 255; i < 512; ++i) exp[std::size_t(i)] = exp[std::size_t(i - 255)];
  }
  uint8_t mul(uint8_t a, uint8_t b) const {
    return a && b ? exp[std::size_t(log[a]) + std::size_t(log[b])] : 0;
  }
};
const Gf& gf() {
  static const Gf g;
  return g;
}

// Coefficients of prod_{i<n} (x - a^i), highest degree first, the leading 1 left out.
std::vector<uint8_t> generator(int n) {
  std::vector<uint8_t> g{1};
  for (int i = 0; i < n; ++i) {
    std::vector<uint8_t> next(g.size() + 1, 0);
    const uint8_t root = gf().exp[std::size_t(i)];
    for (std::size_t j = 0; j < g.size(); ++j) {
      next[j] ^= g[j];                     // g * x
      next[j + 1] ^= gf().mul(g[j], root);  // g * a^i (minus is plus in GF(2^8))
    }
    g = std::move(next);
  }
  g.erase(g.begin());
  return g;
}

struct BitBuffer {
  std::vector<uint8_t> bits;
  void put(uint32_t value, int count) {
    for (int i = count - 1; i >= 0; --i) bits.push_back(uint8_t((value >> i) & 1));
  }
};

// The modules and which of them belong to function patterns (never masked, never data).
struct Grid {
  int size;
  std::vector<uint8_t> dark, function;
  explicit Grid(int s) : size(s), dark(std::size_t(s * s), 0), function(std::size_t(s * s), 0) {}
  std::size_t at(int x, int y) const { return std::size_t(y) * std::size_t(size) + std::size_t(x); }
  void set(int x, int y, bool d) {
    dark[at(x, y)] = d ? 1 : 0;
    function[at(x, y)] = 1;
  }
  bool isFunction(int x, int y) const { return function[at(x, y)] != 0; }
};

void placeFinder(Grid& g, int cx, int cy) {
  // The 7x7 finder with its one-module light separator, clipped to the symbol.
  for (int dy = -4; dy <= 4; ++dy)
    for (int dx = -4; dx <= 4; ++dx) {
      const int x = cx + dx, y = cy + dy;
      if (x < 0 || y < 0 || x >= g.size || y >= g.size) continue;
      const int d = std::max(std::abs(dx), std::abs(dy));
      g.set(x, y, d != 2 && d != 4);
    }
}

void placeAlignment(Grid& g, int cx, int cy) {
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) g.set(cx + dx, cy + dy, std::max(std::abs(dx), std::abs(dy)) != 1);
}

void placeFormat(Grid& g, int bits) {
  const int s = g.size;
  auto bit = [bits](int i) { return ((bits >> i) & 1) != 0; };
  // Around the top-left finder: bits 0-5 down column 8, 6-8 around the corner, 9-14 along row 8 leftwards.
  for (int i = 0; i <= 5; ++i) g.set(8, i, bit(i));
  g.set(8, 7, bit(6));
  g.set(8, 8, bit(7));
  g.set(7, 8, bit(8));
  for (int i = 9; i < 15; ++i) g.set(14 - i, 8, bit(i));
  // The copy: bits 0-7 along row 8 from the right edge, 8-14 down column 8 near the bottom.
  for (int i = 0; i < 8; ++i) g.set(s - 1 - i, 8, bit(i));
  for (int i = 8; i < 15; ++i) g.set(8, s - 15 + i, bit(i));
  g.set(8, s - 8, true);  // the dark module
}

void placeVersion(Grid& g, int version) {
  if (version < 7) return;
  const int bits = versionBits(version);
  for (int i = 0; i < 18; ++i) {
    const bool d = ((bits >> i) & 1) != 0;
    const int a = g.size - 11 + i % 3, b = i / 3;
    g.set(a, b, d);  // top right
    g.set(b, a, d);  // bottom left
  }
}

void placeFunctionPatterns(Grid& g, int version) {
  const int s = g.size;
  for (int i = 0; i < s; ++i) {
    g.set(6, i, i % 2 == 0);
    g.set(i, 6, i % 2 == 0);
  }
  placeFinder(g, 3, 3);
  placeFinder(g, s - 4, 3);
  placeFinder(g, 3, s - 4);
  const std::vector<int> pos = alignmentPositions(version);
  const std::size_t n = pos.size();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      if ((i == 0 && j == 0) || (i == 0 && j == n - 1) || (i == n - 1 && j == 0)) continue;  // the finders' corners
      placeAlignment(g, pos[i], pos[j]);
    }
  placeFormat(g, 0);  // reserved now, written once the mask is chosen
  placeVersion(g, version);
}

// The codewords in two-module columns, from the bottom right, up and down in turn, skipping the vertical timing
// line. Modules left over (the remainder bits) stay light.
void placeData(Grid& g, const std::vector<uint8_t>& codewords) {
  const std::size_t total = codewords.size() * 8;
  std::size_t i = 0;
  for (int right = g.size - 1; right >= 1; right -= 2) {
    if (right == 6) right = 5;
    const bool upward = ((right + 1) & 2) == 0;
    for (int v = 0; v < g.size; ++v) {
      const int y = upward ? g.size - 1 - v : v;
      for (int j = 0; j < 2; ++j) {
        const int x = right - j;
        if (g.isFunction(x, y)) continue;
        if (i < total) {
          g.dark[g.at(x, y)] = (codewords[i / 8] >> (7 - i % 8)) & 1;
          ++i;
        }
      }
    }
  }
}

bool maskBit(int mask, int x, int y) {
  switch (mask) {
    case 0: return (x + y) % 2 == 0;
    case 1: return y % 2 == 0;
    case 2: return x % 3 == 0;
    case 3: return (x + y) % 3 == 0;
    case 4: return (y / 2 + x / 3) % 2 == 0;
    case 5: return (x * y) % 2 + (x * y) % 3 == 0;
    case 6: return ((x * y) % 2 + (x * y) % 3) % 2 == 0;
    default: return ((x + y) % 2 + (x * y) % 3) % 2 == 0;
  }
}

void applyMask(Grid& g, int mask) {
  for (int y = 0; y < g.size; ++y)
    for (int x = 0; x < g.size; ++x)
      if (!g.isFunction(x, y) && maskBit(mask, x, y)) g.dark[g.at(x, y)] ^= 1;
}

// Data codewords followed by the error-correction codewords, blocks interleaved.
std::vector<uint8_t> interleave(const std::vector<uint8_t>& data, int version, Ecc ecc) {
  const int blocks = blockCount(version, ecc);
  const int ec = ecPerBlock(version, ecc);
  const int total = totalCodewords(version);
  const int shortBlocks = blocks - total % blocks;
  const int shortData = total / blocks - ec;
  std::vector<std::vector<uint8_t>> dataBlocks, ecBlocks;
  std::size_t k = 0;
  for (int b = 0; b < blocks; ++b) {
    const std::size_t len = std::size_t(shortData + (b < shortBlocks ? 0 : 1));
    std::vector<uint8_t> block(data.begin() + std::ptrdiff_t(k), data.begin() + std::ptrdiff_t(k + len));
    k += len;
    ecBlocks.push_back(reedSolomon(block, ec));
    dataBlocks.push_back(std::move(block));
  }
  std::vector<uint8_t> out;
  out.reserve(std::size_t(total));
  for (int i = 0; i <= shortData; ++i)
    for (const auto& block : dataBlocks)
      if (std::size_t(i) < block.size()) out.push_back(block[std::size_t(i)]);
  for (int i = 0; i < ec; ++i)
    for (const auto& block : ecBlocks) out.push_back(block[std::size_t(i)]);
  return out;
}

// Length of the run of same-coloured modules in a line, scored by rules 1 and 3 (the finder-like pattern
// 1:1:3:1:1 with four light modules on one side; the quiet zone counts as light).
int linePenalty(const std::vector<uint8_t>& line) {
  const int n = int(line.size());
  int score = 0;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && line[std::size_t(j)] == line[std::size_t(i)]) ++j;
    if (j - i >= 5) score += 3 + (j - i - 5);
    i = j;
  }
  auto get = [&](int i) { return i >= 0 && i < n && line[std::size_t(i)] != 0; };
  static const int kCore[7] = {1, 0, 1, 1, 1, 0, 1};
  for (int start = -4; start + 7 <= n + 4; ++start) {
    bool core = true;
    for (int k = 0; k < 7 && core; ++k) core = get(start + k) == (kCore[k] != 0);
    if (!core) continue;
    bool lightBefore = true, lightAfter = true;
    for (int k = 1; k <= 4; ++k) {
      lightBefore = lightBefore && !get(start - k);
      lightAfter = lightAfter && !get(start + 6 + k);
    }
    if (lightBefore) score += 40;
    if (lightAfter) score += 40;
  }
  return score;
}

}  // namespace

int byteCapacity(int version, Ecc ecc) {
  if (version < 1 || version > 40) return 0;
  return (dataCodewords(version, ecc) * 8 - 4 - countBits(version)) / 8;
}

std::vector<uint8_t> reedSolomon(const std::vector<uint8_t>& data, int ecCount) {
  const std::vector<uint8_t> g = generator(ecCount);
  std::vector<uint8_t> rem(std::size_t(ecCount), 0);
  for (uint8_t byte : data) {
    const uint8_t factor = byte ^ rem[0];
    std::rotate(rem.begin(), rem.begin() + 1, rem.end());
    rem.back() = 0;
    for (std::size_t j = 0; j < rem.size(); ++j) rem[j] ^= gf().mul(g[j], factor);
  }
  return rem;
}

int formatBits(Ecc ecc, int mask) {
  const int data = ((ecc == Ecc::L ? 1 : 0) << 3) | (mask & 7);  // level bits: L = 01, M = 00
  int rem = data;
  for (int i = 0; i < 10; ++i) rem = (rem << 1) ^ (((rem >> 9) & 1) * 0x537);
  return ((data << 10) | (rem & 0x3FF)) ^ 0x5412;
}

int versionBits(int version) {
  int rem = version;
  for (int i = 0; i < 12; ++i) rem = (rem << 1) ^ (((rem >> 11) & 1) * 0x1F25);
  return (version << 12) | (rem & 0xFFF);
}

std::vector<int> alignmentPositions(int version) {
  if (version < 2) return {};
  const int count = version / 7 + 2;
  const int last = 17 + 4 * version - 7;
  // Evenly spaced from the last towards the first (6), the step even; version 32 is the standard's exception.
  const int step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2;
  std::vector<int> pos(static_cast<std::size_t>(count));
  pos[0] = 6;
  for (int i = count - 1, p = last; i >= 1; --i, p -= step) pos[std::size_t(i)] = p;
  return pos;
}

int penalty(const QrCode& code) {
  const int s = code.size;
  int score = 0;
  std::vector<uint8_t> line(static_cast<std::size_t>(s));
  for (int y = 0; y < s; ++y) {
    for (int x = 0; x < s; ++x) line[std::size_t(x)] = code.dark(x, y);
    score += linePenalty(line);
  }
  for (int x = 0; x < s; ++x) {
    for (int y = 0; y < s; ++y) line[std::size_t(y)] = code.dark(x, y);
    score += linePenalty(line);
  }
  long darkCount = 0;
  for (int y = 0; y < s; ++y)
    for (int x = 0; x < s; ++x) {
      darkCount += code.dark(x, y);
      if (x + 1 < s && y + 1 < s) {
        const bool d = code.dark(x, y);
        if (code.dark(x + 1, y) == d && code.dark(x, y + 1) == d && code.dark(x + 1, y + 1) == d) score += 3;
      }
    }
  // Rule 4: 10 points for each full 5 % that the dark share strays from 50 %.
  const long total = long(s) * s;
  score += int(std::labs(darkCount * 20 - total * 10) / total) * 10;
  return score;
}

bool encodeWith(const std::string& bytes, Ecc ecc, int version, int mask, QrCode* out, std::string* why) {
  const int n = int(bytes.size());
  if (version == 0) {
    for (int v = 1; v <= 40 && !version; ++v)
      if (byteCapacity(v, ecc) >= n) version = v;
    if (!version) {
      if (why)
        *why = "too long for a QR code: " + std::to_string(n) + " bytes, at most " +
               std::to_string(byteCapacity(40, ecc)) + " at this level";
      return false;
    }
  } else if (version < 1 || version > 40 || byteCapacity(version, ecc) < n) {
    if (why) *why = "version " + std::to_string(version) + " cannot hold " + std::to_string(n) + " bytes";
    return false;
  }

  // The bit stream: byte mode, the count, the bytes, up to four terminator bits, then pad bytes.
  const int capacityBits = dataCodewords(version, ecc) * 8;
  BitBuffer bb;
  bb.put(0x4, 4);
  bb.put(uint32_t(n), countBits(version));
  for (unsigned char c : bytes) bb.put(c, 8);
  bb.put(0, std::min(4, capacityBits - int(bb.bits.size())));
  bb.put(0, int((8 - bb.bits.size() % 8) % 8));
  std::vector<uint8_t> data;
  for (std::size_t i = 0; i < bb.bits.size(); i += 8) {
    uint8_t byte = 0;
    for (std::size_t k = 0; k < 8; ++k) byte = uint8_t((byte << 1) | bb.bits[i + k]);
    data.push_back(byte);
  }
  for (bool even = true; int(data.size()) < capacityBits / 8; even = !even) data.push_back(even ? 0xEC : 0x11);

  Grid grid(17 + 4 * version);
  placeFunctionPatterns(grid, version);
  placeData(grid, interleave(data, version, ecc));

  auto finish = [&](int m) {
    Grid g = grid;
    applyMask(g, m);
    placeFormat(g, formatBits(ecc, m));
    QrCode c;
    c.size = g.size;
    c.modules = std::move(g.dark);
    return c;
  };
  if (mask >= 0 && mask < 8) {
    *out = finish(mask);
    return true;
  }
  int best = -1;
  for (int m = 0; m < 8; ++m) {
    QrCode c = finish(m);
    const int p = penalty(c);
    if (best < 0 || p < best) {
      best = p;
      *out = std::move(c);
    }
  }
  return true;
}

}  // namespace qr

bool encodeQr(const std::string& bytes, QrCode* out, std::string* why) {
  const int n = int(bytes.size());
  const qr::Ecc ecc = n <= qr::byteCapacity(40, qr::Ecc::M) ? qr::Ecc::M : qr::Ecc::L;
  if (n > qr::byteCapacity(40, qr::Ecc::L)) {
    if (why)
      *why = "too long for a QR code: " + std::to_string(n) + " bytes, at most " +
             std::to_string(qr::byteCapacity(40, qr::Ecc::L));
    return false;
  }
  return qr::encodeWith(bytes, ecc, 0, -1, out, why);
}

}  // namespace tarot::site
