/** The API reference page /developers/api (app/routes/developers.api.tsx): its title; the page's other texts travel with it (app/components/api-reference/texts.ts). */
export const enDevelopers = {
  title: "API reference",
};
