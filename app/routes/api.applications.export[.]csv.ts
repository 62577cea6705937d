import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportApplicationsCsv } from "~/server/applications.server";
import { downloadResponse } from "~/server/download.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/applications/export.csv: every application of the caller, in the columns of docs/api.md#applications-csv. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return downloadResponse(await exportApplicationsCsv(env, user.id), "csv", "applications");
}
