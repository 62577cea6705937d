/**
 * The texts of the API reference page (app/routes/developers.api.tsx) in the three interface
 * languages, but its title (the page's <title>, read from the language chunks): they travel with
 * the page's own chunk instead of every page's language chunk (docs/i18n.md#texts-that-travel-with-a-part).
 * English is the reference; app/components/variants/texts.test.ts checks the others.
 */
import { usePartTexts } from "../part-texts";

const en = {
  intro:
    "Every operation of the {{product}} HTTP API, from the same OpenAPI 3.1 document programs read. Summaries and field descriptions are in English.",
  download: "OpenAPI document (JSON)",
  tags: "Sections",
  scope: "Scope",
  scopeAnyone: "Anyone",
  scopeSession: "Signed-in session only",
  scopeAny: "Any token",
  scopeHelp:
    "A personal access token needs the scope shown; “Signed-in session only” refuses tokens; “Any token” takes a token of any scope.",
  requestBody: "Request body",
  response: "Response {{status}}",
  noFields: "No JSON fields",
  contentType: "Content type: {{type}}",
  field: "Field",
  type: "Type",
  required: "Required",
  yes: "Yes",
  no: "No",
  errors: "Every error answers {{shape}} with a 4xx status (5xx for a fault).",
  queryParameters: "Query parameters",
};

type Texts = Record<keyof typeof en, string>;

const de: Texts = {
  intro:
    "Alle Operationen der HTTP-API von {{product}}, aus demselben OpenAPI-3.1-Dokument, das Programme lesen. Zusammenfassungen und Feldbeschreibungen sind auf Englisch.",
  download: "OpenAPI-Dokument (JSON)",
  tags: "Abschnitte",
  scope: "Berechtigung",
  scopeAnyone: "Alle",
  scopeSession: "Nur angemeldete Sitzung",
  scopeAny: "Jedes Token",
  scopeHelp:
    "Ein persönliches Zugriffstoken braucht die angegebene Berechtigung; „Nur angemeldete Sitzung“ lehnt Tokens ab; „Jedes Token“ nimmt ein Token mit beliebiger Berechtigung.",
  requestBody: "Anfragekörper",
  response: "Antwort {{status}}",
  noFields: "Keine JSON-Felder",
  contentType: "Inhaltstyp: {{type}}",
  field: "Feld",
  type: "Typ",
  required: "Pflicht",
  yes: "Ja",
  no: "Nein",
  errors: "Jeder Fehler antwortet {{shape}} mit einem 4xx-Status (5xx bei einem Fehler des Servers).",
  queryParameters: "Abfrageparameter",
};

const es: Texts = {
  intro:
    "Todas las operaciones de la API HTTP de {{product}}, a partir del mismo documento OpenAPI 3.1 que leen los programas. Los resúmenes y las descripciones de los campos están en inglés.",
  download: "Documento OpenAPI (JSON)",
  tags: "Secciones",
  scope: "Ámbito",
  scopeAnyone: "Cualquiera",
  scopeSession: "Solo con sesión iniciada",
  scopeAny: "Cualquier token",
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

export const API_REFERENCE_TEXTS = { en, de, es } as const;

/** The API reference page's text in the interface's language (app/components/part-texts.ts). */
export const useApiReferenceTexts = () => usePartTexts(API_REFERENCE_TEXTS);
