// The last look before the curtain (src/ui/components/curtain.rs,
// src/table/seating.rs). A move that ends a turn and shows its player a card
// only they may see (Extinction's fourth gene change draws one, and the turn
// ends with it) leaves that player's board in view, without moves, with the
// card's line, until they hide it; then the curtain comes up for the next
// player, and nothing of the card is in the page. Without it the curtain came
// up at once and the card was first seen a turn later.

import { liftCurtainIfUp, openStoredRecord, startGame, tapClear, tid } from './lib/app.mjs';

// Ana has changed three gene decks this turn; her fourth change, Prey
// Defense, draws "resists venomous, swift, nocturnal" and ends her turn
// (tests/last_look.rs finds such moves; this one is action 260 of 475).
const RECORD = 'extinction/v3-2p-12r-seed2238-end.json';
const DROP = 215;
const DRAWN = 'now resists venomous, swift, nocturnal';

const pageText = (page) => page.evaluate(() => document.documentElement.outerHTML + document.body.innerText);

const lastLook = ({ width, height }) => ({
  name: `Extinction at ${width}x${height}, two people: a fourth gene change that ends the turn shows its card to its player alone, in view, until they hide it; then the curtain, with nothing of the card in the page`,
  viewport: { width, height },
  touch: width < 500,
  timeout: 90_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'extinction', controllers: ['human', 'human'], names: ['Ana', 'Ben'] });
    await openStoredRecord(page, id, RECORD, { drop: DROP });
    // Opened afresh, nobody is known to hold the tablet: the curtain asks for Ana.
    await page.locator(tid('curtain')).waitFor({ state: 'visible', timeout: 20_000 });
    if ((await liftCurtainIfUp(page)) !== 'Ana') throw new Error('the stored position is not Ana\'s turn');
    const change = page.getByRole('button', { name: /^Change Prey Defense/ });
    await change.waitFor({ state: 'visible', timeout: 20_000 });
    await tapClear(page, change);

    const look = page.locator(tid('last-look'));
    await look.waitFor({ state: 'visible', timeout: 10_000 })
      .catch(async () => { throw new Error(`after the turn's last gene change no last look: the screen shows ${await page.locator(tid('curtain')).count() ? 'the curtain' : 'something else'}`); });
    const words = (await look.innerText()).trim();
    if (!words.includes(`Ana changes Prey Defense: ${DRAWN}.`)) throw new Error(`the last look says: "${words}"`);
    // Ana's own board, with nothing left to tap on it, and no curtain yet.
    if (!(await page.locator('svg.exn-map').isVisible())) throw new Error('the board is not shown during the last look');
    const legal = await page.locator('main [data-legal="true"]').count();
    if (legal) throw new Error(`${legal} targets are offered on the board after the turn ended`);
    if (await page.locator(tid('curtain')).count()) throw new Error('the curtain is up beside the last look');
    const prompt = (await page.locator(tid('prompt')).innerText()).trim();
    if (!/^Your turn is over\. .* pass the tablet to Ben\.$/.test(prompt)) throw new Error(`the prompt reads "${prompt}"`);
    const hide = page.locator(tid('last-look-hide'));
    const box = await hide.boundingBox();
    if (!box || box.height < 44 || box.y < 0 || box.y + box.height > height + 0.5) throw new Error(`the hide button is not whole on screen at 44 px: ${JSON.stringify(box)}`);

    await tapClear(page, hide);
    await page.locator(tid('curtain')).waitFor({ state: 'visible', timeout: 10_000 });
    if ((await pageText(page)).includes(DRAWN)) throw new Error("Ana's drawn card is in the page behind the curtain");
    if ((await liftCurtainIfUp(page)) !== 'Ben') throw new Error('the curtain did not call Ben');
    if (await look.count()) throw new Error("Ana's last look came back on Ben's screen");
    if ((await pageText(page)).includes(DRAWN)) throw new Error("Ana's drawn card is on Ben's screen");
    return `the last look read "${words.split('\n').slice(0, 2).join(' / ')}"; hide button ${box.height.toFixed(0)} px at y=${box.y.toFixed(0)}; nothing of the card behind the curtain or on Ben's screen`;
  },
});

export default [lastLook({ width: 1024, height: 768 }), lastLook({ width: 390, height: 844 })];
