// Browser smoke test: the built page loads in headless Chromium, announces window.tarot.ready, logs no console
// error, and its canvas shows a real picture (many distinct colours), at desktop and phone sizes. On a throttled
// connection its loading bar follows the program's bytes (many steps, never backwards) in the page's language.
import path from 'node:path';
import { serve, launch, distinctColours, fail } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
if (!dist) fail('usage: node smoke.mjs <dist dir> [screenshot dir]');
const server = await serve(path.resolve(dist));
for (const [viewport, lang, word] of [[{ width: 1280, height: 800 }, 'fr', 'Chargement… '],
                                      [{ width: 360, height: 640 }, 'en', 'Loading… ']]) {
  const b = await launch(viewport);
  try {
    // Every text the loading line shows, in order, and the connection slowed to 2 MB/s.
    await b.page.addInitScript(() => {
      window.__loadingTexts = [];
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.getElementById('status');
        window.__loadingTexts.push(el.textContent);
        new MutationObserver(() => window.__loadingTexts.push(el.textContent))
          .observe(el, { childList: true, characterData: true, subtree: true });
      });
    });
    const cdp = await b.context.newCDPSession(b.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions',
      { offline: false, latency: 40, downloadThroughput: 2e6, uploadThroughput: 1e6 });
    await b.page.goto(server.url + (lang === 'en' ? '?lang=en' : ''));
    await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const texts = await b.page.evaluate(() => window.__loadingTexts);
    const pcts = texts.filter((t) => t.startsWith(word)).map((t) => parseInt(t.slice(word.length), 10));
    const foreign = texts.filter((t) => t && !t.startsWith(word));
    if (foreign.length) fail(`the loading line speaks another language than ${lang}: ${JSON.stringify(foreign)}`);
    if (pcts.some((p, i) => i > 0 && p < pcts[i - 1])) fail(`the loading bar went backwards: ${pcts.join(' ')}`);
    const steps = new Set(pcts.filter((p) => p > 0 && p < 98)).size;
    if (steps < 5) fail(`the loading bar did not follow the download (${lang}): ${pcts.join(' ')}`);
    console.log(`ok loading bar (${lang}): ${steps} steps between 0 and 98 %, ${pcts[pcts.length - 1]} % at the end`);
    await b.page.waitForTimeout(500);
    const shot = await b.page.locator('#canvas').screenshot({ path: path.join(outDir, `smoke-${viewport.width}x${viewport.height}.png`) });
    const colours = await distinctColours(b.page, shot);
    if (b.problems.length) fail(b.problems.join('\n'));
    if (colours < 20) fail(`the canvas looks blank at ${viewport.width}x${viewport.height} (${colours} distinct colours)`);
    console.log(`ok ${viewport.width}x${viewport.height}: ready, ${colours} distinct colours, no console error`);
  } finally {
    await b.close();
  }
}
await server.close();
