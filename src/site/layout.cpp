// The results site's page frame: head, style, header.
#include "site/layout.h"
#include "site/tables.h"
#include "site/words.h"

namespace tarot::site {

using match::Lang;
using match::Text;

namespace {

// Small enough to inline in every page (no second request): readable on a 360 px phone, tables that scroll
// sideways, links and QR codes left out on paper, and nothing that stops the page opening inside an iframe.
constexpr const char* kStyle =
    "body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 12px 24px;color:#111;"
    "line-height:1.4}header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding:10px 0;"
    "border-bottom:2px solid #1b5e20;margin-bottom:8px}header a{color:#1b5e20;font-weight:600}h1{font-size:1.5em;"
    "margin:.4em 0}h2{font-size:1.2em;margin:1.2em 0 .4em}h3{font-size:1em;margin:1em 0 .3em}"
    ".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}table{border-collapse:collapse;margin:4px 0}"
    "td,th{border:1px solid #999;padding:3px 7px;text-align:right;white-space:nowrap}th{background:#e8f0e8}"
    "td.l,th.l,td:nth-child(2){text-align:left}td.n{text-align:right}a{color:#0b4f8a}.note{color:#555}"
    ".qr{display:flex;gap:10px;align-items:center;margin:8px 0}.qr svg{width:128px;height:128px;flex:none}"
    ".qr p{min-width:0;margin:0}.qr small{word-break:break-all}"
    "nav.toc a{margin-right:10px;display:inline-block}"
    "@media print{header,nav.toc,.qr{display:none}a{color:#000;text-decoration:none}body{max-width:none}"
    "h2{page-break-after:avoid}table{page-break-inside:auto}tr{page-break-inside:avoid}}";

std::string attr(const std::string& s) { return esc(s); }

}  // namespace

std::string rootFrom(int depth) {
  std::string out;
  for (int i = 0; i < depth; ++i) out += "../";
  return out;
}

std::string scroll(const std::string& table) { return "<div class=scroll>" + table + "</div>"; }

std::string ownQr(Lang l, const Options& o, const std::string& pathFromRoot) {
  if (o.baseUrl.empty()) return "";
  const std::string address = o.baseUrl + pathFromRoot;
  const std::string svg = qrSvg(address, 128);
  if (svg.empty()) return "";
  return "<div class=qr>" + svg + "<p>" + esc(say(l, Text::SiteQrHint)) + "<br><small>" + esc(address) +
         "</small></p></div>";
}

std::string layout(Lang l, const Options& o, const PageHead& head, const std::string& body) {
  const std::string root = rootFrom(head.depth);
  const std::string here = std::string(match::langCode(l)) + "/" + head.path;
  const std::string there = std::string(match::langCode(other(l))) + "/" + head.path;
  std::string out = std::string("<!doctype html><html lang=\"") + match::langCode(l) +
                    "\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                    "<title>" + esc(head.title) + "</title><meta name=\"description\" content=\"" + attr(head.description) +
                    "\">";
  // Each language names both versions; absolute when the base address is known (search engines prefer it).
  const std::string base = o.baseUrl.empty() ? root : o.baseUrl;
  out += "<link rel=\"alternate\" hreflang=\"" + std::string(match::langCode(l)) + "\" href=\"" + attr(base + here) + "\">";
  out += "<link rel=\"alternate\" hreflang=\"" + std::string(match::langCode(other(l))) + "\" href=\"" + attr(base + there) + "\">";
  if (!o.baseUrl.empty()) out += "<link rel=\"canonical\" href=\"" + attr(o.baseUrl + here) + "\">";
  out += std::string("<style>") + kStyle + "</style></head><body><header><a href=\"" + attr(root + indexPath(l)) +
         "\">" + esc(say(l, Text::SiteResultsOf, {}, {{"club", o.club}})) + "</a><a href=\"" + attr(root + there) +
         "\" hreflang=\"" + match::langCode(other(l)) + "\" lang=\"" + match::langCode(other(l)) + "\">" +
         esc(say(l, Text::SiteOtherLanguage)) + "</a></header><main>";
  return out + body + "</main></body></html>\n";
}

}  // namespace tarot::site
