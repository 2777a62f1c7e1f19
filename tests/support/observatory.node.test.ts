import { describe, expect, it } from 'vitest';
import { observatory } from './observatory.mjs';
import { securityHeaders } from '../../tooling/site-build/deploy-headers.mjs';

// The rubric on cases whose grades are known: the audit's reading of the deploy before HTTPS
// (60, C+), the same headers behind TLS, and what each common mistake costs.
const ours = (extra: [string, string][] = [], drop: string[] = []) => {
  const headers: Record<string, string[]> = { 'content-type': ['text/html; charset=utf-8'] };
  const list: [string, string][] = [
    ...(securityHeaders(
      { contactApiUrl: 'https://api.bank-irm.com/contact', bookingUrl: '', analyticsSrc: '' },
      ["'sha256-abc'"],
    ) as [string, string][]),
    ...extra,
  ];
  for (const [name, value] of list)
    if (!drop.includes(name)) (headers[name.toLowerCase()] ??= []).push(value);
  return headers;
};
const page = '<html><head><script>var a</script></head><body></body></html>';

function grade(
  headers: Record<string, string[]>,
  {
    https = true,
    route = ['http://bank-irm.com/', 'https://bank-irm.com/'] as string[] | null,
  } = {},
) {
  return observatory({
    response: {
      url: https ? 'https://bank-irm.com/' : 'http://bank-irm.com/',
      headers,
      body: page,
    },
    https: https ? { headers } : null,
    verified: true,
    route: https ? route : ['http://bank-irm.com/'],
    cors: { headers: {} },
    origin: 'https://http-observatory.security.mozilla.org',
  });
}

describe('the HTTP Observatory rubric (v1.6.3)', () => {
  it('grades the headers over plain HTTP with no redirect C+ (60): no HSTS, no HTTPS', () => {
    const result = grade(ours([], ['Cross-Origin-Resource-Policy']), { https: false });
    expect(result.results['strict-transport-security']).toBe('hsts-not-implemented-no-https');
    expect(result.results.redirection).toBe('redirection-missing');
    expect([result.score, result.grade]).toEqual([60, 'C+']);
  });

  it('grades them A+ over HTTPS with a redirect; extra credit for CSP, referrer, framing, COOP and CORP', () => {
    const result = grade(ours());
    expect(result.results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      'referrer-policy': 'referrer-policy-private',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-opener-policy': 'coop-implemented-with-same-origin',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
      'subresource-integrity': 'sri-not-implemented-but-no-scripts-loaded',
    });
    expect([result.score, result.grade]).toEqual([140, 'A+']);
    expect(grade(ours([], ['Cross-Origin-Resource-Policy'])).score).toBe(130);
  });

  it('takes the extra credit away below 90, and counts each mistake', () => {
    const unsafe = ours([], ['Content-Security-Policy']);
    unsafe['content-security-policy'] = ["default-src 'self'; script-src 'self' 'unsafe-inline'"];
    expect(grade(unsafe).results['content-security-policy']).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    // 100 − 20 (unsafe-inline) − 20 (no frame-ancestors, no X-Frame-Options): no extra credit.
    expect(grade(unsafe).results['x-frame-options']).toBe('x-frame-options-not-implemented');
    expect(grade(unsafe).score).toBe(60);
    const hashed = ours([], ['Content-Security-Policy']);
    hashed['content-security-policy'] = [
      "script-src 'self' 'sha256-x' 'unsafe-inline'; object-src 'none'; style-src 'self'",
    ];
    expect(grade(hashed).results['content-security-policy']).toBe('csp-implemented-with-no-unsafe');
    expect(
      grade(ours([], ['Strict-Transport-Security'])).results['strict-transport-security'],
    ).toBe('hsts-not-implemented');
    expect(
      grade(ours(), { route: ['http://bank-irm.com/', 'https://www.bank-irm.com/'] }).results
        .redirection,
    ).toBe('redirection-off-host-from-http');
    expect(grade(ours([], ['X-Content-Type-Options'])).score).toBe(135);
    expect(grade(ours([['Set-Cookie', 'id=1; Path=/']])).score).toBe(80);
  });
});
