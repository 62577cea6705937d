/** The editor's edits as room operations: one operation per field or entry touched. */
import { blankEntry, type ResumeEdit } from "../resume/edit";
import type { ResumeData } from "../resume/schema";
import type { Op } from "../resume/ops";

export function editToOps(edit: ResumeEdit, data: ResumeData): Op[] {
  switch (edit.type) {
    case "personal":
      return [{ op: "setPersonal", field: edit.field, value: edit.value }];
    case "summary":
      return [{ op: "setSummary", value: edit.value }];
    case "skills":
      return [{ op: "setSkills", value: edit.value }];
    case "add": {
      const entry = blankEntry(edit.section, edit.id);
      return [{ op: "addEntry", section: edit.section, entry } as Op];
    }
    case "remove":
      return [{ op: "removeEntry", section: edit.section, id: edit.id }];
    case "update":
      return Object.entries(edit.patch)
        .filter(([field]) => field !== "id")
        .map(([field, value]) => ({ op: "setEntryField", section: edit.section, id: edit.id, field, value }) as Op);
    case "language":
      return [{ op: "setLanguage", value: edit.value }];
    case "direction":
      return [{ op: "setDirection", value: edit.value }];
    case "pageFit":
      return [{ op: "setPageFit", value: edit.value }];
    case "newPageSections":
      return [{ op: "setNewPageSections", value: edit.value }];
    case "move": {
      const list = (data[edit.section] ?? []) as Array<{ id: string }>;
      const moved = list[edit.from];
      return moved && edit.to >= 0 && edit.to < list.length
        ? [{ op: "moveEntry", section: edit.section, id: moved.id, toIndex: edit.to }]
        : [];
    }
  }
}
