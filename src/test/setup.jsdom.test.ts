import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The jsdom of a worker is shared by its test files, one after another (vitest.config.ts): what
// one test leaves on the page must not reach the next, in this file or another.
describe('after each test (src/test/setup.ts)', () => {
  it('a test may leave elements on the page, as one failing before its clean-up does', () => {
    document.body.append(document.createElement('main'), document.createElement('p'));
    document.title = 'Left behind';
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('the next test starts from an empty page and an empty title', () => {
    expect(document.body.childNodes).toHaveLength(0);
    expect(screen.queryByRole('main')).toBeNull();
    expect(document.title).toBe('');
  });
});
