// End-to-end: a person plays a whole 4-player deal in the browser, clicking the cards and buttons where the
// page draws them (positions come from the page's automation hook window.tarot.state()). Screenshots of each
// phase are saved; the test fails on any console error, on a refused click, or if the final scores do not sum
// to zero. First, on a 360x640 phone, the same page plays the lesson ("Apprendre") to its end by tapping what each
// step asks (a wrong card tapped once: its reason shown), then resumes the match and plays it at 1280x800.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const b = await launch({ width: 360, height: 640 });
const page = b.page;
const shots = new Set();
async function shot(name) {
  if (shots.has(name)) return;
  shots.add(name);
  await page.screenshot({ path: path.join(outDir, `play-${name}.png`) });
}
const state = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);

// The lesson's table as read: no card of the trick at rest or of the chien on show over a seat's name or
// announcement, and the lesson's panel over no card of the trick (as the layout test checks a deal's table), at
// every state read.
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1;
const box = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;
const covered = [];
function checkTrick(s, step) {
  const labels = (s.texts || []).filter((t) => t.role === 'name' || t.role === 'bid');
  for (const c of (s.cards || []).filter((x) => x.kind === 'trick' || x.kind === 'chien')) {
    for (const t of labels)
      if (overlap(c, t)) covered.push(`lesson ${step}: a ${c.kind} card (${box(c)}) over the ${t.role} "${t.text}" (${box(t)})`);
    if (c.kind === 'trick' && s.panel && overlap(c, s.panel)) covered.push(`lesson ${step}: the panel (${box(s.panel)}) over a trick card (${box(c)})`);
  }
}

// The lesson from the menu to its end at 360x640: each step's text read ("Suivant"), each move it asks made.
async function playLesson() {
  let s = await click(await state(), 'menu');
  for (let i = 0; i < 40 && s.screen !== 'new_game'; ++i) { await page.waitForTimeout(50); s = await state(); }
  s = await click(s, 'learn');
  const steps = [];
  let wrongShown = false;
  const deadline = Date.now() + 150000;
  for (;;) {
    if (Date.now() > deadline) fail('the lesson did not finish in time, at step ' + steps[steps.length - 1]);
    if (b.problems.length) fail(b.problems.join('\n'));
    s = await state();
    if (s.screen === 'new_game' && steps.length) break;
    if (s.screen !== 'lesson') { await page.waitForTimeout(50); continue; }
    const l = s.lesson;
    if (!l.text) fail('the lesson shows no text at step ' + l.step);
    checkTrick(s, l.step);
    if (!steps.includes(l.step)) {
      steps.push(l.step);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `lesson-${l.step}.png`) });
      s = await state();
    }
    if (!s.texts.some((t) => t.text === l.text && !t.clipped)) { await page.waitForTimeout(50); continue; }
    if (l.reading) {
      await click(s, 'lesson:next');
      for (let i = 0; i < 40 && (await state()).lesson?.step === l.step; ++i) await page.waitForTimeout(50);
      continue;
    }
    if (!l.expects.length || !s.human_to_act) { await page.waitForTimeout(60); continue; }
    const a = l.expects[0];
    if (a.kind === 'bid') {
      await click(s, 'bid:' + a.contract);
    } else if (a.kind === 'ecart') {
      const pick = a.cards.find((c) => !s.ecart_selected.includes(c));
      await click(s, pick ? 'ecart:' + pick : 'ecart:confirm');
    } else if (a.kind === 'play') {
      if (l.step === 'trump' && !wrongShown) {
        // The 8 under the 9 already played: refused, its reason shown by the card (the engine's rule, worded).
        s = await click(s, 'play:T8');
        for (let i = 0; i < 20 && !s.refusal; ++i) { await page.waitForTimeout(50); s = await state(); }
        if (!s.refusal || !s.refusal.text) fail('the trump under the 9 was not explained');
        checkTrick(s, `${l.step} (a card refused)`);
        await page.screenshot({ path: path.join(outDir, 'lesson-refused.png') });
        console.log('lesson: a wrong card explained:', s.refusal.text);
        wrongShown = true;
      }
      const before = s.hand.length;
      await click(s, 'play:' + a.card);
      for (let i = 0; i < 50 && (await state()).hand?.length === before; ++i) await page.waitForTimeout(60);
    }
  }
  const all = ['deal', 'bid', 'chien', 'ecart', 'lead', 'give_lead', 'trump', 'excuse', 'follow', 'play_on', 'count'];
  if (JSON.stringify(steps) !== JSON.stringify(all)) fail('the lesson\'s steps: ' + steps.join(', '));
  if (!wrongShown) fail('no wrong card tried in the lesson');
  if (covered.length) fail(`the lesson's table covered, ${covered.length} times:\n` + [...new Set(covered)].join('\n'));
  console.log('ok: the lesson played to its end at 360x640:', steps.join(', '));
  // Back on the form: the match started by the link is resumed, on a laptop's screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  s = await click(await state(), 'resume');
  for (let i = 0; i < 40 && s.screen !== 'table'; ++i) { await page.waitForTimeout(50); s = await state(); }
}

try {
  await page.goto(server.url + '?start=1&players=4&deals=1&seed=20261122&speed=4&lang=en');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await playLesson();
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
