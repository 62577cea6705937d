/** Where the O*NET tables are, and the attribution every file derived from them carries (CC BY 4.0). */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** `$ONET_DIR` when set (a clone outside /work has no ../shared), else ../shared/data/onet beside the repository. */
export const ONET_DIR = process.env.ONET_DIR ?? resolve(ROOT, "../shared/data/onet");
export const ONET_ATTRIBUTION =
  "This product includes information from O*NET OnLine by the U.S. Department of Labor, Employment and " +
  "Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.";
