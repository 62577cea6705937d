import { describe, expect, it } from "vitest";
import type { Peer } from "~/domain/collab/protocol";
import { editorsHere } from "./presence";

const peer = (clientId: string, userId: string, role: Peer["role"]): Peer => ({
  clientId,
  userId,
  name: userId,
  email: `${userId}@example.com`,
  color: "#123456",
  role,
});

describe("the live badge's count", () => {
  it("counts the people who may edit, once each, and never a viewer", () => {
    const owner = peer("c1", "olivia", "owner");
    expect(editorsHere(owner, [peer("c2", "vera", "viewer")])).toBe(1);
    expect(
      editorsHere(owner, [peer("c2", "vera", "viewer"), peer("c3", "eddie", "editor"), peer("c4", "eddie", "editor")]),
    ).toBe(2);
    expect(editorsHere(null, [])).toBe(0);
  });
});
