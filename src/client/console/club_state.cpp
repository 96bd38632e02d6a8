// The console's club state: its save and the links it gives.
#include "client/console/club_state.h"
#include "record/json.h"
#include "record/json_reader.h"

namespace tarot::console {

std::string ClubState::tableKey(int position, int table) const {
  if (position < 1 || position > int(keys.size())) return "";
  const std::vector<std::string>& k = keys[std::size_t(position - 1)];
  return table >= 1 && table <= int(k.size()) ? k[std::size_t(table - 1)] : "";
}

std::string ClubState::pageBase() const {
  std::string s = server, scheme = "http://";
  for (const char* p : {"http://", "https://", "ws://", "wss://"}) {
    const std::string prefix = p;
    if (s.rfind(prefix, 0) == 0) {
      scheme = prefix == "https://" || prefix == "wss://" ? "https://" : "http://";
      s = s.substr(prefix.size());
      break;
    }
  }
  s = s.substr(0, s.find_first_of("?#"));
  const std::size_t slash = s.find('/');
  const std::string host = s.substr(0, slash);
  std::string path = slash == std::string::npos ? std::string() : s.substr(slash + 1);
  // The folder of the pages (a club may serve them under /tarot/): a last part naming a file (console.html) goes.
  const std::size_t last = path.rfind('/');
  const std::string tail = last == std::string::npos ? path : path.substr(last + 1);
  if (tail.find('.') != std::string::npos) path = path.substr(0, path.size() - tail.size());
  if (!path.empty() && path.back() != '/') path += '/';
  return scheme + host + "/" + path;
}

std::string ClubState::tableLink(int position, int table) const {
  const std::string k = tableKey(position, table);
  if (k.empty() || code.empty()) return "";
  return pageBase() + "?tournament=" + code + "&position=" + std::to_string(position) + "&table=" +
         std::to_string(table) + "&key=" + k;
}

std::string ClubState::standingsLink() const {
  return code.empty() ? "" : pageBase() + "?tournament=" + code + "&view=standings";
}

std::string ClubState::playerKey(int player) const {
  return player >= 1 && player <= int(playerKeys.size()) ? playerKeys[std::size_t(player - 1)] : "";
}

std::string ClubState::playerLink(int player) const {
  const std::string k = playerKey(player);
  if (k.empty() || code.empty()) return "";
  return pageBase() + "?tournament=" + code + "&player=" + std::to_string(player) + "&key=" + k;
}

std::string ClubState::toJson() const {
  json::Value all = json::Value::array();
  for (const std::vector<std::string>& p : keys) {
    json::Value one = json::Value::array();
    for (const std::string& k : p) one.push(k);
    all.push(one);
  }
  json::Value v = json::Value::object();
  v.set("server", server).set("tournament", code).set("director_key", key).set("held", std::int64_t(held));
  if (!creation.empty()) v.set("creation", creation);
  json::Value players = json::Value::array();
  for (const std::string& k : playerKeys) players.push(k);
  return v.set("keys", all).set("player_keys", players).dump();
}

bool ClubState::fromJson(const std::string& text, ClubState* out) {
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why) || !v.isObject()) return false;
  const json::Value* server = v.find("server");
  const json::Value* code = v.find("tournament");
  const json::Value* key = v.find("director_key");
  const json::Value* held = v.find("held");
  const json::Value* keys = v.find("keys");
  if (!server || !server->isString() || !code || !code->isString() || !key || !key->isString() || !held ||
      !held->isInt64() || held->asInt64() < 0 || !keys || !keys->isArray())
    return false;
  ClubState c;
  c.server = server->asString();
  c.code = code->asString();
  c.key = key->asString();
  c.held = std::size_t(held->asInt64());
  if (const json::Value* creation = v.find("creation"); creation && creation->isString()) c.creation = creation->asString();
  for (const json::Value& p : keys->items()) {
    if (!p.isArray()) return false;
    c.keys.emplace_back();
    for (const json::Value& k : p.items()) {
      if (!k.isString()) return false;
      c.keys.back().push_back(k.asString());
    }
  }
  if (const json::Value* players = v.find("player_keys")) {  // absent in saves made before online positions
    if (!players->isArray()) return false;
    for (const json::Value& k : players->items()) {
      if (!k.isString()) return false;
      c.playerKeys.push_back(k.asString());
    }
  }
  *out = std::move(c);
  return true;
}

}  // namespace tarot::console
