import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportAccount } from "~/server/account-export.server";
import { downloadResponse } from "~/server/download.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/account/export: everything the account holds, as a JSON download (docs/api.md#your-data). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await exportAccount(env, user.id);
  return downloadResponse(JSON.stringify(body, null, 2), "json", "resumeforge-data");
}
