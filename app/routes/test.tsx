import type { MetaFunction } from "@remix-run/cloudflare";
import { Brand } from "~/components/brand";
import { ThemeToggle } from "~/components/theme-toggle";

export const meta: MetaFunction = () => [{ title: "Styling demo" }];

const SWATCHES = ["brand-50", "brand-100", "brand-300", "brand-500", "brand-600", "brand-700", "brand-900"];
const SWATCH_CLASSES: Record<string, string> = {
  "brand-50": "bg-brand-50",
  "brand-100": "bg-brand-100",
  "brand-300": "bg-brand-300",
  "brand-500": "bg-brand-500",
  "brand-600": "bg-brand-600",
  "brand-700": "bg-brand-700",
  "brand-900": "bg-brand-900",
};

/** The design system in one place: type, colours, buttons, inputs and cards, in either theme. */
export default function StylingDemo() {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Brand />
        <ThemeToggle />
      </header>
      <main className="mx-auto max-w-5xl space-y-12 px-4 pb-16 sm:px-6">
        <section aria-labelledby="type">
          <h1 id="type" className="text-4xl font-extrabold tracking-tight">
            Styling demo
          </h1>
          <h2 className="mt-4 text-2xl font-bold">Heading two</h2>
          <h3 className="mt-2 text-lg font-semibold">Heading three</h3>
          <p className="mt-2 max-w-prose text-slate-600 dark:text-slate-300">
            Body text in Inter. Resumes are read in six seconds by people and in milliseconds by parsers; the interface
            stays calm so the content can speak.
          </p>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Small, secondary text.</p>
        </section>

        <section aria-labelledby="colours">
          <h2 id="colours" className="text-xl font-bold">
            Colours
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {SWATCHES.map((name) => (
              <li key={name} className="text-center text-xs">
                <span
                  className={`block h-14 w-20 rounded-lg border border-slate-200 dark:border-slate-700 ${SWATCH_CLASSES[name]}`}
                />
                {name}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3 text-sm">
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              Excellent
            </span>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
              Good
            </span>
            <span className="rounded-full bg-red-100 px-3 py-1 text-red-800 dark:bg-red-900/50 dark:text-red-200">
              Needs improvement
            </span>
          </div>
        </section>

        <section aria-labelledby="buttons">
          <h2 id="buttons" className="text-xl font-bold">
            Buttons
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-primary">
              Primary
            </button>
            <button type="button" className="btn-secondary">
              Secondary
            </button>
            <button type="button" className="btn-ghost">
              Ghost
            </button>
            <button type="button" className="btn-danger">
              Danger
            </button>
            <button type="button" className="btn-primary" disabled>
              Disabled
            </button>
          </div>
        </section>

        <section aria-labelledby="inputs">
          <h2 id="inputs" className="text-xl font-bold">
            Inputs
          </h2>
          <form className="mt-4 grid max-w-xl gap-4" onSubmit={(event) => event.preventDefault()}>
            <div>
              <label htmlFor="demo-name" className="label">
                Full Name
              </label>
              <input id="demo-name" className="input" placeholder="Jordan Rivera" />
            </div>
            <div>
              <label htmlFor="demo-email" className="label">
                Email
              </label>
              <input id="demo-email" type="email" className="input" placeholder="jordan@example.com" />
            </div>
            <div>
              <label htmlFor="demo-summary" className="label">
                Summary
              </label>
              <textarea id="demo-summary" rows={4} className="input" />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4 rounded border-slate-300" /> Currently working here
            </label>
          </form>
        </section>

        <section aria-labelledby="cards">
          <h2 id="cards" className="text-xl font-bold">
            Cards
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <article className="card p-6">
              <h3 className="font-semibold">Card title</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Cards group related content.</p>
            </article>
            <article className="card p-6">
              <h3 className="font-semibold">Another card</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                They keep their contrast in both themes.
              </p>
            </article>
          </div>
        </section>
      </main>
    </div>
  );
}
