import type { Translations } from "../en";

/** Spanish texts of the analysis page (keys and placeholders as in ./en.ts). */
export const esAnalysis: Translations["analysis"] = {
  pageTitle: "Análisis ATS · {{title}}",
  kicker: "Análisis ATS",
  job: "Oferta de empleo",
  showDescription: "Mostrar la descripción completa",
  emptyBody: "Añade una oferta de empleo en el editor y pulsa Obtener puntuación ATS para ver cuánto se ajusta tu currículum.",
  addJob: "Añadir una oferta de empleo",
  score: "Puntuación",
  keywordsFound: "Palabras clave encontradas: {{found}} de {{max}}",
  roleFit: "Encaje con el puesto: ",
  whereFrom: "De dónde sale la puntuación",
  points: "{{earned}} / {{weight}} puntos",
  advice: "Consejo, no puntúa",
  status: { good: "Encontrada: ", related: "Relacionada: ", missing: "Falta: " },
  none: "Ninguna todavía.",
  suggestions: "Sugerencias",
  before: "Antes:",
  after: "Después:",
};
