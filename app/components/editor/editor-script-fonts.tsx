import { useMemo } from "react";
import type { ResumeData } from "~/domain/resume/schema";
import { FALLBACKS, fallbacksFor, type FallbackKey } from "~/domain/templates/fallback-fonts";

/** Inter, the interface's face, has Cyrillic and Greek itself: only the other scripts need Noto. */
const UI_NEEDS_FALLBACK = (key: FallbackKey) => key !== "greekCyrillic";

/**
 * The Noto faces the editor's own inputs need for the scripts the resume contains (Chinese,
 * Japanese, Korean, Arabic, Hebrew, Devanagari, Thai), the same unicode-range sheets the templates
 * link (docs/product.md#fonts): without them a machine lacking such fonts shows boxes while
 * typing. A Latin-only resume links nothing, so its editor fetches nothing more.
 */
export function EditorScriptFonts({ data }: { data: ResumeData }) {
  const keys = useMemo(() => fallbacksFor(JSON.stringify(data)).filter(UI_NEEDS_FALLBACK), [data]);
  // A stable string, so the <style> below only changes when a script appears or goes.
  const families = keys.map((key) => `"${FALLBACKS[key].family}"`).join(", ");
  if (!keys.length) return null;
  return (
    <>
      {keys.map((key) => (
        <link key={key} rel="stylesheet" href={`/fonts/${FALLBACKS[key].sheet}.css`} data-script-font={key} />
      ))}
      {/* Unlayered, so it wins over the theme's --font-sans; family names are constants, never user text. */}
      <style
        dangerouslySetInnerHTML={{
          __html: `:root{--font-sans:"Inter Variable", ${families}, ui-sans-serif, system-ui, sans-serif}`,
        }}
      />
    </>
  );
}
