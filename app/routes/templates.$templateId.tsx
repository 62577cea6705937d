import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The other reading of the spec put the editor at /templates/{templateId}; it lives at /builder. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`/builder/${encodeURIComponent(params.templateId ?? "")}${new URL(request.url).search}`);
