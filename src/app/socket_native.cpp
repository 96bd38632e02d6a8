// The desktop's WebSocket client: Boost.Beast over Asio on a thread of its own, so that resolving, connecting and
// waiting never stop a frame. The UI thread and the network thread meet in two places only: posted closures (send,
// close) and the event list behind a mutex (poll). wss:// is served through OpenSSL when the build found it
// (TAROT_SOCKET_TLS), checking the server's certificate against the system's authorities and its host name.
#include "app/socket.h"
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#ifdef TAROT_SOCKET_TLS
#include <boost/asio/ssl.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket/ssl.hpp>
#endif
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <type_traits>

namespace tarot::app {

namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

constexpr auto kConnectTimeout = std::chrono::seconds(10);
// Once open, a ping after half of this without traffic, and the connection given up after all of it.
constexpr auto kIdleTimeout = std::chrono::seconds(40);

// The part the two threads share: events for the UI thread, and whether the UI side has closed.
struct Inbox {
  std::mutex m;
  std::condition_variable finished;
  std::vector<Socket::Event> events;
  bool closed = false;    // Closed is in `events` (or was polled): nothing is added after it
  bool threadDone = false;

  void push(Socket::EventKind kind, std::string text) {
    std::lock_guard<std::mutex> lock(m);
    if (closed) return;
    events.push_back({kind, std::move(text)});
    if (kind == Socket::EventKind::Closed) closed = true;
  }
};

std::string words(const beast::error_code& ec) { return ec.message(); }

// One connection, on the io thread only. `Stream` is the WebSocket stream over TCP (or over TLS over TCP).
template <class Stream>
class Session {
 public:
  Session(asio::io_context& io, Inbox& inbox, SocketUrl url, Stream* ws)
      : inbox_(inbox), url_(std::move(url)), resolver_(io), ws_(*ws) {}

  void start() {
    beast::get_lowest_layer(ws_).expires_after(kConnectTimeout);
    resolver_.async_resolve(url_.host, std::to_string(url_.port),
                            [this](beast::error_code ec, tcp::resolver::results_type results) {
                              if (ec) return finish("cannot find the server " + url_.host + ": " + words(ec));
                              connect(results);
                            });
  }

  void send(std::string text) {
    if (done_) return;
    outbox_.push_back(std::move(text));
    if (open_) pump();
  }

  // Closing from the UI side: the UI already has its Closed event; the server gets a close frame if open.
  void close() {
    if (done_) return;
    if (!open_) return finish("closed by this side");
    done_ = true;
    dropQueue();
    ws_.async_close(websocket::close_code::normal, [this](beast::error_code) { finish("closed by this side"); });
  }

 private:
  void connect(const tcp::resolver::results_type& results) {
    beast::get_lowest_layer(ws_).async_connect(
        results, [this](beast::error_code ec, const tcp::endpoint&) {
          if (ec == beast::error::timeout)
            return finish("no answer from " + url_.hostHeader() + " within 10 seconds");
          if (ec) return finish("cannot connect to " + url_.hostHeader() + ": " + words(ec));
          secure();
        });
  }

  void secure() {
#ifdef TAROT_SOCKET_TLS
    if constexpr (!std::is_same_v<Stream, websocket::stream<beast::tcp_stream>>) {
      // The server name for the certificate (SNI), then the TLS handshake.
      if (!SSL_set_tlsext_host_name(ws_.next_layer().native_handle(), url_.host.c_str()))
        return finish("cannot set up TLS for " + url_.host);
      ws_.next_layer().set_verify_callback(asio::ssl::host_name_verification(url_.host));
      ws_.next_layer().async_handshake(asio::ssl::stream_base::client, [this](beast::error_code ec) {
        if (ec) return finish("the secure (wss) connection to " + url_.hostHeader() + " failed: " + words(ec));
        upgrade();
      });
      return;
    }
#endif
    upgrade();
  }

  void upgrade() {
    beast::get_lowest_layer(ws_).expires_never();
    websocket::stream_base::timeout t;
    t.handshake_timeout = kConnectTimeout;
    t.idle_timeout = kIdleTimeout;
    t.keep_alive_pings = true;
    ws_.set_option(t);
    ws_.set_option(websocket::stream_base::decorator([](websocket::request_type& req) {
      req.set(beast::http::field::user_agent, "tarot-desktop");
    }));
    ws_.async_handshake(url_.hostHeader(), url_.target, [this](beast::error_code ec) {
      if (ec) return finish("the server at " + url_.hostHeader() + " refused the WebSocket (" + url_.target + "): " + words(ec));
      if (done_) return;
      open_ = true;
      ws_.text(true);
      inbox_.push(Socket::EventKind::Open, "");
      read();
      pump();
    });
  }

  void read() {
    ws_.async_read(buffer_, [this](beast::error_code ec, std::size_t) {
      if (ec) {
        if (ec == websocket::error::closed) {
          const websocket::close_reason& r = ws_.reason();
          std::string why = "the server closed the connection (code " + std::to_string(r.code);
          if (!r.reason.empty()) why += ": " + std::string(r.reason.data(), r.reason.size());
          return finish(why + ")");
        }
        if (ec == beast::error::timeout) return finish("the connection to " + url_.hostHeader() + " was lost (no answer)");
        return finish("the connection to " + url_.hostHeader() + " was lost: " + words(ec));
      }
      inbox_.push(Socket::EventKind::Message, beast::buffers_to_string(buffer_.data()));
      buffer_.consume(buffer_.size());
      read();
    });
  }

  void pump() {
    if (writing_ || outbox_.empty() || done_) return;
    writing_ = true;
    ws_.async_write(asio::buffer(outbox_.front()), [this](beast::error_code ec, std::size_t) {
      writing_ = false;
      if (ec) return finish("sending to " + url_.hostHeader() + " failed: " + words(ec));
      outbox_.pop_front();
      pump();
    });
  }

  // Forgets the messages not sent yet, but not the one being written (its buffer is in use until it completes).
  void dropQueue() {
    while (outbox_.size() > (writing_ ? 1u : 0u)) outbox_.pop_back();
  }

  // The end, whatever the cause: one Closed event (ignored if the UI closed first), every operation cancelled.
  void finish(const std::string& why) {
    inbox_.push(Socket::EventKind::Closed, why);
    done_ = true;
    if (torn_) return;
    torn_ = true;
    open_ = false;
    dropQueue();
    resolver_.cancel();
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(ws_).close();
  }

  Inbox& inbox_;
  SocketUrl url_;
  tcp::resolver resolver_;
  Stream& ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;
  bool open_ = false, writing_ = false;
  bool done_ = false;   // closing or closed: nothing more is sent
  bool torn_ = false;   // the socket is closed and the resolver cancelled
};

using PlainStream = websocket::stream<beast::tcp_stream>;
#ifdef TAROT_SOCKET_TLS
using TlsStream = websocket::stream<beast::ssl_stream<beast::tcp_stream>>;
#endif

class NativeSocket : public Socket {
 public:
  explicit NativeSocket(const SocketUrl& url) {
    if (url.secure) {
#ifdef TAROT_SOCKET_TLS
      tls_ = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_client);
      tls_->set_default_verify_paths();
      tls_->set_verify_mode(asio::ssl::verify_peer);
      tlsStream_ = std::make_unique<TlsStream>(io_, *tls_);
      tlsSession_ = std::make_unique<Session<TlsStream>>(io_, inbox_, url, tlsStream_.get());
#endif
    } else {
      plainStream_ = std::make_unique<PlainStream>(io_);
      plainSession_ = std::make_unique<Session<PlainStream>>(io_, inbox_, url, plainStream_.get());
    }
    onSession([](auto& s) { s.start(); });
    thread_ = std::thread([this] {
      io_.run();
      std::lock_guard<std::mutex> lock(inbox_.m);
      inbox_.threadDone = true;
      inbox_.finished.notify_all();
    });
  }

  ~NativeSocket() override {
    close();
    // A moment for the close frame to leave; then whatever is still pending is abandoned.
    {
      std::unique_lock<std::mutex> lock(inbox_.m);
      inbox_.finished.wait_for(lock, std::chrono::milliseconds(300), [this] { return inbox_.threadDone; });
    }
    io_.stop();
    thread_.join();
  }

  void send(const std::string& text) override {
    {
      std::lock_guard<std::mutex> lock(inbox_.m);
      if (inbox_.closed) return;
    }
    asio::post(io_, [this, text] { onSession([&](auto& s) { s.send(text); }); });
  }

  std::vector<Event> poll() override {
    std::lock_guard<std::mutex> lock(inbox_.m);
    std::vector<Event> out;
    out.swap(inbox_.events);
    return out;
  }

  void close() override {
    inbox_.push(EventKind::Closed, "closed by this side");
    asio::post(io_, [this] { onSession([](auto& s) { s.close(); }); });
  }

 private:
  template <class F>
  void onSession(F&& f) {
    if (plainSession_) f(*plainSession_);
#ifdef TAROT_SOCKET_TLS
    if (tlsSession_) f(*tlsSession_);
#endif
  }

  asio::io_context io_;
  Inbox inbox_;
#ifdef TAROT_SOCKET_TLS
  std::unique_ptr<asio::ssl::context> tls_;
  std::unique_ptr<TlsStream> tlsStream_;
  std::unique_ptr<Session<TlsStream>> tlsSession_;
#endif
  std::unique_ptr<PlainStream> plainStream_;
  std::unique_ptr<Session<PlainStream>> plainSession_;
  std::thread thread_;
};

}  // namespace

std::unique_ptr<Socket> openSocket(const std::string& url) {
  SocketUrl u;
  std::string why;
  if (!parseSocketUrl(url, &u, &why)) return closedSocket(why);
#ifndef TAROT_SOCKET_TLS
  if (u.secure)
    return closedSocket("cannot open " + url + ": this build has no TLS (OpenSSL was not found when it was built), "
                        "so wss:// is not available");
#endif
  return std::make_unique<NativeSocket>(u);
}

}  // namespace tarot::app
