// HTTP static files and the WebSocket tables on one port (Boost.Beast over Asio, one thread).
#include "server/net_server.h"
#include "server/results_site.h"
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <optional>
#include <memory>
#include <sys/stat.h>
#include <unordered_map>

namespace tarot::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

constexpr std::size_t kFrameHardLimit = 64 * 1024;   // above this Beast closes the connection (1009)
constexpr std::size_t kMaxQueued = 1024;             // messages waiting for a slow client before it is dropped

const auto kStart = std::chrono::steady_clock::now();

struct Mime {
  const char* ext;
  const char* type;
};
const Mime kMimes[] = {{".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
                       {".mjs", "text/javascript; charset=utf-8"}, {".wasm", "application/wasm"},
                       {".css", "text/css; charset=utf-8"}, {".json", "application/json"},
                       {".webmanifest", "application/manifest+json"}, {".png", "image/png"},
                       {".jpg", "image/jpeg"}, {".svg", "image/svg+xml"}, {".ico", "image/x-icon"},
                       {".txt", "text/plain; charset=utf-8"}, {".ttf", "font/ttf"}, {".woff2", "font/woff2"},
                       {".data", "application/octet-stream"}};

std::string mimeOf(const std::string& path) {
  for (const Mime& m : kMimes) {
    const std::size_t n = std::strlen(m.ext);
    if (path.size() >= n && path.compare(path.size() - n, n, m.ext) == 0) return m.type;
  }
  return "application/octet-stream";
}

bool isRegularFile(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// The file path under the web folder for a request target, or "" when the target is refused (no "..", no
// backslash, no NUL, no escaped slash tricks: the path is decoded first, then checked).
std::string safePath(beast::string_view target) {
  std::string raw(target.substr(0, target.find('?')));
  std::string path;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '%' && i + 2 < raw.size() && std::isxdigit(static_cast<unsigned char>(raw[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(raw[i + 2]))) {
      path += char(std::stoi(raw.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      path += raw[i];
    }
  }
  if (path.empty() || path[0] != '/') return "";
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) return "";
  for (std::size_t start = 0; start < path.size();) {
    const std::size_t end = std::min(path.find('/', start + 1), path.size());
    const std::string seg = path.substr(start + 1, end - start - 1);
    if (seg == ".." || seg == ".") return "";
    start = end;
  }
  if (path.back() == '/') path += "index.html";
  return path;
}

class Server;

class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, Server& server, ConnId id) : ws_(std::move(socket)), server_(server), id_(id) {}
  void run(http::request<http::string_body> req);
  void send(const std::string& text);
  void send(std::shared_ptr<const std::string> text, const Replace& replace = {});
  void close();
  // Sends what is queued, then a close frame (1008) with the reason; nothing more is read meanwhile.
  void closeAfterQueue(const std::string& reason);

 private:
  void onAccept(beast::error_code ec);
  void read();
  void onRead(beast::error_code ec, std::size_t);
  void write();
  void finish();
  void sendClose();

  websocket::stream<beast::tcp_stream> ws_;
  Server& server_;
  ConnId id_;
  beast::flat_buffer buffer_;
  SendQueue queue_;  // a message sent to many is one string for all; a newer push replaces an unsent older one
  bool open_ = false;
  bool finished_ = false;
  bool closing_ = false;
  std::string closeReason_;
};

class Server {
 public:
  Server(asio::io_context& io, const NetOptions& opt, Store* store, const HubOptions& hubOptions)
      : io_(io), opt_(opt),
        hub_(store, hubOptions, [this](ConnId id, const std::string& text) { sendTo(id, text); },
             [this](ConnId id, const std::string& reason) { closeConn(id, reason); }),
        results_(hub_.desk(), opt.clubName, &hub_.clubs()), acceptor_(io), timer_(io) {
    hub_.shareSends([this](ConnId id, const std::shared_ptr<const std::string>& text, const Replace& replace) {
      if (auto it = sessions_.find(id); it != sessions_.end())
        if (auto s = it->second.lock()) s->send(text, replace);
    });
  }

  bool listen(std::string* why) {
    beast::error_code ec;
    const tcp::endpoint ep(asio::ip::make_address(opt_.bind, ec), std::uint16_t(opt_.port));
    if (ec) { *why = "bad --bind address"; return false; }
    acceptor_.open(ep.protocol(), ec);
    if (!ec) acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec) acceptor_.bind(ep, ec);
    if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) { *why = ec.message(); return false; }
    return true;
  }
  int port() const { return acceptor_.local_endpoint().port(); }
  void start() { accept(); tick(); }

  Hub& hub() { return hub_; }
  ResultsSite& results() { return results_; }
  // Binary frames read (refused before the hub, which counts the text ones).
  void countBinary() { ++binaryIn_; }
  long binaryIn() const { return binaryIn_; }
  const NetOptions& options() const { return opt_; }
  ConnId nextId() { return ++lastId_; }
  void registerSession(ConnId id, const std::shared_ptr<WsSession>& s) { sessions_[id] = s; }
  void removeSession(ConnId id) { sessions_.erase(id); }
  void sendTo(ConnId id, const std::string& text) {
    if (auto it = sessions_.find(id); it != sessions_.end())
      if (auto s = it->second.lock()) s->send(text);
  }
  void closeConn(ConnId id, const std::string& reason) {
    if (auto it = sessions_.find(id); it != sessions_.end())
      if (auto s = it->second.lock()) asio::post(io_, [s, reason] { s->closeAfterQueue(reason); });
  }
  void stop() {
    beast::error_code ec;
    acceptor_.close(ec);
    timer_.cancel();
    std::vector<std::shared_ptr<WsSession>> open;  // closing one removes it from sessions_
    for (auto& [id, w] : sessions_)
      if (auto s = w.lock()) open.push_back(s);
    for (auto& s : open) s->close();
  }

  // Same origin as the Host, or one given with --allow-origin; clients that send no Origin (not browsers) pass.
  bool originAllowed(const http::request<http::string_body>& req) const {
    const auto origin = req.find(http::field::origin);
    if (origin == req.end()) return true;
    const std::string o(origin->value());
    const std::string host(req[http::field::host]);
    if (!host.empty() && (o == "http://" + host || o == "https://" + host)) return true;
    for (const std::string& a : opt_.allowOrigins)
      if (o == a) return true;
    return false;
  }

 private:
  void accept();
  void tick() {
    hub_.tick(steadyNow());
    timer_.expires_after(std::chrono::microseconds(long(opt_.tickSeconds * 1e6)));
    timer_.async_wait([this](beast::error_code ec) { if (!ec) tick(); });
  }

  asio::io_context& io_;
  NetOptions opt_;
  Hub hub_;
  ResultsSite results_;     // the public results site under /results/ (read-only)
  long binaryIn_ = 0;
  tcp::acceptor acceptor_;
  asio::steady_timer timer_;
  std::unordered_map<ConnId, std::weak_ptr<WsSession>> sessions_;
  ConnId lastId_ = 0;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Server& server) : stream_(std::move(socket)), server_(server) {}
  void run() { read(); }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(16 * 1024);
    parser_->header_limit(16 * 1024);
    stream_.expires_after(std::chrono::seconds(30));
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->onRead(ec); });
  }

  void onRead(beast::error_code ec) {
    if (ec) {
      beast::error_code ignored;
      stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
      return;
    }
    http::request<http::string_body> req = parser_->release();
    const std::string target(req.target().substr(0, req.target().find('?')));
    if (websocket::is_upgrade(req)) {
      if (target != "/ws") return reply(simple(req, http::status::not_found, "no WebSocket here: use /ws\n"));
      if (!server_.originAllowed(req)) return reply(simple(req, http::status::forbidden, "origin not allowed\n"));
      stream_.expires_never();
      const ConnId id = server_.nextId();
      auto ws = std::make_shared<WsSession>(stream_.release_socket(), server_, id);
      server_.registerSession(id, ws);
      ws->run(std::move(req));
      return;
    }
    if (target == "/results" || target.rfind("/results/", 0) == 0) return serveResults(req, target);
    serveFile(req);
  }

  // The results site (server/results_site.h): its pages with their ETag; a page that may change (a correction)
  // is asked again after a minute; framing allowed (a club's site embeds it), no script.
  void serveResults(const http::request<http::string_body>& req, const std::string& target) {
    if (req.method() != http::verb::get && req.method() != http::verb::head)
      return reply(simple(req, http::status::method_not_allowed, "GET or HEAD only\n"));
    if (target == "/results") {
      http::response<http::string_body> res{http::status::moved_permanently, req.version()};
      res.set(http::field::location, "/results/");
      res.keep_alive(req.keep_alive());
      res.prepare_payload();
      return reply(std::move(res));
    }
    const std::string rel = safePath(req.target());
    if (rel.empty()) return reply(simple(req, http::status::bad_request, "bad path\n"));
    const std::string host(req[http::field::host]);
    const ResultsReply r = server_.results().get(rel.substr(std::strlen("/results/")), "http://" + host + "/results/",
                                                 std::string(req[http::field::if_none_match]));
    http::response<http::string_body> res{http::status(r.status), req.version()};
    res.set(http::field::server, "tarot-server");
    if (!r.type.empty()) res.set(http::field::content_type, r.type);
    if (!r.etag.empty()) res.set(http::field::etag, r.etag);
    res.set(http::field::cache_control, r.status == 404 ? "no-cache" : "public, max-age=60");
    res.set("X-Content-Type-Options", "nosniff");
    res.keep_alive(req.keep_alive());
    if (req.method() != http::verb::head) res.body() = r.body;
    res.prepare_payload();
    reply(std::move(res));
  }

  http::response<http::string_body> simple(const http::request<http::string_body>& req, http::status status,
                                           const std::string& text) {
    http::response<http::string_body> res{status, req.version()};
    res.set(http::field::server, "tarot-server");
    res.set(http::field::content_type, "text/plain; charset=utf-8");
    res.keep_alive(req.keep_alive());
    res.body() = req.method() == http::verb::head ? std::string() : text;
    res.prepare_payload();
    return res;
  }

  void serveFile(const http::request<http::string_body>& req) {
    if (req.method() != http::verb::get && req.method() != http::verb::head)
      return reply(simple(req, http::status::method_not_allowed, "GET or HEAD only\n"));
    const std::string rel = safePath(req.target());
    if (rel.empty()) return reply(simple(req, http::status::bad_request, "bad path\n"));
    if (server_.options().webDir.empty()) return reply(simple(req, http::status::not_found, "not found\n"));
    const std::string path = server_.options().webDir + rel;
    if (!isRegularFile(path) && !isRegularFile(path + ".gz"))
      return reply(simple(req, http::status::not_found, "not found\n"));
    const bool hasGz = isRegularFile(path + ".gz");
    const std::string accept(req[http::field::accept_encoding]);
    const bool useGz = hasGz && (accept.find("gzip") != std::string::npos || !isRegularFile(path));
    http::file_body::value_type body;
    beast::error_code ec;
    body.open((useGz ? path + ".gz" : path).c_str(), beast::file_mode::scan, ec);
    if (ec) return reply(simple(req, http::status::not_found, "not found\n"));
    const auto size = body.size();
    http::response<http::file_body> res{std::piecewise_construct, std::make_tuple(std::move(body)),
                                        std::make_tuple(http::status::ok, req.version())};
    res.set(http::field::server, "tarot-server");
    res.set(http::field::content_type, mimeOf(path));
    res.set(http::field::cache_control, "no-cache");
    if (useGz) res.set(http::field::content_encoding, "gzip");
    if (hasGz) res.set(http::field::vary, "Accept-Encoding");
    res.content_length(size);
    res.keep_alive(req.keep_alive());
    if (req.method() == http::verb::head) {
      http::response<http::empty_body> head{http::status::ok, req.version()};
      head.base() = res.base();
      head.content_length(size);
      return reply(std::move(head));
    }
    reply(std::move(res));
  }

  template <class Body>
  void reply(http::response<Body>&& res) {
    auto sp = std::make_shared<http::response<Body>>(std::move(res));
    const bool close = sp->need_eof();
    http::async_write(stream_, *sp, [self = shared_from_this(), sp, close](beast::error_code ec, std::size_t) {
      if (ec || close) {
        beast::error_code ignored;
        self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
        return;
      }
      self->read();
    });
  }

  beast::tcp_stream stream_;
  Server& server_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

void Server::accept() {
  acceptor_.async_accept([this](beast::error_code ec, tcp::socket socket) {
    if (ec == asio::error::operation_aborted) return;
    if (!ec) {
      // Every message is written whole as soon as it is ready: without this, the last segment of a big push (the
      // standings) waits for the client's delayed acknowledgement of the one before (Nagle: about 40 ms).
      beast::error_code ignored;
      socket.set_option(tcp::no_delay(true), ignored);
      std::make_shared<HttpSession>(std::move(socket), *this)->run();
    }
    accept();
  });
}

void WsSession::run(http::request<http::string_body> req) {
  // A ping after half the deadline without a frame; no frame (pong included) by the deadline: the connection is
  // dead and closed, so the hub counts its seat away and the grace time runs.
  websocket::stream_base::timeout timeouts;
  timeouts.handshake_timeout = std::chrono::seconds(30);
  timeouts.idle_timeout = std::chrono::milliseconds(long(server_.options().pingDeadline * 1000));
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "tarot-server"); }));
  ws_.read_message_max(kFrameHardLimit);
  // Each message goes out as one frame (one write of header and text) rather than in 4 KB fragments: the standings
  // pushed to hundreds of pages cost a few system calls each instead of one per fragment.
  ws_.auto_fragment(false);
  ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) { self->onAccept(ec); });
}

void WsSession::onAccept(beast::error_code ec) {
  if (ec) return finish();
  open_ = true;
  server_.hub().opened(id_, steadyNow());
  read();
}

void WsSession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t n) { self->onRead(ec, n); });
}

void WsSession::onRead(beast::error_code ec, std::size_t) {
  if (ec) return finish();
  if (closing_) {  // the close frame is on its way: what comes meanwhile is not read
    buffer_.consume(buffer_.size());
  } else if (!ws_.got_text()) {
    buffer_.consume(buffer_.size());
    server_.countBinary();
    send(protocol::errorMessage(wire::kBadJson, "binary frames are not accepted: send JSON text"));
  } else {
    const std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    server_.hub().message(id_, text, steadyNow());
  }
  if (!finished_) read();
}

void WsSession::send(const std::string& text) { send(std::make_shared<const std::string>(text)); }

void WsSession::send(std::shared_ptr<const std::string> text, const Replace& replace) {
  if (!open_ || finished_ || closing_) return;
  if (queue_.size() >= kMaxQueued) {
    // A client that does not read: dropped, later (the hub may be in the middle of a loop over its seats).
    asio::post(ws_.get_executor(), [self = shared_from_this()] { self->close(); });
    return;
  }
  queue_.push(std::move(text), replace);
  if (queue_.size() == 1) write();
}

void WsSession::write() {
  ws_.text(true);
  ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
    if (ec) return self->finish();
    self->queue_.pop();
    if (!self->queue_.empty()) self->write();
    else if (self->closing_) self->sendClose();
  });
}

void WsSession::closeAfterQueue(const std::string& reason) {
  if (finished_ || closing_) return;
  closing_ = true;
  closeReason_ = reason.substr(0, 120);  // a close frame's reason is at most 123 bytes
  if (queue_.empty()) sendClose();
}

void WsSession::sendClose() {
  ws_.async_close(websocket::close_reason(websocket::close_code::policy_error, closeReason_),
                  [self = shared_from_this()](beast::error_code) { self->close(); });
}

void WsSession::close() {
  if (finished_) return;
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ec);
  beast::get_lowest_layer(ws_).socket().close(ec);
  finish();
}

void WsSession::finish() {
  if (finished_) return;
  finished_ = true;
  if (open_) server_.hub().closed(id_, steadyNow());
  server_.removeSession(id_);
}

}  // namespace

double steadyNow() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - kStart).count();
}

int runServer(const NetOptions& net, Store* store, const HubOptions& hubOptions) {
  asio::io_context io(1);
  Server server(io, net, store, hubOptions);
  server.hub().restore(steadyNow());
  std::string why;
  if (!server.listen(&why)) {
    std::fprintf(stderr, "tarot-server: cannot listen on %s:%d: %s\n", net.bind.c_str(), net.port, why.c_str());
    return 1;
  }
  asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](beast::error_code, int) {
    server.stop();
    io.stop();
  });
  server.start();
  const std::string host = net.bind == "0.0.0.0" || net.bind == "::" ? "localhost" : net.bind;
  std::printf("http://%s:%d/\n", host.c_str(), server.port());
  std::fflush(stdout);
  io.run();
  // What was read, for a load or fuzzing run to count against what it sent (on stdout: stderr stays for errors).
  std::printf("tarot-server: stopped after reading %ld messages (%ld text, %ld binary)\n",
              server.hub().messagesIn() + server.binaryIn(), server.hub().messagesIn(), server.binaryIn());
  return 0;
}

}  // namespace tarot::server
