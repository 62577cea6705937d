/**
 * Requests as Cloudflare's edge hands them to the Worker: `cf` set, the client's address in
 * CF-Connecting-IP, and the production setting CLIENT_IP_HEADER=CF-Connecting-IP. Through the
 * Worker's own entry, so the address travels as it does in production (docs/decisions/client-address.md).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/entry";
import { ORIGIN } from "./helpers";

export const edgeEnv = { ...env, CLIENT_IP_HEADER: "CF-Connecting-IP" } as Env;

export async function fromAddress(
  address: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: { ...init.headers, "CF-Connecting-IP": address },
    redirect: "manual",
    cf: { colo: "AMS", country: "NL" },
  } as RequestInit);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], edgeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A password typed into a protected link's form, from `address`. */
export function postLinkPassword(address: string, slug: string, password: string) {
  return fromAddress(address, `/r/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ password }).toString(),
  });
}
