// The client layer's table of words: the table's phone's refusals and the tournament server's refusal codes as a
// client words them (translations_phone.inc), registered in the translation module by the functions that show them
// (phoneProblemText, dealRefusalText, serverRefusalText), so that a program without the phone carries none of it.
#pragma once

namespace tarot::client {

// Adds the phone's table to the translation module; once.
void registerPhoneWords();

}  // namespace tarot::client
