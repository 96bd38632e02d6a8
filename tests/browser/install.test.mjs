// Installing and serving: the page's web app manifest is served, parses, names the table's colours and its icons
// load at their stated sizes (Chromium reports no installability error); web/serve.py, the server of ./play.sh,
// sends the precompressed copies with Content-Encoding and the original type, the plain file to a client that
// does not accept them, and 304 to a revalidation.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, fail } from './harness.mjs';

const dist = process.argv[2];
if (!dist) fail('usage: node install.test.mjs <dist dir>');
const root = path.resolve(dist);
const serveScript = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/serve.py');

for (const f of ['manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'tarot.wasm.gz', 'tarot.js.gz', 'console.html',
                 'tarot_console.wasm.gz', 'tarot_console.js.gz'])
  if (!fs.existsSync(path.join(root, f))) fail(`dist has no ${f}`);
if (fs.existsSync(path.join(root, 'serve.py'))) fail('serve.py was copied into dist');

// The play server on a free port (PORT=0); it prints the address it listens on.
const server = spawn('python3', [serveScript, root], { env: { ...process.env, PORT: '0', SERVE_QUIET: '1' } });
const base = await new Promise((ok, ko) => {
  let out = '';
  const timer = setTimeout(() => ko(new Error('serve.py did not start: ' + out)), 20000);
  server.stdout.on('data', (d) => {
    out += d;
    const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
    if (m) { clearTimeout(timer); ok(m[1]); }
  });
  server.stderr.on('data', (d) => { out += d; });
  server.on('exit', (code) => ko(new Error(`serve.py exited (${code}): ${out}`)));
}).catch((e) => fail(e.message));

function get(urlPath, headers = {}) {
  return new Promise((ok, ko) => {
    http.get(base + urlPath, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', ko);
  });
}

let b;
try {
  // Precompressed copies.
  const wasm = fs.readFileSync(path.join(root, 'tarot.wasm'));
  const gz = await get('/tarot.wasm', { 'Accept-Encoding': 'gzip, deflate' });
  if (gz.status !== 200) fail(`tarot.wasm: status ${gz.status}`);
  if (gz.headers['content-encoding'] !== 'gzip') fail(`tarot.wasm: Content-Encoding ${gz.headers['content-encoding']}, expected gzip`);
  if (gz.headers['content-type'] !== 'application/wasm') fail(`tarot.wasm: Content-Type ${gz.headers['content-type']}`);
  if (!/no-cache/.test(gz.headers['cache-control'] || '') || !gz.headers.etag) fail('tarot.wasm: no revalidation headers');
  if (!/Accept-Encoding/i.test(gz.headers.vary || '')) fail('tarot.wasm: no Vary: Accept-Encoding');
  if (!zlib.gunzipSync(gz.body).equals(wasm)) fail('tarot.wasm.gz does not unpack to tarot.wasm');
  const plain = await get('/tarot.wasm');
  if (plain.headers['content-encoding'] || !plain.body.equals(wasm)) fail('tarot.wasm without Accept-Encoding is not the plain file');
  const again = await get('/tarot.wasm', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag });
  if (again.status !== 304) fail(`revalidating tarot.wasm: status ${again.status}, expected 304`);
  const js = await get('/tarot.js', { 'Accept-Encoding': 'gzip' });
  if (js.headers['content-encoding'] !== 'gzip' || !/^text\/javascript/.test(js.headers['content-type'])) fail('tarot.js is not served gzipped as JavaScript');
  if ((await get('/../README.md')).status !== 404) fail('a path outside dist is served');
  console.log(`ok serve.py: tarot.wasm ${gz.body.length} bytes gzip for ${wasm.length}, 304 on revalidation`);

  // The manifest and its icons, as the browser sees them.
  b = await launch({ width: 412, height: 780 });
  const encodings = {};
  b.page.on('response', (r) => { encodings[new URL(r.url()).pathname] = r.headers()['content-encoding'] || ''; });
  await b.page.goto(base + '/');
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000 });
  if (!encodings['/tarot.wasm']) fail('Chromium got tarot.wasm uncompressed from serve.py');
  const link = await b.page.evaluate(() => document.querySelector('link[rel=manifest]')?.getAttribute('href'));
  if (link !== 'manifest.webmanifest') fail(`index.html links the manifest as ${link}`);
  const res = await get('/manifest.webmanifest');
  if (res.headers['content-type'] !== 'application/manifest+json') fail(`manifest Content-Type ${res.headers['content-type']}`);
  const manifest = JSON.parse(res.body.toString('utf8'));
  for (const k of ['name', 'short_name', 'start_url', 'display', 'background_color', 'theme_color'])
    if (!manifest[k]) fail(`the manifest has no ${k}`);
  if (manifest.display !== 'standalone') fail(`display ${manifest.display}`);
  if (manifest.background_color !== '#0d4020' || manifest.theme_color !== '#0d4020') fail('the manifest is not in the table\'s green');
  const sizes = await b.page.evaluate(async (icons) => Promise.all(icons.map(async (icon) => {
    const img = new Image();
    img.src = new URL(icon.src, new URL('manifest.webmanifest', location.href)).href;
    try { await img.decode(); } catch (e) { return { src: icon.src, error: String(e) }; }
    return { src: icon.src, sizes: icon.sizes, width: img.naturalWidth, height: img.naturalHeight };
  })), manifest.icons);
  for (const s of sizes) {
    if (s.error) fail(`icon ${s.src} does not load: ${s.error}`);
    if (s.sizes !== 'any' && s.sizes !== `${s.width}x${s.height}`) fail(`icon ${s.src} is ${s.width}x${s.height}, the manifest says ${s.sizes}`);
  }
  if (!sizes.some((s) => s.width >= 512) || !sizes.some((s) => s.width === 192)) fail('no 192 and 512 pixel icons');
  const cdp = await b.context.newCDPSession(b.page);
  const parsed = await cdp.send('Page.getAppManifest');
  if (parsed.errors && parsed.errors.length) fail('Chromium finds manifest errors: ' + JSON.stringify(parsed.errors));
  const inst = await cdp.send('Page.getInstallabilityErrors').catch(() => null);
  if (inst && inst.installabilityErrors.length)
    fail('Chromium says the page cannot be installed: ' + JSON.stringify(inst.installabilityErrors));
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log(`ok manifest: ${manifest.name}, ${sizes.map((s) => `${s.src} ${s.width}x${s.height}`).join(', ')}` +
              (inst ? ', installable' : ''));
} finally {
  if (b) await b.close();
  server.kill();
}
