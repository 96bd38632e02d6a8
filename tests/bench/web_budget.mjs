// Web budgets: bytes the page downloads (raw and gzip -9) and the time from navigation to the first interactive
// frame (window.tarot.ready) in headless Chromium from a localhost server, cold cache, five loads.
// Usage: node tests/bench/web_budget.mjs build/web/dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const harness = await import(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../browser/harness.mjs'));
const dist = path.resolve(process.argv[2] || 'build/web/dist');
let raw = 0, gz = 0, wasmGz = 0;
for (const f of ['index.html', 'shell.js', 'tarot.js', 'tarot.wasm', 'tarot.data', 'favicon.svg', 'sw.js']) {
  const p = path.join(dist, f);
  if (!fs.existsSync(p)) continue;
  const data = fs.readFileSync(p);
  const z = zlib.gzipSync(data, { level: 9 }).length;
  raw += data.length; gz += z;
  if (f === 'tarot.wasm') wasmGz = z;
  console.log(`${f.padEnd(12)} ${String(data.length).padStart(9)} bytes  ${String(z).padStart(9)} gzip`);
}
console.log(`total        ${String(raw).padStart(9)} bytes  ${String(gz).padStart(9)} gzip (budget 1,500,000; wasm ${wasmGz}, budget 600,000)`);
const server = await harness.serve(dist);
const times = [];
for (let i = 0; i < 5; ++i) {
  const b = await harness.launch({ width: 1280, height: 800 });
  const t0 = Date.now();
  await b.page.goto(server.url);
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000, polling: 5 });
  const nav = await b.page.evaluate(() => performance.now());
  times.push(nav);
  await b.close();
  void t0;
}
times.sort((a, b) => a - b);
console.log(`first interactive frame: median ${times[2].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[4].toFixed(0)} ms (budget 1500 ms)`);
await server.close();
void require;
