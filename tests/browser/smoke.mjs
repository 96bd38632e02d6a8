// Browser smoke test: the built page loads in headless Chromium, announces window.tarot.ready, logs no console
// error, and its canvas shows a real picture (many distinct colours), at desktop and phone sizes.
import path from 'node:path';
import { serve, launch, distinctColours, fail } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
if (!dist) fail('usage: node smoke.mjs <dist dir> [screenshot dir]');
const server = await serve(path.resolve(dist));
for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
  const b = await launch(viewport);
  try {
    await b.page.goto(server.url);
    await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
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
