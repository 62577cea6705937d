import type { Translations } from "../en";

/** Spanish texts of the landing page (keys and placeholders as in ./en.ts). */
export const esLanding: Translations["landing"] = {
  title: "{{product}}: currículums optimizados para ATS, escritos en equipo",
  description:
    "Crea un currículum apto para ATS con vista previa en directo, puntúalo frente a una oferta de empleo, expórtalo en PDF, DOCX o TXT y edítalo con otras personas en tiempo real.",
  nav: { label: "Secciones", features: "Funciones", how: "Cómo funciona", stories: "Historias", contact: "Contacto" },
  login: "Iniciar sesión",
  badge: "Creador de currículums optimizado para ATS",
  headline: "Supera el filtro de currículums y llega a una persona.",
  lead: "Escribe tu currículum con vista previa en directo, puntúalo frente al puesto que quieres, corrige lo que explica la puntuación y exporta un archivo que cualquier sistema de selección pueda leer.",
  create: "Crea tu currículum",
  signIn: "Iniciar sesión",
  glance: "De un vistazo",
  stats: {
    templates: "plantillas aptas para ATS",
    formats: "formatos de exportación",
    score: "puntuación que significa listo para ATS",
    price: "para empezar",
    scoreLabel: "Puntuación ATS",
  },
  featuresTitle: "Todo lo que necesita una búsqueda de empleo",
  featuresLead: "Del primer borrador al archivo que envías, con indicaciones útiles en cada paso.",
  features: {
    analysis: {
      title: "Análisis de la oferta",
      text: "Pega una oferta de empleo y obtén una puntuación de compatibilidad que se actualiza mientras editas: cada punto explicado.",
    },
    matching: {
      title: "Coincidencia con la oferta",
      text: "Mira qué habilidades y palabras clave pedidas ya cubre tu currículum, cuáles faltan y dónde encaja cada una.",
    },
    suggestions: {
      title: "Sugerencias de contenido",
      text: "Reescrituras concretas: verbos más fuertes para inicios flojos, resultados sin cifras señalados y palabras clave que faltan colocadas donde encajan.",
    },
    templates: {
      title: "Plantillas aptas para ATS",
      text: "Diez diseños profesionales hechos de texto real en orden de lectura, para que los sistemas de selección lean cada línea.",
    },
    preview: {
      title: "Vista previa en tiempo real",
      text: "Cada pulsación aparece en una vista previa paginada tal como se imprimirá, con las mismas fuentes que el archivo exportado.",
    },
    reorder: {
      title: "Personalización arrastrando",
      text: "Reordena experiencia, formación y proyectos arrastrando o con el teclado, y observa cómo se adapta el diseño.",
    },
    export: {
      title: "Exporta a PDF, DOCX o TXT",
      text: "PDF con texto seleccionable que los analizadores leen bien, documentos de Word con encabezados reales y texto plano limpio.",
    },
    together: {
      title: "Edita en equipo, en directo",
      text: "Invita a un mentor o a un amigo: editad el mismo currículum a la vez sin perder nunca un cambio.",
    },
  },
  steps: {
    choose: {
      title: "Elige una plantilla",
      text: "Escoge uno de diez diseños aptos para ATS. Revisa cada página antes de decidir.",
    },
    customize: {
      title: "Personaliza tu currículum",
      text: "Cuenta tu historia con vista previa en directo, pega la oferta y sigue la puntuación.",
    },
    download: {
      title: "Descarga y comparte",
      text: "Exporta un PDF, DOCX o TXT, o invita a otras personas a editarlo y revisarlo contigo.",
    },
  },
  storiesTitle: "Pensado para búsquedas de empleo reales",
  storiesLead: "Tres situaciones para las que se diseñó el producto.",
  stories: {
    changer: {
      who: "Quien cambia de profesión",
      quote:
        "Al pasar de la docencia al diseño instruccional, la lista de habilidades que faltaban mostró cuáles de mis habilidades del aula ya encajaban con la oferta y qué decir de ellas.",
    },
    graduate: {
      who: "Quien acaba de graduarse",
      quote:
        "Con una página de experiencia, las sugerencias señalaron los puntos sin cifras, así que cada proyecto dice lo que logró.",
    },
    mentor: {
      who: "Quien hace de mentor",
      quote:
        "Edito los currículums de mis mentorados con ellos en el mismo documento, a la vez, en lugar de intercambiar adjuntos.",
    },
  },
  ctaTitle: "Tu próxima candidatura empieza aquí",
  ctaLead: "Elige una plantilla, pega una oferta de empleo y mira tu puntuación en minutos.",
  ctaButton: "Empieza gratis",
  contactLead: "¿Preguntas, comentarios o un error que comunicar? Leemos todos los mensajes.",
};
