/**
 * Page-level checks the Chromium sweep runs in one load (tests/browser/sweep.a11y.browser.test.ts),
 * each returning what it found wrong (empty: nothing), so one page can report every failure.
 */
import type { Page } from 'playwright-core';
import { decodePng } from './png';

/**
 * Presses every collapsed, visible toggle in main, in document order (single-open groups end with
 * their last one open). In the page: a click event per toggle, as a keyboard press or assistive
 * technology sends it, and React commits each before the next. Returns how many were pressed, and
 * what changed: a selector for each part of the document that is not as it was before the presses
 * (see `changedParts`), so that only those need checking again.
 */
export async function expandEverything(
  page: Page,
): Promise<{ pressed: number; changed: string[] }> {
  const pressed = await page.evaluate(() => {
    // Every change from the first press until the page has settled (a part whose code loads on
    // the first press renders later): read by changedParts.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
    });
    (window as unknown as { sweepChanges: unknown }).sweepChanges = { observer, records };
    let count = 0;
    // Disclosures say their state with aria-expanded; Read More cards in their toggle's name,
    // with the text they control hidden until then.
    const collapsed = (toggle: HTMLButtonElement) =>
      toggle.hasAttribute('aria-expanded')
        ? toggle.getAttribute('aria-expanded') === 'false'
        : document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden === true;
    const toggles = [
      ...document.querySelectorAll<HTMLButtonElement>(
        'main button[aria-expanded], main li > button[aria-controls]',
      ),
    ];
    const open = (box: Element) =>
      toggles
        .filter((toggle) => box.contains(toggle) && !collapsed(toggle))
        .map((toggle) => toggles.indexOf(toggle))
        .join();
    // A part whose code loads when needed (src/components/Deferred) holds a press and acts on it
    // once it runs: the toggles open in it until then.
    const waiting: { box: Element; open: string }[] = [];
    for (const toggle of toggles) {
      if (!collapsed(toggle) || toggle.getClientRects().length === 0) continue;
      const box = toggle.closest('[data-deferred]');
      if (box && !waiting.some((part) => part.box === box)) waiting.push({ box, open: open(box) });
      toggle.click();
      count += 1;
    }
    (window as unknown as { sweepWaiting: () => boolean }).sweepWaiting = () =>
      waiting.some((part) => open(part.box) === part.open);
    return count;
  });
  // Every such part has run: its held press opened something.
  await page.waitForFunction(
    () => !(window as unknown as { sweepWaiting: () => boolean }).sweepWaiting(),
    undefined,
    { timeout: 15_000 },
  );
  await settle(page);
  // Back to the top: a target scrolled under the sticky header would count as obscured.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  return { pressed, changed: await changedParts(page) };
}

/**
 * The parts of the document the presses changed, as selectors (`:root > body:nth-child(2) > …`),
 * none inside another: each element with an attribute whose value is not what it was (a state
 * such as aria-expanded or hidden; one set and then removed again does not count), or whose
 * children or text changed; with its parent (whose look can follow it: a sibling or :has()
 * selector) and the element each changed toggle controls. The root or body among them stands for
 * the whole document.
 */
function changedParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { observer, records } = (
      window as unknown as {
        sweepChanges: { observer: MutationObserver; records: MutationRecord[] };
      }
    ).sweepChanges;
    records.push(...observer.takeRecords());
    observer.disconnect();
    const changed = new Set<Element>();
    const before = new Map<Element, Map<string, string | null>>();
    /** The elements a stylesheet's rules select (user-action states and pseudo-elements aside). */
    const styledBy = (sheet: CSSStyleSheet | null): Element[] | undefined => {
      const elements: Element[] = [];
      const walk = (rules: CSSRuleList): boolean =>
        [...rules].every((rule) => {
          if (rule instanceof CSSStyleRule) {
            if (rule.cssRules.length > 0) return false; // nested rules: not read here
            const selector = rule.selectorText.replace(
              /::?(?:before|after|marker|placeholder|selection|backdrop|first-line|first-letter|hover|active|focus-visible|focus-within|focus)\b/g,
              '',
            );
            try {
              elements.push(...document.querySelectorAll(selector || '*'));
              return true;
            } catch {
              return false;
            }
          }
          if ('cssRules' in rule) return walk((rule as CSSGroupingRule).cssRules);
          return true; // @font-face, @keyframes, @property…: no element of their own
        });
      return sheet && walk(sheet.cssRules) ? elements : undefined;
    };
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (!target) continue;
      if (target.closest('head')) {
        // In the head only a new stylesheet changes how the page looks (where its rules apply);
        // a script or preload does not. Anything else counts as the whole document.
        if (record.type === 'childList' && target === document.head) {
          for (const node of [...record.addedNodes, ...record.removedNodes]) {
            if (node instanceof HTMLScriptElement) continue;
            if (node instanceof HTMLLinkElement && !/\bstylesheet\b/.test(node.rel)) continue;
            const styled =
              node.isConnected &&
              (node instanceof HTMLStyleElement || node instanceof HTMLLinkElement)
                ? styledBy(node.sheet)
                : undefined;
            if (styled) for (const element of styled) changed.add(element);
            else changed.add(document.documentElement);
          }
        } else changed.add(document.documentElement);
        continue;
      }
      if (record.type !== 'attributes') {
        changed.add(target);
        continue;
      }
      const old = before.get(target) ?? new Map<string, string | null>();
      before.set(target, old);
      // The first record of an attribute holds its value before the presses.
      if (!old.has(record.attributeName!)) old.set(record.attributeName!, record.oldValue);
    }
    for (const [element, old] of before) {
      for (const [name, value] of old) {
        if (element.getAttribute(name) !== value) changed.add(element);
      }
    }
    const parts = new Set<Element>();
    for (const element of changed) {
      if (!element.isConnected) continue;
      parts.add(element);
      if (element.parentElement) parts.add(element.parentElement);
      const controls = element.getAttribute('aria-controls');
      const controlled = controls ? document.getElementById(controls) : null;
      if (controlled) parts.add(controlled);
    }
    const outermost = [...parts].filter(
      (element) => ![...parts].some((other) => other !== element && other.contains(element)),
    );
    const selector = (element: Element): string => {
      const steps: string[] = [];
      for (let at = element; at !== document.documentElement; at = at.parentElement!) {
        steps.unshift(
          `${at.localName}:nth-child(${[...at.parentElement!.children].indexOf(at) + 1})`,
        );
      }
      return [':root', ...steps].join(' > ');
    };
    return outermost.map(selector);
  });
}

/**
 * Waits until the page has settled after presses: no transition or animation running, and the
 * document's height and scroll position unchanged for six frames (a widget keeps its pressed
 * toggle in view, scrolling, until its content's height has held for three:
 * src/components/keepInView.ts). Two seconds at most.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            (animation.playState === 'running' || animation.pending) &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    let last = '';
    let steady = 0;
    const until = performance.now() + 2000;
    while (steady < 6 && performance.now() < until) {
      await frame();
      const now = `${document.documentElement.scrollHeight} ${window.scrollX} ${window.scrollY}`;
      steady = now === last && !moving() ? steady + 1 : 0;
      last = now;
    }
  });
}

/** Sideways scroll of the document in px (WCAG 1.4.10: none at 320 px). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Resizes the viewport and waits until layout and the header's fit measurement have run. */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** sRGB relative luminance (WCAG 2.2). */
function luminance([r, g, b]: readonly number[]): number {
  const [R, G, B] = [r!, g!, b!].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

/** The contrast ratio of two sRGB colours (WCAG 2.2), at least 1. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A focus ring as drawn: its colour, and the box its outline's middle runs along (page px). */
type Ring = {
  name: string;
  colour: number[];
  left: number;
  top: number;
  right: number;
  bottom: number;
};

/** A screenshot's pixels (RGB or RGBA), taken at `scale` image pixels per CSS pixel (1 if unset). */
type Image = { width: number; height: number; data: Uint8Array; channels?: 3 | 4; scale?: number };

/**
 * The median contrast of a ring against the pixels of `image` where it is drawn: samples every
 * 6 CSS px along each side, none nearer a corner than 4 px. Undefined when the ring lies wholly
 * outside the image.
 */
export function ringContrast(ring: Ring, image: Image): number | undefined {
  const scale = image.scale ?? 1;
  const inside = (x: number, y: number) =>
    y >= 0 && Math.round(y * scale) < image.height && x >= 0 && Math.round(x * scale) < image.width;
  const pixel = (x: number, y: number) => {
    const i = (Math.round(y * scale) * image.width + Math.round(x * scale)) * (image.channels ?? 4);
    return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
  };
  const { left, top, right, bottom, colour } = ring;
  const samples: number[] = [];
  for (let x = left + 4; x < right - 4; x += 6) {
    for (const y of [top, bottom]) if (inside(x, y)) samples.push(contrast(colour, pixel(x, y)));
  }
  for (let y = top + 4; y < bottom - 4; y += 6) {
    for (const x of [left, right]) if (inside(x, y)) samples.push(contrast(colour, pixel(x, y)));
  }
  if (samples.length === 0) return undefined;
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/**
 * A ring whose median on the half-scale screenshot is at least this is clear of 3:1 without a
 * closer look. Measured both ways on 100 of the sweep's pages and widths (3,825 rings), a ring's
 * median at half scale differed from its median at full scale by at most 0.13, and the faintest
 * ring measured 5.87:1 at both.
 */
export const CLEAR_AT_HALF_SCALE = 4.5;

/**
 * The rings too faint (median under 3:1), each as `name: ratio:1`. Each ring is measured on
 * `coarse` (a screenshot at half scale: a quarter of the pixels to capture and decode); one that
 * is not clearly enough there (under CLEAR_AT_HALF_SCALE) is measured again on `fine()`, the page
 * at full scale, asked for at most once and only then.
 */
export async function faintRings(
  rings: Ring[],
  coarse: Image,
  fine: () => Promise<Image>,
): Promise<string[]> {
  let closer: Image | undefined;
  const faint: string[] = [];
  for (const ring of rings) {
    let median = ringContrast(ring, coarse);
    if (median !== undefined && median < CLEAR_AT_HALF_SCALE) {
      closer ??= await fine();
      median = ringContrast(ring, closer);
    }
    if (median !== undefined && median < 3) faint.push(`${ring.name}: ${median.toFixed(2)}:1`);
  }
  return faint;
}

/**
 * Every element with a focus ring, focused as a keyboard user would see it: the ring's colour
 * against the page's own pixels where the ring is drawn (a full-page screenshot taken before
 * anything is focused), the median of samples all round it at least 3:1 (WCAG 1.4.11, 2.4.13's
 * contrast part). Returns the elements whose ring is too faint. The page reports where each ring
 * is drawn and its colour; the screenshot is decoded and sampled here, in Node, so the image
 * never travels into the page. The screenshot is taken at half scale (on the tallest pages about
 * half the time to capture, and a quarter of the pixels to decode); only when a ring is not
 * clearly above 3:1 there (`faintRings`) is the page taken again at full scale, once nothing is
 * focused again.
 */
export async function faintFocusRings(page: Page): Promise<string[]> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  // The whole page, PNG-encoded for speed (Chromium's fast zlib setting).
  const screenshot = async (scale: number) => {
    const session = await page.context().newCDPSession(page);
    const { data } = (await session.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip: { x: 0, y: 0, width, height, scale },
    })) as { data: string };
    await session.detach();
    return { ...decodePng(Buffer.from(data, 'base64')), scale };
  };
  const coarse = await screenshot(0.5);
  await page.keyboard.press('Tab'); // keyboard modality: script focus shows :focus-visible
  const rings: Ring[] = await page.evaluate(() => {
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input, textarea, select, [tabindex="0"]',
      ),
    ).filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'));
    const found: Ring[] = [];
    for (const el of focusable) {
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      const style = getComputedStyle(el);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width === 0) continue;
      const colour = (style.outlineColor.match(/\d+(\.\d+)?/g) ?? []).map(Number).slice(0, 3);
      const offset = parseFloat(style.outlineOffset) + width / 2;
      const box = el.getBoundingClientRect();
      const label = el.textContent?.trim().slice(0, 40) || el.getAttribute('aria-label');
      found.push({
        name: `${el.tagName.toLowerCase()} "${label}"`,
        colour,
        left: box.left + window.scrollX - offset,
        top: box.top + window.scrollY - offset,
        right: box.right + window.scrollX + offset,
        bottom: box.bottom + window.scrollY + offset,
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found;
  });
  return faintRings(rings, coarse, () => screenshot(1));
}

/**
 * Records every Content-Security-Policy violation of the documents this tab shows (the
 * `securitypolicyviolation` event, and Chromium's console report of one); call it once, before the
 * tab's first load. Returns `take`, which hands over what was recorded since it was last called.
 */
export async function recordCspViolations(page: Page): Promise<() => string[]> {
  let violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      violations.push(message.text());
  });
  return () => {
    const taken = violations;
    violations = [];
    return taken;
  };
}

/** The gap, in px, between the bottom of `main` (its last section) and the top of the footer. */
export const footerGap = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return Math.round(footer.top - main.bottom);
  });

/**
 * The words (letters and digits, not e-mail addresses or URLs) laid out on more than one line.
 * This Chromium has no hyphenation dictionaries: a word split here is cut without a hyphen.
 */
export const splitWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[hidden], script, style, svg')) continue;
      if (element.getClientRects().length === 0) continue;
      for (const token of (node as Text).data.matchAll(/\S+/gu)) {
        if (/[@/]/u.test(token[0])) continue;
        for (const word of token[0].matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, token.index + word.index);
          range.setEnd(node, token.index + word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) split.push(`${word[0]} (${element.tagName.toLowerCase()})`);
        }
      }
    }
    return split;
  });

/** One main, one h1, a real title and the page's language on <html>. */
export function documentShape(page: Page): Promise<{
  mains: number;
  h1s: number;
  titleLength: number;
  lang: string;
}> {
  return page.evaluate(() => ({
    mains: document.querySelectorAll('main').length,
    h1s: document.querySelectorAll('h1').length,
    titleLength: document.title.length,
    lang: document.documentElement.lang,
  }));
}

/** Runs `task` over `items`, at most `limit` at a time (Chromium pages in parallel). */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** WCAG 1.4.12's text spacing, as the usual bookmarklet applies it. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;

/**
 * Gives every later load of `page` the text spacing from its first parse (DOMContentLoaded), before
 * the app measures anything: as a page that had the spacing from the start.
 */
export async function textSpacingFromStart(page: Page): Promise<void> {
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, TEXT_SPACING);
}
