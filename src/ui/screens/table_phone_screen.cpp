// The table's phone on screen: one narrow panel that scrolls, for fingers.
#include "ui/screens/table_phone_screen.h"
#include "ui/finger_controls.h"
#include "ui/widgets.h"
#include "words/fill.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {


const char* seatWord(const Context& ui, const std::string& s) {
  if (s == "N") return ui.t(Text::TnNorth);
  if (s == "S") return ui.t(Text::TnSouth);
  if (s == "E") return ui.t(Text::TnEast);
  if (s == "W") return ui.t(Text::TnWest);
  return ui.t(Text::TnFifth);
}

// The seat's letter in the person's language ("O" for Ouest on a French page), "5" for the fifth.
std::string seatLetter(const Context& ui, const std::string& s) {
  return s == "N" || s == "S" || s == "E" || s == "W" ? std::string(seatWord(ui, s)).substr(0, 1) : s;
}

void coloured(Context& ui, ImVec4 c, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, c);
  ui.wrapped(text);
  ImGui::PopStyleColor();
}
const ImVec4 kWarn(1, 0.55f, 0.45f, 1), kWait(1, 0.8f, 0.35f, 1), kGood(0.6f, 1, 0.6f, 1);

// The deal in words and its score for each person, as the engine scores it ("Garde · Anne · faite de 6 · Anne +164,
// Bruno −54 ...").
std::string dealText(const Context& ui, const client::PhoneSheet& s, const tournament::SheetDeal& d) {
  if (d.annulled) return ui.t(Text::PhAnnulled);
  match::Sheet sheet;
  sheet.lang = ui.lang;
  sheet.people = int(s.seats.size());
  for (std::size_t p = 0; p < s.seats.size() && p < sheet.names.size(); ++p) sheet.names[p] = s.seats[p].name;
  if (match::validateEntry(d.entry, sheet.people)) return ui.t(Text::PhImpossible);
  match::addScorerRow(&sheet, d.entry);
  const match::SheetRow& r = sheet.rows.back();
  const Contract c = r.contract == "prise" ? Contract::Prise : r.contract == "garde" ? Contract::Garde
                     : r.contract == "garde_sans" ? Contract::GardeSans : Contract::GardeContre;
  std::string t = std::string(contractText(ui.lang, c)) + " · " + r.taker;
  if (!r.partner.empty()) t += " + " + r.partner;
  t += std::string(" · ") + ui.t(r.made ? Text::Made : Text::Down);
  if (!r.bonuses.empty()) t += " · " + r.bonuses;
  t += "\n";
  for (int p = 0; p < sheet.people; ++p) {
    t += (p ? ", " : "") + sheet.names[std::size_t(p)] + " " + signedPoints(r.scores[std::size_t(p)]);
  }
  return t;
}

}  // namespace

client::PhoneIntent TablePhoneScreen::draw(Context& ui, const client::PhoneController& phone, ImVec2 size) {
  phone_ = phone.phone();
  asked_ = {};
  placePanel(ui, size, 560.0f, true);
  ImGui::Begin("##phone", nullptr, ImGuiWindowFlags_NoTitleBar | kPanelFlags);
  if (!phone_) {
    coloured(ui, kWarn, ui.t(Text::PhLinkIncomplete));
    ImGui::End();
    return asked_;
  }
  // Fields 44 px high like the buttons, for fingers.
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(style.FramePadding.x, std::max(style.FramePadding.y, (44.0f - ImGui::GetFontSize()) * 0.5f)));
  drawPhone(ui);
  ImGui::PopStyleVar();
  ImGui::End();
  return asked_;
}

void TablePhoneScreen::answered(Context& ui, const client::PhoneIntent& asked, const tournament::DealEntryRefusal& refused) {
  if (asked.kind == client::PhoneIntent::Kind::ChooseSeat) return;
  error_ = client::dealRefusalText(ui.lang, refused);
  if (asked.kind == client::PhoneIntent::Kind::Enter && !refused) {
    draft_ = tournament::SheetDeal{};
    points_ = 41.0f;
    poignees_[0] = poignees_[1] = poignees_[2] = 0;
    correcting_ = 0;
  }
}

void TablePhoneScreen::drawPhone(Context& ui) {
  const client::PhoneSheet& s = phone_->sheet();
  const float w = ImGui::GetContentRegionAvail().x;
  char title[96];
  std::snprintf(title, sizeof title, ui.t(Text::PhTitle), phone_->link().table,
                phone_->link().position);
  ImGui::PushFont(ui.fonts.large);
  ImGui::SetWindowFontScale(0.5f);
  ImGui::TextUnformatted(title);
  ui.noteLastItemText(title);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  // The connection, and what this phone still holds.
  const std::size_t waiting = phone_->pending().size();
  if (waiting > 0) {
    coloured(ui, kWait, words::say(ui.lang, Text::PhPendingEntries, {{"n", long(waiting)}}));
  }
  coloured(ui, phone_->connected() ? kGood : kWait,
           phone_->connected() ? ui.t(Text::PhOnline) : ui.t(Text::PhOffline));
  if (phone_->problem()) coloured(ui, kWarn, client::phoneProblemText(ui.lang, phone_->problem()));
  if (!s.known) {
    ui.wrapped(ui.t(Text::PhSheetComing));
    return;
  }
  if (s.locked)
    coloured(ui, kGood, ui.t(Text::PhSheetLocked));
  for (const std::string& c : s.corrections)
    ui.wrapped(std::string(ui.t(Text::PhCorrection)) + c);
  drawSeats(ui, w);
  drawDeals(ui);
  if (!error_.empty()) coloured(ui, kWarn, error_);
  if (phone_->seat().empty()) return;
  if (phone_->seat() != phone_->keeper()) return drawConfirm(ui, w);
  drawConfirmHere(ui, w);
  // The form goes to the next deal as soon as one is sent: an entry waiting for its confirmation is never replaced
  // by the next deal, only corrected on purpose ("Corriger la donne k").
  const std::vector<tournament::EnteredDeal> state = phone_->entryState();
  if (correcting_ > int(state.size()) || (correcting_ > 0 && (!state[std::size_t(correcting_ - 1)].entered ||
                                                              state[std::size_t(correcting_ - 1)].confirmed)))
    correcting_ = 0;  // confirmed meanwhile: nothing left to correct
  const int k = correcting_ > 0 ? correcting_ : phone_->dealToEnter();
  if (k > 0 && !phone_->sheet().locked) drawEntry(ui, w, k);
}

// The seats with their names and bilans, and "I am…".
void TablePhoneScreen::drawSeats(Context& ui, float w) {
  const client::PhoneSheet& s = phone_->sheet();
  ImGui::SeparatorText(ui.t(Text::PhTheTable));
  for (const client::PhoneSeat& seat : s.seats) {
    int bilan = 0;
    for (const auto& [k, v] : s.bilans)
      if (k == seat.seat) bilan = v;
    ui.wrapped(std::string(seatWord(ui, seat.seat)) + " — " + seat.name + "   " + signedPoints(bilan) +
               (seat.seat == phone_->keeper() ? ui.t(Text::PhKeepsSheet) : ""));
  }
  ImGui::TextUnformatted(ui.t(Text::PhIAm));
  std::vector<std::string> labels;
  int current = -1;
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    labels.push_back(seatLetter(ui, s.seats[i].seat) + " " + s.seats[i].name);
    if (s.seats[i].seat == phone_->seat()) current = int(i);
  }
  (void)w;
  if (const int c = choiceButtons(ui, "phone:seat", labels, current); c >= 0) {
    asked_.kind = client::PhoneIntent::Kind::ChooseSeat;
    asked_.seat = s.seats[std::size_t(c)].seat;
  }
}

// Each deal of the position: to enter, entered (waiting for confirmation), confirmed; "not sent yet" where it is.
void TablePhoneScreen::drawDeals(Context& ui) {
  const client::PhoneSheet& s = phone_->sheet();
  ImGui::SeparatorText(ui.t(Text::PhDeals));
  for (int k = 1; k <= s.dealsPerPosition; ++k) {
    const client::PhoneDeal* d = k <= int(s.deals.size()) ? &s.deals[std::size_t(k - 1)] : nullptr;
    const bool confirmed = d && d->confirmed, pendingConfirm = phone_->pendingConfirmation(k);
    const tournament::SheetDeal* shown = phone_->shownEntry(k);
    std::string state;
    ImVec4 colour(1, 1, 1, 1);
    if (confirmed) {
      state = d->confirmedBy.empty() ? ui.t(Text::PhConfirmed)
                                     : std::string(ui.t(Text::PhConfirmedBy)) + seatLetter(ui, d->confirmedBy);
      colour = kGood;
    } else if (pendingConfirm) {
      state = ui.t(Text::PhConfirmedUnsent);
      colour = kWait;
    } else if (phone_->pendingEntry(k)) {
      state = ui.t(Text::PhEnteredUnsent);
      colour = kWait;
    } else if (shown) {
      state = ui.t(Text::PhEnteredWaiting);
      colour = kWait;
    } else {
      state = ui.t(Text::PhToEnter);
    }
    char head[48];
    std::snprintf(head, sizeof head, ui.t(Text::PhDealHead), k);
    coloured(ui, colour, head + state);
    if (shown) ui.wrapped(dealText(ui, s, *shown));
    // A garde sans or garde contre: the arbitrator's visa awaited, or given (from the console).
    if (phone_->visaGiven(k)) coloured(ui, kGood, ui.t(Text::TnVisaGiven));
    else if (phone_->visaAwaited(k)) coloured(ui, kWait, ui.t(Text::TnVisaAwaited));
    // The keeper corrects an entry nobody has confirmed yet, on purpose only.
    if (shown && !confirmed && !pendingConfirm && !s.locked && phone_->seat() == phone_->keeper() && correcting_ != k) {
      char fix[48];
      std::snprintf(fix, sizeof fix, ui.t(Text::PhCorrectDeal), k);
      if (ui.button(fix, "phone:correct:" + std::to_string(k), ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        correcting_ = k;
        error_.clear();
      }
    }
  }
}

// The keeper's form for deal k: the scorer's model, the score shown, then sent; and the confirmation by another seat
// on this phone, handed round.
void TablePhoneScreen::drawEntry(Context& ui, float w, int k) {
  const client::PhoneSheet& s = phone_->sheet();
  const int people = int(s.seats.size());
  char title[64];
  std::snprintf(title, sizeof title, correcting_ == k ? ui.t(Text::PhCorrectDeal)
                                                      : ui.t(Text::PhEnterDeal), k);
  ImGui::SeparatorText(title);
  ui.noteLastItemText(title);
  tournament::SheetDeal& d = draft_;
  d.entry.dealer = (k - 1) % std::max(1, people);
  ImGui::Checkbox(ui.t(Text::PhAnnulled), &d.annulled);
  ui.targetLastItem("phone:annulled");
  if (!d.annulled) {
    std::vector<std::string> names;
    for (const client::PhoneSeat& seat : s.seats) names.push_back(seat.name);
    ImGui::TextUnformatted(ui.t(Text::Taker));
    if (d.entry.taker >= people) d.entry.taker = 0;
    if (const int c = listSheet(ui, "phone:taker", names, d.entry.taker); c >= 0) d.entry.taker = c;
    if (people == 5) {
      std::vector<std::string> partners{ui.t(Text::Alone)};
      partners.insert(partners.end(), names.begin(), names.end());
      ImGui::TextUnformatted(ui.t(Text::Partner));
      if (const int c = listSheet(ui, "phone:partner", partners, d.entry.partner + 1); c >= 0) d.entry.partner = c - 1;
    } else {
      d.entry.partner = -1;
    }
    ScoreInput& in = d.entry.input;
    ImGui::TextUnformatted(ui.t(Text::Contract));
    if (const int c = choiceButtons(ui, "phone:contract", {contractText(ui.lang, Contract(1)), contractText(ui.lang, Contract(2)),
                                                           contractText(ui.lang, Contract(3)), contractText(ui.lang, Contract(4))},
                                    int(in.contract) - 1);
        c >= 0)
      in.contract = Contract(c + 1);
    ImGui::TextUnformatted(ui.t(Text::Bouts));
    if (const int c = choiceButtons(ui, "phone:bouts", {"0", "1", "2", "3"}, in.bouts); c >= 0) in.bouts = c;
    ImGui::TextUnformatted(ui.t(Text::PointsMade));
    ImGui::SetNextItemWidth(-1);
    pointsField(ui, "##points", &points_);  // "40,5" in French
    ui.targetLastTextField("phone:points");
    if (const int c = choiceButtons(ui, "phone:pts", {"−5", "−1", "+1", "+5"}, -1); c >= 0)
      points_ = std::clamp(points_ + float(c == 0 ? -5 : c == 1 ? -1 : c == 2 ? 1 : 5), 0.0f, 91.0f);
    for (int p = 0; p < 3; ++p) {
      ImGui::TextUnformatted(ui.t(poigneeText(PoigneeSize(p + 1))));
      poignees_[p] += stepper(ui, "phone:poignee:" + std::to_string(p + 1), std::to_string(poignees_[p]),
                              poignees_[p] > 0, poignees_[p] < 2);
    }
    const std::vector<std::string> camps{"—", ui.t(Text::Attack), ui.t(Text::Defense)};
    ImGui::TextUnformatted(ui.t(Text::PetitAuBout));
    if (const int c = choiceButtons(ui, "phone:petit", camps, int(in.petitAuBout)); c >= 0) in.petitAuBout = Camp(c);
    ImGui::Checkbox(ui.t(Text::AnnounceChelem), &in.chelemAnnounced);
    ui.targetLastItem("phone:chelem_announced");
    ImGui::TextUnformatted(ui.t(Text::ChelemBonus));
    if (const int c = choiceButtons(ui, "phone:chelem", camps, int(in.chelemMadeBy)); c >= 0) in.chelemMadeBy = Camp(c);
    in.attackHalfPoints = int(std::lround(points_ * 2.0f));
    in.poignees.clear();
    for (int p = 0; p < 3; ++p)
      for (int i = 0; i < poignees_[p]; ++i) in.poignees.push_back(PoigneeSize(p + 1));
  }
  // The score as the engine gives it, before anything is sent.
  std::string why;
  if (!d.annulled && std::fabs(points_ * 2.0f - std::round(points_ * 2.0f)) > 1e-3f) why = ui.t(Text::ScorerHalfPoints);
  else if (!d.annulled)
    if (const EntryCheck c = checkEntry(d.entry, people)) why = entryRefusalText(ui.lang, c);
  // "Pour un sur contrat (garde Sans et/ou garde Contre) le joueur doit toujours appeler l'arbitre."
  if (!d.annulled && client::TablePhone::callsArbitrator(d)) coloured(ui, kWait, ui.t(Text::TnVisaCall));
  if (why.empty()) {
    ImGui::SeparatorText(ui.t(Text::PhScore));
    ui.noteLastItemText(ui.t(Text::PhScore));
    ui.wrapped(dealText(ui, s, d));
  } else {
    coloured(ui, kWarn, why);
  }
  char send[64];
  std::snprintf(send, sizeof send, correcting_ == k ? ui.t(Text::PhSendCorrection)
                                                    : ui.t(Text::PhSendDeal), k);
  if (ui.button(send, "phone:send", ImVec2(w, 0), why.empty())) {
    asked_.kind = client::PhoneIntent::Kind::Enter;
    asked_.deal = k;
    asked_.entry = d;
  }
  if (correcting_ == k && ui.button(ui.t(Text::PhDoNotCorrect), "phone:correct_cancel", ImVec2(w, 0)))
    correcting_ = 0;
}

// The keeper's phone handed round: another seat confirms the first deal waiting for its confirmation on it.
void TablePhoneScreen::drawConfirmHere(Context& ui, float w) {
  const client::PhoneSheet& s = phone_->sheet();
  const int k = phone_->dealToConfirm();
  if (k < 1) return;
  char title[80];
  std::snprintf(title, sizeof title, ui.t(Text::PhConfirmHere), k);
  ImGui::SeparatorText(title);
  for (const client::PhoneSeat& seat : s.seats) {
    if (seat.seat == phone_->keeper()) continue;
    const std::string label = std::string(ui.t(Text::PhIConfirm)) + seatLetter(ui, seat.seat) + " " + seat.name;
    if (ui.button(label.c_str(), "phone:confirm_as:" + seat.seat, ImVec2(w, 0))) {
      asked_.kind = client::PhoneIntent::Kind::Confirm;
      asked_.deal = k;
      asked_.seat = seat.seat;
    }
  }
}

// Another seat confirms the first entry waiting for its confirmation, naming itself.
void TablePhoneScreen::drawConfirm(Context& ui, float w) {
  const int k = phone_->dealToConfirm();
  if (k < 1) {
    if (phone_->dealToEnter() < 1) return;
    ui.wrapped(ui.t(Text::PhWaitingKeeper));
    return;
  }
  char label[96];
  std::snprintf(label, sizeof label, ui.t(Text::PhIConfirmDeal), k, seatLetter(ui, phone_->seat()).c_str());
  if (ui.button(label, "phone:confirm", ImVec2(w, 0))) {
    asked_.kind = client::PhoneIntent::Kind::Confirm;
    asked_.deal = k;
    asked_.seat = phone_->seat();
  }
}

json::Value TablePhoneScreen::automation(const client::PhoneController& controller) const {
  const client::TablePhone* phone = controller.phone();
  json::Value o = json::Value::object();
  o.set("phone", true);
  if (!phone) return o.set("bad_link", true);
  const client::PhoneSheet& s = phone->sheet();
  o.set("tournament", phone->link().tournament).set("position", phone->link().position).set("table", phone->link().table);
  o.set("seat", phone->seat()).set("keeper", phone->keeper()).set("connected", phone->connected());
  o.set("pending", int(phone->pending().size())).set("problem", phone->problem().code).set("known", s.known);
  o.set("is_locked", s.locked).set("deal_to_enter", phone->dealToEnter()).set("refusal", error_);
  o.set("deal_to_confirm", phone->dealToConfirm()).set("correcting", correcting_);
  json::Value deals = json::Value::array();
  for (int k = 1; k <= s.dealsPerPosition; ++k) {
    const client::PhoneDeal* d = k <= int(s.deals.size()) ? &s.deals[std::size_t(k - 1)] : nullptr;
    json::Value x = json::Value::object();
    x.set("deal", k).set("entered", d && d->entered).set("confirmed", d && d->confirmed);
    x.set("entry_id", phone->shownEntryId(k)).set("confirmed_by", d ? d->confirmedBy : std::string());
    x.set("pending", phone->pendingEntry(k) || phone->pendingConfirmation(k));
    x.set("visa_awaited", phone->visaAwaited(k)).set("visa", phone->visaGiven(k));
    deals.push(x);
  }
  o.set("deals", deals);
  json::Value b = json::Value::object();
  for (const auto& [k, v] : s.bilans) b.set(k, v);
  return o.set("bilans", b);
}

}  // namespace tarot::ui
