// The device's storage for the controller's tests: text by key in memory, counting each key's writes.
#pragma once
#include "client/controller.h"
#include <map>
#include <string>

namespace tarot::client {

struct MemoryStorage {
  std::map<std::string, std::string> kept;
  std::map<std::string, int> written;
  int totalWrites = 0;

  bool has(const std::string& key) const { return kept.count(key) > 0; }
  std::string text(const std::string& key) const { return has(key) ? kept.at(key) : std::string(); }
  int writes(const std::string& key) const { return written.count(key) ? written.at(key) : 0; }
  // This storage as the app hands it to the controller, the saved games and the console.
  Storage storage() {
    return Storage{[this](const std::string& k, std::string* v) {
                     if (!has(k)) return false;
                     *v = kept[k];
                     return true;
                   },
                   [this](const std::string& k, const std::string& v) {
                     kept[k] = v;
                     ++written[k];
                     ++totalWrites;
                     return true;
                   },
                   [this](const std::string& k) { kept.erase(k); }};
  }
  // A host whose storage is this one (the other services left empty).
  Host host() {
    Host h;
    h.storage = storage();
    return h;
  }
};

}  // namespace tarot::client
