/**
 * The browser's entry: Remix's default, except that the page's language (the server rendered it,
 * `<html lang>`) is loaded first, its translations alone (docs/i18n.md), so the first render
 * matches the server's HTML. The root preloads that chunk (`<link rel="modulepreload">`), so
 * this waits for no extra round trip.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslations } from "~/i18n/load-translations.client";
import { DEFAULT_LANGUAGE, isUiLanguage } from "~/i18n/languages";

const pageLanguage = document.documentElement.lang;

const language = isUiLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;

// One retry; without its texts the page stays as the server sent it (its forms work without JavaScript).
void loadTranslations(language)
  .catch(() => loadTranslations(language))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
  });
