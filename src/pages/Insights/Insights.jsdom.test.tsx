import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

describe('Insights page', () => {
  it('lists three article cards, each one link named by its article’s title', async () => {
    await renderRoute('/insights');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Security and risk insights for banks and credit unions',
    );
    const list = within(screen.getByRole('region', { name: 'Articles' })).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const links = cards.map((card) => {
      const [link, ...others] = within(card).getAllByRole('link');
      expect(others).toEqual([]);
      expect(link!.closest('h3')).not.toBeNull();
      expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
      return [link!.textContent, link!.getAttribute('href')];
    });
    expect(links).toEqual([
      [
        'Advanced Cybersecurity Risk Management Solutions',
        '/risk-management-cybersecurity-solutions',
      ],
      [
        'Best Integrated Risk Management Solutions (IRM) in the United States',
        '/best-integrated-risk-management-solutions',
      ],
      [
        'Why Choose Integrated Risk Management Services',
        '/why-Choose-integrated-risk-management-services',
      ],
    ]);
    expect(cards[0]).toHaveTextContent('MITRE ATT&CK');
  });

  it('in Spanish, names the cards by the translated titles', async () => {
    await renderRoute('/es/insights');
    const list = within(screen.getByRole('region', { name: 'Artículos' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Soluciones avanzadas de gestión de riesgos de ciberseguridad',
      'Las mejores soluciones de gestión integrada de riesgos (IRM) en los Estados Unidos',
      'Por qué elegir servicios de gestión integrada de riesgos',
    ]);
  });

  it('leads to the downloadable guides', async () => {
    await renderRoute('/insights');
    expect(screen.getByRole('link', { name: 'See the guides' })).toHaveAttribute(
      'href',
      '/downloads',
    );
  });
});
