// The club's existing list read from CSV into the register, each refused line reported with its number and reason.
#include "season/register.h"
#include <cctype>

namespace tarot::season {

namespace {

enum Column { Name, Licence, Club, Serie, Senior, ColumnCountOf };

std::vector<std::string_view> splitLines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '\n') {
      std::string_view l = text.substr(start, i - start);
      if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
      if (i < text.size() || !l.empty()) out.push_back(l);
      start = i + 1;
    }
  return out;
}

bool blank(std::string_view l) {
  for (char c : l)
    if (!std::isspace(static_cast<unsigned char>(c)) && c != ';' && c != ',') return false;
  return true;
}

// The separator the line uses most outside quotes (';' on a tie: the French spreadsheets' own).
char separatorOf(std::string_view line) {
  int semi = 0, comma = 0;
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (!quoted && c == ';') ++semi;
    else if (!quoted && c == ',') ++comma;
  }
  return comma > semi ? ',' : ';';
}

// The column a header field names, or -1.
int columnNamed(const std::string& field) {
  const std::string f = foldName(field);
  if (f == "nom" || f == "name" || f == "joueur" || f == "player" || f == "nom prenom" || f == "nom et prenom") return Name;
  if (f == "licence" || f == "license" || f == "n licence" || f == "numero de licence" || f == "licence number") return Licence;
  if (f == "club") return Club;
  if (f == "serie" || f == "series") return Serie;
  if (f == "senior") return Senior;
  return -1;
}

RegisterRefusal withDetail(RegisterCode code, const std::string& detail) {
  RegisterRefusal r;
  r.code = code;
  r.detail = detail;
  return r;
}

// The série column's text (empty: 4) into *serie, or why not.
RegisterRefusal readSerie(const std::string& text, int* serie) {
  const std::string t = foldName(text);
  if (t.empty()) return {};
  long n = 0;
  for (char c : t) {
    if (c < '0' || c > '9' || n > 1000) return withDetail(RegisterCode::SerieNotNumber, text);
    n = n * 10 + (c - '0');
  }
  *serie = int(n);
  return {};  // the range is checkMember's
}

RegisterRefusal readSenior(const std::string& text, bool* senior) {
  const std::string t = foldName(text);
  if (t == "oui" || t == "yes" || t == "o" || t == "y" || t == "1" || t == "x" || t == "true" || t == "vrai") *senior = true;
  else if (t.empty() || t == "non" || t == "no" || t == "n" || t == "0" || t == "false" || t == "faux") *senior = false;
  else return withDetail(RegisterCode::SeniorValue, text);
  return {};
}

// One data line into a member, or why not; `columns[k]` is the field of column k (-1: absent).
RegisterRefusal readMember(const std::vector<std::string>& f, const int (&columns)[ColumnCountOf], Member* m) {
  auto at = [&](int col) { return columns[col] >= 0 ? f[std::size_t(columns[col])] : std::string(); };
  m->name = at(Name);
  m->licence = at(Licence);
  m->club = at(Club);
  if (RegisterRefusal why = readSerie(at(Serie), &m->serie)) return why;
  return readSenior(at(Senior), &m->senior);
}

}  // namespace

bool splitCsvLine(std::string_view line, char sep, std::vector<std::string>* fields) {
  fields->clear();
  std::string f;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') f += '"', ++i;
      else if (c == '"') quoted = false;
      else f += c;
    } else if (c == '"') {
      quoted = true;
    } else if (c == sep) {
      fields->push_back(f);
      f.clear();
    } else {
      f += c;
    }
  }
  fields->push_back(f);
  return !quoted;
}


ImportReport importCsv(Register& r, std::string_view text) {
  ImportReport report;
  const std::vector<std::string_view> lines = splitLines(text);
  std::size_t first = 0;
  while (first < lines.size() && blank(lines[first])) ++first;
  if (first == lines.size()) return report;
  const char sep = separatorOf(lines[first]);
  std::vector<std::string> f;
  int columns[ColumnCountOf] = {0, 1, 2, 3, 4};
  std::size_t width = 0;  // a header's fields; 0: the documented order, 1 to 5 fields
  std::size_t data = first;
  if (splitCsvLine(lines[first], sep, &f)) {
    bool header = false;
    for (const std::string& h : f) header = header || columnNamed(h) >= 0;
    if (header) {
      for (int& c : columns) c = -1;
      for (std::size_t i = 0; i < f.size(); ++i)
        if (int c = columnNamed(f[i]); c >= 0 && columns[c] < 0) columns[c] = int(i);
      width = f.size();
      data = first + 1;
      if (columns[Name] < 0) {
        report.refused.push_back({int(first + 1), withDetail(RegisterCode::NoNameColumn, "")});
        return report;
      }
    }
  }
  for (std::size_t i = data; i < lines.size(); ++i) {
    if (blank(lines[i])) continue;
    const int number = int(i + 1);
    RegisterRefusal why;
    Member m;
    if (!splitCsvLine(lines[i], sep, &f)) {
      why.code = RegisterCode::UnclosedQuote;
    } else if (width ? f.size() != width : f.size() > std::size_t(ColumnCountOf)) {
      why.code = RegisterCode::ColumnCount;
      why.a = int(f.size());
      why.b = int(width ? width : std::size_t(ColumnCountOf));
    } else {
      if (!width) {
        f.resize(std::size_t(ColumnCountOf));
      }
      why = readMember(f, columns, &m);
    }
    int id = 0;
    if (!why) why = addMember(r, m, &id);
    if (why) report.refused.push_back({number, why});
    else report.added.push_back(id);
  }
  return report;
}

}  // namespace tarot::season
