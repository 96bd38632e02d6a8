// The server's names for the protocol module (src/protocol/messages.h), where each message is defined once.
#pragma once
#include "protocol/messages.h"

namespace tarot::server {

using protocol::ClientMessage;
using protocol::cleanName;
using protocol::errorMessage;
using protocol::invisibleCodePoint;
using protocol::MessageType;
using protocol::parseClientMessage;
using protocol::ProtocolError;
using protocol::serverMessage;
constexpr int kProtocolVersion = wire::kVersion;
constexpr std::size_t kMaxMessageBytes = wire::kMaxMessageBytes;
constexpr std::size_t kMaxNameBytes = wire::kMaxNameBytes;

}  // namespace tarot::server
