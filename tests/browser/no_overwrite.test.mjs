// A saved match is never replaced unless the player chooses to: a page opened again with start=1 and the same
// settings (as a club's embed does) resumes it; on the new-game screen "Resume" comes first and "Play" asks before
// replacing the saved match.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, playPassingUntil } from './harness.mjs';

const dist = process.argv[2];
const server = await serve(path.resolve(dist));
const b = await launch({ width: 360, height: 640 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
const url = server.url + '?start=1&players=4&deals=2&seed=4242&speed=4&lang=fr';
try {
  await page.goto(url);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await playPassingUntil(page, 15, 60);
  const before = await st();
  await page.waitForTimeout(300);
  await page.goto(url);  // the same page again, start=1 included
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  let after = await st();
  if (after.screen !== 'table') fail('start=1 did not open the table');
  if (JSON.stringify(after.hand) !== JSON.stringify(before.hand) || after.seed !== before.seed)
    fail(`start=1 replaced the saved match: hand ${after.hand} (was ${before.hand})`);
  console.log(`ok: start=1 resumed the saved match (${after.hand.length} cards in hand)`);

  // Other settings in the URL: a different match, so the saved one is only offered, never replaced silently.
  // The menu: "Resume" first; "Play" asks, "Keep the match" keeps it.
  after = await click(after, 'menu');
  const resume = after.targets.find((t) => t.id === 'resume'), start = after.targets.find((t) => t.id === 'start');
  if (!resume || !start) fail('the menu lacks resume or play');
  if (resume.y > start.y) fail('"Resume" is not above "Play"');
  let s2 = await click(after, 'start');
  if (s2.screen !== 'new_game') fail('"Play" replaced the saved match without asking');
  if (!s2.targets.find((t) => t.id === 'start_confirm')) fail('"Play" did not ask');
  s2 = await click(s2, 'start_cancel');
  s2 = await click(s2, 'resume');
  if (s2.screen !== 'table' || JSON.stringify(s2.hand) !== JSON.stringify(before.hand)) fail('the saved match was lost');
  s2 = await click(s2, 'menu');
  s2 = await click(s2, 'start');
  s2 = await click(s2, 'start_confirm');
  if (s2.screen !== 'table') fail('confirming did not start a new match');
  console.log('ok: "Play" asks first; keeping resumes the same match; confirming starts a new one');
  if (b.problems.length) fail(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
