/**
 * Carrying out the room core's effects (app/domain/collab/room-core.ts), in the order it gives
 * them, for the socket whose message caused them. The only place where what the core decided
 * meets sockets, storage, D1 and the alarm.
 */
import { CLOSE } from "../../app/domain/collab/protocol";
import { GONE_MESSAGE, type RoomCore, type RoomEffect } from "../../app/domain/collab/room-core";
import type { VersionMeta } from "../../app/domain/resume/versions";
import type { RoomAlarm } from "./alarm";
import type { RoomAnalysis } from "./analysis";
import type { RoomAnnotations } from "./annotations";
import type { RoomSuggestions } from "./suggestions";
import type { D1Sync } from "./d1-sync";
import type { RoomLog } from "./log";
import type { RoomVersions } from "./room-versions";
import type { RoomSockets } from "./sockets";
import type { RoomLink } from "./http-link";

export interface RoomParts {
  core: RoomCore;
  log: RoomLog;
  sockets: RoomSockets;
  versions: RoomVersions;
  annotations: RoomAnnotations;
  suggestions: RoomSuggestions;
  alarm: RoomAlarm;
  d1: D1Sync;
  analysis: RoomAnalysis;
  /** After every batch: the document may have changed (./variant-followers.ts looks at its version). */
  changed: () => void;
}

export class RoomEffects {
  constructor(private readonly parts: RoomParts) {}

  /** Carries `effects` out; returns the version a `version` effect made (restore answers with it). */
  async carry(effects: readonly RoomEffect[], ws?: RoomLink): Promise<VersionMeta | null> {
    const { sockets, log, versions, annotations, alarm } = this.parts;
    let made: VersionMeta | null = null;
    for (const effect of effects) {
      switch (effect.type) {
        case "reply":
          if (ws) sockets.send(ws, effect.message);
          break;
        case "broadcast":
          sockets.broadcast(effect.message, effect.exceptSender ? ws : undefined);
          break;
        case "log":
          // Synchronous: no other message interleaves, and the output gate holds the ack until it is durable.
          if (log.append(effect)) await this.persist();
          break;
        case "persist":
          await this.persist();
          break;
        case "noteWriting":
          log.noteWriting(effect.writing);
          break;
        case "version":
          made = await versions.record(effect.kind, { document: effect.document });
          break;
        case "edited":
          await versions.edited(effect.author);
          break;
        case "writeBack":
          await (effect.delayMs === 0 ? this.parts.d1.flush() : alarm.schedule(Date.now() + effect.delayMs));
          break;
        case "storeAnnotation":
          await annotations.store(effect.annotation);
          break;
        case "deleteAnnotation":
          await annotations.remove(effect.id);
          break;
        case "close":
          if (ws) sockets.closeSocket(ws, CLOSE.gone, effect.reason);
          break;
        case "forget":
          await this.forget();
          break;
      }
    }
    this.parts.changed();
    return made;
  }

  /** The resume is gone: everyone leaves and the room keeps nothing (its storage, alarm included, is cleared). */
  private async forget(): Promise<void> {
    const { sockets, core, alarm, versions, annotations, suggestions, log, analysis } = this.parts;
    for (const socket of sockets.openSockets()) sockets.closeSocket(socket, CLOSE.gone, GONE_MESSAGE, false);
    core.forget();
    alarm.fired();
    versions.forget();
    annotations.forget();
    suggestions.forget();
    analysis.forget();
    await log.clear();
  }

  private persist(): Promise<void> {
    const { room, base } = this.parts.core.stored();
    return this.parts.log.persist(room, base);
  }
}
