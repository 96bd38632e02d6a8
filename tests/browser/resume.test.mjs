// Persistence in the browser: a deal is started and played for a while, the page is reloaded in the middle of
// the deal, "Resume" is clicked, and the game is exactly where it was (same cards in hand, same cards played).
// A finished match is archived, not resumable: after a match played to its end (bots in every seat), neither the
// menu nor the page opened again offers "Reprendre". A link to another match meanwhile asks before replacing it.
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
  console.log(`resumed mid-deal with ${after.hand.length} cards in hand, seat ${after.turn} to play`);

  // A link to another match while this one is unfinished: nothing replaced, the form asks; the person replaces it.
  await page.goto(server.url + '?start=1&players=3&deals=1&seed=777&speed=4&autoplay=1');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  let s = await st();
  if (s.screen !== 'new_game' || !s.targets.some((t) => t.id === 'start_confirm'))
    fail('a link to another match replaced the unfinished one: ' + s.screen);
  s = await click(s, 'start_confirm');
  if (s.screen !== 'table') fail('replacing did not start the link\'s match');

  // A match played to its end: "Reprendre" is no longer offered, from the table's menu or after a reload.
  for (let i = 0; i < 1200 && !s.match_over; ++i) {
    if (s.phase === 'annulled' && s.targets.some((t) => t.id === 'redeal')) await click(s, 'redeal');
    await page.waitForTimeout(100);
    s = await st();
  }
  if (!s.match_over) fail('the bots did not finish the one-deal match');
  await page.waitForTimeout(300);
  s = await st();
  if (s.targets.some((t) => t.id === 'menu')) {
    s = await click(s, 'menu');
    for (let i = 0; i < 20 && s.screen !== 'new_game'; ++i) { await page.waitForTimeout(100); s = await st(); }
    if (s.screen !== 'new_game') fail('the menu did not open the form');
    await page.waitForTimeout(450);
    s = await st();
    if (s.targets.some((t) => t.id === 'resume')) fail('"Reprendre" is offered from the menu after the match ended');
  }
  await page.goto(server.url);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(450);
  s = await st();
  if (s.screen !== 'new_game') fail('expected the form after the reload, not ' + s.screen);
  if (s.targets.some((t) => t.id === 'resume')) fail('"Reprendre" is offered after a reload once the match ended');
  if (!s.targets.some((t) => t.id === 'start')) fail('no "start" on the form');
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('ok: resumed mid-deal; a finished match is not offered to resume');
} finally {
  await b.close();
  await server.close();
}
