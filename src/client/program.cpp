// Which program a page is (program.h).
#include "client/program.h"
#include "client/standings_page.h"
#include "client/table_phone.h"

namespace tarot::client {

Program programOf(const std::string& query) {
  TableLinkInfo link;
  if (parseTableLink(query, &link)) return Program::TablePhone;
  if (standingsPage(query).wanted) return Program::Standings;
  return Program::Game;
}

}  // namespace tarot::client
