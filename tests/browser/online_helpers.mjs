// Helpers of the online-table browser tests: tarot-server on loopback, the QR code read off the screen, one
// simple decision of a person by clicking, and the scan of the WebSocket frames a page received.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { fail, clickTarget, pngPixels } from './harness.mjs';

// Starts tarot-server on a free loopback port, serving `dist`, its database in `outDir`. Options: the grace time,
// the pace of its tables and the seconds before a next deal starts by itself. Returns {url, stop, kill, restart}.
export async function startServer(bin, dist, outDir, { grace = 8, pace = 3, db = null, nextDeal = 4 } = {}) {
  const dbFile = db || path.join(outDir, `online-${process.pid}-${Date.now()}.db`);
  let child = null, url = null, port = 0;
  const start = async () => {
    const args = ['--web', dist, '--db', dbFile, '--port', String(port), '--bind', '127.0.0.1', '--grace', String(grace),
      '--pace', String(pace), '--next-deal-delay', String(nextDeal), '--quiet'];
    child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const running = child;
    process.once('exit', () => running.kill('SIGKILL'));  // a failed test exits at once: no server left behind
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    url = await new Promise((ok, ko) => {
      let out = '';
      const timer = setTimeout(() => ko(new Error('tarot-server did not start: ' + err)), 15000);
      child.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/http:\/\/[0-9.]+:(\d+)\//);
        if (m) { clearTimeout(timer); port = Number(m[1]); ok(m[0]); }
      });
      child.on('exit', (c) => { clearTimeout(timer); ko(new Error(`tarot-server exited (${c}): ${err}`)); });
    }).catch((e) => fail(e.message));
    child.removeAllListeners('exit');
  };
  await start();
  return {
    get url() { return url; },
    stop: () => { if (child) child.kill('SIGTERM'); },
    kill: () => new Promise((ok) => { child.once('exit', ok); child.kill('SIGKILL'); }),
    restart: start,  // on the same port and database
  };
}

// Reads the QR code the page draws at its target `online:qr`, from a screenshot of that place.
export async function readQr(page, s) {
  const t = s.targets.find((x) => x.id === 'online:qr');
  if (!t) fail('no QR code on screen');
  const png = await page.screenshot({ clip: { x: t.x, y: t.y, width: t.w, height: t.h } });
  const rgba = await pngPixels(page, png);
  const code = jsQR(Uint8ClampedArray.from(rgba.px), rgba.w, rgba.h);
  if (!code) fail('the QR code on screen could not be read');
  return code.data;
}

// One decision of the person at this page, by clicking: `taker` bids prise when it may, the others pass; the
// écart from the allowed cards (trumps only when needed); the first call offered; no chelem, no poignée; the first
// legal card. `opts` go to each click ({finger: true}: a tap).
export async function playStep(page, s, taker, opts = {}) {
  if (s.phase === 'bidding') {
    const bid = taker && s.targets.find((t) => t.id === 'bid:prise') ? 'bid:prise' : 'bid:pass';
    return clickTarget(page, s, bid, opts);
  }
  if (s.phase === 'ecart') {
    const sel = new Set(s.ecart_selected);
    if (s.ecart_selected.length < s.ecart_size) {
      const trumps = s.ecart_selected.filter((c) => /^T/.test(c)).length;
      const plain = s.ecart_allowed.filter((c) => !/^T/.test(c) && !sel.has(c));
      const pick = plain[0] || s.ecart_allowed.find((c) => !sel.has(c) && /^T/.test(c) && trumps < s.ecart_trumps);
      if (!pick) fail('no card left to put aside');
      return clickTarget(page, s, 'ecart:' + pick, opts);
    }
    if (s.targets.find((t) => t.id === 'ecart:confirm')) return clickTarget(page, s, 'ecart:confirm', opts);
    return s;
  }
  if (s.phase === 'call') return clickTarget(page, s, s.targets.find((t) => t.id.startsWith('call:')).id, opts);
  if (s.phase === 'chelem') return clickTarget(page, s, 'chelem:no', opts);
  if (s.phase === 'play' && s.awaiting_poignee) return clickTarget(page, s, 'poignee:none', opts);
  if (s.phase === 'play' && s.legal.length) return clickTarget(page, s, 'play:' + s.legal[0], opts);
  return s;
}

// The screen's automation state and the protocol name the cards alike: KH, CD, 10S, T1..T21, EX.
export const wireCard = (c) => c;

const CARD = /^(?:(?:[1-9]|10|J|C|Q|K)[SHDC]|T(?:[1-9]|1[0-9]|2[01])|EX)$/;

// Every card named anywhere in a JSON value.
export function cardsOf(v, out = []) {
  if (typeof v === 'string') { if (CARD.test(v)) out.push(v); } else if (Array.isArray(v)) v.forEach((x) => cardsOf(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => cardsOf(x, out));
  return out;
}

// Walks a page's frames in order: the cards made public so far (played, shown in a poignée or as écart trumps,
// the chien once shown, the écart at the end) grow with each frame; any other card of `hidden` in a frame fails.
// Returns the number of frames read.
export function scanFrames(who, frames, hidden) {
  const pub = new Set();
  const named = new Set();  // every hidden card must show up once it is played: the scan reads the right names
  let n = 0;
  for (const text of frames) {
    let m;
    try { m = JSON.parse(text); } catch { fail(`${who} received a frame that is not JSON: ${text.slice(0, 80)}`); }
    n++;
    const v = m.view;
    if (v) {
      for (const c of cardsOf([v.trick, v.last_trick, v.poignee_shown, v.ecart_trumps_shown, v.chien])) pub.add(c);
      if (v.deal_finished) cardsOf(v.ecart).forEach((c) => pub.add(c));
    }
    for (const c of cardsOf(m)) {
      if (hidden.has(c) && !pub.has(c)) fail(`${who} received ${c}, another person's hidden card, in: ${text.slice(0, 300)}`);
      if (hidden.has(c)) named.add(c);
    }
  }
  if (named.size !== hidden.size) {
    const missing = [...hidden].filter((c) => !named.has(c));
    fail(`${who}: ${missing.length} of the others' cards never appeared, not even played: ${missing.join(' ')}; last frame: ${frames[frames.length - 1].slice(0, 1500)}`);
  }
  return n;
}
