/**
 * The engine's tables bundled in: for Node scripts and unit tests. Never imported by the Worker
 * or the browser, which fetch them from the static assets (./data.ts).
 */
import dictionary from "./skills-dictionary.json";
import occupations from "./occupations.json";
import postingWords from "./posting-words.json";
import { provideAtsData } from "./data";

provideAtsData({ occupations, dictionary, postingWords });
