import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AppHeader } from "~/components/app-header";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Select Resume Template" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context.cloudflare.env);
  return { user };
}

export default function TemplatesPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <AppHeader user={user} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Select Resume Template</h1>
      </main>
    </>
  );
}
