// Where a cold load's time goes: the page's own marks (tarot:main, tarot:gl-context, tarot:card-pictures,
// tarot:fonts, tarot:first-frame, tarot:fonts-wide) and window.tarot.readyAt, in ms from the navigation's start,
// for N cold loads (a new headless Chromium each, cache disabled, gzip as over plain http), desktop profile.
// Usage: node tests/bench/start_marks.mjs [--loads N] DIST
import { spawn } from 'node:child_process';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const harness = await import(path.resolve(here, '../browser/harness.mjs'));
const args = process.argv.slice(2);
let loads = 5;
if (args[0] === '--loads') { loads = Number(args[1]); args.splice(0, 2); }
const dist = path.resolve(args[0] || 'build/web/dist');

const server = spawn('python3', [path.resolve(here, '../../web/serve.py'), dist], { env: { ...process.env, PORT: '0', SERVE_QUIET: '1' } });
const base = await new Promise((ok, ko) => {
  let out = '';
  server.stdout.on('data', (d) => { out += d; const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out); if (m) ok(m[1]); });
  server.on('exit', (code) => ko(new Error(`serve.py exited (${code})`)));
});

const rows = [];
for (let i = 0; i < loads; ++i) {
  const b = await harness.launch({ width: 1280, height: 800 });
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  await b.page.goto(base, { waitUntil: 'commit' });
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000, polling: 5 });
  await b.page.waitForTimeout(1500);  // the whole text font comes a moment after the first frame
  const row = await b.page.evaluate(() => {
    const r = { ready: window.tarot.readyAt };
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('tarot:')) r[m.name.slice(6)] = m.startTime;
    return r;
  });
  rows.push(row);
  console.log(Object.entries(row).map(([k, v]) => `${k} ${Math.round(v)}`).join('  '));
  await b.close();
}
const ready = rows.map((r) => r.ready).sort((a, b) => a - b);
console.log(`ready: median ${Math.round(ready[Math.floor(ready.length / 2)])} ms, min ${Math.round(ready[0])}, max ${Math.round(ready[ready.length - 1])} over ${loads} cold loads`);
server.kill();
