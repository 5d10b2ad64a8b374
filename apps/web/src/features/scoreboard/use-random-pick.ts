import { useCallback, useEffect, useState } from 'react';
import { createRandomPicker, type Lit } from './pick-run';

/**
 * Random Student (spec section 4): 8 quick highlights with growing delays, then the pick for
 * 5 s, never the same student twice in a row, even across leaving the board and coming back.
 * Local to this screen: nothing is saved.
 */
export function useRandomPick(candidates: readonly number[], classmates: readonly number[]) {
  const [lit, setLit] = useState<Lit | null>(null);
  const [picker] = useState(() => createRandomPicker(setLit));
  useEffect(() => picker.stop, [picker]);
  const pick = useCallback(
    () => picker.pick(candidates, classmates),
    [picker, candidates, classmates],
  );
  return { lit, pick, cycling: lit !== null && !lit.chosen };
}
