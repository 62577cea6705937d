import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, firstIssue } from "./auth-schemas";

/**
 * The JavaScript path of an account form: validate with the shared schema, then run `submit`.
 * Without JavaScript the same <form> posts to the route's action instead.
 */
export function useEnhancedSubmit<S extends z.ZodType>(schema: S, submit: (input: z.infer<S>) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      setFields(fieldErrors(parsed.error));
      return;
    }
    setFields({});
    setError(null);
    setBusy(true);
    try {
      await submit(parsed.data);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Unknown error occurred");
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, fields, onSubmit };
}
