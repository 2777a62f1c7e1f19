import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';
import manifest from './generated/manifest.json';

const TITLES = [
  'Product features and capabilities',
  'Onboarding experience',
  'Compliance as a strategic advantage',
];
const IDS = ['product', 'onboarding', 'compliance'] as const;

const library = (name = 'Guides to download') => screen.getByRole('region', { name });
const triggers = (name?: string) => within(library(name)).getAllByRole('button');
const expanded = () =>
  triggers()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
const kb = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale).format(Math.max(1, Math.round(bytes / 1024)));

describe('Downloads page', () => {
  it('offers three guides in level-3 headings, instantly and without registration', async () => {
    await renderRoute('/downloads');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Guides to share with your team, your board and your examiners',
    );
    expect(
      within(within(library()).getByRole('list', { name: 'About these downloads' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Instant download', 'No registration required']);
    expect(triggers().map((button) => button.textContent)).toEqual(TITLES);
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens one guide at a time, by pointer and by keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/downloads');
    await user.click(triggers()[0]!);
    expect(expanded()).toEqual([TITLES[0]]);
    await user.click(triggers()[2]!);
    expect(expanded()).toEqual([TITLES[2]]);
    triggers()[1]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([TITLES[1]]);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('links each guide to its PDF, named with its title and its size from the build', async () => {
    const user = userEvent.setup();
    await renderRoute('/downloads');
    for (const [index, id] of IDS.entries()) {
      await user.click(triggers()[index]!);
      const { path, bytes } = manifest.en[id];
      // The size is the one of the file the build wrote (scripts/pdfs.mjs, Vitest's global setup).
      expect(statSync(`build/pdfs${path}`).size).toBe(bytes);
      const size = kb(bytes, 'en-US');
      const link = screen.getByRole('link', {
        name: `Download PDF, ${size} KB: ${TITLES[index]}`,
      });
      expect(link).toHaveAttribute('href', `/downloads/en/${id}.pdf`);
      expect(link).toHaveAttribute('download');
      expect(link).toHaveTextContent(new RegExp(`^Download PDF, ${size} KB$`));
    }
  });

  it('speaks Spanish at /es/downloads, with the Spanish PDF', async () => {
    const user = userEvent.setup();
    await renderRoute('/es/downloads');
    await user.click(triggers('Guías para descargar')[2]!);
    const size = kb(manifest.es.compliance.bytes, 'es-US');
    const link = screen.getByRole('link', {
      name: `Descargar PDF, ${size} KB: El cumplimiento como ventaja estratégica`,
    });
    expect(link).toHaveAttribute('href', '/downloads/es/compliance.pdf');
    expect(link).toHaveTextContent(`Descargar PDF, ${size} KB`);
  });
});
