// `tarot-cli season site FILE... --out DIR`: the club's public results site (src/site) written as a static folder for
// a host that serves only files. FILE: the club file (tarot-club: its register, seasons, championships; the club
// chooses there whether licences show), or nights' tournament files (tarot-tournament), whose players make the
// register (one entry per name, accents and case ignored).
#include "cli/cli_common.h"
#include "season/season.h"
#include "site/site.h"
#include "tournament/document.h"
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace tarot::cli {

namespace {

int refuse(const std::string& path, const std::string& why) {
  std::fprintf(stderr, "tarot-cli season site: %s: %s\n", path.c_str(), why.c_str());
  return 2;
}

}  // namespace

int cmdSeasonSite(int argc, char** argv) {
  site::SiteInput in;
  std::string out;
  std::vector<std::string> files;
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    const bool value = i + 1 < argc;
    if (a == "--out" && value) out = argv[++i];
    else if (a == "--club" && value) in.options.club = argv[++i];
    else if (a == "--base-url" && value) in.options.baseUrl = argv[++i];
    else if (a == "--licences") in.options.showLicences = true;
    else if (a.rfind("--", 0) != 0) files.push_back(a);
    else return usage("season site: unexpected argument " + a);
  }
  if (files.empty()) return usage("season site takes at least one FILE");
  if (out.empty()) return usage("season site needs --out DIR");
  if (!in.options.baseUrl.empty() && in.options.baseUrl.back() != '/') in.options.baseUrl += '/';
  if (in.options.club.empty()) in.options.club = "Club";
  for (const std::string& f : files) {
    std::string text, why;
    if (!readInput(f.c_str(), &text, &why)) return refuse(f, why);
    // A club file (tarot-club: its register, seasons and championships), or a night's tournament file.
    if (text.find("\"tarot-club\"") != std::string::npos) {
      if (files.size() != 1) return usage("season site takes one club file, or night files");
      why = season::clubFromJson(text, &in.club);
      if (!why.empty()) return refuse(f, why);
      if (in.options.club == "Club" && !in.club.name.empty()) in.options.club = in.club.name;
      continue;
    }
    tournament::Document doc;
    why = doc.loadJson(text);
    if (!why.empty()) return refuse(f, why);
    if (doc.events().empty()) return refuse(f, "the file has no events (no tournament was created)");
    site::addNight(&in, std::filesystem::path(f).stem().string(), doc);
  }
  int written = 0;
  for (const site::Page& p : site::buildSite(in)) {
    const std::filesystem::path file = std::filesystem::path(out) / p.path;
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    std::ofstream os(file, std::ios::binary);
    os << p.body;
    if (!os) return refuse(file.string(), "cannot be written");
    ++written;
  }
  std::printf("%d pages written to %s\n", written, out.c_str());
  return 0;
}

}  // namespace tarot::cli
