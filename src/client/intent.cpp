// The person's requests, built once here.
#include "client/intent.h"

namespace tarot::client {

Intent::Intent() = default;
Intent::Intent(const Intent&) = default;
Intent::~Intent() = default;

Intent Intent::of(Kind k) {
  Intent i;
  i.kind = k;
  return i;
}

Intent Intent::form(Kind k, const MatchSettings& s) {
  Intent i = of(k);
  i.settings = s;
  return i;
}

Intent Intent::act(const Action& a) {
  Intent i = of(Kind::Act);
  i.action = a;
  return i;
}

Intent Intent::withText(Kind k, std::string t) {
  Intent i = of(k);
  i.text = std::move(t);
  return i;
}

Intent Intent::withNumber(Kind k, int n) {
  Intent i = of(k);
  i.number = n;
  return i;
}

Intent Intent::withFlag(Kind k, bool f) {
  Intent i = of(k);
  i.flag = f;
  return i;
}

Intent Intent::settingsChanged(const PlayerSettings& p, bool hints) {
  Intent i = of(Kind::ChangeSettings);
  i.preferences = p;
  i.flag = hints;
  return i;
}

Intent Intent::join(std::string code, std::string name) {
  Intent i = of(Kind::JoinOnline);
  i.text = std::move(code);
  i.name = std::move(name);
  return i;
}

}  // namespace tarot::client
