import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { BUSY_RETRIES, retryWhenBusy } from "./retry-when-busy";

const busy = (retryAfterSeconds?: number) =>
  new ApiError("Many PDFs are being made right now.", 503, {
    code: "pdfBusy",
    message: "busy",
    params: retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
  });

function scripted(answers: Array<Error | string>) {
  let calls = 0;
  return {
    attempt: async () => {
      const answer = answers[calls++];
      if (answer instanceof Error) throw answer;
      return answer as string;
    },
    calls: () => calls,
  };
}

describe("retryWhenBusy", () => {
  it("waits the seconds a busy answer names, says so, and asks again until it gets the PDF", async () => {
    const waits: number[] = [];
    const slept: number[] = [];
    const pdf = scripted([busy(12), busy(), "the pdf"]);
    const result = await retryWhenBusy(pdf.attempt, {
      onWait: (seconds) => waits.push(seconds),
      sleep: async (ms) => void slept.push(ms),
    });
    expect(result).toBe("the pdf");
    expect(pdf.calls()).toBe(3);
    // A busy answer without its seconds waits the server's usual 30.
    expect(waits).toEqual([12, 30]);
    expect(slept).toEqual([12_000, 30_000]);
  });

  it("gives up after its retries with the busy error itself", async () => {
    const pdf = scripted(Array.from({ length: BUSY_RETRIES + 2 }, () => busy(1)));
    await expect(
      retryWhenBusy(pdf.attempt, { onWait: () => undefined, sleep: async () => undefined }),
    ).rejects.toMatchObject({ code: "pdfBusy" });
    expect(pdf.calls()).toBe(BUSY_RETRIES + 1);
  });

  it("does not retry any other failure", async () => {
    const failed = new ApiError("Rendering failed", 502, {
      code: "pdfFailed",
      message: "failed",
      params: { reason: "x" },
    });
    const pdf = scripted([failed, "never"]);
    await expect(retryWhenBusy(pdf.attempt, { onWait: () => undefined, sleep: async () => undefined })).rejects.toBe(
      failed,
    );
    expect(pdf.calls()).toBe(1);
  });
});
