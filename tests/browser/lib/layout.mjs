// The layout rules every game keeps at every step where a human may act
// (issue 21): what the player must read and tap is on screen, large enough
// and not hidden behind anything.

import { SHELL_CONTROLS, tid } from './app.mjs';

/**
 * What breaks the rules on the page now, as sentences (empty when all hold):
 * - the prompt is fully in view, with no scrolling by the player;
 * - every legal control (a legal board target, or an enabled button of the
 *   step, in the dock) is fully in view and is what a tap at its centre
 *   reaches; or it sits on
 *   a board that pans (a scroll box, or an SVG marked data-pans="true") that
 *   shows at least one of its legal targets;
 *   no legal control is inside two nested scroll boxes;
 * - no control (those, and the board's other buttons, such as a card to
 *   read) is under 44 px either way;
 * - no text on screen is under 10 px;
 * - the log shows a line and more, in view or once its panel scrolls, and
 *   its own box shows its newest line (these tests never scroll it back);
 * - every disclosure's summary shows that it opens (the browser's triangle or
 *   a drawn chevron), so it never reads as a heading over nothing;
 * - a message box (a refused move's reason, a notice) is whole on screen
 *   across, its words at least 100 px wide and its Dismiss whole
 *   (`bannerProblems`).
 */
export async function layoutProblems(page) {
  return page.evaluate((shell) => {
    const problems = [];
    const W = innerWidth;
    const H = innerHeight;
    const slack = 1;
    const inView = (r) => r.top >= -slack && r.left >= -slack && r.bottom <= H + slack && r.right <= W + slack;
    const name = (el) => (el.getAttribute('aria-label') || el.innerText || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 50);
    const play = document.querySelector('[data-testid="play"]');
    if (!play) return ['no play screen'];

    const prompt = document.querySelector('[data-testid="prompt"]');
    if (!prompt || !inView(prompt.getBoundingClientRect())) problems.push('the prompt is not fully in view');

    const scrolls = (el) => {
      const s = getComputedStyle(el);
      const y = /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const x = /(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      return x || y;
    };
    // The boards a control may pan with: its scrolling ancestors and any
    // ancestor marked as a panning board.
    const panners = (el) => {
      const found = [];
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (p.getAttribute('data-pans') === 'true' || scrolls(p)) found.push(p);
      }
      return found;
    };
    const inShell = (el) => shell.some((id) => el.closest(`[data-testid="${id}"]`));
    const controls = [...play.querySelectorAll('[data-legal="true"], button')].filter((el) => {
      if (el.disabled || el.getAttribute('aria-disabled') === 'true' || inShell(el)) return false;
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      return !(el.tagName === 'BUTTON' && !el.innerText.trim());
    });
    if (!controls.length) problems.push('nothing to tap although a human may act');

    const reached = (el, r) => {
      const x = Math.min(Math.max(r.left + r.width / 2, 0), W - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), H - 1);
      // The tap shield (src/ui/components/tap_shield.rs) is transparent and
      // lies over the last tap's spot for half a second only, less than a
      // player takes to read the new step: what is under it is what counts.
      const hit = document.elementsFromPoint(x, y).find((e) => e.getAttribute('data-testid') !== 'tap-shield');
      return hit && (hit === el || el.contains(hit));
    };
    const groups = new Map(); // panning board -> { any in view }
    // A move: a legal target, or a button of the step (in the dock). Other
    // buttons (a card to read, a zoom) need only the size.
    const isMove = (el) => el.getAttribute('data-legal') === 'true' || el.closest('[data-testid="step-dock"]');
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const label = name(el);
      if (r.width < 43.5 || r.height < 43.5) problems.push(`"${label}" is ${r.width.toFixed(0)}x${r.height.toFixed(0)} px`);
      if (!isMove(el)) continue;
      const pans = panners(el);
      if (pans.length > 1) problems.push(`"${label}" is inside ${pans.length} nested scroll boxes`);
      const shown = inView(r) && reached(el, r);
      if (pans.length) {
        const board = pans[0];
        const g = groups.get(board) ?? { any: false, first: label };
        g.any ||= shown;
        groups.set(board, g);
      } else if (!inView(r)) {
        problems.push(`"${label}" is not fully in view (${r.left.toFixed(0)},${r.top.toFixed(0)} ${r.width.toFixed(0)}x${r.height.toFixed(0)})`);
      } else if (!reached(el, r)) {
        problems.push(`"${label}" is covered by something else`);
      }
    }
    for (const [board, g] of groups) {
      if (!g.any) problems.push(`no legal target of the panning board ${board.className?.baseVal ?? board.className} is in view (first: "${g.first}")`);
    }

    // The log can be read: a line and more of it shows, in view or once the
    // panel scrolls to it. The End Is Nigh's panel at 1024x768 had left it
    // 0-9 px and cut the rest off out of reach (5 Dec 2026).
    const log = play.querySelector('[data-testid="log"]');
    if (log && log.checkVisibility()) {
      // The End Is Nigh's curtain, lifted, swapped a line for the seat's own
      // longer one and left the newest half under the box's edge (6 Dec 2026).
      const end = log.scrollHeight - log.clientHeight;
      if (log.scrollTop < end - 2) problems.push(`the log is scrolled ${Math.round(log.scrollTop)} of ${end} px: its newest line is not in view`);
      const boxes = [];
      for (let p = log.parentElement; p && p !== document.documentElement; p = p.parentElement) boxes.push([p, p.scrollTop]);
      log.scrollIntoView({ block: 'nearest' });
      // A box that hides its overflow scrolls for a script, never for a player.
      for (const [p, y] of boxes) if (!/(auto|scroll)/.test(getComputedStyle(p).overflowY)) p.scrollTop = y;
      let { top, bottom } = log.getBoundingClientRect();
      for (const [p] of boxes) {
        if (getComputedStyle(p).overflowY === 'visible') continue;
        const r = p.getBoundingClientRect();
        top = Math.max(top, r.top);
        bottom = Math.min(bottom, r.bottom);
      }
      for (const [p, y] of boxes) p.scrollTop = y;
      const shown = Math.min(bottom, H) - Math.max(top, 0);
      if (shown < 36) problems.push(`the log shows ${Math.max(0, shown).toFixed(0)} px, even scrolled to`);
    }

    // A summary laid out as flex loses the browser's triangle: "Ana's notes"
    // and "The 12 segments" read as headings with nothing under them (5 Dec
    // 2026). Each must show its own triangle or a drawn sign before its words.
    for (const summary of play.querySelectorAll('details > summary')) {
      if (!summary.checkVisibility()) continue;
      const own = getComputedStyle(summary);
      const triangle = own.display === 'list-item' && own.listStyleType !== 'none';
      const drawn = getComputedStyle(summary, '::before').content;
      const sign = drawn !== 'none' && drawn !== 'normal' && drawn !== '""';
      if (!triangle && !sign) problems.push(`the disclosure "${name(summary)}" shows no sign that it opens`);
    }

    // Text: every visible text on screen at 10 px or more, as drawn.
    const small = [];
    const walker = document.createTreeWalker(play, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (!t.textContent.trim()) continue;
      const el = t.parentElement;
      if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (el.closest('.visually-hidden, [aria-hidden="true"] title, title, desc')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > H || r.right < 0 || r.left > W) continue;
      let px = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement && el.getScreenCTM) {
        const m = el.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      if (px < 9.95) small.push(`"${t.textContent.trim().slice(0, 30)}" ${px.toFixed(1)} px`);
    }
    if (small.length) problems.push(`${small.length} text(s) under 10 px, such as ${small.slice(0, 4).join(', ')}`);
    return problems;
  }, SHELL_CONTROLS).then(async (problems) => [...problems, ...(await bannerProblems(page))]);
}

/**
 * What is wrong with the message boxes shown on the play screen (a refused
 * move's reason, a notice): each whole on screen across, its words at least
 * 100 px wide (a narrow side panel squeezed them to a word a line), and its
 * Dismiss button whole and reachable. Empty when none is shown.
 */
export async function bannerProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const W = innerWidth;
    for (const box of document.querySelectorAll('[data-testid="play"] .banner')) {
      if (!box.checkVisibility()) continue;
      const r = box.getBoundingClientRect();
      const what = `the message "${box.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      if (r.left < -1 || r.right > W + 1) problems.push(`${what} runs past the screen's side (${r.left.toFixed(0)}-${r.right.toFixed(0)} of ${W} px)`);
      const words = box.querySelector('.banner-text')?.getBoundingClientRect();
      if (words && words.width < 100) problems.push(`${what} has its words in ${words.width.toFixed(0)} px`);
      const close = box.querySelector('.banner-close');
      if (close) {
        const c = close.getBoundingClientRect();
        if (c.left < r.left - 1 || c.right > r.right + 1 || c.right > W + 1 || c.left < -1) {
          problems.push(`${what}: its Dismiss at ${c.left.toFixed(0)}-${c.right.toFixed(0)} px is not whole inside it`);
        }
      }
    }
    return problems;
  });
}

/** The prompt, for a failure message. */
export const promptText = (page) => page.locator(tid('prompt')).innerText().catch(() => '');
