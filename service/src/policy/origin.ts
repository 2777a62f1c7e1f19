// Which browser pages may post: the site's own (no CORS needed) and, in development, the dev
// server's origin (allowed by CORS). A request without Origin is not from a browser page.

export interface OriginPolicy {
  /** An origin on another site allowed to post with CORS (the dev server's). */
  isCrossOriginAllowed: (origin: string | undefined) => origin is string;
  /**
   * A POST from the site's own pages: the Origin is one of the site's origins, or exactly the
   * scheme and Host the request was sent to (the scheme is https when a trusted proxy says so in
   * X-Forwarded-Proto, else http), so `http://` never passes for an `https://` site.
   */
  isSameOrigin: (origin: string, request: { host?: string; scheme: 'http' | 'https' }) => boolean;
}

export function originPolicy({
  allowedOrigins,
  siteOrigins,
}: {
  allowedOrigins: readonly string[];
  siteOrigins: readonly string[];
}): OriginPolicy {
  return {
    isCrossOriginAllowed: (origin): origin is string =>
      origin !== undefined && allowedOrigins.includes(origin),
    isSameOrigin: (origin, { host, scheme }) => {
      if (siteOrigins.includes(origin)) return true;
      if (!host) return false;
      try {
        return new URL(origin).origin === new URL(`${scheme}://${host}`).origin;
      } catch {
        return false;
      }
    },
  };
}
