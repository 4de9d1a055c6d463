// Damaged saves opened through the screens, as a full disk, a half-copied
// profile or a hand edit leave them. tests/fuzz.rs reads and replays damaged
// saves natively; this runs the app over them: the play screen must play a
// save or refuse it in plain words, keep what it refused byte for byte, and
// the home must list every stored save, never offering Continue on one the
// play screen refuses. Any panic screen or console error fails the test.

import { EVERY_GAME, liftCurtainIfUp, open, seeded, startGame, tapOnce, tid } from './lib/app.mjs';

const SEED = 7;
// Random damages per game, after the named ones: the test takes about a minute.
const RANDOM_PER_GAME = 10;
const MARKUP = '<b class="monkey">x</b>';

// Damages tried on every game first: the seat count (once refused as "1 players"),
// and text a player typed that the screens show, in markup and oversized.
const NAMED = [
  ['a seat missing', (doc) => doc.seats.pop()],
  ['a seat named in markup', (doc) => { doc.seats[0].name = MARKUP; }],
  ['notes in markup, and hints for ten seats', (doc) => {
    doc.notes = [MARKUP, '🧟'.repeat(300)];
    doc.hints = { on: true, taken: Array(10).fill(4294967295) };
  }],
];

// Every path into a JSON value (arrays by index).
function paths(v, at = []) {
  const out = [at];
  if (v && typeof v === 'object') for (const k of Object.keys(v)) out.push(...paths(v[k], [...at, k]));
  return out;
}

// One random damage that keeps the text JSON: a part deleted, doubled or
// replaced by a value of another kind. Six in ten leave the record alone,
// since a damaged record mostly stops at the replay, which tests/fuzz.rs covers.
function damage(doc, rng) {
  const pick = (xs) => xs[Math.floor(rng() * xs.length)];
  const outside = rng() < 0.6;
  const p = pick(paths(doc).filter((q) => q.length > 0 && !(outside && q[0] === 'record')));
  const parent = p.slice(0, -1).reduce((v, k) => v[k], doc);
  const key = p[p.length - 1];
  const v = parent[key];
  const r = rng();
  if (r < 0.15) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1); else delete parent[key];
  } else if (r < 0.25 && Array.isArray(parent)) {
    parent.splice(Number(key), 0, structuredClone(v));
  } else if (typeof v === 'number') {
    parent[key] = pick([0, -1, v + 1, v - 1, 255, 256, 65535, 4294967296, 1.5, 1e300]);
  } else if (typeof v === 'string') {
    parent[key] = pick(['', 'x', v + v, v.slice(1), MARKUP, '🧟'.repeat(40), 'extinction', 'bot-hard', 'human']);
  } else if (typeof v === 'boolean') {
    parent[key] = !v;
  } else if (Array.isArray(v)) {
    parent[key] = pick([[], [...v, ...v], v.slice().reverse()]);
  } else {
    parent[key] = pick([null, 0, 'x', [], {}]);
  }
  return p.join('.');
}

async function playSome(page, rng, taps) {
  for (let i = 0; i < taps; i++) {
    if (await page.locator(tid('end-screen')).count()) return;
    await liftCurtainIfUp(page);
    if (!(await tapOnce(page, rng))) await page.waitForTimeout(80);
  }
}

const stored = (page, id) => page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`);

// A refusal a player can read: no debug text, counts that agree, and no
// "not well-formed JSON" (every damaged text here is JSON.stringify's).
function unclear(words) {
  return words.match(/\bError\(|undefined|\[object|panicked|\bNaN\b|\b1 (players|seats|moves|cards|humans|bots)\b|not well-formed JSON/)?.[0];
}

// Opens one damaged save; returns 'play' or 'open-error'.
async function openDamaged(page, base, rng, id, text, what) {
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [`endgames.save.${id}`, text]);
  await page.goto(`${base}#/play/${id}`);
  const screens = ['error-screen', 'play', 'open-error', 'not-found'];
  await page.locator(screens.map(tid).join(', ')).first().waitFor({ state: 'visible', timeout: 20_000 }).catch(() => {});
  const where = await page.evaluate((ts) => ts.find((t) => document.querySelector(`[data-testid="${t}"]`)) ?? 'nothing', screens);
  if (where !== 'play' && where !== 'open-error') {
    throw new Error(`${what} showed ${where}: ${(await page.locator('body').innerText()).slice(0, 300)}`);
  }
  if (await page.locator('.monkey').count()) throw new Error(`${what}: markup from the save became an element`);
  if (where === 'open-error') {
    const words = (await page.locator(tid('open-error')).innerText()).replace(/\s+/g, ' ');
    const bad = unclear(words);
    if (bad) throw new Error(`${what} is refused in words a player cannot read ("${bad}"): ${words}`);
    if (!(await page.locator(tid('open-error-export')).count())) throw new Error(`${what} is refused with no Export`);
    if ((await stored(page, id)) !== text) throw new Error(`${what} was refused and not kept as it was`);
  } else {
    await playSome(page, rng, 3);
  }
  return where;
}

// The home lists every stored save, and flags each one the play screen refused.
async function checkHome(page, base, refused) {
  await open(page, `${base}#/`, 'home');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('endgames.save.')));
  await page.waitForFunction(() => !document.querySelector('[data-testid="save-item"][data-checked="false"]'), null, { timeout: 20_000 });
  const rows = await page.locator(`${tid('save-item')}, ${tid('save-problem')}`).count();
  if (rows !== keys.length) throw new Error(`the home lists ${rows} saves of the ${keys.length} stored`);
  if (await page.locator('.monkey').count()) throw new Error('markup from a save became an element on the home');
  for (const [id, what] of refused) {
    const problem = page.locator(`${tid('save-problem')}[data-key="endgames.save.${id}"]`);
    const item = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
    if (await problem.count()) continue;
    if (!(await item.count())) throw new Error(`${what}, refused on opening, is not listed on the home`);
    if (await item.getByRole('button', { name: /continue|see the result/i }).count()) {
      throw new Error(`${what} is refused on opening but offered on the home: ${(await item.innerText()).replace(/\s+/g, ' ')}`);
    }
  }
  await page.evaluate((ks) => ks.forEach((k) => localStorage.removeItem(k)), [...refused].map(([id]) => `endgames.save.${id}`));
}

export default [
  {
    name: 'damaged saves open and play, or are refused in plain words and kept as they were, and the home lists them all',
    timeout: 600_000,
    async run({ page, base }) {
      const rng = seeded(SEED);
      const tally = { play: 0, 'open-error': 0 };
      const reasons = new Set();
      for (const g of EVERY_GAME) {
        const gameId = await startGame(page, base, { game: g.slug, controllers: g.controllers, options: g.options ?? {} });
        await playSome(page, rng, 20);
        const original = await stored(page, gameId);
        const refused = new Map();
        const damaged = [
          ...NAMED.map(([what, hurt]) => { const doc = JSON.parse(original); hurt(doc); return [what, doc]; }),
          ...Array.from({ length: RANDOM_PER_GAME }, () => {
            const doc = JSON.parse(original);
            const hits = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => damage(doc, rng));
            return [`damaged at ${hits.join(', ')}`, doc];
          }),
        ];
        for (const [n, [how, doc]] of damaged.entries()) {
          const id = `damaged-${g.slug}-${n}`;
          const what = `${g.slug}'s save ${how}`;
          if (doc.id === gameId) doc.id = id; // else the damage hit the id: keep it
          const where = await openDamaged(page, base, rng, id, JSON.stringify(doc), what);
          tally[where] += 1;
          const reason = where === 'open-error' ? await page.locator(`${tid('open-error')} .problem-reason`).innerText() : '';
          if (reason) {
            refused.set(id, what);
            reasons.add(reason.replace(/, at line \d+ column \d+/, ''));
          }
          // DAMAGE_LOG=1 prints each save's fate, to read the refusals as a player would.
          if (process.env.DAMAGE_LOG) console.log(`      ${where}: ${what}${reason && ` => ${reason}`}`);
        }
        await checkHome(page, base, refused);
      }
      if (!tally.play || !tally['open-error']) throw new Error(`every save went one way: ${JSON.stringify(tally)}`);
      return `${tally.play} opened and played, ${tally['open-error']} refused; ${reasons.size} different reasons`;
    },
  },
];
