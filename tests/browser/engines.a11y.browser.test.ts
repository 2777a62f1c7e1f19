import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startPreview } from '../../tooling/dev/preview.mjs';
import { irmPages, navLinks } from '../../content/navigation';
import {
  ENGINES,
  launchEngine,
  type Engine,
  type EngineName,
  type EnginePage,
} from '../support/browser/engines';

// The widgets' keyboard behaviour and the states a screen reader announces (roles, names,
// aria-expanded, focus), on the built site in Chromium, Firefox ESR and WebKitGTK: each test is
// written once and runs in every engine. Only widgets and keyboard: the page-level sweeps (axe,
// reflow, every page) stay Chromium's. Names come from the locales.
type Strings = Record<string, unknown>;
const strings = (lng: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Strings;
const text = (file: Strings, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], file);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
};
const common = { en: strings('en', 'common'), es: strings('es', 'common') };
const contact = { es: strings('es', 'contact') };

let site: { url: string; close: () => Promise<void> };
let examples: { url: string; close: () => Promise<void> };
// Every engine starts at once (launching is mostly waiting), each engine's tests when it is up.
const launched = new Map<EngineName, Promise<Engine>>();
beforeAll(async () => {
  site = await startPreview({ dir: 'dist', port: 0 });
  examples = await startPreview({ dir: 'build/examples', port: 0 });
  for (const name of ENGINES) {
    const engine = launchEngine(name, site.url);
    engine.catch(() => {}); // reported by the engine's own tests
    launched.set(name, engine);
  }
});
afterAll(async () => {
  await Promise.all(
    [...launched.values()].map((engine) =>
      engine.then(
        (e) => e.close(),
        () => {},
      ),
    ),
  );
  await site?.close();
  await examples?.close();
});

/** Presses Tab until `done` says so about what has focus (at most `limit` presses). */
async function tabUntil(
  page: EnginePage,
  done: (focused: { role: string | null; name: string; inBanner: boolean } | null) => boolean,
  limit = 8,
) {
  const stops = [];
  for (let press = 0; press < limit; press += 1) {
    await page.press('Tab');
    const focused = await page.run((probe) => probe.focused());
    stops.push(focused && `${focused.role} “${focused.name}”`);
    if (done(focused)) return focused!;
  }
  throw new Error(`${page.engine}: not reached after ${limit} Tabs: ${stops.join(', ')}`);
}

describe.each(ENGINES)('%s', (engineName) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launched.get(engineName)!;
  });

  describe('IRM dropdown and an accordion, /Documents at 1280 px', () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await engine.open('/Documents', 1280);
    });

    it('Tab reaches IRM (current section); Enter opens it; Tab visits every link; Escape closes it and focus returns', async () => {
      const irmName = `${text(common.en, 'nav.irm')} ${text(common.en, 'nav.irmCurrent')}`;
      const irm = await tabUntil(page, (focused) => focused?.name === irmName);
      expect(irm).toMatchObject({ role: 'button', expanded: 'false', inBanner: true, ring: true });
      await page.press('Enter');
      await page.until('true', (probe) => probe.focused()?.expanded ?? null);
      for (const id of irmPages) {
        await page.press('Tab');
        expect(await page.run((probe) => probe.focused())).toMatchObject({
          role: 'link',
          name: text(common.en, `pages.${id}`),
          inBanner: true,
          ring: true,
          inView: true,
        });
      }
      await page.press('Escape');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        role: 'button',
        name: irmName,
        expanded: 'false',
      });
      const solutions = text(common.en, `pages.${irmPages[0]}`);
      expect(
        await page.run((probe, name) => probe.all('header a', 'link', name).length, solutions),
      ).toBe(0);
    });

    it('accordion: Enter and Space toggle aria-expanded and show the panel; focus stays', async () => {
      const state = () =>
        page.run((probe) => {
          const trigger = document.activeElement!;
          return [trigger.getAttribute('aria-expanded'), probe.shown(probe.controlled(trigger)!)];
        });
      const trigger = await page.run((probe) =>
        probe.focus(probe.one('main :is(h2, h3, h4) > button[aria-expanded]')),
      );
      expect(trigger).toMatchObject({ role: 'button', expanded: 'false' });
      expect(await state()).toEqual(['false', false]);
      await page.press('Enter');
      await page.until(['true', true], () => {
        const element = document.activeElement!;
        const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
        return [element.getAttribute('aria-expanded'), !!panel && panel.checkVisibility()];
      });
      expect((await page.run((probe) => probe.focused()))?.name).toBe(trigger!.name);
      await page.press('Space');
      expect(await state()).toEqual(['false', false]);
      await page.press('Space');
      expect(await state()).toEqual(['true', true]);
    });
  });

  describe('mobile menu, /es/ at 375 px', () => {
    let page: EnginePage;
    const menuName = text(common.es, 'nav.menu');
    beforeAll(async () => {
      page = await engine.open('/es/', 375);
    });

    it('Tab reaches Menú; Enter opens it and Tab enters it; Escape closes it and focus returns', async () => {
      const menu = await tabUntil(page, (focused) => focused?.name === menuName);
      expect(menu).toMatchObject({ role: 'button', expanded: 'false', inBanner: true, ring: true });
      await page.press('Enter');
      await page.until(['true', true], (probe) => {
        const button = document.activeElement!;
        return [button.getAttribute('aria-expanded'), probe.shown(probe.controlled(button)!)];
      });
      await page.press('Tab');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        role: 'link',
        name: text(common.es, 'pages.home'),
        ring: true,
        inView: true,
      });
      await page.press('Escape');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        role: 'button',
        name: menuName,
        expanded: 'false',
      });
      expect(
        await page.run(
          (probe, name) => probe.all('header a', 'link', name).length,
          text(common.es, 'pages.home'),
        ),
      ).toBe(0);
    });

    // Issue 24, audit finding 3: while the panel covers the page, the page behind is inert.
    it('while the menu is open, nothing in main can take focus', async () => {
      await page.run(
        (probe, name) => probe.focus(probe.one('header button', 'button', name)),
        menuName,
      );
      await page.press('Enter');
      await page.until('true', (probe) => probe.focused()?.expanded ?? null);
      // Once the frame that shows the panel is painted (SiteNavigation).
      await page.until(true, () => document.querySelector('main')!.closest('[inert]') !== null);
      const focusedInMain = await page.run(async (probe) => {
        probe.focus(document.querySelector('main a[href], main button')!);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return probe.focused()?.inMain ?? false;
      });
      await page.press('Escape');
      expect(focusedInMain).toBe(false);
    });

    // Issue 24, audit finding 4: Escape closes the innermost open list first.
    it('Escape in the open IRM list closes that list only; focus returns to its button', async () => {
      await page.run(
        (probe, name) => probe.focus(probe.one('header button', 'button', name)),
        menuName,
      );
      await page.press('Enter');
      await page.until('true', (probe) => probe.focused()?.expanded ?? null);
      const irm = text(common.es, 'nav.irm');
      const sub = await page.run(
        (probe, name) =>
          probe.focus(probe.all('header button').find((b) => probe.name(b).startsWith(name))!),
        irm,
      );
      if (sub?.expanded === 'false') await page.press('Enter');
      await page.press('Tab');
      expect((await page.run((probe) => probe.focused()))?.role).toBe('link');
      await page.press('Escape');
      const after = await page.run((probe) => probe.focused());
      const menuOpen = await page.run(
        (probe, name) =>
          probe.all('header button', 'button', name)[0]?.getAttribute('aria-expanded'),
        menuName,
      );
      if (menuOpen === 'true') await page.press('Escape');
      expect(after).toMatchObject({ role: 'button', expanded: 'false' });
      expect(after?.name.startsWith(irm)).toBe(true);
      expect(menuOpen).toBe('true');
    });

    // Issue 34: a page chosen in the menu opened while the panel stayed open over it.
    it('choosing a page in the open menu closes the panel; focus moves to the new page’s h1', async () => {
      await page.run(
        (probe, name) => probe.focus(probe.one('header button', 'button', name)),
        menuName,
      );
      await page.press('Enter');
      await page.until('true', (probe) => probe.focused()?.expanded ?? null);
      // The first page of the list after the IRM item (another page than this one).
      const chosen = await page.run(
        (probe, name) => {
          const link = probe.one('header nav a[href]', 'link', name) as HTMLAnchorElement;
          link.focus();
          return link.pathname;
        },
        text(common.es, `pages.${navLinks[0]!.page}`),
      );
      await page.press('Enter');
      await page.until(chosen, () => location.pathname);
      expect(
        await page.until(
          ['h1', 'false', false],
          (probe, name) => {
            const toggle = probe.all('header button', 'button', name)[0]!;
            return [
              document.activeElement!.tagName.toLowerCase(),
              toggle.getAttribute('aria-expanded'),
              probe.shown(probe.controlled(toggle)!),
            ];
          },
          menuName,
        ),
      ).toEqual(['h1', 'false', false]);
    });
  });

  describe('Read More, /ncua at 1280 px', () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await engine.open('/ncua', 1280);
    });

    // Issue 24, audit finding 1: Read More exposes aria-expanded and keeps one name.
    it('Enter toggles aria-expanded; the name stays; focus stays', async () => {
      const readMore = text(common.en, 'cards.readMore');
      const before = await page.run(
        (probe, label) =>
          probe.focus(
            probe.all('main button').find((button) => button.textContent?.trim() === label)!,
          ),
        readMore,
      );
      expect(before).toMatchObject({ role: 'button', expanded: 'false' });
      await page.press('Enter');
      const after = await page.until('true', (probe) => probe.focused()?.expanded ?? null);
      expect(after).toBe('true');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        role: 'button',
        name: before!.name,
      });
      await page.press('Enter');
      await page.until('false', (probe) => probe.focused()?.expanded ?? null);
    });
  });

  describe('skip link, then a click in the text, /ncua at 1280 px', () => {
    // Issue 34, audit F3: after the skip link, a click on a paragraph far down and Tab went back
    // to the first control of main (main kept the focus the skip link gave it).
    it('Tab goes on from the clicked paragraph, not from the start of main', async () => {
      const page = await engine.open('/ncua', 1280);
      await page.press('Tab');
      await page.press('Enter');
      await page.until(true, (probe) => probe.focused()?.inMain ?? false);
      const point = await page.run(() => {
        window.scrollTo({ top: 1800, behavior: 'instant' });
        const paragraph = [...document.querySelectorAll('main p')].find((candidate) => {
          const box = candidate.getBoundingClientRect();
          return box.top > 200 && box.bottom < innerHeight - 100 && box.width > 200;
        })!;
        paragraph.setAttribute('data-clicked', '');
        const box = paragraph.getBoundingClientRect();
        return { x: box.left + 40, y: box.top + 8 };
      });
      await page.clickAt(point.x, point.y);
      await page.press('Tab');
      expect(
        await page.run((probe) => {
          const paragraph = document.querySelector('[data-clicked]')!;
          const focused = document.activeElement!;
          return {
            after: !!(
              paragraph.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING
            ),
            inView: probe.describe(focused)?.inView ?? false,
          };
        }),
      ).toEqual({ after: true, inView: true });
    });
  });

  // Issue 34, audit F10: after an in-app navigation the new page scrolled smoothly from the old
  // page's offset to the top for about a second, with focus already on its h1 above the screen.
  it('a page opened from the footer starts at the top as its h1 takes focus (no scroll animation)', async () => {
    const page = await engine.open('/glba', 1280);
    const chosen = await page.run(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('footer nav a[href]')].find(
        (candidate) => candidate.pathname !== location.pathname,
      )!;
      link.scrollIntoView({ block: 'center', behavior: 'instant' });
      link.focus({ preventScroll: true });
      const record = window as unknown as { scrolledWhenFocused?: number };
      document.addEventListener('focusin', (event) => {
        if ((event.target as Element).matches('main h1'))
          requestAnimationFrame(() => (record.scrolledWhenFocused = window.scrollY));
      });
      return { path: link.pathname, scrolled: window.scrollY };
    });
    expect(chosen.scrolled).toBeGreaterThan(900);
    await page.press('Enter');
    await page.until(chosen.path, () => location.pathname);
    expect(
      await page.until(0, () => {
        const record = window as unknown as { scrolledWhenFocused?: number };
        return record.scrolledWhenFocused ?? -1;
      }),
    ).toBe(0);
  });

  describe('skip link and the error summary, /es/newContact at 1280 px', () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await engine.open('/es/newContact', 1280);
    });

    it('the first Tab shows the skip link; Enter moves focus into main, and the next Tab stays there', async () => {
      await page.press('Tab');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        role: 'link',
        name: text(common.es, 'skipLink'),
        ring: true,
        inView: true,
      });
      await page.press('Enter');
      await page.until(true, (probe) => probe.focused()?.inMain ?? false);
      await page.press('Tab');
      expect(await page.run((probe) => probe.focused())).toMatchObject({
        inMain: true,
        ring: true,
      });
    });

    it('an empty submit focuses the error summary; each of its links moves focus to its field', async () => {
      const submit = text(contact.es, 'form.submit');
      await page.run(
        (probe, name) => probe.focus(probe.one('main button', 'button', name)),
        submit,
      );
      await page.press('Enter');
      const title = text(contact.es, 'form.summaryTitle');
      await page.until(
        true,
        (probe, heading) => {
          const focused = document.activeElement!;
          return (
            focused.closest('form') !== null &&
            (focused.textContent ?? '').includes(heading) &&
            probe.describe(focused)!.inView
          );
        },
        title,
      );
      const links = await page.run(() =>
        [...document.activeElement!.querySelectorAll('a[href^="#"]')].map((link) =>
          link.getAttribute('href')!.slice(1),
        ),
      );
      expect(links.length).toBe(3);
      const errors = ['nameRequired', 'emailRequired', 'messageRequired'].map((key) =>
        text(contact.es, `errors.${key}`),
      );
      const labels = ['name', 'email', 'message'].map((key) => text(contact.es, `form.${key}`));
      // The first by keyboard from the summary, the others focused and pressed.
      await page.press('Tab');
      for (const [index, target] of links.entries()) {
        if (index > 0) {
          await page.run(
            (probe, id) => probe.focus(document.querySelector(`a[href="#${id}"]`)!),
            target,
          );
        }
        expect(await page.run((probe) => probe.focused())).toMatchObject({
          role: 'link',
          name: errors[index],
        });
        await page.press('Enter');
        const field = await page.until(target, () => document.activeElement!.id);
        expect(field).toBe(target);
        // Scrolled into view (smoothly, where motion is allowed).
        await page.until(true, (probe) => probe.focused()?.inView ?? false);
        const described = await page.run((probe) => probe.focused());
        expect(described).toMatchObject({ role: 'textbox', invalid: 'true' });
        expect(described!.name.startsWith(labels[index]!)).toBe(true);
      }
    });

    // Issue 24, audit finding 2: every field says it is required.
    it('every field is required (required or aria-required)', async () => {
      const required = await page.run((probe) =>
        probe
          .all('main form :is(input:not([type="hidden"]), textarea)')
          .map((field) => probe.describe(field)!.required),
      );
      expect(required.length).toBe(3);
      expect(required).toEqual([true, true, true]);
    });
  });

  describe('kit examples (build/examples) at 1280 px', () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await engine.open(`${examples.url}/`, 1280);
    });

    it('in every example, the first disclosure toggles aria-expanded with Enter, back with Space; focus stays', async () => {
      const examples = await page.run((probe) =>
        [...document.querySelectorAll('main section[id]')]
          .filter((section) => probe.all(`#${section.id} button[aria-expanded]`).length > 0)
          .map((section) => section.id),
      );
      expect(examples.length).toBeGreaterThan(1);
      const wrong: string[] = [];
      for (const id of examples) {
        const before = await page.run(
          (probe, section) => probe.focus(probe.one(`#${section} button[aria-expanded]`)),
          id,
        );
        await page.press('Enter');
        const afterEnter = await page.run((probe) => probe.focused());
        await page.press('Space');
        const afterSpace = await page.run((probe) => probe.focused());
        const flipped = before!.expanded === 'true' ? 'false' : 'true';
        if (
          afterEnter?.name !== before!.name ||
          afterEnter?.expanded !== flipped ||
          afterSpace?.name !== before!.name ||
          afterSpace?.expanded !== before!.expanded
        )
          wrong.push(
            `${id} “${before!.name}”: ${before!.expanded} → Enter “${afterEnter?.name}” ${afterEnter?.expanded} → Space “${afterSpace?.name}” ${afterSpace?.expanded}`,
          );
      }
      expect(wrong).toEqual([]);
    });
  });
});

// Every supported Firefox ESR runs these tests: the harness drives Firefox with no `emulation.*`
// command, which ESR 140 lacks (Puppeteer's setViewport sends emulation.setScreenOrientationOverride,
// known from Firefox 144), and the viewport still takes the width asked for.
describe('firefox: commands every supported ESR knows', () => {
  it('sizes the viewport to 375 and 1280 px without an emulation command', async () => {
    const engine = await launched.get('firefox')!;
    for (const width of [375, 1280]) {
      const page = await engine.open('/', width);
      expect(await page.run(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width);
      expect(await page.run(() => innerWidth)).toBe(width);
    }
    expect(engine.commands!().filter((name) => name.startsWith('emulation.'))).toEqual([]);
  });
});
