// Filling the console's sentences, and the tournament's refusals worded from the translations table.
#include "client/console/words.h"
#include "match/scoresheet.h"
#include "client/console/pages.h"
#include "match/refusal_text.h"
#include "record/json.h"
#include <cstdio>

namespace tarot::console {

using match::Lang;
using match::Text;
using tournament::RejectionCode;

std::string words(Lang lang, Text key, Numbers numbers, Texts texts) {
  registerConsoleWords();
  return fill(lang, tr(lang, key), numbers, texts);
}

namespace {

// The pattern of each code, in RejectionCode order (None has none).
constexpr Text kPattern[] = {
    Text::Count,  // None
    Text::TnRefBadData, Text::TnRefUnknownEvent, Text::TnRefAlreadyCreated, Text::TnRefNotCreated,
    Text::TnRefNameNeeded, Text::TnRefTeamNeeded, Text::TnRefNoSuchPlayer, Text::TnRefAlreadyWithdrawn,
    Text::TnRefPositionsStarted, Text::TnRefSettingsChangePast, Text::TnRefDrawAfterStart,
    Text::TnRefDrawMethodUnknown, Text::TnRefChampionNorth, Text::TnRefChampionUnknown, Text::TnRefDrawFirst,
    Text::TnRefNextPosition, Text::TnRefNoMorePositions, Text::TnRefPositionNotStarted, Text::TnRefNoSuchPosition,
    Text::TnRefNoSuchTable, Text::TnRefNoSheetToCorrect, Text::TnRefReasonNeeded, Text::TnRefSheetEntered,
    Text::TnRefPositionClosed, Text::TnRefPositionAlreadyClosed, Text::TnRefSheetMissing, Text::TnRefSeatingEmpty,
    Text::TnRefTableSize, Text::TnRefFifthOnlyAtFive, Text::TnRefSeatedTwice, Text::TnRefSeatedAfterWithdrawal,
    Text::TnRefTablePeople, Text::TnRefTotalForEmptySeat, Text::TnRefTotalsNotZero, Text::TnRefSheetBlank,
    Text::TnRefNotPlayedScored, Text::TnRefBilansNotZero,
    Text::TnRefDealerNeeded, Text::TnRefDealRefused, Text::TnRefTooFewPlayers, Text::TnRefTableOneNoNorth,
    Text::TnRefTeamSize, Text::TnRefTeamsDoNotFill, Text::TnRefChosenTooMany, Text::TnRefChosenUnknown,
    Text::TnRefTeamsNoOrientation, Text::TnRefPlacedTimes, Text::TnRefMovementImpossible,
    Text::TnRefOnlineOnly, Text::TnRefBotsOrFives, Text::TnRefClockMinutes,
    Text::TnRefPenaltyNegative, Text::TnRefCancelReasonNeeded,
    Text::TnRefCancelNotArbitrator, Text::TnRefAlreadyCancelled, Text::TnRefPcnNotDrawn, Text::TnRefPcnTooFew,
    Text::TnRefPcnTablesOf5, Text::TnRefCoefficientNotEarned,
    Text::TnRefTeamsFftOnly, Text::TnRefFftNotResumed, Text::TnRefFinalTooFew, Text::TnRefFinalSessions,
    Text::TnRefSeatedAfterElimination, Text::TnRefEliminationNotNow, Text::TnRefEliminationKeep,
    Text::TnRefSessionSeatsAll, Text::TnRefFinalistsMissing, Text::TnRefEliminationPlayed,
    Text::TnRefNoSuchDeal, Text::TnRefVisaNoSheet, Text::TnRefVisaAlreadyGiven, Text::TnRefVisaNotNeeded,
};
static_assert(sizeof(kPattern) / sizeof(kPattern[0]) == std::size_t(RejectionCode::Count), "one pattern per code");

constexpr Text kPart[] = {Text::TnPartFormula, Text::TnPartDeals, Text::TnPartMovement, Text::TnPartCoefficient,
                          Text::TnPartOnline};
constexpr std::size_t kParts = sizeof(kPart) / sizeof(kPart[0]);

std::string sentence(Lang lang, const tournament::Rejection& r) {
  Text key = kPattern[int(r.code)];
  std::string what;
  if (r.code == RejectionCode::SettingsChangePast) {
    what = tr(lang, kPart[std::size_t(r.b) % kParts]);
    if (r.a == 0) key = Text::TnRefSettingsChangeDrawn;
  }
  if (r.code == RejectionCode::EliminationNotNow && r.a == 0) key = Text::TnRefEliminationNotNowEnd;
  if (r.code == RejectionCode::PcnTooFew && r.c) key = r.c == 1 ? Text::TnRefPcnTooFewDuos : Text::TnRefPcnTooFewTeams;
  if (r.code == RejectionCode::FinalTooFew && r.c != 2) key = r.c == 8 ? Text::TnRefFinalTooFewDuos : Text::TnRefFinalTooFewTeams;
  const int orientation = r.code == RejectionCode::ChosenTooMany ? r.b : r.a;
  return words(lang, key, {{"a", r.a}, {"b", r.b}, {"c", r.c}},
               {{"detail", r.detail},
                {"what", what},
                {"orientation", orientationText(lang, orientation % 5)},
                {"entry", match::entryRefusalText(lang, r.entry)}});
}

}  // namespace

std::string refusalWords(Lang lang, const tournament::Rejection& r) {
  registerConsoleWords();
  if (!r) return "";
  const std::string why = sentence(lang, r);
  if (r.position && r.table) return words(lang, Text::TnWherePositionTable, {{"p", r.position}, {"t", r.table}}, {{"why", why}});
  if (r.position) return words(lang, Text::TnWherePosition, {{"p", r.position}}, {{"why", why}});
  if (r.table) return words(lang, Text::TnWhereTable, {{"t", r.table}}, {{"why", why}});
  // A sentence on its own starts with a capital (the patterns' first letters are ASCII or a placeholder).
  std::string s = why;
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  return s;
}

std::string numberList(Lang lang, const std::vector<int>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i == 0 ? "" : i + 1 == v.size() ? std::string(" ") + tr(lang, Text::TnAnd) + " " : ", ") + std::to_string(v[i]);
  return s;
}

std::string warningWords(Lang lang, const tournament::Warning& w, const std::function<std::string(int)>& name) {
  using W = tournament::WarningCode;
  constexpr Text kWarning[] = {Text::TnWarnNoMovement,        Text::TnWarnBeyondMovement,    Text::TnWarnSameAsPosition,
                               Text::TnWarnMeetAgain,         Text::TnWarnTeammatesTogether, Text::TnWarnTeammatesSeparated,
                               Text::TnWarnTableOf3Again,     Text::TnWarnMoved,             Text::TnWarnTakesEmptySeat,
                               Text::TnWarnArrives,           Text::TnWarnTableNotPlayed};
  static_assert(sizeof(kWarning) / sizeof(kWarning[0]) == std::size_t(W::Count), "one pattern per warning");
  const bool players = w.code >= W::MeetAgain;
  const bool second = w.code == W::MeetAgain || w.code == W::TeammatesTogether || w.code == W::TeammatesSeparated;
  return words(lang, kWarning[std::size_t(w.code)],
               {{"a", w.a}, {"b", w.b}, {"c", w.c}, {"e", w.e}, {"n", long(w.positions.size())}},
               {{"x", players ? name(w.a) : std::string()},
                {"y", second ? name(w.b) : std::string()},
                {"z", w.code == W::TeammatesSeparated ? name(w.d) : std::string()},
                {"which", numberList(lang, w.positions)}});
}

std::string saveErrorWords(Lang lang, const std::string& text, const std::string& why) {
  const auto starts = [&](const char* head) { return why.rfind(head, 0) == 0; };
  int a = 0, b = 0;
  if (starts("not JSON")) {
    // The JSON reader says "line L, column C: why" (record/json.cpp).
    const std::size_t line = why.find("line ");
    if (line != std::string::npos) std::sscanf(why.c_str() + line, "line %d, column %d", &a, &b);
    return fill(lang, tr(lang, Text::TnSaveNotJson), {{"line", a}, {"column", b}});
  }
  if (starts("written by a newer version") && std::sscanf(why.c_str(), "written by a newer version (%d; this one reads up to %d", &a, &b) == 2)
    return words(lang, Text::TnSaveNewer, {{"a", a}, {"b", b}});
  if (starts("the file has no version") || starts("unknown version")) return tr(lang, Text::TnSaveNoVersion);
  if (!starts("event ") || std::sscanf(why.c_str(), "event %d", &a) != 1 || a < 1) return tr(lang, Text::TnSaveNotTournament);
  // An event refused by the rules: the events before it replayed again for the refusal's code and figures.
  json::Value v;
  std::string err;
  const json::Value* list = json::parse(text, &v, &err) ? v.find("events") : nullptr;
  if (!list || !list->isArray() || int(list->items().size()) < a || why.find("an event needs") != std::string::npos)
    return words(lang, Text::TnSaveEventIncomplete, {{"a", a}});
  tournament::Document d;
  for (int k = 0; k < a; ++k) {
    const json::Value& o = list->items()[std::size_t(k)];
    const json::Value *kind = o.find("kind"), *at = o.find("at"), *author = o.find("author"), *data = o.find("data");
    if (!kind || !at || !author || !data || !at->isInt64()) return words(lang, Text::TnSaveEventIncomplete, {{"a", a}});
    tournament::Event e;
    e.kind = kind->asString();
    e.author = author->asString();
    e.data = *data;
    if (!d.append(e, at->asInt64(), e.author).empty())
    {
      // Mid-sentence: the refusal keeps its small letter unless it says where it happened.
      const tournament::Rejection& r = d.lastRejection();
      const std::string reason = r.position || r.table ? refusalWords(lang, r) : sentence(lang, r);
      return words(lang, Text::TnSaveEventRefused, {{"a", k + 1}}, {{"why", reason}});
    }
  }
  return words(lang, Text::TnSaveEventIncomplete, {{"a", a}});
}

}  // namespace tarot::console
