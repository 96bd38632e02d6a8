// The club's public results site served by tarot-server under /results/ (src/site builds the pages): read-only, from
// the tournaments the server keeps; a night is published on the site once its last position is closed (named by its
// tournament code, dated by its creation). The pages are built once and kept until a tournament changes (its
// events counted), each with its ETag; a reader's If-None-Match is answered 304. A club's site is under
// /results/CLUBCODE/: its seasons as the club desk builds them (its nights named and dated as the club sent them, its
// players as its register has them, its championships), rebuilt when the club or one of its nights changes; the
// root site keeps the tournaments no club holds. No network code (net_server.cpp asks it), no clock.
#pragma once
#include "server/club_desk.h"
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
  ResultsSite(const TournamentDesk& desk, std::string club, const ClubDesk* clubs = nullptr)
      : desk_(desk), clubs_(clubs), club_(std::move(club)) {}
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
  // A club's pages (`code`), at `base` (the club's own address, ".../results/CODE/").
  ResultsReply clubGet(const std::string& code, const std::string& path, const std::string& base,
                       const std::string& ifNoneMatch);
  ResultsReply reply(Built& b, const std::string& path, const std::string& club, const std::string& ifNoneMatch);

  const TournamentDesk& desk_;
  const ClubDesk* clubs_;
  std::string club_;
  std::map<std::string, Built> built_;   // by base address: a few hosts at most (a name and an address)
  std::map<std::string, Built> clubBuilt_;  // by club code and base address
  int builds_ = 0;
};

}  // namespace tarot::server
