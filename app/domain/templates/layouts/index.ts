import type { TemplateId } from "../../resume/template-ids";
import type { TemplateLayout } from "../layout";
import { academicResearch } from "./academic-research";
import { classicExecutive } from "./classic-executive";
import { creativePortfolio } from "./creative-portfolio";
import { healthcareProfessional } from "./healthcare-professional";
import { minimalModern } from "./minimal-modern";
import { modernProfessional } from "./modern-professional";
import { professionalElegant } from "./professional-elegant";
import { salesImpact } from "./sales-impact";
import { startupEntrepreneur } from "./startup-entrepreneur";
import { techMinimalist } from "./tech-minimalist";

export const LAYOUTS: Record<TemplateId, TemplateLayout> = {
  "modern-professional": modernProfessional,
  "professional-elegant": professionalElegant,
  "creative-portfolio": creativePortfolio,
  "minimal-modern": minimalModern,
  "tech-minimalist": techMinimalist,
  "academic-research": academicResearch,
  "sales-impact": salesImpact,
  "startup-entrepreneur": startupEntrepreneur,
  "healthcare-professional": healthcareProfessional,
  "classic-executive": classicExecutive,
};
