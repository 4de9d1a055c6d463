// Pieces that move glide from where they stood to where they go, so the
// table can follow a move, a bot's above all; with reduced motion asked for,
// they jump. Each test starts a watcher in the page that notes every move of
// a piece as it happens (window.__moves) and whether a slide is running on
// it at that moment:
// - ExtracZon's tokens (SVG, placed by a CSS transform with a transition):
//   a token whose label, which names its place, changes;
// - Extrication's workers (marks in the track's columns, slid by the Web
//   Animations API): a worker's mark that appears in another column than
//   the one it stood in.

import { playUntilMoves, seeded, startGame, waitForHumanTurn } from './lib/app.mjs';

/** Starts noting ExtracZon's token moves in the page (window.__moves). */
const watchTokens = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target;
        if (!el.classList?.contains('token') || r.oldValue === el.getAttribute('aria-label')) continue;
        const glide = el.getAnimations().find((a) => a.transitionProperty === 'transform' && a.playState === 'running');
        const place = (label) => label.replace(/^.*'s token at /, '');
        window.__moves.push({ who: r.oldValue.replace(/'s token.*$/, ''), from: place(r.oldValue), to: place(el.getAttribute('aria-label')), glides: Boolean(glide) });
      }
    }).observe(document.querySelector('[data-testid="play"]'), { subtree: true, attributes: true, attributeFilter: ['aria-label'], attributeOldValue: true });
  });

/**
 * Starts noting Extrication's worker moves in the page (window.__moves): a
 * worker's mark that turns up in another location than the one it stood in
 * (entering from the start or leaving is not a move between locations).
 * Whether it slides is read a frame later, once the page's effects have run.
 */
const watchWorkers = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    const track = document.querySelector('[data-testid="xt-track"]');
    const where = () => {
      const at = new Map();
      [...track.children].forEach((li, i) => li.querySelectorAll('.xt-worker').forEach((w) => at.set(w.getAttribute('aria-label'), i + 1)));
      return at;
    };
    let before = where();
    new MutationObserver(() => {
      const now = where();
      for (const [who, to] of now) {
        const from = before.get(who);
        if (from === undefined || from === to) continue;
        const mark = [...track.children][to - 1].querySelector('.xt-worker');
        requestAnimationFrame(() => {
          const glides = mark.getAnimations().some((a) => a.playState === 'running');
          window.__moves.push({ who: who.replace(/'s worker$/, ''), from: `location ${from}`, to: `location ${to}`, glides });
        });
      }
      before = now;
    }).observe(track, { subtree: true, childList: true });
  });

/**
 * Plays `game` as a human against a bot with `watch` noting moves: at least
 * four, by both seats, must glide; then, with reduced motion asked for, two
 * more must jump.
 */
async function glidesThenJumps(page, base, game, watch, seed) {
  await startGame(page, base, { game, controllers: ['human', 'bot-easy'], speed: 'fast' });
  await waitForHumanTurn(page);
  await watch(page);
  const moves = await playUntilMoves(page, (m) => m.length >= 4 && new Set(m.map((x) => x.who)).size > 1, seeded(seed));
  const movers = new Set(moves.map((m) => m.who));
  if (moves.length < 4 || movers.size < 2) throw new Error(`in 80 actions only these moves: ${JSON.stringify(moves)}`);
  const jumps = moves.filter((m) => !m.glides);
  if (jumps.length) throw new Error(`${jumps.length} of ${moves.length} moves jumped, e.g. ${jumps[0].who} from ${jumps[0].from} to ${jumps[0].to}`);

  // The same table with reduced motion: pieces still move, but jump.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watch(page);
  const still = await playUntilMoves(page, (m) => m.length >= 2, seeded(seed + 1));
  if (!still.length) throw new Error('nothing moved with reduced motion asked for');
  const glided = still.filter((m) => m.glides);
  if (glided.length) throw new Error(`with reduced motion ${glided.length} of ${still.length} moves glided`);
  return `${moves.length} moves glided (${[...movers].join(', ')}), ${still.length} jumped with reduced motion`;
}

export default [
  {
    name: "ExtracZon: a token glides from its tile to the one it moves to, the player's and a bot's; with reduced motion it jumps",
    timeout: 180_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'extraczon', watchTokens, 11),
  },
  {
    name: "Extrication: a worker glides from the location it left to the one it moves to, the player's and a bot's; with reduced motion it jumps",
    timeout: 180_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'extrication', watchWorkers, 21),
  },
];
