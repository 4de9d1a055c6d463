// The End Is Nigh in the browser:
// (1) a person plays a whole game by tapping, with three bots, at 1024x768
//     and at 390x844: every board control is 44 px and named, the keyboard
//     keeps an identity, the step's buttons (in the dock under the prompt)
//     are in view, the identity's reminder agrees with its card, and the
//     end screen tells the story, its verdict first;
// (2) four bots play a whole game to the end screen;
// (3) secrecy at one tablet, with two humans and with five humans and a
//     bot: at every hand-over the whole DOM (document.documentElement.
//     outerHTML) is read behind the curtain and again once the next player
//     lifts it, and no other seat's secret is in it.
// (4) a stored game the cult won with the fanatic card set aside ends with
//     nobody at the table the winner, on the end screen and in the history;
// (5) a trait's name is whole on its card, on one line wherever a card is
//     that wide (found 6 Dec 2026: "Mech-anic", "Pet/Dog" in half a card at
//     768x1024, "Whistle-" spilling out of it at 1024x768).
// Any console error fails a test (run.mjs watches the page).

import { boardControlProblems, hideLastLookIfShown, openStoredRecord, recordLength, seeded, settleForHuman, shieldGone, startGame, tapClear, tapOnce, tid, waitForScreen } from './lib/app.mjs';
import { dealSeed, nighTap } from './lib/nigh.mjs';

const GAME = 'the-end-is-nigh';
const TRAITS = ['Cultist', 'Pet Dog', 'Jerk', 'Charmer', 'Whistleblower', 'Genius', 'Medic', 'Mechanic', 'Farmer', 'Soldier', 'Chef'];
const IDENTITIES = ['Detective', 'Psychic', 'Lawyer', 'Coach', 'Insider', 'Spy', 'Auditor', 'Eavesdropper', 'Quartermaster', 'Mayor', 'Bouncer', 'Preacher'];

/** Shown board controls that are under 44 px, unnamed, or legal without being a button. */
const controlProblems = (page) => boardControlProblems(page, '.nigh-root', { summaries: true });

/**
 * The end screen tells the story: the verdict first (which side won, who
 * was on it, and the refugee that decided it), then the sides, the bunker,
 * claims beside sightings; and no claim is cut off on the right.
 */
async function checkStory(page) {
  const text = (await page.locator(tid('end-screen')).innerText()).trim();
  for (const words of ['Every claim beside what was really seen', 'Who got into the bunker', 'Who was who', 'Turned away']) {
    if (!text.includes(words)) throw new Error(`the end screen does not tell "${words}": ${text.slice(0, 400)}`);
  }
  const verdict = (await page.locator(tid('nigh-verdict')).innerText()).trim();
  if (!/^The (civilians win: no cultist got into the bunker|fanatics win: .+ (is a cultist|are cultists) and got into the bunker)\./.test(verdict)) {
    throw new Error(`the verdict does not say who won and why: "${verdict}"`);
  }
  if (!/(was|were) (the fanatics?|a civilian|the civilians)|No fanatic was at the table/.test(verdict)) throw new Error(`the verdict does not name the sides: "${verdict}"`);
  const order = await page.evaluate(() => {
    const result = document.querySelector('.nigh-result');
    return result?.firstElementChild?.getAttribute('data-testid');
  });
  if (order !== 'nigh-verdict') throw new Error(`the verdict is not the first thing of the story (first: ${order})`);
  const cut = await page.evaluate(() => {
    const cells = [...document.querySelectorAll('.nigh-claims td, .nigh-claims th')];
    const box = document.querySelector('[data-testid="end-screen"]').getBoundingClientRect();
    const right = Math.min(window.innerWidth, box.right);
    const out = cells.find((c) => c.getBoundingClientRect().right > right + 1);
    return out ? `"${out.innerText}" ends at ${out.getBoundingClientRect().right.toFixed(0)} px, past ${right.toFixed(0)}` : null;
  });
  if (cut) throw new Error(`the claims are cut off on the right: ${cut}`);
  return (await page.locator(tid('headline')).innerText()).trim();
}

/**
 * The first live button of the step (in the dock under the prompt), if it
 * is clipped out of view by the page or a scrolling box around it.
 */
async function stepOutOfView(page) {
  await page.waitForTimeout(60); // the scroll follows the render
  return page.evaluate(() => {
    const b = document.querySelector('[data-testid="step-dock"] button:not([disabled])');
    if (!b) return null;
    const r = b.getBoundingClientRect();
    let [top, bottom] = [0, window.innerHeight];
    for (let e = b.parentElement; e; e = e.parentElement) {
      if (getComputedStyle(e).overflowY !== 'visible') {
        const c = e.getBoundingClientRect();
        [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
    }
    return r.top < top - 1 || r.bottom > bottom + 1 ? `"${b.innerText}" spans ${r.top.toFixed(0)}-${r.bottom.toFixed(0)}, visible ${top.toFixed(0)}-${bottom.toFixed(0)}` : null;
  });
}


/**
 * The prompt's reminder that the identity can be used, the identity card
 * beside it and the dock's Use button must agree (they once said "can be
 * used now" and "Not usable at this moment" side by side).
 */
async function identityReminderMismatch(page) {
  return page.evaluate(() => {
    const prompt = document.querySelector('[data-testid="prompt"]')?.innerText ?? '';
    const card = document.querySelector('[data-testid="nigh-secrets"] .nigh-identity')?.innerText ?? '';
    const use = [...document.querySelectorAll('[data-testid="step-dock"] button')].some((b) => /^Use the /.test(b.innerText.trim()));
    const says = /You may use your identity first/.test(prompt);
    const cardSays = /You can use it now/.test(card);
    if (says !== cardSays) return `the prompt ("${prompt}") and the identity card ("${card}") disagree`;
    if (use && !cardSays) return `a Use button is offered while the card says "${card}"`;
    return null;
  });
}

/** Whether `el` is wholly inside the window and every scrolling box around it. */
function whollyInView(el) {
  const r = el.getBoundingClientRect();
  let [top, bottom, left, right] = [0, window.innerHeight, 0, window.innerWidth];
  for (let e = el.parentElement; e; e = e.parentElement) {
    const st = getComputedStyle(e);
    if (st.overflowY !== 'visible' || st.overflowX !== 'visible') {
      const c = e.getBoundingClientRect();
      [top, bottom, left, right] = [Math.max(top, c.top), Math.min(bottom, c.bottom), Math.max(left, c.left), Math.min(right, c.right)];
    }
  }
  return r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1;
}

/** The words of the element with `testId`, on one line ("none" when it is not there). */
async function textOf(page, testId) {
  const el = page.locator(tid(testId)).first();
  return (await el.count()) ? (await el.innerText()).replace(/\s+/g, ' ') : 'none';
}

/** What the step shows, for a failure's message. */
const stepWords = async (page) => `the prompt: ${await textOf(page, 'prompt')}; the dock: ${await textOf(page, 'step-dock')}; a refusal: ${await textOf(page, 'refusal')}`;

/** The claim buttons open to the claimant (a trait seen may bind the claim: then the other is disabled). */
const claimButtons = (page) => page.locator(`${tid('step-dock')} button:enabled`, { hasText: /is (not )?a cultist$/ });

/**
 * Waits until the human (seat 0) may question: legal refugees on the board.
 * A bot who questions the Hermit points at a trait for the next player, who
 * looks and claims in the bot's hour; when that is the human, the claim is
 * made here first (the first claim open to them).
 */
async function waitForQuestion(page) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const step = await page
      .waitForFunction(
        () => {
          const prompt = document.querySelector('[data-testid="prompt"]')?.innerText ?? '';
          if (/tap a refugee who is not exhausted/.test(prompt) && document.querySelector('.nigh-root [data-legal="true"]')) return 'question';
          return /the Hermit shows you/.test(prompt) && document.querySelector('[data-testid="step-dock"] button:enabled') ? 'hermit' : false;
        },
        null,
        { timeout: Math.max(deadline - Date.now(), 1) },
      )
      .then((h) => h.jsonValue())
      .catch(async (e) => {
        throw new Error(`${e.message}\nno question to ask; ${await stepWords(page)}`);
      });
    if (step === 'question') return;
    await tapClear(page, claimButtons(page).first());
    await page.waitForFunction(() => !/the Hermit shows you/.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 10_000 });
  }
}

const phoneTurn = {
  name: 'phone 390x844: after keeping an identity every refugee to tap is in view, a tapped refugee offers its traits on the clock and in the dock, a tapped trait is looked at, focus goes on to the claims with the player\'s side in view beside them, and a tap that is not a move says why',
  viewport: { width: 390, height: 844 },
  timeout: 120_000,
  async run({ page, base }) {
    await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy', 'bot-easy'] });
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
    await waitForQuestion(page);
    await page.waitForTimeout(300); // the kit's scroll to the first legal target follows the render
    const view = await page.evaluate((inView) => {
      const fits = new Function(`return (${inView})`)();
      const legal = [...document.querySelectorAll('.nigh-root [data-legal="true"]')];
      const root = getComputedStyle(document.querySelector('.nigh-root')).overflowY;
      return { legal: legal.length, out: legal.filter((e) => !fits(e)).map((e) => e.innerText.split('\n')[0]), root };
    }, wholeInViewSource);
    if (view.root !== 'visible') throw new Error(`the board scrolls inside a box of its own (overflow-y ${view.root})`);
    if (view.out.length) throw new Error(`${view.out.length} of ${view.legal} refugees to tap are out of view: ${view.out.join(', ')}`);
    // A tap on a refugee: the step now asks which trait, and the prompt names the second tap too.
    // Not the Hermit: he is shy, so the next player would look and claim, not
    // this one. Nor the Child or the Scientist: each has one trait to look at.
    await page.locator('.nigh-root [data-legal="true"]').filter({ hasNotText: /Hermit|Child|Scientist/ }).first().click();
    const second = page.locator(`${tid('step-dock')} button`, { hasText: /^((Left|Right|Top|Bottom) trait|Question the )/ }).first();
    await second.waitFor({ state: 'visible', timeout: 5_000 });
    const prompt = (await page.locator(tid('prompt')).innerText()).trim();
    if (!/then a trait to look at/.test(prompt)) throw new Error(`the prompt does not cover the second tap: ${prompt}`);
    // The second tap as the prompt says it, on a trait of the chosen refugee
    // on the clock (the dock's buttons do the same; a tap there once let go
    // of the refugee instead).
    const onClock = page.locator('.nigh-root [data-chosen="true"] [data-legal="true"]');
    const traitsOffered = await onClock.count();
    if (traitsOffered !== 2) throw new Error(`the chosen refugee offers ${traitsOffered} traits to tap on the clock, not 2`);
    const look = (await onClock.first().getAttribute('aria-label')) ?? '';
    const size = await onClock.first().boundingBox();
    if (!size || size.width < 44 || size.height < 44) throw new Error(`"${look}" is ${JSON.stringify(size)}, under 44 px`);
    await onClock.first().click();
    await page.waitForFunction(() => /claim whether/i.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 10_000 });
    const looked = look.replace(/^Look at /, 'looked at ');
    if (!(await page.locator(tid('log')).innerText()).includes(looked)) throw new Error(`after a tap on "${look}" the log does not say "${looked}"`);
    // The pressed button is gone; a keyboard player goes on from the claims in the dock.
    const focused = await page
      .waitForFunction(() => document.activeElement?.closest('[data-testid="step-dock"]') && /is (not )?a cultist$/.test(document.activeElement.innerText.trim()), null, { timeout: 5_000 })
      .then(() => true, () => false);
    if (!focused) throw new Error(`after the look, focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not a claim in the dock`);
    // The claimant's side is beside the claims, in view: their own box is
    // far below the clock on a phone (its top was under the fold).
    const sideLine = page.locator('.nigh-claim-side');
    const sideBox = await sideLine.boundingBox();
    if (!sideBox || sideBox.y < 0 || sideBox.y + sideBox.height > 844) throw new Error(`the claimant's side is not in view beside the claims: ${JSON.stringify(sideBox)}`);
    const sideWords = (await sideLine.innerText()).trim();
    const boxWords = (await page.locator(tid('nigh-secrets')).locator('.nigh-allegiance').innerText()).trim();
    const side = (w) => w.match(/^You are a (civilian|fanatic)/)?.[1];
    if (!side(sideWords) || side(sideWords) !== side(boxWords)) throw new Error(`beside the claims: "${sideWords}"; in the player's box: "${boxWords}"`);
    // While claiming, a tap on a refugee is not a move: it says why.
    await page.locator('.nigh-root button.nigh-refugee').first().click();
    const why = (await page.locator(tid('refusal')).innerText({ timeout: 5_000 })).trim();
    if (!/First make your claim/.test(why)) throw new Error(`a tap on a refugee while claiming says "${why}"`);
    return `${view.legal} refugees in view; "${look}" tapped on the clock; refused with "${why}"`;
  },
};

const tabletPortrait = {
  name: 'tablet portrait 768x1024: the notebook and the claims box are beside the clock, not cut off, the claims down to the clock\'s foot, and the names of a row of refugees are level',
  viewport: { width: 768, height: 1024 },
  timeout: 120_000,
  async run({ page, base }) {
    await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy', 'bot-easy', 'bot-easy'] });
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
    await waitForQuestion(page);
    const boxes = await page.evaluate((inView) => {
      const fits = new Function(`return (${inView})`)();
      return ['nigh-secrets', 'nigh-history'].map((id) => {
        const box = document.querySelector(`[data-testid="${id}"]`);
        const heading = box?.querySelector('h2, summary');
        const notebook = box?.querySelector('.nigh-notebook summary');
        return { id, found: !!box, heading: !!heading && fits(heading), notebook: !notebook || fits(notebook), right: box ? box.getBoundingClientRect().right : 0 };
      });
    }, wholeInViewSource);
    for (const b of boxes) {
      if (!b.found || !b.heading || !b.notebook || b.right > 769) throw new Error(`${b.id} is cut off: ${JSON.stringify(b)}`);
    }
    // The claims box takes the column's height down to the clock's foot: at
    // a fixed 14rem its list scrolled in a 250 px box at a game's end with
    // 330 px empty under it (6 Dec 2026).
    const feet = await page.evaluate(() => ['.nigh-a-clock', '[data-testid="nigh-history"]'].map((q) => Math.round(document.querySelector(q).getBoundingClientRect().bottom)));
    if (Math.abs(feet[0] - feet[1]) > 2) throw new Error(`the claims box ends at ${feet[1]} px, the clock's column at ${feet[0]}`);
    // The names of a row of refugees line up: a refugee whose traits are
    // stacked is taller, and the buttons beside it had centred their words
    // 10-20 px lower (5 Dec 2026).
    const rows = await page.evaluate(() => {
      const byTop = new Map();
      for (const card of document.querySelectorAll('.nigh-root .nigh-refugee')) {
        const top = Math.round(card.getBoundingClientRect().top);
        const name = card.querySelector('.nigh-ref-name');
        const row = byTop.get(top) ?? [];
        row.push({ name: name.textContent, at: Math.round(name.getBoundingClientRect().top - top) });
        byTop.set(top, row);
      }
      return [...byTop.values()];
    });
    const uneven = rows.filter((row) => Math.max(...row.map((r) => r.at)) - Math.min(...row.map((r) => r.at)) > 1);
    if (uneven.length) throw new Error(`the names of a row sit at different heights in their cards: ${JSON.stringify(uneven)}`);
    return `both boxes in view; ${rows.length} rows of refugees with their names level`;
  },
};

const wholeInViewSource = whollyInView.toString();

/**
 * Seed 0 at two players deals Ana (seat 0, who goes first) the Spy and the
 * Mayor, and puts the Conman on the clock (found natively from the rules).
 * The saved game is dealt again from that seed, from the home screen, so
 * no move of the first deal is running.
 */
async function dealSeedZero(page, base, id) {
  await dealSeed(page, base, id, 0);
}

/** Degrees clockwise from 12 o'clock of a point (x, y) from the face's centre, y down. */
const bearing = (x, y) => ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;
const offBy = (a, b) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Where the face draws its markers and hand, in screen pixels from the dial's centre. */
async function faceGeometry(page) {
  return page.locator('.nigh-root svg.nigh-face').evaluate((svg) => {
    const dial = svg.querySelector('.nigh-dial').getBoundingClientRect();
    const c = { x: dial.x + dial.width / 2, y: dial.y + dial.height / 2 };
    const marks = [...svg.querySelectorAll('.nigh-mk')].map((g) => {
      const shape = g.querySelector('circle, polygon').getBoundingClientRect();
      const text = g.querySelector('text');
      // A turned number has rotation terms in its matrix; a level one has none.
      const m = text.getCTM();
      return { n: Number(text.textContent), x: shape.x + shape.width / 2 - c.x, y: shape.y + shape.height / 2 - c.y, tilt: Math.abs(m.b) + Math.abs(m.c) };
    });
    const hand = svg.querySelector('.nigh-hand');
    const tip = new DOMPoint(hand.x2.baseVal.value, hand.y2.baseVal.value).matrixTransform(hand.getScreenCTM());
    const hour = Number(/^(\d+):00$/.exec(svg.querySelector('.nigh-centre').textContent)?.[1]);
    return { radius: dial.width / 2, marks, hand: { x: tip.x - c.x, y: tip.y - c.y }, hour };
  });
}

const clockFace = {
  name: "the clock face: each exile marker at its hour, its number level, and the hand on the hour's marker",
  timeout: 60_000,
  async run({ page, base }) {
    await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy'] });
    await page.locator('.nigh-root svg.nigh-face .nigh-hand').waitFor({ timeout: 10_000 });
    const { radius, marks, hand, hour } = await faceGeometry(page);
    const numbers = marks.map((m) => m.n).join(',');
    if (numbers !== '1,2,3,4,5,6,7,8,9,10,11,12') throw new Error(`the face's markers are ${numbers}`);
    for (const m of marks) {
      // Drawn 76 units out on a dial of radius 96.
      const out = Math.hypot(m.x, m.y) / radius;
      if (offBy(bearing(m.x, m.y), (m.n * 30) % 360) > 2 || Math.abs(out - 76 / 96) > 0.03) {
        throw new Error(`marker ${m.n} sits at ${bearing(m.x, m.y).toFixed(1)} degrees, ${out.toFixed(2)} of the radius out`);
      }
      if (m.tilt > 1e-3) throw new Error(`marker ${m.n}'s number is turned (${m.tilt.toFixed(3)})`);
    }
    if (!(hour >= 1 && hour <= 12)) throw new Error(`the centre does not read an hour (${hour})`);
    if (offBy(bearing(hand.x, hand.y), (hour * 30) % 360) > 2) throw new Error(`the hand points at ${bearing(hand.x, hand.y).toFixed(1)} degrees at ${hour}:00`);
    return `12 markers in place at ${radius.toFixed(0)} px; the hand on ${hour}`;
  },
};

/**
 * On a tablet, either way up, the clock takes the height the two rows of
 * refugees leave in their column, as another game's board takes its area:
 * at every look the lower row ends at the foot of the board (within the
 * rows' gap), and never past it, unless the face has reached its largest
 * or the column's width. The largest (the stylesheet's: 52vh on its side,
 * 88vh less 690 px upright, 440 px at most) keeps the clock one size while
 * the step's buttons under the board come and go: at both sizes here the
 * room is about that or more at every look, so the face keeps its size
 * within a few pixels. A fixed clock left 130-170 px empty under the
 * refugees (5 Dec 2026).
 */
const clockFillsRoom = (width, height) => ({
  name: `tablet ${width}x${height}: the clock grows into the room the refugees leave, and no further`,
  viewport: { width, height },
  timeout: 120_000,
  async run({ page, base }) {
    await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy', 'human', 'bot-easy', 'human', 'bot-easy'] });
    const rng = seeded(5);
    const faces = [];
    for (let i = 0; i < 24 && (await settleForHuman(page)) === 'human'; i += 1) {
      if (i % 4 === 0) {
        const look = await page.evaluate(() => {
          const root = document.querySelector('.board-area .nigh-root').getBoundingClientRect();
          const clock = document.querySelector('.board-area .nigh-clock');
          const lowest = Math.max(...[...clock.children].map((c) => c.getBoundingClientRect().bottom));
          const face = document.querySelector('.board-area svg.nigh-face').getBoundingClientRect().width;
          return { face, column: clock.getBoundingClientRect().width, under: root.bottom - lowest };
        });
        const most = Math.min(440, height > width ? 0.88 * height - 690 : 0.52 * height);
        const full = look.face >= most - 1 || look.face >= look.column - 1;
        if (look.under < -1) throw new Error(`the refugees run ${(-look.under).toFixed(0)} px past the board's foot (face ${look.face.toFixed(0)} px)`);
        if (look.under > 12 && !full) throw new Error(`${look.under.toFixed(0)} px empty under the refugees beside a clock of ${look.face.toFixed(0)} px`);
        faces.push(Math.round(look.face));
      }
      await tapOnce(page, rng);
    }
    if (faces.length < 4) throw new Error(`only ${faces.length} looks at the clock`);
    // A row of refugees a few pixels taller (a marker more) may take a few from the face.
    if (Math.max(...faces) - Math.min(...faces) > 6) throw new Error(`the clock changes size from look to look: ${faces.join(', ')} px`);
    return `the face ${faces.join(', ')} px`;
  },
});

const spyAndConman = {
  name: "phone 390x844: the Spy's answer shows in the dock for the rest of the turn, and the Conman's swap is made by tapping a card",
  viewport: { width: 390, height: 844 },
  timeout: 120_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy'] });
    await dealSeedZero(page, base, id);
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the Spy/ }).click();
    await waitForQuestion(page);
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Use the Spy/ }).click();
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Look at .+'s allegiance/ }).click();
    const found = page.locator(tid('nigh-found'));
    await found.waitFor({ state: 'visible', timeout: 5_000 });
    const said = (await found.innerText()).replace(/\s+/g, ' ').trim();
    if (!/^The Spy shows you: .+'s allegiance: (civilian|fanatic)\.$/.test(said)) throw new Error(`the Spy's answer reads "${said}"`);
    if (!(await found.evaluate((el, src) => new Function(`return (${src})`)()(el), wholeInViewSource))) throw new Error("the Spy's answer is out of view");
    // Question the Conman, claim, and swap by tapping a card on the clock.
    await page.locator('.nigh-root [data-legal="true"]', { hasText: 'Conman' }).click();
    await page.locator(`${tid('step-dock')} button`, { hasText: /^(Left|Right) trait/ }).first().click();
    await claimButtons(page).first().click();
    await page.waitForFunction(() => /Conman's card asks for a swap/.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 10_000 });
    if (!(await found.isVisible())) throw new Error("the Spy's answer left the dock before the turn ended");
    const cards = page.locator('.nigh-root .nigh-card-tap[data-legal="true"]');
    const n = await cards.count();
    if (n < 2) throw new Error(`only ${n} cards to tap for the Conman's swap`);
    const listed = await page.locator(`${tid('step-dock')} button`, { hasText: /^Swap with/ }).count();
    if (listed) throw new Error(`the swap is still a list of ${listed} buttons`);
    const target = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards.first().click();
    const confirm = page.locator(`${tid('step-dock')} button`, { hasText: /^Confirm: swap with / });
    await confirm.waitFor({ state: 'visible', timeout: 5_000 });
    await confirm.click();
    await page.waitForFunction(() => /Swapped the Conman's/.test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), null, { timeout: 10_000 });
    return `${n} cards to tap; "${said}"; ${target} confirmed`;
  },
};

/**
 * Opens the kept identity's choices and checks they are on the clock: no
 * list of buttons in the dock, a line saying what to tap, and a target in
 * view. Returns the legal card taps.
 */
async function openIdentityOnClock(page, name) {
  await page.locator(`${tid('step-dock')} button`, { hasText: new RegExp(`^Keep the ${name}`) }).click();
  await waitForQuestion(page);
  await page.locator(`${tid('step-dock')} button`, { hasText: new RegExp(`^Use the ${name}`) }).click();
  const cards = page.locator('.nigh-root .nigh-card-tap[data-legal="true"]');
  await cards.first().waitFor({ state: 'visible', timeout: 5_000 });
  const listed = await page.locator(`${tid('step-dock')} button`, { hasText: /^(Look at|Take|Swap it with) / }).count();
  if (listed) throw new Error(`the ${name}'s choices are still a list of ${listed} buttons`);
  const hint = (await page.locator('.nigh-tap-hint').innerText()).trim();
  if (!/^Tap a trait/.test(hint)) throw new Error(`the dock says "${hint}"`);
  if (!(await cards.evaluateAll((els, src) => els.some((el) => new Function(`return (${src})`)()(el)), wholeInViewSource))) {
    throw new Error(`no card the ${name} may pick is in view`);
  }
  return cards;
}

const identitiesOnClock = {
  name: "phone 390x844: the Insider's and the Quartermaster's cards are tapped on the clock, not picked from a list",
  viewport: { width: 390, height: 844 },
  touch: true,
  timeout: 120_000,
  async run({ page, base }) {
    // Seed 7 deals Ana (first to play) the Insider; seed 16 the Quartermaster.
    let id = await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy'] });
    await dealSeed(page, base, id, 7);
    let cards = await openIdentityOnClock(page, 'Insider');
    const looked = (await cards.first().getAttribute('aria-label')) ?? '';
    if (!/^Look at /.test(looked)) throw new Error(`the Insider's card reads "${looked}"`);
    await cards.first().click();
    const found = page.locator(tid('nigh-found'));
    await found.waitFor({ state: 'visible', timeout: 5_000 });
    const said = (await found.innerText()).replace(/\s+/g, ' ').trim();
    if (!/^The Insider shows you: .+: \w+\.$/.test(said)) throw new Error(`the Insider's answer reads "${said}"`);

    id = await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy'] });
    await dealSeed(page, base, id, 16);
    cards = await openIdentityOnClock(page, 'Quartermaster');
    const first = (await cards.first().getAttribute('aria-label')) ?? '';
    if (!/^Take /.test(first)) throw new Error(`the Quartermaster's first card reads "${first}"`);
    await cards.first().click();
    await page.waitForFunction(() => [...document.querySelectorAll('.nigh-root .nigh-card-tap[aria-label^="Swap it with"]')].length > 0, null, { timeout: 5_000 });
    const hint = (await page.locator('.nigh-tap-hint').innerText()).trim();
    if (!/^Now tap the card to swap it with/.test(hint)) throw new Error(`after the first card the dock says "${hint}"`);
    const swapWith = page.locator('.nigh-root .nigh-card-tap[aria-label^="Swap it with"]');
    const n = await swapWith.count();
    const target = (await swapWith.first().getAttribute('aria-label')) ?? '';
    await swapWith.first().click();
    await page.waitForFunction(() => /Swapped /.test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), null, { timeout: 10_000 });
    return `Insider: "${said}"; Quartermaster: ${first}, then ${target} (of ${n})`;
  },
};

const wholeGame = (width, height, seed) => ({
  name: `a person plays a whole game by tapping at ${width}x${height}: controls 44 px and named, the keyboard keeps an identity, the end tells the story`,
  viewport: { width, height },
  timeout: 300_000,
  async run({ page, base }) {
    await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy', 'bot-easy', 'bot-easy'] });
    // Keyboard first: keep an identity with Enter.
    const keep = page.getByRole('button', { name: /^Keep the / }).first();
    await keep.waitFor({ state: 'visible', timeout: 20_000 });
    await keep.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /kept the/.test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), null, { timeout: 10_000 });
    const rng = seeded(seed);
    let taps = 0;
    let checks = 0;
    while (!(await page.locator(tid('end-screen')).count())) {
      if (taps > 600) throw new Error(`no end screen after ${taps} taps`);
      if (taps % 5 === 0) {
        const problems = await controlProblems(page);
        checks += 1;
        if (problems.length) throw new Error(`${problems.length} controls fall short:\n${problems.slice(0, 10).join('\n')}`);
      }
      const offscreen = await stepOutOfView(page);
      if (offscreen) throw new Error(`after ${taps} taps the step's buttons are out of view: ${offscreen}`);
      const reminder = await identityReminderMismatch(page);
      if (reminder) throw new Error(`after ${taps} taps: ${reminder}`);
      if (await nighTap(page, rng)) taps += 1;
      else await page.waitForTimeout(100);
    }
    const headline = await checkStory(page);
    // Closed, the end screen leaves the board as it ended, with the public
    // record beside the clock (it once went, leaving half the board empty).
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.locator(tid('end-screen')).waitFor({ state: 'detached', timeout: 5_000 });
    const hours = await page.locator(`${tid('nigh-history')} li`).count();
    if (!hours) throw new Error('after the end screen is closed, the board shows no claims and votes');
    return `${taps} taps to "${headline}"; controls checked ${checks} times; ${hours} hours of claims and votes on the board at the end`;
  },
});

/**
 * The page as markup, without the stylesheets and scripts (class names in
 * the CSS are not what a player is shown), checked for what `me` (a seat
 * number, or null behind the curtain) must not see:
 * - no element marked as another seat's secret;
 * - no identity of another seat that has not been revealed in public;
 * - outside `me`'s own secret elements and `me`'s own log lines, no trait
 *   name and no allegiance word at all.
 */
async function leaks(page, me, myName, othersIdentities) {
  return page.evaluate(
    ({ me, myName, othersIdentities, traits }) => {
      const root = document.documentElement.cloneNode(true);
      root.querySelectorAll('style, script').forEach((e) => e.remove());
      // The board writes "Whistle\u00adblower" with a soft hyphen: read names without it.
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) n.nodeValue = n.nodeValue.replace(/\u00ad/g, '');
      const problems = [];
      const foreign = [...root.querySelectorAll('[data-secret]')].filter((e) => e.getAttribute('data-secret') !== String(me));
      for (const e of foreign) problems.push(`seat ${e.getAttribute('data-secret')}'s secret element: ${e.textContent.slice(0, 80)}`);
      const publicText = [...root.querySelectorAll('[data-testid="log"] li, [data-testid="nigh-history"] li')].map((e) => e.textContent).join('\n');
      const whole = root.outerHTML;
      for (const id of othersIdentities) {
        const revealed = new RegExp(`(reveals|revealed) the ${id}\\b`).test(publicText);
        if (!revealed && new RegExp(`\\b${id}\\b`).test(whole)) problems.push(`another seat's unrevealed identity ${id}`);
      }
      root.querySelectorAll('[data-secret]').forEach((e) => e.remove());
      if (myName) root.querySelectorAll('[data-testid="log"] li').forEach((li) => li.textContent.startsWith(myName) && li.remove());
      const rest = root.outerHTML;
      for (const t of traits) if (new RegExp(`\\b${t}\\b`).test(rest)) problems.push(`the trait ${t} outside ${me === null ? 'any' : 'the viewer'}'s own secrets`);
      const word = rest.match(/fanatic|civilian/i);
      if (word) problems.push(`"${word[0]}" outside the viewer's own secrets: …${rest.slice(Math.max(0, word.index - 120), word.index + 40)}`);
      return problems;
    },
    { me, myName, othersIdentities, traits: TRAITS },
  );
}

/** Whose screen this is (seat number and name), from their own secrets box, and the identities it names. */
async function holder(page) {
  const box = page.locator(tid('nigh-secrets'));
  await box.waitFor({ state: 'visible', timeout: 10_000 });
  const seat = Number(await box.getAttribute('data-secret'));
  const name = (await box.locator('h2').textContent()).replace(/^Only for /i, '').trim();
  const text = await page.evaluate(() => [...document.querySelectorAll('[data-secret]')].map((e) => e.textContent.replace(/\u00ad/g, '')).join('\n'));
  if (!/You are a (civilian|fanatic)/.test(text)) throw new Error(`${name}'s screen does not show their allegiance`);
  const traits = TRAITS.filter((t) => new RegExp(`\\b${t}\\b`).test(text));
  return { seat, name, traits, identities: IDENTITIES.filter((i) => new RegExp(`\\b${i}\\b`).test(text)) };
}

/** The player the curtain hands the tablet to ("I am Ana: show my game"). */
async function curtainName(page) {
  const label = (await page.locator(tid('curtain-ready')).innerText()).trim();
  const m = label.match(/^I am (.+): show my game$/);
  if (!m) throw new Error(`the curtain's button says "${label}"`);
  return m[1];
}

/**
 * Whether the screen shows anything of a seat other than `current` (the
 * holder who lifted the last curtain, or null before the first): a secret
 * element of another seat, or a secrets box for another name. Null if not.
 */
async function otherSeatsSecrets(page, current) {
  const found = await page.evaluate(() => ({
    seats: [...document.querySelectorAll('[data-secret]')].map((e) => e.getAttribute('data-secret')),
    box: document.querySelector('[data-testid="nigh-secrets"] h2')?.textContent.replace(/^Only for /i, '').trim() ?? null,
  }));
  const seat = current ? String(current.seat) : null;
  const foreign = found.seats.filter((s) => s !== seat);
  if (foreign.length) return `the screen shows seat ${foreign[0]}'s secrets, not ${current ? `${current.name}'s (seat ${seat})` : 'nobody\'s'}`;
  if (found.box !== null && found.box !== current?.name) return `the screen shows ${found.box}'s secrets box, not ${current?.name ?? 'nobody'}'s`;
  return null;
}

/** Plays a table with several humans to the end, checking the DOM at every hand-over. */
async function secretGame(page, base, controllers, seed) {
  await startGame(page, base, { game: GAME, controllers });
  const rng = seeded(seed);
  const identities = new Map(); // seat -> identity names seen on that seat's own screen
  const others = (me) => [...identities.entries()].filter(([s]) => s !== me).flatMap(([, ids]) => ids);
  let handovers = 0;
  let withTraits = 0; // hand-overs where the new holder's own secrets name a trait they saw (the check's positive control)
  let seen = 0;
  let taps = 0;
  let current = null;
  while (!(await page.locator(tid('end-screen')).count())) {
    if (taps > 1500) throw new Error(`no end screen after ${taps} taps`);
    // A card dealt as the turn ends: its player's last look, then the curtain.
    if (await hideLastLookIfShown(page)) continue;
    if (await page.locator(tid('curtain')).isVisible().catch(() => false)) {
      const behind = await leaks(page, null, null, [...identities.values()].flat());
      if (behind.length) throw new Error(`behind the curtain (hand-over ${handovers + 1}):\n${behind.join('\n')}`);
      const called = await curtainName(page);
      await page.locator(tid('curtain-ready')).click();
      await page.locator(tid('curtain')).waitFor({ state: 'hidden', timeout: 10_000 });
      current = await holder(page);
      if (current.name !== called) throw new Error(`the curtain called ${called}, but lifted it shows ${current.name}'s screen (hand-over ${handovers + 1})`);
      const mine = new Set([...(identities.get(current.seat) ?? []), ...current.identities]);
      identities.set(current.seat, [...mine]);
      const shown = await leaks(page, current.seat, current.name, others(current.seat));
      if (shown.length) throw new Error(`on ${current.name}'s screen (hand-over ${handovers + 1}):\n${shown.join('\n')}`);
      handovers += 1;
      if (current.traits.length) withTraits += 1;
      seen = Math.max(seen, identities.size);
      continue;
    }
    // Between hand-overs the screen stays with whoever lifted the curtain:
    // a secret of any other seat (or any secret before the first curtain)
    // means the screen changed hands without one.
    const switched = await otherSeatsSecrets(page, current);
    if (switched) throw new Error(`after hand-over ${handovers}, without a curtain: ${switched}`);
    if (current) {
      // Identities offered at set-up leave the screen once one is kept: keep what each seat was shown.
      const now = await holder(page).catch(() => null);
      if (now) identities.set(now.seat, [...new Set([...(identities.get(now.seat) ?? []), ...now.identities])]);
    }
    if (await nighTap(page, rng)) taps += 1;
    else await page.waitForTimeout(100);
  }
  const headline = await checkStory(page);
  const humans = controllers.filter((c) => c === 'human').length;
  if (seen < humans) throw new Error(`only ${seen} of ${humans} humans' screens were seen`);
  if (!withTraits) throw new Error('no screen ever showed its own seen traits: the check would not notice them');
  return `${handovers} hand-overs checked (${withTraits} showing the holder's own seen traits), ${taps} taps, identities seen ${[...identities.values()].flat().length}; "${headline}"`;
}

/**
 * A quick second tap on the spot of a move lands on the tap shield, not on
 * the control the move put there: the claim buttons take the trait button's
 * place, and a double tap on it made a public claim nobody chose (which Undo
 * may not take back). A tap a moment later is the player's own and counts.
 */
const doubleTap = {
  name: 'phone 390x844, touch: a double tap on a trait looks at it once and makes no claim; a tap a moment later makes one',
  viewport: { width: 390, height: 844 },
  touch: true,
  timeout: 120_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: GAME, controllers: ['human', 'bot-easy', 'bot-easy'] });
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
    await waitForQuestion(page);
    await page.locator('.nigh-root [data-legal="true"]').filter({ hasNotText: 'Hermit' }).first().click();
    // A refugee with one trait to look at (the Guarded Scientist, the
    // Chatterbox Child) offers one button named for her, not a side.
    const look = page.locator(`${tid('step-dock')} button`, { hasText: /^((Left|Right|Top|Bottom) trait|Question the )/ }).first();
    await look.waitFor({ state: 'visible', timeout: 5_000 }).catch(async (e) => {
      throw new Error(`${e.message}\nno trait to look at after tapping a refugee; ${await stepWords(page)}`);
    });
    await shieldGone(page); // a claim made just before (the Hermit's) may still shield this spot
    const box = await look.boundingBox();
    const before = await recordLength(page, id);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(120);
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(800);
    const made = (await recordLength(page, id)) - before;
    const claims = claimButtons(page);
    if (made !== 1 || !(await claims.count())) throw new Error(`a double tap on the trait made ${made} moves; claim buttons shown: ${await claims.count()}`);
    await claims.first().click();
    await page.waitForFunction(([k, n]) => JSON.parse(localStorage.getItem(k)).record.actions.length > n, [`endgames.save.${id}`, before + 1], { timeout: 5_000 });
    const log = await page.locator(tid('log')).innerText();
    if (!/claims/.test(log)) throw new Error('the claim tapped after the shield left is not in the log');
    return `double tap: ${made} move (the look); a tap after it made the claim`;
  },
};

/**
 * The fanatic card set aside and a cultist in the bunker: the cult wins for
 * nobody at the table. The build before headed it "Ana, Ben and Cleo win as
 * a team!" over "nobody here was on the winning side", and counted a win
 * for each in the history. The game is opened one move before its end, from
 * tests/records/the-end-is-nigh (which checks it still replays so), and the
 * bots play that move.
 */
const cultWinsForNobody = {
  name: 'the cult gets in with no fanatic at the table: the end screen says nobody at the table wins, and the history counts no win',
  timeout: 90_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: GAME, controllers: ['bot-easy', 'bot-easy', 'bot-easy'], speed: 'slow' });
    await openStoredRecord(page, id, 'the-end-is-nigh/v4-3p-seed2326-end.json', { drop: 1 });
    await waitForScreen(page, 'end-screen', 60_000);
    const headline = (await page.locator(tid('headline')).innerText()).trim();
    if (headline !== 'Nobody at the table wins.') throw new Error(`the headline reads "${headline}"`);
    const verdict = (await page.locator(tid('nigh-verdict')).innerText()).trim();
    if (!/^The fanatics win: .*No fanatic was at the table/.test(verdict)) throw new Error(`not the ending this test is for: "${verdict}"`);
    await page.goto(`${base}#/history`);
    await waitForScreen(page, 'history');
    const row = (await page.locator(tid('history-row')).first().innerText()).replace(/\s+/g, ' ');
    if (!row.includes(headline)) throw new Error(`the history's line "${row}" is not this game's`);
    if (/★|\bwon\b/.test(row)) throw new Error(`the history's line counts a win: "${row}"`);
    const totals = (await page.locator(tid('history-totals')).innerText()).replace(/\s+/g, ' ');
    return `"${headline}"; the history: "${row}"; totals: "${totals}"`;
  },
};

/** The board of a stored three-bot game once it is over (every trait face up). */
async function storedEndBoard(page, base) {
  const id = await startGame(page, base, { game: GAME, controllers: ['bot-easy', 'bot-easy', 'bot-easy'], speed: 'slow' });
  await openStoredRecord(page, id, 'the-end-is-nigh/v4-3p-seed2326-end.json');
  await waitForScreen(page, 'end-screen', 60_000);
  await page.getByRole('button', { name: 'See the board' }).click();
}

/**
 * Every trait turned up on the board: its words inside its card, and on one
 * line unless the whole width of its refugee's cards is too narrow for them.
 * The stored game's end board has them all face up, Whistleblower, Mechanic,
 * Charmer and Pet Dog among them.
 */
const traitNamesWhole = {
  name: 'a trait\'s name is whole on its card and on one line wherever a card is that wide, at 320, 390, 768 and 1024 px',
  timeout: 90_000,
  async run({ page, base }) {
    await storedEndBoard(page, base);
    const problems = [];
    const seen = new Set();
    for (const [width, height] of [[1024, 768], [768, 1024], [390, 844], [320, 568]]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const cards = await page.evaluate(() =>
        [...document.querySelectorAll('.nigh-root .nigh-trait.known')].map((chip) => {
          const style = getComputedStyle(chip);
          const words = chip.lastChild.textContent.replace(/\u00ad/g, '');
          const lines = document.createRange();
          lines.selectNodeContents(chip.lastChild);
          const pen = Object.assign(document.createElement('canvas').getContext('2d'), { font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}` });
          // The room a line of its own would give: the refugee's cards' whole width.
          const row = chip.closest('.nigh-traits').clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 2;
          return { words, lines: new Set([...lines.getClientRects()].map((r) => Math.round(r.top))).size, spills: chip.scrollWidth > chip.clientWidth + 1, fits: pen.measureText(words).width <= row };
        }),
      );
      for (const c of cards) {
        seen.add(c.words);
        if (c.spills) problems.push(`${width}x${height}: "${c.words}" spills out of its card`);
        if (c.fits && c.lines > 1) problems.push(`${width}x${height}: "${c.words}" is broken over ${c.lines} lines on a card that can hold it on one`);
      }
    }
    // Positive control: the longest names were on the board.
    for (const name of ['Whistleblower', 'Mechanic', 'Charmer', 'Pet Dog']) if (!seen.has(name)) throw new Error(`"${name}" was not on the board: ${[...seen].join(', ')}`);
    if (problems.length) throw new Error(problems.join('\n'));
    return `${[...seen].join(', ')} whole at every size`;
  },
};

/**
 * A refugee's name and hour share a line on a phone of 375 px or more and
 * on tablets, so its traits line up with its neighbours'. "Undergrad 10:00"
 * took two lines at 390 px and on both tablets; the hour is now a ring. The
 * board is a finished game's; then each refugee's name is tried in the first
 * card with the widest hours, as every deal may seat it anywhere.
 */
const refugeeHeadsOneLine = {
  name: "a refugee's name and hour share one line on phones of 375 px and up and on tablets, every refugee at the widest hours",
  timeout: 90_000,
  async run({ page, base }) {
    await storedEndBoard(page, base);
    const problems = [];
    let tried = 0;
    for (const [width, height] of [[1024, 768], [768, 1024], [390, 844], [375, 667]]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const found = await page.evaluate((names) => {
        const twoLines = (head) => {
          const [name, hour] = [head.querySelector('.nigh-ref-name'), head.querySelector('.nigh-ref-hour')];
          return Math.abs(name.getBoundingClientRect().top - hour.getBoundingClientRect().top) > 4;
        };
        const heads = [...document.querySelectorAll('.nigh-root .nigh-ref-head')];
        const out = heads.filter(twoLines).map((h) => `${h.querySelector('.nigh-ref-name').textContent} (as dealt)`);
        // Every refugee in the first card, at 10 and 12 o'clock (the widest hours).
        const head = heads[0];
        const hourWords = head.querySelector('.nigh-ref-hour .visually-hidden') ?? head.querySelector('.nigh-ref-hour');
        const parts = [head.querySelector('.nigh-ref-name'), hourWords, head.querySelector('.nigh-hour-ring')].filter(Boolean);
        const kept = parts.map((p) => p.textContent);
        let tried = 0;
        for (const name of names) {
          for (const hour of ['10', '12']) {
            parts[0].textContent = name;
            parts[1].textContent = `${hour}:00`;
            if (parts[2]) parts[2].textContent = hour;
            tried += 1;
            if (twoLines(head)) out.push(`${name} ${hour}:00`);
          }
        }
        parts.forEach((p, i) => { p.textContent = kept[i]; });
        return { out, tried };
      }, ['Geezer', 'Child', 'Athlete', 'Hermit', 'Scientist', 'Conman', 'Celebrity', 'Undergrad']);
      tried += found.tried;
      for (const o of found.out) problems.push(`${width}x${height}: ${o} takes two lines`);
    }
    if (problems.length) throw new Error(problems.join('\n'));
    return `${tried} names and hours tried, each on one line`;
  },
};

export default [
  cultWinsForNobody,
  traitNamesWhole,
  refugeeHeadsOneLine,
  {
    name: 'four bots play a whole game to the end screen, which tells the story',
    timeout: 300_000,
    async run({ page, base }) {
      const t0 = Date.now();
      const id = await startGame(page, base, { game: GAME, controllers: ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'] });
      await waitForScreen(page, 'end-screen', 280_000);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      if (!save?.finished) throw new Error('the stored save is not marked finished');
      const headline = await checkStory(page);
      return `${save.record.actions.length} actions in ${((Date.now() - t0) / 1000).toFixed(1)} s; "${headline}"`;
    },
  },
  {
    name: 'two humans: at every hand-over the DOM holds no other seat\'s allegiance, identity or seen trait',
    timeout: 300_000,
    run: ({ page, base }) => secretGame(page, base, ['human', 'human'], 3),
  },
  {
    name: 'five humans and a bot: at every hand-over the DOM holds no other seat\'s allegiance, identity or seen trait',
    timeout: 480_000,
    run: ({ page, base }) => secretGame(page, base, ['human', 'human', 'human', 'human', 'human', 'bot-easy'], 11),
  },
  wholeGame(1024, 768, 5),
  wholeGame(390, 844, 9),
  phoneTurn,
  doubleTap,
  tabletPortrait,
  clockFillsRoom(768, 1024),
  clockFillsRoom(1024, 768),
  spyAndConman,
  identitiesOnClock,
  clockFace,
];
