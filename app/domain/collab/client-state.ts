/**
 * A client's view of the room. `confirmed` is the document as the room has ordered it; `pending`
 * are this client's operations the room has not acknowledged yet. What the editor shows is
 * confirmed + pending. A remote operation lands on `confirmed`; pending operations are then laid
 * on top again, so a field this client is still changing keeps its local value, which is also
 * what the room will end with, because it receives those operations after the remote ones
 * (an acknowledgement always arrives before later remote operations on the same socket).
 */
import { applyOps, emptyTombstones, type Tombstones } from "./apply";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";

export interface PendingBatch {
  opId: string;
  ops: Op[];
  /** Sent on the current connection; unsent batches go out on (re)connect. */
  sent: boolean;
}

export interface ClientRoomState {
  confirmed: RoomDocument;
  tombstones: Tombstones;
  version: number;
  pending: PendingBatch[];
}

export function initialClientState(document: RoomDocument, version: number): ClientRoomState {
  return { confirmed: document, tombstones: emptyTombstones(), version, pending: [] };
}

function cloneTombstones(tombstones: Tombstones): Tombstones {
  return {
    experience: [...tombstones.experience],
    education: [...tombstones.education],
    projects: [...tombstones.projects],
    extraSections: [...(tombstones.extraSections ?? [])],
  };
}

/** What the editor shows. */
export function viewOf(state: ClientRoomState): RoomDocument {
  if (state.pending.length === 0) return state.confirmed;
  const scratch = cloneTombstones(state.tombstones);
  return applyOps(
    state.confirmed,
    scratch,
    state.pending.flatMap((batch) => batch.ops),
  ).document;
}

export function addLocal(state: ClientRoomState, opId: string, ops: Op[]): ClientRoomState {
  return { ...state, pending: [...state.pending, { opId, ops, sent: false }] };
}

export function markSent(state: ClientRoomState, opIds: string[]): ClientRoomState {
  return {
    ...state,
    pending: state.pending.map((batch) => (opIds.includes(batch.opId) ? { ...batch, sent: true } : batch)),
  };
}

/**
 * A new connection opened: nothing is sent on it yet, so every pending batch goes out on it, in
 * the order made. Batches sent on the connection before (marked sent) may never have arrived; if
 * a flush sent only the ones made since (it can run between the open and the room's init, which
 * over HTTP is a whole poll away), they would overtake those, and the room, which applies a page's
 * batches in the order they arrive, would let the older edit win (room-simulation.test.ts).
 */
export function connectionOpened(state: ClientRoomState): ClientRoomState {
  if (!state.pending.some((batch) => batch.sent)) return state;
  return { ...state, pending: state.pending.map((batch) => ({ ...batch, sent: false })) };
}

/** The room applied one of ours: it moves from pending into confirmed, in the room's order. */
export function acknowledge(state: ClientRoomState, opId: string, version: number): ClientRoomState {
  const batch = state.pending.find((candidate) => candidate.opId === opId);
  if (!batch) return { ...state, version: Math.max(state.version, version) };
  const tombstones = cloneTombstones(state.tombstones);
  const { document } = applyOps(state.confirmed, tombstones, batch.ops);
  return {
    confirmed: document,
    tombstones,
    version,
    pending: state.pending.filter((candidate) => candidate !== batch),
  };
}

/**
 * The room had already applied one of ours: we sent it again after a reconnect because its ack
 * was lost with the connection (an `ack` with `duplicate`). The document the room sent on
 * reconnect holds it, so the batch leaves pending without being applied to `confirmed`: applied
 * there again, it would overwrite a later edit of the same field by someone else, which that
 * document already has.
 */
export function alreadyApplied(state: ClientRoomState, opId: string, version: number): ClientRoomState {
  return {
    ...state,
    version: Math.max(state.version, version),
    pending: state.pending.filter((batch) => batch.opId !== opId),
  };
}

/** The room refused one of ours (it would break a limit): it is dropped, as if never made. */
export function reject(state: ClientRoomState, opId: string): ClientRoomState {
  return { ...state, pending: state.pending.filter((batch) => batch.opId !== opId) };
}

export function applyRemote(state: ClientRoomState, ops: Op[], version: number): ClientRoomState {
  const tombstones = cloneTombstones(state.tombstones);
  const { document } = applyOps(state.confirmed, tombstones, ops);
  return { ...state, confirmed: document, tombstones, version };
}

/**
 * A fresh document from the room (on connect, or after a change outside it). Unacknowledged
 * batches stay and are sent again under their opIds: one the room did apply before the connection
 * dropped is answered as a duplicate and applied nowhere again (alreadyApplied).
 */
export function replaceConfirmed(state: ClientRoomState, document: RoomDocument, version: number): ClientRoomState {
  return {
    confirmed: document,
    tombstones: emptyTombstones(),
    version,
    pending: state.pending.map((batch) => ({ ...batch, sent: false })),
  };
}
