// The club's register of players (club.h's Register): each person once, added, edited, found as the arbitrator
// types, two entries of one person merged with the nights that name either still resolving, the club's existing
// list imported from CSV with each refused line said, and the register as JSON. No I/O: texts in, values out.
// Refusals travel as codes with their figures, worded where they are shown (the console, the server's client).
#pragma once
#include "record/json.h"
#include "season/club.h"
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tarot::season {

enum class RegisterCode : std::uint8_t {
  None,
  NameEmpty,         // a member without a name
  LicenceDigits,     // the licence is not 1 to 12 digits (the FFT writes its licence numbers in figures)
  LicenceTaken,      // a: the live member who holds that licence
  SerieRange,        // a: the série given (1 to 4)
  NoSuchMember,      // a: the id
  MergedEntry,       // a: the id, an entry already merged (into b): edit or merge the one it was merged into
  MergeSame,         // a: the id, merged with itself
  // CSV lines (importCsv): the line's own faults
  ColumnCount,       // a: the fields found, b: the fields the header (or the documented order) has
  UnclosedQuote,
  SerieNotNumber,    // detail: the text found in the série column
  SeniorValue,       // detail: the text found in the senior column (oui/non, yes/no, o/n, y/n, 1/0, x or empty)
  NoNameColumn,      // a header line without a name column (line 1 refused, nothing imported)
  Count
};

struct RegisterRefusal {
  RegisterCode code = RegisterCode::None;
  int a = 0, b = 0;
  std::string detail;
  explicit operator bool() const { return code != RegisterCode::None; }
  // The refusal as an English sentence (tests, the command line); "" for none.
  std::string english() const;
};

// The stable name of a code ("licence_taken") for the wire and the JSON, and back (false for an unknown name).
const char* registerCodeName(RegisterCode code);
bool registerCodeFromName(std::string_view name, RegisterCode* out);

// The licence as the register keeps it: spaces, dots and dashes typed between the figures removed ("12 345" →
// "12345"); leading zeros kept (a licence is a number written, not counted).
std::string normalLicence(std::string_view typed);

// The live member with that id, or nullptr (an unknown id or a merged entry).
const Member* liveMember(const Register& r, int id);
// The entry with that id, live or merged, or nullptr.
const Member* anyMember(const Register& r, int id);
// The live entry an id stands for: itself, or the entry it was merged into (followed to the end); 0 when unknown.
int resolve(const Register& r, int id);

// Why `m` cannot be a live member beside the others (its own id skipped): a name, a licence of digits held by no
// other live member, a série from 1 to 4. The name and licence are checked as normalised by add and edit.
RegisterRefusal checkMember(const Register& r, const Member& m);
// Adds `m` (its id and mergedInto ignored; the name trimmed, the licence normalised): the new id in *id.
RegisterRefusal addMember(Register& r, Member m, int* id = nullptr);
// Replaces the live entry `m.id` with `m`'s name, licence, club, série and senior flag.
RegisterRefusal editMember(Register& r, Member m);
// Merges the entry `gone` into `kept` (two entries of one person): `gone` stays with mergedInto = kept, so the nights
// naming it resolve to `kept`; `kept` takes gone's licence and club where its own are empty, and the better série.
RegisterRefusal mergeMembers(Register& r, int kept, int gone);

// One entry found by find(): the live member and how it matched (0: a word of the name, or the licence, starts with
// what was typed; 1: the name holds it elsewhere).
struct Found {
  int id = 0;
  int rank = 0;
};
// The live members matching what the arbitrator typed, folded (foldName: accents, case and spaces ignored): the
// word-prefix matches first, then the names holding it elsewhere, each group by folded name then id; the licence
// matches by its prefix (figures typed). Merged entries are never listed. At most `limit` (0: all).
std::vector<Found> find(const Register& r, std::string_view typed, std::size_t limit = 0);

// The club's list as CSV (UTF-8, with or without a byte order mark; `;` or `,` separated, the one the first line uses
// most; fields quoted with "" doubled inside). A header line names its columns in any order: nom/name (or
// joueur/player), licence/license, club, série/serie, senior; without one (no name column word in line 1), the
// columns are in that order: name;licence;club;série;senior, 1 to 5 fields a line (the missing ones empty). A série left
// empty is 4; senior is oui/yes/o/y/1/x, non/no/n/0 or empty. Blank lines are skipped.
struct CsvLineRefusal {
  int line = 0;  // from 1, as a text editor counts
  RegisterRefusal why;
};
struct ImportReport {
  std::vector<int> added;                  // the new members' ids, in the order of the lines
  std::vector<CsvLineRefusal> refused;     // each line refused, in order
};
// Adds each good line to `r` (checked as addMember does, against the register and the lines before it) and reports
// each refused line with its number and reason.
ImportReport importCsv(Register& r, std::string_view text);

// The register as JSON: {"next_id":n,"members":[{"id","name","licence","club","serie","senior","merged_into"}]}.
json::Value registerToJson(const Register& r);
// Reads a register written by registerToJson: "" and *out set, or what is wrong and where ("members[3]: \"serie\":
// ...", "members[2]: id 4 twice", "members[5]: licence 123 held by member 2 too"), *out untouched.
std::string registerFromJson(const json::Value& v, Register* out);
std::string registerFromText(const std::string& text, Register* out);

// One CSV line's fields split at `sep` (a quoted field keeps its separators, "" inside is one quote); false on an
// unclosed quote. The register's import and the console's pasted player list both read lines with it.
bool splitCsvLine(std::string_view line, char sep, std::vector<std::string>* fields);

}  // namespace tarot::season
