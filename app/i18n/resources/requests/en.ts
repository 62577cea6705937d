/**
 * The client's own words when an answer is not what the page needs (app/lib/api-client.ts,
 * app/i18n/api-errors.ts).
 */
export const enRequestMessages = {
  unexpectedAnswer: "The server sent an answer this page does not understand. Please reload and try again.",
};
