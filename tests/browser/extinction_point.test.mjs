// Extinction Point in the browser:
// (1) two humans and a bot: each human's hand reaches the page only behind
//     their own curtain, and never the other's (DOM and log);
// (2) four bots play a whole game at full speed to the end screen;
// (3) a person plays a whole trick by tapping: signal, choose a card, tap
//     the trick.
// Any console error fails a test (run.mjs watches the page).

import { boardControlProblems, seeded, startGame, tid, waitForScreen } from './lib/app.mjs';

/** Sets up and starts an Extinction Point table; returns the save id. */
const startEp = (page, base, { difficulty, ...rest }) =>
  startGame(page, base, { game: 'extinction-point', ...rest, options: difficulty ? { 'option-difficulty': difficulty } : {} });

/** The names ("WEAPON 7") of the cards in the hand shown on the board: a card's words for screen readers start "WEAPON 7. …". */
async function handNames(page) {
  const names = await page.locator(`${tid('ep-hand')} .ep-card-btn`).evaluateAll((els) => els.map((e) => e.querySelector('.visually-hidden').textContent));
  return names.map((l) => l.split('.')[0].trim());
}

/** The name of the card a locator finds. */
const cardName = (locator) => locator.evaluate((el) => el.querySelector('.visually-hidden').textContent.split('.')[0].trim());

/** Everything a person could read on the page now: the markup and the log's text. */
async function pageText(page) {
  return page.evaluate(() => `${document.body.innerHTML}\n${document.querySelector('[data-testid="log"]')?.innerText ?? ''}`);
}

/** Card names of `names` that appear in `text` ("WEAPON 1" never matches "WEAPON 12"). */
function found(names, text) {
  return names.filter((n) => new RegExp(`\\b${n}(?!\\d)`).test(text));
}

async function liftCurtain(page) {
  await page.locator(tid('curtain')).waitFor({ state: 'visible', timeout: 20_000 });
  const hidden = await pageText(page);
  if (await page.locator(tid('ep-hand')).count()) throw new Error('a hand is on the page behind the curtain');
  await page.locator(tid('curtain-ready')).click();
  await page.locator(tid('ep-hand')).waitFor({ state: 'visible' });
  return hidden;
}


/** Shown board controls that are under 44 px, unnamed, or legal without being a button. */
const controlProblems = (page) => boardControlProblems(page, '.ep-root');

/** When the person must play a card: does the board need scrolling (it must not)? */
async function overflowWhilePlaying(page) {
  return page.evaluate(() => {
    const layout = document.querySelector('.ep-layout');
    if (!layout || !document.querySelector('[data-testid="ep-hand"] [data-legal="true"]')) return null;
    if (layout.scrollHeight <= layout.clientHeight + 1) return null;
    const parts = [...layout.children].map((c) => `${c.className.replace(/ep-a-|ep-row|ep-status /g, '').trim()} ${Math.round(c.getBoundingClientRect().height)}`);
    return `board ${layout.clientHeight} px tall holds ${layout.scrollHeight} px (${parts.join(', ')})`;
  });
}

/** One tap for the human: a Confirm, else a legal card or target, else a choice button. */
async function humanTap(page, rng) {
  const options = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const all = [...document.querySelectorAll('.ep-root [data-legal="true"], .ep-root .ep-btn')].filter((e) => e.checkVisibility());
    return all.map((e, i) => {
      e.setAttribute('data-tap-key', `k${i}`);
      return { key: `k${i}`, text: (e.getAttribute('aria-label') || e.innerText || '').trim() };
    });
  });
  if (!options.length) return false;
  const pick = options.find((o) => /^Confirm/.test(o.text)) ?? options[Math.floor(rng() * options.length)];
  await page.locator(`[data-tap-key="${pick.key}"]`).click({ timeout: 3_000 }).catch(() => {});
  return true;
}

/** A whole game by tapping at one screen size, checking every control on the way. */
const wholeGame = (width, height, seed) => ({
  name: `a person plays a whole game by tapping at ${width}x${height}: the board fits while playing, every control is 44 px and named, the keyboard plays a card`,
  viewport: { width, height },
  timeout: 300_000,
  async run({ page, base }) {
    await startEp(page, base, { controllers: ['human', 'bot-easy'] });
    // Keyboard first: signal with Enter, then choose and play a card with Enter twice.
    const signal = page.getByRole('button', { name: 'I really want to lead' });
    await signal.focus();
    await page.keyboard.press('Enter');
    const legal = page.locator(`${tid('ep-hand')} .ep-card-btn[data-legal="true"]`).first();
    await legal.waitFor({ state: 'visible', timeout: 20_000 });
    const card = await cardName(legal);
    await legal.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForFunction((c) => new RegExp(`Ana plays ${c}(?!\\d)`).test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), card, { timeout: 10_000 });
    // Then tap to the end, checking the controls on the way.
    const rng = seeded(seed);
    let taps = 0;
    let checks = 0;
    let checked = -1;
    while (!(await page.locator(tid('end-screen')).count())) {
      if (taps > 1500) throw new Error(`no end screen after ${taps} taps`);
      if (taps % 10 === 0 && taps !== checked) {
        checked = taps;
        const problems = await controlProblems(page);
        checks += 1;
        if (problems.length) throw new Error(`${problems.length} controls fall short:\n${problems.slice(0, 10).join('\n')}`);
      }
      const overflow = await overflowWhilePlaying(page);
      if (overflow) throw new Error(`the hand and trick do not fit while playing: ${overflow}`);
      if (await humanTap(page, rng)) taps += 1;
      else await page.waitForTimeout(100);
    }
    const headline = (await page.locator(tid('headline')).innerText()).trim();
    return `${taps} taps to "${headline}"; controls checked ${checks} times`;
  },
});

export default [
  {
    name: 'two humans: each sees only their own hand, behind the curtain',
    timeout: 90_000,
    async run({ page, base }) {
      await startEp(page, base, { controllers: ['human', 'human', 'bot-easy'] });
      // Method: in the first election no Player card is public yet (no trick,
      // no settlement, no discards), so every card name on the page is a
      // hand card. Each human's hand is read from their own screen; the
      // other screens (and both curtains) must not name any of its cards.
      // The positive control (each screen names all of its own hand) shows
      // the check would see a card that is there.
      const curtainA = await liftCurtain(page);
      const handA = await handNames(page);
      const screenA = await pageText(page);
      await page.getByRole('button', { name: 'I would rather not' }).click();
      const curtainB = await liftCurtain(page);
      const handB = await handNames(page);
      const screenB = await pageText(page);

      if (handA.length !== 7 || handB.length !== 7) throw new Error(`hands of ${handA.length} and ${handB.length} cards, not 7`);
      if (handA.some((c) => handB.includes(c))) throw new Error(`the two hands share a card: ${handA} / ${handB}`);
      const missing = [...handA.filter((c) => !found([c], screenA).length), ...handB.filter((c) => !found([c], screenB).length)];
      if (missing.length) throw new Error(`a screen does not name its own hand's ${missing}`);
      const leaks = [
        ['curtain before A', found([...handA, ...handB], curtainA)],
        ["A's screen", found(handB, screenA)],
        ['curtain before B', found([...handA, ...handB], curtainB)],
        ["B's screen", found(handA, screenB)],
      ].filter(([, cards]) => cards.length);
      if (leaks.length) throw new Error(`hidden cards on the page: ${leaks.map(([w, c]) => `${w}: ${c}`).join('; ')}`);
      // B may not take back A's signal (undo never reopens another seat's turn).
      if (!(await page.locator(tid('undo')).isDisabled())) throw new Error("B can press Undo on A's move");
      return `hand A ${handA.join(', ')}; hand B ${handB.join(', ')}`;
    },
  },
  {
    name: 'four bots play a whole game to the end screen',
    timeout: 420_000,
    async run({ page, base }) {
      const t0 = Date.now();
      const id = await startEp(page, base, { controllers: ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'], difficulty: 'Medium' });
      await waitForScreen(page, 'end-screen', 400_000);
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      if (!save?.finished) throw new Error('the stored save is not marked finished');
      const text = (await page.locator(tid('end-screen')).innerText()).trim();
      for (const words of ['Tricks won', 'Damage dealt to the Mothership', 'Damage taken by the Bunker']) {
        if (!text.includes(words)) throw new Error(`the end screen does not tell "${words}": ${text.slice(0, 300)}`);
      }
      const headline = (await page.locator(tid('headline')).innerText()).trim();
      return `${save.record.actions.length} actions in ${secs} s; "${headline}"`;
    },
  },
  {
    name: 'a person plays a whole trick by tapping',
    timeout: 90_000,
    async run({ page, base }) {
      await startEp(page, base, { controllers: ['human', 'bot-easy'] });
      // The strongest signal leads; a tie goes to seat 1 (the first "last winner").
      await page.getByRole('button', { name: 'I really want to lead' }).click();
      const legal = page.locator(`${tid('ep-hand')} .ep-card-btn[data-legal="true"]`);
      await legal.first().waitFor({ state: 'visible', timeout: 20_000 });
      const hand = await handNames(page);
      const card = await cardName(legal.first());
      await legal.first().click();
      if ((await legal.first().getAttribute('aria-pressed')) !== 'true') throw new Error('the first tap did not choose the card');
      await page.locator('.ep-trick [data-legal="true"]').click();
      // The Infiltrator and the bot play; the trick is won (build) or lost (attack, new hand).
      const log = page.locator(tid('log'));
      await page.waitForFunction(
        () => /We win the trick|The Infiltrator wins the trick/.test(document.querySelector('[data-testid="log"]')?.innerText ?? ''),
        null,
        { timeout: 30_000 },
      );
      const text = await log.innerText();
      const mine = text.split('\n').find((l) => new RegExp(`^Ana plays ${card}(?!\\d)`).test(l.replace(/^\d+\.\s*/, '')));
      if (!mine) throw new Error(`the log does not say ${card} was played:\n${text}`);
      if (!/The Infiltrator turns up/.test(text)) throw new Error(`the Infiltrator did not play:\n${text}`);
      const verdict = text.split('\n').find((l) => /We win the trick|The Infiltrator wins the trick/.test(l));
      // Unless a lost trick brought a new hand, the played card has left the hand.
      const now = await handNames(page);
      if (!/Hand 2 is dealt/.test(text) && (now.includes(card) || now.length !== hand.length - 1)) {
        throw new Error(`after playing ${card} the hand is ${now} (was ${hand})`);
      }
      return `${mine.trim()} / ${verdict.trim()}`;
    },
  },
  wholeGame(390, 844, 5),
  wholeGame(1024, 768, 9),
  wholeGame(768, 1024, 13),
];
