// A seat's private notes (issue 21, item 7): in a game with secrets and two
// humans, what Ana writes is kept with the game, is in the page only while
// Ana holds the tablet, and is there again after a reload.

import { hideLastLookIfShown, liftCurtainIfUp, seeded, settleForHuman, startGame, tapOnce, tid } from './lib/app.mjs';

const SECRET = 'Ben claimed the Spy twice: suspect him';

/** Everything the page holds: its markup and the values typed into its fields (not in the markup). */
const pageHolds = (page) =>
  page.evaluate(() => document.documentElement.outerHTML + [...document.querySelectorAll('textarea, input')].map((e) => e.value).join('\n'));

/** Plays on by tapping until the curtain is up (a hand-over), lifting none. */
async function playUntilCurtain(page, rng) {
  for (let i = 0; i < 200; i += 1) {
    if (await page.locator(tid('curtain')).isVisible().catch(() => false)) return;
    // A card dealt as the turn passes: the player's last look, then the curtain.
    if (await hideLastLookIfShown(page)) continue;
    await tapOnce(page, rng);
    await page.waitForTimeout(60);
  }
  throw new Error('no hand-over in 200 taps');
}

export default [
  {
    name: "a seat's notes are kept with the game and shown only to that seat",
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'human', 'bot-easy', 'bot-easy'] });
      const rng = seeded(77);
      await settleForHuman(page);
      const writer = (await page.locator(tid('notes-toggle')).innerText()).replace(/'s notes.*$/s, '').trim();
      await page.locator(tid('notes-toggle')).click();
      await page.locator(tid('notes-text')).fill(SECRET);
      if (!(await pageHolds(page)).includes(SECRET)) throw new Error('pageHolds does not see a typed note (the checks below would prove nothing)');
      const saved = await page
        .waitForFunction(([k, text]) => (JSON.parse(localStorage.getItem(k)).notes ?? []).includes(text), [`endgames.save.${id}`, SECRET], { timeout: 5_000 })
        .then(() => true, () => false);
      if (!saved) throw new Error('the note is not in the save');

      // Behind the curtain and on the other player's screen, the note is not in the page.
      await playUntilCurtain(page, rng);
      const behind = await pageHolds(page);
      if (behind.includes(SECRET)) throw new Error('the note is in the page behind the curtain');
      const next = await liftCurtainIfUp(page);
      await settleForHuman(page, 60_000, { lift: false });
      const other = await pageHolds(page);
      if (next !== writer && other.includes(SECRET)) throw new Error(`${next}'s screen holds ${writer}'s note`);
      // Positive control: the other player's own notes box is there, and empty.
      if (next !== writer) {
        const theirs = await page.locator(tid('notes-text')).inputValue();
        if (theirs) throw new Error(`${next}'s notes start with "${theirs}"`);
      }

      // After a reload, the writer finds the note again when they hold the tablet.
      await page.reload();
      await page.locator(tid('play')).waitFor();
      for (let i = 0; i < 300; i += 1) {
        const name = await liftCurtainIfUp(page);
        if (name === writer || (!name && (await page.locator(tid('notes-toggle')).innerText().catch(() => '')).startsWith(writer))) break;
        if (!name) await tapOnce(page, rng);
        await page.waitForTimeout(60);
      }
      await page.locator(tid('notes-toggle')).click();
      const again = await page.locator(tid('notes-text')).inputValue();
      if (again !== SECRET) throw new Error(`after a reload ${writer}'s notes read "${again}"`);
      return `${writer}'s note kept, hidden from ${next}, back after a reload`;
    },
  },
];
