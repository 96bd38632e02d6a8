// Players registered in bulk at the console: a list pasted one name a line, or a club's CSV export (a header line
// naming the columns, comma- or semicolon-separated, fields quoted where needed), read into names and details.
#pragma once
#include "match/translations.h"
#include <string>
#include <vector>

namespace tarot::console {

struct ListedPlayer {
  std::string name, licence, club, team;
};

// A name with the spaces around it (and a byte order mark, a carriage return) taken off.
std::string trimName(const std::string& s);
// The players of the text: "" or why it cannot be read in `lang` (a CSV line without a name, an unclosed quote).
std::string readPlayerList(const std::string& text, std::vector<ListedPlayer>* out,
                           match::Lang lang = match::Lang::English);

}  // namespace tarot::console
