import type { Translations } from "../en";

/** Spanish texts of the error pages (keys as in ./en.ts). */
export const esErrors: Translations["errors"] = {
  status: {
    "400": {
      title: "Esa solicitud no tiene sentido",
      detail: "Algo en la dirección o en el formulario no era válido. Vuelve atrás e inténtalo de nuevo.",
    },
    "403": { title: "No permitido", detail: "No tienes acceso a esta página." },
    "404": { title: "Página no encontrada", detail: "La página que buscas no existe o se ha movido." },
    "429": { title: "Demasiadas solicitudes", detail: "Espera un momento y vuelve a intentarlo." },
  },
  unexpected: {
    title: "Algo ha ido mal",
    detail: "Se ha producido un error inesperado. Inténtalo de nuevo dentro de un momento.",
  },
  /** A download link opened in a tab that cannot give its file (expired, altered, gone). */
  download: "Esta descarga no está disponible",
  home: "Volver al inicio",
};
