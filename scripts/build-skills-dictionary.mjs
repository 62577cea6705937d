#!/usr/bin/env node
/**
 * Builds app/domain/ats/skills-dictionary.json, the hard-skill dictionary of the ATS engine.
 *
 * Source: ../shared/data/onet/technology-skills.tsv (O*NET Technology Skills).
 *
 * This product includes information from O*NET OnLine by the U.S. Department of Labor, Employment
 * and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark
 * of USDOL/ETA.
 *
 * Why derive instead of shipping the table: the raw names ("Amazon Web Services AWS software",
 * "Oracle Java") never appear like that in a resume, the table is 2.5 MB, and most of its 8,745
 * names are niche products. We keep Hot Technology / In Demand names and names used by several
 * occupations, clean them into the form people write, and merge a curated list that also covers
 * the non-software hard skills (clinical, sales, finance, teaching...) O*NET does not list.
 *
 * Output shape (compact arrays keep the file small for the browser bundle):
 *   { attribution, source, categories: string[], entries: [canonical, categoryIndex, aliases[], flags][],
 *     index: [key, entryIndex, code][] }
 * index holds every spelling already tokenized and stemmed by the engine's own tokenizer
 * (app/domain/ats/dictionary-index.ts, bundled here with esbuild), so the Worker does not redo it
 * on a cold start.
 * flags bit 1: single-word aliases that are also ordinary English words match only when written
 *              capitalised (or in a Skills list); bit 2: only in a programming context (Go);
 *              bit 4: Hot Technology / In Demand in O*NET; bit 8: its all-capitals spellings
 *              match only in capitals, however long ("REST" is not "the rest of the team").
 *
 * Usage: node scripts/build-skills-dictionary.mjs [--check]
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { importTs, writeGenerated } from "./lib/import-ts.mjs";
import { ONET_ATTRIBUTION as ATTRIBUTION, ONET_DIR, ROOT } from "./lib/onet.mjs";
import { CURATED } from "./lib/skills/curated.mjs";
import { HOT } from "./lib/skills/flags.mjs";
import { category, cleanOnetName, keyOf, parseTsv } from "./lib/skills/onet-names.mjs";

const SOURCE = resolve(ONET_DIR, "technology-skills.tsv");
const OUTPUT = resolve(ROOT, "app/domain/ats/skills-dictionary.json");

function build() {
  const rows = parseTsv(readFileSync(SOURCE, "utf8"));
  const byName = new Map();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { occupations: new Set(), commodities: new Map(), hot: false };
    entry.occupations.add(row.code);
    entry.commodities.set(row.commodity, (entry.commodities.get(row.commodity) ?? 0) + 1);
    entry.hot ||= row.hot;
    byName.set(row.name, entry);
  }

  const categories = [];
  const categoryIndex = (name) => {
    let index = categories.indexOf(name);
    if (index < 0) index = categories.push(name) - 1;
    return index;
  };
  /** key of any name or alias → entry, so curated and O*NET forms of one product merge. */
  const byKey = new Map();
  const entries = [];
  const add = (canonical, cat, aliases, flags) => {
    const keys = [canonical, ...aliases].map(keyOf).filter(Boolean);
    const existing = keys.map((key) => byKey.get(key)).find(Boolean);
    if (existing) {
      for (const alias of [canonical, ...aliases]) {
        if (byKey.has(keyOf(alias))) continue;
        existing.aliases.push(alias);
        byKey.set(keyOf(alias), existing);
      }
      existing.flags |= flags & HOT;
      return;
    }
    const entry = { canonical, category: categoryIndex(cat), aliases: [], flags };
    byKey.set(keyOf(canonical), entry);
    for (const alias of aliases) {
      if (byKey.has(keyOf(alias))) continue;
      entry.aliases.push(alias);
      byKey.set(keyOf(alias), entry);
    }
    entries.push(entry);
  };

  // Curated first: its canonical names and flags win over the O*NET spelling of the same product.
  for (const [canonical, cat, aliases, flags = 0] of CURATED) add(canonical, cat, aliases, flags);

  const kept = [...byName.entries()]
    .filter(([, info]) => info.hot || info.occupations.size >= 3)
    .sort((a, b) => b[1].occupations.size - a[1].occupations.size || a[0].localeCompare(b[0]));
  for (const [raw, info] of kept) {
    const cleaned = cleanOnetName(raw);
    if (!cleaned) continue;
    const topCommodity = [...info.commodities.entries()].sort((a, b) => b[1] - a[1])[0][0];
    add(cleaned.canonical, category(topCommodity), cleaned.aliases, cleaned.flags | (info.hot ? HOT : 0));
  }

  return {
    attribution: ATTRIBUTION,
    source: "O*NET Technology Skills (technology-skills.tsv), cleaned and merged with a curated list",
    categories,
    entries: entries.map((entry) => {
      const row = [entry.canonical, entry.category, entry.aliases];
      if (entry.flags) row.push(entry.flags);
      return row;
    }),
  };
}

const dictionary = build();
// The engine's own indexer, so keys are made by exactly the runtime's tokenizer and stemmer.
const { indexer } = await importTs({ indexer: resolve(ROOT, "app/domain/ats/dictionary-index.ts") });
dictionary.index = indexer.indexSpellings(dictionary.entries);
writeGenerated(
  OUTPUT,
  `${JSON.stringify(dictionary)}\n`,
  `${dictionary.entries.length} entries, ${dictionary.index.length} keys`,
);
