// The client layer's table of words (phone_words.h).
#include "client/phone_words.h"
#include "match/translations.h"

namespace tarot::client {

namespace {

using match::Text;
using Row = match::TranslationRow;

#define NB "\u00a0"
// clang-format off
const Row kPhoneRows[] = {
#include "client/translations_phone.inc"
#include "client/translations_phone_screen.inc"
};
// clang-format on
#undef NB

}  // namespace

void registerPhoneWords() {
  static const bool added =
      (match::addTranslations("client", "phone", kPhoneRows, sizeof kPhoneRows / sizeof kPhoneRows[0]), true);
  (void)added;
}

}  // namespace tarot::client
