import { errorResponse } from "~/server/http.server";

/** Unknown API paths answer JSON, not the HTML 404 page. */
const notFound = () => errorResponse("notFound");
export const loader = notFound;
export const action = notFound;
