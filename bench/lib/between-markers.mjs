/**
 * Rewrites what stands between two marker comments of a file (the README's tables, the capacity
 * doc's figures): the benches write these parts, nobody edits them by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

export function replaceBetweenMarkers(path, start, end, text) {
  const content = readFileSync(path, "utf8");
  const from = content.indexOf(start);
  const to = content.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${basename(path)} has no markers ${start} ... ${end}.`);
  writeFileSync(path, `${content.slice(0, from + start.length)}\n${text}\n${content.slice(to)}`);
}
