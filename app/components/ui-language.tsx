/**
 * The interface language on the page (docs/i18n.md). The server picked it (cookie, account,
 * Accept-Language) and rendered in it; here the user can switch without a reload. A choice goes to
 * browser storage, the `lang` cookie (the next server render) and, signed in, the account.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "~/i18n/instance";
import { loadTranslations } from "~/i18n/load-translations.client";
import { isUiLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type UiLanguage } from "~/i18n/languages";
import { apiRequest } from "~/lib/api-client";

interface UiLanguageState {
  language: UiLanguage;
  /** Switches now; resolves false when the account could not keep the choice. */
  choose: (language: UiLanguage) => Promise<boolean>;
}

const UiLanguageContext = createContext<UiLanguageState>({ language: "en", choose: async () => true });

export const useUiLanguage = () => useContext(UiLanguageContext);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function storedLanguage(): UiLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function hasLanguageCookie(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

function remember(language: UiLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // Set here too, not only by the server's answer: a navigation that starts before the answer
  // arrives already renders in the new language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function UiLanguageProvider({ serverLanguage, children }: { serverLanguage: UiLanguage; children: ReactNode }) {
  const [language, setLanguage] = useState(serverLanguage);
  // A later server render (after sign-in, say) may know better: follow it, its texts loaded first.
  useEffect(() => {
    let current = true;
    void loadTranslations(serverLanguage).then(
      () => current && setLanguage(serverLanguage),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [serverLanguage]);
  const i18n = useMemo(() => createI18n(language), [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const choose = useCallback(async (next: UiLanguage) => {
    // The browser holds only the languages shown so far: load this one before switching, so no
    // text shows in another language meanwhile. Not loaded (offline): no switch.
    try {
      await loadTranslations(next);
    } catch {
      return false;
    }
    setLanguage(next);
    remember(next);
    try {
      // The answer's schemas (zod) load only now: every page carries this provider, and none needs
      // zod to first render (docs/performance.md, "JavaScript per page").
      const { languageAnswer } = await import("~/lib/api-responses");
      await apiRequest("/api/language", languageAnswer, { body: { language: next } });
      return true;
    } catch {
      return false;
    }
  }, []);

  // Browser storage remembers a choice whose cookie is gone (cleared, expired).
  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== serverLanguage && !hasLanguageCookie()) void choose(stored);
    // Only once, on the first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <UiLanguageContext.Provider value={state}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </UiLanguageContext.Provider>
  );
}
