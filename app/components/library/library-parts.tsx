/**
 * The library's parts in the editor's card (docs/library.md#the-editor): the changes offered to
 * this resume and the library's dialog, loaded together, apart from the editor, when the editor's
 * loader counted changes or the dialog is first opened. Each closing of the dialog looks for
 * changes again (an item edited there may be used in this resume).
 */
import { useState } from "react";
import type { ResumeData } from "~/domain/resume/schema";
import { LibraryChanges } from "./library-changes";
import { LibraryDialog } from "./library-dialog";

export function LibraryParts({
  open,
  onClose,
  ...common
}: {
  open: boolean;
  onClose: () => void;
  resumeId: string;
  data: ResumeData;
  canEdit: boolean;
  beforeWrite: () => Promise<boolean>;
}) {
  const [checks, setChecks] = useState(0);
  return (
    <>
      <LibraryChanges {...common} checkAgain={checks} />
      <LibraryDialog
        {...common}
        open={open}
        onClose={() => {
          onClose();
          setChecks((n) => n + 1);
        }}
      />
    </>
  );
}
