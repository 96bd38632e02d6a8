// A WebSocket client for the table server (docs/PROTOCOL.md), the same interface on the desktop (socket_native.cpp:
// Boost.Beast on a background thread) and in the browser (socket_web.cpp: Emscripten's WebSocket API). The UI thread
// polls it once a frame; nothing here ever blocks the caller.
#pragma once
#include "app/socket_url.h"
#include <memory>
#include <string>
#include <vector>

namespace tarot::app {

// A WebSocket connection to a table server, polled from the UI thread each frame. Never blocks the caller.
// Events come in this order: at most one Open, then Messages, then exactly one Closed, always the last (after a
// bad URL, a refused or failed connection, the server closing, the connection lost, or close()).
class Socket {
 public:
  enum class EventKind { Open, Message, Closed };
  struct Event { EventKind kind; std::string text; };  // Message: the frame's text; Closed: the reason in words
  virtual ~Socket() = default;
  virtual void send(const std::string& text) = 0;   // queued if not yet open; dropped after close
  virtual std::vector<Event> poll() = 0;             // events since the last poll, in order
  virtual void close() = 0;                          // the next poll ends with Closed ("closed by this side")
};

// Starts connecting to ws://host:port/path (or wss://). Bad URL: a socket whose first event is Closed with the reason.
std::unique_ptr<Socket> openSocket(const std::string& url);

// A socket that is already closed, its only event Closed with `reason` (both implementations use it).
std::unique_ptr<Socket> closedSocket(const std::string& reason);

}  // namespace tarot::app
