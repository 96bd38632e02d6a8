// A saved match is never replaced unless the player chooses to: a page opened again with start=1 and the same
// settings (as a club's embed does) resumes it; on the new-game screen "Resume" comes first and "Play" asks before
// replacing the saved match. A link of other settings (bad values included) keeps the unfinished match and asks;
// its bad parameters, and a broken invitation link, are told on the form in place; a damaged save is never offered,
// never overwritten (kept aside), and can be exported or deleted from its message. On a 360×640 phone, by finger.
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, fail, clickTarget, tarotState, playPassingUntil } from './harness.mjs';

const dist = process.argv[2];
const outDir = process.argv[3] || '.';
const server = await serve(path.resolve(dist));
const b = await launch({ width: 360, height: 640 }, { touch: true });
const page = b.page;
const st = () => tarotState(page);
const click = (s, id) => clickTarget(page, s, id, { finger: true });
const url = server.url + '?start=1&players=4&deals=2&seed=4242&speed=4&lang=fr';
const tap = (s, id) => clickTarget(page, s, id, { finger: true });
const shot = (name) => page.screenshot({ path: path.join(outDir, name) });
async function open(address) {
  await page.goto(address);
  await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  return st();
}
const target = (s, id) => s.targets.find((t) => t.id === id);
// The state once `pred` holds (frames are slow under software WebGL on a busy machine); fails with `what` after 4 s.
async function until(pred, what) {
  let s = await st();
  for (let i = 0; i < 40 && !pred(s); ++i) { await page.waitForTimeout(100); s = await st(); }
  if (!pred(s)) fail(`${what} (screen ${s.screen}: ${JSON.stringify(s.targets.map((t) => t.id))})`);
  return s;
}
const textWith = (s, part) => s.texts.find((t) => t.text.includes(part));
// A message of the form: shown whole, above the buttons (nothing under a finger moves when it comes or goes).
function messageInPlace(s, part, what) {
  const m = textWith(s, part);
  if (!m) fail(`${what}: no text with "${part}" on the form: ${JSON.stringify(s.texts.map((t) => t.text))}`);
  if (m.clipped || m.x < 0 || m.x + m.w > 361) fail(`${what}: the message is cut: ${JSON.stringify(m)}`);
  for (const id of ['resume', 'start', 'start_confirm'])
    if (target(s, id) && target(s, id).y < m.y + m.h) fail(`${what}: "${id}" is above or over the message`);
}
// The form's buttons where they were: a message that came, went or changed moved none of them.
function samePlaces(a, b2, ids, what) {
  for (const id of ids)
    if (!target(a, id) || !target(b2, id) || Math.abs(target(a, id).y - target(b2, id).y) > 1)
      fail(`${what}: "${id}" moved (${JSON.stringify(target(a, id))} → ${JSON.stringify(target(b2, id))})`);
}
// The storage key of this page's save (localStorage: "tarot:<namespace>:<key>").
const storageKey = (suffix) => page.evaluate((end) => Object.keys(localStorage).find((k) => k.endsWith(end)) || null, suffix);

// The link over an unfinished match: players=7, deals=1000, lang=xx fall back to the defaults, another match
// than the one kept. Nothing starts: the form asks (resume or replace), the bad parameters told in French in place.
async function linkKeepsTheMatch() {
  let s = await open(url);  // the unfinished match of the link above, resumed
  if (s.screen !== 'table') fail('the unfinished match was not resumed');
  const kept = s.hand;
  s = await open(server.url + '?start=1&players=7&deals=1000&lang=xx&speed=4');
  if (s.screen !== 'new_game') fail('the link replaced the unfinished match: ' + s.screen);
  if (!target(s, 'resume') || !target(s, 'start_confirm')) fail('the form does not ask: resume or replace');
  messageInPlace(s, 'players=7', 'bad parameters');
  for (const part of ['deals=1000', 'lang=xx', 'à la place', 'Ce lien commence une autre partie'])
    if (!textWith(s, part)) fail(`no "${part}" on the form`);
  await shot('link-kept-360x640.png');
  await page.waitForTimeout(600);
  samePlaces(s, await st(), ['resume', 'start_confirm', 'start_cancel'], 'the link\'s form');
  await tap(s, 'resume');
  s = await until((x) => x.screen === 'table', 'the kept match did not resume');
  if (JSON.stringify(s.hand) !== JSON.stringify(kept)) fail('the kept match resumed with another hand');
  console.log('ok: a link of other settings kept the unfinished match and asked; bad parameters told on the form');
}

// A broken invitation link: told on the form, nothing joined.
async function brokenInvitation() {
  const s = await open(server.url + '?table=%%%&lang=en');
  if (s.screen !== 'new_game') fail('a broken invitation opened ' + s.screen);
  messageInPlace(s, 'Broken invitation link', 'broken invitation');
  await shot('link-broken-invitation-360x640.png');
  console.log('ok: a broken invitation link is told on the form');
}

// A damaged save: not offered, exported as it is, kept aside by a link's new match, deleted from its message.
async function damagedSave() {
  const current = await storageKey(':match/current');
  if (!current) fail('no save of the match in progress in localStorage');
  const damaged = '{"format": "tarot-match", "deals": [';
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [current, damaged]);
  let s = await open(server.url + '?lang=fr');
  if (target(s, 'resume')) fail('a damaged save is offered for resuming');
  messageInPlace(s, 'abîmée', 'the damaged save');
  await shot('damaged-save-360x640.png');
  const [download] = await Promise.all([page.waitForEvent('download'), tap(s, 'unreadable:export')]);
  if (fs.readFileSync(await download.path(), 'utf8') !== damaged) fail('the export is not the save as it was');
  // A link's match starts without writing over it: the damaged text is kept aside, the person told.
  s = await open(url);
  if (s.screen !== 'table') fail('the link did not start its match');
  if (!(s.message || '').includes('gardée à part')) fail('the table does not say the damaged save is kept: ' + s.message);
  const aside = await storageKey(':match/unreadable');
  if (!aside || await page.evaluate((k) => localStorage.getItem(k), aside) !== damaged) fail('the damaged save was not kept aside as it was');
  await tap(s, 'menu');
  await until((x) => x.screen === 'new_game' && target(x, 'start'), 'the menu did not open');
  await page.waitForTimeout(500);  // the form settled (its scrollbar comes the frame after its first)
  s = await st();
  messageInPlace(s, 'abîmée', 'the damaged save after a new match');
  if (!target(s, 'resume')) fail('the new match is not offered for resuming: ' + JSON.stringify(s.targets.map((t) => t.id)) + JSON.stringify(await page.evaluate(() => Object.keys(localStorage))));
  const before = s;
  await tap(s, 'unreadable:delete');  // asks first, in the same place
  s = await until((x) => target(x, 'unreadable:delete') && target(x, 'unreadable:delete').armed !== false, 'no second tap');
  await page.waitForTimeout(300);
  if (await page.evaluate((k) => localStorage.getItem(k), aside) === null) fail('one tap deleted the damaged save');
  await tap(s, 'unreadable:delete');
  s = await until((x) => textWith(x, 'supprimée'), 'the deletion is not said in place');
  if (await page.evaluate((k) => localStorage.getItem(k), aside) !== null) fail('the damaged save was not deleted');
  if (!textWith(s, 'supprimée')) fail('the deletion is not said in place');
  samePlaces(before, s, ['resume', 'start'], 'deleting the damaged save');
  await shot('damaged-save-deleted-360x640.png');
  console.log('ok: a damaged save is not offered, exported as it was, kept aside, deleted in place');
}

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
  for (let i = 0; i < 30 && !(after.screen === 'new_game' && target(after, 'resume')); ++i) {
    await page.waitForTimeout(100);
    after = await st();
  }
  const resume = after.targets.find((t) => t.id === 'resume'), start = after.targets.find((t) => t.id === 'start');
  if (!resume || !start) fail('the menu lacks resume or play');
  if (resume.y > start.y) fail('"Resume" is not above "Play"');
  await click(after, 'start');
  let s2 = await until((x) => x.screen !== 'new_game' || target(x, 'start_confirm'), '"Play" did not ask');
  if (s2.screen !== 'new_game') fail('"Play" replaced the saved match without asking');
  await click(s2, 'start_cancel');
  s2 = await until((x) => target(x, 'start') && !target(x, 'start_confirm'), '"Keep the match" did not close the question');
  await click(s2, 'resume');
  s2 = await until((x) => x.screen === 'table', 'the saved match did not resume');
  if (JSON.stringify(s2.hand) !== JSON.stringify(before.hand)) fail('the saved match was lost');
  await click(s2, 'menu');
  s2 = await until((x) => x.screen === 'new_game' && target(x, 'start'), 'the menu did not open');
  await click(s2, 'start');
  s2 = await until((x) => target(x, 'start_confirm'), '"Play" did not ask again');
  await click(s2, 'start_confirm');
  s2 = await until((x) => x.screen === 'table', 'confirming did not start a new match');
  console.log('ok: "Play" asks first; keeping resumes the same match; confirming starts a new one');

  await linkKeepsTheMatch();
  await brokenInvitation();
  await damagedSave();
  if (b.problems.length) fail(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
