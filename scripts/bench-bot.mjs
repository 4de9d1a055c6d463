// Bot decision time in the browser build, read from the app's hidden
// #/bench/bot/<game> route: it sets up 30 seeded mid-game positions of that game,
// times one Normal-level decision, one at each other level the game offers, and
// then one hint on each exactly as the
// play screen makes them (sliced search), watches for long main-thread tasks, and writes JSON into
// [data-testid="bench-result"]. Every game in the registry (scripts/games.mjs),
// one figure per line, ExtracZon's unprefixed (its names are older than the
// second game), other games' prefixed with the game's folder name; budget for
// the median decision: 150 ms.
//
//   node scripts/bench-bot.mjs [dist]

import { resolve } from 'node:path';
import { serve } from '../tests/browser/serve.mjs';
import { openBrowser, watchErrors } from '../tests/browser/lib/browser.mjs';
import { games } from './games.mjs';

const BUDGET_MS = 150;
const dist = resolve(process.argv[2] ?? 'dist');

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => (x >= 10 ? Math.round(x) : x.toFixed(1));

// [route slug, figure prefix]
const GAMES = games().map(({ slug, folder }) => [slug, slug === 'extraczon' ? '' : `${folder}_`]);

async function readResult(url, slug) {
  const { context, close } = await openBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const watch = watchErrors(page);
    await page.goto(`${url}#/bench/bot/${slug}`, { waitUntil: 'load' });
    const out = page.locator('[data-testid="bench-result"]');
    // The route fills the <pre> only when every position is done.
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="bench-result"]');
        if (!el) return false;
        try {
          return Array.isArray(JSON.parse(el.textContent).decisions_ms);
        } catch {
          return false;
        }
      },
      null,
      { timeout: 300_000, polling: 250 },
    );
    const result = JSON.parse(await out.textContent());
    watch.check();
    return result;
  } finally {
    await close();
  }
}

async function main() {
  const server = await serve(dist, '/');
  try {
    for (const [slug, prefix] of GAMES) {
      const r = await readResult(server.url, slug);
      const d = r.decisions_ms;
      if (!d.length) throw new Error(`the bench route measured no ${slug} decisions`);
      const line = (name, value) => console.log(`${prefix}${name}: ${value}`);
      line('bot_decision_median', `${ms(median(d))} ms`);
      line('bot_decision_p95', `${ms(p95(d))} ms`);
      line('bot_decision_max', `${ms(Math.max(...d))} ms`);
      line('bot_decisions', `${d.length} positions`);
      // Positions where the Normal bot searched; the rest are the first real
      // choice after the opening (its rules of thumb answered them).
      line('bot_decisions_searched', `${r.searched_positions ?? 0} positions`);
      // The game's other levels, at the same positions (Easy by its rules of
      // thumb; Hard, where offered, with the longer search).
      for (const [level, times] of Object.entries(r.other_levels_ms ?? {})) {
        line(`bot_decision_${level}_median`, `${ms(median(times))} ms`);
        line(`bot_decision_${level}_p95`, `${ms(p95(times))} ms`);
        line(`bot_decision_${level}_max`, `${ms(Math.max(...times))} ms`);
      }
      line('bot_longest_slice', `${ms(r.longest_slice_ms)} ms`);
      // A hint at the same positions, as the Hint button finds it (the
      // Normal level's search from the seat's own view, sliced the same way).
      const h = r.hints_ms ?? [];
      if (h.length) {
        line('hint_median', `${ms(median(h))} ms`);
        line('hint_p95', `${ms(p95(h))} ms`);
        line('hint_max', `${ms(Math.max(...h))} ms`);
        line('hint_longest_slice', `${ms(r.hint_longest_slice_ms)} ms`);
      }
      line('bot_long_tasks_over_50ms', `${r.long_tasks}`);
      line('bot_long_task_max', `${ms(r.long_task_max_ms ?? 0)} ms`);
      if (median(d) > BUDGET_MS) console.error(`bench-bot: ${slug}: over budget: median decision > ${BUDGET_MS} ms`);
    }
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(`bench-bot: ${err.stack ?? err}`);
  process.exit(1);
});
