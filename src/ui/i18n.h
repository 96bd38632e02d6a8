// Every string the screen shows, in French (the default) and English.
#pragma once

namespace tarot::ui {

enum class Lang { French = 0, English = 1 };

enum class Text {
  AppTitle, NewGame, Players, ThreePlayers, FourPlayers, FivePlayers, FiveAtFour, YourName, Seat, BotLevel,
  BotName, Deals, Seed, SeedHint, Language, AnimationSpeed, Start, Resume, Beginner, Standard, Expert, RandomBot,
  Pass, Prise, Garde, GardeSans, GardeContre, YourBid, CallCard, CallHint, Chien, EcartTitle, EcartHint,
  EcartKing, EcartBout, EcartTrump, EcartCount, Confirm, ChelemQuestion, AnnounceChelem, NoChelem,
  PoigneeQuestion, PoigneeSimple, PoigneeDouble, PoigneeTriple, NoPoignee, ShowsPoignee, Dealer, ToPlay,
  Taker, Partner, Defense, Attack, Contract, Bouts, PointsMade, PointsNeeded, Made, Down, By, PoigneeBonus,
  PetitAuBout, ChelemBonus, Score, Total, NextDeal, MatchOver, Ranking, TieBreak, NewMatch, PetitSec,
  AllPassed, Redeal, LastTrick, Help, HelpText, Close, Scoresheet, Deal, Bid, Calls, AnnouncesChelem, Alone,
  Refused, YourTurn, Thinking, SittingOut, CardsWon, ChienRevealed, EcartRevealed, SumCheck, Menu, Quit,
  PastGames, ScorerMode, Bonuses, Bilan, Print, Exported, Open, Delete, ConfirmDelete, NoGames, CorruptIndex,
  NewDeal, AddDeal, UndoLast, ImportDeal, NotYourTurn, PoigneeChoose, PoigneeChooseHint, Back, DefaultName,
  Count
};

const char* tr(Lang lang, Text text);

}  // namespace tarot::ui
