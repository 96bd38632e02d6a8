// Placeholder screen until the card table lands: a green table.
#include "ui/table_app.h"
#include <imgui.h>

namespace tarot::ui {

struct TableApp::Impl {
  Platform platform;
  bool ready = false;
};

TableApp::TableApp(Platform platform) : impl_(new Impl{std::move(platform)}) {}
TableApp::~TableApp() { delete impl_; }

void TableApp::frame(double) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->AddRectFilled(ImVec2(0, 0), ImGui::GetIO().DisplaySize, IM_COL32(20, 100, 50, 255));
  impl_->ready = true;
}

std::string TableApp::automationJson() const { return "{}"; }
bool TableApp::ready() const { return impl_->ready; }

}  // namespace tarot::ui
