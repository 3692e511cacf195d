// /api/docs: the browsable reference of the API — Swagger UI, served from its npm package (swagger-ui-dist), no
// CDN. Staff are signed in through a bearer token the SPA keeps in this origin's localStorage, which a page the
// server serves cannot see in its request: the page itself holds nothing (public, like the login page), and its
// script reads the SPA's stored session and fetches `/api/v1/openapi.json` with that token, which answers only a
// live session. Without one it sends the reader to /login and opens the reference once they are signed in (in
// this or another tab). Only files, no inline script or handler: the server's Content-Security-Policy holds.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from '../http/errors';

/** Where the SPA keeps its session (client/lib/storage.ts STORAGE_KEYS.session). */
export const SESSION_KEY = 'gym.session';

const swaggerUi = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files the page loads, by the name it asks for: Swagger UI's two and the page's own script. */
const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: path.join(swaggerUi, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'application/javascript; charset=utf-8',
    file: path.join(swaggerUi, 'swagger-ui-bundle.js'),
  },
  'reference.js': { type: 'application/javascript; charset=utf-8', text: referenceScript() },
};
/** Swagger UI's files change only with its package: a day in the browser's cache; the page's own are revalidated. */
const cacheOf = (asset: { file?: string }) => (asset.file ? 'public, max-age=86400' : 'no-cache');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Gym back office</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .bar { display: flex; gap: 16px; align-items: center; padding: 10px 20px; background: #1f2937; color: #fff; }
  .bar a, .bar button { color: #fff; font: inherit; }
  .bar button { background: none; border: 1px solid #9ca3af; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
  .bar .grow { flex: 1; }
  #notice { max-width: 640px; margin: 48px auto; padding: 0 20px; font-size: 16px; line-height: 1.5; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<header class="bar">
  <strong>Gym back office · API reference</strong>
  <span class="grow"></span>
  <button type="button" id="download" hidden>Download openapi.json</button>
  <a href="/">Back office</a>
</header>
<main>
  <p id="notice" role="status">Loading…</p>
  <div id="swagger-ui"></div>
</main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * The page's script, plain ES2020 for the browser: the stored session's token opens the document and every
 * "Try it out" call (Swagger UI's request interceptor), so the reader acts as themselves, with their permissions.
 */
function referenceScript(): string {
  return `'use strict';
(function () {
  var notice = document.getElementById('notice');
  var download = document.getElementById('download');
  function say(html) { notice.hidden = false; notice.innerHTML = html; }
  function session() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || 'null');
      if (!stored || typeof stored.accessToken !== 'string') return null;
      if (typeof stored.expiresAt === 'number' && stored.expiresAt <= Date.now() / 1000) return null;
      return stored;
    } catch (error) { return null; }
  }
  function signIn(why) {
    say(why + ' <a href="/login" target="_blank" rel="noopener">Sign in to the back office</a> (a new tab): ' +
      'this page opens the reference as soon as you are signed in.');
  }
  // Signing in (or out) in another tab of this origin changes the stored session: start again.
  window.addEventListener('storage', function (event) {
    if (event.key === ${JSON.stringify(SESSION_KEY)}) window.location.reload();
  });
  var current = session();
  if (!current) { signIn('The API reference is for signed-in staff.'); return; }
  fetch('/api/v1/openapi.json', { headers: { Authorization: 'Bearer ' + current.accessToken } })
    .then(function (response) {
      if (response.status === 401) { signIn('Your session has ended.'); return null; }
      if (!response.ok) { say('The document could not be loaded (' + response.status + ').'); return null; }
      return response.json();
    })
    .then(function (spec) {
      if (!spec) return;
      notice.hidden = true;
      download.hidden = false;
      download.addEventListener('click', function () {
        var link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([JSON.stringify(spec, null, 2)], { type: 'application/json' }));
        link.download = 'openapi.json';
        link.click();
        URL.revokeObjectURL(link.href);
      });
      window.ui = window.SwaggerUIBundle({
        spec: spec,
        dom_id: '#swagger-ui',
        deepLinking: true,
        docExpansion: 'none',
        filter: true,
        validatorUrl: null,
        tryItOutEnabled: false,
        // "Try it out" calls this server (the document's only server) with the session as it is now.
        requestInterceptor: function (request) {
          var live = session();
          if (live) request.headers.Authorization = 'Bearer ' + live.accessToken;
          return request;
        },
        // The lock icons show the session as the authorization in use.
        onComplete: function () { window.ui.preauthorizeApiKey('bearer', current.accessToken); },
      });
    })
    .catch(function () { say('The document could not be loaded.'); });
})();
`;
}

export default async function apiDocsPage(app: FastifyInstance) {
  app.get(
    '/api/docs',
    {
      config: {
        access: 'public',
        doc: {
          summary: 'The API reference page (Swagger UI)',
          description:
            'Holds no data: its script reads the SPA’s session in this browser and loads `/api/v1/openapi.json` ' +
            'with it, so only signed-in staff see the reference.',
          answer: 'html',
          tag: 'reference',
        },
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get<{ Params: { file: string } }>(
    '/api/docs/:file',
    {
      config: {
        access: 'public',
        doc: {
          summary: 'A file of the reference page (Swagger UI’s script and styles, the page’s script)',
          answer: 'file',
          errors: [404],
          tag: 'reference',
        },
      },
    },
    async (request, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
      if (!asset) throw routeNotFound();
      reply.type(asset.type).header('cache-control', cacheOf(asset));
      return reply.send(asset.file ? createReadStream(asset.file) : asset.text);
    },
  );
}
