// The live standings against a real tarot-server: Node plays the director (creates a tournament of 8 players, draws,
// starts position 1) and the two tables' phones (North enters each deal, South confirms it) over WebSockets, and
// watches the standings itself. A 1920×1080 page (the room's projector, opened at the game's address, which hands
// the query to console.html) and a 360×640 touch page (a phone, in French) show them: after each confirmed deal the
// table's count of confirmed deals follows, the missing list shrinks as each sheet is in, and the ranking appears
// once the position is complete (pushed as `tournament_standings_update`), equal to the server's whole
// `tournament_standings`. The server is killed mid-position:
// both pages say the connection is lost, then resume the watch on their own once it is back. Position 2's start
// brings its seating; once the director closed both positions, the pages link the night's page on the server's results
// site (served there; its QR code on the projector). The results site of a closed night (results_site.mjs) at two sizes in both languages, from the
// server and as tarot-cli's static folder. host-example.html embeds the standings with the code it is given. An unknown code is said in
// the page's language. Screenshots are kept in the output folder.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { launch, fail, tarotState, swipe, clickTarget } from './harness.mjs';
import { startServer } from './online_helpers.mjs';
import { checkResultsSite } from './results_site.mjs';

// Node 20 has its WebSocket behind a flag: run again with it.
if (typeof WebSocket === 'undefined') {
  const r = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status === null ? 1 : r.status);
}

const dist = path.resolve(process.argv[2]);
const outDir = process.argv[3] || '.';
const serverBin = process.env.TAROT_SERVER;
if (!serverBin || !fs.existsSync(serverBin)) fail('tarot-server not found: TAROT_SERVER names the built program');
const started = Date.now();

// One WebSocket to the server: requests answered by their id; every message kept.
class Conn {
  constructor(url) {
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws');
    this.got = [];
    this.waiting = new Map();
    this.nextId = 1;
    this.ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      this.got.push(m);
      if (m.id && this.waiting.has(m.id)) { this.waiting.get(m.id)(m); this.waiting.delete(m.id); }
    };
    this.opened = new Promise((ok, ko) => { this.ws.onopen = ok; this.ws.onerror = () => ko(new Error('WebSocket error')); });
  }
  async ask(type, fields, { refused = false } = {}) {
    await this.opened;
    const id = this.nextId++;
    const reply = new Promise((ok) => this.waiting.set(id, ok));
    this.ws.send(JSON.stringify({ v: 1, type, id, ...fields }));
    const m = await Promise.race([reply, new Promise((ok) => setTimeout(() => ok(null), 10000))]);
    if (!m) fail(`${type}: no answer`);
    if (!refused && m.type === 'error') fail(`${type} refused: ${m.code} ${m.message}`);
    return m;
  }
  newest(type) { return [...this.got].reverse().find((m) => m.type === type); }
  close() { this.ws.close(); }
}

const names = ['Anne', 'Bruno', 'Chloé', 'Didier', 'Élise', 'Fabrice', 'Gaëlle', 'Hugo'];
const seating1 = [[1, 2, 3, 4, 0], [5, 6, 7, 8, 0]];
const seating2 = [[1, 5, 2, 6, 0], [3, 7, 4, 8, 0]];
// Deal k at table t: the taker and the points vary, so that the ranking has distinct places and a tie or two.
const entry = (t, k) => ({ annulled: false, dealer: (k - 1) % 4, taker: (k + t) % 4, partner: -1, contract: k % 2 ? 'garde' : 'prise',
  bouts: 2, half_points: 2 * (30 + 7 * k + 3 * t), petit_au_bout: null, poignees: [], chelem_announced: false, chelem_by: null });

const server = await startServer(serverBin, dist, outDir);
const pages = [];
try {
  let director = new Conn(server.url);
  const created = await director.ask('tournament_create', { name: 'Soirée du club', settings: {
    formula: 'individual', positions: 2, deals_per_position: 4, movements: [], sessions: [{ first_position: 1, coefficient: 100 }],
    carre_final: false, finalists: 16, final_first_position: 2, ranking_by: 'total_points', ties: 'shared' } });
  const code = created.tournament, key = created.director_key;
  const event = (kind, data) => director.ask('tournament_event', { tournament: code, key, event: { kind, data } });
  for (const n of names) await event('register', { name: n, licence: '', club: '', team: '' });
  await event('draw', { method: 'manual', seed: 0, champion: 0, seating: seating1 });
  const keys = (await event('start_position', { position: 1, seating: seating1 })).keys;
  if (!keys || keys.length !== 2) fail('no table keys: ' + JSON.stringify(keys));
  let watcher = new Conn(server.url);
  await watcher.ask('tournament_watch', { tournament: code });

  const big = await launch({ width: 1920, height: 1080 });
  const phone = await launch({ width: 360, height: 640 }, { touch: true });
  pages.push(big, phone);
  await big.page.goto(`${server.url}?tournament=${code}&view=standings&lang=en`);
  await phone.page.goto(`${server.url}console.html?tournament=${code}&view=standings`);
  for (const p of pages) await p.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000 });
  if (!/console\.html\?tournament=/.test(big.page.url())) fail('the game\'s address did not hand the standings to console.html: ' + big.page.url());

  const view = async (p) => { const s = await tarotState(p.page); return s && s.tournament; };
  // Waits until every page's standings satisfy `test`.
  const until = async (what, test) => {
    for (const p of pages) {
      let v = null;
      for (let i = 0; i < 100; ++i) {
        v = await view(p);
        if (v && v.view === 'standings' && test(v)) break;
        v = null;
        await p.page.waitForTimeout(100);
      }
      if (!v) fail(`${what}: the page shows ${JSON.stringify(await view(p)).slice(0, 1500)}`);
    }
  };
  const shot = async (name) => {
    await big.page.screenshot({ path: path.join(outDir, `standings-${name}-1920.png`) });
    await phone.page.screenshot({ path: path.join(outDir, `standings-${name}-phone.png`) });
  };
  await until('the first standings', (v) => v.status === 'watching' && v.missing.length === 2 && v.seating.length === 2 && !v.ranking_shown);
  let v = await view(big);
  if (v.layout !== 'wide' || v.scale <= 1.2) fail('the projector\'s page is not in large type: ' + v.layout + ' ' + v.scale);
  if (v.seating[0].join(',') !== 'Anne,Bruno,Chloé,Didier,' || v.seating[1].join(',') !== 'Élise,Fabrice,Gaëlle,Hugo,') fail('seating shown: ' + JSON.stringify(v.seating));
  if ((await view(phone)).layout !== 'narrow') fail('the phone\'s page is not in one column');
  await shot('start');

  // The tables' phones: North enters each deal, South confirms it; the pages follow each confirmation.
  const phones = [new Conn(server.url), new Conn(server.url)];
  const table = (t) => ({ tournament: code, position: 1, table: t, key: keys[t - 1] });
  const play = async (t, k) => {
    const id = `t${t}d${k}`;
    await phones[t - 1].ask('tournament_enter', { ...table(t), deal: k, entry_id: id, entry: entry(t, k) });
    await phones[t - 1].ask('tournament_confirm', { ...table(t), deal: k, entry_id: id + 'c', confirms: id, seat: 'S' });
  };
  const confirmedAt = (v, t) => (v.missing.find((m) => m.table === t) || { confirmed: -1 }).confirmed;
  for (let k = 1; k <= 3; ++k) {
    await play(1, k);
    await until(`table 1, deal ${k} confirmed`, (x) => confirmedAt(x, 1) === k && x.missing.length === 2 && !x.ranking_shown);
  }
  await play(1, 4);
  await until('table 1\'s sheet in', (x) => x.missing.length === 1 && x.missing[0].table === 2 && !x.ranking_shown);
  await shot('one-sheet');

  // The server goes down: the pages say so, keep what they show, and resume the watch once it is back.
  await server.kill();
  await until('the connection lost', (x) => x.status === 'lost' && x.missing.length === 1);
  v = await view(big);
  await shot('lost');
  await server.restart();
  await until('the watch resumed', (x) => x.status === 'watching' && x.connections >= 2 && x.missing.length === 1);
  for (const c of [director, watcher, ...phones]) c.close();
  director = new Conn(server.url);
  watcher = new Conn(server.url);
  await watcher.ask('tournament_watch', { tournament: code });
  phones[0] = new Conn(server.url);
  phones[1] = new Conn(server.url);

  // Table 2's phone on the small page too: a swipe scrolls the column.
  for (let k = 1; k <= 3; ++k) {
    await play(2, k);
    await until(`table 2, deal ${k} confirmed`, (x) => confirmedAt(x, 2) === k && !x.ranking_shown);
  }
  await play(2, 4);
  await until('every sheet in, the ranking shown', (x) => x.missing.length === 0 && x.ranking_shown && x.complete && x.cumulated.length === 8);
  // The watcher was pushed updates (what changed); the whole standings answer its watch asked again.
  const pushed = watcher.newest('tournament_standings_update');
  if (!pushed || pushed.missing.length !== 0 || pushed.cumulated.order.length !== 8) fail('the watcher was not pushed the last update: ' + JSON.stringify(pushed));
  const want = await watcher.ask('tournament_watch', { tournament: code });
  if (want.type !== 'tournament_standings' || want.missing.length !== 0) fail('the watcher did not get the complete standings: ' + JSON.stringify(want));
  for (const p of pages) {
    const x = await view(p);
    for (const [mine, theirs] of [[x.cumulated, want.cumulated.lines], [x.position, want.position.lines]]) {
      const a = mine.map((l) => `${l.place}:${l.player}:${l.points}`).join(' ');
      const b = theirs.map((l) => `${l.place}${l.shared ? '=' : ''}:${l.player}:${l.points}`).join(' ');
      if (a !== b) fail(`the page's ranking ${a} is not the server's ${b}`);
    }
    if (x.cumulated[0].name !== names[x.cumulated[0].player - 1]) fail('the ranking names the wrong player: ' + JSON.stringify(x.cumulated[0]));
    // Every update was applied onto what the page held: none refused (a refusal asks the whole standings again).
    if (x.refusals !== 0) fail(`the page refused ${x.refusals} messages: ${x.refused_message}`);
  }
  await shot('complete');
  let small = await view(phone);
  if (small.scroll_max <= 0) fail('the phone\'s column does not scroll: ' + JSON.stringify(small).slice(0, 300));
  await swipe(phone.page, { x: 180, y: 520 }, { x: 180, y: 200 });
  small = await view(phone);
  if (small.scroll_y < 100) fail('a swipe did not scroll the phone\'s column: ' + small.scroll_y);
  await phone.page.screenshot({ path: path.join(outDir, 'standings-complete-phone-scrolled.png') });

  // Position 2 starts: its seating and its missing sheets; the cumulated ranking stays, marked provisional.
  const directorKeyEvent = (kind, data) => director.ask('tournament_event', { tournament: code, key, event: { kind, data } });
  const keys2 = (await directorKeyEvent('start_position', { position: 2, seating: seating2 })).keys;
  await until('position 2\'s seating', (x) => x.started === 2 && x.missing.length === 2 && x.seating_position === 2 &&
    x.seating[0].join(',') === 'Anne,Élise,Bruno,Fabrice,' && x.ranking_shown && !x.complete);
  await shot('position2');

  // Position 1's ranking while position 2 is played: a tap on its button on the phone (a click on the projector)
  // shows it beside the cumulated one, equal to the server's answer to tournament_ranking.
  const asked = await watcher.ask('tournament_ranking', { tournament: code, position: 1 });
  if (asked.type !== 'tournament_position_ranking' || !asked.complete || asked.lines.length !== 8) fail('tournament_ranking answered ' + JSON.stringify(asked));
  const wantPosition1 = asked.lines.map((l) => `${l.place}${l.shared ? '=' : ''}:${l.player}:${l.points}`).join(' ');
  for (let i = 0; i < 3; ++i) await swipe(phone.page, { x: 180, y: 200 }, { x: 180, y: 600 });  // back to the top
  for (const p of pages) {
    const s = await tarotState(p.page);
    await clickTarget(p.page, s, 'standings:pos:0', { finger: p === phone });
  }
  await until('position 1\'s ranking chosen', (x) => x.chosen_position === 1 && x.chosen && x.chosen.length === 8 && x.chosen_complete && x.started === 2);
  for (const p of pages) {
    const x = await view(p);
    const shown = x.chosen.map((l) => `${l.place}:${l.player}:${l.points}`).join(' ');
    if (shown !== wantPosition1) fail(`position 1's ranking shown ${shown} is not the server's ${wantPosition1}`);
    const s = await tarotState(p.page);
    const button = s.targets.find((t) => t.id === 'standings:pos:0');
    if (!button || button.h < 43.5) fail('position 1\'s button is not finger-sized: ' + JSON.stringify(button));
  }
  await shot('position1-chosen');

  // The night closed: both positions' sheets in and closed by the director, the pages link the night's page on the
  // results site of this same server (its QR code on the projector), which serves it.
  const table2 = (t) => ({ tournament: code, position: 2, table: t, key: keys2[t - 1] });
  if (!keys2 || keys2.length !== 2) fail('no table keys for position 2');
  for (let t = 1; t <= 2; ++t)
    for (let k = 1; k <= 4; ++k) {
      const id = `p2t${t}d${k}`;
      await phones[t - 1].ask('tournament_enter', { ...table2(t), deal: k, entry_id: id, entry: entry(t, k) });
      await phones[t - 1].ask('tournament_confirm', { ...table2(t), deal: k, entry_id: id + 'c', confirms: id, seat: 'S' });
    }
  await until('position 2\'s sheets in, no results link yet', (x) => x.started === 2 && x.missing.length === 0 && !x.night_closed && x.results_link === '');
  await directorKeyEvent('close_position', { position: 1 });
  await directorKeyEvent('close_position', { position: 2 });
  await until('the night\'s results linked', (x) => x.night_closed && x.results_link.length > 0);
  for (const p of pages) {
    const x = await view(p);
    const lang = p === big ? 'en' : 'fr';
    const want = `${server.url}results/${lang}/night/${code}.html`;
    if (x.results_link !== want) fail(`the results link is ${x.results_link}, not ${want}`);
    if (x.results_qr !== (p === big)) fail(`the results' QR code ${x.results_qr ? 'shown' : 'not shown'} on the ${p === big ? 'projector' : 'phone'}`);
    const page = await fetch(x.results_link);
    if (page.status !== 200 || !(await page.text()).includes('Soirée du club')) fail(`the results link ${x.results_link} answers ${page.status}`);
  }
  await shot('night-closed');

  // The club's website: host-example.html with the tournament's code embeds the standings beside the game.
  await big.page.goto(`${server.url}host-example.html?tournament=${code}&lang=en`);
  let frame = null;
  for (let i = 0; i < 100 && !frame; ++i) { frame = big.page.frame({ name: 'club-standings' }); if (!frame) await big.page.waitForTimeout(100); }
  if (!frame) fail('host-example.html has no standings iframe');
  await frame.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000 });
  let embedded = null;
  for (let i = 0; i < 50 && !(embedded && embedded.status === 'watching'); ++i) {
    await big.page.waitForTimeout(100);
    const st = await frame.evaluate(() => window.tarot.state());
    embedded = st && st.tournament;
  }
  if (!embedded || embedded.status !== 'watching' || embedded.seating_position !== 2 || embedded.cumulated.length !== 8) {
    fail('the embedded standings show ' + JSON.stringify(embedded).slice(0, 800));
  }
  const gameSrc = await big.page.evaluate(() => document.getElementById('game').src);
  if (/tournament=/.test(gameSrc)) fail('the game\'s iframe was given the tournament: ' + gameSrc);
  await big.page.screenshot({ path: path.join(outDir, 'standings-embed-host.png'), fullPage: true });

  // An unknown tournament, said in the page's language.
  await phone.page.goto(`${server.url}console.html?tournament=7QH2M0XKZ4N9PB1WC8RT&view=standings`);
  await phone.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000 });
  let unknown = null;
  for (let i = 0; i < 50 && !(unknown && unknown.status === 'no_tournament'); ++i) { await phone.page.waitForTimeout(100); unknown = await view(phone); }
  if (!unknown || unknown.status !== 'no_tournament') fail('an unknown code is not said: ' + JSON.stringify(unknown));
  await phone.page.screenshot({ path: path.join(outDir, 'standings-unknown-phone.png') });

  // The public results site (results_site.mjs): a closed night on this server and as tarot-cli's static folder.
  await checkResultsSite(server.url, (type, fields) => director.ask(type, fields), outDir, path.join(outDir, 'src/cli/tarot-cli'));

  for (const p of pages) {
    const real = p.problems.filter((m) => !/WebSocket/.test(m));
    if (real.length) fail('page problems: ' + real.join(' | '));
  }
  for (const c of [director, watcher, ...phones]) c.close();
  console.log(`standings: 8 deals confirmed at 2 tables, both pages followed each one, the ranking equals the server's, a restart resumed, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  for (const p of pages) await p.close();
  server.stop();
}
