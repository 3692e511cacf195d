// Headers every answer carries, the second layer against XSS after sanitizing:
// - Content-Security-Policy: scripts only from this origin (the built SPA has no inline script or handler),
//   no plugins, no framing, no <base> hijack, forms and connections to this origin only. style-src allows
//   'unsafe-inline' because antd's CSS-in-JS (and Quill's editor) inject <style> elements and style attributes
//   at run time; styles cannot run script, so this does not reopen XSS. Images may be data:/blob: (upload
//   previews). The SPA embeds nothing from other origins (a YouTube link is stored as a URL, not embedded).
// - X-Content-Type-Options: nosniff, Referrer-Policy: same-origin, X-Frame-Options: DENY (older browsers'
//   frame-ancestors), and Strict-Transport-Security when the request came over HTTPS (directly, or through a
//   proxy trusted by TRUST_PROXY that says so in X-Forwarded-Proto).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy; `connect` adds origins the SPA may call: with sign-in through an identity provider, the provider
 * (discovery and token requests of the PKCE flow) and its profile endpoint (user_metadata).
 */
export const contentSecurityPolicy = (connect: readonly string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "media-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(async function securityHeaders(app: FastifyInstance) {
  const oidc = app.appConfig.oidc;
  const connect = [originOf(oidc?.issuer), originOf(oidc?.profileUrl)].filter((o): o is string => !!o);
  const policy = contentSecurityPolicy([...new Set(connect)]);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
