// The contact service's failure page as the build prerenders it, in every language: the marks
// the service fills (service/src/http/pages.ts; its own tests use stand-ins with the same marks).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { specPaths } from '../../../content/paths';
import { localizePath } from '../../i18n/paths';
import { localeCodes } from '../../i18n/registry';
import { renderRouteOnce } from '../../test/renderRoute';
import { REASON, SLOT } from '../../site/contactSlots';

describe.each(localeCodes)('the failure page template in %s', (lng) => {
  const { text } = renderRouteOnce(localizePath(specPaths.contactFailed, lng));

  it('shows the general reason alone, holds the others and the wait for the service, and links back', () => {
    const reasons = [...document.querySelectorAll<HTMLElement>(`[${REASON}]`)];
    expect(reasons.map((reason) => [reason.getAttribute(REASON), reason.hidden])).toEqual([
      ['any', false],
      ['busy', true],
      ['tooLarge', true],
      ['error', true],
    ]);
    expect(reasons[1]!.querySelector(`[${SLOT}="wait"]`)).not.toBeNull();
    expect(document.querySelector(`a[${SLOT}="back"]`)).toHaveAttribute(
      'href',
      localizePath(specPaths.contact, lng),
    );
    expect(document.title).toBe(
      text('common:errorTitle', { title: text('contactFailed:meta.title') }),
    );
  });

  it('offers another way: e-mail (and a call when CONTACT_PHONE is set); no axe violations', async () => {
    const other = screen.getByRole('heading', {
      level: 2,
      name: text('contactFailed:other.heading'),
    });
    const section = other.closest('section')!;
    expect(within(section).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
