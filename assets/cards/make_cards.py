#!/usr/bin/env python3
"""The game's card art, written as SVG from parameters (nothing copied from elsewhere).

  make_cards.py svgs DIR        writes one SVG per picture into DIR (the committed sources in assets/cards/)
  make_cards.py atlas DIR OUT   composes DIR's SVGs into one atlas SVG (a grid of cells) for rsvg-convert

Pictures: the 16 court cards (Valet, Cavalier, Dame, Roi of each suit), the 21 trumps, the Excuse and 3 backs.
Only the art is drawn here: the rank and suit indices and the trump numbers are drawn by the game as text over
the picture so that they stay sharp at any size. Each picture is 200 x 300 units; the top-left corner (where the
index sits) is kept calm. The grid below must match src/ui/card_painter.cpp (kArtCols, kArtRows, artCell).
"""
import math
import os
import sys

W, H = 200, 300
COLS, ROWS = 7, 6
SUITS = ["spades", "hearts", "diamonds", "clubs"]
RANKS = ["valet", "cavalier", "dame", "roi"]

# Main robe colour, trim, light background per suit (red suits red, black suits dark).
SUIT_COLOURS = {
    "spades": ("#1d2a44", "#c9a227", "#e8ecf4"),
    "hearts": ("#b3192e", "#e3b53b", "#f9e9e4"),
    "diamonds": ("#c2451a", "#2b4f9e", "#fbefdc"),
    "clubs": ("#1f4d2e", "#d0a63a", "#e9f1e4"),
}
SUIT_INK = {"spades": "#191920", "hearts": "#c0182a", "diamonds": "#c0182a", "clubs": "#191920"}
SKIN = "#f1cfa8"


def suit_shape(suit, x, y, s, fill, extra=""):
    """A suit symbol centred on (x, y), half-height s."""
    if suit == "hearts":
        d = "M0,0.9 C-0.2,0.6 -1,0.2 -1,-0.35 C-1,-0.85 -0.3,-1 0,-0.5 C0.3,-1 1,-0.85 1,-0.35 C1,0.2 0.2,0.6 0,0.9 Z"
    elif suit == "diamonds":
        d = "M0,-1 L0.72,0 L0,1 L-0.72,0 Z"
    elif suit == "spades":
        d = ("M0,-1 C0.3,-0.6 1,-0.2 1,0.3 C1,0.75 0.45,0.85 0.12,0.55 L0.3,1 L-0.3,1 L-0.12,0.55 "
             "C-0.45,0.85 -1,0.75 -1,0.3 C-1,-0.2 -0.3,-0.6 0,-1 Z")
    else:
        return (f'<g transform="translate({x},{y}) scale({s})" fill="{fill}" {extra}>'
                '<circle cx="0" cy="-0.5" r="0.42"/><circle cx="-0.5" cy="0.15" r="0.42"/>'
                '<circle cx="0.5" cy="0.15" r="0.42"/><path d="M-0.1,0.1 L0.1,0.1 L0.3,1 L-0.3,1 Z"/></g>')
    return f'<path transform="translate({x},{y}) scale({s})" d="{d}" fill="{fill}" {extra}/>'


def svg(body, clip=True):
    """A picture; faces are clipped to the card's rounded inner rectangle."""
    if clip:
        body = ('<defs><clipPath id="k"><rect x="10" y="10" width="180" height="280" rx="9"/></clipPath></defs>'
                f'<g clip-path="url(#k)">{body}</g>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
            f"{body}</svg>\n")


def frame(colour, inset=8, width=3):
    return (f'<rect x="{inset}" y="{inset}" width="{W - 2 * inset}" height="{H - 2 * inset}" rx="10" '
            f'fill="none" stroke="{colour}" stroke-width="{width}"/>')


def face(cx, cy, hair, beard=False, r=22):
    parts = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{SKIN}" stroke="#5a3a22" stroke-width="1.5"/>',
             f'<circle cx="{cx - 8}" cy="{cy - 3}" r="2.4" fill="#2a1a10"/>',
             f'<circle cx="{cx + 8}" cy="{cy - 3}" r="2.4" fill="#2a1a10"/>',
             f'<path d="M{cx - 6},{cy + 9} Q{cx},{cy + 13} {cx + 6},{cy + 9}" stroke="#8a3a2a" stroke-width="2" fill="none"/>']
    if beard:
        parts.append(f'<path d="M{cx - r + 2},{cy + 2} Q{cx - r + 4},{cy + r + 16} {cx},{cy + r + 20} '
                     f'Q{cx + r - 4},{cy + r + 16} {cx + r - 2},{cy + 2} Q{cx},{cy + 20} {cx - r + 2},{cy + 2} Z" fill="{hair}"/>')
    return "".join(parts)


def robe(main, trim, suit, top=160):
    return (f'<path d="M48,300 L62,{top + 12} Q100,{top - 8} 138,{top + 12} L152,300 Z" fill="{main}" '
            f'stroke="#000" stroke-opacity="0.35" stroke-width="2"/>'
            f'<path d="M100,{top + 2} L100,300" stroke="{trim}" stroke-width="7"/>'
            f'<path d="M66,{top + 14} Q100,{top + 30} 134,{top + 14}" stroke="{trim}" stroke-width="6" fill="none"/>'
            f'<circle cx="100" cy="{top + 62}" r="21" fill="#fffaf0" stroke="{trim}" stroke-width="4"/>'
            + suit_shape(suit, 100, top + 62, 14, SUIT_INK[suit]))


def court(suit, rank):
    main, trim, light = SUIT_COLOURS[suit]
    hair = {"spades": "#3a2a1a", "hearts": "#7a4a1a", "diamonds": "#b07a2a", "clubs": "#2a1a10"}[suit]
    b = [f'<rect x="10" y="10" width="180" height="280" rx="9" fill="{light}"/>']
    # A patterned ground behind the figure, a different pattern per rank.
    if rank == "roi":
        b += [f'<path d="M10,{y} L190,{y}" stroke="{trim}" stroke-opacity="0.25" stroke-width="2"/>' for y in range(40, 290, 18)]
    elif rank == "dame":
        b += [f'<circle cx="{x}" cy="{y}" r="3" fill="{main}" fill-opacity="0.18"/>'
              for x in range(30, 190, 22) for y in range(30 + (x // 22 % 2) * 11, 290, 22)]
    elif rank == "cavalier":
        b += [f'<path d="M10,250 Q60,230 100,250 T190,245 L190,290 L10,290 Z" fill="{main}" fill-opacity="0.18"/>']
    else:
        b += [f'<path d="M{x},10 L{x + 40},290" stroke="{main}" stroke-opacity="0.12" stroke-width="6"/>' for x in range(-40, 200, 26)]
    if rank == "cavalier":
        # The horse: a neck and head rising from the bottom right, the rider behind it.
        b.append(robe(main, trim, suit, top=150))
        b.append('<path d="M110,300 L120,215 Q124,175 150,160 Q168,150 178,170 L186,196 Q188,206 178,206 '
                 'L162,200 Q150,215 152,240 L160,300 Z" fill="#8a5a32" stroke="#3a2210" stroke-width="2"/>')
        b.append('<path d="M150,160 Q140,180 136,210 L128,214 Q130,180 146,158 Z" fill="#3a2210"/>')  # mane
        b.append('<circle cx="168" cy="176" r="3" fill="#1a1008"/>')
        b.append(f'<path d="M125,226 L186,200" stroke="{trim}" stroke-width="3"/>')  # rein
        b.append(face(88, 112, hair))
        # Helmet with a plume.
        b.append(f'<path d="M64,108 Q66,78 88,76 Q110,78 112,108 L106,100 Q88,92 70,100 Z" fill="#9aa4b0" stroke="#444" stroke-width="1.5"/>')
        b.append(f'<path d="M88,78 Q80,50 104,40 Q96,58 100,76 Z" fill="{trim}"/>')
        # Lance.
        b.append('<path d="M40,290 L58,40" stroke="#6a4a2a" stroke-width="5"/>'
                 '<path d="M58,24 L64,46 L52,44 Z" fill="#9aa4b0"/>')
        b.append(f'<path d="M56,60 L80,70 L56,80 Z" fill="{main}"/>')
    else:
        b.append(robe(main, trim, suit))
        if rank == "dame":
            # Long hair behind the face, a veil and a small tiara; a flower in hand.
            b.append(f'<path d="M72,118 Q66,160 60,178 L80,170 Q78,140 82,118 Z M128,118 Q134,160 140,178 L120,170 Q122,140 118,118 Z" fill="{hair}"/>')
            b.append(face(100, 120, hair))
            b.append(f'<path d="M76,104 Q100,80 124,104 Q100,94 76,104 Z" fill="{hair}"/>')
            b.append(f'<path d="M82,96 L88,84 L94,92 L100,78 L106,92 L112,84 L118,96 Z" fill="{trim}" stroke="#6a5010" stroke-width="1"/>')
            b.append('<path d="M150,250 L150,200" stroke="#3a6a2a" stroke-width="3"/>')
            b.append(''.join(f'<circle cx="{150 + 7 * math.cos(a)}" cy="{196 + 7 * math.sin(a)}" r="5" fill="#e86a8a"/>'
                             for a in [i * math.pi * 2 / 5 for i in range(5)]))
            b.append('<circle cx="150" cy="196" r="3.5" fill="#f5d040"/>')
        elif rank == "roi":
            b.append(face(100, 122, hair, beard=True))
            b.append(f'<path d="M76,104 L74,74 L86,90 L93,66 L100,86 L107,66 L114,90 L126,74 L124,104 Z" '
                     f'fill="{trim}" stroke="#6a5010" stroke-width="1.5"/>')
            for x in (86, 100, 114):
                b.append(f'<circle cx="{x}" cy="97" r="3" fill="{main}"/>')
            # Sceptre with an orb.
            b.append(f'<path d="M152,285 L152,150" stroke="{trim}" stroke-width="6"/>'
                     f'<circle cx="152" cy="142" r="11" fill="{trim}" stroke="#6a5010" stroke-width="1.5"/>'
                     f'<path d="M152,124 L152,134 M147,129 L157,129" stroke="#6a5010" stroke-width="3"/>')
        else:  # valet
            b.append(face(100, 122, hair))
            b.append(f'<path d="M74,114 Q76,88 100,86 Q126,88 128,112 Q100,100 74,114 Z" fill="{main}" stroke="#000" stroke-opacity="0.4"/>')
            b.append(f'<path d="M120,96 Q150,70 160,44 Q140,64 114,92 Z" fill="{trim}"/>')
            # A halberd.
            b.append('<path d="M48,290 L48,60" stroke="#6a4a2a" stroke-width="5"/>'
                     '<path d="M48,48 L56,70 L40,70 Z" fill="#9aa4b0"/>'
                     '<path d="M48,78 Q70,84 68,100 Q58,92 48,94 Z" fill="#9aa4b0" stroke="#555" stroke-width="1"/>')
    b.append(frame(trim, 10, 2))
    return svg("".join(b))


def hsl(h, s, l):
    h = h % 360
    c = (1 - abs(2 * l - 1)) * s
    x = c * (1 - abs((h / 60) % 2 - 1))
    m = l - c / 2
    r, g, b = [(c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c), (c, 0, x)][int(h // 60)]
    return "#%02x%02x%02x" % (round((r + m) * 255), round((g + m) * 255), round((b + m) * 255))


def motif(kind, cx, cy, ink, accent):
    """One of seven emblems drawn in the trump's medallion."""
    if kind == 0:  # sun
        rays = "".join(f'<path d="M{cx + 30 * math.cos(a)},{cy + 30 * math.sin(a)} L{cx + 44 * math.cos(a + 0.13)},'
                       f'{cy + 44 * math.sin(a + 0.13)} L{cx + 30 * math.cos(a + 0.26)},{cy + 30 * math.sin(a + 0.26)} Z" fill="{accent}"/>'
                       for a in [i * math.pi / 6 for i in range(12)])
        return rays + f'<circle cx="{cx}" cy="{cy}" r="26" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
    if kind == 1:  # crescent moon and two stars
        return (f'<path d="M{cx + 8},{cy - 36} A38,38 0 1 0 {cx + 8},{cy + 36} A30,30 0 1 1 {cx + 8},{cy - 36} Z" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
                + star(cx + 26, cy - 12, 8, accent) + star(cx + 30, cy + 18, 5, accent))
    if kind == 2:  # a large star
        return star(cx, cy, 42, accent, ink)
    if kind == 3:  # a tree
        return (f'<path d="M{cx - 6},{cy + 44} L{cx - 4},{cy + 4} L{cx + 4},{cy + 4} L{cx + 6},{cy + 44} Z" fill="#6a4a2a"/>'
                f'<circle cx="{cx}" cy="{cy - 10}" r="26" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
                f'<circle cx="{cx - 18}" cy="{cy + 4}" r="14" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
                f'<circle cx="{cx + 18}" cy="{cy + 4}" r="14" fill="{accent}" stroke="{ink}" stroke-width="2"/>')
    if kind == 4:  # mountains
        return (f'<path d="M{cx - 46},{cy + 34} L{cx - 14},{cy - 30} L{cx + 6},{cy + 4} L{cx + 20},{cy - 14} L{cx + 46},{cy + 34} Z" '
                f'fill="{accent}" stroke="{ink}" stroke-width="2"/>'
                f'<path d="M{cx - 24},{cy - 10} L{cx - 14},{cy - 30} L{cx - 4},{cy - 10} Z" fill="#ffffff"/>')
    if kind == 5:  # a sailing boat on waves
        return (f'<path d="M{cx - 34},{cy + 14} L{cx + 34},{cy + 14} L{cx + 22},{cy + 30} L{cx - 22},{cy + 30} Z" fill="#6a4a2a"/>'
                f'<path d="M{cx},{cy + 12} L{cx},{cy - 40} L{cx + 30},{cy + 8} Z" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
                f'<path d="M{cx - 4},{cy + 8} L{cx - 4},{cy - 30} L{cx - 28},{cy + 8} Z" fill="#ffffff" stroke="{ink}" stroke-width="1.5"/>'
                f'<path d="M{cx - 46},{cy + 38} q11,-8 23,0 t23,0 t23,0 t23,0" stroke="{ink}" stroke-width="3" fill="none"/>')
    # a bird in flight
    return (f'<path d="M{cx - 44},{cy - 8} Q{cx - 20},{cy - 34} {cx},{cy + 2} Q{cx + 20},{cy - 34} {cx + 44},{cy - 8} '
            f'Q{cx + 20},{cy - 14} {cx},{cy + 14} Q{cx - 20},{cy - 14} {cx - 44},{cy - 8} Z" fill="{accent}" stroke="{ink}" stroke-width="2"/>')


def star(cx, cy, r, fill, stroke=None):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    st = f' stroke="{stroke}" stroke-width="2"' if stroke else ""
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"{st}/>'


def trump(n):
    hue = (n - 1) * 360 / 21 + 200
    sky, deep, ink = hsl(hue, 0.55, 0.86), hsl(hue, 0.5, 0.42), hsl(hue, 0.6, 0.2)
    accent = hsl(hue + 150, 0.75, 0.55)
    kind, pattern = (n - 1) % 7, (n - 1) // 7
    bout = n in (1, 21)
    b = [f'<rect x="10" y="10" width="180" height="280" rx="9" fill="{sky}"/>',
         f'<path d="M10,200 Q60,186 100,200 T190,196 L190,281 Q190,290 181,290 L19,290 Q10,290 10,281 Z" fill="{deep}"/>']
    cx, cy = 100, 138
    # The ring around the medallion: rays, pearls or petals (the pattern says which third of the trumps).
    if pattern == 0:
        b += [f'<path d="M{cx + 58 * math.cos(a):.1f},{cy + 58 * math.sin(a):.1f} L{cx + 76 * math.cos(a):.1f},{cy + 76 * math.sin(a):.1f}" '
              f'stroke="{ink}" stroke-width="3"/>' for a in [i * math.pi / 12 for i in range(24)]]
    elif pattern == 1:
        b += [f'<circle cx="{cx + 66 * math.cos(a):.1f}" cy="{cy + 66 * math.sin(a):.1f}" r="5" fill="{ink}"/>'
              for a in [i * math.pi / 9 for i in range(18)]]
    else:
        b += [f'<ellipse cx="{cx + 68 * math.cos(a):.1f}" cy="{cy + 68 * math.sin(a):.1f}" rx="12" ry="6" '
              f'transform="rotate({math.degrees(a):.0f} {cx + 68 * math.cos(a):.1f} {cy + 68 * math.sin(a):.1f})" fill="{accent}" stroke="{ink}"/>'
              for a in [i * math.pi / 6 for i in range(12)]]
    b.append(f'<circle cx="{cx}" cy="{cy}" r="56" fill="#fffaf0" stroke="{ink}" stroke-width="4"/>')
    b.append(motif(kind, cx, cy, ink, accent))
    # The scroll at the foot where the game writes the trump's number.
    b.append(f'<path d="M30,236 L170,236 L178,252 L170,268 L30,268 L22,252 Z" fill="#fffaf0" stroke="{ink}" stroke-width="3"/>')
    if bout:
        gold = "#d4a017"
        b.append(frame(gold, 12, 6))
        b += [star(x, y, 10, gold, "#6a5010") for x, y in ((30, 212), (170, 212), (170, 30))]
    else:
        b.append(frame(ink, 12, 2))
    return svg("".join(b))


def excuse():
    b = ['<rect x="10" y="10" width="180" height="280" rx="9" fill="#efe4f6"/>']
    b += [f'<path d="M{x},290 L{x + 90},10" stroke="#7a4a9a" stroke-opacity="0.12" stroke-width="8"/>' for x in range(-80, 200, 30)]
    # A jester: checked costume, a three-pointed cap with bells, a bauble on a stick.
    b.append('<defs><pattern id="c" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
             '<rect width="20" height="20" fill="#7a2a9a"/><rect width="10" height="10" fill="#e3b53b"/>'
             '<rect x="10" y="10" width="10" height="10" fill="#e3b53b"/></pattern></defs>')
    b.append('<path d="M50,300 L66,170 Q100,152 134,170 L150,300 Z" fill="url(#c)" stroke="#3a1a4a" stroke-width="2"/>')
    b.append('<path d="M66,172 L76,186 L86,172 L96,186 L106,172 L116,186 L126,172 L134,172 L100,160 Z" fill="#ffffff" stroke="#3a1a4a"/>')
    b.append(face(100, 128, "#000"))
    b.append('<path d="M76,114 Q70,70 34,64 Q66,84 80,104 Z" fill="#c0182a" stroke="#3a1a4a" stroke-width="1.5"/>'
             '<path d="M86,108 Q92,58 100,36 Q108,58 114,108 Z" fill="#2b4f9e" stroke="#3a1a4a" stroke-width="1.5"/>'
             '<path d="M124,114 Q130,70 166,64 Q134,84 120,104 Z" fill="#1f7d3e" stroke="#3a1a4a" stroke-width="1.5"/>'
             '<path d="M74,114 Q100,98 126,114 L124,106 Q100,92 76,106 Z" fill="#e3b53b"/>')
    for x, y in ((34, 64), (100, 34), (166, 64)):
        b.append(f'<circle cx="{x}" cy="{y}" r="6" fill="#f5d040" stroke="#6a5010" stroke-width="1.5"/>')
    b.append('<path d="M150,290 L160,170" stroke="#6a4a2a" stroke-width="5"/>'
             '<circle cx="161" cy="160" r="12" fill="#c0182a" stroke="#3a1a4a" stroke-width="2"/>')
    b.append(star(161, 160, 7, "#f5d040"))
    b.append(frame("#7a4a9a", 10, 2))
    return svg("".join(b))


def back(k):
    """Card backs in greys: the game tints them with the club's accent colour (white takes the accent)."""
    b = ['<rect width="200" height="300" fill="#ffffff"/>']
    if k == 0:  # a lattice of diamonds with a rosette
        for y in range(-15, 330, 30):
            for x in range(-20, 230, 40):
                off = 20 if (y // 30) % 2 else 0
                b.append(f'<path d="M{x + off},{y - 13} L{x + off + 18},{y} L{x + off},{y + 13} L{x + off - 18},{y} Z" fill="#c8c8c8"/>')
        b.append('<circle cx="100" cy="150" r="46" fill="#ffffff" stroke="#808080" stroke-width="4"/>')
        b += [f'<ellipse cx="{100 + 24 * math.cos(a):.1f}" cy="{150 + 24 * math.sin(a):.1f}" rx="16" ry="7" '
              f'transform="rotate({math.degrees(a):.0f} {100 + 24 * math.cos(a):.1f} {150 + 24 * math.sin(a):.1f})" fill="#9a9a9a"/>'
              for a in [i * math.pi / 4 for i in range(8)]]
        b.append('<circle cx="100" cy="150" r="9" fill="#606060"/>')
    elif k == 1:  # stars on rings
        for r in range(150, 0, -22):
            b.append(f'<circle cx="100" cy="150" r="{r}" fill="{"#d8d8d8" if (r // 22) % 2 else "#ffffff"}"/>')
        for x in range(20, 200, 40):
            for y in range(20, 300, 40):
                b.append(star(x, y, 9, "#a0a0a0"))
        b.append(star(100, 150, 40, "#707070"))
    else:  # stripes with a central oval
        b += [f'<path d="M{x},0 L{x + 100},300" stroke="#c0c0c0" stroke-width="9"/>' for x in range(-120, 220, 22)]
        b += [f'<path d="M{x},300 L{x + 100},0" stroke="#d8d8d8" stroke-width="5"/>' for x in range(-120, 220, 22)]
        b.append('<ellipse cx="100" cy="150" rx="52" ry="76" fill="#ffffff" stroke="#707070" stroke-width="5"/>')
        b.append(suit_shape("spades", 100, 116, 16, "#808080") + suit_shape("hearts", 100, 184, 16, "#808080")
                 + suit_shape("diamonds", 70, 150, 16, "#808080") + suit_shape("clubs", 130, 150, 16, "#808080"))
    return svg("".join(b), clip=False)


def pictures():
    """(file name, SVG) in atlas cell order: courts by suit then rank, trumps 1..21, the Excuse, the backs."""
    out = []
    for s in SUITS:
        for r in RANKS:
            out.append((f"{s}-{r}.svg", court(s, r)))
    for n in range(1, 22):
        out.append((f"trump-{n:02d}.svg", trump(n)))
    out.append(("excuse.svg", excuse()))
    for k in range(3):
        out.append((f"back-{k + 1}.svg", back(k)))
    assert len(out) <= COLS * ROWS
    return out


def main(argv):
    if len(argv) == 3 and argv[1] == "svgs":
        for name, text in pictures():
            with open(os.path.join(argv[2], name), "w") as f:
                f.write(text)
        return 0
    if len(argv) == 4 and argv[1] == "atlas":
        cells = []
        for i, (name, _) in enumerate(pictures()):
            with open(os.path.join(argv[2], name)) as f:
                text = f.read().strip()
            inner = text[text.index(">") + 1:text.rindex("</svg>")]
            # Each picture keeps its own ids (gradients, patterns): prefix them so that cells do not collide.
            inner = inner.replace('id="', f'id="p{i}').replace("url(#", f"url(#p{i}")
            x, y = (i % COLS) * W, (i // COLS) * H
            cells.append(f'<svg x="{x}" y="{y}" width="{W}" height="{H}" viewBox="0 0 {W} {H}">{inner}</svg>')
        with open(argv[3], "w") as f:
            f.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{COLS * W}" height="{ROWS * H}" '
                    f'viewBox="0 0 {COLS * W} {ROWS * H}">{"".join(cells)}</svg>\n')
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
