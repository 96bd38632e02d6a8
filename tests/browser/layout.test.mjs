// The layout on phones and desktops: at 360x640, 390x844, 844x390, 1280x800, 1920x1080 and 2560x1440, in French
// and in English, at 3, 4, 5 players and five-at-four, a deal is walked through its phases (the form, bidding, the
// chien, the écart, the king call at five, play, the end of the deal which is the end of the match with deals=1, the
// top bar's menu on a phone, the scoresheet, the help, the settings, then the statistics). Not every product of
// these: a set of runs that covers every size in both languages and every table size at a phone and a desktop size.
// At each phase the page's own report of its layout (window.tarot.state(): targets, the new-game form's fields
// included, texts, the table's cards, names and bids) is checked: no control outside the viewport or under 44 px (a
// control partly scrolled out of its panel's view is reached by scrolling: only its part in view is checked, for the
// viewport and overlaps), no two controls overlapping, no text clipped; at the table no card (another seat's backs,
// the trick, the chien) over a name or an announcement, the rank in the corner of every card of the trick in view,
// the decision panel whole inside the screen, the top bar one row (60 px at most) on a phone, and the drawing zoomed
// on a large screen. While bidding and playing, the cards that have a picture (kings, queens, knights, jacks, trumps,
// the Excuse, the backs) must all be drawn with it, at a device pixel ratio of 1 (every run) and 2 (a deal at the
// end). On the portrait phones the other seats' names are as long as the plates an online table shows (a name and
// "· robot"). A screenshot of every phase is kept in the build folder.
// TAROT_LAYOUT_SIZES="360x640,1280x800", TAROT_LAYOUT_LANGS=fr and TAROT_LAYOUT_PLAYERS=3,5at4 run a part.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const langs = (process.env.TAROT_LAYOUT_LANGS || 'fr,en').split(',');
const only = process.env.TAROT_LAYOUT_SIZES;  // e.g. "360x640,1280x800"
const onlyPlayers = (process.env.TAROT_LAYOUT_PLAYERS || '3,4,5,5at4').split(',');
// Every size in both languages; 3, 4, 5 players and five-at-four each at a phone and a larger screen.
const runs = [];
for (const [W, H, lang, players] of [
  [360, 640, 'fr', '5'], [360, 640, 'en', '5at4'], [360, 640, 'en', '3'], [360, 640, 'fr', '4'],
  [390, 844, 'en', '5'], [390, 844, 'fr', '5at4'],
  [844, 390, 'fr', '5'], [844, 390, 'en', '4'],
  [1280, 800, 'en', '4'], [1280, 800, 'fr', '3'],
  [1920, 1080, 'fr', '5'], [1920, 1080, 'en', '5at4'],
  [2560, 1440, 'en', '4'], [2560, 1440, 'fr', '3']])
  runs.push({ W, H, lang: langs.includes(lang) ? lang : langs[0], players });
const problems = [];

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

// The table as reported: no card (backs, trick at rest, chien) over a seat's name or announcement; each resting
// trick card's corner index (its rank) not covered by a card played after it; the decision panel whole on screen;
// on a phone the top bar one row; on a large screen the drawing zoomed.
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
  if (s.panel) {
    const p = s.panel;
    if (p.x < -0.5 || p.y < -0.5 || p.x + p.w > W + 0.5 || p.y + p.h > H + 0.5) problems.push(`${where}: the decision panel (${box(p)}) runs off the screen`);
    for (const t of s.targets || [])
      if (t.partial && overlap(t, p)) problems.push(`${where}: the decision panel is not whole: ${t.id} scrolled partly out of view`);
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
  console.log(`${where}: bilan ${bilan.map((t) => t.text).join(' ')} over ${total.length} totals`);
  for (let k = 0; k < Math.min(bilan.length, total.length >> 1); ++k) {
    const v = Number(bilan[k].text.replace('−', '-')), column = total[2 * k + (v < 0 ? 1 : 0)];
    if (Math.abs(bilan[k].x - column.x) > 2)
      problems.push(`${where}: the bilan ${bilan[k].text} of person ${k} is not under its "${v < 0 ? '−' : '+'}" column`);
  }
}

const b = await launch({ width: 360, height: 640 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
try {
  for (const { W, H, lang, players } of runs) {
    if (only && !only.split(',').includes(`${W}x${H}`)) continue;
    if (!onlyPlayers.includes(players)) continue;
    {
      await page.setViewportSize({ width: W, height: H });
      const tag = `${W}x${H}-${lang}-${players}p`;
      const people = players === '5at4' ? 5 : Number(players);
      const started = Date.now();
      const seen = new Set();
      const snap = async (phase, s) => {
        if (seen.has(phase)) return;
        seen.add(phase);
        // Buttons armed, panels settled (an auto-sized panel takes two frames; a large canvas draws a few a second).
        await page.waitForTimeout(W * H > 1.5e6 ? 1500 : 450);
        s = await st();
        // The help or the settings opened mid-deal lie over the hand, which takes no tap then: its cards are left out.
        if ((phase === 'help' || phase === 'settings') && s.phase === 'play')
          s = { ...s, targets: s.targets.filter((t) => !/^(play|card):/.test(t.id)) };
        check(s, `${tag} ${phase}`, W, H);
        if (s.screen === 'table' && !['sheet', 'help', 'settings', 'statistics'].includes(phase)) checkTable(s, `${tag} ${phase}`, W, H);
        if (phase === 'bidding' || phase === 'play') checkCardPictures(s, `${tag} ${phase}`);
        if (phase === 'sheet') checkBilan(s, `${tag} ${phase}`, W);
        await page.screenshot({ path: path.join(outDir, `layout-${tag}-${phase}.png`) });
      };
      const table = `players=${people}` + (players === '5at4' ? '&five_at_four=1' : '');
      const form = `?lang=${lang}&${table}`;
      await page.goto(server.url + form);
      await page.evaluate(() => localStorage.clear());
      await page.goto(server.url + form);
      await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
      await snap('form', await st());
      {
        // The form's fields are reported as targets (the table's four choices, the names and levels of the other
        // seats, the sliders): the form is scrolled down half a screen at a time to its end, and each view checked.
        const ids = new Set((await st()).targets.map((t) => t.id));
        await page.mouse.move(W / 2, H / 2);
        let end = await st(), last = '';
        for (let k = 1; k <= 12; ++k) {
          await page.mouse.wheel(0, H / 2);
          await page.waitForTimeout(250);
          end = await st();
          end.targets.forEach((t) => ids.add(t.id));
          const now = end.targets.map((t) => `${t.id}@${t.y.toFixed(0)}`).join(' ');
          if (now === last) break;
          last = now;
          check(end, `${tag} form scrolled ${k}`, W, H);
        }
        const want = ['form:table:3', 'form:table:5at4', 'form:name', `form:seat:${people - 1}:level`, 'form:speed'];
        const missing = want.filter((id) => !ids.has(id));
        if (missing.length) fail(`${tag} form: ${missing.join(', ')} not reported (targets: ${[...ids].join(' ')})`);
        await snap('form-end', end);
      }
      // On a portrait phone the other seats carry plates as long as an online table's ("Joueur 15 · robot": a name
      // and its seat's note, up to the 24 bytes a name may take): none under a card of the trick or the backs.
      const plates = ['Joueur 15 · robot', 'Marie-Hélène · robot', 'Jean-Baptiste · absent', 'Gwendoline D. · robot'];
      const names = H > W && W < 500 ? '&names=' + encodeURIComponent(plates.slice(0, people - 1).join(',')) : '';
      await page.goto(server.url + `?start=1&${table}&deals=1&seed=20261122&speed=4&lang=${lang}${names}`);
      await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
      let tookBid = false;
      const deadline = Date.now() + 180000;  // a busy machine draws slowly in software
      for (;;) {
        if (Date.now() > deadline) fail(`${tag}: the deal did not finish in time`);
        let s = await st();
        if (s.phase === 'over' || s.phase === 'annulled') {
          if (s.phase === 'annulled') { s = await click(s, 'redeal'); continue; }
          await snap('over', s);
          s = await st();
          if (s.compact_bar) {
            // The top bar's menu, as a list sheet of 44 px rows or more.
            s = await click(s, 'more');
            for (let i = 0; i < 20 && !s.targets.find((t) => t.id === 'sheet'); ++i) { await page.waitForTimeout(100); s = await st(); }
            await snap('menu', s);
            const rows = (await st()).targets.filter((t) => s.menu_items.includes(t.id));
            if (rows.length !== s.menu_items.length) problems.push(`${tag} menu: ${rows.length} rows for ${s.menu_items.join(' ')}`);
          }
          s = await click(await st(), 'sheet');
          await snap('sheet', s);
          s = await click(await st(), 'sheet:close');
          // A slow software-rendered frame can miss a click: try again until the help is open.
          for (let k = 0; k < 3 && !s.targets.find((t) => t.id === 'help:close'); ++k) {
            s = await click(s, 'help');
            for (let i = 0; i < 20 && !s.targets.find((t) => t.id === 'help:close'); ++i) { await page.waitForTimeout(100); s = await st(); }
          }
          await snap('help', s);
          await click(await st(), 'help:close');
          // The settings panel over the finished deal, then the statistics of the match just played.
          s = await click(await st(), 'settings');
          for (let i = 0; i < 20 && !s.targets.find((t) => t.id === 'settings:close'); ++i) { await page.waitForTimeout(100); s = await st(); }
          await snap('settings', s);
          s = await click(await st(), 'settings:close');
          s = await click(await st(), 'new_match');
          s = await click(s, 'stats');
          await snap('statistics', s);
          break;
        }
        if (!s.human_to_act) {
          if (s.phase === 'ecart' && !seen.has('chien')) await snap('chien', s);
          await page.waitForTimeout(80);
          continue;
        }
        if (s.phase === 'bidding') {
          await snap('bidding', s);
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
            await page.waitForTimeout(150);
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
          const large = W * H > 1.5e6;
          if (s.hand.length <= 15 || (large && (s.cards || []).some((c) => c.kind === 'trick'))) await snap('play', s);
          if (seen.has('play') && large) {
            // A large canvas draws slowly in software: once play is checked there, the help and the settings are
            // opened over the table and the run ends (the end of a deal is checked at the other sizes).
            for (const [open, close] of [['help', 'help:close'], ['settings', 'settings:close']]) {
              s = await click(await st(), open);
              for (let i = 0; i < 30 && !s.targets.find((t) => t.id === close); ++i) { await page.waitForTimeout(100); s = await st(); }
              await snap(open, s);
              await click(await st(), close);
            }
            break;
          }
          const before = s.hand.length;
          await click(s, 'play:' + s.legal[0]);
          for (let i = 0; i < 50; ++i) {
            const after = await st();
            if (!after.hand || after.hand.length < before || after.phase !== 'play') break;
            await page.waitForTimeout(100);
          }
        }
      }
      console.log(`${tag}: phases ${[...seen].join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  {
    // A device pixel ratio of 2 (a phone, a laptop's screen): the same pictures while bidding.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 2, mobile: false });
    await page.evaluate(() => localStorage.clear());  // the last run's unfinished match would be kept (the form asks)
    await page.goto(server.url + '?start=1&players=4&deals=1&seed=20261122&speed=4');
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
    let s = await st();
    for (let i = 0; i < 100 && !(s.phase === 'bidding' && s.human_to_act); ++i) { await page.waitForTimeout(100); s = await st(); }
    await page.waitForTimeout(300);
    s = await st();
    if (await page.evaluate(() => window.devicePixelRatio) !== 2) fail('the page did not take a device pixel ratio of 2');
    checkCardPictures(s, '1280x800 at a device pixel ratio of 2, bidding');
    await page.screenshot({ path: path.join(outDir, 'layout-1280x800-ratio2-bidding.png') });
    console.log('ratio 2: ' + JSON.stringify(s.card_pictures));
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await cdp.detach();
  }
  if (b.problems.length) fail(b.problems.join('\n'));
  if (problems.length) fail(`${problems.length} layout problems:\n` + problems.join('\n'));
  console.log('ok: every control in view, 44 px or more, none overlapping, no text clipped');
} finally {
  await b.close();
  await server.close();
}
