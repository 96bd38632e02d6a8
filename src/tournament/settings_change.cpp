// Changing a tournament's settings after its creation (the arbitrator's "settings" event): what may change at any
// time (positions to come, the ranking's method, ties, the carré final), and what is refused once a position has
// started because it would change positions already played (their deal count, movement or coefficient) or the
// draw already made (the formula); the online play's choices, checked at creation too, are fixed once a position
// has started (its tables were opened with them).
#include "tournament/document.h"

namespace tarot::tournament {

namespace {

int coefficientAt(const Settings& s, int position) {
  int c = 100;
  for (const Session& x : s.sessions)
    if (x.firstPosition <= position) c = x.coefficient;
  return c;
}

std::string movementAt(const Settings& s, int position) {
  return position >= 1 && position <= int(s.movements.size()) ? s.movements[std::size_t(position - 1)] : std::string();
}

Rejection past(SettingsPart part, const char* what, int started) {
  Rejection r = refuseWith(RejectionCode::SettingsChangePast, what, started, int(part));
  return r;
}

}  // namespace

Rejection settingsChangeCheck(const State& s, const Settings& next) {
  const int started = int(s.positions.size());
  if (next.positions < started) return refuse(RejectionCode::PositionsStarted, started);
  if (next.formula != s.settings.formula && s.draw != DrawMethod::None)
    return refuseWith(RejectionCode::SettingsChangePast, "the formula", 0, int(SettingsPart::Formula));
  if (const Rejection r = onlineSettingsCheck(next)) return r;
  if (started == 0) return movementSettingsCheck(next);
  if (next.online != s.settings.online || next.duplicate != s.settings.duplicate || next.bots != s.settings.bots ||
      next.minutes != s.settings.minutes)
    return past(SettingsPart::Online, "the online play", started);
  if (next.dealsPerPosition != s.settings.dealsPerPosition)
    return past(SettingsPart::DealsPerPosition, "the deals per position", started);
  for (int p = 1; p <= started; ++p) {
    if (movementAt(next, p) != movementAt(s.settings, p)) return past(SettingsPart::Movement, "the movement", started);
    if (coefficientAt(next, p) != coefficientAt(s.settings, p)) return past(SettingsPart::Coefficient, "a coefficient", started);
  }
  return movementSettingsCheck(next);
}

Rejection movementSettingsCheck(const Settings& s) {
  int departed = 0;  // the first position seated at random or best against best (not the first: it is the draw's)
  for (int p = 1; p <= s.positions; ++p) {
    const std::string m = p <= int(s.movements.size()) ? s.movements[std::size_t(p - 1)] : std::string("fft");
    if (s.formula != Formula::Individual && m != "fft") return refuse(RejectionCode::TeamsFftOnly, p);
    if (m == "fft" && departed) return refuse(RejectionCode::FftNotResumed, p, departed);
    if (m != "fft" && !(m == "best" && p == 1) && !departed) departed = p;
  }
  return {};
}

Rejection onlineSettingsCheck(const Settings& s) {
  if (!s.online && (s.duplicate || s.bots || s.minutes)) return refuse(RejectionCode::OnlineOnly);
  if (s.bots && s.tablesOf5) return refuse(RejectionCode::BotsOrFives);
  if (s.minutes < 0 || s.minutes > kMaxClockMinutes) return refuse(RejectionCode::ClockMinutes, kMaxClockMinutes);
  return {};
}

}  // namespace tarot::tournament
