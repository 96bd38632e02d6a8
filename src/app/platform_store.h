// Saved text by key, on the player's device: files in the user's data directory on the desktop (written
// atomically: temp file, flush, rename), the origin's localStorage in the browser.
#pragma once
#include <string>

namespace tarot::app {

class Store {
 public:
  // `ns` separates several games embedded on one origin (browser) or several profiles (desktop).
  explicit Store(std::string ns);
  bool load(const std::string& key, std::string* value) const;
  bool save(const std::string& key, const std::string& value) const;
  void remove(const std::string& key) const;
  // Desktop: the folder holding the files.
  const std::string& directory() const { return dir_; }

 private:
  std::string ns_;
  std::string dir_;
  std::string pathOf(const std::string& key) const;
};

// Writes `data` to `path` atomically: a crash mid-write leaves the previous file intact.
bool writeFileAtomically(const std::string& path, const std::string& data);

}  // namespace tarot::app
