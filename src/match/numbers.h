// Numbers as each language writes them: written once, in the translation module at the bottom (words/numbers.h);
// the game's layers name them here as match's.
#pragma once
#include "match/translations.h"
#include "words/numbers.h"

namespace tarot::match {

using words::halfPointsText;
using words::hundredthsText;
using words::integerText;
using words::listText;
using words::numberText;
using words::percentText;
using words::pointsNumber;

}  // namespace tarot::match
