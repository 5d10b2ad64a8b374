import { describe, expect, it } from 'vitest';
import { nameLines } from './radar';

describe("the radar's axis names", () => {
  it('stay on one line where they fit, as the English ones do beside the iPad radar', () => {
    expect(nameLines('Behavior', 96, 16)).toEqual(['Behavior']);
  });

  it('break between words where a longer language would run off the side', () => {
    expect(nameLines('Progreso hacia la meta', 96, 16)).toEqual(['Progreso', 'hacia la', 'meta']);
    expect(nameLines('Progreso hacia la meta', 250, 16)).toEqual(['Progreso hacia la meta']);
  });
});
