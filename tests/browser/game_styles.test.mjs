// Each game's stylesheet is loaded with the game (issue 24; docs/platform.md,
// "The first paint"): the home's first HTML inlines only the shell's sheet,
// asks for no game's sheet, and a game's screens fetch that game's sheet,
// once, before they draw its board.
//
// A rule is seen to apply through a computed style only the game's sheet
// sets, on the board's own root element. The same property, read on a probe
// element with that class on the home, is the control: it must differ there,
// so the check fails whenever the sheet is missing.

import { choose, open, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

/** Per game: its board root's class and a property only the game's sheet gives it. */
const GAMES = [
  { slug: 'extraczon', root: 'xz-root', prop: 'container-type', value: 'size' },
  { slug: 'extinction-point', root: 'ep-root', prop: 'container-type', value: 'size' },
  { slug: 'the-end-is-nigh', root: 'nigh-root', prop: 'display', value: 'grid' },
  { slug: 'extrication', root: 'xt-root', prop: 'display', value: 'flex' },
  { slug: 'extinction', root: 'exn-root', prop: 'overflow-y', value: 'auto' },
];

/** Every URL the page asks for, in order (the offline worker's own fetches are not the page's). */
function recordRequests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** The page's table of game stylesheets, as absolute URLs by slug. */
async function sheetTable(page) {
  const table = await page.evaluate(() => {
    const el = document.getElementById('game-styles');
    return el && { type: el.type, urls: JSON.parse(el.textContent) };
  });
  if (!table) throw new Error('index.html has no <script id="game-styles"> table (is this a release build?)');
  if (table.type !== 'application/json') throw new Error(`the table is a script of type "${table.type}", not data`);
  const missing = GAMES.filter((g) => !table.urls[g.slug]).map((g) => g.slug);
  if (missing.length) throw new Error(`the table lists no sheet for ${missing.join(', ')}: ${JSON.stringify(table.urls)}`);
  return Object.fromEntries(Object.entries(table.urls).map(([slug, href]) => [slug, new URL(href, page.url()).href]));
}

/** The computed `prop` of a fresh element of class `cls` put in the page for a moment. */
const probe = (page, cls, prop) =>
  page.evaluate(
    ([cls, prop]) => {
      const el = document.createElement('div');
      el.className = cls;
      document.body.append(el);
      const value = getComputedStyle(el).getPropertyValue(prop);
      el.remove();
      return value;
    },
    [cls, prop],
  );

/** How many times each game's sheet was asked for, by slug. */
const requestsBySheet = (urls, table) => Object.fromEntries(Object.entries(table).map(([slug, url]) => [slug, urls.filter((u) => u === url).length]));

/** Fails unless `game`'s sheet was asked for once and no other game's. */
function expectOnlySheetOf(game, urls, table) {
  const counts = requestsBySheet(urls, table);
  const wrong = Object.entries(counts).filter(([slug, n]) => n !== (slug === game.slug ? 1 : 0));
  if (wrong.length) throw new Error(`after opening ${game.slug}, sheet requests were ${JSON.stringify(counts)}`);
}

/** Fails unless the real board root on screen has the game's own computed style. */
async function expectBoardStyled(page, game) {
  const board = page.locator(`.${game.root}`).first();
  await board.waitFor({ state: 'attached', timeout: 10_000 });
  const value = await board.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), game.prop);
  if (value !== game.value) throw new Error(`${game.slug}'s board .${game.root} has ${game.prop}: ${value}, not ${game.value}: its sheet does not apply`);
}

/** Opens the home and checks that none of the game sheets applies there (the control). */
async function homeWithoutGameStyles(page, base) {
  await open(page, `${base}#/`, 'home');
  for (const game of GAMES) {
    const value = await probe(page, game.root, game.prop);
    if (value === game.value) throw new Error(`on the home, .${game.root} already has ${game.prop}: ${value} (a game's sheet is loaded)`);
  }
}

/** The shell's screens.css as the build names it (index.html's #screen-styles), as an absolute URL. */
async function screensSheet(page) {
  const href = await page.evaluate(() => {
    const el = document.getElementById('screen-styles');
    return el && el.type === 'application/json' ? JSON.parse(el.textContent) : null;
  });
  if (!/^\.\/screens-[0-9a-f]+\.css$/.test(href ?? '')) throw new Error(`index.html names no screens sheet in a JSON #screen-styles: ${href}`);
  return new URL(href, page.url()).href;
}

/**
 * For each style rule of `sheet` (nested in @media too), whether it styles an
 * element of the page now. States a pointer or focus brings (:hover, :focus,
 * ...) and pseudo-elements are read as the element itself.
 */
const rulesInUse = (page, sheet) =>
  page.evaluate((sheet) => {
    const plain = (part) => part.replace(/::?(hover|focus-visible|focus-within|focus|active|disabled|checked|before|after|marker|placeholder|file-selector-button)\b/g, '').trim() || '*';
    // A selector list's parts: its commas outside brackets (`:is(a, b)` is one part).
    const parts = (list) => {
      const found = [''];
      let depth = 0;
      for (const ch of list) {
        depth += ch === '(' || ch === '[' ? 1 : ch === ')' || ch === ']' ? -1 : 0;
        if (ch === ',' && depth === 0) found.push('');
        else found[found.length - 1] += ch;
      }
      return found;
    };
    const out = [];
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) out.push([rule.selectorText, parts(rule.selectorText).some((part) => document.querySelector(plain(part)))]);
        else if (rule.cssRules) walk(rule.cssRules);
      }
    };
    const found = [...document.styleSheets].find((s) => (sheet === 'inline' ? s.ownerNode?.localName === 'style' && s.ownerNode.textContent.includes('.game-card') : s.href === sheet));
    if (!found) return null;
    walk(found.cssRules);
    return out;
  }, sheet);

/** Every computed style of every element of the home, one line each ("path prop: value"). */
const homeStyles = (page) =>
  page.locator(tid('home')).evaluate((home) =>
    [home, ...home.querySelectorAll('*')].flatMap((el, i) => {
      const cs = getComputedStyle(el);
      return [...cs].map((prop) => `${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${prop}: ${cs.getPropertyValue(prop)}`);
    }),
  );

/** Links every sheet of `table` (a list, or an object of URLs) into the page, and waits for them. */
const linkEverySheet = (page, table) =>
  page.evaluate(
    (hrefs) =>
      Promise.all(
        hrefs.map(
          (href) =>
            new Promise((loaded, failed) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.onload = loaded;
              link.onerror = () => failed(new Error(`${href} did not load`));
              document.head.append(link);
            }),
        ),
      ),
    Array.isArray(table) ? table : Object.values(table),
  );

const perGame = GAMES.map((game) => ({
  name: `${game.slug}: its sheet is fetched once, with its new-game screen, and styles its board`,
  timeout: 90_000,
  async run({ page, base }) {
    const urls = recordRequests(page);
    await homeWithoutGameStyles(page, base);
    const table = await sheetTable(page);
    await page.locator(tid(`new-game-${game.slug}`)).click();
    await waitForScreen(page, 'new-game');
    await choose(page, 'player-count', '2');
    await choose(page, 'seat-1-controller', 'bot-easy');
    await page.locator(tid('start-game')).click();
    await waitForScreen(page, 'play');
    await waitForHumanTurn(page);
    await expectBoardStyled(page, game);
    expectOnlySheetOf(game, urls, table);
    return `${new URL(table[game.slug]).pathname.split('/').pop()} requested once`;
  },
}));

export default [
  {
    name: 'the home asks for no game stylesheet, and its inline <style> holds no game board rules',
    async run({ page, base }) {
      const urls = recordRequests(page);
      await homeWithoutGameStyles(page, base);
      const table = await sheetTable(page);
      await page.waitForLoadState('load');
      // The one sheet the home asks for is the shell's screens.css, named by the build.
      const screens = await screensSheet(page);
      const asked = urls.filter((u) => u !== screens && (Object.values(table).includes(u) || /\.css(\?|$)/.test(u)));
      if (asked.length) throw new Error(`the home asked for stylesheets: ${asked.join(', ')}`);
      const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.href));
      if (linked.length !== 1 || linked[0] !== screens) throw new Error(`the home links ${JSON.stringify(linked)}, not only ${screens}`);

      const html = await (await page.request.get(`${base}index.html`)).text();
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      // The control: the shell's own rules are there (the home's cards and covers).
      for (const shell of ['.game-card', '.game-cover', '.xz-cover', '.die-face']) {
        if (!inline.includes(shell)) throw new Error(`the inline <style> lacks the shell's ${shell}: the check below would prove nothing`);
      }
      const found = GAMES.filter((g) => new RegExp(`\\.${g.root}\\b(?!-)`).test(inline)).map((g) => `.${g.root}`);
      if (found.length) throw new Error(`index.html's inline <style> holds game board rules: ${found.join(', ')}`);

      // Nothing the home draws (covers included) needs a game's sheet: with
      // every one of them loaded, no computed style on the home changes.
      const alone = await homeStyles(page);
      await linkEverySheet(page, table);
      const withAll = await homeStyles(page);
      const changed = alone.filter((line, i) => line !== withAll[i]);
      if (alone.length !== withAll.length || changed.length) {
        throw new Error(`the home's look depends on a game's sheet: ${changed.length} styles change, e.g.\n${changed.slice(0, 5).map((l) => `${l} -> ${withAll[alone.indexOf(l)]}`).join('\n')}`);
      }
      return `${Object.keys(table).length} game sheets listed, none fetched; inline <style> ${(inline.length / 1024).toFixed(1)} KB; ${alone.length} home styles unchanged by the game sheets`;
    },
  },
  {
    name: "the first HTML inlines only what the home's first paint shows: every inline rule styles the prerendered home, and screens.css changes nothing on it",
    async run({ page, base }) {
      // The app never starts (its glue is one that does nothing): what is on
      // screen is the prerendered home alone.
      await page.route(/endgames-[0-9a-f]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export default () => {};' }));
      await page.route(/\.wasm$/, (route) => route.fulfill({ contentType: 'application/wasm', body: '' }));
      await page.goto(base);
      await page.locator('.prerender .game-card').first().waitFor({ state: 'visible', timeout: 10_000 });
      const inline = await rulesInUse(page, 'inline');
      if (!inline?.length) throw new Error('index.html has no inline <style> with the home\'s rules');
      const unused = inline.filter(([, used]) => !used).map(([selector]) => selector);
      if (unused.length) throw new Error(`${unused.length} rules of the inline <style> style nothing on the first screen (they belong in static/screens.css): ${unused.slice(0, 8).join(' | ')}`);
      const screens = await screensSheet(page);
      const prerendered = () =>
        page.locator('.prerender').evaluate((home) =>
          [home, ...home.querySelectorAll('*')].flatMap((el, i) => {
            const cs = getComputedStyle(el);
            return [...cs].map((prop) => `${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${prop}: ${cs.getPropertyValue(prop)}`);
          }),
        );
      // The start script links screens.css once the first paint is reported (or
      // after a second): wait for it to load, then take it out, read, put it back.
      await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.sheet), null, { timeout: 10_000 });
      const dropped = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l.remove(), l.href)));
      if (JSON.stringify(dropped) !== JSON.stringify([screens])) throw new Error(`the start script linked ${JSON.stringify(dropped)}, not only ${screens}`);
      const before = await prerendered();
      await linkEverySheet(page, [screens]);
      // The control: the same reading sees the screens' rules once they are linked,
      // and many of them style nothing on this screen.
      const theirs = await rulesInUse(page, screens);
      if (!theirs || theirs.filter(([, used]) => !used).length < 50) throw new Error(`screens.css did not load, or the rule check cannot tell a rule in use: ${theirs?.length} rules`);
      if ((await probe(page, 'save-list', 'display')) !== 'grid') throw new Error('screens.css is linked but a .save-list is not laid out by it');
      const after = await prerendered();
      const changed = before.filter((line, i) => line !== after[i]);
      if (before.length !== after.length || changed.length) throw new Error(`screens.css changes the first screen: ${changed.slice(0, 5).join('; ')}`);
      return `${inline.length} inline rules, each styles the first screen; ${before.length} computed styles unchanged by screens.css (${theirs.length} rules)`;
    },
  },
  {
    name: 'a rules page opened by its link fetches its game sheet before it shows',
    async run({ page, base }) {
      const urls = recordRequests(page);
      const game = GAMES.find((g) => g.slug === 'extinction');
      await open(page, `${base}#/rules/${game.slug}`, 'rules');
      if ((await probe(page, game.root, game.prop)) !== game.value) throw new Error('the rules page shows before its game sheet applies');
      expectOnlySheetOf(game, urls, await sheetTable(page));
    },
  },
  {
    name: 'a game sheet that cannot be downloaded is explained, and Try again then shows the game',
    async run({ page, base, watch }) {
      // No offline worker: it would answer from its copy where the network fails.
      await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
      const game = GAMES.find((g) => g.slug === 'extrication');
      await open(page, `${base}#/`, 'home');
      const sheet = (await sheetTable(page))[game.slug];
      await page.route(sheet, (route) => route.abort());
      await page.evaluate((slug) => (location.hash = `#/rules/${slug}`), game.slug);
      const error = page.locator(tid('game-load-error'));
      await error.waitFor({ state: 'visible', timeout: 10_000 });
      if (await page.locator(tid('rules')).count()) throw new Error('the rules page is shown without its sheet');
      const said = await error.locator('.problem-reason').innerText();
      if (!said.includes('Extrication') || !said.includes('could not be downloaded')) throw new Error(`the failure says: ${said}`);
      // The failed request's console line is the expected one, not an error of the app's.
      watch.errors.splice(0, watch.errors.length, ...watch.errors.filter((e) => !/Failed to load resource/.test(e)));
      await page.unroute(sheet);
      await error.getByRole('button', { name: 'Try again' }).click();
      await waitForScreen(page, 'rules');
      if ((await probe(page, game.root, game.prop)) !== game.value) throw new Error('after Try again the rules page shows without its sheet');
      return `said: ${said}`;
    },
  },
  ...perGame,
];
