import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createResume, resumeData, sharedResume } from "./collab-helpers";
import { createVerifiedUser, ORIGIN, postJson, uniqueEmail } from "./helpers";
import { emailedCode, invitationLinkIn, waitForMail } from "./mailbox";

/**
 * The editor page's server render logs React's warning about useLayoutEffect
 * (app/components/editor/live-preview.tsx); harmless, and outside what these tests are about.
 */

interface CollaboratorBody {
  userId: string | null;
  email: string;
  name: string | null;
  role: string;
  invitedAt: string;
}

async function list(account: Parameters<typeof call>[0], resumeId: string) {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/collaborators`);
  return { status: response.status, body: (await response.json()) as { collaborators: CollaboratorBody[] } };
}

describe("sharing a resume", () => {
  it("invites by e-mail with a role (201) and lists collaborators to the owner and to them", async () => {
    const owner = await createVerifiedUser("Olivia Owner");
    const editor = await createVerifiedUser("Eddie Editor");
    const resumeId = await createResume(owner);
    const invited = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, {
      email: `  ${editor.email.toUpperCase()} `,
      role: "editor",
    });
    expect(invited.status).toBe(201);
    const body = (await invited.json()) as { collaborator: CollaboratorBody; emailSent: boolean };
    expect(body.collaborator).toMatchObject({
      userId: editor.user.id,
      email: editor.email,
      name: "Eddie Editor",
      role: "editor",
    });
    expect(body.emailSent).toBe(true);
    expect(Number.isNaN(Date.parse(body.collaborator.invitedAt))).toBe(false);

    for (const account of [owner, editor]) {
      const listed = await list(account, resumeId);
      expect(listed.status).toBe(200);
      expect(listed.body.collaborators).toEqual([body.collaborator]);
    }
    expect((await list(await createVerifiedUser(), resumeId)).status).toBe(404);
    expect((await list(null, resumeId)).status).toBe(401);

    // The owner's dashboard shows who it is shared with; the collaborator's shows the owner instead.
    const dashboard = async (account: typeof owner) =>
      (
        (await (await call(account, "GET", "/api/resumes")).json()) as {
          resumes: Array<{ id: string; collaborators?: unknown; ownerName: string; role: string }>;
        }
      ).resumes.find((resume) => resume.id === resumeId);
    expect((await dashboard(owner))?.collaborators).toEqual([{ name: "Eddie Editor", role: "editor" }]);
    expect(await dashboard(editor)).toMatchObject({ ownerName: "Olivia Owner", role: "editor" });
    expect((await dashboard(editor))?.collaborators).toBeUndefined();
  });

  it("e-mails an invitee with an account a link that opens the resume in the editor, for them only", async () => {
    const owner = await createVerifiedUser("Olivia Owner");
    const editor = await createVerifiedUser("Eddie Editor");
    const resumeId = await createResume(owner);
    expect(
      (await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: editor.email, role: "editor" }))
        .status,
    ).toBe(201);
    // Through the real local send_email binding; the first e-mail was the sign-up code.
    const mail = await waitForMail(editor.email, { nth: 2 });
    expect(mail.subject).toBe("Olivia Owner shared a resume with you on ResumeForge");
    expect(mail.text).toContain("You were invited as an editor");
    const link = new URL(invitationLinkIn(mail));
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get("resume")).toBe(resumeId);

    const opened = await SELF.fetch(link, { headers: { Cookie: editor.cookie }, redirect: "manual" });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(resumeData().personalInfo.fullName);
    const anonymous = await SELF.fetch(link, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(new URL(anonymous.headers.get("Location")!, ORIGIN).pathname).toBe("/login");
  });

  it("changes the role when inviting again (200), and refuses the owner, bad input and non-owners", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const again = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, {
      email: editor.email,
      role: "viewer",
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { collaborator: CollaboratorBody }).collaborator.role).toBe("viewer");
    expect((await list(owner, resumeId)).body.collaborators).toHaveLength(2);

    const self = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, {
      email: owner.email,
      role: "editor",
    });
    expect(self.status).toBe(400);
    expect(
      (await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: "not-an-email", role: "editor" }))
        .status,
    ).toBe(400);
    expect(
      (await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: uniqueEmail(), role: "owner" }))
        .status,
    ).toBe(400);
    expect(
      (await call(viewer, "POST", `/api/resumes/${resumeId}/collaborators`, { email: uniqueEmail(), role: "editor" }))
        .status,
    ).toBe(403);
    const stranger = await createVerifiedUser();
    expect(
      (
        await call(stranger, "POST", `/api/resumes/${resumeId}/collaborators`, {
          email: stranger.email,
          role: "editor",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          owner,
          "POST",
          `/api/resumes/${resumeId}/collaborators`,
          { email: uniqueEmail(), role: "editor" },
          { Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
  });

  it("shows shared resumes in the invitee's list with their role and the owner's name", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const own = await createResume(editor);
    const listed = (await (await call(editor, "GET", "/api/resumes")).json()) as {
      resumes: Array<{ id: string; role: string; ownerName: string }>;
    };
    expect(listed.resumes.find((r) => r.id === resumeId)).toMatchObject({ role: "editor", ownerName: "Olivia Owner" });
    expect(listed.resumes.find((r) => r.id === own)).toMatchObject({ role: "owner", ownerName: "Eddie Editor" });
    const viewerList = (await (await call(viewer, "GET", "/api/resumes")).json()) as {
      resumes: Array<{ id: string; role: string }>;
    };
    expect(viewerList.resumes).toEqual([expect.objectContaining({ id: resumeId, role: "viewer" })]);
    const ownerList = (await (await call(owner, "GET", "/api/resumes")).json()) as {
      resumes: Array<{ id: string; role: string }>;
    };
    expect(ownerList.resumes).toEqual([expect.objectContaining({ id: resumeId, role: "owner" })]);
  });

  it("lets an editor change the content but not rename, delete or share; a viewer changes nothing", async () => {
    const { editor, viewer, resumeId } = await sharedResume();
    const read = await call(viewer, "GET", `/api/resumes/${resumeId}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { role: string }).role).toBe("viewer");

    const put = await call(editor, "PUT", `/api/resumes/${resumeId}`, {
      data: resumeData({ summary: "Edited by the editor" }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ role: "editor", data: { summary: "Edited by the editor" } });
    expect((await call(editor, "PUT", `/api/resumes/${resumeId}`, { title: "Mine now" })).status).toBe(403);
    expect((await call(editor, "DELETE", `/api/resumes/${resumeId}`)).status).toBe(403);
    expect((await call(editor, "DELETE", `/api/resumes/${resumeId}/collaborators/${viewer.user.id}`)).status).toBe(403);
    expect(
      (await call(viewer, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "vandalism" }) })).status,
    ).toBe(403);
    const stored = (await (await call(viewer, "GET", `/api/resumes/${resumeId}`)).json()) as {
      data: { summary: string };
      title: string;
    };
    expect(stored.data.summary).toBe("Edited by the editor");
  });

  it("changes a collaborator's role (PATCH, owner only): their access follows at once, and no e-mail goes out", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const changed = await call(owner, "PATCH", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`, {
      role: "viewer",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      collaborator: { email: editor.email, role: "viewer" },
      previousRole: "editor",
    });
    expect(
      (await call(editor, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Changed by a viewer." }) }))
        .status,
    ).toBe(403);
    // By e-mail too, back to editor: the write goes through again.
    expect(
      (
        await call(owner, "PATCH", `/api/resumes/${resumeId}/collaborators/${encodeURIComponent(editor.email)}`, {
          role: "editor",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(editor, "PUT", `/api/resumes/${resumeId}`, {
          data: resumeData({ summary: "Changed by an editor." }),
        })
      ).status,
    ).toBe(200);
    // Inviting an address that already has access says so, with its role before.
    const again = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, {
      email: viewer.email,
      role: "viewer",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, emailSent: false, previousRole: "viewer" });
    // Refusals: a collaborator, a stranger, an unknown person, a bad role.
    expect(
      (await call(viewer, "PATCH", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`, { role: "viewer" }))
        .status,
    ).toBe(403);
    const stranger = await createVerifiedUser();
    expect(
      (await call(stranger, "PATCH", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`, { role: "viewer" }))
        .status,
    ).toBe(404);
    const unknown = await call(owner, "PATCH", `/api/resumes/${resumeId}/collaborators/${stranger.user.id}`, {
      role: "viewer",
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe("collaboratorNotFound");
    const badRole = await call(owner, "PATCH", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`, {
      role: "owner",
    });
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as { code: string }).code).toBe("roleRule");
  });

  it("removes a collaborator (204): they lose access at once; removing again is 404", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`)).status).toBe(204);
    expect((await call(editor, "GET", `/api/resumes/${resumeId}`)).status).toBe(404);
    expect((await list(owner, resumeId)).body.collaborators.map((c) => c.email)).not.toContain(editor.email);
    const listed = (await (await call(editor, "GET", "/api/resumes")).json()) as { resumes: unknown[] };
    expect(listed.resumes).toHaveLength(0);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`)).status).toBe(404);
  });

  it("invites an address without an account; access starts once they sign up and verify", async () => {
    const owner = await createVerifiedUser("Olivia Owner");
    const resumeId = await createResume(owner);
    const email = uniqueEmail("newcomer");
    const invited = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email, role: "editor" });
    expect(invited.status).toBe(201);
    expect(((await invited.json()) as { collaborator: CollaboratorBody }).collaborator).toMatchObject({
      userId: null,
      name: null,
      email,
    });

    // The invitation e-mail leads to sign-up, which leads on to the resume.
    const mail = await waitForMail(email);
    expect(mail.text).toContain("Create your free account with this email address");
    const link = new URL(invitationLinkIn(mail));
    expect(link.pathname).toBe("/signup");
    expect((await SELF.fetch(link)).status).toBe(200);
    const destination = link.searchParams.get("redirectTo")!;
    expect(new URL(destination, ORIGIN).searchParams.get("resume")).toBe(resumeId);

    await postJson("/api/auth/signup", { email, password: "correct horse battery", fullName: "New Comer" });
    const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    const token = verified.body.token as string;
    const cookie = verified.response.headers.get("Set-Cookie")!.split(";")[0]!;
    const arrived = await SELF.fetch(`${ORIGIN}${destination}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(arrived.status).toBe(200);
    const read = await call({ token } as Parameters<typeof call>[0], "GET", `/api/resumes/${resumeId}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { role: string }).role).toBe("editor");
    const listed = await list(owner, resumeId);
    expect(listed.body.collaborators[0]).toMatchObject({
      email,
      name: "New Comer",
      userId: (verified.body.user as { id: string }).id,
    });

    // An invitee without an account is removed by address.
    expect(
      (await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${encodeURIComponent(email)}`)).status,
    ).toBe(204);
    expect((await list(owner, resumeId)).body.collaborators).toHaveLength(0);
  });

  it("keeps the invitations while the resume is in the Trash and drops them when it is deleted forever", async () => {
    const { owner, resumeId } = await sharedResume();
    const left = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM resume_collaborators WHERE resume_id = ?")
          .bind(resumeId)
          .first<{ n: number }>()
      )?.n;
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}`)).status).toBe(204);
    expect(await left()).toBe(2);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(204);
    expect(await left()).toBe(0);
  });
});

describe("invitation e-mails are limited (accounts issue, item 6)", () => {
  it("limits invitations per account: of 15 in a row, the 11th gets 429 with Retry-After and is not saved", async () => {
    const owner = await createVerifiedUser("Olivia Owner");
    const resumeId = await createResume(owner);
    const answers: Response[] = [];
    for (let i = 0; i < 15; i++)
      answers.push(
        await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, {
          email: uniqueEmail("invitee"),
          role: "viewer",
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(10).fill(201),
      ...Array<number>(5).fill(429),
    ]);
    expect(((await answers[10]!.json()) as { message: string }).message).toMatch(
      /^You have sent too many invitations\. Please try again in \d+ minutes?\.$/,
    );
    expect(answers[10]!.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect((await list(owner, resumeId)).body.collaborators).toHaveLength(10);
  });
});
