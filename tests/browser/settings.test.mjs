// Settings during play: mid-deal, the person opens "Réglages" from the table's top bar and changes the card size
// (large), the trumps' side (right), the way a card is played (two taps) and the game speed. Each applies at once:
// the hand's cards grow, the trumps move to the right end, a first tap raises a card and only a second plays it,
// the match's pace follows. After a reload and "Reprendre" the same settings are in force (kept on the device); a
// speed given in the URL still overrides the saved one for that page. The panel's layout is checked at 360x640,
// where a choice (rows of 44 px buttons) is pressed and applies.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, playPassingUntil } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
const cardH = (s) => Math.max(...s.targets.filter((t) => /^(play|card):/.test(t.id)).map((t) => t.h));
const isTrump = (c) => /^T/.test(c);
// The trumps together at one end of the hand as drawn (the Excuse aside).
function trumpsAt(s, side) {
  const order = s.hand_order.filter((c) => c !== 'EX');
  const k = order.filter(isTrump).length;
  if (k === 0 || k === order.length) return true;
  const ends = side === 'right' ? order.slice(order.length - k) : order.slice(0, k);
  return ends.every(isTrump);
}
async function ready() {
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(200);
}
// Opens the panel; a slow software-rendered frame can miss a click, so it tries again until the panel is drawn.
async function openSettings(s) {
  for (let k = 0; k < 3; ++k) {
    s = await click(s, 'settings');
    for (let i = 0; i < 20 && !s.targets.some((t) => t.id === 'settings:close'); ++i) { await page.waitForTimeout(100); s = await st(); }
    if (s.targets.some((t) => t.id === 'settings:close')) return s;
  }
  fail('the settings panel did not open');
}
// Presses a choice of the panel until the setting shows it (a slow frame can miss a click, as a finger can).
async function choose(s, id, key, value) {
  for (let k = 0; k < 3; ++k) {
    s = await click(s, id);
    for (let i = 0; i < 20 && s.settings[key] !== value; ++i) { await page.waitForTimeout(100); s = await st(); }
    if (s.settings[key] === value) return s;
  }
  fail(`${id} did not set ${key} to ${value}`);
}
async function resume(url) {
  await page.goto(url);
  await ready();
  let s = await click(await st(), 'resume');
  for (let i = 0; i < 30 && s.screen !== 'table'; ++i) { await page.waitForTimeout(100); s = await st(); }  // a slow frame
  if (s.screen !== 'table') fail('resume did not reopen the table: ' + (s.message || s.screen));
  await page.waitForTimeout(300);
  return st();
}

try {
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url + '?start=1&players=4&deals=2&seed=4242&speed=4');
  await ready();
  let s = await playPassingUntil(page, 15);
  if (s.settings.speed !== 4 || s.speed !== 4) fail('the URL speed is not in force: ' + JSON.stringify([s.settings.speed, s.speed]));
  const h0 = cardH(s);
  if (!trumpsAt(s, 'left')) fail('trumps are not on the left by default: ' + s.hand_order.join(' '));
  s = await openSettings(s);
  await page.screenshot({ path: path.join(outDir, 'settings-1280x800.png') });
  const want = { card_size: 2, trumps_right: true, confirm_play: true, speed: 1 };
  s = await choose(s, 'set:cards:2', 'card_size', 2);
  s = await choose(s, 'set:trumps:1', 'trumps_right', true);
  s = await choose(s, 'set:confirm:1', 'confirm_play', true);
  s = await choose(s, 'set:speed:1', 'speed', 1);
  for (const [k, v] of Object.entries(want)) if (s.settings[k] !== v) fail(`setting ${k} is ${s.settings[k]}, expected ${v}`);
  if (s.speed !== 1) fail('the match pace did not follow the speed chosen: ' + s.speed);
  s = await click(s, 'settings:close');
  await page.waitForTimeout(200);
  s = await st();
  const h1 = cardH(s);
  if (!(h1 > h0 * 1.1)) fail(`the cards did not grow: ${h0.toFixed(0)} -> ${h1.toFixed(0)} px`);
  if (!trumpsAt(s, 'right')) fail('trumps are not on the right: ' + s.hand_order.join(' '));
  // Two taps: the first raises the card, the second plays it.
  if (!s.human_to_act) fail('the person should still be to play');
  const card = s.legal[0], before = s.hand.length;
  s = await click(s, 'play:' + card);
  // The tap is handled on the page's next frame: a slow software-rendered frame takes a while.
  for (let i = 0; i < 40 && s.raised !== card && s.hand.length === before; ++i) { await page.waitForTimeout(100); s = await st(); }
  if (s.raised !== card || s.hand.length !== before) fail(`a first tap should raise ${card} only: raised ${s.raised}, ${s.hand.length} cards`);
  await page.screenshot({ path: path.join(outDir, 'settings-raised-1280x800.png') });
  s = await click(s, 'play:' + card);
  for (let i = 0; i < 30 && s.hand.length === before; ++i) { await page.waitForTimeout(100); s = await st(); }
  if (s.hand.length !== before - 1 || s.hand.includes(card)) fail('the second tap did not play ' + card);
  console.log(`applied: cards ${h0.toFixed(0)} -> ${h1.toFixed(0)} px, trumps right, ${card} raised then played, speed 1`);

  // Kept on the device: a reload without parameters resumes with the same settings, the person's speed included.
  s = await resume(server.url);
  for (const [k, v] of Object.entries(want)) if (s.settings[k] !== v) fail(`after a reload, ${k} is ${s.settings[k]}, expected ${v}`);
  if (s.speed !== 1) fail('after a reload the match pace is ' + s.speed);
  if (Math.abs(cardH(s) - h1) > 1) fail(`after a reload the cards are ${cardH(s).toFixed(0)} px, not ${h1.toFixed(0)}`);
  if (!trumpsAt(s, 'right')) fail('after a reload the trumps are not on the right');
  // A speed in the URL overrides the saved one for that page, and is not saved.
  s = await resume(server.url + '?speed=3');
  if (s.settings.speed !== 3 || s.speed !== 3) fail('speed=3 in the URL did not override the saved speed');
  if (s.settings.card_size !== 2) fail('the other settings should stay');
  s = await resume(server.url);
  if (s.settings.speed !== 1) fail('the URL speed was saved as the person\'s: ' + s.settings.speed);

  // The panel on a phone.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.waitForTimeout(400);
  s = await openSettings(await st());
  await page.waitForTimeout(450);
  s = await st();
  const problems = [];
  for (const t of s.targets) {
    if (t.x < -0.5 || t.y < -0.5 || t.x + t.w > 360.5 || t.y + t.h > 640.5) problems.push(`${t.id} outside the viewport`);
    if ((t.h < 43.5 && !t.partial) || t.w < 43.5) problems.push(`${t.id} smaller than 44 px`);  // partial: partly scrolled out
  }
  const ts = s.targets.filter((t) => /^(set:|settings:)/.test(t.id));
  for (let i = 0; i < ts.length; ++i)
    for (let j = i + 1; j < ts.length; ++j) {
      const a = ts[i], c = ts[j];
      if (Math.min(a.x + a.w, c.x + c.w) - Math.max(a.x, c.x) > 1 && Math.min(a.y + a.h, c.y + c.h) - Math.max(a.y, c.y) > 1)
        problems.push(`${a.id} and ${c.id} overlap`);
    }
  for (const t of s.texts) if (t.clipped) problems.push(`text clipped: "${t.text}"`);
  await page.screenshot({ path: path.join(outDir, 'settings-360x640.png') });
  if (problems.length) fail('settings at 360x640: ' + problems.join('; '));
  // Every choice is a row of buttons (no dropdown, no slider): one pressed on the phone changes its setting.
  for (const id of ['set:speed:0', 'set:speed:2', 'set:speed:3'])
    if (!s.targets.some((t) => t.id === id && t.h >= 43.5)) fail(`no 44 px choice ${id} on the phone's panel`);
  s = await choose(s, 'set:speed:2', 'speed', 2);
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('ok: settings applied at once and kept across a reload');
} finally {
  await b.close();
  await server.close();
}
