// The frame every page of the results site shares (site.h): the head (title, description for search engines,
// hreflang to the other language, canonical address when known, viewport for phones, the inline style with its print
// rules), the header's links home and to the other language. Internal to src/site.
#pragma once
#include "match/translations.h"
#include "site/site.h"
#include "words/numbers.h"
#include <string>

namespace tarot::site {

struct PageHead {
  std::string title, description;
  std::string path;               // the page's path in the language's folder ("index.html", "night/x.html")
  int depth = 1;                  // folders below the root: 1 for "fr/index.html", 2 for "fr/night/x.html"
};

// The root from a page `depth` folders down ("../../"), or the base address when links must be absolute.
std::string rootFrom(int depth);
// A whole page in `l`: the head, the header, `body` in <main>.
std::string layout(match::Lang l, const Options& o, const PageHead& head, const std::string& body);
// "<div class=scroll>...</div>": a wide table scrolls sideways on a phone instead of widening the page.
std::string scroll(const std::string& table);
// The QR code of the page's own address with its hint, for the room's screen ("" without a base address).
std::string ownQr(match::Lang l, const Options& o, const std::string& pathFromRoot);
// The other language.
inline match::Lang other(match::Lang l) { return words::otherLang(l); }

}  // namespace tarot::site
