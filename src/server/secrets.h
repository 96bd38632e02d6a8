// Unguessable table codes and seat tokens (from the kernel's random source), and the hash under which a token is
// stored: the database never holds a token that would let its reader take a seat.
#pragma once
#include "protocol/messages.h"
#include <cstdint>
#include <string>
#include <string_view>

namespace tarot::server {

// Fills `out` with `n` bytes from getrandom() (/dev/urandom as a fallback); aborts if neither works, since a
// predictable token would let anyone take a seat.
void randomBytes(void* out, std::size_t n);
// A table code: 20 characters of Crockford base32 (100 bits), readable in a URL and on a phone.
std::string newTableCode();
// A seat or creator token: 32 hex digits (128 bits).
std::string newToken();
// The shapes of codes and tokens are the protocol's (protocol/messages.h).
using protocol::isTableCode;
using protocol::isToken;
// SHA-256 of `data`, as 64 lowercase hex digits.
std::string sha256Hex(std::string_view data);
// Compares two strings in a time that does not depend on where they differ.
bool sameSecret(std::string_view a, std::string_view b);

}  // namespace tarot::server
