import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DecorativeSvg } from './DecorativeSvg';

describe('DecorativeSvg', () => {
  it('is hidden from assistive technology and never focused, with the size and content given', () => {
    const { container } = render(
      <DecorativeSvg className="mark" viewBox="0 0 16 16" width="16" height="16">
        <path d="m4 6 4 4 4-4" />
      </DecorativeSvg>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('mark');
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'm4 6 4 4 4-4');
  });
});
