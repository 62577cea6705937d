// Typed keys: `t("a.missing.key")` does not compile (docs/i18n.md).
import "i18next";
import type { en } from "./resources/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
