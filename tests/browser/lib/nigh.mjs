// Playing The End Is Nigh by tapping. Its steps are a refugee or a trait card
// on the board, or a button in the step's dock, so the shared tapper, which
// tries everything on the page (the notebook too), can go a long while
// without a move: these taps keep to the step's own targets.

import { tapClear } from './app.mjs';

/**
 * One tap as the human: a Confirm if one is offered, else a legal refugee or
 * card or one of the step's buttons in the dock (never the quiet "Not now"),
 * chosen by `rng`. Returns whether there was anything to tap.
 */
export async function nighTap(page, rng) {
  const options = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const all = [...document.querySelectorAll('.nigh-root [data-legal="true"], [data-testid="step-dock"] .nigh-btn:not(.quiet)')].filter(
      (e) => e.checkVisibility() && !e.disabled,
    );
    return all.map((e, i) => {
      e.setAttribute('data-tap-key', `k${i}`);
      return { key: `k${i}`, text: (e.getAttribute('aria-label') || e.innerText || '').trim() };
    });
  });
  if (!options.length) return false;
  const pick = options.find((o) => /^Confirm/.test(o.text)) ?? options[Math.floor(rng() * options.length)];
  await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
  await page.waitForTimeout(40);
  return true;
}
