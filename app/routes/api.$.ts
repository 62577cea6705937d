import { errorResponse } from "~/server/http.server";

/** Unknown API paths answer JSON, not the HTML 404 page. */
const notFound = () => errorResponse(404, "Not found.");
export const loader = notFound;
export const action = notFound;
