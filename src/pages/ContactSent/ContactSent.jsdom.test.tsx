import { describe, expect, it } from 'vitest';
import { specPaths } from '../../../content/paths';
import { localizePath } from '../../i18n/paths';
import { localeCodes } from '../../i18n/registry';
import { renderRouteOnce } from '../../test/renderRoute';
import { describeTextPage } from '../../test/textPage';

describeTextPage('contactSent');

// Reached only by sending a message (the contact service's answer to a form posted without
// JavaScript): kept out of search results and out of sitemap.xml.
describe.each(localeCodes)('the Message sent page in %s', (lng) => {
  renderRouteOnce(localizePath(specPaths.contactSent, lng));

  it('tells search engines not to index it', () => {
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
