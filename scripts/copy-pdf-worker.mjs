#!/usr/bin/env node
/**
 * Copies the PDF.js worker of the installed pdfjs-dist into public/, so the site serves it from its
 * own origin as /pdf.worker.min.mjs (app/lib/pdfjs.ts). It must match the library's version
 * exactly, which is why it is copied from node_modules on every build rather than kept by hand.
 */
import { copyFileSync, readFileSync } from "node:fs";

const root = new URL("..", import.meta.url);
const source = new URL("node_modules/pdfjs-dist/build/pdf.worker.min.mjs", root);
const target = new URL("public/pdf.worker.min.mjs", root);
const { version } = JSON.parse(readFileSync(new URL("node_modules/pdfjs-dist/package.json", root), "utf8"));

copyFileSync(source, target);
console.log(`Copied the PDF.js ${version} worker to public/pdf.worker.min.mjs`);
