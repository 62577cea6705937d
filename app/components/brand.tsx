import { Link } from "@remix-run/react";

export const PRODUCT_NAME = "ResumeForge";

export function Brand({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold tracking-tight text-slate-900 dark:text-white">
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-sm text-white">
        RF
      </span>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
