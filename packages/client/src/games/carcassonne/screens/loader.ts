// Carcassonne's page is a chunk of its own, so that a Castle game loads none of it. A page that is
// about to create or join a Carcassonne room loads it first: the room must be attached to its
// screen at once, before any await, or its first messages ("seat", "actions") would find nobody.
let page: typeof import('./game') | null = null;

export async function loadCarcassonnePage(): Promise<void> {
  page ??= await import('./game');
}

/** The page's module, once loaded. */
export const carcassonnePage = (): typeof import('./game') | null => page;
