// The arbitrator's console as a controller (no ImGui, no SDL, no clock): the open tournament as a document of events
// (tournament/document.h), each thing the arbitrator does turned into an event with the time it is given and the
// author "arbitre", the document saved after every change and resumed exactly after a reload, a corrupt save refused.
#pragma once
#include "client/console/club_state.h"
#include "client/console/confirmation.h"
#include "client/saved_games.h"
#include "match/translations.h"
#include "season/register.h"
#include "tournament/document.h"
#include "tournament/draw.h"
#include "tournament/night_plan.h"
#include "tournament/ranking.h"
#include "tournament/sessions.h"
#include "tournament/visa.h"
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace tarot::console {

using match::Lang;
using tournament::Document;
using tournament::State;
using tournament::TableSheet;

// Storage keys: the tournament's document and the sheets being entered deal by deal (not handed in yet).
// Several tournaments (tournament_list.cpp): "tournaments" holds their list
//   {"version":1,"next":N,"open":id,"list":[{"id","name","date":"YYYY-MM-DD","season":start year or 0}...]};
// tournament 1 keeps the keys below, which a console of one tournament wrote, so such a save opens as the first of
// the list with nothing copied; tournament n > 1 has the same keys with "tournament" written "tournament.n"
// ("tournament.2", "tournament.2/drafts", "tournament.2/club", "tournament.2/members"). The club's register
// (kRegisterKey) is one for every tournament.
inline const char* const kTournamentsKey = "tournaments";
inline const char* const kTournamentKey = "tournament";
inline const char* const kDraftsKey = "tournament/drafts";
inline const char* const kAuthor = "arbitre";
// The club's register kept on the device (for a club without a server), apart from any tournament; and which
// register entry each of the night's players is, beside the tournament's document.
inline const char* const kRegisterKey = "club/register";
inline const char* const kMembersKey = "tournament/members";

// A tournament kept on the device: its name, the night's date and the season it counts in (0: the FFT season of
// its date, season::seasonOf).
struct TournamentEntry {
  int id = 0;
  std::string name;
  std::string date;  // "YYYY-MM-DD"
  int season = 0;    // the season's start year, when the arbitrator chose one
  bool operator==(const TournamentEntry& o) const {
    return id == o.id && name == o.name && date == o.date && season == o.season;
  }
};

// The day "YYYY-MM-DD" of the caller's clock (ms since 1970, the device's local time as the console is given it).
std::string dateOfClock(std::int64_t at);
// The FFT season of a date (season::seasonOf: its start year, -1 for no date) and its name ("2026-2027"), for the
// screens, which do not reach the season layer.
int seasonOfDate(const std::string& date);
std::string seasonText(int startYear);

class Console {
 public:
  explicit Console(client::Storage storage, Lang lang = Lang::French);

  // Reads the list of tournaments and opens the one open last: "" when there is none or it is read back; else why
  // it is refused (in the console's language), and then nothing is open and the save is left as it is.
  std::string resume();

  // Several tournaments side by side (tournament_list.cpp): the list, newest date first (one date: the last
  // created first); opening one (its refusal as resume's); closing the open one (its save kept); deleting one (its
  // save and its line; the screen asks twice). create() adds a tournament to the list and opens it.
  std::vector<TournamentEntry> tournaments() const;
  int current() const { return current_; }
  std::string openTournament(int id);
  void closeTournament();
  std::string deleteTournament(int id);
  // The open tournament's night: its date ("YYYY-MM-DD", by default the day of its creation as the caller's clock
  // gave it) and its season (by default the FFT season of the date); "" when there is none open.
  std::string nightDate() const;
  int nightSeason() const;
  // Sets them: "" when done (and saved), else why not (not a date; a season that is neither the date's nor the one
  // before or after). season 0: the date's.
  std::string setNight(const std::string& date, int season);
  bool open() const { return doc_.state().created; }
  // The refused save's reason, until discardSave() or a tournament replaces it.
  const std::string& corruptSave() const { return corrupt_; }
  // Deletes the open tournament's save (a refused one too) and its line, and closes it.
  void discardSave();
  const State& state() const { return doc_.state(); }
  const Document& document() const { return doc_; }
  Lang lang() const { return lang_; }
  void setLang(Lang l) { lang_ = l; }

  // Each action returns "" when done (and saved), else why not; `at` is the caller's clock (ms since 1970).
  std::string create(const std::string& name, const tournament::Settings& settings, std::int64_t at);
  std::string registerPlayer(const std::string& name, std::int64_t at, const std::string& licence = "",
                             const std::string& club = "", const std::string& team = "");
  // A pasted list, one name a line (blank lines skipped), or a CSV export of a club's list (a header line with
  // "nom"/"name", then "licence", "club", "equipe"/"team" columns in any order). Stops at the first refusal.
  std::string registerList(const std::string& text, std::int64_t at, int* added = nullptr);
  // The seeded random draw of start positions (article 25), with the previous champion North at table 1 (0: none).
  std::string draw(std::uint64_t seed, int champion, std::int64_t at);
  // A draw with its options (article 25): chosen orientations drawn among their seats, or the arbitrator's placing.
  std::string drawWith(const tournament::DrawRequest& request, std::int64_t at);
  // The arbitrator's placing: the players' numbers in seat order (table 1 N, S, E, W, then table 2 ...; tables of 3
  // lose their North, so they take three numbers), separated by spaces or commas; the champion must come first.
  std::string placeInOrder(const std::string& numbers, int champion, std::int64_t at);
  // The next position, seated by tournament/night_plan.h (the screen shows nextPosition() and asks first).
  std::string startNextPosition(std::int64_t at);
  // The next position's seating and the warnings the arbitrator must see before starting it, or why it cannot start.
  tournament::PositionPlan nextPosition() const;
  // The tables of the position being played whose sheet is not in yet (what starting the next one leaves behind).
  std::vector<int> sheetsMissing() const;
  // A refusal of the library in the console's language.
  std::string refusalOf(const tournament::Rejection& r) const { return refusal(r); }
  // A warning in the console's language, players named.
  std::string warningWords(const tournament::Warning& w) const;
  int positionsStarted() const { return int(state().positions.size()); }
  // The position the printed pages show (the seating, the feuilles, the fiches): the latest started, else — once the
  // draw is made — position 1, printable before it starts; 0 before the draw. And its seating (the next position's
  // as startNextPosition will seat it), empty when there is none.
  int positionToPrint() const;
  tournament::PositionSeating seatingToPrint(int position) const;
  // A table's sheet given as its totals by orientation (N, S, E, W, Fifth) for the settings' deals.
  // `notPlayed`: the arbitrator marks the position not played at the table (every total 0, the only way a blank
  // sheet is accepted).
  std::string enterTotals(int position, int table, const std::array<int, 5>& totals, std::int64_t at,
                          const std::string& reason = "", bool notPlayed = false);
  // A sheet handed in; once it is entered, a correction, refused without its reason (article 28).
  std::string enterSheet(int position, int table, const TableSheet& sheet, std::int64_t at, const std::string& reason = "");
  bool sheetEntered(int position, int table) const;
  std::string correctSheet(int position, int table, const TableSheet& sheet, const std::string& reason, std::int64_t at);
  std::string closePosition(int position, std::int64_t at);
  // The arbitrator's visa on a garde sans or garde contre (tournament/visa.h, visas.cpp): the deals of the sheets in
  // that await it (position 0: every position), each as a line ("Position 2, table 3, donne 4 : Garde sans de
  // DUPONT"), and the visa given as an event of the document.
  std::vector<tournament::AwaitedVisa> visasAwaited(int position = 0) const;
  std::string visaText(const tournament::AwaitedVisa& v, bool withPosition = true) const;
  std::string giveVisa(int position, int table, int deal, std::int64_t at);
  // New settings (positions, deals, movement, tables of 5...): refused with the reason where they would change a
  // position already started or the draw made (tournament/settings_change.cpp).
  std::string changeSettings(const tournament::Settings& settings, std::int64_t at);
  std::string penalty(const tournament::Penalty& p, std::int64_t at);
  std::string lostSheet(int position, int table, const std::string& reason, std::int64_t at);
  std::string lateArrival(int player, int minutes, std::int64_t at);
  std::string withdraw(int player, std::int64_t at);
  // Cancels the arbitrator's late arrival, withdrawal, penalty or visa given by the event at `event` (its index in the
  // document, State::arbitrations), with the reason asked: the cancellation is an event of the document.
  std::string cancel(int event, const std::string& reason, std::int64_t at);
  // The arbitrator's decision as a line ("DUPONT : Fausse donne, 100 points (position 2) — donne mal battue"), with
  // its cancellation and reason when cancelled.
  std::string arbitrationText(const tournament::Arbitration& a) const;

  // "Nouvelle séance" (chapter 3, article 3; sessions.cpp): once a position is closed, the library's plan for `keep`
  // players continuing (the ranking's best), or why not; its words for the arbitrator (who continues, who is
  // eliminated, the coefficient earned, the ties at the cut); and, confirmed, the elimination as an event with the
  // coefficient earned (or `coefficient`, lower, when the arbitrator gives one: 100 for none).
  bool sessionPossible() const;
  tournament::EliminationPlan planSession(int keep) const;
  std::vector<std::string> sessionWords(const tournament::EliminationPlan& plan) const;
  std::string newSession(int keep, std::int64_t at, int coefficient = -1);
  // An elimination made, as a line ("Après la position 3 : 8 joueurs éliminés, coefficient 1,20").
  std::string eliminationText(const tournament::Elimination& e) const;
  // The carré final as the next position will seat it ("" when the next position is not the final's first).
  std::string finalText() const;
  // The number a player keeps through the movement (article 25: the number of the start seat, 4t-3 .. 4t at table t,
  // that the Howell and FFT movements move), 0 before the draw or for a player not drawn; and "n° 7" in words.
  int playerNumber(int player) const;
  std::string playerNumberText(int player) const;

  // The questions asked before an act one tap cannot take back (confirmation.h, confirmations.cpp): what it does and
  // what is still missing, worded in the console's language.
  Confirmation askHandIn(int position, int table, bool totals, bool notPlayed = false) const;
  Confirmation askWithdraw(int player) const;
  Confirmation askClose(int position) const;

  // The sheet being entered deal by deal at a table (kept on the device after each deal).
  const TableSheet& draft(int position, int table) const;
  // Adds a deal to it: "" or why no real deal gives it (in the console's language).
  std::string addDraftDeal(int position, int table, const match::ScorerEntry& entry);
  void undoDraftDeal(int position, int table);
  // Hands the draft in as the table's sheet; the draft is dropped once accepted.
  std::string handInDraft(int position, int table, std::int64_t at, const std::string& reason = "");

  // The table's people by orientation (names), for a sheet's columns.
  int tablePeople(int position, int table, std::array<std::string, 5>* names) const;
  std::string playerName(int id) const;
  // What is missing or wrong, for the arbitrator to see.
  std::vector<tournament::Issue> issues() const;

  // The club's server (club_state.h), saved beside the document; a new tournament or a discarded save drops it.
  const ClubState& club() const { return club_; }
  void setClub(const ClubState& c);
  // The server's events from index `held` on (the server is the authority once the tournament is published): the
  // document becomes its first `held` events, then the server's, then this device's events not yet on the server
  // that still apply. Each of those the document refuses now is dropped and described in *dropped (in the
  // console's language). "" when done (and saved); else why not (the server's events do not follow this document),
  // and nothing changes.
  std::string adoptServerEvents(std::size_t held, const std::vector<tournament::Event>& server,
                                std::vector<std::string>* dropped);
  // Drops the event at `index`, not on the server, which refuses it (`why`, its words): the events after it that
  // still apply stay. *what tells the arbitrator. "" when done (and saved).
  std::string dropUnsent(std::size_t index, const std::string& why, std::string* what);

  // The club's register (season/register.h; club_register.cpp), saved on the device after each change and read when
  // the console starts; a register that cannot be read is left as it is, said by registerCorrupt(), and not changed.
  const season::Register& clubRegister() const { return register_; }
  const std::string& registerCorrupt() const { return registerCorrupt_; }
  // The live entries matching what the arbitrator types (accents and case ignored, word prefixes first).
  std::vector<season::Found> searchRegister(const std::string& typed, std::size_t limit = 0) const;
  // An entry as one line: "Éloïse Dupont · 0451234 · TC Lyon · série 2 · senior".
  std::string memberLine(int id) const;
  // The register's actions: "" when done (and saved), else why not in the console's language.
  std::string addMember(const season::Member& m, int* id = nullptr);
  std::string editMember(const season::Member& m);
  std::string mergeMembers(int kept, int gone);
  // The club's list as CSV: the good lines added (their count in *added), each refused line worded ("Ligne 4 : série
  // 5 : les séries vont de 1 à 4"), in order.
  std::vector<std::string> importRegister(const std::string& csv, int* added = nullptr);
  // The register's entry registered as the night's next player (its name, licence and club), linked to it.
  std::string registerMember(int id, std::int64_t at);
  // The register entry the night's player is (resolved through merges), 0 when none.
  int memberOf(int player) const;
  std::string registerRefusal(const season::RegisterRefusal& r) const;
  // The club on the server (club_account.cpp): its code and key, kept in the device's save apart from any
  // tournament; "" when kept (both empty: forgotten), else why not in the console's language. The key is never
  // shown again: clubKeyHint() is what the screens show of it ("•••• 3f9a").
  const ClubAccount& clubAccount() const { return account_; }
  std::string setClubAccount(const std::string& code, const std::string& key);
  std::string clubKeyHint() const;
  // The open night as the club's season takes it: its title, whether its last position is closed.
  std::string nightTitle() const;
  bool nightClosed() const;

 private:
  // The open tournament's storage key for one of the keys above (kTournamentKey, kDraftsKey, kClubKey, kMembersKey).
  std::string key(const char* base) const { return keyOf(current_, base); }
  static std::string keyOf(int id, const char* base);
  void loadList();
  void saveList();
  TournamentEntry* entry(int id);
  void forget();  // nothing open, the save kept
  std::string openSaved();
  std::string append(tournament::Event e, std::int64_t at);
  void save();
  void saveDrafts();
  void loadDrafts();
  std::string refusal(const tournament::Rejection& r) const;
  void loadRegister();
  void loadAccount();
  void saveRegister();
  void saveMembers();
  void loadMembers();
  // After the night's player `player` registered by name: linked to the live entry holding its licence (or, without
  // one, of its name), or added to the register as a new entry.
  void linkRegistered(int player);

  client::Storage storage_;
  Lang lang_;
  mutable std::vector<int> numbers_;     // playerNumber's, planned once per change of the document
  mutable std::size_t numbersEvents_ = 0;
  Document doc_;
  std::string corrupt_;
  std::map<std::pair<int, int>, TableSheet> drafts_;
  ClubState club_;
  season::Register register_;
  std::string registerCorrupt_;
  std::vector<int> members_;  // [player - 1]: the register entry, 0 none
  ClubAccount account_;
  std::vector<TournamentEntry> list_;  // in the order created
  int next_ = 1, current_ = 0;
};

}  // namespace tarot::console
