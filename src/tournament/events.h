// The events of a tournament document as a console builds them, and the JSON shape of their data (settings,
// seatings, sheets), read back with a reason naming the field at fault.
#pragma once
#include "tournament/document.h"
#include <string>
#include <utility>
#include <vector>

namespace tarot::tournament {

Event createEvent(const std::string& name, const Settings& settings);
Event registerEvent(const std::string& name, const std::string& licence, const std::string& club,
                    const std::string& team = std::string());
Event lateArrivalEvent(int player, int minutes);
Event withdrawalEvent(int player, int afterPosition);
Event settingsEvent(const Settings& settings);
// The draw of start positions: its method, the seed of a random draw, the champion placed North at table 1 (0:
// none) and the seating it gave (draw.h computes it).
Event drawEvent(DrawMethod method, std::uint64_t seed, int champion, const PositionSeating& start);
Event startPositionEvent(int position, const PositionSeating& seating);
Event sheetEvent(int position, int table, const TableSheet& sheet);
Event correctSheetEvent(int position, int table, const TableSheet& sheet, const std::string& reason);
Event penaltyEvent(const Penalty& p);
Event closePositionEvent(int position);
// The arbitrator's visa on deal k of a table's sheet at a position (a garde sans or garde contre, visa.h).
Event visaEvent(int position, int table, int deal);
// The cancellation of the arbitrator's event at `event` (its index in the document; a late arrival, a withdrawal, a
// penalty or a visa, named by `kind` so that a cancellation never lands on another event), with the arbitrator's
// reason.
Event cancelEvent(int event, const std::string& kind, const std::string& reason);

json::Value settingsToJson(const Settings& s);
std::string settingsFromJson(const json::Value& v, Settings* out);
json::Value seatingToJson(const PositionSeating& s);
std::string seatingFromJson(const json::Value& v, PositionSeating* out);
json::Value sheetToJson(const TableSheet& s);
std::string sheetFromJson(const json::Value& v, TableSheet* out);
const char* drawMethodName(DrawMethod m);
// The competition's level as the file names it: club, regional_qualifier, regional_semi_final, regional_final.
const char* competitionName(Competition c);
bool competitionFromName(const std::string& name, Competition* out);

}  // namespace tarot::tournament
