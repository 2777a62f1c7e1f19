// The grade Mozilla's HTTP Observatory gives a site, computed here from real responses, so a test
// can hold the deploy to it without the public scanner (which cannot reach a test server). It
// follows the scoring of mdn/mdn-http-observatory v1.6.3 (algorithm version 6): its twelve tests,
// their modifiers, extra credit only when the score without it is at least 90, and its grade
// chart. Parts a static site never meets (cookies beyond their flags, <meta http-equiv> policies,
// the HSTS preload list) are reduced to what this site can send; they are named where they are.

/** The modifiers of each result, from the scanner's score table (src/grader/charts.js). */
const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-without-secure-flag': -20,
  'coep-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-header-invalid': -5,
  'coop-not-implemented': 0,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-header-invalid': -5,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-response-not-html': 0,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-not-implemented': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-header-invalid': -5,
};

const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", 'data:']);
const PASSIVE = ['img-src', 'media-src'];

/** Every value of a header (a response's `headers` maps lower-case names to value lists). */
const all = (response, name) => response?.headers[name] ?? [];
const first = (response, name) => all(response, name)[0];

/** Content-Security-Policy → directive → sources, or 'invalid'; duplicates are flagged. */
function parseCsp(values) {
  const policy = new Map();
  let duplicate = false;
  for (const value of values) {
    for (const part of value.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
      if (!name) continue;
      if (!/^[a-z-]+$/i.test(name)) return 'invalid';
      const key = name.toLowerCase();
      if (policy.has(key)) duplicate = true;
      else
        policy.set(
          key,
          new Set(
            sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source)),
          ),
        );
    }
  }
  if (policy.size === 0) return 'invalid';
  return { policy, duplicate };
}

function csp(response, https) {
  const values = all(response, 'content-security-policy');
  if (values.length === 0) return 'csp-not-implemented';
  const parsed = parseCsp(values);
  if (parsed === 'invalid') return 'csp-header-invalid';
  const { policy, duplicate } = parsed;
  const get = (name) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scriptSrc = get('script-src');
  const styleSrc = get('style-src');
  const objectSrc = get('object-src');
  const hashed = (list) => [...list].some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  for (const list of [scriptSrc, styleSrc]) if (hashed(list)) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hashed(scriptSrc)) return 'csp-header-invalid';
    for (const source of scriptSrc)
      if (
        [...BROAD].some((broad) => source.startsWith(broad)) ||
        ["'self'", "'unsafe-inline'"].includes(source)
      )
        scriptSrc.delete(source);
  }
  const active = [
    ...[...policy]
      .filter(([name]) => !PASSIVE.includes(name) && name !== 'script-src')
      .flatMap(([, list]) => [...list]),
    ...scriptSrc,
  ];
  const passive = PASSIVE.flatMap((name) => [
    ...(policy.get(name) ?? policy.get('default-src') ?? []),
  ]);
  const insecure = (source) => source.startsWith('http:') || source.startsWith('ftp:');
  let result;
  if (
    [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  )
    result = 'csp-implemented-with-unsafe-inline';
  else if (https && active.some(insecure)) result = 'csp-implemented-with-insecure-scheme';
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result = 'csp-implemented-with-unsafe-eval';
  else if (https && passive.some(insecure))
    result = 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  else if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
  else {
    const defaultSrc = policy.get('default-src');
    result =
      defaultSrc?.has("'none'") && defaultSrc.size === 1
        ? 'csp-implemented-with-no-unsafe-default-src-none'
        : 'csp-implemented-with-no-unsafe';
  }
  if (
    duplicate &&
    !result.includes('unsafe-inline') &&
    !result.includes('eval') &&
    !result.includes('insecure-scheme')
  )
    return 'csp-implemented-but-duplicate-directives';
  return result;
}

/** Set-Cookie: this site sets none; a cookie without Secure is the one failure modelled. */
function cookies(response) {
  const set = all(response, 'set-cookie');
  if (set.length === 0) return 'cookies-not-found';
  const ok = set.every(
    (cookie) => /;\s*secure/i.test(cookie) && /;\s*samesite=(strict|lax)/i.test(cookie),
  );
  return ok ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-without-secure-flag';
}

/** COEP and COOP: one structured-field token. */
function token(response, name, prefix, valid) {
  const values = all(response, name);
  if (values.length > 1) return `${prefix}-header-invalid`;
  if (values.length === 0) return `${prefix}-not-implemented`;
  const value = values[0].trim().split(';')[0].trim().toLowerCase();
  return valid.includes(value) ? `${prefix}-implemented-with-${value}` : `${prefix}-header-invalid`;
}

function cors(corsResponse, origin) {
  const allow = first(corsResponse, 'access-control-allow-origin');
  if (!allow) return 'cross-origin-resource-sharing-not-implemented';
  if (allow.trim() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  if (
    allow === origin &&
    first(corsResponse, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true'
  )
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** `route`: the URLs from http://host/ to the end of its redirects; null when HTTP is closed. */
function redirection(route, verified) {
  if (!route) return 'redirection-not-needed-no-http';
  if (!verified) return 'redirection-invalid-cert';
  const urls = route.map((url) => new URL(url));
  if (urls.length === 1) return 'redirection-missing';
  if (urls.at(-1).protocol !== 'https:') return 'redirection-not-to-https';
  if (urls[1].protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (urls[0].hostname !== urls[1].hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

function referrer(response) {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = all(response, 'referrer-policy');
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (good.includes(policy)) return 'referrer-policy-private';
  if (bad.includes(policy)) return 'referrer-policy-unsafe';
  return 'referrer-policy-header-invalid';
}

/** HSTS on the HTTPS answer (the preload list is not consulted: this site is not on it). */
function hsts(httpsResponse, verified) {
  if (!httpsResponse) return 'hsts-not-implemented-no-https';
  if (!verified) return 'hsts-invalid-cert';
  const header = all(httpsResponse, 'strict-transport-security')[0];
  if (header === undefined) return 'hsts-not-implemented';
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  return Number.parseInt(maxAge.slice(8), 10) < 15768000
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** SRI: the <script src> elements of an HTML answer (this site's are all on its own origin). */
function sri(response) {
  const type = (first(response, 'content-type') ?? '').split(';')[0].trim();
  if (type && type !== 'text/html') return 'sri-not-implemented-response-not-html';
  const scripts = [...(response.body ?? '').matchAll(/<script\b([^>]*)>/gi)].map(
    ([, attributes]) => attributes,
  );
  const sources = scripts
    .map((attributes) => /\ssrc=["']?([^"' >]+)/i.exec(attributes)?.[1])
    .filter(Boolean);
  if (sources.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  if (sources.some((src) => /^(https?:)?\/\//i.test(src)))
    throw new Error(
      'A script from another origin: extend tests/support/observatory.mjs before relying on it.',
    );
  return scripts.every(
    (attributes) => !/\ssrc=/i.test(attributes) || /\sintegrity=/i.test(attributes),
  )
    ? 'sri-implemented-and-all-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

function contentTypeOptions(response) {
  const header = first(response, 'x-content-type-options');
  if (header === undefined) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function frameOptions(response) {
  const parsed = parseCsp(all(response, 'content-security-policy'));
  if (parsed !== 'invalid' && parsed.policy.has('frame-ancestors'))
    return 'x-frame-options-implemented-via-csp';
  const header = first(response, 'x-frame-options');
  if (header === undefined) return 'x-frame-options-not-implemented';
  const value = header.trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from')
    ? 'x-frame-options-allow-from-origin'
    : 'x-frame-options-header-invalid';
}

function resourcePolicy(response) {
  const header = all(response, 'cross-origin-resource-policy').join(', ').trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  if (['same-origin', 'same-site', 'cross-origin'].includes(header))
    return `corp-implemented-with-${header}`;
  return 'corp-header-invalid';
}

/**
 * Scores a site. `response`: the answer to its front page where a browser ends up (HTTPS when it
 * has it), as { url, headers: { name: [values] }, body }; `https`: the HTTPS answer, or null;
 * `verified`: its certificate is trusted; `route`: the URLs from http://host/ through its
 * redirects, or null when nothing answers on HTTP; `cors`: the answer to the same request sent
 * with an Origin header, and that `origin`.
 * Returns { score, grade, results: { test: result } } as the scanner reports them.
 */
export function observatory({ response, https, verified, route, cors: corsResponse, origin }) {
  const secure = new URL(response.url).protocol === 'https:';
  const results = {
    'content-security-policy': csp(response, secure),
    cookies: cookies(response),
    'cross-origin-embedder-policy': token(response, 'cross-origin-embedder-policy', 'coep', [
      'require-corp',
      'credentialless',
      'unsafe-none',
    ]),
    'cross-origin-opener-policy': token(response, 'cross-origin-opener-policy', 'coop', [
      'same-origin',
      'same-origin-allow-popups',
      'noopener-allow-popups',
      'unsafe-none',
    ]),
    'cross-origin-resource-sharing': cors(corsResponse, origin),
    redirection: redirection(route, verified),
    'referrer-policy': referrer(response),
    'strict-transport-security': hsts(https, verified),
    'subresource-integrity': sri(response),
    'x-content-type-options': contentTypeOptions(response),
    'x-frame-options': frameOptions(response),
    'cross-origin-resource-policy': resourcePolicy(response),
  };
  let withCredit = 100;
  let uncurved = 100;
  for (const result of Object.values(results)) {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`No modifier for ${result}`);
    withCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = Math.max(uncurved >= 90 ? withCredit : uncurved, 0);
  const key = Math.min(score - (score % 5), 100);
  const grade = GRADES.find(([minimum]) => key >= minimum)[1];
  return { score, grade, results };
}
