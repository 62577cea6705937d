/**
 * Where one user's objects live in R2 (the one bucket, `PDFS`): every key of a user's starts with
 * `<kind>/<userId>/`, so deleting an account can find all of them by prefix. Thumbnails are not
 * here: they are named by their content alone and shared by whoever renders the same page.
 */

/** The kinds of per-user object: exported PDFs (./pdf/store-pdf.server.ts) and what applications sent (./sent-copies.server.ts). */
export const USER_OBJECT_KINDS = ["pdfs", "sent"] as const;
export type UserObjectKind = (typeof USER_OBJECT_KINDS)[number];

export function userObjectPrefix(kind: UserObjectKind, userId: string): string {
  return `${kind}/${userId}/`;
}

/**
 * Deletes every object of the user's, of every kind; answers how many went. Account deletion runs
 * it before the user's row goes (after, the keys D1 held are gone, and the prefix is what is left).
 */
export async function deleteUserObjects(env: Pick<Env, "PDFS">, userId: string): Promise<number> {
  let deleted = 0;
  for (const kind of USER_OBJECT_KINDS) {
    const prefix = userObjectPrefix(kind, userId);
    // A listing holds at most 1000 keys, and one delete takes at most 1000: page by page.
    for (let cursor: string | undefined; ;) {
      const page = await env.PDFS.list({ prefix, cursor, limit: 1000 });
      if (page.objects.length > 0) await env.PDFS.delete(page.objects.map((object) => object.key));
      deleted += page.objects.length;
      if (!page.truncated) break;
      cursor = page.cursor;
    }
  }
  return deleted;
}
