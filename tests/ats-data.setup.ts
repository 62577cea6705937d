/**
 * Unit tests import the ATS engine's modules directly: its tables come bundled, as for Node scripts
 * (app/domain/ats/bundled-data.ts). The Worker under test loads them from its assets instead.
 */
import "../app/domain/ats/bundled-data";
