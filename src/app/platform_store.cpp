// Persistence for the app layer: atomic files (desktop) or localStorage (browser).
#include "app/platform_store.h"
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace tarot::app {

#ifndef __EMSCRIPTEN__
namespace {
// Keys may hold '/', letters, digits, '-', '_', '.'; anything else is encoded so a key never escapes the folder.
std::string safeName(const std::string& key) {
  std::string out;
  for (unsigned char c : key) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_') out += char(c);
    else if (c == '/') out += "__";
    else { char buf[4]; std::snprintf(buf, sizeof buf, "%%%02X", c); out += buf; }
  }
  return out;
}
}  // namespace
#endif

#ifdef __EMSCRIPTEN__

EM_JS(char*, tarot_storage_get, (const char* key), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    if (v === null) return 0;
    var n = lengthBytesUTF8(v) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) { console.warn('tarot: storage unavailable: ' + e); return 0; }
});
EM_JS(int, tarot_storage_set, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; }
  catch (e) { console.warn('tarot: could not save: ' + e); return 0; }
});
EM_JS(void, tarot_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

Store::Store(std::string ns) : ns_(std::move(ns)) {}
std::string Store::pathOf(const std::string& key) const { return "tarot:" + ns_ + ":" + key; }
bool Store::load(const std::string& key, std::string* value) const {
  char* p = tarot_storage_get(pathOf(key).c_str());
  if (!p) return false;
  *value = p;
  std::free(p);
  return true;
}
bool Store::save(const std::string& key, const std::string& value) const {
  return tarot_storage_set(pathOf(key).c_str(), value.c_str()) != 0;
}
void Store::remove(const std::string& key) const { tarot_storage_remove(pathOf(key).c_str()); }
bool writeFileAtomically(const std::string&, const std::string&) { return false; }

#else

bool writeFileAtomically(const std::string& path, const std::string& data) {
  const std::string tmp = path + ".tmp";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return false;
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t w = ::write(fd, data.data() + done, data.size() - done);
    if (w < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      ::unlink(tmp.c_str());
      return false;
    }
    done += size_t(w);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) { ::unlink(tmp.c_str()); return false; }
  return ::rename(tmp.c_str(), path.c_str()) == 0;
}

static void makeDirs(const std::string& dir) {
  for (size_t i = 1; i <= dir.size(); ++i)
    if (i == dir.size() || dir[i] == '/') ::mkdir(dir.substr(0, i).c_str(), 0755);
}

Store::Store(std::string ns) : ns_(std::move(ns)) {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  const char* home = std::getenv("HOME");
  if (xdg && *xdg) dir_ = std::string(xdg) + "/tarot";
  else if (home && *home) dir_ = std::string(home) + "/.local/share/tarot";
  else dir_ = ".tarot";
  if (!ns_.empty()) dir_ += "/" + safeName(ns_);
  makeDirs(dir_);
}
std::string Store::pathOf(const std::string& key) const { return dir_ + "/" + safeName(key) + ".json"; }
bool Store::load(const std::string& key, std::string* value) const {
  std::ifstream in(pathOf(key), std::ios::binary);
  if (!in) return false;
  value->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}
bool Store::save(const std::string& key, const std::string& value) const { return writeFileAtomically(pathOf(key), value); }
void Store::remove(const std::string& key) const { ::unlink(pathOf(key).c_str()); }

#endif

}  // namespace tarot::app
