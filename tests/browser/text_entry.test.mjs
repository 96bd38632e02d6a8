// Typing a name on a phone (360 × 640, touch): a tap on the name field gives the focus to the page's hidden text
// field (which is what opens a phone's keyboard); text that comes without key presses, as a phone's keyboard or an
// input method sends it (CDP Input.insertText), reaches the game whole, in any script ("Łukasz", "Nguyễn", "Ελένη",
// "Яна"); keys typed on a keyboard arrive once, not twice, and accented letters typed quickly among them in their
// place ("Gaëlle", "Émile", "Zoë-Noël"); a tap elsewhere gives the focus back to the table; and
// the name typed is the one at the table. The form's controls are made for fingers: a bot's level is chosen from a
// list sheet of 44 px rows by tapping, the number of deals and the speed step with − and + (no slider, no dropdown).
import path from 'node:path';
import fs from 'node:fs';
import { serve, fail, clickTarget, tarotState } from './harness.mjs';
import { chromium } from 'playwright-core';

const dist = process.argv[2];
const outDir = path.join(process.argv[3] || '.', 'browser-text-entry');
fs.mkdirSync(outDir, { recursive: true });
const server = await serve(path.resolve(dist));
const userDir = fs.mkdtempSync('/tmp/tarot-chromium-');
const context = await chromium.launchPersistentContext(userDir, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  args: ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu', '--no-first-run'],
});
const page = context.pages()[0] || await context.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
page.on('pageerror', (e) => problems.push('page error: ' + e.message));
const st = () => tarotState(page);
const active = () => page.evaluate(() => document.activeElement && document.activeElement.id);

async function tapTarget(id) {
  let s = await st();
  // Scrolled into view (the form is taller than a phone's screen), with a finger's drag.
  for (let k = 0; k < 8 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(200);
    s = await st();
  }
  const t = s.targets.find((x) => x.id === id);
  if (!t) fail(`no target ${id}: ${s.targets.map((x) => x.id).join(' ')}`);
  if (!t.text) fail(`${id} is not reported as a text field`);
  await page.touchscreen.tap(t.x + t.w / 2, t.y + t.h / 2);
  await page.waitForTimeout(250);
}

// Scrolls the form until `id` is wholly in view, then taps it like a finger once it takes taps; returns the state
// once `until` holds of it (a slow software-rendered frame can take a while), or after 3 s.
async function tapControl(id, until = () => true) {
  let s = await st();
  for (let k = 0; k < 10 && !s.targets.some((x) => x.id === id && !x.partial); ++k) {
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(200);
    s = await st();
  }
  for (let i = 0; i < 30 && !s.targets.some((x) => x.id === id && !x.partial && x.armed); ++i) {
    await page.waitForTimeout(100);
    s = await st();
  }
  const t = s.targets.find((x) => x.id === id && !x.partial);
  if (!t) fail(`no target ${id} in view: ${s.targets.map((x) => x.id).join(' ')}`);
  if (t.h < 43.5 || t.w < 43.5) fail(`${id} is ${t.w.toFixed(0)}x${t.h.toFixed(0)} px, under 44 px for a finger`);
  await page.touchscreen.tap(t.x + t.w / 2, t.y + t.h / 2);
  for (let i = 0; i < 30; ++i) {
    await page.waitForTimeout(100);
    s = await st();
    if (until(s)) break;
  }
  return s;
}

async function clearField() {
  // Select all and delete, as a keyboard would (SDL's key events).
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(150);
}

try {
  await page.goto(server.url + '?lang=fr&players=4');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(500);
  if ((await st()).form_name !== 'Vous') fail('default name: ' + (await st()).form_name);
  await tapTarget('form:name');
  if ((await active()) !== 'textin') fail('a tap on the name field did not focus the text field (keyboard): ' + await active());
  await clearField();
  if ((await st()).form_name !== 'Vous') fail('an emptied name should read as the default');
  // A phone's keyboard: text inserted without key presses, in several scripts (the field holds 31 bytes of UTF-8).
  let s;
  for (const typed of [['Łukasz', ' Nguyễn'], ['Ελένη', ' Яна']]) {
    for (const t of typed) {
      await page.keyboard.insertText(t);
      await page.waitForTimeout(120);
    }
    s = await st();
    if (s.form_name !== typed.join('')) fail(`inserted text arrived as "${s.form_name}", expected "${typed.join('')}"`);
    await clearField();
  }
  // Keys typed on a keyboard: once each.
  await page.keyboard.type('Zoé 42', { delay: 30 });
  await page.waitForTimeout(600);
  s = await st();
  for (let i = 0; i < 30 && s.form_name !== 'Zoé 42' && 'Zoé 42'.startsWith(s.form_name); ++i) {
    await page.waitForTimeout(100);  // a slow frame: the last keys are still on their way
    s = await st();
  }
  if (s.form_name !== 'Zoé 42') fail(`typed keys arrived as "${s.form_name}"`);
  await clearField();
  // Accented letters typed at speed among plain keys (the keys come through SDL, a letter the keyboard has no key
  // for comes as inserted text): read back in the order typed, not "ëGalle".
  for (const name of ['Gaëlle', 'Émile', 'Zoë-Noël']) {
    await page.keyboard.type(name);
    await page.waitForTimeout(300);
    s = await st();
    for (let i = 0; i < 30 && s.form_name !== name; ++i) { await page.waitForTimeout(100); s = await st(); }
    if (s.form_name !== name) fail(`"${name}" typed arrived as "${s.form_name}"`);
    await clearField();
  }
  await page.keyboard.insertText('İlker Łukasz');
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(outDir, 'name-typed.png') });
  // A tap away from the field: the table's canvas has the focus again.
  await page.touchscreen.tap(350, 630);
  // The tap is handled on the page's next frame: a slow software-rendered frame takes a while.
  for (let i = 0; i < 30 && (await active()) === 'textin'; ++i) await page.waitForTimeout(100);
  if ((await active()) === 'textin') fail('the hidden text field kept the focus after a tap elsewhere');
  // Controls for fingers: the first bot's level from its list sheet (rows of 44 px at least, over the form).
  s = await st();
  const level0 = s.form_levels[0];
  s = await tapControl('form:seat:1:level');
  const levelRows = (x) => x.targets.filter((t) => /^form:seat:1:level:\d$/.test(t.id));
  for (let i = 0; i < 50 && !(levelRows(s).length === 5 && levelRows(s).every((t) => t.armed)); ++i) {
    await page.waitForTimeout(100);  // the sheet opens, then its rows take a tap once armed
    s = await st();
  }
  await page.waitForTimeout(200);
  s = await st();
  const rows = levelRows(s);
  if (rows.length !== 5) fail('the level sheet did not open with five rows: ' + s.targets.map((x) => x.id).join(' '));
  for (const r of rows) if (r.h < 43.5 || r.x < 0 || r.x + r.w > 360.5 || r.y < 0 || r.y + r.h > 640.5)
    fail(`level row ${r.id} is ${r.w.toFixed(0)}x${r.h.toFixed(0)} at ${r.x.toFixed(0)},${r.y.toFixed(0)}`);
  await page.screenshot({ path: path.join(outDir, 'level-sheet.png') });
  const want = ['random', 'beginner', 'standard', 'expert', 'master'].find((l) => l !== level0 && l !== 'random');
  const row = rows[['random', 'beginner', 'standard', 'expert', 'master'].indexOf(want)];
  await page.touchscreen.tap(row.x + row.w / 2, row.y + row.h / 2);
  for (let i = 0; i < 30 && s.form_levels[0] !== want; ++i) { await page.waitForTimeout(100); s = await st(); }
  if (s.form_levels[0] !== want) fail(`a tap on ${row.id} left the level at ${s.form_levels[0]}, expected ${want}`);
  for (let i = 0; i < 30 && levelRows(s).length; ++i) { await page.waitForTimeout(100); s = await st(); }
  if (levelRows(s).length) fail('the level sheet stayed open after a choice');
  // The deals and the speed step by a tap on − and +.
  const deals0 = s.form_deals, speed0 = s.form_speed;
  s = await tapControl('form:deals:plus', (x) => x.form_deals !== deals0);
  if (s.form_deals !== deals0 + 1) fail(`"+" took the deals from ${deals0} to ${s.form_deals}`);
  s = await tapControl('form:deals:minus', (x) => x.form_deals === deals0);
  s = await tapControl('form:deals:minus', (x) => x.form_deals === deals0 - 1);
  if (s.form_deals !== deals0 - 1) fail(`two "−" took the deals to ${s.form_deals}, expected ${deals0 - 1}`);
  s = await tapControl('form:speed:plus', (x) => x.form_speed !== speed0);
  if (!(s.form_speed > speed0)) fail(`"+" did not speed the game up: ${speed0} -> ${s.form_speed}`);
  await page.screenshot({ path: path.join(outDir, 'steppers.png') });
  console.log(`controls: level ${level0} -> ${want} from the sheet, deals ${deals0} -> ${s.form_deals}, speed ${speed0} -> ${s.form_speed}`);
  s = await st();
  for (let k = 0; k < 8 && !s.targets.some((x) => x.id === 'start' && !x.partial); ++k) {
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(200);
    s = await st();
  }
  s = await clickTarget(page, s, 'start');
  await page.waitForTimeout(600);
  s = await st();
  if (s.screen !== 'table') fail('the match did not start: ' + s.screen);
  if (!s.texts.some((t) => t.text.includes('İlker Łukasz'))) fail('the name typed is not at the table: ' +
    s.texts.map((t) => t.text).filter((t) => /Vous|Łukasz|lker/.test(t)).join(' | '));
  await page.screenshot({ path: path.join(outDir, 'table-name.png') });
  console.log('ok: tap focuses the keyboard field, inserted text in four scripts, typed keys and accented letters arrive exactly, the name is at the table');
  if (problems.length) fail(problems.join('\n'));
} finally {
  await context.close();
  fs.rmSync(userDir, { recursive: true, force: true });
  await server.close();
}
