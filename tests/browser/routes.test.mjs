// (d) The app works from a sub-path (every asset URL is relative) and a hash
// route lands on the same screen after a reload; Back from a game just
// started goes to the home, not to the new-game form it came from; Back on
// a layer drawn over a game (a dialog, the review so far) closes that layer.

import { open, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

function watchResponses(page, base) {
  const bad = [];
  page.on('response', (r) => {
    if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith(base)) bad.push(`outside the sub-path: ${url}`);
  });
  return bad;
}

const hash = (page) => decodeURIComponent(new URL(page.url()).hash);
const stored = (page, id) => page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`);

/** Opens a menu item and waits for what it draws over the game. */
async function openFromMenu(page, item, layer) {
  await page.locator(tid('menu')).click();
  await page.locator(tid(item)).click();
  await page.locator(tid(layer)).waitFor({ state: 'visible', timeout: 10_000 });
}

// They open over #/play/<id> without changing it: Back used to leave the
// game for the screen before it (the home), which is not what a phone's Back
// means on a dialog.
const backClosesLayers = {
  name: 'Back during a game closes the rules, the review so far or the restart question, and stays in the game unchanged; once one is closed by its own button, Back leaves for the home; after a reload with the rules open, Back closes them when opened again',
  viewport: { width: 1024, height: 768 },
  timeout: 90_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
    await waitForHumanTurn(page);
    const before = await stored(page, id);
    const closed = [];
    for (const [item, layer] of [['menu-rules', 'rules'], ['menu-review', 'review'], ['menu-restart', 'confirm-dialog']]) {
      await openFromMenu(page, item, layer);
      await page.goBack();
      await page.locator(tid(layer)).waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => { throw new Error(`Back left ${layer} open, at ${hash(page)}`); });
      await waitForScreen(page, 'play', 5_000)
        .catch(() => { throw new Error(`Back from ${layer} left the game for ${hash(page)}`); });
      if (hash(page) !== `#/play/${id}`) throw new Error(`Back from ${layer} moved to ${hash(page)}`);
      closed.push(layer);
    }
    if ((await stored(page, id)) !== before) throw new Error('Back on a layer changed the stored game (the restart question restarted it?)');
    // The control: Back still leaves the game, with nothing left behind by
    // the layers, also after one closed by its own button.
    await openFromMenu(page, 'menu-rules', 'rules');
    await page.locator(tid('overlay-close')).click();
    await page.locator(tid('rules')).waitFor({ state: 'detached', timeout: 5_000 });
    await page.goBack();
    await waitForScreen(page, 'home', 5_000).catch(() => { throw new Error(`Back after Close stayed at ${hash(page)}`); });
    // A reload with the rules open leaves their entry, with no dialog on it:
    // the next dialog's Back must still close it.
    await page.goForward();
    await waitForScreen(page, 'play');
    await openFromMenu(page, 'menu-rules', 'rules');
    await page.reload();
    await waitForScreen(page, 'play');
    await openFromMenu(page, 'menu-rules', 'rules');
    await page.goBack();
    await page.locator(tid('rules')).waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => { throw new Error('after a reload with the rules open, Back left the rules opened again open'); });
    if (hash(page) !== `#/play/${id}`) throw new Error(`after a reload, Back from the rules moved to ${hash(page)}`);
    return `Back closed ${closed.join(', ')}; after Close, Back went home; after a reload, Back closed the rules again`;
  },
};

// Nobody opened the end screen: Back leaves the game, as it would without it.
const backLeavesEndScreen = {
  name: 'Back on the end screen leaves the finished game for the home',
  viewport: { width: 1024, height: 768 },
  timeout: 120_000,
  async run({ page, base }) {
    await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['bot-easy', 'bot-easy'] });
    await waitForScreen(page, 'end-screen', 100_000);
    await page.goBack();
    await waitForScreen(page, 'home', 5_000).catch(() => { throw new Error(`Back on the end screen stayed at ${hash(page)}`); });
    return 'Back from the end screen: the home';
  },
};

export default [
  {
    name: 'home loads from a sub-path with every asset found there',
    async run({ page, base }) {
      const bad = watchResponses(page, base);
      await open(page, base, 'home');
      if (!(await page.title()).includes('Endgames')) throw new Error(`title is "${await page.title()}"`);
      if (!(await page.locator(tid('new-game-extraczon')).count())) throw new Error('no New game button for ExtracZon');
      if (await page.locator('.boot').isVisible()) throw new Error('the loading frame is still shown over the app');
      const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.href);
      const res = await page.request.get(icon);
      if (!res.ok()) bad.push(`icon ${icon}: ${res.status()}`);
      if (bad.length) throw new Error(bad.join('\n'));
    },
  },
  {
    name: 'the rules route survives a reload',
    async run({ page, base }) {
      const bad = watchResponses(page, base);
      // The words come first and the two pictures after them: compared whole.
      const whole = async () => {
        await page.locator(`${tid('rules')} ${tid('rules-figure')} .figure-badge`).first().waitFor({ state: 'attached' });
        await page.locator(`${tid('rules')} ${tid('rules-figure')}`).nth(1).waitFor({ state: 'attached' });
        return page.locator(tid('rules')).innerText();
      };
      await open(page, `${base}#/rules/extraczon`, 'rules');
      const text = await whole();
      if (text.trim().length < 200) throw new Error('the rules page is nearly empty');
      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'rules');
      if (!page.url().endsWith('#/rules/extraczon')) throw new Error(`reload moved to ${page.url()}`);
      if ((await whole()) !== text) throw new Error('the rules page changed on reload');
      if (bad.length) throw new Error(bad.join('\n'));
    },
  },
  {
    name: "Back from a game just started goes to the home, not to the new-game form (reset, one tap from a second game)",
    async run({ page, base }) {
      const id = await startGame(page, base, { game: 'extinction-point', controllers: ['human', 'human'] });
      await page.goBack();
      await waitForScreen(page, 'home');
      if (new URL(page.url()).hash !== '#/') throw new Error(`Back went to ${new URL(page.url()).hash}`);
      const row = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
      if (!(await row.count())) throw new Error('the game just started is not in the home\'s Continue list');
      await page.goForward();
      await waitForScreen(page, 'play');
      if (!page.url().includes(`#/play/${encodeURIComponent(id)}`)) throw new Error(`Forward went to ${page.url()}, not the game`);
      return 'Back: the home, the game in its list; Forward: the game';
    },
  },
  backClosesLayers,
  backLeavesEndScreen,
];
