#include "season/history.h"

namespace tarot::season {

std::string findPerson(const Club&, const std::string&) { return std::string(); }
PlayerHistory playerHistory(const Club&, const std::string& person) {
  PlayerHistory h;
  h.person = person;
  return h;
}
ClubRecords clubRecords(const Club&, int) { return ClubRecords(); }

}  // namespace tarot::season
