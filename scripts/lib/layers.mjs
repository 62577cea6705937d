/**
 * The one table of the code's floors (docs/architecture.md): each folder may import at run time only
 * folders on lower floors; type-only imports (`import type`, `import { type X }`) are free, since
 * they leave nothing in the built code. Tests (`*.test.ts`, `*.test-support.ts`) sit above
 * everything and are not checked. eslint.config.js turns the table into
 * `@typescript-eslint/no-restricted-imports` rules (`layerLintConfigs`); scripts/check-layers.mjs
 * reads the real imports and fails on a back edge or a cycle.
 */

/** The pure domain's folders (app/domain/*), lowest floor first; folders on one floor do not import each other. */
export const DOMAIN_FLOORS = [
  ["resume"],
  ["layout", "variants", "library"],
  ["templates"],
  ["ats", "csv", "publication", "review"],
  ["applications", "cover-letter", "import", "tailor"],
  ["collab"],
  ["suggestions"],
];

/**
 * The app's folders (app/*), lowest floor first. The pure domain imports nothing of the app; the
 * helpers (app/lib) and the database schema (app/db) only the domain; translations (app/i18n) those;
 * the server and the components each other not at all. Routes, root.tsx and the entries are on top
 * and unchecked, as are workers/, tests/, bench/ and scripts/.
 */
export const APP_FLOORS = [["domain"], ["db", "lib"], ["i18n"], ["components", "server"]];
/** The folders above every floor: nothing on a floor may import them. */
export const APP_TOP = ["routes"];

/** Tests are above everything: what they import is not checked. */
export const TEST_FILE = /\.test(-support)?\.tsx?$/;

const floorOf = (floors, name) => floors.findIndex((floor) => floor.includes(name));

/** The folders `name` may not import at run time: its own floor's others, and every higher floor. */
export function forbiddenFor(floors, name, top = []) {
  const own = floorOf(floors, name);
  return [
    ...floors
      .slice(own)
      .flat()
      .filter((other) => other !== name),
    ...top,
  ];
}

/** How deep the lint looks for files in a folder's subfolders (app/server/collab/*.ts is depth 1). */
const MAX_DEPTH = 4;
const alternatives = (names) => `(${names.join("|")})`;

/**
 * Flat-config objects for eslint.config.js: one per folder and depth, each forbidding the folders
 * above it by every spelling an import may use (`~/domain/collab/…`, `../collab/…`, `../../lib/…`).
 */
export function layerLintConfigs() {
  const configs = [];
  const rule = (patterns) => ["error", { patterns }];
  const sourceFiles = (folder, depth) => [
    `${folder}/${"*/".repeat(depth)}*.ts`,
    `${folder}/${"*/".repeat(depth)}*.tsx`,
  ];
  const ignores = ["**/*.test.ts", "**/*.test.tsx", "**/*.test-support.ts"];
  for (const name of DOMAIN_FLOORS.flat()) {
    const higherDomain = forbiddenFor(DOMAIN_FLOORS, name);
    const appAbove = forbiddenFor(APP_FLOORS, "domain", APP_TOP);
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const patterns = [];
      const up = (n) => `(\\.\\./){${n}}`;
      if (higherDomain.length > 0) {
        patterns.push({
          regex: `^(~/domain/|${up(depth + 1)}|${up(depth + 2)}domain/)${alternatives(higherDomain)}(/|$)`,
          message: `app/domain/${name} may import at run time only folders on lower floors (scripts/lib/layers.mjs, docs/architecture.md); a type-only import is fine.`,
          allowTypeImports: true,
        });
      }
      patterns.push({
        regex: `^(~/|${up(depth + 2)})${alternatives(appAbove)}(/|$)`,
        message:
          "The pure domain imports nothing of the app at run time (scripts/lib/layers.mjs, docs/architecture.md); a type-only import is fine.",
        allowTypeImports: true,
      });
      configs.push({
        files: sourceFiles(`app/domain/${name}`, depth),
        ignores,
        rules: { "@typescript-eslint/no-restricted-imports": rule(patterns) },
      });
    }
  }
  for (const name of APP_FLOORS.flat()) {
    if (name === "domain") continue;
    const above = forbiddenFor(APP_FLOORS, name, APP_TOP);
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const patterns = [
        {
          regex: `^(~/|${`(\\.\\./){${depth + 1}}`})${alternatives(above)}(/|$)`,
          message: `app/${name} may import at run time only folders on lower floors (scripts/lib/layers.mjs, docs/architecture.md); a type-only import is fine.`,
          allowTypeImports: true,
        },
      ];
      configs.push({
        files: sourceFiles(`app/${name}`, depth),
        ignores,
        rules: { "@typescript-eslint/no-restricted-imports": rule(patterns) },
      });
    }
  }
  return configs;
}
