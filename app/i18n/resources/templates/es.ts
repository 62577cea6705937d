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
  features: {
    "modern-professional": [
      "Diseño de una columna apto para ATS",
      "Encabezados de sección subrayados en color",
      "Etiquetas de habilidades",
      "Fechas junto a la empresa, leídas en orden por los analizadores",
      "Tipografía Inter",
    ],
    "professional-elegant": [
      "Cabecera centrada",
      "Encabezados serif en versalitas",
      "Lista de habilidades en tres columnas",
      "Resumen justificado",
      "Source Serif y Source Sans",
    ],
    "creative-portfolio": [
      "Franja de cabecera en color",
      "Encabezados en serif de exhibición",
      "Etiquetas de habilidades redondeadas",
      "Fechas en distintivos",
      "Texto real en todo el documento, sin imágenes",
    ],
    "minimal-modern": [
      "Etiquetas pequeñas sobre líneas finas",
      "Nombre en trazo fino",
      "Sin color, máxima claridad",
      "Espacio en blanco generoso",
    ],
    "tech-minimalist": [
      "Fechas y etiquetas en monoespaciada",
      "Cuadrícula de habilidades en cuatro columnas",
      "Etiquetas de tecnologías en los proyectos",
      "Acento esmeralda",
      "Tipografías IBM Plex",
    ],
    "academic-research": [
      "Formación en primer lugar",
      "Fechas en una columna a la izquierda",
      "Encabezados en versalitas con filete",
      "Lista de habilidades en dos columnas",
      "Tipografía Source Serif",
    ],
    "sales-impact": [
      "Cifras resaltadas automáticamente",
      "Resumen destacado",
      "Franja de cabecera azul marino",
      "Experiencia antes que habilidades",
      "Tipografía Lato",
    ],
    "startup-entrepreneur": [
      "Cronología de la experiencia",
      "Encabezados con marcador",
      "Cabecera en dos columnas",
      "Etiquetas de habilidades",
      "Tipografía Work Sans",
    ],
    "healthcare-professional": [
      "Encabezados de sección con fondo tintado",
      "Lista de habilidades en tres columnas",
      "Datos de contacto en cuadrícula",
      "Paleta verde azulado de alto contraste",
      "Tipografía Source Sans",
    ],
    "classic-executive": [
      "Tipografía Garamond",
      "Entradas con la empresa primero",
      "Encabezados en mayúsculas con filete",
      "Cabecera con doble filete",
      "Paleta sobria",
    ],
  },
  recommended: {
    "modern-professional": [
      "Ingeniero/a de software",
      "Product Manager",
      "Analista de negocio",
      "Especialista en marketing",
    ],
    "professional-elegant": ["Consultor/a", "Abogado/a", "Responsable de finanzas", "Director/a de operaciones"],
    "creative-portfolio": [
      "Diseñador/a UX",
      "Diseñador/a de marca",
      "Creador/a de contenido",
      "Responsable de marketing",
    ],
    "minimal-modern": ["Diseñador/a", "Arquitecto/a", "Investigador/a", "Diseñador/a de producto"],
    "tech-minimalist": [
      "Ingeniero/a de software",
      "Ingeniero/a DevOps",
      "Ingeniero/a de datos",
      "Ingeniero/a de seguridad",
      "Responsable de ingeniería",
    ],
    "academic-research": ["Investigador/a", "Doctorando/a", "Profesor/a", "Científico/a investigador/a"],
    "sales-impact": [
      "Ejecutivo/a de cuentas",
      "Responsable de ventas",
      "Responsable de desarrollo de negocio",
      "Responsable de éxito del cliente",
    ],
    "startup-entrepreneur": [
      "Fundador/a",
      "Generalista de startup",
      "Responsable de crecimiento",
      "Responsable de producto",
    ],
    "healthcare-professional": [
      "Enfermero/a titulado/a",
      "Asistente médico/a",
      "Técnico/a de laboratorio clínico",
      "Gestor/a sanitario/a",
    ],
    "classic-executive": ["Ejecutivo/a", "Director/a", "Vicepresidente/a", "Gerente sénior", "Consejero/a"],
  },
  description: {
    "modern-professional":
      "Un diseño sans serif nítido con un único acento azul, títulos de sección subrayados y etiquetas de habilidades. Limpio, seguro y fácil de leer.",
    "professional-elegant":
      "Una combinación refinada de serif y sans con una cabecera centrada y títulos en versalitas burdeos seguidos de un filete fino.",
    "creative-portfolio":
      "Una franja de cabecera índigo intenso con el nombre en serif de titular, acentos coral y etiquetas de habilidades redondeadas, totalmente legible para un ATS.",
    "minimal-modern":
      "Negro sobre blanco con mucho aire: un nombre en trazo fino y pequeñas etiquetas de sección sobre filetes finos.",
    "tech-minimalist":
      "IBM Plex Sans con etiquetas, fechas y tecnologías en monoespaciada, y una cuadrícula de habilidades pensada para listas largas de tecnologías.",
    "academic-research":
      "Un CV al estilo académico: una sola serif, títulos en versalitas subrayados, fechas en una columna izquierda y la formación primero.",
    "sales-impact":
      "Hecho para vender resultados: una franja de cabecera azul marino, un resumen destacado y cada cifra de tus logros en negrita.",
    "startup-entrepreneur":
      "Un nombre en grotesca contundente, títulos marcados con rotulador y una línea de tiempo violeta a lo largo de tu experiencia.",
    "healthcare-professional":
      "Sereno y clínico: una barra superior verde azulado, franjas de sección teñidas y una lista de habilidades en tres columnas para certificaciones y competencias.",
    "classic-executive":
      "El currículum de consejo de administración: Garamond, mayúsculas espaciadas entre filetes, la empresa antes del cargo y solo tinta azul marino.",
  },
};
