import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveFit } from "~/domain/layout/fit-css";
import { linesOver } from "~/domain/layout/print-layout";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { LAYOUTS } from "~/domain/templates/layouts";
import { withLiveDocument } from "~/server/collab/room.server";
import { json, methodNotAllowed } from "~/server/http.server";
import { printResumePdf } from "~/server/pdf/resume-pdf.server";
import { getResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";
import { sessionMayWrite } from "~/server/tokens/token-gate.server";

/** Pages of a PDF counted from its page objects: for a copy stored without its layout. */
function countPages(bytes: Uint8Array): number {
  const text = new TextDecoder("latin1").decode(bytes);
  return Math.max(1, (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length);
}

/**
 * GET /api/resumes/{id}/layout -> {pages, fitToPages, fitted, overBy}: the resume as the PDF
 * prints it (docs/api.md#page-layout). It is printed by the PDF renderer, through the same per-user
 * render slots and content-addressed R2 copy as an export, so an unchanged resume is not printed
 * again. Whoever may open the resume may ask (owner, editor, suggester, viewer); others get 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const session = await requireApiSession(request, env);
  const { user } = session;
  const current = await getResume(env, params.id ?? "", user.id);
  // The room's document when it is newer than D1, as an export prints it.
  const resume = await withLiveDocument(env, current);
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  // Fitted to its target as it prints; a new choice is stored as an edit by the caller when they
  // may edit, through a session or a token with `write` (docs/fit-to-pages.md, "Fitting without a
  // browser"). The answer is the fitted print.
  const { stored, pageFit } = await printResumePdf(env, {
    resume,
    by: { id: user.id, name: user.fullName },
    origin: new URL(request.url).origin,
    store: sessionMayWrite(session),
  });
  const { fitToPages, fitted } = pageFit;
  const pages = stored.layout?.pages ?? countPages(await stored.bytes());
  const layout = LAYOUTS[templateId];
  // A copy stored before layouts were kept with it says only its page count.
  const overBy =
    fitToPages === null
      ? null
      : stored.layout
        ? linesOver(stored.layout, fitToPages)
        : pages > fitToPages
          ? { lines: 1 }
          : null;
  return json(
    {
      pages,
      fitToPages,
      fitted: fitted ? { ...fitted, ...resolveFit(fitted, layout.margin, layout.css) } : null,
      overBy,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed(["GET"]);
