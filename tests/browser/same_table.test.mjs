// Desktop and browser show the same table for the same seed: the native app and the page are started with the
// same settings and deal number, and their screens' states (cards in hand, dealer seat, deal seed) must match.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, fail } from './harness.mjs';

const [dist, outDir, nativeApp] = process.argv.slice(2);
if (!nativeApp) { console.log('skipped: no native app given'); process.exit(0); }
const query = 'start=1&players=5&seed=31337&deals=2&speed=0.25';
const out = execFileSync('xvfb-run', ['-a', '-s', '-screen 0 1280x800x24', nativeApp, '--query', query, '--frames', '3',
  '--print-state', '--screenshot', path.join(outDir, 'same-desktop.png')], { encoding: 'utf8' });
const line = out.split('\n').find((l) => l.startsWith('{"screen"'));
if (!line) fail('the desktop app printed no state');
const desktop = JSON.parse(line);
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
try {
  await b.page.goto(server.url + '?' + query);
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  const web = await b.page.evaluate(() => window.tarot.state());
  await b.page.screenshot({ path: path.join(outDir, 'same-browser.png') });
  for (const key of ['seed', 'players', 'human_seat', 'hand']) {
    if (JSON.stringify(web[key]) !== JSON.stringify(desktop[key]))
      fail(`${key} differs: browser ${JSON.stringify(web[key])}, desktop ${JSON.stringify(desktop[key])}`);
  }
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log(`ok: same deal ${web.seed} on both, hand ${web.hand.join(' ')}`);
} finally {
  await b.close();
  await server.close();
}
