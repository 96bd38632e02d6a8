// Controls made for fingers, in place of ImGui's dropdowns and sliders: a choice as a row of buttons, a choice as a
// list sheet (a button showing the current choice that opens an opaque list of 44 px rows over the screen), and a
// stepper (− value +). Each part is a 44 px button reported as an automation target.
#pragma once
#include "ui/widgets.h"
#include <string>
#include <vector>

namespace tarot::ui {

// One choice among `labels` as buttons, in as many even columns as the width allows, the current one marked; the
// buttons' ids are `id:0`, `id:1`... Returns the choice pressed, or -1.
int choiceButtons(Context& c, const std::string& id, const std::vector<std::string>& labels, int current);

// One choice among `labels` as a button `width` wide (-1: to the window's edge) showing the current choice; a tap
// opens the list over the screen, its rows `id:0`, `id:1`... (a tap outside closes it). Returns the choice made, or -1.
int listSheet(Context& c, const std::string& id, const std::vector<std::string>& labels, int current, float width = -1);

// A value shown between a "−" and a "+" button (ids `id:minus` and `id:plus`, the value `id`), to the window's edge.
// Returns -1 or +1 for the step asked, 0 otherwise; a side is disabled when it cannot step.
int stepper(Context& c, const std::string& id, const std::string& value, bool canDown, bool canUp);

// The game's speeds a person chooses from (the settings panel, the new-game form), their words, and the step
// nearest to a speed (one given in the URL may lie between two).
constexpr float kSpeedSteps[] = {0.5f, 1.0f, 2.0f, 4.0f};
std::vector<std::string> speedLabels(const Context& c);
int speedStep(float speed);

}  // namespace tarot::ui
