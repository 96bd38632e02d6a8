// A connection's messages waiting to be written (net_server.cpp), where a newer push may replace an older one not
// written yet: a page that reads slowly gets the newest standings instead of every one in turn. A message may name
// a replacement key (the standings pushed for one tournament) and the parts it carries (the players' names, the
// seating: an update carries them only when they changed); a newer message with the same key drops an older one
// still waiting when it carries every part the older one did, and goes at the end of the queue (after the messages
// that were sent between them, which the newer one supersedes). The front is being written: it is never dropped.
// No network code: the session writes front() and calls pop() when the write is done.
#pragma once
#include <cstddef>
#include <deque>
#include <memory>
#include <string>

namespace tarot::server {

struct Replace {
  std::string key;     // "" : never replaced
  unsigned parts = 0;  // what the message carries beyond what every message of the key carries
};

class SendQueue {
 public:
  // Appends `text`; returns how many older messages with the same key it replaced.
  int push(std::shared_ptr<const std::string> text, Replace replace = {}) {
    int dropped = 0;
    if (!replace.key.empty())
      for (std::size_t i = items_.size(); i-- > 1;) {  // never the front: it is being written
        const Item& old = items_[i];
        if (old.replace.key != replace.key || (old.replace.parts & ~replace.parts) != 0) continue;
        items_.erase(items_.begin() + long(i));
        ++dropped;
      }
    replaced_ += dropped;
    items_.push_back({std::move(text), std::move(replace)});
    return dropped;
  }
  const std::string& front() const { return *items_.front().text; }
  void pop() { items_.pop_front(); }
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  long replaced() const { return replaced_; }  // messages dropped for a newer one, so far

 private:
  struct Item {
    std::shared_ptr<const std::string> text;
    Replace replace;
  };
  std::deque<Item> items_;
  long replaced_ = 0;
};

}  // namespace tarot::server
