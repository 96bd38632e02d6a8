// The arbitrator's console, its own page (console.html, the game's program built with the console; "Tournoi" from
// the game page's menu goes there and the game page does not load it; "Fermer" comes back), at 1280x800 and at 390x844 (touch): "Tournoi" from the menu, create a
// tournament, register 12 players (typed one by one, then a pasted list or, on the phone, a club's CSV file chosen
// through the page's file input), draw, start position 1 and show its
// seating (and the room's large screen), reload the page mid-way and find everything there, enter the three tables'
// sheets (one whose totals do not sum to zero is refused with its reason on screen; one entered deal by deal, its
// deal still there after a reload), then the rankings. On the way: the count of players in words ("12 joueurs
// inscrits"), a late arrival's player chosen in a list sheet and its minutes with a stepper, the draw by the
// arbitrator's placing on the phone (where the creation form's steppers and tables of 5 are tapped too), a settings change refused once the position has started, a correction refused without its reason and then
// shown with it in the rankings, and a withdrawal refused the second time in its panel. At every step the controls
// drawn are at least 44 px high and inside the display, and no text is clipped. Then two whole nights at 1280x800
// (tournament_nights.mjs): a libre duo of 12 duos and an individual night of 22 players with tables of 3, checked
// against the rulebook's movement, warnings, rankings, PCN and the ranking's CSV. On the phone (a touch page) the
// club's register first: its CSV imported with its bad lines refused on screen, the club's code and key kept (the key
// not shown again), then the register searched as a name is typed at the night's registration and its entry reused
// with one tap of a finger. Screenshots go to the output folder.
import path from 'node:path';
import fs from 'node:fs';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';
import { runNights } from './tournament_nights.mjs';

const dist = process.argv[2];
const outDir = path.join(process.argv[3] || '.', 'browser-tournament');
fs.mkdirSync(outDir, { recursive: true });
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const tn = async () => (await st()).tournament || {};

async function ready() {
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
}

// Every control in view at least 44 px high and inside the display; no text clipped.
async function checkLayout(step, size) {
  const s = await st();
  for (const t of s.targets) {
    if (t.partial) continue;
    if (t.h < 43.5) fail(`${size} ${step}: ${t.id} is ${t.h} px high`);
    if (t.x < -0.5 || t.x + t.w > size.width + 0.5) fail(`${size.width}x${size.height} ${step}: ${t.id} runs off the display`);
  }
  const cut = s.texts.filter((x) => x.clipped);
  if (cut.length) fail(`${size.width}x${size.height} ${step}: clipped text ${JSON.stringify(cut.slice(0, 3))}`);
  return s;
}

// Scrolls the panel until the target is fully in view, then clicks it.
async function press(id, size) {
  let s = await st();
  for (let k = 0; k < 30 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
    const up = k >= 15;
    await page.mouse.move(size.width / 2, size.height / 2);
    await page.mouse.wheel(0, up ? -300 : 300);
    await page.waitForTimeout(120);
    s = await st();
  }
  return clickTarget(page, s, id);
}

// Presses a control that leaves the page (the page's state cannot be read after the click) and waits for the next.
async function pressToLeave(id, size, url) {
  let s = await st();
  for (let k = 0; k < 30 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
    await page.mouse.move(size.width / 2, size.height / 2);
    await page.mouse.wheel(0, k >= 15 ? -300 : 300);
    await page.waitForTimeout(120);
    s = await st();
  }
  const t = s.targets.find((x) => x.id === id);
  if (!t) fail(`no target ${id} on screen`);
  await Promise.all([page.waitForURL(url, { timeout: 30000 }), page.mouse.click(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2)]);
}

// `keys` false: the text inserted as a paste or a phone's keyboard sends it, a line at a time with Enter between them
// (one event a line rather than two a key: under software WebGL each key waits for a slow frame).
async function typeInto(id, text, size, { keys = true } = {}) {
  // The keys go once the field has the keyboard (a slow frame can hold the click back): pressed again if it has not.
  for (let attempt = 0; attempt < 3; ++attempt) {
    await press(id, size);
    let typing = false;
    for (let i = 0; i < 40 && !(typing = (await st()).typing); ++i) await page.waitForTimeout(50);
    if (typing) break;
  }
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  if (keys) {
    await page.keyboard.type(text, { delay: 15 });
  } else {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; ++i) {
      if (i) await page.keyboard.press('Enter');
      await page.keyboard.insertText(lines[i]);
    }
  }
  await page.waitForTimeout(150);
}

async function waitFor(pred, what) {
  for (let i = 0; i < 40; ++i) {
    const t = await tn();
    if (pred(t)) return t;
    await page.waitForTimeout(100);
  }
  fail(what + ': ' + JSON.stringify(await tn()).slice(0, 400));
}

// A text on screen (scrolling the panel down, then up, until it shows).
async function expectText(re, what) {
  for (let k = 0; k < 30; ++k) {
    const s = await st();
    if (s.texts.some((x) => re.test(x.text))) return;
    await page.mouse.move(page.viewportSize().width / 2, page.viewportSize().height / 2);
    await page.mouse.wheel(0, k >= 15 ? -300 : 300);
    await page.waitForTimeout(120);
  }
  const seen = (await st()).texts.map((x) => x.text).filter((t) => /donne|Étienne|point/i.test(t));
  fail(what + ' is not on screen: ' + re + ' (seen: ' + JSON.stringify(seen).slice(0, 600) + ')');
}

// From the game page's menu ("Tournoi" goes to the console's page, on the same storage), or straight to the
// console's page.
async function openConsole(size, straight = false) {
  if (straight) {
    await page.goto(server.url + 'console.html?lang=fr');
  } else {
    await page.goto(server.url + '?lang=fr');
    await ready();
    // The page's own loads (the service worker's copies for offline use are not the page's).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    if (!loaded.some((n) => /tarot\.wasm$/.test(n)) || loaded.some((n) => /tarot_console/.test(n)))
      fail('the game page should load tarot.wasm and not the console\'s program: ' + loaded.join(' '));
    await pressToLeave('tournament', size, /console\.html\?lang=fr/);
  }
  await ready();
  const s = await st();
  if (s.screen !== 'tournament') fail('the console\'s page did not open on the console: ' + s.screen);
}

// An act one tap cannot take back is asked first: the question on screen, then "Confirmer".
async function confirmAsked(size, what) {
  await waitFor((t) => t.asked !== '', what + ': no question was asked');
  await press('tn:confirm', size);
  await waitFor((t) => t.asked === '', what + ': the question stayed after "Confirmer"');
}

async function handIn(size) {
  await press('tn:hand_in', size);
  await confirmAsked(size, 'handing in a sheet');
}

async function enterTotals(table, totals, size) {
  if ((await tn()).table !== table) await press('tn:table:' + table, size);
  await waitFor((t) => t.table === table, 'table ' + table + ' did not open');
  for (let o = 0; o < 4; ++o) await typeInto('tn:total:' + o, String(totals[o]), size, { keys: false });
  await handIn(size);
  await page.waitForTimeout(200);
}

// The club's register in its own panel, before any tournament: the club's list pasted as CSV, its bad lines refused
// with their numbers and reasons on screen, the good ones kept; the club's code and key entered, the key then shown
// only by its last four characters.
async function fillRegister(size) {
  await press('tn:sec:register', size);
  await waitFor((x) => x.section === 'register', 'the register panel did not open');
  const csv = 'Nom;Licence;Club;Série\nAnne;0451234;TC Lyon;2\nZoé;0451234;;3\nMarc;;;7\nZacharie Petit;0451299;;4';
  await typeInto('tn:reg:csv', csv, size, { keys: false });
  await press('tn:reg:import', size);
  await waitFor((x) => x.register === 2 && x.import_refused === 2, 'the CSV import');
  await expectText(/^Ligne 3\u00a0: cette licence est déjà celle du membre n°\u00a01 \(Anne\)$/, 'the duplicate licence');
  await expectText(/^Ligne 4\u00a0: série 7\u00a0: les séries vont de 1 à 4$/, 'the wrong série');
  await typeInto('tn:club:code', '7qh2m0xkz4n9pb1wc8rt', size, { keys: false });
  await typeInto('tn:club:key', '0123456789ABCDEF0123456789abcdef', size, { keys: false });
  await press('tn:club:save', size);
  await expectText(/^Clé gardée sur cet appareil \(•••• cdef\)$/, 'the club\'s key kept');
  if ((await st()).texts.some((x) => /0123456789/i.test(x.text))) fail('the club\'s key is shown in clear');
  await checkLayout('register panel', size);
  await page.screenshot({ path: path.join(outDir, `register-panel-${size.width}x${size.height}.png`) });
  await press('tn:reg:back', size);
  await waitFor((x) => x.section === 'setup', 'the register panel did not close');
}

// The page's touch screen on or off (the desktop runs and the nights click with a mouse on a screen without touch).
let touchSession = null;
async function touchScreen(on) {
  touchSession = touchSession || await page.context().newCDPSession(page);
  await touchSession.send('Emulation.setTouchEmulationEnabled', { enabled: on, maxTouchPoints: on ? 5 : 1 });
}

// A tap of a finger on a control (scrolled into view first), as a touch screen sends it.
async function tap(id, size) {
  let s = await st();
  for (let k = 0; k < 30 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
    await page.mouse.move(size.width / 2, size.height / 2);
    await page.mouse.wheel(0, k >= 15 ? -300 : 300);
    await page.waitForTimeout(120);
    s = await st();
  }
  let t = s.targets.find((x) => x.id === id);
  // A button just drawn ignores taps for a moment (the double tap's guard): awaited, as clickTarget does.
  for (let i = 0; i < 40 && t && t.armed === false; ++i) {
    await page.waitForTimeout(50);
    t = (await st()).targets.find((x) => x.id === id) || t;
  }
  if (!t) fail(`no target ${id} on screen`);
  const cdp = await page.context().newCDPSession(page);
  const at = [{ x: t.x + Math.min(t.w / 2, 14), y: t.y + t.h / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(150);
}

async function run(size) {
  const tag = `${size.width}x${size.height}`;
  await page.setViewportSize(size);
  // The phone is a touch screen (no new page: the same page, its touch turned on before it loads).
  await touchScreen(size.width < 500);
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await openConsole(size);
  await checkLayout('create', size);
  await page.screenshot({ path: path.join(outDir, `create-${tag}.png`) });
  if (size.width < 500) await fillRegister(size);
  await typeInto('tn:name', 'Open du jeudi', size, { keys: false });
  if (size.width >= 500) {
    // The choices of a tournament played online (shown once "online" is chosen): duplicate deals, bots to make
    // tables of 4, a 10-minute clock; then back to the club's tables for the rest of the night.
    await press('tn:new:online:1', size);
    await expectText(/^Les mêmes à toutes les tables$/, 'the duplicate deals choice');
    await press('tn:new:duplicate:1', size);
    await press('tn:new:short:2', size);
    await press('tn:new:minutes:plus', size);
    await press('tn:new:minutes:plus', size);
    await expectText(/^10 minutes$/, 'the position\'s clock');
    await page.screenshot({ path: path.join(outDir, `create-online-${tag}.png`) });
    await press('tn:new:online:0', size);
  }
  if (size.width < 500) {
    // On the phone: the steppers (3 positions of 6 deals) and tables of 5, in the creation form.
    await press('tn:positions:minus', size);
    await press('tn:deals:plus', size);
    await press('tn:five', size);
  }
  await press('tn:create', size);
  let t = await waitFor((x) => x.open, 'the tournament was not created');
  if (t.name !== 'Open du jeudi') fail('name: ' + t.name);
  const form = size.width < 500 ? [3, 6, true] : [4, 5, false];
  if (t.positions !== form[0] || t.deals !== form[1] || t.tables_of_5 !== form[2])
    fail('the form\'s settings: ' + JSON.stringify([t.positions, t.deals, t.tables_of_5]));
  // Two typed (Enter, then the button), ten pasted one a line. On the phone the first is found in the club's register
  // as it is typed ("ann", no capital; Zacharie Petit not listed) and one tap of a finger reuses its entry: its name,
  // licence and club, linked to it.
  if (size.width < 500) {
    await typeInto('tn:player', 'ann', size);
    await expectText(/^Anne · 0451234 · TC Lyon · série 2$/, 'the register\'s entry under the field');
    if ((await st()).targets.some((x) => x.id === 'tn:found:1')) fail('Zacharie Petit found for "ann"');
    await page.screenshot({ path: path.join(outDir, `register-search-${tag}.png`) });
    // A tap a slow frame missed is made again while the entry is still offered and nobody is registered.
    for (let k = 0; k < 3; ++k) {
      await tap('tn:found:0', size);
      let now = await tn();
      for (let i = 0; i < 30 && now.players === 0; ++i) { await page.waitForTimeout(100); now = await tn(); }
      if (now.players > 0 || !(await st()).targets.some((x) => x.id === 'tn:found:0')) break;
    }
    await waitFor((x) => x.players === 1 && x.members[0] === 1, 'the register\'s entry was not registered');
  } else {
    await typeInto('tn:player', 'Anne', size);
    await page.keyboard.press('Enter');
    await waitFor((x) => x.players === 1, 'Enter did not register the name');
  }
  await typeInto('tn:player', 'Bruno', size);
  await press('tn:register', size);
  await waitFor((x) => x.players === 2, 'the button did not register the name');
  const ten = ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa'];
  if (size.width < 500) {
    // On the phone the club's CSV file is chosen through the page's file input.
    const csv = 'Nom;Licence;Club\r\n' + ten.map((n, i) => `${n};${1000 + i};Tarot Club`).join('\r\n') + '\r\n';
    let s = await st();
    for (let k = 0; k < 30 && !s.targets.some((x) => x.id === 'tn:import_csv' && !x.partial); ++k) {
      await page.mouse.move(size.width / 2, size.height / 2);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(120);
      s = await st();
    }
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickTarget(page, s, 'tn:import_csv')]);
    await chooser.setFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  } else {
    await typeInto('tn:list', ten.join('\n'), size, { keys: false });
    await press('tn:register_list', size);
  }
  await waitFor((x) => x.players === 12, 'the pasted list did not register ten players');
  await expectText(/^12 joueurs inscrits$/, 'the count of players');
  // A late arrival: the player from the list sheet (its rows over the screen), 5 minutes stepped to 7, recorded
  // and noted by the name.
  await press('tn:desk:player', size);
  await press('tn:desk:player:1', size);
  await expectText(/^2\. Bruno$/, 'the player chosen in the list sheet');
  await press('tn:desk:player', size);
  await press('tn:desk:player:0', size);
  await press('tn:desk:minutes:plus', size);
  await press('tn:desk:minutes:plus', size);
  await expectText(/^7 minutes$/, 'the late arrival\'s minutes');
  await press('tn:desk:late', size);
  await expectText(/Anne \(retard de 7 min\)/, 'the late arrival\'s note');
  await checkLayout('register', size);
  await page.screenshot({ path: path.join(outDir, `register-${tag}.png`) });
  if (size.width < 500) {
    // On the phone the arbitrator places the players by their numbers (table 1 N, S, E, W, then table 2 ...).
    await typeInto('tn:order', '1 2 3 4 5 6 7 8 9 10 11', size, { keys: false });
    await press('tn:place', size);
    await expectText(/Le joueur 12 est placé 0 fois/, 'the placing\'s refusal');
    await typeInto('tn:order', '1 2 3 4 5 6 7 8 9 10 11 12', size, { keys: false });
    await press('tn:place', size);
  } else {
    await press('tn:draw', size);
  }
  await waitFor((x) => x.drawn && x.section === 'seating', 'the draw did not happen');
  await press('tn:start_position', size);
  // Starting asks first: the warnings of the seating (none for the movement's first position), then the confirmation.
  await waitFor((x) => x.confirm_start && x.positions_started === 0, 'starting position 1 did not ask first');
  await page.screenshot({ path: path.join(outDir, `start-confirm-${tag}.png`) });
  await press('tn:start_confirm', size);
  await waitFor((x) => x.positions_started === 1, 'position 1 did not start');
  await checkLayout('seating', size);
  await page.screenshot({ path: path.join(outDir, `seating-${tag}.png`) });
  await press('tn:room', size);
  await waitFor((x) => x.section === 'room', 'the room screen did not open');
  await checkLayout('room', size);
  await page.screenshot({ path: path.join(outDir, `room-${tag}.png`) });
  await press('tn:room_close', size);
  // The deals per position cannot change once position 1 has started: refused with the reason in the panel.
  await press('tn:sec:setup', size);
  await press('tn:set:deals:plus', size);
  await press('tn:set:save', size);
  await expectText(/ne peut plus changer/, 'the settings change\'s refusal');
  await checkLayout('settings', size);
  await page.screenshot({ path: path.join(outDir, `settings-${tag}.png`) });

  // A reload mid-way: the tournament, its players and its position are still there.
  await openConsole(size);
  t = await waitFor((x) => x.open, 'the tournament did not come back after a reload');
  if (t.players !== 12 || t.positions_started !== 1 || t.name !== 'Open du jeudi') fail('after a reload: ' + JSON.stringify(t));
  await press('tn:sec:sheets', size);
  await enterTotals(1, [120, -40, -50, -30], size);
  await waitFor((x) => x.sheets[0] === true, 'table 1 was not handed in');
  await enterTotals(2, [100, -50, -30, 0], size);
  t = await tn();
  if (t.sheets[1]) fail('a sheet summing to 20 was accepted');
  if (!/pas zéro/.test(t.error) || !/20/.test(t.error)) fail('the refusal does not say why: ' + t.error);
  const shown = (await st()).texts.some((x) => /pas zéro/.test(x.text));
  if (!shown) fail('the refusal is not on screen');
  await checkLayout('refused', size);
  await page.screenshot({ path: path.join(outDir, `refused-${tag}.png`) });
  await typeInto('tn:total:3', '-20', size);
  await handIn(size);
  await waitFor((x) => x.sheets[1] === true, 'table 2 was not handed in once corrected');
  // Table 3 deal by deal: a garde with no bout and 41 points (down), then a reload keeps the deal entered.
  await press('tn:table:3', size);
  await waitFor((x) => x.table === 3, 'table 3 did not open');
  await press('tn:mode:deals', size);
  await press('tn:deal:contract:1', size);
  await press('tn:deal:add', size);
  await waitFor((x) => x.draft_deals === 1, 'the deal was not added');
  await checkLayout('deal', size);
  await page.screenshot({ path: path.join(outDir, `deal-${tag}.png`) });
  await openConsole(size, true);
  await press('tn:sec:sheets', size);
  await press('tn:table:3', size);
  t = await waitFor((x) => x.table === 3, 'table 3 did not open after a reload');
  if (t.draft_deals !== 1 || !t.by_deal) fail('the deal entered did not survive the reload: ' + JSON.stringify(t));
  await press('tn:hand_in', size);
  // The question says what is missing: 1 deal of the position's, 4 missing.
  t = await waitFor((x) => x.asked !== '', 'handing in a short sheet asked nothing');
  if (!/1 donne sur/.test(t.asked) || !/Il manque/.test(t.asked)) fail('the question does not say the deals missing: ' + t.asked);
  await press('tn:confirm', size);
  await waitFor((x) => x.sheets[2] === true, 'table 3 was not handed in');

  // Table 1 corrected: refused without a reason, then kept with it.
  await enterTotals(1, [120, -40, -50, -30], size);
  await expectText(/une correction doit dire son motif/, 'the correction\'s refusal');
  await typeInto('tn:correction', 'Report vérifié', size, { keys: false });
  await handIn(size);
  await waitFor((x) => x.table === 0, 'the correction was not kept');

  await press('tn:sec:rankings', size);
  t = await waitFor((x) => x.section === 'rankings', 'the rankings did not open');
  await expectText(/Position 1, table 1.*Report vérifié/, 'the correction in the ranking');
  if (t.ranking.length !== 12) fail('the ranking has ' + t.ranking.length + ' lines');
  // Anne's 7 minutes late cost her 200 points (article 26: 100 per 5 minutes begun).
  const anne = t.ranking.find((l) => l.name === 'Anne');
  const top = Math.max(...t.ranking.map((l) => l.points + (l.name === 'Anne' ? 200 : 0)));
  if (top !== 120 || t.ranking.some((l, i) => i && l.points > t.ranking[i - 1].points))
    fail('ranking order: ' + JSON.stringify(t.ranking));
  const sum = t.ranking.reduce((a, l) => a + l.points, 0);
  if (sum !== -200 || !anne) fail('the ranking sums to ' + sum + ', not -200 (the late arrival)');
  await checkLayout('rankings', size);
  await page.screenshot({ path: path.join(outDir, `rankings-${tag}.png`) });
  // A withdrawal after position 1, then the same one refused inside its panel.
  await press('tn:sec:setup', size);
  await press('tn:desk:withdraw', size);
  t = await waitFor((x) => x.asked !== '', 'a withdrawal asked nothing');
  if (!/abandonne après la position 1/.test(t.asked) || !/position 2/.test(t.asked)) fail('the withdrawal\'s question: ' + t.asked);
  await page.screenshot({ path: path.join(outDir, `withdraw-asked-${tag}.png`) });
  await confirmAsked(size, 'the withdrawal');
  await expectText(/abandon après la position 1/, 'the withdrawal\'s note');
  await press('tn:desk:withdraw', size);
  await expectText(/Le joueur 1 a déjà abandonné/, 'the withdrawal\'s refusal');
  if ((await tn()).asked_possible) fail('a second withdrawal of the same player could be confirmed');
  await press('tn:cancel', size);
  await checkLayout('desk', size);
  await page.screenshot({ path: path.join(outDir, `desk-${tag}.png`) });
  // Closing the console goes back to the game page's menu.
  await pressToLeave('tn:close', size, (u) => !/console\.html/.test(u.pathname));
  await ready();
  const back = await st();
  if (back.screen !== 'new_game') fail('closing the console did not lead to the game\'s menu: ' + back.screen);
}

try {
  // TOURNAMENT_NIGHTS_ONLY=1: the two whole nights alone (while working on them).
  if (!process.env.TOURNAMENT_NIGHTS_ONLY) {
    await run({ width: 1280, height: 800 });
    await run({ width: 390, height: 844 });
    await touchScreen(false);
  }
  const size = { width: 1280, height: 800 };
  await page.setViewportSize(size);
  await runNights({ page, server, size, outDir, fail, st, tn, press, typeInto, waitFor, expectText, confirmAsked, openConsole });
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('tournament: OK (1280x800 and 390x844, the duo night and the night of 22), screenshots in ' + outDir);
} finally {
  await b.close();
  server.close();
}
