// The games kept on the player's device: the match in progress ("match/current"), and the finished matches, each
// saved whole under "games/<id>" and listed in an index ("games/index": date, names, totals, deals) for the past
// games screen. A corrupt index is reported and replaced by a valid one at the next change; a game whose save is
// missing or corrupt is refused with a reason when opened. A save of the match in progress that cannot be read is
// never resumed nor overwritten: it is kept aside ("match/unreadable", then "-2"...) until the person exports or
// deletes it. Storage is the caller's (files or localStorage).
#pragma once
#include "client/layer.h"
#include "match/match.h"
#include "match/scoresheet.h"
#include <functional>
#include <string>
#include <vector>

namespace tarot::client {

// Text stored by key; any function may be left empty (nothing is then kept).
struct Storage {
  std::function<bool(const std::string& key, std::string* value)> load;
  std::function<bool(const std::string& key, const std::string& value)> save;  // atomic write
  std::function<void(const std::string& key)> remove;
};

inline const char* const kCurrentMatchKey = "match/current";
// Where damaged saves of the match in progress are kept aside: this key, then "-2" to "-9" appended.
inline const char* const kUnreadableMatchKey = "match/unreadable";
inline constexpr int kUnreadableSlots = 9;

// One line of the index.
struct SavedGame {
  std::string id;
  std::string date;                                // "YYYY-MM-DD HH:MM", or empty
  std::vector<std::pair<std::string, int>> totals;  // name and final total of each person
  int deals = 0;
};

struct GamesIndex {
  std::vector<SavedGame> games;   // oldest first
  bool corrupt = false;           // the stored index could not be read (it is rewritten at the next change)
};

class SavedGames {
 public:
  explicit SavedGames(Storage storage) : storage_(std::move(storage)) {}

  // The index as stored; lines without an id are dropped (and the index rewritten without them).
  GamesIndex list();
  // Keeps a finished match: its save, then its line in the index; the match in progress is cleared. Returns
  // nullptr, or why it could not be kept.
  const char* archive(const Match& match, const std::string& date);
  // Keeps the sheet of a match played at an online table (the server held the cards: the sheet is what this
  // device has), under "online-<table>"; a later sheet of the same table replaces it.
  const char* archiveSheet(const Sheet& sheet, const std::string& table, const std::string& date);
  // True for a game kept as its sheet only (openSheet, not open).
  bool isSheetOnly(const std::string& id) const;
  const char* openSheet(const std::string& id, Sheet* out) const;
  // Restores a kept game into `out`; nullptr, or why not (`why` says more when the save itself is refused).
  const char* open(const std::string& id, double now, Match* out, std::string* why) const;
  // Deletes a kept game and its line.
  void remove(const std::string& id);

  // A save of the match in progress that cannot be read, moved to the first free key aside (the text unchanged).
  // Returns false when such a save stays in place (no free key, or the copy could not be written): nothing may
  // then be saved over it.
  bool setAsideUnreadable(double now);
  // The first damaged save kept aside, its text into `text` (may be null); false when none.
  bool unreadable(std::string* text) const;
  // Deletes the first damaged save kept aside (the one unreadable() gives).
  void removeUnreadable();

 private:
  void write(const GamesIndex& index);
  Storage storage_;
};

}  // namespace tarot::client
