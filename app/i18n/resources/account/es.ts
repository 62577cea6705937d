import type { Translations } from "../en";

/** Textos en español de la página Cuenta (/account). */
export const esAccount: Translations["account"] = {
  pageTitle: "Cuenta",
  title: "Cuenta",
  profile: {
    heading: "Perfil",
    name: "Nombre completo",
    email: "Correo electrónico",
    emailHint: "Inicias sesión con esta dirección.",
    save: "Guardar nombre",
    saving: "Guardando...",
    saved: "Tu nombre se ha guardado.",
    failed: "No se pudo guardar tu nombre. Comprueba tu conexión e inténtalo de nuevo.",
  },
  password: {
    heading: "Contraseña",
    current: "Contraseña actual",
    next: "Contraseña nueva",
    nextHint: "Al menos {{min}} caracteres.",
    save: "Cambiar la contraseña",
    saving: "Cambiando...",
    saved: "Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.",
    failed: "No se pudo cambiar tu contraseña. Comprueba tu conexión e inténtalo de nuevo.",
  },
  data: {
    heading: "Tus datos",
    lead: "Descarga todo lo que guarda tu cuenta en un solo archivo JSON: tus currículums con sus cartas de presentación, tus candidaturas, tu biblioteca de contenido y tus tokens de acceso (nunca sus secretos).",
    download: "Descargar mis datos",
    tokens: "Gestionar tokens de acceso",
  },
  remove: {
    heading: "Eliminar la cuenta",
    lead: "Al eliminar tu cuenta se borra para siempre:",
    resumes:
      "tus currículums, también los de la papelera, con sus versiones, cartas de presentación y enlaces públicos;",
    applications: "tus candidaturas y las copias de lo que enviaste;",
    library: "tu biblioteca de contenido, tus tokens de acceso y tus sesiones en todos los dispositivos;",
    sharing:
      "tu acceso a los currículums que otros compartieron contigo. Las personas con las que compartiste tus currículums pierden el acceso a ellos.",
    stays:
      "Las notas y sugerencias que dejaste en currículums de otras personas se quedan en ellos. Los nombres de tus enlaces públicos nunca se darán a nadie más.",
    undone: "Esto no se puede deshacer. Descarga antes tus datos si quieres conservar una copia.",
    password: "Tu contraseña",
    passwordHint: "Escríbela de nuevo para confirmar que eres tú.",
    submit: "Eliminar mi cuenta",
    deleting: "Eliminando...",
    confirmTitle: "¿Eliminar tu cuenta para siempre?",
    confirmBody:
      "Tu cuenta y todo lo que se indica en esta página se eliminarán de inmediato. Esto no se puede deshacer.",
    confirm: "Eliminar para siempre",
    failed: "No se pudo eliminar tu cuenta. Comprueba tu conexión e inténtalo de nuevo.",
  },
  deleted: "Tu cuenta se ha eliminado, con todo lo que contenía.",
};
