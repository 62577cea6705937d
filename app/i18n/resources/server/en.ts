/**
 * The editor's own words around a failed save (app/components/editor/use-resume-saver.ts) and a
 * wait in words (`{{wait}}` of a throttle's error, app/i18n/api-errors.ts). The API's errors
 * themselves are translated by code (../api-errors/).
 */
export const enServerMessages = {
  wait: {
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
  },
  /** "Could not save: {reason}", the reason being the API's error by its code. */
  couldNotSave: "Could not save: {{reason}}",
  saveOffline: "Could not save: check your connection. Your changes are kept in this page.",
};
