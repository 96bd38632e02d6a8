// The live standings' words in French and English (the page's title, the rankings' headings, the missing sheets, the
// connection's state), by key. Kept beside the standings' client rather than in the game's translations table so
// that the game page's program does not carry them (the console's program alone shows the standings).
#pragma once
#include "match/translations.h"

namespace tarot::online {

enum class StText {
  Title, RankPosition, RankCumul, RankProvisional, WaitSheets, NotStarted, Missing, MissingLine, NoneMissing, Seating,
  Withdrawn, Connecting, Lost, Unreachable, NoTournament, NoCode, Refused, Positions, RankPositionProvisional,
  RankingAsked, RankDuplicate, NightResults, Count
};

// Adds the standings' table to the translation module (words/words.h); once. stText calls it.
void registerStandingsWords();
// The text in that language (never null).
const char* stText(match::Lang lang, StText key);

}  // namespace tarot::online
