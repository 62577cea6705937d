/**
 * Cursors, selections and typing, relayed to everyone but their sender, coalesced: each receiver
 * gets only the latest message of each sender and kind per flush, however many arrived. Handling
 * one costs the same whatever the room's size; the fan-out happens a few times a second, so one
 * user's flood of cursor frames can neither delay an edit nor multiply across the room.
 */
import { mayEdit } from "../../app/domain/collab/roles";
import type { ClientMessage, ServerMessage } from "../../app/domain/collab/protocol";
import { outgoing, type Outgoing } from "./outbox";
import type { RoomLink } from "./http-link";

/** How often coalesced presence goes out. */
const PRESENCE_FLUSH_MS = 50;

type Sender = { clientId: string; userId: string; name: string; color: string; role: Parameters<typeof mayEdit>[0] };

export class PresenceRelay {
  /** Latest presence message of each sender and kind, fanned out every PRESENCE_FLUSH_MS. */
  private readonly pending = new Map<string, { entry: Outgoing; from: RoomLink }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly room: { openSockets(): RoomLink[]; deliver(link: RoomLink, entry: Outgoing): void }) {}

  /** A cursor, selection or typing message, relayed to everyone else (a viewer does not type). */
  relay(
    from: RoomLink,
    me: Sender,
    message: Extract<ClientMessage, { type: "cursorUpdate" | "selectionUpdate" | "typing" }>,
  ): void {
    const user = { userId: me.userId, name: me.name, color: me.color };
    if (message.type === "cursorUpdate")
      this.add({ type: "cursorUpdated", position: message.position, user, clientId: me.clientId }, from);
    else if (message.type === "selectionUpdate")
      this.add({ type: "selectionUpdated", selection: message.selection, user, clientId: me.clientId }, from);
    else if (mayEdit(me.role))
      this.add(
        { type: "typing", clientId: me.clientId, user: { userId: me.userId, name: me.name }, section: message.section },
        from,
      );
  }

  private add(message: ServerMessage & { clientId: string }, from: RoomLink): void {
    this.pending.set(`${message.type}:${message.clientId}`, { entry: outgoing(message), from });
    this.timer ??= setTimeout(() => this.flush(), PRESENCE_FLUSH_MS);
  }

  private flush(): void {
    this.timer = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const link of this.room.openSockets()) {
      for (const { entry, from } of pending) if (from !== link) this.room.deliver(link, entry);
    }
  }
}
