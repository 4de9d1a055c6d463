// axe-core (the npm package, injected into the page from
// tests/browser/node_modules), run on a page as it is: used by axe.test.mjs on
// every screen, and by any test that reaches a state of its own (a rules page
// whose pictures could not come, in split.test.mjs).

import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Violations in a game's own view (src/games/<game>/view/), which the shell
 * does not draw: each is an axe rule id and a CSS selector the failing
 * element matches. They are tolerated here so the shell's checks can run
 * now; the games' own fixes empty this list, and it should stay empty.
 */
export const KNOWN_GAME_VIEW_VIOLATIONS = [];

/** Runs axe on the page as it is; the violations not known above, one line per element. */
export async function axeProblems(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  // Let entry animations (dice, cards, dialogs) settle: colour checks read the final look.
  // A fixed wait was not enough: ExtracZon's roll words fade in after the dice land
  // (650 ms and more), and axe then read them half-faded at 4.1:1.
  await page.waitForTimeout(200);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const found = await page.evaluate(async (known) => {
    // The tapping helpers' own marks are not the app's: keep them out of the selectors.
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const result = await window.axe.run(document, { resultTypes: ['violations'], elementRef: true });
    const tolerated = (id, el) => known.some((k) => k.rule === id && el?.matches(k.selector));
    return result.violations.flatMap((v) =>
      v.nodes.filter((n) => !tolerated(v.id, n.element)).map((n) => ({ id: v.id, help: v.help, target: n.target.join(' '), summary: n.failureSummary })),
    );
  }, KNOWN_GAME_VIEW_VIOLATIONS);
  return found.map((f) => `${where}: ${f.id} (${f.help}) at ${f.target}\n        ${f.summary.replace(/\n/g, '\n        ')}`);
}
