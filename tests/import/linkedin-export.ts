/**
 * A LinkedIn data export as LinkedIn makes it: a ZIP of CSV files with the documented columns
 * (Profile.csv, Positions.csv, Education.csv, Skills.csv, Certifications.csv, Languages.csv,
 * Projects.csv, Email Addresses.csv, PhoneNumbers.csv), quoted where LinkedIn quotes, with files
 * the reader does not need beside them. Made with fflate, as a test fixture.
 */
import { strToU8, zipSync } from "fflate";

export const LINKEDIN_CSV: Record<string, string> = {
  "Profile.csv":
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\r\nLina,Okafor,,,"Apr 2, 1990",Senior Backend Engineer at Northwind,"I build payment systems that stay up.\nEight years of Go, Postgres and Kafka.",Software Development,,"Lagos, Nigeria",,[PERSONAL:https://github.com/lina-okafor],\r\n',
  "Positions.csv":
    'Company Name,Title,Description,Location,Started On,Finished On\r\nNorthwind Payments,Senior Backend Engineer,"Led the ledger rewrite in Go, cutting settlement time by 40%\nMentored four engineers","Lagos, Nigeria",Mar 2021,\r\nContoso Bank,Backend Engineer,• Built the card authorisation service • Moved batch jobs to Kafka,Lagos,Jan 2017,Feb 2021\r\n',
  "Education.csv":
    "School Name,Start Date,End Date,Notes,Degree Name,Activities\r\nUniversity of Lagos,2008,2012,,BSc Computer Science,Chess club\r\n",
  "Skills.csv": "Name\r\nGo\r\nPostgreSQL\r\nApache Kafka\r\n",
  "Certifications.csv":
    "Name,Url,Authority,Started On,Finished On,License Number\r\nAWS Certified Developer,https://aws.amazon.com,Amazon Web Services,Jun 2022,,ABC123\r\n",
  "Languages.csv":
    "Name,Proficiency\r\nEnglish,Native or bilingual proficiency\r\nFrench,Professional working proficiency\r\n",
  "Projects.csv":
    'Title,Description,Url,Started On,Finished On\r\nLedger Linter,"Checks double-entry invariants in CI",https://github.com/lina-okafor/ledger-linter,Jan 2023,\r\n',
  "Email Addresses.csv":
    "Email Address,Confirmed,Primary,Updated On\r\nold@example.com,Yes,No,1/1/20\r\nlina.okafor@example.com,Yes,Yes,3/4/24\r\n",
  "PhoneNumbers.csv": "Extension,Number,Type\r\n,+234 803 555 0142,Mobile\r\n",
  "Connections.csv":
    "Notes:\r\nWhen exporting your connection data...\r\n\r\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\r\nAda,Obi,https://www.linkedin.com/in/ada,,Acme,CTO,01 Jan 2024\r\n",
};

export function linkedInZip(files: Record<string, string> = LINKEDIN_CSV): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [`Basic_LinkedInDataExport_11-24-2026/${name}`, strToU8(text)]),
    ),
  );
}
