// The browser's WebSocket client, through Emscripten's WebSocket API (<emscripten/websocket.h>, -lwebsocket.js):
// the browser's own WebSocket calls back into the program between frames, the callbacks queue events, and the UI
// thread polls them. The address is checked before the browser sees it, because `new WebSocket` throws on a bad
// one (and on ws:// from an https page), and an exception thrown there would stop the program.
#include "app/socket.h"
#include <emscripten/em_js.h>
#include <emscripten/websocket.h>
#include <deque>

namespace tarot::app {

namespace {

// Whether the page was loaded over https, where browsers refuse unencrypted ws:// (except to the machine itself).
EM_JS(int, tarot_page_is_https, (), { return (typeof location !== 'undefined' && location.protocol === 'https:') ? 1 : 0; });

bool loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

class WebSocketClient : public Socket {
 public:
  explicit WebSocketClient(const std::string& url) : url_(url) {}

  // Starts the connection (a Closed event when the browser cannot create it). A failed connection is reported by
  // the close event that the browser sends after its error event.
  void start() {
    EmscriptenWebSocketCreateAttributes attrs;
    emscripten_websocket_init_create_attributes(&attrs);
    attrs.url = url_.c_str();
    attrs.protocols = nullptr;
    attrs.createOnMainThread = EM_TRUE;
    const EMSCRIPTEN_WEBSOCKET_T ws = emscripten_websocket_new(&attrs);
    if (ws <= 0) {
      closeWith("this browser cannot open a WebSocket to " + url_);
      return;
    }
    ws_ = ws;
    emscripten_websocket_set_onopen_callback(ws_, this, &WebSocketClient::onOpen);
    emscripten_websocket_set_onmessage_callback(ws_, this, &WebSocketClient::onMessage);
    emscripten_websocket_set_onclose_callback(ws_, this, &WebSocketClient::onClose);
  }

  ~WebSocketClient() override {
    if (ws_ > 0) {
      if (!done_) emscripten_websocket_close(ws_, 1000, "");
      emscripten_websocket_delete(ws_);  // no callback reaches this object any more
    }
  }

  void send(const std::string& text) override {
    if (done_) return;
    if (!open_) {
      outbox_.push_back(text);
      return;
    }
    emscripten_websocket_send_utf8_text(ws_, text.c_str());
  }

  std::vector<Event> poll() override {
    std::vector<Event> out;
    out.swap(events_);
    return out;
  }

  void close() override {
    if (done_) return;
    if (ws_ > 0) emscripten_websocket_close(ws_, 1000, "");
    closeWith("closed by this side");
  }

 private:
  void closeWith(const std::string& why) {
    if (done_) return;
    done_ = true;
    open_ = false;
    outbox_.clear();
    events_.push_back({EventKind::Closed, why});
  }

  static EM_BOOL onOpen(int, const EmscriptenWebSocketOpenEvent*, void* user) {
    auto* self = static_cast<WebSocketClient*>(user);
    if (self->done_) return EM_TRUE;
    self->open_ = true;
    self->events_.push_back({EventKind::Open, ""});
    for (const std::string& text : self->outbox_) emscripten_websocket_send_utf8_text(self->ws_, text.c_str());
    self->outbox_.clear();
    return EM_TRUE;
  }

  static EM_BOOL onMessage(int, const EmscriptenWebSocketMessageEvent* e, void* user) {
    auto* self = static_cast<WebSocketClient*>(user);
    if (self->done_) return EM_TRUE;
    uint32_t n = e->numBytes;
    if (e->isText && n > 0 && e->data[n - 1] == 0) --n;  // text arrives with its terminating zero counted
    self->events_.push_back({EventKind::Message, std::string(reinterpret_cast<const char*>(e->data), n)});
    return EM_TRUE;
  }

  static EM_BOOL onClose(int, const EmscriptenWebSocketCloseEvent* e, void* user) {
    auto* self = static_cast<WebSocketClient*>(user);
    std::string why;
    if (!self->open_) {
      why = "cannot connect to " + self->url_ + " (the server does not answer or refused the connection)";
    } else if (e->code == 1000 || e->wasClean) {
      why = "the server closed the connection (code " + std::to_string(e->code);
      if (e->reason[0]) why += std::string(": ") + e->reason;
      why += ")";
    } else {
      why = "the connection to the server was lost (code " + std::to_string(e->code) + ")";
    }
    self->closeWith(why);
    return EM_TRUE;
  }

  std::string url_;
  EMSCRIPTEN_WEBSOCKET_T ws_ = 0;
  std::vector<Event> events_;
  std::deque<std::string> outbox_;
  bool open_ = false, done_ = false;
};

}  // namespace

std::unique_ptr<Socket> openSocket(const std::string& url) {
  SocketUrl u;
  std::string why;
  if (!parseSocketUrl(url, &u, &why)) return closedSocket(why);
  if (!emscripten_websocket_is_supported()) return closedSocket("this browser has no WebSocket");
  if (!u.secure && tarot_page_is_https() && !loopback(u.host))
    return closedSocket("cannot open " + url + ": a page loaded over https may only use wss:// addresses");
  auto socket = std::make_unique<WebSocketClient>(url);
  socket->start();
  return socket;
}

}  // namespace tarot::app
