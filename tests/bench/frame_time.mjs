// Frame time in the browser build: CPU milliseconds per frame (game update, ImGui drawing, GL submission) with a
// full 4-player table on screen, bots playing every seat, in headless Chromium (SwiftShader WebGL).
// Two measures per run: the page's own (wall-clock time inside frame(), emscripten_get_now, which on a loaded
// machine also counts the time the thread was preempted) and, from a Chromium trace of the same 10 s, the thread CPU
// time of each animation-frame callback (the trace's `tdur` of FireAnimationFrame on the page's main thread: the
// whole requestAnimationFrame callback, Emscripten's main-loop glue included, not counting preemption).
// Usage: node tests/bench/frame_time.mjs build/web/dist
import path from 'node:path';
const harness = await import(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../browser/harness.mjs'));
const dist = path.resolve(process.argv[2] || 'build/web/dist');
const server = await harness.serve(dist);
const runs = [
  { vp: { width: 1920, height: 1080 }, bots: 'standard,standard,standard' },
  { vp: { width: 360, height: 640 }, bots: 'standard,standard,standard' },
  { vp: { width: 1280, height: 800 }, bots: 'expert,expert,expert' },
];
for (const { vp, bots } of runs) {
  const b = await harness.launch(vp);
  await b.page.goto(server.url + `?start=1&autoplay=1&players=4&deals=3&speed=1&seed=7&bots=${bots}`);
  await b.page.waitForFunction(() => window.tarot && window.tarot.ready === true, null, { timeout: 30000 });
  await b.page.waitForTimeout(3000);
  await b.page.evaluate(() => window.tarot.frameStats());
  const cdp = await b.context.newCDPSession(b.page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => { for (const ev of e.value) events.push(ev); });
  const traced = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
  const samples = [];
  for (let i = 0; i < 5; ++i) {
    await b.page.waitForTimeout(2000);
    samples.push(await b.page.evaluate(() => window.tarot.frameStats()));
  }
  await cdp.send('Tracing.end');
  await traced;
  const rafs = events.filter((ev) => ev.name === 'FireAnimationFrame' && ev.ph === 'X' && ev.tdur !== undefined);
  const cpu = rafs.map((ev) => ev.tdur / 1000).sort((x, y) => x - y);
  const cpuMean = cpu.reduce((x, y) => x + y, 0) / Math.max(1, cpu.length);
  const frames = samples.reduce((a, s) => a + s.frames, 0);
  const mean = samples.reduce((a, s) => a + s.mean_ms * s.frames, 0) / frames;
  const max = Math.max(...samples.map((s) => s.max_ms));
  console.log(`${vp.width}x${vp.height} (${bots}): ${frames} frames, time per frame mean ${mean.toFixed(2)} ms, max ${max.toFixed(2)} ms; ` +
              `thread CPU per animation frame (trace, ${cpu.length} frames) mean ${cpuMean.toFixed(2)} ms, ` +
              `median ${(cpu[Math.floor(cpu.length / 2)] || 0).toFixed(2)} ms, max ${(cpu[cpu.length - 1] || 0).toFixed(2)} ms (bar: 4 ms)`);
  await b.close();
}
await server.close();
