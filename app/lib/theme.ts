/** Theme values and browser storage key of docs/product.md (data model, states, constants). */
export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs inline in <head> before the body paints, so a stored dark theme never flashes light.
 * Kept as a string because it must not wait for any bundle.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t)}catch(e){}})();`;

export function readAppliedTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the class still applies for this visit.
  }
}
