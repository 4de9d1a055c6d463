// The pictures on the rules pages (src/kit/figure_view.rs): at phone and
// tablet size, every game's rules page draws each figure's board, puts a
// numbered badge over the thing each label names (hiding little of the
// board's words, and not on the thing beside it), shows the board's drawing
// whole, cuts none of its words short, keeps every control of
// the pictured board out of reach (no focus, no tap), and lists the same
// labels, numbered, in the caption; and no page is wider than the screen.
// The check works on what the page reports (`measure`), so a positive
// control can show that it fails.

import { EVERY_GAME, open } from './lib/app.mjs';

/** How far from the element a badge's centre may sit (its corner badge). */
const SLACK = 24;
/**
 * How much of a badge may lie over the board's words: the edge of a word,
 * not the word. On a board dense with words no corner of the thing a label
 * names may be wholly clear (src/kit/figure_view.rs takes the corner that
 * hides the least). Measured on the build before that choice, badges put on
 * the first element's top left corner hid 21 % (Extinction's turn line, at
 * 768x1024) to 41 % (Extrication's "Final Scramble" line); with it, none
 * hides more than a tenth at any of the three sizes.
 */
const HIDES = 0.1;
/** How much of a board's largest drawing a picture may leave out (an edge's stroke). */
const CUT = 0.02;

/**
 * What the page shows of each figure: whether its board drew an svg, each
 * caption label with the rect of the element its selector finds and the
 * centre of its badge, and the pictured board's controls that take focus
 * or a tap. Runs in the page.
 */
function measure() {
  const centre = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  return [...document.querySelectorAll('[data-testid="rules-figure"]')].map((fig) => {
    const board = fig.querySelector('.figure-board');
    const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const hidden = (w, b) => Math.max(0, Math.min(w.right, b.right) - Math.max(w.left, b.left)) * Math.max(0, Math.min(w.bottom, b.bottom) - Math.max(w.top, b.top));
    // The board's words: a box per drawn line of each text node, as much of
    // it as the board's clip boxes (a map's window) show.
    const all = [...(board?.querySelectorAll('*') ?? [])];
    const clippers = all.filter((e) => ['overflowX', 'overflowY'].some((a) => getComputedStyle(e)[a] !== 'visible'));
    const seen = (e, r) =>
      clippers.filter((c) => c.contains(e)).reduce((b, c) => {
        const k = c.getBoundingClientRect();
        return b && { left: Math.max(b.left, k.left), top: Math.max(b.top, k.top), right: Math.min(b.right, k.right), bottom: Math.min(b.bottom, k.bottom) };
      }, box(r));
    const words = [];
    const range = document.createRange();
    for (const e of all) {
      for (const n of e.childNodes) {
        if (n.nodeType !== Node.TEXT_NODE || !n.textContent.trim()) continue;
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          const w = seen(e, r);
          if (w.right > w.left && w.bottom > w.top) words.push({ text: n.textContent.trim().slice(0, 30), ...w });
        }
      }
    }
    // How much of the board's largest drawing its clip boxes, its own
    // viewport and the figure's frame leave out (a phone's close-up of a map
    // that cannot be panned in a picture: Extinction's island wider than the
    // page, ExtracZon's map zoomed to a window of its tiles). What it draws
    // is the union of its parts' boxes, which an svg's viewBox does not clip.
    const area = (r) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
    const drawings = [...(board?.querySelectorAll('svg') ?? [])].map((e) => [e, e.getBoundingClientRect()]).sort((a, b) => area(b[1]) - area(a[1]));
    let cut = 0;
    if (drawings.length && area(drawings[0][1]) > 0) {
      const [e, r] = drawings[0];
      const drawn = [...e.querySelectorAll('*')]
        .map((p) => p.getBoundingClientRect())
        .filter((p) => p.width > 0 && p.height > 0)
        .reduce((u, p) => ({ left: Math.min(u.left, p.left), top: Math.min(u.top, p.top), right: Math.max(u.right, p.right), bottom: Math.max(u.bottom, p.bottom) }), box(r));
      const frame = fig.querySelector('.figure-clip')?.getBoundingClientRect() ?? r;
      const v = seen(e, r);
      const shown = { left: Math.max(v.left, frame.left, drawn.left), top: Math.max(v.top, frame.top, drawn.top), right: Math.min(v.right, frame.right, drawn.right), bottom: Math.min(v.bottom, frame.bottom, drawn.bottom) };
      cut = 1 - area(shown) / area(drawn);
    }
    const labels = [...fig.querySelectorAll('figcaption li[data-label]')].map((li) => {
      const n = li.dataset.label;
      // The badge may mark any of the elements the selector finds (the first
      // whose corner is clear of words).
      const named = [...(board?.querySelectorAll(li.dataset.at) ?? [])].slice(0, 40);
      const rects = named.map((e) => box(e.getBoundingClientRect()));
      const badge = fig.querySelector(`.figure-badge[data-label="${n}"]`);
      const b = badge?.getBoundingClientRect();
      // The things beside those it names (their parents' other children, not
      // one drawn all round them, such as a map's layer of streets): a badge
      // whose centre is on one of them reads as that one's.
      const inside = (r, p) => p.x > r.left + 1 && p.x < r.right - 1 && p.y > r.top + 1 && p.y < r.bottom - 1;
      const around = (r, e) => { const o = e.getBoundingClientRect(); return r.left <= o.left && r.top <= o.top && r.right >= o.right && r.bottom >= o.bottom; };
      const beside = [...new Set(named.flatMap((e) => [...(e.parentElement?.children ?? [])].filter((k) => !named.includes(k) && !around(k.getBoundingClientRect(), e))))];
      return {
        n,
        at: li.dataset.at,
        text: li.textContent.trim(),
        rects,
        rect: rects[0] ?? null,
        badge: b ? centre(b) : null,
        on: b ? beside.filter((k) => inside(k.getBoundingClientRect(), centre(b))).map((k) => `${k.tagName.toLowerCase()}.${[...k.classList].join('.')}`) : [],
        // The words the badge lies over, and how much of the badge they fill.
        covers: b ? words.filter((w) => hidden(w, b) > 0).map((w) => w.text) : [],
        hides: b ? words.reduce((sum, w) => sum + hidden(w, b), 0) / (b.width * b.height) : 0,
      };
    });
    const badges = [...fig.querySelectorAll('.figure-badge')].map((b) => b.dataset.label);
    // Focus: every control is tried; inert keeps it from taking focus.
    // Tap: the point at a control's centre must not hit anything of the board.
    const controls = [...(board?.querySelectorAll('button, a[href], input, select, textarea, [tabindex], [role="button"]') ?? [])];
    const focusable = [];
    const tappable = [];
    for (const c of controls) {
      c.focus({ preventScroll: true });
      if (document.activeElement === c) focusable.push(c.outerHTML.slice(0, 80));
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && board.contains(hit)) tappable.push(c.outerHTML.slice(0, 80));
    }
    // Words an element of the board cuts short: one that clips what
    // overflows it and holds only text wider than itself (Extrication's
    // "Runabou" on a phone, 4 Dec 2026). An ellipsis the page draws on
    // purpose is not a cut, nor words for screen readers only (a 1 px box).
    const clipped = clippers
      .filter((e) => e.children.length === 0 && e.textContent.trim() && e.checkVisibility() && e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).textOverflow !== 'ellipsis')
      .map((e) => `"${e.textContent.trim()}" (${e.scrollWidth} px in ${e.clientWidth})`);
    const svg = !!board?.querySelector('svg');
    const width = fig.getBoundingClientRect().width;
    return { svg, labels, badges, focusable, tappable, clipped, width, cut, page: document.documentElement.clientWidth };
  });
}

/** What is wrong with the figures `measure` reported; empty when nothing is. */
export function figureProblems(figures, where) {
  const problems = [];
  if (!figures.length) problems.push(`${where}: no figure`);
  figures.forEach((f, i) => {
    const at = `${where} figure ${i + 1}`;
    if (!f.svg) problems.push(`${at}: its board drew no svg`);
    if (f.width > f.page + 1) problems.push(`${at}: ${f.width} px wide on a ${f.page} px page`);
    // A picture cannot be panned: its board is shown whole (the build before
    // showed a phone 71 % of Extinction's island, cut at the right).
    if (f.cut > CUT) problems.push(`${at}: ${Math.round(100 * f.cut)} % of its board's drawing is out of the picture`);
    if (f.labels.length < 2) problems.push(`${at}: ${f.labels.length} labels`);
    for (const l of f.labels) {
      if (!l.text) problems.push(`${at} label ${l.n}: no words`);
      if (!l.rect) problems.push(`${at} label ${l.n}: "${l.at}" finds nothing on the board`);
      if (!l.badge) problems.push(`${at} label ${l.n}: no badge`);
      if (l.rect && l.badge) {
        const { x, y } = l.badge;
        const near = (r) => x >= r.left - SLACK && x <= r.right + SLACK && y >= r.top - SLACK && y <= r.bottom + SLACK;
        if (!(l.rects ?? [l.rect]).some(near)) {
          problems.push(`${at} label ${l.n}: its badge at ${Math.round(x)},${Math.round(y)} is not over "${l.at}"`);
        }
      }
      // The Infiltrator's card had its badge on the corner of the card beside it (4 Dec 2026).
      if (l.on?.length) problems.push(`${at} label ${l.n}: its badge sits on ${l.on.join(', ')}, beside "${l.at}"`);
      if (l.hides > HIDES) problems.push(`${at} label ${l.n}: ${Math.round(100 * l.hides)} % of its badge lies over the board's words "${l.covers.join('", "')}"`);
    }
    const listed = f.labels.map((l) => l.n).join(',');
    if (f.badges.join(',') !== listed.split(',').filter((n) => f.labels.find((l) => l.n === n)?.rect).join(',')) {
      problems.push(`${at}: badges ${f.badges.join(',')} against caption labels ${listed}`);
    }
    for (const c of new Set(f.clipped ?? [])) problems.push(`${at}: cuts the words ${c}`);
    for (const c of f.focusable) problems.push(`${at}: takes focus: ${c}`);
    for (const c of f.tappable) problems.push(`${at}: takes a tap: ${c}`);
  });
  return problems;
}

async function checkEveryRulesPage(page, base, size) {
  const problems = [];
  for (const { slug } of EVERY_GAME) {
    await open(page, `${base}#/rules/${slug}`, 'rules');
    await page.locator('[data-testid="rules-figure"] .figure-badge').first().waitFor({ state: 'attached' });
    // A figure is read once it has settled: a roll's dice tumble for a
    // moment, and the board around them takes its room when they stop
    // (a target's pulse and a token's halo go on for ever).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 10_000 });
    if ((await page.evaluate(() => scrollY)) !== 0) problems.push(`${slug}: the page opened scrolled to ${await page.evaluate(() => scrollY)}`);
    // No part of the page (a table of the rules, a figure) is wider than the
    // screen: a phone would show the whole page zoomed out and shifted.
    const wide = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (wide[0] > wide[1]) problems.push(`${slug}: the page is ${wide[0]} px wide on a ${wide[1]} px screen`);
    // Each figure is measured in view, so a tap can be tried at its controls.
    const count = await page.locator('[data-testid="rules-figure"]').count();
    const figures = [];
    for (let i = 0; i < count; i++) {
      await page.locator('[data-testid="rules-figure"]').nth(i).scrollIntoViewIfNeeded();
      figures.push((await page.evaluate(measure))[i]);
    }
    problems.push(...figureProblems(figures, `${slug} at ${size}`));
    // On a tablet a picture is seen whole, without scrolling through it
    // (The End Is Nigh's clock, as wide as its column, made one 773 px tall
    // at 1024x768 until 5 Dec 2026). A phone lays the board out in one
    // column, taller than its screen, and the caption names what is below.
    const tall = await page.evaluate(() =>
      innerWidth < 600 ? [] : [...document.querySelectorAll('[data-testid="rules-figure"] .figure-frame')].map((f) => Math.round(f.getBoundingClientRect().height)).filter((h) => h > innerHeight),
    );
    for (const h of tall) problems.push(`${slug} at ${size}: a picture ${h} px tall on a screen of ${size.split('x')[1]}`);
    // Tab through the whole page: focus never lands in a figure.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('[data-testid="rules-figure"]'));
      if (inside) {
        problems.push(`${slug}: Tab reached a control inside a figure`);
        break;
      }
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

export default [
  {
    name: 'every rules page draws its figures with their labels at tablet size, no wider than the screen and each no taller',
    viewport: { width: 1024, height: 768 },
    timeout: 120_000,
    run: ({ page, base }) => checkEveryRulesPage(page, base, '1024x768'),
  },
  {
    name: 'every rules page draws its figures with their labels on a tablet held upright, no wider than the screen and each no taller',
    viewport: { width: 768, height: 1024 },
    touch: true,
    timeout: 120_000,
    run: ({ page, base }) => checkEveryRulesPage(page, base, '768x1024'),
  },
  {
    name: 'every rules page draws its figures with their labels on a phone, no wider than the screen',
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 120_000,
    run: ({ page, base }) => checkEveryRulesPage(page, base, '390x844'),
  },
  {
    // Positive control: a label whose selector finds nothing on the board
    // fails the check, both as data and when written into a real figure, and
    // so does a word cut short in a real figure.
    name: 'a label that names nothing on the board, a badge over its words, or a word cut short fails the check',
    async run({ page, base }) {
      const good = { svg: true, width: 300, page: 390, focusable: [], tappable: [], badges: ['1', '2'] };
      const label = (n, rect) => ({ n, at: `.x${n}`, text: 'words', rect, badge: { x: 10, y: 10 } });
      const rect = { left: 0, top: 0, right: 20, bottom: 20 };
      const fine = figureProblems([{ ...good, labels: [label('1', rect), label('2', rect)] }], 'unit');
      if (fine.length) throw new Error(`a good figure fails: ${fine.join('; ')}`);
      const lost = figureProblems([{ ...good, badges: ['1'], labels: [label('1', rect), { ...label('2', null), badge: null }] }], 'unit');
      if (!lost.some((p) => p.includes('finds nothing'))) throw new Error(`a label naming nothing passes: ${lost.join('; ')}`);
      const far = figureProblems([{ ...good, labels: [label('1', rect), { ...label('2', rect), badge: { x: 200, y: 200 } }] }], 'unit');
      if (!far.some((p) => p.includes('is not over'))) throw new Error('a badge far from its element passes');
      const over = figureProblems([{ ...good, labels: [label('1', rect), { ...label('2', rect), covers: ['Spun 9: place barrier'], hides: 0.45 }] }], 'unit');
      if (!over.some((p) => p.includes("lies over the board's words"))) throw new Error("a badge over the board's words passes");
      const astray = figureProblems([{ ...good, labels: [label('1', rect), { ...label('2', rect), on: ['span.ep-played'] }] }], 'unit');
      if (!astray.some((p) => p.includes('sits on span.ep-played'))) throw new Error('a badge on the thing beside its own passes');

      await open(page, `${base}#/rules/extrication`, 'rules');
      await page.locator('[data-testid="rules-figure"] .figure-badge').first().waitFor({ state: 'attached' });
      await page.evaluate(() => {
        const li = document.createElement('li');
        li.dataset.label = '9';
        li.dataset.at = '.nothing-has-this-class';
        li.textContent = 'A label for nothing';
        document.querySelector('[data-testid="rules-figure"] .figure-labels').append(li);
      });
      const broken = figureProblems((await page.evaluate(measure)).slice(0, 1), 'injected');
      if (!broken.some((p) => p.includes('.nothing-has-this-class'))) throw new Error(`the injected label passes: ${broken.join('; ')}`);
      // A ship's name squeezed into half its width, as a phone squeezed "Runabout".
      await page.evaluate(() => {
        const name = document.querySelector('[data-testid="rules-figure"] .xt-ship-name');
        const range = document.createRange();
        range.selectNodeContents(name);
        name.style.maxWidth = `${range.getBoundingClientRect().width / 2}px`;
      });
      const squeezed = figureProblems((await page.evaluate(measure)).slice(0, 1), 'squeezed');
      if (!squeezed.some((p) => p.includes('cuts the words'))) throw new Error(`a ship's name cut in half passes: ${squeezed.join('; ')}`);
    },
  },
];
