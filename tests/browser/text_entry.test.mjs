// Typing a name on a phone (360 × 640, touch): a tap on the name field gives the focus to the page's hidden text
// field (which is what opens a phone's keyboard); text that comes without key presses, as a phone's keyboard or an
// input method sends it (CDP Input.insertText), reaches the game whole, in any script ("Łukasz", "Nguyễn", "Ελένη",
// "Яна"); keys typed on a keyboard arrive once, not twice; a tap elsewhere gives the focus back to the table; and
// the name typed is the one at the table.
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
  if (s.form_name !== 'Zoé 42') fail(`typed keys arrived as "${s.form_name}"`);
  await clearField();
  await page.keyboard.insertText('İlker Łukasz');
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(outDir, 'name-typed.png') });
  // A tap away from the field: the table's canvas has the focus again.
  await page.touchscreen.tap(350, 630);
  await page.waitForTimeout(300);
  if ((await active()) === 'textin') fail('the hidden text field kept the focus after a tap elsewhere');
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
  console.log('ok: tap focuses the keyboard field, inserted text in four scripts and typed keys arrive exactly, the name is at the table');
  if (problems.length) fail(problems.join('\n'));
} finally {
  await context.close();
  fs.rmSync(userDir, { recursive: true, force: true });
  await server.close();
}
