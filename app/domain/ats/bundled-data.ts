/**
 * The engine's tables bundled in: for Node scripts, unit tests and the browser's letter drafter
 * (a chunk loaded on demand). Never imported by the Worker, which reads them from its assets
 * (./data.ts).
 */
import dictionary from "./skills-dictionary.json";
import occupations from "./occupations.json";
import { provideAtsData } from "./data";

provideAtsData({ occupations, dictionary });
