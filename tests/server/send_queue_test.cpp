// A connection's send queue (src/server/send_queue.h) for a page that does not read: the standings pushed again and
// again leave one waiting, not a pile; an update that carries less than the one waiting does not replace it; the
// message being written is never dropped; other keys and plain messages are kept in order.
#include "server/send_queue.h"
#include "server/tournament_desk.h"
#include <catch2/catch_test_macros.hpp>
#include <string>
#include <vector>

using namespace tarot::server;

namespace {

std::shared_ptr<const std::string> text(const std::string& s) { return std::make_shared<const std::string>(s); }

// What the queue holds, front first (popped: the queue is used up).
std::vector<std::string> drain(SendQueue& q) {
  std::vector<std::string> out;
  for (; !q.empty(); q.pop()) out.push_back(q.front());
  return out;
}

}  // namespace

TEST_CASE("Send queue: a page that does not read gets the newest standings, not every one in turn", "[standings]") {
  SendQueue q;
  const Replace standings{"standings/CODE", 0}, names{"standings/CODE", kStandingsPlayers};
  // The first message is being written (a page that stopped reading: it never completes).
  q.push(text("being written"), standings);
  for (int i = 1; i <= 500; ++i) {
    q.push(text("update " + std::to_string(i)), standings);
    q.push(text("progress t1 " + std::to_string(i)), {"progress/CODE/1/1", 0});
    q.push(text("progress t2 " + std::to_string(i)), {"progress/CODE/1/2", 0});
  }
  // 1,500 pushes: the one being written, and the newest of each key, in the order they were last pushed.
  CHECK(q.size() == 4);
  CHECK(q.replaced() == 1497);
  CHECK(drain(q) == std::vector<std::string>{"being written", "update 500", "progress t1 500", "progress t2 500"});

  // An update carrying the names is not replaced by one without them; one with the names replaces both.
  q.push(text("being written"));
  q.push(text("update with names"), names);
  q.push(text("update"), standings);
  q.push(text("update again"), standings);
  CHECK(drain(q) == std::vector<std::string>{"being written", "update with names", "update again"});
  q.push(text("being written"));
  q.push(text("update with names"), names);
  q.push(text("update"), standings);
  q.push(text("seating and names"), {"standings/CODE", kStandingsPlayers | kStandingsSeating});
  CHECK(drain(q) == std::vector<std::string>{"being written", "seating and names"});

  // Plain messages (a reply, a table's state) and another tournament's standings are never dropped.
  q.push(text("reply"));
  q.push(text("state 1"));
  q.push(text("state 2"));
  q.push(text("other 1"), {"standings/OTHER", 0});
  q.push(text("update 1"), standings);
  q.push(text("other 2"), {"standings/OTHER", 0});
  q.push(text("update 2"), standings);
  CHECK(drain(q) == std::vector<std::string>{"reply", "state 1", "state 2", "other 2", "update 2"});
}
