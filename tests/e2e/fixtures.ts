import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * How hard the renderer is pushed in this run (E2E_RENDER):
 * - `normal` (default): the app as it ships;
 * - `low`: every page opens with `?render=low` (no shadows, half the pixel ratio): frames come much faster;
 * - `slow`: the page's CPU is throttled through the DevTools protocol (E2E_CPU_RATE, default 4): frames come much slower.
 * The suite must pass in all three: tests wait for conditions, never for time.
 */
export const RENDER = (process.env.E2E_RENDER ?? 'normal') as 'normal' | 'low' | 'slow';
if (!['normal', 'low', 'slow'].includes(RENDER)) throw new Error(`E2E_RENDER must be normal, low or slow, not ${RENDER}`);
const CPU_RATE = Number(process.env.E2E_CPU_RATE ?? 4);

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
}

/** Applies this run's render setting to a browser context (every page it opens). */
export async function prepareContext(context: BrowserContext): Promise<void> {
  if (RENDER === 'low') {
    await context.addInitScript(() => {
      const url = new URL(window.location.href);
      if (url.origin !== 'null' && !url.searchParams.has('render')) {
        url.searchParams.set('render', 'low');
        window.history.replaceState(window.history.state, '', url);
      }
    });
  }
  if (RENDER === 'slow') {
    for (const page of context.pages()) await throttle(context, page);
    context.on('page', (page) => void throttle(context, page));
  }
}

/** Opens a page in a new context of its own (another person's device), with this run's render setting. */
export type OpenDevice = (viewport?: { width: number; height: number }, touch?: boolean) => Promise<Page>;

export const test = base.extend<{ device: OpenDevice }>({
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  // Every device a test opens is closed when the test ends, pass or fail: a device left open goes on drawing its
  // table (and holding its seat at an online table) through the tests after it, on a machine with two cores.
  device: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (viewport = { width: 1280, height: 800 }, touch = false) => {
      const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
      opened.push(context);
      await prepareContext(context);
      return context.newPage();
    });
    for (const context of opened) await context.close().catch(() => undefined);
  },
});

export { expect };
export type { Page };
