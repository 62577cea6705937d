import { SELF } from "cloudflare:test";
import { emptyResume, type ResumeData } from "~/domain/resume/schema";
import { emailedCode } from "./mailbox";

export const ORIGIN = "http://localhost";

let counter = 0;
/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * The cookies a response set, merged into `jar` (a Cookie header value): what a browser would
 * send with its next request. A cookie set with Max-Age=0 is dropped.
 */
export function cookiesFrom(response: Response, jar = ""): string {
  const cookies = new Map(
    jar
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/;\s*Max-Age=0\b/i.test(line)) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

/**
 * A page's form posted as a browser without JavaScript posts it: the session cookie, the site's
 * Origin, a urlencoded body; the redirect is answered, not followed.
 */
export function postForm(account: Account, path: string, body: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: account.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { response, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs up and verifies a user through the API with the e-mailed code; returns the bearer token and cookie. */
export async function createVerifiedUser(fullName = "Test User", password = "correct horse battery") {
  const email = uniqueEmail();
  await postJson("/api/auth/signup", { email, password, fullName });
  const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
  const token = verified.body.token as string;
  const cookie = verified.response.headers.get("Set-Cookie")!.split(";")[0]!;
  return { email, password, fullName, token, cookie, user: verified.body.user as { id: string } };
}

/** A call to the Worker as a signed-in user (or nobody); a string body is sent as it is. */
export type Account = Awaited<ReturnType<typeof createVerifiedUser>>;

export function call(
  account: Account | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function resumeData(overrides: Partial<ResumeData> = {}): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 5555 0100",
      address: "London",
      linkedIn: "",
      github: "",
    },
    summary: "Mathematician.",
    skills: ["Analysis", "Programming"],
    experience: [
      {
        id: "exp1",
        company: "Analytical Engine",
        position: "Programmer",
        startDate: "1842-01",
        endDate: "",
        current: true,
        description: "- Wrote the first program",
      },
    ],
    ...overrides,
  };
}
