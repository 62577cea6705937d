import type { Translations } from "../en";

/** Spanish texts of cover letters (keys and placeholders as in ./en.ts). */
export const esLetters: Translations["letters"] = {
  card: {
    heading: "Carta de presentación",
    ready:
      "Una carta inicial redactada a partir de este currículum y la oferta guardada; cada frase remite a uno de los dos.",
    needJob: "Guarda arriba una oferta de empleo para redactar una carta de presentación para ella.",
    drafting: "Redactando...",
    write: "Escribir una carta de presentación para esta oferta",
    exists: "Este currículum ya tiene una carta para esta oferta: la abrimos.",
    failed: "No se pudo crear la carta de presentación.",
  },
  editor: {
    pageTitle: "Carta de presentación · {{title}}",
    kicker: "Carta de presentación",
    draft: "Redactar a partir del currículum y la oferta",
    drafted:
      "Redactada a partir de tu currículum y la oferta. Pasa el ratón o el foco por una frase subrayada para ver su origen.",
    saveFailed: "No se pudo guardar la carta.",
    form: "Carta de presentación",
    recipient: "Destinatario",
    recipientName: "Nombre del destinatario",
    company: "Empresa",
    address: "Dirección",
    optional: "(opcional)",
    date: "Fecha",
    greeting: "Saludo",
    paragraph: "Párrafo {{number}}",
    removeParagraph: "Quitar el párrafo {{number}}",
    remove: "Quitar",
    addParagraph: "Añadir párrafo",
    closing: "Despedida",
    signature: "Firma",
    previewRegion: "Vista previa de la carta",
    previewFrame: "Vista previa de la carta de presentación",
    confirmTitle: "¿Sustituir la carta por un borrador nuevo?",
    confirmLabel: "Sustituir por el borrador",
    confirmBody:
      "El saludo, los párrafos, la despedida y la firma se sustituyen por un borrador hecho con tu currículum y la oferta. El nombre y la dirección del destinatario se mantienen.",
    collaborators: "Colaboradores",
  },
  traces: {
    intro: "Frases redactadas y su origen:",
    from: "De: {{sources}}",
  },
  list: {
    heading: "Cartas de presentación",
    label: "Cartas de presentación de {{title}}",
    deleted: "Carta de presentación «{{title}}» eliminada.",
    deleteFailed: "No se pudo eliminar la carta de presentación.",
    delete: "Eliminar",
    deleteLabel: "Eliminar la carta de presentación {{title}}",
    confirmTitle: "¿Eliminar esta carta de presentación?",
    confirmBody: "«{{title}}» se elimina definitivamente.",
  },
};
