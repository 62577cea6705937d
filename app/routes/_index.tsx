import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { Brand } from "~/components/brand";
import { FormAlert } from "~/components/form";
import { PRODUCT_NAME } from "~/lib/product";
import { SiteFooter } from "~/components/site-footer";
import { UserMenu } from "~/components/user-menu";
import { ThemeToggle } from "~/components/theme-toggle";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import type { PageHandle } from "~/components/static-page";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "landing.title", { product: PRODUCT_NAME }) },
  { name: "description", content: pageTitle(matches, "landing.description") },
];

/**
 * Sent without the app's JavaScript to a signed-out visitor (app/components/static-page.ts): every control
 * here is a link or a form, but the theme button and the language select, which an inline script runs.
 */
export const handle: PageHandle = { hydrate: "signed-in" };

const FEATURES = [
  { key: "analysis", icon: "M9 17v-6m4 6V7m4 10v-3M4 21h16" },
  { key: "matching", icon: "M21 21l-4.35-4.35M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14z" },
  { key: "suggestions", icon: "M12 3l1.9 5.8H20l-4.9 3.6 1.9 5.8L12 14.6l-5 3.6 1.9-5.8L4 8.8h6.1z" },
  { key: "templates", icon: "M4 5h16M4 12h16M4 19h10" },
  { key: "preview", icon: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" },
  { key: "reorder", icon: "M8 6h.01M8 12h.01M8 18h.01M16 6h.01M16 12h.01M16 18h.01" },
  { key: "export", icon: "M12 3v12m0 0l-4-4m4 4l4-4M5 21h14" },
  {
    key: "together",
    icon: "M17 20v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm11 10v-2a4 4 0 0 0-3-3.87M16 2.13a4 4 0 0 1 0 7.75",
  },
] as const;

const STEPS = ["choose", "customize", "download"] as const;

const STATS = [
  { value: "10", key: "templates" },
  { value: "3", key: "formats" },
  { value: "80+", key: "score" },
  { value: "$0", key: "price" },
] as const;

const STORIES = ["changer", "graduate", "mentor"] as const;

export default function Landing() {
  // Signed in, the way in is the dashboard, not the sign-in page.
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const { t } = useTranslation();
  // Where the Account page sends the browser once the account is deleted (app/routes/_app.account._index.tsx).
  const [query] = useSearchParams();
  const accountDeleted = query.get("account") === "deleted" && !user;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <nav
            aria-label={t("landing.nav.label")}
            className="hidden items-center gap-6 text-sm font-medium text-slate-600 lg:flex dark:text-slate-300"
          >
            <a href="#features" className="hover:text-slate-900 dark:hover:text-white">
              {t("landing.nav.features")}
            </a>
            <a href="#how-it-works" className="hover:text-slate-900 dark:hover:text-white">
              {t("landing.nav.how")}
            </a>
            <a href="#testimonials" className="hover:text-slate-900 dark:hover:text-white">
              {t("landing.nav.stories")}
            </a>
            <a href="#contact" className="hover:text-slate-900 dark:hover:text-white">
              {t("landing.nav.contact")}
            </a>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher className="hidden sm:flex" />
            <ThemeToggle />
            {user ? (
              <>
                <Link to="/dashboard" className="btn-secondary hidden sm:inline-flex">
                  {t("header.dashboard")}
                </Link>
                <UserMenu user={user} />
              </>
            ) : (
              <Link to="/login" className="btn-secondary">
                {t("landing.login")}
              </Link>
            )}
          </div>
        </div>
      </header>

      <main className="flex-1">
        {accountDeleted ? (
          <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
            <FormAlert tone="success">{t("account.deleted")}</FormAlert>
          </div>
        ) : null}
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-950/40"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
            <div>
              <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
                {t("landing.badge")}
              </p>
              <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {t("landing.headline")}
              </h1>
              <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{t("landing.lead")}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to="/templates" className="btn-primary px-6 py-3 text-base">
                  {t("landing.create")}
                </Link>
                <Link to="/login" className="btn-secondary px-6 py-3 text-base">
                  {t("landing.signIn")}
                </Link>
              </div>
            </div>
            <HeroPreview />
          </div>
        </section>

        <section
          aria-label={t("landing.glance")}
          className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
        >
          <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.key} className="text-center">
                <dt className="sr-only">{t(`landing.stats.${stat.key}`)}</dt>
                <dd className="text-3xl font-extrabold text-brand-600 dark:text-brand-400">{stat.value}</dd>
                <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`landing.stats.${stat.key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight">{t("landing.featuresTitle")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
            {t("landing.featuresLead")}
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.key} className="card p-6">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-8 w-8 text-brand-600 dark:text-brand-400"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
                <h3 className="mt-4 font-semibold">{t(`landing.features.${feature.key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t(`landing.features.${feature.key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section id="how-it-works" className="scroll-mt-20 bg-slate-50 py-20 dark:bg-slate-900/50">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 className="text-center text-3xl font-bold tracking-tight">{t("landing.nav.how")}</h2>
            <ol className="mt-12 grid gap-6 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step} className="card p-6">
                  <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-600 font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(`landing.steps.${step}.title`)}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`landing.steps.${step}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="testimonials" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight">{t("landing.storiesTitle")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
            {t("landing.storiesLead")}
          </p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {STORIES.map((story) => (
              <li key={story}>
                <figure className="card h-full p-6">
                  <blockquote className="text-slate-700 dark:text-slate-300">
                    “{t(`landing.stories.${story}.quote`)}”
                  </blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-300">
                    {t(`landing.stories.${story}.who`)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section className="bg-brand-600 py-16 text-white dark:bg-brand-800">
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center sm:px-6">
            <h2 className="text-3xl font-bold tracking-tight">{t("landing.ctaTitle")}</h2>
            <p className="text-brand-100">{t("landing.ctaLead")}</p>
            <Link to="/templates" className="btn bg-white px-6 py-3 text-base text-brand-700 hover:bg-brand-50">
              {t("landing.ctaButton")}
            </Link>
          </div>
        </section>

        <section id="contact" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
          <div className="card mx-auto max-w-2xl p-8 text-center">
            <h2 className="text-2xl font-bold tracking-tight">{t("landing.nav.contact")}</h2>
            <p className="mt-3 text-slate-600 dark:text-slate-400">{t("landing.contactLead")}</p>
            <a href="mailto:support@resume-builder.example" className="btn-primary mt-6">
              support@resume-builder.example
            </a>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A small, decorative sketch of the editor: a resume page beside a score gauge. */
function HeroPreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="card rotate-1 p-6">
        <div className="h-4 w-40 rounded bg-slate-800 dark:bg-slate-200" />
        <div className="mt-2 h-2 w-56 rounded bg-slate-300 dark:bg-slate-600" />
        {[0, 1, 2].map((block) => (
          <div key={block} className="mt-6 space-y-2">
            <div className="h-2.5 w-24 rounded bg-brand-500" />
            <div className="h-2 w-full rounded bg-slate-200 dark:bg-slate-700" />
            <div className="h-2 w-11/12 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="h-2 w-4/5 rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        ))}
      </div>
      <div className="card absolute -bottom-6 left-2 w-44 -rotate-2 p-4 sm:-left-10">
        <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">{t("landing.stats.scoreLabel")}</p>
        <p className="text-3xl font-extrabold text-emerald-600 dark:text-emerald-400">86</p>
        <div className="mt-2 h-2 rounded-full bg-slate-200 dark:bg-slate-700">
          <div className="h-2 w-[86%] rounded-full bg-emerald-500" />
        </div>
      </div>
    </div>
  );
}
