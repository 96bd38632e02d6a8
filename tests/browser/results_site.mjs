// The public results site (src/site), folded into the standings run: a small closed night published to the same
// tarot-server (4 players, one position, its sheet as totals), its pages under /results/ at 360×640 and 1280×800 in
// French and English, then the same night written by `tarot-cli season site` as a static folder and served as files.
// No WebAssembly: each page must open with no script, fit the phone's width (the wide tables scroll inside their own
// box) and say its language. Screenshots are kept in the output folder.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fail, launch, serve } from './harness.mjs';

// Plays the night on the server through `ask(type, fields)` (a director's connection); returns the tournament file.
async function publishNight(ask) {
  const settings = { formula: 'individual', positions: 1, deals_per_position: 4, movements: [], sessions: [{ first_position: 1, coefficient: 100 }],
    carre_final: false, finalists: 16, final_first_position: 2, ranking_by: 'total_points', ties: 'shared' };
  const created = await ask('tournament_create', { name: 'Vendredi du club', settings });
  const events = [{ kind: 'create', at: 1764288000000, author: 'arbitre', data: { name: 'Vendredi du club', settings } }];
  const event = async (kind, data) => {
    events.push({ kind, at: 1764288000000 + events.length, author: 'arbitre', data });
    return ask('tournament_event', { tournament: created.tournament, key: created.director_key, event: { kind, data } });
  };
  for (const name of ['Anne', 'Bruno', 'Chloé', 'Didier']) await event('register', { name, licence: '0712345', club: '', team: '' });
  await event('start_position', { position: 1, seating: [[1, 2, 3, 4, 0]] });
  await event('sheet', { position: 1, table: 1, sheet: { totals_only: true, totals: [150, -50, 30, -130, 0], deals_played: 4 } });
  await event('close_position', { position: 1 });
  return { code: created.tournament, key: created.director_key, file: { format: 'tarot-tournament', version: 1, events } };
}

// Opens the pages at both sizes; checks each is the language asked, has no script, fits the width.
async function look(base, paths, outDir, tag, secrets) {
  for (const size of [{ width: 360, height: 640 }, { width: 1280, height: 800 }]) {
    const b = await launch(size, { touch: size.width < 500 });
    try {
      for (const [lang, p, text] of paths) {
        const reply = await b.page.goto(base + p);
        if (!reply || reply.status() !== 200) fail(`${tag} ${p}: status ${reply && reply.status()}`);
        const got = await b.page.evaluate(() => ({ lang: document.documentElement.lang, scripts: document.scripts.length,
          width: document.documentElement.scrollWidth, body: document.body.innerText, html: document.documentElement.outerHTML }));
        if (got.lang !== lang) fail(`${tag} ${p}: lang ${got.lang}`);
        if (got.scripts !== 0) fail(`${tag} ${p}: ${got.scripts} scripts`);
        if (got.width > size.width + 1) fail(`${tag} ${p}: ${got.width} px wide on a ${size.width} px screen`);
        if (!got.body.includes(text)) fail(`${tag} ${p}: no "${text}" in ${got.body.slice(0, 400)}`);
        for (const s of secrets) if (got.html.includes(s)) fail(`${tag} ${p}: a key or licence shows`);
        const name = `results-${tag}-${p.replace(/[^a-z0-9]+/gi, '_')}-${size.width}.png`;
        await b.page.screenshot({ path: path.join(outDir, name), fullPage: size.width < 500 });
      }
    } finally {
      await b.close();
    }
  }
}

export async function checkResultsSite(serverUrl, ask, outDir, cliPath) {
  const night = await publishNight(ask);
  const secrets = [night.key, '0712345'];
  const pages = (code) => [['fr', 'fr/index.html', 'Vendredi du club'], ['en', 'en/index.html', 'Vendredi du club'],
    ['fr', `fr/night/${code}.html`, 'Classement final'], ['en', `en/night/${code}.html`, 'Final ranking']];
  await look(serverUrl + 'results/', pages(night.code), outDir, 'server', secrets);
  const missing = await fetch(serverUrl + 'results/fr/night/nothing.html');
  if (missing.status !== 404 || !(await missing.text()).includes('Page not found')) fail('the results site\'s 404: ' + missing.status);
  // The static folder: the same night from its file, served as plain files.
  const file = path.join(outDir, 'results-night.json');
  fs.writeFileSync(file, JSON.stringify(night.file));
  const folder = path.join(outDir, 'results-static');
  fs.rmSync(folder, { recursive: true, force: true });
  const r = spawnSync(cliPath, ['season', 'site', file, '--out', folder, '--club', 'Club de test'], { encoding: 'utf8' });
  if (r.status !== 0) fail('tarot-cli season site: ' + r.stderr);
  const files = await serve(folder, '/club');
  try {
    await look(files.url, pages('results-night'), outDir, 'static', secrets);
  } finally {
    await files.close();
  }
}
