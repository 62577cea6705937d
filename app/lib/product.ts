/** The product's name, as pages, e-mails and the footer say it. */
export const PRODUCT_NAME = "ResumeForge";
