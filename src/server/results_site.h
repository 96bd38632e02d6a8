// The club's public results site served by tarot-server under /results/ (src/site builds the pages): read-only, from
// the tournaments the server keeps; a night is published on the site once its last position is closed (named by its
// tournament code, dated by its creation). The pages are built once and kept until a tournament changes (its
// events counted), each with its ETag; a reader's If-None-Match is answered 304. No network code (net_server.cpp
// asks it), no clock.
#pragma once
#include "server/tournament_desk.h"
#include "site/site.h"
#include <map>
#include <string>

namespace tarot::server {

// What /results/PATH answers.
struct ResultsReply {
  int status = 200;                // 200, 304 or 404
  std::string type, body, etag;
};

class ResultsSite {
 public:
  ResultsSite(const TournamentDesk& desk, std::string club) : desk_(desk), club_(std::move(club)) {}
  // `path`: what follows /results/ ("" for the root, "fr/index.html"...); `base`: the site's absolute address
  // ("http://host/results/", from the request's Host), for the canonical links, the sitemap and the pages' QR codes
  // (one not made of a host's characters is not used: the pages then link relatively only); `ifNoneMatch`: the
  // reader's header ("" when none).
  ResultsReply get(const std::string& path, const std::string& base, const std::string& ifNoneMatch);
  // Whether the tournament is a night of the site (its last position closed).
  static bool published(const DeskTournament& t);
  // The pages' builds so far (tests: a page read twice is built once).
  int builds() const { return builds_; }

 private:
  // The pages as built for one base address, and the tournaments' stamp they were built at.
  struct Built {
    std::size_t stamp = std::size_t(-1);
    std::map<std::string, site::Page> pages;
    std::map<std::string, std::string> etags;
  };
  // The tournaments' events counted: a change to any of them (a correction, a new night) changes it.
  std::size_t stamp() const;
  void rebuild(Built* b, const std::string& base, std::size_t stamp);

  const TournamentDesk& desk_;
  std::string club_;
  std::map<std::string, Built> built_;   // by base address: a few hosts at most (a name and an address)
  int builds_ = 0;
};

}  // namespace tarot::server
