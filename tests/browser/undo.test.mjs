// Undo at the table: the person plays a card, takes it back (it returns to the hand), plays another, and the deal's
// saved record holds the second card, not the first. With undo=0 the button is not offered.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, openFresh } from './harness.mjs';

const dist = process.argv[2];
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
const savedPlay = () => page.evaluate(() => {
  for (let i = 0; i < localStorage.length; ++i) {
    const k = localStorage.key(i);
    if (!k.endsWith('match/current')) continue;
    const v = JSON.parse(localStorage.getItem(k));
    return v && v.current ? v.current.record.play : null;
  }
  return null;
});

async function untilPlay(s) {
  for (let i = 0; i < 2000; ++i) {
    s = await st();
    if (s.phase === 'play' && s.human_to_act && !s.awaiting_poignee && s.legal.length >= 2) return s;
    if (s.phase === 'annulled') { s = await click(s, 'redeal'); continue; }
    if (s.phase === 'over') fail('the deal ended before the person had a choice of two cards');
    if (!s.human_to_act) { await page.waitForTimeout(60); continue; }
    if (s.phase === 'bidding') await click(s, 'bid:pass');
    else if (s.phase === 'play' && s.awaiting_poignee) await click(s, 'poignee:none');
    else if (s.phase === 'play') await click(s, 'play:' + s.legal[0]);
    else fail('unexpected decision ' + s.phase);
  }
  fail('never reached the play');
}

try {
  await page.goto(server.url + '?start=1&players=4&deals=1&seed=20261122&speed=4&lang=en');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let s = await untilPlay(await st());
  const first = s.legal[0], second = s.legal[s.legal.length - 1];
  const handBefore = s.hand.slice();
  s = await click(s, 'play:' + first);
  for (let i = 0; i < 20 && s.hand.includes(first); ++i) { await page.waitForTimeout(50); s = await st(); }
  if (s.hand.includes(first)) fail('the card was not played: ' + JSON.stringify({ first, hand: s.hand, msg: s.message, t: s.targets.filter((q) => q.id.endsWith(first)) }));
  await page.waitForTimeout(300);
  s = await click(await st(), 'undo');
  for (let i = 0; i < 20 && !s.human_to_act; ++i) { await page.waitForTimeout(50); s = await st(); }
  if (!s.hand.includes(first)) fail('undo did not give the card back');
  if (JSON.stringify(s.hand) !== JSON.stringify(handBefore)) fail(`hand after undo ${s.hand} vs ${handBefore}`);
  if (!s.human_to_act) fail('after undo it is not the person\'s turn');
  s = await click(s, 'play:' + second);
  await page.waitForTimeout(400);
  const play = await savedPlay();
  if (!play) fail('no saved deal in progress');
  if (play.includes(first) || !play.includes(second)) fail(`saved record ${play}: expected ${second} and not ${first}`);
  console.log(`ok: played ${first}, took it back, played ${second}; the record holds ${play.join(' ')}`);

  // A host that turns undo off: no button.
  await openFresh(page, server.url + '?start=1&players=4&deals=1&seed=20261122&speed=4&lang=en&undo=0');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  s = await untilPlay(await st());
  s = await click(s, 'play:' + s.legal[0]);
  await page.waitForTimeout(500);
  s = await st();
  if (s.targets.find((t) => t.id === 'undo') || s.can_undo) fail('undo offered with undo=0');
  console.log('ok: no undo with undo=0');
  if (b.problems.length) fail(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
