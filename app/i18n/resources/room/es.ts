import type { Translations } from "../en";

/** Spanish texts of the room's connection errors and refusals (keys and placeholders as in ./en.ts); they sit inside "Error de conexión: …". */
export const esRoomMessages: Translations["roomMessages"] = {
  accessRemoved: "se retiró tu acceso a este currículum.",
  unreachable: "no se puede contactar con el servidor; reintentando",
  cannotReach: "no se pudo contactar con el servidor de colaboración",
  invalidMessage: "mensaje no válido.",
  resumeTooLarge: "Este currículum ha alcanzado su límite de tamaño (512 KB). Acorta algunas descripciones antes de añadir más.",
  viewOnly: "puedes ver este currículum, pero no editarlo.",
  annotationTooLarge: "esta anotación es demasiado grande. Empieza una nueva.",
  annotationLimit: "un currículum puede tener como máximo {{max}} anotaciones.",
  authorChanges: "solo su autor o la persona propietaria del currículum puede cambiar esta anotación.",
  kindFixed: "una anotación no puede cambiar de tipo.",
  annotationGone: "esta anotación ya no existe.",
  authorDeletes: "solo su autor o la persona propietaria del currículum puede eliminar esta anotación.",
  commentsOnNotes: "solo las notas y los resaltados admiten comentarios.",
  threadLimit: "un hilo admite como máximo {{max}} comentarios.",
  imageNotBase64: "la imagen no es base64 válido.",
  imageTooLarge: "una imagen debe ocupar menos de 200 KB.",
  imageType: "solo se pueden usar imágenes PNG y JPEG.",
  imageSide: "una imagen puede medir como máximo {{max}} píxeles de ancho y de alto.",
  marksFull: "las marcas de revisión de este currículum están llenas ({{max}} MB). Elimina algunas primero.",
  marksShare: "has usado tu parte de las marcas de revisión de este currículum ({{max}} MB). Elimina algunas de las tuyas primero.",
  marksTooFast: "estás añadiendo marcas de revisión demasiado rápido. Espera unos segundos y vuelve a intentarlo.",
};
