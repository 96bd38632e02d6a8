// The engine's refusals in the player's words: one pattern per RefusalCode from the translations table, with
// named placeholders ({seat}, {other}, {card}, {suit}, {contract}, {size}, {needed}, {given}, {players}) filled by
// one small formatter, and card and suit names as players say them ("Roi de cœur", "21 d'atout", "l'Excuse").
#pragma once
#include "engine/refusal.h"
#include "match/translations.h"
#include "record/deal_record.h"
#include <array>
#include <string>

namespace tarot::match {

// The refusal as a sentence in `lang`; seatNames by seat (an empty name reads "seat N" / "la place N").
// Empty for a Refusal that is false.
std::string refusalText(Lang lang, const Refusal& r, const std::array<std::string, kMaxPlayers>& seatNames);
// The same with every seat named by its number ("seat 2"): the command-line tool and record errors.
std::string refusalText(Lang lang, const Refusal& r);
// A card as players name it, with its article where the language has one: "le Roi de cœur", "trump 21".
std::string cardText(Lang lang, Card c);
// A suit's name: "cœur" / "hearts", "atout" / "trumps".
std::string suitText(Lang lang, Suit s);
// A record error for people: the refusal worded in `lang` when the rules refused a step, else its reason.
std::string recordErrorText(Lang lang, const RecordError& e);
// A record error for the person who imported the file, in `lang`: the rules' refusal with the seats named and the
// step it stopped at, or why the file is not a deal (a damaged text with its line and column), never a code.
std::string recordErrorForPerson(Lang lang, const RecordError& e, const std::array<std::string, kMaxPlayers>& seatNames);
// The seats' names for a deal without people (an imported record): South, East, North, West by table size.
std::array<std::string, kMaxPlayers> compassSeatNames(Lang lang, int players);
// Fills {name} placeholders; unknown names stay as written.
std::string fillPlaceholders(const std::string& pattern, std::initializer_list<std::pair<const char*, std::string>> values);

}  // namespace tarot::match
