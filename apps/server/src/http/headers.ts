/**
 * Security headers of every answer (helmet), API and web app alike. The web app is a built
 * bundle with no inline script, so scripts come from this origin only; Mantine sets styles at run time
 * (<style> elements and style attributes), which is why styles alone may be inline. Nothing may frame
 * the portal, and no page sends its URL on (reset and confirmation tokens travel in URLs).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are computed
 * once at start-up and set as they are on every answer: helmet builds its middleware (and parses the CSP
 * directives) on every call, which was a few percent of the CPU of a single-record read.
 */
export function securityHeaders(config: Pick<Config, 'appUrl'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function securityHeaderOptions(config: Pick<Config, 'appUrl'>): HelmetOptions {
  const https = config.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // A Resource Center video may be a link an administrator set to another site (002 §2.15); over
        // HTTPS, upgrade-insecure-requests fetches an http: link as https:.
        mediaSrc: ["'self'", 'https:', 'http:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP (a laptop, a LAN address) upgrading would break every asset.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // A browser remembers HSTS for the host: only when the portal is really served over HTTPS.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
