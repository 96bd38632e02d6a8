// End-to-end: a person plays a whole 4-player deal in the browser, clicking the cards and buttons where the
// page draws them (positions come from the page's automation hook window.tarot.state()). Screenshots of each
// phase are saved; the test fails on any console error, on a refused click, or if the final scores do not sum
// to zero.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const shots = new Set();
async function shot(name) {
  if (shots.has(name)) return;
  shots.add(name);
  await page.screenshot({ path: path.join(outDir, `play-${name}.png`) });
}
const state = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);

try {
  await page.goto(server.url + '?start=1&players=4&deals=1&seed=20261122&speed=4&lang=en');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let tookBid = false, chienSeen = false;
  const deadline = Date.now() + 240000;
  for (;;) {
    if (Date.now() > deadline) fail('the deal did not finish in time');
    if (b.problems.length) fail(b.problems.join('\n'));
    const s = await state();
    if (s.screen !== 'table') fail('not on the table');
    if (s.message && s.message.startsWith('Refused')) fail('a click was refused: ' + s.message);
    if (s.phase === 'over' || s.phase === 'annulled') {
      await shot(s.phase);
      if (s.phase === 'annulled') { await click(s, 'redeal'); continue; }
      const sum = s.deal_scores.reduce((a, x) => a + x, 0);
      if (sum !== 0) fail('scores do not sum to zero: ' + JSON.stringify(s.deal_scores));
      if (!s.result || typeof s.result.unit !== 'number') fail('no result on screen');
      console.log('deal over:', JSON.stringify(s.result), 'chien seen on the table:', chienSeen);
      break;
    }
    if (!s.human_to_act) { await page.waitForTimeout(100); continue; }
    await shot(s.phase + (s.awaiting_poignee ? '-poignee' : ''));
    if (s.phase === 'bidding') {
      const bid = !tookBid && s.targets.find((t) => t.id === 'bid:prise') ? 'bid:prise' : 'bid:pass';
      tookBid = true;
      await click(s, bid);
    } else if (s.phase === 'ecart') {
      // The chien turned face up for all (the taker included) for a moment, then its cards marked in the hand.
      if (s.chien.length !== 6) fail('the chien is not known to the taker: ' + JSON.stringify(s.chien));
      if (s.chien_marked.length !== s.chien.filter((c) => s.hand.includes(c)).length)
        fail('the chien\'s cards are not marked in the hand: ' + JSON.stringify(s.chien_marked));
      if (s.chien_on_table) {
        if (s.cards.filter((c) => c.kind === 'chien').length !== 6) fail('the chien is not laid out on the table');
        chienSeen = true;
        await shot('chien-on-table');
      }
      const confirm = s.targets.find((t) => t.id === 'ecart:confirm');
      if (s.ecart_selected.length < s.ecart_size) {
        const sel = new Set(s.ecart_selected);
        const trumps = s.ecart_selected.filter((c) => /^T/.test(c)).length;
        const pick = s.ecart_allowed.find((c) => !sel.has(c) && (!/^T/.test(c) || trumps < s.ecart_trumps) &&
          (/^T/.test(c) || s.ecart_allowed.filter((x) => !/^T/.test(x) && !sel.has(x)).length > 0));
        if (!pick) fail('no card left to put aside');
        await click(s, 'ecart:' + pick);
      } else if (confirm) {
        await shot('ecart-chosen');
        await click(s, 'ecart:confirm');
      } else {
        await page.waitForTimeout(150);  // the chien is still on show
      }
    } else if (s.phase === 'call') {
      await click(s, s.targets.find((t) => t.id.startsWith('call:')).id);
    } else if (s.phase === 'chelem') {
      await click(s, 'chelem:no');
    } else if (s.phase === 'play' && s.awaiting_poignee) {
      await click(s, 'poignee:none');
    } else if (s.phase === 'play') {
      if (!s.legal.length) fail('my turn without a legal card');
      const before = s.hand.length;
      await click(s, 'play:' + s.legal[0]);
      // The click is handled on the page's next frame (slow frames under software WebGL): give it a few seconds.
      let played = false;
      for (let i = 0; i < 50 && !played; ++i) {
        const after = await state();
        played = !after.hand || after.hand.length < before || after.phase !== 'play';
        if (!played) await page.waitForTimeout(100);
      }
      if (!played) fail('the click did not play the card');
    }
  }
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('ok: a full deal played through the page; screenshots:', [...shots].join(', '));
} finally {
  await b.close();
  await server.close();
}
