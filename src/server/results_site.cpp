// The results site's pages kept by the server and rebuilt when a tournament changes.
#include "server/results_site.h"
#include <cctype>
#include <cstdio>

namespace tarot::server {

namespace {

// FNV-1a of the page, as the ETag: the same page gives the same tag across restarts.
std::string etagOf(const std::string& body) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : body) h = (h ^ c) * 1099511628211ull;
  char buf[24];
  std::snprintf(buf, sizeof buf, "\"%016llx\"", static_cast<unsigned long long>(h));
  return buf;
}

// "http://HOST/results/" with a host name or address and port only.
bool hostLike(const std::string& base) {
  const std::string head = "http://", tail = "/results/";
  if (base.size() <= head.size() + tail.size() || base.compare(0, head.size(), head) != 0 ||
      base.compare(base.size() - tail.size(), tail.size(), tail) != 0)
    return false;
  for (std::size_t i = head.size(); i < base.size() - tail.size(); ++i) {
    const char c = base[i];
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != ':' && c != '[' && c != ']') return false;
  }
  return true;
}

int depthOf(const std::string& path) {
  int d = 0;
  for (char c : path) d += c == '/';
  return d;
}

}  // namespace

bool ResultsSite::published(const DeskTournament& t) {
  const tournament::State& s = t.doc.state();
  if (!s.created || s.positions.empty() || int(s.positions.size()) < s.settings.positions) return false;
  for (const tournament::PositionState& p : s.positions)
    if (!p.closed) return false;
  return true;
}

std::size_t ResultsSite::stamp() const {
  std::size_t n = desk_.count();
  desk_.forEach([&n](const DeskTournament& t) { n = n * 31 + t.doc.events().size(); });
  if (clubs_)  // a night a club takes leaves the root site
    for (const std::string& code : clubs_->codes()) n = n * 31 + clubs_->stamp(code);
  return n;
}

void ResultsSite::rebuild(Built* b, const std::string& base, std::size_t now) {
  site::SiteInput in;
  in.options.club = club_;
  in.options.baseUrl = base;
  desk_.forEach([&in, this](const DeskTournament& t) {
    if (published(t) && !(clubs_ && clubs_->holds(t.code))) site::addNight(&in, t.code, t.doc);
  });
  b->pages = site::sitePages(in);
  b->etags.clear();
  for (const auto& [path, page] : b->pages) b->etags[path] = etagOf(page.body);
  b->stamp = now;
  ++builds_;
}

ResultsReply ResultsSite::get(const std::string& path, const std::string& given, const std::string& ifNoneMatch) {
  const std::string base = hostLike(given) ? given : std::string();
  const std::size_t slash = path.find('/');
  if (clubs_ && slash != std::string::npos && slash > 0) {
    const std::string code = path.substr(0, slash);
    if (clubs_->registerOf(code))
      return clubGet(code, path.substr(slash + 1), base.empty() ? base : base + code + "/", ifNoneMatch);
  }
  if (!built_.count(base) && built_.size() >= 4) built_.clear();  // a few hosts; never a page per forged Host
  Built& b = built_[base];
  const std::size_t now = stamp();
  if (now != b.stamp) rebuild(&b, base, now);
  return reply(b, path, club_, ifNoneMatch);
}

ResultsReply ResultsSite::clubGet(const std::string& code, const std::string& path, const std::string& base,
                                  const std::string& ifNoneMatch) {
  const std::string key = code + " " + base;
  if (!clubBuilt_.count(key) && clubBuilt_.size() >= 64) clubBuilt_.clear();  // a few clubs, a few hosts each
  Built& b = clubBuilt_[key];
  const std::size_t now = clubs_->stamp(code);
  std::string name = clubs_->nameOf(code);
  if (now != b.stamp) {
    site::SiteInput in;
    clubs_->clubFile(code, &in.club);
    in.options.club = name;
    in.options.baseUrl = base;
    b.pages = site::sitePages(in);
    b.etags.clear();
    for (const auto& [p, page] : b.pages) b.etags[p] = etagOf(page.body);
    b.stamp = now;
    ++builds_;
  }
  return reply(b, path, name, ifNoneMatch);
}

ResultsReply ResultsSite::reply(Built& b, const std::string& path, const std::string& club, const std::string& ifNoneMatch) {
  const std::string key = path.empty() || path.back() == '/' ? path + "index.html" : path;
  ResultsReply r;
  const auto it = b.pages.find(key);
  if (it == b.pages.end()) {
    r.status = 404;
    r.type = "text/html; charset=utf-8";
    site::Options o;
    o.club = club;
    r.body = site::notFoundPage(o, depthOf(key));
    return r;
  }
  r.etag = b.etags[key];
  r.type = it->second.type;
  if (!ifNoneMatch.empty() && ifNoneMatch == r.etag) {
    r.status = 304;
    return r;
  }
  r.body = it->second.body;
  return r;
}

}  // namespace tarot::server
