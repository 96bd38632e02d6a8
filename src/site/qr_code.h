// A QR code encoder (ISO/IEC 18004, model 2) for the table links shown on screen and printed on the console's pages
// (the site layer, below the client: the results pages, the console and the screens draw it): byte mode, error correction level M (L when M cannot hold the text), the smallest version 1-40 that
// holds it, the mask of lowest penalty.
// No drawing here (see qr_draw.h): the encoder is plain C++ and is tested by decoding its output with zbarimg.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::site {

struct QrCode {
  int size = 0;                   // modules per side: 17 + 4 * version (21..177); 0 when empty
  std::vector<uint8_t> modules;   // size * size, row by row; 1 = dark
  // Dark module at column x, row y; false outside the symbol (the quiet zone is light).
  bool dark(int x, int y) const {
    return x >= 0 && y >= 0 && x < size && y < size && modules[std::size_t(y) * std::size_t(size) + std::size_t(x)] != 0;
  }
  int version() const { return size ? (size - 17) / 4 : 0; }
};

// Encodes the bytes (UTF-8 text or anything else) in byte mode. Returns false, with the reason in *why, when the
// text is too long even for version 40 at level L (2953 bytes).
bool encodeQr(const std::string& bytes, QrCode* out, std::string* why);

// The parts, exposed for tests.
namespace qr {
enum class Ecc { L, M };
// Bytes that version `version` holds in byte mode at level `ecc`.
int byteCapacity(int version, Ecc ecc);
// Reed-Solomon error-correction codewords (GF(256), polynomial 0x11D, generator roots a^0..a^(n-1)).
std::vector<uint8_t> reedSolomon(const std::vector<uint8_t>& data, int ecCount);
// The 15 format bits (level and mask, BCH-protected and masked with 0x5412), most significant first in bit 14.
int formatBits(Ecc ecc, int mask);
// The 18 version bits (version >= 7, BCH-protected).
int versionBits(int version);
// Centres of the alignment patterns along one axis.
std::vector<int> alignmentPositions(int version);
// Encodes with a forced version (0: smallest), level and mask (-1: lowest penalty).
bool encodeWith(const std::string& bytes, Ecc ecc, int version, int mask, QrCode* out, std::string* why);
// The penalty of a finished symbol (the four rules of the standard), as used to choose the mask.
int penalty(const QrCode& code);
}  // namespace qr

}  // namespace tarot::site
