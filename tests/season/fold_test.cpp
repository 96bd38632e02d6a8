// The register's search key: accents and case ignored, spaces collapsed (issue: "found as the arbitrator types").
#include "season/club.h"
#include <catch2/catch_test_macros.hpp>

using tarot::season::foldName;

TEST_CASE("a name folds to lower case without accents or extra spaces", "[season][register]") {
  CHECK(foldName("  Éloïse   DUPONT ") == "eloise dupont");
  CHECK(foldName("eloise dupont") == "eloise dupont");
  CHECK(foldName("François Lefèvre") == "francois lefevre");
  CHECK(foldName("ŒUVRE Cœur") == "oeuvre coeur");
  CHECK(foldName("Zoë Ÿvon") == "zoe yvon");
  CHECK(foldName("José\xC2\xA0Nuñez") == "jose nunez");
  CHECK(foldName("") == "");
  CHECK(foldName("Ω 東") == "Ω 東");  // other scripts are kept as they are
}
