import { describe, expect, it } from 'vitest';
import { sweepPattern } from './recipes-drill';

describe('the recipe drill sweeps the pages the recipes touched', () => {
  const pattern = new RegExp(
    sweepPattern(['/insights', '/'], ['/fr', '/fr/newContact'], ['en', 'es', 'fr']),
  );

  it('sweeps a page changed in every language in each of them', () => {
    for (const path of ['/insights', '/es/insights', '/fr/insights', '/', '/es', '/fr']) {
      expect(path).toMatch(pattern);
    }
  });

  it("sweeps a language's own page in that language only", () => {
    expect('/fr/newContact').toMatch(pattern);
    expect('/newContact').not.toMatch(pattern);
    expect('/es/newContact').not.toMatch(pattern);
  });

  it('sweeps nothing else', () => {
    for (const path of ['/aboutUs', '/fr/aboutUs', '/es/insights/more', '/frx']) {
      expect(path).not.toMatch(pattern);
    }
    const localOnly = new RegExp(sweepPattern([], ['/pt'], ['en', 'es', 'pt']));
    expect('/pt').toMatch(localOnly);
    expect('/').not.toMatch(localOnly);
    expect('/es').not.toMatch(localOnly);
  });
});
