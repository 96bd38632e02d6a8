// The club's data across nights: its register of players (each person once) and its seasons, each a list of the
// nights played (the tournament documents themselves, so every figure traces back to a sheet) and the
// championships the club keeps over them. Plain values; the operations live in register.h, season.h and
// championship.h. No I/O, no clock.
#pragma once
#include "tournament/document.h"
#include <string>
#include <string_view>
#include <vector>

namespace tarot::season {

// A person of the club's register. `serie` is their série at the Classement National of the current year, 1 the
// best to 4 (chapter 3, interclubs: "les joueurs non licenciés l'année précédente étant considérés comme 4ème
// Série"); `senior` is a flag the club sets (never a birth date). Two entries found to be one person are merged:
// the second keeps its id with `mergedInto` naming the one that stays, so the nights that name it still resolve.
struct Member {
  int id = 0;                            // from 1, never reused
  std::string name, licence, club;       // licence: the FFT licence number ("" when none)
  int serie = 4;
  bool senior = false;
  int mergedInto = 0;                    // 0: a live entry
  bool operator==(const Member& o) const;
};

struct Register {
  std::vector<Member> members;           // in id order
  int nextId = 1;
  bool operator==(const Register& o) const { return members == o.members && nextId == o.nextId; }
};

// One night of the season: its tournament (the whole document), when it was played, and which register entry each
// of its players is (`members[p - 1]` for the night's player p; 0 when the player is not in the register).
// An annulled night stays listed and counts nowhere.
struct Night {
  std::string id;                        // unique in the season (e.g. the server's tournament code or "2026-11-27-soir")
  std::string date;                      // "YYYY-MM-DD"
  std::string title;
  bool annulled = false;
  tournament::Document document;
  std::vector<int> members;
};

// The name as a search key: lower case, accents removed (é è ê ë → e, ç → c, œ → oe ...), spaces collapsed and
// trimmed, so "  Éloïse  DUPONT" and "eloise dupont" are one key.
std::string foldName(std::string_view name);

}  // namespace tarot::season
