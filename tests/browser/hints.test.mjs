// The expert's hints, tapped like a person on a 360 × 640 phone: "Conseil" at the bid and at card decisions shows
// the expert's choice and its expected points on one line in the top bar (and only legal choices); the advised card
// is played; at the end of the deal the review weighs the person's decisions, with its progress shown, and marks
// the costly ones ("… en moyenne (mieux : …)"). Embedded (embed=1) the button is not offered unless hints=1, and
// hints=0 turns it off in a plain page. The help's cards, French and English, each within the phone's screen.
import path from 'node:path';
import fs from 'node:fs';
import { serve, launch, fail, clickTarget, tarotState, openFresh } from './harness.mjs';

const dist = process.argv[2];
const outDir = path.join(process.argv[3] || '.', 'browser-hints');
fs.mkdirSync(outDir, { recursive: true });
const server = await serve(path.resolve(dist));
const b = await launch({ width: 360, height: 640 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);
// A button on the screen, or in the top bar's menu on a narrow screen.
const hasTarget = (s, id) => s.targets.some((t) => t.id === id) || (s.menu_items || []).includes(id);

// Taps "Conseil" and waits for the advice; returns it.
async function askHint(s) {
  if (!hasTarget(s, 'hint')) fail('no "Conseil" button at the person\'s turn: ' + JSON.stringify(s.targets.map((t) => t.id)));
  s = await click(s, 'hint');
  let sawThinking = false;
  for (let i = 0; i < 600; ++i) {
    s = await st();
    if (s.hint && s.hint.thinking) sawThinking = true;
    if (s.hint && s.hint.ready) return { s, hint: s.hint, sawThinking };
    await page.waitForTimeout(50);
  }
  fail('the advice never came: ' + JSON.stringify(s.hint));
}

async function open(query) {
  await openFresh(page, server.url + query);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
}

// The help's cards (opened from the top bar's menu): each card in turn with "»", its targets inside the screen and
// 44 px or more, its words whole, "k / n" under it; then closed. Returns the state after.
async function walkHelp(s, lang) {
  const W = 360, H = 640;
  s = await click(s, 'help');
  for (let i = 0; i < 60 && !hasTarget(s, 'help:card:1'); ++i) { await page.waitForTimeout(50); s = await st(); }
  let n = 0, left = null, wide = null;
  for (let k = 1; k <= 12; ++k) {
    // The strip settles on the card: its place is the first card's, its words reported.
    const at = (x) => x.targets.find((t) => t.id === `help:card:${k}`);
    for (let i = 0; i < 60; ++i) {
      s = await st();
      if (at(s) && (left === null || Math.abs(at(s).x - left) < 1) && (s.texts || []).some((t) => t.text.length > 12)) break;
      await page.waitForTimeout(100);
    }
    const card = at(s);
    if (card && left === null) left = card.x, wide = card.w;
    if (!card) fail(`help ${lang}: card ${k} not shown (${s.targets.map((t) => t.id).join(' ')})`);
    for (const t of s.targets.filter((x) => x.id.startsWith('help:'))) {
      if (t.x < 0 || t.y < 0 || t.x + t.w > W + 0.5 || t.y + t.h > H + 0.5) fail(`help ${lang} card ${k}: ${t.id} off the screen ${JSON.stringify(t)}`);
      if (t.id !== card.id && (t.w < 44 || t.h < 44)) fail(`help ${lang} card ${k}: ${t.id} under 44 px ${JSON.stringify(t)}`);
    }
    const clipped = (s.texts || []).filter((t) => t.clipped);
    if (clipped.length) fail(`help ${lang} card ${k}: cut texts ${JSON.stringify(clipped)}`);
    const count = (s.texts || []).find((t) => /^\d+ \/ \d+$/.test(t.text));
    if (!count || !count.text.startsWith(`${k} / `)) fail(`help ${lang} card ${k}: counter ${count && count.text}`);
    if (k === 1 || k === 3) await page.screenshot({ path: path.join(outDir, `help-${lang}-${k}.png`) });
    n = k;
    const next = s.targets.find((t) => t.id === 'help:next');
    if (!next || !next.enabled) break;
    s = await click(s, 'help:next');
  }
  const expected = lang === 'en' ? 9 : 8;  // four players: eight cards, the glossary last in English
  if (n !== expected) fail(`help ${lang}: ${n} cards, ${expected} expected`);
  s = await click(await st(), 'help:close');
  for (let i = 0; i < 40 && hasTarget(s, 'help:close'); ++i) { await page.waitForTimeout(50); s = await st(); }
  if (hasTarget(s, 'help:close')) fail(`help ${lang}: not closed`);
  // Opened again after the last card: the first card at once, whole, not slid back to across the others.
  s = await click(s, 'help');
  for (let i = 0; i < 60 && !hasTarget(s, 'help:card:1'); ++i) { await page.waitForTimeout(30); s = await st(); }
  const first = s.targets.find((t) => t.id === 'help:card:1');
  if (!first || Math.abs(first.x - left) > 1 || Math.abs(first.w - wide) > 1)
    fail(`help ${lang}: opened again, the first card not at once in its place (${JSON.stringify(first)}, whole: x ${left} w ${wide})`);
  s = await click(s, 'help:close');
  for (let i = 0; i < 40 && hasTarget(s, 'help:close'); ++i) { await page.waitForTimeout(50); s = await st(); }
  if (hasTarget(s, 'help:close')) fail(`help ${lang}: not closed the second time`);
  console.log(`help (${lang}): ${n} cards, each within 360x640, then closed; opened again at the first card`);
  return s;
}

// Plays simply until the person is to act; returns the state.
async function untilPersonActs() {
  for (let i = 0; i < 3000; ++i) {
    const s = await st();
    if (s.human_to_act || s.phase === 'over' || s.phase === 'annulled') return s;
    await page.waitForTimeout(40);
  }
  fail('the person never had to act');
}

try {
  await open('?start=1&players=4&deals=1&seed=20261123&speed=4&lang=fr');
  let s = await untilPersonActs();
  if (s.phase !== 'bidding') fail('expected the bid first, got ' + s.phase);
  s = await walkHelp(s, 'fr');
  s = await untilPersonActs();
  // The bid: the advice names a contract the person may say, with its expected points.
  let r = await askHint(s);
  s = r.s;
  const bidAdvice = r.hint;
  if (!bidAdvice.line.startsWith('Conseil')) fail('advice line: ' + bidAdvice.line);
  if (!bidAdvice.options.length || bidAdvice.options[0].kind !== 'bid') fail('bid advice: ' + JSON.stringify(bidAdvice));
  if (!hasTarget(s, 'bid:' + bidAdvice.options[0].contract)) fail('the advised bid is not offered: ' + bidAdvice.options[0].contract);
  for (let i = 1; i < bidAdvice.options.length; ++i)
    if (bidAdvice.options[i - 1].mean < bidAdvice.options[i].mean) fail('options not best first: ' + JSON.stringify(bidAdvice.options));
  // (the top bar grows to the new line from the next frame)
  await page.waitForTimeout(150);
  s = await st();
  if (!s.texts.some((t) => t.text === bidAdvice.line && !t.clipped)) fail('the advice line is not on screen whole: ' + JSON.stringify(s.texts.filter((t) => t.text.startsWith('Conseil'))) + ' line ' + bidAdvice.line);
  await page.screenshot({ path: path.join(outDir, 'hint-bid.png') });
  console.log(`bid advice: ${bidAdvice.line}`);
  // The person passes anyway (the review may mark it); the advice goes when the decision is made.
  s = await click(s, 'bid:pass');
  await page.waitForTimeout(200);
  s = await st();
  if (s.hint && s.hint.line && s.human_to_act && s.phase === 'bidding') fail('the advice stayed after the bid');

  // The cards: ask at the first three real choices and play the advised card; the others, the first legal card.
  let advised = 0;
  for (let i = 0; i < 3000; ++i) {
    s = await untilPersonActs();
    if (s.phase === 'over') break;
    if (s.phase === 'annulled') { await click(s, 'redeal'); continue; }
    if (s.phase === 'play' && s.awaiting_poignee) { await click(s, 'poignee:none'); continue; }
    if (s.phase !== 'play') fail('unexpected decision ' + s.phase);
    if (advised < 3 && s.legal.length >= 2) {
      r = await askHint(s);
      s = r.s;
      const best = r.hint.options[0];
      if (!best || best.kind !== 'play' || !s.legal.includes(best.card)) fail('card advice not a legal card: ' + JSON.stringify(r.hint));
      if (r.hint.options.some((o) => !s.legal.includes(o.card))) fail('an illegal card in the advice: ' + JSON.stringify(r.hint));
      if (advised === 0) await page.screenshot({ path: path.join(outDir, 'hint-card.png') });
      console.log(`card advice (${s.legal.length} legal): ${r.hint.line}`);
      await click(s, 'play:' + best.card);
      ++advised;
    } else {
      await click(s, 'play:' + s.legal[0]);
    }
    await page.waitForTimeout(60);
  }
  if (advised < 1) fail('no card decision with a choice');
  s = await st();
  if (s.phase !== 'over') fail('the deal did not end: ' + s.phase);

  // The review of the deal from the scoresheet: progress, then the marks.
  s = await click(s, 'sheet');
  await page.waitForTimeout(300);
  s = await click(await st(), 'review:0');
  let sawProgress = false;
  for (let i = 0; i < 1200; ++i) {
    s = await st();
    if (!s.review) fail('the review did not open');
    if (s.review.analysing) {
      sawProgress = true;
      if (s.texts.some((t) => t.text.startsWith("L'expert revoit vos décisions")) && i === 2)
        await page.screenshot({ path: path.join(outDir, 'review-progress.png') });
    }
    if (s.review.analysed) break;
    await page.waitForTimeout(50);
  }
  if (!s.review.analysed) fail('the review never finished: ' + JSON.stringify(s.review).slice(0, 300));
  await page.waitForTimeout(100);
  s = await st();
  await page.screenshot({ path: path.join(outDir, 'review-marks.png') });
  const marks = s.review.marks;
  if (s.review.weighed !== s.review.decisions || marks.length < s.review.decisions - 2)
    fail(`review weighed ${s.review.weighed}/${s.review.decisions} decisions, ${marks.length} marks`);
  if (marks.some((m) => m.loss < 0)) fail('a negative loss: ' + JSON.stringify(marks));
  const costly = marks.filter((m) => m.costly);
  const markTexts = s.texts.filter((t) => t.text.includes('en moyenne (mieux'));
  if (costly.length !== markTexts.length) fail(`${costly.length} costly choices but ${markTexts.length} marks drawn`);
  const summary = costly.length ? 'ont coûté' : "aucune de vos décisions";
  if (!s.texts.some((t) => t.text.includes(summary))) fail('the review\'s summary line is missing');
  console.log(`review: ${marks.length} decisions weighed${sawProgress ? ' (progress shown)' : ''}, ${costly.length} marked: ` +
    markTexts.map((t) => t.text.trim()).join(' | '));

  // Embedded: no button unless hints=1; hints=0 turns it off in a plain page.
  // (the last page in English: its help's cards walked too)
  for (const [query, offered, lang] of [['&embed=1', false, 'fr'], ['&embed=1&hints=1', true, 'fr'], ['&hints=0', false, 'en']]) {
    await open(`?start=1&players=4&deals=1&seed=20261123&speed=4&lang=${lang}` + query);
    s = await untilPersonActs();
    if (lang === 'en') {
      await walkHelp(s, 'en');
      s = await untilPersonActs();
    }
    if (hasTarget(s, 'hint') !== offered) fail(`${query}: "Conseil" ${offered ? 'missing' : 'offered'}`);
    if (s.settings.hints !== offered) fail(`${query}: settings.hints ${s.settings.hints}`);
  }
  console.log('ok: embed=1 hides the button, hints=1 brings it back, hints=0 hides it');
  if (b.problems.length) fail(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
