// The expert's decision time in the browser build, as a person waits for it: the page asks "Conseil" (the expert's
// own search, with its work budget, thinking in slices between frames exactly as an expert bot at the table does)
// at every decision of the person's seat where there is a choice, and reads how long the advice took on the page's
// clock (from the frame it was asked to the frame it was ready) and the CPU time of the frames drawn meanwhile
// (window.tarot.frameStats: update, thinking slice, drawing and GL submission).
// Usage: node tests/bench/decision_time.mjs DIST [--players 4] [--deals 6] [--seed 1]
// Not a test: a benchmark, its figures go to docs/PERFORMANCE.md.
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const { serve, launch, clickTarget, tarotState } = await import(path.resolve(here, '../browser/harness.mjs'));
const args = process.argv.slice(2);
const dist = path.resolve(args[0] || 'build/web/dist');
const opt = (name, dflt) => { const i = args.indexOf('--' + name); return i >= 0 ? Number(args[i + 1]) : dflt; };
const players = opt('players', 4), deals = opt('deals', 6), seed0 = opt('seed', 1);

const server = await serve(dist);
const b = await launch({ width: 1280, height: 800 });
const page = b.page;
const st = () => tarotState(page);
const samples = [];  // {kind, ms, maxFrameMs, frames}

function pct(xs, p) {
  if (!xs.length) return NaN;
  const s = xs.slice().sort((a, c) => a - c);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

try {
  for (let d = 0; d < deals; ++d) {
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await page.goto(`${server.url}?start=1&players=${players}&deals=1&seed=${seed0 + d}&speed=4&lang=fr&hints=1`);
    await page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 60000 });
    for (let i = 0; i < 4000; ++i) {
      let s = await st();
      if (s.phase === 'over') break;
      if (s.phase === 'annulled') { await clickTarget(page, s, 'redeal'); continue; }
      if (!s.human_to_act) { await page.waitForTimeout(30); continue; }
      const choice = s.phase !== 'play' || s.awaiting_poignee || s.legal.length >= 2;
      let best = null;
      if (choice && s.targets.some((t) => t.id === 'hint')) {
        await page.evaluate(() => window.tarot.frameStats());  // resets the frame figures
        s = await clickTarget(page, s, 'hint');
        for (let k = 0; k < 3000 && !(s.hint && s.hint.ready); ++k) { await page.waitForTimeout(10); s = await st(); }
        const f = await page.evaluate(() => window.tarot.frameStats());
        const kind = s.phase === 'bidding' ? 'bid' : s.phase === 'ecart' ? 'ecart' : s.phase === 'play' && !s.awaiting_poignee ? 'card' : 'announce';
        samples.push({ kind, ms: s.hint.seconds * 1000, cpu: s.hint.think_ms, units: s.hint.units, maxFrameMs: f.max_ms, meanFrameMs: f.mean_ms, frames: f.frames });
        best = s.hint.options[0] || null;
      }
      // The person follows the advice where it is a simple tap, else plays simply.
      if (s.phase === 'bidding') await clickTarget(page, s, best ? 'bid:' + best.contract : 'bid:pass');
      else if (s.phase === 'play' && s.awaiting_poignee) await clickTarget(page, s, 'poignee:none');
      else if (s.phase === 'play') await clickTarget(page, s, 'play:' + (best && best.card ? best.card : s.legal[0]));
      else if (s.phase === 'chelem') await clickTarget(page, s, 'chelem:no');
      else if (s.phase === 'call') { const t = s.targets.find((x) => x.id.startsWith('call:') && x.enabled); await clickTarget(page, s, t.id); }
      else if (s.phase === 'ecart') {
        const cards = best && best.cards ? best.cards : s.ecart_allowed.slice(0, s.ecart_size);
        for (const c of cards) s = await clickTarget(page, await st(), 'ecart:' + c);
        await page.waitForTimeout(450);
        await clickTarget(page, await st(), 'ecart:confirm');
      }
      await page.waitForTimeout(30);
    }
    process.stderr.write(`deal ${d + 1}/${deals}: ${samples.length} decisions so far\n`);
  }
  const kinds = ['bid', 'ecart', 'announce', 'card', 'all'];
  console.log(`players ${players}, ${deals} deals, ${samples.length} decisions asked`);
  console.log('wall: from the frame the advice was asked to the frame it was ready (page clock); think: processor time of the search');
  console.log('kind       n  wall p50   p90    p99    max | think p50   p90    p99    max | units p50 | frames per decision | frame CPU max / mean ms');
  for (const k of kinds) {
    const xs = samples.filter((x) => k === 'all' || x.kind === k);
    if (!xs.length) continue;
    const ms = xs.map((x) => x.ms), cpu = xs.map((x) => x.cpu), units = xs.map((x) => x.units);
    const fmax = Math.max(...xs.map((x) => x.maxFrameMs));
    const frames = xs.reduce((a, x) => a + x.frames, 0);
    const fmean = xs.reduce((a, x) => a + x.meanFrameMs * x.frames, 0) / Math.max(1, frames);
    const q = (v) => v.toFixed(0).padStart(6);
    console.log(`${k.padEnd(8)} ${String(xs.length).padStart(4)} ${q(pct(ms, 0.5))} ${q(pct(ms, 0.9))} ${q(pct(ms, 0.99))} ${q(Math.max(...ms))} |` +
      ` ${q(pct(cpu, 0.5))} ${q(pct(cpu, 0.9))} ${q(pct(cpu, 0.99))} ${q(Math.max(...cpu))} | ${q(pct(units, 0.5))} |` +
      ` ${(frames / xs.length).toFixed(1).padStart(8)} | ${fmax.toFixed(1)} / ${fmean.toFixed(2)}`);
  }
  if (b.problems.length) console.error(b.problems.join('\n'));
} finally {
  await b.close();
  await server.close();
}
