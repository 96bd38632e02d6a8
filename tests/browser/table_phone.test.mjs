// The table's phone at a tournament night, against a real tarot-server on loopback. Node plays the director over a
// WebSocket (creates the tournament, registers 8 players, draws, starts position 1: the tables' keys). A 360×640
// touch page opens table 1's link on the game page's address (it goes to console.html with its query before the
// game's program is fetched), says it is North and enters deal 1 by tapping (the score shown before sending): deal 1
// waits for its confirmation and the form goes on to deal 2, which North sends before anyone confirmed deal 1 — both
// kept on the server, deal 1 as sent (nothing replaced by one tap). A second phone opens the same link, says it is
// South and confirms deal 1; a third connection following the table's sheet sees deal 1 confirmed by S. Then North's
// phone goes offline, enters deal 3 ("not sent yet"), is reloaded while offline (the page comes from the offline
// cache, the entry from the device's storage) and comes back online: the server gets deal 3 exactly once. The
// keeper's phone is then handed round: East confirms deals 2 and 3 on it; deal 4 is entered annulled and West
// confirms it there too. South's page then opens a table of 5 (a second tournament with
// tables of 5): North enters a deal with a called partner and the Fifth confirms it on the keeper's phone. Then the
// arbitrator's console (1280x800) creates a tournament of one deal a position (its name and players typed with
// accented letters, read back as typed), publishes it on the same server (the
// page's origin), starts position 1 (each table's link and QR code on the position's screen); its printed feuilles
// de marque carry each table's link and QR code; North's phone opens table 1's printed link and enters the deal,
// South's confirms it (as East), and the sheet comes back into the console's document.
// Screenshots go to the output folder.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { launch, fail, clickTarget, tarotState } from './harness.mjs';
import { startServer } from './online_helpers.mjs';

// Node 20 has its WebSocket client behind a flag: run again with it.
if (typeof WebSocket === 'undefined') {
  const r = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status === null ? 1 : r.status);
}

const dist = path.resolve(process.argv[2]);
const outDir = path.join(process.argv[3] || '.', 'browser-table-phone');
fs.mkdirSync(outDir, { recursive: true });
const serverBin = process.env.TAROT_SERVER;
if (!serverBin || !fs.existsSync(serverBin)) fail('tarot-server not found: TAROT_SERVER names the built program');
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
const started = Date.now();

const server = await startServer(serverBin, dist, outDir);

// A WebSocket to the server, every message it receives kept.
async function connect() {
  const ws = new WebSocket(server.url.replace(/^http/, 'ws') + 'ws');
  const c = { ws, got: [] };
  ws.onmessage = (e) => c.got.push(JSON.parse(e.data));
  await new Promise((ok, ko) => { ws.onopen = ok; ws.onerror = () => ko(new Error('no WebSocket')); }).catch((e) => fail(e.message));
  return c;
}
let nextId = 1;
async function request(c, msg) {
  const id = nextId++;
  c.ws.send(JSON.stringify({ v: 1, id, ...msg }));
  for (let i = 0; i < 100; ++i) {
    const r = c.got.find((m) => m.id === id);
    if (r) return r;
    await sleep(50);
  }
  fail('no answer to ' + JSON.stringify(msg));
}

// The director: a tournament of 2 tables, position 1 started.
const director = await connect();
const created = await request(director, { type: 'tournament_create', name: 'Open du vendredi' });
if (created.type !== 'tournament_created') fail('tournament_create: ' + JSON.stringify(created));
const code = created.tournament, dkey = created.director_key;
const event = async (kind, data) => {
  const r = await request(director, { type: 'tournament_event', tournament: code, key: dkey, event: { kind, data } });
  if (r.type !== 'tournament_accepted') fail(kind + ': ' + JSON.stringify(r));
  return r;
};
const names = ['Anne', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
for (const name of names) await event('register', { name, licence: '', club: '', team: '' });
const seating = [[1, 2, 3, 4, 0], [5, 6, 7, 8, 0]];
await event('draw', { method: 'manual', seed: 0, champion: 0, seating });
const keys = (await event('start_position', { position: 1, seating })).keys;
if (!keys || keys.length !== 2) fail('start_position gave no keys');

// A third connection follows table 1's sheet.
const follower = await connect();
const first = await request(follower, { type: 'tournament_table', tournament: code, position: 1, table: 1, key: keys[0] });
if (first.type !== 'tournament_sheet') fail('tournament_table: ' + JSON.stringify(first));
const sheets = () => follower.got.filter((m) => m.type === 'tournament_sheet');

const link = `?tournament=${code}&position=1&table=1&key=${keys[0]}&lang=fr`;
const size = { width: 360, height: 640 };
const phones = [];
try {
  const north = await launch(size, { touch: true });
  phones.push(north);
  const requested = [];
  north.page.on('request', (r) => requested.push(r.url()));
  const st = (p) => tarotState(p);
  const phone = async (p) => (await st(p)).tournament || {};
  const ready = (p) => p.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  async function waitFor(p, pred, what) {
    for (let i = 0; i < 100; ++i) {
      const t = await phone(p);
      if (pred(t)) return t;
      await p.waitForTimeout(100);
    }
    fail(what + ': ' + JSON.stringify(await phone(p)).slice(0, 600));
  }
  // Scrolls the panel (a finger's swipe) until the target is fully in view, then taps it.
  async function scrollTo(p, id) {
    let s = await st(p);
    for (let k = 0; k < 24 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
      const up = k >= 12;
      await p.mouse.move(size.width / 2, size.height / 2);
      await p.mouse.wheel(0, up ? -250 : 250);
      await p.waitForTimeout(120);
      s = await st(p);
    }
    return s;
  }
  const tap = async (p, id) => clickTarget(p, await scrollTo(p, id), id, { finger: true });
  async function checkLayout(p, step) {
    const s = await st(p);
    for (const t of s.targets) {
      if (t.partial) continue;
      if (t.h < 43.5) fail(`${step}: ${t.id} is ${t.h} px high`);
      if (t.x < -0.5 || t.x + t.w > size.width + 0.5) fail(`${step}: ${t.id} runs off the display`);
    }
    const cut = s.texts.filter((x) => x.clipped);
    if (cut.length) fail(`${step}: clipped text ${JSON.stringify(cut.slice(0, 3))}`);
  }
  async function enterDeal(p, taker, contract, bouts, plusFive) {
    await tap(p, 'phone:taker');
    await tap(p, 'phone:taker:' + taker);
    await tap(p, 'phone:contract:' + contract);
    await tap(p, 'phone:bouts:' + bouts);
    for (let i = 0; i < plusFive; ++i) await tap(p, 'phone:pts:3');
    const s = await scrollTo(p, 'phone:send');
    await p.screenshot({ path: path.join(outDir, `entry-${taker}-${contract}.png`) });
    if (!s.texts.some((x) => /^Le score$/.test(x.text))) fail('the score is not shown before sending');
    await tap(p, 'phone:send');
  }

  // North opens the link on the game page's address: sent on to the console's page before tarot.wasm is fetched.
  await north.page.goto(server.url + link);
  await north.page.waitForURL(/console\.html\?tournament=/, { timeout: 30000 });
  await ready(north.page);
  if (requested.some((u) => /\/tarot\.wasm$/.test(u))) fail('the game page fetched tarot.wasm before going to the console');
  let s = await st(north.page);
  if (s.screen !== 'tournament' || !s.tournament.phone) fail('the link did not open the table\'s phone: ' + s.screen);
  let t = await waitFor(north.page, (x) => x.known && x.connected, 'the sheet did not arrive');
  if (t.keeper !== 'N' || t.deal_to_enter !== 1) fail('keeper or deal: ' + JSON.stringify(t));
  if (!s.texts.some((x) => /Anne/.test(x.text))) {
    s = await st(north.page);
    if (!s.texts.some((x) => /Anne/.test(x.text))) fail('the seats\' names are not on screen');
  }
  await north.page.screenshot({ path: path.join(outDir, 'north-open.png') });
  await tap(north.page, 'phone:seat:0');
  await waitFor(north.page, (x) => x.seat === 'N', 'North was not chosen');
  await checkLayout(north.page, 'north entry form');
  // Deal 1: Bruno takes a garde with 2 bouts and 56 points.
  await enterDeal(north.page, 1, 1, 2, 3);
  t = await waitFor(north.page, (x) => x.deals[0].entered && x.pending === 0, 'deal 1 was not sent');
  const id1 = t.deals[0].entry_id;
  // Sent, not confirmed: deal 1 waits for its confirmation, the form is deal 2's.
  if (t.deal_to_enter !== 2 || t.deal_to_confirm !== 1) fail('after deal 1 was sent the form should be deal 2\'s: ' + JSON.stringify(t));
  s = await scrollTo(north.page, 'phone:seat:0');  // the deals' list, under the seats
  if (!s.texts.some((x) => /^Donne 1\s:\ssaisie — attend la confirmation$/.test(x.text))) fail('deal 1 does not say it waits for its confirmation: ' + JSON.stringify(s.texts.filter((x) => /Donne/.test(x.text))));
  s = await scrollTo(north.page, 'phone:annulled');  // the form's first line, under its title
  if (!s.texts.some((x) => /^Saisir la donne 2$/.test(x.text))) fail('the form does not say "Saisir la donne 2"');
  await north.page.screenshot({ path: path.join(outDir, 'north-entered.png') });
  // Deal 2 sent before anyone confirmed deal 1: Anne takes a prise with 1 bout and 46 points. Both are kept.
  await enterDeal(north.page, 0, 0, 1, 1);
  t = await waitFor(north.page, (x) => x.deals[1].entered && x.pending === 0, 'deal 2 was not sent');
  const id2 = t.deals[1].entry_id;
  if (t.deals[0].entry_id !== id1 || t.deals[0].confirmed || t.deal_to_enter !== 3 || t.deal_to_confirm !== 1)
    fail('deal 2 sent before deal 1 was confirmed: ' + JSON.stringify(t));
  for (let i = 0; i < 50 && !sheets().some((m) => m.deals[1].entered); ++i) await sleep(100);
  const both = sheets().find((m) => m.deals[1].entered);
  if (!both || !both.deals[0].entered || both.deals[0].entry_id !== id1 || both.deals[1].entry_id !== id2 ||
      both.deals[0].entry.taker !== 1 || both.deals[0].entry.contract !== 'garde' || both.deals[1].entry.taker !== 0)
    fail('the server does not hold deals 1 and 2 as sent: ' + JSON.stringify(both).slice(0, 800));
  s = await scrollTo(north.page, 'phone:correct:1');  // deal 1's correction button, deal 2's line under it
  if (!s.texts.some((x) => /^Donne 2\s:\ssaisie — attend la confirmation$/.test(x.text))) fail('deal 2 does not say it waits for its confirmation: ' + JSON.stringify(s.texts.map((x) => x.text).slice(0, 30)));
  await north.page.screenshot({ path: path.join(outDir, 'north-two-sent.png') });

  // South's phone: the same link, "I am South", confirms what it sees.
  const south = await launch(size, { touch: true });
  phones.push(south);
  await south.page.goto(server.url + 'console.html' + link);
  await ready(south.page);
  await waitFor(south.page, (x) => x.known && x.deals[0].entered, 'South does not see deal 1');
  await tap(south.page, 'phone:seat:1');
  await waitFor(south.page, (x) => x.seat === 'S', 'South was not chosen');
  await checkLayout(south.page, 'south confirm');
  await south.page.screenshot({ path: path.join(outDir, 'south-before-confirm.png') });
  await tap(south.page, 'phone:confirm');
  await waitFor(south.page, (x) => x.deals[0].confirmed && x.pending === 0, 'South\'s confirmation did not go through');
  await south.page.screenshot({ path: path.join(outDir, 'south-confirmed.png') });
  for (let i = 0; i < 50 && !sheets().some((m) => m.deals[0].confirmed); ++i) await sleep(100);
  const seen = sheets().find((m) => m.deals[0].confirmed);
  if (!seen || seen.deals[0].confirmed_by !== 'S' || seen.deals[0].entry_id !== id1)
    fail('the following connection did not see deal 1 confirmed by S: ' + JSON.stringify(seen));
  await waitFor(north.page, (x) => x.deals[0].confirmed && x.deal_to_enter === 3 && x.deal_to_confirm === 2,
                'North does not see deal 1 confirmed');
  if (seen.deals[1].entry_id !== id2 || seen.deals[1].confirmed) fail('deal 2 changed when deal 1 was confirmed: ' + JSON.stringify(seen.deals[1]));

  // North offline: deal 3 kept on the phone, the page reloaded offline, then back online: sent once.
  for (let i = 0; i < 100; ++i) {
    if (await north.page.evaluate(() => !!(navigator.serviceWorker && navigator.serviceWorker.controller))) break;
    if (i === 99) fail('the offline cache does not control the page');
    await sleep(100);
  }
  await north.context.setOffline(true);
  await enterDeal(north.page, 2, 0, 1, 1);
  await waitFor(north.page, (x) => x.deals[2].entry_id !== '', 'deal 3 was not taken');
  await north.page.reload();
  await ready(north.page);
  t = await waitFor(north.page, (x) => x.known, 'the sheet is not shown after the reload offline');
  if (t.pending !== 1 || !t.deals[2].pending || t.connected)
    fail('after the reload offline deal 3 should wait on the phone: ' + JSON.stringify(t));
  const id3 = t.deals[2].entry_id;
  s = await st(north.page);
  if (!s.texts.some((x) => /Pas encore envoyé/.test(x.text))) fail('"not sent yet" is not on screen');
  await north.page.screenshot({ path: path.join(outDir, 'north-offline-reloaded.png') });
  if (sheets().some((m) => m.deals[2].entered)) fail('deal 3 reached the server while offline');
  await north.context.setOffline(false);
  t = await waitFor(north.page, (x) => x.pending === 0 && x.deals[2].entered && x.connected, 'deal 3 was not sent when back online');
  if (t.deals[2].entry_id !== id3) fail('deal 3 arrived with another entry id');
  await north.page.screenshot({ path: path.join(outDir, 'north-back-online.png') });
  for (let i = 0; i < 30 && !sheets().some((m) => m.deals[2].entered); ++i) await sleep(100);
  let applied = 0, before = false;
  for (const m of sheets()) {
    const now = m.deals[2].entered;
    if (now && !before) ++applied;
    if (now && m.deals[2].entry_id !== id3) fail('deal 3 holds another entry: ' + JSON.stringify(m.deals[2]));
    before = now;
  }
  if (applied !== 1) fail(`the server applied deal 3 ${applied} times`);

  // The keeper's phone handed round: East confirms deals 2 and 3 on it, each the first waiting.
  const confirmedOnServer = async (k, what) => {
    let m = null;
    for (let i = 0; i < 50 && !(m = sheets().find((x) => x.deals[k - 1].confirmed)); ++i) await sleep(100);
    if (!m) fail(what + ': the server does not have deal ' + k + ' confirmed');
    return m.deals[k - 1];
  };
  await tap(north.page, 'phone:confirm_as:E');
  await waitFor(north.page, (x) => x.deals[1].confirmed && x.pending === 0 && x.deal_to_confirm === 3, 'East\'s confirmation of deal 2 on the keeper\'s phone');
  const deal2 = await confirmedOnServer(2, 'East on North\'s phone');
  if (deal2.confirmed_by !== 'E' || deal2.entry_id !== id2) fail('deal 2 not confirmed by E as sent: ' + JSON.stringify(deal2));
  await tap(north.page, 'phone:confirm_as:E');
  await waitFor(north.page, (x) => x.deals[2].confirmed && x.pending === 0 && x.deal_to_enter === 4, 'East\'s confirmation of deal 3');
  // Deal 4 annulled: its box ticked, the score says so, sent, and West confirms it on the same phone.
  await tap(north.page, 'phone:annulled');
  s = await scrollTo(north.page, 'phone:send');
  if (!s.texts.some((x) => /^Le score$/.test(x.text))) fail('an annulled deal shows no score before sending');
  await tap(north.page, 'phone:send');
  await waitFor(north.page, (x) => x.deals[3].entered && x.pending === 0, 'the annulled deal was not sent');
  await tap(north.page, 'phone:confirm_as:W');
  await waitFor(north.page, (x) => x.deals[3].confirmed && x.pending === 0, 'West\'s confirmation of the annulled deal');
  // Deal 4 completes the sheet: it goes into the tournament, locked, holding the four deals as they were sent —
  // deal 1 Bruno's garde, deal 2 Anne's prise (sent before deal 1 was confirmed), deal 3 Chloé's prise, deal 4 annulled.
  let locked = null;
  for (let i = 0; i < 50 && !(locked = sheets().find((m) => m.locked)); ++i) await sleep(100);
  if (!locked) fail('the sheet did not go into the tournament after deal 4');
  const kept = locked.deals.map((d) => d.entry.annulled ? 'annulled' : `${d.entry.taker}:${d.entry.contract}`).join();
  if (kept !== '1:garde,0:prise,2:prise,annulled') fail('the sheet in the tournament holds ' + kept);
  await north.page.screenshot({ path: path.join(outDir, 'north-annulled-confirmed.png') });

  // A table of 5: a second tournament with tables of 5, five players at table 1.
  const created5 = await request(director, { type: 'tournament_create', name: 'Table à cinq', settings: {
    formula: 'individual', positions: 1, deals_per_position: 2, movements: [], sessions: [{ first_position: 1, coefficient: 100 }],
    carre_final: false, finalists: 16, final_first_position: 2, ranking_by: 'total_points', ties: 'shared', tables_of_5: true } });
  if (created5.type !== 'tournament_created') fail('the tournament with tables of 5: ' + JSON.stringify(created5));
  const event5 = async (kind, data) => {
    const r = await request(director, { type: 'tournament_event', tournament: created5.tournament, key: created5.director_key, event: { kind, data } });
    if (r.type !== 'tournament_accepted') fail(kind + ' (tables of 5): ' + JSON.stringify(r));
    return r;
  };
  for (const name of names.slice(0, 5)) await event5('register', { name, licence: '', club: '', team: '' });
  const seating5 = [[1, 2, 3, 4, 5]];
  await event5('draw', { method: 'manual', seed: 0, champion: 0, seating: seating5 });
  const key5 = (await event5('start_position', { position: 1, seating: seating5 })).keys[0];
  await south.page.goto(server.url + `console.html?tournament=${created5.tournament}&position=1&table=1&key=${key5}&lang=fr`);
  await ready(south.page);
  await waitFor(south.page, (x) => x.known && x.connected, 'the table of 5\'s sheet did not arrive');
  s = await st(south.page);
  if (!s.texts.some((x) => /Emma/.test(x.text))) fail('the Fifth\'s name is not on the table of 5\'s phone');
  await tap(south.page, 'phone:seat:0');
  await waitFor(south.page, (x) => x.seat === 'N', 'North was not chosen at the table of 5');
  await checkLayout(south.page, 'table of 5 entry form');
  // Chloé (E) takes a garde and calls Emma (the Fifth); 2 bouts, 51 points.
  await tap(south.page, 'phone:taker');
  await tap(south.page, 'phone:taker:2');
  await tap(south.page, 'phone:partner');
  await tap(south.page, 'phone:partner:5');
  await tap(south.page, 'phone:contract:1');
  await tap(south.page, 'phone:bouts:2');
  await tap(south.page, 'phone:pts:3');
  await tap(south.page, 'phone:pts:3');
  s = await scrollTo(south.page, 'phone:send');
  if (!s.texts.some((x) => /^Le score$/.test(x.text))) fail('the table of 5\'s score is not shown before sending');
  await south.page.screenshot({ path: path.join(outDir, 'five-entry.png') });
  await tap(south.page, 'phone:send');
  await waitFor(south.page, (x) => x.deals[0].entered && x.pending === 0, 'the table of 5\'s deal was not sent');
  await tap(south.page, 'phone:confirm_as:5');
  await waitFor(south.page, (x) => x.deals[0].confirmed && x.pending === 0 && x.deals[0].confirmed_by === '5', 'the Fifth\'s confirmation');
  const sheet5 = await request(follower, { type: 'tournament_table', tournament: created5.tournament, position: 1, table: 1, key: key5 });
  const deal5 = sheet5.deals && sheet5.deals[0];
  if (!deal5 || !deal5.confirmed || deal5.confirmed_by !== '5' || deal5.entry.taker !== 2 || deal5.entry.partner !== 4 || sheet5.seats.length !== 5)
    fail('the table of 5\'s deal on the server: ' + JSON.stringify(sheet5).slice(0, 800));
  await south.page.screenshot({ path: path.join(outDir, 'five-confirmed.png') });
  // The sockets refused while offline are said in the console; anything else is a fault.
  for (const p of phones) {
    const other = p.problems.filter((x) => !/WebSocket|ERR_INTERNET_DISCONNECTED/.test(x));
    if (other.length) fail('page problems: ' + other.join('; '));
  }
  // The arbitrator's console at 1280x800 publishes its own tournament on this server (the page's origin), starts
  // position 1; the printed feuille de marque carries table 1's link and QR code; a phone opens that link, enters the
  // position's one deal, another confirms it, and the sheet comes back into the console's document.
  const desk = await launch({ width: 1280, height: 800 });
  phones.push(desk);
  const dp = desk.page;
  const dtn = async () => (await st(dp)).tournament || {};
  async function dwait(pred, what) {
    for (let i = 0; i < 150; ++i) {
      const x = await dtn();
      if (pred(x)) return x;
      await dp.waitForTimeout(100);
    }
    fail('console: ' + what + ': ' + JSON.stringify(await dtn()).slice(0, 600));
  }
  async function dpress(id) {
    let s2 = await st(dp);
    for (let k = 0; k < 30 && !s2.targets.some((x) => x.id === id && !x.partial); ++k) {
      await dp.mouse.move(640, 400);
      await dp.mouse.wheel(0, k >= 15 ? -300 : 300);
      await dp.waitForTimeout(120);
      s2 = await st(dp);
    }
    return clickTarget(dp, s2, id);
  }
  // `keys` false: the text inserted as a paste sends it, a line at a time with Enter between them (one event a line
  // rather than two a key: at 1280x800 under software WebGL each key waits for a slow frame).
  async function dtype(id, text, { keys = true } = {}) {
    for (let attempt = 0; attempt < 3; ++attempt) {
      await dpress(id);
      let typing = false;
      for (let i = 0; i < 40 && !(typing = (await st(dp)).typing); ++i) await dp.waitForTimeout(50);
      if (typing) break;
    }
    await dp.keyboard.down('Control');
    await dp.keyboard.press('a');
    await dp.keyboard.up('Control');
    await dp.keyboard.press('Backspace');
    if (keys) {
      await dp.keyboard.type(text, { delay: 10 });
    } else {
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; ++i) {
        if (i) await dp.keyboard.press('Enter');
        await dp.keyboard.insertText(lines[i]);
      }
    }
    await dp.waitForTimeout(150);
  }
  await dp.goto(server.url + 'console.html?lang=fr');
  await ready(dp);
  // Accented letters typed among plain keys stay in their place (the name); the players' list goes in as a paste.
  const tname = 'Open Zoë-Noël';
  await dtype('tn:name', tname);
  for (let i = 0; i < 4; ++i) await dpress('tn:deals:minus');
  await dpress('tn:create');
  let c = await dwait((x) => x.open && x.deals === 1, 'the tournament with one deal a position was not created');
  if (c.name !== tname) fail(`the tournament's name typed "${tname}" reads "${c.name}"`);
  await dtype('tn:list', names.join('\n'), { keys: false });
  await dpress('tn:register_list');
  await dwait((x) => x.players === 8, 'the list was not registered');
  await dpress('tn:draw');
  await dwait((x) => x.drawn, 'the draw was not made');
  await dpress('tn:sec:exports');
  await dpress('tn:publish');
  c = await dwait((x) => x.club.code && x.club.held === x.club.events, 'the tournament was not published');
  if (c.club.server !== server.url + 'console.html') fail('the server is not the page\'s own address: ' + c.club.server);
  const published = c.club.code;
  await dpress('tn:sec:seating');
  await dpress('tn:start_position');
  await dpress('tn:start_confirm');
  c = await dwait((x) => x.positions_started === 1 && x.club.held === x.club.events && x.club.links.length === 2 &&
                  x.club.links[0] !== '', 'position 1 was not started on the server');
  await dp.screenshot({ path: path.join(outDir, 'console-position-links.png') });
  // The printed sheets: each table's link and QR code.
  await dpress('tn:sec:exports');
  const [download] = await Promise.all([dp.waitForEvent('download'), dpress('tn:export:sheets')]);
  const printed = fs.readFileSync(await download.path(), 'utf8');
  fs.writeFileSync(path.join(outDir, 'console-sheets.html'), printed);
  if ((printed.match(/<svg class=qr/g) || []).length !== 2) fail('the printed sheets do not carry 2 QR codes');
  const hrefs = [...printed.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  if (hrefs.length !== 2 || hrefs[0] !== c.club.links[0] || !/[?&]key=[0-9a-f]{32}$/.test(hrefs[0]))
    fail('the printed links: ' + JSON.stringify(hrefs));
  // The printed page in a tab of its own: the console's page stays as it is.
  const printedTab = await desk.context.newPage();
  await printedTab.goto('file://' + path.join(outDir, 'console-sheets.html'));
  await printedTab.screenshot({ path: path.join(outDir, 'console-sheets-printed.png') });
  await printedTab.close();
  // Table 1's phones, on the phones already open: North enters the deal from the printed link, East confirms it.
  const pn = north.page, pe = south.page;
  await pn.goto(hrefs[0] + '&lang=fr');
  await pn.waitForURL(/console\.html\?tournament=/, { timeout: 30000 });
  await ready(pn);
  await waitFor(pn, (x) => x.known && x.connected && x.tournament === published, 'the printed link did not open the table\'s sheet');
  await tap(pn, 'phone:seat:0');
  await waitFor(pn, (x) => x.seat === 'N', 'North was not chosen on the printed link');
  await enterDeal(pn, 2, 1, 2, 3);
  await waitFor(pn, (x) => x.deals[0].entered && x.pending === 0, 'the deal was not sent from the printed link');
  await pe.goto(hrefs[0].replace('/?', '/console.html?') + '&lang=fr');
  await ready(pe);
  await waitFor(pe, (x) => x.known && x.deals[0].entered && x.tournament === published, 'East does not see the deal');
  await tap(pe, 'phone:seat:2');
  await waitFor(pe, (x) => x.seat === 'E', 'East was not chosen');
  await tap(pe, 'phone:confirm');
  await waitFor(pe, (x) => x.deals[0].confirmed && x.pending === 0, 'East\'s confirmation did not go through');
  // The sheet comes back into the console's document.
  await dpress('tn:sec:sheets');
  c = await dwait((x) => x.sheets[0] === true && x.club.held === x.club.events, 'table 1\'s sheet did not reach the console');
  if (c.club.code !== published || c.sheets[1]) fail('the console\'s sheets: ' + JSON.stringify(c.sheets));
  const ranked = c.ranking.map((x) => x.name).sort().join(',');
  if (ranked !== [...names].sort().join(',')) fail('the players\' names typed in the console read ' + ranked);
  await dp.screenshot({ path: path.join(outDir, 'console-sheet-back.png') });
  console.log(`table_phone: ok in ${((Date.now() - started) / 1000).toFixed(1)} s (deal 1 ${id1}, deal 2 ${id2}, deal 3 ${id3})`);
} finally {
  for (const p of phones) await p.close();
  director.ws.close();
  follower.ws.close();
  server.stop();
}
