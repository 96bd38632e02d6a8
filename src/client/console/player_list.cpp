// A pasted list or a CSV of players.
#include "client/console/player_list.h"
#include "season/register.h"
#include "client/console/words.h"
#include <algorithm>
#include <cctype>

namespace tarot::console {

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::string line;
  for (char c : text) {
    if (c == '\n') out.push_back(line), line.clear();
    else if (c != '\r') line += c;
  }
  if (!line.empty()) out.push_back(line);
  return out;
}

// One CSV line into its fields, each trimmed; false on an unclosed quote.
bool splitCsv(const std::string& line, char sep, std::vector<std::string>* fields) {
  const bool closed = season::splitCsvLine(line, sep, fields);
  for (std::string& f : *fields) f = trimName(f);
  return closed;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

int column(const std::vector<std::string>& header, std::initializer_list<const char*> names) {
  for (std::size_t i = 0; i < header.size(); ++i)
    for (const char* n : names)
      if (lower(header[i]) == n) return int(i);
  return -1;
}

}  // namespace

std::string trimName(const std::string& s) {
  std::size_t a = s.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

std::string readPlayerList(const std::string& text, std::vector<ListedPlayer>* out, match::Lang lang) {
  out->clear();
  const std::vector<std::string> ls = lines(text);
  std::size_t first = 0;
  while (first < ls.size() && trimName(ls[first]).empty()) ++first;
  if (first == ls.size()) return "";
  // A CSV when the first line names a "nom"/"name" column beside others.
  const std::string head = ls[first];
  const char sep = head.find(';') != std::string::npos ? ';' : ',';
  std::vector<std::string> header;
  splitCsv(head, sep, &header);
  const int name = header.size() > 1 ? column(header, {"nom", "name", "joueur", "player"}) : -1;
  if (name < 0) {
    for (const std::string& l : ls)
      if (!trimName(l).empty()) out->push_back({trimName(l), "", "", ""});
    return "";
  }
  const int licence = column(header, {"licence", "license"}), club = column(header, {"club"});
  const int team = column(header, {"equipe", "équipe", "team"});
  std::vector<std::string> f;
  for (std::size_t i = first + 1; i < ls.size(); ++i) {
    if (trimName(ls[i]).empty()) continue;
    if (!splitCsv(ls[i], sep, &f)) return words(lang, match::Text::TnListQuote, {{"a", long(i + 1)}});
    auto at = [&](int c) { return c >= 0 && c < int(f.size()) ? f[std::size_t(c)] : std::string(); };
    if (at(name).empty()) return words(lang, match::Text::TnListNoName, {{"a", long(i + 1)}});
    out->push_back({at(name), at(licence), at(club), at(team)});
  }
  return "";
}

}  // namespace tarot::console
