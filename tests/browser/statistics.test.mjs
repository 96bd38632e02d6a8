// Statistics: a person plays a one-deal match to its end by clicking (taking with a garde sans when they may, so
// that a take is counted; the chelem question comes only if the hand could make one), goes back to the menu, opens
// "Statistiques" and finds the figures of that match: one match, one deal, their score as the average, the take
// and its success under its contract, and the chart's running totals from 0 to the final totals. The statistics
// screen's layout is checked (controls in view, 44 px, not overlapping, no text clipped) and photographed at
// 1280x800 and at 360x640.
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id);

// Every number the screen printed, as the language writes it: no decimal point in French (a comma), no decimal comma
// in English, and a negative number with the true minus sign "−", never a hyphen. Returns how many numbers were read.
function checkNumbers(s, lang, where) {
  let count = 0;
  for (const t of s.texts || []) {
    count += (t.text.match(/\d+/g) || []).length;
    if (lang === 'fr' && /\d\.\d/.test(t.text)) fail(`${where}: a decimal point in French: "${t.text}"`);
    if (lang === 'en' && /\d,\d/.test(t.text)) fail(`${where}: a decimal comma in English: "${t.text}"`);
    if (/(^|[^\p{L}\d])-\d/u.test(t.text)) fail(`${where}: a hyphen as a minus sign: "${t.text}"`);
  }
  return count;
}

function checkLayout(s, where, W, H) {
  const problems = [];
  const eps = 0.5;
  const ts = s.targets || [];
  for (const t of ts) {
    if (t.x < -eps || t.y < -eps || t.x + t.w > W + eps || t.y + t.h > H + eps) problems.push(`${t.id} outside the viewport`);
    if ((t.h < 44 - eps && !t.partial) || t.w < 44 - eps) problems.push(`${t.id} smaller than 44 px (${t.w.toFixed(0)}x${t.h.toFixed(0)})`);
  }
  for (let i = 0; i < ts.length; ++i)
    for (let j = i + 1; j < ts.length; ++j) {
      const a = ts[i], c = ts[j];
      const ox = Math.min(a.x + a.w, c.x + c.w) - Math.max(a.x, c.x), oy = Math.min(a.y + a.h, c.y + c.h) - Math.max(a.y, c.y);
      if (ox > 1 && oy > 1) problems.push(`${a.id} and ${c.id} overlap`);
    }
  for (const t of s.texts || []) if (t.clipped) problems.push(`text clipped: "${t.text}"`);
  if (problems.length) fail(`${where}: ${problems.join('; ')}`);
}

try {
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url + '?start=1&players=4&deals=1&seed=777&speed=4');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  let bid = false, askedChelem = false, end = null;
  const deadline = Date.now() + 300000;
  while (!end) {
    if (Date.now() > deadline) fail('the match did not finish in time');
    if (b.problems.length) fail(b.problems.join('\n'));
    const s = await st();
    if (s.screen !== 'table') fail('left the table');
    if (s.phase === 'annulled') { await click(s, 'redeal'); continue; }
    if (s.phase === 'over') { end = s; break; }
    if (!s.human_to_act) { await page.waitForTimeout(80); continue; }
    if (s.phase === 'bidding') {
      const take = !bid && s.targets.some((t) => t.id === 'bid:garde_sans');
      bid = true;
      await click(s, take ? 'bid:garde_sans' : 'bid:pass');
    } else if (s.phase === 'chelem') {
      askedChelem = true;
      await click(s, 'chelem:no');
    } else if (s.phase === 'play' && s.awaiting_poignee) {
      await click(s, 'poignee:none');
    } else if (s.phase === 'play') {
      await click(s, 'play:' + s.legal[0]);
    } else fail('unexpected decision ' + s.phase);
  }
  if (!end.match_over) fail('a one-deal match is over after its deal');
  const took = end.result.taker === end.human_seat;
  console.log(`deal over: ${end.result.contract} by seat ${end.result.taker} (${took ? 'the person' : 'a bot'}), ` +
              `made ${end.result.made}, totals ${JSON.stringify(end.totals)}, chelem question ${askedChelem ? 'asked' : 'not asked'}`);
  let read = checkNumbers(end, 'fr', 'the deal\'s summary');
  await click(end, 'new_match');
  let s = await st();
  if (s.screen !== 'new_game') fail('new match did not go back to the menu');
  s = await click(s, 'stats');
  if (s.screen !== 'statistics') fail('the statistics did not open: ' + s.screen);
  const x = s.statistics;
  const expect = (what, got, want) => { if (JSON.stringify(got) !== JSON.stringify(want)) fail(`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`); };
  expect('matches', x.matches, 1);
  expect('deals', x.deals, 1);
  expect('score sum', x.score_sum, end.totals[0]);
  expect('average', x.average, end.totals[0]);
  expect('best match total', x.best.total, end.totals[0]);
  expect('worst match total', x.worst.total, end.totals[0]);
  expect('wins', x.wins, end.totals[0] === Math.max(...end.totals) ? 1 : 0);
  expect('takes', x.total_takes, took ? 1 : 0);
  expect('made', x.total_made, took && end.result.made ? 1 : 0);
  if (took) expect('garde sans takes', x.takes.garde_sans, { takes: 1, made: end.result.made ? 1 : 0 });
  expect('chart', x.chart.totals, end.totals.map((t) => [0, t]));
  console.log('statistics:', JSON.stringify(x));
  await page.waitForTimeout(450);
  await page.screenshot({ path: path.join(outDir, 'statistics-1280x800.png') });
  checkLayout(await st(), 'statistics 1280x800', 1280, 800);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(outDir, 'statistics-360x640.png') });
  checkLayout(await st(), 'statistics 360x640', 360, 640);
  // Scrolled down to the chart.
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, 'statistics-360x640-chart.png') });
  checkLayout(await st(), 'statistics 360x640 scrolled', 360, 640);
  read += checkNumbers(await st(), 'fr', 'the statistics and their chart');
  // Also reached from the past games.
  s = await click(await st(), 'stats:close');
  s = await click(s, 'games');
  s = await click(s, 'games:stats');
  if (s.screen !== 'statistics' || s.statistics.matches !== 1) fail('the statistics from the past games differ');
  // The same screens in English: the past games, the statistics and their chart.
  await page.goto(server.url + '?lang=en');
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  s = await click(await st(), 'games');
  read += checkNumbers(s, 'en', 'the past games in English');
  s = await click(s, 'games:stats');
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(500);
  s = await st();
  if (s.screen !== 'statistics') fail('the statistics did not open in English');
  read += checkNumbers(s, 'en', 'the statistics in English');
  await page.screenshot({ path: path.join(outDir, 'statistics-360x640-english.png') });
  console.log(`numbers as each language writes them: ${read} numbers read`);
  if (b.problems.length) fail(b.problems.join('\n'));
  console.log('ok: statistics of a one-deal match as played');
} finally {
  await b.close();
  await server.close();
}
