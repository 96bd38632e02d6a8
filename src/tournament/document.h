// The club tournament as one versioned document of events (FFT rulebook chapters 2 to 4): creation, registration,
// late arrivals (article 26), withdrawals (article 27), settings, the draw of start positions (article 25), each
// position's seating, the feuilles de marque per table and position, their corrections (article 28: only the
// arbitrator changes a sheet once handed in), the arbitrator's visas on sur contrats (visa.h), penalties (chapter 4)
// and the closing of positions. The state is the
// replay of the events, so a correction stays visible and the whole tournament replays; no I/O, no clock.
#pragma once
#include "engine/scorer_entry.h"
#include "record/json.h"
#include "tournament/refusal.h"
#include "tournament/seating.h"
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::tournament {

// Individual, libre DUO (teammates N/S or E/W of one table) or team of 4 (a whole table).
enum class Formula : std::uint8_t { Individual, Duo, Team4 };
// "par addition des points obtenus à chaque donne, ou par addition des bilans obtenus à chaque position".
enum class RankingBy : std::uint8_t { TotalPoints, PositionBilans };
// Article 29's order of ex aequo, or places shared (chapter 5, "Ex aequo": shared places share their PCN, "ces
// règles ne s'appliquent pas dans les compétitions pour lesquelles il existe des règles de départage").
enum class Ties : std::uint8_t { Article29, Shared };
// The arbitrator's choice by default: article 29 for a championship (the competitions with a tie rule), places
// shared for a club's night.
inline Ties defaultTies(bool championship) { return championship ? Ties::Article29 : Ties::Shared; }

// A session: the positions from `firstPosition` on (until the next session) count `coefficient` hundredths of their
// points (chapter 3, article 3: 110 after 10 % of the players eliminated ... 130 after 50 %).
struct Session {
  int firstPosition = 1;
  int coefficient = 100;
  bool operator==(const Session& o) const { return firstPosition == o.firstPosition && coefficient == o.coefficient; }
};

// The level of the competition (chapter 5, "Application des « Indices »"; chapter 3, the regional championships): a
// club's night, or a stage of a regional championship (its qualifier, its semi-final, its final). It gives the PCN's
// index and cap, the PP of the regional final and its minimums (pcn.h).
enum class Competition : std::uint8_t { ClubNight, RegionalQualifier, RegionalSemiFinal, RegionalFinal };

struct Settings {
  Formula formula = Formula::Individual;
  int positions = 6;
  int dealsPerPosition = 4;              // 6 x 4, 5 x 5, 3 x 8, 12 x 6 ...
  std::vector<std::string> movements;    // per position: "fft" (the rulebook's), "random" or "best" (best against best)
  std::vector<Session> sessions = std::vector<Session>(1);  // one session, coefficient 100
  bool carreFinal = false;               // the best `finalists` play the positions from `finalFirstPosition` on
  int finalists = 16;
  int finalFirstPosition = 6;
  int finalDeals = 0;                    // the deals of each final position (0: dealsPerPosition): 1 for the 20
                                         // finalists' "5 positions de UNE donne"
  RankingBy rankingBy = RankingBy::TotalPoints;
  bool championship = false;             // a championship (chapter 3) rather than a club's night
  Competition competition = Competition::ClubNight;  // a file without "competition" reads a club's night
  Ties ties = Ties::Shared;              // a file without "ties" reads defaultTies(championship)
  bool tablesOf5 = false;                // players beyond a multiple of 4 sit Fifth (else tables of 3)
  // Online positions (played at the server's tables, docs/PROTOCOL.md "Online positions"): `duplicate` deals the
  // same cards at every table of a position (ranked by duplicate.h's matchpoints), `bots` fills the empty seat of a
  // table of 3 with a bot, `minutes` is a position's clock (0: none): once it has run out no new deal starts.
  bool online = false;
  bool duplicate = false;
  bool bots = false;
  int minutes = 0;
  bool operator==(const Settings& o) const;
};

struct Player {
  int id = 0;                            // from 1, the number used in seatings
  std::string name, licence, club, team;
  int lateMinutes = 0;                   // article 26: 100 points per fraction of 5 minutes
  bool withdrawn = false;                // article 27: ranked last
  int withdrawnAfterPosition = 0;
  int eliminatedAfterPosition = 0;       // chapter 3, article 3: eliminated between sessions (0: not eliminated)
  bool operator==(const Player& o) const;
};

// One deal of a sheet: a scorer's entry (people are the table's occupied orientations in the order N, S, E, W,
// Fifth), or an annulled deal, which does not count as played (chapter 4, "Donne annulée").
struct SheetDeal {
  bool annulled = false;
  ScorerEntry entry;
};

// A table's feuille de marque for one position: deal by deal, or only the totals by orientation when a club
// reports those (then `dealsPlayed` says how many deals they cover).
struct TableSheet {
  bool totalsOnly = false;
  std::vector<SheetDeal> deals;
  std::array<int, 5> totals{};           // by orientation (North..West, Fifth)
  int dealsPlayed = 0;
  std::array<bool, 5> bots{};            // orientations empty in the seating that the server's bots played (online
                                         // positions filled to tables of 4): they hold cards, score and are not ranked
  bool clockEnded = false;               // an online position's clock ended the table before its last deal
  bool notPlayed = false;                // the arbitrator marks the position not played at this table: its blank
                                         // sheet (every total 0, no deal) is then accepted, and only then
};
bool operator==(const SheetDeal& a, const SheetDeal& b);
bool operator==(const TableSheet& a, const TableSheet& b);

// The arbitrator's visa on a deal of a sheet (visa.h: a garde sans or garde contre), given by the event "visa":
// when and by whom, as the event says.
struct Visa {
  int deal = 0;
  std::int64_t at = 0;
  std::string author;
  bool operator==(const Visa& o) const { return deal == o.deal && at == o.at && author == o.author; }
};

// A sheet as it stands, and what it replaced (each correction with the arbitrator's reason).
struct SheetRecord {
  bool entered = false;
  TableSheet sheet;
  std::vector<TableSheet> replaced;      // the earlier versions, oldest first
  std::vector<std::string> reasons;      // one per correction
  std::vector<Visa> visas;               // the arbitrator's visas, in the order given
};

struct PositionState {
  bool started = false, closed = false;
  PositionSeating seating;
  std::vector<SheetRecord> sheets;       // one per table
};

// A penalty (chapter 4: 100 points, 400 for a lost sheet, 500 for a phone; article 26 for late arrivals), or a
// warning (avertissement, 0 points) that announces one.
struct Penalty {
  std::string article, kind, reason;
  int points = 0;                        // taken from the player's score
  int player = 0;
  int position = 0;                      // 0: the tournament as a whole
  bool cancelled = false;                // cancelled by the arbitrator (a "cancel" event): counted nowhere
  bool operator==(const Penalty& o) const;
};
// The kind of a warning: "l'arbitre adresse un avertissement au joueur fautif puis en cas de récidive une pénalité".
inline constexpr const char* kWarningKind = "avertissement";

// An arbitrator's decision that can be cancelled with a reason: a late arrival, a withdrawal, a penalty or warning,
// the visa on a sur contrat. `event` is its index in the document's events; the cancellation is itself an event.
struct Arbitration {
  int event = 0;
  std::string kind;                      // "late_arrival", "withdrawal", "penalty", "eliminate" or "visa"
  int player = 0;                        // 0 for an elimination; a visa: the taker (0: a bot's seat)
  int figure = 0;                        // the minutes late, the position after which they withdrew, the points, the
                                         // position after which players were eliminated, the deal visaed
  int position = 0, table = 0;           // a visa: where
  int penalty = -1;                      // a penalty's index in State::penalties
  bool cancelled = false;
  std::string reason;                    // the cancellation's reason
  int cancelEvent = 0;                   // the index of the cancelling event
  bool operator==(const Arbitration& o) const;
};

enum class DrawMethod : std::uint8_t { None, Random, Chosen, Manual };

// An elimination between sessions (chapter 3, article 3; the "eliminate" event): after position `afterPosition`
// the players `eliminated` stop, the next session starts at afterPosition + 1 with `coefficient` (the sessions of
// the settings hold it) and the players kept sit as `start`, from which that session's movement goes on.
struct Elimination {
  int afterPosition = 0;
  int coefficient = 100;
  std::vector<int> eliminated;
  PositionSeating start;
  int replacedCoefficient = 0;           // the coefficient of a session the settings started there (0: none)
  bool cancelled = false;                // cancelled before the next session started (a "cancel" event)
  bool operator==(const Elimination& o) const {
    return afterPosition == o.afterPosition && coefficient == o.coefficient && eliminated == o.eliminated &&
           start == o.start && replacedCoefficient == o.replacedCoefficient && cancelled == o.cancelled;
  }
};

struct State {
  bool created = false;
  std::string name;
  Settings settings;
  std::vector<Player> players;           // players[i].id == i + 1
  DrawMethod draw = DrawMethod::None;
  int champion = 0;                      // article 25: North of table 1
  PositionSeating start;                 // the start positions drawn
  std::vector<PositionState> positions;  // positions[p - 1]
  std::vector<Penalty> penalties;
  std::vector<Arbitration> arbitrations; // in the order given, cancelled ones included
  std::vector<Elimination> eliminations; // in the order made
  int events = 0;                        // the events applied (the next event's index)
  const PositionState* position(int p) const;
  bool operator==(const State& o) const;
};

// One change: its kind, its data (JSON, as in the file), when (the caller's clock, e.g. milliseconds since
// 1970) and who made it.
struct Event {
  std::string kind;
  json::Value data;
  std::int64_t at = 0;
  std::string author;
};

// The events and the state they give. append() checks the event against the state and refuses it with a reason
// ("position 2, table 3: ..."), leaving everything as it was.
class Document {
 public:
  std::string append(Event e, std::int64_t at, const std::string& author);
  // The last append's refusal as a code with its figures (false when it was accepted), for a console to word.
  const Rejection& lastRejection() const { return last_; }
  const State& state() const { return state_; }
  const std::vector<Event>& events() const { return events_; }
  // {"format":"tarot-tournament","version":1,"events":[{"kind","at","author","data"}...]}
  std::string toJson() const;
  // Reads a file: a corrupt or foreign one is refused with what and where; `this` is untouched then.
  std::string loadJson(const std::string& text);

 private:
  std::vector<Event> events_;
  State state_;
  Rejection last_;
};

constexpr const char* kFormatName = "tarot-tournament";
constexpr int kFormatVersion = 1;

// Applies one event to a state (the replay's step); "" when accepted.
std::string applyEvent(State* state, const Event& e);
// The same with the refusal as a code (false when accepted).
Rejection checkEvent(State* state, const Event& e);
// Every seat holds a registered player or 0, nobody twice, tables of 3 to 5 (a Fifth only with four others), nobody
// who withdrew (article 27) or was eliminated (chapter 3) before `position`.
Rejection seatingCheck(const State& s, const PositionSeating& seating, int position);
// Whether the settings may become `next` now: fewer positions than started are refused (settings.cpp).
Rejection settingsChangeCheck(const State& s, const Settings& next);
// The online play's choices (settings_change.cpp): duplicate deals, bots and the clock only online, bots or tables of
// 5 (not both), the clock's minutes within kMaxClockMinutes.
inline constexpr int kMaxClockMinutes = 600;
Rejection onlineSettingsCheck(const Settings& s);
// The movements named (chapter 2): a team tournament plays the FFT movement at every position; after a random seating
// or the best against the best the FFT movement is not resumed ("le mouvement FFT ne peut être repris").
Rejection movementSettingsCheck(const Settings& s);

}  // namespace tarot::tournament
