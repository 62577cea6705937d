/**
 * What a person on a phone or with a mouse would trip over, measured from bounding boxes
 * (docs/accessibility.md#tap-targets): controls that overlap or sit under another
 * element, run off the window, or are smaller than 44 x 44 px to tap.
 *
 * The exceptions are WCAG 2.5.5's: a link inside a sentence (it is as tall as its line), a
 * control's own label counts as its target (a checkbox with its words), and what a page shows as
 * a document rather than as interface (the resume itself in the preview, PDF.js's layers) is not
 * measured. A floating action button (`data-floating-action`, the editor's collaboration button)
 * floats over the page's scrolling content by design: it is measured for its size, not for what
 * scrolls under it.
 */
import type { Page } from "playwright-core";

export const TAP_TARGET = 44;

export interface LayoutProblem {
  kind: "small" | "overlap" | "covered" | "off-window";
  control: string;
  detail: string;
}

export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((min) => {
    const DOCUMENT_AREAS =
      '[data-testid="preview-page-stack"], [data-resume-document], .textLayer, .annotationLayer, .annotationEditorLayer, [data-testid="review-pdf"] .page, .resume-page';
    const selector =
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="option"]';
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      if (element.closest("[hidden], [inert], [aria-hidden='true']")) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.opacity === "0") return false;
      // Screen-reader-only text is clipped to a pixel; a control that is clipped away is not tapped.
      if (style.clipPath !== "none" && style.clipPath !== "") return false;
      return true;
    };
    const name = (element: HTMLElement) => {
      const label =
        element.getAttribute("aria-label") ??
        (element.innerText ||
          (element as HTMLInputElement).labels?.[0]?.innerText ||
          (element as HTMLInputElement).placeholder ||
          element.getAttribute("title") ||
          element.getAttribute("name") ||
          element.id ||
          "");
      const type = element instanceof HTMLInputElement ? `[${element.type}]` : "";
      return `${element.tagName.toLowerCase()}${type} "${label.trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    };
    /** What of the element is drawn: its box cut by every scrolling or clipping ancestor's. */
    const shownBox = (element: HTMLElement): DOMRect => {
      const box = element.getBoundingClientRect();
      let left = box.left,
        top = box.top,
        right = box.right,
        bottom = box.bottom;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        if (style.overflowX !== "visible") {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== "visible") {
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    /** The area a person taps to reach this control: for a checkbox or a radio, its label too. */
    const targetBox = (element: HTMLElement): DOMRect => {
      const box = element.getBoundingClientRect();
      if (element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type)) {
        const label =
          element.closest("label") ??
          (element.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`) : null);
        if (label) {
          const around = label.getBoundingClientRect();
          const left = Math.min(box.left, around.left),
            top = Math.min(box.top, around.top);
          return new DOMRect(
            left,
            top,
            Math.max(box.right, around.right) - left,
            Math.max(box.bottom, around.bottom) - top,
          );
        }
      }
      return box;
    };
    /** A link in running text (a sentence around it): exempt, as WCAG exempts inline targets. */
    const inline = (element: HTMLElement) => {
      if (element.tagName !== "A") return false;
      let block: HTMLElement | null = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? "").trim().length;
      const around = (block.textContent ?? "").trim().length;
      return around - own >= 12;
    };
    // A control scrolled out of its strip is not on screen: measured where it can be seen.
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (!visible(element) || element.closest(DOCUMENT_AREAS)) return false;
      // The public page is the resume itself under a bar: only the bar is interface.
      if (document.querySelector(".rf-public-bar") && !element.closest(".rf-public-bar")) return false;
      const shown = shownBox(element);
      return shown.width > 1 && shown.height > 1;
    });
    const problems: { kind: "small" | "overlap" | "covered" | "off-window"; control: string; detail: string }[] = [];
    for (const element of controls) {
      const box = targetBox(element);
      const shown = shownBox(element);
      if (shown.right > innerWidth + 1 || shown.left < -1)
        problems.push({
          kind: "off-window",
          control: name(element),
          detail: `${Math.round(shown.left)}..${Math.round(shown.right)} of ${innerWidth}`,
        });
      if ((box.width < min - 0.5 || box.height < min - 0.5) && !inline(element)) {
        problems.push({
          kind: "small",
          control: name(element),
          detail: `${Math.round(box.width)}x${Math.round(box.height)}`,
        });
      }
      // Covered: what is drawn at the control's centre is something else (a layer, another control).
      const x = shown.left + shown.width / 2,
        y = shown.top + shown.height / 2;
      if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
        const hit = document.elementFromPoint(x, y);
        if (
          hit &&
          !hit.closest("[data-floating-action]") &&
          !element.contains(hit) &&
          !hit.contains(element) &&
          !(element instanceof HTMLInputElement && hit.closest("label")?.contains(element))
        ) {
          const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
          if (!label?.contains(hit))
            problems.push({
              kind: "covered",
              control: name(element),
              detail: `under ${hit instanceof HTMLElement ? name(hit) : hit.tagName}`,
            });
        }
      }
    }
    controls.forEach((a, i) => {
      const box = shownBox(a);
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        if (Boolean(a.closest("[data-floating-action]")) !== Boolean(b.closest("[data-floating-action]"))) continue;
        const other = shownBox(b);
        const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (width > 1 && height > 1)
          problems.push({
            kind: "overlap",
            control: name(a),
            detail: `overlaps ${name(b)} by ${Math.round(width)}x${Math.round(height)}`,
          });
      }
    });
    return problems;
  }, TAP_TARGET);
}
