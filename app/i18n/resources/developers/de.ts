import type { Translations } from "../en";

/** German texts of the API reference page (keys and placeholders as in ./en.ts). */
export const deDevelopers: Translations["developers"] = {
  title: "API-Referenz",
  intro:
    "Alle Operationen der HTTP-API von {{product}}, aus demselben OpenAPI-3.1-Dokument, das Programme lesen. Zusammenfassungen und Feldbeschreibungen sind auf Englisch.",
  download: "OpenAPI-Dokument (JSON)",
  tags: "Abschnitte",
  scope: "Berechtigung",
  scopes: {
    anyone: "Alle",
    session: "Nur angemeldete Sitzung",
    any: "Jedes Token",
  },
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
