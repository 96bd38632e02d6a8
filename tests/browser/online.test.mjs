// End-to-end online table: tarot-server on loopback serves the page; Ana (desktop) creates a 4-player table (she
// kept the form's default name, so she is asked for hers first: "You" is never sent), Bob (a 360×640 phone) opens
// the link read from the QR code on Ana's screen and sees Ana's name, Cleo (390×844) opens it, finds the name field
// empty (not "Vous") and types her name; Ana starts (a bot takes the fourth seat) and the three play a whole deal
// by clicking. The three scoresheets must agree, and every WebSocket frame each page received is scanned for a card
// of another person's hand that was not yet public.
import path from 'node:path';
import fs from 'node:fs';
import { launch, fail, clickTarget, tarotState, typeInto } from './harness.mjs';
import { startServer, readQr, playStep, scanFrames, wireCard } from './online_helpers.mjs';

const dist = path.resolve(process.argv[2]);
const outDir = process.argv[3] || '.';
const serverBin = process.env.TAROT_SERVER;
if (!serverBin || !fs.existsSync(serverBin)) fail('tarot-server not found: TAROT_SERVER names the built program');

const server = await startServer(serverBin, dist, outDir);
const people = [];
try {
  const ana = await launch({ width: 1280, height: 800 });
  people.push({ name: 'Ana', b: ana, frames: [] });
  for (const p of people) p.b.page.on('websocket', (ws) => ws.on('framereceived', (f) => p.frames.push(f.payload)));
  await ana.page.goto(server.url + '?lang=en&players=4&deals=1&bots=standard,standard,standard');
  await ana.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let s = await tarotState(ana.page);
  if (s.form_name !== 'You') fail('the form\'s default name should be "You": ' + s.form_name);
  s = await clickTarget(ana.page, s, 'online:create');
  // The default name is not sent: the page asks for a name, and creates nothing until then.
  for (let i = 0; i < 30 && !(s.online && s.online.page === 'naming'); ++i) { await ana.page.waitForTimeout(100); s = await tarotState(ana.page); }
  if (!s.online || s.online.page !== 'naming') fail('no name asked before creating the table: ' + JSON.stringify(s.online));
  if (s.online.table || s.online.name !== '') fail('a table or a name before one was chosen: ' + JSON.stringify(s.online));
  const createNamed = (x) => x.targets.find((t) => t.id === 'online:create_named');
  for (let i = 0; i < 30 && !createNamed(s); ++i) { await ana.page.waitForTimeout(100); s = await tarotState(ana.page); }
  if (!createNamed(s) || createNamed(s).enabled) fail('"Create the table" is missing or offered without a name');
  await ana.page.screenshot({ path: path.join(outDir, 'online-naming-ana.png') });
  s = await typeInto(ana.page, s, 'online:name', 'Ana');
  for (let i = 0; i < 30 && s.online.name !== 'Ana'; ++i) { await ana.page.waitForTimeout(100); s = await tarotState(ana.page); }
  if (s.online.name !== 'Ana') fail('the name typed reads ' + s.online.name);
  s = await clickTarget(ana.page, s, 'online:create_named');
  for (let i = 0; i < 100 && !(s.online && s.online.table && s.online.person === 0); ++i) {
    await ana.page.waitForTimeout(100);
    s = await tarotState(ana.page);
  }
  if (!s.online || !s.online.table) fail('no table created: ' + JSON.stringify(s.online));
  const code = s.online.table;
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(code)) fail('bad table code ' + code);
  await ana.page.waitForTimeout(300);
  s = await tarotState(ana.page);
  await ana.page.screenshot({ path: path.join(outDir, 'online-room-ana.png') });
  // The link as a phone's camera would read it from Ana's screen.
  const link = await readQr(ana.page, s);
  if (link !== s.online.link) fail(`the QR code reads ${link}, the link is ${s.online.link}`);
  if (!link.includes('?table=' + code)) fail('the link does not name the table: ' + link);

  const bob = await launch({ width: 360, height: 640 });
  const cleo = await launch({ width: 390, height: 844 });
  people.push({ name: 'Bob', b: bob, frames: [] }, { name: 'Cleo', b: cleo, frames: [] });
  for (const p of people.slice(1)) p.b.page.on('websocket', (ws) => ws.on('framereceived', (f) => p.frames.push(f.payload)));
  await bob.page.goto(link + '&lang=en&name=Bob');
  await cleo.page.goto(link + '&lang=fr');
  for (const p of people.slice(1)) {
    await p.b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  }
  // Bob's name came with the link: he is seated at once. Cléo types hers, then takes a seat.
  s = await tarotState(cleo.page);
  if (s.screen !== 'online') fail('the link did not open the invitation: ' + s.screen);
  if (s.online.name !== '') fail(`the invitation's name field is prefilled with "${s.online.name}"`);
  const take = (x) => x.targets.find((t) => t.id === 'online:take');
  for (let i = 0; i < 30 && !take(s); ++i) { await cleo.page.waitForTimeout(100); s = await tarotState(cleo.page); }
  if (!take(s) || take(s).enabled) fail('"Take a seat" is missing or offered before a name is typed');
  s = await typeInto(cleo.page, s, 'online:name', 'Cleo', { clear: true });
  for (let i = 0; i < 30 && s.online.name !== 'Cleo'; ++i) { await cleo.page.waitForTimeout(100); s = await tarotState(cleo.page); }
  if (s.online.name !== 'Cleo') fail('the name typed on the invitation reads ' + s.online.name);
  await cleo.page.screenshot({ path: path.join(outDir, 'online-invitation-cleo.png') });
  await clickTarget(cleo.page, s, 'online:take');
  // Bob's phone shows the creator under the name she chose.
  for (let i = 0; ; ++i) {
    s = await tarotState(bob.page);
    const names = (s.online && s.online.seats || []).map((x) => x.name);
    if (names[0] === 'Ana' && names[1] === 'Bob') break;
    if (names.some((n) => /^(Vous|You)$/i.test(n))) fail('Bob sees a default name: ' + names.join(', '));
    if (i > 100) fail('Bob does not see Ana under her name: ' + JSON.stringify(s.online && s.online.seats));
    await bob.page.waitForTimeout(100);
  }
  if (!s.texts.some((t) => t.text.includes('Ana'))) fail('Ana\'s name is not on Bob\'s screen');
  // Ana sees both seated, then starts: the fourth seat gets a bot.
  for (let i = 0; ; ++i) {
    s = await tarotState(ana.page);
    const names = s.online.seats.map((x) => x.name);
    if (names[1] === 'Bob' && names[2] === 'Cleo') break;
    if (i > 100) fail('Ana does not see Bob and Cléo seated: ' + JSON.stringify(s.online.seats));
    await ana.page.waitForTimeout(100);
  }
  await ana.page.screenshot({ path: path.join(outDir, 'online-room-full.png') });
  s = await clickTarget(ana.page, s, 'online:start');

  // The deal, each page acting when its person is to act.
  const deadline = Date.now() + 360000;
  const shots = new Set();
  for (;;) {
    if (Date.now() > deadline) {
      for (const p of people) {
        const st = await tarotState(p.b.page);
        console.error(p.name, st.screen, st.phase, 'to act', st.human_to_act, 'hand', (st.hand || []).length, 'msg',
          st.message, 'targets', st.targets.map((t) => t.id).join(' '));
        await p.b.page.screenshot({ path: path.join(outDir, `online-timeout-${p.name.toLowerCase()}.png`) });
      }
      fail('the online deal did not finish in time');
    }
    let over = 0;
    for (const p of people) {
      if (p.b.problems.length) fail(p.name + ': ' + p.b.problems.join('\n'));
      const st = await tarotState(p.b.page);
      if (st.screen !== 'online_table') continue;
      if (!p.hand && st.phase === 'bidding' && st.hand) p.hand = st.hand.map(wireCard);
      const key = p.name + '-' + st.phase;
      if (!shots.has(key)) {
        shots.add(key);
        await p.b.page.screenshot({ path: path.join(outDir, `online-${key}.png`.replace('é', 'e')) });
      }
      if (st.phase === 'over') { over++; continue; }
      if (st.message && /^(Refused|Refusé)/.test(st.message)) fail(p.name + ': a click was refused: ' + st.message);
      if (st.human_to_act) await playStep(p.b.page, st, p.name === 'Ana');
    }
    if (over === people.length) break;
    await ana.page.waitForTimeout(60);
  }
  // The shared sheet: the same on every page, zero-sum, with the bot's name in the fourth column.
  let sheet = null;
  for (const p of people) {
    let st = await tarotState(p.b.page);
    for (let i = 0; i < 50 && !st.online.has_sheet; ++i) { await p.b.page.waitForTimeout(100); st = await tarotState(p.b.page); }
    if (!st.online.has_sheet) fail(p.name + ' has no sheet');
    if (sheet === null) sheet = st.online.sheet;
    else if (st.online.sheet !== sheet) fail(`${p.name}'s sheet differs:\n${st.online.sheet}\n${sheet}`);
    const sum = st.deal_scores.reduce((a, x) => a + x, 0);
    if (sum !== 0) fail('scores do not sum to zero: ' + JSON.stringify(st.deal_scores));
    await p.b.page.screenshot({ path: path.join(outDir, `online-end-${p.name.toLowerCase()}.png`) });
  }
  // Every frame each page received: no card of another person's hand before it was played or shown.
  for (const p of people) {
    if (!p.hand || p.hand.length !== 18) fail(p.name + "'s hand was not seen at the start: " + JSON.stringify(p.hand));
  }
  let scanned = 0;
  for (const p of people) {
    const others = new Set(people.filter((o) => o !== p).flatMap((o) => o.hand));
    scanned += scanFrames(p.name, p.frames, others);
  }
  console.log(`ok: three pages and a bot played a deal at table ${code}; sheets agree; ${scanned} frames scanned`);
  console.log('sheet', JSON.stringify(JSON.parse(sheet).rows?.map?.((r) => r.scores) ?? []));
} finally {
  for (const p of people) await p.b.close();
  server.stop();
}
