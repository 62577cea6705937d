/**
 * How fast each connection and each person may send, join and mark (docs/collaboration.md#floods):
 * one budget per person across every connection, socket or HTTP link alike, so opening more
 * connections, or another transport, buys no more. Token buckets from token-bucket.ts.
 */
import {
  fullBucket as bucketFullAt,
  take,
  TokenBuckets,
  type Bucket,
  type Rate,
} from "../../app/domain/collab/token-bucket";

/** Token bucket per connection: typing at 20 edits/s plus cursors fits well. */
export const SOCKET_RATE = { perSecond: 100, burst: 200 } as const;
/** Every connection of one user together: opening more buys no more throughput. */
const USER_RATE = { perSecond: 150, burst: 300 } as const;
/**
 * Bytes of review marks (annotation messages, which may carry a 200 KB image) one user may send,
 * over all their connections: a person stamps a few marks a minute; a script sending stamps back
 * to back kept the room busy storing 27 MB a second (bench/abuse.bench.mjs). Checked before the
 * message is parsed, so a refusal costs the room almost nothing.
 */
const MARK_BYTES_RATE = { perSecond: 200 * 1024, burst: 1536 * 1024 } as const;
/** Joins per user: a tab reloading is fine; a client reconnecting in a loop is refused cheaply. */
const JOIN_RATE = { perSecond: 0.5, burst: 10 } as const;
/** After a connection is closed for flooding, its user's joins are refused this long. */
export const FLOOD_COOL_DOWN_MS = 10_000;

/** A bucket full from now. */
export const fullBucket = (rate: Rate): Bucket => bucketFullAt(rate, Date.now());

export class RoomLimits {
  private readonly userBuckets = new TokenBuckets<string>(USER_RATE);
  private readonly markBuckets = new TokenBuckets<string>(MARK_BYTES_RATE);
  private readonly joinBuckets = new TokenBuckets<string>(JOIN_RATE);
  /** Users whose connection was closed for flooding, and until when they may not join again. */
  private readonly coolingDown = new Map<string, number>();

  /**
   * Whether a user may open another connection now: not while cooling down after a flood, and not
   * faster than JOIN_RATE. Checked before the room reads D1 or sends the document, so a client
   * reconnecting in a loop costs the room almost nothing.
   */
  mayJoin(userId: string): boolean {
    const now = Date.now();
    const until = this.coolingDown.get(userId);
    if (until !== undefined && until > now) return false;
    this.coolingDown.delete(userId);
    return this.joinBuckets.take(userId, now);
  }

  /** A connection of this user flooded the room: the user waits FLOOD_COOL_DOWN_MS before joining again. */
  coolDown(userId: string): void {
    this.coolingDown.set(userId, Date.now() + FLOOD_COOL_DOWN_MS);
  }

  /** Whether a message is within its connection's and its user's budgets (else the connection is closed). */
  allow(connection: { bucket: Bucket; attachment: { userId: string } }): boolean {
    const now = Date.now();
    if (!take(connection.bucket, SOCKET_RATE, now)) return false;
    return this.userBuckets.take(connection.attachment.userId, now);
  }

  /** Whether this user may send `bytes` more of review marks now (MARK_BYTES_RATE). */
  allowMarkBytes(userId: string, bytes: number): boolean {
    return this.markBuckets.take(userId, Date.now(), bytes);
  }
}
