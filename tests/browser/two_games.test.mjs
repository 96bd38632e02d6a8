// Two games embedded on one page of one origin keep separate saves: one iframe names its storage with the URL
// parameter "slot", the other by the iframe's name. Both play (bots in every seat); each save holds its own
// match; reopening one game offers to resume that game, and resuming it does not touch the other.
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, fail, tarotState } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const host = path.join(outDir, 'two-games.html');
fs.writeFileSync(host, `<!doctype html><meta charset="utf-8"><title>Two games</title><link rel="icon" href="/favicon.svg">
<iframe id="a" src="/index.html?start=1&amp;slot=left&amp;autoplay=1&amp;deals=3&amp;seed=101&amp;speed=4" width="560" height="420"></iframe>
<iframe id="b" name="right" src="/index.html?start=1&amp;autoplay=1&amp;deals=3&amp;seed=202&amp;speed=4" width="560" height="420"></iframe>`);
const server = await serve(path.resolve(dist), '', { '/two-games.html': host });
const b = await launch({ width: 1200, height: 500 });
const page = b.page;

async function gameFrame(id) {
  const handle = await page.waitForSelector('#' + id);
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  return { frame, handle };
}
const saved = (frame) => frame.evaluate(() => {
  const out = {};
  for (let i = 0; i < localStorage.length; ++i) {
    const k = localStorage.key(i);
    if (k.endsWith(':match/current')) out[k] = JSON.parse(localStorage.getItem(k));
  }
  return out;
});
const seedOf = (match) => String(match.settings.seed);

try {
  await page.goto(server.base + '/two-games.html');
  const left = await gameFrame('a');
  const right = await gameFrame('b');
  // Both games play until each has saved its match.
  let both;
  for (let i = 0; i < 300; ++i) {
    both = await saved(left.frame);
    if (both['tarot:left:match/current'] && both['tarot:right:match/current']) break;
    await page.waitForTimeout(200);
  }
  if (!both['tarot:left:match/current'] || !both['tarot:right:match/current'])
    fail('expected a save for each game, found ' + JSON.stringify(Object.keys(both)));
  if (seedOf(both['tarot:left:match/current']) !== '101' || seedOf(both['tarot:right:match/current']) !== '202')
    fail('the saves are mixed up: ' + seedOf(both['tarot:left:match/current']) + ', ' + seedOf(both['tarot:right:match/current']));
  console.log('ok: two saves side by side:', Object.keys(both).join(', '));

  // Reopen the left game without start=1: it offers to resume its own match; resuming leaves the right one alone.
  const rightBefore = JSON.stringify((await saved(left.frame))['tarot:right:match/current'].settings);
  await left.frame.goto(server.base + '/index.html?slot=left');
  await left.frame.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let s;
  let target;
  for (let i = 0; i < 40 && !target; ++i) {
    await page.waitForTimeout(100);
    s = await tarotState(left.frame);
    target = s.targets.find((t) => t.id === 'resume');
  }
  if (s.screen !== 'new_game' || !target) fail('the reopened game does not offer to resume');
  const box = await left.handle.boundingBox();
  for (let attempt = 0; attempt < 3 && s.screen !== 'table'; ++attempt) {
    await page.mouse.click(box.x + target.x + Math.min(target.w / 2, 14), box.y + target.y + target.h / 2);
    for (let i = 0; i < 20 && s.screen !== 'table'; ++i) {
      await page.waitForTimeout(100);
      s = await tarotState(left.frame);
    }
  }
  if (s.screen !== 'table') fail('resume did not reopen the left game');
  const leftSeed = BigInt(s.seed);
  if (leftSeed < 101n || leftSeed > 103n) fail('the left game resumed with deal seed ' + s.seed + ' (expected 101 to 103)');
  const after = await saved(left.frame);
  if (JSON.stringify(after['tarot:right:match/current'].settings) !== rightBefore) fail('the right game\'s save changed');
  const r = await tarotState(right.frame);
  if (r.screen !== 'table' || BigInt(r.seed) < 202n || BigInt(r.seed) > 204n) fail('the right game was disturbed: ' + r.seed);
  if (b.problems.length) fail(b.problems.join('\n') + ' requests: ' + server.requests.join(' '));
  console.log(`ok: the left game resumed its own match (deal ${s.seed}); the right one plays on (deal ${r.seed})`);
} finally {
  await b.close();
  await server.close();
}
