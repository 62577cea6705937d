/**
 * The one script of a page sent without the app's JavaScript (app/components/static-page.ts),
 * inline with the page's CSP nonce; server-only, handed to the root by entry.server.tsx.
 */
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { THEME_STORAGE_KEY } from "~/lib/theme";

/** Session-storage key: the language select to focus again after the reload its change caused. */
const REFOCUS_KEY = "refocus-language";

/**
 * The static page's behaviour, at the end of its body. The theme button (`data-theme-toggle`)
 * switches `<html>`'s class and browser storage as `applyTheme` does, and names the theme it would
 * switch to (`data-label-dark`, `data-label-light`). A language select (`data-autosubmit`) posts
 * its form when it changes (the server sets the cookie and sends the page back in the language);
 * after that reload the select has the focus again, as it had before, for a keyboard user.
 */
export const staticPageScript = `(function(){var d=document,r=d.documentElement;function label(){var next=r.classList.contains("dark")?"light":"dark";d.querySelectorAll("[data-theme-toggle]").forEach(function(b){var l=b.getAttribute("data-label-"+next);if(!l)return;if(b.hasAttribute("aria-label"))b.setAttribute("aria-label",l);if(b.hasAttribute("title"))b.setAttribute("title",l);var s=b.querySelector("[data-theme-label]");if(s)s.textContent=l})}label();d.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-theme-toggle]");if(!b)return;var t=r.classList.contains("dark")?"light":"dark";r.classList.remove("light","dark");r.classList.add(t);try{localStorage.setItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)},t)}catch(x){}label()});d.addEventListener("change",function(e){var s=e.target;if(!(s instanceof HTMLSelectElement)||!s.hasAttribute("data-autosubmit")||!s.form)return;try{localStorage.setItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)},s.value);sessionStorage.setItem(${JSON.stringify(REFOCUS_KEY)},"1")}catch(x){}s.form.requestSubmit()});try{if(sessionStorage.getItem(${JSON.stringify(
  REFOCUS_KEY,
)})){sessionStorage.removeItem(${JSON.stringify(REFOCUS_KEY)});var f=[].filter.call(d.querySelectorAll("select[data-autosubmit]"),function(s){return s.offsetParent!==null})[0];if(f)f.focus()}}catch(x){}})();`;
