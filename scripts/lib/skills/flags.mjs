/** Entry flags of the skills dictionary (see scripts/build-skills-dictionary.mjs for their meaning). */
export const CASE_SENSITIVE = 1;
export const PROGRAMMING_CONTEXT = 2;
export const HOT = 4;
/** All-capitals spellings match only in capitals, whatever their length ("REST", not "the rest"). */
export const CAPITALS = 8;
