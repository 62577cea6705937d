import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Old links to /templates/{templateId} open the editor, which lives at /builder (docs/product.md, routes). */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`/builder/${encodeURIComponent(params.templateId ?? "")}${new URL(request.url).search}`);
