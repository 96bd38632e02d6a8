// Swiping on a touch phone (360x640, touch events only): a finger dragged up inside each panel that scrolls (the
// menu and new-game form, the scorer, the settings, the end-of-match panel, the scoresheet and the deal
// review) moves its content, read from the targets and texts the page reports; a sideways swipe on the help brings
// its next card; a swipe that starts on a button does not press it; a short tap still presses the button under the
// finger. A damaged deal file imported from the French page is refused in French, the reason wrapped within the
// phone's width.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, swipe } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const W = 360, H = 640;
const server = await serve(path.resolve(dist));
const b = await launch({ width: W, height: H }, { touch: true });
const page = b.page;
const st = () => tarotState(page);
const tap = (s, id) => clickTarget(page, s, id, { finger: true });
// A button on the screen, or in the top bar's menu on a narrow screen.
const has = (s, id) => s.targets.some((t) => t.id === id) || (s.menu_items || []).includes(id);
async function ready() {
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
}
async function waitFor(what, test, ms = 8000) {
  let s = await st();
  for (const end = Date.now() + ms; !test(s); s = await st()) {
    if (Date.now() > end) fail(`${what}: not seen (targets ${s.targets.map((t) => t.id).join(' ')})`);
    await page.waitForTimeout(100);
  }
  return s;
}
// Where each thing on screen is: the targets by id, the texts by their words.
function places(s) {
  const m = new Map();
  for (const t of s.targets) m.set('target ' + t.id, t.y);
  for (const t of s.texts || []) if (!m.has('text ' + t.text)) m.set('text ' + t.text, t.r ? t.r.y : t.y);
  return m;
}
// Swipes up from (x, fromY) by `by` pixels and checks that the content under the finger followed: something on
// screen before and after moved up by at least half the swipe, or what is on screen changed entirely; a panel that
// holds no button in view, only texts and cards (the help, the end of the match), is seen to move by its pixels
// under the finger.
async function swipeMoves(name, s, x, fromY, { by = 220, pixels = false } = {}) {
  const clip = { x: 0, y: fromY - by, width: W, height: by };
  const before = places(s), pixelsBefore = await page.screenshot({ clip });
  await swipe(page, { x, y: fromY }, { x, y: fromY - by });
  await page.waitForTimeout(500);  // the glide after the lift
  const after = await st();
  const moves = [];
  for (const [k, y] of places(after)) if (before.has(k)) moves.push(y - before.get(k));
  const most = moves.length ? Math.min(...moves) : null;
  const changed = moves.length < Math.min(before.size, places(after).size) / 2;
  const repainted = !pixelsBefore.equals(await page.screenshot({ clip }));
  await page.screenshot({ path: path.join(outDir, `swipe-${name}-${W}x${H}.png`) });
  const followed = (most !== null && most <= -by / 2) || changed;
  if (!(pixels ? repainted : followed)) fail(`${name}: a swipe of ${by} px moved nothing (moves ${moves.join(' ')})`);
  console.log(`${name}: swiped ${by} px up, ` + (pixels ? 'the panel repainted under the finger'
    : changed ? 'all it shows changed' : `its buttons moved ${most.toFixed(0)} px`));
  return after;
}
// The middle of target `id` as the place to start a swipe.
function on(s, id) {
  const t = s.targets.find((x) => x.id === id);
  if (!t) fail(`no target ${id} to swipe from`);
  return { x: t.x + Math.min(t.w / 2, 40), y: t.y + t.h / 2 };
}

try {
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url + '?lang=fr');
  await ready();
  // The menu: a swipe that starts on a choice of the form (the name's field) scrolls the form's choices and does
  // not give the field the keyboard.
  let s = await waitFor('the menu', (x) => has(x, 'form:name') && x.targets.find((t) => t.id === 'form:name').armed !== false);
  const from = on(s, 'form:name');
  s = await swipeMoves('menu', s, from.x, from.y);
  if (s.screen !== 'new_game' || s.typing) fail('the swipe that began on the name\'s field tapped it: screen ' + s.screen + ', typing ' + s.typing);
  await swipe(page, { x: 180, y: 150 }, { x: 180, y: 600 });  // back to the top
  s = await waitFor('the menu at the top', (x) => has(x, 'form:name'));
  // A tap is still a tap (the scorer's button scrolled to, below the choices).
  s = await tap(s, 'scorer');
  s = await waitFor('the scorer', (x) => has(x, 'scorer:name:0'));
  s = await swipeMoves('scorer', s, 180, 560);
  for (let k = 0; k < 4 && !has(s, 'scorer:close'); ++k) {
    await swipe(page, { x: 180, y: 600 }, { x: 180, y: 200 });
    await page.waitForTimeout(800);  // the glide ends
    s = await st();
  }
  s = await tap(s, 'scorer:close');
  s = await waitFor('the menu after the scorer', (x) => has(x, 'start'));
  // A damaged deal file imported from the French page: the reason in French, where it is damaged, no parser's words.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap(s, 'import')]);
  await chooser.setFiles({ name: 'donne.json', mimeType: 'application/json', buffer: Buffer.from('{"players": 4,\n  "dealer": }') });
  s = await waitFor('the refusal of the damaged file', (x) => (x.texts || []).some((t) => t.text.startsWith('Refusé')));
  const refusal = s.texts.find((t) => t.text.startsWith('Refusé'));
  if (!refusal.text.includes('ligne 2, colonne 13') || /JSON|malformed/.test(refusal.text)) fail('the import refusal: ' + refusal.text);
  if (refusal.x < 0 || refusal.x + refusal.w > W) fail(`the refusal runs off the screen: ${JSON.stringify(refusal)}`);
  console.log('import refused: ' + refusal.text);

  // A one-deal match the bots play for the person, so that its end comes by itself.
  await page.goto(server.url + '?lang=fr&start=1&players=4&deals=1&seed=31&speed=4&autoplay=1');
  await ready();
  s = await waitFor('the table', (x) => x.screen === 'table' && has(x, 'help'));
  s = await tap(s, 'help');
  s = await waitFor('the help', (x) => has(x, 'help:close'));
  // The help's cards: a finger swiped right to left moves to the next card.
  await page.waitForTimeout(500);
  await swipe(page, { x: 300, y: 400 }, { x: 80, y: 400 });
  s = await waitFor('the help\'s second card after a swipe', (x) => has(x, 'help:card:2'));
  await page.screenshot({ path: path.join(outDir, `swipe-help-${W}x${H}.png`) });
  console.log('help: a swipe to the left brought the second card');
  s = await tap(s, 'help:close');
  s = await waitFor('the table after the help', (x) => has(x, 'settings') && !has(x, 'help:close'));
  s = await tap(s, 'settings');
  s = await waitFor('the settings', (x) => has(x, 'settings:close'));
  s = await swipeMoves('settings', s, 180, 450);
  s = await tap(s, 'settings:close');
  s = await waitFor('the end of the match', (x) => x.match_over && has(x, 'new_match'), 240000);
  s = await swipeMoves('end of the match', s, 180, 420, { pixels: true });
  s = await tap(s, 'sheet');
  s = await waitFor('the scoresheet', (x) => has(x, 'sheet:close') && has(x, 'review:0'));
  s = await tap(s, 'review:0');
  s = await waitFor('the deal review', (x) => has(x, 'review:close'));
  s = await swipeMoves('review', s, 180, 450);
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('PASS');
} finally {
  await b.close();
  await server.close();
}
