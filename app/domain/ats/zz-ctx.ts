import "./bundled-data";
export { findSkills, skillById } from "./dictionary";
export { tokenizeLine } from "./tokenize";
