// A player holding more trumps than a poignée needs chooses which ones to show: deal number 5 gives the person
// 11 trumps at 4 players. The test opens the choice, swaps a low trump for the highest one by clicking the cards
// in the hand, confirms, and checks that the trumps shown are exactly those picked (and that a confirmation with
// the wrong count is impossible), then plays the deal to its end. At 360x640 the question's labels are whole.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';

const dist = process.argv[2];
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id, { requireEnabled: true });
// Clicks until the page shows the expected state (polled for 2 s after each click, three clicks at most), as a
// person clicks again when a tap did not register.
async function clickUntil(s, id, ok) {
  for (let attempt = 0; attempt < 3; ++attempt) {
    s = await click(s, id);
    for (let i = 0; i < 20 && !ok(s); ++i) { await page.waitForTimeout(100); s = await st(); }
    if (ok(s)) { if (attempt) console.log(`${id}: took ${attempt + 1} clicks`); return s; }
  }
  fail(`clicking ${id} had no effect`);
}
const trumpNumber = (c) => (/^T(\d+)$/.test(c) ? Number(c.slice(1)) : -1);

try {
  await page.goto(server.url + '?start=1&players=4&deals=1&seed=5&speed=4&lang=en');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let chosen = null;
  const deadline = Date.now() + 240000;
  for (;;) {
    if (Date.now() > deadline) fail('the deal did not finish in time');
    if (b.problems.length) fail(b.problems.join('\n'));
    let s = await st();
    if (s.message && s.message.startsWith('Refused')) fail('a click was refused: ' + s.message);
    if (s.phase === 'annulled') fail('the deal was annulled: the person should have taken');
    if (s.phase === 'over') {
      if (!chosen) fail('the deal ended without the poignée decision');
      if (s.deal_scores.reduce((a, x) => a + x, 0) !== 0) fail('scores do not sum to zero');
      console.log('deal over:', JSON.stringify(s.result));
      break;
    }
    if (!s.human_to_act) { await page.waitForTimeout(80); continue; }
    if (s.phase === 'bidding') {
      const take = ['bid:garde_sans', 'bid:garde_contre'].find((id) => s.targets.some((t) => t.id === id));
      await click(s, take || 'bid:pass');
    } else if (s.phase === 'chelem') {
      await click(s, 'chelem:no');
    } else if (s.phase === 'play' && s.awaiting_poignee) {
      const trumps = s.hand.filter((c) => trumpNumber(c) > 0);
      if (trumps.length !== 11) fail('expected 11 trumps in hand, got ' + trumps.length);
      // On a phone the buttons of the question show their whole labels (on two lines rather than cut).
      await page.setViewportSize({ width: 360, height: 640 });
      await page.waitForTimeout(700);
      const phone = await st();
      const label = phone.texts.find((t) => /^Choose the\s+trumps/.test(t.text));
      if (!label) fail('no choice of the trumps to show at 360x640: ' + phone.texts.map((t) => t.text).join(' | '));
      const cut = phone.texts.filter((t) => t.clipped).map((t) => t.text);
      if (cut.length) fail('at 360x640, texts cut: ' + cut.join(' | '));
      console.log('at 360x640: "' + label.text.replace(/\n/g, ' / ') + '"');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForTimeout(700);
      s = await st();
      s = await clickUntil(s, 'poignee-choose:simple', (x) => x.poignee_choosing === 'simple');
      const lowest = trumps.slice().sort((x, y) => trumpNumber(x) - trumpNumber(y));
      if (JSON.stringify(s.poignee_selected.slice().sort()) !== JSON.stringify(lowest.slice(0, 10).sort()))
        fail('the choice should start from the 10 lowest trumps: ' + JSON.stringify(s.poignee_selected));
      const highest = lowest[10];
      // A non-trump card cannot be picked; removing a trump makes the count short and the confirmation disabled.
      const plain = s.hand.find((c) => trumpNumber(c) < 0);
      s = await clickUntil(s, 'trump:' + lowest[0], (x) => !x.poignee_selected.includes(lowest[0]));
      await page.waitForTimeout(200);  // a frame drawn with the new count
      s = await st();
      const confirm = s.targets.find((t) => t.id === 'poignee:confirm');
      if (!confirm || confirm.enabled) fail('confirm must be disabled with 9 trumps chosen');
      if (plain) {
        const t = s.targets.find((x) => x.id === 'trump:' + plain);
        if (t && t.enabled) fail('a plain card is offered for the poignée');
      }
      s = await clickUntil(s, 'trump:' + highest, (x) => x.poignee_selected.includes(highest));
      await page.screenshot({ path: path.join(process.argv[3] || '.', 'poignee-choice.png') });
      chosen = s.poignee_selected.slice().sort();
      if (chosen.length !== 10 || !chosen.includes(highest) || chosen.includes(lowest[0]))
        fail('unexpected selection ' + JSON.stringify(chosen));
      s = await clickUntil(s, 'poignee:confirm', (x) => !x.awaiting_poignee);
      if (JSON.stringify((s.poignee_shown || []).slice().sort()) !== JSON.stringify(chosen))
        fail('shown ' + JSON.stringify(s.poignee_shown) + ', chosen ' + JSON.stringify(chosen));
      console.log('poignée shown as chosen:', chosen.join(' '));
    } else if (s.phase === 'play') {
      await click(s, 'play:' + s.legal[0]);
    } else {
      fail('unexpected decision ' + s.phase);
    }
  }
  console.log('poignee choice test passed');
} finally {
  await b.close();
  await server.close();
}
