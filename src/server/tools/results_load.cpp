// The results site's load client for docs/SCALING.md: R readers, each on its own keep-alive connection, ask one page
// of /results/ for S seconds, each waiting `--pause` milliseconds after each page (a person reading it; 0: at once,
// the server's throughput); prints the requests served and the latency percentiles. Built on request only
// (tarot-results-load), never part of the tests.
//   tarot-results-load HOST PORT PATH [--readers R] [--seconds S] [--pause MS]
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

// One reader: connects, then asks the page until `end`; each request's time in microseconds goes to `out`.
void reader(const std::string& host, const std::string& port, const std::string& target, Clock::time_point end,
            int pauseMs, int offsetMs, std::vector<double>* out, std::atomic<long>* errors) {
  try {
    // Readers arrive spread over one pause, as people do, not all in the same millisecond.
    std::this_thread::sleep_for(std::chrono::milliseconds(offsetMs));
    asio::io_context io;
    tcp::resolver resolver(io);
    beast::tcp_stream stream(io);
    stream.connect(resolver.resolve(host, port));
    stream.socket().set_option(tcp::no_delay(true));
    http::request<http::empty_body> req{http::verb::get, target, 11};
    req.set(http::field::host, host + ":" + port);
    req.keep_alive(true);
    beast::flat_buffer buffer;
    while (Clock::now() < end) {
      const auto t0 = Clock::now();
      http::write(stream, req);
      http::response<http::string_body> res;
      http::read(stream, buffer, res);
      out->push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
      if (res.result() != http::status::ok) ++*errors;
      if (pauseMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(pauseMs));
    }
  } catch (const std::exception&) {
    ++*errors;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: tarot-results-load HOST PORT PATH [--readers R] [--seconds S] [--pause MS]\n");
    return 2;
  }
  int readers = 200;
  double seconds = 10;
  int pause = 0;
  for (int i = 4; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--readers") readers = std::max(1, std::atoi(argv[i + 1]));
    else if (a == "--seconds") seconds = std::max(0.5, std::atof(argv[i + 1]));
    else if (a == "--pause") pause = std::max(0, std::atoi(argv[i + 1]));
  }
  const auto end = Clock::now() + std::chrono::milliseconds(long(seconds * 1000));
  std::vector<std::vector<double>> times(static_cast<std::size_t>(readers));
  std::atomic<long> errors{0};
  std::vector<std::thread> threads;
  for (int r = 0; r < readers; ++r)
    threads.emplace_back(reader, std::string(argv[1]), std::string(argv[2]), std::string(argv[3]), end, pause, pause * r / readers,
                         &times[std::size_t(r)], &errors);
  for (std::thread& t : threads) t.join();
  std::vector<double> all;
  for (const auto& v : times) all.insert(all.end(), v.begin(), v.end());
  std::sort(all.begin(), all.end());
  const auto at = [&all](double q) { return all.empty() ? 0.0 : all[std::min(all.size() - 1, std::size_t(q * double(all.size())))] / 1000.0; };
  std::printf("{\"readers\":%d,\"pause_ms\":%d,\"seconds\":%.1f,\"requests\":%zu,\"per_second\":%.0f,\"errors\":%ld,"
              "\"p50_ms\":%.3f,\"p90_ms\":%.3f,\"p99_ms\":%.3f,\"max_ms\":%.3f}\n",
              readers, pause, seconds, all.size(), double(all.size()) / seconds, errors.load(), at(0.5), at(0.9), at(0.99),
              all.empty() ? 0.0 : all.back() / 1000.0);
  return errors.load() ? 1 : 0;
}
