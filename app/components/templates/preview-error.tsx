/** The texts of docs/product.md#texts for a preview that could not be drawn. */
export function previewErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return message.trim() || "Unknown error";
}

export function PreviewError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p className="font-semibold">Failed to load preview:</p>
      <p>Error loading preview: {previewErrorMessage(error)}</p>
    </div>
  );
}
