// Starts Debian's chromium through playwright-core: never a downloaded browser.
// Each test gets a fresh profile, so localStorage starts empty.

import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

// Without the background-networking flags chromium stalls on refused
// connections on a machine with no internet.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// BROWSER_CPU_SLOWDOWN=N runs every page N times slower (Chromium's own CPU
// throttling), as on a cheap tablet: the timing bugs a table meets there,
// such as a queued double tap landing on the next screen, show on a fast
// machine too. Off by default: the suite's timeouts are set for full speed.
const SLOWDOWN = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

/**
 * Opens a browser with a fresh user data dir. Returns { context, close }.
 * `viewport` defaults to a tablet in landscape; `touch` makes it a phone or
 * tablet with a touch screen and no hover (so hover styles stay off). Any
 * other option goes to playwright's launchPersistentContext as it is.
 */
export async function openBrowser({ viewport = { width: 1024, height: 768 }, touch = false, ...more } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'endgames-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    ...more,
  });
  if (SLOWDOWN > 1) {
    await Promise.all(context.pages().map((page) => throttle(context, page)));
    context.on('page', (page) => throttle(context, page).catch(() => {}));
  }
  return {
    context,
    close: async () => {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Watches a page for console errors and uncaught exceptions; `check()` throws
 * if any were seen. Every browser test calls it at its end.
 */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught exception: ${err.message}`));
  page.on('crash', () => errors.push('the page crashed'));
  return {
    errors,
    check() {
      if (errors.length) throw Object.assign(new Error(errors.join('\n')), { fromWatch: true });
    },
  };
}
