// Playing The End Is Nigh by tapping. Its steps are a refugee or a trait card
// on the board, or a button in the step's dock, so the shared tapper, which
// tries everything on the page (the notebook too), can go a long while
// without a move: these taps keep to the step's own targets.

import { tapClear, tid } from './app.mjs';

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

/**
 * The saved game `id` dealt again from `seed`, from the home screen, so no
 * move of the first deal is running. Seeds are found natively from the rules
 * (at two players, seed 0 offers Ana, who goes first, the Spy and the Mayor).
 */
export async function dealSeed(page, base, id, seed) {
  await page.goto(`${base}#/`);
  await page.locator(tid('home')).waitFor({ timeout: 10_000 });
  await page.evaluate(({ k, seed }) => {
    const save = JSON.parse(localStorage.getItem(k));
    save.record.seed = seed;
    save.record.actions = [];
    save.progress = 0;
    localStorage.setItem(k, JSON.stringify(save));
  }, { k: `endgames.save.${id}`, seed });
  await page.goto(`${base}#/play/${encodeURIComponent(id)}`);
  await page.locator(tid('play')).waitFor({ timeout: 10_000 });
}
