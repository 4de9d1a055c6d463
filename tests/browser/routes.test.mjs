// (d) The app works from a sub-path (every asset URL is relative) and a hash
// route lands on the same screen after a reload; Back from a game just
// started goes to the home, not to the new-game form it came from.

import { open, startGame, tid, waitForScreen } from './lib/app.mjs';

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
];
