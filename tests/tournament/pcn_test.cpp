// The PCN grids against the three tables printed in the rulebook (chapter 5, "Tableau d'attribution des P.C.N."),
// cell by cell: the rows below are the OCR's lines with the place label and the left-hand captions taken off.
// A row lists the places' figures for the table counts that have that place, so its cells fill the last columns.
// A cell under 50 cannot be a PCN figure (the floor is 50): it is a figure the OCR cut short and is
// skipped (three cells, each printed "8"); every other cell is checked.
#include "tournament/pcn.h"
#include <catch2/catch_test_macros.hpp>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

using namespace tarot::tournament;

namespace {

const std::vector<int> kIndividualTables = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 22, 24, 26, 28, 30};
const std::vector<int> kTeamTables = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 22, 24, 26, 28, 30};

const char* const kIndividual[] = {
    "120 160 200 240 280 320 360 400 440 480 520 560 640 720 800 880 960 1040 1120 1200",
    "82 112 142 172 204 236 270 304 338 374 410 448 524 604 688 774 864 956 1052 1140",
    "57 78 100 124 149 175 202 231 260 292 324 358 430 508 591 681 777 880 989 1083",
    "50 54 71 89 108 129 151 175 200 227 256 286 352 426 508 599 699 809 930 1028",
    "50 50 50 64 79 95 113 133 154 177 202 229 289 358 437 527 629 745 874 977",
    "50 50 50 50 58 71 8 101 119 138 160 183 237 301 376 464 566 685 821 928",
    "50 50 50 50 52 64 77 91 108 126 146 194 252 323 408 510 630 772 882",
    "50 50 50 50 50 50 58 70 8 99 117 159 212 278 359 459 580 726 838",
    "50 50 50 50 50 50 54 65 78 93 130 178 239 316 413 533 682 796",
    "50 50 50 50 50 50 50 51 62 75 107 149 205 278 371 491 641 756",
    "50 50 50 50 50 50 50 50 60 87 125 177 245 334 451 603 718",
    "50 50 50 50 50 50 50 50 50 72 105 152 215 301 415 567 682",
    "50 50 50 50 50 50 50 50 59 88 130 189 271 382 533 648",
    "50 50 50 50 50 50 50 50 50 74 112 167 244 351 501 616",
    "50 50 50 50 50 50 50 50 62 96 146 219 323 470 585",
    "50 50 50 50 50 50 50 50 52 83 129 197 297 442 555",
    "50 50 50 50 50 50 50 50 71 113 177 273 416 528",
    "50 50 50 50 50 50 50 50 61 100 160 252 391 501",
    "50 50 50 50 50 50 50 52 88 144 231 367 476",
    "50 50 50 50 50 50 50 50 77 129 213 345 452",
    "50 50 50 50 50 50 50 68 116 196 324 430",
    "50 50 50 50 50 50 50 60 105 180 305 408",
    "50 50 50 50 50 50 52 94 166 287 388",
    "50 50 50 50 50 50 50 85 152 269 368",
    "50 50 50 50 50 50 76 140 253 350",
    "50 50 50 50 50 50 68 129 238 332",
    "50 50 50 50 50 62 118 224 316",
    "50 50 50 50 50 55 109 210 300",
    "50 50 50 50 50 100 198 285",
    "50 50 50 50 50 92 186 271",
    "50 50 50 50 50 8 175 257",
    "50 50 50 50 50 78 164 244",
    "50 50 50 50 72 154 232",
    "50 50 50 50 66 145 220",
    "50 50 50 50 61 136 209",
    "50 50 50 50 56 128 199",
    "50 50 50 51 120 189",
    "50 50 50 50 113 179",
    "50 50 50 50 106 170",
    "50 50 50 50 100 162",
    "50 50 50 94 154",
    "50 50 50 88 146",
    "50 50 50 83 139",  // "Plafond supérieur des Pcn : | 1500" before
    "50 50 50 78 132",  // "Coefficient d'abattement à 4 tables : | 0.70"
    "50 50 73 125",     // "Progression : | 0.01"
    "50 50 69 119",     // "Coefficient d'abattement Maxi : | 0.95"
    "50 50 65 113",     // "Plafond inférieur des Pcn : | 50"
    "50 50 61 107",
};

const char* const kDuo[] = {
    "200 240 280 320 360 400 440 480 520 560 640 720 800 880 960 1040 1120 1200",
    "100 124 149 175 202 231 260 292 324 358 430 508 591 681 777 880 989 1083",
    "50 64 79 95 113 133 154 177 202 229 289 358 437 527 629 745 874 977",
    "50 50 50 52 64 77 91 108 126 146 194 252 323 408 510 630 772 882",
    "50 50 50 50 50 50 54 65 78 93 130 178 239 316 413 533 682 796",
    "50 50 50 50 50 50 50 50 60 87 125 177 245 334 451 603 718",
    "50 50 50 50 50 50 50 50 59 88 130 189 271 382 533 648",
    "50 50 50 50 50 50 50 50 62 96 146 219 323 470 585",
    "50 50 50 50 50 50 50 50 71 113 177 273 416 528",
    "50 50 50 50 50 50 50 52 88 144 231 367 476",
    "50 50 50 50 50 50 50 68 116 196 324 430",
    "50 50 50 50 50 50 52 94 166 287 388",
    "50 50 50 50 50 50 76 140 253 350",
    "50 50 50 50 50 62 118 224 316",
    "50 50 50 50 50 100 198 285",
    "50 50 50 50 50 85 175 257",
    "50 50 50 50 72 154 232",
    "50 50 50 50 61 136 209",
    "50 50 50 51 120 189",
    "50 50 50 50 106 170",
    "50 50 50 94 154",
    "50 50 50 83 139",  // "Plafond supérieur des Pcn : | 1500"
    "50 50 73 125",     // "Coefficient d'abattement à 5 tables : | 0,71²"
    "50 50 65 113",     // "Coefficient d'abattement Maxi : | 0,95²"
    "50 57 102",        // "Plafond inférieur des Pcn : | 50"
    "50 50 92",
};

const char* const kTeam4[] = {
    "200 240 280 320 360 400 440 480 520 560 640 720 800 880 960 1040 1120 1200",
    "100 120 140 160 180 200 220 240 260 280 320 360 437 527 629 745 874 977",
    "50 60 70 80 90 100 110 120 130 140 160 180 239 316 413 533 682 796",
    "50 50 50 50 55 60 65 70 80 90 130 189 271 382 533 648",
    "50 50 50 50 50 50 50 50 71 113 177 273 416 528",
    "50 50 50 50 50 50 50 68 116 196 324 430",
    "50 50 50 50 50 50 76 140 253 350",
    "50 50 50 50 50 100 198 285",
    "50 50 50 50 72 154 232",
    "50 50 50 51 120 189",
    "50 50 50 94 154",  // "Plafond supérieur des Pcn : | 1500"
    "50 50 73 125",     // "Coefficient d'abattement à 5 tables : | 0,5"
    "50 57 102",        // "Coefficient d'abattement Maxi : | 0,815"
    "50 83",            // "Plafond inférieur des Pcn: | 50"
    "67",
};

std::vector<int> cells(const char* row) {
  std::istringstream in(row);
  std::vector<int> out;
  for (int v; in >> v;) out.push_back(v);
  return out;
}

int cellCount(const char* const* rows, int rowCount) {
  int n = 0;
  for (int r = 0; r < rowCount; ++r) n += int(cells(rows[r]).size());
  return n;
}

// Checks every legible cell of a printed grid; returns how many were checked.
int checkGrid(PcnKind kind, const char* const* rows, int rowCount, const std::vector<int>& tables) {
  int checked = 0;
  for (int r = 0; r < rowCount; ++r) {
    const std::vector<int> row = cells(rows[r]);
    REQUIRE(row.size() <= tables.size());
    const std::size_t first = tables.size() - row.size();
    for (std::size_t c = 0; c < row.size(); ++c) {
      const int t = tables[first + c];
      INFO("place " << r + 1 << " at " << t << " tables");
      // The printed row holds exactly the places that receive PCN at that table count.
      CHECK(pcnPlaces(kind, 4 * t) >= r + 1);
      if (row[c] < kPcnFloor) continue;  // a digit the OCR lost
      CHECK(pcnForPlace(kind, t, r + 1) == row[c]);
      ++checked;
    }
    // The column just before the row's first has no such place.
    if (first > 0) CHECK(pcnPlaces(kind, 4 * tables[first - 1]) < r + 1);
  }
  return checked;
}

}  // namespace

TEST_CASE("PCN: the individual grid printed in the rulebook, cell by cell", "[tournament][pcn]") {
  // Every cell but the three the OCR lost.
  CHECK(checkGrid(PcnKind::Individual, kIndividual, 48, kIndividualTables) == cellCount(kIndividual, 48) - 3);
}

TEST_CASE("PCN: the duo grid printed in the rulebook, cell by cell", "[tournament][pcn]") {
  CHECK(checkGrid(PcnKind::Duo, kDuo, 26, kTeamTables) == cellCount(kDuo, 26));
}

TEST_CASE("PCN: the team-of-4 grid printed in the rulebook, cell by cell", "[tournament][pcn]") {
  CHECK(checkGrid(PcnKind::Team4, kTeam4, 15, kTeamTables) == cellCount(kTeam4, 15));
}

TEST_CASE("PCN: the printed abattements", "[tournament][pcn]") {
  // The header rows: individual 0.69 at 3 tables to 0.95 at 30; duo 0.71² ... 0.95²; teams 0.5 up to 18 tables,
  // then 0.547, 0.6, 0.656, 0.716, 0.781, 0.815 (rounded in print).
  const double individual[] = {0.69, 0.70, 0.71, 0.72, 0.73, 0.74, 0.75, 0.76, 0.77, 0.78, 0.79, 0.80,
                               0.82, 0.84, 0.86, 0.88, 0.90, 0.92, 0.94, 0.95};
  for (std::size_t i = 0; i < kIndividualTables.size(); ++i) {
    CHECK(pcnAbattement(PcnKind::Individual, kIndividualTables[i]).value() == individual[i]);
    if (kIndividualTables[i] >= 5)
      CHECK(std::abs(pcnAbattement(PcnKind::Duo, kIndividualTables[i]).value() - individual[i] * individual[i]) < 1e-12);
  }
  const double team[] = {0.547, 0.6, 0.656, 0.716, 0.781, 0.815};
  for (int t : kTeamTables) {
    const double a = pcnAbattement(PcnKind::Team4, t).value();
    if (t <= 18) CHECK(a == 0.5);
    else CHECK(std::abs(a - team[(t - 20) / 2]) < 0.0006);
  }
}

TEST_CASE("PCN: half the entrants, floors, caps, several sessions and ex aequo", "[tournament][pcn]") {
  CHECK(pcnPlaces(PcnKind::Individual, 13) == 6);
  CHECK(pcnPlaces(PcnKind::Duo, 24) == 6);     // 12 duos
  CHECK(pcnPlaces(PcnKind::Team4, 20) == 3);   // 5 teams: half rounded up
  CHECK(pcnPlaces(PcnKind::Team4, 24) == 3);
  // 40 tables: 1600 for the first, capped at 1500; 3000 caps a regional championship.
  CHECK(pcnForPlace(PcnKind::Individual, 40, 1) == 1500);
  CHECK(pcnForPlace(PcnKind::Individual, 40, 1, kPcnCapRegional) == 1600);
  CHECK(pcnForPlace(PcnKind::Individual, 40, 2) == 1500);                       // 1520 capped
  CHECK(pcnForPlace(PcnKind::Individual, 40, 3) == 1444);                       // 1600 x 0.95²
  CHECK(pcnForPlace(PcnKind::Individual, 3, 6) == 50);
  // Two sessions of 6 and 7 tables: the 13-table grid, half the first session's 24 players.
  PcnEvent e;
  e.sessionTables = {6, 7};
  const std::vector<int> two = pcnAttribution(e);
  REQUIRE(two.size() == 12);
  CHECK(two[0] == 520);
  CHECK(two[1] == 410);
  CHECK(two[11] == 50);
  // Ex aequo: the 4-table grid 160, 112, 78, 54, 50 ...; second and third tied share (112 + 78) / 2 = 95; three
  // tied from the 7th share (50 + 50 + 0) / 3 = 33.33, rounded up to 34.
  PcnEvent four;
  four.sessionTables = {4};
  const std::vector<int> grid = pcnAttribution(four);
  REQUIRE(grid == std::vector<int>({160, 112, 78, 54, 50, 50, 50, 50}));
  const std::vector<int> shared = sharePcn(grid, {1, 2, 2, 4, 5, 6, 7, 7, 7, 10});
  CHECK(shared == std::vector<int>({160, 95, 95, 54, 50, 50, 34, 34, 34, 0}));
  CHECK(regionalPp(1) == 3);
  CHECK(regionalPp(3) == 1);
  CHECK(regionalPp(4) == 0);
}
