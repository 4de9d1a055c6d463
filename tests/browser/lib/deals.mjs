// Every test deals its games from a seed of its own, so a whole game runs the
// same length on every run and a failure can be played again. The app draws
// every random number it uses (the deal, the dice, a bot's playouts, a save
// id's salt) from crypto.getRandomValues (kit::browser::fresh_seed), so the
// page's generator is swapped for a seeded one before the app loads. The taps
// are seeded already (app.mjs `seeded`), so only timing is left to vary.
//
// BROWSER_DEALS=random deals as a player's browser does, to look for a bug
// the fixed deals miss; BROWSER_DEALS=N moves every test to other fixed deals.
// The thousands of seeded games of the native harness cover the rules; these
// seeds only pin which of them the browser plays.

const SETTING = process.env.BROWSER_DEALS ?? '';

/** The seed a test deals from: its name's FNV-1a hash, moved by BROWSER_DEALS=N. */
export function dealSeed(name) {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  const shift = Number(SETTING);
  return Number.isInteger(shift) ? (h ^ shift) >>> 0 : h;
}

/**
 * Makes every page of `context` draw its random bytes from `seed`, unless
 * BROWSER_DEALS=random. Each page load starts the sequence again, as a new
 * deal from the same seed. Returns the seed (null when random), for a
 * failure's message.
 */
export async function seedDeals(context, seed) {
  if (SETTING === 'random') return null;
  await context.addInitScript((seed) => {
    let a = seed >>> 0;
    const next = () => {
      // mulberry32, as app.mjs's `seeded`.
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    crypto.getRandomValues = (array) => {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = next() & 0xff;
      return array;
    };
  }, seed);
  return seed;
}
