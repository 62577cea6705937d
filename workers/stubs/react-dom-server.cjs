/**
 * `react-dom/server` in the Worker bundle (wrangler.toml [alias]): the streaming renderer the
 * Worker uses (app/entry.server.tsx, renderToReadableStream) without the legacy string renderer
 * that React's own entry loads beside it (55 KB raw) and nothing here calls. The same choice of
 * build by NODE_ENV as React's entry (node_modules/react-dom/server.browser.js).
 * React's package exports no cjs/ path, so the files are named by where npm puts them.
 * docs/performance.md#the-worker
 */
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS like React's own entry, so the bundler drops the build NODE_ENV rules out */

const server =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server.browser.production.min.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server.browser.development.js");

exports.version = server.version;
exports.renderToReadableStream = server.renderToReadableStream;
