// Persistence in the browser: a deal is started and played for a while, the page is reloaded in the middle of
// the deal, "Resume" is clicked, and the game is exactly where it was (same cards in hand, same cards played).
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, playPassingUntil } from './harness.mjs';

const dist = process.argv[2];
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
try {
  await page.goto(server.url + '?start=1&players=4&deals=2&seed=4242&speed=4');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  // Play (passing, declining, lowest legal card) until several tricks are down.
  await playPassingUntil(page, 14);
  const before = await st();
  await page.waitForTimeout(300);
  await page.goto(server.url);  // reload, without start=1: the new-game screen offers to resume
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(200);
  const menu = await st();
  if (menu.screen !== 'new_game') fail('expected the new-game screen after the reload');
  await click(menu, 'resume');
  const after = await st();
  if (after.screen !== 'table') fail('resume did not reopen the table: ' + (after.message || ''));
  if (JSON.stringify(after.hand) !== JSON.stringify(before.hand)) fail(`hand differs: ${before.hand} vs ${after.hand}`);
  if (after.seed !== before.seed || after.phase !== before.phase || after.turn !== before.turn)
    fail(`state differs: ${JSON.stringify([before.seed, before.phase, before.turn])} vs ${JSON.stringify([after.seed, after.phase, after.turn])}`);
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log(`ok: resumed mid-deal with ${after.hand.length} cards in hand, seat ${after.turn} to play`);
} finally {
  await b.close();
  await server.close();
}
