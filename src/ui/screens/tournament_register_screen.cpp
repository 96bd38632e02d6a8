// The console's "Registre" panel and the register under the registration field: the club's players listed and
// searched (accents and case ignored), an entry edited or a new one added, two entries of one person merged, the
// club's CSV list imported (pasted, or a file) with each refused line and its reason. Drawing only: the register is
// console::Console's.
#include "ui/screens/tournament_screen.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include <cstdio>

namespace tarot::ui {

namespace {

void copyTo(char* out, std::size_t size, const std::string& s) { std::snprintf(out, size, "%s", s.c_str()); }

}  // namespace

// Under the registration field: the register's entries matching the name typed, one tap registers the entry.
void TournamentScreen::drawRegisterMatches(Context& ui, float width) {
  if (playerName_[0] == 0) return;
  const std::vector<season::Found> found = console_->searchRegister(playerName_, 5);
  if (found.empty()) return;
  ui.wrapped(ui.t(Text::TnRegFound));
  for (std::size_t i = 0; i < found.size(); ++i) {
    const std::string line = console_->memberLine(found[i].id);
    if (ui.button(line.c_str(), "tn:found:" + std::to_string(i), ImVec2(width, 0))) {
      ask(client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::RegisterMember, found[i].id));
    }
  }
}

void TournamentScreen::drawRegisterPanel(Context& ui) {
  const float w = ImGui::GetContentRegionAvail().x;
  if (!console_->open() && ui.button(ui.t(Text::Back), "tn:reg:back", ImVec2(w, 0))) section_ = Section::Setup;
  if (!console_->registerCorrupt().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.5f, 1));
    ui.wrapped(console_->registerCorrupt());
    ImGui::PopStyleColor();
    return;
  }
  const season::Register& reg = console_->clubRegister();
  ImGui::SeparatorText(ui.t(Text::TnRegisterTab));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnregsearch", ui.t(Text::TnRegSearch), regSearch_, sizeof regSearch_);
  ui.targetLastTextField("tn:reg:search");
  std::vector<int> ids;
  if (regSearch_[0]) {
    for (const season::Found& f : console_->searchRegister(regSearch_, 30)) ids.push_back(f.id);
  } else {
    for (const season::Member& m : reg.members)
      if (!m.mergedInto && ids.size() < 30) ids.push_back(m.id);
  }
  if (reg.members.empty()) ui.wrapped(ui.t(Text::TnRegEmpty));
  else if (ids.empty()) ui.wrapped(ui.t(Text::TnRegNoMatch));
  for (int id : ids) {
    const std::string line = "n°" + std::to_string(id) + " · " + console_->memberLine(id);
    const bool on = id == regSelected_;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.55f, 0.1f, 1));
    if (ui.button(line.c_str(), "tn:reg:member:" + std::to_string(id), ImVec2(w, 0))) {
      if (regMerging_ && regSelected_ && id != regSelected_) {
        client::ConsoleIntent merge = client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::MergeMembers, id);
        merge.player = regSelected_;
        ask(merge);
      } else {
        selectMember(id);
      }
    }
    if (on) ImGui::PopStyleColor();
  }
  drawMemberForm(ui, w);
  drawRegisterImport(ui, w);
  drawClubAccount(ui, w);
}

// The club on its server: its code and key entered once (the key typed hidden, then only its last four characters
// shown), and whether the open night is in the club's season.
void TournamentScreen::drawClubAccount(Context& ui, float w) {
  ImGui::SeparatorText(ui.t(Text::TnClubAccountTitle));
  ui.wrapped(ui.t(Text::TnClubAccountHelp));
  const console::ClubAccount& kept = console_->clubAccount();
  if (!clubCode_[0] && kept.known()) copyTo(clubCode_, sizeof clubCode_, kept.code);
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnclubcode", ui.t(Text::TnClubAccountCode), clubCode_, sizeof clubCode_);
  ui.targetLastTextField("tn:club:code");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnclubkey", ui.t(Text::TnClubAccountKey), clubKey_, sizeof clubKey_,
                           ImGuiInputTextFlags_Password);
  ui.targetLastTextField("tn:club:key");
  if (kept.known()) ui.wrapped(console_->clubKeyHint());
  if (ui.button(ui.t(Text::TnClubAccountSave), "tn:club:save", ImVec2(w, 0))) {
    client::ConsoleIntent set = client::ConsoleIntent::withText(client::ConsoleIntent::Kind::SetClubAccount, clubCode_);
    set.reason = clubKey_[0] ? clubKey_ : kept.key;
    ask(set);
  }
  if (kept.known() && ui.button(ui.t(Text::TnClubAccountForget), "tn:club:forget", ImVec2(w, 0))) {
    ask(client::ConsoleIntent::of(client::ConsoleIntent::Kind::SetClubAccount));
    clubCode_[0] = clubKey_[0] = 0;
  }
  if (club_ && club_->club() && !club_->club()->nightText().empty()) ui.wrapped(club_->club()->nightText());
  if (!clubAccountError_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(clubAccountError_);
    ImGui::PopStyleColor();
  }
}

void TournamentScreen::selectMember(int id) {
  const season::Member* m = season::liveMember(console_->clubRegister(), id);
  regSelected_ = m ? id : 0;
  regMerging_ = false;
  regError_.clear();
  regNotice_.clear();
  copyTo(regName_, sizeof regName_, m ? m->name : "");
  copyTo(regLicence_, sizeof regLicence_, m ? m->licence : "");
  copyTo(regClub_, sizeof regClub_, m ? m->club : "");
  regSerie_ = m ? m->serie : 4;
  regSenior_ = m && m->senior;
}

// The entry selected (or a new one): name, licence, club, série, senior; saved or added; merged with another.
void TournamentScreen::drawMemberForm(Context& ui, float w) {
  ImGui::SeparatorText(regSelected_ ? ui.t(Text::TnRegEdit) : ui.t(Text::TnRegAdd));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnregname", ui.t(Text::TnPlayerName), regName_, sizeof regName_);
  ui.targetLastTextField("tn:reg:name");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnreglicence", ui.t(Text::TnRegLicence), regLicence_, sizeof regLicence_);
  ui.targetLastTextField("tn:reg:licence");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnregclub", ui.t(Text::TnRegClub), regClub_, sizeof regClub_);
  ui.targetLastTextField("tn:reg:club");
  const std::string serie = console::words(ui.lang, Text::TnRegSerie, {{"a", regSerie_}});
  if (const int step = stepper(ui, "tn:reg:serie", serie, regSerie_ > 1, regSerie_ < 4)) regSerie_ += step;
  ImGui::Checkbox((std::string(ui.t(Text::TnRegSenior)) + "##tn:reg:senior").c_str(), &regSenior_);
  ui.targetLastItem("tn:reg:senior");
  season::Member m;
  m.id = regSelected_;
  m.name = regName_;
  m.licence = regLicence_;
  m.club = regClub_;
  m.serie = regSerie_;
  m.senior = regSenior_;
  if (regSelected_) {
    if (ui.button(ui.t(Text::TnRegSave), "tn:reg:save", ImVec2(w, 0))) {
      client::ConsoleIntent edit = client::ConsoleIntent::of(client::ConsoleIntent::Kind::EditMember);
      edit.member = m;
      ask(edit);
    }
    if (ui.button(ui.t(Text::TnRegMerge), "tn:reg:merge", ImVec2(w, 0))) regMerging_ = !regMerging_;
    if (regMerging_) ui.wrapped(console::words(ui.lang, Text::TnRegMergeInto, {{"a", regSelected_}, {"b", 0}}));
    if (ui.button(ui.t(Text::Cancel), "tn:reg:deselect", ImVec2(w, 0))) selectMember(0);
  } else if (ui.button(ui.t(Text::TnRegAdd), "tn:reg:add", ImVec2(w, 0))) {
    client::ConsoleIntent add = client::ConsoleIntent::of(client::ConsoleIntent::Kind::AddMember);
    add.member = m;
    ask(add);
  }
  if (!regNotice_.empty()) ui.wrapped(regNotice_);
  if (!regError_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(regError_);
    ImGui::PopStyleColor();
  }
}

// The club's list as CSV, pasted or read from a file: what was added and each refused line with its reason.
void TournamentScreen::drawRegisterImport(Context& ui, float w) {
  ImGui::SeparatorText(ui.t(Text::TnRegImport));
  ImGui::InputTextMultiline("##tnregcsv", regCsv_, sizeof regCsv_, ImVec2(-1, 120));
  ui.targetLastTextField("tn:reg:csv");
  if (ui.button(ui.t(Text::TnRegImport), "tn:reg:import", ImVec2(w, 0))) {
    importRegisterText(ui, regCsv_);
  }
  if (ui.platform.requestPlayerList && ui.button(ui.t(Text::TnRegImportFile), "tn:reg:import_file", ImVec2(w, 0))) {
    awaitingRegister_ = true;
    ui.platform.requestPlayerList();
  }
  if (!importSummary_.empty()) ui.wrapped(importSummary_);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  for (const std::string& line : importRefused_) ui.wrapped(line);
  ImGui::PopStyleColor();
}

void TournamentScreen::importRegisterText(Context&, const std::string& text) {
  ask(client::ConsoleIntent::withText(client::ConsoleIntent::Kind::ImportRegister, text));
}

}  // namespace tarot::ui
