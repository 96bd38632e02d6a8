// Shared browser-test harness: a static file server for the built dist/ folder (optionally under a path prefix)
// and Debian's Chromium driven by playwright-core. No browser is ever downloaded.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.svg': 'image/svg+xml', '.json': 'application/json', '.css': 'text/css',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

// Serves `root` at http://127.0.0.1:<port><prefix>/ ; extra maps URL paths to files (e.g. a host page).
export async function serve(root, prefix = '', extra = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    let file = null;
    if (extra[url.pathname]) file = extra[url.pathname];
    else if (url.pathname.startsWith(prefix + '/')) {
      let rel = decodeURIComponent(url.pathname.slice(prefix.length + 1)) || 'index.html';
      if (rel.endsWith('/')) rel += 'index.html';
      file = path.join(root, rel);
      if (!file.startsWith(path.resolve(root))) file = null;
    }
    if (!file || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end('not found'); return; }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, url: base + prefix + '/', requests, close: () => new Promise((ok) => server.close(ok)) };
}

// `touch`: a phone's touch screen (touch events, no mouse hover), for swipes and taps by finger.
export async function launch(viewport = { width: 1280, height: 800 }, { touch = false } = {}) {
  const userDir = fs.mkdtempSync('/tmp/tarot-chromium-');
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport,
    hasTouch: touch,
    isMobile: touch,
    args: ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu', '--disable-quic',
      '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] || await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  return { context, page, problems, close: async () => { await context.close(); fs.rmSync(userDir, { recursive: true, force: true }); } };
}

// One browser for several pages at once, each page in a context of its own (its own storage, viewport and device
// pixel ratio): open(viewport, { ratio, touch }) gives { page, close }; every page's console errors go to problems.
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu', '--disable-quic',
      '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const problems = [];
  const open = async (viewport, { ratio = 1, touch = false } = {}) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: ratio, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
    page.on('pageerror', (e) => problems.push('page error: ' + e.message));
    return { context, page, close: () => context.close() };
  };
  return { browser, problems, open, close: () => browser.close() };
}

// Waits until the page has drawn `n` more frames (5 s at most): what a state read then reports answers what came
// before, without a fixed pause that a fast machine wastes and a slow one overruns.
export async function frames(page, n = 2) {
  await page.evaluate(async (count) => {
    if (!window.tarot || !window.tarot.frameStats) return;
    window.tarot.frameStats();
    const start = performance.now();
    for (let seen = 0; seen < count && performance.now() - start < 5000;) {
      await new Promise((ok) => requestAnimationFrame(() => ok()));
      const f = window.tarot.frameStats();
      seen += f ? f.frames : 1;
    }
  }, n);
}

// The pixels of a PNG screenshot as {w, h, px: RGBA bytes}, decoded by the page's canvas; with `stride` > 1 only
// every stride-th pixel (a sample, smaller to hand back).
export async function pngPixels(page, pngBuffer, stride = 1) {
  return page.evaluate(async ([data, step]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const all = ctx.getImageData(0, 0, c.width, c.height).data;
    if (step === 1) return { w: c.width, h: c.height, px: Array.from(all) };
    const px = [];
    for (let i = 0; i < all.length; i += 4 * step) px.push(all[i], all[i + 1], all[i + 2], all[i + 3]);
    return { w: c.width, h: c.height, px };
  }, [pngBuffer.toString('base64'), stride]);
}

// Counts distinct colours in a PNG screenshot's pixels, sampled.
export async function distinctColours(page, pngBuffer) {
  const { px } = await pngPixels(page, pngBuffer, 7);
  const seen = new Set();
  for (let i = 0; i < px.length && seen.size < 5000; i += 4) seen.add((px[i] << 16) | (px[i + 1] << 8) | px[i + 2]);
  return seen.size;
}

// The page's automation state (window.tarot.state(): phase, hand, legal cards, on-screen targets).
export const tarotState = (page) => page.evaluate(() => window.tarot.state());

// Clicks where the page drew the target `id`, as a person would, and returns the state afterwards. `s` is a recent
// state: its targets are those of the last frame drawn, so a panel that just opened gets a few frames to appear.
// A disabled target fails the test when `enabled` is required. A button just drawn ignores taps for a moment (a
// double tap must not press what the first tap brought up): the click waits until the target is armed.
// With `finger`, a tap on the touch screen (a context launched with `touch`) instead of a mouse click.
export async function clickTarget(page, s, id, { requireEnabled = false, finger = false } = {}) {
  let t = s.targets.find((x) => x.id === id);
  // On a narrow screen the table's top bar keeps some buttons in its menu: opened first, as a person would.
  for (let k = 0; k < 3 && !t && !s.menu_open && (s.menu_items || []).includes(id) && s.targets.some((x) => x.id === 'more'); ++k) {
    s = await clickTarget(page, s, 'more', { finger });
    for (let i = 0; i < 20 && !s.menu_open; ++i) { await page.waitForTimeout(50); s = await tarotState(page); }
    t = s.targets.find((x) => x.id === id);
  }
  // The new-game form's other places (past games, statistics...) lie below its choices on a small screen: scrolled
  // to, as a person would (the wheel over the form; down first until the form no longer moves, then back up). A
  // wheel event scrolls the form by a step of ImGui's (a few lines), however far the browser's delta says: on a
  // landscape phone the statistics lie more than six steps down.
  const onForm = (x) => x.screen === 'new_game' && x.targets.some((y) => y.id === 'start' || y.id === 'start_confirm');
  const view = (x) => x.targets.map((y) => `${y.id}@${y.y.toFixed(0)}`).join(' ');
  let down = true, still = 0;
  const scrolls = [];  // each wheel step: its direction, and = when nothing moved
  for (let k = 0, w = 0; k < 80 && !t && w < 40;) {
    if (!onForm(s)) {  // the form not yet drawn (a click that opens it has just been made), or another screen
      ++w;
      await page.waitForTimeout(50);
      s = await tarotState(page);
      t = s.targets.find((x) => x.id === id);
      continue;
    }
    ++k;
    const { width, height } = page.viewportSize();
    const before = view(s);
    // The pointer a little to one side, then the other, at each step: a window that a wheel left locked for its
    // scroll (ImGui keeps the wheel on the window it last scrolled until the pointer moves) lets go.
    await page.mouse.move(width / 2 + (k % 2 ? 12 : -12), height / 2);
    await frames(page, 1);
    await page.mouse.wheel(0, down ? height / 2 : -height / 2);
    await frames(page, 2);  // the frame that takes the wheel, then the one that reports its scroll
    s = await tarotState(page);
    // Three wheel events without a move (each awaited for two frames): the form's end: the other way.
    const moved = view(s) !== before;
    if (scrolls.length < 12 || moved) scrolls.push(`${down ? 'v' : '^'}${moved ? '' : '='}`);
    if (moved) still = 0;
    else if (++still >= 3) { down = !down; still = 0; }
    t = s.targets.find((x) => x.id === id && !x.partial) || (k >= 79 ? s.targets.find((x) => x.id === id) : undefined);
  }
  // A target missing, not yet armed, or (when it must be enabled) still disabled in a state read before the page's
  // last frame: a few more frames are awaited (slow frames under software WebGL on a busy machine).
  for (let i = 0; i < 40 && (!t || t.armed === false || (requireEnabled && !t.enabled)); ++i) {
    await page.waitForTimeout(50);
    s = await tarotState(page);
    t = s.targets.find((x) => x.id === id);
  }
  if (!t) fail(`no target ${id} on screen (phase ${s.phase}, screen ${s.screen}; on screen: ${s.targets.map((x) => `${x.id}@${Math.round(x.y)}${x.partial ? '~' : ''}`).join(' ')}`
    + `; pointer ${JSON.stringify(s.pointer)}` + (scrolls.length ? `; wheel steps ${scrolls.join(' ')}` : '') + ')');
  if (requireEnabled && !t.enabled) fail(`target ${id} is disabled`);
  if (finger) await page.touchscreen.tap(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
  else await page.mouse.click(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
  await page.waitForTimeout(150);
  return tarotState(page);
}

// Types `text` into the game's text field `id` as a person does: a click (or a tap) on the field, then the keys once
// the field has the keyboard. Under software WebGL on a busy machine a frame can take long enough for keys sent at
// once to arrive before the click has given the field the keyboard, and be lost: the field's `typing` is awaited,
// and a click that did not give it is made again. `clear` empties the field first.
export async function typeInto(page, s, id, text, { clear = false, finger = false } = {}) {
  for (let attempt = 0; attempt < 3 && !s.typing; ++attempt) {
    s = await clickTarget(page, s, id, { finger });
    for (let i = 0; i < 40 && !s.typing; ++i) { await page.waitForTimeout(50); s = await tarotState(page); }
  }
  if (!s.typing) fail(`the field ${id} did not take the keyboard`);
  if (clear) {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(text, { delay: 30 });
  return tarotState(page);
}

// A finger sliding from `from` to `to` ({x, y}) in `steps` moves a frame or two apart, then lifted.
export async function swipe(page, from, to, steps = 10) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => [{ x: from.x + (to.x - from.x) * k / steps, y: from.y + (to.y - from.y) * k / steps }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; ++k) {
    await page.waitForTimeout(35);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  }
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(150);
}

// Opens `url` on a device whose saves are wiped first. The game is left (a blank page) before its origin's storage
// is wiped: wiped under a running game, its next save (a bot's card, a second later) would put an unfinished match
// back, and the link would then ask whether to replace it instead of starting.
export async function openFresh(page, url) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'local_storage' });
  await cdp.detach();
  await page.goto(url);
}

// A test's failure: told and the process ended; or, once failByThrowing() was called, thrown as a TestFailure for the
// test to catch (a run it makes again in a fresh page).
export class TestFailure extends Error {}
let failThrows = false;
export function failByThrowing(on = true) { failThrows = on; }
export function fail(msg) {
  if (failThrows) throw new TestFailure(msg);
  console.error('FAIL: ' + msg);
  process.exit(1);
}

// Plays the person's seat simply (pass, no poignée, the first legal card) until the person is to play a card with
// at most `cardsLeft` in hand, then returns the state. An all-pass deal is redealt; a deal that ends first fails.
export async function playPassingUntil(page, cardsLeft, pause = 80) {
  for (let i = 0; i < 2000; ++i) {
    const s = await tarotState(page);
    if (s.phase === 'play' && s.hand && s.hand.length <= cardsLeft && s.human_to_act) return s;
    if (s.phase === 'annulled') { await clickTarget(page, s, 'redeal'); continue; }
    if (s.phase === 'over') fail('the deal ended before ' + cardsLeft + ' cards were left in hand');
    if (!s.human_to_act) { await page.waitForTimeout(pause); continue; }
    if (s.phase === 'bidding') await clickTarget(page, s, 'bid:pass');
    else if (s.phase === 'play' && s.awaiting_poignee) await clickTarget(page, s, 'poignee:none');
    else if (s.phase === 'play') await clickTarget(page, s, 'play:' + s.legal[0]);
    else fail('unexpected decision ' + s.phase);
  }
  fail('the deal did not reach ' + cardsLeft + ' cards in hand');
}
