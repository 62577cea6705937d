/**
 * The publication API's shapes (docs/api.md#public-link), shared by the server and the Publish
 * dialog. Their messages are error codes (app/lib/error-catalogue.ts), translated by the pages.
 */
import * as z from "zod";
import { slugProblem } from "./slug";

export const PUBLICATION_PASSWORD_MIN = 4;
export const PUBLICATION_PASSWORD_MAX = 128;

export const publishInputSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(200, "slugLength")
      .superRefine((slug, ctx) => {
        const problem = slugProblem(slug);
        if (problem) ctx.addIssue({ code: "custom", message: problem.code, params: problem.params });
      })
      .optional(),
    /** A string sets the password, null removes it, absent keeps what there is. */
    password: z
      .string()
      .min(PUBLICATION_PASSWORD_MIN, "linkPasswordMin")
      .max(PUBLICATION_PASSWORD_MAX, "linkPasswordMax")
      .nullable()
      .optional(),
    indexable: z.boolean().optional(),
    /** Contact details left out of the public page and its PDF; absent keeps the current choice (the phone is hidden by default). */
    hidePhone: z.boolean().optional(),
    hideEmail: z.boolean().optional(),
    hideLocation: z.boolean().optional(),
  })
  .strict();

/** What a publication leaves out of the resume it shows. */
export interface HiddenContacts {
  hidePhone: boolean;
  hideEmail: boolean;
  hideLocation: boolean;
}

/** The phone is left out unless the owner shows it: scrapers harvest public resumes. */
export const DEFAULT_HIDDEN: HiddenContacts = { hidePhone: true, hideEmail: false, hideLocation: false };

export type PublishInput = z.infer<typeof publishInputSchema>;

export interface PublicationDay {
  /** "YYYY-MM-DD", UTC. */
  day: string;
  views: number;
  downloads: number;
}

export interface PublicationInfo extends HiddenContacts {
  url: string;
  slug: string;
  indexable: boolean;
  hasPassword: boolean;
  /** Totals over the last `STATS_DAYS` days. */
  views: number;
  downloads: number;
  /** One entry per day of the last `STATS_DAYS` days, oldest first, zeros included. */
  days: PublicationDay[];
}

export const STATS_DAYS = 30;

/** The last `count` UTC days ending with `now`'s, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1)
    days.push(new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/** What a dashboard card shows of a published resume: its link and the last 7 days' totals. */
export interface PublicationBadge {
  slug: string;
  views: number;
  downloads: number;
}
