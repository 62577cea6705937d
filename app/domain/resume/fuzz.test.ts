import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromJsonResume, jsonResumeSchema } from "./json-resume";
import { resumeDataSchema } from "./schema";

describe("resume schema and JSON Resume import on any input", () => {
  it("never throw: anything is either a valid resume or a list of issues", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 6 }), fc.anything({ maxDepth: 4 })), (value) => {
        const parsed = resumeDataSchema.safeParse(value);
        expect(typeof parsed.success).toBe("boolean");
        const jsonResume = jsonResumeSchema.safeParse(value);
        // Whatever JSON Resume-shaped thing gets through becomes a resume the schema accepts.
        if (jsonResume.success) expect(resumeDataSchema.safeParse(fromJsonResume(jsonResume.data)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
