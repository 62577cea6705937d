import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AppHeader } from "~/components/app-header";
import { isTemplateId } from "~/domain/templates/ids";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Resume Editor" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context.cloudflare.env);
  if (!isTemplateId(params.templateId)) {
    console.warn(`Unknown template id ${JSON.stringify(params.templateId)}; redirecting to /templates`);
    throw redirect("/templates");
  }
  return { user, templateId: params.templateId };
}

export default function BuilderPage() {
  const { user, templateId } = useLoaderData<typeof loader>();
  return (
    <>
      <AppHeader user={user} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Resume Editor</h1>
        <p>{templateId}</p>
      </main>
    </>
  );
}
