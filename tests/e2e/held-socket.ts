import type { Page } from "playwright-core";

/**
 * A slow connection to the room: while held, what the page sends over its socket waits here and
 * goes to the room, in order, when released. The room's own messages pass untouched.
 */
export async function holdableRoomSocket(page: Page) {
  let holding = false;
  const held: Array<() => void> = [];
  await page.routeWebSocket(
    (url) => url.pathname === "/api/collab",
    (socket) => {
      const room = socket.connectToServer();
      socket.onMessage((message) => {
        if (holding) held.push(() => room.send(message));
        else room.send(message);
      });
    },
  );
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    /** The page that sent what is held is gone: nothing of it reaches the room. */
    drop: () => {
      holding = false;
      held.length = 0;
    },
  };
}
