import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Brand } from "~/components/brand";
import { LanguageSwitcher } from "~/components/language-switcher";
import { SiteFooter } from "~/components/site-footer";
import { useApiReferenceTexts } from "~/components/api-reference/texts";
import { ThemeToggle } from "~/components/theme-toggle";
import { pageTitle } from "~/i18n/page-title";
import { PRODUCT_NAME } from "~/lib/product";
import { apiReference, type FieldRow, type ReferenceOperation } from "~/server/openapi/reference.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${pageTitle(matches, "developers.title")} · ${PRODUCT_NAME}` },
];

/** GET /developers/api: the API reference, made from the OpenAPI document (docs/api.md#openapi). */
export function loader() {
  return { groups: apiReference() };
}

const METHOD_COLORS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  POST: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  PUT: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200",
  PATCH: "bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200",
  DELETE: "bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-200",
};

const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function ApiReference() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const d = useApiReferenceTexts();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <div className="flex items-center gap-2">
            <LanguageSwitcher className="hidden sm:flex" />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t("developers.title")}</h1>
        <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">{d("intro", { product: PRODUCT_NAME })}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{d("scopeHelp")}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          {d("errors", { shape: "{success: false, code, message, params}" })}
        </p>
        <p className="mt-4">
          <a href="/api/openapi.json" className="btn-secondary">
            {d("download")}
          </a>
        </p>
        <nav aria-label={d("tags")} className="mt-8">
          <h2 className="text-sm font-semibold text-slate-500 uppercase dark:text-slate-400">{d("tags")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.tag}>
                <a
                  href={`#${anchor(group.tag)}`}
                  className="tap inline-flex items-center rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {group.tag} ({group.operations.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section key={group.tag} aria-labelledby={anchor(group.tag)} className="mt-10">
            <h2 id={anchor(group.tag)} className="text-2xl font-semibold text-slate-900 dark:text-white">
              {group.tag}
            </h2>
            <ul className="mt-4 space-y-4">
              {group.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </ul>
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}

function OperationCard({ operation }: { operation: ReferenceOperation }) {
  const { i18n } = useTranslation();
  const d = useApiReferenceTexts();
  // Summaries and field descriptions are English whatever the page's language.
  const english = i18n.language === "en" ? undefined : "en";
  const scope =
    operation.scope === "anyone" || operation.scope === "session" || operation.scope === "any"
      ? d(`scope${operation.scope[0]!.toUpperCase()}${operation.scope.slice(1)}`)
      : operation.scope;
  return (
    <li
      id={operation.id}
      data-operation={`${operation.method} ${operation.path}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          data-testid="method"
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLORS[operation.method] ?? ""}`}
        >
          {operation.method}
        </span>
        <code data-testid="path" className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">
          {operation.path}
        </code>
      </div>
      <p lang={english} className="mt-2 text-slate-700 dark:text-slate-200">
        {operation.summary}
      </p>
      {operation.description ? (
        <p lang={english} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {operation.description}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {d("scope")}:{" "}
        <span
          data-testid="scope"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {scope}
        </span>
      </p>
      {operation.query.length > 0 ? (
        <Fields title={d("queryParameters")} rows={operation.query} english={english} />
      ) : null}
      {operation.body ? (
        <Fields
          title={d("requestBody")}
          contentType={operation.body.contentType}
          rows={operation.body.fields}
          english={english}
        />
      ) : null}
      {operation.responses.map((response) => (
        <Fields
          key={response.status}
          title={`${d("response", { status: response.status })}: ${response.description}`}
          contentType={response.contentType}
          rows={response.fields}
          english={english}
        />
      ))}
    </li>
  );
}

function Fields({
  title,
  rows,
  contentType,
  english,
}: {
  title: string;
  rows: FieldRow[];
  contentType?: string;
  english: string | undefined;
}) {
  const d = useApiReferenceTexts();
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer py-3 leading-5 font-medium text-slate-800 dark:text-slate-100">
        {title}
      </summary>
      {contentType && contentType !== "application/json" ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">{d("contentType", { type: contentType })}</p>
      ) : null}
      {rows.length === 0 ? (
        contentType === "application/json" ? (
          <p className="mt-1 text-slate-600 dark:text-slate-300">{d("noFields")}</p>
        ) : null
      ) : (
        // A table on a wide screen; on a phone each field is a block: name, then type and whether required.
        <table role="table" className="mt-2 w-full border-collapse text-left max-sm:block">
          <thead role="rowgroup" className="max-sm:sr-only">
            <tr
              role="row"
              className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400"
            >
              <th scope="col" role="columnheader" className="py-1 pr-3 font-medium">
                {d("field")}
              </th>
              <th scope="col" role="columnheader" className="py-1 pr-3 font-medium">
                {d("type")}
              </th>
              <th scope="col" role="columnheader" className="py-1 font-medium">
                {d("required")}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-sm:block">
            {rows.map((row, index) => (
              <tr
                key={`${row.name}-${index}`}
                role="row"
                className="border-b border-slate-100 align-baseline max-sm:block max-sm:py-1.5 dark:border-slate-800"
              >
                <td
                  role="cell"
                  className="py-1 pr-3 max-sm:block max-sm:p-0"
                  style={{ paddingInlineStart: `${row.depth * 0.75}rem` }}
                >
                  <code className="font-mono text-slate-900 max-sm:break-all dark:text-slate-100">{row.name}</code>
                  {row.description ? (
                    <span lang={english} className="block text-xs text-slate-500 dark:text-slate-400">
                      {row.description}
                    </span>
                  ) : null}
                </td>
                <td
                  role="cell"
                  className="py-1 pr-3 font-mono text-xs break-words text-slate-700 max-sm:inline max-sm:p-0 max-sm:pr-3 dark:text-slate-300"
                >
                  {row.type}
                </td>
                <td
                  role="cell"
                  className="py-1 text-slate-700 max-sm:inline max-sm:p-0 max-sm:text-xs dark:text-slate-300"
                >
                  <span className="sm:hidden">{d("required")}: </span>
                  {row.required ? d("yes") : d("no")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
