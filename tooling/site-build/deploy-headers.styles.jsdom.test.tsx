import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { usePreventScroll } from 'react-aria';
import { Button } from 'react-aria-components';
import { cspHash, reactAriaStyleTexts, securityHeaders } from './deploy-headers.mjs';

// The policy allows exactly the <style> elements the installed React Aria inserts: each is made
// here by React Aria itself, and its text's hash must be in the built policy's style-src. If an
// update changes the text, the build takes the new hash from the package; if React Aria changes
// how it writes the text so that the build no longer reads it, this fails.
const styleSrc = () =>
  securityHeaders({ contactApiUrl: '/contact', bookingUrl: '', analyticsSrc: '' }, [])[0]![1]!
    .split('; ')
    .find((directive) => directive.startsWith('style-src '))!
    .split(' ')
    .slice(1);

/** The text of every <style> element in the document's head. */
const insertedStyles = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');

afterEach(() => {
  vi.unstubAllEnvs();
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

function PreventScroll() {
  usePreventScroll();
  return null;
}

describe('React Aria’s inserted styles and the policy', () => {
  it('usePress (every React Aria button): its <style>’s hash is in style-src', () => {
    // usePress leaves the style out under NODE_ENV=test only.
    vi.stubEnv('NODE_ENV', 'production');
    render(<Button>Press</Button>);
    const styles = insertedStyles();
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('data-react-aria-pressable');
    expect(styleSrc()).toContain(cspHash(styles[0]!));
  });

  it('usePreventScroll (on iOS): its <style>’s hash is in style-src', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('iPhone');
    const { unmount } = render(<PreventScroll />);
    const styles = insertedStyles();
    expect(styles).toHaveLength(1);
    expect(styleSrc()).toContain(cspHash(styles[0]!));
    unmount();
    vi.restoreAllMocks();
  });

  it("style-src holds 'self' and these hashes only: no unsafe-inline", () => {
    expect(styleSrc()).toEqual(["'self'", ...reactAriaStyleTexts().map(cspHash)]);
    expect(styleSrc().join(' ')).not.toContain('unsafe');
  });
});
