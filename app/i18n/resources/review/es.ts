import type { Translations } from "../en";

/** Spanish texts of the review threads (keys and placeholders as in ./en.ts). */
export const esReviewThreads: Translations["reviewThreads"] = {
  comments: "Comentarios",
  showResolved: "Mostrar resueltos ({{count}})",
  none: "Todavía no hay anotaciones.",
  allResolved: "Todos los hilos están resueltos.",
  page: "Página",
  where: "{{section}} · página {{number}}",
  resolved: "Resuelto",
  replyTo: "Responder a {{name}}",
  reply: "Responder",
  reopen: "Reabrir",
  resolve: "Resolver",
  addNote: "Añadir una nota en la página {{number}}",
  about: "Sobre",
  thePage: "La página",
  add: "Añadir nota",
  section: {
    personalInfo: "Información personal",
    summary: "Resumen",
    experience: "Experiencia",
    education: "Formación",
    projects: "Proyectos",
    skills: "Habilidades",
  },
};
