import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader says of a drag handle (dnd-kit's own words speak of "draggable items"). */
export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move it with the keyboard, press Space to pick it up, the arrow keys to move it, Space to drop it, or Escape to put it back.',
};

/**
 * What a keyboard drag says as it goes, in the names the tree shows (issue 39: dnd-kit's own
 * announcements name ids, "Draggable item 2 was moved over droppable area 1"). `nameOf` names a
 * node of the list by its id; `placeOf` says which place an id is ("1.2").
 */
export function dragAnnouncements(nameOf: (id: string) => string, placeOf: (id: string) => string): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}. Move it with the arrow keys, drop it with Space, or put it back with Escape.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is over place ${placeOf(String(over.id))}.`
        : `${nameOf(String(active.id))} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(String(active.id))} moved to place ${placeOf(String(over.id))}.`
        : `${nameOf(String(active.id))} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled: it is back in its place.`,
  };
}
