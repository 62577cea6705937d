#!/usr/bin/env node
/**
 * Fills public/fonts from the installed @fontsource packages, on every build (`npm run build`) and
 * before the template previews: the template typefaces' per-script files
 * (app/domain/templates/fonts.ts) and one stylesheet per Noto fallback with its files
 * (app/domain/templates/fallback-fonts.ts). public/fonts is not committed: node_modules is the
 * source, so the files always match the pinned packages. Files no longer wanted are removed.
 *
 * Usage: node scripts/copy-fonts.mjs
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { importTs } from "./lib/import-ts.mjs";

const root = new URL("..", import.meta.url).pathname;
const fontsDir = join(root, "public/fonts");

function packageDir(pkg) {
  return join(root, "node_modules/@fontsource", pkg);
}

/** One @font-face per (file, weight, style) of a fallback, with its unicode-range from the package's unicode.json. */
function fallbackFaces(fallback) {
  const ranges = JSON.parse(readFileSync(join(packageDir(fallback.pkg), "unicode.json"), "utf8"));
  const keys =
    fallback.subsets === "slices" ? Object.keys(ranges).filter((key) => /^\[\d+\]$/.test(key)) : fallback.subsets;
  const faces = [];
  for (const { weight, style } of fallback.styles) {
    for (const key of keys) {
      if (!ranges[key]) throw new Error(`@fontsource/${fallback.pkg} has no subset ${key}`);
      const file = `${fallback.pkg}-${key.replace(/[[\]]/g, "")}-${weight}-${style}.woff2`;
      faces.push({ file, source: join(packageDir(fallback.pkg), "files", file), weight, style, range: ranges[key] });
    }
  }
  return faces;
}

/** Relative URLs: a stylesheet's fonts resolve against the stylesheet, wherever the site is served. */
function fallbackCss(fallback, faces) {
  return `${faces
    .map(
      (face) =>
        `@font-face{font-family:"${fallback.family}";font-style:${face.style};font-weight:${face.weight};` +
        `font-display:block;src:url("${face.file}") format("woff2");unicode-range:${face.range}}`,
    )
    .join("\n")}\n`;
}

export async function copyFonts() {
  const { fonts, fallbacks } = await importTs({
    fonts: join(root, "app/domain/templates/fonts.ts"),
    fallbacks: join(root, "app/domain/templates/fallback-fonts.ts"),
  });
  mkdirSync(fontsDir, { recursive: true });
  const wanted = new Set();
  const copy = (source, file) => {
    copyFileSync(source, join(fontsDir, file));
    wanted.add(file);
  };
  for (const font of fonts.allFontFiles()) copy(join(root, "node_modules", font.source), font.file);
  const sizes = {};
  for (const fallback of Object.values(fallbacks.FALLBACKS)) {
    const faces = fallbackFaces(fallback);
    for (const face of faces) copy(face.source, face.file);
    writeFileSync(join(fontsDir, `${fallback.sheet}.css`), fallbackCss(fallback, faces));
    wanted.add(`${fallback.sheet}.css`);
    sizes[fallback.family] = faces.reduce((sum, face) => sum + statSync(face.source).size, 0);
  }
  for (const file of readdirSync(fontsDir)) if (!wanted.has(file)) rmSync(join(fontsDir, file));
  const total = [...wanted].reduce((sum, file) => sum + statSync(join(fontsDir, file)).size, 0);
  const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const biggest = Object.entries(sizes)
    .filter(([, bytes]) => bytes > 1024 * 1024)
    .map(([family, bytes]) => `${family} ${mib(bytes)}`)
    .join(", ");
  console.log(`fonts: ${wanted.size} files, ${mib(total)} in public/fonts (${biggest})`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  copyFonts().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
