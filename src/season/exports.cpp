#include "season/exports.h"
#include <map>

namespace tarot::season {

namespace {

constexpr const char* kBom = "\xEF\xBB\xBF";

template <std::size_t N>
std::string titleLine(const std::array<std::string, N>& titles) {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) out += (i ? "," : "") + csvField(titles[i]);
  return out;
}

std::string blankIfZero(long n) { return n ? std::to_string(n) : std::string(); }

}  // namespace

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string resultsCsv(const Season& season, const std::vector<NightResult>& results, const ResultsTitles& titles) {
  std::string out = kBom + titleLine(titles) + "\r\n";
  for (const NightResult& r : results) {
    if (!r.counts || r.index < 0 || r.index >= int(season.nights.size())) continue;
    const Night& night = season.nights[std::size_t(r.index)];
    for (const NightLine& l : r.lines)
      out += csvField(night.date) + "," + csvField(night.id) + "," + csvField(l.name) + "," + std::to_string(l.place) +
             "," + std::to_string(l.points) + "," + blankIfZero(l.pcn) + "," + blankIfZero(l.pp) + "," +
             csvField(l.licence) + "\r\n";
  }
  return out;
}

std::string pcnCsv(const std::vector<NightResult>& results, const PcnTitles& titles) {
  struct Sum {
    std::string name;
    int nights = 0;
    long pcn = 0, pp = 0;
  };
  std::map<std::string, Sum> byLicence;
  for (const NightResult& r : results) {
    if (!r.counts) continue;
    for (const NightLine& l : r.lines) {
      if (l.licence.empty()) continue;
      Sum& s = byLicence[l.licence];
      s.name = l.name;
      ++s.nights;
      s.pcn += l.pcn;
      s.pp += l.pp;
    }
  }
  std::string out = kBom + titleLine(titles) + "\r\n";
  for (const auto& [licence, s] : byLicence)
    out += csvField(licence) + "," + csvField(s.name) + "," + std::to_string(s.nights) + "," + std::to_string(s.pcn) +
           "," + std::to_string(s.pp) + "\r\n";
  return out;
}

std::string championshipCsv(const Season& season, const ChampionshipRanking& ranking,
                            const ChampionshipTitles& titles) {
  std::string out = kBom + titleLine(titles);
  for (int n : ranking.nights)
    out += "," + (n >= 0 && n < int(season.nights.size()) ? csvField(season.nights[std::size_t(n)].id) : std::string());
  out += "\r\n";
  for (const ChampionshipLine& l : ranking.lines) {
    out += (l.place ? std::to_string(l.place) : std::string()) + "," + csvField(l.name) + "," + std::to_string(l.total);
    for (int n : ranking.nights) {
      out += ",";
      for (const NightScore& s : l.nights)
        if (s.night == n) out += s.counted ? std::to_string(s.score) : "(" + std::to_string(s.score) + ")";
    }
    out += "\r\n";
  }
  return out;
}

}  // namespace tarot::season
