// A double tap on "Redeal" after an all-pass deal: the second tap, 100 ms later, lands where the next deal's bid
// buttons appear; a button drawn less than 400 ms earlier ignores taps, so no bid is placed.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, openFresh } from './harness.mjs';

const dist = process.argv[2];
const server = await serve(path.resolve(dist));
const b = await launch({ width: 360, height: 640 });
const page = b.page;
const st = () => tarotState(page);
try {
  // Deals where every seat passes when the person passes: try deal numbers until one is annulled.
  let s;
  let seed = Number(process.env.TAROT_ALLPASS_SEED || 1);
  let annulled = false;
  for (let tries = 0; tries < 40 && !annulled; ++tries, ++seed) {
    await openFresh(page, server.url + `?start=1&players=4&deals=3&seed=${seed}&speed=4&lang=fr`);
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
    for (let i = 0; i < 300; ++i) {
      s = await st();
      if (s.phase === 'annulled') { annulled = true; break; }
      if (s.phase !== 'bidding') break;  // somebody took
      if (s.human_to_act) { s = await clickTarget(page, s, 'bid:pass'); continue; }
      await page.waitForTimeout(60);
    }
  }
  if (!annulled) fail('no all-pass deal found');
  console.log(`deal ${seed - 1}: everybody passed`);
  let t = s.targets.find((x) => x.id === 'redeal');
  for (let i = 0; i < 40 && (!t || !t.armed); ++i) { await page.waitForTimeout(50); s = await st(); t = s.targets.find((x) => x.id === 'redeal'); }
  if (!t) fail('no redeal button');
  const x = t.x + t.w / 2, y = t.y + t.h / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(100);
  await page.mouse.click(x, y);
  await page.waitForTimeout(800);
  s = await st();
  if (s.phase === 'annulled' && s.deals_played === 0 && s.targets.find((q) => q.id === 'redeal')) fail('the first tap did not redeal');
  const mine = s.bids[s.human_seat];
  if (mine !== null) fail(`the second tap placed a bid: ${mine}`);
  const under = s.targets.filter((q) => q.id.startsWith('bid:') && x >= q.x && x <= q.x + q.w && y >= q.y && y <= q.y + q.h);
  console.log(`ok: redealt (phase ${s.phase}), no bid placed by the second tap` +
              (under.length ? ` (it landed on ${under[0].id})` : ''));
  if (b.problems.length) fail(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
