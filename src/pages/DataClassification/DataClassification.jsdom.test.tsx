import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';

const levels = () => screen.getByRole('region', { name: 'Four classification levels' });
const toggle = (name: RegExp) => within(levels()).getByRole('button', { name });
const card = (title: string) =>
  within(levels()).getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('Data Classification page', () => {
  it('promises to show what data you have and how to protect it', async () => {
    await renderRoute('/data-classification');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Know what your data is, where it lives and how to protect it',
    );
  });

  it('shows four classification cards, collapsed to a preview, each toggle named after its card', async () => {
    await renderRoute('/data-classification');
    expect(
      within(levels())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Public', 'Internal', 'Confidential', 'Restricted']);
    const toggles = within(levels()).getAllByRole('button');
    expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Read more about Public',
      'Read more about Internal',
      'Read more about Confidential',
      'Read more about Restricted',
    ]);
    for (const button of toggles) {
      expect(button).toHaveTextContent('Read More');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const text = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(text.textContent!.length).toBeLessThanOrEqual(151);
      expect(text.textContent).toMatch(/…$/);
    }
  });

  it('Read More expands one card and collapses the one that was open', async () => {
    const user = userEvent.setup();
    await renderRoute('/data-classification');
    await user.click(toggle(/Read more about Confidential/));
    expect(card('Confidential')).toHaveTextContent(
      'nonpublic personal information (NPI) under GLBA',
    );
    expect(toggle(/Read less about Confidential/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Read less about Confidential/)).toHaveTextContent('Read Less');

    await user.click(toggle(/Read more about Restricted/));
    expect(card('Restricted')).toHaveTextContent('sensitive authentication data');
    expect(toggle(/Read less about Restricted/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Read more about Confidential/)).toHaveAttribute('aria-expanded', 'false');
    expect(card('Confidential')).not.toHaveTextContent('credit reports');

    await user.click(toggle(/Read less about Restricted/));
    expect(within(levels()).queryByRole('button', { name: /Read less/ })).toBeNull();
  });

  it('toggles work with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/data-classification');
    act(() => toggle(/Read more about Public/).focus());
    await user.keyboard('{Enter}');
    expect(toggle(/Read less about Public/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Read less about Public/)).toHaveFocus();
    act(() => toggle(/Read more about Internal/).focus());
    await user.keyboard(' ');
    expect(toggle(/Read less about Internal/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Read more about Public/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives handling rules per level in a table with headers', async () => {
    await renderRoute('/data-classification');
    const table = screen.getByRole('table', {
      name: 'Storage, sharing and disposal rules by classification level',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Level', 'Storage', 'Sharing', 'Disposal']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Public', 'Internal', 'Confidential', 'Restricted']);
  });

  it('explains how scans find unprotected PII and PAN and how classification feeds the BIA', async () => {
    await renderRoute('/data-classification');
    const platform = screen.getByRole('region', { name: 'How Northwind Risk helps' });
    expect(
      within(platform)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(
      expect.arrayContaining(['Find unprotected PII and PAN', 'Feed business impact analysis']),
    );
  });

  it('is in Spanish at /es/data-classification', async () => {
    await renderRoute('/es/data-classification');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sepa qué datos tiene, dónde están y cómo protegerlos',
    );
    const cards = screen.getByRole('region', { name: 'Cuatro niveles de clasificación' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pública', 'Interna', 'Confidencial', 'Restringida']);
  });
});
