/** "Previous page" / "Next page" over keyset cursors: the cursors of the pages seen, so going back needs no second kind of cursor. */
import { useState } from 'react';

export function useCursors() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    reset: () => setCursors([undefined]),
    pager: (next: string | null | undefined) => (
      <div className="pager">
        <button
          type="button"
          className="secondary"
          disabled={cursors.length < 2}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!next}
          onClick={() => next && setCursors([...cursors, next])}
        >
          Next page
        </button>
      </div>
    ),
  };
}
