// Each game's code in its own wasm chunks (docs/platform.md, "The split"): the
// home and the saves list draw without any game's chunk; opening a game
// fetches its play chunk once and no other game's, and not its review and
// rules; the rules text comes in a chunk of its own, without the game's rules
// and board code, and a rules page's pictures (drawn by the board) in the
// pages' chunk with the review; a slow chunk shows a loading line, and one
// that cannot be fetched says so and can be tried again.
//
// The offline worker is kept out of these tests: it precaches every chunk in
// the background, and its fetches would hide what the page itself asks for.

import { axeProblems } from './lib/axe.mjs';
import { open, openStoredRecord, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

/** The chunk a split point names: split_<name>-<hash>.wasm. */
const splitOf = (url) => /\/split_([A-Za-z_]+)-[0-9a-f]+\.wasm$/.exec(new URL(url).pathname)?.[1] ?? null;
/** What only a finished game shows (its chart, the share link): one chunk for every game (src/ui/end_parts.rs). */
const END_OF_GAME = 'end_of_game';
/** A game's play chunk: split_<folder>-<hash>.wasm, folder as in src/games/. */
const chunkOf = (url) => {
  const name = splitOf(url);
  return name && /^[a-z_]+$/.test(name) && !name.endsWith('_rules') && name !== END_OF_GAME ? name : null;
};
const endOf = (url) => (splitOf(url) === END_OF_GAME ? 'end' : null);
/** A game's pages' chunk (review, rules pictures): split_<Type>-<hash>.wasm, its type as in for_each_game!. */
const pagesOf = (url) => (/^[A-Z]/.test(splitOf(url) ?? '') ? splitOf(url) : null);
/** A game's rules text: split_<folder>_rules-<hash>.wasm, named in for_each_game!. */
const rulesOf = (url) => splitOf(url)?.match(/^([a-z_]+)_rules$/)?.[1] ?? null;
const folder = (slug) => slug.replaceAll('-', '_');

/** Counts the page's requests for each game's chunk of one kind (`which`), from now on. */
function chunkRequests(page, which = chunkOf) {
  const seen = {};
  page.on('request', (request) => {
    const game = which(request.url());
    if (game) seen[game] = (seen[game] ?? 0) + 1;
  });
  return seen;
}

async function noWorker(page) {
  await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
}

/**
 * Takes the console lines a refused fetch writes (the browser's, and the link
 * module's own report of the failed chunk) back out of what the runner counts as errors.
 */
function forgiveFailedLoads(watch, from) {
  const kept = watch.errors.slice(from).filter((e) => !/Failed to load resource|net::ERR_FAILED|TypeError: Failed to fetch/.test(e));
  watch.errors.splice(from, watch.errors.length - from, ...kept);
}

export default [
  {
    name: 'the home and the saves list load no game code; opening a game fetches its chunk once and no other',
    timeout: 240_000,
    async run({ page, base }) {
      await noWorker(page);
      const seen = chunkRequests(page);
      const pages = chunkRequests(page, pagesOf);
      const rules = chunkRequests(page, rulesOf);
      const ends = chunkRequests(page, endOf);
      await open(page, `${base}#/`, 'home');
      await page.waitForLoadState('networkidle');
      if (Object.keys(seen).length) throw new Error(`the home fetched game chunks: ${JSON.stringify(seen)}`);

      // Positive control: the counter sees a chunk when a game opens.
      const first = await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);
      if (JSON.stringify(seen) !== JSON.stringify({ extrication: 1 })) throw new Error(`opening Extrication fetched ${JSON.stringify(seen)}`);

      // Back home (a save of it listed, and checked with the code now here),
      // the same game again: nothing more.
      await open(page, `${base}#/`, 'home');
      await page.locator(`${tid('save-item')}[data-save-id="${first}"]`).getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      if (JSON.stringify(seen) !== JSON.stringify({ extrication: 1 })) throw new Error(`reopening Extrication fetched again: ${JSON.stringify(seen)}`);

      // Every other game: its own chunk, once.
      for (const slug of ['extraczon', 'extinction-point', 'the-end-is-nigh', 'extinction']) {
        await startGame(page, base, { game: slug, controllers: ['human', 'bot-easy'] });
        await waitForScreen(page, 'play');
        if (seen[folder(slug)] !== 1) throw new Error(`opening ${slug} fetched its chunk ${seen[folder(slug)] ?? 0} times: ${JSON.stringify(seen)}`);
      }
      const total = Object.values(seen).reduce((a, b) => a + b, 0);
      if (total !== 5) throw new Error(`five games opened, ${total} chunk fetches: ${JSON.stringify(seen)}`);
      if (Object.keys(pages).length || Object.keys(rules).length || ends.end) {
        throw new Error(`playing fetched review, rules or end-of-game chunks: ${JSON.stringify({ ...pages, ...rules, ...ends })}`);
      }

      // The rules in play (Extinction's, the last game opened): the text's
      // chunk alone, no pictures. Then as pages (Extrication's, then
      // Extinction's): each game's text once, and its pictures' chunk.
      await page.locator(tid('menu')).click();
      await page.locator(tid('menu-rules')).click();
      await page.locator(`.dialog${tid('rules')} .rules p:not([role="status"])`).first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.keyboard.press('Escape');
      if (JSON.stringify(rules) !== JSON.stringify({ extinction: 1 }) || Object.keys(pages).length) {
        throw new Error(`the rules in play fetched ${JSON.stringify({ ...rules, ...pages })}`);
      }
      for (const slug of ['extrication', 'extinction']) {
        await open(page, `${base}#/rules/${slug}`, 'rules');
        await page.locator('.rules-figure').first().waitFor({ state: 'visible', timeout: 20_000 });
      }
      if (JSON.stringify(rules) !== JSON.stringify({ extinction: 1, extrication: 1 })) throw new Error(`the rules pages fetched texts ${JSON.stringify(rules)}`);
      if (JSON.stringify(pages) !== JSON.stringify({ Extrication: 1, Extinction: 1 })) throw new Error(`the rules pages fetched pictures ${JSON.stringify(pages)}`);
      if (Object.values(seen).reduce((a, b) => a + b, 0) !== 5) throw new Error(`the rules fetched play chunks: ${JSON.stringify(seen)}`);

      // A fresh page with saves of every game: the home draws, then checks them.
      const fresh = await page.context().newPage();
      await noWorker(fresh);
      const later = chunkRequests(fresh);
      await open(fresh, `${base}#/`, 'home');
      const items = await fresh.locator(tid('save-item')).count();
      await fresh.close();
      return `home: no chunk; each game fetched its own once (${JSON.stringify(seen)}), the rules their text (${JSON.stringify(rules)}) and pictures (${JSON.stringify(pages)}); a home with ${items} saves then fetched ${Object.keys(later).length} chunks to check them`;
    },
  },
  {
    name: 'a slow game chunk shows a loading line; one that cannot be fetched says why, and Try again opens the game',
    timeout: 180_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const id = await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);

      // The same save opened in a new page whose chunk takes 1.5 s.
      const slow = await page.context().newPage();
      await noWorker(slow);
      await slow.route(/split_extraczon-[0-9a-f]+\.wasm$/, async (route) => {
        await new Promise((wait) => setTimeout(wait, 1500));
        await route.continue();
      });
      await slow.goto(`${base}#/play/${encodeURIComponent(id)}`);
      const loading = slow.locator(`${tid('game-loading')} [role="status"]`);
      await loading.waitFor({ state: 'visible', timeout: 10_000 });
      const said = await loading.innerText();
      if (!/Loading ExtracZon/.test(said)) throw new Error(`the loading line says "${said}"`);
      await waitForScreen(slow, 'play', 20_000);
      await slow.close();

      // Now the chunk cannot be fetched at all (a host that lost it, or offline).
      const from = watch.errors.length;
      let refuse = true;
      await page.route(/split_extraczon-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
      await page.reload();
      const failed = page.locator(tid('game-load-error'));
      await failed.waitFor({ state: 'visible', timeout: 20_000 });
      const why = await failed.innerText();
      if (!/ExtracZon could not be opened/.test(why) || !/saved games are safe/.test(why)) throw new Error(`the failure says: ${why}`);
      refuse = false;
      await failed.getByRole('button', { name: 'Try again' }).click();
      await waitForScreen(page, 'play', 20_000);
      forgiveFailedLoads(watch, from);
      return `slow: "${said}"; refused: "${why.split('\n')[0]}", then opened on Try again`;
    },
  },
  {
    name: 'the rules in play wait for their chunk: a refused one says so inside the dialog, the game stays, and Try again shows the rules',
    timeout: 180_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const from = watch.errors.length;
      let refuse = true;
      await page.route(/split_extrication_rules-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);
      await page.locator(tid('menu')).click();
      await page.locator(tid('menu-rules')).click();
      const dialog = page.locator(`.dialog${tid('rules')}`);
      const failed = dialog.locator(tid('game-load-error'));
      await failed.waitFor({ state: 'visible', timeout: 20_000 });
      const why = await failed.innerText();
      if (!/The rules of Extrication could not be opened/.test(why) || !/saved games are safe/.test(why)) throw new Error(`the dialog says: ${why}`);
      if (!(await page.locator(tid('play')).count())) throw new Error('the game behind the dialog is gone');
      refuse = false;
      await failed.getByRole('button', { name: 'Try again' }).click();
      await dialog.locator('.rules p:not([role="status"])').first().waitFor({ state: 'visible', timeout: 20_000 });
      forgiveFailedLoads(watch, from);
      return `refused: "${why.split('\n')[0]}", the play screen still there; Try again showed the rules`;
    },
  },
  {
    name: 'a rules page reads without its game\'s rules and board code: with the pictures\' chunk slow, then refused, the words are whole, each picture says why it is missing, and Try again draws it',
    timeout: 120_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const play = chunkRequests(page);
      const from = watch.errors.length;
      // The pictures' chunk first slow (1.5 s), then refused, then let through.
      let mode = 'slow';
      await page.route(/split_Extrication-[0-9a-f]+\.wasm$/, async (route) => {
        if (mode === 'refuse') return route.abort();
        if (mode === 'slow') await new Promise((wait) => setTimeout(wait, 1500));
        return route.continue();
      });
      await open(page, `${base}#/`, 'home');
      await open(page, `${base}#/rules/extrication`, 'rules');
      const rules = page.locator(tid('rules'));
      // The words are drawn while the pictures wait, and say they are coming.
      const waiting = rules.locator('.figure-loading[role="status"]');
      await waiting.first().waitFor({ state: 'visible', timeout: 10_000 });
      const words = await rules.locator('h2').allInnerTexts();
      if (words.length < 5 || !words.includes('Launching')) throw new Error(`while the pictures load the page has the headings ${JSON.stringify(words)}`);
      const loadingSays = await waiting.first().innerText();
      await rules.locator('.rules-figure').nth(1).waitFor({ state: 'visible', timeout: 20_000 });
      if (await waiting.count()) throw new Error('a picture still says it is loading once both are drawn');

      // A fresh page whose pictures cannot come: the words, and a reason for each picture.
      mode = 'refuse';
      await page.reload();
      await waitForScreen(page, 'rules');
      const missing = rules.locator(tid('figure-missing'));
      await missing.nth(1).waitFor({ state: 'visible', timeout: 20_000 });
      const why = await missing.first().innerText();
      if (!/picture could not be loaded/.test(why) || !/Extrication/.test(why)) throw new Error(`a missing picture says: ${why}`);
      const paragraphs = await rules.locator('p').count();
      if (paragraphs < 10) throw new Error(`with the pictures refused the page has ${paragraphs} paragraphs`);
      if (Object.keys(play).length) throw new Error(`a rules page fetched play chunks: ${JSON.stringify(play)}`);
      const axe = await axeProblems(page, 'rules with its pictures missing');
      if (axe.length) throw new Error(`accessibility violations:\n${axe.join('\n')}`);
      mode = 'pass';
      await missing.first().getByRole('button', { name: 'Try again' }).click();
      await rules.locator('.rules-figure').nth(1).waitFor({ state: 'visible', timeout: 20_000 });
      if (await missing.count()) throw new Error('a picture still says it is missing after Try again drew them');
      forgiveFailedLoads(watch, from);
      return `slow: "${loadingSays}" under ${words.length} headings; refused: "${why.split('\n')[0]}" with ${paragraphs} paragraphs of rules, no axe violation; Try again drew both`;
    },
  },
  {
    name: "a finished game's chart and share link come in a chunk of their own, once, when a game ends; refused, the results stay, the chart and the link say why, and Try again in either brings both",
    timeout: 180_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const ends = chunkRequests(page, endOf);
      const from = watch.errors.length;
      let refuse = true;
      await page.route(/split_end_of_game-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
      const id = await startGame(page, base, { game: 'extrication', controllers: ['human', 'human', 'human', 'human'] });
      await waitForHumanTurn(page);
      if (ends.end) throw new Error(`opening a game fetched the end-of-game chunk ${ends.end} times`);

      // The game at its end, the chunk refused: the results and their
      // buttons are there; where the chart would be, why it is not.
      await openStoredRecord(page, id, 'extrication/v3-4p-seed2426-end.json');
      await waitForScreen(page, 'end-screen');
      const end = page.locator(tid('end-screen'));
      const missing = end.locator(tid('chart-missing'));
      await missing.waitFor({ state: 'visible', timeout: 20_000 });
      const why = await missing.innerText();
      if (!/chart could not be loaded/.test(why)) throw new Error(`the missing chart says: ${why}`);
      // Positive control: the end screen did ask for the chunk.
      if (!ends.end) throw new Error('the end screen never asked for the end-of-game chunk');
      const headline = (await end.locator(tid('headline')).innerText()).trim();
      if (!headline || !(await end.locator(tid('rematch')).isVisible())) throw new Error('with the chart missing, the headline or Rematch is gone');
      if ((await end.locator('table').count()) < 1) throw new Error('with the chart missing, the score table is gone');
      await end.locator(tid('end-share')).click();
      const share = page.locator(tid('share-dialog'));
      const noLink = share.locator('[role="alert"]');
      await noLink.waitFor({ state: 'visible', timeout: 20_000 });
      const linkWhy = await noLink.innerText();
      if (!/link could not be made/.test(linkWhy)) throw new Error(`the share dialog says: ${linkWhy}`);
      const axe = await axeProblems(page, 'the share dialog without its chunk');
      if (axe.length) throw new Error(`accessibility violations:\n${axe.join('\n')}`);

      // Let through: Try again in the dialog makes the link.
      refuse = false;
      await share.getByRole('button', { name: 'Try again' }).click();
      const link = await share.locator(tid('share-link')).inputValue({ timeout: 20_000 });
      if (!link.includes('#/shared/1/')) throw new Error(`the share link is "${link.slice(0, 80)}"`);
      // Try again is gone with its answer: the focus must stay in the dialog, or Escape does nothing.
      const inDialog = await page
        .waitForFunction(() => Boolean(document.activeElement?.closest('[data-testid="share-dialog"]')), null, { timeout: 5_000 })
        .then(() => true, () => false);
      if (!inDialog) throw new Error('once Try again had made the link, the focus was not in the dialog');
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'detached', timeout: 5_000 });
      // The chunk is here now, brought by the dialog: the chart below, which
      // had given up on it, draws without a Try again of its own.
      const chartDrawn = await end
        .locator(`${tid('chart')} svg`)
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(() => true, () => false);
      if (!chartDrawn) {
        const still = (await missing.count()) ? `"${(await missing.innerText()).split('\n')[0]}"` : 'nothing';
        throw new Error(`the share dialog's Try again brought the chunk, but the chart still shows ${still}`);
      }
      // Once here, it is not asked for again: the share dialog opened again has its link at once.
      const asked = ends.end;
      await end.locator(tid('end-share')).click();
      await share.locator(tid('share-link')).waitFor({ state: 'visible', timeout: 5_000 });
      await page.keyboard.press('Escape');
      if (ends.end !== asked) throw new Error(`the share dialog opened again fetched the chunk again (${asked} then ${ends.end} requests)`);

      // The page loaded afresh, the chunk refused again, then the chart's own Try again.
      refuse = true;
      await page.reload();
      await waitForScreen(page, 'end-screen');
      await missing.waitFor({ state: 'visible', timeout: 20_000 });
      refuse = false;
      await missing.getByRole('button', { name: 'Try again' }).click();
      await end.locator(`${tid('chart')} svg`).first().waitFor({ state: 'visible', timeout: 20_000 });
      // Try again is gone with its answer: the focus must stay in the end screen.
      const focused = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="end-screen"]')));
      if (!focused) throw new Error('after the chart\'s Try again the focus left the end screen');
      forgiveFailedLoads(watch, from);
      return `refused: "${why.split('.')[0]}", "${linkWhy.split('.')[0]}", headline "${headline}" kept; Try again: a link of ${link.length} characters, and the chart drew with it; ${asked} requests (two refused), none more when the dialog opened again; the chart's own Try again kept the focus`;
    },
  },
];
