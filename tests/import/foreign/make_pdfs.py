#!/usr/bin/python3
"""Render the PDF resumes of resumes.json with ReportLab, one design per resume.

    /usr/bin/python3 make_pdfs.py OUTDIR

Every design is a function taking (path, data). Each shows every non-empty field of its resume's
data (the ground truth); designs may add what the resume model has no place for (licences,
languages, locations of jobs, headlines), as real resumes do.
"""
from pdf_designs_a import accountant_sidebar, chef_icons, nurse_plain, software_engineer_caps, teacher_table
from pdf_designs_b import data_analyst_dejavu, electrician_canvas, marketing_banner, mechanical_two_page, paralegal_courier
from pdf_designs_c import designer_liberation, executive_classic, logistics_compact, physio_timeline
from resume_text import render_all

DESIGNS = {
    "nurse-plain": nurse_plain,
    "accountant-sidebar": accountant_sidebar,
    "teacher-table": teacher_table,
    "software-engineer-caps": software_engineer_caps,
    "chef-icons": chef_icons,
    "mechanical-engineer-two-page": mechanical_two_page,
    "paralegal-courier": paralegal_courier,
    "marketing-banner": marketing_banner,
    "data-analyst-dejavu": data_analyst_dejavu,
    "electrician-canvas": electrician_canvas,
    "designer-liberation": designer_liberation,
    "logistics-compact": logistics_compact,
    "physio-timeline": physio_timeline,
    "executive-assistant-classic": executive_classic,
}


if __name__ == "__main__":
    render_all("pdf", DESIGNS)
