// Web budgets: the bytes the page downloads (raw, gzip -9 as the build's .gz copies, brotli when present) and the
// time from navigation to the first interactive frame (window.tarot.ready) in headless Chromium, cold cache, five
// loads per profile, served by web/serve.py (so the transfer is the precompressed size) on localhost. Chromium
// asks for brotli on localhost; the browser is told to accept gzip only (as over plain http), except on the last
// line:
//   desktop          1280x800, no throttling
//   slow 3G          1280x800, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency (DevTools network emulation)
//   phone            360x640, CPU 4x slower, no network throttling
//   slow 3G, brotli  as slow 3G, with the .br copies
//   desktop, browser running  as desktop, in a browser already started (each load in a new context, empty cache)
// Usage: node tests/bench/web_budget.mjs [--bytes | --loads N] DIST [DIST2 ...]   (--bytes: the sizes only)
// With several folders (e.g. a build before and after a change) the loads alternate between them, so that both
// see the same machine load: compare them within one run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const here = path.dirname(new URL(import.meta.url).pathname);
const harness = await import(path.resolve(here, '../browser/harness.mjs'));
const args = process.argv.slice(2);
let loads = 5;
if (args[0] === '--loads') { loads = Number(args[1]); args.splice(0, 2); }
const bytesOnly = args[0] === '--bytes';
if (bytesOnly) args.shift();
const dists = (args.length ? args : ['build/web/dist']).map((d) => path.resolve(d));

// Bytes: the files of the first visit (the page, its scripts, the program, its data file in older builds, the
// manifest); the icons are fetched by the service worker after the first frame, counted apart.
const page = ['index.html', 'shell.js', 'tarot.js', 'tarot.wasm', 'tarot.data', 'favicon.svg', 'manifest.webmanifest', 'sw.js'];
const later = ['icon-192.png', 'icon-512.png'];
// The arbitrator's console, a page of its own (the game's program built with the console): what its visit loads.
const consolePage = ['console.html', 'shell.js', 'tarot_console.js', 'tarot_console.wasm', 'favicon.svg', 'manifest.webmanifest', 'sw.js'];
const fmt = (n) => String(n).padStart(9);
const gzipOf = (p, data) => fs.existsSync(p + '.gz') ? fs.statSync(p + '.gz').size : zlib.gzipSync(data, { level: 9 }).length;
for (const dist of dists) {
  let raw = 0, gz = 0, br = 0, wasmGz = 0;
  console.log(`${dist}\n${'file'.padEnd(21)} ${'bytes'.padStart(9)} ${'gzip -9'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const f of [...page, ...later]) {
    const p = path.join(dist, f);
    if (!fs.existsSync(p)) continue;
    const data = fs.readFileSync(p);
    // The build's own .gz copy (gzip -9 -n) when there is one, as served; else Node's zlib at level 9.
    const z = f.endsWith('.png') ? data.length
      : fs.existsSync(p + '.gz') ? fs.statSync(p + '.gz').size : zlib.gzipSync(data, { level: 9 }).length;
    const b = fs.existsSync(p + '.br') ? fs.statSync(p + '.br').size : z;
    if (page.includes(f)) { raw += data.length; gz += z; br += b; }
    if (f === 'tarot.wasm') wasmGz = z;
    console.log(`${f.padEnd(21)} ${fmt(data.length)} ${fmt(z)} ${fmt(b)}${page.includes(f) ? '' : '  (after the first frame)'}`);
  }
  console.log(`${'page total'.padEnd(21)} ${fmt(raw)} ${fmt(gz)} ${fmt(br)}  (budget 500,000 gzip; wasm ${wasmGz} gzip)\n`);
  if (fs.existsSync(path.join(dist, 'console.html'))) {
    let craw = 0, cgz = 0;
    for (const f of consolePage) {
      const p = path.join(dist, f);
      if (!fs.existsSync(p)) continue;
      const data = fs.readFileSync(p);
      craw += data.length;
      cgz += gzipOf(p, data);
      if (f.startsWith('tarot_console') || f === 'console.html') console.log(`${f.padEnd(21)} ${fmt(data.length)} ${fmt(gzipOf(p, data))}`);
    }
    console.log(`${'console page total'.padEnd(21)} ${fmt(craw)} ${fmt(cgz)}  (console.html, shell.js, tarot_console.js and .wasm, favicon, manifest, sw.js)\n`);
  }
}
if (bytesOnly) process.exit(0);

// The play server, one per folder, on free ports.
const servers = [];
const bases = await Promise.all(dists.map((dist) => new Promise((ok, ko) => {
  const server = spawn('python3', [path.resolve(here, '../../web/serve.py'), dist], { env: { ...process.env, PORT: '0', SERVE_QUIET: '1' } });
  servers.push(server);
  let out = '';
  server.stdout.on('data', (d) => { out += d; const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out); if (m) ok(m[1]); });
  server.on('exit', (code) => ko(new Error(`serve.py exited (${code})`)));
})));

const slow3g = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const profiles = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, budget: 700 },
  { name: 'slow 3G', viewport: { width: 1280, height: 800 }, budget: 4000, network: slow3g },
  { name: 'phone 4x CPU', viewport: { width: 360, height: 640 }, cpu: 4 },
  { name: 'slow 3G, br', viewport: { width: 1280, height: 800 }, network: slow3g, brotli: true },
];
async function firstFrame(base, profile) {
  const b = await harness.launch(profile.viewport);
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!profile.brotli) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await b.page.goto(base, { waitUntil: 'commit' });
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000, polling: 5 });
  // performance.now() counts from the navigation's start: the time to the first interactive frame.
  const ms = await b.page.evaluate(() => window.tarot.readyAt || performance.now());
  await b.close();
  return { ms, bytes };
}

// The same desktop load with the browser already running, as a visitor's is: the browser started once and its GPU
// process warmed by another page drawing with WebGL 2 (not the game's), then each load in a new browser context
// (its own renderer process, empty cache) with the cache disabled. A new browser per load, as above, also counts
// the browser's own start-up (its GPU process and SwiftShader) in the first frame.
const { chromium } = await import(path.resolve(here, '../browser/node_modules/playwright-core/index.mjs'));
async function runningBrowserLoads(base, n) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu', '--disable-quic', '--no-first-run'] });
  const warm = await browser.newPage();
  await warm.setContent('<canvas id=c width=640 height=400></canvas><script>const g=document.getElementById("c").getContext("webgl2");g.clearColor(0,.3,.1,1);g.clear(g.COLOR_BUFFER_BIT);</script>');
  await warm.waitForTimeout(300);
  const out = [];
  for (let i = 0; i < n; ++i) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    await page.goto(base, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000, polling: 5 });
    out.push(await page.evaluate(() => window.tarot.readyAt || performance.now()));
    await ctx.close();
  }
  await browser.close();
  return out;
}

for (const profile of profiles) {
  const times = dists.map(() => []);
  const transferred = dists.map(() => 0);
  for (let i = 0; i < loads; ++i) {
    for (let d = 0; d < dists.length; ++d) {
      const { ms, bytes } = await firstFrame(bases[d], profile);
      times[d].push(ms);
      transferred[d] = Math.max(transferred[d], bytes);
    }
  }
  for (let d = 0; d < dists.length; ++d) {
    const t = times[d].sort((a, b) => a - b);
    const median = t[Math.floor(t.length / 2)];
    console.log(`first frame, ${profile.name.padEnd(12)}: median ${median.toFixed(0)} ms, min ${t[0].toFixed(0)} ms, ` +
                `max ${t[t.length - 1].toFixed(0)} ms over ${loads} cold loads, ${transferred[d]} bytes transferred` +
                (profile.budget ? ` (budget ${profile.budget} ms)` : '') + (dists.length > 1 ? `  [${path.relative(process.cwd(), dists[d])}]` : ''));
  }
}
{
  const times = dists.map(() => []);
  for (let i = 0; i < loads; ++i)
    for (let d = 0; d < dists.length; ++d) times[d].push(...await runningBrowserLoads(bases[d], 1));
  for (let d = 0; d < dists.length; ++d) {
    const t = times[d].sort((a, b) => a - b);
    console.log(`first frame, desktop, browser running: median ${t[Math.floor(t.length / 2)].toFixed(0)} ms, min ${t[0].toFixed(0)} ms, ` +
                `max ${t[t.length - 1].toFixed(0)} ms over ${loads} loads, each in a new context with an empty cache (budget 700 ms)` +
                (dists.length > 1 ? `  [${path.relative(process.cwd(), dists[d])}]` : ''));
  }
}
servers.forEach((s) => s.kill());
