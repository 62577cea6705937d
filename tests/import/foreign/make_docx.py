#!/usr/bin/python3
"""Render the DOCX resumes of resumes.json with python-docx, one design per resume.

    /usr/bin/python3 make_docx.py OUTDIR

Every design is a function taking (path, data). Each shows every non-empty field of its resume's
data (the ground truth); designs may add what the resume model has no place for (licences,
certifications, headlines), as real resumes do.
"""
from docx_designs import (civil_engineer_tables, frontend_dev, hr_bold_headings, office_manager_headings, pharmacist_tabstops,
                          social_worker_times, support_lead_banner)
from resume_text import render_all

DESIGNS = {
    "office-manager-headings": office_manager_headings,
    "hr-bold-headings": hr_bold_headings,
    "civil-engineer-tables": civil_engineer_tables,
    "pharmacist-tabstops": pharmacist_tabstops,
    "support-lead-banner": support_lead_banner,
    "frontend-dev-docx": frontend_dev,
    "social-worker-times": social_worker_times,
}


if __name__ == "__main__":
    render_all("docx", DESIGNS)
