// Two whole club nights at the console's 1280x800, as the arbitrator runs them, for tournament.test.mjs (its page and
// its helpers in `c`). Every expected value is worked out here from the rulebook, never read from the program:
// - the movement (chapter 2; tournaments.md): North stays at its table, South moves one table up, East two (three
//   at the movement's third position), West one down (two at its fourth) at 6 tables; teams start at the movement's
//   second position, teammates never at one table;
// - the meetings and the tables of 3 counted from the seatings read on the room's screen, each warned before the
//   position starts;
// - a player who withdraws is ranked last (article 27); a late arrival costs 100 points per 5 minutes begun
//   (article 26); a penalty cancelled counts nowhere;
// - ex aequo share their place and the sum of their places' PCN, rounded up (chapter 5, "Ex-aequo"); the duo's
//   PCN from the printed table "par équipes de 2" at 6 tables: 240, 124, 64, 50, 50, 50 (half the 12 duos).
import path from 'node:path';
import fs from 'node:fs';

const LETTER = { N: 0, S: 1, E: 2, O: 3, C: 4 };
// The moves at 6 tables (West −1 as its base, "3rd +3" for East, "4th −2" for West), from position p to p + 1 of
// the movement: [South, East, West] in tables.
const MOVES_6 = { 2: [1, 2, -1], 3: [1, 3, -1], 4: [1, 2, -2], 5: [1, 2, -1] };

function pairKey(a, b) { return a < b ? a + '|' + b : b + '|' + a; }

export async function runNights(c) {
  const { page, size, outDir, fail } = c;
  const started = Date.now();

  // The position's tables as the room's screen shows them (every table in one screen): [{table, title, seat: [5]}].
  async function roomSeating(position) {
    await c.press('tn:room', size);
    await c.waitFor((x) => x.section === 'room', 'the room screen did not open');
    await page.waitForTimeout(250);
    const s = await c.st();
    if (!s.texts.some((x) => x.text === `Placement — position ${position}`)) fail('the room screen does not show position ' + position);
    const labels = s.texts.filter((x) => /^Table \d+/.test(x.text));
    const tables = labels.map((l) => ({ table: Number(/^Table (\d+)/.exec(l.text)[1]), title: l.text, seat: ['', '', '', '', ''] }));
    for (const x of s.texts) {
      const m = /^([NSEOC]) {2}(.+)$/.exec(x.text);
      if (!m) continue;
      let best = -1;
      labels.forEach((l, i) => {
        if (Math.abs(l.x - x.x) < 3 && l.y < x.y && (best < 0 || l.y > labels[best].y)) best = i;
      });
      if (best < 0) fail('a seat outside any table on the room screen: ' + x.text);
      tables[best].seat[LETTER[m[1]]] = m[2];
    }
    tables.sort((a, b) => a.table - b.table);
    await page.screenshot({ path: path.join(outDir, `${c.night}-room-${position}.png`) });
    await c.press('tn:room_close', size);
    return tables;
  }

  // Where each player sits: name -> {table, o}.
  const seatsOf = (tables) => {
    const at = {};
    for (const t of tables) t.seat.forEach((n, o) => { if (n) at[n] = { table: t.table, o }; });
    return at;
  };

  // Starts the next position: the question asked first with its warnings, each looked at; returns the warnings.
  async function startPosition(position, expectLines) {
    await c.press('tn:sec:seating', size);
    await c.press('tn:start_position', size);
    const t = await c.waitFor((x) => x.confirm_start && x.positions_started === position - 1, `starting position ${position} did not ask first`);
    const s = await c.st();
    for (const re of expectLines) if (!s.texts.some((x) => re.test(x.text))) await c.expectText(re, `before position ${position}`);
    await page.screenshot({ path: path.join(outDir, `${c.night}-start-${position}.png`) });
    await c.press('tn:start_confirm', size);
    await c.waitFor((x) => x.positions_started === position, `position ${position} did not start`);
    return t.start_warnings;
  }

  // The warnings the rulebook asks for, from the seatings alone: each pair meeting again, each player at a table of
  // 3 again (teammates never count as opponents: they do not meet).
  function expectedWarnings(before, at, teamOf) {
    const met = new Map(), of3 = new Map();
    before.forEach((tables, p) => {
      for (const t of tables) {
        const here = t.seat.filter(Boolean);
        for (let i = 0; i < here.length; ++i)
          for (let j = i + 1; j < here.length; ++j) {
            const k = pairKey(here[i], here[j]);
            met.set(k, [...(met.get(k) || []), p + 1]);
          }
        if (here.length === 3 && !t.seat[4]) for (const n of here) of3.set(n, [...(of3.get(n) || []), p + 1]);
      }
    });
    const meet = [], again = [], mates = [];
    for (const t of at) {
      const here = t.seat.filter(Boolean);
      for (let i = 0; i < here.length; ++i)
        for (let j = i + 1; j < here.length; ++j) {
          if (teamOf && teamOf[here[i]] === teamOf[here[j]]) mates.push([here[i], here[j]]);
          else if (met.has(pairKey(here[i], here[j]))) meet.push([here[i], here[j], met.get(pairKey(here[i], here[j]))]);
        }
      if (here.length === 3 && !t.seat[4]) for (const n of here) if (of3.has(n)) again.push([n, t.table, of3.get(n)]);
    }
    return { meet, again, mates };
  }

  // The warnings shown are exactly those: each pair and each player named once, and no other of their kind.
  function checkWarnings(position, shown, exp) {
    const meetShown = shown.filter((w) => /se rencontrent à nouveau/.test(w));
    const againShown = shown.filter((w) => /repasse à une table à 3/.test(w));
    if (meetShown.length !== exp.meet.length)
      fail(`position ${position}: ${meetShown.length} meetings warned, ${exp.meet.length} counted: ` + JSON.stringify([meetShown, exp.meet]));
    for (const [a, b, ps] of exp.meet) {
      const which = ps.join(ps.length > 1 ? ', ' : '');
      if (!meetShown.some((w) => w.includes(a) && w.includes(b) && w.includes(String(ps[0]))))
        fail(`position ${position}: ${a} and ${b} meet again (positions ${which}) unwarned: ` + JSON.stringify(meetShown));
    }
    if (againShown.length !== exp.again.length)
      fail(`position ${position}: ${againShown.length} second tables of 3 warned, ${exp.again.length} counted: ` + JSON.stringify([againShown, exp.again]));
    for (const [n, table] of exp.again)
      if (!againShown.some((w) => w.startsWith(n + ' repasse') && w.includes(`table ${table}`)))
        fail(`position ${position}: ${n} at the table of 3 ${table} again is not warned: ` + JSON.stringify(againShown));
    if (exp.mates.length) fail(`position ${position}: teammates at one table: ` + JSON.stringify(exp.mates));
  }

  // The movement from one position to the next at 6 tables: every player keeps a number, hence an orientation, and
  // moves as the rulebook's movement says (`track`: where the movement had each player at the position before); a
  // player the console moved for a position (article 27: every table 3 to 5 players) is told so, from the
  // movement's table to the one given, and takes up the movement's path at the next position.
  function checkMoves(position, movementPosition, track, at, shown) {
    const now = seatsOf(at);
    const [south, east, west] = MOVES_6[movementPosition];
    const step = [0, south, east, west, 0];
    const moved = shown.filter((w) => /passe de la table/.test(w));
    for (const [name, p] of Object.entries(track)) {
      const table = ((p.table - 1 + step[p.o]) % 6 + 6) % 6 + 1;
      track[name] = { table, o: p.o };
      const q = now[name];
      if (!q) continue;  // withdrawn
      if (q.table === table && q.o === p.o) continue;
      if (moved.some((w) => w.startsWith(name + ' passe de la table ' + table + ' à la table ' + q.table))) continue;
      fail(`position ${position}: ${name} sits at table ${q.table} (${q.o}), the movement sends them to table ${table} (${p.o}); warnings ${JSON.stringify(shown)}`);
    }
    for (const name of Object.keys(now)) if (!track[name]) fail(`position ${position}: ${name} appears unannounced`);
  }

  // A table's sheet by its totals (the orientations seated: N S E W Fifth), handed in after the question. The
  // fields are clicked where the last frame drew them (all in view once the table is open) and the figures typed
  // once the click has reached the program (two frames later: text typed goes straight to the field that has the
  // keyboard, ahead of a click still waiting for its frame); a number field selects its figure when clicked.
  async function enterSheet(table, totals) {
    if ((await c.tn()).table !== table) await c.press('tn:table:' + table, size);
    await c.waitFor((x) => x.table === table, 'table ' + table + ' did not open');
    let s = await c.st();
    for (let k = 0; k < 20 && totals.some(([o]) => !s.targets.some((x) => x.id === 'tn:total:' + o && !x.partial)); ++k) {
      await page.mouse.move(size.width / 2, size.height / 2);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
      s = await c.st();
    }
    for (const [o, v] of totals) {
      const f = s.targets.find((x) => x.id === 'tn:total:' + o);
      if (!f) fail(`table ${table}: no field for orientation ${o}`);
      await page.mouse.click(f.x + 14, f.y + f.h / 2);
      await frames(2);
      await page.keyboard.insertText(String(v));
    }
    await frames(2);
    s = await c.st();
    if (!s.texts.some((x) => /^Somme des totaux\s:\s0$/.test(x.text)))
      fail(`table ${table}: the sheet's sum is not 0 once typed: ` + JSON.stringify(s.texts.filter((x) => /Somme/.test(x.text))));
    await c.press('tn:hand_in', size);
    await c.confirmAsked(size, 'handing in table ' + table);
    await c.waitFor((x) => x.sheets[table - 1] === true && x.table === 0, 'table ' + table + ' was not handed in');
  }

  // Until the page has drawn `n` frames.
  const frames = (n) => page.evaluate((k) => new Promise((ok) => {
    const step = () => (--k <= 0 ? ok() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);

  // A position's sheets: totals chosen by `totalsFor(table)` ([orientation, total] pairs summing to zero), the
  // points each player scored kept in `ledger`.
  async function enterPosition(position, tables, ledger, totalsFor) {
    const t0 = Date.now();
    await c.press('tn:sec:sheets', size);
    if ((await c.tn()).position !== position) await c.press('tn:pos:' + position, size);
    for (const t of tables) {
      const totals = totalsFor(t);
      if (totals.reduce((a, [, v]) => a + v, 0) !== 0) fail('a sheet of the test does not sum to zero');
      await enterSheet(t.table, totals);
      for (const [o, v] of totals) ledger[t.seat[o]] = (ledger[t.seat[o]] || 0) + v;
    }
    if (process.env.TOURNAMENT_NIGHTS_ONLY) console.log(`${c.night} position ${position}: ${tables.length} sheets in ${Date.now() - t0} ms`);
  }

  async function newTournament(name, formula, positionsStep) {
    if (!page.url().startsWith(c.server.url)) await page.goto(c.server.url + 'console.html?lang=fr');
    await page.evaluate(() => localStorage.clear());
    await c.openConsole(size, true);
    await c.typeInto('tn:name', name, size, { keys: false });
    await c.press('tn:formula:' + formula, size);
    for (let k = 0; k < Math.abs(positionsStep); ++k) await c.press(positionsStep < 0 ? 'tn:positions:minus' : 'tn:positions:plus', size);
    await c.press('tn:create', size);
    return c.waitFor((x) => x.open && x.name === name, 'the tournament was not created');
  }

  // Chooses player `id` (registration order, from 1) in a player list sheet.
  // The sheet's rows scroll inside it: the wheel is turned over its rows, towards the one wanted.
  async function choosePlayer(sheet, id) {
    await c.press(sheet, size);
    // A row drawn for less than the arm delay (0.4 s) ignores a tap: on a fast machine the rows are there at once.
    await page.waitForTimeout(450);
    const want = `${sheet}:${id - 1}`, rowRe = new RegExp('^' + sheet + ':(\\d+)$');
    for (let k = 0; k < 40; ++k) {
      const s = await c.st();
      const t = s.targets.find((x) => x.id === want && !x.partial);
      if (t) {
        await page.mouse.click(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
        await page.waitForTimeout(150);
        return;
      }
      const rows = s.targets.filter((x) => rowRe.test(x.id));
      if (rows.length) {
        const first = Number(rowRe.exec(rows[0].id)[1]);
        await page.mouse.move(rows[0].x + rows[0].w / 2, rows[Math.floor(rows.length / 2)].y + 4);
        await page.mouse.wheel(0, first >= id - 1 ? -200 : 200);
      }
      await page.waitForTimeout(150);
    }
    fail(`no row ${want} in the list sheet`);
  }

  const totalsOf = (k) => (tb) => {
    // Distinct, zero-summing totals that vary with the table and the position.
    const here = [0, 1, 2, 3, 4].filter((o) => tb.seat[o]);
    const v = here.map((o, i) => (i === here.length - 1 ? 0 : 10 * ((tb.table * 7 + o * 5 + k * 3) % 17) - 60 - 10 * i));
    v[v.length - 1] = -v.slice(0, -1).reduce((a, b) => a + b, 0);
    return here.map((o, i) => [o, v[i]]);
  };

  // ---------------------------------------------------------------------------------------------------------------
  // Night 1: a libre duo of 12 duos (24 players, 6 tables), 3 positions.
  async function duoNight() {
    c.night = 'duo';
    const duoNames = ['Arnaud', 'Bérénice', 'Cédric', 'Delphine', 'Étienne', 'Fanny', 'Gilles', 'Hélène', 'Ivan', 'Jeanne',
      'Kevin', 'Laure', 'Mathieu', 'Nadia', 'Olivier', 'Pauline', 'Quentin', 'Rose', 'Sylvain', 'Tiphaine', 'Ulysse',
      'Valérie', 'William', 'Yasmine'];
    const teamOf = {};
    duoNames.forEach((n, i) => { teamOf[n] = 'Duo ' + String.fromCharCode(65 + (i >> 1)); });
    let t = await newTournament('Libre duo du vendredi', 1, -1);
    if (t.positions !== 3) fail('the duo night has ' + t.positions + ' positions');
    const duoCsv = 'Nom;Licence;Equipe\n' + duoNames.map((n, i) => `${n};${2000 + i};${teamOf[n]}`).join('\n');
    await c.typeInto('tn:list', duoCsv, size, { keys: false });
    await c.press('tn:register_list', size);
    await c.waitFor((x) => x.players === 24, 'the duos\' list was not registered');
    await c.press('tn:draw', size);
    await c.waitFor((x) => x.drawn && x.section === 'seating', 'the duos were not drawn');
    const duoSeatings = [];
    const shownDuo = [];
    // Position 1: the movement's second position (teams do not play its first), the limit of 4 positions told.
    shownDuo.push(await startPosition(1, [/^Mouvement FFT pour 6 tables\s:\s4 positions au plus\.$/]));
    duoSeatings.push(await roomSeating(1));
    // Teams' start: teammates N/S or E/W of one table at the movement's first position, then moved once (South +1,
    // East +2, West −1): North's teammate sits South one table up, East's teammate West three tables down.
    for (const tb of duoSeatings[0]) {
      const [n, , e] = tb.seat;
      const mateSeat = (name) => seatsOf(duoSeatings[0])[duoNames.find((m) => m !== name && teamOf[m] === teamOf[name])];
      const ns = mateSeat(n), ew = mateSeat(e);
      if (ns.o !== 1 || ns.table !== tb.table % 6 + 1) fail(`position 1: ${n}'s teammate is not South of table ${tb.table % 6 + 1}: ` + JSON.stringify(ns));
      if (ew.o !== 3 || ew.table !== ((tb.table - 4 + 6) % 6) + 1) fail(`position 1: ${e}'s teammate is not West three tables down: ` + JSON.stringify(ew));
    }
    checkWarnings(1, shownDuo[0], expectedWarnings([], duoSeatings[0], teamOf));
    const track = seatsOf(duoSeatings[0]);
    const duoLedger = {};
    await enterPosition(1, duoSeatings[0], duoLedger, totalsOf(1));
    shownDuo.push(await startPosition(2, [/^Mouvement FFT pour 6 tables\s:\s4 positions au plus\.$/]));
    duoSeatings.push(await roomSeating(2));
    checkMoves(2, 3, track, duoSeatings[1], shownDuo[1]);
    checkWarnings(2, shownDuo[1], expectedWarnings(duoSeatings.slice(0, 1), duoSeatings[1], teamOf));
    await enterPosition(2, duoSeatings[1], duoLedger, totalsOf(2));
    // A penalty given at position 2, then cancelled with its reason: it counts nowhere.
    await c.press('tn:sec:penalties', size);
    await choosePlayer('tn:pen:player', 5);
    await c.typeInto('tn:pen:reason', 'Donne mal battue', size, { keys: false });
    await c.press('tn:pen:fausse_donne', size);
    await c.expectText(/^Étienne\s:\sFausse donne.*100 points.*position 2.*Donne mal battue$/, 'the penalty\'s line');
    await c.typeInto('tn:cancel:reason', 'Erreur de joueur', size, { keys: false });
    const cancel = await findTarget(c, /^tn:cancel:\d+$/);
    if (!cancel) fail('the penalty has no cancel button');
    await c.press(cancel, size);
    await c.expectText(/annulé\s:\sErreur de joueur/, 'the cancellation with its reason');
    await page.screenshot({ path: path.join(outDir, 'duo-penalty-cancelled.png') });
    // Duo K (Ulysse, Valérie) withdraws after position 2: both players, each asked and confirmed.
    await c.press('tn:sec:setup', size);
    for (const id of [21, 22]) {
      await choosePlayer('tn:desk:player', id);
      await c.press('tn:desk:withdraw', size);
      t = await c.waitFor((x) => x.asked !== '', 'a withdrawal asked nothing');
      if (!/abandonne après la position 2/.test(t.asked)) fail('the withdrawal\'s question: ' + t.asked);
      await c.confirmAsked(size, 'the withdrawal');
    }
    shownDuo.push(await startPosition(3, [/^Mouvement FFT pour 6 tables\s:\s4 positions au plus\.$/]));
    duoSeatings.push(await roomSeating(3));
    const at3 = seatsOf(duoSeatings[2]);
    if (at3.Ulysse || at3.Valérie) fail('a player who withdrew is seated at position 3');
    checkMoves(3, 4, track, duoSeatings[2], shownDuo[2]);
    checkWarnings(3, shownDuo[2], expectedWarnings(duoSeatings.slice(0, 2), duoSeatings[2], teamOf));
    // Each table is 3 to 5 players; a table of 3 says so.
    for (const tb of duoSeatings[2]) {
      const n = tb.seat.filter(Boolean).length;
      if (n < 3 || n > 4) fail(`position 3: table ${tb.table} seats ${n}`);
      if (n === 3 && !/table à 3/.test(tb.title)) fail(`position 3: table ${tb.table} of 3 is titled ${tb.title}`);
    }
    // Position 3's sheets, the last one chosen so that the two duos at its North and South share first place.
    const lastTable = duoSeatings[2].filter((tb) => tb.seat.filter(Boolean).length === 4).pop();
    const others = duoSeatings[2].filter((tb) => tb !== lastTable);
    await enterPosition(3, others, duoLedger, totalsOf(3));
    const duoPoints = () => {
      const d = {};
      for (const n of duoNames) d[teamOf[n]] = (d[teamOf[n]] || 0) + (duoLedger[n] || 0);
      return d;
    };
    {
      const d = duoPoints();
      const [n, sth, e, w] = lastTable.seat;
      const top = Math.max(...Object.values(d)) + 50;
      const x1 = top - d[teamOf[n]], x2 = top - d[teamOf[sth]];
      const x3 = -Math.ceil((x1 + x2) / 2), x4 = -(x1 + x2) - x3;
      if (teamOf[n] === teamOf[sth]) fail('teammates at one table at position 3');
      await enterPosition(3, [lastTable], duoLedger, () => [[0, x1], [1, x2], [2, x3], [3, x4]]);
      void e, w;
    }
    // The expected duo ranking: by points, the duo that withdrew last; places shared; PCN of the duo table at 6
    // tables to half the duos (6), shared places sharing their figures rounded up, each player the duo's figure.
    const d = duoPoints();
    const grid = [240, 124, 64, 50, 50, 50];
    const duos = Object.keys(d).filter((k) => k !== 'Duo K').sort((a, b) => d[b] - d[a]);
    const expected = {};
    duos.forEach((k) => { expected[k] = { place: 1 + duos.filter((o) => d[o] > d[k]).length, points: d[k] }; });
    expected['Duo K'] = { place: 12, points: d['Duo K'] };
    for (const k of Object.keys(expected)) {
      const same = Object.keys(expected).filter((o) => expected[o].place === expected[k].place);
      const p = expected[k].place;
      expected[k].shared = same.length > 1;
      const sum = same.reduce((a, _, i) => a + (grid[p - 1 + i] || 0), 0);
      expected[k].pcn = Math.ceil(sum / same.length);
    }
    if (expected[teamOf[lastTable.seat[0]]].place !== 1 || !expected[teamOf[lastTable.seat[0]]].shared) fail('the test\'s tie is not at first place');
    // The final ranking on screen: the duos' table (places, "=" when shared, points, PCN) and each player's PCN.
    await c.press('tn:sec:rankings', size);
    await c.press('tn:rank:3', size);
    const teamRows = await readRows(c, /^Duo [A-L]$/);
    for (const [k, e] of Object.entries(expected)) {
      const row = teamRows[k];
      if (!row) fail('the duos\' ranking lacks ' + k);
      const want = [`${e.place}${e.shared ? '=' : ''}`, k, signed(e.points), e.pcn ? String(e.pcn) : ''];
      if (JSON.stringify(row) !== JSON.stringify(want))
        fail(`${k}: the ranking shows ${JSON.stringify(row)}, the rulebook ${JSON.stringify(want)}; shown ${JSON.stringify(teamRows)}, expected ${JSON.stringify(expected)}`);
    }
    await c.expectText(/^1=$/, 'the shared first place');
    await page.screenshot({ path: path.join(outDir, 'duo-final-duos.png') });
    await c.press('tn:rank:2', size);
    const playerRows = await readRows(c, new RegExp('^(' + duoNames.join('|') + ')$'));
    for (const n of duoNames) {
      const row = playerRows[n];
      const e = expected[teamOf[n]];
      if (!row || row[3] !== (e.pcn ? String(e.pcn) : '')) fail(`${n} of ${teamOf[n]}: PCN ${row && row[3]}, the duo's is ${e.pcn}`);
      if (row[2] !== signed(duoLedger[n] || 0)) fail(`${n}: ${row[2]} points, entered ${duoLedger[n]}`);
    }
    await page.screenshot({ path: path.join(outDir, 'duo-final-players.png') });
    return (Date.now() - started) / 1000;
  }
  const duoSeconds = process.env.TOURNAMENT_NIGHTS_ONLY === '22' ? 0 : await duoNight();

  // ---------------------------------------------------------------------------------------------------------------
  // Night 2: 22 players (tables of 3), 5 positions, a late arrival, a withdrawal after position 2, penalties.
  c.night = 'n22';
  const t2 = Date.now();
  const names22 = ['Adèle', 'Benoît', 'Camille', 'Denis', 'Élodie', 'François', 'Gisèle', 'Henri', 'Isabelle', 'Jacques',
    'Karine', 'Louis', 'Marion', 'Noël', 'Océane', 'Philippe', 'Quitterie', 'Raphaël', 'Sophie', 'Thierry', 'Ursule', 'Victor'];
  const t = await newTournament('Individuel du mardi', 0, 1);
  if (t.positions !== 5) fail('the night of 22 has ' + t.positions + ' positions');
  await c.typeInto('tn:list', 'Nom;Licence\n' + names22.map((n, i) => `${n};${3000 + i}`).join('\n'), size, { keys: false });
  await c.press('tn:register_list', size);
  await c.waitFor((x) => x.players === 22, 'the 22 players were not registered');
  // Gisèle 12 minutes late: 3 fractions of 5 minutes begun, 300 points (article 26).
  await choosePlayer('tn:desk:player', 7);
  for (let k = 0; k < 7; ++k) await c.press('tn:desk:minutes:plus', size);  // from 5
  await c.expectText(/^12 minutes$/, 'the late arrival\'s minutes');
  await c.press('tn:desk:late', size);
  await c.press('tn:draw', size);
  await c.waitFor((x) => x.drawn && x.section === 'seating', 'the 22 players were not drawn');
  const seat22 = [], shown22 = [];
  let track22 = {};
  const ledger = {};
  for (let p = 1; p <= 5; ++p) {
    const lines = [/^Mouvement FFT pour 6 tables\s:\s5 positions au plus\.$/];
    if (p >= 4) lines.push(new RegExp(`^Feuilles de la position ${p - 1} pas encore rendues`));
    shown22.push(await startPosition(p, lines));
    seat22.push(await roomSeating(p));
    const tables = seat22[p - 1];
    for (const tb of tables) {
      const n = tb.seat.filter(Boolean).length;
      if (n < 3 || n > 4) fail(`position ${p}: table ${tb.table} seats ${n}`);
      if (n === 3 && !/table à 3/.test(tb.title)) fail(`position ${p}: table ${tb.table} of 3 is titled ${tb.title}`);
    }
    const threes = tables.filter((tb) => tb.seat.filter(Boolean).length === 3).length;
    if (threes !== (p <= 2 ? 2 : 3)) fail(`position ${p}: ${threes} tables of 3`);
    if (p > 1) checkMoves(p, p, track22, tables, shown22[p - 1]);
    else track22 = seatsOf(tables);
    checkWarnings(p, shown22[p - 1], expectedWarnings(seat22.slice(0, p - 1), tables, null));
    if (p <= 2) await enterPosition(p, tables, ledger, totalsOf(p + 10));
    if (p === 2) {
      // A fausse donne (100 points) and a warning (0) at position 2; Louis withdraws after position 2.
      await c.press('tn:sec:penalties', size);
      await choosePlayer('tn:pen:player', 2);
      await c.typeInto('tn:pen:reason', 'Donne mal battue', size, { keys: false });
      await c.press('tn:pen:fausse_donne', size);
      await choosePlayer('tn:pen:player', 3);
      await c.press('tn:pen:avertissement', size);
      await c.expectText(/^Camille\s:\sAvertissement.*0 point/, 'the warning\'s line');
      await c.press('tn:sec:setup', size);
      await choosePlayer('tn:desk:player', 12);
      await c.press('tn:desk:withdraw', size);
      await c.confirmAsked(size, 'Louis\'s withdrawal');
    }
  }
  if (seatsOf(seat22[2]).Louis) fail('Louis is seated after withdrawing');
  // The ranking's CSV: each line's positions + penalties + late arrival = its points, and each figure the test's.
  await c.press('tn:sec:exports', size);
  const [download] = await Promise.all([page.waitForEvent('download'), c.press('tn:export:csv', size)]);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  fs.writeFileSync(path.join(outDir, 'n22-classement.csv'), csv);
  const rows = csv.trim().split(/\r?\n/).map(splitCsv);
  const head = rows.shift();
  // (the PCN column, chapter 5, is no part of the points: it stands beside them)
  const want = ['Place', 'Joueur', 'Points', 'PCN', 'Position 1', 'Position 2', 'Position 3', 'Position 4', 'Position 5', 'Pénalités', 'Retard'];
  if (JSON.stringify(head) !== JSON.stringify(want)) fail('the CSV\'s columns: ' + JSON.stringify(head));
  if (rows.length !== 22) fail('the CSV has ' + rows.length + ' players');
  const penalty = { Benoît: 100 }, late = { Gisèle: 300 };
  const total = (n) => (ledger[n] || 0) - (penalty[n] || 0) - (late[n] || 0);
  const ranked = names22.filter((n) => n !== 'Louis');
  for (const r of rows) {
    const [place, name, points, , ...rest] = r;
    const sum = rest.reduce((a, v) => a + (v === '' ? 0 : Number(v)), 0);
    if (sum !== Number(points)) fail(`${name}: the CSV's columns sum to ${sum}, its points say ${points}`);
    if (Number(points) !== total(name)) fail(`${name}: ${points} points, the test's sheets and penalties make ${total(name)}`);
    if (Number(rest[5]) !== -(penalty[name] || 0) || Number(rest[6]) !== -(late[name] || 0)) fail(`${name}: penalties and late arrival ${rest.slice(5)}`);
    const wantPlace = name === 'Louis' ? 22 : 1 + ranked.filter((o) => total(o) > total(name)).length;
    if (Number(place) !== wantPlace) fail(`${name}: place ${place}, by the points and article 27 ${wantPlace}`);
  }
  if (rows[21][1] !== 'Louis') fail('the player who withdrew is not ranked last: ' + rows[21][1]);
  console.log(`tournament nights: duo ${duoSeconds.toFixed(1)} s, 22 players ${((Date.now() - t2) / 1000).toFixed(1)} s`);
}

function signed(v) { return v > 0 ? '+' + v : v < 0 ? '\u2212' + -v : '0'; }

function splitCsv(line) {
  const out = [];
  let f = '', q = false;
  for (let i = 0; i < line.length; ++i) {
    const ch = line[i];
    if (q) {
      if (ch === '"' && line[i + 1] === '"') f += '"', ++i;
      else if (ch === '"') q = false;
      else f += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') out.push(f), f = '';
    else f += ch;
  }
  out.push(f);
  return out;
}

// The id of the first target matching `re`, scrolling the panel down, then up, until one shows.
async function findTarget(c, re) {
  for (let k = 0; k < 30; ++k) {
    const s = await c.st();
    const t = s.targets.find((x) => re.test(x.id));
    if (t) return t.id;
    await c.page.mouse.move(c.size.width / 2, c.size.height / 2);
    await c.page.mouse.wheel(0, k >= 15 ? -300 : 300);
    await c.page.waitForTimeout(120);
  }
  return '';
}

// The rows of the ranking table on screen whose name cell matches `nameRe`: name -> [place, name, points, PCN],
// scrolling the panel from its top to its bottom (cells of one row share a line).
async function readRows(c, nameRe) {
  const { page, size } = c;
  const rows = {};
  await page.mouse.move(size.width / 2, size.height / 2);
  for (let k = 0; k < 10; ++k) await page.mouse.wheel(0, -600);
  await page.waitForTimeout(200);
  let last = '';
  for (let k = 0; k < 30; ++k) {
    const s = await c.st();
    for (const x of s.texts) {
      if (!nameRe.test(x.text)) continue;
      const line = s.texts.filter((y) => Math.abs(y.y - x.y) < 3 && !y.clipped).sort((a, b) => a.x - b.x).map((y) => y.text);
      const i = line.indexOf(x.text);
      if (i < 1) continue;
      rows[x.text] = [line[i - 1], x.text, line[i + 1], line[i + 2] || ''];
    }
    const seen = s.texts.map((x) => x.text).join('|');
    if (seen === last) break;
    last = seen;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  return rows;
}
