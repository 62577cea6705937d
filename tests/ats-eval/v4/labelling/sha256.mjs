import { loadEvalV4 } from "../materialize.mjs";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
const f = new URL("../manifest.json", import.meta.url);
const l = await loadEvalV4();
if (!l.ok) {
  console.error(l.reason);
  process.exit(1);
}
const m = JSON.parse(readFileSync(f, "utf8"));
const h = (t) => createHash("sha256").update(t, "utf8").digest("hex");
for (const id in m.resumes) m.resumes[id].sha256 = h(l.set.resumes[id]);
for (const id in m.jobs) m.jobs[id].sha256 = h(l.set.jobs[id]);
writeFileSync(f, JSON.stringify(m, null, 1) + "\n");
console.log("ok", Object.keys(m.jobs).length, Object.keys(m.resumes).length);
