import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The earlier product's URL for the editor; the editor now lives at /builder/{templateId}. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`/builder/${encodeURIComponent(params.templateId ?? "")}${new URL(request.url).search}`);
