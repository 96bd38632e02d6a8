// The start-up settings read from the page's query (client/startup_config.h): valid values taken, invalid ones
// ignored with a warning; the person's default name in the chosen language.
#include "client/startup_config.h"
#include "client/standings_page.h"
#include "client/table_phone.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

TEST_CASE("URL configuration: valid values taken, invalid ones ignored with a warning", "[client]") {
  StartupConfig c = parseStartupQuery("?lang=en&players=5&seed=42&deals=3&name=Ana%20B&bots=beginner,random&club=Club%20de%20Lyon&accent=%23123456&start=1");
  CHECK(c.settings.lang == Lang::English);
  CHECK(c.settings.people == 5);
  CHECK(c.settings.seedGiven);
  CHECK(c.settings.seed == 42);
  CHECK(c.settings.deals == 3);
  CHECK(c.settings.names[0] == "Ana B");
  CHECK(c.settings.levels[1] == BotLevel::Beginner);
  CHECK(c.settings.levels[2] == BotLevel::Random);
  CHECK(c.settings.club == "Club de Lyon");
  CHECK(c.accent == 0x123456);
  CHECK(c.start);
  CHECK(c.warnings.empty());
  const std::string bad[] = {"players=9", "players=four", "seed=-1", "seed=1e9", "deals=0", "deals=1000", "lang=de",
                       "speed=nan", "speed=100", "bots=god", "name=", "name=%ZZ", "accent=red", "name=<script>",
                       "unknown=1", "five_at_four=2", "%", "players=", "club=" + std::string(60, 'x')};
  for (const std::string& q : bad) {
    const StartupConfig d = parseStartupQuery(q);
    INFO(q);
    CHECK_FALSE(d.warnings.empty());
    CHECK(d.settings.people >= 3);
    CHECK(d.settings.people <= 5);
    CHECK(d.settings.deals >= 1);
  }
}

// The notice's words, written out by hand from the rows of translations_link.inc: « players=9 » with non-breaking
// spaces inside the French quotes and before the colon and semicolon.
TEST_CASE("The link's parameters not taken are told in the person's language: which, what it must be, what was used "
          "instead", "[client][link]") {
  const std::string nb = "\u00a0";
  const StartupConfig c = parseStartupQuery("?players=9&lang=xx&deals=0&speed=9&seed=x&bots=maitre,god&hints=2");
  CHECK(c.settings.people == 4);
  CHECK(c.settings.deals == 8);
  CHECK(c.settings.levels[1] == BotLevel::Master);
  CHECK(c.settings.levels[2] == BotLevel::Standard);
  const std::vector<std::string> fr = startupNoticeLines(c, Lang::French);
  REQUIRE(fr.size() == 8);
  CHECK(fr[0] == "Ce lien contient des réglages non compris" + nb + ":");
  CHECK(fr[1] == "«" + nb + "players=9" + nb + "»" + nb + ": 3, 4 ou 5 joueurs" + nb + "; à la place" + nb + ": 4 joueurs.");
  CHECK(fr[2] == "«" + nb + "lang=xx" + nb + "»" + nb + ": langue fr ou en" + nb + "; à la place" + nb + ": Français.");
  CHECK(fr[3] == "«" + nb + "deals=0" + nb + "»" + nb + ": de 1 à 100 donnes" + nb + "; à la place" + nb + ": 8.");
  CHECK(fr[4] == "«" + nb + "speed=9" + nb + "»" + nb + ": une vitesse de 0,25 à 4" + nb + "; à la place" + nb + ": 1.");
  CHECK(fr[5] == "«" + nb + "seed=x" + nb + "»" + nb + ": un numéro de donne de 0 à 999999999999" + nb + "; à la place" + nb +
                 ": une donne au hasard.");
  CHECK(fr[6] == "«" + nb + "bots=god" + nb + "»" + nb + ": niveau random, beginner, standard, expert ou maitre" + nb +
                 "; à la place" + nb + ": Standard.");
  CHECK(fr[7] == "«" + nb + "hints=2" + nb + "»" + nb + ": 0 ou 1" + nb + "; ignoré.");
  const std::vector<std::string> en = startupNoticeLines(c, Lang::English);
  REQUIRE(en.size() == 8);
  CHECK(en[0] == "This link has settings that were not understood:");
  CHECK(en[1] == "\"players=9\": 3, 4 or 5 players; used instead: 4 players.");
  CHECK(en[4] == "\"speed=9\": a speed from 0.25 to 4; used instead: 1.");
  CHECK(c.warnings == std::vector<std::string>(en.begin() + 1, en.end()));  // the developers' console, in English
  // Nothing to tell: no lines (the keys other readers of the page's query take included).
  CHECK(startupNoticeLines(parseStartupQuery("players=3&lang=en"), Lang::French).empty());
  CHECK(parseStartupQuery("tournament=7QH2M0XKZ4N9PB1WC8RT&view=standings&slot=club").problems.empty());
  CHECK(parseStartupQuery("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&key=0123456789abcdef0123456789abcdef")
            .problems.empty());

  // A broken invitation link: said as such, nothing joined.
  const StartupConfig broken = parseStartupQuery("?table=%%%");
  CHECK(broken.table.empty());
  REQUIRE(broken.problems.size() == 1);
  CHECK(paramWarningText(broken, broken.problems[0], Lang::English) ==
        "Broken invitation link: the table code \"%%%\" cannot be read. No table joined: ask for a new link.");
  const StartupConfig wrongCode = parseStartupQuery("table=ABC-DEF");
  REQUIRE(wrongCode.problems.size() == 1);
  CHECK(paramWarningText(wrongCode, wrongCode.problems[0], Lang::French) ==
        "Lien d'invitation abîmé" + nb + ": le code de table «" + nb + "ABC-DEF" + nb + "» est illisible. Aucune table "
        "rejointe" + nb + ": demandez un nouveau lien.");

  // A name over the limit: said to fall back to the default, and no seat is named from it.
  const std::string longName(25, 'N');
  const StartupConfig named = parseStartupQuery("lang=en&name=" + longName + "&names=Ann," + longName + ",Bo,Cy,Di,Ed");
  CHECK(named.settings.names[0] == "You");
  CHECK(named.settings.names[1] == "Ann");
  CHECK(named.settings.names[2] == MatchSettings().names[2]);
  CHECK(named.settings.names[3] == "Bo");
  CHECK(named.settings.names[4] == "Cy");
  CHECK_FALSE(named.nameGiven);
  for (const std::string& n : named.settings.names) CHECK(n.find('N') == std::string::npos);
  REQUIRE(named.problems.size() == 3);
  CHECK(named.warnings[0] == "\"name=" + std::string(25, 'N').substr(0, 32) +
                             "\": a name of 1 to 24 printable characters; used instead: You.");
  CHECK(named.warnings[1] == "\"names=" + longName + "\": a name of 1 to 24 printable characters; used instead: Hugo.");
  CHECK(named.warnings[2] == "\"names=Di,Ed\": beyond 4 names (the bots' seats); ignored.");
  // A long value is cut to 32 bytes, between two characters.
  const StartupConfig club = parseStartupQuery("club=" + std::string(30, 'x') + "%C3%A9%C3%A9%C3%A9" + std::string(20, 'y'));
  REQUIRE(club.problems.size() == 1);
  CHECK(club.warnings[0] == "\"club=" + std::string(30, 'x') + "\xC3\xA9…\": a club name of at most 40 characters; ignored.");
}

TEST_CASE("The person's default name speaks the chosen language; a given name is kept", "[client]") {
  CHECK(parseStartupQuery("").settings.names[0] == "Vous");
  CHECK(parseStartupQuery("lang=en").settings.names[0] == "You");
  CHECK(parseStartupQuery("lang=en&name=Anne").settings.names[0] == "Anne");
  CHECK(parseStartupQuery("name=Anne&lang=fr").settings.names[0] == "Anne");
}

TEST_CASE("One query reader: percent-decoding, repeated keys, bad input refused with a reason", "[client][query]") {
  const QueryParams q = readQuery("?name=Ana%20Lu&club=Club+de+Lyon&x&&tournament=abc%2Fd&name=%C3%89lise&empty=");
  REQUIRE(q.problems.empty());
  REQUIRE(q.pairs.size() == 6);  // the empty pair between && is no pair
  CHECK(q.pairs[0] == std::make_pair(std::string("name"), std::string("Ana Lu")));
  CHECK(*q.last("club") == "Club de Lyon");
  CHECK(*q.last("x") == "");
  CHECK(*q.last("tournament") == "abc/d");
  CHECK(*q.last("name") == "\xC3\x89lise");  // the last of a repeated key
  CHECK(q.all("name") == std::vector<std::string>{"Ana Lu", "\xC3\x89lise"});
  CHECK(q.all("absent").empty());
  CHECK(q.last("absent") == nullptr);
  CHECK(*q.last("empty") == "");
  // A pair badly encoded is left out with its reason; the others stay.
  const QueryParams bad = readQuery("lang=en&name=%zz&seed=%4&players=4");
  CHECK(bad.pairs.size() == 2);
  REQUIRE(bad.problems.size() == 2);
  CHECK(bad.problems[0] == "badly encoded parameter ignored");
  CHECK(*bad.last("players") == "4");
  const QueryParams huge = readQuery("name=" + std::string(5000, 'a'));
  CHECK(huge.pairs.empty());
  REQUIRE(huge.problems.size() == 1);
  CHECK(huge.problems[0] == "query too long: ignored");
  // The start-up, the standings page and a table's phone read through it.
  const StartupConfig c = parseStartupQuery("lang=fr&name=%zz&lang=en");
  CHECK(c.settings.lang == Lang::English);
  REQUIRE_FALSE(c.problems.empty());
  CHECK(c.problems.front().problem == ParamProblem::BadlyEncoded);
  CHECK(c.problems.front().value == "name=%zz");
  const StandingsPage page = standingsPage("?view=standings&tournament=7qh2m0xkz4n9pb1wc8r%74");
  CHECK(page.wanted);
  CHECK(page.tournament == "7QH2M0XKZ4N9PB1WC8RT");
  CHECK_FALSE(standingsPage("view=standings&view=console").wanted);  // the last value counts
  const std::string key = "0123456789abcdef0123456789abcdef";
  TableLinkInfo l;
  std::string why;
  REQUIRE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=%32&table=3&key=" + key, &l, &why));
  CHECK(l.position == 2);
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&table=4&key=" + key, &l, &why));
  CHECK(why == "\"table\" is given twice with different values");
  CHECK(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&table=3&key=" + key, &l, &why));
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3", &l, &why));
  CHECK(why == "a table's link names tournament, position, table and key");
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&key=12", &l, &why));
  CHECK(why == "\"key\": 32 hexadecimal digits");
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=0&table=3&key=" + key, &l, &why));
  CHECK(why == "\"position\": 1 to 99");
}
