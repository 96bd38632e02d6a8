// The layout on phones and desktops: at 360x640, 390x844, 844x390, 1280x800, 1920x1080 and 2560x1440, at a device
// pixel ratio of 1 and 2 (3 on the phones; at 1920x1080 and 2560x1440 ratio 2 only for the decision panels and the
// refusal), in French and in English, at 3, 4,
// 5 players and five-at-four, a deal is walked through its phases (the form, bidding, the chien, the écart, the king call at five, the poignée question,
// play with a card refused, the end of the deal which is the end of the match with deals=1, the top bar's menu on a
// phone, the scoresheet, the help, the settings, then the statistics). Not every product of these: a set of runs
// that covers every size in both languages and both ratios, and every table size at a phone and a desktop size.
// Some runs play the deal to its end (at each size in both languages where the old test did), the others stop once
// play is checked (on a large screen the help and the settings are then opened over the table).
// At each phase the page's own report of its layout (window.tarot.state(): targets, the new-game form's fields
// included, texts, the table's cards, names and bids, the decision panel, a refused card's line) is checked: no
// control outside the viewport or under 44 px (a control partly scrolled out of its panel's view is reached by
// scrolling: only its part in view is checked, for the viewport and overlaps), no two controls overlapping, no text
// clipped; at the table no card (another seat's backs, the trick, the chien) over a name or an announcement, the
// rank in the corner of every card of the trick in view, the decision panel whole inside the screen and over no
// name, announcement, card back or card of the trick, a refused card answered by a line above the hand (over no
// name, announcement or card of the trick, no red banner), the top bar one row (60 px at most) on a phone, the
// drawing zoomed on a large screen; the top bar's menu with every item inside the screen, and every row of the
// settings reachable inside it. While bidding and playing, the cards that have a picture (kings, queens, knights,
// jacks, trumps, the Excuse, the backs) must all be drawn with it. On the portrait phones the other seats' names are
// as long as the plates an online table shows (a name and "· robot"). The deals at four are seed 5's (the person
// holds a poignée). A screenshot of every phase is kept in the build folder.
// Two pages play at once, each in a browser of its own (each its own GPU process, software WebGL on both cores);
// each phase is read once its frames are drawn.
// TAROT_LAYOUT_SIZES="360x640,1280x800", TAROT_LAYOUT_LANGS=fr and TAROT_LAYOUT_PLAYERS=3,5at4 run a part.
import path from 'node:path';
import { serve, launchBrowser, frames, fail, failByThrowing, TestFailure, clickTarget, tarotState, pngPixels } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const langs = (process.env.TAROT_LAYOUT_LANGS || 'fr,en').split(',');
const only = process.env.TAROT_LAYOUT_SIZES;  // e.g. "360x640,1280x800"
const onlyPlayers = (process.env.TAROT_LAYOUT_PLAYERS || '3,4,5,5at4').split(',');
// [width, height, language, table, device pixel ratio, how far]: 'end' plays the deal to its end and checks what
// follows; 'play' stops once play and a refused card are checked; 'bidding' once the bid's panel is; 'panels' as
// 'play' with only the decision panels and the refusal checked (a large screen at a ratio of 2, where software
// WebGL draws one of its frames in seconds: one page, its waits counted in frames, in place of the French run at
// ratio 1 there, whose form, help and settings the English run at ratio 1 covers; at 2560x1440 the French run at
// four, with its poignée, added to the two at ratio 1). The page draws a frame only when it shows something new
// (app/page_web.cpp, drawNeeded): a 5120x2880 canvas waiting for the person
// or a bot no longer costs a second or more a frame, so the run reaches its poignée. Nothing here is a test-only
// mode: the layout checked is the page's own at a ratio of 2, with its fonts at that ratio, and each screenshot
// shows the last frame drawn, which is the frame the state read describes. The slowest first, so that the two
// pages finish together.
const runs = [
  [2560, 1440, 'fr', '4', 2, 'panels'], [1920, 1080, 'fr', '5', 2, 'panels'],
  [2560, 1440, 'en', '4', 1, 'play'], [2560, 1440, 'fr', '3', 1, 'play'], [1920, 1080, 'en', '5at4', 1, 'play'],
  [1280, 800, 'en', '4', 1, 'end'], [1280, 800, 'fr', '3', 1, 'end'], [1280, 800, 'en', '5', 2, 'play'],
  [844, 390, 'fr', '5', 1, 'end'], [844, 390, 'en', '4', 1, 'end'], [844, 390, 'en', '5at4', 3, 'play'],
  [360, 640, 'fr', '5', 1, 'end'], [360, 640, 'en', '5at4', 1, 'end'], [360, 640, 'en', '3', 3, 'play'],
  [360, 640, 'fr', '4', 3, 'play'],
  [390, 844, 'en', '5', 1, 'end'], [390, 844, 'fr', '5at4', 3, 'play'],
].map(([W, H, lang, players, ratio, upTo]) => ({ W, H, lang: langs.includes(lang) ? lang : langs[0], players, ratio, upTo }))
  .filter((r) => (!only || only.split(',').includes(`${r.W}x${r.H}`)) && onlyPlayers.includes(r.players));
const problems = [];
// Found by this test and not mended yet: told in the log, not failed (each says which run and phase it is).
const known = [];

function check(s, where, W, H) {
  const eps = 0.5;
  const ts = s.targets || [];
  for (const t of ts) {
    if (t.x < -eps || t.y < -eps || t.x + t.w > W + eps || t.y + t.h > H + eps)
      problems.push(`${where}: ${t.id} outside the viewport (${t.x.toFixed(0)},${t.y.toFixed(0)} ${t.w.toFixed(0)}x${t.h.toFixed(0)})`);
    if (t.h < 44 - eps && !t.partial) problems.push(`${where}: ${t.id} only ${t.h.toFixed(0)} px tall`);
    if (t.w < 44 - eps) problems.push(`${where}: ${t.id} only ${t.w.toFixed(0)} px wide`);
  }
  for (let i = 0; i < ts.length; ++i)
    for (let j = i + 1; j < ts.length; ++j) {
      const a = ts[i], b = ts[j];
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > 1 && oy > 1) problems.push(`${where}: ${a.id} and ${b.id} overlap`);
    }
  for (const t of s.texts || [])
    if (t.clipped) problems.push(`${where}: text clipped: "${t.text.slice(0, 60)}" (${t.x.toFixed(0)},${t.y.toFixed(0)} ${t.w.toFixed(0)}x${t.h.toFixed(0)})`);
}

const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1;
const box = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;
const inside = (r, W, H) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= W + 0.5 && r.y + r.h <= H + 0.5;

// The table as reported: no card (backs, trick at rest, chien) over a seat's name or announcement; each resting
// trick card's corner index (its rank) not covered by a card played after it; the decision panel whole on screen
// and over no name, announcement or card of the table; a refused card's line inside the screen and over none of
// them; on a phone the top bar one row; on a large screen the drawing zoomed.
function checkTable(s, where, W, H) {
  const cards = s.cards || [];
  const labels = (s.texts || []).filter((t) => t.role === 'name' || t.role === 'bid');
  for (const c of cards)
    if (c.kind === 'back' || c.kind === 'trick' || c.kind === 'chien')
      for (const t of labels)
        if (overlap(c, t)) problems.push(`${where}: a ${c.kind} card (${box(c)}) over the ${t.role} "${t.text}" (${box(t)})`);
  const trick = cards.filter((c) => c.kind === 'trick');
  for (let i = 0; i < trick.length; ++i) {
    const c = trick[i];
    const index = { x: c.x + c.w * 0.05, y: c.y + c.h * 0.03, w: c.w * 0.37, h: c.w * 0.3 };
    for (let j = i + 1; j < trick.length; ++j)
      if (overlap(index, trick[j])) problems.push(`${where}: the rank of trick card ${i} (${box(c)}) hidden by card ${j} (${box(trick[j])})`);
  }
  const covered = (r, what) => {
    for (const t of labels) if (overlap(r, t)) problems.push(`${where}: ${what} (${box(r)}) over the ${t.role} "${t.text}" (${box(t)})`);
    for (const c of cards)
      if (c.kind === 'trick' || c.kind === 'chien' || c.kind === 'back') if (overlap(r, c)) problems.push(`${where}: ${what} (${box(r)}) over a ${c.kind} card (${box(c)})`);
  };
  if (s.panel) {
    const p = s.panel;
    if (!inside(p, W, H)) problems.push(`${where}: the decision panel (${box(p)}) runs off the screen`);
    for (const t of s.targets || [])
      if (t.partial && overlap(t, p)) problems.push(`${where}: the decision panel is not whole: ${t.id} scrolled partly out of view`);
    covered(p, 'the decision panel');
  }
  if (s.refusal) {
    if (!inside(s.refusal, W, H)) problems.push(`${where}: the refusal's line (${box(s.refusal)}) runs off the screen`);
    covered(s.refusal, 'the refusal\'s line');
  }
  const phone = Math.min(W, H) < 500;
  if (phone && s.top_bar > 60.5) problems.push(`${where}: the top bar is ${s.top_bar.toFixed(0)} px high`);
  if (W >= 1920 && !(s.zoom >= 1.3)) problems.push(`${where}: a large screen drawn at zoom ${s.zoom}`);
}

// The app's report of the cards drawn in its last frame: all those with a picture drawn with it.
function checkCardPictures(s, where) {
  const c = s.card_pictures;
  if (!c) { problems.push(`${where}: no card_pictures in the report`); return; }
  if (c.plain_faces > 0 || c.plain_backs > 0 || c.faces + c.backs === 0)
    problems.push(`${where}: cards drawn without their picture (${JSON.stringify(c)})`);
}

// The scoresheet's bilan row, as drawn (its cells are reported as texts): each person's bilan under the "+" or "−"
// column of its sign (found from the totals row above it, a "+" then a "−" cell per person), and on a desktop every
// person's bilan in view (the sheet is not cut on the right).
function checkBilan(s, where, W) {
  const people = s.totals.length;
  // Bilans are written "+60", "−180" (the minus sign) or "0"; an ASCII hyphen is a fault of its own.
  for (const t of s.texts || []) if (/^-\d+$/.test(t.text)) problems.push(`${where}: "${t.text}" written with a hyphen, not a minus sign`);
  const texts = (s.texts || []).filter((t) => /^[+−]?\d+$/.test(t.text));
  const signed = texts.filter((t) => /^[+−]/.test(t.text));
  if (!signed.length) { problems.push(`${where}: no bilan drawn`); return; }
  const bilanY = Math.max(...signed.map((t) => t.y));
  const bilan = texts.filter((t) => Math.abs(t.y - bilanY) < 2).sort((a, c) => a.x - c.x);  // a bilan of 0 is "0"
  const above = texts.filter((t) => /^\d+$/.test(t.text) && t.y < bilanY - 2);
  if (!above.length) return;  // the phone's sheet: players as rows, no "+" and "−" columns
  const totalY = Math.max(...above.map((t) => t.y));
  const total = above.filter((t) => Math.abs(t.y - totalY) < 2).sort((a, c) => a.x - c.x);
  if (W >= 1280 && (bilan.length !== people || total.length !== 2 * people)) {
    problems.push(`${where}: the sheet is cut: ${bilan.length} bilans and ${total.length} totals in view for ${people} people`);
    return;
  }
  for (let k = 0; k < Math.min(bilan.length, total.length >> 1); ++k) {
    const v = Number(bilan[k].text.replace('−', '-')), column = total[2 * k + (v < 0 ? 1 : 0)];
    if (Math.abs(bilan[k].x - column.x) > 2)
      problems.push(`${where}: the bilan ${bilan[k].text} of person ${k} is not under its "${v < 0 ? '−' : '+'}" column`);
  }
}

// A panel scrolled down half a screen at a time to its end, each view checked: the ids of every target reached.
async function scrollThrough(page, where, W, H, x, y) {
  const st = () => tarotState(page);
  let s = await st();
  const ids = new Set(s.targets.map((t) => t.id));
  await page.mouse.move(x, y);
  let last = '';
  for (let k = 1; k <= 12; ++k) {
    await page.mouse.wheel(0, H / 2);
    await frames(page, 3);
    s = await st();
    s.targets.forEach((t) => ids.add(t.id));
    const now = s.targets.map((t) => `${t.id}@${t.y.toFixed(0)}`).join(' ');
    if (now === last) break;
    last = now;
    check(s, `${where} scrolled ${k}`, W, H);
  }
  return { ids, end: s };
}

// The help's title bar meets its body without a seam: each row of pixels across the panel, from a little above the
// title bar's foot to a little below it, is of one colour. Both are filled with smoothed edges, which met
// half-covered there: the table under the panel showed through (a row of card edges on a large screen).
async function checkSeam(page, s, where) {
  const card = s.targets.find((t) => /^help:card:/.test(t.id));
  if (!card || !s.zoom) return;
  const foot = card.y - 14 * s.zoom;  // the panel's padding above its first card
  const clip = { x: Math.round(card.x + card.w * 0.3), y: Math.round(foot - 6 * s.zoom), width: Math.round(card.w * 0.6), height: Math.round(12 * s.zoom) };
  const { w, h, px } = await pngPixels(page, await page.screenshot({ clip, scale: 'css' }));
  for (let r = 0; r < h; ++r)
    for (let c = 1; c < w; ++c) {
      const a = 4 * r * w, b = 4 * (r * w + c);
      if (Math.max(Math.abs(px[a] - px[b]), Math.abs(px[a + 1] - px[b + 1]), Math.abs(px[a + 2] - px[b + 2])) > 3) {
        problems.push(`${where}: a seam under the title bar (row ${clip.y + r}: rgb ${px.slice(a, a + 3)} and ${px.slice(b, b + 3)} at x ${clip.x + c})`);
        return;
      }
    }
}

// Waits (frame by frame) until `ok(state)`, 40 frames at most.
async function until(page, ok) {
  let s = await tarotState(page);
  for (let i = 0; i < 40 && !ok(s); ++i) { await frames(page, 1); s = await tarotState(page); }
  return s;
}

// A run's name in the log and its screenshots' names: size, language, table, and the pixel ratio when over 1.
const tagOf = ({ W, H, lang, players, ratio }) => `${W}x${H}-${lang}-${players}p` + (ratio > 1 ? `-x${ratio}` : '');

// One run in a page of its own.
async function runOne(b, run) {
  const { W, H, lang, players, ratio, upTo } = run;
  const tag = tagOf(run);
  const people = players === '5at4' ? 5 : Number(players);
  const { page, close } = await b.open({ width: W, height: H }, { ratio });
  const st = () => tarotState(page);
  const click = (s, id) => clickTarget(page, s, id);
  const started = Date.now();
  const seen = new Set();
  const large = W * H * ratio * ratio > 1.5e6;
  const panelsOnly = upTo === 'panels';
  const snap = async (phase, s, extra) => {
    if (seen.has(phase)) return;
    seen.add(phase);
    if (panelsOnly && !['bidding', 'call', 'ecart', 'poignee', 'refusal'].includes(phase)) return;
    // An auto-sized panel takes two frames to settle. A refused card's line lasts 2.5 s, which a few slow frames of
    // a software-rendered 5120x2880 canvas use up: it is read and shown as it is.
    if (phase !== 'refusal') await frames(page, 3);
    s = await st();
    // The help or the settings opened mid-deal lie over the hand, which takes no tap then: its cards are left out.
    if ((phase === 'help' || phase === 'settings') && s.phase === 'play')
      s = { ...s, targets: s.targets.filter((t) => !/^(play|card):/.test(t.id)) };
    check(s, `${tag} ${phase}`, W, H);
    if (s.screen === 'table' && !['sheet', 'help', 'settings', 'statistics', 'menu'].includes(phase)) checkTable(s, `${tag} ${phase}`, W, H);
    if (phase === 'bidding' || phase === 'play') checkCardPictures(s, `${tag} ${phase}`);
    if (phase === 'sheet') checkBilan(s, `${tag} ${phase}`, W);
    if (phase === 'help') await checkSeam(page, s, `${tag} ${phase}`);
    if (extra) await extra(s);
    await page.screenshot({ path: path.join(outDir, `layout-${tag}-${phase}.png`), scale: 'css' });
  };
  try {
    const table = `players=${people}` + (players === '5at4' ? '&five_at_four=1' : '');
    if (ratio === 1) {
      // The new-game form, scrolled to its end (its fields are reported as targets: the table's four choices, the
      // names and levels of the other seats, the sliders).
      await page.goto(server.url + `?lang=${lang}&${table}`);
      await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
      await snap('form', await st());
      const { ids, end } = await scrollThrough(page, `${tag} form`, W, H, W / 2, H / 2);
      const want = ['form:table:3', 'form:table:5at4', 'form:name', `form:seat:${people - 1}:level`, 'form:speed'];
      const missing = want.filter((id) => !ids.has(id));
      if (missing.length) fail(`${tag} form: ${missing.join(', ')} not reported (targets: ${[...ids].join(' ')})`);
      await snap('form-end', end);
    }
    if (await page.evaluate(() => window.devicePixelRatio) !== ratio) fail(`${tag}: the page did not take a device pixel ratio of ${ratio}`);
    // On a portrait phone the other seats carry plates as long as an online table's ("Joueur 15 · robot": a name
    // and its seat's note, up to the 24 bytes a name may take): none under a card of the trick or the backs.
    const plates = ['Joueur 15 · robot', 'Marie-Hélène · robot', 'Jean-Baptiste · absent', 'Gwendoline D. · robot'];
    const names = H > W && W < 500 ? '&names=' + encodeURIComponent(plates.slice(0, people - 1).join(',')) : '';
    const seed = players === '4' ? 5 : 20261122;
    // A link's new match keeps a match left unfinished (the form asks): the form's page left none.
    await page.goto(server.url + `?start=1&${table}&deals=1&seed=${seed}&speed=4&lang=${lang}${names}`);
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 90000 });
    let tookBid = false, refused = false;
    const deadline = Date.now() + 240000;  // a busy machine draws slowly in software
    for (;;) {
      if (Date.now() > deadline) fail(`${tag}: the deal did not finish in time (phases ${[...seen].join(', ')})`);
      let s = await st();
      if (s.phase === 'over' || s.phase === 'annulled') {
        if (s.phase === 'annulled') { s = await click(s, 'redeal'); continue; }
        await endOfDeal(page, s, snap, tag);
        break;
      }
      if (!s.human_to_act) {
        if (s.phase === 'ecart' && !seen.has('chien')) await snap('chien', s);
        if (panelsOnly) await frames(page, 1);
        else await page.waitForTimeout(60);
        continue;
      }
      if (s.phase === 'bidding') {
        await snap('bidding', s);
        if (upTo === 'bidding') break;
        // The person takes at the first turn with the lowest contract left (so that the écart, and at 5 players
        // the king call, are shown), then passes.
        const lowest = s.targets.find((t) => t.id.startsWith('bid:') && t.id !== 'bid:pass');
        const bid = !tookBid && lowest ? lowest.id : 'bid:pass';
        tookBid = true;
        await click(s, bid);
      } else if (s.phase === 'ecart') {
        const confirm = s.targets.find((t) => t.id === 'ecart:confirm');
        if (s.ecart_selected.length < s.ecart_size) {
          const sel = new Set(s.ecart_selected);
          const trumps = s.ecart_selected.filter((c) => /^T/.test(c)).length;
          const pick = s.ecart_allowed.find((c) => !sel.has(c) && (!/^T/.test(c) || trumps < s.ecart_trumps));
          if (!pick) fail('no card left to put aside');
          await click(s, 'ecart:' + pick);
        } else if (confirm) {
          await snap('ecart', s);
          await click(s, 'ecart:confirm');
        } else {
          await page.waitForTimeout(100);
        }
      } else if (s.phase === 'call') {
        await snap('call', s);
        await click(s, s.targets.find((t) => t.id.startsWith('call:')).id);
      } else if (s.phase === 'chelem') {
        await snap('chelem', s);
        await click(s, 'chelem:no');
      } else if (s.phase === 'play' && s.awaiting_poignee) {
        await snap('poignee', s);
        await click(s, 'poignee:none');
      } else if (s.phase === 'play') {
        if (s.hand.length <= 15 || (large && (s.cards || []).some((c) => c.kind === 'trick'))) await snap('play', s);
        const illegal = s.hand.find((c) => !s.legal.includes(c));
        if (!refused && illegal && seen.has('play')) {
          // A card that may not be played, tapped: it is answered on the card (a line above the hand), not over
          // the trick, and stays in the hand.
          refused = true;
          s = await click(s, 'play:' + illegal);
          const first = await until(page, (x) => x.refusal);
          await frames(page, 2);  // the frame after: the person's name gives the line its place
          s = await st();
          // Its line lasts 2.5 s: two slow software-rendered frames on a busy machine may end it; then the state it
          // came in is the one checked.
          if (!s.refusal && first.refusal) s = first;
          if (!s.refusal || s.refusal.card !== illegal || !s.hand.includes(illegal))
            problems.push(`${tag} refusal: ${illegal} tapped, refusal ${JSON.stringify(s.refusal)}, message "${s.message}"`);
          else checkTable(s, `${tag} refusal`, W, H);  // as it came (its line lasts 2.5 s: slow frames may end it before the snapshot)
          await snap('refusal', s);
          continue;
        }
        if ((upTo === 'play' || panelsOnly) && seen.has('play') && refused) {
          if (large && !panelsOnly) await overTheTable(page, snap, tag);
          break;
        }
        const before = s.hand.length;
        await click(s, 'play:' + s.legal[0]);
        await until(page, (x) => !x.hand || x.hand.length < before || x.phase !== 'play');
      }
    }
    const mine = problems.filter((p) => p.startsWith(tag + ' '));
    console.log(`${tag}: phases ${[...seen].join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)` +
                (mine.length ? `, ${mine.length} problems:\n  ` + mine.join('\n  ') : ''));
  } finally {
    await close();
  }
}

// On a large screen, once play is checked: the help and the settings opened over the table.
async function overTheTable(page, snap, tag) {
  for (const [open, close] of [['help', 'help:close'], ['settings', 'settings:close']]) {
    let s = await clickTarget(page, await tarotState(page), open);
    s = await until(page, (x) => x.targets.some((t) => t.id === close));
    const { width: W, height: H } = page.viewportSize();
    await snap(open, s, open === 'settings' ? (x) => closeInView(x, `${tag} settings`, W, H) : undefined);
    await clickTarget(page, await tarotState(page), close);
  }
}

// The settings' close button whole inside the screen, without scrolling.
function closeInView(s, where, W, H) {
  const c = s.targets.find((t) => t.id === 'settings:close');
  if (!c || c.partial || !inside(c, W, H)) problems.push(`${where}: settings:close not in view (${c ? box(c) : 'not drawn'})`);
}

// The settings' rows: every one reachable inside the screen (the panel scrolled through); the close button whole
// inside the screen as the panel opens, without scrolling, and still there once the rows are scrolled to their end.
async function checkSettingsRows(page, s, where, W, H) {
  closeInView(s, `${where} as they open`, W, H);
  const body = s.targets.find((t) => t.id.startsWith('set:')) || { x: W / 2, y: H / 2, w: 0, h: 0 };
  const { ids } = await scrollThrough(page, where, W, H, body.x + body.w / 2, body.y + body.h / 2);
  const rows = ['speed', 'cards', 'trumps', 'suits', 'confirm', 'hints', 'chelem'].filter((r) => ![...ids].some((id) => id.startsWith(`set:${r}:`)));
  if (rows.length) problems.push(`${where}: the settings' rows ${rows.join(', ')} out of reach`);
  closeInView(await tarotState(page), `${where} scrolled to the end`, W, H);
}

// The end of the deal (the end of the match): the top bar's menu on a phone, the scoresheet, the help, the
// settings, then the statistics of the match just played.
async function endOfDeal(page, s, snap, tag) {
  const st = () => tarotState(page);
  const click = (x, id) => clickTarget(page, x, id);
  const { width: W, height: H } = page.viewportSize();
  await snap('over', s);
  s = await st();
  if (s.compact_bar) {
    // The top bar's menu, as a list sheet of 44 px rows or more, its last item inside the screen.
    s = await click(s, 'more');
    s = await until(page, (x) => x.targets.some((t) => t.id === 'sheet'));
    await snap('menu', s, async (m) => {
      const rows = m.targets.filter((t) => m.menu_items.includes(t.id));
      if (rows.length !== m.menu_items.length) problems.push(`${tag} menu: ${rows.length} rows for ${m.menu_items.join(' ')}`);
      for (const r of rows) if (!inside(r, W, H) || r.partial) problems.push(`${tag} menu: ${r.id} (${box(r)}) not whole inside the screen`);
    });
  }
  s = await click(await st(), 'sheet');
  await snap('sheet', s);
  s = await click(await st(), 'sheet:close');
  // A slow software-rendered frame can miss a click: try again until the help is open.
  for (let k = 0; k < 3 && !s.targets.find((t) => t.id === 'help:close'); ++k) {
    s = await click(s, 'help');
    s = await until(page, (x) => x.targets.some((t) => t.id === 'help:close'));
  }
  await snap('help', s);
  await click(await st(), 'help:close');
  // The settings panel over the finished deal, then the statistics of the match just played.
  s = await click(await st(), 'settings');
  s = await until(page, (x) => x.targets.some((t) => t.id === 'settings:close'));
  await snap('settings', s, (x) => checkSettingsRows(page, x, `${tag} settings`, W, H));
  // Closed by its own button, in view whatever the rows' scroll; the new match's form opened. A slow
  // software-rendered frame can miss a click: each is made again until what it closes (or opens) shows.
  s = await st();
  for (let k = 0; k < 3 && s.targets.some((t) => t.id === 'settings:close'); ++k) {
    await click(s, 'settings:close');
    s = await until(page, (x) => !x.targets.some((t) => t.id === 'settings:close'));
  }
  const onForm = (x) => x.screen === 'new_game';
  for (let k = 0; k < 3 && !onForm(s); ++k) {
    s = await click(await st(), 'new_match');
    s = await until(page, onForm);
  }
  s = await click(s, 'stats');
  await snap('statistics', s);
}

const browsers = [await launchBrowser(), await launchBrowser()];
try {
  // Two pages at once, each taking the next run when it is done. A run that could not be played through (a target
  // that never showed, a deal that did not finish: a software-rendered page on a busy machine can miss a click or a
  // wheel step) is played once more in a fresh page, and says so; failing twice fails the test. What the checks
  // find is never played again: it is reported as found.
  failByThrowing();
  const queue = [...runs];
  const again = [];
  const lane = async (b) => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      try {
        await runOne(b, r);
      } catch (e) {
        if (!(e instanceof TestFailure)) throw e;
        const tag = tagOf(r);
        console.log(`${tag}: played again in a fresh page after: ${e.message}`);
        again.push(tag);
        try {
          await runOne(b, r);
        } catch (e2) {
          if (!(e2 instanceof TestFailure)) throw e2;
          console.error(`FAIL: ${tag} failed twice: ${e2.message} (the first time: ${e.message})`);
          process.exit(1);
        }
      }
    }
  };
  await Promise.all(browsers.map(lane));
  failByThrowing(false);
  if (again.length) console.log(`${again.length} runs played a second time: ${again.join(', ')}`);
  const pageProblems = browsers.flatMap((b) => b.problems);
  if (pageProblems.length) fail(pageProblems.join('\n'));
  const found = [...new Set(problems)];  // a run played twice finds its problems twice
  problems.length = 0;
  problems.push(...found);
  const told = problems.filter((p) => known.some((k) => k.test(p)));
  if (told.length) console.log(`${told.length} known layout problems, not mended yet:\n` + told.join('\n'));
  const left = problems.filter((p) => !told.includes(p));
  if (left.length) fail(`${left.length} layout problems:\n` + left.join('\n'));
  console.log(`ok: ${runs.length} runs; every control in view, 44 px or more, none overlapping, no text clipped, no panel or refusal over a name, a bid or the trick`);
} finally {
  for (const b of browsers) await b.close();
  await server.close();
}
