// The board fits the screen without scrolling on a tablet in landscape and
// portrait and on a phone, and the prompt stays in view on tablets.

import { startGame, tid, waitForHumanTurn } from './lib/app.mjs';

const SCREENS = [
  { name: 'tablet landscape', viewport: { width: 1024, height: 768 }, prompt: true },
  { name: 'tablet portrait', viewport: { width: 768, height: 1024 }, prompt: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, prompt: false },
];

export default SCREENS.map(({ name, viewport, prompt }) => ({
  name: `the board fits a ${name} (${viewport.width}x${viewport.height})`,
  viewport,
  timeout: 60_000,
  async run({ page, base }) {
    await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
    await waitForHumanTurn(page);
    const box = await page.evaluate(() => {
      const svgs = [...document.querySelectorAll('[data-testid="play"] svg')];
      const area = (e) => e.getBoundingClientRect().width * e.getBoundingClientRect().height;
      svgs.sort((a, b) => area(b) - area(a));
      const r = svgs[0].getBoundingClientRect();
      const p = document.querySelector('[data-testid="prompt"]').getBoundingClientRect();
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width, height: r.height, promptTop: p.top, promptBottom: p.bottom, w: innerWidth, h: innerHeight };
    });
    const slack = 1;
    if (box.top < -slack || box.left < -slack || box.bottom > box.h + slack || box.right > box.w + slack) {
      throw new Error(`the board (${JSON.stringify(box)}) does not fit the ${box.w}x${box.h} screen`);
    }
    if (Math.min(box.width, box.height) < Math.min(box.w, box.h) * 0.5) {
      throw new Error(`the board is only ${box.width.toFixed(0)}x${box.height.toFixed(0)} px on a ${box.w}x${box.h} screen`);
    }
    if (prompt && (box.promptTop < 0 || box.promptBottom > box.h)) throw new Error('the prompt is off screen');
    return `board ${box.width.toFixed(0)}x${box.height.toFixed(0)} px`;
  },
}));
