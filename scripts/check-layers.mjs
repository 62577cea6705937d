#!/usr/bin/env node
/**
 * Checks the floors of scripts/lib/layers.mjs against the real imports (docs/architecture.md): reads
 * every source file under app/ (tests excepted), keeps the imports that remain at run time (not
 * `import type`, not `import { type X }` only; dynamic `import()` counts), prints the graph of the
 * domain's folders and of the app's, the cycles found and every import of a folder on the same or a
 * higher floor. Exits 1 on a cycle or a back edge. The lint says the same per import
 * (eslint.config.js); this sees the whole graph, dynamic imports too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { APP_FLOORS, APP_TOP, DOMAIN_FLOORS, TEST_FILE } from "./lib/layers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !TEST_FILE.test(entry.name)) yield path;
  }
}

/** The file a specifier names (`~/` is app/), or null for a package. */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The specifiers a file imports at run time. */
function runtimeImports(path) {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found = [];
  const typeOnly = (clause) =>
    clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly));
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause || !typeOnly(node.importClause)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const exportsTypes =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!exportsTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** app/domain/<name>/… is the domain folder <name>; app/<name>/… the app folder <name>. */
function placeOf(path) {
  const parts = relative(root, path).split("/");
  if (parts[0] !== "app" || parts.length < 3) return null;
  return parts[1] === "domain"
    ? { app: "domain", domain: parts.length > 3 ? parts[2] : null }
    : { app: parts[1], domain: null };
}

/** Edges between folders: from -> to -> one example import. */
function graphs() {
  const domain = new Map();
  const app = new Map();
  const add = (graph, from, to, example) => {
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.get(from).has(to)) graph.get(from).set(to, example);
  };
  for (const file of sourceFiles(join(root, "app"))) {
    const from = placeOf(file);
    if (!from) continue;
    for (const specifier of runtimeImports(file)) {
      const target = resolveSpecifier(file, specifier);
      const to = target && placeOf(target);
      if (!to) continue;
      const example = `${relative(root, file)} imports ${specifier}`;
      if (from.app !== to.app) add(app, from.app, to.app, example);
      else if (from.domain && to.domain && from.domain !== to.domain) add(domain, from.domain, to.domain, example);
    }
  }
  return { domain, app };
}

/** Strongly connected components with more than one folder (Tarjan). */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** Imports of a folder on the same or a higher floor (an unknown folder is a problem too). */
function backEdges(graph, floors, top = []) {
  const floorOf = (name) => (top.includes(name) ? floors.length : floors.findIndex((floor) => floor.includes(name)));
  const problems = [];
  for (const [from, targets] of graph) {
    const own = floorOf(from);
    if (own === floors.length) continue;
    for (const [to, example] of targets) {
      const theirs = floorOf(to);
      if (own === -1) problems.push(`${from} is on no floor of scripts/lib/layers.mjs (${example})`);
      else if (theirs === -1) problems.push(`${to} is on no floor of scripts/lib/layers.mjs (${example})`);
      else if (theirs >= own) problems.push(`${from} (floor ${own}) -> ${to} (floor ${theirs}): ${example}`);
    }
  }
  return problems;
}

function print(title, graph, floors) {
  console.log(title);
  floors.forEach((floor, level) => {
    for (const name of floor) {
      const targets = [...(graph.get(name)?.keys() ?? [])].sort();
      console.log(`  ${level} ${name.padEnd(13)} -> ${targets.length > 0 ? targets.join(", ") : "(nothing)"}`);
    }
  });
}

const { domain, app } = graphs();
print("app/domain folders (floor, folder -> what it imports at run time):", domain, DOMAIN_FLOORS);
const appFloors = [...APP_FLOORS, APP_TOP];
print("app folders:", app, appFloors);
const foundCycles = [...cycles(domain), ...cycles(app)];
const problems = [...backEdges(domain, DOMAIN_FLOORS), ...backEdges(app, APP_FLOORS, APP_TOP)];
const unplaced = [...domain.keys(), ...[...domain.values()].flatMap((targets) => [...targets.keys()])].filter(
  (name) => !DOMAIN_FLOORS.flat().includes(name),
);
for (const name of new Set(unplaced)) problems.push(`app/domain/${name} is on no floor of scripts/lib/layers.mjs`);
console.log(
  `cycles: ${foundCycles.length === 0 ? "none" : foundCycles.map((cycle) => `among ${cycle.join(", ")}`).join("; ")}`,
);
for (const problem of new Set(problems)) console.error(`back edge: ${problem}`);
if (foundCycles.length > 0 || problems.length > 0) {
  console.error(`${foundCycles.length} cycle(s), ${new Set(problems).size} back edge(s): see docs/architecture.md`);
  process.exit(1);
}
console.log("no back edge: every folder imports only folders on lower floors");
