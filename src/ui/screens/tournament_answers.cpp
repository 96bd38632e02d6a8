// The console's answers: what the arbitrator asked (client::ConsoleIntent), carried out by the console's controller,
// comes back here with "" or its refusal, shown where the act's form is, and the form moves on once it is done.
#include "ui/screens/tournament_screen.h"
#include "client/console/words.h"

namespace tarot::ui {

using K = client::ConsoleIntent::Kind;

client::ConsoleIntent TournamentScreen::takeConsoleIntent() {
  client::ConsoleIntent out;
  std::swap(out, intent_);
  return out;
}

void TournamentScreen::askPenalty(const tournament::Penalty& p) {
  client::ConsoleIntent penalty = client::ConsoleIntent::of(K::Penalty);
  penalty.penalty = p;
  ask(penalty);
}

// The register panel's and the desk's own refusals (under their forms rather than the console's).
bool TournamentScreen::answeredInPanel(Context& ui, const client::ConsoleIntent& asked, const std::string& why) {
  switch (asked.kind) {
    case K::AddMember:
      regError_ = why, regNotice_.clear();
      if (why.empty()) selectMember(0);
      return true;
    case K::EditMember: regError_ = why, regNotice_.clear(); return true;
    case K::MergeMembers:
      regError_ = why;
      regNotice_ = why.empty() ? console::words(ui.lang, Text::TnRegMerged, {{"a", asked.player}, {"b", asked.number}}) : "";
      regMerging_ = false;
      return true;
    case K::ImportRegister: {
      importRefused_ = club_ ? club_->outcome().refused : std::vector<std::string>();
      const int added = club_ ? club_->outcome().added : 0;
      importSummary_ = console::words(ui.lang, Text::TnRegImported, {{"a", added}, {"b", long(importRefused_.size())}});
      if (importRefused_.empty() && asked.text == regCsv_) regCsv_[0] = 0;
      return true;
    }
    case K::SetClubAccount:
      clubAccountError_ = why;
      if (why.empty()) clubKey_[0] = 0;
      return true;
    case K::SetNight:
      nightError_ = why;
      if (why.empty()) nightEdited_ = false;
      return true;
    case K::LateArrival:
    case K::Withdraw:
      deskError_ = why;
      if (!why.empty()) ui.notice(why, 5.0);
      return true;
    case K::ChangeSettings:
      settingsError_ = why;
      if (why.empty()) settingsEdited_ = false;
      else ui.notice(why, 5.0);
      return true;
    default: return false;
  }
}

void TournamentScreen::answered(Context& ui, const client::ConsoleIntent& asked, const std::string& why) {
  if (!asked || answeredInPanel(ui, asked, why)) return;
  if (asked.kind == K::DiscardSave) {
    error_.clear();
    return;
  }
  result(ui, why);
  switch (asked.kind) {
    case K::Create:
      if (why.empty()) afterOpen();
      break;
    case K::OpenTournament:
    case K::CloseTournament: afterOpen(); break;
    case K::DeleteTournament: deleteAsked_ = 0; break;
    case K::RegisterPlayer:
    case K::RegisterMember:
      if (why.empty()) playerName_[0] = 0;
      break;
    case K::RegisterList:
      if (why.empty() && asked.text == list_) list_[0] = 0;
      break;
    case K::DrawWith:
    case K::PlaceInOrder:
      if (why.empty()) section_ = Section::Seating;
      break;
    case K::StartNextPosition:
      if (why.empty()) position_ = console_->positionsStarted(), table_ = 0, confirmStart_ = false;
      break;
    case K::EnterTotals:
      if (why.empty()) table_ = 0, totals_ = {}, notPlayed_ = false, correction_[0] = 0;
      break;
    case K::HandInDraft:
      if (why.empty()) table_ = 0, correction_[0] = 0;
      break;
    case K::Cancel:
      if (why.empty()) cancelReason_[0] = 0;
      break;
    case K::NewSession:
      if (why.empty()) confirmSession_ = false;
      break;
    default: break;
  }
}

}  // namespace tarot::ui
