#!/usr/bin/env python3
# An independent scorer for deal records, written from the FFT rules text and not from the engine, to cross-check
# `tarot-cli replay`: it finds the taker, partner and tricks, counts the cards in half points (excuse exchange,
# excuse lost at the last trick, except when it is led to the last trick by a camp that took every other trick:
# then it wins it, and the Petit counts "au bout" in the trick before), then the petit au bout, poignées, chelem
# and the marque.
# Usage: oracle.py RECORD.json RESULT.json [RECORD RESULT ...] -> exit 0 when the results agree, 1 with the
#        differences otherwise.
import json
import sys

CONTRACTS = ["pass", "prise", "garde", "garde_sans", "garde_contre"]
COEF = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}
NEEDED = [56, 51, 41, 36]
POIGNEE_TRUMPS = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_BONUS = (20, 30, 40)
RANKS = {"J": 11, "C": 12, "Q": 13, "K": 14}


def is_trump(c):
    return c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else ("EX" if c == "EX" else c[-1])


def rank(c):
    if is_trump(c):
        return int(c[1:])
    r = c[:-1]
    return RANKS[r] if r in RANKS else int(r)


def half_points(c):
    """Card value in half points: bouts and kings 4.5, queens 3.5, cavaliers 2.5, valets 1.5, others 0.5."""
    if c in ("T1", "T21", "EX"):
        return 9
    if is_trump(c):
        return 1
    return {14: 9, 13: 7, 12: 5, 11: 3}.get(rank(c), 1)


def trick_winner(cards):
    """Index in the trick of the card that wins it (the Excuse never does here)."""
    led = next((suit(c) for c in cards if c != "EX"), None)
    best = None
    for i, c in enumerate(cards):
        if c == "EX":
            continue
        key = (2, rank(c)) if is_trump(c) else ((1, rank(c)) if suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, i)
    return best[1]


def expected(rec):
    n = rec["players"]
    dealer = rec["dealer"]
    hands = rec["hands"]
    for h in hands:
        trumps = [c for c in h if is_trump(c)]
        if trumps == ["T1"] and "EX" not in h:
            return {"annulled": "petit_sec", "contract": None, "scores": [0] * n}
    bids = rec.get("bids", [])
    taker, contract = None, "pass"
    for k, b in enumerate(bids):
        if CONTRACTS.index(b) > CONTRACTS.index(contract):
            taker, contract = (dealer + 1 + k) % n, b
    if taker is None:
        return {"taker": None, "contract": None, "scores": [0] * n}
    partner = None
    if n == 5:
        for s in range(n):
            if rec["called"] in hands[s] and s != taker:
                partner = s
    attack = {taker} | ({partner} if partner is not None else set())
    ah = 0  # attack half points
    if contract in ("prise", "garde"):
        ah += sum(half_points(c) for c in rec["ecart"])
    elif contract == "garde_sans":
        ah += sum(half_points(c) for c in rec["chien"])
    attack_cards = set(rec.get("ecart", [])) if contract in ("prise", "garde") else (
        set(rec["chien"]) if contract == "garde_sans" else set())
    play = rec["play"]
    owner = {c: s for s in range(n) for c in hands[s]}
    if contract in ("prise", "garde"):
        owner.update({c: taker for c in rec["chien"]})
    tricks = len(play) // n
    leader = taker if rec.get("chelem") else (dealer + 1) % n  # an announced chelem: the taker leads
    seats, winners = [], []
    for t in range(tricks):
        cards = play[t * n:(t + 1) * n]
        players = [(leader + i) % n for i in range(n)]
        for i, c in enumerate(cards):
            if owner[c] != players[i]:
                raise ValueError("card %s played out of turn" % c)
        seats.append(players)
        winners.append(players[trick_winner(cards)] in attack)
        leader = players[trick_winner(cards)]
    last = play[-n:]
    # FFT: a camp making a chelem plays its Excuse last; led to the last trick, it then wins it.
    excuse_ends_chelem = last[0] == "EX" and all(w == (seats[-1][0] in attack) for w in winners[:-1])
    if excuse_ends_chelem:
        winners[-1] = seats[-1][0] in attack
    for t in range(tricks):
        cards = play[t * n:(t + 1) * n]
        w_attack = winners[t]
        for i, c in enumerate(cards):
            value = half_points(c)
            if c == "EX" and t < tricks - 1:  # the Excuse stays with its camp, which owes a half point
                ex_attack = seats[t][i] in attack
                if ex_attack:
                    ah += value
                    attack_cards.add(c)
                if ex_attack != w_attack:
                    ah += 1 if w_attack else -1
                continue
            if w_attack:
                ah += value
                attack_cards.add(c)
    # Petit au bout: in the last trick, or in the one before when the Excuse ends a chelem.
    petit_trick = tricks - 2 if excuse_ends_chelem else tricks - 1
    last_winner_attack = winners[petit_trick]
    petit_last = "T1" in play[petit_trick * n:(petit_trick + 1) * n]
    won_by_attack = sum(winners)
    oudlers = sum(c in attack_cards for c in ("T1", "T21", "EX"))
    needed = NEEDED[oudlers]
    diff = ah - 2 * needed
    made = diff >= 0
    margin = (abs(diff) + 1) // 2
    coef = COEF[contract]
    bonus = 0
    for p in rec.get("poignees", []):
        bonus += POIGNEE_BONUS[POIGNEE_TRUMPS[n].index(len(p["cards"]))]
    pab = None
    if petit_last:
        pab = "attack" if last_winner_attack else "defense"
    sign = 1 if made else -1
    unit = sign * ((25 + margin) * coef + bonus)
    if pab:
        unit += (10 if pab == "attack" else -10) * coef
    chelem = None
    if won_by_attack == tricks:
        unit += 400 if rec.get("chelem") else 200
        chelem = "announced_made" if rec.get("chelem") else "made"
    else:
        # Both FFT penalties apply when an announced chelem ends with the defence taking every trick (200 deducted
        # for the failed announcement, 200 more to each defender); the result then names the defence's chelem.
        if rec.get("chelem"):
            unit -= 200
            chelem = "announced_failed"
        if won_by_attack == 0:
            unit -= 200
            chelem = "defense"
    scores = [-unit] * n
    if n == 4:
        scores[taker] = 3 * unit
    elif n == 3:
        scores[taker] = 2 * unit
    elif partner is None:
        scores[taker] = 4 * unit
    else:
        scores[taker] = 2 * unit
        scores[partner] = unit
    out = {"taker": taker, "contract": contract, "oudlers": oudlers,
           "points": ah // 2 if ah % 2 == 0 else ah / 2, "needed": needed, "made": made, "margin": margin,
           "petit_au_bout": pab, "poignee_bonus": bonus, "chelem": chelem, "unit": unit, "scores": scores}
    if n == 5:
        out["partner"] = partner
    return out


def check(record_path, result_path):
    """0 when the replay result agrees, 1 when it differs (printed)."""
    want = expected(json.load(open(record_path)))
    got = json.load(open(result_path))
    bad = [(k, want[k], got.get(k, "<missing>")) for k in want if got.get(k, "<missing>") != want[k]]
    bad += [(k, "<absent>", got[k]) for k in got if k not in want]
    for k, w, g in bad:
        print("%s: %s: expected %r, replay gave %r" % (record_path, k, w, g))
    return 1 if bad else 0


def main():
    # Pairs of files; one Python start for many deals keeps the test quick.
    codes = [check(sys.argv[i], sys.argv[i + 1]) for i in range(1, len(sys.argv) - 1, 2)]
    if len(codes) > 1:
        print("oracle agrees: %d, disagreements: %d" % (codes.count(0), codes.count(1)))
    return 1 if 1 in codes else 0


if __name__ == "__main__":
    sys.exit(main())
