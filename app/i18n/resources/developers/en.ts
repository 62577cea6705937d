/** The API reference page /developers/api (app/routes/developers.api.tsx); operation summaries stay English. */
export const enDevelopers = {
  title: "API reference",
  intro:
    "Every operation of the {{product}} HTTP API, from the same OpenAPI 3.1 document programs read. Summaries and field descriptions are in English.",
  download: "OpenAPI document (JSON)",
  tags: "Sections",
  scope: "Scope",
  scopes: {
    anyone: "Anyone",
    session: "Signed-in session only",
    any: "Any token",
  },
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
