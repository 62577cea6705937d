import type { Translations } from "../en";

/** Spanish texts of the template cards, preview and descriptions (keys and placeholders as in ./en.ts). */
export const esTemplateTexts: Translations["templateTexts"] = {
  select: "Elegir plantilla",
  preview: "Vista previa",
  more: "+{{count}} más",
  image: "Plantilla {{name}}",
  pdf: "Vista previa de la plantilla {{name}}",
  closePreview: "Cerrar la vista previa",
  close: "Cerrar",
  use: "Usar esta plantilla",
  previous: "Anterior",
  next: "Siguiente",
  pageOf: "Página {{page}} de {{count}}",
  failed: "No se pudo cargar la vista previa:",
  errorLoading: "Error al cargar la vista previa: {{message}}",
  unknownError: "Error desconocido",
  description: {
    "modern-professional": "Un diseño sans serif nítido con un único acento azul, títulos de sección subrayados y etiquetas de habilidades. Limpio, seguro y fácil de leer.",
    "professional-elegant": "Una combinación refinada de serif y sans con una cabecera centrada y títulos en versalitas burdeos entre filetes finos.",
    "creative-portfolio": "Una franja de cabecera índigo intenso con el nombre en serif de titular, acentos coral y etiquetas de habilidades redondeadas, totalmente legible para un ATS.",
    "minimal-modern": "Negro sobre blanco con mucho aire: un nombre en trazo fino y las etiquetas de sección en un margen izquierdo discreto.",
    "tech-minimalist": "IBM Plex Sans con etiquetas, fechas y tecnologías en monoespaciada, y una cuadrícula de habilidades pensada para listas largas de tecnologías.",
    "academic-research": "Un CV al estilo académico: una sola serif, títulos en versalitas subrayados, fechas en una columna izquierda y la formación primero.",
    "sales-impact": "Hecho para vender resultados: una franja de cabecera azul marino, un resumen destacado y cada cifra de tus logros en negrita.",
    "startup-entrepreneur": "Un nombre en grotesca contundente, títulos marcados con rotulador y una línea de tiempo violeta a lo largo de tu experiencia.",
    "healthcare-professional": "Sereno y clínico: una barra superior verde azulado, franjas de sección teñidas y una lista de habilidades en tres columnas para certificaciones y competencias.",
    "classic-executive": "El currículum de consejo de administración: Garamond, mayúsculas espaciadas entre filetes, la empresa antes del cargo y solo tinta azul marino.",
  },
};
