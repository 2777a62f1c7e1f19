import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cspHash,
  inlineScriptHashes,
  securityHeaders,
  urlSettingProblems,
  writeHeaderFiles,
} from './deploy-headers.mjs';
import { escapeXml, robotsTxt, siteHref } from './prerender.mjs';

type UrlSettings = Parameters<typeof securityHeaders>[0];

/** The headers, by name, of these settings (the others off) and inline-script hashes. */
const headersOf = (settings: Partial<UrlSettings>, hashes: string[] = []) =>
  Object.fromEntries(
    securityHeaders(
      { contactApiUrl: '/contact', bookingUrl: '', analyticsSrc: '', ...settings },
      hashes,
    ),
  );

describe('URL settings', () => {
  it('accepts https:, local http:, paths where a stand-in may be one, and off', () => {
    expect(
      urlSettingProblems({
        SITE_URL: 'https://www.bank-irm.com',
        CONTACT_API_URL: 'http://127.0.0.1:8787/contact',
        BOOKING_URL: 'off',
        ANALYTICS_SRC: '/analytics-stub.js',
        LINKEDIN_URL: 'http://localhost:3000/company',
      }),
    ).toEqual([]);
  });

  it('refuses plain http: elsewhere, other schemes and non-URLs, one line each', () => {
    expect(
      urlSettingProblems({
        CONTACT_API_URL: 'http://api.bank-irm.com/contact',
        BOOKING_URL: 'javascript:alert(1)',
        SITE_URL: 'www.bank-irm.com',
        WEBSITE_URL: '/about',
      }),
    ).toEqual([
      'SITE_URL is not a URL: "www.bank-irm.com".',
      'WEBSITE_URL is not a URL: "/about".',
      'CONTACT_API_URL must be an https: URL (http: only for 127.0.0.1 or localhost), not "http://api.bank-irm.com/contact".',
      'BOOKING_URL must be an https: URL (http: only for 127.0.0.1 or localhost), not "javascript:alert(1)".',
    ]);
  });
});

describe('security headers', () => {
  const loader = '(function(){go()})()';
  const page = (body: string) =>
    `<script type=importmap>{"imports":{}}</script><script>${loader}</script>` +
    `<script type="module" src="/main.js"></script>` +
    `<script type="application/ld+json">{"@type":"Article"}</script>${body}`;

  it('hashes every inline script once, but not scripts with src nor JSON-LD', () => {
    expect(inlineScriptHashes([page('a'), page('b')])).toEqual(
      [cspHash('{"imports":{}}'), cspHash(loader)].sort(),
    );
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('builds the policy from the settings: API, calendar and analytics origins only when set', () => {
    const headers = headersOf(
      {
        contactApiUrl: 'https://api.bank-irm.com/contact',
        bookingUrl: 'https://cal.example.com/book/demo',
      },
      ["'sha256-abc'"],
    );
    const csp = headers['Content-Security-Policy'];
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://api.bank-irm.com;");
    expect(csp).toContain('frame-src https://cal.example.com;');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types loader analytics',
    ])
      expect(csp).toContain(directive);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(csp).not.toMatch(/report-(uri|to)/);

    const off = headersOf({ analyticsSrc: 'https://stats.example.net/s.js' })[
      'Content-Security-Policy'
    ];
    expect(off).toContain("frame-src 'none'");
    expect(off).toContain("script-src 'self' https://stats.example.net;");
    expect(off).toContain("connect-src 'self' https://stats.example.net;");
  });

  it('reports violations to CSP_REPORT_URL when it is set, by report-to and report-uri', () => {
    const headers = headersOf({ cspReportUrl: 'https://csp.bank-irm.com/report' });
    expect(headers['Content-Security-Policy']).toMatch(
      /; report-uri https:\/\/csp\.bank-irm\.com\/report; report-to csp$/,
    );
    expect(headers['Reporting-Endpoints']).toBe('csp="https://csp.bank-irm.com/report"');
    expect(urlSettingProblems({ CSP_REPORT_URL: 'http://csp.bank-irm.com/r' })).toEqual([
      'CSP_REPORT_URL must be an https: URL (http: only for 127.0.0.1 or localhost), not "http://csp.bank-irm.com/r".',
    ]);
  });
});

describe('the header files', () => {
  it('nginx: the social cards may be shown by other sites (deploy/nginx.conf maps the policy), every other file only by this one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
    const settings = {
      contactApiUrl: 'https://api.example.com/contact',
      bookingUrl: '',
      analyticsSrc: '',
    };
    writeHeaderFiles(dir, settings);
    const nginx = readFileSync(path.join(dir, '_nginx-headers.conf'), 'utf8');
    expect(nginx).toContain(
      'add_header Cross-Origin-Resource-Policy "$irm_site_resource_policy" always;',
    );
    const map = /map \$uri \$irm_site_resource_policy \{([^}]*)\}/.exec(
      readFileSync('deploy/nginx.conf', 'utf8'),
    )?.[1];
    expect(
      map
        ?.split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual(['~^/social/  cross-origin;', 'default     same-origin;']);
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(
      '  Cross-Origin-Resource-Policy: same-origin\n',
    );
  });
});

describe('robots.txt and the sitemap print only what they mean to', () => {
  it('escapes XML and serialises URLs', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(siteHref('https://www.example.com', '/es/a b"c')).toBe(
      'https://www.example.com/es/a%20b%22c',
    );
  });

  it('keeps robots.txt to its four lines whatever SITE_URL holds', () => {
    expect(robotsTxt('https://www.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
    const injected = robotsTxt('https://www.example.com/x\nDisallow: /');
    expect(injected.split('\n')).toHaveLength(5);
    expect(injected).not.toMatch(/^Disallow/m);
  });
});
