/**
 * The resume as a public link shows it (docs/product.md#public-link): the contact details the owner
 * chose to leave out are blank, so every template leaves out their line, icon and `mailto:`/`tel:`
 * link the way it does for a resume that never had them.
 */
import type { ResumeData } from "~/domain/resume/schema";
import type { HiddenContacts } from "./api";

export function visibleResume(data: ResumeData, hidden: HiddenContacts): ResumeData {
  if (!hidden.hidePhone && !hidden.hideEmail && !hidden.hideLocation) return data;
  const personalInfo = { ...data.personalInfo };
  if (hidden.hidePhone) personalInfo.phone = "";
  if (hidden.hideEmail) personalInfo.email = "";
  if (hidden.hideLocation) personalInfo.address = "";
  return { ...data, personalInfo };
}
