/**
 * The capacity model of docs/capacity.md: measured costs per unit of use (bench/capacity.bench.mjs)
 * times the assumptions below, projected to 10k, 100k and 1M users, against each platform limit.
 * Pure: figures in, figures and the doc's text out.
 */

/** What a user does, written down so that anyone can disagree with a number and rerun the model. */
export const ASSUMPTIONS = {
  resumesPerUser: 1.5,
  /** Share of all users who use the product on a given day (job seekers come in bursts). */
  dailyActiveShare: 0.1,
  /** Share of a day's activity in its busiest hour. */
  peakHourShare: 0.12,
  /** A day of one active user. */
  editorMinutes: 20,
  editorOpens: 3,
  dashboardViews: 3,
  exports: 2,
  publicViews: 2,
  /** A real database keeps indexes and page slack beside the content the bench sums. */
  d1Overhead: 1.4,
  /** Account, sessions, tokens, limits: D1 bytes per user beside their resumes. */
  accountBytes: 2_000,
  /** Seconds a PDF render holds a browser (the export bench's cold print is about 0.8 s). */
  renderSeconds: 1,
};

/** Documented platform limits (docs/capacity.md cites each page), and half of each as the target. */
export const LIMITS = {
  d1Bytes: { value: 10e9, what: "D1 database size", unit: "GB", scale: 1e9 },
  d1PerSecond: { value: 1_000, what: "D1 statements a second (one database, about 1 ms each)", unit: "/s", scale: 1 },
  browsers: { value: 120, what: "Browser Rendering concurrent browsers", unit: "", scale: 1 },
  roomBytes: {
    value: 10e9,
    what: "Durable Object storage per object (one room)",
    unit: "GB",
    scale: 1e9,
    loadUnit: "KB",
    loadScale: 1e3,
  },
};

export const USER_COUNTS = [10_000, 100_000, 1_000_000];

/** Per day of one active user: D1 statements. */
export function statementsPerActiveDay(m, a = ASSUMPTIONS) {
  return (
    a.dashboardViews * m.dashboardStatements +
    a.editorOpens * (m.editorOpenStatements + m.leaveStatements) +
    a.editorMinutes * m.editorMinuteStatements +
    a.exports * m.exportStatements +
    a.publicViews * m.publicViewStatements
  );
}

/** Each limit's load at `users`. */
export function loadAt(users, m, a = ASSUMPTIONS) {
  const peakActiveDays = (users * a.dailyActiveShare * a.peakHourShare) / 3600;
  return {
    d1Bytes: users * (a.resumesPerUser * m.d1BytesPerResume * a.d1Overhead + a.accountBytes),
    d1PerSecond: peakActiveDays * statementsPerActiveDay(m, a),
    browsers: peakActiveDays * a.exports * a.renderSeconds,
    // One room's storage does not grow with the number of users.
    roomBytes: m.roomBytesPerResume,
  };
}

/** The user count at which a load that grows with users reaches `fraction` of its limit (null: never). */
export function usersAt(key, m, fraction, a = ASSUMPTIONS) {
  const perUser = loadAt(1, m, a)[key];
  if (key === "roomBytes") return perUser >= LIMITS[key].value * fraction ? 0 : null;
  return perUser > 0 ? Math.floor((LIMITS[key].value * fraction) / perUser) : null;
}

/**
 * D1 split by user (docs/decisions/storage-by-growth.md): a hash of the user id picks one of N
 * databases for the account, its resumes' rows and its applications, so each holds 1/N of the
 * bytes. Sessions and link names stay in one shared database, so statements are not divided here
 * (most are session reads): the statements limit must hold unsplit. Returns the smallest power of
 * two that keeps each database's size under half its limit at `users`, and that size.
 */
export function d1SplitFor(users, m, a = ASSUMPTIONS) {
  const bytes = loadAt(users, m, a).d1Bytes;
  let databases = 1;
  while (bytes / databases > LIMITS.d1Bytes.value / 2) databases *= 2;
  return { databases, bytesEach: bytes / databases };
}

const fmtUsers = (n) =>
  n === null
    ? "never"
    : n >= 1e6
      ? `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M`
      : n >= 1e3
        ? `${Math.round(n / 1e3)}k`
        : String(n);
const fmtIn = (value, scale, unit) => {
  const scaled = value / scale;
  return `${scaled >= 100 ? scaled.toFixed(0) : scaled >= 1 ? scaled.toFixed(1) : scaled.toFixed(2)}${unit === "/s" ? "/s" : unit ? ` ${unit}` : ""}`;
};
/** A limit in its own unit; a load in the limit's load unit where it has one (a room's KB against GB). */
const fmt = (value, limit) => fmtIn(value, limit.scale, limit.unit);
const fmtLoad = (value, limit) => fmtIn(value, limit.loadScale ?? limit.scale, limit.loadUnit ?? limit.unit);

export function projectCapacity(m, a = ASSUMPTIONS) {
  const rows = Object.entries(LIMITS).map(([key, limit]) => {
    const loads = USER_COUNTS.map((users) => loadAt(users, m, a)[key]);
    const cells = loads.map(
      (load) => `${fmtLoad(load, limit)} (${((100 * load) / limit.value).toFixed(load / limit.value < 0.01 ? 2 : 0)}%)`,
    );
    return {
      key,
      half: usersAt(key, m, 0.5, a),
      full: usersAt(key, m, 1, a),
      line: `| ${limit.what} (${fmt(limit.value, limit)}) | ${cells.join(" | ")} | ${fmtUsers(usersAt(key, m, 0.5, a))} | ${fmtUsers(usersAt(key, m, 1, a))} |`,
    };
  });
  const binding = rows.filter((row) => row.full !== null).sort((x, y) => x.full - y.full)[0];
  const top = USER_COUNTS.at(-1);
  const split = d1SplitFor(top, m, a);
  const splitLine =
    split.databases === 1
      ? `At ${fmtUsers(top)} users one D1 database stays under half its size.`
      : `At ${fmtUsers(top)} users one D1 database would be past half its size: split by user into ${split.databases} (a hash of the user id picks one), each holds ${fmt(split.bytesEach, LIMITS.d1Bytes)} (${((100 * split.bytesEach) / LIMITS.d1Bytes.value).toFixed(0)}%); statements stay in one count (sessions are shared), ${((100 * loadAt(top, m, a).d1PerSecond) / LIMITS.d1PerSecond.value).toFixed(0)}% of the limit.`;
  const measured = [
    `| Dashboard view | ${m.dashboardStatements} statements |`,
    `| Editor opened (page, room waking up, first score) / left | ${m.editorOpenStatements} / ${m.leaveStatements} statements |`,
    `| Active editor-minute | ${m.editorMinuteStatements.toFixed(1)} statements (${m.editorMinuteWrites.toFixed(1)} writes) |`,
    `| PDF export | ${m.exportStatements} statements, ${(m.r2BytesPerExport / 1024).toFixed(0)} KB to R2 |`,
    `| Public link view, rendered / cached | ${m.publicViewStatements} / ${m.publicCachedStatements} statements |`,
    `| A resume after typical use: D1 / its room's storage / R2 | ${(m.d1BytesPerResume / 1024).toFixed(1)} KB / ${(m.roomBytesPerResume / 1024).toFixed(0)} KB / ${(m.r2BytesPerResume / 1024).toFixed(0)} KB |`,
  ];
  const text = [
    `Measured by \`npm run bench -- capacity\` on ${new Date().toISOString().slice(0, 10)}:`,
    "",
    "| Unit of use | Cost |",
    "| --- | --- |",
    ...measured,
    "",
    `One active user's day: ${statementsPerActiveDay(m, a).toFixed(0)} D1 statements.`,
    "",
    `| Limit | 10k users | 100k users | 1M users | Half the limit at | The limit at |`,
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => row.line),
    "",
    binding
      ? `The first limit to bind: ${LIMITS[binding.key].what}, at ${fmtUsers(binding.full)} users (half of it at ${fmtUsers(binding.half)}).`
      : "No limit binds at any user count in this model.",
    "",
    splitLine,
  ].join("\n");
  return {
    text,
    first: binding ? `${LIMITS[binding.key].what} at ${fmtUsers(binding.full)} users` : "none",
    rows,
    split,
  };
}
