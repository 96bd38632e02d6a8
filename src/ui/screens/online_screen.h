// The screens of an online table before its match starts: the list of public tables, the invitation to one table
// (a name, then a free seat), and the waiting room (the link and its QR code to share, the seats as the server
// shows them, and for the table's creator: start, lock, free a seat), drawn from the OnlineTable the controller
// holds; what the person asks comes back as a Choice.
#pragma once
#include "online/online_table.h"
#include "ui/qr_draw.h"
#include "ui/widgets.h"
#include <cstdio>
#include <string>

namespace tarot::ui {

struct OnlineScreen {
  // Naming: the person names themself before their table is created.
  enum class Mode { Lobby, Invitation, Room, Naming };
  enum class Choice { None, Back, Join, Refresh, Start, Lock, Unlock, Free, Leave, Create, CopyLink, ShareLink };
  Mode mode = Mode::Lobby;
  std::string code;       // the table of an invitation (table=CODE), or the one chosen in the lobby
  std::string name;       // the person's name, as typed
  std::string link;       // the table's link to share ("" when the page's address is unknown)
  bool canCopy = false;   // the platform copies text to the clipboard ("Copier")
  bool canShare = false;  // the platform has a system share sheet ("Partager")
  std::string status;     // the connection's state in words ("" when open)

  void open(Mode m, const std::string& personName) {
    mode = m;
    name = personName;  // "" until the person chose one (the controller never hands the default name)
    std::snprintf(nameBuf_, sizeof nameBuf_, "%s", name.c_str());
  }
  int freePerson = -1;     // Free: the seat the creator frees
  // Draws the screen of the mode; Join: the person asks for a seat at `code` under `name`; Create: for the table
  // to be created under `name`.
  Choice draw(Context& ui, const online::OnlineTable& table, ImVec2 size);

 private:
  Choice drawLobby(Context& ui, const online::OnlineTable& table);
  Choice drawInvitation(Context& ui);
  Choice drawNaming(Context& ui);
  Choice drawRoom(Context& ui, const online::OnlineTable& table, ImVec2 size);
  bool nameField(Context& ui);
  char nameBuf_[64] = {};
  std::string qrFor_;     // the text the QR code below encodes
  QrCode qr_;
  bool qrOk_ = false;
};

}  // namespace tarot::ui
