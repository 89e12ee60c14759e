/**
 * Ordering a list by hand, one place at a time (the categories, a category's products, the home page's certificates,
 * films and banner): the ids in their new order, and the Up / Down buttons of a row, each naming what it moves.
 */

/** The ids with the one at `index` moved one place up (-1) or down (1); the rest keep their order. */
export function movedIds<T>(ids: readonly T[], index: number, by: -1 | 1): T[] {
  const moved = [...ids];
  const other = index + by;
  if (other < 0 || other >= moved.length) return moved;
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}

/**
 * The two buttons that move a row: disabled at the list's ends and while a move is being saved. `look` is how the
 * screen draws them: words ("Up", "Down") on the farm content's cards, arrows in the catalogue's rows.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  busy = false,
  look,
}: {
  /** What the row is, for the buttons' names: "Move <name> up". */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  busy?: boolean;
  look: 'words' | 'arrows';
}) {
  const className = look === 'words' ? 'button small' : 'button secondary';
  return (
    <>
      <button
        className={className}
        type="button"
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
      >
        {look === 'words' ? 'Up' : '↑'}
      </button>
      <button
        className={className}
        type="button"
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
      >
        {look === 'words' ? 'Down' : '↓'}
      </button>
    </>
  );
}
