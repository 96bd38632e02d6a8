// An online tournament position at the server's tables (docs/PROTOCOL.md "Online positions"): node plays the
// director over a WebSocket (18 players at 5 tables, duplicate deals, tables of 3 filled by a bot, 2 deals), three
// players open their links (?tournament=CODE&player=N&key=KEY) on the game page — a desktop clicking, a 360×640
// phone tapping, a 390×844 phone — see "position 1 has not started yet", then play their seats by clicking when the
// director starts the position; the 13 others never come and are played by bots after the grace time. Every
// WebSocket frame each page receives is kept: each hand shown must be one of that person's dealt hands, in the order
// the deals were dealt (no card of a deal not yet dealt to them), and no card of the trick lies over a seat's plate
// ("Joueur 5 · robot"); the duplicate ranking recomputed here from the
// published records (holders grouped by the very cards they held) equals the server's. Screenshots go to the
// output folder.
import path from 'node:path';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { launch, fail, tarotState } from './harness.mjs';
import { startServer, playStep } from './online_helpers.mjs';

// Node 20 has its WebSocket client behind a flag: run again with it.
if (typeof WebSocket === 'undefined') {
  const r = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status === null ? 1 : r.status);
}

const dist = path.resolve(process.argv[2]);
const outDir = path.join(process.argv[3] || '.', 'browser-online-position');
fs.mkdirSync(outDir, { recursive: true });
const serverBin = process.env.TAROT_SERVER;
if (!serverBin || !fs.existsSync(serverBin)) fail('tarot-server not found: TAROT_SERVER names the built program');
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

const server = await startServer(serverBin, dist, outDir, { grace: 3, pace: 12 });

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
  for (let i = 0; i < 200; ++i) {
    const r = c.got.find((m) => m.id === id);
    if (r) return r;
    await sleep(50);
  }
  fail('no answer to ' + JSON.stringify(msg));
}

// The director: 18 players, 3 tables of 4 and 2 tables of 3 (North empty, a bot there).
const director = await connect();
const settings = { formula: 'individual', positions: 1, deals_per_position: 2, movements: ['fft'],
  sessions: [{ first_position: 1, coefficient: 100 }], ranking_by: 'total_points', ties: 'shared',
  carre_final: false, finalists: 16, final_first_position: 6, online: true, duplicate: true, bots: true };
const created = await request(director, { type: 'tournament_create', name: 'Tournoi en ligne', settings });
if (created.type !== 'tournament_created') fail('tournament_create: ' + JSON.stringify(created));
const code = created.tournament, dkey = created.director_key;
const event = async (kind, data) => request(director, { type: 'tournament_event', tournament: code, key: dkey, event: { kind, data } });
const playerKeys = [];
for (let p = 1; p <= 18; ++p) {
  const r = await event('register', { name: 'Joueur ' + p, licence: '', club: '', team: '' });
  if (r.type !== 'tournament_accepted' || r.player !== p || !/^[0-9a-f]{32}$/.test(r.player_key || '')) fail('register: ' + JSON.stringify(r));
  playerKeys.push(r.player_key);
}
const seating = [[1, 2, 3, 4, 0], [5, 6, 7, 8, 0], [9, 10, 11, 12, 0], [0, 13, 14, 15, 0], [0, 16, 17, 18, 0]];
if ((await event('draw', { method: 'manual', seed: 0, champion: 0, seating })).type !== 'tournament_accepted') fail('draw refused');

// Three players open their links before the position starts.
const people = [
  { player: 1, name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { player: 6, name: 'phone', viewport: { width: 360, height: 640 }, touch: true },
  { player: 14, name: 'phone2', viewport: { width: 390, height: 844 }, touch: true },
];
try {
  for (const p of people) {
    p.b = await launch(p.viewport, { touch: p.touch });
    p.frames = [];
    p.b.page.on('websocket', (ws) => ws.on('framereceived', (f) => p.frames.push(f.payload)));
    await p.b.page.goto(`${server.url}?tournament=${code}&player=${p.player}&key=${playerKeys[p.player - 1]}&lang=fr`);
    await p.b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
    if (!p.b.page.url().includes('tournament=')) fail('the player link left the game page: ' + p.b.page.url());
  }
  for (const p of people) {
    let s = await tarotState(p.b.page);
    const words = "la position 1 n'a pas encore commencé";
    const waiting = (x) => x.online && (x.online.status || '').includes(words) && x.texts.some((t) => t.text.includes(words));
    for (let i = 0; i < 50 && !waiting(s); ++i) { await sleep(100); s = await tarotState(p.b.page); }
    if (!waiting(s)) fail(`${p.name}: no "position 1 has not started yet": ${JSON.stringify(s.texts.map((t) => t.text))}`);
    await p.b.page.screenshot({ path: path.join(outDir, `waiting-${p.name}.png`) });
  }
  const records0 = await request(director, { type: 'tournament_records', tournament: code, position: 1 });
  if (records0.type !== 'error' || records0.code !== 'no_tournament') fail('records before the start: ' + JSON.stringify(records0));
  if ((await event('start_position', { position: 1, seating })).type !== 'tournament_accepted') fail('start refused');
  const early = await request(director, { type: 'tournament_records', tournament: code, position: 1 });
  if (early.type !== 'error' || early.code !== 'not_closed') fail('records before the close: ' + JSON.stringify(early));

  // The position, each page acting when its person is to act, until the director may close it.
  const deadline = Date.now() + 420000;
  const shots = new Set(), covered = new Set();
  let closed = false, lastTry = 0;
  while (!closed) {
    if (Date.now() > deadline) {
      for (const p of people) await p.b.page.screenshot({ path: path.join(outDir, `timeout-${p.name}.png`) });
      fail('the position did not end in time');
    }
    for (const p of people) {
      if (p.b.problems.length) fail(p.name + ': ' + p.b.problems.join('\n'));
      const st = await tarotState(p.b.page);
      if (st.screen !== 'online_table') continue;
      const key = p.name + '-' + st.phase;
      if (!shots.has(key)) {
        shots.add(key);
        await p.b.page.screenshot({ path: path.join(outDir, `${key}.png`) });
      }
      // No card of the trick (nor backs) over a seat's plate, longer at an online table ("Joueur 5 · robot").
      for (const c of (st.cards || []).filter((x) => x.kind === 'trick' || x.kind === 'back'))
        for (const t of (st.texts || []).filter((x) => x.role === 'name' || x.role === 'bid'))
          if (Math.min(c.x + c.w, t.x + t.w) - Math.max(c.x, t.x) > 1 && Math.min(c.y + c.h, t.y + t.h) - Math.max(c.y, t.y) > 1)
            covered.add(`${p.name}: a ${c.kind} card over "${t.text}"`);
      if (st.human_to_act) await playStep(p.b.page, st, false, { finger: p.touch });
    }
    if (Date.now() - lastTry > 2000) {
      lastTry = Date.now();
      closed = (await event('close_position', { position: 1 })).type === 'tournament_accepted';
    }
    await sleep(60);
  }
  for (const p of people) await p.b.page.screenshot({ path: path.join(outDir, `end-${p.name}.png`) });
  if (covered.size) fail('cards over the seats\' plates:\n' + [...covered].join('\n'));
  const records = await request(director, { type: 'tournament_records', tournament: code, position: 1 });
  if (records.type !== 'tournament_records' || records.records.length !== 5) fail('records: ' + JSON.stringify(records).slice(0, 300));

  // Every frame to each page: a hand shown is one of the person's dealt hands, the deals in the order dealt.
  let frames = 0;
  for (const p of people) {
    const table = records.records.find((t) => t.players.includes(p.player));
    const person = table.players.indexOf(p.player);
    const dealt = table.deals.map((d) => new Set(d.hands[person]));
    let at = 0;
    for (const text of p.frames) {
      const m = JSON.parse(text);
      ++frames;
      const hand = m.view && m.view.hand;
      if (!hand || !hand.length) continue;
      while (at < dealt.length && !hand.every((c) => dealt[at].has(c))) ++at;
      if (at === dealt.length) fail(`${p.name} was shown cards not dealt to them (or before their deal): ${hand.join(' ')}`);
    }
  }
  // The duplicate ranking from the records alone: holders grouped by the cards they held, deal by deal.
  const groups = new Map();
  for (const t of records.records) {
    t.deals.forEach((d, k) => t.players.forEach((pl, q) => {
      const hand = k + ':' + [...d.hands[q]].sort().join(' ');
      if (!groups.has(hand)) groups.set(hand, []);
      groups.get(hand).push({ pl, score: d.scores[q] });
    }));
  }
  const mp = new Map();
  let sameEverywhere = 0;
  for (const hs of groups.values()) {
    if (hs.length === 5) ++sameEverywhere;
    for (const a of hs) {
      if (!a.pl) continue;
      for (const b of hs) if (a !== b) mp.set(a.pl, (mp.get(a.pl) || 0) + (a.score > b.score ? 2 : a.score === b.score ? 1 : 0));
    }
  }
  if (!sameEverywhere) fail('no hand was held at all five tables: the deals are not duplicated');
  const server_ = records.duplicate_ranking;
  if (!server_ || server_.length !== 18) fail('the server gives no duplicate ranking: ' + JSON.stringify(server_));
  for (const l of server_) {
    if ((mp.get(l.player) || 0) !== l.matchpoints) fail(`player ${l.player}: ${l.matchpoints} matchpoints on the server, ${mp.get(l.player) || 0} recomputed`);
  }
  const gone = new Set(records.records.flatMap((t) => t.bots_for));
  if (!gone.has(2) || gone.has(1)) fail('bots_for should name the players who never came, not those who played: ' + [...gone].join(','));
  console.log(`ok: 5 tables played position 1 (3 pages, 15 players never come, 2 bot seats); ${frames} frames checked; ${sameEverywhere} hands held at all five tables; duplicate ranking agrees`);
} finally {
  for (const p of people) if (p.b) await p.b.close();
  director.ws.close();
  server.stop();
}
