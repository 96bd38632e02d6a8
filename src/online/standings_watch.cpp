// The live standings' client (standings_watch.h).
#include "online/standings_watch.h"
#include "online/standings_words.h"
#include "protocol/tournament_wire.h"
#include "protocol/messages.h"
#include <cstdio>

namespace tarot::online {

StandingsWatch::StandingsWatch(OpenLink open, std::string server, std::string tournament, double now)
    : open_(std::move(open)), server_(std::move(server)), code_(std::move(tournament)) {
  if (!protocol::isTableCode(code_) || !open_) {
    status_ = Status::NoCode;
    return;
  }
  connect(now);
}

void StandingsWatch::connect(double now) {
  if (link_) link_->close();
  link_ = open_(server_);
  linkOpen_ = false;
  ++connections_;
  retryAt_ = now + kRetrySeconds;
  if (link_) link_->send(writeWatch(code_));  // queued until the link opens
  askedWhole_ = link_ != nullptr;
  if (link_ && chosen_ > 0) link_->send(writeRanking(code_, chosen_));
}

void StandingsWatch::update(double now) {
  if (status_ == Status::NoCode || status_ == Status::NoTournament) return;
  if (!link_) {
    if (now >= retryAt_) connect(now);
    return;
  }
  for (Link::Event& e : link_->poll()) {
    if (e.kind == Link::EventKind::Open) {
      linkOpen_ = everOpen_ = true;
    } else if (e.kind == Link::EventKind::Message) {
      handle(e.text);
      if (status_ == Status::NoTournament) break;
    } else {
      // Lost (or never made): what is shown stays; the watch is asked again on a new connection.
      linkOpen_ = false;
      link_.reset();
      status_ = everOpen_ ? Status::Lost : Status::Unreachable;
      retryAt_ = now + kRetrySeconds;
      break;
    }
  }
  if (status_ == Status::NoTournament && link_) {
    link_->close();
    link_.reset();
  }
}

void StandingsWatch::handle(const std::string& text) {
  json::Value m;
  std::string why;
  if (!json::parse(text, &m, &why) || !m.isObject()) {
    refuse("not JSON: " + why);
    return;
  }
  const std::string t = protocol::replyType(m);
  if (t == wire::kTournamentStandings) {
    TournamentStandings s;
    if (!read(m, &s, &why)) refuse(t + ": " + why);
    else if (s.tournament != code_) refuse(t + ": another tournament");
    else {
      standings_ = std::move(s);
      hasStandings_ = true;
      askedWhole_ = false;
      status_ = Status::Watching;
      ++updates_;
    }
  } else if (t == wire::kTournamentStandingsUpdate) {
    if (!hasStandings_) why = "before the standings";
    else if (apply(m, &standings_, &why)) ++updates_;
    if (!why.empty()) {
      // What is shown stays; the whole standings are asked again (once until they come).
      refuse(t + ": " + why);
      if (link_ && !askedWhole_) link_->send(writeWatch(code_));
      askedWhole_ = true;
    }
  } else if (t == wire::kTournamentProgress) {
    TournamentProgress p;
    if (!read(m, &p, &why)) refuse(t + ": " + why);
    else if (p.tournament != code_) refuse(t + ": another tournament");
    else if (hasStandings_) {
      bool found = false;
      for (MissingSheet& s : standings_.missing)
        if (s.position == p.position && s.table == p.table) {
          s.confirmed = p.confirmed;
          found = true;
        }
      if (!found && p.position <= standings_.started) standings_.missing.push_back({p.position, p.table, p.confirmed});
      ++updates_;
    }
  } else if (t == wire::kTournamentPositionRanking) {
    PositionRanking r;
    if (!read(m, &r, int(standings_.players.size()), &why)) refuse(t + ": " + why);
    else if (r.tournament != code_) refuse(t + ": another tournament");
    else if (r.position > standings_.started) refuse(t + ": a position not started");
    else {
      rankings_[r.position] = std::move(r);
      ++updates_;
    }
  } else if (t == wire::kError) {
    protocol::Error e;
    if (!protocol::read(m, &e)) refuse("error: malformed");
    else if (e.code == wire::kNoTournament) status_ = Status::NoTournament;
    else refuse("error: " + e.code);
  } else if (t != wire::kPong) {
    refuse("unknown message type \"" + t + "\"");
  }
}

void StandingsWatch::choosePosition(int p) {
  if (p < 0 || p > standings_.started || p == chosen_) return;
  chosen_ = p;
  if (p > 0 && link_ && status_ != Status::NoTournament) link_->send(writeRanking(code_, p));
}

const PositionRanking* StandingsWatch::positionRanking(int p) const {
  const auto it = rankings_.find(p);
  return it == rankings_.end() ? nullptr : &it->second;
}

bool StandingsWatch::positionComplete() const {
  if (!hasStandings_ || standings_.started == 0) return false;
  for (const MissingSheet& s : standings_.missing)
    if (s.position == standings_.started) return false;
  return true;
}

std::string StandingsWatch::playerName(int id) const {
  return id >= 1 && id <= int(standings_.players.size()) ? standings_.players[std::size_t(id - 1)] : std::string("?");
}

std::string StandingsWatch::statusText(match::Lang lang) const {
  char buf[240];
  switch (status_) {
    case Status::Watching: return "";
    case Status::Connecting: return stText(lang, StText::Connecting);
    case Status::Lost: return stText(lang, StText::Lost);
    case Status::Unreachable: return stText(lang, StText::Unreachable);
    case Status::NoCode: return stText(lang, StText::NoCode);
    case Status::NoTournament:
      std::snprintf(buf, sizeof buf, stText(lang, StText::NoTournament), code_.c_str());
      return buf;
  }
  return "";
}

}  // namespace tarot::online
