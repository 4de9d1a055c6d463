// Accessibility checked by axe-core (the npm package, injected into the page
// from tests/browser/node_modules) on every screen of the shell: home, each
// game's new-game and rules pages, the pass-and-play curtain, the end screen,
// a save that cannot be opened, an address with nothing at it and the error
// screen a panic leaves (reached through #/selftest/crash); and on the
// play screen in the phases where each game asks the most of a player.
// Any violation fails the test, except the ones listed in
// KNOWN_GAME_VIEW_VIOLATIONS (lib/axe.mjs).

import { axeProblems } from './lib/axe.mjs';
import { open, playByTapping, seeded, startGame, tapClear, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';
import { nighTap } from './lib/nigh.mjs';

const GAMES = ['extraczon', 'extinction-point', 'the-end-is-nigh', 'extrication', 'extinction'];

/** Fails with every problem found in `checks` (a list of { where, problems }). */
function report(checks) {
  const bad = checks.flatMap((c) => c.problems);
  if (bad.length) throw new Error(`${bad.length} accessibility violations:\n${bad.join('\n')}`);
  return `no violations on ${checks.map((c) => c.where).join(', ')}`;
}

/** The play screen's prompt, as the person reads it. */
const prompt = async (page) => (await page.locator(tid('prompt')).innerText()).trim();

/**
 * Plays as the human seat with `tap` until each phase in `phases` (a name and
 * a test on the prompt) has been seen once and checked, or `maxSteps` taps.
 * A game that ends first is followed by its rematch.
 */
async function checkPhases(page, phases, tap, maxSteps) {
  const checks = [];
  const left = [...phases];
  for (let step = 0; step < maxSteps && left.length; step += 1) {
    if (await page.locator(tid('end-screen')).count()) {
      await page.locator(tid('rematch')).click();
      await waitForScreen(page, 'play');
      await page.waitForTimeout(300);
      continue;
    }
    const text = await prompt(page);
    const hit = left.findIndex((p) => p.test(text));
    if (hit >= 0 && (await canAct(page))) {
      const [phase] = left.splice(hit, 1);
      checks.push({ where: `play: ${phase.name}`, problems: await axeProblems(page, `play: ${phase.name} ("${text}")`) });
      continue;
    }
    await tap(page);
  }
  if (left.length) throw new Error(`never reached ${left.map((p) => p.name).join(', ')} in ${maxSteps} taps`);
  return checks;
}

/** The human may act now: the board offers a legal target or a button of its own. */
const canAct = (page) =>
  page.evaluate(
    () => !!document.querySelector('[data-testid="play"] main [data-legal="true"], [data-testid="play"] main button:not([disabled]), [data-testid="step-dock"] button:not([disabled])'),
  );

/** One tap in The End Is Nigh, or a short wait while there is nothing to tap. */
async function nighStep(page, rng) {
  if (!(await nighTap(page, rng))) await page.waitForTimeout(100);
}

/** One ExtracZon action by tapping, then the human's next turn. */
async function extraczonTap(page, rng) {
  await playByTapping(page, { actions: 1, rng });
  await waitForHumanTurn(page);
}

/** One Extinction Point tap: a Confirm, else a legal card or target, else one of the board's buttons. */
async function extinctionTap(page, rng) {
  const options = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const all = [...document.querySelectorAll('.ep-root [data-legal="true"], .ep-root .ep-btn, [data-testid="step-dock"] .ep-btn')].filter((e) => e.checkVisibility() && !e.disabled);
    return all.map((e, i) => {
      e.setAttribute('data-tap-key', `k${i}`);
      return { key: `k${i}`, text: (e.getAttribute('aria-label') || e.innerText || '').trim() };
    });
  });
  if (!options.length) return page.waitForTimeout(100);
  const pick = options.find((o) => /^Confirm/.test(o.text)) ?? options[Math.floor(rng() * options.length)];
  await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
  return page.waitForTimeout(50);
}

/** One Extrication tap: finish a choice (a pad, the tableau) if one is open, else a legal target or a board button. */
async function extricationTap(page, rng) {
  const options = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const all = [...document.querySelectorAll('.xt-root [data-legal="true"], .xt-btn')].filter((e) => e.checkVisibility() && !e.disabled);
    return all.map((e, i) => {
      e.setAttribute('data-tap-key', `k${i}`);
      return { key: `k${i}`, text: (e.getAttribute('aria-label') || e.innerText || '').trim() };
    });
  });
  if (!options.length) return page.waitForTimeout(100);
  const pick = options.find((o) => /^(Load here|Dock here|Place)/.test(o.text)) ?? options[Math.floor(rng() * options.length)];
  await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
  return page.waitForTimeout(50);
}

export default [
  {
    name: 'home, new-game and rules pages, a save that cannot be opened and a missing page have no violations',
    timeout: 120_000,
    async run({ page, base }) {
      const checks = [];
      await open(page, `${base}#/`, 'home');
      checks.push({ where: 'home', problems: await axeProblems(page, 'home') });
      for (const game of GAMES) {
        await open(page, `${base}#/new/${game}`, 'new-game');
        checks.push({ where: `new game ${game}`, problems: await axeProblems(page, `new game ${game}`) });
        await open(page, `${base}#/rules/${game}`, 'rules');
        // The words come first, then the pictures: checked with both here.
        await page.locator(`${tid('rules')} ${tid('rules-figure')}`).nth(1).waitFor({ state: 'attached', timeout: 20_000 });
        checks.push({ where: `rules ${game}`, problems: await axeProblems(page, `rules ${game}`) });
      }
      // A save whose record does not replay (as in saves.test.mjs): listed on
      // home with its reason, and explained when opened.
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const good = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      const bad = { ...good, id: 'replayfail', record: { ...good.record, actions: [[0, 0], [0, 999]] } };
      await page.evaluate((t) => {
        localStorage.setItem('endgames.save.replayfail', t);
        localStorage.setItem('endgames.save.broken', '{"save_format": 2, "id": "broken", "game": "extraczon", "seats": [');
      }, JSON.stringify(bad));
      await open(page, `${base}#/`, 'home');
      checks.push({ where: 'home with saves', problems: await axeProblems(page, 'home with saves') });
      await page.locator(`${tid('save-item')}[data-save-id="${id}"] ${tid('save-delete')}`).click();
      await page.locator(tid('confirm-dialog')).waitFor({ state: 'visible' });
      checks.push({ where: 'delete dialog', problems: await axeProblems(page, 'delete dialog') });
      await page.locator(tid('confirm-no')).click();
      await open(page, `${base}#/play/replayfail`, 'open-error');
      checks.push({ where: 'open error', problems: await axeProblems(page, 'open error') });
      await open(page, `${base}#/no/such/page`, 'not-found');
      checks.push({ where: 'not found', problems: await axeProblems(page, 'not found') });
      return report(checks);
    },
  },
  {
    name: 'the error screen a panic shows has no violations, says what happened and offers reload and export',
    timeout: 60_000,
    async run({ page, base, watch }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      // A real panic inside the app (the route exists for this check).
      await page.goto(`${base}#/selftest/crash`, { waitUntil: 'load' });
      const screen = page.locator(tid('error-screen'));
      await screen.waitFor({ state: 'visible', timeout: 20_000 });
      const words = await screen.innerText();
      if (!/Something went wrong/.test(words) || !/stopped the app on purpose/.test(words)) throw new Error(`the error screen says: ${words}`);
      if (!(await screen.getByRole('button', { name: 'Reload' }).count())) throw new Error('no Reload button');
      if (!(await screen.getByRole('link', { name: /^Export ExtracZon with/ }).count())) throw new Error('no export link for the save');
      const problems = await axeProblems(page, 'error screen');
      // The panic's own console lines are what this test asked for; anything else still fails it.
      const unexpected = watch.errors.filter((e) => !/selftest\/crash|unreachable|RuntimeError/.test(e));
      watch.errors.length = 0;
      watch.errors.push(...unexpected);
      return report([{ where: 'error screen', problems }]);
    },
  },
  {
    name: 'the curtain and the play screen of Extinction Point (two people and a bot) have no violations',
    timeout: 120_000,
    async run({ page, base }) {
      await startGame(page, base, { game: 'extinction-point', controllers: ['human', 'human', 'bot-easy'], speed: 'instant' });
      await page.locator(tid('curtain')).waitFor({ state: 'visible', timeout: 20_000 });
      const checks = [{ where: 'curtain', problems: await axeProblems(page, 'curtain') }];
      await page.locator(tid('curtain-ready')).click();
      await page.locator(tid('ep-hand')).waitFor({ state: 'visible' });
      checks.push({ where: 'play: election', problems: await axeProblems(page, 'play: election') });
      // The menu open, and the rules over the board.
      await page.locator(tid('menu')).click();
      checks.push({ where: 'play: menu open', problems: await axeProblems(page, 'play: menu open') });
      await page.locator(tid('menu-rules')).click();
      // Its text comes with the game's pages' chunk, a moment after the dialog.
      await page.locator(`.dialog${tid('rules')} .rules p:not([role="status"])`).first().waitFor({ state: 'visible', timeout: 20_000 });
      checks.push({ where: 'play: rules dialog', problems: await axeProblems(page, 'play: rules dialog') });
      await page.keyboard.press('Escape');
      return report(checks);
    },
  },
  {
    name: 'Extinction Point play phases have no violations: playing a card, building',
    timeout: 300_000,
    async run({ page, base }) {
      await startGame(page, base, { game: 'extinction-point', controllers: ['human', 'bot-easy'], speed: 'instant' });
      const rng = seeded(7);
      const checks = await checkPhases(
        page,
        [
          { name: 'playing a card', test: (t) => /^Ana: (lead the trick|play a card)/.test(t) },
          { name: 'building', test: (t) => /^Ana: trick won! Place/.test(t) },
        ],
        (p) => extinctionTap(p, rng),
        1500,
      );
      return report(checks);
    },
  },
  {
    name: 'The End Is Nigh play phases have no violations: keeping an identity, questioning, claiming, voting; and its end screen',
    timeout: 400_000,
    async run({ page, base }) {
      await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'bot-easy', 'bot-easy'], speed: 'instant' });
      const rng = seeded(5);
      const checks = await checkPhases(
        page,
        [
          { name: 'keeping an identity', test: (t) => /^\S+: keep one of your two identities/.test(t) },
          { name: 'questioning', test: (t) => /^\S+, \d+:00: tap a refugee/.test(t) },
          { name: 'claiming', test: (t) => /^\S+: (claim whether|the Hermit shows you)/.test(t) },
          { name: 'voting', test: (t) => /^\S+: tap the refugee to put exile marker/.test(t) },
        ],
        (p) => nighStep(p, rng),
        400,
      );
      while (!(await page.locator(tid('end-screen')).count())) await nighStep(page, rng);
      checks.push({ where: 'end screen', problems: await axeProblems(page, 'the-end-is-nigh end screen') });
      return report(checks);
    },
  },
  {
    name: 'Extrication play phases have no violations: moving, taking from the track with an item chosen, and its end screen',
    timeout: 420_000,
    async run({ page, base }) {
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'], speed: 'instant' });
      const rng = seeded(11);
      const checks = await checkPhases(
        page,
        [
          { name: 'moving', test: (t) => /^Ana: tap Go /.test(t) },
          { name: 'taking', test: (t) => /^Ana: at location \d+, tap one thing/.test(t) },
        ],
        (p) => extricationTap(p, rng),
        300,
      );
      // An item chosen: the pads become targets. Play on until an item may be chosen.
      const chip = page.locator('.xt-root .xt-chip[data-legal="true"], .xt-root .xt-ship-btn[data-legal="true"]').first();
      let tapsToChip = 0;
      while (!(await chip.count())) {
        if (tapsToChip > 300) throw new Error('no item could be chosen in 300 taps: the "item chosen" state was never checked');
        if (await page.locator(tid('end-screen')).count()) {
          await page.locator(tid('rematch')).click();
          await waitForScreen(page, 'play');
        } else await extricationTap(page, rng);
        tapsToChip += 1;
      }
      await chip.click();
      await page.locator('.xt-root .xt-chosen').first().waitFor({ state: 'visible', timeout: 5_000 });
      checks.push({ where: 'play: an item chosen', problems: await axeProblems(page, 'play: an item chosen') });
      for (let i = 0; i < 3000 && !(await page.locator(tid('end-screen')).count()); i += 1) await extricationTap(page, rng);
      await waitForScreen(page, 'end-screen', 60_000);
      checks.push({ where: 'end screen', problems: await axeProblems(page, 'end screen') });
      return report(checks);
    },
  },
  {
    name: 'ExtracZon play phases have no violations: moving, an encounter',
    timeout: 300_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const rng = seeded(3);
      const checks = await checkPhases(
        page,
        [
          { name: 'moving', test: (t) => /: move \d+ tiles? /.test(t) },
          { name: 'an encounter', test: (t) => /: roll the (black die to draw cards at|four red dice against) /.test(t) },
        ],
        (p) => extraczonTap(p, rng),
        200,
      );
      return report(checks);
    },
  },
  {
    name: 'the end screen after a four-bot game has no violations',
    timeout: 420_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'], speed: 'instant' });
      await waitForScreen(page, 'end-screen', 400_000);
      const checks = [{ where: 'end screen', problems: await axeProblems(page, 'end screen') }];
      // Put away, the final board with its "Show the result" button.
      await page.locator(tid('overlay-close')).click();
      await page.locator(tid('show-result')).waitFor({ state: 'visible' });
      checks.push({ where: 'final board', problems: await axeProblems(page, 'final board') });
      return report(checks);
    },
  },
];
