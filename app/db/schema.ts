/**
 * The single source of truth for the D1 schema. `npm run db:generate` turns changes here into a
 * new SQL migration under migrations/; never edit an applied migration by hand.
 *
 * The tables live in app/db/tables/, one file per area; everything imports them from here.
 */
export * from "./tables/accounts";
export * from "./tables/resumes";
export * from "./tables/publication";
export * from "./tables/letters";
export * from "./tables/applications";
export * from "./tables/suggestions";
export * from "./tables/tokens";
export * from "./tables/library";
