// The results site's pages one by one (site.h builds them all): a night's results computed once and shared by its
// page, the index and the players' pages. Internal to src/site.
#pragma once
#include "site/layout.h"
#include "site/site.h"
#include "tournament/ranking.h"
#include <string>
#include <vector>

namespace tarot::site {

// A night's final ranking (the positions played) and its PCN and PP, one per line (empty when none are given).
struct NightResult {
  const season::Night* night = nullptr;
  tournament::Ranking final;
  std::vector<int> pcn, pp;
  bool pcnRefused = false;
};
NightResult nightResult(const season::Night& n);

// The entry that stays for a register id (following merges), 0 when unknown.
int liveMember(const season::Register& r, int id);
// The night's title as shown: its own, else its tournament's name.
std::string nightTitle(const season::Night& n);

std::string nightPage(match::Lang l, const SiteInput& in, const NightResult& r);
std::string playerPage(match::Lang l, const SiteInput& in, const std::vector<NightResult>& nights,
                       const season::Member& m);
std::string indexPage(match::Lang l, const SiteInput& in, const std::vector<NightResult>& nights);

}  // namespace tarot::site
