import type { Translations } from "../en";

/** Spanish texts of the API reference page (keys and placeholders as in ./en.ts). */
export const esDevelopers: Translations["developers"] = {
  title: "Referencia de la API",
  intro:
    "Todas las operaciones de la API HTTP de {{product}}, a partir del mismo documento OpenAPI 3.1 que leen los programas. Los resúmenes y las descripciones de los campos están en inglés.",
  download: "Documento OpenAPI (JSON)",
  tags: "Secciones",
  scope: "Ámbito",
  scopes: {
    anyone: "Cualquiera",
    session: "Solo con sesión iniciada",
    any: "Cualquier token",
  },
  scopeHelp:
    "Un token de acceso personal necesita el ámbito indicado; «Solo con sesión iniciada» rechaza los tokens; «Cualquier token» acepta un token de cualquier ámbito.",
  requestBody: "Cuerpo de la petición",
  response: "Respuesta {{status}}",
  noFields: "Sin campos JSON",
  contentType: "Tipo de contenido: {{type}}",
  field: "Campo",
  type: "Tipo",
  required: "Obligatorio",
  yes: "Sí",
  no: "No",
  errors: "Todo error responde {{shape}} con un estado 4xx (5xx si es un fallo).",
  queryParameters: "Parámetros de consulta",
};
