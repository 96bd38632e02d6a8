// The keys of every string the player sees (screen, refusals, exported sheets, help), in French (the default) and
// English, read through the translation module (words/words.h). The rows live in the layer that shows them, each
// layer registering its own table: the game's in translations.cpp (match), the tournament's and the site's in
// src/site, the live standings' in src/online (their own keys). One enum for these keys so that the screens' uses
// stay `Text::...`; the module knows nothing of them.
#pragma once
#include "words/words.h"
#include <cstddef>
#include <string>

namespace tarot::match {

using Lang = words::Lang;
using words::kLangCount;

enum class Text {
  AppTitle, NewGame, Players, ThreePlayers, FourPlayers, FivePlayers, FiveAtFour, YourName, Seat, BotLevel,
  BotName, Deals, Seed, SeedHint, Language, AnimationSpeed, Start, Resume, Beginner, Standard, Expert, Master, RandomBot,
  Pass, Prise, Garde, GardeSans, GardeContre, YourBid, CallCard, CallHint, Chien, EcartTitle, EcartHint,
  EcartKing, EcartBout, EcartTrump, EcartCount, Confirm, ChelemQuestion, AnnounceChelem, NoChelem,
  PoigneeQuestion, PoigneeSimple, PoigneeDouble, PoigneeTriple, NoPoignee, ShowsPoignee, Dealer, ToPlay,
  Taker, Partner, Defense, Attack, Contract, Bouts, PointsMade, PointsNeeded, Made, Down, By, PoigneeBonus,
  PetitAuBout, ChelemBonus, Score, Total, NextDeal, MatchOver, Ranking, TieBreak, NewMatch, PetitSec,
  AllPassed, Redeal, LastTrick, Help, CardTrump, CardExcuse, HelpTaker3, HelpTaker4, HelpTaker5, Close, Scoresheet, Deal, Bid, Calls, AnnouncesChelem, Alone,
  Refused, YourTurn, Thinking, SittingOut, CardsWon, ChienRevealed, EcartRevealed, SumCheck, Menu, Quit,
  PastGames, ScorerMode, Bonuses, Bilan, Print, Exported, Open, Delete, ConfirmDelete, NoGames, CorruptIndex,
  NewDeal, AddDeal, UndoLast, ImportDeal, NotYourTurn, PoigneeChoose, PoigneeChooseHint, Back, DefaultName,
  ReplaceQuestion, Replace, Cancel, Undo,
  // sheet export: the feuille de marque as CSV, HTML and the command line's text (contracts and "seul" use the
  // game's own keys above)
  SheetTitle, SheetDeal, SheetDealer, SheetTaker, SheetPartner, SheetContract, SheetBouts, SheetPoints, SheetResult,
  SheetBonuses, SheetRunning, SheetAnnulled, SheetMadeBy, SheetDownBy, SheetTotalPlus, SheetTotalMinus, SheetBilan,
  SheetZeroSum, SheetYes, SheetNo, SheetPrint, SheetPoignee, SheetPetitAuBout, SheetForAttack, SheetForDefense,
  SheetChelemAnnouncedMade, SheetChelemMade, SheetChelemAnnouncedFailed, SheetChelemDefense, SheetPetitSec,
  SheetAllPassed, SheetRanking, SheetWonAsTaker, SheetPlayers,
  // refusals: card and suit names, then one pattern per RefusalCode (refusal_text.cpp fills the {placeholders})
  RefSeat, RefSuitCard, RefRankNumber, RefAce, RefJack, RefCavalier, RefQueen, RefKing, RefSpades, RefHearts,
  RefDiamonds, RefClubs, RefTrumpSuit, RefTrumpCard, RefPetit, RefExcuse, RefPoigneeSimple, RefPoigneeDouble,
  RefPoigneeTriple, RefDealOver, RefAnnulledAllPassed, RefAnnulledPetitSec, RefNotYourTurn, RefInvalidAction,
  RefBidExpected, RefCallExpected, RefEcartExpected, RefChelemExpected, RefPoigneeExpected, RefPlayExpected,
  RefBiddingOver, RefBidTooLow, RefCallOnlyAtFive, RefCallNotKing, RefCallQueenWithoutKings,
  RefCallCavalierWithoutQueens, RefCallValetWithoutCavaliers, RefNoEcartInContract, RefEcartWrongSize,
  RefEcartCardNotHeld, RefEcartKing, RefEcartBout, RefEcartTrumpAvoidable, RefPoigneeDeclineShowsCards,
  RefPoigneeCardNotHeld, RefPoigneeNotTrump, RefPoigneeTooFewTrumps, RefPoigneeWrongCount, RefPoigneeSizeUnknown,
  RefPoigneeExcuseWithTrumps, RefPoigneeEcartOnlyTriple, RefPoigneeEcartTrumpMissing, RefPoigneeAlreadyDecided,
  RefPoigneeTooLate, RefCardHeldByOther, RefCardAlreadyPlayed, RefCardNotInHand, RefCalledSuitFirstTrick,
  RefMustFollow, RefMustTrump, RefMustPlayTrump, RefMustOverTrump,
  // a deal file the person imports: why it is refused, and the seats' names (a record holds none)
  RecordUnreadable, RecordNotADeal, RecordIncomplete, RecordAtStep, SeatSouth, SeatEast, SeatNorth, SeatWest,
  SeatNorthEast, SeatNorthWest,
  // scorer: a deal entered by hand that no real deal can give (the entry's own faults, then one per SummaryRefusal)
  ScorerPlayers, ScorerChooseTaker, ScorerChooseDealer, ScorerChoosePartner, ScorerPartnerOnlyAtFive,
  ScorerPartnerIsTaker, ScorerHalfPoints, SumPlayers, SumContract, SumBoutsRange, SumPointsRange, SumPoigneeSize, SumPoigneeTrumps,
  SumAloneNotFive, SumHalfPointAtFour, SumFullPointsWithoutChelem, SumPetitAuBoutAfterChelem, SumPetitAuBoutBouts,
  SumBoutsAbovePoints, SumPointsAboveBouts, SumAttackChelemPoints, SumDefenseChelemPoints, SumNoSuchDeal,
  // online tables (src/online and its screens)
  OnlineCreate, OnlineTables, OnlineNoServer, OnlineConnecting, OnlineLost, OnlineTable, OnlineShare, OnlineStart,
  OnlineWaiting, OnlineLock, OnlineUnlock, OnlineFree, OnlineLeave, OnlineJoin, OnlineJoinTitle, OnlinePublic,
  OnlineNoTables, OnlineRefresh, OnlineFreeSeat, OnlineAway, OnlineBotSeat, OnlineHere, OnlineWaitOthers,
  OnlineSeatLost, OnlineTakenOver, OnlineErrNoTable, OnlineErrFull, OnlineErrLocked, OnlineErrOver,
  OnlineErrSeatTaken, OnlineErrToken, OnlineErrRate, OnlineErrServer, OnlineErrOther, OnlineYou, OnlineCode,
  OnlineStarted, OnlineOffline,
  // statistics (across the kept matches) and the settings during play
  Statistics, StatsMatches, StatsWins, StatsDeals, StatsSatOut, StatsAverage, StatsDealsWon, StatsTakes, StatsMadeCount,
  StatsSuccess, StatsAll, StatsBest, StatsWorst, StatsChart, StatsNoGames, StatsUnreadable, StatsMatchOf, StatsStart,
  Settings, SettingsSpeed, SpeedSlow, SpeedNormal, SpeedFast, SpeedFastest, CardSizeTitle, CardSmall, CardMedium,
  CardLarge, TrumpsSide, TrumpsLeft, TrumpsRight, SuitOrderTitle, ConfirmPlayTitle, PlayOneTap, Sound, On, Off,
  ChelemQuestionTitle, ChelemAlways, ChelemWhenPossible, PlayTwoTaps,
  // the expert's advice at the table and its review of the person's decisions
  Hint, HintThinking, HintsTitle, OnAverage, BetterChoice, ReviewAnalysing, ReviewNoCost, ReviewCost, YourChoice,
  EcartWord,
  // the arbitrator's console of a club tournament (src/client/console and its screens)
  TnTitle, TnMenu, TnName, TnNameNeeded, TnNoTournament, TnCorruptSave, TnDiscard, TnTotalsNotZero, TnNoSuchTable,
  TnCorrected, TnCreate, TnNewTournament, TnPositions, TnDealsPerPosition, TnFormula, TnIndividual, TnDuo, TnTeam4,
  TnRegister, TnPlayerName, TnPasteList, TnRegisterList, TnRegistered, TnDraw, TnStartPosition, TnPositionN,
  TnTableN, TnRoomScreen, TnSheets, TnByDeal, TnTotals, TnHandIn, TnMissing, TnEntered, TnClosePosition, TnClosed,
  TnRankings, TnRankPosition, TnRankCumul, TnRankFinal, TnTeams, TnPenalties, TnFault, TnPhone, TnLostSheet,
  TnReason, TnPlayer, TnPlace, TnPoints, TnCumul, TnNorth, TnSouth, TnEast, TnWest, TnFifth, TnIssues,
  TnIssueMissing, TnIssueDeals, TnIssueRecap, TnIssueNotStarted, TnAllStarted, TnExports, TnPrintSeating,
  TnPrintSheets, TnPrintRanking, TnPrintFiches, TnRankingCsv, TnExportJson, TnSeatingOf, TnSheetOf, TnFiche,
  TnOrientation, TnLate, TnWithdraw, TnSeatingTab, TnTable, TnAtTable, TnSheetsTab, TnSum,
  // the tournament library's refusals (tournament/refusal.h), one pattern per code, and where they happened
  TnWherePositionTable, TnWherePosition, TnWhereTable, TnRefBadData, TnRefUnknownEvent, TnRefAlreadyCreated,
  TnRefNotCreated, TnRefNameNeeded, TnRefTeamNeeded, TnRefNoSuchPlayer, TnRefAlreadyWithdrawn, TnRefPositionsStarted,
  TnRefSettingsChangePast, TnRefDrawAfterStart, TnRefDrawMethodUnknown, TnRefChampionNorth, TnRefChampionUnknown,
  TnRefDrawFirst, TnRefNextPosition, TnRefNoMorePositions, TnRefPositionNotStarted, TnRefNoSuchPosition,
  TnRefNoSuchTable, TnRefNoSheetToCorrect, TnRefReasonNeeded, TnRefSheetEntered, TnRefPositionClosed,
  TnRefPositionAlreadyClosed, TnRefSheetMissing, TnRefSeatingEmpty, TnRefTableSize, TnRefFifthOnlyAtFive,
  TnRefSeatedTwice, TnRefSeatedAfterWithdrawal, TnRefTablePeople, TnRefTotalForEmptySeat, TnRefTotalsNotZero,
  TnRefSheetBlank, TnRefNotPlayedScored, TnRefBilansNotZero, TnRefDealerNeeded, TnRefDealRefused, TnRefTooFewPlayers, TnRefTableOneNoNorth, TnRefTeamSize,
  TnRefTeamsDoNotFill, TnRefChosenTooMany, TnRefChosenUnknown, TnRefTeamsNoOrientation, TnRefPlacedTimes,
  TnRefMovementImpossible, TnRefSettingsChangeDrawn, TnPartFormula, TnPartDeals, TnPartMovement, TnPartCoefficient,
  TnListQuote, TnListNoName,
  // corrections with their reason, late arrivals and withdrawals, the draw's options, the settings after creation
  TnCorrections, TnCorrectionLine, TnCorrectionReason, TnCorrect, TnLateWithdraw, TnLateButton, TnWithdrawButton,
  TnLateNote, TnWithdrawnNote, TnWithdrawnBefore, TnChampion, TnNoChampion, TnChosen, TnAddChoice, TnClearChoices,
  TnManual, TnPlaceManually, TnSettings, TnSaveSettings, TnTablesOf5, TnMovement, TnMovementAuto, TnMovementRandom,
  TnMovementBest, TnTableOf3, TnTableOf5, TnImportCsv, TnLateRange,
  TnMinutes, TnDropCsv, TnSaveNotJson, TnSaveNotTournament, TnSaveNoVersion, TnSaveNewer, TnSaveEventIncomplete,
  TnSaveEventRefused,
  // the questions before an act one tap cannot take back (client/console/confirmations.cpp), a blank sheet's mark
  TnAskHandIn, TnAskTotals, TnAskNotPlayed, TnAskDealsMissing, TnAskCorrection, TnAskWithdraw, TnAskWithdrawBefore,
  TnAskWithdrawSheet, TnAskClose, TnAskCloseMissing, TnConfirmAct, TnCancelAct, TnNotPlayed,
  // the app's own messages (saves, resume, undo, export) and the name asked before an online table
  NothingToResume, MatchOverNoResume, SaveUnreadable, PastGameUnreadable, NothingToUndo, SaveFailed, ExportFailed,
  OnlineNameNeeded, OnlineNameHint, OnlineCreateNamed,
  // the page's link told (translations_link.inc): its parameters not taken, a link that would replace the match in
  // progress, a damaged save kept aside
  LinkNotUnderstood, LinkParamUsed, LinkParamIgnored, LinkTooLong, LinkTableBroken, LinkRuleEncoding, LinkRuleUnknown,
  LinkRuleLang, LinkRulePlayers, LinkRuleZeroOne, LinkRuleFiveAtFour, LinkRuleName, LinkRuleNamesCount,
  LinkRuleBotsCount, LinkRuleBotLevel, LinkRuleDeals, LinkRuleSeed, LinkRuleSpeed, LinkRuleClub, LinkRuleAccent,
  LinkRulePlayer, LinkRuleTable, LinkRuleServer, LinkRandomDeal, LinkOtherMatch, UnreadableSave, UnreadableExport,
  UnreadableDeleted, UnreadableKeptAside,
  // online tournament positions (translations_online_positions.inc): the library's refusals of the online choices,
  // and what a player's page says while waiting for a seat and when the position's clock runs out
  TnRefOnlineOnly, TnRefBotsOrFives, TnRefClockMinutes, TnPartOnline, TourWaitStart, TourNotYours, TourNoMore,
  TourTimeUp, TourMinutesLeft,
  // the club's night as the rulebook says (translations_tournament_rules.inc): ties, penalties and warnings, the
  // arbitrator's cancellations, the recap's cumuls, the exports' columns, PCN only when homologable
  TnRefPenaltyNegative, TnRefCancelReasonNeeded, TnRefCancelNotArbitrator, TnRefAlreadyCancelled,
  TnRefPcnNotDrawn, TnRefPcnTooFew, TnRefPcnTooFewDuos, TnRefPcnTooFewTeams, TnRefPcnTablesOf5, TnTies, TnTiesShared,
  TnTiesArticle29, TnChampionship, TnWarning, TnFausseDonne, TnFreePenalty, TnPenaltyPoints, TnPenaltyAt,
  TnPenaltyWhole, TnCancel, TnCancelReason, TnCancelled, TnArbitrations, TnLateArrivalLine, TnWithdrawalLine,
  TnPenaltyLine, TnLateColumn, TnIssueCumul, TnNoLicence, TnNoPcn, TnRefCoefficientNotEarned, TnPrizes, TnEntryFee,
  TnPrizePool, TnPrizeLine, TnSpecialPrize,
  // the night's plan (translations_night_plan.inc): the movements' refusals, the warnings before a position starts
  TnRefTeamsFftOnly, TnRefFftNotResumed, TnWarnNoMovement, TnWarnBeyondMovement, TnWarnSameAsPosition,
  TnWarnMeetAgain, TnWarnTeammatesTogether, TnWarnTeammatesSeparated, TnWarnTableOf3Again, TnWarnMoved,
  TnWarnTakesEmptySeat, TnWarnArrives, TnWarnTableNotPlayed, TnMovementLimit, TnNoWarnings, TnSheetsStillMissing,
  TnStartAsk, TnStartConfirm, TnStartBack, TnAnd,
  // the regional championships (translations_regional.inc): the competition's level (the PCN's index and cap, the
  // final's PP) and a regional final's minimums (chapter 3)
  TnCompetition, TnClubNight, TnRegionalQualifier, TnRegionalSemiFinal, TnRegionalFinal, TnRefFinalTooFew,
  TnRefFinalTooFewDuos, TnRefFinalTooFewTeams, TnRefFinalSessions,
  // sessions and finals (translations_sessions.inc): eliminations between sessions, the carré final, the number a
  // player keeps through the movement
  TnRefSeatedAfterElimination, TnRefEliminationNotNow, TnRefEliminationNotNowEnd, TnRefEliminationKeep,
  TnRefSessionSeatsAll, TnRefFinalistsMissing, TnNewSession, TnSessionKeep, TnSessionPlan, TnSessionNoCoefficient,
  TnSessionEliminated, TnSessionTie, TnSessionTieUnbroken, TnSessionConfirm, TnEliminationLine, TnCarreFinal,
  TnFinalists, TnFinalFirst, TnFinalDeals, TnFinalStart, TnPlayerNumber, TnEliminatedNote, TnRefEliminationPlayed,
  // the arbitrator's visa on a garde sans or garde contre (translations_visa.inc): the refusals, the phone's call and
  // marks, the console's list, the question before closing, the feuille de marque's column
  TnRefNoSuchDeal, TnRefVisaNoSheet, TnRefVisaAlreadyGiven, TnRefVisaNotNeeded, TnVisaCall, TnVisaAwaited,
  TnVisaGiven, TnVisasTitle, TnVisaLine, TnVisaShort, TnVisaGive, TnNoVisaAwaited, TnAskCloseVisas, TnVisaColumn, TnVisaDescribe, TnVisaArbitration,
  // publishing on the club's server (client/console/club_sync.cpp, club_merge.cpp) and the players' link cards
  TnClubDescribeSheet, TnClubDescribeRegister, TnClubDescribeStart, TnClubDescribeClose, TnClubDescribeChange,
  TnClubOtherTournament, TnClubAuthority, TnClubRefusesChange, TnClubAddressNeeded, TnClubRefusesTournament,
  TnClubRefusedMessage, TnClubConnecting, TnClubPublishing, TnClubInSync, TnClubLost, TnClubStopped, TnPlayerLinks,
  TnPlayerLinkMissing, TnPlayerLinkOwn,
  // the table's phone and the server's refusals as a client words them (translations_phone.inc)
  PhNetworkLost, PhSheetUnknown, PhSheetIn, PhNoSuchDeal, PhLocked, PhEarlierMissing, PhNotEntered, PhEnteredAgain,
  PhNoSeat, PhKeeperConfirms, PhBadDeal, SrvBadJson, SrvTooBig, SrvBadVersion, SrvUnknownType, SrvBadMessage,
  SrvRateLimited, SrvServerError, SrvNoTournament, SrvNotDirector, SrvBadKey, SrvSheetLocked, SrvBadEntry, SrvBadConfirm,
  SrvEventRefused, SrvNotClosed, SrvUnknownCode, SrvUnknownCodeSaid,
  // the club's season (translations_season.inc): a championship's refusals (season::RefusalCode), the night they
  // happened at
  SeAtNight, SeRefNightUnknown, SeRefPlacesTableEmpty, SeRefBestOfNegative, SeRefStageCoefficient,
  SeRefStageNotEarlier, SeRefTeamSeries, SeRefTeamSize,
  // the season's exports (tarot-cli season export): the CSV columns the console's words do not already hold
  SeColDate, SeColNight, SeColLicence, SeColNights, SeColPcnTotal, SeColPpTotal, SeColTotal, SeColTeam,
  // the club's public results site (src/site/words.cpp, added by site::registerSiteWords): its titles, its pages'
  // descriptions for search engines, the night's, the player's and the championship's tables, the 404
  SiteResults, SiteResultsOf, SiteIndexDescription, SiteNights, SiteNoNights, SiteNight, SiteDate, SitePlayers,
  SitePlayersCount, SiteWinner, SiteNightDescription, SiteFinalRanking, SitePositionRanking, SiteSheetsOf,
  SiteTotalsOnly, SiteAnnulledNight, SiteAnnulledDeals, SitePlayer, SitePlayerDescription, SitePlayerNights,
  SiteNightsPlayed, SiteTotalPcn, SiteLicence, SiteClub, SiteNotFound, SiteNotFoundText, SiteHome, SiteOtherLanguage,
  SiteQrHint, SiteBot, SiteChampionships, SiteChampionship, SiteChampionshipDescription, SiteNightsCounted,
  SiteContents, SiteNoPcn, SiteSeason, SiteQualified, SiteTotal, SiteDropped, SiteBySeason, SiteBestPlace, SiteWins,
  SiteOpponents, SiteSerie, SiteNotInRegister, SiteNightResults, SiteRefused, SitePp,
  // the club's register (translations_register.inc, season/register.h): its refusals, one per RegisterCode, a CSV
  // line refused, the console's "Registre" panel and the entries found under the registration field
  TnRegNameEmpty, TnRegLicenceDigits, TnRegLicenceTaken, TnRegSerieRange, TnRegNoSuchMember, TnRegMergedEntry,
  TnRegMergeSame, TnRegColumnCount, TnRegUnclosedQuote, TnRegSerieNotNumber, TnRegSeniorValue, TnRegNoNameColumn,
  TnRegLine, TnRegImported, TnRegisterTab, TnRegSearch, TnRegEmpty, TnRegNoMatch, TnRegSerie, TnRegSenior,
  TnRegNoLicence, TnRegLicence, TnRegClub, TnRegAdd, TnRegEdit, TnRegSave, TnRegMerge, TnRegMergeInto, TnRegMerged,
  TnRegImport, TnRegImportFile, TnRegCorrupt, TnRegFound, TnRegLinked,
  // the club on its server (client/console/club_account.cpp, club_night_sync.cpp): its code and key entered once,
  // the night joined to the club's season, its refusals
  TnClubAccountTitle, TnClubAccountHelp, TnClubAccountCode, TnClubAccountKey, TnClubAccountKept, TnClubAccountSave,
  TnClubAccountForget, TnClubAccountBadCode, TnClubAccountBadKey, TnClubAccountNoClub, TnClubAccountNotClub,
  TnClubNightRefused, TnClubNightJoined, TnClubNightWaiting,
  // the club's season on the server (club_refused, protocol/season_requests.cpp): one per club_refusal code
  TnClubRefNoTournament, TnClubRefNotDirector, TnClubRefTournamentTaken, TnClubRefBadDate, TnClubRefBadSeason,
  TnClubRefMembersCount, TnClubRefUnknownMember, TnClubRefNoSeason, TnClubRefNoChampionship, TnClubRefBadChampionship,
  // the game's moments (translations_moments.inc): the deal shown, the countdown before an online deal, the
  // table's link copied or shared
  DealSkipHint, OnlineNextDealIn, OnlineCopyLink, OnlineShareLink, OnlineLinkCopied, OnlineCopyFailed,
  OnlineShareTitle,
  // several tournaments at the console (translations_console_only.inc): the list, opening, deleting, the night's
  // date and season
  TnTournaments, TnOpenTournament, TnDeleteTournament, TnDeleteAsk, TnUnnamed, TnNightDate, TnNightSeason,
  TnNightBadDate, TnNightBadSeason, TnNightSave, TnNoTournaments,
  // the console's words that were inline choices (translations_console.inc): a sheet the clock ended, the printed
  // sheet's line under the table's QR code
  TnClockEndedMark, TnPagePhoneHint,
  // the console's screens (client/console/translations_console_screens.inc): the club's server, the online choices
  TnClubServer, TnServerAddress, TnPublish, TnNoServerReach, TnPublishedAs, TnLiveStandings, TnTablePhones,
  TnWherePlayed, TnAtClubTables, TnOnlineAtServer, TnDealsTitle, TnDealsShuffled, TnDealsSame, TnShortTables,
  TnTablesOf3Choice, TnTablesOf5Choice, TnBotsFill, TnPositionClock, TnNoClock, TnPlayerLinksTitle,
  TnPrintPlayerCards, TnRenewPlayerLink, TnLinkAwaited,
  // the table's phone's screen (client/translations_phone_screen.inc)
  PhAnnulled, PhImpossible, PhLinkIncomplete, PhTitle, PhOnline, PhOffline, PhSheetComing, PhSheetLocked,
  PhCorrection, PhTheTable, PhKeepsSheet, PhIAm, PhDeals, PhConfirmed, PhConfirmedBy, PhConfirmedUnsent,
  PhEnteredUnsent, PhEnteredWaiting, PhToEnter, PhDealHead, PhCorrectDeal, PhEnterDeal, PhScore, PhSendCorrection,
  PhSendDeal, PhDoNotCorrect, PhConfirmHere, PhIConfirm, PhWaitingKeeper, PhIConfirmDeal,
  // what the table's phone still holds unsent
  PhPendingEntries,
  // the help as short illustrated cards (translations_help.inc, client/help_cards.cpp)
  HelpDealTitle, HelpDeal1, HelpDeal2, HelpEcart, HelpBidsTitle, HelpBids1, HelpScore, HelpBoutsTitle, HelpBouts1,
  HelpBouts2, HelpValuesTitle, HelpValues1, HelpValues2, HelpPlayTitle, HelpPlay1, HelpPlay2, HelpPlay3, HelpLed,
  HelpTrumps, HelpOverTrumps, HelpExcuseTitle, HelpExcuse1, HelpExcuse2, HelpPoigneeTitle, HelpPoignee1,
  HelpPoignee2, HelpBonusTitle, HelpPetit, HelpChelem, HelpCallTitle, HelpCall1, HelpCall2, HelpCalled,
  Count
};

// One key's text in each language.
using TranslationRow = words::Row<Text>;
// Adds a table of rows of these keys (the layer's folder and the table's name for the completeness test); once.
void addTranslations(const char* layer, const char* name, const TranslationRow* rows, std::size_t count);
// The game's own table (translations.cpp), registered by the first tr(); the other layers register theirs.
void registerGameWords();
// The tournament's words (the night's rules, refusals, plan, sessions, regional championships, the console's own
// rows: site/tournament_words.cpp), added once; the console, the site and the CLI call it before wording anything.
void registerTournamentWords();

// The text in that language (the French one if the row lacks it; "?" for a key no registered table holds).
const char* tr(Lang lang, Text text);
// True when a registered table holds a non-empty text for this key and language.
bool hasTranslation(Lang lang, Text text);
using words::colonFor;
using words::langCode;
using words::parseLang;

}  // namespace tarot::match
