// Embedding on a club's site: the dist folder served under another path prefix, the example host page with its
// iframe, the deal-end message received by the parent (scores summing to zero), no request leaving the page's
// origin, offline play after the first visit (the game and the console's page), and malformed URL parameters never breaking the page.
import path from 'node:path';
import { serve, launch, distinctColours, fail } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const prefix = '/club/tarot';
const server = await serve(path.resolve(dist), prefix);
const origin = new URL(server.base).origin;
const b = await launch({ width: 1100, height: 900 });
const page = b.page;
const foreign = [];
b.context.on('request', (r) => { if (new URL(r.url()).origin !== origin && !r.url().startsWith('data:')) foreign.push(r.url()); });

try {
  // 1. The host page embeds the game; bots play every seat; the parent receives the deal-end message.
  await page.goto(`${server.base}${prefix}/host-example.html?start=1&autoplay=1&deals=1&speed=4&lang=fr&club=Club%20test&seed=77`);
  await page.waitForFunction(() => window.received && window.received.some((e) => e.type === 'deal_end' && e.contract),
    null, { timeout: 240000 });
  const events = await page.evaluate(() => window.received);
  const deal = events.find((e) => e.type === 'deal_end' && e.contract);
  const sum = deal.scores.reduce((a, x) => a + x, 0);
  if (sum !== 0) fail('deal-end scores do not sum to zero: ' + JSON.stringify(deal));
  if (!events.some((e) => e.type === 'match_end')) {
    await page.waitForFunction(() => window.received.some((e) => e.type === 'match_end'), null, { timeout: 30000 });
  }
  await page.screenshot({ path: path.join(outDir, 'embed-host.png') });
  console.log('ok: parent received', JSON.stringify(deal));

  // 2. Offline after the first visit: the service worker serves the game's files.
  await page.goto(`${server.base}${prefix}/index.html`);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15000 });
  await b.context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  // The arbitrator's console, a page of its own, is kept too.
  await page.goto(`${server.base}${prefix}/console.html?lang=fr`);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  const consoleScreen = await page.evaluate(() => window.tarot.state().screen);
  if (consoleScreen !== 'tournament') fail('the console\'s page offline shows ' + consoleScreen);
  await b.context.setOffline(false);
  console.log('ok: the game and the console\'s page start offline from the cache');

  // 3. Malformed URL parameters: warnings at most, the page always starts and draws.
  const queries = ['players=9', 'players=-1&deals=abc', 'lang=xx&speed=NaN', 'seed=99999999999999999999',
    'name=%E0%A4%A', 'bots=,,,,,,,,', 'accent=%23zzzzzz&club=' + 'x'.repeat(300), '%%%%', 'start=1&players=3&five_at_four=1',
    'deals=0&deals=1000', 'start=1&seed=-5', 'a=b=c&&&=&', 'name=' + encodeURIComponent('<img src=x>'),
    'start=1&players=5&bots=expert,random,beginner,standard', 'slot=../../etc&start=1'];
  for (const q of queries) {
    const before = b.problems.length;
    await page.goto(`${server.base}${prefix}/index.html?${q}`);
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
    await page.waitForTimeout(200);
    const shot = await page.locator('#canvas').screenshot();
    const colours = await distinctColours(page, shot);
    if (colours < 20) fail(`blank page for ?${q}`);
    if (b.problems.length > before) fail(`?${q}: ${b.problems.slice(before).join('; ')}`);
  }
  console.log(`ok: ${queries.length} malformed queries, the page always started`);
  if (b.problems.length) fail(b.problems.join('\n'));
  if (foreign.length) fail('requests left the origin: ' + foreign.join(', '));
  console.log('ok: every request stayed on', origin, `(${server.requests.length} requests)`);
} finally {
  await b.close();
  await server.close();
}
